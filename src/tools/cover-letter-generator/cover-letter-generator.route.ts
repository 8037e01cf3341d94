import { engineRoute } from "../../server/engine-route";
import { contract, coverLetterAiAnswer, LETTER_VERSIONS } from "./contract";

export default engineRoute("cover-letter-generator", {
  contract,
  summary: "Write three cover letters (Traditional, Achievement, Culture-Fit) and compare resume and job skills",
  ai: async (provider, body) => {
    // The engine code (and its NLP model) loads only when a provider is used: the built-in path runs in the engine pool.
    const { gatherFacts, suggestImprovements } = await import("./cover-letter-generator.engine");
    const { COVER_LETTER_SYSTEM, coverLetterPrompt } = await import("./cover-letter-generator.prompt");
    const facts = gatherFacts(body);
    const answer = await provider.generate({
      schema: coverLetterAiAnswer,
      name: "cover_letters",
      system: COVER_LETTER_SYSTEM,
      prompt: coverLetterPrompt(body, facts),
    });
    return {
      // The order and names are the contract's, whatever the model called them.
      coverLetters: answer.coverLetters.map((l, i) => ({ ...l, version: LETTER_VERSIONS[i]! })),
      keySkillsMatched: facts.skills.matched,
      suggestedImprovements: suggestImprovements(body, facts),
    };
  },
});
