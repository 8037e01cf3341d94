import { expect } from "vitest";
import type { EmailTemplateInput } from "./contract";
import { generateEmail } from "./email-generator.engine";

/** The engine's e-mail for a prompt with the form's defaults (business, professional, client, medium) overridden. */
export const emailFor = (prompt: string, options: Partial<EmailTemplateInput> = {}) =>
  generateEmail({
    prompt,
    purpose: "business",
    tone: "professional",
    audience: "client",
    length: "medium",
    ...options,
  });

/** A regression-table row: the prompt, the form's options, what the e-mail says, and what it never says. */
export type Row = [string, Partial<EmailTemplateInput>, string[], RegExp];

/**
 * A regression-table row: "Subject: ..." is the whole subject line; any other entry of `said` is said in the body;
 * nothing is said that `never` matches.
 */
export function expectRow(
  prompt: string,
  options: Partial<EmailTemplateInput>,
  said: readonly string[],
  never: RegExp,
): void {
  const { subject, body } = emailFor(prompt, options);
  for (const s of said) {
    if (s.startsWith("Subject: ")) expect(subject).toBe(s.slice("Subject: ".length));
    else expect(body).toContain(s);
  }
  expect(`${subject}\n${body}`).not.toMatch(never);
}
