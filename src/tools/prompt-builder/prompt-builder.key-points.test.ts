import { describe, expect, it } from "vitest";
import { keyPointsOf } from "./prompt-builder.phrases";

describe("key points are whole phrases of the topic", () => {
  it("'let the team work from home two days a week' gives no 'team work', 'home two days' or bare 'week'", () => {
    const points = keyPointsOf("convince my boss to let the team work from home two days a week", "", [], 5);
    expect(points).not.toContain("team work");
    expect(points.some((p) => /home two|^week$|^home$/.test(p))).toBe(false);
  });

  it("a product name keeps its number ('Windows 11 upgrade') and a figure keeps its noun", () => {
    const points = keyPointsOf("plan the Windows 11 upgrade for 2,000 laptops", "", [], 5);
    expect(points.join(" | ")).toMatch(/Windows 11/);
    expect(points.join(" | ")).toMatch(/2,000 laptops/);
  });
});

describe("the audience named after 'explain ... to'", () => {
  it("'explain photosynthesis to 10 year olds' writes for 10 year olds", async () => {
    const { buildPrompt } = await import("./prompt-builder.engine");
    const { prompt } = buildPrompt({
      category: "Academic Research",
      topic: "explain photosynthesis to 10 year olds",
      tone: "friendly",
      length: "medium",
      additional_context: null,
      keywords: null,
    });
    expect(prompt).toContain("Audience: 10 year olds.");
  });
});
