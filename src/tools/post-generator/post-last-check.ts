/**
 * The last check of a written post: every sentence starts with a capital ("this Saturday. come say hi." -> "... Come
 * say hi."), no word said twice back to back ("Latte art is is a plus.") and no sentence said
 * twice in a row ("Come say hi. Come say hi."), unless the user's own prompt says it that way. A few words that a
 * language doubles in good grammar ("I think that that is fair", "we had had enough", "nous nous sommes", "die
 * Frau, die die Kita leitet") are kept.
 */
import type { SocialPostResponse } from "./contract";
import { isAbbreviationStop } from "../../shared/text/abbreviations";

const GRAMMATICAL_DOUBLES = new Set(["that", "had", "nous", "vous", "die", "der", "das", "que"]);

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, "")
    .replace(/\s+/g, " ")
    .trim();

/** "is is" -> "is" when the prompt never doubles that word. */
function singleWords(text: string, prompt: string): string {
  const said = ` ${norm(prompt)} `;
  return text.replace(/(?<![\p{L}\p{N}#@'’-])(\p{L}+)[ \t]+\1(?![\p{L}\p{N}'’-])/giu, (all, a: string) => {
    const w = a.toLowerCase();
    return GRAMMATICAL_DOUBLES.has(w) || said.includes(` ${w} ${w} `) ? all : a;
  });
}

/** A sentence said again right after itself ("Come say hi. Come say hi.") is said once. */
function singleSentences(text: string, prompt: string): string {
  const parts = text.split(/(?<=[.!?])([ \t]+|\n+)/);
  const out: string[] = [];
  let last = "";
  for (let i = 0; i < parts.length; i += 2) {
    const sentence = parts[i]!;
    const key = norm(sentence);
    if (key && key === last && !norm(prompt).includes(`${key} ${key}`)) {
      continue;
    }
    if (i > 0) out.push(parts[i - 1]!);
    out.push(sentence);
    if (key) last = key;
  }
  return out.join("");
}

/**
 * A lower-case word after a sentence's end gets its capital; a word with a capital of its own inside ("iPhone",
 * "eBay"), a link and a stop that ends an abbreviation ("7 a.m. tomorrow") or a figure ("23.12. bis") are left.
 */
function sentenceCapitals(text: string): string {
  // (Only a plain word: no link, address or handle, "testers! https://..."; no stop after a figure, "vom 23.12. bis".)
  return text.replace(
    /(?<!\p{N})([.!?][ \t]+)(\p{Ll})(?=[\p{Ll}'’-]*[,.!?;:)]*(?:\s|$))/gu,
    (all, lead: string, c: string, at: number) => (isAbbreviationStop(text, at) ? all : lead + c.toUpperCase()),
  );
}

/** The post with capitals at its sentence starts and no word or sentence repeated that the prompt did not repeat. */
export function lastCheck(result: SocialPostResponse, prompt: string): SocialPostResponse {
  const post = sentenceCapitals(singleSentences(singleWords(result.post, prompt), prompt));
  return post === result.post ? result : { ...result, post };
}
