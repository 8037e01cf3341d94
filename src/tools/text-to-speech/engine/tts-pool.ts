import { fork, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { fileURLToPath, pathToFileURL } from "node:url";
import { bundleProgram } from "../../../server/engines/worker-bundle";
import type { ProcessReply, ProcessRequest } from "./tts-process";

type Job = Exclude<ProcessRequest, { type: "cancel" }>;
type JobInput = Job extends infer J ? (J extends Job ? Omit<J, "id"> : never) : never;
type JobResult = Extract<ProcessReply, { type: "done" }>;

export class SpeechBusyError extends Error {}
export class SpeechTimeoutError extends Error {}
export class SpeechCrashError extends Error {}
export class SpeechAbortedError extends Error {}
export class SpeechEngineError extends Error {}

interface PoolOptions {
  /** Child processes working at once (default: half the cores, 1-2). */
  size?: number;
  /** Jobs allowed to wait for a free process before new ones are refused. */
  maxQueue?: number;
  /** A job taking longer than this kills its process (it is restarted for the next job). */
  jobTimeoutMs?: number;
  /** Idle processes exit after this long and are started again on demand (or warmed ahead, see warm()). */
  idleMs?: number;
}

interface Pending {
  id: number;
  job: JobInput;
  resolve: (result: JobResult) => void;
  reject: (error: Error) => void;
  signal?: AbortSignal;
  onAbort?: () => void;
}

interface Slot {
  child: ChildProcess;
  current?: Pending & { timer: NodeJS.Timeout };
  idleTimer?: NodeJS.Timeout;
}

const processFile = fileURLToPath(new URL("./tts-process.ts", import.meta.url));
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

/**
 * Runs speech jobs in child processes (see tts-process.ts): started lazily, one job per process at a time, a
 * bounded wait queue, a per-job time limit, cancellation when the client goes away, and restart after a crash.
 */
export class SpeechProcessPool {
  private readonly size: number;
  private readonly maxQueue: number;
  private readonly jobTimeoutMs: number;
  private readonly idleMs: number;
  private readonly slots: Slot[] = [];
  private readonly waiting: Pending[] = [];
  private nextId = 1;
  private closed = false;
  /** The warm-up job in progress (see warm()). */
  private warming: Promise<void> | null = null;
  /** The speech process as plain JavaScript (see start()); null until bundled, or when bundling failed. */
  private program: Promise<{ file: string; remove(): void } | null> | null = null;
  private programFile: string | null = null;
  private bundled = false;

  constructor(options: PoolOptions = {}) {
    this.size = options.size ?? Math.max(1, Math.min(2, Math.floor(availableParallelism() / 2)));
    this.maxQueue = options.maxQueue ?? 16;
    this.jobTimeoutMs = options.jobTimeoutMs ?? 120_000;
    this.idleMs = options.idleMs ?? 5 * 60_000;
  }

  run(job: JobInput, signal?: AbortSignal): Promise<JobResult> {
    if (this.closed) return Promise.reject(new SpeechCrashError("The speech engine is shutting down."));
    if (signal?.aborted) return Promise.reject(new SpeechAbortedError("aborted"));
    if (this.waiting.length >= this.maxQueue) {
      return Promise.reject(new SpeechBusyError("The speech engine is busy. Please try again in a moment."));
    }
    return new Promise<JobResult>((resolve, reject) => {
      const pending: Pending = { id: this.nextId++, job, resolve, reject, signal };
      if (signal) {
        pending.onAbort = () => this.abort(pending);
        signal.addEventListener("abort", pending.onAbort, { once: true });
      }
      this.waiting.push(pending);
      this.dispatch();
    });
  }

  /**
   * Starts one process ahead of a request and has it load what the default request needs, so the visitor's first
   * request does not pay for start-up (about 1-2 s). Does nothing when a process runs or is starting. Resolves when
   * it is ready (or failed: logged by the caller; requests then start processes as usual). Like any other, the
   * process exits after idleMs without a job, so an idle server holds no speech process.
   */
  warm(): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (this.slots.length > 0 || this.waiting.length > 0) return this.warming ?? Promise.resolve();
    this.warming ??= this.run({ type: "warm" })
      .then(() => undefined)
      .finally(() => {
        this.warming = null;
      });
    return this.warming;
  }

  /** Number of processes running now (for tests). */
  get processCount(): number {
    return this.slots.length;
  }

  /** Process ids of the processes running now (for tests). */
  get processIds(): number[] {
    return this.slots.map((s) => s.child.pid ?? 0);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const p of this.waiting.splice(0)) this.settle(p, new SpeechCrashError("The speech engine is shutting down."));
    await Promise.all(this.slots.map((slot) => this.stop(slot)));
    (await this.program)?.remove();
  }

  /**
   * The speech process runs as plain JavaScript, bundled once per pool (~0.2 s): without the TypeScript loader a
   * process holds about 35 MB less, and no esbuild service process (12-17 MB) runs beside it. Should bundling fail,
   * processes start from the TypeScript file with the loader, as before.
   */
  private bundle(): Promise<unknown> {
    this.program ??= bundleProgram(processFile, "speech").then(
      (bundle) => {
        if (this.closed) {
          bundle.remove();
          return null;
        }
        this.programFile = bundle.file;
        return bundle;
      },
      () => null,
    );
    return this.program;
  }

  private dispatch() {
    if (!this.bundled) {
      void this.bundle().then(() => {
        this.bundled = true;
        this.dispatch();
      });
      return;
    }
    while (this.waiting.length > 0) {
      let slot = this.slots.find((s) => !s.current);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) return;
      const pending = this.waiting.shift()!;
      clearTimeout(slot.idleTimer);
      const timer = setTimeout(() => this.timeout(slot), this.jobTimeoutMs);
      slot.current = { ...pending, timer };
      // A send to a process that just died fails here; its exit handler settles the job.
      slot.child.send({ ...pending.job, id: pending.id } as ProcessRequest, () => undefined);
    }
  }

  private spawn(): Slot {
    // Before the bundle is ready (or if it failed), the TypeScript file with the loader.
    const child = fork(this.programFile ?? processFile, [], {
      execArgv: this.programFile ? [] : ["--import", tsxLoader],
      serialization: "advanced",
      stdio: ["ignore", "ignore", "inherit", "ipc"],
    });
    const slot: Slot = { child };
    child.on("message", (reply: ProcessReply) => this.onReply(slot, reply));
    child.on("exit", () => this.onExit(slot));
    child.on("error", () => this.onExit(slot));
    this.slots.push(slot);
    return slot;
  }

  private onReply(slot: Slot, reply: ProcessReply) {
    const current = slot.current;
    if (!current || current.id !== reply.id) return;
    clearTimeout(current.timer);
    slot.current = undefined;
    if (reply.type === "done") this.settle(current, undefined, reply);
    else if (reply.message === "cancelled") this.settle(current, new SpeechAbortedError("aborted"));
    else this.settle(current, new SpeechEngineError(reply.message));
    this.scheduleIdle(slot);
    this.dispatch();
  }

  private onExit(slot: Slot) {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    clearTimeout(slot.idleTimer);
    if (slot.current) {
      clearTimeout(slot.current.timer);
      this.settle(slot.current, new SpeechCrashError("The speech engine stopped unexpectedly. Please try again."));
      slot.current = undefined;
    }
    if (!this.closed) this.dispatch();
  }

  private timeout(slot: Slot) {
    const current = slot.current;
    if (!current) return;
    slot.current = undefined;
    this.settle(current, new SpeechTimeoutError("Speech synthesis took too long. Try a shorter text."));
    slot.child.kill("SIGKILL"); // its exit handler removes the slot; the next job gets a fresh process
  }

  private abort(pending: Pending) {
    const queued = this.waiting.indexOf(pending);
    if (queued >= 0) {
      this.waiting.splice(queued, 1);
      this.settle(pending, new SpeechAbortedError("aborted"));
      return;
    }
    const slot = this.slots.find((s) => s.current?.id === pending.id);
    if (slot?.child.connected)
      slot.child.send({ type: "cancel", id: pending.id } satisfies ProcessRequest, () => undefined);
  }

  private settle(pending: Pending, error?: Error, result?: JobResult) {
    if (pending.signal && pending.onAbort) pending.signal.removeEventListener("abort", pending.onAbort);
    if (error) pending.reject(error);
    else pending.resolve(result!);
  }

  private scheduleIdle(slot: Slot) {
    clearTimeout(slot.idleTimer);
    slot.idleTimer = setTimeout(() => {
      if (!slot.current) void this.stop(slot);
    }, this.idleMs);
    slot.idleTimer.unref();
  }

  private stop(slot: Slot): Promise<void> {
    return new Promise((resolve) => {
      if (slot.child.exitCode !== null || slot.child.signalCode !== null) return resolve();
      slot.child.once("exit", () => resolve());
      if (slot.child.connected) slot.child.disconnect(); // the process exits on disconnect
      const kill = setTimeout(() => slot.child.kill("SIGKILL"), 2000);
      kill.unref();
    });
  }
}
