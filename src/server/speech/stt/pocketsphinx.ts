import { spawn } from "node:child_process";
import { accessSync, constants, existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

/**
 * The built-in offline recognizer: CMU PocketSphinx from Debian (packages `pocketsphinx` and
 * `pocketsphinx-en-us`, BSD licence), run as a separate process per request. English only, low accuracy
 * (word error rate 0.41 on a real 11 s speech recording with the beams below, 0.64 with the defaults; see
 * docs/tools/speech-to-text.md).
 */
export interface PocketsphinxOptions {
  /** The program (a name looked up on PATH, or a path). */
  binary?: string;
  /** The en-us model folder holding en-us/ (acoustic model), en-us.lm.bin and cmudict-en-us.dict. */
  modelDir?: string;
}

export const POCKETSPHINX_DEFAULTS = {
  binary: "pocketsphinx_continuous",
  modelDir: "/usr/share/pocketsphinx/model/en-us",
} as const;

/**
 * Wider search beams than PocketSphinx's defaults (beam 1e-48, wbeam 7e-29, pbeam 1e-48): fewer search errors on
 * noisy speech. Measured: jfk.flac WER 0.64 -> 0.41 for about 1.5x the CPU time; on the 5 LibriVox utterances of
 * pocketsphinx-testdata the transcripts are identical (1.3x the CPU time). Wider still (1e-80) gained nothing more.
 */
export const SEARCH_BEAMS = ["-beam", "1e-60", "-wbeam", "1e-50", "-pbeam", "1e-60"] as const;

export const POCKETSPHINX_INSTALL_HINT =
  "Install the Debian packages pocketsphinx and pocketsphinx-en-us (apt-get install pocketsphinx pocketsphinx-en-us), " +
  "or set STT_BASE_URL to an OpenAI-compatible transcription server such as a Whisper server.";

export class EngineUnavailableError extends Error {}

function findOnPath(binary: string): string | null {
  const candidates = binary.includes("/")
    ? [binary]
    : (process.env.PATH ?? "/usr/bin:/bin").split(path.delimiter).filter(Boolean).map((d) => path.join(d, binary));
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

/** One recognition at a time: PocketSphinx keeps a CPU core busy, and the server has few. */
let queue: Promise<unknown> = Promise.resolve();
function serialized<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/** Transcribes a 16 kHz mono 16-bit WAV (44-byte header) to lower-case English words. */
export function pocketsphinxTranscribe(wav: Buffer, options: PocketsphinxOptions = {}): Promise<string> {
  const missing = pocketsphinxMissing(options);
  if (missing) return Promise.reject(new EngineUnavailableError(missing));
  const binary = findOnPath(options.binary ?? POCKETSPHINX_DEFAULTS.binary)!;
  const files = modelFiles(options.modelDir ?? POCKETSPHINX_DEFAULTS.modelDir);
  const seconds = Math.max(0, wav.length - 44) / 32_000;
  return serialized(async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "stt-"));
    try {
      const input = path.join(dir, "audio.wav");
      await writeFile(input, wav);
      const lines = await run(binary,
        ["-infile", input, "-hmm", files.hmm, "-lm", files.lm, "-dict", files.dict, ...SEARCH_BEAMS, "-logfn", "/dev/null"],
        Math.max(60_000, seconds * 4_000));
      return lines.map((l) => l.trim()).filter(Boolean).join(" ");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
}

function run(binary: string, args: string[], timeoutMs: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ["ignore", "pipe", "ignore"] });
    let out = "";
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.stdout.on("data", (c: Buffer) => (out += c.toString("utf8")));
    child.on("error", (e) => {
      clearTimeout(timer);
      reject(new EngineUnavailableError(`the program ${binary} could not start (${e.message})`));
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(out.split("\n"));
      else reject(new Error(signal ? `recognizer stopped (${signal})` : `recognizer exited with ${code}`));
    });
  });
}
