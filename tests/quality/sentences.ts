/**
 * Prose sentences of a generated text, for the grammar checks: greeting and sign-off lines, subject lines,
 * bullet markers, hashtags, emoji, URLs and lines made only of placeholders are left out.
 */
import { splitSentences } from "../../src/shared/text/sentences";

const GREETING =
  /^(?:hi|hello|hey|dear|good (?:morning|afternoon|evening)|hola|hallo|bonjour|liebe[rs]?|sehr geehrte[rs]?|estimad[oa]s?|cher|chère)\b[^.!?]{0,60}[,!:]?$/i;
const SIGN_OFF =
  /^(?:best|kind|warm|many)?\s*(?:regards|wishes|thanks|thank you|cheers|sincerely|yours(?: sincerely| truly| faithfully)?|all the best|talk soon|saludos|atentamente|un saludo|mit freundlichen grüßen|viele grüße|beste grüße|cordialement|bien à vous)[,!.]?$/i;
const EMOJI = /\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]|\u{FE0F}|\u{200D}/gu;

/** Text with hashtags, mentions, URLs and emoji removed (what a grammar checker can read). */
function proseOnly(text: string): string {
  return text
    .replace(/https?:\/\/\S+|www\.\S+/gi, " ")
    .replace(/(^|\s)[#@][\p{L}\p{N}_]+/gu, " ")
    .replace(EMOJI, " ")
    .replace(/[→•▪◦]/gu, " ")
    .replace(/[ \t]+/g, " ");
}

export function outputSentences(text: string): string[] {
  const lines = proseOnly(text)
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !GREETING.test(l) && !SIGN_OFF.test(l) && !/^subject\s*:/i.test(l))
    // A line of one to four capitalised words with no verb-like ending is a signature or a name line.
    .filter((l) => !/^(?:\p{Lu}[\p{L}.'-]*,?\s?){1,4}$/u.test(l) && !/^\[[^\]]+\](?:\s*\[[^\]]+\])*$/.test(l));
  return splitSentences(lines.join("\n\n"))
    .map((s) => s.text.trim())
    .filter((s) => /\p{L}{2,}/u.test(s.replace(/\[[^\]]*\]/g, "")));
}

/** A sentence as compared: lower case, punctuation and spacing folded to single spaces. */
export const sentenceKey = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** Sentence-set distance of two texts (0 = same sentences, 1 = nothing shared). */
export function sentenceDistance(a: string, b: string): number {
  const sa = new Set(outputSentences(a).map(sentenceKey));
  const sb = new Set(outputSentences(b).map(sentenceKey));
  const shared = [...sa].filter((s) => sb.has(s)).length;
  return 1 - shared / Math.max(1, new Set([...sa, ...sb]).size);
}
