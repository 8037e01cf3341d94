import * as z from "zod/mini";
import { defineToolContract } from "../../shared/tool-contract";
import { choiceOf, optionList, textMessages, toolText } from "../../shared/contract-fields";
import OPTIONS from "./seo-optimizer.options.json" with { type: "json" };

/** Largest article the optimizer takes (characters): about 150,000 English words. */
export const SEO_TEXT_MAX = 1_000_000;

export const seoMessages = {
  ...textMessages("optimize", "the optimizer", SEO_TEXT_MAX),
  submit: "Optimize Article",
  busy: "Optimizing...",
  success: { title: "Article Optimized!", description: "Your article has been analysed and optimized." },
  failure: "Failed to optimize article",
  copied: "Optimized article copied to clipboard",
} as const;

export const INDUSTRIES = optionList(OPTIONS.industries);
export type Industry = (typeof INDUSTRIES)[number]["value"];

export const seoRequest = z.object({
  text: toolText(SEO_TEXT_MAX, seoMessages),
  industry: choiceOf(INDUSTRIES, "general"),
});

export const CHECK_IDS = [
  "text-length",
  "keyphrase-density",
  "keyphrase-introduction",
  "keyphrase-subheadings",
  "sentence-length",
  "paragraph-length",
  "subheading-distribution",
  "flesch-reading-ease",
  "passive-voice",
  "transition-words",
  "consecutive-sentences",
] as const;
export type CheckId = (typeof CHECK_IDS)[number];

export const seoCheck = z.object({
  id: z.enum(CHECK_IDS),
  label: z.string(),
  /** Yoast-style: score 0-9, bad <= 4, ok 5-7, good > 7. */
  rating: z.enum(["good", "ok", "bad"]),
  score: z.number().check(z.int(), z.minimum(0), z.maximum(9)),
  /** About what share of the 0-100 SEO score this check is worth (0: shown as guidance only). */
  weight: z.number().check(z.int(), z.minimum(0), z.maximum(100)),
  detail: z.string(),
});
export type SeoCheck = z.infer<typeof seoCheck>;

export const seoResponse = z.object({
  /** Sanitized HTML: h1-h4 headings, paragraphs, lists, strong/em, quotations, code. Sanitize again before rendering. */
  optimizedText: z.string(),
  /** 0-100, the weighted checks of the optimized article. */
  seoScore: z.number().check(z.int(), z.minimum(0), z.maximum(100)),
  keywordsUsed: z.array(z.string()),
  recommendations: z.array(z.string()),
  /** Extras beyond the spec's four fields. */
  focusKeyphrase: z.string(),
  originalScore: z.number().check(z.int(), z.minimum(0), z.maximum(100)),
  /** The checks of the optimized article (`optimizedText`), which `seoScore` sums up. */
  checks: z.array(seoCheck),
  /** The checks of the article as pasted, which `originalScore` sums up. */
  originalChecks: z._default(z.array(seoCheck), []),
  /** Why the score is held down whatever the other checks say (keyword stuffing, a text too short to rank). */
  scoreCaps: z._default(z.array(z.object({ max: z.number().check(z.int()), reason: z.string() })), []),
  /** What the optimizer changed (subheadings added, paragraphs split, wording simplified). */
  changes: z.array(z.string()),
  stats: z.object({
    words: z.number().check(z.int()),
    sentences: z.number().check(z.int()),
    paragraphs: z.number().check(z.int()),
    subheadings: z.number().check(z.int()),
  }),
});
export type SeoResponse = z.infer<typeof seoResponse>;

/** What the AI provider is asked for: only the rewrite. Score, checks and keywords stay computed by the engine. */
export const seoRewrite = z.object({ optimizedText: z.string().check(z.minLength(1)) });

/**
 * The one DOMPurify configuration, used on the server (jsdom) and again in the browser before rendering:
 * structural tags only, no attributes at all (so no event handlers, styles, or URLs of any scheme).
 */
export const SANITIZE_CONFIG = {
  ALLOWED_TAGS: [
    "h1",
    "h2",
    "h3",
    "h4",
    "p",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "b",
    "i",
    "br",
    "blockquote",
    "pre",
    "code",
  ],
  ALLOWED_ATTR: [] as string[],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  KEEP_CONTENT: true,
  FORBID_TAGS: ["script", "style", "iframe", "object", "embed", "svg", "math", "template", "noscript"],
};

export const contract = defineToolContract({
  endpoint: "/api/seo-optimize",
  request: seoRequest,
  response: seoResponse,
  messages: seoMessages,
  failure: (f) => ({ title: seoMessages.failure, description: f.generic || undefined }),
});
