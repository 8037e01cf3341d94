import * as z from "zod/mini";
import { defineToolContract } from "../../shared/tool-contract";
import { choiceOf, requiredText } from "../../shared/contract-fields";
import { formatNumber } from "../../shared/text/format-number";

/** Largest text the summarizer takes (characters); about 150,000 English words. */
export const SUMMARY_TEXT_MAX = 1_000_000;

export const summarizerMessages = {
  textRequired: "Please enter some text to summarize",
  textTooLong: `Text is too long: the summarizer takes at most ${formatNumber(SUMMARY_TEXT_MAX)} characters.`,
  busy: "Generating Summary...",
  submit: "Generate Summary",
  success: { title: "Summary Generated!", description: "Your text has been summarized successfully." },
  requestFailed: (status: number) => `OpenAI API request failed with status ${status}`,
  fallback: "Failed to generate summary. Please try again.",
} as const;

export const SUMMARY_LENGTHS = [
  { value: "short", label: "Concise" },
  { value: "medium", label: "Medium" },
  { value: "long", label: "Detailed" },
] as const;

export const SUMMARY_STYLES = [
  { value: "bullet", label: "Bullet Points" },
  { value: "paragraph", label: "Paragraphs" },
  { value: "tldr", label: "TL;DR" },
] as const;

export type SummaryLength = (typeof SUMMARY_LENGTHS)[number]["value"];
export type SummaryStyle = (typeof SUMMARY_STYLES)[number]["value"];

export const summarizeRequest = z.object({
  text: requiredText(SUMMARY_TEXT_MAX, {
    required: summarizerMessages.textRequired,
    tooLong: summarizerMessages.textTooLong,
  }),
  summaryLength: choiceOf(SUMMARY_LENGTHS, "medium"),
  summaryStyle: choiceOf(SUMMARY_STYLES, "paragraph"),
});

export const summarizeResponse = z.object({ summary: z.string() });
export type SummarizeResponse = z.infer<typeof summarizeResponse>;

export const contract = defineToolContract({
  endpoint: "/api/summarize",
  request: summarizeRequest,
  response: summarizeResponse,
  rateLimit: "api",
  labels: summarizerMessages,
  toasts: {
    success: summarizerMessages.success,
    // Spec: a non-OK response raises 'OpenAI API request failed with status {status}'; the fallback otherwise.
    failure: (f) => ({
      title: "Error",
      description: f.status ? summarizerMessages.requestFailed(f.status) : f.generic || summarizerMessages.fallback,
    }),
  },
});
