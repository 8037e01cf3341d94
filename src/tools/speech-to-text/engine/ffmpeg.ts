import { spawn } from "node:child_process";
import { accessSync, chmodSync, constants, copyFileSync, mkdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { BoundedQueue } from "./bounded-queue";

/**
 * ffmpeg ships inside the npm package @ffmpeg-installer/<platform> (a static build). npm 11 skips that package's
 * postinstall `chmod u+x`, so on first use we make sure the binary is executable: chmod it in place, or, when
 * node_modules is read-only, copy it once to a private temp folder and chmod the copy.
 */
let resolved: string | null = null;

export class FfmpegMissingError extends Error {}

function packagedBinary(): string {
  const require = createRequire(import.meta.url);
  const pkg = `@ffmpeg-installer/${os.platform()}-${os.arch()}`;
  try {
    const dir = path.dirname(require.resolve(`${pkg}/package.json`));
    return path.join(dir, os.platform() === "win32" ? "ffmpeg.exe" : "ffmpeg");
  } catch {
    throw new FfmpegMissingError(`ffmpeg is missing: install the npm package ${pkg} (npm ci installs it).`);
  }
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Path of an executable ffmpeg (FFMPEG_PATH overrides the packaged one). */
export function ffmpegPath(): string {
  const override = process.env.FFMPEG_PATH;
  if (override) return override;
  if (resolved) return resolved;
  const file = packagedBinary();
  if (!isExecutable(file)) {
    try {
      chmodSync(file, statSync(file).mode | 0o755);
    } catch {
      // read-only node_modules: fall through to a private copy
    }
  }
  if (isExecutable(file)) return (resolved = file);
  const dir = path.join(os.tmpdir(), `ai-app-hub-ffmpeg-${process.getuid?.() ?? "user"}`);
  const copy = path.join(dir, `ffmpeg-${statSync(file).size}`);
  if (!isExecutable(copy)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    copyFileSync(file, copy);
    chmodSync(copy, 0o755);
  }
  return (resolved = copy);
}

class DecodeError extends Error {}
export class AudioTooLongError extends Error {}
export class DecoderBusyError extends Error {}
export class DecodeAbortedError extends Error {}

/** Decodings running at once: half the cores (at least one), so decoding never takes every core from the server. */
export const DECODE_CONCURRENCY = Math.max(1, Math.floor(os.availableParallelism() / 2));

/**
 * The line in front of ffmpeg: DECODE_CONCURRENCY decodings at once, at most `maxWaiting` waiting (more are refused,
 * 503 + Retry-After), and a decoding whose client went away leaves the line (or has its ffmpeg killed when running).
 * Without it, every upload started its own ffmpeg at once, however many arrived.
 */
export class DecoderQueue extends BoundedQueue {
  constructor(maxWaiting: number, concurrency = DECODE_CONCURRENCY) {
    super({
      concurrency,
      maxWaiting,
      busy: () =>
        new DecoderBusyError("The speech recognizer is busy with other recordings. Please try again in a minute."),
      aborted: () => new DecodeAbortedError("aborted"),
    });
  }
}

/**
 * Decodes any audio/video file ffmpeg reads to 16 kHz mono 16-bit PCM WAV with a bare 44-byte header
 * (-bitexact -map_metadata -1: no LIST chunk, which pocketsphinx would read as audio).
 * Reads a file path (MP4/M4A need a seekable input); returns the WAV bytes. Audio longer than maxSeconds is
 * refused (AudioTooLongError) without ever holding more than maxSeconds of PCM in memory.
 */
export function decodeTo16kMonoWav(
  inputFile: string,
  maxSeconds: number,
  timeoutMs = 120_000,
  signal?: AbortSignal,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DecodeError("cancelled"));
    let bin: string;
    try {
      bin = ffmpegPath();
    } catch (error) {
      reject(error);
      return;
    }
    const child = spawn(
      bin,
      [
        "-nostdin",
        "-v",
        "error",
        "-i",
        inputFile,
        "-t",
        String(maxSeconds + 1),
        "-vn",
        "-ac",
        "1",
        "-ar",
        "16000",
        "-c:a",
        "pcm_s16le",
        "-bitexact",
        "-map_metadata",
        "-1",
        "-f",
        "wav",
        "pipe:1",
      ],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    const out: Buffer[] = [];
    let err = "";
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    const onAbort = () => child.kill("SIGKILL");
    signal?.addEventListener("abort", onAbort, { once: true });
    child.stdout.on("data", (c: Buffer) => out.push(c));
    child.stderr.on("data", (c: Buffer) => {
      if (err.length < 4000) err += c.toString("utf8");
    });
    child.on("error", (e) => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      reject(new FfmpegMissingError(`ffmpeg could not start (${e.message}).`));
    });
    child.on("close", (code, killedBy) => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      const wav = Buffer.concat(out);
      if (code === 0 && wavSeconds(wav) > maxSeconds) reject(new AudioTooLongError(`longer than ${maxSeconds} s`));
      else if (code === 0 && wav.length > 44) resolve(wav);
      else
        reject(
          new DecodeError(killedBy ? `decoding stopped (${killedBy})` : lastLine(err) || `ffmpeg exited with ${code}`),
        );
    });
  });
}

function lastLine(text: string): string {
  // ffmpeg names the input path in its messages: keep only the reason after the last colon.
  const line = text.trim().split("\n").pop() ?? "";
  return line.includes(": ") ? line.slice(line.lastIndexOf(": ") + 2) : line;
}

/** Seconds of audio in a 16 kHz mono 16-bit WAV produced by decodeTo16kMonoWav. */
export function wavSeconds(wav: Buffer): number {
  return Math.max(0, wav.length - 44) / 32_000;
}
