import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * The prerendered HTML pages of the client build (scripts/prerender.mjs writes index.html, <tool>/index.html and
 * 404.html), held in memory with their gzip and Brotli forms and an ETag. HTML is never cached without asking:
 * `Cache-Control: no-cache` plus the ETag, so a new deploy shows at once and an unchanged page costs a 304.
 *
 * Canonical links: the build writes them as paths (`href="/summarizer"`, it does not know the site's address);
 * each page gets the absolute URL here, from PUBLIC_URL when set, else from the request's own origin.
 */

interface Variant {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

const RELATIVE_CANONICAL = /(<link rel="canonical" href=")(\/[^"]*")/;
/** Host header values we are willing to write into a canonical link (name or IPv4/IPv6 literal, optional port). */
const SAFE_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
/** Origins kept per page when no PUBLIC_URL is set (a server answers under very few names). */
const MAX_ORIGINS = 8;

function makeVariant(html: string): Variant {
  const identity = Buffer.from(html);
  return {
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
  };
}

class HtmlPage {
  private readonly byOrigin = new Map<string, Variant>();
  private readonly fixed: Variant | undefined;

  constructor(
    private readonly html: string,
    publicUrl: string | undefined,
  ) {
    const relative = RELATIVE_CANONICAL.test(html);
    if (!relative) this.fixed = makeVariant(html);
    else if (publicUrl) this.fixed = makeVariant(withOrigin(html, publicUrl));
  }

  variant(origin: string | undefined): Variant {
    if (this.fixed) return this.fixed;
    const key = origin ?? "";
    let v = this.byOrigin.get(key);
    if (!v) {
      if (this.byOrigin.size >= MAX_ORIGINS) this.byOrigin.delete(this.byOrigin.keys().next().value!);
      v = makeVariant(origin ? withOrigin(this.html, origin) : this.html);
      this.byOrigin.set(key, v);
    }
    return v;
  }
}

function withOrigin(html: string, origin: string): string {
  return html.replace(
    RELATIVE_CANONICAL,
    (_m, start: string, rest: string) => `${start}${origin.replace(/\/+$/, "")}${rest}`,
  );
}

function requestOrigin(request: FastifyRequest): string | undefined {
  const host = request.host;
  if (!host || !SAFE_HOST.test(host)) return undefined;
  return `${request.protocol}://${host}`;
}

/** Accept-Encoding → the best encoding we hold ("br" over "gzip"), honouring q=0. */
export function pickEncoding(header: string | undefined): "br" | "gzip" | undefined {
  if (!header) return undefined;
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    if (name) accepted.set(name.trim(), q ? Number(q[1]) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? (accepted.has("*") ? accepted.get("*")! : 0)) > 0;
  if (ok("br")) return "br";
  if (ok("gzip")) return "gzip";
  return undefined;
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((t) => t.trim().replace(/^W\//, "") === etag);
}

export interface HtmlPages {
  /** The page for a route path ("/", "/summarizer"), or undefined when it is not a prerendered route. */
  page(routePath: string): HtmlPage | undefined;
  notFound: HtmlPage;
  send(request: FastifyRequest, reply: FastifyReply, page: HtmlPage, status: number): FastifyReply;
}

/**
 * Reads the prerendered pages for `routes` from `dir`; a route without its own file (an older build, a test fixture)
 * gets index.html, and the 404 page falls back to index.html too (the client then renders the 404 screen).
 */
export function loadHtmlPages(dir: string, routes: readonly string[], publicUrl: string | undefined): HtmlPages {
  const index = readFileSync(path.join(dir, "index.html"), "utf8");
  const read = (file: string) =>
    existsSync(path.join(dir, file)) ? readFileSync(path.join(dir, file), "utf8") : index;
  const pages = new Map<string, HtmlPage>();
  for (const route of routes) {
    pages.set(route, new HtmlPage(route === "/" ? index : read(path.join(route.slice(1), "index.html")), publicUrl));
  }
  const notFound = new HtmlPage(read("404.html"), publicUrl);
  return {
    page: (routePath) => pages.get(routePath),
    notFound,
    send(request, reply, page, status) {
      const v = page.variant(requestOrigin(request));
      reply
        .header("Cache-Control", "no-cache")
        .header("ETag", v.etag)
        .header("Vary", "Accept-Encoding")
        .type("text/html; charset=utf-8");
      if (status === 200 && etagMatches(request.headers["if-none-match"], v.etag)) return reply.code(304).send();
      const encoding = pickEncoding(request.headers["accept-encoding"]);
      if (encoding) reply.header("Content-Encoding", encoding);
      return reply.code(status).send(encoding === "br" ? v.br : encoding === "gzip" ? v.gzip : v.identity);
    },
  };
}
