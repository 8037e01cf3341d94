import { describe, expect, it } from "vitest";
import { humanize } from "./humanizer.engine";

// Session 11: a sentence that follows "etc.", "a.m." or "no." is a sentence, and its stock opener goes.
describe("humanizer: a sentence after an abbreviation", () => {
  it.each([
    [
      "We stock pens, paper, folders etc. Moreover, we deliver to your door at no extra cost.",
      "casual",
      "etc. We deliver",
    ],
    [
      "The shop opens at 8 a.m. Furthermore, it is important to note that parking is free.",
      "friendly",
      "a.m. Parking is free",
    ],
    ["The answer was no. Moreover, the board leveraged its veto.", "casual", "no. The board"],
  ] as const)("%s", (text, style, kept) => {
    expect(humanize(text, style)).toContain(kept);
  });
});
