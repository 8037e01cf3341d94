import { APICallError, NoObjectGeneratedError } from "ai";
import { HttpError } from "../http-error";

/** Raised by the bounded fetch when the provider's answer is larger than allowed. */
export class AnswerTooLargeError extends Error {
  override name = "AnswerTooLargeError";
}

/** Raised by the bounded fetch when the whole exchange (headers and body) outlasts the time limit. */
export class ProviderTimeoutError extends Error {
  override name = "TimeoutError";
}

function findCause(error: unknown, test: (e: unknown) => boolean): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 6; depth++) {
    if (test(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Maps what can go wrong upstream to a 502 the page can show, written by this project: never the provider's own
 * text, keys or URLs.
 */
export function toProviderError(error: unknown, timeoutMs: number): HttpError {
  const named = (n: string) => findCause(error, (e) => (e as { name?: string }).name === n);
  if (named("TimeoutError") || named("AbortError")) {
    return new HttpError(502, `The AI provider did not answer within ${seconds(timeoutMs)}. Please try again.`);
  }
  if (named("AnswerTooLargeError")) {
    return new HttpError(502, "The AI provider's answer was too large. Please try again.");
  }
  if (NoObjectGeneratedError.isInstance(error)) {
    return new HttpError(502, "The AI provider's answer was not in the expected format. Please try again.");
  }
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    if (status === undefined && /abort|timeout/i.test(error.message)) {
      return new HttpError(502, `The AI provider did not answer within ${seconds(timeoutMs)}. Please try again.`);
    }
    if (status !== undefined && status >= 200 && status < 300) {
      // A 2xx whose body was not a chat completion (garbage, HTML, truncated JSON).
      return new HttpError(502, "The AI provider's answer could not be read. Please try again.");
    }
    return new HttpError(
      502,
      status ? `The AI provider answered with an error (status ${status}).` : "The AI provider could not be reached.",
    );
  }
  return new HttpError(502, "The AI provider could not produce an answer. Please try again.");
}

/** "60 seconds", "1 second", "0.4 seconds". */
function seconds(ms: number): string {
  const value = ms >= 10_000 ? Math.round(ms / 1000) : Math.round(ms / 100) / 10;
  return `${value} ${value === 1 ? "second" : "seconds"}`;
}
