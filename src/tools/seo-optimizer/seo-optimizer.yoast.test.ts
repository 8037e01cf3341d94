/**
 * The passive-voice and transition-word tests agree with Yoast SEO's own research (yoastseo 3.6) sentence by sentence.
 * yoastseo is the reference the product owner measures against; its word lists are what the engine uses.
 */
import { describe, expect, it } from "vitest";
import { words } from "../../shared/text/tokens";
import { hasTransition, isPassive } from "./seo-optimizer.checks";
import { yoastResearcher } from "./yoast-reference";

function yoastSays(sentence: string): { passive: boolean; transition: boolean } {
  const researcher = yoastResearcher(`<p>${sentence}</p>`);
  const passive = researcher.getResearch("getPassiveVoiceResult") as { passives: unknown[] };
  const transitions = researcher.getResearch("findTransitionWords") as { transitionWordSentences: number };
  return { passive: passive.passives.length > 0, transition: transitions.transitionWordSentences > 0 };
}

const SENTENCES = [
  "The report was written by the team.",
  "The results were carefully checked before release.",
  "The team wrote the report.",
  "She was interested in the offer.",
  "The bridge is being repaired this week.",
  "Our office was closed on Monday.",
  "He got fired after the audit.",
  "Prices fell sharply last year.",
  "However, prices fell.",
  "For example, the city added bike lanes.",
  "As a result, traffic dropped by a third.",
  "We stayed home because it rained.",
  "Both the mayor and the council agreed.",
  "Not only did sales rise, but also costs fell.",
  "Neither option works for us.",
  "The panels are made in Ohio and shipped to Texas.",
  "It was a cold and windy morning.",
  "The meeting is scheduled for Friday.",
  "They have finished the project early.",
  "In addition, the school opened a library.",
  "The data is stored in the cloud.",
  "First, remove the cover carefully.",
  "The winners were announced at noon, and everyone cheered.",
  "Many homes were damaged by the storm last night.",
  "This approach is widely used in industry.",
  "We need more time to test it.",
  "Meanwhile, the river kept rising.",
  "The software was updated, so the bug disappeared.",
  "Volunteers planted trees along the road.",
  "The contract was signed, sealed and delivered.",
];

describe("agreement with Yoast SEO's research, sentence by sentence", () => {
  it("finds the passive voice where Yoast does (at least 90% of sentences)", () => {
    const disagreements = SENTENCES.filter((s) => isPassive(words(s)) !== yoastSays(s).passive);
    expect(disagreements.length / SENTENCES.length, disagreements.join(" | ")).toBeLessThanOrEqual(0.1);
  });

  it("finds transition words where Yoast does (at least 90% of sentences)", () => {
    const disagreements = SENTENCES.filter((s) => hasTransition(s, words(s)) !== yoastSays(s).transition);
    expect(disagreements.length / SENTENCES.length, disagreements.join(" | ")).toBeLessThanOrEqual(0.1);
  });
});
