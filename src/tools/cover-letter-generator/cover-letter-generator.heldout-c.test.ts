/** Regression tests for the defect classes found by reading held-out set C cold (grades in docs/tools/cover-letter-generator.md). */
import { describe, expect, it } from "vitest";
import { generateCoverLetters } from "./cover-letter-generator.engine";
import { run, text } from "./cover-letter-generator.test-support";

describe("cover letter engine: defect classes from held-out set C", () => {
  it("matches and names a credential the ad and the resume both name, even one the lexicon does not know", () => {
    const r = run(
      "Sean O'Brien\nQualified Electrician (18th Edition, NVQ Level 3)\nSelf-employed, 2016–present: domestic rewires",
      "Requirements: NVQ Level 3 electrical, 18th Edition, PLC fault finding.",
    );
    expect(r.keySkillsMatched).toEqual(expect.arrayContaining(["NVQ Level 3", "18th Edition"]));
    expect(text(r)).toMatch(/NVQ Level 3 and 18th Edition/);
    expect(r.keySkillsMatched).not.toContain("PLC");
    // A part of a longer token is no credential ("ATT" of "ATT&CK"); "ACA/ACCA" is either.
    expect(
      run("Helen Clarke ACA\nFinancial Controller, Brewdog, 2022–present", "ACA/ACCA qualified.").keySkillsMatched,
    ).toContain("ACA");
  });

  it("does not turn a role or a credential at the start of a line into a verb", () => {
    const letters = text(
      run(
        "Daniel Kowalski\nICU Registered Nurse, St Mary's Hospital, 2018-present\n- Charge nurse 2 shifts a week\n- Care Certificate, NVQ Level 2 Health and Social Care\n- Qualified Electrician (18th Edition)",
        "ICU nurse wanted.",
      ),
    );
    expect(letters).not.toMatch(/\bI (?:charge nurse|care Certificate|qualified Electrician)\b/);
  });

  it("writes 'putting customers first' once, and no current role for a former one or a career break", () => {
    expect(
      text(
        run(
          "Jake Thompson\nAccount Executive, Salesforce, 2019-present\n- Closed $1.8M in new business",
          "Our values: put customers first, integrity always, think big.",
        ),
      ),
    ).not.toMatch(/putting put/);
    expect(
      text(
        run(
          "Priya Nair\nFormer secondary school English teacher (6 years)\nSkills: Figma, user interviews",
          "Junior UX Designer. Figma.",
        ),
      ),
    ).not.toMatch(/working as a former|work as a former/i);
    expect(
      text(
        run(
          "Sarah Lopez\nOffice Administrator, Greenway Dental, 2012–2018\n- Managed appointment book for 3 dentists\nCareer break 2018–2024 (raising my children), volunteer treasurer for the PTA",
          "Practice Administrator.",
        ),
      ),
    ).not.toMatch(/At Career break/);
  });

  it("reads 'N years.' before an employer as a note, and a credential list as credentials (set D)", () => {
    const letters = text(
      run(
        "Gary Mills\nHGV Class 1 driver, 12 years. Eddie Stobart 2015-2024, Tesco Distribution 2012-2015.\nClean licence, CPC, ADR tanks. Never missed a delivery window.",
        "Class 1 (C+E) Driver. Valid Driver CPC, digital tacho card. ADR an advantage.",
      ),
    );
    expect(letters).not.toMatch(/12 years\. Eddie|I clean licence/);
    expect(letters).toMatch(/I hold Driver CPC and ADR certifications/);
  });

  it("elides French 'de' before a vowel", () => {
    const r = generateCoverLetters({
      resume: "Lucas Bernard\nVendeur, Decathlon Bordeaux (2021 - aujourd'hui)\n- Conseil client au rayon running",
      jobTitle: "Responsable de rayon",
      companyName: "Intersport",
      jobDescription:
        "Intersport recherche un Responsable de rayon (H/F) à Mérignac. Missions : animer une équipe de 5 vendeurs.",
      skills: "",
      experience: "",
      tone: "enthusiastic",
    });
    expect(text(r)).toContain("l'équipe d'Intersport");
    expect(text(r)).not.toMatch(/de Intersport/);
  });
});
