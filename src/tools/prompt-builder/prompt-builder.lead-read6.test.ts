/**
 * Regression tests for the lead's session-6 read (issue 11): a slashed figure ("24/7") split into two numbers in
 * "Keep these names and figures", an offer's "no ..." ("no call-out fee") dropped from its benefit so the point says
 * the opposite, and a logo's contrasting-tone variation that repeated the prompt itself. Each test uses its own
 * requests, written for the class.
 */
import { describe, expect, it } from "vitest";
import { promptBuilderRequest, type PromptBuilderRequest } from "./contract";
import { buildPrompt } from "./prompt-builder.engine";

const run = (req: PromptBuilderRequest) => buildPrompt(promptBuilderRequest.parse(req));

describe("figures and offers kept as the user wrote them", () => {
  it("a slashed figure is one figure: '24/7', not '24' and '7'", () => {
    const out = run({
      category: "Marketing Copy",
      topic: "radio ad for a locksmith in Derby, open 24/7",
      tone: "casual",
    });
    expect(out.prompt).toContain('"24/7"');
    expect(out.prompt).not.toMatch(/"24", "7"|"7"/);
  });
  it("'no joining fee' stays a benefit with its 'no'", () => {
    const out = run({ category: "Marketing Copy", topic: "flyer for our climbing gym, no joining fee, kids welcome" });
    expect(out.prompt).toMatch(/^- no joining fee$/m);
    expect(out.prompt).not.toMatch(/^- joining fee$/m);
  });
});

describe("image variations", () => {
  it("a logo's variations never repeat the prompt line", () => {
    for (const tone of ["professional", "casual", "creative"] as const) {
      const out = run({ category: "Image Generation", topic: "logo for a dog walking business called Paws Out", tone });
      const line = /^## Prompt\n(.+)$/m.exec(out.prompt)![1]!;
      expect(out.variations).not.toContain(line);
      expect(out.variations.length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe("what the topic names besides its subject", () => {
  it("a story form with its readers ('kids story about ...') is no seed, and variations take an article", () => {
    const out = run({
      category: "Story Ideas",
      topic: "bedtime story about an owl who is afraid of heights",
      tone: "friendly",
      length: "long",
    });
    expect(out.prompt).not.toMatch(/^- bedtime story$/m);
    expect(out.prompt).toMatch(/^- owl\b|^- afraid of heights$/m);
    expect(out.variations.join("\n")).not.toMatch(/about bedtime story|start a novel/);
  });
  it("what a tool does ('a CLI tool that converts ...') is a topic to document, as a gerund", () => {
    const out = run({
      category: "Technical Documentation",
      topic: "README for a Node CLI that converts markdown files to PDF",
    });
    expect(out.prompt).toMatch(/^- converting markdown files to PDF$/m);
  });
  it("setting up a VPN or Wi-Fi is for the people using it, not for developers", () => {
    for (const topic of ["how to connect to the office VPN from home", "setting up Wi-Fi on a new work laptop"]) {
      const out = run({ category: "Technical Documentation", topic });
      expect(out.prompt).not.toMatch(/^Audience: developers/m);
    }
  });
  it("the platform a post goes on is not part of what it says", () => {
    const out = run({ category: "Social Media", topic: "share our new opening hours on facebook" });
    expect(out.prompt).toMatch(/^Platform: Facebook/m);
    expect(out.prompt).not.toMatch(/opening hours on facebook/i);
  });
});
