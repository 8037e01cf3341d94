/** Section "scaling": summarizer and SEO engine time at 1k, 10k and 100k words, and the fitted log-log exponent. */
import { textOfWords } from "./corpus";
import {
  goal,
  importIfExists,
  logLogSlope,
  medianMs,
  notAvailable,
  row,
  round,
  type BenchSection,
  type Row,
} from "./lib";

const S = "scaling";
const SIZES = [1_000, 10_000, 100_000];

interface Target {
  name: string;
  file: string;
  exportName: string;
  call(fn: (...args: unknown[]) => unknown, text: string): unknown;
}

const TARGETS: Target[] = [
  {
    name: "summarize",
    file: "src/tools/summarizer/summarizer.engine.ts",
    exportName: "summarize",
    call: (fn, t) => fn(t, "medium", "paragraph"),
  },
  {
    name: "seo optimize",
    file: "src/tools/seo-optimizer/seo-optimizer.engine.ts",
    exportName: "optimizeArticle",
    call: (fn, t) => fn(t, "general"),
  },
];

export const scalingSection: BenchSection = {
  id: "scaling",
  title: "Scaling with input size",
  async run(ctx) {
    const rows: Row[] = [];
    const texts = SIZES.map((n) => textOfWords(n));
    for (const target of TARGETS) {
      const mod = await importIfExists<Record<string, unknown>>(target.file);
      const fn = mod?.[target.exportName];
      if (typeof fn !== "function") {
        rows.push(notAvailable(S, `${target.name} exponent`, `${target.file} (${target.exportName}) not found`));
        continue;
      }
      const points: { x: number; y: number }[] = [];
      const times: string[] = [];
      for (let k = 0; k < SIZES.length; k++) {
        const runs = SIZES[k]! >= 100_000 ? (ctx.quick ? 1 : 3) : SIZES[k]! >= 10_000 ? 5 : 15;
        ctx.log(`scaling: ${target.name} at ${SIZES[k]} words`);
        const ms = medianMs(() => target.call(fn as (...args: unknown[]) => unknown, texts[k]!), runs);
        points.push({ x: SIZES[k]!, y: ms });
        times.push(`${SIZES[k]! / 1000}k: ${round(ms, ms < 10 ? 2 : 0)} ms`);
      }
      const slope = logLogSlope(points);
      rows.push(
        row(S, `${target.name} exponent (time ~ words^k)`, round(slope, 2), {
          goal: "k <= 1.15",
          status: goal(slope <= 1.15),
          note: times.join(", "),
        }),
      );
    }
    return rows;
  },
};
