import { describe, expect, it } from "vitest";
import { isAnswer } from "./summarizer.cues";

/** The pattern isAnswer stands for, tested on the whole text. */
const ANSWER = /^(?:yes|no)\b[,.!]?|,\s(?:yes|no)[.!]$/i;

describe("isAnswer", () => {
  it("answers as the one pattern over the whole text does", () => {
    const texts = [
      "Yes.",
      "no, not really",
      "If most of your polls come back empty, yes.",
      "If they ask, no!",
      "If they ask,\tNO.",
      "Is it worth it, yes or no?",
      "Nobody came, yes.",
      "yesterday it rained",
      "Not now, no",
      ", no.",
      "o, yes.",
      "no",
      "",
      "We said yes, no.",
      "Ask, yes.\n",
    ];
    for (const t of texts) expect(isAnswer(t), JSON.stringify(t)).toBe(ANSWER.test(t));
  });
});
