/**
 * English syllable estimate for readability formulas (Flesch). Heuristic: vowel groups, minus a silent final e,
 * plus the usual exceptions ("-le", "-ed", "-es", "-ia"...). Good to within a syllable for most words; results are
 * cached, so counting a long text stays linear.
 */

const EXCEPTIONS: Record<string, number> = {
  the: 1, every: 2, different: 3, business: 2, area: 3, idea: 3, people: 2, being: 2, create: 2, created: 3,
  science: 2, quiet: 2, real: 1, really: 2, poem: 2, fire: 1, hour: 1, our: 1, toward: 1, towards: 1, naive: 2,
  simile: 3, recipe: 3, maybe: 2, cafe: 2, apple: 2, little: 2, table: 2, one: 1, once: 1, evening: 2, several: 3,
  interest: 2, interesting: 3, family: 3, average: 3, chocolate: 2, vegetable: 3, camera: 3, general: 3,
};

const cache = new Map<string, number>();
const CACHE_LIMIT = 50_000;

export function countSyllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, "");
  if (!w) return word.trim() ? 1 : 0;
  const cached = cache.get(w);
  if (cached !== undefined) return cached;
  const n = estimate(w);
  if (cache.size < CACHE_LIMIT) cache.set(w, n);
  return n;
}

function estimate(w: string): number {
  if (EXCEPTIONS[w] !== undefined) return EXCEPTIONS[w]!;
  if (w.length <= 3) return 1;
  let word = w;
  // Plurals and past tenses of the known exceptions.
  for (const suffix of ["s", "es", "ed"]) {
    const base = word.slice(0, -suffix.length);
    if (word.endsWith(suffix) && EXCEPTIONS[base] !== undefined) return EXCEPTIONS[base]!;
  }
  // Silent endings: "-es"/"-ed" after most consonants, a final "e" (but not "-le" after a consonant).
  if (/[^aeiouy]le$/.test(word)) {
    // "table": the final "le" keeps its syllable
  } else if (/(?:[^aeiouy](?:es|ed))$/.test(word) && !/(?:[td]ed|[cgsxz]es|[cs]hes)$/.test(word)) word = word.slice(0, -2);
  else if (/[^aeiouy]e$/.test(word) && !/(?:[^aeiouy]le)$/.test(word)) word = word.slice(0, -1);
  const groups = word.match(/[aeiouy]+/g);
  let count = groups ? groups.length : 1;
  // Vowel pairs that are usually two syllables.
  count += (word.match(/(?:ia|io[un]?s?$|iu|eo|ua(?!r)|uo|ii)/g) ?? []).length;
  // "-ious", "-eous" and "-tion" pairs counted above are single syllables.
  count -= (word.match(/(?:[cgst]i(?:ou|o)|[cgst]ia)/g) ?? []).length;
  if (/[^aeiouy]le$/.test(word) && !/[aeiouy]/.test(word.slice(0, -2))) count += 1;
  return Math.max(1, count);
}

/** Flesch reading ease: 206.835 - 1.015 (words/sentence) - 84.6 (syllables/word). */
export function fleschReadingEase(words: number, sentences: number, syllables: number): number {
  if (words === 0 || sentences === 0) return 0;
  return 206.835 - 1.015 * (words / sentences) - 84.6 * (syllables / words);
}
