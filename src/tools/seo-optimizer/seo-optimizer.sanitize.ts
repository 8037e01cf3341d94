import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";
import { SANITIZE_CONFIG } from "./contract";
import type { Doc } from "./seo-optimizer.blocks";
import { htmlToDoc } from "./seo-optimizer.html-input";

/**
 * Server-side HTML sanitizing (DOMPurify on a jsdom window) with the contract's allow-list: structural tags only,
 * no attributes. The page sanitizes again with the same configuration before rendering.
 */
const { window } = new JSDOM("<!DOCTYPE html><body></body>");
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);

export function sanitizeArticleHtml(html: string): string {
  return purify.sanitize(html, { ...SANITIZE_CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
}

/** Reads sanitized HTML into blocks (to score an AI provider's rewrite with the engine's checks). */
export function docFromHtml(safeHtml: string): Doc {
  return htmlToDoc(sanitizeArticleHtml(safeHtml));
}
