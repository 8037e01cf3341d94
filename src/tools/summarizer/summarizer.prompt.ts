import type { SummaryLength, SummaryStyle } from "./contract";

/** What the AI provider is asked for the summarizer: the text, the length and the style all go into the prompt. */
export const SUMMARY_SYSTEM =
  "You summarize texts faithfully. Use only facts stated in the text, keep names and numbers exactly, and write in " +
  "the language of the text. Answer with a JSON object whose only field is `summary`.";

const LENGTH_GUIDE: Record<SummaryLength, string> = {
  short: "Concise: 1-3 sentences (about 10% of the text).",
  medium: "Medium: 2-6 sentences (about 20% of the text).",
  long: "Detailed: 3-12 sentences (about 35% of the text).",
};

const STYLE_GUIDE: Record<SummaryStyle, string> = {
  bullet: 'Bullet points: one point per line, each line starting with "• ".',
  paragraph: "Paragraphs: plain prose, paragraphs separated by a blank line.",
  tldr: 'TL;DR: one short paragraph starting with "TL;DR: ".',
};

export function summaryPrompt(text: string, length: SummaryLength, style: SummaryStyle): string {
  return [
    `Summary length: ${length}. ${LENGTH_GUIDE[length]}`,
    `Summary style: ${style}. ${STYLE_GUIDE[style]}`,
    "Text to summarize, between the markers:",
    "<<<TEXT",
    text,
    "TEXT>>>",
  ].join("\n");
}
