import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { ToolContract } from "@/shared/tool-contract";
import { failureOf, postTool, type ToolReply } from "./api";
import { toast } from "./use-toast";

export interface ToolRun<V, T> extends ToolReply<T> {
  /** The form values this result was made from. */
  values: V;
}

interface Options<V, T> {
  /** The request body made from the form's values, when they differ (the default: the values themselves). */
  toRequest?: (values: V) => unknown;
  /** How the call is made, when not a JSON POST to the contract's endpoint (uploads, audio). */
  send?: (values: V) => Promise<ToolReply<T>>;
}

/**
 * A tool's call: busy state, the last result (kept until the next run replaces it), the spec's success and
 * failure toasts from the contract, and errors read by the client's one error reader.
 */
export function useToolMutation<Req extends z.ZodType, Res extends z.ZodType, V = z.output<Req>, T = z.output<Res>>(
  contract: ToolContract<Req, Res>,
  { toRequest, send }: Options<V, T> = {},
) {
  const [result, setResult] = useState<ToolRun<V, T> | null>(null);
  const mutation = useMutation({
    mutationFn: async (values: V): Promise<ToolRun<V, T>> => {
      const reply = send ? await send(values) : ((await postTool(contract, toRequest ? toRequest(values) : values)) as ToolReply<T>);
      return { ...reply, values };
    },
    onSuccess: (run) => {
      setResult(run);
      if (contract.toasts.success) toast(contract.toasts.success);
    },
    onError: (error) => toast({ ...contract.toasts.failure(failureOf(error)), variant: "destructive" }),
  });
  const submit = (values: V) => mutation.mutate(values);
  return { submit, busy: mutation.isPending, result };
}
