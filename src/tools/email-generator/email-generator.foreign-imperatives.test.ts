import { describe, expect, it } from "vitest";
import { emailFor } from "./email-generator.test-support";

/**
 * Session 13: notes in Spanish, German and French written as an imperative to the tool ("Pide a ...", "Bitte sag
 * ...", "Demande au ...") were pasted into the e-mail ("Le escribo porque pide a la empresa de mudanzas un
 * presupuesto ...", "Ich möchte Sie über Folgendes informieren: Bitte sag meinem Team, dass ...").
 */
const body = (prompt: string, tone: "formal" | "friendly" = "formal", audience: "partner" | "team" = "partner") =>
  emailFor(prompt, { tone, audience, length: "short" }).body;

describe("foreign notes written as an imperative to the tool", () => {
  it.each([
    [
      "Pide a la empresa de mudanzas un presupuesto para mudar un piso de dos habitaciones de Madrid a Valencia el 15 de marzo.",
      "Le escribo para pedirle un presupuesto para mudar un piso de dos habitaciones de Madrid a Valencia el 15 de marzo.",
      /\bpide\b/i,
    ],
    [
      "Pide al proveedor un descuento del 10 % en el próximo pedido.",
      "Le escribo para pedirle un descuento del 10 % en el próximo pedido.",
      /\bpide\b/i,
    ],
    [
      "Bitte frag Herrn Müller, ob er am Freitag Zeit für ein kurzes Gespräch hat.",
      "Könnten Sie mir bitte sagen, ob Sie am Freitag Zeit für ein kurzes Gespräch haben?",
      /\bfrag\b/i,
    ],
    [
      "Demande au fournisseur un devis pour 200 chaises livrées avant le 3 juin.",
      "Je me permets de vous demander un devis pour 200 chaises livrées avant le 3 juin.",
      /demande au/i,
    ],
    [
      "Demandez aux clients leur avis sur la nouvelle carte.",
      "Je me permets de vous demander votre avis sur la nouvelle carte.",
      /demandez|leur avis/i,
    ],
  ])("%s", (prompt, sentence, order) => {
    const text = body(prompt);
    expect(text).toContain(sentence);
    expect(text).not.toMatch(order);
  });

  it("reads 'Bitte sag meinem Team, dass ...' as news for the team", () => {
    const text = body(
      "Bitte sag meinem Team, dass das Meeting am Donnerstag auf 15 Uhr verschoben wird. Raum 2.04 bleibt gleich.",
      "friendly",
      "team",
    );
    expect(text).toMatch(/^Hallo zusammen,/);
    expect(text).toContain("dass das Meeting am Donnerstag auf 15 Uhr verschoben wird.");
    expect(text).not.toMatch(/\bsag\b/i);
  });

  it("keeps the orders it read before (the infinitive and the canonical order)", () => {
    expect(body("Pedir a la empresa de mudanzas un presupuesto para la mudanza.")).toContain(
      "Le escribo para pedirle un presupuesto para la mudanza.",
    );
    expect(body("Dis à mon collègue Paul que la réunion de lundi est annulée.", "friendly")).toContain(
      "la réunion de lundi est annulée.",
    );
  });
});
