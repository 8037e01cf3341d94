/** Shared pieces of `npm run bench`: the row every section returns, data paths, timing and optional imports. */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** The shared test data (cnndm-200.jsonl, jfk.flac) lives beside the repository, never inside it. */
export const DATA_DIR = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(ROOT, "../shared/data"));

export type Status = "pass" | "fail" | "info" | "n/a";

export interface Row {
  section: string;
  metric: string;
  /** A number (rounded for the table, exact in results.json) or a short text. */
  value: number | string;
  unit?: string;
  /** The goal in words, e.g. ">= Lead-3", "< 50 ms". */
  goal?: string;
  status: Status;
  note?: string;
}

export interface BenchContext {
  /** Free port range for this run's servers (6300-6399 by default). */
  nextPort(): number;
  /** Quick mode: shorter load tests and fewer repetitions (BENCH_QUICK=1 or --quick). */
  quick: boolean;
  log(message: string): void;
}

export interface BenchSection {
  id: string;
  title: string;
  run(ctx: BenchContext): Promise<Row[]>;
}

export function row(section: string, metric: string, value: number | string, extra: Partial<Row> = {}): Row {
  return { section, metric, value, status: "info", ...extra };
}

export function notAvailable(section: string, metric: string, reason: string): Row {
  return { section, metric, value: "not available", status: "n/a", note: reason };
}

export function goal(ok: boolean): Status {
  return ok ? "pass" : "fail";
}

/** Imports a module under the repository root if the file exists; null when it does not (a tool not built yet). */
export async function importIfExists<T>(relativePath: string): Promise<T | null> {
  const file = path.join(ROOT, relativePath);
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as T;
}

export function fileExists(relativePath: string): boolean {
  return existsSync(path.join(ROOT, relativePath));
}

/** Median of the wall time (ms) of `fn` over `runs` runs after one warm-up call. */
export function medianMs(fn: () => unknown, runs: number): number {
  fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

export async function medianMsAsync(fn: () => Promise<unknown>, runs: number): Promise<number> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/** Least-squares slope of log(y) against log(x): the exponent k of y ~ x^k. */
export function logLogSlope(points: { x: number; y: number }[]): number {
  const xs = points.map((p) => Math.log(p.x));
  const ys = points.map((p) => Math.log(p.y));
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let num = 0;
  let den = 0;
  for (let i = 0; i < xs.length; i++) {
    num += (xs[i]! - mx) * (ys[i]! - my);
    den += (xs[i]! - mx) ** 2;
  }
  return den ? num / den : Number.NaN;
}

export function round(value: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
