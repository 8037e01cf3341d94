/**
 * Section "writing": the writing quality table of the built-in writing engines on their test corpora (each tool's
 * `<id>.corpus.ts` exporting `writingSamples()`), measured against the inputs in the same run:
 * - share of sentences without a complete Link Grammar parse (outputs vs the human-written inputs);
 * - harper.js lints per 100 words (outputs vs inputs);
 * - share of sentences the engines' own checker flags (src/shared/text/sentence-check.ts), outputs vs inputs;
 * - unsupported facts: names, numbers, dates in an output that the input does not contain;
 * - option adherence (e.g. paragraph counts per length) and words per output.
 * Needs link-parser (Debian link-grammar): without it the rows say so.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { unsupportedFacts } from "../tests/quality/faithfulness";
import { harperLints } from "../tests/quality/harper";
import { linkGrammarAvailable, parseSentences } from "../tests/quality/link-grammar";
import { outputSentences } from "../tests/quality/sentences";
import type { WritingSample } from "../tests/quality/writing-sample";
import { sentenceProblems } from "../src/shared/text/sentence-check";
import { ROOT, notAvailable, row, round, type BenchSection, type Row } from "./lib";

const S = "writing";

interface ToolAdapter {
  id: string;
  samples(): Promise<WritingSample[] | null>;
}

const wordCount = (s: string) => s.split(/\s+/).filter(Boolean).length;

/** Every src/tools/<id>/<id>.corpus.ts that exports writingSamples(). */
function adapters(): ToolAdapter[] {
  const dir = path.join(ROOT, "src/tools");
  return readdirSync(dir)
    .filter((id) => existsSync(path.join(dir, id, `${id}.corpus.ts`)))
    .sort()
    .map((id) => ({
      id,
      async samples() {
        const mod = (await import(pathToFileURL(path.join(dir, id, `${id}.corpus.ts`)).href)) as {
          writingSamples?: () => WritingSample[] | Promise<WritingSample[]>;
        };
        return mod.writingSamples ? await mod.writingSamples() : null;
      },
    }));
}

async function measureTool(adapter: ToolAdapter): Promise<Row[]> {
  const samples = await adapter.samples();
  if (!samples) return [];
  if (samples.length === 0) return [notAvailable(S, `${adapter.id}`, "empty corpus")];
  const outSentences = samples.flatMap((s) => outputSentences(s.output));
  const inputs = [...new Set(samples.map((s) => s.input))];
  const inSentences = inputs.flatMap((i) => outputSentences(i));
  const [outOk, inOk] = await Promise.all([parseSentences(outSentences), parseSentences(inSentences)]);
  const unparsedOut = 1 - outOk.filter(Boolean).length / Math.max(1, outOk.length);
  const unparsedIn = 1 - inOk.filter(Boolean).length / Math.max(1, inOk.length);

  const flaggedCount = (list: string[]) => list.filter((x) => sentenceProblems(x).length > 0).length;
  const [flaggedOutN, flaggedInN] = [flaggedCount(outSentences), flaggedCount(inSentences)];
  const flaggedOut = flaggedOutN / Math.max(1, outSentences.length);
  const flaggedIn = flaggedInN / Math.max(1, inSentences.length);

  let outLints = 0;
  let outWords = 0;
  for (const s of samples) {
    outLints += (await harperLints(s.output)).length;
    outWords += wordCount(s.output);
  }
  let inLints = 0;
  let inWords = 0;
  for (const i of inputs) {
    inLints += (await harperLints(i)).length;
    inWords += wordCount(i);
  }
  const facts = samples.reduce(
    (n, s) => n + unsupportedFacts(s.shown ?? s.output, s.input, { allow: s.allow }).length,
    0,
  );
  const rules = samples.filter((s) => s.adheres !== null);
  const adherence = rules.length ? rules.filter((s) => s.adheres).length / rules.length : null;
  const id = adapter.id;
  return [
    row(
      S,
      `${id}: sentences without a complete parse`,
      `${round(unparsedOut * 100, 1)}% (inputs ${round(unparsedIn * 100, 1)}%)`,
      {
        goal: "<= inputs",
        status: unparsedOut <= unparsedIn ? "pass" : "fail",
        note: `${outSentences.length} output sentences, ${inSentences.length} input sentences`,
      },
    ),
    row(
      S,
      `${id}: sentences the built-in checker flags`,
      `${round(flaggedOut * 100, 1)}% (inputs ${round(flaggedIn * 100, 1)}%)`,
      {
        goal: "<= inputs",
        // A tool that keeps its input's sentences (the SEO optimizer) passes with no more flagged sentences than the
        // input, even when it joins two of the others (one sentence fewer raises the share by a hair).
        status: flaggedOut <= flaggedIn || flaggedOutN <= flaggedInN ? "pass" : "fail",
        note: `${flaggedOutN} of ${outSentences.length} output sentences, ${flaggedInN} of ${inSentences.length} input`,
      },
    ),
    row(
      S,
      `${id}: harper lints per 100 words`,
      `${round((outLints / Math.max(1, outWords)) * 100, 2)} (inputs ${round((inLints / Math.max(1, inWords)) * 100, 2)})`,
      {
        note: "names the dictionary does not know count as lints in both",
      },
    ),
    row(S, `${id}: unsupported facts`, facts, {
      goal: "0",
      status: facts === 0 ? "pass" : "fail",
      note: `${samples.length} outputs`,
    }),
    row(S, `${id}: option adherence`, adherence === null ? "n/a" : `${round(adherence * 100, 1)}%`, {
      goal: adherence === null ? undefined : "100%",
      status: adherence === null ? "info" : adherence === 1 ? "pass" : "fail",
    }),
    row(S, `${id}: words per output`, round(outWords / samples.length, 0)),
  ];
}

const section: BenchSection = {
  id: "writing",
  title: "Writing quality of the built-in writing engines (test corpora)",
  async run(ctx) {
    if (!linkGrammarAvailable())
      return [notAvailable(S, "writing quality", "link-parser missing: apt-get install -y link-grammar")];
    const rows: Row[] = [];
    for (const adapter of adapters()) {
      ctx.log(`writing: ${adapter.id}`);
      rows.push(...(await measureTool(adapter)));
    }
    return rows;
  },
};

export default section;
