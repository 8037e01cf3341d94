/**
 * Server rendering for the build's prerender (scripts/prerender.mjs): the HTML of one route, with every lazy tool
 * page resolved (preact-render-to-string's async renderer waits for Suspense), so the first paint needs no
 * JavaScript. The client runs on Preact (vite.config.ts aliases react to preact/compat), and so does this render.
 */
import type { VNode } from "preact";
import { renderToStringAsync } from "preact-render-to-string";
import { TOOLS } from "./lib/catalogue";
import { Root } from "./Root";
import { routeMeta, type RouteMeta } from "./lib/route-meta";

/** Any path the router does not know renders the 404 page. */
export const NOT_FOUND_PATH = "/404";

/** The routes written at build time: "/", every tool, and the 404 page. */
export const PRERENDER_PATHS = ["/", ...TOOLS.map((t) => t.path), NOT_FOUND_PATH];

export async function renderRoute(path: string): Promise<{ html: string; meta: RouteMeta }> {
  // Each resolved Suspense boundary is written in place between <!--$s--> and <!--/$s--> markers (no inline
  // script: the CSP stays script-src 'self'); hydration keeps that whole range while the lazy chunk loads.
  // A throw (a component's error) fails the build.
  const element = (<Root ssrPath={path} />) as unknown as VNode;
  let html: string;
  try {
    html = await renderToStringAsync(element);
  } catch (error) {
    throw new Error(`prerendering ${path} failed: ${String(error)}`, { cause: error });
  }
  return { html, meta: routeMeta(path) };
}
