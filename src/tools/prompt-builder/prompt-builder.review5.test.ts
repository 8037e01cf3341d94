/**
 * Regression tests for the defect classes found by reading the third issue-11 held-out set (PROMPT_REVIEW_ROUND_5);
 * each test uses its own requests, written for the class.
 */
import { describe, expect, it } from "vitest";
import { promptBuilderRequest, type PromptBuilderRequest } from "./contract";
import { analyse, buildPrompt } from "./prompt-builder.engine";
import { figuresOf, keyPointsOf } from "./prompt-builder.phrases";

const read = (req: PromptBuilderRequest) => analyse(promptBuilderRequest.parse(req));
const run = (req: PromptBuilderRequest) => buildPrompt(promptBuilderRequest.parse(req));

describe("issue 11 review, round 5: frames and deliverables", () => {
  it("reads a manner adverb before the verb, and a deliverable word the verb takes as its object is not the deliverable", () => {
    const a = read({
      category: "Business Communication",
      topic: "firmly decline a client's proposal for a bigger discount",
      tone: "formal",
    });
    expect(a.deliverable).not.toBe("a proposal");
    expect(
      run({ category: "Business Communication", topic: "firmly decline a client's proposal for a bigger discount" })
        .prompt,
    ).toMatch(/firmly declining a client's proposal for a bigger discount/);
    expect(
      run({ category: "Business Communication", topic: "gently remind the team that timesheets are due on Friday" })
        .prompt,
    ).not.toMatch(/about gently remind/);
  });

  it("puts a story's own clause after the deliverable instead of quoting the deliverable as a premise", () => {
    const out = run({
      category: "Creative Writing",
      topic: "a short story in which a night-shift baker keeps finding notes in the flour",
    });
    expect(out.prompt).toMatch(/Write a short story in which a night-shift baker keeps finding notes in the flour\./);
    expect(out.prompt).not.toMatch(/premise "a short story/);
  });

  it("gives a marketing e-mail an e-mail's format and length, never a landing page", () => {
    const out = run({
      category: "Marketing Copy",
      topic: "welcome email for new members of a climbing gym",
      tone: "friendly",
      length: "long",
    });
    expect(out.prompt).toMatch(/Write a welcome email for new members of a climbing gym\./);
    expect(out.prompt).toMatch(/subject line/i);
    expect(out.prompt).not.toMatch(/landing page|meta description|Hero:/i);
  });

  it("reads the readers a message is addressed to, and not a noun that only describes another", () => {
    expect(
      read({ category: "Business Communication", topic: "memo to all staff about the new parking rules" }).audience,
    ).toBe("all staff");
    expect(
      read({ category: "Technical Documentation", topic: "FAQ page for the customer account settings screen" })
        .audience,
    ).not.toMatch(/customer/);
  });
});

describe("issue 11 review, round 5: key points", () => {
  it("never makes a key point of a clause's verb, a pronoun like 'everyone' or 'others', or a lone weekday", () => {
    const points = [
      ...keyPointsOf("a lunchbox that keeps soup warm for 6 hours", "", [], 6),
      ...keyPointsOf("why some birds sing more than others", "", [], 6),
      ...keyPointsOf("a village where nobody remembers yesterday", "", [], 6),
      ...keyPointsOf("reminder about the sale", "Prices went up on Monday. The sale ends Sunday 6pm.", [], 6),
    ];
    for (const bad of [/keeps soup/, /^others$/, /^nobody$/, /^Monday$/, /sale ends/, /birds sing/])
      expect(points.filter((p) => bad.test(p))).toEqual([]);
    expect(figuresOf("The sale ends Sunday 6pm.")).toContain("Sunday 6pm");
  });

  it("keeps 'use' as the head of 'social media use' before a preposition", () => {
    expect(keyPointsOf("the effect of smartphone use on attention in children", "", [], 6)).toContain(
      "effect of smartphone use",
    );
  });
});

describe("issue 11 review, round 5: image cues", () => {
  it("fits light and colour to fog, and never repeats the medium the topic names as a variation", () => {
    const out = run({
      category: "Image Generation",
      topic: "a watercolor painting of a misty lake at dawn with a lone rowing boat",
      tone: "creative",
    });
    expect(out.prompt).not.toMatch(/bold unexpected colours|surreal/);
    expect(out.prompt).toMatch(/mist/);
    expect(out.variations.filter((v) => /watercolou?r/i.test(v) && !/^(?:a )?watercolor painting of/i.test(v))).toEqual(
      [],
    );
  });
});

describe("issue 11 review, round 5: audience, angles and tips", () => {
  it("writes a reply to the owner of what it answers", () => {
    expect(
      read({ category: "Business Communication", topic: "turn down a recruiter's offer for a sales role" }).audience,
    ).toBe("the recruiter");
  });

  it("never turns an announcement into a list of tips", () => {
    const out = run({
      category: "Social Media",
      topic: "announce the opening of our second bike shop",
      length: "long",
    });
    expect(out.variations.join("\n")).not.toMatch(/quick tips/);
  });

  it("only asks to reorder the points the topic itself gives", () => {
    const out = run({
      category: "Business Communication",
      topic: "email to all staff explaining the new expense policy",
      additional_context: "Receipts over £50 need approval from Karen Liu. The policy starts on 1 March.",
    });
    expect(out.tips.join("\n")).not.toMatch(/Reorder[^\n]*Karen Liu/);
  });
});
