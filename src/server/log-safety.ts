/**
 * What may be logged about an error: its name, code and a message with anything a visitor sent removed. Database
 * drivers put the failed SQL and its parameters (the e-mail address, the message) into their error messages
 * ("Failed query: insert ... params: a@b.org,..."); PostgreSQL errors can quote values in `detail`.
 */
const EMAIL = /[^\s@'"(),;:<>]+@[^\s@'"(),;:<>]+/g;

interface SafeError {
  type: string;
  code?: string;
  message: string;
}

function rootCause(error: unknown): unknown {
  let current = error;
  for (let i = 0; i < 5; i++) {
    const cause = (current as { cause?: unknown } | null)?.cause;
    if (!cause) break;
    current = cause;
  }
  return current;
}

function redactMessage(message: string): string {
  return message
    .replace(/Failed query:[\s\S]*/i, "database query failed")
    .replace(/params?:[\s\S]*/i, "")
    .replace(EMAIL, "[e-mail]")
    .replace(/\(([^)]*)\)=\(([^)]*)\)/g, "($1)=([value])")
    .slice(0, 300)
    .trim();
}

/** A log-safe description of an error (the root cause's code and message when there is one). */
export function safeError(error: unknown): SafeError {
  const e = error as { name?: string; code?: unknown; message?: unknown } | null;
  const root = rootCause(error) as { name?: string; code?: unknown; message?: unknown } | null;
  const code = typeof root?.code === "string" ? root.code : typeof e?.code === "string" ? e.code : undefined;
  const message =
    typeof root?.message === "string" ? root.message : typeof e?.message === "string" ? e.message : String(error);
  return { type: e?.name ?? "Error", ...(code ? { code } : {}), message: redactMessage(message) };
}

/** A stack trace without its first line (which repeats the unredacted message). */
export function safeStack(error: unknown): string | undefined {
  const stack = (error as { stack?: unknown } | null)?.stack;
  if (typeof stack !== "string") return undefined;
  return stack
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .join("\n");
}
