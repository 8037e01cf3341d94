import * as z from "zod/mini";
import { defineToolContract } from "../../shared/tool-contract";
import { choiceOf, requiredText } from "../../shared/contract-fields";
import { formatNumber } from "../../shared/text/format-number";

/** Largest text the humanizer takes (characters), about 8,000 English words. */
export const HUMANIZE_TEXT_MAX = 50_000;

export const humanizerMessages = {
  textRequired: "Please enter some text to humanize",
  textTooLong: `Text is too long: the humanizer takes at most ${formatNumber(HUMANIZE_TEXT_MAX)} characters.`,
  busy: "Transforming...",
  submit: "Humanize Text",
  success: { title: "Success!", description: "Text has been humanized." },
  failure: { title: "Error", description: "Failed to humanize text. Please try again." },
} as const;

export const VOICE_STYLES = [
  { value: "casual", label: "Casual", description: "Relaxed, with contractions" },
  { value: "friendly", label: "Friendly", description: "Warm and encouraging" },
  { value: "professional", label: "Professional", description: "Clear and formal, no contractions" },
] as const;
export type VoiceStyle = (typeof VOICE_STYLES)[number]["value"];

export const humanizeRequest = z.object({
  text: requiredText(HUMANIZE_TEXT_MAX, {
    required: humanizerMessages.textRequired,
    tooLong: humanizerMessages.textTooLong,
  }),
  voiceStyle: choiceOf(VOICE_STYLES, "casual"),
});

export const humanizeResponse = z.object({ result: z.string() });
export type HumanizeResponse = z.infer<typeof humanizeResponse>;

/** What the page accepts: `result`, or `humanizedText` as some servers name it (the spec asks for both). */
const humanizeReply = z.union([humanizeResponse, z.object({ humanizedText: z.string() })]);
type HumanizeReply = z.infer<typeof humanizeReply>;

export const humanizedTextOf = (reply: HumanizeReply): string =>
  "result" in reply ? reply.result : reply.humanizedText;

export const contract = defineToolContract({
  endpoint: "/api/humanize",
  request: humanizeRequest,
  response: humanizeReply,
  rateLimit: "api",
  labels: humanizerMessages,
  toasts: { success: humanizerMessages.success, failure: () => humanizerMessages.failure },
});
