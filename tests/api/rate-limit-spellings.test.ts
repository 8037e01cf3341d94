/**
 * The rate limit applies to the route that answers, however the request target is spelled (issue: ten
 * `POST /%61pi/subscribe` passed a limit of 5). Raw HTTP over a socket, so nothing normalises the target first.
 */
import { randomUUID } from "node:crypto";
import { connect } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../helpers/test-app";

let app: FastifyInstance;
let port = 0;

beforeAll(async () => {
  app = await createTestApp({
    RATE_LIMIT_ENABLED: "true",
    RATE_LIMIT_SUBSCRIBE_MAX: "3",
    RATE_LIMIT_MAX: "5",
    RATE_LIMIT_HEAVY_MAX: "2",
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  port = typeof address === "object" && address ? address.port : 0;
});
afterAll(async () => app.close());

/** One raw request on its own connection; resolves with the status code. */
function raw(target: string, body: unknown): Promise<number> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.write(
        `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(payload)}\r\nConnection: close\r\n\r\n${payload}`,
      );
    });
    let data = "";
    socket.setEncoding("utf8");
    socket.on("data", (d: string) => (data += d));
    socket.on("end", () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0)));
    socket.on("error", reject);
  });
}

const SPELLINGS = (base: string) => [
  base,
  base.replace("/api/", "/%61pi/"),
  base.replace("/api/", "/%61%70%69/"),
  base.replace("/api/", "/%41PI/"),
  base.replace(/\/api\/(.)/, (_, c: string) => `/api/%${c.charCodeAt(0).toString(16)}`), // "/api/%73ubscribe"
  `http://127.0.0.1:${port}${base}`,
  `http://other.example${base}`,
  `HTTP://127.0.0.1:${port}${base}`,
  base.replace("/api/", "//api/"),
  base.replace("/api/", "/api//"),
  base.replace("/api/", "/x/../api/"),
  base.replace("/api/", "/./api/"),
  base.replace("/api/", "/api/./"),
  base.replace("/api/", "/api%2f"),
  base.replace("/api/", "/API/"),
  `${base}/`,
  `${base}?x=1`,
  `${base}#frag`,
  `${base};x=1`,
];

/**
 * Every spelling either reaches no route (404: nothing answered, nothing to limit) or counts against the route's
 * budget: at most `limit` get the route's own answer, the rest 429; never a 5xx.
 */
function expectLimited(statuses: number[], answered: number[], limit: number) {
  const detail = `statuses ${statuses.join(",")}`;
  expect(
    statuses.every((s) => answered.includes(s) || s === 429 || s === 404),
    detail,
  ).toBe(true);
  const reached = statuses.filter((s) => answered.includes(s)).length;
  expect(reached, detail).toBeLessThanOrEqual(limit);
  expect(reached, detail).toBeGreaterThan(0);
  expect(statuses.filter((s) => s === 429).length, detail).toBeGreaterThan(0);
}

describe("rate limits hold for every spelling of the target", { timeout: 60_000 }, () => {
  // First, while the "api" budget (5) is untouched: text to speech must count against "heavy" (2), the class its
  // contract.ts exports, so a third request is refused even though the general budget has room.
  it("text to speech: at most 2 reach the route (the heavy class from its contract)", async () => {
    const statuses: number[] = [];
    // An empty text: the route answers 400 at once (no synthesis), and the limiter counts it before validation.
    for (const target of SPELLINGS("/api/text-to-speech")) statuses.push(await raw(target, { text: "" }));
    expectLimited(statuses, [400], 2);
  });

  it("subscribe: at most 3 accepted", async () => {
    const statuses: number[] = [];
    for (const target of SPELLINGS("/api/subscribe"))
      statuses.push(await raw(target, { email: `s-${randomUUID()}@example.org` }));
    expectLimited(statuses, [201, 409], 3);
  });

  it("summarize: at most 5 answered", async () => {
    const statuses: number[] = [];
    for (const target of SPELLINGS("/api/summarize"))
      statuses.push(await raw(target, { text: "One idea here. Another idea there." }));
    expectLimited(statuses, [200], 5);
  });
});
