import { engineRoute } from "../../server/engine-route";
import { HttpError } from "../../server/http-error";
import { CONTEXT_MAX, contract, promptBuilderResponse, TOPIC_MAX } from "./contract";

export default engineRoute("prompt-builder", {
  contract,
  summary: "Build a structured prompt for a category, with variations and tips",
  bodyLimit: (TOPIC_MAX + CONTEXT_MAX) * 4 + 16_384,
  ai: async (provider, input) => {
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
