/**
 * Regression tests for the defect classes found by reading the third issue-11 held-out set (PROMPT_REVIEW_ROUND_5);
 * each test uses its own requests, written for the class. The classes checked on a request's prompt, variations, tips
 * or analysis alone are cases in prompt-builder.review-cases.json, run by prompt-builder.review.test.ts.
 */
import { describe, expect, it } from "vitest";
import { promptBuilderRequest, type PromptBuilderRequest } from "./contract";
import { buildPrompt } from "./prompt-builder.engine";
import { figuresOf, keyPointsOf } from "./prompt-builder.phrases";

const run = (req: PromptBuilderRequest) => buildPrompt(promptBuilderRequest.parse(req));

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
  it("fits light and colour to fog, and keeps the medium the topic names in every variation", () => {
    const out = run({
      category: "Image Generation",
      topic: "a watercolor painting of a misty lake at dawn with a lone rowing boat",
      tone: "creative",
    });
    expect(out.prompt).not.toMatch(/bold unexpected colours|surreal/);
    expect(out.prompt).toMatch(/mist/);
    // (The variations keep the medium the topic names, and never add another: "watercolour, isometric 3D render".)
    expect(out.variations.filter((v) => /\b(?:3D render|vector|photograph|oil paint)/i.test(v))).toEqual([]);
    expect(out.variations.every((v) => /watercolou?r/i.test(v))).toBe(true);
  });
});

describe("issue 11 review: 'X in a Y' is one key point", () => {
  it("keeps 'a message in a bottle' and 'a cabin in the woods' whole", () => {
    expect(keyPointsOf("a diver finds a message in a bottle", "", [], 6)).toContain("message in a bottle");
    expect(keyPointsOf("a cabin in the woods at dusk", "", [], 6)).toContain("cabin in the woods");
  });
});
