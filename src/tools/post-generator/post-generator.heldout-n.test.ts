/** Regression tests for the defect classes found by reading held-out set N cold (15 prompts). */
import { describe, expect, it } from "vitest";
import type { Platform } from "./contract";
import { generatePost } from "./post-generator.engine";

const post = (platform: Platform, prompt: string) => generatePost(prompt, platform).post;

describe("post engine: a rambling personal prompt is posted as short sentences (set N)", () => {
  it.each([
    [
      "linkedin",
      "I completed my first marathon in Chicago yesterday, 4:12, raised $1,300 for the children's hospital, and I'm proud to share it.",
      "I completed my first marathon in Chicago yesterday in 4:12. I raised $1,300 for the children's hospital. I'm proud to share it.",
    ],
    [
      "linkedin",
      "I got promoted to senior nurse manager at Mass General after 9 years on the floor, so grateful to my team",
      "after 9 years on the floor. I'm so grateful to my team.",
    ],
    [
      "twitter",
      "just finished my first half marathon in 2:05 and my knees hate me but I did it",
      "I just finished my first half marathon in 2:05. My knees hate me, but I did it.",
    ],
    [
      "facebook",
      "my daughter graduated from nursing school today and I cried the whole ceremony",
      "My daughter graduated from nursing school today. I cried the whole ceremony.",
    ],
  ])("%s: %j", (platform, prompt, sentences) => {
    expect(post(platform as Platform, prompt)).toContain(sentences);
  });

  it("a sentence of one clause is left as it is", () => {
    const p =
      "I passed the CPA exam on my first try after studying every night for fourteen months while working full time";
    expect(post("linkedin", p)).toContain(
      "I passed the CPA exam on my first try after studying every night for fourteen months while working full time.",
    );
  });
});

describe("post engine: personal news opens with the news (set N)", () => {
  it.each([
    ["linkedin", "I got promoted to senior nurse manager at Mass General after 9 years on the floor"],
    ["facebook", "I finally paid off my student loans this week, 8 years after graduating"],
    ["linkedin", "I passed the CPA exam on my first try"],
  ])("%s: %j", (platform, prompt) => {
    const text = post(platform as Platform, prompt);
    expect(text).not.toMatch(/milestone worth marking|good news|little win to share/i);
    expect(text.startsWith("I ")).toBe(true);
  });

  it("a family member's win gets no closing line about the poster's own next goal", () => {
    for (const platform of ["facebook", "twitter", "linkedin"] as const)
      expect(post(platform, "my son passed his driving test this morning on the first try")).not.toMatch(
        /next goal|proud of this one|cheered me on/i,
      );
  });
});

describe("post engine: hashtags (set N)", () => {
  it.each([
    ["twitter", "shipped it", "#Shipped"],
    ["twitter", "finally retired today", "#Retired"],
    ["twitter", "we launched!", "#Launched"],
  ])("a post with no topic of its own is tagged by its news word (%s: %j)", (platform, prompt, tag) => {
    expect(generatePost(prompt, platform as Platform).hashtags).toContain(tag);
  });

  it.each([
    ["twitter", "just finished my first half marathon in 2:05 and my knees hate me but I did it", "#Knees"],
    [
      "linkedin",
      "I got promoted to senior nurse manager at Mass General after 9 years on the floor, so grateful to my team",
      "#Floor",
    ],
    ["facebook", "my daughter graduated from nursing school today and I cried the whole ceremony", "#Daughter"],
  ])("a lone word the poster owns or stands on is no topic (%s: %j)", (platform, prompt, tag) => {
    expect(generatePost(prompt, platform as Platform).hashtags).not.toContain(tag);
  });
});

describe("post engine: an -ing noun that is a subject (set N)", () => {
  it.each([
    [
      "We just opened our second bakery location on Elm Street in Portland, opening day is Saturday with free croissants for the first 50 customers",
      "Opening day is Saturday",
    ],
    ["New climbing gym in Leeds. Training night runs till 9 every Thursday", "Training night runs till 9"],
  ])("%j", (prompt, sentence) => {
    const text = post("facebook", prompt);
    expect(text).toContain(sentence);
    expect(text).not.toMatch(/We're (?:opening day|training night)/);
  });
});

describe("post engine: a job post (set N)", () => {
  it("says what the hire works with, and opens without a generic hook", () => {
    const text = post(
      "linkedin",
      "hiring a junior frontend developer, react and typescript, remote in EU, apply by Dec 15",
    );
    expect(text).toContain("You'll work with React and TypeScript.");
    expect(text).not.toMatch(/opportunity to share/);
  });
});
