import type { FastifyInstance, FastifyRequest } from "fastify";
import rateLimit from "@fastify/rate-limit";
import type { AppConfig } from "../config";
import { IS_CLUSTER_WORKER_ENV } from "../cluster/messages";
import { IpcRateStore } from "../cluster/ipc-rate-store";
import { ResilientRedisCounts } from "./redis-rate-store";
import { isRateClass, type RateClass } from "../../shared/tool-contract";

declare module "fastify" {
  interface FastifyInstance {
    /** Where rate-limit counts live right now (reported by /api/health). */
    rateLimitStatus?: () => { store: "redis" | "memory"; redis: "ok" | "unreachable" | "not configured" };
  }
}

type RateBucket = RateClass;

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The route's rate-limit budget: "heavy" for audio work (a tool's contract.ts names it in `contract.rateLimit`; see
     * tool-routes.ts), "subscribe" for the newsletter; "api" when absent.
     */
    rateClass?: RateBucket;
  }
}

/**
 * The bucket of the route that answers: the matched route's config, never the request target as spelled
 * ("/%61pi/subscribe", "http://host/api/subscribe" and "/api/subscribe" all match the one route /api/subscribe).
 */
function bucketOf(request: FastifyRequest): RateBucket {
  const rateClass = (request.routeOptions.config as { rateClass?: unknown } | undefined)?.rateClass;
  return isRateClass(rateClass) ? rateClass : "api";
}

/** Requests not counted: anything not answered by an /api route, health checks and the API documentation. */
function exemptFromLimits(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (!route) return true; // no route matched: the 404 handler answers
  return !route.startsWith("/api/") || route === "/api/health" || route.startsWith("/api/docs");
}

/**
 * Per-client-IP limits on /api/* (static files and health checks are not limited). Each bucket counts on its own.
 * With REDIS_URL the counts live in Redis, so every instance behind a proxy shares them.
 * Answers 429 with Retry-After and { message }.
 */
export async function registerRateLimit(app: FastifyInstance, config: AppConfig) {
  if (!config.RATE_LIMIT_ENABLED) return;
  const limits: Record<RateBucket, number> = {
    api: config.RATE_LIMIT_MAX,
    subscribe: config.RATE_LIMIT_SUBSCRIBE_MAX,
    heavy: config.RATE_LIMIT_HEAVY_MAX,
  };
  let redisCounts: ResilientRedisCounts | undefined;
  if (config.REDIS_URL) {
    const { default: Redis } = await import("ioredis");
    const connectTimeout = 1_000;
    const redis = new Redis(config.REDIS_URL, {
      // Fail fast: no queue while disconnected, a short connect timeout, reconnect in the background forever.
      connectTimeout,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      lazyConnect: true,
      retryStrategy: (attempt) => Math.min(500 * attempt, 5_000),
    });
    redisCounts = new ResilientRedisCounts(redis, app.log, connectTimeout);
    // Start-up waits for the first connection at most connectTimeout (a few milliseconds when Redis is there, so
    // the first requests are already counted in it); failures arrive as "error" events, handled by the counts.
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      redis.connect().catch(() => {}),
      new Promise((resolve) => (timer = setTimeout(resolve, connectTimeout))),
    ]).finally(() => clearTimeout(timer));
    const counts = redisCounts;
    app.addHook("onClose", async () => {
      counts.close();
      redis.disconnect();
    });
  }
  app.decorate("rateLimitStatus", () =>
    redisCounts ? redisCounts.status() : { store: "memory" as const, redis: "not configured" as const },
  );
  await app.register(rateLimit, {
    global: true,
    timeWindow: config.RATE_LIMIT_WINDOW_MS,
    keyGenerator: (request) => `${bucketOf(request)}:${request.ip}`,
    max: (request) => limits[bucketOf(request)],
    allowList: exemptFromLimits,
    ...(redisCounts
      ? { store: redisCounts.storeClass() }
      : process.env[IS_CLUSTER_WORKER_ENV]
        ? { store: IpcRateStore } // several processes without Redis: the cluster's primary keeps the counts
        : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please wait ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds and try again.`,
    }),
  });
}
