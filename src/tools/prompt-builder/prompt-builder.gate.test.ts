import { describe, expect, it } from "vitest";
import type { PromptBuilderInput, PromptCategory } from "./contract";
import { buildPrompt } from "./prompt-builder.engine";
import { checkedPrompt } from "./prompt-builder.checked";

// Session 7 ("fix classes"): rows from the helper's fresh set, each failing on the code before (except the process
// row, which guards that a process explainer keeps its roles). They assert properties, not whole prompts.
const prompt = (category: PromptCategory, topic: string): string =>
  buildPrompt({ category, topic, tone: "professional", length: "medium" } as PromptBuilderInput).prompt;
const points = (text: string): string[] => text.split("\n").filter((l) => l.startsWith("- "));

describe("'how X works' explains a system, with X as one point", () => {
  it.each([
    ["explain how our API rate limits work for customers on the free plan", "API rate limits"],
    ["explain how our webhook retry logic works for third-party developers", "webhook retry logic"],
  ])("%s", (topic, system) => {
    const p = prompt("Technical Documentation", topic);
    expect(p).not.toMatch(/Who does what|process explainer|who is involved/);
    expect(p).toMatch(/Limits and defaults/);
    expect(points(p)).toContain(`- ${system}`);
    expect(points(p)).not.toContain("- work");
    expect(points(p)).not.toContain("- API rate");
  });
  it("a process people take part in keeps its stages and roles", () => {
    expect(prompt("Technical Documentation", "describe to support staff how our refund requests work")).toMatch(
      /Who does what/,
    );
  });
});

describe("key points are whole noun phrases", () => {
  it("a noun with its examples is one point", () => {
    const p = prompt(
      "Marketing Copy",
      "landing page for our handmade soy candles with scents like lavender and cedar, 40 hour burn time",
    );
    expect(points(p)).toContain("- scents like lavender and cedar");
    expect(points(p)).not.toContain("- lavender");
    expect(points(p)).not.toContain("- cedar");
  });
  it("a quantifier goes with the point it applies to", () => {
    const p = prompt(
      "Business Communication",
      "email to staff explaining the new expenses policy, receipts needed for anything over £25",
    );
    expect(points(p)).toContain("- receipts needed for anything over £25");
    expect(points(p)).not.toContain("- anything over £25");
  });
});

describe("the platform is where the post goes, for every platform the builder knows", () => {
  it("'on youtube' is not part of what the post says", () => {
    expect(prompt("Social Media", "announce our new cookery series on youtube")).not.toMatch(/series on youtube/i);
  });
});

describe("every built sentence is checked", () => {
  const built = "## Task\nWrite a email about the the launch.\nLength: 100 words.\n\n## Audience\nThey is ready.";
  it("a flagged task line falls back to the topic as written", () => {
    const out = checkedPrompt(built, "the launch", "an email");
    expect(out).not.toMatch(/the the/);
    expect(out).toMatch(/Write an email on this topic, as the user wrote it: "the launch"\./);
  });
  it("a problem the user's own topic has is not the builder's", () => {
    expect(checkedPrompt("## Task\nWrite about the the launch.", "the the launch", "an email")).toMatch(/the the/);
  });
});

describe("UK words for new employees are readers", () => {
  it.each([
    ["Business Communication", "how our holiday booking system works, for new starters", "new starters"],
    ["Technical Documentation", "onboarding guide for new joiners on using our expenses app", "new joiners"],
  ] as const)("%s: %s", (category, topic, readers) => {
    expect(prompt(category, topic)).toMatch(new RegExp(`Audience: ${readers}\\.`));
  });
});

describe("a message named by what it does is the deliverable, to the reader it names", () => {
  it.each([
    ["apology to a customer whose order arrived two weeks late", /^Draft an apology to a customer/m, "the customer"],
    ["reminder to tenants about the fire alarm test on friday", /^Draft a reminder to tenants/m, "tenants"],
  ] as const)("%s", (topic, task, readers) => {
    const p = prompt("Business Communication", topic);
    expect(p).toMatch(task);
    expect(p).not.toMatch(/about apology|about reminder/);
    expect(p).toMatch(new RegExp(`Audience: ${readers}\\.`));
  });
});
