import { afterAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { REDIS, TEST_REDIS_URL, canRun } from "../helpers/system-tools";
import { createTestApp } from "../helpers/test-app";

const apps: FastifyInstance[] = [];
afterAll(async () => Promise.all(apps.map((a) => a.close())));

async function limitedApp(overrides: Record<string, string> = {}) {
  const app = await createTestApp({
    RATE_LIMIT_ENABLED: "true",
    RATE_LIMIT_MAX: "6",
    RATE_LIMIT_SUBSCRIBE_MAX: "2",
    RATE_LIMIT_HEAVY_MAX: "3",
    ...overrides,
  });
  apps.push(app);
  return app;
}

const summarize = (app: FastifyInstance, ip = "203.0.113.7") =>
  app.inject({ method: "POST", url: "/api/summarize", remoteAddress: ip, payload: { text: "One. Two." } });

describe("rate limits", { timeout: 120_000 }, () => {
  let shared: Promise<FastifyInstance> | undefined;
  const sharedApp = () => (shared ??= limitedApp());

  it("answers 429 with Retry-After and a message once a client exceeds the API budget", async () => {
    const app = await sharedApp();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await summarize(app)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
    const limited = await summarize(app);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/^Too many requests\. Please wait \d+ seconds/);
    // Another client is not affected.
    expect((await summarize(app, "198.51.100.20")).statusCode).toBe(200);
  });

  it("gives subscribe its own, stricter budget and leaves health and pages alone", async () => {
    const app = await sharedApp();
    const ip = "203.0.113.50";
    const sub = (n: number) =>
      app.inject({
        method: "POST",
        url: "/api/subscribe",
        remoteAddress: ip,
        payload: { email: `r${n}-${randomUUID()}@example.org` },
      });
    expect((await sub(1)).statusCode).toBe(201);
    expect((await sub(2)).statusCode).toBe(201);
    expect((await sub(3)).statusCode).toBe(429);
    expect((await summarize(app, ip)).statusCode).toBe(200); // separate bucket
    for (let i = 0; i < 10; i++) {
      expect((await app.inject({ url: "/api/health", remoteAddress: ip })).statusCode).toBe(200);
    }
  });
});

describe.runIf(canRun("rate limits shared through Redis", REDIS))(
  "rate limits with Redis",
  { timeout: 120_000 },
  () => {
    it("shares counts between two instances through Redis when REDIS_URL is set", async () => {
      const ip = `192.0.2.${Math.floor(Math.random() * 250) + 1}`;
      const window = String(30_000 + Math.floor(Math.random() * 1000)); // fresh keys per run
      const a = await limitedApp({ REDIS_URL: TEST_REDIS_URL, RATE_LIMIT_WINDOW_MS: window });
      const b = await limitedApp({ REDIS_URL: TEST_REDIS_URL, RATE_LIMIT_WINDOW_MS: window });
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) statuses.push((await summarize(i % 2 ? a : b, ip)).statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(6);
      expect(statuses.slice(6)).toEqual([429, 429]);
      expect((await a.inject({ url: "/api/health" })).json().rateLimits).toEqual({ store: "redis", redis: "ok" });
    });
  },
);
