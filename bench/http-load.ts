/**
 * Section "http": POST /api/summarize with a 1,000-word text at 50 connections (autocannon), against the hub's
 * API and against the npm peer behind an equivalent tiny node:http server, one after the other in the same run.
 * Each server runs in its own child process so the load generator does not share its event loop.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { splitSentences } from "../src/shared/text/sentences";
import { sentenceBudget } from "../src/tools/summarizer/summarizer.engine";
import { startChild } from "./child";
import { textOfWords } from "./corpus";
import { goal, notAvailable, row, round, type BenchSection, type Row } from "./lib";

const S = "http";
const require = createRequire(import.meta.url);

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (opts: Record<string, unknown>) => Promise<AutocannonResult>;

interface LoadResult {
  rps: number;
  /** CPU time (user + system) the server process spent per request, from /proc (null elsewhere). */
  cpuMsPerRequest: number | null;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** utime + stime of a process in ms (Linux /proc; clock ticks are 100 Hz on Linux x64). */
function cpuMs(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

export async function load(
  url: string,
  body: string,
  seconds: number,
  pid?: number,
  connections = 50,
): Promise<LoadResult> {
  const autocannon = require("autocannon") as Autocannon;
  const opts = { url, method: "POST", headers: { "content-type": "application/json" }, body, connections };
  await autocannon({ ...opts, duration: 2 }); // warm-up (JIT, caches)
  const cpu0 = cpuMs(pid);
  const r = await autocannon({ ...opts, duration: seconds });
  const cpu1 = cpuMs(pid);
  return {
    rps: r.requests.average,
    cpuMsPerRequest: cpu0 !== null && cpu1 !== null && r.requests.total > 0 ? (cpu1 - cpu0) / r.requests.total : null,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

export const httpLoadSection: BenchSection = {
  id: "http",
  title: "HTTP load: summarize 1,000 words at 50 connections",
  async run(ctx) {
    try {
      require.resolve("autocannon");
    } catch {
      return [notAvailable(S, "summarize req/s", "autocannon not installed")];
    }
    const seconds = ctx.quick ? 3 : 10;
    const text = textOfWords(1000);
    const count = sentenceBudget(splitSentences(text).length, "medium");
    const rows: Row[] = [];
    let hub: LoadResult;
    let single: LoadResult;

    ctx.log(`http: hub API for ${seconds} s`);
    const hubServer = await startChild("bench/servers/hub-server.ts");
    try {
      hub = await load(
        `http://127.0.0.1:${hubServer.port}/api/summarize`,
        JSON.stringify({ text, summaryLength: "medium", summaryStyle: "paragraph" }),
        seconds,
        hubServer.process.pid,
      );
      single = await load(
        `http://127.0.0.1:${hubServer.port}/api/summarize`,
        JSON.stringify({ text, summaryLength: "medium", summaryStyle: "paragraph" }),
        ctx.quick ? 2 : 4,
        hubServer.process.pid,
        1,
      );
    } finally {
      await hubServer.stop();
    }
    const bad = hub.non2xx + hub.errors;
    rows.push(
      row(S, "hub summarize req/s", round(hub.rps, 0), {
        unit: "req/s",
        note: `1,000 words, ${count} sentences out, 50 connections, ${seconds} s${bad ? `, ${bad} non-2xx/errors` : ""}`,
      }),
      row(S, "hub summarize p50", hub.p50, { unit: "ms" }),
      row(S, "hub summarize p99", hub.p99, { unit: "ms", goal: "< 50 ms", status: goal(hub.p99 < 50 && bad === 0) }),
      row(S, "hub server CPU per request", hub.cpuMsPerRequest === null ? "n/a" : round(hub.cpuMsPerRequest, 2), {
        unit: "ms",
        note: "user+system time of the server process / requests (less sensitive to a busy machine than latency)",
      }),
      row(S, "hub summarize at 1 connection p50 / p99", `${single.p50} / ${single.p99}`, {
        unit: "ms",
        note: `${round(single.rps, 0)} req/s`,
      }),
    );

    ctx.log(`http: npm peer for ${seconds} s`);
    let peerServer;
    try {
      peerServer = await startChild("bench/servers/peer-server.ts");
    } catch (error) {
      rows.push(notAvailable(S, "peer summarize req/s", error instanceof Error ? error.message : String(error)));
      return rows;
    }
    try {
      const peer = await load(
        `http://127.0.0.1:${peerServer.port}/api/summarize`,
        JSON.stringify({ text, count }),
        seconds,
        peerServer.process.pid,
      );
      rows.push(
        row(S, "lexrank (npm) req/s", round(peer.rps, 0), {
          unit: "req/s",
          note: "same text and sentence count, node:http server",
        }),
        row(S, "lexrank (npm) p50 / p99", `${peer.p50} / ${peer.p99}`, { unit: "ms" }),
        row(
          S,
          "lexrank (npm) server CPU per request",
          peer.cpuMsPerRequest === null ? "n/a" : round(peer.cpuMsPerRequest, 2),
          { unit: "ms" },
        ),
        row(S, "hub / peer throughput", round(hub.rps / Math.max(peer.rps, 1e-9), 1), {
          unit: "x",
          goal: ">= 3x",
          status: goal(hub.rps >= 3 * peer.rps),
        }),
      );
    } finally {
      await peerServer.stop();
    }
    return rows;
  },
};
