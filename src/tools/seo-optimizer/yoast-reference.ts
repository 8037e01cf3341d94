/**
 * Yoast SEO's own analysis (yoastseo 3.6, GPL-3.0), run in Node as the reference for the SEO checks: used by the
 * agreement tests and the `seo-yoast` bench section, never by the product's answers.
 */
import { createRequire } from "node:module";
import ResearcherModule from "yoastseo/build/languageProcessing/languages/en/Researcher.js";
import LanguageProcessorModule from "yoastseo/build/parse/language/LanguageProcessor.js";
import { build } from "yoastseo/build/parse/build/index.js";

type Paper = { setTree(tree: unknown): void };
type Researcher = { getResearch(name: string): unknown };
type AssessmentResult = { _identifier: string; score: number; text: string };
type Assessor = { assess(paper: Paper): void; getValidResults(): AssessmentResult[]; calculateOverallScore(): number };

const unwrap = <T>(m: unknown): T => ((m as { default?: unknown }).default ?? m) as T;
const ResearcherClass = unwrap<new (paper: Paper) => Researcher>(ResearcherModule);
const LanguageProcessor = unwrap<new (researcher: Researcher) => unknown>(LanguageProcessorModule);
const yoastModule = createRequire(import.meta.url)("yoastseo") as {
  Paper: new (text: string, attributes?: Record<string, unknown>) => Paper;
  assessors: {
    ContentAssessor: new (researcher: Researcher) => Assessor;
    SEOAssessor: new (researcher: Researcher) => Assessor;
  };
};
const PaperClass = yoastModule.Paper;

/** A Yoast paper with its parse tree built, and an English researcher on it. */
export function yoastResearcher(html: string, keyword = ""): Researcher {
  return yoastPaper(html, keyword).researcher;
}

/** The paper (parse tree built) and its English researcher. */
export function yoastPaper(html: string, keyword = ""): { paper: Paper; researcher: Researcher } {
  const paper = new PaperClass(html, { keyword, locale: "en_US" });
  const researcher = new ResearcherClass(paper);
  paper.setTree(build(paper, new LanguageProcessor(researcher)));
  return { paper, researcher };
}
