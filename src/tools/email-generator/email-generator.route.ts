import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ToolContext } from "../../server/tool-context";
import { withEngine } from "../../server/ai/engine-choice";
import { HttpError } from "../../server/http-error";
import { contract, emailTemplateResponse } from "./contract";
import type { EmailTemplateResponse } from "./contract";

const emailGeneratorRoute: FastifyPluginAsyncZod<ToolContext> = async (app, ctx) => {
  app.post(
    contract.endpoint,
    {
      schema: {
        summary: "Write an email template (subject and body) for a purpose, tone, audience and length",
        tags: ["tools"],
        body: contract.request,
        response: { 200: contract.response },
      },
    },
    async (request, reply) =>
      withEngine(reply, ctx.ai, {
        builtin: () => ctx.engines.run<EmailTemplateResponse>("email-generator", request.body),
        ai: async (provider) => {
          // The engine code (and its NLP model) loads only when a provider is used: the built-in path runs in the engine pool.
          const { tidyModelEmail } = await import("./email-generator.engine");
          const { EMAIL_SYSTEM, emailPrompt } = await import("./email-generator.prompt");
          const answer = tidyModelEmail(
            await provider.generate({
              schema: emailTemplateResponse,
              name: "email_template",
              system: EMAIL_SYSTEM,
              prompt: emailPrompt(request.body),
            }),
          );
          if (!answer) throw new HttpError(502, "The AI provider returned an empty email. Please try again.");
          return answer;
        },
      }),
  );
};

export default emailGeneratorRoute;
