import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ToolContext } from "../../server/tool-context";
import { withEngine } from "../../server/ai/engine-choice";
import { contract } from "./contract";
import type { MlaResponse } from "./contract";

/** MLA formatting is a fact, not a generation: the engine answers even when an AI provider is configured. */
const mlaCitationRoute: FastifyPluginAsyncZod<ToolContext> = async (app, ctx) => {
  app.post(
    contract.endpoint,
    {
      schema: {
        summary: "Format an MLA 9th-edition Works Cited entry",
        tags: ["tools"],
        body: contract.request,
        response: { 200: contract.response },
      },
    },
    async (request, reply) =>
      withEngine(reply, ctx.ai, { builtin: () => ctx.engines.run<MlaResponse>("mla-citation", request.body) }),
  );
};

export default mlaCitationRoute;
