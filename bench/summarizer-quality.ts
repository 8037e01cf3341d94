/** Section "quality": ROUGE of the built-in summarizer vs Lead-3 and an npm peer on the CNN/DailyMail sample. */
import { splitSentences } from "../src/shared/text/sentences";
import { rankSentences, selectSentences, sentenceBudget, summarize } from "../src/tools/summarizer/summarizer.engine";
import { CNNDM_FILE, loadCnndm, type Article } from "./corpus";
import { goal, notAvailable, row, round, type BenchSection, type Row } from "./lib";
import { loadLexrank } from "./peers";
import { meanF1, rouge, type RougeScores } from "./rouge";

const S = "quality";

export interface SystemResult {
  name: string;
  budget: string;
  scores: Record<keyof RougeScores, number>;
}

export interface QualityReport {
  articles: number;
  systems: SystemResult[];
  /** Articles where the engine's 3 picks are not exactly sentences 1-3. */
  differFromLead: number;
  /** Mean number of the engine's 3 picks that lie outside the first 3 sentences. */
  picksOutsideLead: number;
  /** Articles where the product output (summarize, short, bullets) differs from the bench's own selection. */
  productMismatch: number;
}

function builtinPicks(text: string, count: number) {
  const sentences = splitSentences(text);
  const ranked = rankSentences(sentences);
  return { sentences, picked: selectSentences(ranked, Math.min(count, sentences.length)) };
}

export async function evaluateQuality(articles: Article[]): Promise<QualityReport> {
  const lexrank = loadLexrank();
  const runs: Record<string, RougeScores[]> = { b3: [], bShort: [], lead3: [], leadShort: [], peer: [] };
  let differFromLead = 0;
  let outside = 0;
  let productMismatch = 0;
  for (const a of articles) {
    const { sentences, picked } = builtinPicks(a.article, 3);
    const budget = sentenceBudget(sentences.length, "short");
    const short = builtinPicks(a.article, budget).picked;
    runs.b3!.push(rouge(picked.map((s) => s.text).join("\n"), a.reference));
    runs.bShort!.push(rouge(short.map((s) => s.text).join("\n"), a.reference));
    runs.lead3!.push(rouge(sentences.slice(0, 3).map((s) => s.text).join("\n"), a.reference));
    runs.leadShort!.push(rouge(sentences.slice(0, budget).map((s) => s.text).join("\n"), a.reference));
    const out = picked.filter((s) => s.index >= 3).length;
    outside += out;
    if (out > 0) differFromLead++;
    const product = summarize(a.article, "short", "bullet")
      .split("\n")
      .map((l) => l.replace(/^• /, ""));
    if (product.join("\n") !== short.map((s) => s.text).join("\n")) productMismatch++;
    if (lexrank) runs.peer!.push(rouge((await lexrank.summarize(a.article, 3)).join("\n"), a.reference));
  }
  const systems: SystemResult[] = [
    { name: "built-in engine", budget: "3 sentences", scores: meanF1(runs.b3!) },
    { name: "Lead-3", budget: "3 sentences", scores: meanF1(runs.lead3!) },
    { name: "built-in engine (product 'short')", budget: "short: round(10%) in [1,3]", scores: meanF1(runs.bShort!) },
    { name: "Lead-k (same budget as 'short')", budget: "short: round(10%) in [1,3]", scores: meanF1(runs.leadShort!) },
  ];
  if (lexrank) systems.push({ name: lexrank.name, budget: "3 sentences", scores: meanF1(runs.peer!) });
  return {
    articles: articles.length,
    systems,
    differFromLead,
    picksOutsideLead: outside / articles.length,
    productMismatch,
  };
}

const pct = (x: number) => round(100 * x, 2);

export const qualitySection: BenchSection = {
  id: "quality",
  title: "Summarizer quality (ROUGE F1 on CNN/DailyMail)",
  async run(ctx) {
    const articles = loadCnndm();
    if (!articles) return [notAvailable(S, "ROUGE", `data not found at ${CNNDM_FILE} (set BENCH_DATA_DIR)`)];
    ctx.log(`quality: scoring ${articles.length} articles`);
    const report = await evaluateQuality(articles);
    const rows: Row[] = [];
    const lead = report.systems.find((s) => s.name === "Lead-3")!.scores;
    for (const sys of report.systems) {
      const sc = sys.scores;
      const isEngine3 = sys.name === "built-in engine";
      rows.push(
        row(S, `${sys.name} [${sys.budget}] R-1 / R-2 / R-L / R-Lsum`, `${pct(sc.rouge1)} / ${pct(sc.rouge2)} / ${pct(sc.rougeL)} / ${pct(sc.rougeLsum)}`, {
          unit: "F1 %",
          ...(isEngine3
            ? { goal: "R-1 and R-L >= Lead-3", status: goal(sc.rouge1 >= lead.rouge1 && sc.rougeL >= lead.rougeL) }
            : {}),
          note: `${report.articles} articles`,
        }),
      );
    }
    const peer = report.systems.find((s) => s.name.includes("(npm)"));
    if (!peer) rows.push(notAvailable(S, "npm peer summarizer", "lexrank not installed (npm i -D lexrank@1)"));
    rows.push(
      row(S, "engine picks not all in sentences 1-3", `${report.differFromLead} / ${report.articles}`, {
        note: `${round(report.picksOutsideLead, 2)} of 3 picks per article lie after sentence 3`,
      }),
      row(S, "product output = bench selection ('short', bullets)", `${report.articles - report.productMismatch} / ${report.articles}`, {
        status: goal(report.productMismatch === 0),
        goal: "all",
      }),
    );
    return rows;
  },
};

// Stand-alone: `npx tsx bench/summarizer-quality.ts` prints the raw report (handy while tuning the engine).
if (import.meta.url === `file://${process.argv[1]}`) {
  const articles = loadCnndm();
  if (!articles) console.log(`no data at ${CNNDM_FILE}`);
  else console.log(JSON.stringify(await evaluateQuality(articles), null, 1));
}
