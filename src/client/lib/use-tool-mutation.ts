import { useState } from "react";
import type { $ZodType, output } from "zod/v4/core";
import type { ToolContract, ToolLabels } from "@/shared/tool-contract";
import { failureOf, type Engine, type ToolReply } from "./api";
import { postTool } from "./tool-reply";
import { toast } from "./use-toast";

interface ToolRun<V, T> extends ToolReply<T> {
  /** The form values this result was made from. */
  values: V;
}

/** What the page's panes read from a run: ToolForm its button, ResultCard its spinner and engine badge. */
export interface ToolRunState {
  busy: boolean;
  /** The contract's submit and busy labels. */
  labels: ToolLabels;
  result?: { engine: Engine | null } | null;
}

interface Options<V, T> {
  /** The request body made from the form's values, when they differ (the default: the values themselves). */
  toRequest?: (values: V) => unknown;
  /** How the call is made, when not a JSON POST to the contract's endpoint (uploads, audio). */
  send?: (values: V) => Promise<ToolReply<T>>;
}

/**
 * A tool's call: busy state, the last result (kept until the next run replaces it), the spec's success and
 * failure toasts from the contract, and errors read by the client's one error reader. One call, no retries.
 */
export function useToolMutation<Req extends $ZodType, Res extends $ZodType, V = output<Req>, T = output<Res>>(
  contract: ToolContract<Req, Res>,
  { toRequest, send }: Options<V, T> = {},
) {
  const [result, setResult] = useState<ToolRun<V, T> | null>(null);
  const [busy, setBusy] = useState(false);
  const call = async (values: V): Promise<ToolRun<V, T>> => {
    const reply = send
      ? await send(values)
      : ((await postTool(contract, toRequest ? toRequest(values) : values)) as ToolReply<T>);
    return { ...reply, values };
  };
  const submit = (values: V) => {
    setBusy(true);
    call(values).then(
      (run) => {
        setResult(run);
        setBusy(false);
        if (contract.toasts.success) toast(contract.toasts.success);
      },
      (error: unknown) => {
        setBusy(false);
        toast({ ...contract.toasts.failure(failureOf(error)), variant: "destructive" });
      },
    );
  };
  return { submit, busy, result, labels: contract.labels };
}
