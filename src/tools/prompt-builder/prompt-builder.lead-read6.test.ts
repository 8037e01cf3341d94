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
