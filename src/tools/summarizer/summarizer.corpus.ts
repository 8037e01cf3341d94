/**
 * The summarizer's outputs for the writing-quality bench (bench/writing-quality.bench.ts): the medium paragraph
 * summary and the short TL;DR of every English text of the evaluation set, with its word budget as the option rule.
 */
import type { WritingSample } from "../../../tests/quality/writing-sample";
import { splitSentences } from "../../shared/text/sentences";
import { analyse, summarize } from "./summarizer.engine";
import { EVAL_SET } from "./summarizer.eval-set";
import { wordCount } from "./summarizer.rank";
import { wordBudget } from "./summarizer.select";

export function writingSamples(): WritingSample[] {
  const samples: WritingSample[] = [];
  for (const item of EVAL_SET.filter((e) => e.language === "en")) {
    const input = typeof item.text === "function" ? item.text() : item.text;
    if (!input) continue;
    const budget = wordBudget(analyse(input).inputWords, "medium");
    const medium = summarize(input, "medium", "paragraph");
    samples.push({ input, output: medium, adheres: wordCount(medium) <= budget * 1.3 });
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
