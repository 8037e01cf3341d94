import type { FastifyInstance } from "fastify";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import {
  ENGINE_BUSY_MESSAGE,
  ENGINE_NICENESS,
  ENGINE_TIMEOUT_MESSAGE,
  createEnginePool,
} from "../../src/server/engines/engine-pool";
import { INLINE_MAX_CHARS } from "../../src/server/engines/inline-jobs";
import { SEO_TEXT_MAX } from "../../src/tools/seo-optimizer/contract";
import { SOLAR_ARTICLE } from "../fixtures/texts";
import { closeSharedTestDatabase, createTestApp, postJson, sharedTestDatabase } from "../helpers/test-app";

/** Nice value of each thread of this process, by thread id (Linux /proc; field 19 of stat). */
function threadNiceness(): Map<number, number> {
  const out = new Map<number, number>();
  for (const tid of readdirSync("/proc/self/task")) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, "utf8");
      out.set(Number(tid), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]));
    } catch {
      // the thread ended while being read
    }
  }
  return out;
}

/** An article of about `chars` characters made of the fixture's paragraphs. */
function article(chars: number): string {
  let text = "";
  while (text.length < chars) text += `${SOLAR_ARTICLE}\n\n`;
  return text.slice(0, chars);
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});
// The apps share one database (no test here reads a subscriber).
afterAll(closeSharedTestDatabase);

describe("built-in engines run off the event loop", { timeout: 120_000 }, () => {
  // The latency figure (health p99 while 4 maximum-size SEO requests run) is in `npm run bench -- --only=cores`.
  it(
    "answers health while four maximum-size SEO jobs run (every health reply arrives before the first SEO reply)",
    { timeout: 300_000 },
    async () => {
      // No job time limit here: a loaded machine must not turn this into a timeout test.
      app = await createTestApp(
        { RATE_LIMIT_ENABLED: "false", ENGINE_THREADS: "2", ENGINE_TIMEOUT_MS: "600000" },
        await sharedTestDatabase(),
      );
      const text = article(SEO_TEXT_MAX);
      const finished: string[] = [];
      const seo = Array.from({ length: 4 }, (_, i) =>
        postJson(app!, "/api/seo-optimize", { text, industry: "technology" }).then((r) => {
          finished.push(`seo-${i}`);
          return r;
        }),
      );
      // Give the jobs a moment to reach the worker threads, then probe health repeatedly.
      await new Promise((r) => setTimeout(r, 50));
      const health: number[] = [];
      for (let i = 0; i < 20; i++) {
        const res = await app.inject({ url: "/api/health" });
        health.push(res.statusCode);
        finished.push(`health-${i}`);
      }
      const results = await Promise.all(seo);
      expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      expect(health.every((s) => s === 200)).toBe(true);
      // On the event loop, each health probe would wait for a whole SEO job: here they all finish first.
      expect(finished.findIndex((f) => f.startsWith("seo"))).toBeGreaterThanOrEqual(20);
    },
  );

  // Thread priorities are a Linux feature (/proc and setpriority on a thread id): elsewhere the pool runs engine
  // threads at the process's priority and this test has nothing to check.
  it.runIf(existsSync("/proc/thread-self"))(
    "runs engine threads below the main thread's priority (Linux)",
    async () => {
      const pool = await createEnginePool({ threads: 2, maxQueue: 10, timeoutMs: 60_000 });
      try {
        const before = threadNiceness();
        const mainNice = before.get(process.pid)!;
        // Over the inline limit: a small job would run on this thread (inline-jobs.ts) and start no engine thread.
        const text = article(INLINE_MAX_CHARS.summarizer! + 1000);
        await Promise.all([pool.run("summarizer", { text }), pool.run("summarizer", { text })]);
        const after = threadNiceness();
        const started = [...after].filter(([tid]) => !before.has(tid));
        const engine = started.filter(([, nice]) => nice === Math.min(19, mainNice + ENGINE_NICENESS));
        expect(pool.stats().threads).toBeGreaterThanOrEqual(1);
        // Every engine thread the pool started is lowered; the main thread and the process's other threads are not.
        expect(engine.length).toBe(pool.stats().threads);
        expect(after.get(process.pid)).toBe(mainNice);
        expect([...after].filter(([tid]) => before.has(tid)).every(([tid, nice]) => nice === before.get(tid))).toBe(
          true,
        );
      } finally {
        await pool.close();
      }
    },
  );

  it("answers 503 with Retry-After when the queue is full", async () => {
    app = await createTestApp(
      { RATE_LIMIT_ENABLED: "false", ENGINE_THREADS: "1", ENGINE_QUEUE_MAX: "1" },
      await sharedTestDatabase(),
    );
    const text = article(100_000);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => postJson(app!, "/api/seo-optimize", { text, industry: "technology" })),
    );
    const busy = results.filter((r) => r.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]!.body).toEqual({ message: ENGINE_BUSY_MESSAGE });
    expect(busy[0]!.headers["retry-after"]).toBe("5");
    expect(results.filter((r) => r.status === 200).length).toBeGreaterThan(0);
  });

  it("stops a job over its time limit with 503 and keeps serving afterwards", async () => {
    app = await createTestApp(
      { RATE_LIMIT_ENABLED: "false", ENGINE_THREADS: "1", ENGINE_TIMEOUT_MS: "1000" },
      await sharedTestDatabase(),
    );
    // Warm the thread (starting it and loading the engine is not part of a job's own time).
    expect((await postJson(app, "/api/seo-optimize", { text: "A short text.", industry: "technology" })).status).toBe(
      200,
    );
    const slow = await postJson(app, "/api/seo-optimize", { text: article(1_000_000), industry: "technology" });
    expect(slow.status).toBe(503);
    expect(slow.body).toEqual({ message: ENGINE_TIMEOUT_MESSAGE });
    const quick = await postJson(app, "/api/summarize", { text: "One idea here. Another idea there. A third one." });
    expect(quick.status).toBe(200);
  });

  it("answers a job that waited behind one stopped for its time limit", async () => {
    app = await createTestApp(
      { RATE_LIMIT_ENABLED: "false", ENGINE_THREADS: "1", ENGINE_TIMEOUT_MS: "1000" },
      await sharedTestDatabase(),
    );
    expect((await postJson(app, "/api/seo-optimize", { text: "A short text.", industry: "technology" })).status).toBe(
      200,
    );
    // The slow job holds the only thread; the summarize job waits in the queue. Stopping the slow job ends its
    // thread: the waiting job must get a new one (before, it waited until another request came).
    const slow = postJson(app, "/api/seo-optimize", { text: article(1_000_000), industry: "technology" });
    await new Promise((r) => setTimeout(r, 50));
    // (Over the inline limit, so that it does wait for a thread: inline-jobs.ts.)
    const waiting = postJson(app, "/api/summarize", { text: article(INLINE_MAX_CHARS.summarizer! + 1000) });
    expect((await slow).status).toBe(503);
    expect((await waiting).status).toBe(200);
  }, 60_000);
});
