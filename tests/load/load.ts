/**
 * Load test: N connections for S seconds against a mix of summarize (1,000 words), subscribe (unique addresses),
 * the home page and a static asset, on the real server started as `npm start` runs it (its own process,
 * scripts/start.mjs: the bundled server, default settings). Reports the server's resident memory (RSS) at rest and at
 * the peak of the load (the server process and the processes it started), then with the speech process the
 * text-to-speech page starts, what holds it (tests/load/memory-breakdown.ts), and the goals (< 250 MB at rest,
 * < 400 MB under load). Fails (exit 1) on any error, timeout or non-2xx answer, or when the
 * server's heap after the run (after a full GC) exceeds the heap before by more than MEMORY_BOUND_MB.
 *   npm run test:load                      # 50 connections, 20 s
 *   LOAD_SECONDS=5 npm run test:load       # the short version npm test runs
 */
import autocannon from "autocannon";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SOLAR_ARTICLE, LIBRARY_NOTES } from "../fixtures/texts";
import { bundleServer } from "../../scripts/server-bundle.mjs";
import { processTree, totalMb, type ProcessRss } from "./process-memory";

const SECONDS = Number(process.env.LOAD_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const MEMORY_BOUND_MB = Number(process.env.MEMORY_BOUND_MB ?? 64);
const GOAL_IDLE_MB = 250;
const GOAL_LOAD_MB = 400;
const root = path.resolve(import.meta.dirname, "../..");

function thousandWords(): string {
  const base = `${SOLAR_ARTICLE}\n\n${LIBRARY_NOTES}`;
  let text = base;
  while (text.split(/\s+/).length < 1000) text += `\n\n${base}`;
  return text.split(/\s+/).slice(0, 1000).join(" ");
}

/** The server in its own process as `npm start` runs it, with the load test's heap probe loaded beside it. */
async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    ["--expose-gc", "--import", "./tests/load/heap-probe.mjs", "scripts/start.mjs"],
    { cwd: root, env: { ...process.env, SKIP_CLIENT_BUILD: "1", ...env }, stdio: ["ignore", "pipe", "inherit", "ipc"] },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      const match = /running at (http:\/\/\S+)/.exec(out);
      if (match) resolve(match[1]!.replace("localhost", "127.0.0.1"));
    });
    child.once("exit", (code) => reject(new Error(`the server exited (${code}) before starting:\n${out}`)));
  });
  child.stdout!.resume();
  return { child, url };
}

function serverHeapMb(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once("message", (m) => resolve((m as { heapUsedMb: number }).heapUsedMb));
    child.send("heap");
  });
}

/** The breakdown runs bundled like the server (no TypeScript loader in its figures). */
async function memoryBreakdown(clientDir: string): Promise<{ part: string; addedMb: number; rssMb: number }[]> {
  const program = await bundleServer({ entry: path.join(root, "tests/load/memory-breakdown.ts") });
  const r = spawnSync(process.execPath, ["--expose-gc", program.entry], {
    cwd: root,
    env: { ...process.env, CLIENT_DIR: clientDir },
    encoding: "utf8",
  });
  program.remove();
  const line = r.stdout.trim().split("\n").pop() ?? "[]";
  try {
    return JSON.parse(line) as { part: string; addedMb: number; rssMb: number }[];
  } catch {
    return [{ part: `breakdown failed: ${r.stderr.slice(-300)}`, addedMb: NaN, rssMb: NaN }];
  }
}

const mb = (n: number) => Math.round(n);
const describeTree = (tree: ProcessRss[]) => tree.map((p) => `${p.command} ${mb(p.rssMb)} MB`).join("; ");

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "hub-load-"));
  const clientDir = process.env.CLIENT_OUT_DIR ?? path.join(root, "dist/client");
  if (!existsSync(path.join(clientDir, "index.html"))) {
    spawnSync(process.execPath, ["scripts/build-client.mjs", "--quiet"], { cwd: root, stdio: "inherit" });
  }
  const asset = readdirSync(path.join(clientDir, "assets")).find((f) => /^index-.*\.js$/.test(f));
  const { child, url } = await startServer({
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    CLIENT_DIR: clientDir,
    DATABASE_URL: process.env.LOAD_DATABASE_URL ?? "",
    RATE_LIMIT_MAX: "10000000",
    RATE_LIMIT_SUBSCRIBE_MAX: "10000000",
  });
  let summary;
  try {
    // At rest: once start-up work (engine bundle, a warm speech process) has settled.
    await new Promise((r) => setTimeout(r, 3000));
    const idleTree = processTree(child.pid!);
    const text = thousandWords();
    const summarizeBody = JSON.stringify({ text, summaryLength: "medium", summaryStyle: "bullet" });
    let counter = 0;
    const requests: autocannon.Request[] = [
      { method: "POST", path: "/api/summarize", headers: { "content-type": "application/json" }, body: summarizeBody },
      {
        method: "POST",
        path: "/api/subscribe",
        headers: { "content-type": "application/json" },
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({ email: `load-${process.pid}-${++counter}@example.org` }),
        }),
      },
      { method: "GET", path: "/" },
      { method: "GET", path: asset ? `/assets/${asset}` : "/robots.txt", headers: { "accept-encoding": "br" } },
    ];

    // Warm up, then measure the heap before.
    await autocannon({ url, connections: 5, amount: 200, requests });
    const before = await serverHeapMb(child);
    let peakTree = idleTree;
    const sampler = setInterval(() => {
      const tree = processTree(child.pid!);
      if (totalMb(tree) > totalMb(peakTree)) peakTree = tree;
    }, 200);
    const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests, timeout: 10 });
    clearInterval(sampler);
    await new Promise((r) => setTimeout(r, 500));
    const after = await serverHeapMb(child);

    // The text-to-speech page asks which engine answers when it opens: the server then starts a speech process.
    const speechStart = Date.now();
    await fetch(`${url}/api/text-to-speech/engine`);
    let speechTree = processTree(child.pid!);
    while (!speechTree.some((p) => /tts-process/.test(p.command)) && Date.now() - speechStart < 15_000) {
      await new Promise((r) => setTimeout(r, 250));
      speechTree = processTree(child.pid!);
    }
    await new Promise((r) => setTimeout(r, 2000)); // its warm-up (Flite, the mp3 encoder)
    speechTree = processTree(child.pid!);

    const idleServer = idleTree[0]?.rssMb ?? NaN;
    const peakServer = peakTree[0]?.rssMb ?? NaN;
    summary = {
      seconds: SECONDS,
      connections: CONNECTIONS,
      requests: result.requests.total,
      requestsPerSecond: mb(result.requests.average),
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      subscriptions: counter,
      heapBeforeMb: mb(before),
      heapAfterMb: mb(after),
      heapGrowthMb: mb(after - before),
      memoryBoundMb: MEMORY_BOUND_MB,
      /** The server process alone (main thread, engine threads, embedded PGlite). */
      rssIdleServerMb: mb(idleServer),
      rssPeakServerMb: mb(peakServer),
      /** With the processes it started (the text-to-speech process). */
      rssIdleAllMb: mb(totalMb(idleTree)),
      rssPeakAllMb: mb(totalMb(peakTree)),
      /** After the load, once the text-to-speech page has started its speech process. */
      rssWithSpeechAllMb: mb(totalMb(speechTree)),
    };
    console.table(summary);
    console.log(`Processes at rest: ${describeTree(idleTree)}`);
    console.log(`Processes at the peak: ${describeTree(peakTree)}`);
    console.log(`Processes after the load with the text-to-speech page open: ${describeTree(speechTree)}`);
    const goal = (value: number, limit: number) =>
      `${mb(value)} MB (goal < ${limit} MB: ${value < limit ? "met" : "NOT MET"})`;
    console.log(
      `Memory at rest: server ${goal(idleServer, GOAL_IDLE_MB)}, with its processes ${goal(totalMb(idleTree), GOAL_IDLE_MB)}`,
    );
    console.log(
      `Memory under load: server ${goal(peakServer, GOAL_LOAD_MB)}, with its processes ${goal(totalMb(peakTree), GOAL_LOAD_MB)}`,
    );
    console.log(JSON.stringify(summary));
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log("What holds the memory (each part loaded in turn in a fresh process; RSS it adds):");
  for (const p of await memoryBreakdown(clientDir)) console.log(`  ${String(p.addedMb).padStart(4)} MB  ${p.part}`);

  const failures = [];
  if (summary.errors) failures.push(`${summary.errors} errors`);
  if (summary.timeouts) failures.push(`${summary.timeouts} timeouts`);
  if (summary.non2xx) failures.push(`${summary.non2xx} non-2xx answers`);
  if (summary.heapGrowthMb > MEMORY_BOUND_MB)
    failures.push(`heap grew ${summary.heapGrowthMb} MB (> ${MEMORY_BOUND_MB} MB)`);
  if (failures.length) {
    console.error(`load test failed: ${failures.join(", ")}`);
    process.exit(1);
  }
  console.log("load test passed");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
