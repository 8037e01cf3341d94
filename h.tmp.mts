import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { textOfWords } from "/work/wt/server/bench/corpus.ts";
const dataDir = mkdtempSync(path.join(tmpdir(), "hub-h-"));
const child = spawn(process.execPath, [...(process.env.NODEARGS ?? "").split(" ").filter(Boolean), "--import", "tsx", "src/server/main.ts"], { cwd: process.cwd(), env: { ...process.env, PORT: "0", LOG_LEVEL: "warn", DATA_DIR: dataDir, CLIENT_DIR: "/nonexistent", RATE_LIMIT_ENABLED: "false", ...JSON.parse(process.env.EXTRA ?? "{}") }, stdio: ["ignore", "pipe", "inherit"] });
let out = "";
const url: string = await new Promise((res) => child.stdout!.on("data", (d) => { out += d; const m = /running at (\S+)/.exec(out); if (m) res(m[1]!.replace("localhost", "127.0.0.1")); }));
const pct = (v: number[], p: number) => { const s = [...v].sort((a, b) => a - b); return Math.round(s[Math.min(s.length - 1, Math.floor(p / 100 * s.length))]! * 10) / 10; };
const article = textOfWords(170_000).slice(0, 1_000_000);
const body = JSON.stringify({ text: article, industry: "technology" });
for (let round = 0; round < Number(process.env.ROUNDS ?? 2); round++) {
  const t0 = performance.now();
  const seo = Array.from({ length: 4 }, () => fetch(`${url}/api/seo-optimize`, { method: "POST", headers: { "content-type": "application/json" }, body, signal: AbortSignal.timeout(400_000) }).then(async (r) => { await r.arrayBuffer(); return `${r.status}@${Math.round(performance.now() - t0)}`; }));
  let done = false; void Promise.all(seo).then(() => (done = true));
  await new Promise((r) => setTimeout(r, 200));
  const lat: number[] = [];
  while (!done && lat.length < 1000) { const t = performance.now(); await (await fetch(`${url}/api/health`)).arrayBuffer(); lat.push(performance.now() - t); await new Promise((r) => setTimeout(r, 20)); }
  console.log(`round ${round}: probes ${lat.length} p50 ${pct(lat, 50)} p90 ${pct(lat, 90)} p99 ${pct(lat, 99)} max ${pct(lat, 100)} seo ${(await Promise.all(seo)).join(",")}`);
}
child.kill("SIGTERM");
