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

describe("a request typed as a question to the tool is the message it asks for", () => {
  it("'Could you help me write something to ask my landlord ...?' drafts the ask, for the landlord", () => {
    const out = run({
      category: "Business Communication",
      topic: "Could you help me write something to ask my landlord for two more weeks to pay the rent?",
    });
    expect(out.prompt).toMatch(/Draft a business email asking my landlord for two more weeks to pay the rent\./);
    expect(audienceOf(out.prompt)).toBe("my landlord.");
    expect(out.prompt).not.toMatch(/Could you help me|understands my landlord/);
  });
});

describe("a message that congratulates, thanks or apologises has a purpose of its own", () => {
  it.each([
    [
      "a note congratulating Tomasz on passing his driving test",
      /Purpose: the reader feels their achievement/,
      "Tomasz.",
    ],
    ["thank the night shift for covering the snowstorm", /Purpose: the reader feels their help/, null],
    ["apologise to members for the pool closure", /Purpose: the reader sees that we understand what went wrong/, null],
  ])("%s", (topic, purpose, audience) => {
    const out = run({ category: "Business Communication", topic });
    expect(out.prompt).toMatch(purpose);
    expect(out.prompt).not.toMatch(/knows what to do next/);
    if (audience) expect(audienceOf(out.prompt)).toBe(audience);
  });
  it("a note is a few sentences, not a 200-350-word email", () => {
    const out = run({
      category: "Business Communication",
      topic: "a thank-you note to the caretaker who fixed our boiler",
    });
    expect(out.prompt).toMatch(/Length: 50-120 words\./);
  });
});

describe("a message to someone else's team is for that team", () => {
  it("'Email to our supplier's accounts team about ...' is for the supplier's accounts team, and 'email' is lower case", () => {
    const out = run({
      category: "Business Communication",
      topic: "Email to our supplier's accounts team about the duplicate charge on invoice 2291",
    });
    expect(audienceOf(out.prompt)).toBe("our supplier's accounts team.");
    expect(out.prompt).toMatch(/Draft an email to our supplier's accounts team/);
  });
});

describe("noun phrases around a possessive and a 'set in' participle", () => {
  it("keeps 'my cousin's wedding' whole and ends 'a spy story set in Vienna' before 'set'", () => {
    const speech = run({ category: "Creative Writing", topic: "a toast for my cousin's wedding, short and funny" });
    expect(speech.prompt).not.toMatch(/^- (?:my )?cousin's$/m);
    const story = run({ category: "Story Ideas", topic: "twists for a spy story set on a night train to Vienna" });
    expect(story.prompt).not.toMatch(/story set\b(?! on)/);
    expect(story.prompt).toMatch(/^- spy story$/m);
  });
});
