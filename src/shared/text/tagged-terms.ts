/** Words with compromise's part-of-speech tags, for the engines that read grammar from them. */
import nlp from "compromise";

/** A word as the tagger reads it. */
export interface Term {
  text: string;
  tags: string[];
}

/** The words of a text with the tagger's tags ("register" -> Verb, "coffee" -> Noun). */
export function termsOf(text: string): Term[] {
  const json = nlp(text).json({ terms: { tags: true } }) as { terms: { text: string; tags: string[] }[] }[];
  return json.flatMap((s) => s.terms.map((t) => ({ text: t.text, tags: t.tags })));
}
