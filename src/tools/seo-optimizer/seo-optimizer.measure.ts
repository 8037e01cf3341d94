/**
 * Measures an article the way Yoast SEO reads the same HTML (yoastseo 3.6): headings, paragraphs and list items are
 * its text blocks; sentences, tokens, words, syllables, passive clauses and transition words are counted with Yoast's
 * own rules and word lists (see seo-optimizer.words.ts, .sentences.ts, .passive.ts). One pass over the blocks.
 */
import { withoutCode, type Doc } from "./seo-optimizer.blocks";
import { isPassiveSentence } from "./seo-optimizer.passive";
import { blockSentences, treeSentences } from "./seo-optimizer.sentences";
import {
  escapeRegExp,
  removePunctuation,
  splitIntoTokens,
  stripSpaces,
  syllablesInText,
  withWordBoundaries,
  wordsFromTokens,
  yoastWords,
} from "./seo-optimizer.words";
import YOAST_DATA from "./seo-optimizer.yoast-data.json" with { type: "json" };

interface Sentence {
  text: string;
  tokens: string[];
}

/** A text block as Yoast's parse tree holds it (inline code left out); `level` for headings. */
interface TreeBlock {
  kind: "heading" | "paragraph" | "item";
  level?: number;
  text: string;
  sentences: Sentence[];
}

export interface TextStats {
  /** Words as Yoast's text-length check counts them (headings included). */
  words: number;
  /** Sentences that hold a word (headings included). */
  sentences: number;
  paragraphs: number;
  subheadings: number;
  longSentences: number;
  longestParagraph: number;
  /** Words before the first subheading (0 without subheadings), the longest section, sections over 300 words. */
  introWords: number;
  longestSection: number;
  sectionsOver300: number;
  passiveSentences: number;
  /** Sentences of the passive-voice and Flesch counts (Yoast splits raw HTML there, a little differently). */
  passiveTotal: number;
  transitionSentences: number;
  transitionTotal: number;
  /** Words of the parse tree, hyphenated words split (Yoast's length for transitions and key-phrase density). */
  treeWords: number;
  sameStartRuns: string[];
  /** Flesch reading ease 0-100, or null when the text is too short (10 words or fewer) to measure. */
  flesch: number | null;
}

/** Yoast's formatNumber: integers kept, others rounded to one decimal. */
export const formatNumber = (n: number) => (Math.round(n) === n ? n : Math.round(n * 10) / 10);

const HASHED: [RegExp, string, RegExp, string][] = [
  [/&/g, "#amp;", /#amp;/g, "&"],
  [/</g, "#lt;", /#lt;/g, "<"],
  [/>/g, "#gt;", /#gt;/g, ">"],
];
const hash = (s: string) => HASHED.reduce((t, [from, to]) => t.replace(from, to), s);
const unhash = (s: string) => (s.includes("#") ? HASHED.reduce((t, [, , from, to]) => t.replace(from, to), s) : s);
const escapeText = (s: string) =>
  s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/\u00a0/g, "&nbsp;");

/** Sentences and tokens of a block's text ("&", "<", ">" arrive as entities, which Yoast's parser keeps hashed). */
export function sentencesOf(text: string): Sentence[] {
  return treeSentences(hash(text)).map((s) => ({ text: unhash(s), tokens: splitIntoTokens(s).map(unhash) }));
}

/** The blocks Yoast analyses: headings, paragraphs and list items (quotations and code are left out, as it does). */
function treeBlocks(doc: Doc): TreeBlock[] {
  const out: TreeBlock[] = [];
  const add = (kind: TreeBlock["kind"], raw: string, level?: number) => {
    const text = withoutCode(raw);
    out.push({ kind, text, sentences: sentencesOf(text), ...(level ? { level } : {}) });
  };
  for (const b of doc.blocks) {
    if (b.type === "heading") add("heading", b.text, b.level);
    else if (b.type === "paragraph") add("paragraph", b.text);
    else if (b.type === "list") for (const item of b.items) add("item", item);
  }
  return out;
}

// ---- Transition words (Yoast's findTransitionWords) ----
const byFirstWord = (phrases: string[][]) => {
  const map = new Map<string, string[][]>();
  for (const p of phrases) map.set(p[0]!, [...(map.get(p[0]!) ?? []), p]);
  return map;
};
const TRANSITIONS = byFirstWord(
  [...YOAST_DATA.transitionWords, ...YOAST_DATA.transitionPhrases].map((t) => t.toLocaleLowerCase().split(" ")),
);
const TWO_PART = (YOAST_DATA.twoPartTransitions as [string, string][]).map(
  ([a, b]) => [a.toLocaleLowerCase().split(" "), b.toLocaleLowerCase().split(" ")] as const,
);

function containsWords(tokens: string[], words: readonly string[]): boolean {
  for (let i = 0; i + words.length <= tokens.length; i++) if (words.every((w, j) => tokens[i + j] === w)) return true;
  return false;
}

export function hasTransition(s: Sentence): boolean {
  const tokens = s.tokens.filter((t) => t !== " ").map((t) => t.toLocaleLowerCase());
  if (TWO_PART.some(([a, b]) => containsWords(tokens, a) && containsWords(tokens, b))) return true;
  return tokens.some((t, i) => TRANSITIONS.get(t)?.some((p) => p.every((w, j) => tokens[i + j] === w)));
}

// ---- Sentence beginnings (Yoast's getSentenceBeginnings) ----
const FIRST_WORD_EXCEPTIONS = new Set(YOAST_DATA.firstWordExceptions);

function sentenceBeginning(s: Sentence): string {
  const words = wordsFromTokens(s.tokens, false);
  if (words.length === 0) return "";
  let start = words[0]!.toLowerCase();
  if (FIRST_WORD_EXCEPTIONS.has(start) && words.length > 1) start += ` ${words[1]!.toLowerCase()}`;
  return start;
}

/** Beginnings shared by more than two sentences in a row (Yoast groups runs; an empty beginning joins the next run). */
function sameStartRuns(beginnings: string[]): string[] {
  const runs: string[] = [];
  let count = 0;
  beginnings.forEach((b, i) => {
    count += 1;
    if (b && b !== beginnings[i + 1]) {
      if (count > 2) runs.push(b);
      count = 0;
    }
  });
  return runs;
}

const stripNumbers = (text: string) => {
  const t = stripSpaces(text.replace(/\b[0-9]+\b/g, ""));
  return t === "." ? "" : t;
};

export function measure(doc: Doc): { stats: TextStats; blocks: TreeBlock[] } {
  const blocks = treeBlocks(doc);
  const stats: TextStats = {
    words: 0,
    sentences: 0,
    paragraphs: 0,
    subheadings: 0,
    longSentences: 0,
    longestParagraph: 0,
    introWords: 0,
    longestSection: 0,
    sectionsOver300: 0,
    passiveSentences: 0,
    passiveTotal: 0,
    transitionSentences: 0,
    transitionTotal: 0,
    treeWords: 0,
    sameStartRuns: [],
    flesch: null,
  };
  const beginnings: string[] = [];
  let fleschSentences = 0;
  let fleschWords = 0;
  let syllables = 0;
  // Words before the first subheading, then after each subheading up to the next (Yoast's getSubheadingTextLengths).
  let section = 0;
  const sections: number[] = [];
  for (const block of blocks) {
    const words = yoastWords(block.text).length;
    stats.words += words;
    if (block.kind === "heading") {
      if (stats.subheadings === 0) stats.introWords = section;
      if (stats.subheadings > 0 || section > 0) sections.push(section);
      section = 0;
      stats.subheadings += 1;
    } else section += words;
    let blockTokens: string[] = [];
    for (const s of block.sentences) {
      stats.transitionTotal += 1;
      stats.treeWords += wordsFromTokens(s.tokens).length;
      if (hasTransition(s)) stats.transitionSentences += 1;
      const length = wordsFromTokens(s.tokens, false).length;
      if (length > 0) {
        stats.sentences += 1;
        if (length > 20) stats.longSentences += 1;
      }
      if (block.kind !== "item" && s.tokens.length > 0) beginnings.push(sentenceBeginning(s));
      blockTokens = blockTokens.concat(s.tokens);
    }
    if (block.kind !== "heading") {
      const length = wordsFromTokens(blockTokens, false).length;
      if (length > 0) {
        stats.paragraphs += 1;
        stats.longestParagraph = Math.max(stats.longestParagraph, length);
      }
    }
    // Yoast's passive and Flesch researches split the raw HTML (entities as written) rather than the parse tree.
    for (const s of blockSentences(block.text)) {
      stats.passiveTotal += 1;
      if (isPassiveSentence(s)) stats.passiveSentences += 1;
    }
    const plain = stripNumbers(escapeText(block.text));
    fleschSentences += blockSentences(plain).length;
    fleschWords += yoastWords(plain).length;
    syllables += syllablesInText(plain);
  }
  if (stats.subheadings > 0) sections.push(section);
  stats.longestSection = Math.max(0, ...sections);
  stats.sectionsOver300 = sections.filter((n) => n > 300).length;
  stats.sameStartRuns = sameStartRuns(beginnings);
  if (fleschSentences >= 1 && fleschWords > 10) {
    const score = 206.835 - 1.015 * (fleschWords / fleschSentences) - 84.6 * (syllables / fleschWords);
    stats.flesch = Math.min(100, Math.max(0, formatNumber(score)));
  }
  return { stats, blocks };
}

// ---- Key phrase (Yoast's keyphrase forms, count, density and introduction research; no morphology) ----
const FUNCTION_WORDS = new Set(YOAST_DATA.functionWords);

/** The key phrase's content words as Yoast matches them (function words dropped when others remain). */
function keyphraseWords(phrase: string): string[] {
  const clean = stripSpaces(
    phrase
      .toLocaleLowerCase()
      .trim()
      .replace(/\s/g, " ")
      .replace(/(<([^>]+)>)/gi, " "),
  );
  const words = clean
    .split(/[\s\u2013\u002d]/)
    .map(removePunctuation)
    .filter((w) => w.trim() !== "");
  const content = words.filter((w) => !FUNCTION_WORDS.has(w));
  return content.length ? content : words;
}

/** True when a subheading holds more than half the key phrase's words (Yoast's test for "uses the key phrase"). */
export function headingUsesKeyphrase(heading: string, phrase: string): boolean {
  const patterns = keyphraseWords(phrase).map(wordRegex);
  const hits = patterns.filter((p) => p.test(heading)).length;
  return patterns.length > 0 && Math.round((hits / patterns.length) * 100) > 50;
}

const wordRegex = (word: string) => new RegExp(withWordBoundaries(escapeRegExp(word).replace(/['‘’‛`‹›]/g, "'")), "ig");

export interface KeyphraseUse {
  /** Key-phrase matches: per sentence, the fewest uses of any of its words. */
  count: number;
  /** Content words in the key phrase. */
  length: number;
  /** "sentence": one sentence of the first paragraph holds every word; "paragraph": the paragraph does. */
  introduction: "sentence" | "paragraph" | "none";
  /** h2 and h3 subheadings (Yoast's "top level"), and those holding more than half the key phrase's words. */
  topSubheadings: number;
  subheadingsWithKeyphrase: number;
}

export function keyphraseUse(phrase: string, blocks: TreeBlock[]): KeyphraseUse {
  const words = keyphraseWords(phrase);
  const patterns = words.map(wordRegex);
  const found = (text: string) =>
    patterns.every((p) => {
      p.lastIndex = 0;
      return p.test(text);
    });
  let count = 0;
  for (const block of blocks) {
    for (const s of block.sentences) {
      let fewest = Infinity;
      for (const p of patterns) {
        let n = 0;
        for (const t of s.tokens) {
          p.lastIndex = 0;
          if (p.test(t)) n += 1;
        }
        fewest = Math.min(fewest, n);
        if (n === 0) break;
      }
      if (patterns.length && fewest > 0) count += fewest;
    }
  }
  const first = blocks.find((b) => b.kind !== "heading");
  let introduction: KeyphraseUse["introduction"] = "none";
  if (first && patterns.length) {
    if (first.sentences.some((s) => found(s.text))) introduction = "sentence";
    else if (found(first.text)) introduction = "paragraph";
  }
  let topSubheadings = 0;
  let subheadingsWithKeyphrase = 0;
  for (const b of blocks) {
    if (b.kind !== "heading" || (b.level !== 2 && b.level !== 3)) continue;
    topSubheadings += 1;
    if (headingUsesKeyphrase(b.text, phrase)) subheadingsWithKeyphrase += 1;
  }
  return { count, length: words.length, introduction, topSubheadings, subheadingsWithKeyphrase };
}
