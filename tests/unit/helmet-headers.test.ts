import { request } from "node:http";
import Fastify, { type FastifyInstance } from "fastify";
import helmet from "@fastify/helmet";
import { afterAll, describe, expect, it } from "vitest";
import { helmetHeaders } from "../../src/server/plugins/helmet-headers";
import { helmetOptions } from "../../src/server/plugins/security";
import { testConfig } from "../../src/server/config";
import { closeSharedTestDatabase, createTestApp, sharedTestDatabase } from "../helpers/test-app";

afterAll(closeSharedTestDatabase);

/** Listens on a free port of 127.0.0.1; resolves to the port. */
async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  return typeof address === "object" && address ? address.port : 0;
}

/** The raw headers (names as written, in order) of one answer, without Date. */
function rawHeaders(port: number, path: string, init: { method?: string; body?: string } = {}): Promise<string[]> {
  return new Promise<string[]>((resolve, reject) => {
    const headers = init.body ? { "content-type": "application/json" } : {};
    const req = request({ host: "127.0.0.1", port, path, method: init.method ?? "GET", headers }, (res) => {
      res.resume();
      res.on("end", () => {
        const pairs: string[] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          if (res.rawHeaders[i]!.toLowerCase() !== "date") pairs.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
        resolve(pairs);
      });
    });
    req.on("error", reject);
    req.end(init.body);
  });
}

const SETTINGS: Record<string, Record<string, string>> = {
  default: {},
  "HSTS on": { HSTS: "true" },
  "card widget configured": { CARD_BUY_BUTTON_ID: "buy_btn_1", CARD_PUBLISHABLE_KEY: "pk_test_1" },
};

describe("Helmet's headers, worked out once", () => {
  for (const [name, overrides] of Object.entries(SETTINGS)) {
    it(`are @fastify/helmet's own, in its order and spelling (${name})`, async () => {
      const options = helmetOptions(testConfig({ DATA_DIR: ":memory:", ...overrides }));
      const reference = Fastify({ logger: false });
      await reference.register(helmet, options);
      reference.get("/", async () => "ok");
      const expected = (await rawHeaders(await listen(reference), "/")).filter(
        (h) => !/^(?:content-type|content-length|connection|keep-alive):/i.test(h),
      );
      await reference.close();
      const listed = (await helmetHeaders(options)).map(([n, v]) => `${n}: ${String(v)}`);
      expect(listed).toEqual(expected);
      expect(listed.some((h) => h.startsWith("Strict-Transport-Security:"))).toBe(name === "HSTS on");

      // Every kind of answer of the hub starts with them: a tool's, a bad request's and a missing page's.
      const hub = await createTestApp(overrides, await sharedTestDatabase());
      try {
        const port = await listen(hub);
        for (const [path, init] of [
          ["/api/health", {}],
          ["/api/summarize", { method: "POST", body: "{not json" }],
          ["/no-such-page", {}],
        ] as const) {
          const got = await rawHeaders(port, path, init);
          expect(got.slice(0, expected.length), path).toEqual(expected);
        }
      } finally {
        await hub.close();
      }
    });
  }

  it("refuses options under which Helmet sets nothing (its options or version changed)", async () => {
    const off = Object.fromEntries(
      [
        "contentSecurityPolicy",
        "crossOriginOpenerPolicy",
        "crossOriginResourcePolicy",
        "originAgentCluster",
        "referrerPolicy",
        "strictTransportSecurity",
        "xContentTypeOptions",
        "xDnsPrefetchControl",
        "xDownloadOptions",
        "xFrameOptions",
        "xPermittedCrossDomainPolicies",
        "xXssProtection",
        "crossOriginEmbedderPolicy",
      ].map((k) => [k, false]),
    );
    await expect(helmetHeaders(off)).rejects.toThrow(/set no header/);
  });
});
