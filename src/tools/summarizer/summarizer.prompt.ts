import type { SummaryLength, SummaryStyle } from "./contract";
import { wordBudget } from "./summarizer.select";

/** What the AI provider is asked for the summarizer: the text, the length and the style all go into the prompt. */
export const SUMMARY_SYSTEM =
  "You summarize texts faithfully. Use only facts stated in the text, keep names and numbers exactly, and write in " +
  "the language of the text. Never repeat the title or headings as sentences and never copy markup (markdown, HTML). " +
  "Answer with a JSON object whose only field is `summary`.";

const LENGTH_NAME: Record<SummaryLength, string> = { short: "Concise", medium: "Medium", long: "Detailed" };

const STYLE_GUIDE: Record<SummaryStyle, string> = {
  bullet: 'Bullet points: one point per line, each line starting with "• ".',
  paragraph: "Paragraphs: plain prose, paragraphs separated by a blank line.",
  tldr: 'TL;DR: one sentence starting with "TL;DR: " (the main point, without side details).',
};

/** The same word targets as the built-in engine's (summarizer.select), so both engines mean the same by a length. */
export function summaryPrompt(text: string, length: SummaryLength, style: SummaryStyle): string {
  const words = text.split(/\s+/).filter(Boolean).length;
  return [
    `Summary length: ${length}. ${LENGTH_NAME[length]}: about ${wordBudget(words, length)} words.`,
    `Summary style: ${style}. ${STYLE_GUIDE[style]}`,
    "Text to summarize, between the markers:",
    "<<<TEXT",
    text,
    "TEXT>>>",
  ].join("\n");
}
