import { describe, expect, it } from "vitest";
import { humanize } from "./humanizer.engine";
import { expectVoiceRow, VOICES, type VoiceRow } from "./humanizer.test-support";

/**
 * Session 9: a word swap keeps a natural pairing with its object (or does not happen), more AI phrases go in every
 * voice, and a fronted list of means ("By X, Y, and Z, ...") is never cut into a fragment. Properties, not outputs.
 */
const ROWS: VoiceRow[] = [
  {
    name: "collocations: mindset, resilience, vegetables, inner peace, a culture of trust",
    text: "Leaders should cultivate a growth mindset and foster resilience in their staff. Members can cultivate their own vegetables at Hillside Allotments. Meditation helps you cultivate inner peace. Good managers foster a culture of trust.",
    bad: [
      /\bgr[eo]w\w* a growth mindset/i,
      /\b(?:encourag|nurtur)\w* resilience/i,
      /\b(?:build|develop)\w* their own vegetables/i,
      /\b(?:grow|build|develop)\w* inner peace/i,
      /\b(?:encourag|nurtur)\w* a culture of trust/i,
    ],
    kept: ["growth mindset", "resilience", "vegetables", "Hillside Allotments", "inner peace", "culture of trust"],
  },
  {
    name: "collocations: an experience is improved, a score boosted, an outlook encouraged",
    text: "Your comments help us enhance the guest experience at Harbour Inn. These 5 tips will bolster your credit score. Daily walks foster a more positive outlook.",
    bad: [/\bboost\w* the guest experience/i, /\bsupport\w* your credit score/i, /\bfoster/i],
    kept: ["guest experience", "Harbour Inn", "5 tips", "credit score", "positive outlook"],
  },
  {
    name: "stock phrases: earliest opportunity, drive productivity, all aspects, navigate the challenges, best practices",
    text: "Our team will reply at the earliest opportunity. These 4 tools drive productivity in all aspects of their business. To navigate the challenges of hybrid work, managers should adopt best practices such as weekly check-ins.",
    bad: [/earliest opportunity/i, /drive productivity/i, /all aspects of/i, /navigate/i, /best practices/i],
    kept: ["4 tools", "productivity", "business", "challenges", "hybrid work", "weekly check-ins"],
  },
  {
    name: "pivotal and growing roles; potential and transformative experiences",
    text: "Coaches are pivotal in shaping young players. Video has played an increasingly important role in sales. Our mentors help interns unlock their full potential. Spending a term in Kyoto was a transformative experience.",
    bad: [
      /pivotal/i,
      /increasingly important role/i,
      /\btalents\b|very best/i,
      /life-changing/i,
      /\btransformative\b/i,
      /\bbig in\b|\bcentral in\b/i,
    ],
    kept: ["Coaches", "young players", "Video", "sales", "interns", "potential", "Kyoto", "experience"],
  },
  // Round 2: praise that carries a noun phrase is replaced, not dropped ("an unparalleled experience" never becomes
  // "an experience"); a noun swap never lands after a modifier that needs the original noun; cover-letter and travel
  // stock phrases read as a person would write them.
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

describe("humanizer session 9", () => {
  for (const row of ROWS) it(row.name, () => expectVoiceRow(row));

  it("keeps a fronted list of means in front ('By X, Y, and Z, people can ...') and never doubles a determiner", () => {
    const text =
      "Sleep plays a pivotal role in our overall well-being. By prioritizing rest, eating well, and setting limits on screen time, students can foster resilience.";
    for (const voice of VOICES) {
      const out = humanize(text, voice);
      expect(out, out).toMatch(/\bBy [\p{L} ]+ rest, eating well, and setting limits on screen time, students can\b/u);
      expect(out, out).not.toMatch(/\bour your\b/i);
    }
  });
});
