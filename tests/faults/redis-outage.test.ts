/**
 * Redis unreachable (refusing connections, or accepting them and never answering): start-up and requests never
 * wait for it (a request that waited would hang here, since the silent Redis never answers), limits still apply
 * from this process's memory, one warning is logged, /api/health says where counts live, and Redis is used again
 * once it answers.
 */
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app";
import { testConfig } from "../../src/server/config";
import { openDatabase } from "../../src/server/db/database";
import { REDIS, TEST_REDIS_URL, canRun } from "../helpers/system-tools";
import { TcpRelay } from "../helpers/tcp-relay";

const redisAddress = { host: new URL(TEST_REDIS_URL).hostname, port: Number(new URL(TEST_REDIS_URL).port || 6379) };
const UNREACHABLE = "Redis is unreachable";
const BACK = "Redis is reachable again";

let app: FastifyInstance | undefined;
let relay: TcpRelay | undefined;
afterEach(async () => {
  await app?.close();
  await relay?.stop();
  app = undefined;
  relay = undefined;
});

/** The app with limits of 3 per window, rate-limit counts in the Redis behind `relay`, and its log lines. */
async function appBehind(r: TcpRelay) {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
      done();
    },
  });
  const database = await openDatabase({ dataDir: ":memory:" });
  const config = testConfig({
    LOG_LEVEL: "info",
    REDIS_URL: `redis://127.0.0.1:${r.port}`,
    RATE_LIMIT_ENABLED: "true",
    RATE_LIMIT_MAX: "3",
    RATE_LIMIT_WINDOW_MS: String(60_000 + Math.floor(Math.random() * 1000)), // fresh Redis keys per run
  });
  app = await buildApp(config, { database, client: false, logStream });
  app.addHook("onClose", async () => database.close());
  const a = app;
  return {
    app: a,
    count: (text: string) => lines.filter((l) => l.includes(text)).length,
    /** Five requests from one new client: the statuses. */
    async burst() {
      const ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await a.inject({ url: "/api/config", remoteAddress: ip })).statusCode);
      return { ip, statuses };
    },
    rateLimits: async () =>
      (await a.inject({ url: "/api/health" })).json().rateLimits as { store: string; redis: string },
  };
}

async function waitFor(check: () => Promise<boolean>) {
  for (let i = 0; i < 80 && !(await check()); i++) await new Promise((r) => setTimeout(r, 250));
}

// A real Redis behind a relay the test cuts, silences and restores.
describe.runIf(canRun("Redis outage", REDIS))("rate limits with Redis unreachable", { timeout: 60_000 }, () => {
  it("refusing connections: limits from memory, one warning, and Redis again once it is back", async () => {
    relay = await TcpRelay.create(redisAddress); // not started: connections are refused
    const hub = await appBehind(relay);
    const first = await hub.burst();
    expect(first.statuses).toEqual([200, 200, 200, 429, 429]); // limits did not switch off
    await hub.burst();
    expect(await hub.rateLimits()).toEqual({ store: "memory", redis: "unreachable" });
    expect(hub.count(UNREACHABLE)).toBe(1);

    await relay.start();
    await waitFor(async () => (await hub.rateLimits()).store === "redis");
    expect(await hub.rateLimits()).toEqual({ store: "redis", redis: "ok" });
    expect(hub.count(BACK)).toBe(1);
    const again = await hub.burst();
    expect(again.statuses).toEqual([200, 200, 200, 429, 429]);
    // Counted in Redis this time.
    const { default: Redis } = await import("ioredis");
    const direct = new Redis(TEST_REDIS_URL);
    try {
      expect(await direct.keys(`hub-rate-limit:*${again.ip}*`)).not.toEqual([]);
    } finally {
      direct.disconnect();
    }
    expect(hub.count(UNREACHABLE)).toBe(1);
  });

  it("a Redis that accepts connections and never answers: start-up and requests do not wait for it", async () => {
    relay = await TcpRelay.create(redisAddress);
    await relay.start({ silent: true });
    const hub = await appBehind(relay);
    expect((await hub.burst()).statuses).toEqual([200, 200, 200, 429, 429]);
    await waitFor(async () => hub.count(UNREACHABLE) > 0);
    expect(await hub.rateLimits()).toEqual({ store: "memory", redis: "unreachable" });
    expect(hub.count(UNREACHABLE)).toBe(1);
  });

  it("a Redis that goes silent while connected: the next requests are counted in memory and health says so", async () => {
    relay = await TcpRelay.create(redisAddress);
    await relay.start();
    const hub = await appBehind(relay);
    await waitFor(async () => (await hub.rateLimits()).store === "redis");
    expect(await hub.rateLimits()).toEqual({ store: "redis", redis: "ok" });
    relay.silence();
    const { statuses } = await hub.burst();
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(await hub.rateLimits()).toEqual({ store: "memory", redis: "unreachable" });
    expect(hub.count(UNREACHABLE)).toBe(1);
    // Still silent: a later client is not held up either.
    expect((await hub.burst()).statuses).toEqual([200, 200, 200, 429, 429]);
    expect(hub.count(UNREACHABLE)).toBe(1);
  });
});
