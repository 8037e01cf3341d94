/**
 * Recognises the accepted audio containers by their first bytes (magic numbers), never by the declared
 * Content-Type or file name. Accepted: WAV (RIFF/WAVE), MP3/MPGA/MPEG audio (ID3 tag or an MPEG audio frame
 * header), MP4/M4A (ISO base media 'ftyp' box, image brands excluded), WebM (EBML), MPEG program stream.
 */
export type AudioKind = "wav" | "mp3" | "mp4" | "webm" | "mpeg";

/** Bytes needed to decide. */
export const SNIFF_BYTES = 16;

/** File extension a transcription server expects for each kind (OpenAI infers the format from the name). */
export const KIND_EXTENSION: Record<AudioKind, string> = {
  wav: "wav",
  mp3: "mp3",
  mp4: "m4a",
  webm: "webm",
  mpeg: "mpeg",
};

const IMAGE_BRANDS = new Set(["heic", "heix", "hevc", "heim", "heis", "mif1", "msf1", "avif", "avis", "crx "]);

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/** An MPEG-1/2/2.5 audio layer I-III frame header at offset 0. */
function isMpegAudioFrame(b: Uint8Array): boolean {
  if (b.length < 4 || b[0] !== 0xff || (b[1]! & 0xe0) !== 0xe0) return false;
  const version = (b[1]! >> 3) & 0b11;
  const layer = (b[1]! >> 1) & 0b11;
  const bitrate = b[2]! >> 4;
  const sampleRate = (b[2]! >> 2) & 0b11;
  return version !== 0b01 && layer !== 0 && bitrate !== 0b1111 && sampleRate !== 0b11;
}

export function sniffAudio(head: Uint8Array): AudioKind | null {
  if (head.length < 4) return null;
  if (head.length >= 12 && ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WAVE") return "wav";
  if (ascii(head, 0, 3) === "ID3" && head.length >= 10 && head[3]! >= 2 && head[3]! <= 4) return "mp3";
  if (isMpegAudioFrame(head)) return "mp3";
  if (head.length >= 12 && ascii(head, 4, 8) === "ftyp") return IMAGE_BRANDS.has(ascii(head, 8, 12)) ? null : "mp4";
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return "webm";
  if (head[0] === 0 && head[1] === 0 && head[2] === 1 && head[3] === 0xba) return "mpeg";
  return null;
}
