/**
 * Regression tests for the helper's second session-6 round (issue 11): key points that were fragments or leftovers
 * ("supplier asking", "less", "grandson on his"), a told clause that joins two points or gives its reason, the writer's
 * aside kept in the task, an explanation of a process framed as a how-to, a named image medium stacked with other
 * media, and a product name listed as its own benefit. Each test uses its own requests, written for the class.
 */
import { describe, expect, it } from "vitest";
import { promptBuilderRequest, type PromptBuilderRequest } from "./contract";
import { buildPrompt } from "./prompt-builder.engine";

const run = (req: PromptBuilderRequest) => buildPrompt(promptBuilderRequest.parse(req));
const points = (prompt: string) => [...prompt.matchAll(/^- (.+)$/gm)].map((m) => m[1]!);

describe("what a message tells or asks is whole points", () => {
  it("a told clause after the readers is the point, with its reason as a point of its own", () => {
    const out = run({
      category: "Business Communication",
      topic: "message to tenants telling them the lift is out of service because of a power cut",
    });
    expect(out.prompt).toMatch(/^- the lift is out of service$/m);
    expect(out.prompt).toMatch(/^- the reason: a power cut$/m);
  });
  it("a question asked is the point, and the readers are never glued to the verb ('landlord asking')", () => {
    const out = run({
      category: "Business Communication",
      topic: "email to my landlord asking why the deposit has not been returned yet",
    });
    expect(out.prompt).toMatch(/^- why the deposit has not been returned yet$/m);
    expect(out.prompt).not.toMatch(/^- \S+ asking$/m);
  });
  it("one reader named in the singular is the audience, and the verb of telling never joins a point", () => {
    const out = run({
      category: "Business Communication",
      topic: "pls email to customer saying order 5521 is delayed two weeks, keep it short",
    });
    expect(out.prompt).toMatch(/^Audience: the customer\.$/m);
    expect(out.prompt).toMatch(/^- order 5521 is delayed two weeks$/m);
    expect(out.prompt).not.toMatch(/^- customer saying/m);
    const vendor = run({
      category: "Business Communication",
      topic: "email to a vendor asking when the replacement parts will ship",
    });
    expect(vendor.prompt).toMatch(/^Audience: the vendor\.$/m);
  });
  it("what is said ('saying ... is postponed due to ...') is the point; the tip asks for no reason it already has", () => {
    const out = run({
      category: "Business Communication",
      topic: "email to parents saying sports day on 3 July is postponed due to the heatwave",
    });
    expect(out.prompt).toMatch(/^- sports day on 3 July is postponed$/m);
    expect(out.prompt).not.toMatch(/^- postponed 3 July$/m);
    expect(out.tips.join("\n")).not.toMatch(/a reason/);
  });
  it("two clauses joined by 'and what ...' are two points", () => {
    const out = run({
      category: "Business Communication",
      topic: "tell the staff we are switching payroll provider in June and what it means for payslips",
    });
    expect(out.prompt).toMatch(/^- we are switching payroll provider in June$/m);
    expect(out.prompt).toMatch(/^- what it means for payslips$/m);
  });
  it("the writer's aside after the news is a note for the model, not part of the task or a point", () => {
    const out = run({
      category: "Business Communication",
      topic: "remind the team expense reports are due Monday, people always leave it late",
    });
    expect(out.prompt).toMatch(/^Draft a business email reminding the team that expense reports are due Monday\.$/m);
    expect(out.prompt).toMatch(/^- People always leave it late \(the writer's note\)\.$/m);
    expect(points(out.prompt)).not.toContain("people");
  });
});

describe("an aside or a reason is not read as more news", () => {
  it("an aside whose subject is 'nobody' or 'everyone' leaves the task and gives no fragment", () => {
    const out = run({
      category: "Business Communication",
      topic: "let the drivers know the depot is shut on 2 January, everyone gets the day off",
    });
    expect(out.prompt).toMatch(/^Draft a business email letting the drivers know the depot is shut on 2 January\.$/m);
    expect(points(out.prompt)).not.toContain("everyone gets");
  });
  it("a reason already in the task is no angle for a variation", () => {
    const out = run({
      category: "Social Media",
      topic: "instagram post telling customers the shop opens late on Tuesday because of a stocktake",
    });
    expect(out.variations.join("\n")).not.toMatch(/the reason:/);
  });
});

describe("no fragment is a key point", () => {
  it("a question's comparative is no concept; what its subject does is", () => {
    const out = run({ category: "Academic Research", topic: "why do older drivers crash less than young drivers" });
    expect(points(out.prompt)).not.toContain("less");
    expect(out.prompt).toMatch(/^- crashing less than young drivers$/m);
  });
  it("a note from someone to someone is the piece itself, and no element ends on a possessive", () => {
    const out = run({ category: "Creative Writing", topic: "a note from a father to his daughter on her wedding day" });
    expect(out.prompt).toMatch(/^Write a note from a father to his daughter on her wedding day\.$/m);
    expect(out.prompt).not.toMatch(/short story about a note/);
    expect(out.prompt).not.toMatch(/^- .+ (?:on|his|her)$/m);
  });
});

describe("the form fits what is asked", () => {
  it("documentation of how a process works is an explainer, not a step-by-step how-to", () => {
    const out = run({
      category: "Technical Documentation",
      topic: "explain to new nurses how our shift swap requests work",
    });
    expect(out.prompt).not.toMatch(/how-to guide|Before you start, Steps|one action per step/);
    expect(out.prompt).toMatch(/^Deliverable: a process explainer\.$/m);
    expect(out.variations.join("\n")).not.toMatch(/step-by-step tutorial/);
  });
  it("an image's named medium is kept in its variations and never stacked with another", () => {
    for (const topic of ["a heron at dawn, watercolour style", "Painting of a harbour at night, oil painting style"]) {
      const out = run({ category: "Image Generation", topic, tone: "creative" });
      const line = /^## Prompt\n(.+)$/m.exec(out.prompt)![1]!;
      expect(line).not.toMatch(/^Painting of .*oil painting/i);
      expect(line).not.toMatch(/watercolour style, soft watercolour/i);
      for (const v of out.variations) {
        expect(v).not.toMatch(
          /isometric 3D render|flat vector art|cinematic photograph|watercolour illustration, soft/,
        );
        expect(v).toMatch(/watercolour|oil paint/i);
      }
    }
  });
  it("a product named without benefits is not its own benefit: the model states the benefits it assumes", () => {
    const out = run({ category: "Marketing Copy", topic: "mobile car wash service" });
    expect(out.prompt).not.toMatch(/^- mobile car wash service$/m);
    expect(out.prompt).toMatch(/names no benefits: state the 3 benefits you assume/);
  });
});
