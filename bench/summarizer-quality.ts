/**
 * Section "quality": the summarizer's product outputs scored with ROUGE.
 * 1. CNN/DailyMail (200 articles, human highlights): the product's short / medium / long summaries (paragraph style,
 *    one sentence a line for ROUGE-Lsum) and TL;DR against Lead-3 and the npm `lexrank` peer.
 * 2. The non-news evaluation set (src/tools/summarizer/summarizer.eval-set.ts: minutes, posts, HTML, essays, e-mails,
 *    a licence, reviews, Spanish and French) and the held-out set (summarizer.heldout.ts, never tuned on): ROUGE of
 *    the medium summary against hand-written references, and the reader's checks (summarizer.checks.ts).
 * 3. Speed of one 100,000-word input, and of a 570-word article for comparison.
 */
import { splitSentences } from "../src/shared/text/sentences";
import type { SummaryLength } from "../src/tools/summarizer/contract";
import { summarize } from "../src/tools/summarizer/summarizer.engine";
import { checkSummaries, summarySentences } from "../src/tools/summarizer/summarizer.checks";
import { EVAL_SET, type EvalText } from "../src/tools/summarizer/summarizer.eval-set";
import { HELDOUT_SET } from "../src/tools/summarizer/summarizer.heldout";
import { wordCount } from "../src/tools/summarizer/summarizer.rank";
import { unsupportedFacts } from "../tests/quality/faithfulness";
import { CNNDM_FILE, loadCnndm, textOfWords, type Article } from "./corpus";
import { goal, notAvailable, row, round, type BenchSection, type Row } from "./lib";
import { loadLexrank } from "./peers";
import { meanF1, rouge, type RougeScores } from "./rouge";

const S = "quality";
const LENGTHS: SummaryLength[] = ["short", "medium", "long"];

interface SystemResult {
  name: string;
  scores: Record<keyof RougeScores, number>;
  /** Mean words per summary. */
  words: number;
}

/** A summary as ROUGE-Lsum wants it: one sentence a line. */
const lines = (summary: string) => summarySentences(summary).join("\n");

async function evaluateCnndm(articles: Article[]): Promise<SystemResult[]> {
  const lexrank = loadLexrank();
  const runs = new Map<string, { scores: RougeScores[]; words: number[] }>();
  const add = (name: string, candidate: string, reference: string) => {
    const r = runs.get(name) ?? { scores: [], words: [] };
    r.scores.push(rouge(candidate, reference));
    r.words.push(wordCount(candidate));
    runs.set(name, r);
  };
  for (const a of articles) {
    for (const length of LENGTHS)
      add(`product '${length}' (paragraphs)`, lines(summarize(a.article, length, "paragraph")), a.reference);
    add("product TL;DR (medium)", lines(summarize(a.article, "medium", "tldr")), a.reference);
    add(
      "Lead-3",
      splitSentences(a.article)
        .slice(0, 3)
        .map((s) => s.text)
        .join("\n"),
      a.reference,
    );
    if (lexrank) add(`${lexrank.name}, 3 sentences`, (await lexrank.summarize(a.article, 3)).join("\n"), a.reference);
  }
  return [...runs].map(([name, r]) => ({
    name,
    scores: meanF1(r.scores),
    words: r.words.reduce((s, x) => s + x, 0) / r.words.length,
  }));
}

interface SetResult {
  texts: number;
  rouge: Record<SummaryLength, Record<keyof RougeScores, number>>;
  markupLeaks: number;
  headingsOutput: number;
  unreached: string[];
  budgetsKept: number;
  tldrOk: number;
  sameLanguage: number;
  /** Names, numbers and dates in outputs that their input does not contain. */
  unsupportedFacts: number;
}

function evaluateSet(set: EvalText[]): SetResult {
  const scores: Record<SummaryLength, RougeScores[]> = { short: [], medium: [], long: [] };
  const result: SetResult = {
    texts: 0,
    rouge: {} as SetResult["rouge"],
    markupLeaks: 0,
    headingsOutput: 0,
    unreached: [],
    budgetsKept: 0,
    tldrOk: 0,
    sameLanguage: 0,
    unsupportedFacts: 0,
  };
  for (const item of set) {
    const text = typeof item.text === "function" ? item.text() : item.text;
    if (!text) continue;
    result.texts++;
    const check = checkSummaries(text, item.mustReach);
    for (const length of LENGTHS)
      scores[length].push(rouge(lines(check.outputs[`${length}-paragraph`]), item.reference));
    result.markupLeaks += check.markup.length;
    result.headingsOutput += check.headings.length;
    result.unreached.push(...check.unreached.map((h) => `${item.id}: ${h}`));
    if (check.budgetsKept) result.budgetsKept++;
    if (check.tldrOneSentence && check.tldrNotTitle) result.tldrOk++;
    if (check.sameLanguage) result.sameLanguage++;
    for (const output of Object.values(check.outputs)) result.unsupportedFacts += unsupportedFacts(output, text).length;
  }
  for (const length of LENGTHS) result.rouge[length] = meanF1(scores[length]);
  return result;
}

const pct = (x: number) => round(100 * x, 2);
const fmt = (sc: Record<keyof RougeScores, number>) =>
  `${pct(sc.rouge1)} / ${pct(sc.rouge2)} / ${pct(sc.rougeL)} / ${pct(sc.rougeLsum)}`;

function setRows(label: string, r: SetResult): Row[] {
  const rows: Row[] = LENGTHS.map((l) =>
    row(S, `${label}: '${l}' R-1 / R-2 / R-L / R-Lsum vs hand-written references`, fmt(r.rouge[l]), {
      unit: "F1 %",
      note: `${r.texts} texts`,
    }),
  );
  const all = (n: number) => `${n} / ${r.texts}`;
  rows.push(
    row(S, `${label}: markup leaked into outputs`, r.markupLeaks, {
      goal: "0",
      status: goal(r.markupLeaks === 0),
      note: "9 outputs per text (3 lengths x 3 styles)",
    }),
    row(S, `${label}: headings or titles output as sentences`, r.headingsOutput, {
      goal: "0",
      status: goal(r.headingsOutput === 0),
    }),
    row(
      S,
      `${label}: sections a reader needs reached (Decisions, Action items...)`,
      r.unreached.length === 0 ? "all" : r.unreached.join("; "),
      {
        goal: "all",
        status: goal(r.unreached.length === 0),
      },
    ),
    row(S, `${label}: word budgets kept (and short <= medium <= long)`, all(r.budgetsKept), {
      goal: "all",
      status: goal(r.budgetsKept === r.texts),
    }),
    row(S, `${label}: TL;DR is one sentence and not the title`, all(r.tldrOk), {
      goal: "all",
      status: goal(r.tldrOk === r.texts),
    }),
    row(S, `${label}: outputs in the input's language`, all(r.sameLanguage), {
      goal: "all",
      status: goal(r.sameLanguage === r.texts),
    }),
    row(S, `${label}: unsupported facts (names, numbers, dates not in the input)`, r.unsupportedFacts, {
      goal: "0",
      status: goal(r.unsupportedFacts === 0),
    }),
  );
  return rows;
}

function speedRows(): Row[] {
  const big = textOfWords(100_000);
  const article = textOfWords(570);
  const time = (text: string) => {
    const t0 = performance.now();
    summarize(text, "medium", "paragraph");
    return performance.now() - t0;
  };
  time(article); // warm-up
  const articleMs = Math.min(time(article), time(article), time(article));
  const bigMs = time(big);
  return [
    row(S, "summarize a 100,000-word text (medium, paragraphs)", round(bigMs, 0), {
      unit: "ms",
      goal: "< 3000 ms",
      status: goal(bigMs < 3000),
      note: `${round(bigMs / Math.max(articleMs, 1e-6), 0)}x a 570-word article (${round(articleMs, 1)} ms)`,
    }),
  ];
}

export const qualitySection: BenchSection = {
  id: "quality",
  title: "Summarizer quality (ROUGE F1 on CNN/DailyMail and on a non-news set) and speed",
  async run(ctx) {
    const rows: Row[] = [];
    const articles = loadCnndm();
    if (!articles)
      rows.push(notAvailable(S, "ROUGE on CNN/DailyMail", `data not found at ${CNNDM_FILE} (set BENCH_DATA_DIR)`));
    else {
      ctx.log(`quality: scoring ${articles.length} CNN/DailyMail articles`);
      const systems = await evaluateCnndm(articles);
      const lead = systems.find((s) => s.name === "Lead-3")!.scores;
      for (const sys of systems) {
        const gated = sys.name === "product 'short' (paragraphs)" || sys.name === "product 'medium' (paragraphs)";
        rows.push(
          row(S, `${sys.name} R-1 / R-2 / R-L / R-Lsum`, fmt(sys.scores), {
            unit: "F1 %",
            ...(gated
              ? {
                  goal: "R-1 and R-Lsum >= Lead-3",
                  status: goal(sys.scores.rouge1 >= lead.rouge1 && sys.scores.rougeLsum >= lead.rougeLsum),
                }
              : {}),
            note: `${articles.length} articles, ${round(sys.words, 0)} words per summary`,
          }),
        );
      }
      if (!systems.some((s) => s.name.includes("(npm)")))
        rows.push(notAvailable(S, "npm peer summarizer", "lexrank not installed (npm i -D lexrank@1)"));
    }
    ctx.log("quality: non-news evaluation set and held-out set");
    rows.push(...setRows("non-news set", evaluateSet(EVAL_SET)), ...setRows("held-out set", evaluateSet(HELDOUT_SET)));
    rows.push(...speedRows());
    return rows;
  },
};

// Stand-alone: `npx tsx bench/summarizer-quality.ts` prints the raw figures (handy while tuning the engine).
if (import.meta.url === `file://${process.argv[1]}`) {
  const articles = loadCnndm();
  if (articles) console.log(JSON.stringify(await evaluateCnndm(articles), null, 1));
  console.log(JSON.stringify(evaluateSet(EVAL_SET), null, 1));
}
