import type { VoiceStyle } from "./contract";
import { LEXICON_ROWS, phraseExample } from "./humanizer.phrases";

/** What the AI provider is asked for the humanizer: the text and the voice. */
export const HUMANIZE_SYSTEM =
  "You rewrite text so it reads as if a thoughtful person wrote it. Keep the meaning, every fact, every number and " +
  "every name exactly; add nothing new. Vary sentence length, avoid stock phrases, keep the paragraphs. Answer with a " +
  "JSON object whose only field is `result`.";

const VOICE: Record<VoiceStyle, string> = {
  casual: "casual: relaxed and conversational, use contractions (don't, it's), plain everyday words.",
  friendly: "friendly: warm and encouraging, speak to the reader, use contractions, upbeat but not gushing.",
  professional: "professional: clear and formal, no contractions (do not, it is), precise words, no exclamation marks.",
};

/** A sample of the stock phrases to avoid (the whole list is in humanizer.lexicon*.ts). */
const AVOID = LEXICON_ROWS.slice(0, 40)
  .map(([p]) => phraseExample(p))
  .filter((p, i, all) => p.length > 3 && all.indexOf(p) === i)
  .join("; ");

export function humanizePrompt(text: string, style: VoiceStyle): string {
  return [
    `Voice style: ${VOICE[style]}`,
    `Avoid phrases like: ${AVOID}.`,
    "Text to rewrite, between the markers:",
    "<<<TEXT",
    text,
    "TEXT>>>",
  ].join("\n");
}
