/** Regression tests for the defect classes found by reading held-out set K cold (grades in docs/tools/post-generator.md). */
import { describe, expect, it } from "vitest";
import { generatePost } from "./post-generator.engine";

/** The post the engine writes for a prompt on one platform. */
const postOn = (platform: "linkedin" | "instagram" | "facebook") => (prompt: string) =>
  generatePost(prompt, platform).post;

describe("post engine: defect classes from held-out set K (after set J's fixes)", () => {
  it("says a heads-up once: the hook, then the news without its label", () => {
    const post = postOn("facebook")(
      "Heads up: the car park will be closed for resurfacing on 14-15 June. Please use the Station Road entrance instead.",
    );
    expect(post.match(/heads[- ]up/gi) ?? []).toHaveLength(1);
    expect(post).toContain("The car park will be closed");
  });

  it("reads a coming talk or launch as coming, whatever past verbs its topic or its list hold", () => {
    const talk = postOn("linkedin")(
      "Talk: what 10 years of running a bike shop taught me about cash flow. Thursday 6 March, 7pm, The Crown pub, Kendal. Free, but book at kendalbiz.org",
    );
    expect(talk).not.toMatch(/day to remember|What a day/i);
    const candles = postOn("instagram")(
      "launching our autumn candle collection on Friday: fig & cedar, smoked vanilla, apple orchard. £22 each",
    );
    expect(candles).not.toMatch(/It's live|is live|out now/i);
  });
});
