/** What cluster workers and the primary say to each other over IPC (node:cluster, "advanced" serialization). */
export type WorkerRequest =
  | { type: "hub:db"; id: number; sql: string; params: unknown[]; method: "all" | "execute" }
  | { type: "hub:db-ping"; id: number }
  | { type: "hub:rate"; id: number; key: string; timeWindow: number };

export type PrimaryReply =
  | { type: "hub:reply"; id: number; ok: true; value: unknown }
  | { type: "hub:reply"; id: number; ok: false; error: { message: string; code?: string } };

export const IS_CLUSTER_WORKER_ENV = "HUB_CLUSTER_WORKER";

export function isHubMessage(m: unknown): m is { type: string; id: number } {
  return (
    typeof m === "object" &&
    m !== null &&
    typeof (m as { type?: unknown }).type === "string" &&
    (m as { type: string }).type.startsWith("hub:")
  );
}
