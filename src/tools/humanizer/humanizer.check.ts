import { sentenceProblems } from "../../shared/text/sentence-check";
import { meaningProblems } from "./humanizer.meaning";

/** Grammar findings by sentence text (the parse is the costly part; a sentence often recurs across voices). */
const FOUND = new Map<string, string[]>();
function problemsOf(sentence: string): string[] {
  let hit = FOUND.get(sentence);
  if (!hit) {
    if (FOUND.size > 5000) FOUND.clear();
    hit = sentenceProblems(sentence);
    FOUND.set(sentence, hit);
  }
  return hit;
}

/** A sentence with case, apostrophes and contractions set aside: a rewrite that changed only these needs no parse. */
const plain = (s: string) =>
  s
    .toLowerCase()
    .replace(/n['’]t\b/g, " not")
    .replace(/['’](?:re|ve|ll|d|m|s)\b/g, "")
    .replace(/\b(?:are|have|will|would|had|am|is|has)\b/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

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
  if (plain(original) === plain(rewritten)) return [];
  const found = pieces.flatMap(problemsOf);
  if (!found.length) return [];
  const had = new Set(problemsOf(original));
  // ("Seamlessly fits into any room.", "Has become vital." had no subject either: an adverb or an auxiliary first
  // hides the bare verb from the checker.)
  if (/^\s*(?:\p{L}+ly\s+\p{Ll}+s|has|have|had|is|are|was|were|does|did|can|will|would)\b/iu.test(original))
    had.add("no-subject");
  return found.filter((p) => !had.has(p));
}
