import type { CheckId, SeoCheck } from "./contract";
import { formatNumber, type KeyphraseUse, type TextStats } from "./seo-optimizer.measure";

/**
 * The content checks, scored like Yoast SEO's assessments (yoastseo 3.6; thresholds in docs/tools/seo-optimizer.md)
 * on the measures of seo-optimizer.measure.ts. Each check scores 0-9 (bad <= 4, ok 5-7, good > 7); where Yoast gives
 * a negative score (a text far too short, keyword stuffing) the check scores 0-2 and a score cap says why.
 * The SEO score is the weighted mean of the checks scaled to 0-100 (weights: see CHECK_WEIGHTS).
 */

/**
 * The SEO score follows Yoast's own two scores, averaged: its readability score (a traffic light from penalty points
 * over the six readability checks) and its SEO score (the mean of its key-phrase and length assessments). Yoast's SEO
 * score also counts a title, meta description, URL, images and links, which a pasted article has none of: Yoast
 * scores them the same for every article, so leaving them out changes no ranking (see scoreChecks).
 * Flesch reading ease is no longer one of Yoast's assessments: it is shown as guidance and does not count.
 * `weight` (the check's share of the score, in the response) is read from this table.
 */
const CHECK_WEIGHTS: Record<CheckId, number> = {
  "text-length": 7,
  "keyphrase-density": 7,
  "keyphrase-introduction": 7,
  "keyphrase-subheadings": 7,
  "sentence-length": 12,
  "paragraph-length": 12,
  "subheading-distribution": 12,
  "flesch-reading-ease": 0,
  "passive-voice": 12,
  "transition-words": 12,
  "consecutive-sentences": 12,
};

const READABILITY: CheckId[] = [
  "sentence-length",
  "paragraph-length",
  "subheading-distribution",
  "passive-voice",
  "transition-words",
  "consecutive-sentences",
];
const SEO: CheckId[] = ["text-length", "keyphrase-density", "keyphrase-introduction", "keyphrase-subheadings"];

export const LIMITS = {
  goodWords: 300,
  okWords: 250,
  longSentenceWords: 20,
  goodLongSentenceShare: 25,
  okLongSentenceShare: 30,
  goodParagraphWords: 150,
  okParagraphWords: 200,
  goodSectionWords: 300,
  okSectionWords: 350,
  goodPassiveShare: 10,
  okPassiveShare: 15,
  goodTransitionShare: 30,
  okTransitionShare: 20,
  transitionMinWords: 200,
  minDensity: 0.5,
  maxDensity: 3,
  worstDensity: 4,
  goodFlesch: 60,
  okFlesch: 50,
  sameStartRun: 3,
} as const;

export interface CheckResult extends SeoCheck {
  /** What to do, when the check is not good. */
  recommendation?: string;
  /** Yoast's own score for the check, which can be negative (a text far too short, keyword stuffing): the overall uses it. */
  points: number;
}

export interface Focus extends KeyphraseUse {
  phrase: string;
  /** Another form of the phrase the first paragraph uses ("sourdough starters"), when it lacks the exact one. */
  introductionForm?: string;
}

function rate(score: number): SeoCheck["rating"] {
  return score > 7 ? "good" : score > 4 ? "ok" : "bad";
}

const pct = (part: number, whole: number) => (whole === 0 ? 0 : formatNumber((part / whole) * 100));
const fmt = (n: number) => (Math.round(n * 10) / 10).toLocaleString("en-US");
const plural = (n: number, word: string) => `${n.toLocaleString("en-US")} ${word}${n === 1 ? "" : "s"}`;

/** Yoast's key-phrase length factor: longer phrases are expected less often. */
const lengthFactor = (words: number) => 0.7 + words / 3;

/** Yoast's keyphraseDensity score: 9 good, 4 too rare, -10 too frequent, -50 far too frequent. */
export function densityScore(focus: Focus, treeWords: number): number {
  if (treeWords < 100) {
    const max = treeWords > 50 ? 2 : 1;
    if (focus.count === 0) return 4;
    if (focus.count <= max) return 9;
    return focus.count === max + 1 ? -10 : -50;
  }
  const density = (focus.count / treeWords) * 100 * lengthFactor(focus.length);
  const minCount = Math.max(2, Math.ceil((LIMITS.minDensity * treeWords) / (100 * lengthFactor(focus.length))));
  if (focus.count === 0 || focus.count === 1 || density < LIMITS.minDensity) return 4;
  if (density <= LIMITS.maxDensity || (focus.count === 2 && minCount <= 2)) return 9;
  return density <= LIMITS.worstDensity ? -10 : -50;
}

/** Yoast's subheadingsKeyword score: the key phrase (more than half its words) in 30-75% of the h2/h3 subheadings. */
function subheadingKeyphraseScore(focus: Focus, stats: TextStats): number {
  const { topSubheadings: count, subheadingsWithKeyphrase: matches } = focus;
  if (count === 0) return stats.words >= LIMITS.goodSectionWords ? 2 : 9;
  const min = Math.ceil(count * 0.3);
  const max = Math.floor(count * 0.75);
  if (matches > 0 && matches < min) return 3;
  if (count > 1 && matches > max) return 3;
  if (count === 1 && matches === 1) return 9;
  return matches >= min && matches <= max ? 9 : 3;
}

/** Yoast's grades for a measure that should stay low: 9 up to `good`, 6 up to `ok`, 3 above. */
const lowIsGood = (value: number, good: number, ok: number) => (value <= good ? 9 : value <= ok ? 6 : 3);

/** Runs every check; `focus` is the article's key phrase (found by the keyword step). */
export function runChecks(stats: TextStats, focus: Focus | null): CheckResult[] {
  const checks: CheckResult[] = [];
  const push = (id: CheckId, label: string, points: number, detail: string, recommendation: string) => {
    const score = Math.max(0, points < 0 ? (points <= -20 ? points + 21 : 2) : points);
    checks.push({
      id,
      label,
      score,
      points,
      rating: rate(score),
      weight: CHECK_WEIGHTS[id],
      detail,
      ...(score > 7 ? {} : { recommendation }),
    });
  };
  /** A check on the share of sentences with a fault (long, passive), in percent, graded by lowIsGood. */
  const shareCheck = (
    id: CheckId,
    label: string,
    c: { count: number; total: number; limits: [good: number, ok: number]; fault: string; advice: string },
  ) => {
    const share = pct(c.count, c.total);
    const [good, ok] = c.limits;
    const detail = `${fmt(share)}% of the sentences ${c.fault} (${c.count} of ${c.total}; aim for at most ${good}%).`;
    push(id, label, lowIsGood(share, good, ok), detail, c.advice);
  };
  const w = stats.words;

  {
    const score = w >= LIMITS.goodWords ? 9 : w >= LIMITS.okWords ? 6 : w >= 200 ? 3 : w >= 100 ? -10 : -20;
    push(
      "text-length",
      "Text length",
      score,
      `The article has ${plural(w, "word")} (aim for at least ${LIMITS.goodWords}).`,
      `Add ${plural(LIMITS.goodWords - w, "more word")} of useful content: search engines and readers favour articles of ${LIMITS.goodWords}+ words.`,
    );
  }

  {
    const score = focus ? densityScore(focus, stats.treeWords) : -50; // Yoast's score without a key phrase
    const density = focus && stats.treeWords ? (focus.count / stats.treeWords) * 100 : 0;
    const detail = focus
      ? `The key phrase "${focus.phrase}" is used ${plural(focus.count, "time")} in ${plural(stats.treeWords, "word")}: a density of ${fmt(density)}%.`
      : "No phrase is repeated often enough to act as a key phrase.";
    const advice = !focus
      ? "Choose one key phrase for the article and use it a few times (about once every 100-200 words)."
      : score <= 2
        ? `Use "${focus.phrase}" less often: vary it with synonyms or pronouns so it reads naturally.`
        : `Use the key phrase "${focus.phrase}" more often: about once every 100-200 words.`;
    push("keyphrase-density", "Key-phrase density", score, detail, advice);
  }

  {
    const where = focus?.introduction ?? "none";
    const score = where === "sentence" ? 9 : where === "paragraph" ? 6 : 3;
    const detail = !focus
      ? "There is no key phrase to look for."
      : where === "sentence"
        ? `The first paragraph mentions "${focus.phrase}".`
        : where === "paragraph"
          ? `The first paragraph uses the words of "${focus.phrase}", but not in one sentence.`
          : `The first paragraph does not mention "${focus.phrase}".`;
    const advice = !focus
      ? "State the article's main topic in its first paragraph."
      : focus.introductionForm
        ? `The first paragraph says "${focus.introductionForm}"; use the exact words "${focus.phrase}" once in one of its sentences (Yoast matches the exact form).`
        : `Mention "${focus.phrase}" in one sentence of the first paragraph so readers and search engines see the topic at once.`;
    push("keyphrase-introduction", "Key phrase in introduction", score, detail, advice);
  }

  {
    const score = focus ? subheadingKeyphraseScore(focus, stats) : 1; // Yoast's score without a key phrase
    const n = focus?.topSubheadings ?? 0;
    const detail = !focus
      ? "There is no key phrase to look for."
      : n === 0
        ? `No subheadings${w >= LIMITS.goodSectionWords ? "" : " (fine for a text this short)"}.`
        : `${focus.subheadingsWithKeyphrase} of ${plural(n, "subheading")} use "${focus.phrase}" (aim for about a third to three quarters).`;
    const advice = !focus
      ? "Choose a key phrase and use it in some of the subheadings."
      : n === 0
        ? `Add subheadings, and use "${focus.phrase}" or its words in some of them.`
        : focus.subheadingsWithKeyphrase > Math.floor(n * 0.75) && n > 1
          ? `Use "${focus.phrase}" in fewer subheadings: vary them so each says what its section covers.`
          : `Use "${focus.phrase}" (or most of its words) in more of the subheadings.`;
    push("keyphrase-subheadings", "Key phrase in subheadings", score, detail, advice);
  }

  shareCheck("sentence-length", "Sentence length", {
    count: stats.longSentences,
    total: stats.sentences,
    limits: [LIMITS.goodLongSentenceShare, LIMITS.okLongSentenceShare],
    fault: `have more than ${LIMITS.longSentenceWords} words`,
    advice: `Shorten or split the ${plural(stats.longSentences, "sentence")} longer than ${LIMITS.longSentenceWords} words.`,
  });

  {
    const longest = stats.longestParagraph;
    const score = lowIsGood(longest, LIMITS.goodParagraphWords, LIMITS.okParagraphWords);
    push(
      "paragraph-length",
      "Paragraph length",
      score,
      `The longest paragraph has ${plural(longest, "word")} (aim for at most ${LIMITS.goodParagraphWords}).`,
      `Break paragraphs longer than ${LIMITS.goodParagraphWords} words into smaller ones.`,
    );
  }

  {
    const { introWords, longestSection, sectionsOver300 } = stats;
    let score = 9;
    if (w > LIMITS.goodSectionWords) {
      if (stats.subheadings === 0) score = 2;
      else if (introWords > LIMITS.goodSectionWords && sectionsOver300 < 2)
        score = introWords <= LIMITS.okSectionWords ? 6 : 3;
      else score = lowIsGood(longestSection, LIMITS.goodSectionWords, LIMITS.okSectionWords);
    }
    const detail =
      stats.subheadings === 0
        ? `No subheadings in ${plural(w, "word")}${w > LIMITS.goodSectionWords ? "" : " (fine for a text this short)"}.`
        : `${plural(stats.subheadings, "subheading")}; the longest section has ${plural(longestSection, "word")} (aim for at most ${LIMITS.goodSectionWords}).`;
    push(
      "subheading-distribution",
      "Subheading distribution",
      score,
      detail,
      `Add subheadings so that no section runs longer than ${LIMITS.goodSectionWords} words.`,
    );
  }

  {
    const f = stats.flesch;
    const score =
      f === null ? 3 : f >= 70 ? 9 : f >= LIMITS.goodFlesch ? 8 : f >= LIMITS.okFlesch ? 6 : f >= 30 ? 3 : 2;
    push(
      "flesch-reading-ease",
      "Flesch reading ease",
      score,
      f === null
        ? "The text is too short to measure its reading ease."
        : `Flesch reading ease ${fmt(f)} (60 or more reads easily; under 50 is hard).`,
      f === null
        ? "Write at least a few full sentences."
        : "Make the text easier to read: use shorter sentences and shorter, everyday words.",
    );
  }

  shareCheck("passive-voice", "Passive voice", {
    count: stats.passiveSentences,
    total: stats.passiveTotal,
    limits: [LIMITS.goodPassiveShare, LIMITS.okPassiveShare],
    fault: "use the passive voice",
    advice:
      stats.passiveSentences === 1
        ? "Rewrite the passive sentence in the active voice (say who does what)."
        : `Rewrite some of the ${plural(stats.passiveSentences, "passive sentence")} in the active voice (say who does what).`,
  });

  {
    const share = pct(stats.transitionSentences, stats.transitionTotal);
    const short = stats.treeWords < LIMITS.transitionMinWords;
    const score = short || share >= LIMITS.goodTransitionShare ? 9 : share >= LIMITS.okTransitionShare ? 6 : 3;
    push(
      "transition-words",
      "Transition words",
      score,
      `${fmt(share)}% of the sentences contain a transition word (aim for at least ${LIMITS.goodTransitionShare}%${short ? "; a text under 200 words needs none" : ""}).`,
      'Link your sentences with transition words such as "however", "for example", "therefore" or "as a result".',
    );
  }

  {
    const runs = stats.sameStartRuns;
    const score = runs.length === 0 ? 9 : 3;
    push(
      "consecutive-sentences",
      "Consecutive sentences",
      score,
      runs.length === 0
        ? "No three sentences in a row begin with the same word."
        : `${runs.length === 1 ? "Once" : `${runs.length} times`}, three or more sentences in a row begin with the same word (${[
            ...new Set(runs),
          ]
            .slice(0, 3)
            .map((r) => `"${r}"`)
            .join(", ")}).`,
      "Vary how consecutive sentences begin.",
    );
  }
  return checks;
}

type Scored = Pick<CheckResult, "id" | "rating" | "points">;

/**
 * Yoast's readability score: penalty points, 3 for a bad check and 2 for an ok one (3 more when the text has under 50
 * characters): more than 6 is red (30), more than 4 orange (60), else green (90).
 */
export function readabilityScore(checks: Scored[], characters: number): number {
  let penalty = characters < 50 ? 3 : 0;
  for (const c of checks) if (READABILITY.includes(c.id)) penalty += c.rating === "bad" ? 3 : c.rating === "ok" ? 2 : 0;
  return penalty > 6 ? 30 : penalty > 4 ? 60 : 90;
}

/**
 * Points of Yoast's key-phrase length check: our key phrases have 1-3 words (good). Without one Yoast scores -999,
 * which would sink every such text to 0; it counts -50 here (Yoast's worst score on any other check) so the score
 * still shows how good the rest of the text is.
 */
const keyphraseLengthPoints = (hasFocus: boolean) => (hasFocus ? 9 : -50);
const SEO_MAX = (SEO.length + 1) * 9;
/** Yoast's SEO score averages 16 assessments (the 5 here and 11 a pasted article scores the same on). */
const YOAST_SEO_ASSESSMENTS = 16;

/**
 * The 0-100 score: Yoast's readability score plus the part of its SEO score that varies between articles, scaled so
 * that an article good on every check scores 100 (and only such an article: a green light with a problem left is 99
 * at most). Ranks articles as the mean of Yoast's two scores does.
 */
export function scoreChecks(checks: Scored[], hasFocus: boolean, characters: number): number {
  const seoPoints = checks
    .filter((c) => SEO.includes(c.id))
    .reduce((s, c) => s + c.points, keyphraseLengthPoints(hasFocus));
  const seo = (seoPoints / (9 * YOAST_SEO_ASSESSMENTS)) * 100;
  const best = 90 + (SEO_MAX / (9 * YOAST_SEO_ASSESSMENTS)) * 100;
  const score = Math.max(0, Math.min(100, Math.round(((readabilityScore(checks, characters) + seo) / best) * 100)));
  return checks.every((c) => c.rating === "good") ? score : Math.min(score, 99);
}
