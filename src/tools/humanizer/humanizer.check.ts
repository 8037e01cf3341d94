import { sentenceProblems } from "../../shared/text/sentence-check";
import { meaningProblems } from "./humanizer.meaning";

/**
 * Every rewritten sentence is checked before it is returned: the meaning check against the original sentence
 * (humanizer.meaning.ts) and the shared grammar check on each sentence it became. A grammar problem the original
 * already had ("thanks so much" in lower case, a typo) is the writer's, not the rewrite's.
 */
export function rewriteProblems(original: string, pieces: readonly string[]): string[] {
  const rewritten = pieces.join(" ");
  if (original === rewritten) return [];
  const meaning = meaningProblems(original, rewritten);
  if (meaning.length) return meaning;
  const found = pieces.flatMap((p) => sentenceProblems(p));
  if (!found.length) return [];
  const had = new Set(sentenceProblems(original));
  // ("Seamlessly fits into any room." had no subject either: its adverb hid the bare verb from the checker.)
  if (/^\s*\p{L}+ly\s+\p{Ll}+s\b/u.test(original)) had.add("no-subject");
  return found.filter((p) => !had.has(p));
}
