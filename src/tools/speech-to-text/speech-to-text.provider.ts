import { providerDeadline, readCapped } from "../../server/ai/provider-exchange";
import { HttpError } from "../../server/http-error";

/**
 * An OpenAI-compatible POST {baseURL}/audio/transcriptions (OpenAI Whisper, faster-whisper/speaches,
 * whisper.cpp server started with --inference-path /v1/audio/transcriptions --convert).
 * baseURL includes the version segment, e.g. http://127.0.0.1:8000/v1.
 */
interface TranscriptionProvider {
  baseURL: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

interface TranscriptionInput {
  audio: Buffer;
  /** File name with the extension of the sniffed format (servers infer the format from it). */
  filename: string;
  mimeType: string;
  /** ISO-639-1, or null to let the server detect the language (the field is then omitted). */
  language: string | null;
}

/** Largest answer taken from the provider (a transcript of 30 minutes is well under 1 MB). */
const STT_PROVIDER_MAX_BYTES = 2 * 1024 * 1024;

export async function transcribeWithProvider(
  provider: TranscriptionProvider,
  input: TranscriptionInput,
  signal?: AbortSignal,
): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(input.audio)], { type: input.mimeType }), input.filename);
  form.append("model", provider.model);
  form.append("response_format", "json");
  if (input.language) form.append("language", input.language);

  const url = `${provider.baseURL.replace(/\/+$/, "")}/audio/transcriptions`;
  const deadline = providerDeadline("speech-to-text", provider.timeoutMs, signal);
  let text: string | undefined;
  try {
    let res: Response;
    try {
      res = await fetch(url, {
        method: "POST",
        body: form,
        headers: provider.apiKey ? { Authorization: `Bearer ${provider.apiKey}` } : {},
        signal: deadline.signal,
      });
    } catch {
      throw deadline.failed("could not be reached");
    }
    if (!res.ok) {
      // Its body is not passed on: it may hold paths, keys or anything else of the provider's.
      await res.body?.cancel().catch(() => undefined);
      throw new HttpError(502, `The speech-to-text provider failed (status ${res.status}).`);
    }
    try {
      const body = await readCapped(res, STT_PROVIDER_MAX_BYTES);
      text = body === "too-large" ? undefined : Buffer.from(body).toString("utf8");
    } catch {
      throw deadline.failed("stopped sending its answer");
    }
  } finally {
    deadline.end();
  }
  if (text === undefined) throw new HttpError(502, "The speech-to-text provider's answer was too large.");
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
