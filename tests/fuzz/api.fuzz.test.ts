import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { createTestApp } from "../helpers/test-app";
import { bodyFor, rawBody, type BodySchema } from "./generators";
import { truncatedMultipart, oversizedMultipart, randomMultipart } from "./multipart";

/** Requests per endpoint: `npm run test:fuzz` sets 2000; the regular test run uses fewer. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const stats = { requests: 0, serverErrors: 0, byStatus: new Map<number, number>() };

let app: FastifyInstance;
interface Endpoint {
  method: string;
  path: string;
  json?: BodySchema;
  multipart?: boolean;
}
let endpoints: Endpoint[] = [];

beforeAll(async () => {
  app = await createTestApp();
  await app.ready();
  const spec = app.swagger() as {
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: BodySchema }> } }>>;
  };
  for (const [path, methods] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = op.requestBody?.content ?? {};
      endpoints.push({
        method: method.toUpperCase(),
        path,
        json: content["application/json"]?.schema,
        multipart: Boolean(content["multipart/form-data"]) || path === "/api/speech-to-text",
      });
    }
  }
  endpoints = endpoints.filter((e) => e.path.startsWith("/api/") && !e.path.startsWith("/api/docs"));
}, 120_000);

afterAll(async () => {
  const statuses = [...stats.byStatus.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([s, n]) => `${s}:${n}`)
    .join(" ");
  console.log(
    `fuzz: ${stats.requests} requests over ${endpoints.length} endpoints, ${stats.serverErrors} responses >= 500 [${statuses}]`,
  );
  await (app as FastifyInstance | undefined)?.close(); // undefined when beforeAll failed
});

function check(res: LightMyRequestResponse, label: string) {
  stats.requests++;
  stats.byStatus.set(res.statusCode, (stats.byStatus.get(res.statusCode) ?? 0) + 1);
  if (res.statusCode >= 500) stats.serverErrors++;
  expect(res.statusCode, `${label} -> ${res.statusCode}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode >= 400) {
    const body = res.json() as { message?: unknown };
    expect(typeof body.message, `${label}: 4xx without a message`).toBe("string");
    expect(String(body.message)).not.toMatch(/\/work\/|node_modules|at .+\(.+:\d+:\d+\)/);
  }
}

describe("API fuzzing: no 5xx, every 4xx has a message", { timeout: 30 * 60_000 }, () => {
  it("finds the endpoints from the OpenAPI document", () => {
    expect(endpoints.some((e) => e.path === "/api/summarize")).toBe(true);
    expect(endpoints.some((e) => e.path === "/api/subscribe")).toBe(true);
  });

  it("survives schema-shaped, mutated and hostile JSON bodies on every JSON endpoint", async () => {
    for (const endpoint of endpoints.filter((e) => e.json)) {
      await fc.assert(
        fc.asyncProperty(bodyFor(endpoint.json), async (body) => {
          const res = await app.inject({
            method: endpoint.method as "POST",
            url: endpoint.path,
            payload: body,
            headers: { "content-type": "application/json" },
          });
          check(res, `${endpoint.method} ${endpoint.path}`);
        }),
        { numRuns: RUNS },
      );
    }
  });

  it("survives invalid JSON and wrong content types on every endpoint", async () => {
    for (const endpoint of endpoints.filter((e) => e.method !== "GET")) {
      await fc.assert(
        fc.asyncProperty(rawBody, async ({ contentType, payload }) => {
          const res = await app.inject({
            method: endpoint.method as "POST",
            url: endpoint.path,
            payload,
            headers: contentType ? { "content-type": contentType } : {},
          });
          check(res, `${endpoint.method} ${endpoint.path} (${contentType})`);
        }),
        { numRuns: Math.max(20, Math.round(RUNS / 4)) },
      );
    }
  });

  it("survives random, truncated and oversized multipart bodies on every POST endpoint", async () => {
    for (const endpoint of endpoints.filter((e) => e.method === "POST")) {
      const runs = endpoint.multipart ? RUNS : Math.max(10, Math.round(RUNS / 10));
      await fc.assert(
        fc.asyncProperty(fc.oneof(randomMultipart, truncatedMultipart), async ({ boundary, payload }) => {
          const res = await app.inject({
            method: "POST",
            url: endpoint.path,
            payload,
            headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
          });
          check(res, `POST ${endpoint.path} multipart`);
        }),
        { numRuns: runs },
      );
      if (endpoint.multipart) {
        const { boundary, payload } = oversizedMultipart();
        const res = await app.inject({
          method: "POST",
          url: endpoint.path,
          payload,
          headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
        });
        check(res, `POST ${endpoint.path} oversized multipart`);
        expect([400, 413, 415]).toContain(res.statusCode);
      }
    }
  });

  it("answers GET endpoints with odd query strings and stays healthy", async () => {
    for (const endpoint of endpoints.filter((e) => e.method === "GET")) {
      await fc.assert(
        fc.asyncProperty(fc.string({ maxLength: 100 }), async (q) => {
          const res = await app.inject({
            method: "GET",
            url: `${endpoint.path}?q=${encodeURIComponent(q)}&${encodeURIComponent(q)}=1`,
          });
          check(res, `GET ${endpoint.path}`);
        }),
        { numRuns: Math.max(20, Math.round(RUNS / 10)) },
      );
    }
    const health = await app.inject({ url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect(stats.serverErrors).toBe(0);
  });
});
