import { HttpError } from "../../http-error";

/**
 * An OpenAI-compatible POST {baseURL}/audio/transcriptions (OpenAI Whisper, faster-whisper/speaches,
 * whisper.cpp server started with --inference-path /v1/audio/transcriptions --convert).
 * baseURL includes the version segment, e.g. http://127.0.0.1:8000/v1.
 */
export interface TranscriptionProvider {
  baseURL: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

export interface TranscriptionInput {
  audio: Buffer;
  /** File name with the extension of the sniffed format (servers infer the format from it). */
  filename: string;
  mimeType: string;
  /** ISO-639-1, or null to let the server detect the language (the field is then omitted). */
  language: string | null;
}

function upstreamMessage(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown } | string; message?: unknown; detail?: unknown };
    const candidate = typeof body.error === "object" ? body.error?.message : body.error ?? body.message ?? body.detail;
    return typeof candidate === "string" ? candidate.slice(0, 300) : undefined;
  } catch {
    return text.trim() ? text.trim().slice(0, 300) : undefined;
  }
}

export async function transcribeWithProvider(provider: TranscriptionProvider, input: TranscriptionInput): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(input.audio)], { type: input.mimeType }), input.filename);
  form.append("model", provider.model);
  form.append("response_format", "json");
  if (input.language) form.append("language", input.language);

  const url = `${provider.baseURL.replace(/\/+$/, "")}/audio/transcriptions`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: "POST",
      body: form,
      headers: provider.apiKey ? { Authorization: `Bearer ${provider.apiKey}` } : {},
      signal: AbortSignal.timeout(provider.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    throw new HttpError(502, timedOut
      ? `The speech-to-text provider did not answer within ${Math.round(provider.timeoutMs / 1000)} s.`
      : "The speech-to-text provider could not be reached. Check STT_BASE_URL.");
  }
  const text = await res.text();
  if (!res.ok) {
    throw new HttpError(502, `The speech-to-text provider failed (status ${res.status}).`, upstreamMessage(text));
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(502, "The speech-to-text provider's answer was not JSON.");
  }
  const transcript = (body as { text?: unknown } | null)?.text;
  if (typeof transcript !== "string") throw new HttpError(502, "The speech-to-text provider's answer had no text.");
  return transcript.trim();
}
