/**
 * Issue 10, the lead's cold read of session 5 (set F): each case fails on the code before its fix.
 */
import { describe, expect, it } from "vitest";
import { generatePost } from "./post-generator.engine";

describe("posts: the lead's cold read of session 5", () => {
  it.each(["facebook", "linkedin"] as const)(
    "one person retiring thanks people as themself, not as a business 'privileged to serve you' (%s)",
    (platform) => {
      const { post } = generatePost(
        "After 12 years teaching maths I'm retiring this summer. I'll miss my students most.",
        platform,
      );
      expect(post).not.toMatch(/serve you|our story/);
      expect(post).toMatch(/Thank you (?:to everyone who made these years so special|for everything)\./);
    },
  );

  it("a business closing still thanks its customers as a business", () => {
    const { post } = generatePost("After 30 years, Bennett's Hardware is closing its doors on 31 March.", "facebook");
    expect(post).toMatch(/our story|serve you/);
  });

  it.each([
    ["After 30 years, Bennett's Hardware is closing its doors on 31 March.", /#Doors\b/],
    ["Reminder: the car park will be closed Monday for resurfacing, please use the side entrance", /#SideEntrance\b/],
  ])("no hashtag from an idiom's or a direction's noun: %s", (prompt, tag) => {
    const { post } = generatePost(prompt, "facebook");
    expect(post).not.toMatch(tag);
    expect(post).toMatch(/#\p{L}/u);
  });

  it("new opening hours do not close with 'Thanks for being part of this.'", () => {
    const { post } = generatePost("our dog grooming salon is now open on sundays 10-4, walk-ins welcome", "facebook");
    expect(post).not.toMatch(/Thanks for being part of this/);
    expect(post).toMatch(/Sundays 10-4/);
  });
});

describe("posts: the lead's read of session 6", () => {
  it.each(["instagram", "linkedin", "facebook"] as const)(
    "a bare 'from £N' note prices the thing, and a plural launch takes 'are' (%s)",
    (platform) => {
      const { post } = generatePost("we just launched tote bags in our shop, great for the beach, from £8", platform);
      expect(post).not.toMatch(/\bFrom is\b|\bbags in our shop is\b/);
      expect(post).toMatch(/£8/);
    },
  );
});
