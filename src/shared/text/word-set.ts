/**
 * A quick "certainly not" before a hash lookup of a word: most words of a text are neither stop words nor a language's
 * function words, and the lookup (hashing the word, a new string each time) cost more than the rest of the scan. A
 * word whose length, first and last character no member has cannot be a member; the test reads three numbers.
 */
const LENGTHS = 16;

/** `(word) => false` only for words that are not among `members` (true: look the word up). */
export function mayBeMember(members: Iterable<string>): (word: string) => boolean {
  // One bit per (length, first character, last character) that a member has, for lengths below LENGTHS and ASCII ends.
  const seen = new Uint8Array((LENGTHS * 128 * 128) / 8);
  for (const w of members) {
    const key = quickKey(w);
    if (key >= 0) seen[key >> 3]! |= 1 << (key & 7);
  }
  return (word) => {
    const key = quickKey(word);
    return key < 0 || (seen[key >> 3]! & (1 << (key & 7))) !== 0;
  };
}

/** The bit of a word's length, first and last character; -1 for a word the table does not cover (always looked up). */
function quickKey(w: string): number {
  const n = w.length;
  if (n === 0 || n >= LENGTHS) return -1;
  const first = w.charCodeAt(0);
  const last = w.charCodeAt(n - 1);
  if (first >= 128 || last >= 128) return -1;
  return (n * 128 + first) * 128 + last;
}
