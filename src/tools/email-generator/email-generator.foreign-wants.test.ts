import { describe, expect, it } from "vitest";
import { emailFor } from "./email-generator.test-support";

/**
 * Session 13: foreign notes that wrap the order in the writer's need or ask the tool ("Necesito decirle a mi casero
 * que ...", "Kannst du dem Kunden schreiben, dass ...?", "Je dois prévenir mon manager que ..."), French thanks in the
 * infinitive, plural groups after "aux", short French notes read as English, and German verbs said to the reader.
 */
const email = (prompt: string, tone: "formal" | "friendly" = "formal", audience: "partner" | "team" = "partner") =>
  emailFor(prompt, { tone, audience, length: "short" });

describe("an order wrapped in a need or a request to the tool", () => {
  it.each([
    [
      "Necesito decirle a mi casero que la lavadora está rota desde el domingo.",
      "Le escribo para informarle de que la lavadora está rota desde el domingo.",
      /necesito|diciendo/i,
    ],
    [
      "Quiero agradecer a todo el equipo por el esfuerzo en el lanzamiento del viernes.",
      "Quería darles las gracias por el esfuerzo en el lanzamiento del viernes.",
      /quiero|agradeciendo/i,
    ],
    [
      "Kannst du dem Kunden schreiben, dass die Lieferung sich um eine Woche verzögert?",
      "Ich möchte Ihnen mitteilen, dass die Lieferung sich um eine Woche verzögert.",
      /kannst/i,
    ],
    [
      "Ich muss meinem Chef sagen, dass ich am Freitag früher gehen muss.",
      "Ich möchte Ihnen mitteilen, dass ich am Freitag früher gehen muss.",
      /ich muss meinem/i,
    ],
    [
      "Je dois prévenir mon manager que je serai en retard demain matin à cause d'un rendez-vous médical.",
      "Je vous informe que je serai en retard demain matin à cause d'un rendez-vous médical.",
      /je dois|prévenir/i,
    ],
  ])("%s", (prompt, sentence, wrapper) => {
    const { body } = email(prompt);
    expect(body).toContain(sentence);
    expect(body).not.toMatch(wrapper);
  });

  it("keeps a need that is the writer's own words ('Necesito dos días libres')", () => {
    expect(email("Necesito dos días libres la próxima semana.").body).toMatch(/dos días libres/);
  });

  it("reads 'Decirle a mi casero que la ...' with the reader 'mi casero', not 'mi casero que'", () => {
    expect(email("Decirle a mi casero que la lavadora está rota.").body).not.toMatch(/que diciendo|diciendo/);
  });
});

describe("French thanks and groups", () => {
  it.each([
    [
      "Remercier les bénévoles pour la collecte de samedi.",
      "Bonjour à tous,",
      "Je tenais à vous remercier pour la collecte de samedi.",
    ],
    ["Remercier Mme Roux pour sa patience.", "Bonjour Mme Roux,", "Je tenais à vous remercier pour votre patience."],
    [
      "Écris un e-mail aux clients pour leur dire que la boutique sera fermée lundi.",
      "Bonjour à tous,",
      "Je vous informe que la boutique sera fermée lundi.",
    ],
  ])("%s", (prompt, greeting, sentence) => {
    const { body } = email(prompt);
    expect(body.startsWith(greeting)).toBe(true);
    expect(body).toContain(sentence);
  });
});

describe("German verbs said to the reader", () => {
  it.each([
    ["Frag Jonas, ob er morgen kommt.", "friendly", "ob du morgen kommst?"],
    ["Frag Lena, ob sie am Wochenende arbeitet.", "friendly", "ob du am Wochenende arbeitest?"],
    [
      "Bitte frag Herrn Weber, ob er die Rechnung bis Freitag schickt.",
      "formal",
      "ob Sie die Rechnung bis Freitag schicken?",
    ],
    ["Frag Herrn Kaya, ob er nächste Woche nach Berlin fährt.", "formal", "ob Sie nächste Woche nach Berlin fahren?"],
  ] as const)("%s", (prompt, tone, clause) => {
    expect(email(prompt, tone).body).toContain(clause);
  });
});

describe("a German news e-mail's subject is a headline", () => {
  it.each([
    [
      "Bitte sag meinem Team, dass das Meeting am Donnerstag auf 15 Uhr verschoben wird.",
      "Information: Meeting am Donnerstag auf 15 Uhr verschoben",
    ],
    ["Sag dem Vermieter, dass die Heizung seit Montag kaputt ist.", "Information: Heizung seit Montag kaputt"],
    [
      "Kannst du dem Kunden schreiben, dass die Lieferung sich um eine Woche verzögert?",
      "Information: Lieferung verzögert sich um eine Woche",
    ],
    // (A clause with no noun subject keeps its topic noun.)
    ["Ich muss meinem Chef sagen, dass ich am Freitag früher gehen muss.", "Information: Freitag"],
  ])("%s", (prompt, subject) => {
    expect(email(prompt).subject).toBe(subject);
  });
});
