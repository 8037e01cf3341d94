import { TONE_LABELS, type PromptBuilderInput } from "./contract";
import { CATEGORY_PROFILES, TONE_VOICE } from "./prompt-builder.data";

/** What the AI provider is asked: every field of the request goes into the prompt, the visitor's text between markers. */
export const PROMPT_BUILDER_SYSTEM =
  "You are an expert prompt engineer. You turn a short brief into a clear, structured prompt for a large language " +
  "model (or, for image generation, for an image model). A good prompt states a role, the task, the audience, the " +
  "context, the tone, constraints and the output format. Keep every name, number and keyword from the brief exactly " +
  "as given and invent no facts. Answer with a JSON object: `prompt` is the main prompt (plain text, sections allowed), " +
  "`variations` lists at least 3 alternative prompts for the same brief, each complete on its own, and `tips` lists " +
  "at least 3 specific tips for getting a better result from this brief.";

const LENGTH_GUIDE = { short: "short", medium: "medium", long: "long" } as const;

export function promptBuilderPrompt(input: PromptBuilderInput): string {
  const profile = CATEGORY_PROFILES[input.category];
  const target = profile.target[input.length];
  const keywords = (input.keywords ?? []).map((k) => k.trim()).filter(Boolean);
  const context = (input.additional_context ?? "").trim();
  return [
    `Category: ${input.category}. Suggested role for the model: ${profile.role}.`,
    `Tone: ${TONE_LABELS[input.tone]} (${TONE_VOICE[input.tone]}).`,
    `Length: ${LENGTH_GUIDE[input.length]}${target ? ` (the result the prompt asks for: ${target})` : ""}; a long prompt is more detailed than a short one.`,
    keywords.length
      ? `Keywords the prompt must use: ${keywords.map((k) => `"${k}"`).join(", ")}.`
      : "Keywords: none given.",
    "Topic, between the markers:",
    "<<<TOPIC",
    input.topic.trim(),
    "TOPIC>>>",
    ...(context
      ? ["Additional context, between the markers:", "<<<CONTEXT", context, "CONTEXT>>>"]
      : ["Additional context: none given."]),
  ].join("\n");
}
