/**
 * Regression tests for the defect classes found by reading held-out sets G and H cold: each case's prompt with its
 * options, and what the body and subject must (not) say; and prompts that do or do not write as the customer
 * (email-generator.heldout-cases.json). Sets G and H also run through the shared checks of
 * email-generator.heldout.test.ts.
 */
import { describe, expect, it } from "vitest";
import { expectText, type TextExpectation } from "../../../tests/helpers/text-expectations";
import type { EmailTemplateInput } from "./contract";
import HELDOUT_CASES from "./email-generator.heldout-cases.json" with { type: "json" };
import { writesAsCustomer } from "./email-generator.read";
import { emailFor } from "./email-generator.test-support";

interface HeldOutCase {
  title: string;
  prompt: string;
  options?: Partial<EmailTemplateInput>;
  body?: TextExpectation & { firstLine?: string };
  subject?: TextExpectation & { is?: string };
}
const sets = HELDOUT_CASES.sets as {
  set: string;
  asCustomer: string[];
  notAsCustomer: string[];
  cases: HeldOutCase[];
}[];

describe.each(sets.map((s) => [s.set, s] as const))("%s (held-out cases)", (_, set) => {
  it("knows when the writer is the customer", () => {
    expect(set.asCustomer.length).toBeGreaterThan(0);
    for (const prompt of set.asCustomer) expect(writesAsCustomer(prompt), prompt).toBe(true);
    for (const prompt of set.notAsCustomer) expect(writesAsCustomer(prompt), prompt).toBe(false);
  });

  it.each(set.cases.map((c) => [c.title, c] as const))("%s", (_title, c) => {
    const { subject, body } = emailFor(c.prompt, c.options);
    if (c.body?.firstLine !== undefined) expect(body.split("\n")[0]).toBe(c.body.firstLine);
    expectText(body, c.body, "body");
    if (c.subject?.is !== undefined) expect(subject).toBe(c.subject.is);
    expectText(subject, c.subject, "subject");
  });
});
