/**
 * Section "speed": words per second of each built-in text engine that exists. Engines with a known signature are
 * called directly (imported dynamically, so a tool that has not landed yet gets a "not available" row); the others
 * are driven through their spec route with app.inject (validation + engine + serialization, no socket).
 */
import type { FastifyInstance } from "fastify";
import { textOfWords } from "./corpus";
import { createBenchApp } from "./hub-app";
import {
  fileExists,
  importIfExists,
  medianMs,
  medianMsAsync,
  notAvailable,
  row,
  round,
  type BenchSection,
  type Row,
} from "./lib";

const S = "speed";
type AnyFn = (...args: unknown[]) => unknown;

interface Adapter {
  tool: string;
  /** Input words the engine reads in one call. */
  words: number;
  direct?: { file: string; exportName: string; call(fn: AnyFn, text: string): unknown };
  route: { file: string; url: string; body(text: string): object };
}

/** The first whole words of `text` that fit in `max` characters. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return cut.slice(0, Math.max(cut.lastIndexOf(" "), 1)).trim();
}

const countWords = (t: string) => t.split(/\s+/).filter(Boolean).length;

const ADAPTERS: Adapter[] = [
  {
    tool: "summarizer",
    words: 1000,
    direct: {
      file: "src/tools/summarizer/summarizer.engine.ts",
      exportName: "summarize",
      call: (fn, text) => fn(text, "medium", "paragraph"),
    },
    route: {
      file: "src/tools/summarizer/summarizer.route.ts",
      url: "/api/summarize",
      body: (text) => ({ text, summaryLength: "medium", summaryStyle: "paragraph" }),
    },
  },
  {
    tool: "humanizer",
    words: 1000,
    direct: {
      file: "src/tools/humanizer/humanizer.engine.ts",
      exportName: "humanize",
      call: (fn, text) => fn(text, "casual"),
    },
    route: {
      file: "src/tools/humanizer/humanizer.route.ts",
      url: "/api/humanize",
      body: (text) => ({ text, voiceStyle: "casual" }),
    },
  },
  {
    tool: "seo-optimizer",
    words: 1000,
    direct: {
      file: "src/tools/seo-optimizer/seo-optimizer.engine.ts",
      exportName: "optimizeArticle",
      call: (fn, text) => fn(text, "general"),
    },
    route: {
      file: "src/tools/seo-optimizer/seo-optimizer.route.ts",
      url: "/api/seo-optimize",
      body: (text) => ({ text, industry: "general" }),
    },
  },
  {
    tool: "post-generator",
    words: 150,
    direct: {
      file: "src/tools/post-generator/post-generator.engine.ts",
      exportName: "generatePost",
      call: (fn, text) => fn(clip(text, 1000), "linkedin"),
    },
    route: {
      file: "src/tools/post-generator/post-generator.route.ts",
      url: "/api/social-post",
      body: (text) => ({ prompt: clip(text, 1000), platform: "linkedin" }),
    },
  },
  {
    tool: "email-generator",
    words: 150,
    route: {
      file: "src/tools/email-generator/email-generator.route.ts",
      url: "/api/email-template",
      body: (text) => ({
        prompt: clip(text, 1000),
        purpose: "business",
        tone: "professional",
        audience: "client",
        length: "medium",
      }),
    },
  },
  {
    tool: "cover-letter-generator",
    words: 1100,
    route: {
      file: "src/tools/cover-letter-generator/cover-letter-generator.route.ts",
      url: "/api/cover-letter",
      body: (text) => ({
        resume: clip(text, 5000),
        jobTitle: "Data Analyst",
        jobDescription: clip(text.slice(6000), 3000),
        companyName: "Acme Analytics",
        skills: "SQL, Python, dashboards, stakeholder communication",
        experience: "Five years of reporting and analysis in retail.",
        tone: "professional",
      }),
    },
  },
  {
    tool: "prompt-builder",
    words: 60,
    route: {
      file: "src/tools/prompt-builder/prompt-builder.route.ts",
      url: "/api/prompt-builder",
      body: (text) => ({
        category: "Creative Writing",
        topic: clip(text, 120),
        tone: "professional",
        length: "medium",
        additional_context: clip(text.slice(200), 240),
        keywords: ["city", "budget"],
      }),
    },
  },
  {
    tool: "mla-citation",
    words: 20,
    route: {
      file: "src/tools/mla-citation/mla-citation.route.ts",
      url: "/api/mla-citation",
      body: () => ({
        sourceType: "article",
        title: "how the city council approved its transit budget",
        author: "Jane Q. Public and John Smith",
        website: "The Daily Example",
        date: "2024-03-05",
        url: "https://www.example.org/news/transit-budget",
      }),
    },
  },
];

function inputWords(adapter: Adapter, text: string): number {
  if (adapter.direct) return countWords(text);
  const body = adapter.route.body(text) as Record<string, unknown>;
  return Object.values(body).reduce<number>((s, v) => s + (typeof v === "string" ? countWords(v) : 0), 0);
}

export const engineSpeedSection: BenchSection = {
  id: "speed",
  title: "Built-in engine speed (words per second)",
  async run(ctx) {
    const rows: Row[] = [];
    let app: FastifyInstance | null = null;
    const runs = ctx.quick ? 7 : 25;
    try {
      for (const a of ADAPTERS) {
        const full = textOfWords(Math.max(a.words, 2000));
        const text = a.direct && a.words < 2000 ? textOfWords(a.words) : full;
        const metric = `${a.tool} words/s`;
        try {
          const mod = a.direct ? await importIfExists<Record<string, unknown>>(a.direct.file) : null;
          const fn = a.direct && mod ? mod[a.direct.exportName] : undefined;
          if (a.direct && typeof fn === "function") {
            const input = a.tool === "post-generator" ? clip(text, 1000) : text;
            const ms = medianMs(() => a.direct!.call(fn as AnyFn, text), runs);
            const words = countWords(input);
            rows.push(
              row(S, metric, Math.round((words / ms) * 1000), {
                unit: "words/s",
                note: `direct call, ${words} words, median ${round(ms, 2)} ms of ${runs}`,
              }),
            );
            continue;
          }
          if (!fileExists(a.route.file)) {
            rows.push(notAvailable(S, metric, `${a.tool} has no engine/route yet`));
            continue;
          }
          app ??= await createBenchApp();
          const body = a.route.body(full);
          const first = await app.inject({ method: "POST", url: a.route.url, payload: body });
          if (first.statusCode !== 200) {
            rows.push(
              notAvailable(S, metric, `POST ${a.route.url} answered ${first.statusCode}: ${first.body.slice(0, 120)}`),
            );
            continue;
          }
          const ms = await medianMsAsync(() => app!.inject({ method: "POST", url: a.route.url, payload: body }), runs);
          const words = inputWords(a, full);
          rows.push(
            row(S, metric, Math.round((words / ms) * 1000), {
              unit: "words/s",
              note: `via app.inject ${a.route.url}, ${words} words, median ${round(ms, 2)} ms`,
            }),
          );
        } catch (error) {
          rows.push(notAvailable(S, metric, `error: ${error instanceof Error ? error.message : String(error)}`));
        }
      }
    } finally {
      await app?.close();
    }
    return rows;
  },
};
