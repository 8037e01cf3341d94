/**
 * Checks a reader would make of a summary, used by the unit tests and the bench's non-news evaluation: no markup
 * leaked, no heading or title repeated as a sentence, the sections that matter reached, the word budget kept, a
 * TL;DR of exactly one sentence that is not the title, and the text's own language.
 */
import { splitSentences } from "../../shared/text/sentences";
import type { SummaryLength, SummaryStyle } from "./contract";
import { analyse, pickUnits, summarize, summaryBudget } from "./summarizer.engine";
import { detectLanguage } from "./summarizer.language";
import { wordCount } from "./summarizer.rank";

const MARKUP = [
  /<\/?[a-zA-Z][\w-]*(?:\s[^<>]*)?>/, // HTML tags
  /&(?:[a-zA-Z]+|#\d+|#x[0-9a-fA-F]+);/, // entities
  /^\s*#{1,6}\s/m, // markdown headings
  /\*\*|__|~~|```/, // emphasis, code fences
  /\]\([^)]*\)|!\[/, // links, images
  /^\s*(?:[-*+]|\d{1,3}[.)])\s/m, // list markers of the input
  /^\s*>/m, // quote marks
  /^\s*\|.*\|\s*$/m, // table rows
];

/** The markup found in a summary (empty when clean). Bullets "• " of the bullet style are the product's own. */
export function leakedMarkup(summary: string): string[] {
  const text = summary.replace(/^• /gm, "").replace(/^TL;DR: /, "");
  return MARKUP.flatMap((re) => {
    const m = re.exec(text);
    return m ? [m[0]] : [];
  });
}

const normal = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** Sentences (or bullet lines) of a summary. */
export function summarySentences(summary: string): string[] {
  return summary
    .replace(/^TL;DR: /, "")
    .split(/\n+/)
    .map((l) => l.replace(/^• /, "").trim())
    .filter(Boolean)
    .flatMap((l) => splitSentences(l).map((s) => s.text));
}

interface SummaryCheck {
  markup: string[];
  /** Output sentences that are a heading or the title of the input. */
  headings: string[];
  /** mustReach sections that the medium summary does not reach. */
  unreached: string[];
  /** Words of each length's paragraph output and its budget. */
  words: Record<SummaryLength, { words: number; budget: number }>;
  budgetsKept: boolean;
  tldrOneSentence: boolean;
  tldrNotTitle: boolean;
  /** No output reads as another language than the input's (every length and style). */
  sameLanguage: boolean;
  outputs: Record<`${SummaryLength}-${SummaryStyle}`, string>;
}

const LENGTHS: SummaryLength[] = ["short", "medium", "long"];
const STYLES: SummaryStyle[] = ["bullet", "paragraph", "tldr"];

export function checkSummaries(text: string, mustReach: string[] = []): SummaryCheck {
  const analysis = analyse(text);
  const headingTexts = new Set(
    [analysis.doc.title ?? "", ...analysis.doc.sections.map((s) => s.heading)].map(normal).filter(Boolean),
  );
  const outputs = {} as SummaryCheck["outputs"];
  for (const length of LENGTHS)
    for (const style of STYLES) outputs[`${length}-${style}`] = summarize(text, length, style);
  const all = Object.values(outputs);
  const markup = [...new Set(all.flatMap(leakedMarkup))];
  const headings = [...new Set(all.flatMap(summarySentences).filter((s) => headingTexts.has(normal(s))))];
  const medium = pickUnits(analysis, "medium");
  const unreached = mustReach.filter(
    (h) => !medium.some((u) => u.section >= 0 && normal(analysis.doc.sections[u.section]!.heading).includes(normal(h))),
  );
  const words = Object.fromEntries(
    LENGTHS.map((l) => [l, { words: wordCount(outputs[`${l}-paragraph`]), budget: summaryBudget(analysis, l) }]),
  ) as SummaryCheck["words"];
  // A budget is kept when the output is within a unit's reach of it: at most 30% (and 12 words) over it.
  const budgetsKept =
    LENGTHS.every((l) => words[l].words <= Math.max(words[l].budget * 1.3, words[l].budget + 12)) &&
    words.short.words <= words.medium.words &&
    words.medium.words <= words.long.words;
  const tldrs = LENGTHS.map((l) => outputs[`${l}-tldr`]);
  const language = analysis.language;
  return {
    markup,
    headings,
    unreached,
    words,
    budgetsKept,
    tldrOneSentence: tldrs.every((t) => t.startsWith("TL;DR: ") && summarySentences(t).length === 1),
    tldrNotTitle: tldrs.every((t) => !headingTexts.has(normal(t.replace(/^TL;DR: /, "")))),
    // "other": too short to tell; a different known language is the failure.
    sameLanguage: language === "other" || all.every((o) => [language, "other"].includes(detectLanguage(o))),
    outputs,
  };
}
