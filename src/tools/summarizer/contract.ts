import * as z from "zod/mini";
import { defineToolContract } from "../../shared/tool-contract";
import { choiceOf, optionList, statusToast, textMessages, toolText } from "../../shared/contract-fields";
import OPTIONS from "./summarizer.options.json" with { type: "json" };

/** Largest text the summarizer takes (characters); about 150,000 English words. */
export const SUMMARY_TEXT_MAX = 1_000_000;

export const summarizerMessages = {
  ...textMessages("summarize", "the summarizer", SUMMARY_TEXT_MAX),
  busy: "Generating Summary...",
  submit: "Generate Summary",
  success: { title: "Summary Generated!", description: "Your text has been summarized successfully." },
  requestFailed: (status: number) => `OpenAI API request failed with status ${status}`,
  fallback: "Failed to generate summary. Please try again.",
} as const;

export const SUMMARY_LENGTHS = optionList(OPTIONS.lengths);
export const SUMMARY_STYLES = optionList(OPTIONS.styles);

export type SummaryLength = (typeof SUMMARY_LENGTHS)[number]["value"];
export type SummaryStyle = (typeof SUMMARY_STYLES)[number]["value"];

export const summarizeRequest = z.object({
  text: toolText(SUMMARY_TEXT_MAX, summarizerMessages),
  summaryLength: choiceOf(SUMMARY_LENGTHS, "medium"),
  summaryStyle: choiceOf(SUMMARY_STYLES, "paragraph"),
});

export const summarizeResponse = z.object({ summary: z.string() });
export type SummarizeResponse = z.infer<typeof summarizeResponse>;

export const contract = defineToolContract({
  endpoint: "/api/summarize",
  request: summarizeRequest,
  response: summarizeResponse,
  messages: summarizerMessages,
  // Spec: a non-OK response raises 'OpenAI API request failed with status {status}'; the fallback otherwise.
  failure: statusToast(summarizerMessages),
});
