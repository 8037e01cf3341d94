/**
 * The built-in text engines run in a pool of worker threads (piscina), never on the event loop: one long SEO or
 * summarize job cannot delay /api/health or a light tool. Sized to the cores; a bounded queue answers 503 with
 * Retry-After when full; each job has a time limit (the worker running an over-long job is stopped). Engine threads
 * run at a lower priority than the main thread (ENGINE_NICENESS), so the event loop gets a core whenever it needs one.
 * A tool opts in with `src/tools/<id>/<id>.worker.ts`, whose default export maps the request to the response.
 * Small jobs of the tools listed in inline-jobs.ts run on the request's thread instead (the hand-off to a thread
 * costs more than they do), within a budget per turn of the event loop.
 */
import os from "node:os";
import { MessageChannel } from "node:worker_threads";
import { Piscina } from "piscina";
import { HttpError } from "../http-error";
import { createInlineRunner } from "./inline-jobs";
import { buildWorkerBundle, removeStaleBundles } from "./worker-bundle";

interface EnginePoolOptions {
  threads: number;
  maxQueue: number;
  timeoutMs: number;
  /** Nice value added to each engine thread (default ENGINE_NICENESS; 0 = the main thread's priority). */
  niceness?: number;
  /** Told of a pool error that is not a job's (its wording only: a thread's message may hold a visitor's text). */
  onError?: (summary: string) => void;
  /** Whether a small job may go to a free thread once the turn's inline budget is spent (default true; see
   * smallJobsOnThreads). When false it waits for the next turn and runs inline; big jobs always use the threads. */
  smallJobsOnThreads?: boolean;
}

/**
 * Whether small jobs should be handed to the engine threads when the turn's inline budget is spent: only when this
 * process's threads have a core no other server process keeps busy. With a server process per core
 * (WEB_CONCURRENCY >= cores) every core already runs a main thread doing inline jobs, so a hand-off only adds its own
 * work (the request and the reply cloned between threads, the messages, waking the thread) to a core that is busy
 * anyway: measured at 50 connections on 2 cores with WEB_CONCURRENCY=2, summarizing 1,000 words took about a quarter
 * less CPU per request with small jobs kept inline (interleaved runs, 9 rounds of 10). The job then waits for the next
 * turn, so /api/health still waits at most about one budget plus one job.
 */
export function smallJobsOnThreads(processes: number, cores = os.availableParallelism()): boolean {
  return processes < cores;
}

/**
 * Engine threads run this much lower in priority than the main thread (Linux nice value, +10: a CPU weight of
 * about 1/10): with every core busy with engine jobs, the main thread still gets a core as soon as a request
 * arrives, so /api/health and light tools stay fast (`npm run bench -- --only=cores`). Engines lose nothing when
 * the main thread is idle.
 */
export const ENGINE_NICENESS = 10;

export interface EnginePool {
  /** Runs `<tool>.worker.ts`'s default export on `input` in a worker thread. */
  run<T>(tool: string, input: unknown): Promise<T>;
  /** Jobs waiting for a thread and jobs running. */
  stats(): { queued: number; running: number; threads: number };
  close(): Promise<void>;
}

export const ENGINE_BUSY_MESSAGE = "The server is busy with other texts right now. Please try again in a few seconds.";
export const ENGINE_TIMEOUT_MESSAGE = "This text took too long to process. Please try again with a shorter text.";

export function defaultThreads(): number {
  return Math.max(1, os.availableParallelism());
}

export async function createEnginePool(options: EnginePoolOptions): Promise<EnginePool> {
  removeStaleBundles();
  const bundle = await buildWorkerBundle({ niceness: options.niceness ?? ENGINE_NICENESS });
  const piscina = new Piscina({
    filename: bundle.entry,
    // Threads start on demand (an idle server holds none) and then stay for a while with their loaded engines.
    minThreads: 0,
    maxThreads: options.threads,
    // One place more than the bound run() enforces: room for the no-op job of restartForQueue().
    maxQueue: options.maxQueue + 1,
    idleTimeout: 10 * 60_000,
    // A small young generation per thread: engine jobs allocate short-lived objects, and each thread's default
    // (up to 48 MB of semi-spaces) multiplied by the threads was most of the memory growth under load.
    resourceLimits: { maxYoungGenerationSizeMb: 8 },
    // No inherited Node.js options: a thread would otherwise load `--import tsx` when the server runs with it (about
    // 30 MB per thread, measured) although the bundle it runs is plain JavaScript.
    execArgv: [],
  });
  // A job stopped for its time limit ends its thread, and piscina replaces a thread only up to minThreads (0 here):
  // jobs waiting in its queue would wait for the next request to start one. A no-op job starts it, once the ended
  // thread is out of the pool (piscina says 'workerDestroy' before it removes the thread: a job given to it then
  // would be answered by a thread the pool no longer knows).
  const restartForQueue = () => {
    if (piscina.queueSize > 0) piscina.run({ tool: null }).catch(() => undefined);
  };
  piscina.on("workerDestroy", () => setImmediate(restartForQueue));
  // Piscina reports a reply it cannot match to a job as an 'error' event; without a listener it would end the process.
  piscina.on("error", (err: unknown) => {
    const summary = err instanceof Error ? err.message.split(":")[0]! : "engine pool error";
    options.onError?.(summary);
  });

  let running = 0;
  const inline = createInlineRunner((tool) => new URL(`./${tool}.mjs`, bundle.entry).href, {
    threadFree: () => (options.smallJobsOnThreads ?? true) && running < options.threads && piscina.queueSize === 0,
  });
  const toThread = async <T>(tool: string, input: unknown): Promise<T> => {
    if (piscina.queueSize >= options.maxQueue) {
      throw new HttpError(503, ENGINE_BUSY_MESSAGE, undefined, 5);
    }
    const controller = new AbortController();
    // The time limit counts the job's own work: the worker says when it starts (after the thread has started and
    // loaded the engine), so a cold thread or a wait in the queue is not taken for a slow text. An explicit,
    // referenced timer (not AbortSignal.timeout, which garbage collection can lose).
    const started = new MessageChannel();
    let timer: NodeJS.Timeout | undefined;
    started.port1.once("message", () => {
      timer = setTimeout(() => controller.abort(), options.timeoutMs);
    });
    running += 1;
    try {
      return (await piscina.run(
        { tool, input, started: started.port2 },
        { signal: controller.signal, transferList: [started.port2] },
      )) as T;
    } catch (err) {
      if (controller.signal.aborted) throw new HttpError(503, ENGINE_TIMEOUT_MESSAGE, undefined, 5);
      if (err instanceof Error && /queue is at limit/i.test(err.message)) {
        throw new HttpError(503, ENGINE_BUSY_MESSAGE, undefined, 5);
      }
      throw err;
    } finally {
      clearTimeout(timer);
      started.port1.close();
      running -= 1;
    }
  };

  return {
    run: <T>(tool: string, input: unknown): Promise<T> =>
      inline.run(tool, input, () => toThread<T>(tool, input)) ?? toThread<T>(tool, input),
    stats: () => ({ queued: piscina.queueSize, running, threads: piscina.threads.length }),
    close: async () => {
      await piscina.destroy();
      bundle.remove();
    },
  };
}
