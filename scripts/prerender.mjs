// Prerenders "/", every tool route and the 404 page into the client build: the server rendering (Preact's, through
// preact-render-to-string) of the same components (src/client/entry-server.tsx, built here with Vite's SSR build into
// a throw-away folder), written into the built index.html with each route's title, description and canonical link.
// The browser then hydrates that HTML (src/client/main.tsx). No inline script is added: the CSP stays
// `script-src 'self'`. A tool page's own code is deliberately not preloaded: it is fetched once the page has painted
// (src/client/lib/tool-pages.tsx), so the first paint waits only for the HTML, the CSS and the entry code.
//
// Output (a layout any static host understands): index.html, <tool path>/index.html, 404.html.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "vite";

const root = fileURLToPath(new URL("..", import.meta.url));

const escapeAttr = (s) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeText = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Where a route's HTML goes inside the build. */
export function prerenderFile(routePath, notFoundPath) {
  if (routePath === notFoundPath) return "404.html";
  if (routePath === "/") return "index.html";
  return path.join(routePath.replace(/^\/+/, ""), "index.html");
}

/** The built index.html with the route's head and rendered body. */
export function fillTemplate(template, { html, meta }) {
  const head = meta.canonicalPath
    ? `<link rel="canonical" href="${escapeAttr(meta.canonicalPath)}" />`
    : `<meta name="robots" content="noindex" />`;
  let out = template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(meta.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeAttr(meta.description)}" />\n    ${head}`,
    );
  if (!out.includes(`<title>${escapeText(meta.title)}</title>`) || !out.includes(head)) {
    throw new Error('prerender: the built index.html has no <title> or <meta name="description"> to fill in');
  }
  const mount = '<div id="root"></div>';
  if (!out.includes(mount)) throw new Error(`prerender: the built index.html has no ${mount}`);
  out = out.replace(mount, () => `<div id="root">${html}</div>`);
  return out;
}

const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g;

/**
 * The template with each built stylesheet written into a <style> element (the CSP allows inline styles): the first
 * paint then waits for the HTML alone, not for a second, render-blocking request. Measured with Lighthouse's mobile
 * preset on six routes, paired runs: LCP 1,044-1,137 ms inlined against 1,117-1,353 ms linked (docs/BENCHMARKS.md).
 */
export function inlineStylesheets(template, readAsset) {
  return template.replace(
    STYLESHEET,
    (_, file) => `<style>${readAsset(file).replace(/<\/style/gi, "<\\/style")}</style>`,
  );
}

/** Builds the server entry, renders every route into `outDir` (an existing client build), returns the files written. */
export async function prerenderPages(outDir, { quiet = false } = {}) {
  const ssrDir = path.join(root, "dist", `.prerender-${process.pid}`);
  try {
    await build({
      configFile: path.join(root, "vite.config.ts"),
      logLevel: quiet ? "warn" : "info",
      build: {
        ssr: path.join(root, "src/client/entry-server.tsx"),
        outDir: ssrDir,
        emptyOutDir: true,
        manifest: false,
        copyPublicDir: false,
        minify: false,
      },
      // Bundle every library (wouter, radix-ui, lucide-react) so their `react` imports go through the same
      // preact/compat aliases as the client's (vite.config.ts), instead of loading React itself from node_modules.
      ssr: { noExternal: true },
    });
    const entry = await import(pathToFileURL(path.join(ssrDir, "entry-server.js")).href);
    const template = inlineStylesheets(readFileSync(path.join(outDir, "index.html"), "utf8"), (file) =>
      readFileSync(path.join(outDir, file), "utf8"),
    );
    const written = [];
    for (const routePath of entry.PRERENDER_PATHS) {
      const { html, meta } = await entry.renderRoute(routePath);
      const page = fillTemplate(template, { html, meta });
      const file = prerenderFile(routePath, entry.NOT_FOUND_PATH);
      mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
      writeFileSync(path.join(outDir, file), page);
      written.push(file);
    }
    if (!quiet) console.log(`prerendered ${written.length} pages: ${written.join(", ")}`);
    return written;
  } finally {
    rmSync(ssrDir, { recursive: true, force: true });
  }
}
