import { engineRoute, jsonBodyLimit } from "../../server/engine-route";
import { HttpError } from "../../server/http-error";
import { contract, INDUSTRIES, SEO_TEXT_MAX, seoRewrite } from "./contract";

export default engineRoute("seo-optimizer", {
  contract,
  summary: "Score an article with Yoast-style checks and return an optimized, sanitized HTML version",
  bodyLimit: jsonBodyLimit(SEO_TEXT_MAX),
  ai: async (provider, { text, industry }) => {
    // jsdom (about 100 MB) and the engine with its NLP model load only when a provider is used: the built-in path
    // analyzes and sanitizes in the engine pool.
    const { docFromHtml, sanitizeArticleHtml } = await import("./seo-optimizer.sanitize");
    const { analyzeDoc, originalFacts, recommendationsFor, scoreRewrite } = await import("./seo-optimizer.engine");
    const { parseArticle } = await import("./seo-optimizer.document");
    // The provider writes the rewrite; the score, checks and keywords stay the engine's.
    const original = analyzeDoc(parseArticle(text), industry);
    const focus = original.focus?.phrase;
    const label = INDUSTRIES.find((i) => i.value === industry)!.label;
    const { optimizedText } = await provider.generate({
      schema: seoRewrite,
      name: "seo_rewrite",
      system:
        "You are an SEO editor. Rewrite the user's article for search engines and readers without changing its facts. " +
        "Answer with HTML that uses only <h2>, <h3>, <p>, <ul>, <ol>, <li>, <strong> and <em> (no attributes, no links, no scripts). " +
        "Use a subheading every 250-300 words, paragraphs under 150 words, sentences under 20 words, the active voice and transition words.",
      prompt:
        `Industry: ${label}.\n` +
        (focus
          ? `Key phrase: "${focus}" (use it in the first paragraph and at 0.5-3% density; emphasize it with <strong>).\n`
          : "") +
        `Other key phrases: ${original.keywords.join(", ") || "none"}.\n` +
        `Fix these problems: ${recommendationsFor(original, industry).join(" ") || "none"}\n\nArticle:\n${text}`,
    });
    const safe = sanitizeArticleHtml(optimizedText).trim();
    const rewrite = docFromHtml(safe);
    if (!safe || rewrite.blocks.length === 0) {
      throw new HttpError(502, "The AI provider's answer was not in the expected format. Please try again.");
    }
    return {
      optimizedText: safe,
      changes: ["Rewritten by the AI provider; score and checks computed by the built-in engine."],
      ...originalFacts(original),
      ...scoreRewrite(original, rewrite, industry),
    };
  },
});
