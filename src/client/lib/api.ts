import type { z } from "zod";
import type { ToolContract, ToolFailure } from "@/shared/tool-contract";

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
  const rawDetails = json && typeof body === "object" && body !== null ? (body as { details?: unknown }).details : undefined;
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
  return { status, statusText, serverMessage, details, json, generic: `${status}: ${outer ?? (bodyText || statusText)}` };
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

/** The default data loader: GET the first element of the query key and read JSON. */
export function getQueryFn<T>({ on401 }: { on401: "returnNull" | "throw" }) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T | null> => {
    const res = await fetch(String(queryKey[0]), { credentials: "include" });
    if (on401 === "returnNull" && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

export interface ToolReply<T> {
  data: T;
  engine: Engine | null;
}

/** A reply that does not match the contract's response schema fails like a server error would. */
export function parseReply<S extends z.ZodType>(contract: ToolContract<z.ZodType, S>, value: unknown, status: number): z.output<S> {
  const parsed = contract.response.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new ApiError({
    status,
    statusText: "",
    serverMessage: null,
    details: null,
    json: true,
    generic: `${status}: the reply does not match ${contract.endpoint}'s response schema`,
  });
}

/** POSTs a tool request to the contract's endpoint and parses the JSON reply with its response schema. */
export async function postTool<S extends z.ZodType>(
  contract: ToolContract<z.ZodType, S>,
  body: unknown,
): Promise<ToolReply<z.output<S>>> {
  const res = await apiRequest("POST", contract.endpoint, body);
  const value: unknown = await res.json().catch(() => undefined);
  return { data: parseReply(contract, value, res.status), engine: res.headers.get("X-Engine") };
}
