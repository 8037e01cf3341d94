/**
 * Front end: gzip sizes of the home's initial JS/CSS and of each tool's lazy chunk (from the Vite manifest of a
 * private client build), and Lighthouse scores on "/" and every tool route (mobile, plus desktop unless --quick).
 */
import { TOOLS } from "../src/server/catalogue";
import { BUDGETS, KB, analyzeBundle, describePackages } from "../scripts/check-budgets.mjs";
import { goal, notAvailable, round, row, type BenchSection, type Row } from "./lib";
import { buildClientOnce, lighthouseRoutes, startHub, CATEGORIES, type Category, type Preset } from "./lighthouse";

const kB = (bytes: number) => round(bytes / KB, 1);

export const frontendSection: BenchSection = {
  id: "frontend",
  title: "Front end",
  async run(ctx) {
    const dir = await buildClientOnce(ctx.log);
    const { home, tools } = analyzeBundle(dir);
    const s = "frontend";
    const rows: Row[] = [
      row(s, "home initial JS (gzip)", kB(home.jsSize.gzip), {
        unit: "kB",
        goal: `<= ${kB(BUDGETS.homeInitialJs)} kB`,
        status: goal(home.jsSize.gzip <= BUDGETS.homeInitialJs),
        note: `${home.js.length} files, ${kB(home.jsSize.raw)} kB raw, ${kB(home.jsSize.brotli)} kB brotli; pulls in ${describePackages(home.packages, 6)}`,
      }),
      row(s, "home initial CSS (gzip)", kB(home.cssSize.gzip), {
        unit: "kB",
        note: `${home.css.length} file(s), ${kB(home.cssSize.raw)} kB raw, ${kB(home.cssSize.brotli)} kB brotli; written inline into every page's HTML by the prerender`,
      }),
      row(s, "home HTML (gzip)", kB(home.htmlSize.gzip), { unit: "kB", note: "prerendered page with its CSS inline" }),
    ];
    for (const t of tools) {
      const size = t.jsSize.gzip + t.cssSize.gzip;
      rows.push(
        row(s, `${t.id} lazy JS (gzip)`, kB(size), {
          unit: "kB",
          goal: `<= ${kB(BUDGETS.toolLazyJs)} kB`,
          status: goal(size <= BUDGETS.toolLazyJs),
          note: `page chunk ${kB(t.pageSize.gzip)} kB + ${t.js.length - 1} shared chunk(s) not in the home's; ${kB(t.jsSize.raw)} kB raw; pulls in ${describePackages(t.packages)}`,
        }),
      );
    }
    const missing = TOOLS.filter((t) => !tools.some((x) => x.id === t.id)).map((t) => t.id);
    if (missing.length) rows.push(row(s, "tools without a page yet", missing.length, { note: missing.join(", ") }));
    return rows;
  },
};

/** "/" and every tool route of the catalogue. */
const LIGHTHOUSE_ROUTES = ["/", ...TOOLS.map((t) => t.path)];

const GOALS: Record<Category, number> = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };

export const lighthouseSection: BenchSection = {
  id: "lighthouse",
  title: "Lighthouse",
  async run(ctx) {
    const s = "lighthouse";
    // BENCH_FE_PORT: a private port pair (server, Chromium's debugging port) when several people run benches at once.
    const base = Number(process.env.BENCH_FE_PORT) || 0;
    const port = base || ctx.nextPort();
    if (!port) return [notAvailable(s, "scores", "no free port")];
    const dir = await buildClientOnce(ctx.log);
    const server = await startHub(port, dir);
    const presets: Preset[] = ctx.quick ? ["mobile"] : ["mobile", "desktop"];
    try {
      const results = await lighthouseRoutes(server.origin, LIGHTHOUSE_ROUTES, {
        presets,
        chromePort: base ? base + 1 : undefined,
        log: ctx.log,
      });
      const rows: Row[] = [];
      for (const r of results) {
        const label = `${r.preset} ${r.route}`;
        if (r.error && CATEGORIES.every((c) => r.scores[c] === null)) {
          rows.push({ section: s, metric: label, value: "error", status: "fail", note: r.error });
          continue;
        }
        const ok = CATEGORIES.every((c) => (r.scores[c] ?? 0) >= GOALS[c]);
        const notes = [
          r.lcpMs !== undefined ? `LCP ${Math.round(r.lcpMs)} ms` : "",
          r.tbtMs !== undefined ? `TBT ${Math.round(r.tbtMs)} ms` : "",
          ...r.failing,
          r.error ?? "",
        ].filter(Boolean);
        rows.push(
          row(s, label, CATEGORIES.map((c) => r.scores[c] ?? "-").join(" / "), {
            goal: ">= 95 / 100 / 100 / 100",
            status: goal(ok),
            note: notes.join("; "),
          }),
        );
      }
      const indexes = results
        .map((r) => r.benchmarkIndex)
        .filter((v): v is number => v !== undefined)
        .sort((a, b) => a - b);
      if (indexes.length) {
        rows.push(
          row(s, "Lighthouse benchmarkIndex (median)", Math.round(indexes[Math.floor(indexes.length / 2)]!), {
            note: `range ${Math.round(indexes[0]!)}-${Math.round(indexes.at(-1)!)}; CPU speed seen by Lighthouse, low on a busy machine (performance scores drop with it)`,
          }),
        );
      }
      for (const preset of presets) {
        const mine = results.filter((r) => r.preset === preset);
        for (const c of CATEGORIES) {
          const values = mine.map((r) => r.scores[c]).filter((v): v is number => v !== null);
          if (!values.length) continue;
          const min = Math.min(...values);
          rows.push(
            row(s, `${preset} ${c} (lowest of ${values.length} routes)`, min, {
              goal: `>= ${GOALS[c]}`,
              status: goal(min >= GOALS[c]),
              note: `median ${values.sort((a, b) => a - b)[Math.floor(values.length / 2)]}`,
            }),
          );
        }
      }
      return rows;
    } finally {
      await server.stop();
    }
  },
};
