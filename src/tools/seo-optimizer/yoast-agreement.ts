/**
 * Check-by-check agreement of the engine's analysis with Yoast SEO's (yoastseo 3.6) on the same article and key
 * phrase: used by the `seo-yoast` bench section and the agreement unit test, never by the product's answers.
 * Yoast gets the article as HTML the way a site stores it: pasted HTML as it is; plain text as one <p> per paragraph
 * (blank-line separated), "# " to "###### " lines and short title lines as headings, "- " lines as list items.
 */
import { createRequire } from "node:module";
import type { CheckId, SeoCheck } from "./contract";
import { scoreChecks, type CheckResult } from "./seo-optimizer.checks";
import { analyzeDoc, optimizeArticle } from "./seo-optimizer.engine";
import { looksLikeHtml, parseArticle, renderHtml } from "./seo-optimizer.document";
import { sanitizeArticleHtml } from "./seo-optimizer.sanitize";
import { yoastPaper } from "./yoast-reference";

type Paper = { setTree(tree: unknown): void };
type AssessmentResult = { _identifier: string; score: number };
type Assessor = { assess(paper: Paper): void; getValidResults(): AssessmentResult[]; calculateOverallScore(): number };
const yoastModule = createRequire(import.meta.url)("yoastseo") as {
  assessors: {
    ContentAssessor: new (researcher: unknown) => Assessor;
    SEOAssessor: new (researcher: unknown) => Assessor;
  };
};
const { ContentAssessor, SEOAssessor: SeoAssessor } = yoastModule.assessors;

/** Yoast's assessment for each engine check (Flesch: Yoast's research value, rated on the engine's bands). */
const YOAST_IDS: Record<CheckId, string> = {
  "text-length": "textLength",
  "keyphrase-density": "keyphraseDensity",
  "keyphrase-introduction": "introductionKeyword",
  "keyphrase-subheadings": "subheadingsKeyword",
  "sentence-length": "textSentenceLength",
  "paragraph-length": "textParagraphTooLong",
  "subheading-distribution": "subheadingsTooLong",
  "flesch-reading-ease": "fleschReadingScore",
  "passive-voice": "passiveVoice",
  "transition-words": "textTransitionWords",
  "consecutive-sentences": "sentenceBeginnings",
};

export type Rating = SeoCheck["rating"];

/** Yoast's score-to-rating rule (score <= 4 bad, 5-7 ok, > 7 good). */
function yoastRating(score: number): Rating {
  return score > 7 ? "good" : score > 4 ? "ok" : "bad";
}

/** The engine's Flesch bands (Yoast 3.6 no longer scores Flesch; its research value is rated on them). */
const fleschPoints = (f: number) => (f < 0 ? 3 : f >= 70 ? 9 : f >= 60 ? 8 : f >= 50 ? 6 : f >= 30 ? 3 : 2);

export interface Comparison {
  /** The engine's and Yoast's verdict per check (Yoast's missing when its assessment did not apply). */
  verdicts: Partial<Record<CheckId, { engine: Rating; yoast: Rating }>>;
  engineScore: number;
  /** Yoast's readability and SEO overall scores (0-100, over every assessment that applies). */
  yoastContent: number;
  yoastSeo: number;
  /** Yoast's scores on the engine's checks, combined into a score the way the engine combines its own (0-100). */
  yoastShared: number;
  focus: string;
  /** True when the engine capped its score (keyword stuffing, too short): a deliberate difference from Yoast. */
  capped: boolean;
}

/** Yoast's verdicts on `html` with `keyphrase`, set against the engine's checks and score for the same text. */
function compareChecks(
  html: string,
  keyphrase: string,
  checks: (SeoCheck | CheckResult)[],
  engineScore: number,
  capped: boolean,
): Comparison {
  const { paper, researcher } = yoastPaper(html, keyphrase);
  const content = new ContentAssessor(researcher);
  const seo = new SeoAssessor(researcher);
  content.assess(paper);
  seo.assess(paper);
  const scores = new Map<string, number>();
  for (const r of [...content.getValidResults(), ...seo.getValidResults()]) scores.set(r._identifier, r.score);
  scores.set(
    "fleschReadingScore",
    fleschPoints((researcher.getResearch("getFleschReadingScore") as { score: number }).score),
  );
  const verdicts: Comparison["verdicts"] = {};
  const yoastChecks = [];
  for (const check of checks) {
    const y = scores.get(YOAST_IDS[check.id]);
    if (y === undefined) continue;
    verdicts[check.id] = { engine: check.rating, yoast: yoastRating(y) };
    yoastChecks.push({ id: check.id, rating: yoastRating(y), points: y });
  }
  const characters = (researcher.getResearch("wordCountInText") as { text: string }).text
    .replace(/<[^>]*>/g, " ")
    .trim().length;
  return {
    verdicts,
    engineScore,
    yoastContent: content.calculateOverallScore(),
    yoastSeo: seo.calculateOverallScore(),
    yoastShared: scoreChecks(yoastChecks, keyphrase !== "", characters),
    focus: keyphrase,
    capped,
  };
}

/** The article as Yoast gets it: pasted HTML as it is, plain text as blocks of HTML. */
function articleHtml(article: string): string {
  return looksLikeHtml(article) ? article : renderHtml(parseArticle(article), null, { sourceLevels: true });
}

/** The engine's analysis of the article as pasted (what `originalChecks` and `originalScore` report) against Yoast's. */
export function compareWithYoast(article: string): Comparison {
  const analysis = analyzeDoc(parseArticle(article), "general");
  return compareChecks(
    articleHtml(article),
    analysis.focus?.phrase ?? "",
    analysis.checks,
    analysis.score,
    analysis.caps.length > 0,
  );
}

/** The engine's checks of its optimized article (`checks`, `seoScore`) against Yoast's on that article (`optimizedText`). */
export function compareOptimizedWithYoast(article: string): Comparison {
  const result = optimizeArticle(article, "general");
  return compareChecks(
    sanitizeArticleHtml(result.html),
    result.focusKeyphrase,
    result.checks,
    result.seoScore,
    result.scoreCaps.length > 0,
  );
}

/** Spearman rank correlation (average ranks for ties). */
export function spearman(a: number[], b: number[]): number {
  const ranks = (xs: number[]) => {
    const idx = xs.map((x, i) => [x, i] as const).sort((p, q) => p[0] - q[0]);
    const r = new Array<number>(xs.length);
    for (let i = 0; i < idx.length; ) {
      let j = i;
      while (j + 1 < idx.length && idx[j + 1]![0] === idx[i]![0]) j++;
      for (let k = i; k <= j; k++) r[idx[k]![1]] = (i + j) / 2 + 1;
      i = j + 1;
    }
    return r;
  };
  const ra = ranks(a);
  const rb = ranks(b);
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const ma = mean(ra);
  const mb = mean(rb);
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < ra.length; i++) {
    num += (ra[i]! - ma) * (rb[i]! - mb);
    da += (ra[i]! - ma) ** 2;
    db += (rb[i]! - mb) ** 2;
  }
  return da === 0 || db === 0 ? 0 : num / Math.sqrt(da * db);
}

/** Share of articles on which each check's verdict agrees with Yoast's (over the articles where Yoast's applies). */
export function agreementByCheck(
  comparisons: Comparison[],
): Record<string, { agree: number; of: number; misses: string[] }> {
  const out: Record<string, { agree: number; of: number; misses: string[] }> = {};
  comparisons.forEach((c, i) => {
    for (const [id, v] of Object.entries(c.verdicts)) {
      const slot = (out[id] ??= { agree: 0, of: 0, misses: [] });
      slot.of += 1;
      if (v.engine === v.yoast) slot.agree += 1;
      else slot.misses.push(`#${i} engine ${v.engine} / Yoast ${v.yoast}`);
    }
  });
  return out;
}

/** A CNN/DailyMail sample article (tokenized text) as an article: spacing restored, paragraphs of three sentences. */
export function cnndmAsArticle(tokenized: string): string {
  const text = tokenized
    .replace(/\s+([.,!?;:%)\]'’]|n't|'s|'re|'ve|'ll|'d|'m)(?=\s|$)/g, "$1")
    .replace(/([([])\s+/g, "$1")
    .replace(/``\s*|\s*''/g, '"')
    .replace(/\s+/g, " ")
    .trim();
  const sentences = text.match(/[^.!?]+[.!?]+["')]*\s*|[^.!?]+$/g) ?? [text];
  const paragraphs: string[] = [];
  for (let i = 0; i < sentences.length; i += 3)
    paragraphs.push(
      sentences
        .slice(i, i + 3)
        .join("")
        .trim(),
    );
  return paragraphs.join("\n\n");
}
