/**
 * Server rendering for the build's prerender (scripts/prerender.mjs): the HTML of one route, with every lazy tool
 * page resolved (react-dom/static waits for Suspense), so the first paint needs no JavaScript.
 */
import { prerender } from "react-dom/static";
import { TOOLS } from "./lib/catalogue";
import { Root } from "./Root";
import { routeMeta, type RouteMeta } from "./lib/route-meta";

export { TOOLS };

/** Any path the router does not know renders the 404 page. */
export const NOT_FOUND_PATH = "/404";

/** The routes written at build time: "/", every tool, and the 404 page. */
export const PRERENDER_PATHS = ["/", ...TOOLS.map((t) => t.path), NOT_FOUND_PATH];

export async function renderRoute(path: string): Promise<{ html: string; meta: RouteMeta }> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(<Root ssrPath={path} />, {
    onError: (error) => void errors.push(error),
    // Never outline a large Suspense boundary behind its fallback: that would need React's inline swap script,
    // which the CSP (script-src 'self') blocks. Everything is complete at build time, so it is all written in place.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const html = await new Response(prelude).text();
  if (errors.length) throw new Error(`prerendering ${path} failed: ${String(errors[0])}`, { cause: errors[0] });
  return { html, meta: routeMeta(path) };
}
