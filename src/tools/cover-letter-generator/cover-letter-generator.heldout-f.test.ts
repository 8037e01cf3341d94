/** Regression tests for the defect classes found by reading held-out set F cold (grades in docs/tools/cover-letter-generator.md). */
import { describe, expect, it } from "vitest";
import { run, text } from "./cover-letter-generator.test-support";
import { firstPerson } from "./first-person";
import { readResume } from "./resume-reader";

describe("cover letter engine: defect classes from held-out set F", () => {
  it("cites no education or society line as a list of work", () => {
    expect(firstPerson("Treasurer, Maths Society")?.sentence ?? "").not.toMatch(/includes treasurer, and/);
    expect(firstPerson("BSc Mathematics, University of Leeds, 2025 (First)")?.sentence ?? "").not.toMatch(
      /My experience includes BSc/,
    );
  });

  it("keeps a record with 'never' whole, in the letter and in the highlight", () => {
    const r = readResume(
      "Joanna Kowalska\ncleaner - Sparkle Office Services - 2019 to present\nnever missed a shift in 2 years",
    );
    const record = r.achievements.find((a) => /missed/.test(a.source));
    expect(record?.fp.sentence).toBe("I never missed a shift in 2 years.");
    expect(record?.fp.highlight).toMatch(/^Never missed/);
  });

  it("pairs people the employer cares about as caring for them, and reads 'properly, every time' as one value", () => {
    const culture = run(
      "Hannah Brooks\nVeterinary Nurse, Riverside Vets, 2018–present\n- Mentored 2 student vet nurses through their qualification",
      "Head Veterinary Nurse. We care about our patients, our clients and each other.",
      { tone: "balanced" },
    ).coverLetters[2]!.content;
    expect(culture).not.toMatch(/Your patients is/);
    expect(culture).toContain("Caring for your patients");
    const cleaner = text(
      run(
        "Joanna Kowalska\ncleaner - Sparkle - 2019 to present\ntrained 3 new cleaners",
        "We believe in doing the job properly, every time.",
      ),
    );
    expect(cleaner).not.toMatch(/and every time/);
  });

  it("reads the years and the job of a prose resume that opens with 'For the last 4 years I've been ...'", () => {
    const r = readResume(
      "Daniel Murphy\nI've worked in kitchens since I was 17. For the last 4 years I've been sous chef at The Fig Tree in Bristol, a 70-cover restaurant.",
    );
    expect(r.years?.sentence).toBe("I have worked as a sous chef at The Fig Tree in Bristol for 4 years.");
  });

  it("states no years from an age span, names a French job title, cites results and no degree as a tool", () => {
    const de = run(
      "Lena Hoffmann\nErzieherin, Kita Sonnenschein, Hamburg (2016–heute)\n- Betreuung einer Gruppe von 20 Kindern im Alter von 3 bis 6 Jahren",
      "Wir suchen eine Kita-Leitung (m/w/d) für unsere Kita in Hamburg-Altona. Ihre Aufgaben: Leitung eines Teams.",
      { jobTitle: "Kita-Leitung", companyName: "Elbkinder" },
    );
    expect(text(de)).not.toMatch(/6 Jahre Berufserfahrung/);
    expect(text(de)).toContain("Derzeit arbeite ich als Erzieherin bei Kita Sonnenschein.");
    const fr = run(
      "Thomas Dubois\nCommercial terrain — Bonduelle, Nantes (2019–aujourd'hui)\n- Hausse du chiffre d'affaires de 18 % en 2023",
      "Lactalis recrute un Chef de secteur. Missions : développer les ventes. Profil : 3 ans d'expérience commerciale.",
      { jobTitle: "Chef de secteur", companyName: "Lactalis" },
    );
    expect(text(fr)).toContain("le poste de commercial terrain chez Bonduelle");
    expect(fr.coverLetters[1]!.content).toContain("• Hausse du chiffre d'affaires de 18 % en 2023.");
    const es = run(
      "Javier Ruiz\nContable — Grupo Inditex (2017–actualidad)\n- Implantación de SAP S/4HANA en el departamento\nGrado en ADE, Universidad de Santiago",
      "Estrella Galicia busca un/a Responsable de Contabilidad. Requisitos: grado en ADE o Economía, conocimientos de SAP.",
      { jobTitle: "Responsable de Contabilidad", companyName: "Estrella Galicia" },
    );
    expect(text(es)).not.toMatch(/experiencia con[^.]*ADE|SAP S 4HANA/);
  });

  it("opens Culture-Fit on how the ad describes its own work ('Our food is local, seasonal and simple.')", () => {
    const culture = run(
      "Daniel Murphy\nSous Chef, The Fig Tree, 2021-present\n- Brought our food cost down from 34% to 29% last year",
      "Head Chef. You'll lead a brigade of 10. Our food is local, seasonal and simple.",
      { tone: "balanced" },
    ).coverLetters[2]!.content;
    expect(culture).toContain("Your description of your food as local, seasonal and simple");
    expect(culture).not.toContain("[Add a sentence");
  });
});
