import * as z from "zod/mini";
import { defineToolContract } from "../../shared/tool-contract";
import { choiceOf, textMessages, toolText } from "../../shared/contract-fields";

/** Largest text the humanizer takes (characters), about 8,000 English words. */
export const HUMANIZE_TEXT_MAX = 50_000;

export const humanizerMessages = {
  ...textMessages("humanize", "the humanizer", HUMANIZE_TEXT_MAX),
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
  text: toolText(HUMANIZE_TEXT_MAX, humanizerMessages),
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
  messages: humanizerMessages,
  failure: () => humanizerMessages.failure,
});
