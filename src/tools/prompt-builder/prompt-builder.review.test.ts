/**
 * Regression tests for the defect classes found by reading the issue-11 review sets (prompt-builder.review-set.ts);
 * each test uses its own requests, written for the class. The classes checked on what one request's prompt,
 * variations, tips or analysis say are cases in prompt-builder.review-cases.json (with round 5 and 6), run below.
 */
import { describe, expect, it } from "vitest";
import { expectText, type TextExpectation } from "../../../tests/helpers/text-expectations";
import { promptBuilderRequest, type PromptBuilderRequest } from "./contract";
import { analyse, buildPrompt } from "./prompt-builder.engine";
import { figuresOf } from "./prompt-builder.phrases";
import REVIEW_CASES from "./prompt-builder.review-cases.json" with { type: "json" };
import { indirectQuestion } from "./prompt-builder.topic";

const run = (req: PromptBuilderRequest) => buildPrompt(promptBuilderRequest.parse(req));
const everything = (req: PromptBuilderRequest) => {
  const out = run(req);
  return [out.prompt, ...out.variations, ...out.tips].join("\n");
};

describe("issue 11 review, round 1", () => {
  it("turns a direct question into the indirect one a sentence can hold", () => {
    expect(indirectQuestion("how do I back up my photos?")).toBe("how to back up my photos");
    expect(indirectQuestion("Why do we need code reviews")).toBe("why we need code reviews");
    expect(indirectQuestion("what is a message queue?")).toBe("what a message queue is");
    const all = everything({ category: "Technical Documentation", topic: "how can I set up SSH keys on Windows?" });
    expect(all).toMatch(/explaining how to set up SSH keys on Windows/);
    expect(all).not.toMatch(/how can I set up/);
  });

  it("never keeps a figure with a function word after it, and keeps 'per' units whole", () => {
    expect(figuresOf("Upgrade Node 18 to 22 with no outage.")).not.toContain("22 with");
    expect(figuresOf("Lessons cost €12 per hour on weekdays.")).toContain("€12 per hour");
  });
});

describe("issue 11 review, round 2", () => {
  it("reads 'why do my X ...' and 'what is the X' as a clause and a noun phrase", () => {
    expect(indirectQuestion("why do my builds fail on Mondays?")).toBe("why my builds fail on Mondays");
    expect(indirectQuestion("what is the effect of homework on sleep")).toBe("the effect of homework on sleep");
  });

  it("shows an image topic in other media without its own medium", () => {
    const out = run({
      category: "Image Generation",
      topic: "watercolor of a harbour at dawn",
      tone: "creative",
      length: "long",
    });
    for (const v of out.variations.filter((x) => /render|photograph|vector|line-art/.test(x)))
      expect(v).not.toMatch(/^watercolor of/i);
  });
});

describe("issue 11 review, round 3", () => {
  it("frames a comparison as one, with both items whole", () => {
    const a = analyse(
      promptBuilderRequest.parse({
        category: "Academic Research",
        topic: "compare public and private schools in rural Kenya",
      }),
    );
    expect(a.about).toBe("comparing public and private schools in rural Kenya");
    expect(a.keyPoints.slice(0, 2)).toEqual(["public schools", "private schools"]);
    expect(
      run({ category: "Technical Documentation", topic: "Postgres vs MySQL for a small analytics team" }).prompt,
    ).toMatch(/Compare Postgres and MySQL on the same criteria/);
  });

  it("treats a named platform as the target, not a key point, and does not ask for it again", () => {
    const out = run({
      category: "Social Media",
      topic: "share our library's new Sunday opening hours on Facebook",
      tone: "friendly",
    });
    const a = analyse(
      promptBuilderRequest.parse({
        category: "Social Media",
        topic: "share our library's new Sunday opening hours on Facebook",
      }),
    );
    expect(a.keyPoints.map((p) => p.toLowerCase())).not.toContain("facebook");
    expect(out.prompt).toMatch(/Platform: Facebook/);
    expect(out.tips.join(" ")).not.toMatch(/Name the platform/);
  });

  it("takes no key point from a context sentence's opening capital", () => {
    const a = analyse(
      promptBuilderRequest.parse({
        category: "Business Communication",
        topic: "apologise for the delayed refunds",
        additional_context:
          "Refunds requested in March were held up by a bank error. Customers will be paid by 30 April.",
      }),
    );
    expect(a.keyPoints).not.toContain("Refunds");
    expect(a.keyPoints).not.toContain("Customers");
    expect(a.keyPoints.join(" ")).toMatch(/30 April/);
    expect(
      analyse(
        promptBuilderRequest.parse({
          category: "Business Communication",
          topic: "apologise for the late parcels",
          additional_context: "Parcels sent between 3 and 8 June were delayed.",
        }),
      ).keyPoints,
    ).not.toContain("3");
  });
});

interface ReviewCase {
  title: string;
  request: unknown;
  expect: {
    prompt?: TextExpectation;
    /** Checked on each variation, each tip. */
    variations?: TextExpectation;
    tips?: TextExpectation;
    /** The prompt, variations and tips together. */
    everything?: TextExpectation;
    /** Fields of the analysis: equal to `is`, not equal to `isNot`, or (text) matching. */
    read?: Record<string, TextExpectation & { is?: unknown; isNot?: unknown }>;
  };
}

describe.each(
  (REVIEW_CASES.rounds as { round: string; cases: ReviewCase[] }[]).map((r) => [r.round, r.cases] as const),
)("%s (review cases)", (_, cases) => {
  it.each(cases.map((c) => [c.title, c] as const))("%s", (_title, { request, expect: e }) => {
    const req = promptBuilderRequest.parse(request);
    const out = buildPrompt(req);
    expectText(out.prompt, e.prompt, "prompt");
    for (const v of out.variations) expectText(v, e.variations, "variation");
    for (const t of out.tips) expectText(t, e.tips, "tip");
    expectText([out.prompt, ...out.variations, ...out.tips].join("\n"), e.everything, "prompt, variations and tips");
    const analysis = analyse(req) as unknown as Record<string, unknown>;
    for (const [field, f] of Object.entries(e.read ?? {})) {
      if ("is" in f) expect(analysis[field], field).toEqual(f.is);
      if ("isNot" in f) expect(analysis[field], field).not.toEqual(f.isNot);
      if (f.match || f.notMatch) expectText(String(analysis[field]), f, field);
    }
  });
});
