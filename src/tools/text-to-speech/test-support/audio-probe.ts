/**
 * Test support: decodes the tool's audio with decoders independent of its encoders (mpg123, libvorbis and a
 * separate FLAC decoder, all WebAssembly; WAV parsed by hand here) and measures what a listener would notice.
 */
import { MPEGDecoder } from "mpg123-decoder";
import { OggVorbisDecoder } from "@wasm-audio-decoders/ogg-vorbis";
import { FLACDecoder } from "@wasm-audio-decoders/flac";

interface Decoded {
  samples: Float32Array;
  sampleRate: number;
  duration: number;
  /** Extra facts read from the stream while decoding. */
  info: Record<string, number | string | boolean>;
}

const ascii = (b: Uint8Array, at: number, n = 4) => String.fromCharCode(...b.subarray(at, at + n));

/** The independent decoder of each format the tool writes. */
const DECODERS: Record<string, (bytes: Uint8Array) => Decoded | Promise<Decoded>> = {
  wav: (b) => decodeWavStrict(b),
  mp3: (b) => decodeMp3(b),
  ogg: (b) => decodeOgg(b),
  flac: (b) => decodeFlac(b),
};

export async function decodeAudio(bytes: Uint8Array, format: string): Promise<Decoded> {
  const decode = DECODERS[format];
  if (!decode) throw new Error(`unknown format ${format}`);
  return decode(bytes);
}

interface DecoderOutput {
  channelData: Float32Array[];
  sampleRate: number;
  samplesDecoded: number;
  errors: { message: string }[];
}

/**
 * Runs a WebAssembly decoder (freed after) over the bytes, failing on its first error; `info` reads the stream facts
 * (and any the decoder reports) into the result.
 */
async function decodeWith<D extends { ready: Promise<unknown>; free(): void }, O extends DecoderOutput>(
  decoder: D,
  name: string,
  decode: (decoder: D) => O | Promise<O>,
  info: (out: O) => Decoded["info"],
): Promise<Decoded> {
  await decoder.ready;
  try {
    const out = await decode(decoder);
    if (out.errors.length) throw new Error(`${name}: ${out.errors[0]!.message}`);
    return {
      samples: out.channelData[0]!,
      sampleRate: out.sampleRate,
      duration: out.samplesDecoded / out.sampleRate,
      info: info(out),
    };
  } finally {
    decoder.free();
  }
}

/** A canonical 16-bit mono PCM WAV: every header field must agree with the file's length. */
function decodeWavStrict(b: Uint8Array): Decoded {
  const v = new DataView(b.buffer, b.byteOffset, b.byteLength);
  if (ascii(b, 0) !== "RIFF" || ascii(b, 8) !== "WAVE" || ascii(b, 12) !== "fmt " || ascii(b, 36) !== "data") {
    throw new Error("not a canonical RIFF/WAVE file");
  }
  if (v.getUint32(4, true) !== b.length - 8) throw new Error("RIFF size does not match the file");
  if (v.getUint16(20, true) !== 1 || v.getUint16(22, true) !== 1 || v.getUint16(34, true) !== 16)
    throw new Error("not 16-bit mono PCM");
  const sampleRate = v.getUint32(24, true);
  const dataBytes = v.getUint32(40, true);
  if (dataBytes !== b.length - 44 || v.getUint32(28, true) !== sampleRate * 2)
    throw new Error("data size or byte rate is wrong");
  const samples = new Float32Array(dataBytes / 2);
  for (let i = 0; i < samples.length; i++) samples[i] = v.getInt16(44 + i * 2, true) / 32768;
  return { samples, sampleRate, duration: samples.length / sampleRate, info: {} };
}

const MP3_BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160, 0];
const MP3_BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 0];
const MP3_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

/** Walks every MPEG audio frame header (must be back to back to the end), then decodes with mpg123. */
async function decodeMp3(b: Uint8Array): Promise<Decoded> {
  let offset = 0;
  if (ascii(b, 0, 3) === "ID3") offset = 10 + ((b[6]! << 21) | (b[7]! << 14) | (b[8]! << 7) | b[9]!);
  const bitrates = new Set<number>();
  let frames = 0;
  let sampleRate = 0;
  while (offset + 4 <= b.length) {
    const h = (b[offset]! << 24) | (b[offset + 1]! << 16) | (b[offset + 2]! << 8) | b[offset + 3]!;
    if (h >>> 21 !== 0x7ff) throw new Error(`no MPEG frame sync at byte ${offset}`);
    const version = (h >>> 19) & 3;
    const layer = (h >>> 17) & 3;
    if (layer !== 1) throw new Error("not MPEG layer III");
    const kbps = (version === 3 ? MP3_BITRATES_V1 : MP3_BITRATES_V2)[(h >>> 12) & 15]!;
    const rate = MP3_RATES[version]?.[(h >>> 10) & 3];
    if (!kbps || !rate) throw new Error(`bad frame header at byte ${offset}`);
    const padding = (h >>> 9) & 1;
    const size = Math.floor(((version === 3 ? 144 : 72) * kbps * 1000) / rate) + padding;
    bitrates.add(kbps);
    sampleRate = rate;
    frames++;
    offset += size;
  }
  return decodeWith(
    new MPEGDecoder(),
    "mpg123",
    (d) => d.decode(b),
    () => ({
      frames,
      cbr: bitrates.size === 1,
      kbps: [...bitrates].join(","),
      headerRate: sampleRate,
    }),
  );
}

/** Checks every Ogg page's CRC and sequence, reads the Vorbis identification header, then decodes with libvorbis. */
async function decodeOgg(b: Uint8Array): Promise<Decoded> {
  let offset = 0;
  let pages = 0;
  let lastGranule = 0n;
  let sawEnd = false;
  while (offset < b.length) {
    if (ascii(b, offset) !== "OggS") throw new Error(`no Ogg page at byte ${offset}`);
    const segments = b[offset + 26]!;
    let bodySize = 0;
    for (let i = 0; i < segments; i++) bodySize += b[offset + 27 + i]!;
    const size = 27 + segments + bodySize;
    const page = Uint8Array.from(b.subarray(offset, offset + size)); // a copy (Buffer.slice would be a view)
    const view = new DataView(page.buffer);
    const crc = view.getUint32(22, true);
    view.setUint32(22, 0, true);
    if (oggCrc(page) !== crc) throw new Error(`bad CRC on Ogg page ${pages}`);
    if (view.getUint32(18, true) !== pages) throw new Error("Ogg pages out of sequence");
    if (pages === 0 && (page[27 + segments] !== 1 || ascii(page, 28 + segments, 6) !== "vorbis"))
      throw new Error("first Ogg page is not a Vorbis header");
    lastGranule = view.getBigUint64(6, true);
    sawEnd = (page[5]! & 4) !== 0;
    pages++;
    offset += size;
  }
  if (!sawEnd) throw new Error("Ogg stream has no end-of-stream page");
  return decodeWith(
    new OggVorbisDecoder(),
    "vorbis",
    (d) => d.decodeFile(b),
    (out) => ({
      pages,
      granuleSeconds: Number(lastGranule) / out.sampleRate,
    }),
  );
}

let crcTable: Uint32Array | undefined;
function oggCrc(data: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let i = 0; i < 256; i++) {
      let r = i << 24;
      for (let j = 0; j < 8; j++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
      crcTable[i] = r >>> 0;
    }
  }
  let crc = 0;
  for (const byte of data) crc = ((crc << 8) ^ crcTable[((crc >>> 24) ^ byte) & 0xff]!) >>> 0;
  return crc;
}

/** Reads STREAMINFO (sample count, MD5 present), then decodes every frame (each frame's CRC is checked). */
async function decodeFlac(b: Uint8Array): Promise<Decoded> {
  if (ascii(b, 0) !== "fLaC" || (b[4]! & 0x7f) !== 0) throw new Error("not a FLAC stream with STREAMINFO first");
  const v = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const rate = (v.getUint32(18) >>> 12) & 0xfffff;
  const totalSamples = (v.getUint8(21) & 0x0f) * 2 ** 32 + v.getUint32(22);
  const md5Set = b.subarray(26, 42).some((x) => x !== 0);
  return decodeWith(
    new FLACDecoder(),
    "flac",
    (d) => d.decodeFile(b),
    (out) => ({
      streamInfoRate: rate,
      totalSamples,
      md5Set,
      bitDepth: out.bitDepth,
    }),
  );
}

/** Root-mean-square level of the signal (0-1). */
export function rms(samples: Float32Array): number {
  let sum = 0;
  for (const s of samples) sum += s * s;
  return Math.sqrt(sum / Math.max(1, samples.length));
}

/** Median fundamental frequency (Hz) of the voiced 40 ms frames, by normalized autocorrelation. */
export function medianPitch(samples: Float32Array, sampleRate: number): number {
  const n = Math.round(0.04 * sampleRate);
  const found: number[] = [];
  for (let start = 0; start + n < samples.length; start += n) {
    let energy = 0;
    for (let i = 0; i < n; i++) energy += samples[start + i]! ** 2;
    if (energy / n < 1e-4) continue;
    let best = 0;
    let bestLag = 0;
    for (let lag = Math.round(sampleRate / 400); lag <= Math.round(sampleRate / 60); lag++) {
      let c = 0;
      let e1 = 0;
      let e2 = 0;
      for (let i = 0; i < n - lag; i++) {
        c += samples[start + i]! * samples[start + i + lag]!;
        e1 += samples[start + i]! ** 2;
        e2 += samples[start + i + lag]! ** 2;
      }
      const r = c / Math.sqrt(e1 * e2 + 1e-12);
      if (r > best) {
        best = r;
        bestLag = lag;
      }
    }
    if (best > 0.5) found.push(sampleRate / bestLag);
  }
  found.sort((a, b) => a - b);
  return found.length ? found[found.length >> 1]! : 0;
}

/**
 * Long-term average spectrum: the share of energy (dB) in 32 log-spaced bands from 50 Hz to 11 kHz over the
 * voiced frames. Two readings by one voice stay close (eSpeak adds small random variations); different
 * voices (other formants and pitch) do not. `spectralDistance` is the RMS difference in dB.
 */
export function spectralProfile(samples: Float32Array, sampleRate: number): number[] {
  const n = 1024;
  const bands = new Float64Array(32);
  const re = new Float64Array(n);
  const im = new Float64Array(n);
  for (let start = 0; start + n <= samples.length; start += n / 2) {
    let energy = 0;
    for (let i = 0; i < n; i++) {
      const x = samples[start + i]!;
      re[i] = x * (0.5 - 0.5 * Math.cos((2 * Math.PI * i) / n));
      im[i] = 0;
      energy += x * x;
    }
    if (energy / n < 1e-4) continue;
    fft(re, im);
    for (let k = 1; k < n / 2; k++) {
      const band = Math.floor((32 * Math.log((k * sampleRate) / n / 50)) / Math.log(11000 / 50));
      if (band >= 0) bands[Math.min(31, band)]! += re[k]! ** 2 + im[k]! ** 2;
    }
  }
  const total = bands.reduce((a, b) => a + b, 0) || 1;
  return Array.from(bands, (b) => 10 * Math.log10(b / total + 1e-12));
}

export function spectralDistance(a: number[], b: number[]): number {
  return Math.sqrt(a.reduce((sum, v, i) => sum + (v - b[i]!) ** 2, 0) / a.length);
}

function fft(re: Float64Array, im: Float64Array) {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j]!, re[i]!];
      [im[i], im[j]] = [im[j]!, im[i]!];
    }
  }
  for (let len = 2; len <= n; len <<= 1) {
    const angle = (-2 * Math.PI) / len;
    for (let i = 0; i < n; i += len) {
      for (let j = 0; j < len / 2; j++) {
        const wr = Math.cos(angle * j);
        const wi = Math.sin(angle * j);
        const a = i + j;
        const b = a + len / 2;
        const xr = re[b]! * wr - im[b]! * wi;
        const xi = re[b]! * wi + im[b]! * wr;
        re[b] = re[a]! - xr;
        im[b] = im[a]! - xi;
        re[a] = re[a]! + xr;
        im[a] = im[a]! + xi;
      }
    }
  }
}
