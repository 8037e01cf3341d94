/**
 * Rate-limit counts in Redis (shared by every instance) that never slow a request when Redis is away. A request
 * asks Redis only while Redis is known to answer: ioredis is connected and ready, and no command has failed since.
 * The first failure (a refused or dropped connection, or a command without an answer within
 * REDIS_COMMAND_TIMEOUT_MS: a server that accepts connections and then says nothing) switches the counts to this
 * process's memory with one warning; from then on no request waits for Redis. A background probe (PING every
 * REDIS_PROBE_INTERVAL_MS) switches back, with one line, once Redis answers again. ioredis itself keeps
 * reconnecting in the background.
 */
import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import type { FastifyBaseLogger } from "fastify";
import type { default as RedisClient } from "ioredis";
import { WindowCounters } from "./window-counters";

const REDIS_COMMAND_TIMEOUT_MS = 250;
const REDIS_PROBE_INTERVAL_MS = 500;

/** INCR with the window's expiry set on the first hit; answers [count, ttl in ms]. */
const INCR_SCRIPT = `
local current = redis.call("INCR", KEYS[1])
if current == 1 then redis.call("PEXPIRE", KEYS[1], ARGV[1]) end
local ttl = redis.call("PTTL", KEYS[1])
if ttl < 0 then redis.call("PEXPIRE", KEYS[1], ARGV[1]) ttl = tonumber(ARGV[1]) end
return { current, ttl }`;

interface RedisStatus {
  store: "redis" | "memory";
  redis: "ok" | "unreachable";
}

export class ResilientRedisCounts {
  private readonly local = new WindowCounters();
  /** True after a failure, until the probe gets an answer. */
  private failed = false;
  /** Whether the warning for the current outage was logged. */
  private warned = false;
  private probe: NodeJS.Timeout | undefined;
  private closed = false;

  /**
   * `startupGraceMs`: how long the first connection may take before Redis counts as unreachable (requests meanwhile
   * are counted in memory without a warning). A refused or dropped connection counts at once.
   */
  constructor(
    private readonly redis: RedisClient,
    private readonly log: FastifyBaseLogger,
    startupGraceMs: number,
    private readonly prefix = "hub-rate-limit:",
  ) {
    redis.on("close", () => this.fail());
    redis.on("error", () => this.fail());
    // A server that accepts the connection and never answers raises no error: not ready in time counts as a failure.
    setTimeout(() => {
      if (redis.status !== "ready") this.fail();
    }, startupGraceMs).unref();
  }

  private usable(): boolean {
    return !this.failed && this.redis.status === "ready";
  }

  status(): RedisStatus {
    return this.usable() ? { store: "redis", redis: "ok" } : { store: "memory", redis: "unreachable" };
  }

  async incr(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    if (this.usable()) {
      try {
        const [current, ttl] = await withTimeout(
          this.redis.eval(INCR_SCRIPT, 1, `${this.prefix}${key}`, String(windowMs)) as Promise<[number, number]>,
          REDIS_COMMAND_TIMEOUT_MS,
        );
        return { current, ttl };
      } catch {
        this.fail();
      }
    }
    return this.local.incr(key, windowMs);
  }

  /** Switches to memory (one warning per outage) and starts the probe that switches back. */
  private fail() {
    if (this.closed) return;
    this.failed = true;
    if (!this.warned) {
      this.warned = true;
      this.log.warn("Redis is unreachable: counting rate limits in this process's memory until it is back");
    }
    this.probe ??= setInterval(() => void this.check(), REDIS_PROBE_INTERVAL_MS);
    this.probe.unref();
  }

  private async check() {
    if (this.redis.status !== "ready") return;
    try {
      await withTimeout(this.redis.ping(), REDIS_COMMAND_TIMEOUT_MS);
    } catch {
      return;
    }
    clearInterval(this.probe);
    this.probe = undefined;
    this.failed = false;
    this.warned = false;
    this.log.info("Redis is reachable again: rate-limit counts are shared again");
  }

  close() {
    this.closed = true;
    clearInterval(this.probe);
    this.probe = undefined;
  }

  /** A @fastify/rate-limit store class bound to these counts. */
  storeClass(): new () => FastifyRateLimitStore {
    const incr = (key: string, windowMs: number) => this.incr(key, windowMs);
    return class RedisWithFallbackStore implements FastifyRateLimitStore {
      constructor(private readonly routePrefix = "") {}
      incr(
        key: string,
        callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
        timeWindow: number,
      ) {
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
