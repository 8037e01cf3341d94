/**
 * The checks agree with Yoast SEO's own analysis (yoastseo 3.6, a dev dependency), the reference the product owner
 * measures against: sentence by sentence (passive voice, transition words, sentence splits) and check by check on
 * whole articles. The word lists the engine ships are Yoast's, copied; the copy must not drift from the package.
 */
import { describe, expect, it } from "vitest";
import { BLOG_POSTS, AGREEMENT_SAMPLE } from "./seo-optimizer.corpus";
import { hasTransition, sentencesOf } from "./seo-optimizer.measure";
import { isPassiveSentence } from "./seo-optimizer.passive";
import YOAST_CASES from "./seo-optimizer.yoast-cases.json" with { type: "json" };
import YOAST_DATA from "./seo-optimizer.yoast-data.json" with { type: "json" };
import { yoastSourceData } from "./yoast-data.source";
import { agreementByCheck, compareOptimizedWithYoast, compareWithYoast } from "./yoast-agreement";
import { yoastResearcher } from "./yoast-reference";

function yoastSays(sentence: string): { passive: boolean; transition: boolean; sentences: number } {
  const researcher = yoastResearcher(`<p>${sentence}</p>`);
  const passive = researcher.getResearch("getPassiveVoiceResult") as { passives: unknown[] };
  const transitions = researcher.getResearch("findTransitionWords") as {
    transitionWordSentences: number;
    totalSentences: number;
  };
  return {
    passive: passive.passives.length > 0,
    transition: transitions.transitionWordSentences > 0,
    sentences: transitions.totalSentences,
  };
}

/**
 * Sentences with and without passive voice and transition words, and texts whose sentence splits are easy to get
 * wrong (abbreviations, initials, decimals, quotes, brackets): seo-optimizer.yoast-cases.json.
 */
const { sentences: SENTENCES, splits: SPLITS } = YOAST_CASES;

describe("agreement with Yoast SEO's research, sentence by sentence", () => {
  it("finds the passive voice exactly where Yoast does", () => {
    const disagreements = SENTENCES.filter((s) => isPassiveSentence(s) !== yoastSays(s).passive);
    expect(disagreements).toEqual([]);
  });

  it("finds transition words exactly where Yoast does", () => {
    const disagreements = SENTENCES.filter((s) => hasTransition(sentencesOf(s)[0]!) !== yoastSays(s).transition);
    expect(disagreements).toEqual([]);
  });

  it("splits sentences where Yoast does", () => {
    for (const text of SPLITS) expect(sentencesOf(text).length, text).toBe(yoastSays(text).sentences);
  });
});

describe("agreement with Yoast SEO's analysis, article by article", () => {
  it("gives Yoast's verdict on every check of sample articles, as pasted and as optimized", () => {
    const articles = AGREEMENT_SAMPLE.map((i) => BLOG_POSTS[i]!);
    const agreement = agreementByCheck([...articles.map(compareWithYoast), ...articles.map(compareOptimizedWithYoast)]);
    expect(Object.keys(agreement).length).toBeGreaterThanOrEqual(10);
    for (const [id, a] of Object.entries(agreement)) expect(a.misses, id).toEqual([]);
  }, 60_000);
});

describe("Yoast's word lists shipped with the engine", () => {
  it("are an exact copy of the installed yoastseo package's (regenerate with yoast-data.generate.ts)", () => {
    expect(JSON.parse(JSON.stringify(YOAST_DATA))).toEqual(JSON.parse(JSON.stringify(yoastSourceData())));
  });
});
