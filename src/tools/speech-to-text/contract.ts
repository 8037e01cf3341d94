import * as z from "zod/mini";
import { defineToolContract } from "../../shared/tool-contract";
import OPTIONS from "./speech-to-text.options.json" with { type: "json" };

/** Largest audio upload: 25 MB as the spec counts it (25*1024*1024 bytes). */
export const AUDIO_MAX_BYTES = 25 * 1024 * 1024;
/** Longest audio the built-in offline engine takes (it runs on the server's CPU). */
export const BUILTIN_MAX_SECONDS = 30 * 60;

/** The page's languages in the order shown, each with its ISO-639-1 code (null for 'auto'). */
export const STT_LANGUAGES = Object.entries(OPTIONS.languages).map(([value, language]) => ({
  value: value as keyof typeof OPTIONS.languages,
  ...language,
}));

export type SttLanguage = (typeof STT_LANGUAGES)[number]["value"];
export const DEFAULT_STT_LANGUAGE: SttLanguage = "english";
const languageValues = STT_LANGUAGES.map((l) => l.value) as [SttLanguage, ...SttLanguage[]];

/** ISO-639-1 code for an OpenAI-compatible transcription server; null for 'auto' (the language is omitted). */
export function isoLanguage(language: SttLanguage): string | null {
  return STT_LANGUAGES.find((l) => l.value === language)?.iso ?? null;
}

/**
 * MIME types the page accepts. Browsers label .webm and .mp4 files video/webm and video/mp4 whatever they hold, so
 * those two count as the WebM and MP4 audio containers (the server sniffs the content and decodes the audio only).
 */
export const ACCEPTED_AUDIO_TYPES = [
  "audio/mpeg",
  "audio/mp3",
  "audio/mpeg3",
  "audio/x-mpeg-3",
  "audio/mpga",
  "audio/wav",
  "audio/x-wav",
  "audio/wave",
  "audio/vnd.wave",
  "audio/mp4",
  "audio/x-m4a",
  "audio/m4a",
  "audio/aac-mp4",
  "audio/webm",
  "video/webm",
  "video/mp4",
] as const;
/** Container types taken as audio although their label says video (see above). */
export const AUDIO_CONTAINER_VIDEO_TYPES: readonly string[] = ["video/webm", "video/mp4"];
/** For the file picker's accept attribute. */
export const AUDIO_ACCEPT = [...ACCEPTED_AUDIO_TYPES, ".mp3", ".wav", ".m4a", ".mp4", ".mpeg", ".mpga", ".webm"].join(
  ",",
);

export const sttMessages = {
  notAudio: "Please select an audio file.",
  unsupported: "Unsupported audio format. Please use MP3, WAV, M4A, MP4, MPEG, MPGA, or WEBM formats.",
  tooLarge: (size: string) => `File too large (${size}). Please upload an audio file smaller than 25MB.`,
  noFile: "Please select an audio file",
  fileSelected: "File selected",
  submit: "Transcribe Audio",
  busy: "Transcribing...",
  success: { title: "Success", description: "Audio transcription completed successfully" },
  fallback: "Failed to transcribe audio",
  serverError: (status: number, statusText: string) => `Server error (${status}: ${statusText})`,
  badLanguage: `Unknown language. Choose one of: ${languageValues.join(", ")}.`,
} as const;

/** "1.5 MB" style sizes for the messages (binary megabytes, as the 25 MB limit is counted). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

/** The multipart text fields (the file part is checked separately, by its bytes). */
const transcribeFields = z.object({
  language: z._default(z.enum(languageValues, { error: sttMessages.badLanguage }), DEFAULT_STT_LANGUAGE),
});

export const transcribeResponse = z.object({ text: z.string() });
export type TranscribeResponse = z.infer<typeof transcribeResponse>;

/** GET /api/speech-to-text/engine: what answers transcriptions on this server, so the page can say so. */
export const sttEngineInfo = z.object({
  engine: z.enum(["builtin", "ai-provider"]),
  /** Languages the engine can do ("auto" included when it can detect). */
  languages: z.array(z.string()),
  /** Whether the built-in engine's program and model are installed (always true for a provider). */
  available: z.boolean(),
  /** Word error rate measured on a reference recording, when known (built-in engine). */
  measuredWer: z.nullable(z.number()),
});
export type SttEngineInfo = z.infer<typeof sttEngineInfo>;

/**
 * Above this measured word error rate the built-in engine's results are labelled on the page as coming from a
 * basic offline engine (good Whisper-class recognizers stay under 0.1 on clear speech).
 */
export const LOW_ACCURACY_WER = 0.2;

/** Whether a built-in result must carry the "basic offline engine" label (unknown accuracy counts as low). */
export function isLowAccuracy(info: Pick<SttEngineInfo, "engine" | "measuredWer"> | null | undefined): boolean {
  if (info?.engine === "ai-provider") return false;
  return info?.measuredWer == null || info.measuredWer > LOW_ACCURACY_WER;
}

/**
 * Whether the page offers a language as selectable: every language with a transcription service; with the built-in
 * recognizer only English (it takes nothing else; 'auto' would only ever mean English there). Until the engine is
 * known, everything is offered.
 */
export function languageOffered(
  info: Pick<SttEngineInfo, "engine"> | null | undefined,
  language: SttLanguage,
): boolean {
  if (!info || info.engine === "ai-provider") return true;
  return language === "english";
}

export const contract = defineToolContract({
  endpoint: "/api/speech-to-text",
  /** The multipart text fields; the file part is checked by its bytes (file-checks.ts, audio-upload.ts). */
  request: transcribeFields,
  response: transcribeResponse,
  // Audio work shares the stricter "heavy" budget (RATE_LIMIT_HEAVY_MAX).
  rateLimit: "heavy",
  messages: sttMessages,
  // Spec: the body's message (unwrapped, details appended); 'Server error (status: statusText)' when the body is
  // not JSON; 'Failed to transcribe audio' otherwise.
  failure: (f) => ({
    title: "Error",
    description:
      f.serverMessage ??
      (f.status !== null && !f.json
        ? sttMessages.serverError(f.status, f.statusText)
        : f.details
          ? `${sttMessages.fallback} (${f.details})`
          : sttMessages.fallback),
  }),
});
