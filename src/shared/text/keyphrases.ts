import { STOPWORDS } from "./stopwords";
import { stem } from "./tokens";

/**
 * Key-phrase extraction in the way of RAKE (Rose et al., 2010): candidate phrases are runs of content words between
 * stop words and punctuation; a word scores degree/frequency, a phrase the sum of its words. Original casing is kept
 * (names stay "Elena Park"), repeated phrases and capitalised names weigh more. Pure and linear-time.
 */

interface KeyPhrase {
  /** The phrase as first written in the text. */
  text: string;
  /** Its words as written. */
  words: string[];
  score: number;
  /** How many times the phrase (compared by stems, case-insensitively) occurs. */
  count: number;
  /** Character offset of the first occurrence. */
  position: number;
}

interface KeyPhraseOptions {
  /** Longest phrase in words (longer runs are cut, keeping the last words: English heads come last). Default 3. */
  maxWords?: number;
  /** Extra lower-case words that end a phrase and never start one (e.g. instruction words like "write"). */
  exclude?: ReadonlySet<string>;
  /** Also break phrases at WEAK_WORDS (default true). */
  breakOnWeakWords?: boolean;
}

/**
 * Common verbs, adverbs, vague adjectives and title abbreviations that rarely name a topic: they end a phrase by
 * default (so "bottle made from plastic" gives "bottle" and "plastic", not "bottle made").
 */
const WEAK_WORDS: ReadonlySet<string> = new Set(
  `made make makes making helps help helped helping available next last first winning won win wins using used use uses
  based built called get gets getting got going goes go come comes coming came see sees seen look looks looking find
  finds found learn learns try tries trying keep keeps take takes taking took give gives giving gave offer offers
  offering provide provides providing allow allows allowing lets know knows think thinks feel feels bring brings
  start starts started run runs want wants need needs really truly simply always never often every everything
  something anything nothing thing things lot lots way ways kind sort able well better best good great big small
  include includes including became become becomes said says say tell tells told put puts set sets show shows
  showing shown join joined joining new latest dr mr mrs ms prof st jr sr etc per via ago yes okay ok`
    .split(/\s+/)
    .filter(Boolean),
);

const TOKEN = /[\p{L}\p{M}\p{N}]+(?:[-'’][\p{L}\p{M}\p{N}]+)*/gu;
/** Marks that end a candidate phrase. */
const BREAK = /[.,;:!?()[\]{}"“”«»…—–/|\n]/;

interface Run {
  words: string[];
  position: number;
}

function candidateRuns(text: string, exclude: ReadonlySet<string>, maxWords: number, weak: boolean): Run[] {
  const runs: Run[] = [];
  let current: Run | null = null;
  let lastEnd = 0;
  const close = () => {
    if (current && current.words.length > 0) {
      // Cut long runs into chunks of maxWords, keeping the last words together.
      const w = current.words;
      for (let end = w.length; end > 0; end -= maxWords) {
        runs.push({ words: w.slice(Math.max(0, end - maxWords), end), position: current.position });
      }
    }
    current = null;
  };
  for (const match of text.matchAll(TOKEN)) {
    const word = match[0];
    const at = match.index;
    if (BREAK.test(text.slice(lastEnd, at))) close();
    lastEnd = at + word.length;
    const lower = word.toLowerCase().replace(/’/g, "'");
    const boundary =
      STOPWORDS.has(lower) ||
      exclude.has(lower) ||
      (weak && WEAK_WORDS.has(lower)) ||
      /^\p{N}+$/u.test(word) ||
      [...word].length < 2;
    if (boundary) {
      close();
      continue;
    }
    if (!current) current = { words: [], position: at };
    current.words.push(word);
  }
  close();
  return runs;
}

const key = (word: string) => stem(word.toLowerCase().replace(/’/g, "'"));

export function keyPhrases(text: string, options: KeyPhraseOptions = {}): KeyPhrase[] {
  const maxWords = Math.max(1, options.maxWords ?? 3);
  const runs = candidateRuns(text, options.exclude ?? new Set(), maxWords, options.breakOnWeakWords ?? true);
  const frequency = new Map<string, number>();
  const degree = new Map<string, number>();
  for (const run of runs) {
    for (const word of run.words) {
      const k = key(word);
      frequency.set(k, (frequency.get(k) ?? 0) + 1);
      degree.set(k, (degree.get(k) ?? 0) + run.words.length);
    }
  }
  const phrases = new Map<string, KeyPhrase>();
  for (const run of runs) {
    const phraseKey = run.words.map(key).join(" ");
    const existing = phrases.get(phraseKey);
    if (existing) {
      existing.count += 1;
      continue;
    }
    let score = run.words.reduce((sum, w) => sum + degree.get(key(w))! / frequency.get(key(w))!, 0);
    // A capitalised word that does not start a sentence is likely a name or a product: it matters.
    const startsSentence =
      run.position === 0 || /[.!?]\s*$/.test(text.slice(Math.max(0, run.position - 3), run.position));
    if (run.words.some((w, i) => /^\p{Lu}/u.test(w) && (i > 0 || !startsSentence))) score *= 1.5;
    phrases.set(phraseKey, { text: run.words.join(" "), words: run.words, score, count: 1, position: run.position });
  }
  const out = [...phrases.values()];
  for (const p of out) p.score *= 1 + 0.5 * (p.count - 1);
  return out.sort((a, b) => b.score - a.score || a.position - b.position);
}
