import * as z from "zod/mini";
import { defineToolContract } from "../../shared/tool-contract";
import { choiceOf, requiredText } from "../../shared/contract-fields";
import { formatNumber } from "../../shared/text/format-number";

export const TOPIC_MAX = 500;
export const CONTEXT_MAX = 2000;
export const KEYWORDS_MAX = 20;
const KEYWORD_MAX = 60;

export const promptBuilderMessages = {
  topicRequired: "Topic is required",
  topicTooLong: `Topic is too long: at most ${TOPIC_MAX} characters.`,
  contextTooLong: `Additional context is too long: at most ${formatNumber(CONTEXT_MAX)} characters.`,
  keywordsTooMany: `Use at most ${KEYWORDS_MAX} keywords, each up to ${KEYWORD_MAX} characters.`,
  busy: "Generating Prompt...",
  submit: "Generate Prompt",
  backLabel: "Back to Apps",
  success: { title: "Prompt Generated!", description: "Your prompt, variations and tips are ready." },
  failure: { title: "Error", description: "Failed to generate prompt" },
  copied: "Prompt copied to clipboard",
  copyFailed: "Failed to copy to clipboard",
  placeholder: "Choose a category, describe your topic, then generate a structured prompt with variations and tips.",
} as const;

export const PROMPT_CATEGORIES = [
  "Creative Writing",
  "Business Communication",
  "Academic Research",
  "Technical Documentation",
  "Social Media",
  "Image Generation",
  "Marketing Copy",
  "Story Ideas",
] as const;
export type PromptCategory = (typeof PROMPT_CATEGORIES)[number];

export const PROMPT_TONES = ["professional", "casual", "friendly", "formal", "creative", "technical"] as const;
export type PromptTone = (typeof PROMPT_TONES)[number];
export const TONE_LABELS: Record<PromptTone, string> = {
  professional: "Professional",
  casual: "Casual",
  friendly: "Friendly",
  formal: "Formal",
  creative: "Creative",
  technical: "Technical",
};

export const PROMPT_LENGTHS = [
  { value: "short", label: "Short" },
  { value: "medium", label: "Medium" },
  { value: "long", label: "Long" },
] as const;
export type PromptLength = (typeof PROMPT_LENGTHS)[number]["value"];

const topic = requiredText(TOPIC_MAX, {
  required: promptBuilderMessages.topicRequired,
  tooLong: promptBuilderMessages.topicTooLong,
});
const additionalContext = z.nullish(
  z
    .string({ error: "additional_context: must be text" })
    .check(z.maxLength(CONTEXT_MAX, promptBuilderMessages.contextTooLong)),
);

export const promptBuilderRequest = z.object({
  category: z._default(z.enum(PROMPT_CATEGORIES), "Creative Writing"),
  topic,
  tone: z._default(z.enum(PROMPT_TONES), "professional"),
  length: choiceOf(PROMPT_LENGTHS, "medium"),
  additional_context: additionalContext,
  keywords: z.nullish(
    z
      .array(
        z
          .string({ error: "keywords: each keyword must be text" })
          .check(z.maxLength(KEYWORD_MAX, promptBuilderMessages.keywordsTooMany)),
        {
          error: "keywords: must be a list of strings",
        },
      )
      .check(z.maxLength(KEYWORDS_MAX, promptBuilderMessages.keywordsTooMany)),
  ),
});
export type PromptBuilderRequest = z.input<typeof promptBuilderRequest>;
export type PromptBuilderInput = z.output<typeof promptBuilderRequest>;

/** Splits the page's comma- or line-separated keywords field into the request's list (unset when empty). */
export function parseKeywords(text: string | undefined): string[] | undefined {
  const list = (text ?? "")
    .split(/[,;\n]+/)
    .map((k) => k.trim())
    .filter(Boolean);
  const unique = list.filter((k, i) => list.findIndex((o) => o.toLowerCase() === k.toLowerCase()) === i);
  return unique.length ? unique : undefined;
}

/** The page's form: keywords typed as one comma-separated field. */
export const promptBuilderForm = z.extend(z.omit(promptBuilderRequest, { keywords: true }), {
  keywordsText: z.optional(z.string()).check(
    z.refine((v) => {
      const list = parseKeywords(v) ?? [];
      return list.length <= KEYWORDS_MAX && list.every((k) => k.length <= KEYWORD_MAX);
    }, promptBuilderMessages.keywordsTooMany),
  ),
});

export const promptBuilderResponse = z.object({
  prompt: z.string(),
  variations: z.array(z.string()).check(z.minLength(3)),
  tips: z.array(z.string()).check(z.minLength(3)),
});
export type PromptBuilderResponse = z.infer<typeof promptBuilderResponse>;

export const contract = defineToolContract({
  endpoint: "/api/prompt-builder",
  request: promptBuilderRequest,
  response: promptBuilderResponse,
  messages: promptBuilderMessages,
  failure: () => promptBuilderMessages.failure,
});
