import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ToolContext } from "../../server/tool-context";
import { SUMMARY_TEXT_MAX, contract } from "./contract";
import type { SummarizeResponse } from "./contract";
import { SUMMARY_SYSTEM, summaryPrompt } from "./summarizer.prompt";
import { withEngine } from "../../server/ai/engine-choice";

const summarizerRoute: FastifyPluginAsyncZod<ToolContext> = async (app, ctx) => {
  app.post(
    contract.endpoint,
    {
      bodyLimit: SUMMARY_TEXT_MAX * 4 + 4096,
      schema: {
        summary: "Summarize a text (extractive LexRank built in, or the AI provider when configured)",
        tags: ["tools"],
        body: contract.request,
        response: { 200: contract.response },
      },
    },
    async (request, reply) => {
      const { text, summaryLength, summaryStyle } = request.body;
      return withEngine(reply, ctx.ai, {
        builtin: () => ctx.engines.run<SummarizeResponse>("summarizer", request.body),
        ai: (provider) =>
          provider.generate({
            schema: contract.response,
            name: "summary",
            system: SUMMARY_SYSTEM,
            prompt: summaryPrompt(text, summaryLength, summaryStyle),
          }),
      });
    },
  );
};

export default summarizerRoute;
