import { engineRoute } from "../../server/engine-route";
import { contract, socialPostResponse } from "./contract";

export default engineRoute("post-generator", {
  contract,
  summary: "Write a social media post with hashtags, within the platform's length limit",
  ai: async (provider, { prompt, platform }) => {
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
