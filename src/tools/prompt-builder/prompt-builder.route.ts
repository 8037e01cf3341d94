import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ToolContext } from "../../server/tool-context";
import { withEngine } from "../../server/ai/engine-choice";
import { HttpError } from "../../server/http-error";
import { CONTEXT_MAX, contract, promptBuilderResponse, TOPIC_MAX } from "./contract";
import type { PromptBuilderResponse } from "./contract";

const promptBuilderRoute: FastifyPluginAsyncZod<ToolContext> = async (app, ctx) => {
  app.post(
    contract.endpoint,
    {
      bodyLimit: (TOPIC_MAX + CONTEXT_MAX) * 4 + 16_384,
      schema: {
        summary: "Build a structured prompt for a category, with variations and tips",
        tags: ["tools"],
        body: contract.request,
        response: { 200: contract.response },
      },
    },
    async (request, reply) => {
      const input = request.body;
      return withEngine(reply, ctx.ai, {
        builtin: () => ctx.engines.run<PromptBuilderResponse>("prompt-builder", input),
        ai: async (provider) => {
          // The engine code (and its NLP model) loads only when a provider is used: the built-in path runs in the engine pool.
          const { tidyAnswer } = await import("./prompt-builder.engine");
          const { PROMPT_BUILDER_SYSTEM, promptBuilderPrompt } = await import("./prompt-builder.prompt");
          const answer = tidyAnswer(
            await provider.generate({
              schema: promptBuilderResponse,
              name: "prompt_builder",
              system: PROMPT_BUILDER_SYSTEM,
              prompt: promptBuilderPrompt(input),
            }),
          );
          if (!answer.prompt || answer.variations.length < 3 || answer.tips.length < 3) {
            throw new HttpError(502, "The AI provider's answer was not in the expected format. Please try again.");
          }
          return answer;
        },
      });
    },
  );
};

export default promptBuilderRoute;
