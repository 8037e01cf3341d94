/**
 * Section "cores": what running off the event loop and on every core buys, measured in one run.
 * - summarize 1,000 words at 50 connections: one process vs WEB_CONCURRENCY = cores, and the npm lexrank peer;
 * - /api/health latency while four 1,000,000-character SEO requests run (the engine pool keeps health fast);
 * - resident memory of one server process at rest and after the summarize load.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { splitSentences } from "../src/shared/text/sentences";
import { sentenceBudget } from "../src/tools/summarizer/summarizer.engine";
import { startChild } from "./child";
import { textOfWords } from "./corpus";
import { load } from "./http-load";
import { goal, ROOT, row, round, type BenchSection, type Row } from "./lib";

const S = "cores";

interface Hub {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** The real server as `npm start` runs it (scripts/start.mjs: the bundled server) with the given env, API only. */
async function startHub(env: Record<string, string>): Promise<Hub> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "hub-bench-"));
  const child: ChildProcess = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      CLIENT_DIR: "/nonexistent",
      DATA_DIR: dataDir,
      RATE_LIMIT_ENABLED: "false",
      SKIP_CLIENT_BUILD: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out.slice(-300)}`)), 90_000);
    child.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      const m = /running at (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!.replace("localhost", "127.0.0.1"));
      }
    });
    child.stderr!.on("data", (d: Buffer) => (out += d.toString()));
    child.once("exit", (code) => reject(new Error(`server exited ${code}: ${out.slice(-300)}`)));
  });
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
      }),
  };
}

function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Math.round(Number(m[1]) / 1024) : NaN;
  } catch {
    return NaN;
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

const section: BenchSection = {
  id: "cores",
  title: "Engines off the event loop, every core serving, memory",
  async run(ctx) {
    const rows: Row[] = [];
    const seconds = ctx.quick ? 4 : 10;
    const cores = os.availableParallelism();
    const text = textOfWords(1000);
    const body = JSON.stringify({ text, summaryLength: "medium", summaryStyle: "paragraph" });

    // 1. One process: memory at rest, then summarize throughput with the peak memory sampled during the load.
    ctx.log("cores: one process");
    const one = await startHub({ WEB_CONCURRENCY: "1" });
    let single;
    try {
      await new Promise((r) => setTimeout(r, 1000));
      const rest = rssMb(one.pid);
      rows.push(row(S, "one process RSS at rest", rest, { unit: "MB", goal: "< 250 MB", status: goal(rest < 250) }));
      let peak = rest;
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb(one.pid))), 200);
      single = await load(`${one.url}/api/summarize`, body, seconds, one.pid);
      clearInterval(sampler);
      rows.push(
        row(S, "one process RSS peak under summarize load", peak, {
          unit: "MB",
          goal: "< 400 MB",
          status: goal(peak < 400),
        }),
      );
    } finally {
      await one.stop();
    }

    // 2. /api/health while four maximum-size SEO jobs run (a fresh process).
    ctx.log("cores: health under SEO load");
    const iso = await startHub({ WEB_CONCURRENCY: "1" });
    try {
      // The same probes with no engine job first: what the machine itself adds (other work shares the cores).
      const quiet: number[] = [];
      for (let i = 0; i < 100; i++) {
        const t = performance.now();
        await (await fetch(`${iso.url}/api/health`)).arrayBuffer();
        quiet.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, 20));
      }
      rows.push(
        row(S, "health p99 with no engine job (same server)", round(percentile(quiet, 99), 1), {
          unit: "ms",
          note: `p50 ${round(percentile(quiet, 50), 1)} ms`,
        }),
      );
      const article = textOfWords(170_000).slice(0, 1_000_000);
      const seo = Array.from({ length: 4 }, () =>
        fetch(`${iso.url}/api/seo-optimize`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ text: article, industry: "technology" }),
        }).then((r) => r.status),
      );
      const latencies: number[] = [];
      let seoDone = false as boolean; // set when the jobs end, while the loop below runs
      void Promise.all(seo).then(() => (seoDone = true));
      await new Promise((r) => setTimeout(r, 200));
      while (!seoDone && latencies.length < 400) {
        const t = performance.now();
        await (await fetch(`${iso.url}/api/health`)).arrayBuffer();
        latencies.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, 20));
      }
      const statuses = await Promise.all(seo);
      const p99 = round(percentile(latencies, 99), 1);
      rows.push(
        row(S, "health p99 while 4 x 1 MB SEO run", p99, {
          unit: "ms",
          goal: "< 50 ms",
          status: goal(p99 < 50),
          note: `p50 ${round(percentile(latencies, 50), 1)} ms; ${latencies.length} probes; SEO statuses ${statuses.join(",")}; RSS after ${rssMb(iso.pid)} MB; engine threads at nice +${process.env.ENGINE_NICENESS ?? 10}`,
        }),
      );
    } finally {
      await iso.stop();
    }
    rows.push(
      row(S, "1 process: summarize req/s, p50 / p99", `${round(single.rps, 0)}, ${single.p50} / ${single.p99}`, {
        unit: "ms",
      }),
    );

    // 3. One process per core.
    ctx.log(`cores: ${cores} processes`);
    const many = await startHub({ WEB_CONCURRENCY: String(cores), ENGINE_THREADS: "1" });
    let multi;
    try {
      multi = await load(`${many.url}/api/summarize`, body, seconds);
    } finally {
      await many.stop();
    }
    rows.push(
      row(S, `${cores} processes: summarize req/s`, round(multi.rps, 0), {
        unit: "req/s",
        note: `${round(multi.rps / Math.max(single.rps, 1e-9), 2)}x one process`,
      }),
      row(S, `${cores} processes: summarize p99`, multi.p99, {
        unit: "ms",
        goal: "< 100 ms",
        status: goal(multi.p99 < 100 && multi.non2xx + multi.errors === 0),
        note: `p50 ${multi.p50} ms`,
      }),
    );

    // 4. The npm peer in the same run.
    const peerServer = await startChild("bench/servers/peer-server.ts");
    try {
      const count = sentenceBudget(splitSentences(text).length, "medium");
      const peer = await load(
        `http://127.0.0.1:${peerServer.port}/api/summarize`,
        JSON.stringify({ text, count }),
        seconds,
        peerServer.process.pid,
      );
      rows.push(
        row(S, `${cores} processes / lexrank peer throughput`, round(multi.rps / Math.max(peer.rps, 1e-9), 1), {
          unit: "x",
          goal: ">= 12x",
          status: goal(multi.rps >= 12 * peer.rps),
          note: `peer ${round(peer.rps, 0)} req/s`,
        }),
      );
    } finally {
      await peerServer.stop();
    }
    rows.push(
      row(S, "machine load (1 min) at the end", round(os.loadavg()[0]!, 1), {
        note: "other work on the machine skews latency",
      }),
    );
    return rows;
  },
};

export default section;
