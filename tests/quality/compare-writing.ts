/**
 * The grammar bar of the writing engines' quality tests: the output's sentences parse (Link Grammar complete
 * linkages) at least as often as the input's, and harper finds no more lints per 100 words in the output than in the
 * input. The measured figures are printed.
 */
import { expect } from "vitest";
import { harperLints } from "./harper";
import { parseSentences } from "./link-grammar";

export interface WritingComparison {
  /** What the outputs and the inputs are called in the printed figures ("letters", "inputs"). */
  names: readonly [output: string, input: string];
  /** The sentences the parser reads. */
  outSentences: string[];
  inSentences: string[];
  /** The texts harper reads. */
  outTexts: Iterable<string>;
  inTexts: Iterable<string>;
  /** How many unparsed output sentences to print. */
  show?: number;
}

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

/** Harper's lints per 100 words over `texts`, and each lint as "problem: message". */
async function lintRate(texts: Iterable<string>): Promise<{ rate: number; lints: string[] }> {
  let count = 0;
  let total = 0;
  const lints: string[] = [];
  for (const text of texts) {
    const found = await harperLints(text);
    count += found.length;
    total += words(text);
    lints.push(...found.map((l) => `${l.problem}: ${l.message}`));
  }
  return { rate: (count / total) * 100, lints };
}

export async function expectGrammarNoWorseThanInput(c: WritingComparison): Promise<void> {
  const [out, inp] = c.names;
  const [outOk, inOk] = await Promise.all([parseSentences(c.outSentences), parseSentences(c.inSentences)]);
  const outShare = outOk.filter(Boolean).length / outOk.length;
  const inShare = inOk.filter(Boolean).length / inOk.length;
  const failed = [...new Set(c.outSentences.filter((_, i) => !outOk[i]))];
  console.log(
    `link-grammar complete parses: ${out} ${(outShare * 100).toFixed(1)}% of ${c.outSentences.length}, ${inp} ${(inShare * 100).toFixed(1)}% of ${c.inSentences.length}`,
  );
  console.log(`unparsed ${out} sentences (${failed.length} unique): ${failed.slice(0, c.show ?? 30).join(" | ")}`);
  expect(outShare).toBeGreaterThanOrEqual(inShare);

  const outLints = await lintRate(c.outTexts);
  const inLints = await lintRate(c.inTexts);
  const seen = new Map<string, number>();
  for (const l of outLints.lints) seen.set(l, (seen.get(l) ?? 0) + 1);
  const top = [...seen.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([k, n]) => `${n}x ${k}`);
  console.log(
    `harper lints per 100 words: ${out} ${outLints.rate.toFixed(2)}, ${inp} ${inLints.rate.toFixed(2)}; ${top.join(" | ")}`,
  );
  expect(outLints.rate).toBeLessThanOrEqual(inLints.rate);
}
