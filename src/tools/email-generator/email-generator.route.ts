import { engineRoute } from "../../server/engine-route";
import { HttpError } from "../../server/http-error";
import { contract, emailTemplateResponse } from "./contract";

export default engineRoute("email-generator", {
  contract,
  summary: "Write an email template (subject and body) for a purpose, tone, audience and length",
  ai: async (provider, body) => {
    // The engine code (and its NLP model) loads only when a provider is used: the built-in path runs in the engine pool.
    const { tidyModelEmail } = await import("./email-generator.engine");
    const { EMAIL_SYSTEM, emailPrompt } = await import("./email-generator.prompt");
    const answer = tidyModelEmail(
      await provider.generate({
        schema: emailTemplateResponse,
        name: "email_template",
        system: EMAIL_SYSTEM,
        prompt: emailPrompt(body),
      }),
    );
    if (!answer) throw new HttpError(502, "The AI provider returned an empty email. Please try again.");
    return answer;
  },
});
