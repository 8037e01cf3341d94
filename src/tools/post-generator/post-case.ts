/**
 * A word the prompt wrote in lower case at the start of a sentence or after a colon ("We're hiring! line cooks and
 * kitchen porters ...", "...: hair trial, bridal makeup") is capitalised there as a sentence opens; when the post
 * says it inside a sentence ("We're looking for Line cooks ...", "What's included ...: Hair trial") it is written as
 * the user wrote it. Names the post capitalises itself (products, days, months) stay capitalised.
 */
import { properNames } from "../../shared/text/proper-names";
import { escapeRegExp } from "../../shared/text/regexp";

/** A day or a month, written capitalised in any English text. */
export const CALENDAR =
  /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)s?$/;

/** Words the prompt writes in lower case only where a sentence, a clause after a colon or a dash, or a line opens. */
function openersOf(prompt: string): Set<string> {
  const out = new Set<string>();
  for (const m of prompt.matchAll(/(?:^|[.!?:]\s+|\s[-–—]\s+|\n\s*)(\p{Ll}[\p{Ll}'’-]+)/gu)) out.add(m[1]!);
  return out;
}

export function keepPromptCase(text: string, prompt: string): string {
  const openers = openersOf(prompt);
  if (!openers.size) return text;
  // (Inside a sentence: after a lower-case word, a comma or a colon; never after a stop, an emoji or a line break.)
  return text.replace(
    /(?<=[\p{Ll}\p{N},:;]\s)(\p{Lu})(\p{Ll}[\p{Ll}'’-]*)/gu,
    (word: string, first: string, rest: string) => {
      const lower = `${first.toLowerCase()}${rest}`;
      if (!openers.has(lower) || CALENDAR.test(lower) || properNames(lower) !== lower) return word;
      // (A word the prompt also writes capitalised inside a sentence is a name: "Bath", "Horsforth".)
      if (new RegExp(String.raw`[\p{Ll},]\s${escapeRegExp(word)}(?![\p{L}])`, "u").test(prompt)) return word;
      return lower;
    },
  );
}

/** "Thank you Didsbury." -> "Thank you, Didsbury.": the place or people thanked by name are addressed. */
export function thankByName(text: string): string {
  return text.replace(
    /\b(Thank you|Thanks|thank you|thanks)\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,3})(?=\s*[.!](?:\s|$)|$)/gu,
    "$1, $2",
  );
}
