/**
 * Regression tests for the classes of the session-5 cold read (issue 11): a piece described by how it is told ("a
 * short story told through ...") wrapped in "about how", a brief whose last sentence only asks for the piece ("want a
 * facebook post") pasted as a detail, a question followed by an order pasted "with these details", an order's verb
 * kept in a key concept ("Compare London"), and a short message to tell readers one thing sized as a business email
 * with a fragment for its point. Each test uses its own requests, written for the class.
 */
import { describe, expect, it } from "vitest";
import { promptBuilderRequest, type PromptBuilderRequest } from "./contract";
import { buildPrompt } from "./prompt-builder.engine";

const run = (req: PromptBuilderRequest) => buildPrompt(promptBuilderRequest.parse(req));

describe("a piece described by how it is told", () => {
  it("'a poem shaped as a letter from a bridge to the river' is written as described, not 'about a poem ...'", () => {
    const out = run({ category: "Creative Writing", topic: "a poem shaped as a letter from a bridge to the river" });
    expect(out.prompt).toMatch(/^Write a poem shaped as a letter from a bridge to the river\.$/m);
    expect(out.prompt).not.toMatch(/about (?:how )?a poem/);
  });
  it("'a short story narrated from the point of view of a lost umbrella' keeps its frame", () => {
    const out = run({ category: "Creative Writing", topic: "a short story narrated by a lost umbrella" });
    expect(out.prompt).toMatch(/^Write a short story narrated by a lost umbrella\.$/m);
  });
});

describe("a brief of several sentences", () => {
  it("'... ! need a linkedin post' names the deliverable and is no detail", () => {
    const out = run({ category: "Social Media", topic: "our bakery turned ten today! need a linkedin post" });
    expect(out.prompt).toMatch(/^Write a LinkedIn post sharing that our bakery turned ten today\.$/m);
    expect(out.prompt).not.toMatch(/with these details|Need a|^- linkedin post/im);
  });
  it("a question then an order: the question is the subject, the order a sentence of its own", () => {
    const out = run({
      category: "Academic Research",
      topic: "why do some schools ban phones while others allow them? contrast Finland and Japan",
    });
    expect(out.prompt).not.toMatch(/with these details/);
    expect(out.prompt).toMatch(/^Contrast Finland and Japan\.$/m);
    expect(out.prompt).not.toMatch(/^- Contrast\b/m);
  });
});

describe("a short message that tells the readers one thing", () => {
  it("'a message to let the staff know the lift is out of order' is short, for the staff, with the clause as its point", () => {
    const out = run({
      category: "Business Communication",
      topic: "a message to let the staff know the lift is out of order",
    });
    expect(out.prompt).toMatch(/^Length: 50-120 words\.$/m);
    expect(out.prompt).toMatch(/^Audience: the staff\.$/m);
    expect(out.prompt).toMatch(/^- the lift is out of order$/m);
  });
});

describe("a message that tells a clause (second read)", () => {
  it("'an email to remind tenants that rent rises on 1 May' keeps the clause whole, not split at 'on'", () => {
    const out = run({
      category: "Business Communication",
      topic: "an email to remind tenants that rent rises on 1 May",
    });
    expect(out.prompt).toMatch(/^Deliverable: an email\.$/m);
    expect(out.prompt).toMatch(/^- rent rises on 1 May$/m);
    expect(out.prompt).not.toMatch(/understands 1 May/);
  });
  it("'short text to tell my coach I will miss practice' is a short text for the coach", () => {
    const out = run({ category: "Business Communication", topic: "short text to tell my coach I will miss practice" });
    expect(out.prompt).toMatch(/^Deliverable: a short text\.$/m);
    expect(out.prompt).toMatch(/^Audience: my coach\.$/m);
    expect(out.prompt).toMatch(/^- I will miss practice$/m);
  });
  it("'podcast episode is out: ... . post it' is news, and 'post it' only asks for the piece", () => {
    const out = run({
      category: "Social Media",
      topic: "podcast episode is out: how we paid off our mortgage early. post it",
    });
    expect(out.prompt).not.toMatch(/Deliverable: a podcast episode is out|post it\./i);
  });
});

describe("third read: frames, bare requests, subjectless news", () => {
  it("'a ballad sung from the point of view of a retired ferry' names the ballad as the deliverable", () => {
    const out = run({ category: "Creative Writing", topic: "a ballad sung from the point of view of a retired ferry" });
    expect(out.prompt).not.toMatch(/^Deliverable: .*point of view/m);
    expect(out.prompt).toMatch(/^Write a ballad sung from the point of view of a retired ferry\.$/m);
  });
  it("'passed my driving test!! instagram caption pls': the request goes, the news keeps its 'I'", () => {
    const out = run({ category: "Social Media", topic: "passed my driving test!! instagram caption pls" });
    expect(out.prompt).toMatch(/^Write an Instagram caption sharing that I passed my driving test\.$/m);
    expect(out.prompt).not.toMatch(/pls/);
  });
  it("'what explains the rise of padel? ...' is never 'explaining what explains'", () => {
    const out = run({
      category: "Academic Research",
      topic: "what explains the rise of padel? cover Spain and Sweden",
    });
    expect(out.prompt).not.toMatch(/explaining what explains/);
    expect(out.prompt).toMatch(/^Cover Spain and Sweden\.$/m);
  });
});
