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
    // a Spanish order in the infinitive ("escribir a la señora X para ...") names a person, and is never pasted
    [
      "escribir a la señora Ortiz para confirmar la reunión del jueves a las 10 en la oficina de Valencia",
      { tone: "formal", length: "short" },
      ["Estimada señora Ortiz:", "Le escribo para confirmar la reunión del jueves a las 10 en la oficina de Valencia."],
      /escribir a|equipo de/,
    ],
    [
      "decirle a mi jefe Andrés que mañana llego a las 11 porque tengo médico",
      { tone: "friendly", audience: "manager", length: "short" },
      ["Andrés", "mañana llego a las 11 porque tengo médico"],
      /decirle a/,
    ],
    // a German order in the infinitive ("Herrn X mitteilen, dass ...", "um Verständnis bitten") is read, not pasted
    [
      "Bitte Herrn Becker mitteilen, dass die Lieferung erst am 5. Mai kommt, und um Verständnis bitten",
      { tone: "formal", length: "short" },
      [
        "Guten Tag Herr Becker,",
        "Ich möchte Ihnen mitteilen, dass die Lieferung erst am 5. Mai kommt.",
        "Ich möchte Sie um Verständnis bitten.",
      ],
      /mitteilen, dass die Lieferung erst am 5\. Mai kommt\. Um|Bitte Herrn/,
    ],
    [
      "Frau Klein fragen, ob sie die Rechnung nochmal schicken kann",
      { tone: "formal", length: "short" },
      ["Guten Tag Frau Klein,", "ob Sie die Rechnung nochmal schicken können"],
      /Frau Klein fragen/,
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
