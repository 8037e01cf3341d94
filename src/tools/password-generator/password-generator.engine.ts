import {
  CHARACTER_TYPES,
  DIGITS,
  LOOK_ALIKES,
  LOWERCASE,
  STRENGTH_BANDS,
  SYMBOLS,
  UPPERCASE,
  type PasswordOptions,
  type StrengthLabel,
} from "./contract";

/**
 * Browser-side password engine (also runs in Node 20, which has the same Web Crypto global).
 * - Randomness: crypto.getRandomValues only; a uniform index in [0, n) by rejection sampling (never `% n` on a
 *   raw value, never Math.random).
 * - Construction (as Bitwarden and KeePassXC do): one character from every selected set, the rest from the union
 *   of the selected sets, then an unbiased Fisher-Yates shuffle so the guaranteed characters land anywhere.
 */

/** Fills a Uint32Array with random values. The default is the Web Crypto CSPRNG; tests may pass their own. */
export type RandomFill = (buffer: Uint32Array<ArrayBuffer>) => Uint32Array<ArrayBuffer>;

const cryptoFill: RandomFill = (buffer) => globalThis.crypto.getRandomValues(buffer);

const RANGE = 2 ** 32;

/** Draws uniform integers in [0, n) from 32-bit random words, rejecting the top partial block. */
export class RandomIndex {
  private buffer = new Uint32Array(64);
  private pos = this.buffer.length;

  constructor(private readonly fill: RandomFill = cryptoFill) {}

  private word(): number {
    if (this.pos >= this.buffer.length) {
      this.fill(this.buffer);
      this.pos = 0;
    }
    return this.buffer[this.pos++]!;
  }

  /** Uniform in [0, n). Values at or above the largest multiple of n below 2^32 are thrown away. */
  below(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > RANGE) throw new RangeError(`n must be an integer in [1, 2^32], got ${n}`);
    const limit = RANGE - (RANGE % n);
    for (;;) {
      const x = this.word();
      if (x < limit) return x % n;
    }
  }
}

/** Unbiased in-place Fisher-Yates (Durstenfeld) shuffle. */
export function shuffle<T>(items: T[], random: RandomIndex): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = random.below(i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** The character sets the options select, in spec order, with look-alikes removed when asked. */
export function selectedSets(options: PasswordOptions): string[] {
  const drop = (chars: string) =>
    options.avoidLookAlikes ? [...chars].filter((c) => !LOOK_ALIKES.includes(c)).join("") : chars;
  return CHARACTER_TYPES.filter((t) => options[t.id]).map((t) => drop(t.chars));
}

/** Generates a password, or null when no character type is selected. */
export function generatePassword(options: PasswordOptions, fill: RandomFill = cryptoFill): string | null {
  const sets = selectedSets(options);
  if (sets.length === 0) return null;
  const length = Math.max(options.length, sets.length);
  const random = new RandomIndex(fill);
  const all = sets.join("");
  const chars = sets.map((set) => set[random.below(set.length)]!);
  while (chars.length < length) chars.push(all[random.below(all.length)]!);
  return shuffle(chars, random).join("");
}

/** Which of the four spec classes occur in a password (symbols = the spec symbol set). */
export function classesPresent(password: string) {
  const has = (set: string) => [...password].some((c) => set.includes(c));
  return { uppercase: has(UPPERCASE), lowercase: has(LOWERCASE), numbers: has(DIGITS), symbols: has(SYMBOLS) };
}

/** Spec score: min(length / 20 * 40, 40) + 15 per class present, capped at 100. */
export function strengthScore(password: string): number {
  const classes = Object.values(classesPresent(password)).filter(Boolean).length;
  return Math.min(100, Math.min((password.length / 20) * 40, 40) + 15 * classes);
}

export function strengthLabel(score: number): StrengthLabel {
  let label: StrengthLabel = STRENGTH_BANDS[0].label;
  for (const band of STRENGTH_BANDS) if (score >= band.min) label = band.label;
  return label;
}

/**
 * Exact Shannon entropy, in bits, of what generatePassword produces for these options.
 *
 * Before the shuffle the sequence is one character from each of the k sets, then L-k characters from the union
 * (size N); the shuffle is a uniform permutation. A password whose characters fall c_1..c_k times into the sets
 * (each c_i >= 1) is produced by prod(c_i) * (L-k)! of the L! orderings, so
 *   P = prod(c_i) * (L-k)! / L! * prod(1 / |S_i|) * N^-(L-k),
 * and there are multinomial(L; c) * prod(|S_i|^c_i) such passwords. Summing -P log2 P over all count vectors gives
 * the entropy (a little under L * log2 N, the figure for fully independent characters).
 */
export function entropyBits(options: PasswordOptions): number {
  const sizes = selectedSets(options).map((s) => s.length);
  const k = sizes.length;
  if (k === 0) return 0;
  const length = Math.max(options.length, k);
  const n = sizes.reduce((a, b) => a + b, 0);
  const log2Fact = (m: number) => {
    let s = 0;
    for (let i = 2; i <= m; i++) s += Math.log2(i);
    return s;
  };
  const base =
    log2Fact(length - k) - log2Fact(length) - sizes.reduce((a, s) => a + Math.log2(s), 0) - (length - k) * Math.log2(n);
  let entropy = 0;
  for (const counts of compositions(length, k)) {
    const log2P = base + counts.reduce((a, c) => a + Math.log2(c), 0);
    const log2Count =
      log2Fact(length) -
      counts.reduce((a, c) => a + log2Fact(c), 0) +
      counts.reduce((a, c, i) => a + c * Math.log2(sizes[i]!), 0);
    entropy -= 2 ** (log2Count + log2P) * log2P;
  }
  return entropy;
}

/** Every way to write total as an ordered sum of k positive integers. */
export function* compositions(total: number, k: number): Generator<number[]> {
  if (k === 1) {
    if (total >= 1) yield [total];
    return;
  }
  for (let first = 1; first <= total - (k - 1); first++) {
    for (const rest of compositions(total - first, k - 1)) yield [first, ...rest];
  }
}
