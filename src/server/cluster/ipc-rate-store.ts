/**
 * @fastify/rate-limit store for cluster workers without Redis: counts live in the primary process, so a client
 * spread over several workers by the cluster's load balancing gets one budget, not one per worker.
 */
import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import { callPrimary } from "./worker-rpc";

export class IpcRateStore implements FastifyRateLimitStore {
  private readonly prefix: string;

  /** The plugin constructs the store with its options; `child` passes a route prefix. */
  constructor(options?: unknown) {
    this.prefix = typeof options === "string" ? options : "";
  }

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    callPrimary<{ current: number; ttl: number }>(
      { type: "hub:rate", key: `${this.prefix}${key}`, timeWindow },
      2_000,
    ).then(
      (r) => callback(null, r),
      (e: unknown) => callback(e instanceof Error ? e : new Error(String(e))),
    );
  }

  child(routeOptions: { path: string; prefix: string }): FastifyRateLimitStore {
    return new IpcRateStore(`${this.prefix}${routeOptions.path}:`);
  }
}
