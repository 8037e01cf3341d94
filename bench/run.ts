/**
 * npm run bench [-- --only=quality,http] [--skip=lighthouse] [--quick]
 * Runs the sections in order, prints ONE table and writes bench/results.json (gitignored).
 * Sections: quality, speed, http, scaling, speech, frontend, lighthouse, plus any bench/*.bench.ts file whose
 * default export is a BenchSection (how the speech or other engineers plug in their own measurements).
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { engineSpeedSection } from "./engine-speed";
import { frontendSection, lighthouseSection } from "./frontend";
import { httpLoadSection } from "./http-load";
import { DATA_DIR, ROOT, type BenchContext, type BenchSection, type Row } from "./lib";
import { scalingSection } from "./scaling";
import { speechSection } from "./speech";
import { qualitySection } from "./summarizer-quality";

function option(name: string): string | undefined {
  const arg = process.argv.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (!arg) return undefined;
  return arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : "true";
}

async function pluginSections(): Promise<BenchSection[]> {
  const dir = path.join(ROOT, "bench");
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".bench.ts"))
    .sort();
  const out: BenchSection[] = [];
  for (const f of files) {
    const mod = (await import(pathToFileURL(path.join(dir, f)).href)) as { default?: BenchSection };
    if (mod.default && typeof mod.default.run === "function") out.push(mod.default);
  }
  return out;
}

export function machine() {
  const cpuinfo = (() => {
    try {
      return readFileSync("/proc/cpuinfo", "utf8");
    } catch {
      return "";
    }
  })();
  return {
    cpus: os.availableParallelism(),
    cpuModel: /model name\s*:\s*(.+)/.exec(cpuinfo)?.[1]?.trim() ?? os.cpus()[0]?.model ?? "unknown",
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    /** 1-minute load average when the run ended: other work on the machine skews latency (compare ratios). */
    loadAverage: Math.round(os.loadavg()[0]! * 10) / 10,
  };
}

function formatValue(r: Row): string {
  if (typeof r.value === "string") return r.value;
  const v = Math.abs(r.value) >= 1000 ? Math.round(r.value).toLocaleString("en-US") : String(r.value);
  return r.unit ? `${v} ${r.unit}` : v;
}

export function renderTable(rows: Row[]): string {
  const head = ["section", "metric", "value", "goal", "status", "note"];
  const cells = rows.map((r) => [
    r.section,
    r.metric,
    typeof r.value === "string" && r.unit ? `${r.value} ${r.unit}` : formatValue(r),
    r.goal ?? "",
    r.status === "info" ? "" : r.status.toUpperCase(),
    r.note ?? "",
  ]);
  const widths = head.map((h, i) => Math.min(i === 5 ? 90 : 70, Math.max(h.length, ...cells.map((c) => c[i]!.length))));
  const line = (c: string[]) =>
    c.map((x, i) => (x.length > widths[i]! ? `${x.slice(0, widths[i]! - 1)}…` : x.padEnd(widths[i]!))).join(" | ");
  return [line(head), widths.map((w) => "-".repeat(w)).join("-|-"), ...cells.map(line)].join("\n");
}

async function main() {
  const only = option("only")
    ?.split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const skip =
    option("skip")
      ?.split(",")
      .map((s) => s.trim())
      .filter(Boolean) ?? [];
  const quick = option("quick") !== undefined || process.env.BENCH_QUICK === "1";
  const sections: BenchSection[] = [
    qualitySection,
    engineSpeedSection,
    httpLoadSection,
    scalingSection,
    speechSection,
    frontendSection,
    lighthouseSection,
    ...(await pluginSections()),
  ];
  const known = sections.map((s) => s.id);
  const unknown = (only ?? []).filter((id) => !known.includes(id));
  if (unknown.length) {
    console.error(`Unknown section(s): ${unknown.join(", ")}. Known: ${known.join(", ")}`);
    process.exit(2);
  }
  let port = 6300;
  const ctx: BenchContext = {
    quick,
    nextPort: () => (port < 6399 ? port++ : 0),
    log: (m) => process.stderr.write(`[bench] ${m}\n`),
  };
  const rows: Row[] = [];
  const timings: Record<string, number> = {};
  for (const section of sections) {
    if (only && !only.includes(section.id)) continue;
    if (skip.includes(section.id)) continue;
    ctx.log(`${section.id}: ${section.title}`);
    const t0 = performance.now();
    try {
      rows.push(...(await section.run(ctx)));
    } catch (error) {
      rows.push({
        section: section.id,
        metric: section.title,
        value: "error",
        status: "fail",
        note: error instanceof Error ? error.message : String(error),
      });
    }
    timings[section.id] = Math.round((performance.now() - t0) / 100) / 10;
  }
  const info = machine();
  console.log(
    `\nAI App Hub bench — ${new Date().toISOString()} — ${info.cpus} x ${info.cpuModel}, ${info.memoryGiB} GiB, Node ${info.node}, load average ${info.loadAverage}${quick ? " (quick)" : ""}\n`,
  );
  console.log(renderTable(rows));
  const failed = rows.filter((r) => r.status === "fail").length;
  console.log(
    `\n${rows.filter((r) => r.status === "pass").length} goals met, ${failed} not met, ${rows.filter((r) => r.status === "n/a").length} not available. Data: ${DATA_DIR}`,
  );
  const file = path.join(ROOT, "bench/results.json");
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), machine: info, quick, sectionSeconds: timings, rows }, null, 2)}\n`,
  );
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);
}

await main();
