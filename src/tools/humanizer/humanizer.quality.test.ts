import { describe, expect, it } from "vitest";
import { parseSentences } from "../../../tests/quality/link-grammar";
import { outputSentences } from "../../../tests/quality/sentences";
import { unsupportedFacts } from "../../../tests/quality/faithfulness";
import { LINK_PARSER, canRun } from "../../../tests/helpers/system-tools";
import { contentTerms } from "../../shared/text/tokens";
import type { VoiceStyle } from "./contract";
import { aiPhraseCount, humanize } from "./humanizer.engine";
import { HUMANIZER_CORPUS } from "./humanizer.corpus";
import { LEXICON } from "./humanizer.phrases";
import { WORD_SWAPS } from "./humanizer.voice";

const STYLES: VoiceStyle[] = ["casual", "friendly", "professional"];
const outputs = HUMANIZER_CORPUS.map(({ text }) => ({ text, out: Object.fromEntries(STYLES.map((s) => [s, humanize(text, s)])) as Record<VoiceStyle, string> }));

/** Content words of the lexicon's patterns: a replaced phrase may drop them. */
const REPLACEABLE = [...LEXICON.map((r) => r.pattern), ...Object.values(WORD_SWAPS).flat().map(([from]) => from)];
const LEXICON_WORDS = new Set(contentTerms(REPLACEABLE.map((p) => p.replace(/\(\?[:=!<]+|[^\p{L}'’ -]+/gu, " ")).join(" ")));

function wordSet(s: string): Set<string> {
  return new Set(s.toLowerCase().match(/[\p{L}\p{N}'’]+/gu) ?? []);
}
function distance(a: string, b: string): number {
  const A = wordSet(a);
  const B = wordSet(b);
  const inter = [...A].filter((w) => B.has(w)).length;
  return 1 - inter / new Set([...A, ...B]).size;
}

describe("humanizer on its 42-text AI-style corpus", () => {
  it("has at least 40 texts and several hundred lexicon rules", () => {
    expect(HUMANIZER_CORPUS.length).toBeGreaterThanOrEqual(40);
    expect(LEXICON.length).toBeGreaterThan(300);
  });

  it("removes the AI phrases: fewer than 5% remain in every voice", () => {
    const before = HUMANIZER_CORPUS.reduce((n, { text }) => n + aiPhraseCount(text), 0);
    expect(before).toBeGreaterThan(100);
    for (const style of STYLES) {
      const after = outputs.reduce((n, o) => n + aiPhraseCount(o.out[style]), 0);
      expect(after / before, style).toBeLessThan(0.05);
    }
  });

  it("keeps every name and number, and the content words outside replaced phrases", () => {
    for (const { text, out } of outputs) {
      const source = [...new Set(contentTerms(text))].filter((t) => !LEXICON_WORDS.has(t));
      for (const style of STYLES) {
        expect(unsupportedFacts(text, out[style]), `${style} dropped a fact of: ${text}`).toEqual([]);
        const kept = new Set(contentTerms(out[style]));
        const share = source.filter((t) => kept.has(t)).length / source.length;
        expect(share, `${style}: ${out[style]}`).toBeGreaterThanOrEqual(0.9);
      }
    }
  });

  it("never writes a base verb after 'by' or doubled words from a replacement", () => {
    for (const { out } of outputs) {
      for (const style of STYLES) {
        expect(out[style]).not.toMatch(/\bby (?:use|make|build|help|get|take|dig|examine|boost|improve) /);
        expect(out[style]).not.toMatch(/\b(\p{L}{3,}) \1\b/u);
        expect(out[style]).not.toMatch(/\ban (?![aeiouh])\p{L}/iu);
      }
    }
  });

  it("makes the three voices clearly different (word-set distance between voices)", () => {
    const pairs: [VoiceStyle, VoiceStyle][] = [["casual", "friendly"], ["casual", "professional"], ["friendly", "professional"]];
    for (const [a, b] of pairs) {
      const mean = outputs.reduce((n, o) => n + distance(o.out[a], o.out[b]), 0) / outputs.length;
      expect(mean, `${a} vs ${b}`).toBeGreaterThan(0.08);
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
      console.log(`humanizer ${style}: Link Grammar complete parses ${(share * 100).toFixed(1)}% (input ${(inShare * 100).toFixed(1)}%)`);
      expect(share, style).toBeGreaterThanOrEqual(inShare);
    }
  }, 300_000);
});
