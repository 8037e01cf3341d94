import { TOOLS } from "./catalogue";

/** What a route puts in <head>: read by the build's prerender (scripts/prerender.mjs) and by client navigation. */
export interface RouteMeta {
  title: string;
  description: string;
  /** Path of the canonical URL; null on the 404 page (which is also marked noindex). */
  canonicalPath: string | null;
}

const HOME_META: RouteMeta = {
  title: "AI App Hub - Free AI Tools for Everyone",
  description: `${TOOLS.length} free AI-assisted and utility tools: summarizer, social posts, humanizer, speech, QR codes, SEO, email, passwords, cover letters, prompts, JSONL and MLA citations. No sign-in, no subscription.`,
  canonicalPath: "/",
};

const NOT_FOUND_META: RouteMeta = {
  title: "404 Page Not Found - AI App Hub",
  description: "This page does not exist on AI App Hub. The home page lists every free tool.",
  canonicalPath: null,
};

/** Meta for a path exactly as the router sees it (case-sensitive; unknown paths get the 404's). */
export function routeMeta(path: string): RouteMeta {
  if (path === "/") return HOME_META;
  const tool = TOOLS.find((t) => t.path === path);
  if (!tool) return NOT_FOUND_META;
  return { title: `${tool.name} - AI App Hub`, description: tool.description, canonicalPath: tool.path };
}

/** After a client-side navigation: the same title, description and canonical the prerendered HTML carries. */
export function applyRouteMeta(meta: RouteMeta) {
  document.title = meta.title;
  document.querySelector('meta[name="description"]')?.setAttribute("content", meta.description);
  let canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!meta.canonicalPath) {
    canonical?.remove();
    return;
  }
  const origin = canonical ? new URL(canonical.href).origin : location.origin;
  if (!canonical) {
    canonical = document.createElement("link");
    canonical.rel = "canonical";
    document.head.append(canonical);
  }
  canonical.href = origin + meta.canonicalPath;
}
