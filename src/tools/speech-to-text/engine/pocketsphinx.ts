import { spawn } from "node:child_process";
import { accessSync, constants, existsSync, readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { BoundedQueue } from "./bounded-queue";
import { makeSpeechTempFolder } from "./temp-folders";

/**
 * The built-in offline recognizer: CMU PocketSphinx from Debian (packages `pocketsphinx` and
 * `pocketsphinx-en-us`, BSD licence), run as a separate process per request. English only, low accuracy
 * (measured word error rates in docs/tools/speech-to-text.md).
 */
export interface PocketsphinxOptions {
  /** The program (a name looked up on PATH, or a path). */
  binary?: string;
  /** The en-us model folder holding en-us/ (acoustic model), en-us.lm.bin and cmudict-en-us.dict. */
  modelDir?: string;
  /** The wait line to use (default: one shared by the whole server process). */
  queue?: RecognizerQueue;
  /**
   * CPU-time limit of one recognition (default: RECOGNITION_TIME_FACTOR x the audio, at least RECOGNITION_MIN_MS);
   * wall-clock time is capped at RECOGNITION_WALL_FACTOR x this.
   */
  timeoutMs?: number;
}

export const POCKETSPHINX_DEFAULTS = {
  binary: "pocketsphinx_continuous",
  modelDir: "/usr/share/pocketsphinx/model/en-us",
} as const;

/**
 * Search settings beyond PocketSphinx's defaults: none. Chosen on the 5 LibriVox utterances of Debian's
 * pocketsphinx-testdata (71 words), with jfk.flac kept aside as the check (docs/tools/speech-to-text.md).
 * Differences of up to 2 words (3 %) counted as equal, and the cheapest of the best won:
 *   defaults            LibriVox WER 0.366, 9.0 s CPU | jfk 0.636, 4.7 s CPU (11 s of audio)
 *   wide beams (1e-60)  0.366, 15.8 s               | 0.409, 9.2 s   (tuned on jfk alone: same LibriVox WER, 1.8x CPU)
 *   -fwdflat no         0.338, 9.4 s                | 0.818, 5.1 s
 *   -topn 2             0.380, 7.4 s                | 0.545, 4.0 s   (also 1/7 words on eSpeak speech: refused)
 *   narrow beams (1e-40) 0.507, 6.2 s; -maxhmmpf 3000 0.423, 6.7 s; -ds 2 0.380, 8.4 s.
 */
export const SEARCH_ARGS: readonly string[] = [];

export const POCKETSPHINX_INSTALL_HINT =
  "install the Debian packages pocketsphinx and pocketsphinx-en-us (apt-get install pocketsphinx pocketsphinx-en-us), " +
  "or set STT_BASE_URL to an OpenAI-compatible transcription server such as a Whisper server";

export class EngineUnavailableError extends Error {}

function findOnPath(binary: string): string | null {
  const candidates = binary.includes("/")
    ? [binary]
    : (process.env.PATH ?? "/usr/bin:/bin")
        .split(path.delimiter)
        .filter(Boolean)
        .map((d) => path.join(d, binary));
  for (const file of candidates) {
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // next
    }
  }
  return null;
}

function modelFiles(modelDir: string) {
  return {
    hmm: path.join(modelDir, "en-us"),
    lm: path.join(modelDir, "en-us.lm.bin"),
    dict: path.join(modelDir, "cmudict-en-us.dict"),
  };
}

/** What is missing for the built-in engine to run, or null when it can. */
export function pocketsphinxMissing(options: PocketsphinxOptions = {}): string | null {
  const binary = options.binary ?? POCKETSPHINX_DEFAULTS.binary;
  const files = modelFiles(options.modelDir ?? POCKETSPHINX_DEFAULTS.modelDir);
  if (!findOnPath(binary)) return `the program ${binary} is not installed`;
  if (!existsSync(path.join(files.hmm, "mdef")) || !existsSync(files.lm) || !existsSync(files.dict)) {
    return "the US English model is not installed";
  }
  return null;
}

export class RecognizerBusyError extends Error {}
export class RecognitionAbortedError extends Error {}
export class RecognitionTimeoutError extends Error {}

/** Recognitions allowed to wait behind the running one before new ones are refused (503 + Retry-After). */
export const DEFAULT_QUEUE_MAX = 4;
/**
 * A recognition may use this many times the audio's length of CPU time (at least RECOGNITION_MIN_MS) before it is
 * stopped, and at most RECOGNITION_WALL_FACTOR times that in wall-clock time. CPU time, because on a shared machine
 * the recognizer gets a fraction of a core: jfk.flac (11 s) needs 6-9 s of CPU but took 45-55 s of wall time at load
 * average 21-26 on the project's 2-core machine, where a 30 s wall-clock limit stopped every upload.
 */
const RECOGNITION_TIME_FACTOR = 3;
const RECOGNITION_MIN_MS = 30_000;
export const RECOGNITION_WALL_FACTOR = 5;

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); null elsewhere or once it is gone. */
export function processCpuSeconds(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after "(comm) ": state is field 3, utime field 14, stime field 15, in clock ticks (100 a second).
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks / 100 : null;
  } catch {
    return null;
  }
}

/**
 * One recognition at a time (PocketSphinx keeps a CPU core busy and the server has few), a bounded wait line,
 * and cancellation: a job whose client went away leaves the line, or has its process killed if it is running.
 */
export class RecognizerQueue extends BoundedQueue {
  constructor(maxWaiting = DEFAULT_QUEUE_MAX) {
    super({
      concurrency: 1,
      maxWaiting,
      busy: () =>
        new RecognizerBusyError("The speech recognizer is busy with other recordings. Please try again in a minute."),
      aborted: () => new RecognitionAbortedError("aborted"),
    });
  }
}

const sharedQueue = new RecognizerQueue();

/** Transcribes a 16 kHz mono 16-bit WAV (44-byte header) to lower-case English words. */
export function pocketsphinxTranscribe(
  wav: Buffer,
  options: PocketsphinxOptions = {},
  signal?: AbortSignal,
  queue: RecognizerQueue = options.queue ?? sharedQueue,
): Promise<string> {
  const missing = pocketsphinxMissing(options);
  if (missing) return Promise.reject(new EngineUnavailableError(missing));
  const binary = findOnPath(options.binary ?? POCKETSPHINX_DEFAULTS.binary)!;
  const files = modelFiles(options.modelDir ?? POCKETSPHINX_DEFAULTS.modelDir);
  const seconds = Math.max(0, wav.length - 44) / 32_000;
  const timeoutMs = options.timeoutMs ?? Math.max(RECOGNITION_MIN_MS, seconds * 1000 * RECOGNITION_TIME_FACTOR);
  return queue.run(async (jobSignal) => {
    const folder = await makeSpeechTempFolder();
    try {
      const input = path.join(folder.dir, "audio.wav");
      await writeFile(input, wav);
      const lines = await run(
        binary,
        [
          "-infile",
          input,
          "-hmm",
          files.hmm,
          "-lm",
          files.lm,
          "-dict",
          files.dict,
          ...SEARCH_ARGS,
          "-logfn",
          "/dev/null",
        ],
        timeoutMs,
        jobSignal,
      );
      return lines
        .map((l) => l.trim())
        .filter(Boolean)
        .join(" ");
    } finally {
      await folder.dispose();
    }
  }, signal);
}

function run(binary: string, args: string[], timeoutMs: number, signal?: AbortSignal): Promise<string[]> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new RecognitionAbortedError("aborted"));
    const child = spawn(binary, args, { stdio: ["ignore", "pipe", "ignore"] });
    let out = "";
    let stopped: Error | null = null;
    const stop = (error: Error) => {
      stopped ??= error;
      child.kill("SIGKILL");
    };
    const started = Date.now();
    const check = () => {
      const cpu = processCpuSeconds(child.pid);
      if (cpu !== null && cpu * 1000 < timeoutMs && Date.now() - started < timeoutMs * RECOGNITION_WALL_FACTOR) {
        timer = setTimeout(check, Math.max(1000, timeoutMs - cpu * 1000));
        return;
      }
      stop(new RecognitionTimeoutError("The recording took too long to recognise."));
    };
    let timer = setTimeout(check, timeoutMs);
    const onAbort = () => stop(new RecognitionAbortedError("aborted"));
    signal?.addEventListener("abort", onAbort, { once: true });
    child.stdout.on("data", (c: Buffer) => (out += c.toString("utf8")));
    child.on("error", (e) => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      reject(new EngineUnavailableError(`the program ${binary} could not start (${e.message})`));
    });
    child.on("close", (code, killedBy) => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      if (stopped) reject(stopped);
      else if (code === 0) resolve(out.split("\n"));
      else reject(new Error(killedBy ? `recognizer stopped (${killedBy})` : `recognizer exited with ${code}`));
    });
  });
}
