import { describe, expect, it } from "vitest";
import { generatePost } from "./post-generator.engine";

// Session 11: no capital after an abbreviation's stop ("7 a.m. tomorrow", "Acme Inc. as Head of Product").
describe("post: abbreviations keep the next word as typed", () => {
  it.each([
    [
      "our bakery on St. John's Road opens at 7 a.m. tomorrow, free coffee with every croissant",
      "instagram",
      "at 7 a.m. tomorrow",
    ],
    [
      "Proud to announce I've joined Acme Inc. as Head of Product. Grateful to Mr. Jones and the team at Beta Ltd. for 5 great years.",
      "linkedin",
      "Acme Inc. as Head of Product",
    ],
    [
      "Huge thanks to Dr. Sarah Chen for her talk at our meetup last night about AI safety vs. speed",
      "twitter",
      "AI safety vs. speed",
    ],
  ] as const)("%s (%s)", (prompt, platform, kept) => {
    expect(generatePost(prompt, platform).post).toContain(kept);
  });
});
