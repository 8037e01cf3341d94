import { describe, expect, it } from "vitest";
import { generatePost } from "./post-generator.engine";

describe("what an event offers, and verbs kept out of hashtags", () => {
  it("'gloves and bags provided' is what the coming event offers, not a sign that it is over", () => {
    const { post } = generatePost(
      "Free community cleanup at Riverside Park this Saturday 9am, gloves and bags provided",
      "instagram",
    );
    expect(post).not.toMatch(/what a day/i);
    expect(post).toContain("Gloves and bags will be provided.");
    expect(post).not.toMatch(/There will be gloves|Look out for/);
  });

  it("'clay and tools included' is said as included, not as something that will be", () => {
    const { post } = generatePost("Pottery workshop next Friday 6pm, clay and tools included, 12 spots", "instagram");
    expect(post).toContain("Clay and tools will be included.");
  });

  it("a verb in -s or a phrasal verb does not start a hashtag", () => {
    const opinion = generatePost(
      "I think remote work makes junior developers learn slower because they miss overhearing senior conversations",
      "linkedin",
    );
    expect(opinion.hashtags.join(" ")).not.toMatch(/#Makes/);
    const tip = generatePost("Good documentation helps new hires ramp up twice as fast", "twitter");
    expect(tip.hashtags.join(" ")).not.toMatch(/Ramp|Helps/);
  });
});
