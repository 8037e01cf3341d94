/**
 * Section "seo-yoast": the SEO optimizer's checks and score against Yoast SEO's own analysis (yoastseo 3.6, GPL-3.0
 * like this project). Articles: the 100 original-case CNN/DailyMail texts in ../shared/data (three sentences a
 * paragraph), the project's blog posts (seo-optimizer.corpus.ts) and the held-out articles (seo-optimizer.heldout.ts,
 * never tuned on). Yoast gets each article as HTML (pasted HTML as it is) with the engine's focus key phrase.
 * Reports per-check verdict agreement (good / ok / bad) on the article as pasted (`originalChecks`) and as optimized
 * (`checks` of `optimizedText`), and the Spearman correlation of the engine's score with Yoast's scores.
 */
import { BLOG_POSTS } from "../src/tools/seo-optimizer/seo-optimizer.corpus";
import { HELD_OUT } from "../src/tools/seo-optimizer/seo-optimizer.heldout";
import {
  agreementByCheck,
  cnndmAsArticle,
  compareOptimizedWithYoast,
  compareWithYoast,
  spearman,
  type Comparison,
} from "../src/tools/seo-optimizer/yoast-agreement";
import { loadCnndm } from "./corpus";
import { goal, notAvailable, round, row, type BenchSection, type Row } from "./lib";

const S = "seo-yoast";

function agreementRows(label: string, comparisons: Comparison[]): Row[] {
  const rows: Row[] = [];
  let worst = 1;
  for (const [id, a] of Object.entries(agreementByCheck(comparisons))) {
    const share = a.agree / a.of;
    worst = Math.min(worst, share);
    rows.push(
      row(S, `${label}: ${id}`, `${a.agree}/${a.of} (${round(share * 100, 0)}%)`, {
        goal: ">= 90%",
        status: goal(share >= 0.9),
      }),
    );
  }
  rows.push(
    row(S, `${label}: every check agrees on >= 90% of articles`, round(worst * 100, 1), {
      unit: "% (worst check)",
      goal: ">= 90%",
      status: goal(worst >= 0.9),
    }),
  );
  return rows;
}

function correlationRows(label: string, c: Comparison[]): Row[] {
  const ours = c.map((x) => x.engineScore);
  const shared = spearman(
    ours,
    c.map((x) => x.yoastShared),
  );
  const mean = (x: Comparison) => (x.yoastContent + x.yoastSeo) / 2;
  const both = spearman(ours, c.map(mean));
  const uncapped = c.filter((x) => !x.capped);
  const bothUncapped = spearman(
    uncapped.map((x) => x.engineScore),
    uncapped.map(mean),
  );
  return [
    row(S, `${label}: Spearman, score vs Yoast's readability + SEO scores (mean)`, round(both, 3), {
      goal: ">= 0.95",
      status: goal(both >= 0.95),
      note: `${c.length} articles`,
    }),
    row(S, `${label}: the same without the texts the engine caps`, round(bothUncapped, 3), {
      note: `${uncapped.length} articles; capped texts (stuffed, too short) are the documented deliberate difference`,
    }),
    row(
      S,
      `${label}: Spearman, score vs Yoast's verdicts on the same checks, combined as the engine does`,
      round(shared, 3),
      { goal: ">= 0.95", status: goal(shared >= 0.95) },
    ),
    row(
      S,
      `${label}: Spearman, score vs Yoast's SEO score alone`,
      round(
        spearman(
          ours,
          c.map((x) => x.yoastSeo),
        ),
        3,
      ),
      { note: "key phrase and length only" },
    ),
    row(
      S,
      `${label}: Spearman, score vs Yoast's readability score alone`,
      round(
        spearman(
          ours,
          c.map((x) => x.yoastContent),
        ),
        3,
      ),
      { note: "a 30/60/90 traffic light" },
    ),
  ];
}

const section: BenchSection = {
  id: S,
  title: "SEO checks against Yoast SEO (yoastseo 3.6)",
  async run(ctx) {
    const cnndm = loadCnndm();
    if (!cnndm) return [notAvailable(S, "agreement", "../shared/data/cnndm-200.jsonl missing")];
    const cased = cnndm
      .filter((a) => a.cased)
      .slice(0, ctx.quick ? 30 : 100)
      .map((a) => cnndmAsArticle(a.article));
    const tuning = [...cased, ...BLOG_POSTS];
    const heldOut = HELD_OUT.map((a) => a.text);
    const compare = (texts: string[], name: string, fn: (t: string) => Comparison) =>
      texts.map((t, i) => {
        if (i % 25 === 0) ctx.log(`seo-yoast: ${name} ${i + 1}/${texts.length}`);
        return fn(t);
      });
    const pasted = compare(tuning, "pasted", compareWithYoast);
    const optimized = compare(tuning, "optimized", compareOptimizedWithYoast);
    const heldPasted = compare(heldOut, "held-out pasted", compareWithYoast);
    const heldOptimized = compare(heldOut, "held-out optimized", compareOptimizedWithYoast);
    const all = [...pasted, ...heldPasted];
    return [
      ...agreementRows(`pasted (${cased.length} CNN/DM + ${BLOG_POSTS.length} blog)`, pasted),
      ...agreementRows(`optimized (same ${tuning.length})`, optimized),
      ...agreementRows(`held-out pasted (${heldOut.length})`, heldPasted),
      ...agreementRows(`held-out optimized (${heldOut.length})`, heldOptimized),
      ...correlationRows(`pasted, all ${all.length}`, all),
      ...correlationRows(`optimized, all ${optimized.length + heldOptimized.length}`, [...optimized, ...heldOptimized]),
      row(
        S,
        "articles whose score the engine capped (stuffing, too short, no key phrase)",
        all.filter((c) => c.capped).length,
        {
          note: "a deliberate difference: Yoast lets such a text pass on its other checks",
        },
      ),
    ];
  },
};

export default section;
