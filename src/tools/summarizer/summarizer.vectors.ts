/**
 * The vector side of the ranking (summarizer.rank): TF-IDF vectors of the units, their cosines, the weighted centroid,
 * and LexRank's personalized PageRank over the similarity graph of units within WINDOW of each other.
 */
const WINDOW = 120;
const DAMPING = 0.2;
const ITERATIONS = 40;
const CONVERGED = 1e-10;
const EDGE_THRESHOLD = 0.05;

export interface Vector {
  ids: Int32Array; // sorted term ids
  weights: Float64Array; // tf-idf, L2-normalized
}

/** Personalized PageRank by power iteration over the windowed similarity graph. */
export function pageRank(vectors: Vector[], teleport: Float64Array): Float64Array {
  const n = vectors.length;
  const { start, neighbours, weights, degree } = similarityGraph(vectors);
  let rank = Float64Array.from(teleport);
  let next = new Float64Array(n);
  for (let iter = 0; iter < ITERATIONS; iter++) {
    let dangling = 0;
    for (let i = 0; i < n; i++) {
      if (degree[i] === 0) {
        dangling += rank[i]!;
        continue;
      }
      const share = rank[i]! / degree[i]!;
      for (let k = start[i]!; k < start[i + 1]!; k++) next[neighbours[k]!]! += share * weights[k]!;
    }
    let change = 0;
    for (let i = 0; i < n; i++) {
      next[i] = (1 - DAMPING) * teleport[i]! + DAMPING * (next[i]! + dangling * teleport[i]!);
      change += Math.abs(next[i]! - rank[i]!);
    }
    [rank, next] = [next, rank];
    next.fill(0);
    if (change < CONVERGED) break; // the error shrinks by DAMPING each round: a dozen rounds at most
  }
  return rank;
}

/**
 * The windowed similarity graph in compressed rows: unit i's neighbours are neighbours[start[i]] to
 * neighbours[start[i + 1] - 1] (in the order the edges are found), with their similarities in `weights`; `degree` is
 * each unit's sum of similarities.
 *
 * The cosines come from the terms' posting lists: unit i's products with each later unit of the window are added up
 * term by term (i's terms in ascending order, so each pair's products are added in the same order as cosine() adds
 * them, and the sums are the same numbers), visiting only the pairs that share a term instead of every pair.
 */
function similarityGraph(vectors: Vector[]) {
  const n = vectors.length;
  let edges = (keptEdges ??= new Float64Array(KEPT_EDGE_SLOTS)); // i, j, similarity, ... for i < j
  let used = 0;
  const degree = new Float64Array(n);
  const start = new Int32Array(n + 1);
  const { postingUnit, postingWeight, ownPosting, firstTerm, listEnd } = postings(vectors);
  const dot = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const end = Math.min(n, i + 1 + WINDOW);
    const a = vectors[i]!;
    for (let k = 0; k < a.ids.length; k++) {
      const x = a.weights[k]!;
      const last = listEnd[a.ids[k]!]!;
      for (let q = ownPosting[firstTerm[i]! + k]! + 1; q < last; q++) {
        const j = postingUnit[q]!;
        if (j >= end) break;
        dot[j]! += x * postingWeight[q]!;
      }
    }
    for (let j = i + 1; j < end; j++) {
      const sim = dot[j]!;
      if (sim === 0) continue;
      dot[j] = 0;
      if (sim <= EDGE_THRESHOLD) continue;
      if (used + 3 > edges.length) edges = grown(edges);
      edges[used++] = i;
      edges[used++] = j;
      edges[used++] = sim;
      degree[i]! += sim;
      degree[j]! += sim;
      start[i + 1]!++;
      start[j + 1]!++;
    }
  }
  for (let i = 0; i < n; i++) start[i + 1]! += start[i]!;
  const neighbours = new Int32Array(start[n]!);
  const weights = new Float64Array(start[n]!);
  const filled = start.slice(0, n);
  for (let e = 0; e < used; e += 3) {
    const i = edges[e]!;
    const j = edges[e + 1]!;
    neighbours[filled[i]!] = j;
    weights[filled[i]!++] = edges[e + 2]!;
    neighbours[filled[j]!] = i;
    weights[filled[j]!++] = edges[e + 2]!;
  }
  return { start, neighbours, weights, degree };
}

/**
 * The edge list's buffer, kept for the process: big enough for every pair of 128 units (a summary of up to about 2,000
 * words), so a request does not grow a fresh array edge by edge (the largest part of a small summary's garbage). A
 * longer text's edges overflow into arrays of their own, doubling as they fill; the kept one stays this size. The
 * numbers stored are the same (unit indexes are exact in a double).
 */
const KEPT_EDGE_SLOTS = (3 * 128 * 127) / 2;
let keptEdges: Float64Array | undefined;
function grown(edges: Float64Array): Float64Array {
  const bigger = new Float64Array(edges.length * 2);
  bigger.set(edges);
  return bigger;
}

/**
 * Each term's posting list (the units that have it, ascending, with the term's weight in each), one list after
 * another: postingUnit and postingWeight, term t's list ending before listEnd[t]. ownPosting[firstTerm[i] + k] is where
 * unit i's k-th term lists unit i.
 */
function postings(vectors: Vector[]) {
  const size = idSpace(vectors);
  const listStart = new Int32Array(size + 1);
  const firstTerm = new Int32Array(vectors.length + 1);
  for (let i = 0; i < vectors.length; i++) {
    const ids = vectors[i]!.ids;
    firstTerm[i + 1] = firstTerm[i]! + ids.length;
    for (let k = 0; k < ids.length; k++) listStart[ids[k]! + 1]!++;
  }
  for (let t = 0; t < size; t++) listStart[t + 1]! += listStart[t]!;
  const total = firstTerm[vectors.length]!;
  const postingUnit = new Int32Array(total);
  const postingWeight = new Float64Array(total);
  const ownPosting = new Int32Array(total);
  for (let i = 0; i < vectors.length; i++) {
    const { ids, weights } = vectors[i]!;
    for (let k = 0; k < ids.length; k++) {
      const q = listStart[ids[k]!]!++;
      postingUnit[q] = i;
      postingWeight[q] = weights[k]!;
      ownPosting[firstTerm[i]! + k] = q;
    }
  }
  // (Each list's start has been moved on past its last unit: it is now where the list ends.)
  return { postingUnit, postingWeight, ownPosting, firstTerm, listEnd: listStart };
}

export function weightedCentroid(vectors: Vector[], weights: number[]): Vector {
  const size = idSpace(vectors);
  const sum = new Float64Array(size);
  vectors.forEach((v, i) => {
    for (let k = 0; k < v.ids.length; k++) sum[v.ids[k]!]! += v.weights[k]! * weights[i]!;
  });
  let nonZero = 0;
  for (let id = 0; id < size; id++) if (sum[id] !== 0) nonZero++;
  const ids = new Int32Array(nonZero);
  const values = new Float64Array(nonZero);
  for (let id = 0, k = 0; id < size; id++) {
    if (sum[id] === 0) continue;
    ids[k] = id;
    values[k++] = sum[id]!;
  }
  return unitVector(ids, values);
}

/** The vector of these ids (ascending) and weights, scaled to length 1 (the weights are scaled in place). */
function unitVector(ids: Int32Array, weights: Float64Array): Vector {
  let norm = 0;
  for (let k = 0; k < weights.length; k++) norm += weights[k]! * weights[k]!;
  norm = Math.sqrt(norm) || 1;
  for (let k = 0; k < weights.length; k++) weights[k]! /= norm;
  return { ids, weights };
}

/** TF-IDF vectors of the units, and a function giving any other term list a vector in the same space. */
export function buildVectors(termLists: string[][]): { vectors: Vector[]; vectorOf: (terms: string[]) => Vector } {
  // Term ids in order of first use; each unit's terms as ids, then as its distinct ids (ascending) and their counts.
  const dictionary = new Map<string, number>();
  const counts = termLists.map((terms) => {
    const ids = new Int32Array(terms.length);
    for (let k = 0; k < terms.length; k++) {
      let id = dictionary.get(terms[k]!);
      if (id === undefined) dictionary.set(terms[k]!, (id = dictionary.size));
      ids[k] = id;
    }
    return termCounts(ids);
  });
  const df = new Float64Array(dictionary.size);
  for (const { ids } of counts) for (let k = 0; k < ids.length; k++) df[ids[k]!]! += 1;
  const n = termLists.length;
  // Each term's IDF once (the same value for every unit that has it); a term met once weighs 1 + log 1 = 1 times it.
  const idf = new Float64Array(df.length);
  for (let id = 0; id < df.length; id++) idf[id] = Math.log(1 + n / df[id]!);
  const weigh = ({ ids, tf }: TermCounts) => {
    const weights = new Float64Array(ids.length);
    for (let k = 0; k < ids.length; k++)
      weights[k] = tf[k] === 1 ? idf[ids[k]!]! : (1 + Math.log(tf[k]!)) * idf[ids[k]!]!;
    return unitVector(ids, weights);
  };
  const vectorOf = (terms: string[]) => {
    const known: number[] = [];
    for (const t of terms) {
      const id = dictionary.get(t);
      if (id !== undefined) known.push(id);
    }
    return weigh(termCounts(Int32Array.from(known)));
  };
  return { vectors: counts.map(weigh), vectorOf };
}

interface TermCounts {
  /** Distinct term ids, ascending. */
  ids: Int32Array;
  /** How often each occurs. */
  tf: Int32Array;
}

/** The distinct ids of a list (sorted in place) and how often each occurs. */
function termCounts(ids: Int32Array): TermCounts {
  ids.sort();
  let distinct = 0;
  for (let k = 0; k < ids.length; k++) if (k === 0 || ids[k] !== ids[k - 1]) distinct++;
  const out = { ids: new Int32Array(distinct), tf: new Int32Array(distinct) };
  for (let k = 0, d = -1; k < ids.length; k++) {
    if (k === 0 || ids[k] !== ids[k - 1]) out.ids[++d] = ids[k]!;
    out.tf[d]!++;
  }
  return out;
}

/**
 * cosine(v, other) for each of the vectors, with `other` spread over a dense array: each cosine reads only v's terms
 * (the same products, added in the same term order, as cosine()), where a merge would walk all of a centroid's terms
 * for every unit (a long text's centroid has tens of thousands).
 */
export function cosinesWith(vectors: Vector[], other: Vector): number[] {
  const dense = new Float64Array(idSpace([...vectors, other]));
  for (let k = 0; k < other.ids.length; k++) dense[other.ids[k]!] = other.weights[k]!;
  return vectors.map((v) => denseCosine(dense, v));
}

/** One more than the greatest term id of the vectors: the size of a dense array any of them can be spread over. */
function idSpace(vectors: Vector[]): number {
  let size = 0;
  for (const v of vectors) if (v.ids.length) size = Math.max(size, v.ids[v.ids.length - 1]! + 1);
  return size;
}

/** cosine(a, b) with a's weights given as a dense array over term ids. */
function denseCosine(dense: Float64Array, b: Vector): number {
  let dot = 0;
  for (let k = 0; k < b.ids.length; k++) {
    const x = dense[b.ids[k]!]!;
    if (x !== 0) dot += x * b.weights[k]!;
  }
  return dot;
}

export function cosine(a: Vector, b: Vector): number {
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
