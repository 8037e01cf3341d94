import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ApiErrorBody } from "../../shared/api-error";
import { HttpError } from "../http-error";
import { safeError, safeStack } from "../log-safety";

interface Issue {
  message?: string;
  instancePath?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

/** Zod's own wording starts like this; the contracts' messages (the spec's) never do. */
const ZOD_DEFAULT = /^(Invalid|Too (big|small)|Unrecognized|Expected|Required)/;

function describeIssue(issue: Issue): string {
  const inner = issue.params?.issue;
  const message = inner?.message ?? issue.message ?? "Invalid value";
  const path = inner?.path?.map(String).join(".") ?? issue.instancePath?.replace(/^\//, "").replaceAll("/", ".");
  if (!ZOD_DEFAULT.test(message)) return message;
  return path ? `${path}: ${message}` : `Request body: ${message}`;
}

const FASTIFY_CODES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: "Request body is too large." },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: "Unsupported content type. Send application/json." },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: "Content-Length does not match the request body." },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: "Request body is empty. Send a JSON object." },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: "Request body is not valid JSON." },
};

/** Maps every failure to { message, details? } with the right status; never leaks stacks or paths. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status = 500;
    let body: ApiErrorBody = { message: "Something went wrong on our side. Please try again." };

    if (error instanceof HttpError) {
      status = error.statusCode;
      body = { message: error.message, ...(error.details ? { details: error.details } : {}) };
      if (error.retryAfterSeconds) void reply.header("Retry-After", String(error.retryAfterSeconds));
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      const issues = (error.validation as Issue[]).map(describeIssue);
      const [first = "Invalid request"] = issues;
      body = { message: first, ...(issues.length > 1 ? { details: issues.slice(1).join("; ") } : {}) };
    } else if (error.code && FASTIFY_CODES[error.code]) {
      const known = FASTIFY_CODES[error.code]!;
      status = known.status;
      body = { message: known.message };
    } else if (error instanceof SyntaxError || error.code === "FST_ERR_CTP_INVALID_JSON_BODY") {
      status = 400;
      body = { message: "Request body is not valid JSON." };
    } else if (typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { message: error.message || "Bad request" };
    }

    if (status >= 500) {
      // Never the raw message: a database error carries the failed SQL's parameters (see log-safety.ts).
      request.log.error({ err: { ...safeError(error), stack: safeStack(error) } }, "request failed");
    }
    if (reply.sent) return;
    // The body may not have been read (too large, wrong length): the connection cannot carry another request.
    if (status === 413 || error.code === "FST_ERR_CTP_INVALID_CONTENT_LENGTH") void reply.header("Connection", "close");
    void reply.code(status).type("application/json; charset=utf-8").send(body);
  });
}
