import { createRequire } from "node:module";
import { createMp3Encoder, createOggEncoder, type WasmMediaEncoder } from "wasm-media-encoders";
import type * as FlacLib from "libflacjs/dist/index.d";
import type { AudioFormat } from "./content-types";
import { concatArrays } from "./typed-arrays";

/**
 * PCM (16-bit mono) to the four download formats. Runs inside the speech process (tts-process.ts), never on the
 * server's event loop. mp3: LAME CBR (VBR lacks a Xing header, so players misreport its duration); ogg: Vorbis;
 * flac: libFLAC's asm.js build (its WASM builds crash on Node 20); wav: a plain 44-byte RIFF header.
 */
export type { AudioFormat };

export interface Pcm {
  samples: Int16Array;
  sampleRate: number;
}

const BLOCK = 1152 * 64; // samples handed to an encoder at a time (bounded float buffers)
const MP3_RATES = [8000, 11025, 12000, 16000, 22050, 24000, 32000, 44100, 48000] as const;

let mp3: Promise<WasmMediaEncoder<"audio/mpeg">> | undefined;
let ogg: Promise<WasmMediaEncoder<"audio/ogg">> | undefined;
let flac: Promise<typeof FlacLib> | undefined;

export async function encodePcm(pcm: Pcm, format: AudioFormat): Promise<Uint8Array> {
  switch (format) {
    case "wav":
      return encodeWav(pcm);
    case "mp3":
      return encodeMp3(pcm);
    case "ogg":
      return encodeOgg(pcm);
    case "flac":
      return encodeFlac(pcm);
  }
}

export function encodeWav({ samples, sampleRate }: Pcm): Uint8Array {
  const dataBytes = samples.length * 2;
  const out = new Uint8Array(44 + dataBytes);
  const view = new DataView(out.buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) out[offset + i] = text.charCodeAt(i);
  };
  ascii(0, "RIFF");
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, "WAVE");
  ascii(12, "fmt ");
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // byte rate
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, "data");
  view.setUint32(40, dataBytes, true);
  new Int16Array(out.buffer, 44, samples.length).set(samples);
  return out;
}

/** Reads a PCM WAV (8/16/24/32-bit integer or 32-bit float, any channel count) down to 16-bit mono. */
export function decodeWav(bytes: Uint8Array): Pcm {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  if (bytes.length < 12 || tag(0) !== "RIFF" || tag(8) !== "WAVE") throw new Error("not a RIFF/WAVE file");
  let offset = 12;
  let fmt: { type: number; channels: number; rate: number; bits: number } | undefined;
  while (offset + 8 <= bytes.length) {
    const id = tag(offset);
    let size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === "fmt ") {
      fmt = {
        type: view.getUint16(body, true),
        channels: view.getUint16(body + 2, true),
        rate: view.getUint32(body + 4, true),
        bits: view.getUint16(body + 14, true),
      };
      if (fmt.type === 0xfffe && size >= 26) fmt.type = view.getUint16(body + 24, true); // WAVE_FORMAT_EXTENSIBLE
    } else if (id === "data") {
      if (!fmt) throw new Error("WAV data before its fmt chunk");
      // Streaming writers leave 0 or 0xFFFFFFFF as the data size: take what is there.
      if (size === 0 || size === 0xffffffff || body + size > bytes.length) size = bytes.length - body;
      return { samples: toMono16(bytes.subarray(body, body + size), fmt), sampleRate: fmt.rate };
    }
    offset = body + size + (size & 1);
  }
  throw new Error("WAV file without a data chunk");
}

function toMono16(data: Uint8Array, fmt: { type: number; channels: number; bits: number }): Int16Array {
  const bytesPer = fmt.bits / 8;
  const frame = bytesPer * fmt.channels;
  if (
    ![1, 2, 3, 4].includes(bytesPer) ||
    fmt.channels < 1 ||
    !(fmt.type === 1 || (fmt.type === 3 && fmt.bits === 32))
  ) {
    throw new Error(`unsupported WAV encoding (format ${fmt.type}, ${fmt.bits} bits)`);
  }
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const count = Math.floor(data.length / frame);
  const out = new Int16Array(count);
  for (let i = 0; i < count; i++) {
    let sum = 0;
    for (let c = 0; c < fmt.channels; c++) {
      const at = i * frame + c * bytesPer;
      let v: number;
      if (fmt.type === 3) v = view.getFloat32(at, true);
      else if (bytesPer === 1) v = (data[at]! - 128) / 128;
      else if (bytesPer === 2) v = view.getInt16(at, true) / 32768;
      else if (bytesPer === 3) v = ((data[at + 2]! << 24) | (data[at + 1]! << 16) | (data[at]! << 8)) / 2147483648;
      else v = view.getInt32(at, true) / 2147483648;
      sum += v;
    }
    out[i] = Math.max(-32768, Math.min(32767, Math.round((sum / fmt.channels) * 32767)));
  }
  return out;
}

function floatBlock(samples: Int16Array, start: number, end: number): Float32Array {
  const block = new Float32Array(end - start);
  for (let i = start; i < end; i++) block[i - start] = samples[i]! / 32768;
  return block;
}

async function runWasmEncoder<T extends "audio/mpeg" | "audio/ogg">(encoder: WasmMediaEncoder<T>, samples: Int16Array) {
  const parts: Uint8Array[] = [];
  for (let start = 0; start < samples.length; start += BLOCK) {
    const end = Math.min(samples.length, start + BLOCK);
    parts.push(encoder.encode([floatBlock(samples, start, end)]).slice()); // the encoder owns its buffer: copy
  }
  parts.push(encoder.finalize().slice());
  return concatArrays(parts, Uint8Array);
}

async function encodeMp3({ samples, sampleRate }: Pcm): Promise<Uint8Array> {
  if (!(MP3_RATES as readonly number[]).includes(sampleRate)) throw new Error(`mp3 cannot carry ${sampleRate} Hz`);
  mp3 ??= createMp3Encoder();
  const encoder = await mp3;
  // CBR: 64 kbit/s is transparent enough for 22-24 kHz speech; 128 for higher rates.
  encoder.configure({ channels: 1, sampleRate, bitrate: sampleRate > 24000 ? 128 : 64 });
  return runWasmEncoder(encoder, samples);
}

async function encodeOgg({ samples, sampleRate }: Pcm): Promise<Uint8Array> {
  ogg ??= createOggEncoder();
  const encoder = await ogg;
  encoder.configure({ channels: 1, sampleRate, vbrQuality: 4 });
  return runWasmEncoder(encoder, samples);
}

/** libFLAC's asm.js build initializes asynchronously (a few tens of milliseconds after loading). */
function flacLibrary(): Promise<typeof FlacLib> {
  flac ??= new Promise((resolve, reject) => {
    const lib = createRequire(import.meta.url)("libflacjs/dist/libflac.js") as typeof FlacLib;
    if (lib.isReady()) return resolve(lib);
    const timer = setTimeout(() => reject(new Error("libFLAC did not initialize")), 10_000);
    lib.on("ready", () => {
      clearTimeout(timer);
      resolve(lib);
    });
  });
  return flac;
}

async function encodeFlac({ samples, sampleRate }: Pcm): Promise<Uint8Array> {
  const Flac = await flacLibrary();
  const encoder = Flac.create_libflac_encoder(sampleRate, 1, 16, 5, samples.length, false, 0);
  if (!encoder) throw new Error("libFLAC could not create an encoder");
  const parts: Uint8Array[] = [];
  let info: FlacLib.StreamMetadata | undefined;
  try {
    const status = Flac.init_encoder_stream(
      encoder,
      (data: Uint8Array) => {
        parts.push(data.slice());
      },
      (metadata: FlacLib.StreamMetadata | undefined) => {
        info = metadata;
      },
    );
    if (status !== 0) throw new Error(`libFLAC init failed (status ${status})`);
    const block = new Int32Array(BLOCK);
    for (let start = 0; start < samples.length; start += BLOCK) {
      const end = Math.min(samples.length, start + BLOCK);
      for (let i = start; i < end; i++) block[i - start] = samples[i]!;
      if (!Flac.FLAC__stream_encoder_process_interleaved(encoder, block, end - start)) {
        throw new Error("libFLAC failed to encode a block");
      }
    }
    if (!Flac.FLAC__stream_encoder_finish(encoder)) throw new Error("libFLAC failed to finish the stream");
  } finally {
    Flac.FLAC__stream_encoder_delete(encoder);
  }
  const out = concatArrays(parts, Uint8Array);
  if (info) patchStreamInfo(out, info);
  return out;
}

/**
 * A stream encoder cannot seek back, so the STREAMINFO it wrote first lacks the frame sizes and the MD5 of the
 * audio; libFLAC reports them at the end and they are patched in here (what the flac tool does on a file).
 */
function patchStreamInfo(out: Uint8Array, info: FlacLib.StreamMetadata) {
  if (String.fromCharCode(...out.subarray(0, 4)) !== "fLaC" || (out[4]! & 0x7f) !== 0) return;
  const at = 8; // STREAMINFO body: min/max block size (2+2), min/max frame size (3+3), rate/channels/bits/total (8), MD5 (16)
  const put24 = (offset: number, value: number) => {
    out[offset] = (value >> 16) & 0xff;
    out[offset + 1] = (value >> 8) & 0xff;
    out[offset + 2] = value & 0xff;
  };
  put24(at + 4, info.min_framesize);
  put24(at + 7, info.max_framesize);
  if (/^[0-9a-f]{32}$/i.test(info.md5sum)) {
    for (let i = 0; i < 16; i++) out[at + 18 + i] = parseInt(info.md5sum.slice(i * 2, i * 2 + 2), 16);
  }
}
