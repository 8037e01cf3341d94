import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";
import { TOOLS } from "../catalogue";
import { canonicalPagePath, pagePaths } from "../../shared/page-paths";
import { loadHtmlPages, type HtmlPages } from "./html-pages";

const PAGE_PATHS = pagePaths(TOOLS);

export const clientDir = fileURLToPath(new URL("../../../dist/client", import.meta.url));

/** Hashed build output (assets/name-<hash>.js): its content never changes under that name. */
const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";

/**
 * Serves the built client: hashed assets cached for a year as immutable, other files for an hour, HTML always
 * revalidated (no-cache + ETag), each pre-compressed .br/.gz twin when the browser accepts it. Page routes get
 * their prerendered HTML (plugins/html-pages.ts): 200 for "/" and the tools, a 301 to the canonical path for another
 * spelling of one ("/SUMMARIZER", "/summarizer/"), the 404 page for anything else.
 */
export async function registerClient(app: FastifyInstance, dir = clientDir, options: { publicUrl?: string } = {}) {
  const indexFile = path.join(dir, "index.html");
  if (!existsSync(indexFile)) {
    app.log.warn(`client build not found at ${dir}: run "npm run build" (API only)`);
  } else {
    const pages = loadHtmlPages(dir, PAGE_PATHS, options.publicUrl);
    await app.register(fastifyStatic, {
      root: dir,
      index: false,
      wildcard: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        if (filePath.endsWith(".html")) reply.header("Cache-Control", "no-cache");
        else if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header("Cache-Control", IMMUTABLE_CACHE);
        else reply.header("Cache-Control", "public, max-age=3600");
      },
    });
    registerNotFound(app, pages);
    return;
  }
  registerNotFound(app);
}

/** Unknown API paths answer JSON 404; page paths get their prerendered HTML (the 404 page unless the route exists). */
export function registerNotFound(app: FastifyInstance, pages?: HtmlPages) {
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0] ?? "/";
    if (
      url.startsWith("/api/") ||
      url === "/api" ||
      !pages ||
      (request.method !== "GET" && request.method !== "HEAD")
    ) {
      return reply.code(404).send({ message: `Not found: ${request.method} ${url}` });
    }
    const canonical = canonicalPagePath(url, PAGE_PATHS);
    if (canonical && canonical !== url) {
      const query = request.url.slice(url.length);
      return reply.header("Cache-Control", "no-cache").redirect(canonical + query, 301);
    }
    const page = canonical ? pages.page(canonical) : undefined;
    return page ? pages.send(request, reply, page, 200) : pages.send(request, reply, pages.notFound, 404);
  });
}
