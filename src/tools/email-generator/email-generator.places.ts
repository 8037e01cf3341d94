/**
 * Place names the prompt writes in lower case ("the beach clean-up in brighton", "moving from lisbon to porto") are
 * capitalised in the e-mail. Only words compromise reads as a place in the prompt's own sentence count, so "reading",
 * "bath" or "nice" used as ordinary words stay as they are.
 */
import nlp from "compromise";
import { lexiconTags } from "./email-generator.text";

/** The last prompts read (the same prompt is often written in several tones and lengths). */
const seen = new Map<string, string[]>();

/** Lower-case words of the prompt that name a place. */
function lowerPlaces(prompt: string): string[] {
  const known = seen.get(prompt);
  if (known) return known;
  const found = readPlaces(prompt);
  if (seen.size > 50) seen.clear();
  seen.set(prompt, found);
  return found;
}

/** A word compromise's own lexicon knows only as an ordinary word ("park": a verb) is no place by a guess. */
const knownAsOrdinaryWord = (word: string) => {
  const tags = lexiconTags(word);
  return tags !== undefined && !tags.split(",").some((tag) => /^(?:City|Country|Region|Place|ProperNoun)$/.test(tag));
};

function readPlaces(prompt: string): string[] {
  // Only a lower-case word after a place preposition can be an uncapitalised place.
  if (!/\b(?:in|at|from|to|near|around|visit(?:ing)?|via)\s+\p{Ll}{3,}/u.test(prompt)) return [];
  const words = new Set<string>();
  for (const term of nlp(prompt).match("#Place").json() as { terms: { text: string; tags: string[] }[] }[])
    for (const t of term.terms)
      if (
        /^\p{Ll}{3,}$/u.test(t.text) &&
        t.tags.some((x) => /^(?:City|Country|Region|Place)$/.test(x)) &&
        // ("next Monday, park at the leisure centre": "park" is tagged a place beside the day, but it is a verb.)
        !knownAsOrdinaryWord(t.text)
      )
        words.add(t.text);
  return [...words];
}

/** The text with the prompt's lower-case place names capitalised. */
export function capitalisePlaces(text: string, prompt: string): string {
  let out = text;
  for (const w of lowerPlaces(prompt))
    out = out.replace(new RegExp(`(?<![\\p{L}\\[])${w}(?![\\p{L}\\]])`, "gu"), w.charAt(0).toUpperCase() + w.slice(1));
  return out;
}
