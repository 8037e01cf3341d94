import { describe, expect, it } from "vitest";
import { lcsIndices, meanF1, rouge, rougeL, rougeLsum, rougeN, tokenize } from "../../bench/rouge";

// Every expected value below is worked out by hand in the comment beside it.
describe("tokenize (rouge_score's default tokenizer, no stemming)", () => {
  it("lower-cases and splits on every run of non [a-z0-9] characters", () => {
    expect(tokenize("The U.S. isn't 100% ready!")).toEqual(["the", "u", "s", "isn", "t", "100", "ready"]);
  });
  it("treats accented letters and the classic `` '' quotes as separators, and does not stem", () => {
    expect(tokenize("`` Café '' running runs")).toEqual(["caf", "running", "runs"]);
    expect(tokenize("  \n ")).toEqual([]);
  });
});

describe("ROUGE-N and ROUGE-L", () => {
  const c = tokenize("the cat sat on the mat");
  const r = tokenize("the cat is on the mat");
  it("counts clipped unigram overlap", () => {
    // candidate {the x2, cat, sat, on, mat}, reference {the x2, cat, is, on, mat}: 5 shared of 6 and 6.
    const s = rougeN(c, r, 1);
    expect(s.precision).toBeCloseTo(5 / 6, 10);
    expect(s.recall).toBeCloseTo(5 / 6, 10);
    expect(s.f1).toBeCloseTo(5 / 6, 10);
  });
  it("counts bigrams", () => {
    // shared: "the cat", "on the", "the mat" = 3 of 5 bigrams each.
    expect(rougeN(c, r, 2).f1).toBeCloseTo(3 / 5, 10);
  });
  it("uses the longest common subsequence for ROUGE-L", () => {
    // LCS "the cat on the mat" = 5 tokens of 6.
    expect(rougeL(c, r).f1).toBeCloseTo(5 / 6, 10);
  });
  it("gives the harmonic mean when precision and recall differ", () => {
    // candidate a b c d, reference a c e: 2 shared unigrams, P = 2/4, R = 2/3, F = 2PR/(P+R) = 4/7; LCS "a c" too.
    const cand = ["a", "b", "c", "d"];
    const ref = ["a", "c", "e"];
    const s = rougeN(cand, ref, 1);
    expect(s.precision).toBeCloseTo(0.5, 10);
    expect(s.recall).toBeCloseTo(2 / 3, 10);
    expect(s.f1).toBeCloseTo(4 / 7, 10);
    expect(rougeL(cand, ref).f1).toBeCloseTo(4 / 7, 10);
    expect(rougeN(cand, ref, 2).f1).toBe(0); // bigrams ab bc cd vs ac ce
  });
  it("scores an empty candidate 0 instead of dividing by zero", () => {
    expect(rouge("", "a reference").rouge1).toEqual({ precision: 0, recall: 0, f1: 0 });
    expect(rouge("...", "a reference").rougeLsum.f1).toBe(0);
  });
});

describe("ROUGE-Lsum (summary-level union LCS)", () => {
  it("finds one LCS's indices in the reference", () => {
    expect(lcsIndices(["a", "b", "c", "d", "e"], ["a", "c", "h", "i", "e"])).toEqual([0, 2, 4]);
  });
  it("reproduces the union-LCS example of Lin (2004)", () => {
    // reference r = a b c d e; candidates c1 = a b f g h, c2 = a c h i e.
    // LCS(r, c1) = a b, LCS(r, c2) = a c e; union = a b c e: 4 hits. R = 4/5, P = 4/10, F = 0.32*2/1.2 = 8/15.
    const s = rougeLsum(
      [
        ["a", "b", "f", "g", "h"],
        ["a", "c", "h", "i", "e"],
      ],
      [["a", "b", "c", "d", "e"]],
    );
    expect(s.recall).toBeCloseTo(4 / 5, 10);
    expect(s.precision).toBeCloseTo(4 / 10, 10);
    expect(s.f1).toBeCloseTo(8 / 15, 10);
  });
  it("splits on new lines, so it differs from ROUGE-L on the same words", () => {
    const candidate = "x y\na b";
    const reference = "a b\nx y";
    // ROUGE-L on the token streams: LCS("x y a b", "a b x y") = 2 of 4 -> F 0.5.
    expect(rouge(candidate, reference).rougeL.f1).toBeCloseTo(0.5, 10);
    // Lsum: each reference line is found whole in some candidate line: 4 hits of 4 -> F 1.
    expect(rouge(candidate, reference).rougeLsum.f1).toBeCloseTo(1, 10);
  });
  it("counts a repeated token only as often as both texts have it", () => {
    // reference lines "a a" and "a"; candidate "a": every reference line matches "a", but only one "a" exists
    // in the candidate: 1 hit. R = 1/3, P = 1/1, F = 2(1/3)/(4/3) = 0.5.
    const s = rougeLsum([["a"]], [["a", "a"], ["a"]]);
    expect(s.f1).toBeCloseTo(0.5, 10);
  });
});

describe("meanF1", () => {
  it("averages the F1 of each type over the pairs", () => {
    const m = meanF1([rouge("a b", "a b"), rouge("c", "d")]);
    expect(m.rouge1).toBeCloseTo(0.5, 10);
    expect(m.rougeLsum).toBeCloseTo(0.5, 10);
  });
});
