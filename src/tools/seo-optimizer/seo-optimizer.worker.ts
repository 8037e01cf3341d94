/** The built-in engine as a job of the server's engine pool (src/server/engines): request in, response out. */
import type { z } from "zod";
import type { seoRequest, SeoResponse } from "./contract";
import { optimizeArticle } from "./seo-optimizer.engine";
import { sanitizeArticleHtml } from "./seo-optimizer.sanitize";

export default function run(body: z.output<typeof seoRequest>): SeoResponse {
  const { html, ...rest } = optimizeArticle(body.text, body.industry);
  return { optimizedText: sanitizeArticleHtml(html), ...rest };
}
