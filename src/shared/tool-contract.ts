import type { $ZodType } from "zod/v4/core";

/** Rate-limit budgets: "api" for most tools, "heavy" for audio work, "subscribe" for the newsletter. */
export type RateClass = "api" | "subscribe" | "heavy";

export function isRateClass(value: unknown): value is RateClass {
  return value === "api" || value === "subscribe" || value === "heavy";
}

/** A toast's words (the spec gives each tool its own). */
export interface ToastText {
  title: string;
  description?: string;
}

/** The spec's words for a tool's submit button, at rest and while busy. */
export interface ToolLabels {
  submit: string;
  busy: string;
}

/** What the client knows of a failed call, read once by the client's error reader (client/lib/api.ts). */
export interface ToolFailure {
  /** HTTP status; null when no answer came (network failure) or the answer was not what the contract says. */
  status: number | null;
  statusText: string;
  /** The body's message field (a message that is itself JSON with a message unwrapped; details appended in parentheses). */
  serverMessage: string | null;
  /** The body's details field, when there is one. */
  details: string | null;
  /** Whether the body was JSON. */
  json: boolean;
  /** The spec's generic text: "{status}: {body text or status text}", or the network error's own message. */
  generic: string;
}

/**
 * The whole agreement between a server-backed tool's page and its route: the endpoint, what is sent and what comes
 * back (zod schemas, written with zod/mini so the pages carry only the small core: the route validates with them, OpenAPI documents them, the client parses every reply with the
 * response schema), the rate-limit class, and the toasts the spec gives the call.
 */
export interface ToolContract<Req extends $ZodType = $ZodType, Res extends $ZodType = $ZodType> {
  endpoint: `/api/${string}`;
  request: Req;
  response: Res;
  rateLimit: RateClass;
  /** The submit button's label and its label while the call runs (also the result pane's spinner label). */
  labels: ToolLabels;
  toasts: {
    success?: ToastText;
    failure: (failure: ToolFailure) => ToastText;
  };
}

/** What a contract.ts writes; defineToolContract makes the ToolContract that the route and the page read from it. */
interface ToolContractSpec<Req extends $ZodType, Res extends $ZodType>
  extends Pick<ToolContract<Req, Res>, "endpoint" | "request" | "response"> {
  /** "api" unless the tool names another budget. */
  rateLimit?: RateClass;
  /** The tool's words: the submit button's two labels and, where the spec gives one, the success toast. */
  messages: ToolLabels & { success?: ToastText };
  /** The failure toast, from what the client read of the failed call. */
  failure: (failure: ToolFailure) => ToastText;
}

export function defineToolContract<Req extends $ZodType, Res extends $ZodType>({
  messages,
  failure,
  rateLimit = "api",
  ...schemas
}: ToolContractSpec<Req, Res>): ToolContract<Req, Res> {
  const labels = { submit: messages.submit, busy: messages.busy };
  return { ...schemas, rateLimit, labels, toasts: { success: messages.success, failure } };
}
