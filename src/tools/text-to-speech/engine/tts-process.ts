/**
 * The speech process: a child process (started by tts-pool.ts) that runs Flite (BSD, WASI) for English, eSpeak NG
 * (GPL-3.0, WebAssembly) for the other languages, and the audio encoders, so synthesis never blocks the server's event loop and the GPL engine stays behind a process
 * boundary (docs/tools/text-to-speech.md). It talks to the server over the IPC channel with v8 serialization:
 *   in:  { type: "synthesize", id, chunks, voice, rate, format } (eSpeak) | { type: "flite", id, chunks, settings, format }
 *        | { type: "encode", id, wav, format } | { type: "warm", id } (load every engine) | { type: "cancel", id }
 *   out: { type: "done", id, audio, sampleRate, samples } | { type: "error", id, message }
 * It never logs the text it speaks.
 */
import { decodeWav, encodePcm, type AudioFormat } from "./audio-encoders";
import { loadEspeak, type Espeak } from "./espeak-runtime";
import { loadFlite, type Flite, type FliteSettings } from "./flite-runtime";
import { concatArrays } from "./typed-arrays";
import { resampleLinear } from "./resample";

/** Flite's settings plus the vocal-tract scaling applied to its output by resampling (flite-voices.ts). */
export type FliteJobSettings = FliteSettings & { formant: number };
/** Sample rate of Flite's output as sent (its kal voice is 8 kHz, the others 16 kHz). */
export const FLITE_OUTPUT_RATE = 16_000;

export type ProcessRequest =
  | { type: "synthesize"; id: number; chunks: string[]; voice: string; rate: number; format: AudioFormat }
  | { type: "flite"; id: number; chunks: string[]; settings: FliteJobSettings; format: AudioFormat }
  | { type: "encode"; id: number; wav: Uint8Array; format: AudioFormat }
  | { type: "warm"; id: number }
  | { type: "cancel"; id: number };

export type ProcessReply =
  /** `espeak`: eSpeak NG is loaded in this process (about 136 MB more): the pool recycles such a process when idle. */
  | { type: "done"; id: number; audio: Uint8Array; sampleRate: number; samples: number; espeak: boolean }
  | { type: "error"; id: number; message: string };

class Cancelled extends Error {}

const cancelled = new Set<number>();
let espeak: Promise<Espeak> | undefined;
let flite: Flite | undefined;
let queue: Promise<void> = Promise.resolve();

const send = (reply: ProcessReply) => process.send?.(reply);
const yieldToMessages = () => new Promise<void>((resolve) => setImmediate(resolve));

async function synthesize(request: Extract<ProcessRequest, { type: "synthesize" }>) {
  espeak ??= loadEspeak();
  const engine = await espeak;
  engine.setVoice(request.voice);
  engine.setRate(request.rate);
  const pieces: Int16Array[] = [];
  for (const chunk of request.chunks) {
    await yieldToMessages(); // lets a cancel message arrive between chunks
    if (cancelled.has(request.id)) throw new Cancelled();
    pieces.push(engine.synthesize(chunk));
  }
  const samples = new Int16Array(pieces.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of pieces) {
    samples.set(p, offset);
    offset += p.length;
  }
  const audio = await encodePcm({ samples, sampleRate: engine.sampleRate }, request.format);
  return { audio, sampleRate: engine.sampleRate, samples: samples.length };
}

async function synthesizeFlite(request: Extract<ProcessRequest, { type: "flite" }>) {
  flite ??= loadFlite();
  const { formant, ...settings } = request.settings;
  const pieces: Int16Array[] = [];
  for (const chunk of request.chunks) {
    await yieldToMessages(); // lets a cancel message arrive between chunks
    if (cancelled.has(request.id)) throw new Cancelled();
    const pcm = flite.synthesize(chunk, settings);
    // Read at `formant` times the real rate: every frequency scales by `formant` (flite-voices.ts).
    pieces.push(resampleLinear(pcm.samples, pcm.sampleRate * formant, FLITE_OUTPUT_RATE));
  }
  const samples = concatArrays(pieces, Int16Array);
  const audio = await encodePcm({ samples, sampleRate: FLITE_OUTPUT_RATE }, request.format);
  return { audio, sampleRate: FLITE_OUTPUT_RATE, samples: samples.length };
}

/**
 * Loads what the default request needs (Flite's English voices and the mp3 encoder), so the first visitor does not
 * wait for them. eSpeak NG (about 136 MB of memory once loaded, ~0.1-0.3 s to load) and the other encoders
 * (5-7 MB each, milliseconds) load on the first request that needs them: an idle server does not hold them.
 */
async function warm() {
  flite ??= loadFlite();
  const pcm = flite.synthesize("Ready.", { voice: "slt", durationStretch: 1 });
  await encodePcm({ samples: pcm.samples.subarray(0, 4000), sampleRate: pcm.sampleRate }, "mp3");
  return { audio: new Uint8Array(0), sampleRate: pcm.sampleRate, samples: 0 };
}

async function handle(request: Exclude<ProcessRequest, { type: "cancel" }>) {
  try {
    if (cancelled.has(request.id)) throw new Cancelled();
    let result: { audio: Uint8Array; sampleRate: number; samples: number };
    if (request.type === "synthesize") {
      result = await synthesize(request);
    } else if (request.type === "flite") {
      result = await synthesizeFlite(request);
    } else if (request.type === "warm") {
      result = await warm();
    } else {
      const pcm = decodeWav(request.wav);
      result = { audio: await encodePcm(pcm, request.format), sampleRate: pcm.sampleRate, samples: pcm.samples.length };
    }
    send({ type: "done", id: request.id, ...result, espeak: espeak !== undefined });
  } catch (error) {
    const message = error instanceof Cancelled ? "cancelled" : error instanceof Error ? error.message : String(error);
    send({ type: "error", id: request.id, message });
  } finally {
    cancelled.delete(request.id);
  }
}

process.on("message", (request: ProcessRequest) => {
  if (request.type === "cancel") {
    cancelled.add(request.id);
    return;
  }
  queue = queue.then(() => handle(request));
});
// The server went away: nothing left to do.
process.on("disconnect", () => process.exit(0));
