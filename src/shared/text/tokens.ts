import { STOPWORDS } from "./stopwords";

const WORD = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}]+)*/gu;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const NEEDS_WORD_PASS = /[’\u2e80-\uffff]/;

/** Lower-cased words; runs of Chinese/Japanese characters become overlapping character bigrams. */
export function words(text: string): string[] {
  const lower = text.toLowerCase();
  if (!NOT_PLAIN_ASCII.test(lower)) return asciiWords(lower);
  const matches = lower.match(WORD);
  if (!matches) return [];
  // No curly apostrophe and no character at U+2E80 or above (see mayBeCjk): every match is a word as it is.
  if (!NEEDS_WORD_PASS.test(lower)) return matches;
  const out: string[] = [];
  for (let w of matches) {
    if (w.includes("’")) w = w.replace(/’/g, "'");
    if (mayBeCjk(w) && CJK.test(w)) {
      const chars = [...w];
      if (chars.length === 1) out.push(w);
      for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
    } else out.push(w);
  }
  return out;
}

/** A character other than printable ASCII and its white space: such a text goes through the WORD regex. */
const NOT_PLAIN_ASCII = /[^ -~\t\n\r\f\v]/;
const isAsciiLetter = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
const isAsciiLetterOrDigit = (c: number) => isAsciiLetter(c) || (c >= 48 && c <= 57);

/** The matches of WORD in an ASCII text, by a scan: letters and digits, then any "'" followed by letters. */
function asciiWords(text: string): string[] {
  const out: string[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    if (!isAsciiLetterOrDigit(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    while (i < n && isAsciiLetterOrDigit(text.charCodeAt(i))) i++;
    while (i + 1 < n && text.charCodeAt(i) === 39 && isAsciiLetter(text.charCodeAt(i + 1))) {
      i += 2;
      while (i < n && isAsciiLetter(text.charCodeAt(i))) i++;
    }
    out.push(text.slice(start, i));
  }
  return out;
}

/** Cheap pre-check before the Unicode-script regex: Han, kana and the like all sit at U+2E80 or above. */
function mayBeCjk(word: string): boolean {
  for (let i = 0; i < word.length; i++) if (word.charCodeAt(i) >= 0x2e80) return true;
  return false;
}

/** /^[a-z']+$/.test(word), by a scan. */
function lowerAsciiWord(word: string): boolean {
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if ((c < 97 || c > 122) && c !== 39) return false;
  }
  return word.length > 0;
}

/** A light English-leaning suffix stripper: enough to make "markets" meet "market". */
export function stem(word: string): string {
  if (word.length <= 4 || !lowerAsciiWord(word)) return word;
  if (word.endsWith("'s")) word = word.slice(0, -2);
  if (word.endsWith("ies") && word.length > 5) return `${word.slice(0, -3)}y`;
  if (word.endsWith("sses")) return word.slice(0, -2);
  if (word.endsWith("ing") && word.length > 6) return word.slice(0, -3);
  if (word.endsWith("ed") && word.length > 5) return word.slice(0, -2);
  if (word.endsWith("ly") && word.length > 5) return word.slice(0, -2);
  if (word.endsWith("s") && !word.endsWith("ss") && !word.endsWith("us") && !word.endsWith("is"))
    return word.slice(0, -1);
  return word;
}

/** Content terms of a text: words minus stop words and bare numbers' punctuation, stemmed. */
export function contentTerms(text: string): string[] {
  const out: string[] = [];
  for (const w of words(text)) {
    if (STOPWORDS.has(w)) continue;
    if (w.length < 2 && !(mayBeCjk(w) && CJK.test(w))) continue;
    out.push(stem(w));
  }
  return out;
}

export function isStopword(word: string): boolean {
  return STOPWORDS.has(word.toLowerCase());
}
