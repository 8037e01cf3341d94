/** Test-only helpers: audio made in code (no recordings shipped) and hand-built multipart bodies. */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Requirement } from "../../../tests/helpers/system-tools";
import { ffmpegPath } from "./engine/ffmpeg";
import { pocketsphinxMissing } from "./engine/pocketsphinx";

function header(dataBytes: number, sampleRate: number, extra: Buffer = Buffer.alloc(0)): Buffer {
  const h = Buffer.alloc(36);
  h.write("RIFF", 0, "ascii");
  h.writeUInt32LE(4 + 24 + extra.length + 8 + dataBytes, 4);
  h.write("WAVE", 8, "ascii");
  h.write("fmt ", 12, "ascii");
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20); // PCM
  h.writeUInt16LE(1, 22); // mono
  h.writeUInt32LE(sampleRate, 24);
  h.writeUInt32LE(sampleRate * 2, 28);
  h.writeUInt16LE(2, 32);
  h.writeUInt16LE(16, 34);
  const data = Buffer.alloc(8);
  data.write("data", 0, "ascii");
  data.writeUInt32LE(dataBytes, 4);
  return Buffer.concat([h, extra, data]);
}

/** A mono 16-bit PCM WAV of a sine tone. */
export function toneWav(seconds: number, frequency = 440, sampleRate = 16_000): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const pcm = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++)
    pcm.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * frequency * i) / sampleRate)), i * 2);
  return Buffer.concat([header(pcm.length, sampleRate), pcm]);
}

/** A valid WAV of exactly totalBytes: a short tone behind a JUNK chunk that pads the file (ffmpeg skips it). */
export function paddedWav(totalBytes: number, toneSeconds = 0.5): Buffer {
  const pcm = toneWav(toneSeconds).subarray(44);
  const junkPayload = totalBytes - 12 - 24 - 8 - 8 - pcm.length;
  if (junkPayload < 0) throw new Error("totalBytes too small");
  const evenPayload = junkPayload - (junkPayload % 2);
  const junk = Buffer.alloc(8 + evenPayload);
  junk.write("JUNK", 0, "ascii");
  junk.writeUInt32LE(evenPayload, 4);
  const file = Buffer.concat([header(pcm.length, 16_000, junk), pcm, Buffer.alloc(junkPayload % 2)]);
  if (file.length !== totalBytes) throw new Error(`built ${file.length} bytes, wanted ${totalBytes}`);
  return file;
}

/** The built-in recognizer, for tests that run it (canRun in tests/helpers/system-tools.ts reports it when missing). */
export const POCKETSPHINX: Requirement = {
  what: "pocketsphinx_continuous and its US English model (Debian packages pocketsphinx, pocketsphinx-en-us)",
  install: "apt-get install -y pocketsphinx pocketsphinx-en-us",
  available: pocketsphinxMissing() === null,
};

/** English speech made by Debian's espeak-ng (a test dependency), as WAV bytes. */
export function speechWav(text: string): Buffer {
  return execFileSync("espeak-ng", ["-v", "en-us", "-s", "150", "--stdout", text], { maxBuffer: 64 * 1024 * 1024 });
}

/** Re-encodes WAV bytes with the packaged ffmpeg into another container (mp3, m4a, mp4, webm, mpeg, mpga). */
export function encodeAudio(wav: Buffer, ext: "mp3" | "m4a" | "mp4" | "webm" | "mpeg" | "mpga"): Buffer {
  const dir = mkdtempSync(path.join(os.tmpdir(), "stt-test-"));
  try {
    const input = path.join(dir, "in.wav");
    const output = path.join(dir, `out.${ext}`);
    writeFileSync(input, wav);
    const codec: Record<typeof ext, string[]> = {
      mp3: ["-c:a", "libmp3lame", "-b:a", "64k", "-f", "mp3"],
      mpga: ["-c:a", "libmp3lame", "-b:a", "64k", "-f", "mp3"],
      m4a: ["-c:a", "aac", "-b:a", "64k", "-f", "ipod"],
      mp4: ["-c:a", "aac", "-b:a", "64k", "-f", "mp4"],
      webm: ["-c:a", "libopus", "-b:a", "32k", "-f", "webm"],
      mpeg: ["-c:a", "mp2", "-b:a", "64k", "-f", "mpeg"],
    };
    execFileSync(ffmpegPath(), ["-v", "error", "-y", "-i", input, ...codec[ext], output]);
    return readFileSync(output);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface MultipartPart {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body built by hand, for app.inject and raw HTTP. */
export function multipart(parts: MultipartPart[], boundary = `----stt${Date.now().toString(16)}`) {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ""}`;
    const head =
      `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
      (p.contentType ? `Content-Type: ${p.contentType}\r\n` : "") +
      "\r\n";
    chunks.push(Buffer.from(head), Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value), Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
