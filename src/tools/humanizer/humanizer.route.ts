import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ToolContext } from "../../server/tool-context";
import { withEngine } from "../../server/ai/engine-choice";
import { contract, HUMANIZE_TEXT_MAX, humanizeResponse } from "./contract";
import type { HumanizeResponse } from "./contract";

const humanizerRoute: FastifyPluginAsyncZod<ToolContext> = async (app, ctx) => {
  app.post(
    contract.endpoint,
    {
      bodyLimit: HUMANIZE_TEXT_MAX * 4 + 4096,
      schema: {
        summary: "Rewrite text in a casual, friendly or professional voice without stock machine phrases",
        tags: ["tools"],
        body: contract.request,
        response: { 200: contract.response },
      },
    },
    async (request, reply) => {
      const { text, voiceStyle } = request.body;
      return withEngine(reply, ctx.ai, {
        builtin: () => ctx.engines.run<HumanizeResponse>("humanizer", request.body),
        ai: async (provider) => {
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
    },
  );
};

export default humanizerRoute;
