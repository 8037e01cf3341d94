import { splitSentences, type Sentence } from "../../shared/text/sentences";
import { contentTerms } from "../../shared/text/tokens";
import type { SummaryLength, SummaryStyle } from "./contract";

/**
 * Built-in extractive summarizer: LexRank (PageRank over TF-IDF cosine similarity between sentences) with a
 * position-biased teleport vector, MMR-style redundancy removal, and sentences returned in document order.
 * Similarity edges are only computed inside a window of WINDOW sentences, so time grows linearly with the text.
 *
 * Tuned on 200 CNN/DailyMail articles (npm run bench -- --only=quality; docs/BENCHMARKS.md): news puts its key facts
 * first, so the teleport vector carries a position prior ((1 + i)^-POSITION_PRIOR), the graph walk keeps DAMPING of
 * the mass, and the final score multiplies the centrality by (1 + i)^-POSITION_FINAL. Quoted sentences and very short
 * ones weigh less. The picks still differ from the first three sentences in a share of articles (the bench reports it).
 */

const WINDOW = 120;
const DAMPING = 0.2;
const POSITION_PRIOR = 0.3;
const POSITION_FINAL = 0.75;
const QUOTE_FACTOR = 0.8;
const QUOTE = /["“”]|``|''/;
const ITERATIONS = 40;
const CONVERGED = 1e-10;
const EDGE_THRESHOLD = 0.05;
const REDUNDANCY_LIMIT = 0.55;

interface Vector {
  ids: Int32Array; // sorted term ids
  weights: Float64Array; // tf-idf, L2-normalized
}

/** The TF-IDF vectors rankSentences built, reused by selectSentences for the redundancy check. */
const vectorCache = new WeakMap<RankedSentence[], Vector[]>();

export interface RankedSentence extends Sentence {
  score: number;
}

/** How many sentences each length keeps, for a document of n sentences (short <= medium <= long). */
export function sentenceBudget(n: number, length: SummaryLength): number {
  const [ratio, min, max] = { short: [0.1, 1, 3], medium: [0.2, 2, 6], long: [0.35, 3, 12] }[length] as [number, number, number];
  return Math.min(n, Math.max(min, Math.min(max, Math.round(n * ratio))));
}

export function rankSentences(sentences: Sentence[]): RankedSentence[] {
  const n = sentences.length;
  if (n === 0) return [];
  const termLists = sentences.map((s) => contentTerms(s.text));
  const vectors = buildVectors(termLists);

  // Position prior: early sentences of the document, and first sentences of paragraphs, weigh more.
  const paragraphStart = new Set<number>();
  sentences.forEach((s, i) => {
    if (i === 0 || sentences[i - 1]!.paragraph !== s.paragraph) paragraphStart.add(i);
  });
  const contentFactor = sentences.map((s, i) => lengthFactor(termLists[i]!.length) * (QUOTE.test(s.text) ? QUOTE_FACTOR : 1));
  const teleport = new Float64Array(n);
  let teleportSum = 0;
  for (let i = 0; i < n; i++) {
    const prior = Math.pow(1 + i, -POSITION_PRIOR) * (paragraphStart.has(i) ? 1.3 : 1) * contentFactor[i]!;
    teleport[i] = prior;
    teleportSum += prior;
  }
  for (let i = 0; i < n; i++) teleport[i]! /= teleportSum || 1;

  // Windowed similarity graph, stored as adjacency lists.
  const neighbours: number[][] = Array.from({ length: n }, () => []);
  const weights: number[][] = Array.from({ length: n }, () => []);
  const degree = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const end = Math.min(n, i + 1 + WINDOW);
    for (let j = i + 1; j < end; j++) {
      const sim = cosine(vectors[i]!, vectors[j]!);
      if (sim <= EDGE_THRESHOLD) continue;
      neighbours[i]!.push(j);
      weights[i]!.push(sim);
      neighbours[j]!.push(i);
      weights[j]!.push(sim);
      degree[i]! += sim;
      degree[j]! += sim;
    }
  }

  // Personalized PageRank by power iteration; dangling sentences give their mass to the teleport vector.
  let rank = Float64Array.from(teleport);
  for (let iter = 0; iter < ITERATIONS; iter++) {
    const next = new Float64Array(n);
    let dangling = 0;
    for (let i = 0; i < n; i++) {
      if (degree[i] === 0) {
        dangling += rank[i]!;
        continue;
      }
      const share = rank[i]! / degree[i]!;
      const nb = neighbours[i]!;
      const w = weights[i]!;
      for (let k = 0; k < nb.length; k++) next[nb[k]!]! += share * w[k]!;
    }
    let change = 0;
    for (let i = 0; i < n; i++) {
      next[i] = (1 - DAMPING) * teleport[i]! + DAMPING * (next[i]! + dangling * teleport[i]!);
      change += Math.abs(next[i]! - rank[i]!);
    }
    rank = next;
    if (change < CONVERGED) break; // the error shrinks by DAMPING each round: a dozen rounds at most
  }
  const ranked = sentences.map((s, i) => ({ ...s, score: rank[i]! * contentFactor[i]! * Math.pow(1 + i, -POSITION_FINAL) }));
  vectorCache.set(ranked, vectors);
  return ranked;
}

/** Chooses the best sentences, skipping near-duplicates of ones already chosen; returns them in document order. */
export function selectSentences(ranked: RankedSentence[], count: number): RankedSentence[] {
  const vectors = vectorCache.get(ranked) ?? buildVectors(ranked.map((s) => contentTerms(s.text)));
  const order = ranked.map((_, i) => i).sort((a, b) => ranked[b]!.score - ranked[a]!.score || a - b);
  const chosen: number[] = [];
  for (const i of order) {
    if (chosen.length >= count) break;
    if (chosen.some((j) => cosine(vectors[i]!, vectors[j]!) > REDUNDANCY_LIMIT)) continue;
    chosen.push(i);
  }
  // Fill up with the skipped ones if redundancy removal left too few.
  for (const i of order) {
    if (chosen.length >= count) break;
    if (!chosen.includes(i)) chosen.push(i);
  }
  return chosen.sort((a, b) => a - b).map((i) => ranked[i]!);
}

export function summarize(text: string, length: SummaryLength, style: SummaryStyle): string {
  const sentences = splitSentences(text);
  if (sentences.length === 0) return "";
  const ranked = rankSentences(sentences);
  const picked = selectSentences(ranked, sentenceBudget(sentences.length, length));
  return formatSummary(picked, style, length);
}

export function formatSummary(picked: RankedSentence[], style: SummaryStyle, length: SummaryLength): string {
  if (style === "bullet") return picked.map((s) => `• ${s.text}`).join("\n");
  if (style === "tldr") {
    const keep = { short: 1, medium: 2, long: 3 }[length];
    const best = [...picked].sort((a, b) => b.score - a.score).slice(0, keep).sort((a, b) => a.index - b.index);
    return `TL;DR: ${best.map((s) => s.text).join(" ")}`;
  }
  // Paragraphs: sentences that shared a paragraph in the source stay together; at most 4 per paragraph.
  const paragraphs: string[][] = [];
  let lastParagraph = -1;
  for (const s of picked) {
    const current = paragraphs[paragraphs.length - 1];
    if (!current || s.paragraph !== lastParagraph || current.length >= 4) paragraphs.push([s.text]);
    else current.push(s.text);
    lastParagraph = s.paragraph;
  }
  return mergeShortParagraphs(paragraphs).map((p) => p.join(" ")).join("\n\n");
}

/** Single-sentence paragraphs from neighbouring source paragraphs read better joined (up to 3 sentences). */
function mergeShortParagraphs(paragraphs: string[][]): string[][] {
  const out: string[][] = [];
  for (const p of paragraphs) {
    const last = out[out.length - 1];
    if (last && last.length + p.length <= 3 && (last.length === 1 || p.length === 1)) last.push(...p);
    else out.push([...p]);
  }
  return out;
}

function lengthFactor(termCount: number): number {
  if (termCount < 3) return 0.35;
  if (termCount < 6) return 0.35;
  if (termCount > 45) return 0.7;
  return 1;
}

function buildVectors(termLists: string[][]): Vector[] {
  const dictionary = new Map<string, number>();
  const df: number[] = [];
  const counts = termLists.map((terms) => {
    const tf = new Map<number, number>();
    for (const t of terms) {
      let id = dictionary.get(t);
      if (id === undefined) {
        id = dictionary.size;
        dictionary.set(t, id);
        df.push(0);
      }
      tf.set(id, (tf.get(id) ?? 0) + 1);
    }
    for (const id of tf.keys()) df[id]! += 1;
    return tf;
  });
  const n = termLists.length;
  return counts.map((tf) => {
    const ids = Int32Array.from([...tf.keys()].sort((a, b) => a - b));
    const weights = new Float64Array(ids.length);
    let norm = 0;
    ids.forEach((id, k) => {
      const w = (1 + Math.log(tf.get(id)!)) * Math.log(1 + n / df[id]!);
      weights[k] = w;
      norm += w * w;
    });
    norm = Math.sqrt(norm) || 1;
    for (let k = 0; k < weights.length; k++) weights[k]! /= norm;
    return { ids, weights };
  });
}

function cosine(a: Vector, b: Vector): number {
  let i = 0;
  let j = 0;
  let dot = 0;
  while (i < a.ids.length && j < b.ids.length) {
    const x = a.ids[i]!;
    const y = b.ids[j]!;
    if (x === y) dot += a.weights[i++]! * b.weights[j++]!;
    else if (x < y) i++;
    else j++;
  }
  return dot;
}
