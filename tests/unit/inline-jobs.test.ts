/** The rule that runs small engine jobs on the request's thread (src/server/engines/inline-jobs.ts). */
import { writeFileSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { INLINE_MAX_CHARS, createInlineRunner, inputChars, isSmallJob } from "../../src/server/engines/inline-jobs";
import { smallJobsOnThreads } from "../../src/server/engines/engine-pool";

// A stand-in engine module: reports where it ran and spends `cost` ms of the fake clock.
const dir = mkdtempSync(path.join(os.tmpdir(), "inline-jobs-"));
writeFileSync(
  path.join(dir, "echo.mjs"),
  "export default (input) => { globalThis.__clock += input.cost ?? 0; return { here: true, text: input.text }; };",
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const g = globalThis as unknown as { __clock: number };
g.__clock = 0;
// The stand-in is listed as an inline tool with a limit of 1,000 characters (the table is read-only in type only).
(INLINE_MAX_CHARS as Record<string, number>).echo = 1000;

function runner(threadFree: () => boolean) {
  const turns: (() => void)[] = [];
  const inline = createInlineRunner((tool) => pathToFileURL(path.join(dir, `${tool}.mjs`)).href, {
    threadFree,
    budgetMs: 8,
    now: () => g.__clock,
    nextTurn: (fn) => turns.push(fn),
  });
  const nextTurn = () => turns.splice(0).forEach((fn) => fn());
  return { inline, nextTurn };
}

describe("small engine jobs run inline", () => {
  it("counts a job's size as the characters of its text fields", () => {
    expect(inputChars({ text: "abcd", summaryLength: "short", n: 5 })).toBe(4 + 5);
    expect(inputChars("abc")).toBe(3);
    expect(inputChars(null)).toBe(0);
  });

  it("takes only listed tools, up to their limit", () => {
    const limit = INLINE_MAX_CHARS.summarizer!;
    expect(isSmallJob("summarizer", { text: "x".repeat(limit) })).toBe(true);
    expect(isSmallJob("summarizer", { text: "x".repeat(limit + 1) })).toBe(false);
    // The SEO engine's jobs (up to 1 MB) always go to the threads.
    expect(isSmallJob("seo-optimizer", { text: "short" })).toBe(false);
  });

  it("leaves a big job to the threads", () => {
    const { inline } = runner(() => true);
    expect(inline.run("echo", { text: "x".repeat(1001) }, async () => ({ here: false }))).toBeUndefined();
    expect(inline.run("seo-optimizer", { text: "x" }, async () => ({ here: false }))).toBeUndefined();
  });

  it("runs here within the turn's budget, then on a free thread, then waits for the next turn", async () => {
    let free = true;
    const { inline, nextTurn } = runner(() => free);
    const toThread = async () => ({ here: false });
    // 5 ms + 5 ms: the second still starts inside the 8 ms budget.
    expect(await inline.run("echo", { text: "a", cost: 5 }, toThread)).toEqual({ here: true, text: "a" });
    expect(await inline.run("echo", { text: "b", cost: 5 }, toThread)).toEqual({ here: true, text: "b" });
    // Budget spent: a free thread takes the next job.
    expect(await inline.run("echo", { text: "c", cost: 5 }, toThread)).toEqual({ here: false });
    // No free thread: the job waits for the next turn and runs here then.
    free = false;
    let done: unknown;
    const waiting = inline.run("echo", { text: "d", cost: 1 }, toThread)!.then((r) => (done = r));
    await new Promise((r) => setTimeout(r, 10));
    expect(done).toBeUndefined();
    nextTurn();
    await waiting;
    expect(done).toEqual({ here: true, text: "d" });
  });
});

describe("small jobs and the engine threads", () => {
  it("hands small jobs to the threads only when their core has no server process of its own", () => {
    // One process on 2 cores: the threads use the second core.
    expect(smallJobsOnThreads(1, 2)).toBe(true);
    // A process per core: every core runs a main thread doing inline jobs; a hand-off would only add its cost.
    expect(smallJobsOnThreads(2, 2)).toBe(false);
    expect(smallJobsOnThreads(4, 2)).toBe(false);
    expect(smallJobsOnThreads(2, 4)).toBe(true);
  });
});
