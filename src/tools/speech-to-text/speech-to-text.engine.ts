import { AudioTooLongError, DecodeError, FfmpegMissingError, decodeTo16kMonoWav } from "../../server/speech/ffmpeg";
import {
  EngineUnavailableError, POCKETSPHINX_INSTALL_HINT, pocketsphinxMissing, pocketsphinxTranscribe, type PocketsphinxOptions,
} from "../../server/speech/stt/pocketsphinx";
import { BUILTIN_MAX_SECONDS, STT_LANGUAGES, type SttLanguage } from "./contract";

/** Languages the built-in engine does: English (and 'auto', which it can only take as English). */
export const BUILTIN_LANGUAGES: readonly SttLanguage[] = ["english", "auto"];
/** Word error rate of the built-in engine on jfk.flac (`npm run bench -- --only=speech`; docs/tools/speech-to-text.md). */
export const BUILTIN_MEASURED_WER = 0.41;

export type OfflineFailure =
  | { kind: "language"; message: string }
  | { kind: "unavailable"; message: string; details: string }
  | { kind: "undecodable"; message: string; details: string }
  | { kind: "too-long"; message: string };

export class OfflineTranscriptionError extends Error {
  constructor(readonly failure: OfflineFailure) {
    super(failure.message);
  }
}

const languageLabel = (value: SttLanguage) => STT_LANGUAGES.find((l) => l.value === value)?.label ?? value;

export function unsupportedLanguageMessage(language: SttLanguage): string {
  return `The built-in offline engine only understands English, not ${languageLabel(language)}. ` +
    "To transcribe other languages, the server operator can set STT_BASE_URL to an OpenAI-compatible " +
    "transcription server (for example a Whisper server).";
}

/** Decodes the stored upload with ffmpeg and recognizes it with PocketSphinx (English). */
export async function transcribeOffline(file: string, language: SttLanguage, options: PocketsphinxOptions = {}): Promise<string> {
  if (!BUILTIN_LANGUAGES.includes(language)) {
    throw new OfflineTranscriptionError({ kind: "language", message: unsupportedLanguageMessage(language) });
  }
  const missing = pocketsphinxMissing(options);
  if (missing) {
    throw new OfflineTranscriptionError({
      kind: "unavailable",
      message: `Speech recognition is not set up on this server: ${missing}.`,
      details: POCKETSPHINX_INSTALL_HINT,
    });
  }
  let wav: Buffer;
  try {
    wav = await decodeTo16kMonoWav(file, BUILTIN_MAX_SECONDS);
  } catch (error) {
    if (error instanceof AudioTooLongError) {
      throw new OfflineTranscriptionError({
        kind: "too-long",
        message: `The built-in offline engine transcribes at most ${BUILTIN_MAX_SECONDS / 60} minutes of audio. Please upload a shorter recording.`,
      });
    }
    if (error instanceof FfmpegMissingError) {
      throw new OfflineTranscriptionError({ kind: "unavailable", message: "Audio decoding is not set up on this server.", details: error.message });
    }
    const reason = error instanceof DecodeError ? error.message : "unknown decoding error";
    throw new OfflineTranscriptionError({ kind: "undecodable", message: "The audio file could not be decoded. It may be damaged.", details: reason });
  }
  try {
    return await pocketsphinxTranscribe(wav, options);
  } catch (error) {
    if (error instanceof EngineUnavailableError) {
      throw new OfflineTranscriptionError({
        kind: "unavailable",
        message: `Speech recognition is not set up on this server: ${error.message}.`,
        details: POCKETSPHINX_INSTALL_HINT,
      });
    }
    throw error;
  }
}
