/**
 * The last check of a written post: no word said twice back to back ("Latte art is is a plus.") and no sentence said
 * twice in a row ("Come say hi. Come say hi."), unless the user's own prompt says it that way. A few words that a
 * language doubles in good grammar ("I think that that is fair", "we had had enough", "nous nous sommes", "die
 * Frau, die die Kita leitet") are kept.
 */
import type { SocialPostResponse } from "./contract";

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

/** The post with no word or sentence repeated back to back that the prompt did not repeat. */
export function withoutRepeats(result: SocialPostResponse, prompt: string): SocialPostResponse {
  const post = singleSentences(singleWords(result.post, prompt), prompt);
  return post === result.post ? result : { ...result, post };
}
