import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";
import { TOOLS } from "../catalogue";

export const clientDir = fileURLToPath(new URL("../../../dist/client", import.meta.url));

const knownPages = new Set(["/", ...TOOLS.map((t) => t.path)]);

/**
 * Serves the built client: hashed assets with a year of caching (pre-compressed .br/.gz when present),
 * and index.html for the SPA's pages: 200 for known routes, 404 for anything else (the page renders the 404 screen).
 */
export async function registerClient(app: FastifyInstance, dir = clientDir) {
  const indexFile = path.join(dir, "index.html");
  if (!existsSync(indexFile)) {
    app.log.warn(`client build not found at ${dir}: run "npm run build" (API only)`);
  } else {
    const indexHtml = readFileSync(indexFile, "utf8");
    await app.register(fastifyStatic, {
      root: dir,
      index: false,
      wildcard: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      },
    });
    app.decorate("spaIndexHtml", indexHtml);
  }

  registerNotFound(app);
}

/** Unknown API paths answer JSON 404; page paths get the SPA (status 404 unless the page exists). */
export function registerNotFound(app: FastifyInstance) {
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0] ?? "/";
    const html = app.hasDecorator("spaIndexHtml") ? (app as FastifyInstance & { spaIndexHtml: string }).spaIndexHtml : undefined;
    if (url.startsWith("/api/") || url === "/api" || !html || (request.method !== "GET" && request.method !== "HEAD")) {
      return reply.code(404).send({ message: `Not found: ${request.method} ${url}` });
    }
    const page = url.length > 1 ? url.replace(/\/+$/, "") : url;
    return reply
      .code(knownPages.has(page) ? 200 : 404)
      .header("Cache-Control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(html);
  });
}
