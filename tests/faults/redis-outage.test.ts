/**
 * Redis unreachable: requests are not held up (commands are never queued), limits still apply from this process's
 * memory, health says where counts live, and Redis is used again once it answers.
 */
import { describe, expect, it } from "vitest";
import { createTestApp } from "../helpers/test-app";
import { TcpRelay } from "../helpers/tcp-relay";

const REDIS = { host: "127.0.0.1", port: 6379 };

describe("rate limits with Redis unreachable", () => {
  it("keeps answering and limiting from memory, then uses Redis when it comes back", { timeout: 30_000 }, async () => {
    const relay = await TcpRelay.create(REDIS); // not started: nothing listens there yet
    const app = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${relay.port}`, RATE_LIMIT_ENABLED: "true", RATE_LIMIT_MAX: "3" });
    try {
      const ip = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push((await app.inject({ method: "POST", url: "/api/summarize", remoteAddress: ip, payload: { text: "One. Two." } })).statusCode);
      }
      // Limits did not switch off: counted in memory.
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const health = await app.inject({ url: "/api/health" });
      expect(health.json().rateLimits).toEqual({ store: "memory", redis: "unreachable" });

      await relay.start();
      let back = "";
      for (let i = 0; i < 40 && back !== "redis"; i++) {
        await new Promise((r) => setTimeout(r, 250));
        back = (await app.inject({ url: "/api/health" })).json().rateLimits.store;
      }
      expect(back).toBe("redis");
      const other = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
      expect((await app.inject({ method: "POST", url: "/api/summarize", remoteAddress: other, payload: { text: "One. Two." } })).statusCode).toBe(200);
    } finally {
      await app.close();
      await relay.stop();
    }
  });

  it("answers each request promptly while Redis is down (no queued commands)", { timeout: 10_000 }, async () => {
    // Before the fix every request waited ~10 s for Redis: five of them would not fit in this test's 10 s.
    const app = await createTestApp({ REDIS_URL: "redis://127.0.0.1:1", RATE_LIMIT_ENABLED: "true" });
    try {
      for (let i = 0; i < 5; i++) {
        expect((await app.inject({ method: "POST", url: "/api/summarize", payload: { text: "One. Two." } })).statusCode).toBe(200);
      }
    } finally {
      await app.close();
    }
  });
});
