import { describe, expect, it } from "vitest";
import { generateCoverLetters } from "./cover-letter-generator.engine";

/**
 * Session 13: a Spanish letter left out the years typed in the experience field and a resume line written in the
 * first person once the resume had a work phrase ("Formé a 5 enfermeras nuevas").
 */
const input = {
  resume:
    "Lucía Fernández\nEnfermera, Hospital La Paz, 2018-2024\n- Atención a 12 pacientes por turno en la unidad de cardiología\n- Formé a 5 enfermeras nuevas\nTítulo de Grado en Enfermería",
  jobTitle: "Enfermera de quirófano",
  jobDescription:
    "Buscamos enfermera para quirófano con experiencia hospitalaria de al menos 3 años. Se valorará formación en instrumentación quirúrgica.",
  companyName: "Clínica Dental Sonrisa",
  skills: "",
  experience: "6 años",
  tone: "professional" as const,
};

describe("a Spanish letter says the applicant's years and first-person results", () => {
  it("takes the years from the experience field when the resume does not state them", () => {
    const [traditional] = generateCoverLetters(input).coverLetters;
    expect(traditional!.content).toContain("Cuento con 6 años de experiencia en el sector.");
  });

  it("cites a first-person resume line after the work phrases", () => {
    const [traditional] = generateCoverLetters(input).coverLetters;
    expect(traditional!.content).toContain(
      "atención a 12 pacientes por turno en la unidad de cardiología. Formé a 5 enfermeras nuevas.",
    );
  });

  it("states no years when neither the resume nor the field gives them", () => {
    const [traditional] = generateCoverLetters({ ...input, experience: "" }).coverLetters;
    expect(traditional!.content).not.toMatch(/años de experiencia/);
  });
});
