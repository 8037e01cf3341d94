import { safeParse, type $ZodType, type output } from "zod/v4/core";
import type { ToolContract } from "@/shared/tool-contract";
import { ApiError, apiRequest, type ToolReply } from "./api";

// Kept apart from api.ts (which the home page's subscribe form uses) so zod's core loads with the tool pages only.

/** A reply that does not match the contract's response schema fails like a server error would. */
export function parseReply<S extends $ZodType>(
  contract: ToolContract<$ZodType, S>,
  value: unknown,
  status: number,
): output<S> {
  const parsed = safeParse(contract.response, value);
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
export async function postTool<S extends $ZodType>(
  contract: ToolContract<$ZodType, S>,
  body: unknown,
): Promise<ToolReply<output<S>>> {
  const res = await apiRequest("POST", contract.endpoint, body);
  const value: unknown = await res.json().catch(() => undefined);
  return { data: parseReply(contract, value, res.status), engine: res.headers.get("X-Engine") };
}
