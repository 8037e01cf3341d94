/**
 * Rate-limit counts in Redis (shared by every instance) that never slow a request when Redis is away: commands
 * are not queued while disconnected and time out after REDIS_COMMAND_TIMEOUT_MS; until Redis answers again the
 * counts fall back to this process's memory (one warning when it goes, one line when it is back). ioredis keeps
 * reconnecting in the background.
 */
import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import type { FastifyBaseLogger } from "fastify";
import type { default as RedisClient } from "ioredis";
import { WindowCounters } from "./window-counters";

export const REDIS_COMMAND_TIMEOUT_MS = 250;

/** INCR with the window's expiry set on the first hit; answers [count, ttl in ms]. */
const INCR_SCRIPT = `
local current = redis.call("INCR", KEYS[1])
if current == 1 then redis.call("PEXPIRE", KEYS[1], ARGV[1]) end
local ttl = redis.call("PTTL", KEYS[1])
if ttl < 0 then redis.call("PEXPIRE", KEYS[1], ARGV[1]) ttl = tonumber(ARGV[1]) end
return { current, ttl }`;

export interface RedisStatus {
  store: "redis" | "memory";
  redis: "ok" | "unreachable";
}

export class ResilientRedisCounts {
  private readonly local = new WindowCounters();
  private usingFallback = false;

  constructor(
    private readonly redis: RedisClient,
    private readonly log: FastifyBaseLogger,
    private readonly prefix = "hub-rate-limit:",
  ) {}

  status(): RedisStatus {
    const ok = this.redis.status === "ready";
    return { store: ok ? "redis" : "memory", redis: ok ? "ok" : "unreachable" };
  }

  async incr(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    if (this.redis.status === "ready") {
      try {
        const [current, ttl] = (await withTimeout(
          this.redis.eval(INCR_SCRIPT, 1, `${this.prefix}${key}`, String(windowMs)) as Promise<[number, number]>,
          REDIS_COMMAND_TIMEOUT_MS,
        )) as [number, number];
        if (this.usingFallback) {
          this.usingFallback = false;
          this.log.info("Redis is reachable again: rate-limit counts are shared again");
        }
        return { current, ttl };
      } catch {
        // fall through to the local counts
      }
    }
    if (!this.usingFallback) {
      this.usingFallback = true;
      this.log.warn("Redis is unreachable: counting rate limits in this process's memory until it is back");
    }
    return this.local.incr(key, windowMs);
  }

  /** A @fastify/rate-limit store class bound to these counts. */
  storeClass(): new () => FastifyRateLimitStore {
    const incr = (key: string, windowMs: number) => this.incr(key, windowMs);
    return class RedisWithFallbackStore implements FastifyRateLimitStore {
      constructor(private readonly routePrefix = "") {}
      incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
        incr(`${this.routePrefix}${key}`, timeWindow).then(
          (r) => callback(null, r),
          (e: unknown) => callback(e instanceof Error ? e : new Error(String(e))),
        );
      }
      child(routeOptions: { path: string }) {
        return new RedisWithFallbackStore(`${this.routePrefix}${routeOptions.path}:`);
      }
    };
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("Redis command timed out")), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
