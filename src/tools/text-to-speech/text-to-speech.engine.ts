import { CONTENT_TYPES } from "../../server/speech/tts/audio-encoders";
import { espeakRate, espeakVoice } from "../../server/speech/tts/espeak-voices";
import { splitForSpeech } from "../../server/speech/tts/text-chunks";
import type { SpeechProcessPool } from "../../server/speech/tts/tts-pool";
import type { TtsParsedRequest } from "./contract";

export interface SpeechAudio {
  audio: Uint8Array;
  contentType: string;
  /** Seconds of audio. */
  duration: number;
}

/** Characters eSpeak is given at a time; the speech process yields between pieces (cancellation). */
export const CHUNK_CHARS = 400;

/** Built-in voice: eSpeak NG in the speech process, then the requested encoder there too. */
export async function synthesizeBuiltin(
  pool: SpeechProcessPool,
  { text, language, voice, speed, format }: TtsParsedRequest,
  signal?: AbortSignal,
): Promise<SpeechAudio> {
  const result = await pool.run(
    { type: "synthesize", chunks: splitForSpeech(text, CHUNK_CHARS), voice: espeakVoice(language, voice), rate: espeakRate(speed), format },
    signal,
  );
  return { audio: result.audio, contentType: CONTENT_TYPES[format], duration: result.samples / result.sampleRate };
}
