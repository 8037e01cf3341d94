/**
 * Section "seo-yoast": the SEO optimizer's checks against Yoast SEO's own analysis (yoastseo 3.6, GPL-3.0 like this
 * project) on the CNN/DailyMail articles in ../shared/data plus the project's own fixtures, each given to Yoast as the
 * same HTML (one <p> per paragraph) with the engine's focus key phrase as Yoast's keyphrase.
 * Reports per-check verdict agreement (good / ok / bad) and the Spearman correlation of the overall score.
 */
import { LIBRARY_NOTES, SOLAR_ARTICLE } from "../tests/fixtures/texts";
import { analyzeDoc } from "../src/tools/seo-optimizer/seo-optimizer.engine";
import { parseArticle, renderHtml } from "../src/tools/seo-optimizer/seo-optimizer.document";
import { CHECK_WEIGHTS, LIMITS } from "../src/tools/seo-optimizer/seo-optimizer.checks";
import { yoastAnalysis, yoastResearcher } from "../src/tools/seo-optimizer/yoast-reference";
import type { CheckId } from "../src/tools/seo-optimizer/contract";
import { loadCnndm } from "./corpus";
import { goal, notAvailable, row, round, type BenchSection, type Row } from "./lib";

const S = "seo-yoast";

/** Yoast's assessment for each of the engine's checks (Flesch: Yoast's research, rated with the same thresholds). */
const YOAST_ID: Record<Exclude<CheckId, "flesch-reading-ease">, string> = {
  "text-length": "textLength",
  "keyphrase-density": "keyphraseDensity",
  "keyphrase-introduction": "introductionKeyword",
  "sentence-length": "textSentenceLength",
  "paragraph-length": "textParagraphTooLong",
  "subheading-distribution": "subheadingsTooLong",
  "passive-voice": "passiveVoice",
  "transition-words": "textTransitionWords",
  "consecutive-sentences": "sentenceBeginnings",
};

const rating = (score: number) => (score > 7 ? "good" : score >= 5 ? "ok" : "bad");

function ranks(values: number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const r = new Array<number>(values.length);
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j++;
    for (let k = i; k <= j; k++) r[order[k]![1]] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return r;
}

export function spearman(a: number[], b: number[]): number {
  const ra = ranks(a);
  const rb = ranks(b);
  const mean = (ra.length + 1) / 2;
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < ra.length; i++) {
    num += (ra[i]! - mean) * (rb[i]! - mean);
    da += (ra[i]! - mean) ** 2;
    db += (rb[i]! - mean) ** 2;
  }
  return da === 0 || db === 0 ? 0 : num / Math.sqrt(da * db);
}

const section: BenchSection = {
  id: "seo-yoast",
  title: "SEO checks against Yoast SEO (yoastseo 3.6)",
  async run(ctx) {
    const articles = loadCnndm();
    if (!articles) return [notAvailable(S, "agreement", "../shared/data/cnndm-200.jsonl missing")];
    const texts = [...articles.slice(0, ctx.quick ? 30 : 60).map((a) => a.article), SOLAR_ARTICLE, LIBRARY_NOTES];
    const agree: Record<string, number> = {};
    const ours: number[] = [];
    const theirs: number[] = [];
    const theirsOwn: number[] = [];
    for (const [i, text] of texts.entries()) {
      if (i % 10 === 0) ctx.log(`seo-yoast: article ${i + 1}/${texts.length}`);
      const doc = parseArticle(text);
      const analysis = analyzeDoc(doc, "general");
      const html = renderHtml(doc, null);
      const keyword = analysis.focus?.phrase ?? "";
      const yoast = yoastAnalysis(html, keyword);
      const flesch = yoastResearcher(html, keyword).getResearch("getFleschReadingScore") as number;
      let weighted = 0;
      let total = 0;
      for (const check of analysis.checks) {
        let yoastScore: number;
        if (check.id === "flesch-reading-ease") yoastScore = flesch >= LIMITS.goodFlesch ? 9 : flesch >= LIMITS.okFlesch ? 6 : 3;
        else yoastScore = yoast.scores[YOAST_ID[check.id]] ?? 0;
        const clamped = Math.max(0, Math.min(9, yoastScore));
        agree[check.id] = (agree[check.id] ?? 0) + (rating(clamped) === check.rating ? 1 : 0);
        weighted += (CHECK_WEIGHTS[check.id] * clamped) / 9;
        total += CHECK_WEIGHTS[check.id];
      }
      ours.push(analysis.score);
      theirs.push((weighted / total) * 100);
      theirsOwn.push((yoast.content + yoast.seo) / 2);
    }
    const n = texts.length;
    const rows: Row[] = [];
    const worst = Math.min(...Object.values(agree)) / n;
    for (const [id, count] of Object.entries(agree)) {
      rows.push(row(S, `${id} verdicts agree`, `${count}/${n} (${round((count / n) * 100, 0)}%)`, { goal: ">= 90%", status: goal(count / n >= 0.9) }));
    }
    const rho = spearman(ours, theirs);
    rows.push(
      row(S, "every check agrees on >= 90% of articles", round(worst * 100, 0), { unit: "% (worst check)", goal: ">= 90%", status: goal(worst >= 0.9) }),
      row(S, "Spearman: score vs Yoast's verdicts (same weights)", round(rho, 3), { goal: ">= 0.95", status: goal(rho >= 0.95), note: `${n} articles` }),
      row(S, "Spearman: score vs Yoast's own overall scores", round(spearman(ours, theirsOwn), 3), {
        note: "Yoast's overall also counts links, images, titles and meta description, which a pasted article has none of",
      }),
    );
    return rows;
  },
};

export default section;
