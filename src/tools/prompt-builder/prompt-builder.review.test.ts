/**
 * Regression tests for the defect classes found by reading the issue-11 review sets (prompt-builder.review-set.ts);
 * each test uses its own requests, written for the class.
 */
import { describe, expect, it } from "vitest";
import { promptBuilderRequest, type PromptBuilderRequest } from "./contract";
import { analyse, buildPrompt } from "./prompt-builder.engine";
import { figuresOf } from "./prompt-builder.phrases";
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

  it("reads the audience of 'tips for ...' and 'convince busy ... to', and does not name it twice", () => {
    expect(analyse(promptBuilderRequest.parse({ category: "Social Media", topic: "advice for new dog owners" })).audience).toBe("new dog owners");
    expect(analyse(promptBuilderRequest.parse({ category: "Marketing Copy", topic: "convince busy nurses to try our meal app" })).audience).toBe("busy nurses");
    expect(everything({ category: "Social Media", topic: "stretching tips for weekend cyclists", length: "long" })).not.toMatch(/weekend cyclists for weekend cyclists/);
  });

  it("keeps a long topic's trailing detail out of the way of an angle's own ending", () => {
    const req: PromptBuilderRequest = { category: "Creative Writing", topic: "a night-shift baker falling for the street sweeper who passes at 4 am, told in second person, tender and a little absurd", tone: "creative", length: "long" };
    for (const v of run(req).variations) expect(v).not.toMatch(/absurd (?:that|from|as|in which)\b/);
  });
});

describe("issue 11 review, round 2", () => {
  it("reads 'why do my X ...' and 'what is the X' as a clause and a noun phrase", () => {
    expect(indirectQuestion("why do my builds fail on Mondays?")).toBe("why my builds fail on Mondays");
    expect(indirectQuestion("what is the effect of homework on sleep")).toBe("the effect of homework on sleep");
  });

  it("keeps 'a LinkedIn post announcing ...' as deliverable and task, with no phrase taken for a figure", () => {
    const out = run({ category: "Social Media", topic: "LinkedIn post announcing 3 new hires in our Leeds office" });
    expect(out.prompt).toMatch(/Write a LinkedIn post announcing 3 new hires in our Leeds office\./);
    expect(out.prompt).not.toMatch(/"LinkedIn post announcing/);
  });

  it("shows an image topic in other media without its own medium", () => {
    const out = run({ category: "Image Generation", topic: "watercolor of a harbour at dawn", tone: "creative", length: "long" });
    for (const v of out.variations.filter((x) => /render|photograph|vector|line-art/.test(x))) expect(v).not.toMatch(/^watercolor of/i);
  });
});
