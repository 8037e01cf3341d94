import type { AppConfig } from "../../server/config";
import { providerDeadline, readCapped } from "../../server/ai/provider-exchange";
import { HttpError } from "../../server/http-error";
import { CONTENT_TYPES } from "./engine/content-types";
import { SpeechAbortedError, type SpeechProcessPool } from "./engine/tts-pool";
import type { TtsLanguage, TtsParsedRequest } from "./contract";
import type { SpeechAudio } from "./text-to-speech.engine";

/**
 * An OpenAI-compatible POST {TTS_BASE_URL}/audio/speech, such as Kokoro-FastAPI. Kokoro voice ids are always sent
 * in full (a bare `nova` is remapped to another voice there), with `stream: false` for one file and an explicit
 * `lang_code`. Kokoro has no Ogg Vorbis output: ogg is asked for as wav and encoded in the speech process.
 */
const KOKORO_VOICE: Record<string, string> = {
  heart: "af_heart",
  bella: "af_bella",
  michael: "am_michael",
  alloy: "af_alloy",
  aoede: "af_aoede",
  kore: "af_kore",
  jessica: "af_jessica",
  nicole: "af_nicole",
  nova: "af_nova",
  river: "af_river",
  sarah: "af_sarah",
  sky: "af_sky",
  alice: "bf_alice",
  emma: "bf_emma",
  daniel: "bm_daniel",
  alpha: "jf_alpha",
  nezumi: "jf_nezumi",
  xiaobei: "zf_xiaobei",
  xiaoni: "zf_xiaoni",
  dora: "ef_dora",
  alex: "em_alex",
  siwis: "ff_siwis",
  "alpha-hi": "hf_alpha",
  beta: "hf_beta",
  sara: "if_sara",
  // Kokoro has no male Portuguese voice: nicola is its Italian im_nicola, made to read Portuguese with lang_code p.
  nicola: "im_nicola",
  "dora-pt": "pf_dora",
};

/** Kokoro's language codes (the first letter of its voice ids). */
const KOKORO_LANG: Record<TtsLanguage, string> = {
  "en-us": "a",
  "en-gb": "b",
  ja: "j",
  zh: "z",
  es: "e",
  fr: "f",
  hi: "h",
  it: "i",
  pt: "p",
};

interface SpeechProvider {
  readonly model: string;
  synthesize(request: TtsParsedRequest, pool: SpeechProcessPool, signal?: AbortSignal): Promise<SpeechAudio>;
}

const MAGIC: Record<"mp3" | "wav" | "flac", (b: Uint8Array) => boolean> = {
  mp3: (b) => (b[0] === 0x49 && b[1] === 0x44 && b[2] === 0x33) || (b[0] === 0xff && (b[1]! & 0xe0) === 0xe0),
  wav: (b) => ascii(b, 0) === "RIFF" && ascii(b, 8) === "WAVE",
  flac: (b) => ascii(b, 0) === "fLaC",
};
function ascii(b: Uint8Array, at: number) {
  return String.fromCharCode(...b.subarray(at, at + 4));
}

/** Largest answer taken from the provider: 5000 characters are about 6 minutes, 12 MB as 24 kHz 16-bit WAV. */
const TTS_PROVIDER_MAX_BYTES = 32 * 1024 * 1024;

export function speechEndpoint(baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, "");
  return /\/v\d+$/.test(base) ? `${base}/audio/speech` : `${base}/v1/audio/speech`;
}

export function createSpeechProvider(config: AppConfig): SpeechProvider | null {
  if (!config.TTS_BASE_URL) return null;
  const url = speechEndpoint(config.TTS_BASE_URL);
  const { TTS_API_KEY: apiKey, TTS_MODEL: model, TTS_TIMEOUT_MS: timeoutMs } = config;
  return {
    model,
    async synthesize({ text, language, voice, speed, format }, pool, signal) {
      const upstreamFormat = format === "ogg" ? "wav" : format;
      const deadline = providerDeadline("text-to-speech", timeoutMs, signal);
      let bytes: Uint8Array;
      try {
        let res: Response;
        try {
          res = await fetch(url, {
            method: "POST",
            headers: { "Content-Type": "application/json", ...(apiKey ? { Authorization: `Bearer ${apiKey}` } : {}) },
            body: JSON.stringify({
              model,
              input: text,
              voice: KOKORO_VOICE[voice],
              response_format: upstreamFormat,
              speed,
              stream: false,
              lang_code: KOKORO_LANG[language],
            }),
            signal: deadline.signal,
          });
        } catch {
          if (signal?.aborted) throw new SpeechAbortedError("aborted");
          throw deadline.failed("could not be reached");
        }
        if (!res.ok) {
          // Its body is not passed on: it may hold paths, keys or anything else of the provider's.
          await res.body?.cancel().catch(() => undefined);
          throw new HttpError(502, `The text-to-speech provider failed (status ${res.status}).`);
        }
        let body: Uint8Array | "too-large";
        try {
          body = await readCapped(res, TTS_PROVIDER_MAX_BYTES);
        } catch {
          if (signal?.aborted) throw new SpeechAbortedError("aborted");
          throw deadline.failed("stopped sending its answer");
        }
        if (body === "too-large") {
          throw new HttpError(
            502,
            `The text-to-speech provider's answer was larger than ${TTS_PROVIDER_MAX_BYTES / 1024 / 1024} MB.`,
          );
        }
        bytes = body;
      } finally {
        deadline.end();
      }
      if (bytes.length < 16 || !MAGIC[upstreamFormat](bytes)) {
        throw new HttpError(502, `The text-to-speech provider did not return ${upstreamFormat.toUpperCase()} audio.`);
      }
      if (format !== "ogg") return { audio: bytes, contentType: CONTENT_TYPES[format], duration: NaN };
      const encoded = await pool.run({ type: "encode", wav: bytes, format: "ogg" }, signal);
      return { audio: encoded.audio, contentType: CONTENT_TYPES.ogg, duration: encoded.samples / encoded.sampleRate };
    },
  };
}
