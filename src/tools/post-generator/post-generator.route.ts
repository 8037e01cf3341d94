import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ToolContext } from "../../server/tool-context";
import { withEngine } from "../../server/ai/engine-choice";
import { contract, socialPostResponse } from "./contract";
import type { SocialPostResponse } from "./contract";

const postGeneratorRoute: FastifyPluginAsyncZod<ToolContext> = async (app, ctx) => {
  app.post(
    contract.endpoint,
    {
      schema: {
        summary: "Write a social media post with hashtags, within the platform's length limit",
        tags: ["tools"],
        body: contract.request,
        response: { 200: contract.response },
      },
    },
    async (request, reply) => {
      const { prompt, platform } = request.body;
      return withEngine(reply, ctx.ai, {
        builtin: () => ctx.engines.run<SocialPostResponse>("post-generator", request.body),
        ai: async (provider) => {
          // The engine code (and its NLP model) loads only when a provider is used: the built-in path runs in the engine pool.
          const { fitModelPost } = await import("./post-generator.engine");
          const { POST_SYSTEM, postPrompt } = await import("./post-generator.prompt");
          return fitModelPost(
            await provider.generate({
              schema: socialPostResponse,
              name: "social_post",
              system: POST_SYSTEM,
              prompt: postPrompt(prompt, platform),
            }),
            platform,
          );
        },
      });
    },
  );
};

export default postGeneratorRoute;
