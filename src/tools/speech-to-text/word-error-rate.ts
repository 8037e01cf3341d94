/**
 * Word error rate (WER) of a transcript against a reference, as speech-recognition benchmarks count it:
 * (substitutions + deletions + insertions) / reference words, from a word-level Levenshtein alignment.
 * Both texts are normalised first: lower case, apostrophes kept inside words, every other punctuation mark
 * a word break. Used by `npm run bench` (bench/speech.ts) and quotable in docs.
 */

/** Lower-cased words with punctuation removed ("Americans," -> "americans", "don't" stays "don't"). */
export function normalizeWords(text: string): string[] {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[^\p{L}\p{N}']+/gu, " ")
    .split(/\s+/)
    .map((w) => w.replace(/^'+|'+$/g, ""))
    .filter(Boolean);
}

interface WordErrors {
  substitutions: number;
  deletions: number;
  insertions: number;
  /** Words in the normalised reference. */
  referenceWords: number;
  /** (S + D + I) / N; 0 for two empty texts, 1 per inserted word over an empty reference is not defined: Infinity. */
  wer: number;
}

/** Word-level edit distance between reference and hypothesis, split into substitutions, deletions and insertions. */
export function wordErrors(reference: string, hypothesis: string): WordErrors {
  const ref = normalizeWords(reference);
  const hyp = normalizeWords(hypothesis);
  const n = ref.length;
  const m = hyp.length;
  // dist[i][j]: edits turning ref[0..i) into hyp[0..j); ops tracks the counts along one best path.
  type Cell = { cost: number; s: number; d: number; i: number };
  let prev: Cell[] = Array.from({ length: m + 1 }, (_, j) => ({ cost: j, s: 0, d: 0, i: j }));
  for (let i = 1; i <= n; i++) {
    const cur: Cell[] = [{ cost: i, s: 0, d: i, i: 0 }];
    for (let j = 1; j <= m; j++) {
      const diag = prev[j - 1]!;
      const same = ref[i - 1] === hyp[j - 1];
      const candidates: Cell[] = [
        { cost: diag.cost + (same ? 0 : 1), s: diag.s + (same ? 0 : 1), d: diag.d, i: diag.i },
        { cost: prev[j]!.cost + 1, s: prev[j]!.s, d: prev[j]!.d + 1, i: prev[j]!.i },
        { cost: cur[j - 1]!.cost + 1, s: cur[j - 1]!.s, d: cur[j - 1]!.d, i: cur[j - 1]!.i + 1 },
      ];
      cur.push(candidates.reduce((best, c) => (c.cost < best.cost ? c : best)));
    }
    prev = cur;
  }
  const last = prev[m]!;
  return {
    substitutions: last.s,
    deletions: last.d,
    insertions: last.i,
    referenceWords: n,
    wer: n === 0 ? (m === 0 ? 0 : Number.POSITIVE_INFINITY) : last.cost / n,
  };
}

/** Word error rate (0 = perfect; can exceed 1 when the hypothesis inserts many words). */
export function wordErrorRate(reference: string, hypothesis: string): number {
  return wordErrors(reference, hypothesis).wer;
}
