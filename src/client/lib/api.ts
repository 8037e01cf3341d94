import { isApiErrorBody } from "@/shared/api-error";

/** The spec's error for any non-OK response: "{status}: {body text or status text}". */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** Reads an error body: our JSON { message } shape gives its message, anything else its raw text. */
async function readErrorBody(res: Response): Promise<{ text: string; json: unknown }> {
  const text = await res.text().catch(() => "");
  try {
    const json: unknown = JSON.parse(text);
    return { text: isApiErrorBody(json) ? json.message : text, json };
  } catch {
    return { text, json: undefined };
  }
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const { text, json } = await readErrorBody(res);
  throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`, json);
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

export type UnauthorizedBehavior = "returnNull" | "throw";

/** The default data loader: GET the first element of the query key and read JSON. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T | null> => {
    const res = await fetch(String(queryKey[0]), { credentials: "include" });
    if (on401 === "returnNull" && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

export type Engine = "builtin" | "ai-provider" | string;

/**
 * POSTs a tool request and returns its JSON with the engine that produced it (X-Engine header).
 * `onError` lets a tool replace the generic error with its own wording (the spec gives some tools one).
 */
export async function postTool<T>(
  url: string,
  body: unknown,
  onError?: (status: number, message: string) => string,
): Promise<{ data: T; engine: Engine | null }> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    credentials: "include",
  });
  if (!res.ok) {
    const { text } = await readErrorBody(res);
    const message = text || res.statusText;
    throw new ApiError(res.status, onError ? onError(res.status, message) : `${res.status}: ${message}`, text);
  }
  return { data: (await res.json()) as T, engine: res.headers.get("X-Engine") };
}
