/**
 * The four download formats and their content types, apart from the encoders (audio-encoders.ts) so that the
 * server's routes can name them without loading the encoders' WebAssembly package in the main process.
 */
export type AudioFormat = "mp3" | "wav" | "ogg" | "flac";

export const CONTENT_TYPES: Record<AudioFormat, string> = {
  mp3: "audio/mpeg",
  wav: "audio/wav",
  ogg: "audio/ogg",
  flac: "audio/flac",
};
