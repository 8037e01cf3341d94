/**
 * Regression tests for the classes of the 2026-11-26 (session 4) cold read of unusual topic shapes: a possessive read
 * as the readers, a "what would happen if" question put in the wrong order, a single post on X sized in words and
 * shaped as paragraphs, and an image subject that kept the visitor's "Generate an image of". Each test uses its own
 * requests, written for the class.
 */
import { describe, expect, it } from "vitest";
import { promptBuilderRequest, type PromptBuilderRequest } from "./contract";
import { buildPrompt } from "./prompt-builder.engine";

const run = (req: PromptBuilderRequest) => buildPrompt(promptBuilderRequest.parse(req));
const audienceOf = (prompt: string) => /^Audience: (.+)$/m.exec(prompt)?.[1];

describe("a possessor is not the audience", () => {
  it("'celebrate our department's award' is about the award, not written for 'our department'", () => {
    const out = run({ category: "Business Communication", topic: "celebrate our department's award for safety" });
    expect(audienceOf(out.prompt)).not.toMatch(/^our department\.?$/);
    expect(out.prompt).toMatch(/^- our department's award/m);
  });
  it("'thank our nurses' children for ...' is written for the children", () => {
    const out = run({
      category: "Business Communication",
      topic: "thank our nurses' children for the drawings they sent to the ward",
    });
    expect(audienceOf(out.prompt)).toBe("our nurses' children.");
  });
});

describe("a question whose 'what' or 'who' is its subject keeps its order", () => {
  it.each([
    ["what would happen if dogs could vote?", /about what would happen if dogs could vote\./],
    ["What will replace cash by 2050?", /about what will replace cash by 2050\./],
    ["who would win a race between a tortoise and a drone", /who would win a race between a tortoise and a drone/],
  ])("%s", (topic, re) => {
    const out = run({ category: "Story Ideas", topic });
    expect(out.prompt).toMatch(re);
    expect(out.prompt).not.toMatch(/what (?:happen|replace) |would could|will would/);
  });
});

describe("a single post on X is sized and shaped as one post", () => {
  it("a tweet at medium length is under 280 characters, one post, not 2-4 paragraphs", () => {
    const out = run({ category: "Social Media", topic: "a tweet about our library's new late opening hours" });
    expect(out.prompt).toMatch(/Length: under 280 characters\./);
    expect(out.prompt).not.toMatch(/\d+-\d+ words|2-4 short paragraphs/);
  });
  it("a thread keeps its parts", () => {
    const out = run({
      category: "Social Media",
      topic: "an X thread about lessons from our first year of open-source maintenance",
      length: "long",
    });
    expect(out.prompt).toMatch(/Numbered parts/);
  });
});

describe("an image subject is what the picture shows", () => {
  it("drops the visitor's 'Create an image of' from the Subject section", () => {
    const out = run({ category: "Image Generation", topic: "Create an image of a fox reading a newspaper on a train" });
    expect(out.prompt).toMatch(/## Subject\nA fox reading a newspaper on a train\./);
    expect(out.prompt).not.toMatch(/Create an image of/);
  });
});
