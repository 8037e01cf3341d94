/**
 * Text that was tokenized for a machine (the classic CNN/DailyMail form: "the governor 's budget , '' she said .")
 * written back for a reader: punctuation attached, clitics joined, `` '' as curly quotes, "i" as "I", and weekday and
 * month names capitalised. Only for texts that are tokenized throughout; a normal text is never touched.
 */
import { charBefore, countWhere } from "./summarizer.scan";

const CLOSING_MARK = /[,.;:?!](?=\s|$)/g;
const AFTER_LETTER = charBefore(/\p{L}$/u);

/** True when punctuation stands apart from the words before it throughout the text. */
export function isTokenized(text: string): boolean {
  const sample = text.slice(0, 20_000);
  const spaced = sample.match(/\s[,.;:?!](?=\s|$)/g)?.length ?? 0;
  if (spaced < 3) return false;
  // (Each mark after a letter: what /\p{L}[,.;:?!](?=\s|$)/gu counts, without testing a letter at every character.)
  const attached = countWhere(sample, CLOSING_MARK, AFTER_LETTER);
  return spaced > 4 * attached;
}

const CAPITALISED =
  /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|april|june|july|august|september|october|november|december)\b/g;

export function detokenize(text: string): string {
  return text
    .replace(/``\s*/g, "“")
    .replace(/\s*''/g, "”")
    .replace(/(\p{L}) (n't)\b/gu, "$1$2")
    .replace(/(\p{L}) ('(?:s|re|ve|ll|d|m))\b/giu, "$1$2")
    .replace(/([$£€([“]) (?=\S)/g, "$1")
    .replace(/ ([,.;:!?%)\]”])/g, "$1")
    .replace(/\bi\b(?=[\s'’,.;:!?])/g, "I")
    .replace(CAPITALISED, (w) => w.charAt(0).toUpperCase() + w.slice(1));
}
