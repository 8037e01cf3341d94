/**
 * Words, tokens and syllables counted the way Yoast SEO counts them (yoastseo 3.6, GPL-3.0 like this project), so the
 * checks agree with the analysis people trust: tokens split on spaces, dashes and brackets with punctuation peeled
 * off (splitIntoTokens), words with punctuation removed (getWords), Yoast's English syllable rules. Linear time.
 */
import YOAST_DATA from "./seo-optimizer.yoast-data.json" with { type: "json" };

const PUNCTUATION =
  "\\–\\-\\(\\)_\\[\\]’‘“”〝〞〟‟„\"'.?!:;,¿¡«»‹›\u2014\u00d7\u002b\u0026\u06d4\u061f\u060C\u061B\u3002\uff61" +
  "\uff01\u203c\uff1f\u2047\u2049\u2048\u2025\u2026\u30fb\u30fc\u3001\u3003\u3004\u3006\u3007\u3008\u3009\u300a\u300b\u300c\u300d\u300e" +
  "\u300f\u3010\u3011\u3012\u3013\u3014\u3015\u3016\u3017\u3018\u3019\u301a\u301b\u301c\u301d\u301e\u301f\u3020\u3036\u303c\u303d\uff5b" +
  "\uff5d\uff5c\uff5e\uff5f\uff60\uff62\uff63\uff64\uff3b\uff3d\uff65\uffe5\uff04\uff05\uff20\uff06\uff07\uff08\uff09\uff0a\uff0f\uff1a" +
  "\uff1b\uff1c\uff1e\uff3c\\<>";
const PUNCTUATION_START = new RegExp(`^[${PUNCTUATION}]+`);
const PUNCTUATION_END = new RegExp(`[${PUNCTUATION}]+$`);

/** HTML entities the parse step keeps "hashed" ("#amp;") while it tokenizes. */
const HASHED_ENTITIES = [
  "amp;",
  "lt;",
  "gt;",
  "quot;",
  "apos;",
  "ndash;",
  "mdash;",
  "copy;",
  "reg;",
  "trade;",
  "pound;",
  "yen;",
  "euro;",
  "dollar;",
  "deg;",
  "asymp;",
  "ne;",
  "nbsp;",
].map((e) => `#${e}`);
const HASHED_START = new RegExp(`^(${HASHED_ENTITIES.join("|")})`);
const HASHED_END = new RegExp(`(${HASHED_ENTITIES.join("|")})$`);

const ABBREVIATIONS = new Set(YOAST_DATA.abbreviations.map((a) => a.toLocaleLowerCase()));

/** Yoast's removePunctuation: punctuation off both ends (and "&amp", backslashes). */
export function removePunctuation(text: string): string {
  return text
    .replace(/&nbsp;/g, " ")
    .replace("\u0026amp", "")
    .replace(/\\/g, "")
    .replace(PUNCTUATION_START, "")
    .replace(PUNCTUATION_END, "");
}

/** Yoast's stripSpaces. */
export function stripSpaces(text: string): string {
  return text
    .replace(/\s{2,}/g, " ")
    .replace(/\s\.$/, ".")
    .replace(/^\s+|\s+$/g, "")
    .replace(/\s。/g, "。")
    .replace(/。\s/g, "。");
}

const WORD_SEPARATORS = /([\s\t\u00A0\u2013\u2014\u002d[\]]|#nbsp;)/;

/** A sentence's tokens: words, spaces and punctuation marks (Yoast's splitIntoTokens + createPunctuationTokens). */
export function splitIntoTokens(text: string): string[] {
  if (!text) return [];
  const out: string[] = [];
  for (let token of text.split(WORD_SEPARATORS)) {
    if (token === "") continue;
    const pre: string[] = [];
    const post: string[] = [];
    while (PUNCTUATION_START.test(token) && !HASHED_START.test(token)) {
      pre.push(token[0]!);
      token = token.slice(1);
    }
    while (PUNCTUATION_END.test(token) && !HASHED_END.test(token) && !ABBREVIATIONS.has(token.toLocaleLowerCase())) {
      post.unshift(token[token.length - 1]!);
      token = token.slice(0, -1);
    }
    for (const t of [...pre, token, ...post]) if (t !== "") out.push(t);
  }
  return out;
}

/** Words from tokens (Yoast's getWordsFromTokens): hyphenated words kept whole unless `splitOnHyphens`. */
export function wordsFromTokens(tokens: readonly string[], splitOnHyphens = true): string[] {
  let parts = tokens;
  if (!splitOnHyphens && tokens.includes("-")) {
    const merged = [...tokens];
    for (let i = merged.indexOf("-"); i !== -1; i = merged.indexOf("-")) {
      if (i === 0 || i === merged.length - 1) merged.splice(i, 1);
      else merged.splice(i - 1, 3, `${merged[i - 1]}-${merged[i + 1]}`);
    }
    parts = merged;
  }
  const out: string[] = [];
  for (const t of parts) {
    const w = removePunctuation(t);
    if (w.trim() !== "") out.push(w);
  }
  return out;
}

/** Yoast's getWords: tags dropped, split on white space, punctuation removed (used for counts over raw text). */
export function yoastWords(text: string): string[] {
  const clean = stripSpaces(
    text
      .replace(/&nbsp;/g, " ")
      .replace(/\u2014/g, " ")
      .replace(/\s/g, " ")
      .replace(/(<([^>]+)>)/gi, " "),
  );
  if (clean === "") return [];
  const out: string[] = [];
  for (const w of clean.split(/\s/g)) {
    const r = removePunctuation(w);
    if (r.trim() !== "") out.push(r);
  }
  return out;
}

/** Characters that end a word (Yoast's wordBoundaries, taken as its Set takes them). */
const WORD_BOUNDARIES = new Set<string>(YOAST_DATA.wordBoundaries);
export const isWordBoundary = (c: string | undefined) => c !== undefined && WORD_BOUNDARIES.has(c);

const BOUNDARY = '[ \\u00a0\\u2014\\u06d4\\u061f\\u060C\\u061B\\n\\r\\t.,()”“〝〞〟‟„"+\\-;!¡?¿:/»«‹›<>';
/** Yoast's addWordboundary: the phrase as a whole word (a quote mark after it counts as a boundary too). */
export function withWordBoundaries(source: string, lookAhead = false): string {
  const end = lookAhead
    ? `($|((?=${BOUNDARY}]))|((['‘’‛\`])(${BOUNDARY}])))`
    : `($|(${BOUNDARY}])|((['‘’‛\`])(${BOUNDARY}])))`;
  return `(^|${BOUNDARY}'‘’‛\`])${source}${end}`;
}

export const escapeRegExp = (s: string) => s.replace(/[\\^$.*+?()[\]{}|]/g, "\\$&");

/** Yoast's createRegexFromArray: any of the words, each as a whole word, case-insensitive. */
export function wordListRegex(list: readonly string[]): RegExp {
  return new RegExp(
    `(${list.map((w) => withWordBoundaries(stripSpaces(w.replace(/\s/g, " ")), true)).join(")|(")})`,
    "ig",
  );
}

// ---- Syllables (Yoast's countSyllables with its English syllables.json) ----

interface SyllableData {
  vowels: string;
  deviations: {
    vowels: { fragments: string[]; countModifier: number }[];
    words: {
      full: { word: string; syllables: number }[];
      fragments: { global: { word: string; syllables: number; notFollowedBy?: string[]; alsoFollowedBy?: string[] }[] };
    };
  };
}
const SYLLABLES = YOAST_DATA.syllables as SyllableData;
const NON_VOWEL = new RegExp(`[^${SYLLABLES.vowels}]`, "ig");
const VOWEL_STEPS = SYLLABLES.deviations.vowels.map((step) => ({
  regex: new RegExp(`(${step.fragments.join(")|(")})`, "ig"),
  modifier: step.countModifier,
}));
const FULL_WORDS = new Map(SYLLABLES.deviations.words.full.map((d) => [d.word, d.syllables]));
const FRAGMENTS = SYLLABLES.deviations.words.fragments.global.map((f) => {
  let source = f.word;
  if (f.notFollowedBy) source += `(?![${f.notFollowedBy.join("")}])`;
  if (f.alsoFollowedBy) source += `[${f.alsoFollowedBy.join("")}]?`;
  return { regex: new RegExp(source), word: f.word, syllables: f.syllables };
});

export function syllablesInWord(word: string): number {
  const full = FULL_WORDS.get(word);
  if (full) return full;
  let count = 0;
  let rest = word;
  for (const f of FRAGMENTS) {
    if (f.regex.test(rest)) {
      rest = rest.replace(f.word, " ");
      count += f.syllables;
    }
  }
  count += rest.split(NON_VOWEL).filter((v) => v !== "").length;
  for (const step of VOWEL_STEPS) count += (rest.match(step.regex)?.length ?? 0) * step.modifier;
  return count;
}

/** Syllables of a text (Yoast lower-cases it and counts each of its getWords words). */
export function syllablesInText(text: string): number {
  let n = 0;
  for (const w of yoastWords(text.toLocaleLowerCase())) n += syllablesInWord(w);
  return n;
}
