import type { Engine } from "@/client/lib/api";
import { ttsMessages, type TtsFormat, type TtsParsedRequest } from "./contract";

export interface GeneratedAudio {
  blob: Blob;
  format: TtsFormat;
  engine: Engine | null;
}

/**
 * The server's message in an error body, unwrapped when that message is itself JSON with a message (details
 * appended in parentheses); null when the body holds none (ttsMessages.failed then shows the default alone).
 */
export function speechErrorMessage(bodyText: string): string | null {
  let message: string | null = null;
  try {
    const body = JSON.parse(bodyText) as { message?: unknown; details?: unknown };
    if (typeof body.message === "string" && body.message) {
      message = body.message;
      try {
        const inner = JSON.parse(message) as { message?: unknown };
        if (typeof inner?.message === "string" && inner.message) message = inner.message;
      } catch {
        // a plain message
      }
      if (typeof body.details === "string" && body.details) message += ` (${body.details})`;
    }
  } catch {
    // not JSON: the default
  }
  return message;
}

/** POST /api/text-to-speech and read the audio binary; throws an Error with the spec's message. */
export async function requestSpeech(values: TtsParsedRequest): Promise<GeneratedAudio> {
  let res: Response;
  try {
    res = await fetch("/api/text-to-speech", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(values),
      credentials: "include",
    });
  } catch (error) {
    throw new Error(ttsMessages.failed(error instanceof Error ? error.message : null), { cause: error });
  }
  if (!res.ok) throw new Error(ttsMessages.failed(speechErrorMessage(await res.text().catch(() => ""))));
  return { blob: await res.blob(), format: values.format, engine: res.headers.get("X-Engine") };
}

/** Spec: downloads are named 'speech-<timestamp>.<ext>'. */
export function downloadName(format: TtsFormat, now = Date.now()): string {
  return `speech-${now}.${format}`;
}
