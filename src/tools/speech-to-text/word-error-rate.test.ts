import { describe, expect, it } from "vitest";
import { normalizeWords, wordErrorRate, wordErrors } from "./word-error-rate";

const JFK =
  "And so my fellow Americans, ask not what your country can do for you, ask what you can do for your country.";

describe("normalizeWords", () => {
  it("lower-cases, drops punctuation and keeps apostrophes inside words", () => {
    expect(normalizeWords("And so, my fellow Americans!  Don't—ask.")).toEqual([
      "and",
      "so",
      "my",
      "fellow",
      "americans",
      "don't",
      "ask",
    ]);
    expect(normalizeWords("‘Quoted’ 'words' it’s")).toEqual(["quoted", "words", "it's"]);
    expect(normalizeWords(" ... ")).toEqual([]);
  });
});

describe("word error rate", () => {
  it("is 0 for the same words whatever the case and punctuation", () => {
    expect(wordErrorRate(JFK, JFK.toUpperCase().replace(/[,.]/g, ""))).toBe(0);
  });

  it("counts substitutions, deletions and insertions separately", () => {
    expect(wordErrors("a b c d", "a x c d")).toMatchObject({
      substitutions: 1,
      deletions: 0,
      insertions: 0,
      referenceWords: 4,
      wer: 0.25,
    });
    expect(wordErrors("a b c d", "a c d")).toMatchObject({ substitutions: 0, deletions: 1, insertions: 0, wer: 0.25 });
    expect(wordErrors("a b c d", "a b y c d z")).toMatchObject({
      substitutions: 0,
      deletions: 0,
      insertions: 2,
      wer: 0.5,
    });
  });

  it("is the word-level Levenshtein distance over the reference length", () => {
    // 22 reference words; the PocketSphinx output for jfk.flac.
    const hyp = "and then our my ah i and not like your brain and you are you and when you can you buy your country";
    const e = wordErrors(JFK, hyp);
    expect(e.referenceWords).toBe(22);
    expect(e.substitutions + e.deletions + e.insertions).toBe(Math.round(e.wer * 22));
    expect(e.wer).toBeGreaterThan(0.5);
    expect(e.wer).toBeLessThan(1);
  });

  it("can exceed 1 and handles empty texts", () => {
    expect(wordErrorRate("one", "two three four")).toBe(3);
    expect(wordErrorRate("", "")).toBe(0);
    expect(wordErrorRate("", "noise")).toBe(Number.POSITIVE_INFINITY);
    expect(wordErrorRate("some words", "")).toBe(1);
  });
});
