import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import type { FastifyInstance } from "fastify";
import { buildApp, parseTrustProxy } from "../../src/server/app";
import { ConfigError, loadConfig, publicConfig, testConfig } from "../../src/server/config";
import { openDatabase, type Database } from "../../src/server/db/database";
import { TOOLS } from "../../src/server/catalogue";

describe("configuration", () => {
  it("applies the documented defaults", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(5000);
    expect(config.DATA_DIR).toBe("./data");
    expect(config.AI_TIMEOUT_MS).toBe(60_000);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("fails fast with a message naming each bad variable", () => {
    expect(() => loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", CONTACT_EMAIL: "nope" })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x" });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/DATABASE_URL: must be a postgres:\/\/ URL/);
    }
  });

  it("exposes only configured donation targets and never invents one", () => {
    const none = publicConfig(testConfig());
    expect(none.wallets).toEqual([]);
    expect(none.coffeeUrl).toBeNull();
    expect(none.cardButton).toBeNull();
    const some = publicConfig(testConfig({ DONATE_ETH_ADDRESS: "0xabc", CARD_BUY_BUTTON_ID: "buy_1" }));
    expect(some.wallets).toEqual([{ id: "ethereum", name: "Ethereum", address: "0xabc" }]);
    expect(some.cardButton).toBeNull(); // needs both the id and the key
  });

  it("parses TRUST_PROXY", () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy("true")).toBe(true);
    expect(parseTrustProxy("10.0.0.0/8")).toBe("10.0.0.0/8");
    const hops = parseTrustProxy("1") as (a: string, h: number) => boolean;
    expect(hops("x", 0)).toBe(true);
    expect(hops("x", 1)).toBe(false);
  });
});

describe("server", () => {
  let app: FastifyInstance;
  let database: Database;
  const logs = new PassThrough();
  let logText = "";
  logs.on("data", (chunk) => (logText += chunk.toString()));

  beforeAll(async () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), "hub-client-"));
    mkdirSync(path.join(clientDir, "assets"));
    writeFileSync(path.join(clientDir, "index.html"), "<!doctype html><div id=root></div>");
    writeFileSync(path.join(clientDir, "assets", "app-abc123.js"), "console.log(1)");
    writeFileSync(path.join(clientDir, "robots.txt"), "User-agent: *\n");
    database = await openDatabase({ dataDir: ":memory:" });
    app = await buildApp(testConfig({ LOG_LEVEL: "info", DONATE_BTC_ADDRESS: "bc1qtest" }), {
      database,
      client: clientDir,
      logStream: logs,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("reports health with the database status", async () => {
    const res = await app.inject({ url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: "ok",
      database: { kind: "pglite", ok: true },
      engines: { text: "builtin" },
    });
  });

  it("serves the public config", async () => {
    const res = await app.inject({ url: "/api/config" });
    expect(res.json().wallets).toEqual([{ id: "bitcoin", name: "Bitcoin", address: "bc1qtest" }]);
  });

  it("sets security headers with a strict CSP", async () => {
    const res = await app.inject({ url: "/" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("serves the SPA with 200 for known pages and 404 for unknown ones", async () => {
    for (const page of ["/", ...TOOLS.map((t) => t.path)]) {
      const res = await app.inject({ url: page });
      expect(res.statusCode, page).toBe(200);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
    }
    const missing = await app.inject({ url: "/no-such-page" });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain("<div id=root>");
  });

  it("sends another spelling of a page's path to the page with a 301 (the client does the same), keeping the query", async () => {
    for (const [asked, canonical] of [
      ["/SUMMARIZER", "/summarizer"],
      ["/Text-To-Speech", "/text-to-speech"],
      ["/summarizer/", "/summarizer"],
      ["/QR-Generator/?utm=x", "/qr-generator?utm=x"],
      ["//", "/"],
    ] as const) {
      const res = await app.inject({ url: asked });
      expect(res.statusCode, asked).toBe(301);
      expect(res.headers.location, asked).toBe(canonical);
    }
    // Only pages: an unknown path stays 404 and an API path is never redirected.
    expect((await app.inject({ url: "/SUMMARIZERS" })).statusCode).toBe(404);
    expect((await app.inject({ url: "/API/HEALTH" })).statusCode).toBe(404);
    expect((await app.inject({ url: "/api/nothing/" })).statusCode).toBe(404);
  });

  it("serves real files (robots.txt is not the SPA) and caches hashed assets for a year", async () => {
    const robots = await app.inject({ url: "/robots.txt" });
    expect(robots.body).toContain("User-agent");
    const asset = await app.inject({ url: "/assets/app-abc123.js" });
    expect(asset.headers["cache-control"]).toContain("immutable");
  });

  it("answers unknown API paths with JSON 404", async () => {
    const res = await app.inject({ url: "/api/nothing-here" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Not found: GET /api/nothing-here" });
  });

  it("answers 415 for non-JSON bodies", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/summarize",
      headers: { "content-type": "text/plain" },
      payload: "hello",
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/content type/i);
  });

  it("documents the API with OpenAPI generated from the zod schemas", async () => {
    const spec = (await app.inject({ url: "/api/docs/json" })).json();
    expect(
      spec.paths["/api/summarize"].post.requestBody.content["application/json"].schema.properties.summaryStyle.enum,
    ).toEqual(["bullet", "paragraph", "tldr"]);
    expect(spec.paths["/api/subscribe"]).toBeDefined();
    const ui = await app.inject({ url: "/api/docs" });
    expect(ui.statusCode).toBeLessThan(400);
  });

  it("never logs what a visitor typed", async () => {
    const secret = "my-secret-visitor-text-12345";
    await app.inject({
      method: "POST",
      url: "/api/summarize?q=" + secret,
      payload: { text: `${secret}. Another sentence here.` },
    });
    await app.inject({
      method: "POST",
      url: "/api/subscribe",
      payload: { email: `${secret}@example.org`, message: secret },
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(logText).toContain("/api/summarize");
    expect(logText).not.toContain(secret);
  });
});
