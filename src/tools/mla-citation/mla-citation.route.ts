import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ToolContext } from "../../server/tool-context";
import { withEngine } from "../../server/ai/engine-choice";
import { mlaRequest, mlaResponse } from "./contract";
import type { MlaResponse } from "./contract";

/** MLA formatting is a fact, not a generation: the engine answers even when an AI provider is configured. */
const mlaCitationRoute: FastifyPluginAsyncZod<ToolContext> = async (app, ctx) => {
  app.post(
    "/api/mla-citation",
    {
      schema: {
        summary: "Format an MLA 9th-edition Works Cited entry",
        tags: ["tools"],
        body: mlaRequest,
        response: { 200: mlaResponse },
      },
    },
    async (request, reply) => withEngine(reply, ctx.ai, { builtin: () => ctx.engines.run<MlaResponse>("mla-citation", request.body) }),
  );
};

export default mlaCitationRoute;
