/**
 * Session 14 (helper post): "was instrumental in" and "fruitful collaboration" are said plainly in each voice, "embark
 * on a journey of discovery in X" is exploring X (not "Work on discovery in X"), "navigate the complex world of X" is
 * finding one's way through it (not "keep up with X"), "make the most of X effectively" loses the adverb the phrase
 * already says, ", resulting in" after a present perfect is "This has resulted in", and "stakeholders involved" is
 * not "people involved involved" (the check kept the whole sentence as written). Each row fails on the code before.
 */
import { describe, expect, it } from "vitest";
import type { VoiceStyle } from "./contract";
import { humanize } from "./humanizer.engine";

describe("humanizer: AI phrases left untouched and swaps that changed the meaning, session 14", () => {
  it.each([
    [
      "Sarah Jenkins was instrumental in the success of the 2024 rebrand.",
      "professional",
      "Sarah Jenkins was central to the success of the 2024 rebrand.",
    ],
    [
      "Sarah Jenkins was instrumental in the success of the 2024 rebrand.",
      "friendly",
      "Sarah Jenkins played a big part in the success of the 2024 rebrand.",
    ],
    [
      "Thank you for the fruitful collaboration over the past 18 months.",
      "professional",
      "Thank you for the productive collaboration over the past 18 months.",
    ],
    [
      "Embark on a journey of discovery in the vibrant city of Lisbon, where rich history meets modern culture.",
      "casual",
      "Explore the lively city of Lisbon, where rich history meets modern culture.",
    ],
    [
      "Our comprehensive guide delves into the intricacies of personal finance, providing you with actionable tips to navigate the complex world of budgeting, saving, and investing.",
      "professional",
      "Our complete guide examines the details of personal finance, providing you with practical tips to manage budgeting, saving, and investing.",
    ],
    [
      "In today's fast-paced digital landscape, businesses must leverage social media effectively to stay ahead of the competition.",
      "friendly",
      "These days, businesses must make the most of social media to stay ahead of the competition.",
    ],
    [
      "In conclusion, the implementation of the new CRM system has significantly enhanced our ability to streamline customer interactions, resulting in a 23% increase in customer satisfaction scores.",
      "professional",
      "The implementation of the new CRM system has improved our ability to simplify customer interactions. This has resulted in a 23% increase in customer satisfaction scores.",
    ],
    [
      "This comprehensive approach ensures a seamless transition for all stakeholders involved.",
      "professional",
      "This complete approach ensures a smooth transition for all parties involved.",
    ],
  ] as [string, VoiceStyle, string][])("%s (%s)", (text, voice, want) => {
    expect(humanize(text, voice)).toBe(want);
  });

  it("says 'instrumental' differently in each voice", () => {
    const text = "Sarah Jenkins was instrumental in the success of the 2024 rebrand.";
    const said = (["casual", "friendly", "professional"] as const).map((v) => humanize(text, v));
    expect(new Set(said).size).toBe(3);
    for (const s of said) expect(s).not.toMatch(/instrumental/);
  });
});

describe("humanizer session 14 (lead): a hedge with 'however' inside, 'remain at the forefront of'", () => {
  const TEXT =
    "Artificial intelligence is revolutionizing the healthcare industry. It is important to note, however, that ethical considerations must remain at the forefront of this transformation.";
  it.each([
    ["casual", "But ethical questions must remain front and center in this transformation."],
    ["friendly", "That said, ethical questions must remain central to this transformation."],
    ["professional", "However, ethical concerns must remain central to this transformation."],
  ] as const)("%s", (voice, sentence) => {
    const out = humanize(TEXT, voice);
    expect(out).toContain(sentence);
    expect(out).not.toMatch(/to note|remain leading|remain at the forefront/);
  });
});
