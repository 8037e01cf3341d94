/**
 * Regression rows from the 2026-11-26 (session 2) cold reads: [prompt, options, said[], never]. "Subject: ..." is the
 * whole subject line; any other entry is said in the body; nothing is said that `never` matches.
 */
import { describe, expect, it } from "vitest";
import { emailFor } from "./email-generator.test-support";

describe("email generator: session 2 cold-read classes", () => {
  it.each([
    // a pair introduction says who each person is, from the parenthesis, with its verb phrases as clauses
    [
      "introduce Maya Chen (UX lead at our company, did the checkout redesign) to Tom Ruiz (founder of Parcelly, looking for help with onboarding flow). suggest they grab coffee",
      { purpose: "introduction", tone: "friendly", audience: "partner" },
      [
        "Hi Maya and Tom,",
        "Maya Chen is a UX lead at our company and did the checkout redesign.",
        "Tom Ruiz is a founder of Parcelly and is looking for help with onboarding flow.",
        "you could grab coffee",
      ],
      /propose you|\(looking/,
    ],
    // a one-word first name before its description is a person; why they should talk is said to both
    [
      "introduce Ana (our new CFO) to Raj (head of finance at Kova) so they can discuss the audit",
      { purpose: "introduction" },
      [
        "Hello Ana and Raj,",
        "Ana is our new CFO",
        "Raj is the head of finance at Kova",
        "so you can discuss the audit",
      ],
      /They can discuss|great hands/,
    ],
  ] as const)("%s", (prompt, options, said, never) => {
    const { subject, body } = emailFor(prompt, options);
    for (const s of said) {
      if (s.startsWith("Subject: ")) expect(subject).toBe(s.slice("Subject: ".length));
      else expect(body).toContain(s);
    }
    expect(`${subject}\n${body}`).not.toMatch(never);
  });
});
