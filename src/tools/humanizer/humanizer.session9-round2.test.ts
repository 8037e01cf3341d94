import { describe, expect, it } from "vitest";
import type { VoiceStyle } from "./contract";
import { humanize } from "./humanizer.engine";

/**
 * Session 10: praise that carries a noun phrase is replaced, not dropped ("an unparalleled experience" never becomes
 * "an experience"); a noun swap never lands after a modifier that needs the original noun; cover-letter and travel
 * stock phrases read as a person would write them. Properties, not outputs.
 */
const VOICES: VoiceStyle[] = ["casual", "friendly", "professional"];

const ROWS: { name: string; text: string; bad: RegExp[]; kept: string[] }[] = [
  {
    name: "praise before experience, stay or service is replaced, never dropped",
    text: "The spa delivers an unparalleled guest experience. Book a unique stay at Millbrook Lodge. Our helpdesk offers unmatched service.",
    bad: [
      /\b(?:an?|delivers) (?:guest )?experience\b/i,
      /\b(?:a|an) stay\b/i,
      /offers service/i,
      /unparalleled|unmatched/i,
    ],
    kept: ["guest experience", "Millbrook Lodge", "service"],
  },
  {
    name: "a stakeholder after a modifier: the modifier keeps a noun it fits",
    text: "Priya meets cross-functional stakeholders every Monday. The board briefed external stakeholders and regional stakeholders on the 2027 budget.",
    bad: [/\b(?:people|parties) involved\b/i, /cross-functional (?:people|parties)/i],
    kept: ["Priya", "cross-functional", "external", "regional", "2027 budget"],
  },
  {
    name: "a stakeholder swap with no determiner before it takes one",
    text: "Stakeholders will vote in May. Dana briefed stakeholders in Cardiff.",
    bad: [/^(?:people|parties) involved/i, /briefed (?:people|parties) involved/i],
    kept: ["May", "Dana", "Cardiff"],
  },
  {
    name: "cover letter: enthusiastic interest, proven track record, your dynamic team",
    text: "I am writing to express my enthusiastic interest in the Junior Accountant position. My attention to detail and proven track record in payroll would make me an asset to your dynamic team.",
    bad: [/express my enthusiastic interest/i, /proven track record/i, /dynamic team|energetic team/i],
    kept: ["Junior Accountant", "payroll", "attention to detail"],
  },
  {
    name: "travel copy: tapestry, immerse yourself, journey through a cuisine, from start to finish",
    text: "Delve into the rich tapestry of Seville's old quarter. Immerse yourself in sweeping views of the Guadalquivir. The tasting menu is an unforgettable journey through Andalusian cuisine, cared for from start to finish.",
    bad: [/\bmix of Seville/i, /immerse yourself/i, /\bpath through\b/i, /from begin to/i, /\b(?:dig|look) into\b/i],
    kept: ["Seville's old quarter", "views of the Guadalquivir", "Andalusian cuisine", "from start to finish"],
  },
  {
    name: "people aligning with people agree; seamless blends and tapestries to immerse in; lively streets",
    text: "Last week Omar aligned with the finance team on pricing. The café is a seamless blend of Nordic calm and Italian coffee. Immerse yourself in the vibrant tapestry of Lagos markets and the vibrant streets of Yaba.",
    bad: [
      /\bfit(?:s|ted)? (?:with )?the finance/i,
      /\bmatched the finance/i,
      /smooth blend|easy blend/i,
      /immerse/i,
      /mix of Lagos/i,
      /dynamic streets/i,
    ],
    kept: ["Omar", "finance team", "pricing", "Nordic calm", "Italian coffee", "Lagos markets", "streets of Yaba"],
  },
];

describe("humanizer session 10", () => {
  for (const row of ROWS) {
    it(row.name, () => {
      for (const voice of VOICES) {
        const out = humanize(row.text, voice);
        for (const re of row.bad) expect(out, `${voice}: ${out}`).not.toMatch(re);
        for (const word of row.kept) expect(out, `${voice}: ${out}`).toContain(word);
      }
    });
  }
});
