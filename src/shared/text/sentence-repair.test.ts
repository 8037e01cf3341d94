import { describe, expect, it } from "vitest";
import { repairSentences } from "./sentence-repair";

describe("repairSentences", () => {
  it.each([
    ["I been here 3 years, and I took over the contracts.", "I have been here 3 years, and I took over the contracts."],
    ["She done the handover already.", "She has done the handover already."],
    ["We were both at Imperial, and you graduated 2012.", "We were both at Imperial, and you graduated in 2012."],
    ["The shop opened 1998 on the High Street.", "The shop opened in 1998 on the High Street."],
    ["I wish to cancel from end of this month.", "I wish to cancel from the end of this month."],
    ["I have attached the both.", "I have attached both."],
  ])("repairs %j", (text, repaired) => {
    expect(repairSentences(text)).toBe(repaired);
  });

  it.each([
    "Have you been to Leeds?",
    "I want it done by Friday.",
    "I've been here since 2019.",
    "Please send it by end of day.",
    "I'd love to meet the both of you.",
    "We graduated in 2012.",
    "Had they known, they would have come.",
  ])("leaves %j as it is", (text) => {
    expect(repairSentences(text)).toBe(text);
  });
});
