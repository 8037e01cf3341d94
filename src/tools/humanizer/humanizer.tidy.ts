import { DELETED } from "./humanizer.phrases";

/**
 * Tidy-up after the rewrites: spacing and punctuation left by deletions, a capital where a deletion made a new
 * sentence start, doubled function words, and "a"/"an" wherever the word after the article changed.
 */
export function tidySentence(s: string, capital = true): string {
  const out = s
    .replace(new RegExp(`${DELETED}[\\s,;:]*(\\p{L})`, "gu"), (_m, letter: string) => letter.toUpperCase())
    .replaceAll(DELETED, "")
    // "make the most of social media effectively": the phrase says "well" already, the adverb after it says it twice.
    .replace(
      /\b((?:make|makes|made|making) (?:the most|full use|good use|the best use) of|(?:get|gets|got|getting) the most out of) ((?:[\p{L}\p{N}'’-]+ ){1,6}?)(?:effectively|efficiently|fully|to the full(?:est)?)\b/giu,
      "$1 $2",
    )
    .replace(/[ \t]{2,}/g, " ")
    .replace(/ +([,.;:!?])/g, "$1")
    .replace(/([,;:])(?:\s*[,;:])+/g, "$1")
    .replace(/,(\s*[.!?])/g, "$1")
    .replace(/\b(the|a|an|to|of|in|for|and|with|on|is|are|by) \1\b/gi, "$1")
    // Two intensifiers in a row ("truly invaluable" -> "really really useful"): the second one stays.
    .replace(/\b(?:really|very|so|truly|extremely|incredibly) (really|very|so)\b/gi, "$1")
    // "have really made a real difference": an intensifier two words from "real" says it twice; "real" stays.
    .replace(/\breally ((?:\p{L}+ ){1,2})(?=real\b)/giu, "$1")
    .replace(/^[\s,;:]+/, "");
  // A writer who starts sentences in lower case ("hey! running late") keeps that style.
  return (
    capital
      ? out.replace(/^(["'“‘(*_]*)(\p{Ll})/u, (_m, lead: string, letter: string) => `${lead}${letter.toUpperCase()}`)
      : out
  ).trim();
}

/** "a" or "an" for the word that follows (by its sound, with the common exceptions and letter names). */
function articleFor(word: string): "a" | "an" {
  if (/^\d/.test(word)) return /^(?:8|11|18)(?!\d{2,3}\b)|^8\d/.test(word) ? "an" : "a";
  if (/^\p{Lu}{2,}\b/u.test(word) && !/^(?:NASA|NATO|UNESCO|UNICEF|OPEC|AIDS|SIM|GIF|JPEG|LED)$/.test(word)) {
    return /^[AEFHILMNORSX]/.test(word) ? "an" : "a";
  }
  return /^(?:[aeio]|u(?!n[iao]|s[eu]|ti|r[aeiou]|k|ro|bi)|hour|honest|hono|heir)/i.test(word) &&
    !/^(?:one|once|eu|ewe)/i.test(word)
    ? "an"
    : "a";
}

/** Fixes "a"/"an" before every word that the input did not have after the same article. */
export function fixArticles(text: string, input: string): string {
  const seen = new Set<string>();
  for (const m of input.matchAll(/\b(an?)\s+([\p{L}\p{N}]+)/giu))
    seen.add(`${m[1]!.toLowerCase()} ${m[2]!.toLowerCase()}`);
  return text.replace(
    /\b([Aa]n?)(\s+)([\p{L}\p{N}][\p{L}\p{N}-]*)/gu,
    (all, a: string, space: string, word: string) => {
      if (seen.has(`${a.toLowerCase()} ${word.toLowerCase()}`)) return all;
      const right = articleFor(word);
      return `${a[0] === "A" ? right[0]!.toUpperCase() + right.slice(1) : right}${space}${word}`;
    },
  );
}
