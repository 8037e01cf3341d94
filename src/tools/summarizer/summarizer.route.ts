import { engineRoute, jsonBodyLimit } from "../../server/engine-route";
import { SUMMARY_TEXT_MAX, contract } from "./contract";
import { SUMMARY_SYSTEM, summaryPrompt } from "./summarizer.prompt";

export default engineRoute("summarizer", {
  contract,
  summary: "Summarize a text (extractive LexRank built in, or the AI provider when configured)",
  bodyLimit: jsonBodyLimit(SUMMARY_TEXT_MAX),
  ai: (provider, { text, summaryLength, summaryStyle }) =>
    provider.generate({
      schema: contract.response,
      name: "summary",
      system: SUMMARY_SYSTEM,
      prompt: summaryPrompt(text, summaryLength, summaryStyle),
    }),
});
