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

describe("whose milestone, and when", () => {
  it("congratulating someone is their milestone, never an offer ('promotion' is not a sale)", () => {
    const { post } = generatePost("Congratulations to Priya Shah on her promotion to VP of Engineering!", "linkedin");
    expect(post).not.toMatch(/offer|limited time/i);
    expect(post).not.toMatch(/next chapter/);
  });

  it("'Our nonprofit planted 5,000 trees ... Next goal: 10,000 in 2027' is done, not coming up", () => {
    const { post, hashtags } = generatePost(
      "Our nonprofit planted 5,000 trees in Detroit this year with 300 volunteers. Next goal: 10,000 in 2027.",
      "linkedin",
    );
    expect(post).not.toMatch(/coming up|see you there|time to celebrate Our/i);
    expect(post).toContain("Our nonprofit planted 5,000 trees in Detroit");
    expect(hashtags.join(" ")).not.toMatch(/Planted/);
  });

  it("an apology's 'inconvenience' is not a hashtag", () => {
    const { hashtags } = generatePost(
      "Our coffee shop will be closed Monday for a family emergency, sorry for the inconvenience, back Tuesday 7am",
      "facebook",
    );
    expect(hashtags.join(" ")).not.toMatch(/Inconvenience/);
  });
});

describe("text that only looks like markup", () => {
  it("keeps '<0>' and 'x < y' (not tags) and reads 'x < y and y > z' as English", () => {
    expect(generatePost("B<0>aA ", "twitter").post).toContain("B<0>aA");
    const maths = generatePost("x < y and y > z", "twitter").post;
    expect(maths).toContain("x < y and y > z");
    expect(maths).not.toMatch(/Tenemos|presentamos/);
  });
});
