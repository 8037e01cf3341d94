/** Regression tests for the defect classes found by reading held-out set H cold (after set G's fixes; grades in docs/tools/email-generator.md). */
import { describe, expect, it } from "vitest";
import { emailFor } from "./email-generator.test-support";
import { writesAsCustomer } from "./email-generator.read";

const run = emailFor;

describe("email engine: defect classes from held-out set H", () => {
  it("knows a customer by a flight, an order number or a missing refund, and says what they did with a subject", () => {
    expect(writesAsCustomer("my flight BA2490 was cancelled and I never got the £210 refund they promised")).toBe(true);
    expect(writesAsCustomer("ordered a blue sofa from HomeNest (order 55120), they delivered a grey one")).toBe(true);
    const sofa = run(
      "ordered a blue sofa from HomeNest (order 55120), they delivered a grey one. want them to collect it and send the right one",
      { audience: "customer" },
    );
    expect(sofa.body).toContain("I ordered a blue sofa from you (order 55120), and you delivered a grey one.");
    expect(sofa.subject).toBe("Wrong item delivered: order 55120");
    expect(
      run(
        "my flight BA2490 on 2 May was cancelled and I never got the £210 refund they promised. ask British Airways to pay it within 14 days",
        { tone: "formal", audience: "customer" },
      ).subject,
    ).toBe("Refund request: flight BA2490");
  });

  it("reads a time-led piece of news and a 'please ...' to the team as such", () => {
    const { subject, body } = run(
      "long email to the team: from 1 March Jo is our new head of support, Ravi moves to the product team, and please send Jo your open escalations by Friday",
      { audience: "team", length: "long" },
    );
    expect(body).not.toMatch(/writing about from|I am sending you Jo/);
    expect(body).toContain("from 1 March, Jo is our new head of support");
    expect(body).toContain("Please send Jo your open escalations by Friday.");
    expect(subject).toBe("Jo is our new head of support from 1 March");
  });

  it("drops a Spanish or French order that names the reader's title or only says what the email is for", () => {
    const es = run(
      "Escribe al doctor Martínez para cambiar mi cita del jueves 12 al lunes 16 por un viaje de trabajo.",
      { tone: "formal", length: "short" },
    );
    expect(es.body.split("\n")[0]).toBe("Estimado doctor Martínez:");
    expect(es.body).toContain("Le escribo para cambiar mi cita del jueves 12 al lunes 16");
    expect(es.body).not.toMatch(/porque doctor/);
    const fr = run(
      "Écris à la banque pour contester un prélèvement de 59 euros du 3 mars que je n'ai pas autorisé et demander le remboursement.",
      { tone: "formal", audience: "customer" },
    );
    expect(fr.body).toContain("Je vous écris pour contester un prélèvement de 59 euros");
    expect(fr.body).not.toMatch(/car pour/);
  });
});
