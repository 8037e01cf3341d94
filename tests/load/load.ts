/**
 * Load test: N connections for S seconds against a mix of summarize (1,000 words), subscribe (unique addresses),
 * the home page and a static asset, on a real listening server (127.0.0.1). Fails (exit 1) on any error, timeout,
 * non-2xx answer, or when heap memory after the run (after GC) exceeds the heap before by more than MEMORY_BOUND_MB.
 *   npm run test:load                      # 50 connections, 20 s
 *   LOAD_SECONDS=5 npm run test:load       # the short version CI runs
 */
import autocannon from "autocannon";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { SOLAR_ARTICLE, LIBRARY_NOTES } from "../fixtures/texts";

const SECONDS = Number(process.env.LOAD_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const MEMORY_BOUND_MB = Number(process.env.MEMORY_BOUND_MB ?? 64);

function thousandWords(): string {
  const base = `${SOLAR_ARTICLE}\n\n${LIBRARY_NOTES}`;
  let text = base;
  while (text.split(/\s+/).length < 1000) text += `\n\n${base}`;
  return text.split(/\s+/).slice(0, 1000).join(" ");
}

function rssMb(): number {
  return process.memoryUsage().rss / 1024 / 1024;
}

function heapMb(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "hub-load-"));
  const clientDir = process.env.CLIENT_OUT_DIR ?? path.resolve("dist/client");
  if (!existsSync(path.join(clientDir, "index.html"))) {
    const { buildClient } = await import("../../scripts/build-client.mjs");
    await buildClient({ quiet: true });
  }
  const asset = readdirSync(path.join(clientDir, "assets")).find((f) => /^index-.*\.js$/.test(f));
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.LOAD_DATABASE_URL ?? "",
    RATE_LIMIT_MAX: "10000000",
    RATE_LIMIT_SUBSCRIBE_MAX: "10000000",
  });
  const app = await buildApp(config, { client: clientDir });
  await app.listen({ port: 0, host: "127.0.0.1" });
  (globalThis as { gc?: () => void }).gc?.();
  const rssIdle = rssMb();
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  const text = thousandWords();
  const summarizeBody = JSON.stringify({ text, summaryLength: "medium", summaryStyle: "bullet" });
  let counter = 0;

  const requests: autocannon.Request[] = [
    { method: "POST", path: "/api/summarize", headers: { "content-type": "application/json" }, body: summarizeBody },
    {
      method: "POST",
      path: "/api/subscribe",
      headers: { "content-type": "application/json" },
      setupRequest: (req) => ({ ...req, body: JSON.stringify({ email: `load-${process.pid}-${++counter}@example.org` }) }),
    },
    { method: "GET", path: "/" },
    { method: "GET", path: asset ? `/assets/${asset}` : "/robots.txt", headers: { "accept-encoding": "br" } },
  ];

  // Warm up, then measure memory before.
  await autocannon({ url, connections: 5, amount: 200, requests });
  const before = heapMb();
  let rssPeak = rssMb();
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb())), 200);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests, timeout: 10 });
  clearInterval(sampler);
  await new Promise((r) => setTimeout(r, 500));
  const after = heapMb();

  const summary = {
    seconds: SECONDS,
    connections: CONNECTIONS,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    subscriptions: counter,
    heapBeforeMb: Math.round(before),
    heapAfterMb: Math.round(after),
    heapGrowthMb: Math.round(after - before),
    memoryBoundMb: MEMORY_BOUND_MB,
    /** Resident memory of the whole process (main thread, engine worker threads, PGlite), in MB. */
    rssIdleMb: Math.round(rssIdle),
    rssPeakUnderLoadMb: Math.round(rssPeak),
  };
  console.table(summary);
  console.log(JSON.stringify(summary));
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });

  const failures = [];
  if (summary.errors) failures.push(`${summary.errors} errors`);
  if (summary.timeouts) failures.push(`${summary.timeouts} timeouts`);
  if (summary.non2xx) failures.push(`${summary.non2xx} non-2xx answers`);
  if (summary.heapGrowthMb > MEMORY_BOUND_MB) failures.push(`heap grew ${summary.heapGrowthMb} MB (> ${MEMORY_BOUND_MB} MB)`);
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
