import {
  AudioTooLongError,
  DecodeAbortedError,
  DecoderBusyError,
  DecoderQueue,
  FfmpegMissingError,
  decodeTo16kMonoWav,
} from "./engine/ffmpeg";
import { DEFAULT_QUEUE_MAX } from "./engine/pocketsphinx";
import {
  EngineUnavailableError,
  POCKETSPHINX_INSTALL_HINT,
  RecognitionAbortedError,
  RecognitionTimeoutError,
  RecognizerBusyError,
  pocketsphinxMissing,
  pocketsphinxTranscribe,
  type PocketsphinxOptions,
} from "./engine/pocketsphinx";
import { BUILTIN_MAX_SECONDS, STT_LANGUAGES, type SttLanguage } from "./contract";

/** Languages the built-in engine does: English (and 'auto', which it can only take as English). */
export const BUILTIN_LANGUAGES: readonly SttLanguage[] = ["english", "auto"];
/** Word error rate of the built-in engine on jfk.flac (`npm run bench -- --only=speech`; docs/tools/speech-to-text.md). */
export const BUILTIN_MEASURED_WER = 0.64;

/**
 * Lowest bitrate a real upload is taken to have (bytes per second): 4 kbit/s, below Opus's and MP3's lowest
 * speech settings (6-8 kbit/s). A file that decodes to more seconds than its size allows at this rate (plus
 * IMPLAUSIBLE_SLACK_SECONDS) is refused before recognition: a 1.8 KB WAV declaring a 1 Hz sample rate would
 * otherwise decode to 30 minutes of audio and hold the one-at-a-time recognizer for everyone.
 */
const MIN_PLAUSIBLE_BYTES_PER_SECOND = 500;
const IMPLAUSIBLE_SLACK_SECONDS = 10;

/** Most seconds of audio an upload of `bytes` can plausibly hold (never more than the engine's cap). */
export function plausibleSeconds(bytes: number): number {
  return Math.min(BUILTIN_MAX_SECONDS, Math.ceil(bytes / MIN_PLAUSIBLE_BYTES_PER_SECOND) + IMPLAUSIBLE_SLACK_SECONDS);
}

type OfflineFailure =
  | { kind: "language"; message: string }
  | { kind: "unavailable"; message: string; log: string }
  | { kind: "undecodable"; message: string }
  | { kind: "implausible"; message: string }
  | { kind: "busy"; message: string }
  | { kind: "aborted"; message: string }
  | { kind: "too-long"; message: string };

export class OfflineTranscriptionError extends Error {
  constructor(readonly failure: OfflineFailure) {
    super(failure.message);
  }
}

const languageLabel = (value: SttLanguage) => STT_LANGUAGES.find((l) => l.value === value)?.label ?? value;

function unsupportedLanguageMessage(language: SttLanguage): string {
  return (
    `The built-in recognizer only understands English, not ${languageLabel(language)}. ` +
    "Other languages need a transcription service connected to this server by its operator."
  );
}

/** The built-in engine's settings: the recognizer's, plus the line in front of the decoder. */
type OfflineOptions = PocketsphinxOptions & { decoders?: DecoderQueue };

const sharedDecoders = new DecoderQueue(DEFAULT_QUEUE_MAX);
const BUSY_MESSAGE = "The speech recognizer is busy with other recordings. Please try again in a minute.";

const NOT_SET_UP = "Speech recognition is not set up on this server yet. Please try again later.";

/**
 * Decodes the stored upload with ffmpeg and recognizes it with PocketSphinx (English). `bytes` is the upload's
 * size (the plausibility check); `signal` cancels decoding and recognition when the visitor goes away.
 * Both steps have a bounded line (options.decoders, options.queue): a full line answers busy before any work, and
 * a recording is not decoded when the recognizer's line is already full (its decoded audio would have nowhere to go).
 */
export async function transcribeOffline(
  file: string,
  language: SttLanguage,
  options: OfflineOptions = {},
  upload: { bytes?: number; signal?: AbortSignal } = {},
): Promise<string> {
  if (!BUILTIN_LANGUAGES.includes(language)) {
    throw new OfflineTranscriptionError({ kind: "language", message: unsupportedLanguageMessage(language) });
  }
  const missing = pocketsphinxMissing(options);
  if (missing) {
    throw new OfflineTranscriptionError({
      kind: "unavailable",
      message: NOT_SET_UP,
      log: `${missing}: ${POCKETSPHINX_INSTALL_HINT}`,
    });
  }
  const limit = upload.bytes === undefined ? BUILTIN_MAX_SECONDS : plausibleSeconds(upload.bytes);
  if (options.queue?.full) throw new OfflineTranscriptionError({ kind: "busy", message: BUSY_MESSAGE });
  const decoders = options.decoders ?? sharedDecoders;
  let wav: Buffer;
  try {
    wav = await decoders.run((signal) => decodeTo16kMonoWav(file, limit, 120_000, signal), upload.signal);
  } catch (error) {
    if (upload.signal?.aborted || error instanceof DecodeAbortedError)
      throw new OfflineTranscriptionError({ kind: "aborted", message: "aborted" });
    if (error instanceof DecoderBusyError)
      throw new OfflineTranscriptionError({ kind: "busy", message: error.message });
    if (error instanceof AudioTooLongError) {
      throw new OfflineTranscriptionError(
        limit < BUILTIN_MAX_SECONDS
          ? {
              kind: "implausible",
              message:
                "The audio file could not be decoded: it declares more audio than a file of its size can hold. It may be damaged.",
            }
          : {
              kind: "too-long",
              message: `The built-in recognizer transcribes at most ${BUILTIN_MAX_SECONDS / 60} minutes of audio. Please upload a shorter recording.`,
            },
      );
    }
    if (error instanceof FfmpegMissingError) {
      throw new OfflineTranscriptionError({ kind: "unavailable", message: NOT_SET_UP, log: error.message });
    }
    // ffmpeg's own words ("[mp3float @ 0x...] invalid new backstep") stay out of the answer.
    throw new OfflineTranscriptionError({
      kind: "undecodable",
      message: "The audio file could not be decoded. It may be damaged.",
    });
  }
  try {
    return await pocketsphinxTranscribe(wav, options, upload.signal);
  } catch (error) {
    if (error instanceof EngineUnavailableError) {
      throw new OfflineTranscriptionError({
        kind: "unavailable",
        message: NOT_SET_UP,
        log: `${error.message}: ${POCKETSPHINX_INSTALL_HINT}`,
      });
    }
    if (error instanceof RecognizerBusyError)
      throw new OfflineTranscriptionError({ kind: "busy", message: error.message });
    if (error instanceof RecognitionAbortedError)
      throw new OfflineTranscriptionError({ kind: "aborted", message: "aborted" });
    if (error instanceof RecognitionTimeoutError) {
      throw new OfflineTranscriptionError({ kind: "busy", message: RECOGNITION_TIMEOUT_MESSAGE });
    }
    throw error;
  }
}

/** A recognition stopped by its time limit: usually a busy server rather than a long file. */
export const RECOGNITION_TIMEOUT_MESSAGE =
  "The speech recognizer is busy and could not finish in time. Please try again in a moment, or with a shorter recording.";
