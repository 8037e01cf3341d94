/**
 * Issue 10, the lead's held-out read of session 4 (set C): each case fails on the code before its fix.
 */
import { describe, expect, it } from "vitest";
import { generatePost } from "./post-generator.engine";

describe("posts: the lead's held-out read of session 4", () => {
  it("a birthday with a treat for everyone who comes in is a gathering: the closer invites, it does not 'keep you posted'", () => {
    const { post } = generatePost(
      "our bakery turns 5 on saturday! free cupcake for everyone who comes in, thanks for all the support",
      "instagram",
    );
    expect(post).not.toMatch(/keep you posted|More news soon/);
  });

  it.each(["facebook", "instagram", "twitter"] as const)(
    "a lost dog is an appeal to share, not a 'quick heads-up' (%s)",
    (platform) => {
      const { post } = generatePost(
        "Lost dog in Riverside Park this morning, brown lab named Biscuit, red collar, please call if you see him",
        platform,
      );
      expect(post).not.toMatch(/heads-up|Heads up|pass this on to anyone who needs to know/i);
      expect(post).toMatch(/Biscuit/);
    },
  );
});
