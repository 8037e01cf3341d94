import { CONTENT_TYPES } from "./engine/content-types";
import { espeakRate, espeakVoice } from "./engine/espeak-voices";
import { fliteSettings, usesFlite } from "./engine/flite-voices";
import { splitForSpeech } from "./engine/text-chunks";
import type { SpeechProcessPool } from "./engine/tts-pool";
import type { TtsParsedRequest } from "./contract";

export interface SpeechAudio {
  audio: Uint8Array;
  contentType: string;
  /** Seconds of audio. */
  duration: number;
}

/** Characters eSpeak is given at a time; the speech process yields between pieces (cancellation). */
export const CHUNK_CHARS = 400;

/**
 * Built-in voice, in the speech process: Flite for the English voices, eSpeak NG for the other languages, then the
 * requested encoder there too.
 */
export async function synthesizeBuiltin(
  pool: SpeechProcessPool,
  { text, language, voice, speed, format }: TtsParsedRequest,
  signal?: AbortSignal,
): Promise<SpeechAudio> {
  const chunks = splitForSpeech(text, CHUNK_CHARS);
  const result = await pool.run(
    usesFlite(language, voice)
      ? { type: "flite", chunks, settings: fliteSettings(voice, speed), format }
      : { type: "synthesize", chunks, voice: espeakVoice(language, voice), rate: espeakRate(speed), format },
    signal,
  );
  return { audio: result.audio, contentType: CONTENT_TYPES[format], duration: result.samples / result.sampleRate };
}
