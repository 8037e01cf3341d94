import * as z from "zod/mini";
import { defineToolContract } from "../../shared/tool-contract";
import { choiceOf, optionList, textMessages, toolText } from "../../shared/contract-fields";
import OPTIONS from "./text-to-speech.options.json" with { type: "json" };

/** Longest text one request may speak (characters). About 6 minutes of speech at speed 1. */
export const TTS_TEXT_MAX = 5000;
/** The character counter turns amber above this many characters (spec). */
export const TTS_COUNTER_WARN = 1000;
export const TTS_SPEED = { min: 0.5, max: 2, step: 0.1, default: 1 } as const;

export const ttsMessages = {
  ...textMessages("convert", "text to speech", TTS_TEXT_MAX),
  speedRange: `Speed must be between ${TTS_SPEED.min} and ${TTS_SPEED.max}.`,
  submit: "Generate Speech",
  busy: "Generating...",
  /** Spec: 'Failed to generate speech: {message}'; with no message from anywhere, just the default once. */
  failed: (message?: string | null) =>
    message ? `Failed to generate speech: ${message}` : "Failed to generate speech",
  play: "Play Audio",
  download: "Download Audio",
  playbackError: { title: "Playback Error", description: "Could not play the audio. Please try downloading instead." },
  noAudio: "No audio to download. Please generate speech first.",
  downloadFailed: { title: "Download Failed", description: "Failed to download the audio file." },
} as const;

export const DEFAULT_TEXT =
  "Artificial intelligence is changing the way we work, learn and create. " +
  "With the right tools, anyone can turn written words into natural-sounding speech in seconds.";

export const TTS_LANGUAGES = optionList(OPTIONS.languages);
export type TtsLanguage = (typeof TTS_LANGUAGES)[number]["value"];

interface VoiceOption {
  value: string;
  label: string;
  gender: "female" | "male";
}

const f = (value: string, label = cap(value)): VoiceOption => ({ value, label, gender: "female" });
const m = (value: string, label = cap(value)): VoiceOption => ({ value, label, gender: "male" });
function cap(s: string) {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The spec's voices per language, in the spec's order: the first is the language's default. */
export const VOICES_BY_LANGUAGE: Record<TtsLanguage, readonly VoiceOption[]> = {
  "en-us": [
    f("heart"),
    f("bella"),
    m("michael"),
    f("alloy"),
    f("aoede"),
    f("kore"),
    f("jessica"),
    f("nicole"),
    f("nova"),
    f("river"),
    f("sarah"),
    f("sky"),
  ],
  "en-gb": [f("alice"), f("emma"), m("daniel")],
  ja: [f("alpha"), f("nezumi")],
  zh: [f("xiaobei"), f("xiaoni")],
  es: [f("dora"), m("alex")],
  fr: [f("siwis")],
  hi: [f("alpha-hi", "Alpha"), f("beta")],
  it: [f("sara")],
  pt: [m("nicola"), f("dora-pt", "Dora")],
};

export const ALL_VOICES = Object.values(VOICES_BY_LANGUAGE).flatMap((voices) => voices.map((v) => v.value));

export function voicesFor(language: string): readonly VoiceOption[] {
  return Object.hasOwn(VOICES_BY_LANGUAGE, language) ? VOICES_BY_LANGUAGE[language as TtsLanguage] : [];
}

/** The voice to keep when the language changes: the current one if offered, else the language's first. */
export function voiceForLanguage(language: string, current: string): string {
  const voices = voicesFor(language);
  return voices.some((v) => v.value === current) ? current : (voices[0]?.value ?? current);
}

export const TTS_FORMATS = [
  { value: "mp3", label: "MP3", mime: "audio/mpeg" },
  { value: "wav", label: "WAV", mime: "audio/wav" },
  { value: "ogg", label: "OGG", mime: "audio/ogg" },
  { value: "flac", label: "FLAC", mime: "audio/flac" },
] as const;
export type TtsFormat = (typeof TTS_FORMATS)[number]["value"];

export const ttsRequest = z
  .object({
    text: toolText(TTS_TEXT_MAX, ttsMessages),
    language: choiceOf(TTS_LANGUAGES, "en-us"),
    voice: z._default(z.string(), "heart"),
    speed: z._default(
      z
        .number({ error: ttsMessages.speedRange })
        .check(z.minimum(TTS_SPEED.min, ttsMessages.speedRange), z.maximum(TTS_SPEED.max, ttsMessages.speedRange)),
      1,
    ),
    format: choiceOf(TTS_FORMATS, "mp3"),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (!voicesFor(value.language).some((v) => v.value === value.voice)) {
        ctx.addIssue({
          code: "custom",
          path: ["voice"],
          message: `'${value.voice}' is not a voice for ${value.language}: use one of ${voicesFor(value.language)
            .map((v) => v.value)
            .join(", ")}.`,
        });
      }
    }),
  );
export type TtsParsedRequest = z.output<typeof ttsRequest>;

/** The reply is the audio itself: the client checks what arrived against this before playing it. */
const ttsReply = z.object({
  type: z.string().check(z.regex(/^audio\//, "the reply is not audio")),
  size: z.number().check(z.int(), z.positive("the audio is empty")),
});

export const contract = defineToolContract({
  endpoint: "/api/text-to-speech",
  request: ttsRequest,
  response: ttsReply,
  // Audio work shares the stricter "heavy" budget (RATE_LIMIT_HEAVY_MAX).
  rateLimit: "heavy",
  messages: ttsMessages,
  // Spec: 'Failed to generate speech: {server message}' (or the network error's); the default alone when there is none.
  failure: (f) => ({
    title: "Error",
    description: ttsMessages.failed(f.serverMessage ?? (f.status === null ? f.generic : null)),
  }),
});
