import { engineRoute, jsonBodyLimit } from "../../server/engine-route";
import { contract, HUMANIZE_TEXT_MAX, humanizeResponse } from "./contract";

export default engineRoute("humanizer", {
  contract,
  summary: "Rewrite text in a casual, friendly or professional voice without stock machine phrases",
  bodyLimit: jsonBodyLimit(HUMANIZE_TEXT_MAX),
  ai: async (provider, { text, voiceStyle }) => {
    // The prompt's lexicon loads only when a provider is used: the built-in path runs in the engine pool.
    const { HUMANIZE_SYSTEM, humanizePrompt } = await import("./humanizer.prompt");
    return provider.generate({
      schema: humanizeResponse,
      name: "humanized_text",
      system: HUMANIZE_SYSTEM,
      prompt: humanizePrompt(text, voiceStyle),
    });
  },
});
