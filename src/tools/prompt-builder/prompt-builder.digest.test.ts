import { describe, expect, it } from "vitest";
import type { PromptCategory } from "./contract";
import { buildPrompt } from "./prompt-builder.engine";
import { figuresOf, keyPointsOf } from "./prompt-builder.phrases";

const build = (category: PromptCategory, topic: string) =>
  buildPrompt({ category, topic, tone: "friendly", length: "short", additional_context: null, keywords: null });

/** Topic insertion found on held-out topics (issue 11). */
describe("prompt builder: topics opened by a gerund or a clause, definite topics, platforms", () => {
  it("reads 'announcing the office will close early' as a verb phrase whose object is a clause", () => {
    const { prompt } = build("Business Communication", "announcing the office will close early on Christmas Eve");
    expect(prompt).toContain("Draft a short email announcing that the office will close early on Christmas Eve.");
    expect(prompt).not.toMatch(/about announcing|understands the office/);
  });

  it("gives a verb of telling with a clause 'that' ('telling clients that the price is going up')", () => {
    const { prompt } = build("Business Communication", "tell clients the price is going up in May");
    expect(prompt).toMatch(/telling clients that the price is going up in May/);
  });

  it("never makes a bare possessive a key point ('our first year' is one phrase)", () => {
    const points = keyPointsOf("sharing our first year in business", "", [], 5);
    expect(points).not.toContain("our");
    expect(points).toContain("first year");
  });

  it("puts 'the' before a bare 'effects of ...' topic", () => {
    const { prompt } = build("Academic Research", "effects of screen time on toddlers' sleep");
    expect(prompt).toMatch(/about the effects of screen time/);
  });

  it("writes a shop's or a café's post for Instagram when no platform is named", () => {
    expect(build("Social Media", "our café now serves breakfast all day").prompt).toMatch(
      /Platform: not named; write for Instagram/,
    );
    expect(build("Social Media", "lessons from hiring our first ten engineers").prompt).toMatch(
      /Platform: not named; write for LinkedIn/,
    );
  });

  it("keeps a time or price range as one figure ('10am-1pm', never '10am' and '1pm')", () => {
    expect(figuresOf("Saturdays 10am-1pm, £45 including clay.")).toContain("Saturdays 10am-1pm");
    expect(figuresOf("Tickets cost £20–£30.")).toContain("£20–£30");
    const { prompt } = buildPrompt({
      category: "Marketing Copy",
      topic: "a weekend pottery class for beginners",
      tone: "friendly",
      length: "medium",
      additional_context: "Sundays 9am-12pm, £40 per person.",
      keywords: null,
    });
    expect(prompt).not.toMatch(/^- 12pm$/m);
    expect(prompt).toMatch(/9am-12pm/);
  });
});
