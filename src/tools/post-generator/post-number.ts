/**
 * Grammatical number of a noun phrase, in one place for every writer of the post: the head noun before any
 * preposition decides ("Gift cards on our website are", "Support for parents and kids is"), and words joined by
 * "and" / "&" before it are plural ("Figma and Illustrator are").
 */

/** Nouns in -s that are singular ("news", "series", "class", "campus", "bus", "glass"). */
const SINGULAR_S = /(?:news|series|species|class|ss|us|is|ics)$/i;

/** Plurals without -s that posts use. */
const IRREGULAR = /^(?:people|children|men|women|staff|volunteers|teeth|feet|mice|geese)$/i;

// (A time after the noun ends it too: "safety checks every Thursday", "tea all day".)
const PREPOSITION =
  /\s+(?:for|with|in|at|on|over|from|to|of|by|across|every|each|this|next|until|till|all|daily|weekly)\b.*$/i;

export function isPlural(phrase: string): boolean {
  const head = phrase.replace(PREPOSITION, "").trim();
  if (/\s(?:and|&)\s/.test(head) || /^(?:all|both|many|most|several)$/i.test(head)) return true;
  const last = head.split(/\s+/).pop() ?? "";
  if (IRREGULAR.test(last)) return true;
  return /[^s'’]s$/i.test(last) && !SINGULAR_S.test(last);
}

/** "is" or "are" for a noun phrase. */
export const isAre = (phrase: string): "is" | "are" => (isPlural(phrase) ? "are" : "is");
