// How the server hands out the built client: prerendered HTML per route (revalidated: no-cache + ETag, 304 when
// unchanged), hashed assets immutable for a year, and the pre-compressed Brotli/gzip twins when the browser takes them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/server/app";
import { testConfig } from "../../src/server/config";
import { openDatabase, type Database } from "../../src/server/db/database";
import { pickEncoding } from "../../src/server/plugins/html-pages";
import { TOOLS } from "../../src/server/catalogue";

const page = (title: string, canonical: string | null, body: string) =>
  `<!doctype html><html><head><title>${title}</title>` +
  (canonical ? `<link rel="canonical" href="${canonical}" />` : `<meta name="robots" content="noindex" />`) +
  `<script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root">${body}</div></body></html>`;

const ASSET = "console.log('hashed asset');".repeat(40);

function fixtureClient(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "hub-client-cache-"));
  mkdirSync(path.join(dir, "assets"));
  mkdirSync(path.join(dir, "summarizer"));
  writeFileSync(path.join(dir, "index.html"), page("Home", "/", "<h1>Home</h1>"));
  writeFileSync(
    path.join(dir, "summarizer", "index.html"),
    page("Summarizer", "/summarizer", "<h1>Text Summarizer</h1>"),
  );
  writeFileSync(path.join(dir, "404.html"), page("Not found", null, "<h1>404 Page Not Found</h1>"));
  writeFileSync(path.join(dir, "assets", "app-abc123.js"), ASSET);
  writeFileSync(path.join(dir, "assets", "app-abc123.js.br"), brotliCompressSync(ASSET));
  writeFileSync(path.join(dir, "assets", "app-abc123.js.gz"), gzipSync(ASSET));
  writeFileSync(path.join(dir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  return dir;
}

describe("serving the built client", () => {
  let app: FastifyInstance;
  let pinned: FastifyInstance;
  let database: Database;

  beforeAll(async () => {
    const client = fixtureClient();
    database = await openDatabase({ dataDir: ":memory:" });
    app = await buildApp(testConfig({ ENGINE_THREADS: "1" }), { database, client });
    pinned = await buildApp(testConfig({ ENGINE_THREADS: "1", PUBLIC_URL: "https://hub.example.org/" }), {
      database,
      client,
    });
  }, 180_000);
  afterAll(async () => {
    await app.close();
    await pinned.close();
    await database.close();
  });

  it("sends each route its own prerendered page, a tool without one the home's, and the 404 page with 404", async () => {
    const home = await app.inject({ url: "/" });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain("<h1>Home</h1>");
    const res = await app.inject({ url: "/summarizer" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<h1>Text Summarizer</h1>");
    for (const url of ["/summarizer/", "/SUMMARIZER"]) {
      const moved = await app.inject({ url });
      expect(moved.statusCode, url).toBe(301);
      expect(moved.headers.location, url).toBe("/summarizer");
    }
    const other = TOOLS.find((t) => t.id !== "summarizer")!;
    expect((await app.inject({ url: other.path })).body).toContain("<h1>Home</h1>");
    for (const url of ["/no-such-page", "/SUMMARIZERS"]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain("<h1>404 Page Not Found</h1>");
    }
  });

  it("revalidates HTML: no-cache with an ETag, and 304 when the browser's copy is current", async () => {
    const first = await app.inject({ url: "/summarizer" });
    expect(first.headers["cache-control"]).toBe("no-cache");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({ url: "/summarizer", headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const changed = await app.inject({ url: "/summarizer", headers: { "if-none-match": '"stale"' } });
    expect(changed.statusCode).toBe(200);
    expect((await app.inject({ url: "/" })).headers.etag).not.toBe(etag);
    // The HTML files themselves (as static files) are not cached blindly either.
    expect((await app.inject({ url: "/summarizer/index.html" })).headers["cache-control"]).toBe("no-cache");
  });

  it("compresses HTML with Brotli or gzip as accepted, the same bytes underneath", async () => {
    const plain = await app.inject({ url: "/summarizer" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const br = await app.inject({ url: "/summarizer", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await app.inject({ url: "/summarizer", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const notFound = await app.inject({ url: "/nope", headers: { "accept-encoding": "br" } });
    expect(notFound.statusCode).toBe(404);
    expect(brotliDecompressSync(notFound.rawPayload).toString()).toContain("404 Page Not Found");
  });

  it("makes canonical links absolute: PUBLIC_URL when set, else the request's origin", async () => {
    const own = await app.inject({ url: "/summarizer", headers: { host: "tools.test:8080" } });
    expect(own.body).toContain('<link rel="canonical" href="http://tools.test:8080/summarizer" />');
    const odd = await app.inject({ url: "/summarizer", headers: { host: "evil.test/<script>" } });
    expect(odd.body).toContain('<link rel="canonical" href="/summarizer" />');
    const fixed = await pinned.inject({ url: "/summarizer", headers: { host: "other.test" } });
    expect(fixed.body).toContain('<link rel="canonical" href="https://hub.example.org/summarizer" />');
    expect((await pinned.inject({ url: "/nope" })).body).not.toContain("canonical");
  });

  it("caches hashed assets for a year as immutable and serves their pre-compressed twins", async () => {
    const plain = await app.inject({ url: "/assets/app-abc123.js" });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(plain.body).toBe(ASSET);
    const br = await app.inject({ url: "/assets/app-abc123.js", headers: { "accept-encoding": "br, gzip" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET);
    const gz = await app.inject({ url: "/assets/app-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    // Unhashed files (favicon, robots.txt) may change under the same name: an hour.
    expect((await app.inject({ url: "/favicon.svg" })).headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("reads Accept-Encoding with q-values", () => {
    expect(pickEncoding(undefined)).toBeUndefined();
    expect(pickEncoding("gzip, deflate, br")).toBe("br");
    expect(pickEncoding("br;q=0, gzip")).toBe("gzip");
    expect(pickEncoding("identity")).toBeUndefined();
    expect(pickEncoding("*")).toBe("br");
    expect(pickEncoding("*, br;q=0")).toBe("gzip");
  });
});
