import { sttMessages } from "./contract";

function messageOf(value: unknown): string | null {
  if (typeof value !== "object" || value === null) return null;
  const message = (value as { message?: unknown }).message;
  return typeof message === "string" && message.trim() ? message : null;
}

/**
 * The spec's reading of a failed transcription response: the body's message field; if that message is itself
 * JSON with a message, the inner one; a details field appended in parentheses; 'Server error (status: statusText)'
 * when the body is not JSON; 'Failed to transcribe audio' when nothing usable is there.
 */
export function transcriptionErrorMessage(status: number, statusText: string, bodyText: string): string {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return sttMessages.serverError(status, statusText);
  }
  let message = messageOf(body);
  if (message) {
    try {
      message = messageOf(JSON.parse(message)) ?? message;
    } catch {
      // a plain message
    }
  }
  const details = (body as { details?: unknown } | null)?.details;
  const base = message ?? sttMessages.fallback;
  return typeof details === "string" && details.trim() ? `${base} (${details})` : base;
}
