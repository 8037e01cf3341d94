/**
 * Pieces of the front-end bench: build the client into a private directory, start the hub on it, and run
 * Lighthouse (programmatic API, Debian's Chromium, no network beyond 127.0.0.1) on a list of routes.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Config, type Flags } from "lighthouse";
import { resolveChromium } from "../scripts/chromium.mjs";
import { ROOT } from "./lib";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];
export type Preset = "mobile" | "desktop";

interface RouteScores {
  route: string;
  preset: Preset;
  /** 0-100 per category; null when Lighthouse could not score it (e.g. no paint). */
  scores: Record<Category, number | null>;
  /** Audits that cost points outside performance, e.g. "accessibility: color-contrast". */
  failing: string[];
  /** Largest Contentful Paint and Total Blocking Time (simulated, ms). */
  lcpMs?: number;
  tbtMs?: number;
  /** Lighthouse's CPU benchmark of this machine at run time (higher is faster; a loaded machine scores low). */
  benchmarkIndex?: number;
  error?: string;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited ${code}: ${stderr.slice(-500)}`)),
    );
  });
}

let builtDir: string | undefined;

/**
 * Builds the client once per bench run into CLIENT_OUT_DIR when set (a private dir), else a fresh temp dir
 * (never dist/client, which other people's servers may be serving).
 */
export async function buildClientOnce(log: (m: string) => void): Promise<string> {
  if (builtDir) return builtDir;
  const dir = process.env.CLIENT_OUT_DIR ?? mkdtempSync(path.join(os.tmpdir(), "hub-bench-client-"));
  log(`building the client into ${dir}`);
  await run(process.execPath, ["scripts/build-client.mjs"], { ...process.env, CLIENT_OUT_DIR: dir });
  builtDir = dir;
  return dir;
}

interface HubServer {
  origin: string;
  stop(): Promise<void>;
}

/** Starts the hub (scripts/e2e-server.mjs: fresh embedded database in a temp DATA_DIR) serving `clientDir`. */
export async function startHub(port: number, clientDir: string): Promise<HubServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "hub-bench-fe-data-"));
  const child: ChildProcess = spawn(process.execPath, ["scripts/e2e-server.mjs"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      CLIENT_OUT_DIR: clientDir,
      CLIENT_DIR: clientDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (d: Buffer) => (stderr += d.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((r) => setTimeout(r, 300));
      if ((child.exitCode as number | null) === null) child.kill("SIGKILL"); // it may have exited meanwhile
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  // BENCH_START_TIMEOUT_MS: a loaded shared machine can take minutes to start the hub (default 90 s).
  const startTimeout = Number(process.env.BENCH_START_TIMEOUT_MS) || 90_000;
  const deadline = Date.now() + startTimeout;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`hub server exited ${child.exitCode}: ${stderr.slice(-500)}`);
    try {
      const res = await fetch(`${origin}/api/health`);
      if (res.ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(
    `hub server did not answer ${origin}/api/health within ${startTimeout / 1000} s: ${stderr.slice(-500)}`,
  );
}

/** Flags that keep Chromium off the network (the machine has no internet) and fit a container. */
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-default-apps",
  "--disable-extensions",
  "--no-first-run",
  "--metrics-recording-only",
  "--disable-domain-reliability",
  "--disable-client-side-phishing-detection",
];

/**
 * Runs Lighthouse on `origin + route` for each route and preset, in one Chromium (sequentially: the scores are
 * noisy enough without two runs sharing the CPU).
 */
export async function lighthouseRoutes(
  origin: string,
  routes: string[],
  options: { presets: Preset[]; categories?: readonly Category[]; chromePort?: number; log?: (m: string) => void },
): Promise<RouteScores[]> {
  const categories = options.categories ?? CATEGORIES;
  const { executablePath } = await resolveChromium();
  const chrome = await chromeLauncher.launch({
    chromePath: executablePath,
    chromeFlags: CHROME_FLAGS,
    port: options.chromePort || undefined,
    logLevel: "silent",
  });
  const out: RouteScores[] = [];
  try {
    for (const preset of options.presets) {
      for (const route of routes) {
        const flags: Flags = { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...categories] };
        const config: Config | undefined = preset === "desktop" ? desktopConfig : undefined;
        const t0 = performance.now();
        try {
          let result = await lighthouse(`${origin}${route}`, flags, config);
          // A busy machine sometimes loses the trace ("Something went wrong with recording the trace"): retry once.
          if (!result || result.lhr.runtimeError || categories.some((c) => result!.lhr.categories[c]?.score == null)) {
            options.log?.(`lighthouse ${preset} ${route}: incomplete run, retrying once`);
            result = await lighthouse(`${origin}${route}`, flags, config);
          }
          if (!result) throw new Error("no result");
          const lhr = result.lhr;
          const scores = Object.fromEntries(
            CATEGORIES.map((c) => [
              c,
              lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c]!.score! * 100),
            ]),
          ) as Record<Category, number | null>;
          const failing: string[] = [];
          for (const c of categories) {
            if (c === "performance") continue;
            for (const ref of lhr.categories[c]?.auditRefs ?? []) {
              const audit = lhr.audits[ref.id];
              if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.push(`${c}: ${ref.id}`);
            }
          }
          const error = lhr.runtimeError?.message ?? lhr.runWarnings.find((w) => /could not|failed|error/i.test(w));
          out.push({
            route,
            preset,
            scores,
            failing,
            lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue,
            tbtMs: lhr.audits["total-blocking-time"]?.numericValue,
            benchmarkIndex: lhr.environment.benchmarkIndex,
            ...(error ? { error } : {}),
          });
          options.log?.(
            `lighthouse ${preset} ${route}: ${CATEGORIES.map((c) => scores[c] ?? "-").join(" / ")} (${Math.round((performance.now() - t0) / 1000)} s)${failing.length ? ` failing: ${failing.join(", ")}` : ""}`,
          );
        } catch (error) {
          out.push({
            route,
            preset,
            scores: { performance: null, accessibility: null, "best-practices": null, seo: null },
            failing: [],
            error: error instanceof Error ? error.message : String(error),
          });
        }
      }
    }
  } finally {
    chrome.kill();
  }
  return out;
}
