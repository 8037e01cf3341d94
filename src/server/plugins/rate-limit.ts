import type { FastifyInstance, FastifyRequest } from "fastify";
import rateLimit from "@fastify/rate-limit";
import type { AppConfig } from "../config";

/** Routes that cost the most (audio work) share the stricter "heavy" budget. */
const HEAVY_ROUTES = new Set(["/api/text-to-speech", "/api/speech-to-text"]);
const SUBSCRIBE_ROUTES = new Set(["/api/subscribe"]);

export type RateBucket = "api" | "subscribe" | "heavy";

export function bucketOf(request: FastifyRequest): RateBucket {
  const url = request.routeOptions.url ?? request.url.split("?")[0] ?? "";
  if (SUBSCRIBE_ROUTES.has(url)) return "subscribe";
  if (HEAVY_ROUTES.has(url)) return "heavy";
  return "api";
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
  let redis: import("ioredis").default | undefined;
  if (config.REDIS_URL) {
    const { default: Redis } = await import("ioredis");
    redis = new Redis(config.REDIS_URL, { connectTimeout: 2_000, maxRetriesPerRequest: 1, enableOfflineQueue: true });
    redis.on("error", () => {}); // reported through skipOnError below; never crash on a lost connection
    app.addHook("onClose", async () => {
      redis?.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: true,
    timeWindow: config.RATE_LIMIT_WINDOW_MS,
    keyGenerator: (request) => `${bucketOf(request)}:${request.ip}`,
    max: (request) => limits[bucketOf(request)],
    allowList: (request) => {
      const path = request.url.split("?")[0] ?? "";
      return !path.startsWith("/api/") || path === "/api/health" || path.startsWith("/api/docs");
    },
    ...(redis ? { redis, nameSpace: "hub-rate-limit:", skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please wait ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds and try again.`,
    }),
  });
}
