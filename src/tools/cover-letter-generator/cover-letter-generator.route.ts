import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ToolContext } from "../../server/tool-context";
import { withEngine } from "../../server/ai/engine-choice";
import { contract, coverLetterAiAnswer, LETTER_VERSIONS } from "./contract";
import type { CoverLetterResponse } from "./contract";

const coverLetterRoute: FastifyPluginAsyncZod<ToolContext> = async (app, ctx) => {
  app.post(
    contract.endpoint,
    {
      schema: {
        summary: "Write three cover letters (Traditional, Achievement, Culture-Fit) and compare resume and job skills",
        tags: ["tools"],
        body: contract.request,
        response: { 200: contract.response },
      },
    },
    async (request, reply) =>
      withEngine(reply, ctx.ai, {
        builtin: () => ctx.engines.run<CoverLetterResponse>("cover-letter-generator", request.body),
        ai: async (provider) => {
          // The engine code (and its NLP model) loads only when a provider is used: the built-in path runs in the engine pool.
          const { gatherFacts, suggestImprovements } = await import("./cover-letter-generator.engine");
          const { COVER_LETTER_SYSTEM, coverLetterPrompt } = await import("./cover-letter-generator.prompt");
          const facts = gatherFacts(request.body);
          const answer = await provider.generate({
            schema: coverLetterAiAnswer,
            name: "cover_letters",
            system: COVER_LETTER_SYSTEM,
            prompt: coverLetterPrompt(request.body, facts),
          });
          return {
            // The order and names are the contract's, whatever the model called them.
            coverLetters: answer.coverLetters.map((l, i) => ({ ...l, version: LETTER_VERSIONS[i]! })),
            keySkillsMatched: facts.skills.matched,
            suggestedImprovements: suggestImprovements(request.body, facts),
          };
        },
      }),
  );
};

export default coverLetterRoute;
