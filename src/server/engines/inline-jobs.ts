/**
 * Small engine jobs run on the request's own thread instead of a worker thread. Handing a job to a thread costs more
 * than a small job itself: the structured clone of the request and the reply, a message channel, waking the thread,
 * and the thread's own garbage collection (measured on a 1,000-word summary at 50 connections: the main thread spent
 * about 1.5 ms per request, the engine thread 3 ms and V8's helper threads another 1.4 ms, for an engine that needed
 * about 2 ms in-process, 1 ms since). Only tools listed in INLINE_MAX_CHARS qualify, and only up to their size limit:
 * the summarizer's work grows with its input (about 1 ms per 1,000 words, 6,000 characters), so 12,000 characters keep
 * an inline job near 2-3 ms, well inside the turn's budget.
 *
 * The event loop must stay responsive (/api/health, light tools): inline jobs may use at most INLINE_TURN_BUDGET_MS of
 * one turn of the event loop; once a turn has used it, further jobs go to the threads until the next turn. A health
 * request therefore waits at most about one budget plus one job behind inline work, however many requests arrive at
 * once. Big jobs (a long text, the SEO engine's 1 MB inputs) always go to the threads.
 */

/** Largest input (characters of its text fields) a tool's job may have to run inline; tools not listed never do. */
export const INLINE_MAX_CHARS: Readonly<Record<string, number>> = { summarizer: 12_000 };

/** Milliseconds of inline engine work one turn of the event loop may hold before jobs go to the threads. */
const INLINE_TURN_BUDGET_MS = 8;

/** Characters of a request's text: its string fields (a job's size for the inline rule). */
export function inputChars(input: unknown): number {
  if (typeof input === "string") return input.length;
  if (!input || typeof input !== "object") return 0;
  let chars = 0;
  for (const value of Object.values(input)) if (typeof value === "string") chars += value.length;
  return chars;
}

/** Whether a job is small enough to run on the request's thread (its tool is listed and its input under the limit). */
export function isSmallJob(tool: string, input: unknown): boolean {
  const limit = INLINE_MAX_CHARS[tool];
  return limit !== undefined && inputChars(input) <= limit;
}

type Engine = { default: (input: unknown) => unknown };

interface InlineRunner {
  /**
   * Runs a small job: here while this turn of the event loop has budget left, else on a thread when one is free
   * (`toThread`), else here in a later turn. Undefined for a job that is not small (the caller uses the threads).
   */
  run<T>(tool: string, input: unknown, toThread: () => Promise<T>): Promise<T> | undefined;
}

interface InlineOptions {
  /** Whether an engine thread is idle now (a job given to it starts at once). */
  threadFree: () => boolean;
  budgetMs?: number;
  now?: () => number;
  nextTurn?: (fn: () => void) => void;
}

/**
 * Inline runner over the engines' bundled modules (`moduleUrl(tool)`, the same code the threads run), each loaded on
 * its first small job. A job over the turn's budget goes to an idle thread, or waits for the next turn: not to a busy
 * thread's queue, where behind the low-priority threads (ENGINE_NICENESS) on a busy machine it could wait far longer.
 */
export function createInlineRunner(moduleUrl: (tool: string) => string, options: InlineOptions): InlineRunner {
  const budget = options.budgetMs ?? INLINE_TURN_BUDGET_MS;
  const now = options.now ?? (() => performance.now());
  const nextTurn = options.nextTurn ?? ((fn) => setImmediate(fn));
  const engines = new Map<string, Promise<Engine>>();
  let spent = 0;
  let resetting = false;

  const load = (tool: string): Promise<Engine> => {
    let engine = engines.get(tool);
    if (!engine) {
      engine = import(moduleUrl(tool)) as Promise<Engine>;
      engine.catch(() => engines.delete(tool));
      engines.set(tool, engine);
    }
    return engine;
  };
  const runHere = <T>(engine: Engine, input: unknown): T => {
    const started = now();
    try {
      return engine.default(input) as T;
    } finally {
      spent += now() - started;
      if (!resetting) {
        resetting = true;
        nextTurn(() => {
          spent = 0;
          resetting = false;
        });
      }
    }
  };
  const runSmall = async <T>(tool: string, input: unknown, toThread: () => Promise<T>): Promise<T> => {
    const engine = await load(tool);
    for (;;) {
      if (spent < budget) return runHere<T>(engine, input);
      if (options.threadFree()) return toThread();
      await new Promise<void>((resolve) => nextTurn(resolve));
    }
  };

  return {
    run: (tool, input, toThread) => (isSmallJob(tool, input) ? runSmall(tool, input, toThread) : undefined),
  };
}
