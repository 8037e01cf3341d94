/**
 * What holds the server's memory: loads the server's parts one after the other in this process and prints the
 * resident memory (RSS) each adds, as one JSON line [{ part, addedMb, rssMb }], and the processes the server
 * started (their own RSS, not in this process's). Run by the load test:
 *   (bundled by scripts/server-bundle.mjs, then) node --expose-gc <bundle>/memory-breakdown.js
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { processTree } from "./process-memory";

const gc = () => (globalThis as { gc?: () => void }).gc?.();
const rss = () => process.memoryUsage().rss / 1024 / 1024;
/** Memory left by start-up work (WebAssembly compilation, esbuild) is returned over a second or two. */
const settle = () => new Promise((r) => setTimeout(r, 1500));
const parts: { part: string; addedMb: number; rssMb: number }[] = [];
let last = 0;
async function mark(part: string) {
  await settle();
  gc();
  const now = rss();
  parts.push({ part, addedMb: Math.round(now - last), rssMb: Math.round(now) });
  last = now;
}

await mark("Node.js (bundled like the server: no TypeScript loader)");
const { buildApp } = await import("../../src/server/app");
const { loadConfig } = await import("../../src/server/config");
const { openDatabase } = await import("../../src/server/db/database");
await import("@fastify/swagger-ui");
await mark("web framework (Fastify, plugins, zod, OpenAPI)");
const dataDir = mkdtempSync(path.join(tmpdir(), "hub-memory-"));
const database = await openDatabase({ dataDir });
await mark("embedded PostgreSQL (PGlite, WebAssembly)");
const config = loadConfig({
  ...process.env,
  LOG_LEVEL: "silent",
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  RATE_LIMIT_ENABLED: "false",
});
const app = await buildApp(config, { database, client: process.env.CLIENT_DIR ?? path.resolve("dist/client") });
await app.ready();
await mark("tool routes, the engine pool, the client's files (no thread yet)");
const text =
  "Solar panels turn sunlight into electricity. Prices fell sharply over ten years. Many homes now use them.";
await app.inject({ method: "POST", url: "/api/summarize", payload: { text } });
await app.inject({ method: "POST", url: "/api/seo-optimize", payload: { text, industry: "technology" } });
await mark("engine threads after one summarize and one SEO job");
// The text-to-speech page's first request starts the speech process (none runs before).
await app.inject({ method: "GET", url: "/api/text-to-speech/engine" });
for (let i = 0; i < 60 && !processTree(process.pid).some((p) => /tts-process/.test(p.command)); i++) await settle();
await settle();
const helpers = processTree(process.pid).slice(1);
parts.push(
  ...helpers.map((p) => ({
    part: `separate process: ${p.command}`,
    addedMb: Math.round(p.rssMb),
    rssMb: Math.round(p.rssMb),
  })),
);
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
console.log(JSON.stringify(parts));
