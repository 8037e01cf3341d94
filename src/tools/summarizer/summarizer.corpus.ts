/**
 * The summarizer's outputs for the writing-quality bench (bench/writing-quality.bench.ts): the medium paragraph
 * summary and the short TL;DR of every English text of the evaluation set, with its word budget as the option rule.
 * The budget is the one the engine sets for that text and length (summaryBudget: dense texts such as minutes get more
 * words, and a letter's problem and ask are always kept), kept when the summary is within a unit's reach of it (at
 * most 30% and 12 words over), as the review checks (summarizer.checks) count it.
 */
import type { WritingSample } from "../../../tests/quality/writing-sample";
import { splitSentences } from "../../shared/text/sentences";
import { analyse, summarize, summaryBudget } from "./summarizer.engine";
import { EVAL_SET } from "./summarizer.eval-set";
import { wordCount } from "./summarizer.rank";

export function writingSamples(): WritingSample[] {
  const samples: WritingSample[] = [];
  for (const item of EVAL_SET.filter((e) => e.language === "en")) {
    const input = typeof item.text === "function" ? item.text() : item.text;
    if (!input) continue;
    const budget = summaryBudget(analyse(input), "medium");
    const medium = summarize(input, "medium", "paragraph");
    samples.push({ input, output: medium, adheres: wordCount(medium) <= Math.max(budget * 1.3, budget + 12) });
    const tldr = summarize(input, "short", "tldr");
    samples.push({
      input,
      output: tldr.replace(/^TL;DR: /, ""),
      shown: tldr,
      // (Counted by the shared sentence splitter: "vs." or "Dr." ends no sentence.)
      adheres: splitSentences(tldr.replace(/^TL;DR: /, "")).length === 1,
    });
  }
  return samples;
}
