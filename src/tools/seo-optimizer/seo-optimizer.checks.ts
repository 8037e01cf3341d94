import { splitSentences } from "../../shared/text/sentences";
import { words } from "../../shared/text/tokens";
import { countSyllables, fleschReadingEase } from "../../shared/text/syllables";
import type { CheckId, SeoCheck } from "./contract";
import type { Doc } from "./seo-optimizer.document";
import {
  YOAST_IRREGULARS, YOAST_NON_VERB_ED, YOAST_PASSIVE_AUXILIARIES, YOAST_TRANSITION_PHRASES, YOAST_TRANSITION_WORDS, YOAST_TWO_PART,
} from "./seo-optimizer.yoast-lists";

/**
 * Yoast-style content checks (thresholds from yoastseo 3.6, see docs/tools/seo-optimizer.md). Each check scores
 * 0-9 (bad <= 4, ok 5-7, good > 7); the SEO score is the weighted mean of the checks scaled to 0-100.
 */

export const CHECK_WEIGHTS: Record<CheckId, number> = {
  "text-length": 10,
  "keyphrase-density": 15,
  "keyphrase-introduction": 5,
  "sentence-length": 10,
  "paragraph-length": 10,
  "subheading-distribution": 10,
  "flesch-reading-ease": 15,
  "passive-voice": 10,
  "transition-words": 10,
  "consecutive-sentences": 5,
};

export const LIMITS = {
  goodWords: 300, okWords: 250, longSentenceWords: 20, goodLongSentenceShare: 25, okLongSentenceShare: 30,
  goodParagraphWords: 150, okParagraphWords: 200, goodSectionWords: 300, okSectionWords: 350,
  goodPassiveShare: 10, okPassiveShare: 15, goodTransitionShare: 30, okTransitionShare: 20,
  minDensity: 0.5, maxDensity: 3, worstDensity: 4, goodFlesch: 60, okFlesch: 50, sameStartRun: 3,
} as const;

export interface TextStats {
  words: number;
  sentences: number;
  paragraphs: number;
  subheadings: number;
  longSentences: number;
  longestParagraph: number;
  longestSection: number;
  passiveSentences: number;
  transitionSentences: number;
  sameStartRuns: string[];
  flesch: number;
}

export interface CheckResult extends SeoCheck {
  /** What to do, when the check is not good. */
  recommendation?: string;
}

export interface Focus {
  phrase: string;
  count: number;
  inIntroduction: boolean;
}

function rate(score: number): SeoCheck["rating"] {
  return score > 7 ? "good" : score >= 5 ? "ok" : "bad";
}

const pct = (part: number, whole: number) => (whole === 0 ? 0 : (part / whole) * 100);
const fmt = (n: number) => (Math.round(n * 10) / 10).toLocaleString("en-US");

/** Words that end a passive clause begun by an auxiliary (Yoast splits sentences into clauses the same way). */
const CLAUSE_BREAKS = new Set(["that", "which", "who", "whom", "whose", "because", "but", "and", "or", "so", "if", "when", "while", "although", "though", "whereas", "unless", "until", "since"]);

/**
 * Yoast's English passive test: a clause that starts at a passive auxiliary ("is", "was", "been", "get"...) and
 * holds a participle (a regular -ed verb not on Yoast's list of -ed non-verbs, or an irregular participle).
 */
export function isPassive(tokens: string[]): boolean {
  for (let i = 0; i < tokens.length; i++) {
    if (!YOAST_PASSIVE_AUXILIARIES.has(tokens[i]!)) continue;
    for (let j = i + 1; j < tokens.length; j++) {
      const t = tokens[j]!;
      if (YOAST_PASSIVE_AUXILIARIES.has(t) || CLAUSE_BREAKS.has(t)) break;
      if (YOAST_IRREGULARS.has(t) || (/^\w{2,}ed$/.test(t) && !YOAST_NON_VERB_ED.has(t))) return true;
    }
  }
  return false;
}

/** Yoast's transition test: one of its transition words or phrases, or both parts of a two-part transition. */
export function hasTransition(_sentence: string, tokens: string[]): boolean {
  if (tokens.some((t) => YOAST_TRANSITION_WORDS.has(t))) return true;
  const padded = ` ${tokens.join(" ")} `;
  if (YOAST_TRANSITION_PHRASES.some((p) => padded.includes(` ${p} `))) return true;
  return YOAST_TWO_PART.some(([a, b]) => {
    const at = padded.indexOf(` ${a} `);
    return at >= 0 && padded.indexOf(` ${b} `, at + a.length + 1) >= 0;
  });
}

/** Measures the article in one pass over its sentences; also returns the body sentences (for key phrases). */
export function measure(doc: Doc): { stats: TextStats; units: string[] } {
  const stats: TextStats = {
    words: 0, sentences: 0, paragraphs: 0, subheadings: 0, longSentences: 0, longestParagraph: 0, longestSection: 0,
    passiveSentences: 0, transitionSentences: 0, sameStartRuns: [], flesch: 0,
  };
  let syllables = 0;
  let section = 0;
  let lastStart = "";
  let run = 0;
  const units: string[] = [];
  for (const block of doc.blocks) {
    if (block.type === "heading") {
      stats.subheadings += 1;
      stats.longestSection = Math.max(stats.longestSection, section);
      section = 0;
      continue;
    }
    const texts = block.type === "paragraph" ? [block.text] : block.items;
    let blockWords = 0;
    for (const text of texts) {
      for (const s of splitSentences(text)) {
        units.push(s.text);
        const tokens = words(s.text);
        if (tokens.length === 0) continue;
        stats.sentences += 1;
        blockWords += tokens.length;
        for (const t of tokens) syllables += countSyllables(t);
        if (tokens.length > LIMITS.longSentenceWords) stats.longSentences += 1;
        if (isPassive(tokens)) stats.passiveSentences += 1;
        if (hasTransition(s.text, tokens)) stats.transitionSentences += 1;
        const first = tokens[0]!;
        run = first === lastStart ? run + 1 : 1;
        lastStart = first;
        if (run === LIMITS.sameStartRun) stats.sameStartRuns.push(first);
      }
    }
    stats.words += blockWords;
    section += blockWords;
    if (block.type === "paragraph") {
      stats.paragraphs += 1;
      stats.longestParagraph = Math.max(stats.longestParagraph, blockWords);
    }
  }
  stats.longestSection = Math.max(stats.longestSection, section);
  stats.flesch = fleschReadingEase(stats.words, stats.sentences, syllables);
  return { stats, units };
}

/** Runs every check; `focus` is the article's key phrase (found by the keyword step). */
export function runChecks(stats: TextStats, focus: Focus | null): CheckResult[] {
  const checks: CheckResult[] = [];
  const push = (id: CheckId, label: string, score: number, detail: string, recommendation: string) =>
    checks.push({
      id, label, score, rating: rate(score), weight: CHECK_WEIGHTS[id], detail,
      ...(score > 7 ? {} : { recommendation }),
    });
  const w = stats.words;

  // Text length
  {
    const score = w >= LIMITS.goodWords ? 9 : w >= LIMITS.okWords ? 6 : w >= 200 ? 3 : w >= 100 ? 2 : 1;
    push("text-length", "Text length", score, `The article has ${w.toLocaleString("en-US")} words (aim for at least ${LIMITS.goodWords}).`,
      `Add ${(LIMITS.goodWords - w).toLocaleString("en-US")} more words of useful content: search engines and readers favour articles of ${LIMITS.goodWords}+ words.`);
  }

  // Key-phrase density
  {
    const density = focus ? pct(focus.count, w) : 0;
    const score = !focus || focus.count <= 1 ? 4 : density < LIMITS.minDensity ? 4
      : density <= LIMITS.maxDensity ? 9 : density <= LIMITS.worstDensity ? 2 : 0;
    const detail = focus
      ? `The key phrase "${focus.phrase}" appears ${focus.count} time${focus.count === 1 ? "" : "s"}: a density of ${fmt(density)}% (good: ${LIMITS.minDensity}-${LIMITS.maxDensity}%).`
      : "No phrase is repeated often enough to act as a key phrase.";
    const advice = !focus
      ? "Choose one key phrase for the article and use it a few times (about once every 100-200 words)."
      : density > LIMITS.maxDensity
        ? `Use "${focus.phrase}" less often (it is ${fmt(density)}% of the words; stay under ${LIMITS.maxDensity}%): vary it with synonyms.`
        : `Use the key phrase "${focus.phrase}" more often: aim for ${LIMITS.minDensity}-${LIMITS.maxDensity}% of the words (about ${Math.max(2, Math.ceil((w * LIMITS.minDensity) / 100))} times in this article).`;
    push("keyphrase-density", "Key-phrase density", score, detail, advice);
  }

  // Key phrase in the introduction
  {
    const score = focus?.inIntroduction ? 9 : 3;
    push("keyphrase-introduction", "Key phrase in introduction", score,
      focus ? (focus.inIntroduction ? `The first paragraph mentions "${focus.phrase}".` : `The first paragraph does not mention "${focus.phrase}".`) : "There is no key phrase to look for.",
      focus ? `Mention "${focus.phrase}" in the first paragraph so readers and search engines see the topic at once.` : "State the article's main topic in its first paragraph.");
  }

  // Sentence length
  {
    const share = pct(stats.longSentences, stats.sentences);
    const score = share <= LIMITS.goodLongSentenceShare ? 9 : share <= LIMITS.okLongSentenceShare ? 6 : 3;
    push("sentence-length", "Sentence length", score,
      `${fmt(share)}% of the sentences have more than ${LIMITS.longSentenceWords} words (${stats.longSentences} of ${stats.sentences}; aim for at most ${LIMITS.goodLongSentenceShare}%).`,
      `Shorten or split the ${stats.longSentences} sentences longer than ${LIMITS.longSentenceWords} words.`);
  }

  // Paragraph length
  {
    const longest = stats.longestParagraph;
    const score = longest <= LIMITS.goodParagraphWords ? 9 : longest <= LIMITS.okParagraphWords ? 6 : 3;
    push("paragraph-length", "Paragraph length", score,
      `The longest paragraph has ${longest} words (aim for at most ${LIMITS.goodParagraphWords}).`,
      `Break paragraphs longer than ${LIMITS.goodParagraphWords} words into smaller ones.`);
  }

  // Subheading distribution
  {
    const longest = stats.longestSection;
    const score = stats.subheadings === 0
      ? (w > LIMITS.goodWords ? 2 : 9)
      : longest <= LIMITS.goodSectionWords ? 9 : longest <= LIMITS.okSectionWords ? 6 : 3;
    const detail = stats.subheadings === 0
      ? `No subheadings in ${w.toLocaleString("en-US")} words${w > LIMITS.goodWords ? "" : " (fine for a text this short)"}.`
      : `${stats.subheadings} subheading${stats.subheadings === 1 ? "" : "s"}; the longest section has ${longest} words (aim for at most ${LIMITS.goodSectionWords}).`;
    push("subheading-distribution", "Subheading distribution", score, detail,
      `Add subheadings so that no section runs longer than ${LIMITS.goodSectionWords} words.`);
  }

  // Flesch reading ease
  {
    const f = stats.flesch;
    const score = f >= 70 ? 9 : f >= LIMITS.goodFlesch ? 8 : f >= LIMITS.okFlesch ? 6 : f >= 30 ? 3 : 2;
    push("flesch-reading-ease", "Flesch reading ease", score,
      `Flesch reading ease ${fmt(f)} (60 or more reads easily; under 50 is hard).`,
      "Make the text easier to read: use shorter sentences and shorter, everyday words.");
  }

  // Passive voice
  {
    const share = pct(stats.passiveSentences, stats.sentences);
    const score = share <= LIMITS.goodPassiveShare ? 9 : share <= LIMITS.okPassiveShare ? 6 : 3;
    push("passive-voice", "Passive voice", score,
      `${fmt(share)}% of the sentences use the passive voice (${stats.passiveSentences} of ${stats.sentences}; aim for at most ${LIMITS.goodPassiveShare}%).`,
      `Rewrite some of the ${stats.passiveSentences} passive sentences in the active voice (say who does what).`);
  }

  // Transition words
  {
    const share = pct(stats.transitionSentences, stats.sentences);
    const score = share >= LIMITS.goodTransitionShare ? 9 : share >= LIMITS.okTransitionShare ? 6 : 3;
    push("transition-words", "Transition words", score,
      `${fmt(share)}% of the sentences contain a transition word (aim for at least ${LIMITS.goodTransitionShare}%).`,
      "Link your sentences with transition words such as \"however\", \"for example\", \"therefore\" or \"as a result\".");
  }

  // Consecutive sentences
  {
    const runs = stats.sameStartRuns;
    const score = runs.length === 0 ? 9 : 3;
    push("consecutive-sentences", "Consecutive sentences", score,
      runs.length === 0
        ? "No three sentences in a row begin with the same word."
        : `${runs.length} time${runs.length === 1 ? "" : "s"} three or more sentences in a row begin with the same word (${[...new Set(runs)].slice(0, 3).map((r) => `"${r}"`).join(", ")}).`,
      "Vary how consecutive sentences begin.");
  }
  return checks;
}

export function scoreChecks(checks: SeoCheck[]): number {
  const total = checks.reduce((s, c) => s + c.weight, 0);
  const got = checks.reduce((s, c) => s + (c.weight * c.score) / 9, 0);
  return total === 0 ? 0 : Math.max(0, Math.min(100, Math.round((got / total) * 100)));
}
