import { describe, expect, it } from "vitest";
import { generateCoverLetters } from "./cover-letter-generator.engine";
import { coverLetterRequest } from "./contract";

describe("a Spanish resume written in the first person", () => {
  const input = coverLetterRequest.parse({
    resume:
      "Lucía Fernández\nProfesora de inglés, Colegio San José, Valencia (2016-2024)\n" +
      "- Preparé a 120 alumnos para el examen Cambridge B2 con un 92% de aprobados\n" +
      "- Coordiné el programa de intercambio con Irlanda\nGrado en Filología Inglesa, Universidad de Valencia",
    jobTitle: "Coordinadora de formación",
    jobDescription:
      "Buscamos una coordinadora de formación para diseñar cursos de idiomas para empresas, gestionar a un equipo de 8 profesores y medir resultados.",
    companyName: "Idiomas Plus",
    tone: "formal",
  });

  it("cites its results instead of leaving placeholders in the Traditional and Achievement letters", () => {
    const [traditional, achievement] = generateCoverLetters(input).coverLetters;
    for (const letter of [traditional!, achievement!]) {
      expect(letter.content).toContain("Preparé a 120 alumnos para el examen Cambridge B2 con un 92% de aprobados.");
      expect(letter.content).not.toMatch(/\[Describa|\[Añada un segundo logro/);
    }
  });
});
