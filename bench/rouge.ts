/**
 * ROUGE as Google's `rouge_score` package computes it (Lin 2004; github.com/google-research/google-research/rouge),
 * re-implemented here so the bench needs no Python.
 *
 * Tokenization (exactly rouge_score's default tokenizer with use_stemmer=False):
 *   1. lower-case the text;
 *   2. replace every run of characters outside [a-z0-9] with one space (so "U.S." -> "u s", "don't" -> "don t",
 *      accented and non-Latin letters are separators);
 *   3. split on whitespace and keep the non-empty tokens. No stemming, no stop-word removal.
 * ROUGE-N: clipped n-gram overlap; precision = overlap / candidate n-grams, recall = overlap / reference n-grams.
 * ROUGE-L: longest common subsequence of the whole token sequences.
 * ROUGE-Lsum: summary-level LCS: texts are split into sentences on "\n"; for each reference sentence the union of
 *   its LCS with every candidate sentence is taken, and each token is counted at most as often as it occurs in
 *   both texts (rouge_score's `_summary_level_lcs`).
 * F1 = 2PR / (P + R), 0 when P + R = 0.
 */

export interface RougeScore {
  precision: number;
  recall: number;
  f1: number;
}

export interface RougeScores {
  rouge1: RougeScore;
  rouge2: RougeScore;
  rougeL: RougeScore;
  rougeLsum: RougeScore;
}

export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .split(/\s+/)
    .filter((t) => t.length > 0);
}

function score(hits: number, candidateCount: number, referenceCount: number): RougeScore {
  const precision = candidateCount > 0 ? hits / candidateCount : 0;
  const recall = referenceCount > 0 ? hits / referenceCount : 0;
  const f1 = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision, recall, f1 };
}

function ngrams(tokens: string[], n: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i + n <= tokens.length; i++) {
    const key = tokens.slice(i, i + n).join(" ");
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

export function rougeN(candidate: string[], reference: string[], n: number): RougeScore {
  const c = ngrams(candidate, n);
  const r = ngrams(reference, n);
  let hits = 0;
  for (const [gram, count] of c) hits += Math.min(count, r.get(gram) ?? 0);
  const cTotal = Math.max(0, candidate.length - n + 1);
  const rTotal = Math.max(0, reference.length - n + 1);
  return score(hits, cTotal, rTotal);
}

/** LCS length table, (a.length + 1) x (b.length + 1), row-major. */
function lcsTable(a: string[], b: string[]): Uint32Array {
  const cols = b.length + 1;
  const t = new Uint32Array((a.length + 1) * cols);
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      t[i * cols + j] =
        a[i - 1] === b[j - 1] ? t[(i - 1) * cols + j - 1]! + 1 : Math.max(t[(i - 1) * cols + j]!, t[i * cols + j - 1]!);
    }
  }
  return t;
}

function lcsLength(a: string[], b: string[]): number {
  return lcsTable(a, b)[a.length * (b.length + 1) + b.length]!;
}

/** Indices into `ref` of one LCS with `can`, found by rouge_score's backtracking order. */
export function lcsIndices(ref: string[], can: string[]): number[] {
  const t = lcsTable(ref, can);
  const cols = can.length + 1;
  let i = ref.length;
  let j = can.length;
  const out: number[] = [];
  while (i > 0 && j > 0) {
    if (ref[i - 1] === can[j - 1]) {
      out.push(i - 1);
      i--;
      j--;
    } else if (t[i * cols + j - 1]! > t[(i - 1) * cols + j]!) j--;
    else i--;
  }
  return out.reverse();
}

export function rougeL(candidate: string[], reference: string[]): RougeScore {
  return score(lcsLength(candidate, reference), candidate.length, reference.length);
}

export function rougeLsum(candidateSentences: string[][], referenceSentences: string[][]): RougeScore {
  const m = referenceSentences.reduce((s, x) => s + x.length, 0);
  const n = candidateSentences.reduce((s, x) => s + x.length, 0);
  if (m === 0 || n === 0) return { precision: 0, recall: 0, f1: 0 };
  const countsR = new Map<string, number>();
  const countsC = new Map<string, number>();
  for (const s of referenceSentences) for (const t of s) countsR.set(t, (countsR.get(t) ?? 0) + 1);
  for (const s of candidateSentences) for (const t of s) countsC.set(t, (countsC.get(t) ?? 0) + 1);
  let hits = 0;
  for (const ref of referenceSentences) {
    const union = new Set<number>();
    for (const can of candidateSentences) for (const i of lcsIndices(ref, can)) union.add(i);
    for (const i of [...union].sort((a, b) => a - b)) {
      const t = ref[i]!;
      if ((countsC.get(t) ?? 0) > 0 && (countsR.get(t) ?? 0) > 0) {
        hits++;
        countsC.set(t, countsC.get(t)! - 1);
        countsR.set(t, countsR.get(t)! - 1);
      }
    }
  }
  return score(hits, n, m);
}

/** Lines of a summary as rouge_score's Lsum sees them: split on "\n", empty lines dropped. */
function sentenceTokens(text: string): string[][] {
  return text
    .split("\n")
    .filter((line) => line.length > 0)
    .map(tokenize);
}

/** All four scores of one candidate against one reference. Put one sentence per line for a meaningful Lsum. */
export function rouge(candidate: string, reference: string): RougeScores {
  const c = tokenize(candidate);
  const r = tokenize(reference);
  return {
    rouge1: rougeN(c, r, 1),
    rouge2: rougeN(c, r, 2),
    rougeL: rougeL(c, r),
    rougeLsum: rougeLsum(sentenceTokens(candidate), sentenceTokens(reference)),
  };
}

/** Mean F1 of each ROUGE type over many pairs (what rouge_score's aggregator reports as the mid value). */
export function meanF1(all: RougeScores[]): Record<keyof RougeScores, number> {
  const keys = ["rouge1", "rouge2", "rougeL", "rougeLsum"] as const;
  const out = { rouge1: 0, rouge2: 0, rougeL: 0, rougeLsum: 0 };
  for (const k of keys) out[k] = all.length ? all.reduce((s, x) => s + x[k].f1, 0) / all.length : 0;
  return out;
}
