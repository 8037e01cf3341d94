import { SALUTATION } from "./humanizer.salutation";
import { describe, expect, it } from "vitest";
import { parseSentences } from "../../../tests/quality/link-grammar";
import { outputSentences } from "../../../tests/quality/sentences";
import { unsupportedFacts } from "../../../tests/quality/faithfulness";
import { LINK_PARSER, canRun } from "../../../tests/helpers/system-tools";
import { splitSentences } from "../../shared/text/sentences";
import { contentTerms } from "../../shared/text/tokens";
import type { VoiceStyle } from "./contract";
import { openingOf } from "./humanizer.connectors";
import { HUMANIZER_CORPUS } from "./humanizer.corpus";
import { aiPhraseCount, humanize } from "./humanizer.engine";
import { AI_RULES, LEXICON_ROWS, REGISTER_RULES } from "./humanizer.phrases";

/**
 * The humanizer's figures on its corpus (58 AI-style texts x 3 voices), published in docs/tools/humanizer.md:
 * AI-phrase count before/after, content words kept, names and numbers kept, pairwise voice distance, and the
 * Link Grammar complete-parse share of output sentences against the inputs'.
 */
const STYLES: VoiceStyle[] = ["casual", "friendly", "professional"];
const outputs = HUMANIZER_CORPUS.map(({ text }) => ({
  text,
  out: Object.fromEntries(STYLES.map((s) => [s, humanize(text, s)])) as Record<VoiceStyle, string>,
}));
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** Content words of the input inside a phrase the rewriter may replace (a lexicon or register match, a sentence's
 * opening connector): the meaning check does not ask for them. */
function replaceable(input: string): Set<string> {
  const words: string[] = [];
  for (const { text } of splitSentences(input)) {
    words.push(openingOf(text).connector);
    for (const rule of [...AI_RULES, ...REGISTER_RULES]) words.push(...(text.match(rule.re) ?? []));
  }
  for (const line of input.split("\n")) words.push(...(line.match(SALUTATION) ?? []));
  return new Set(contentTerms(words.join(" ")));
}
/** Content words of the input outside any replaceable phrase, and the share of them the output keeps. */
function retention(input: string, output: string): number {
  const skip = replaceable(input);
  const source = [...new Set(contentTerms(input))].filter((t) => !skip.has(t));
  const kept = new Set(contentTerms(output));
  return source.length ? source.filter((t) => kept.has(t)).length / source.length : 1;
}
const numbers = (s: string) => s.match(/\d[\d,.]*\d|\d/g) ?? [];

/** Word-level edit distance between two texts, over the longer length (0 = same words in the same order). */
function distance(a: string, b: string): number {
  const x = a.toLowerCase().match(/[\p{L}\p{N}'’]+/gu) ?? [];
  const y = b.toLowerCase().match(/[\p{L}\p{N}'’]+/gu) ?? [];
  let prev = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const row = [i];
    for (let j = 1; j <= y.length; j++)
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[y.length]! / Math.max(1, x.length, y.length);
}

describe(`humanizer on its ${HUMANIZER_CORPUS.length}-text AI-style corpus`, () => {
  it("has at least 40 texts of every kind asked for and several hundred lexicon phrases", () => {
    expect(HUMANIZER_CORPUS.length).toBeGreaterThanOrEqual(40);
    const kinds = new Set(HUMANIZER_CORPUS.map((c) => c.kind));
    for (const k of ["email", "essay", "linkedin", "product", "cover-letter", "academic", "markdown"] as const)
      expect(kinds).toContain(k);
    expect(LEXICON_ROWS.length).toBeGreaterThan(300);
  });

  it("removes the AI phrases: fewer than 5% remain in every voice", () => {
    const before = HUMANIZER_CORPUS.reduce((n, { text }) => n + aiPhraseCount(text), 0);
    expect(before).toBeGreaterThan(150);
    for (const style of STYLES) {
      const after = outputs.reduce((n, o) => n + aiPhraseCount(o.out[style]), 0);
      console.log(`humanizer ${style}: AI phrases ${before} -> ${after}`);
      expect(after / before, style).toBeLessThan(0.05);
    }
  });

  it("keeps every name and number, and the content words outside replaced phrases", () => {
    for (const style of STYLES) {
      let sum = 0;
      for (const { text, out } of outputs) {
        expect(unsupportedFacts(out[style], text), `${style} added a fact to: ${text}`).toEqual([]);
        expect(numbers(out[style]).sort(), `${style} numbers of: ${text}`).toEqual(numbers(text).sort());
        const kept = retention(text, out[style]);
        expect(kept, `${style}: ${out[style]}`).toBe(1);
        sum += kept;
      }
      console.log(`humanizer ${style}: content words kept ${pct(sum / outputs.length)}`);
    }
  });

  it("never writes the reported defects: base verbs after 'by', doubled words, 'a' before a vowel", () => {
    for (const { out } of outputs) {
      for (const style of STYLES) {
        expect(out[style]).not.toMatch(/\bby (?:use|make|build|help|get|take|dig|examine|boost|improve|draw|rely) /);
        expect(out[style]).not.toMatch(/\b(\p{L}{3,}) \1\b/u);
        expect(out[style]).not.toMatch(/\ban (?![aeiouh8])\p{L}/iu);
        expect(out[style]).not.toMatch(/\ba (?:[aeio](?!ne\b|ne-|nce\b)\p{L}|un(?!i))/iu);
        expect(out[style]).not.toMatch(/\band that said\b/i);
      }
    }
  });

  it("makes the three voices clearly different (word-level edit distance between voices)", () => {
    const pairs: [VoiceStyle, VoiceStyle][] = [
      ["casual", "friendly"],
      ["casual", "professional"],
      ["friendly", "professional"],
    ];
    // Thresholds: the voices before the register work of issue 11 measured 11.3% / 17.4% / 17.7% (casual-friendly,
    // casual-professional, friendly-professional) with 4 texts whose two voices were word for word the same; now
    // 13.6% / 18.9% / 19.3% and none. Each threshold sits above the old mean (about one word in eight differs between
    // casual and friendly, one in six between professional and either), so a return to the old voices fails.
    const minimum: Record<string, number> = {
      "casual-friendly": 0.125,
      "casual-professional": 0.18,
      "friendly-professional": 0.18,
    };
    for (const [a, b] of pairs) {
      const distances = outputs.map((o) => distance(o.out[a], o.out[b]));
      const mean = distances.reduce((n, d) => n + d, 0) / outputs.length;
      console.log(`humanizer ${a} vs ${b}: mean word edit distance ${pct(mean)}`);
      expect(mean, `${a} vs ${b}`).toBeGreaterThan(minimum[`${a}-${b}`]!);
      // No text comes out word for word the same in two voices.
      expect(
        outputs.filter((_, i) => distances[i] === 0).map((o) => o.text),
        `${a} = ${b}`,
      ).toEqual([]);
    }
    for (const style of STYLES) {
      const mean = outputs.reduce((n, o) => n + distance(o.text, o.out[style]), 0) / outputs.length;
      console.log(`humanizer ${style} vs input: mean word edit distance ${pct(mean)}`);
      expect(mean).toBeGreaterThan(0.15);
    }
  });
});

describe("humanizer: the reported defects never come back", () => {
  const cases: [string, RegExp][] = [
    ["By leveraging data, the team cut costs.", /\bby use data\b/i],
    ["By capitalizing on data, the team cut costs.", /\bby make the most of\b/i],
    [
      "Communication can be challenging, and that said, by leveraging asynchronous tools, managers can keep everyone informed.",
      /and that said|,\s*but\s*,/i,
    ],
    [
      "By leveraging asynchronous tools, managers are utilizing dashboards to track progress.",
      /\busing\b[^.]*\busing\b|\buse\b[^.]*\buse\b/i,
    ],
    [
      "I would like to express my sincere gratitude for your unwavering support throughout this journey.",
      /sincere gratitude|unwavering|this journey/i,
    ],
    ["Please send the signed contract at your earliest convenience.", /earliest convenience/i],
    ["The merger marks a paradigm shift for the sector.", /paradigm shift/i],
    ["It should be noted that the office closes at 6 pm.", /should be noted/i],
  ];
  it.each(cases)("%s", (input, defect) => {
    for (const style of STYLES) {
      const out = humanize(input, style);
      expect(out, style).not.toMatch(defect);
      expect(out, style).not.toMatch(/\bby (?:use|make)\b/i);
    }
  });
});

describe.runIf(canRun("humanizer grammar (Link Grammar)", LINK_PARSER))("humanizer grammar on the corpus", () => {
  it("complete-parse share of the output is never lower than the input's", async () => {
    const inputSentences = HUMANIZER_CORPUS.flatMap(({ text }) => outputSentences(text));
    const inShare = (await parseSentences(inputSentences)).filter(Boolean).length / inputSentences.length;
    for (const style of STYLES) {
      const sentences = outputs.flatMap((o) => outputSentences(o.out[style]));
      const share = (await parseSentences(sentences)).filter(Boolean).length / sentences.length;
      console.log(
        `humanizer ${style}: Link Grammar complete parses ${pct(share)} of ${sentences.length} (input ${pct(inShare)} of ${inputSentences.length})`,
      );
      expect(share, style).toBeGreaterThanOrEqual(inShare);
    }
  }, 300_000);
});
