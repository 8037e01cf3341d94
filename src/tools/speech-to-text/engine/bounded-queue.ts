/**
 * A line of jobs with a fixed number running at once and a bounded number waiting: a job beyond the bound is refused
 * at once (the route answers 503 + Retry-After), and a job whose client went away (its AbortSignal fired) leaves the
 * line without running. Used for both steps of the built-in speech recognition: decoding (ffmpeg) and recognising
 * (PocketSphinx), so neither can pile up work without limit.
 */
interface BoundedQueueOptions {
  /** Jobs running at once. */
  concurrency: number;
  /** Jobs allowed to wait while `concurrency` jobs run; more are refused with `busy()`. */
  maxWaiting: number;
  /** The error a refused job rejects with. */
  busy: () => Error;
  /** The error a job whose signal fired before it started rejects with. */
  aborted: () => Error;
}

interface QueuedJob {
  start: () => void;
  signal?: AbortSignal;
  onAbort?: () => void;
}

export class BoundedQueue {
  private running = 0;
  private readonly waiting: QueuedJob[] = [];
  private readonly concurrency: number;

  constructor(private readonly options: BoundedQueueOptions) {
    this.concurrency = Math.max(1, Math.floor(options.concurrency));
  }

  get waitingCount(): number {
    return this.waiting.length;
  }

  get runningCount(): number {
    return this.running;
  }

  /** True when a job submitted now would be refused (every slot busy and the line full). */
  get full(): boolean {
    return this.running >= this.concurrency && this.waiting.length >= this.options.maxWaiting;
  }

  run<T>(task: (signal?: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(this.options.aborted());
    if (this.full) return Promise.reject(this.options.busy());
    return new Promise<T>((resolve, reject) => {
      const job: QueuedJob = {
        signal,
        start: () => {
          if (signal && job.onAbort) signal.removeEventListener("abort", job.onAbort);
          this.running++;
          // A task that throws synchronously still frees its slot.
          Promise.resolve()
            .then(() => task(signal))
            .then(resolve, reject)
            .finally(() => {
              this.running--;
              this.next();
            });
        },
      };
      if (signal) {
        job.onAbort = () => {
          const at = this.waiting.indexOf(job);
          if (at >= 0) {
            this.waiting.splice(at, 1);
            reject(this.options.aborted());
          }
        };
        signal.addEventListener("abort", job.onAbort, { once: true });
      }
      this.waiting.push(job);
      this.next();
    });
  }

  private next() {
    while (this.running < this.concurrency && this.waiting.length > 0) this.waiting.shift()!.start();
  }
}
