/**
 * Regression tests for the session-6 cold read (issue 11): a saying broken by a word swap ("the experience is as
 * important as the destination"), passives with words between the auxiliary and the participle (or a perfect, a time
 * after the doer, a clause after it) left passive, and casual coming out the same as friendly on plain text. Each test
 * uses its own text, written for the class, not the sentences that were seen.
 */
import { describe, expect, it } from "vitest";
import { humanize } from "./humanizer.engine";
import { activeVoice } from "./humanizer.passive";

const VOICES = ["casual", "friendly", "professional"] as const;

describe("sayings are kept whole", () => {
  it("keeps 'the journey' in 'the journey is just as important as the destination' in every voice", () => {
    const text =
      "Moving abroad can be a transformative adventure. After all, your journey is just as important as the destination.";
    for (const v of VOICES) expect(humanize(text, v), v).toMatch(/journey is just as important as the destination/);
  });
  it("still replaces 'journey' outside a saying", () => {
    expect(humanize("Thank you for being part of our journey.", "casual")).not.toMatch(/journey/);
  });
});

describe("passives with their doer are active in casual and friendly", () => {
  it("an adverb between 'was' and the participle, then a clause after the doer", () => {
    expect(activeVoice("The contract was quietly signed by both partners, and work started in May.")).toBe(
      "Both partners quietly signed the contract, and work started in May.",
    );
  });
  it("a comma aside between 'was' and the participle is fronted", () => {
    expect(activeVoice("The budget was, after a long debate, finally approved by the council.")).toBe(
      "After a long debate, the council finally approved the budget.",
    );
  });
  it("a perfect passive agrees with the doer; a purpose or time phrase follows the object", () => {
    expect(activeVoice("These tools have been widely adopted by hospitals to cut waiting times.")).toBe(
      "Hospitals have widely adopted these tools to cut waiting times.",
    );
    expect(activeVoice("The menu has been redesigned by our chef for the summer.")).toBe(
      "Our chef has redesigned the menu for the summer.",
    );
    expect(activeVoice("The website was visited by over 12,000 people in its first week.")).toBe(
      "Over 12,000 people visited the website in its first week.",
    );
  });
  it("a present passive takes the present, agreeing with the doer; 'by' after a verb of place is no doer", () => {
    expect(activeVoice("Every order is checked by a pharmacist before it ships.")).toBe(
      "A pharmacist checks every order before it ships.",
    );
    expect(activeVoice("These routes are planned by local guides.")).toBe("Local guides plan these routes.");
    expect(activeVoice("Each box is packed by our crew of volunteers.")).toBe("Our crew of volunteers packs each box.");
    expect(activeVoice("The app is used by thousands of nurses.")).toBe("Thousands of nurses use the app.");
    expect(activeVoice("The cabin is located by the lake.")).toBe("The cabin is located by the lake.");
    expect(activeVoice("The cabin was located by the lake.")).toBe("The cabin was located by the lake.");
  });
  it("'by' + a gerund or a means is no doer", () => {
    expect(activeVoice("The lock was opened by turning the key twice.")).toBe(
      "The lock was opened by turning the key twice.",
    );
    expect(activeVoice("The invoice was sent by post on Monday.")).toBe("The invoice was sent by post on Monday.");
  });
  it("'It is worth noting that ...' after a passive is no pronoun: the passive is active in casual", () => {
    const text = "The recipe was slightly changed by our baker. It is worth noting that the price stays the same.";
    expect(humanize(text, "casual")).toMatch(/^Our baker slightly changed the recipe\./);
    expect(humanize(text, "professional")).toMatch(/^The recipe was slightly changed by our baker\./);
  });
});

describe("casual is more casual than friendly on plain text", () => {
  it("casual says 'let me' for 'allowed me to'; professional keeps it", () => {
    const text = "The late shift allowed me to pick up my son from school.";
    expect(humanize(text, "casual")).toBe("The late shift let me pick up my son from school.");
    expect(humanize(text, "professional")).toBe(text);
  });
  it("casual tells ', and it also ...' as two sentences; friendly keeps one", () => {
    const text = "It keeps the kitchen tidy, and it also saves a lot of time every single week.";
    expect(humanize(text, "casual")).toBe("It keeps the kitchen tidy. It also saves a lot of time every single week.");
    expect(humanize(text, "friendly")).not.toBe(humanize(text, "casual"));
  });
});
