/**
 * The checks agree with Yoast SEO's own analysis (yoastseo 3.6, a dev dependency), the reference the product owner
 * measures against: sentence by sentence (passive voice, transition words, sentence splits) and check by check on
 * whole articles. The word lists the engine ships are Yoast's, copied; the copy must not drift from the package.
 */
import { describe, expect, it } from "vitest";
import { BLOG_POSTS, AGREEMENT_SAMPLE } from "./seo-optimizer.corpus";
import { hasTransition, sentencesOf } from "./seo-optimizer.measure";
import { isPassiveSentence } from "./seo-optimizer.passive";
import YOAST_DATA from "./seo-optimizer.yoast-data.json";
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

const SENTENCES = [
  "The report was written by the team.",
  "The results were carefully checked before release.",
  "The team wrote the report.",
  "She was interested in the offer.",
  "The bridge is being repaired this week.",
  "Our office was closed on Monday.",
  "He got fired after the audit.",
  "Prices fell sharply last year.",
  "However, prices fell.",
  "For example, the city added bike lanes.",
  "As a result, traffic dropped by a third.",
  "We stayed home because it rained.",
  "Both the mayor and the council agreed.",
  "Not only did sales rise, but also costs fell.",
  "Neither option works for us.",
  "The panels are made in Ohio and shipped to Texas.",
  "It was a cold and windy morning.",
  "The meeting is scheduled for Friday.",
  "They have finished the project early.",
  "In addition, the school opened a library.",
  "The data is stored in the cloud.",
  "First, remove the cover carefully.",
  "The winners were announced at noon, and everyone cheered.",
  "Many homes were damaged by the storm last night.",
  "This approach is widely used in industry.",
  "We need more time to test it.",
  "Meanwhile, the river kept rising.",
  "The software was updated, so the bug disappeared.",
  "Volunteers planted trees along the road.",
  "The contract was signed, sealed and delivered.",
];

/** Texts whose sentence splits are easy to get wrong (abbreviations, initials, decimals, quotes, brackets). */
const SPLITS = [
  "Dr. Smith met John F. Kennedy in Washington. He said hi.",
  "Prices rose 3.5 percent in Jan. and fell in Feb. The U.S. economy grew.",
  '"Stop!" she shouted. Then (after a pause) he left. [Note: see below.] Done.',
  "It cost $5.99... Really? Yes! e.g. this one. Mr. and Mrs. Lee agreed.",
];

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
