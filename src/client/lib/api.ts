import type { ToolFailure } from "@/shared/tool-contract";

/** Which engine produced a result (X-Engine header): "builtin", "ai-provider", or whatever a newer server says. */
export type Engine = "builtin" | "ai-provider" | string;

function messageOf(value: unknown): string | null {
  if (typeof value !== "object" || value === null) return null;
  const message = (value as { message?: unknown }).message;
  return typeof message === "string" && message.trim() ? message : null;
}

/**
 * The client's one reader of error bodies. Our JSON shape { message, details? } gives its message; a message that
 * is itself JSON with a message is unwrapped (the spec's reading for transcription and speech); details, when
 * present, are appended in parentheses to the unwrapped message.
 */
export function readErrorBody(status: number, statusText: string, bodyText: string): ToolFailure {
  let body: unknown;
  let json = false;
  try {
    body = JSON.parse(bodyText);
    json = true;
  } catch {
    // not JSON: the raw text
  }
  const outer = messageOf(body);
  const rawDetails =
    json && typeof body === "object" && body !== null ? (body as { details?: unknown }).details : undefined;
  const details = typeof rawDetails === "string" && rawDetails.trim() ? rawDetails : null;
  let serverMessage = outer;
  if (outer) {
    try {
      serverMessage = messageOf(JSON.parse(outer)) ?? outer;
    } catch {
      // a plain message
    }
    if (details) serverMessage = `${serverMessage} (${details})`;
  }
  return {
    status,
    statusText,
    serverMessage,
    details,
    json,
    generic: `${status}: ${outer ?? (bodyText || statusText)}`,
  };
}

/** The spec's error for any non-OK response: its message is "{status}: {body message or text, or status text}". */
export class ApiError extends Error {
  constructor(readonly failure: ToolFailure) {
    super(failure.generic);
    this.name = "ApiError";
  }
}

/** What a failed call (or any thrown value) tells the page: an ApiError's reading, else the error's own message. */
export function failureOf(error: unknown): ToolFailure {
  if (error instanceof ApiError) return error.failure;
  const message = error instanceof Error ? error.message : "";
  return { status: null, statusText: "", serverMessage: null, details: null, json: false, generic: message };
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => "");
  throw new ApiError(readErrorBody(res.status, res.statusText, text));
}

/** Sends credentials; sets a JSON content type only when there is a body. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { "Content-Type": "application/json" } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: "include",
  });
  await throwIfResNotOk(res);
  return res;
}

export interface ToolReply<T> {
  data: T;
  engine: Engine | null;
}
