/** Regression tests for the defect classes found by reading held-out set H cold (grades in docs/tools/cover-letter-generator.md). */
import { describe, expect, it } from "vitest";
import { run, text } from "./cover-letter-generator.test-support";
import { firstPerson } from "./first-person";
import { readResume } from "./resume-reader";

describe("cover letter engine: defect classes from held-out set H (after set G's fixes)", () => {
  it("signs without trailing credentials (a school subject read as no licence: cover-letter-generator.heldout-cases.json)", () => {
    expect(readResume("Sophie Turner ACA\nFinancial Accountant, KPMG Audit (2016-2021)").name).toBe("Sophie Turner");
  });

  it("keeps a result that names LinkedIn, and no headline or bootcamp line as a statement", () => {
    const laura = readResume(
      "Laura Chen\nMarketing Manager | B2B SaaS\nMarketing Manager, Pipedrive, Jan 2021 - Present\nManaged a £400k paid media budget across LinkedIn and Google Ads.",
    );
    expect(laura.achievements.map((a) => a.fp.sentence)).toEqual([
      "I managed a £400k paid media budget across LinkedIn and Google Ads.",
    ]);
    const kemi = readResume(
      "Kemi Adeyemi - junior software developer. JavaScript, React. Built a booking app used by 200 members. Makers Academy bootcamp, 2024.",
    );
    expect(kemi.achievements.map((a) => a.fp.sentence).join(" ")).not.toMatch(/bootcamp/i);
  });
});

describe("cover letter engine: defect classes from held-out set I (JSON, cover-letter-generator.heldout-i.json)", () => {
  it("holds no credential made of a word of a known skill ('REST certification', 'OSHA 30 and OSHA')", () => {
    const dev = text(
      run("Sam Okafor\nSkills: React, REST APIs, Git", "Junior Frontend Developer. You will work with our REST API."),
    );
    expect(dev).not.toMatch(/REST certification/);
    const sparky = text(
      run(
        "Travis Hammond\nJourneyman Electrician\nTraining: OSHA 30",
        "Journeyman Electrician. OSHA 10 or 30 required.",
      ),
    );
    expect(sparky).not.toMatch(/OSHA 30 and OSHA|OSHA certification/);
    // "OSHA 10 or 30": the resume's OSHA 30 answers it.
    expect(
      run(
        "Travis Hammond\nJourneyman Electrician\nTraining: OSHA 30",
        "Journeyman Electrician. OSHA 10 or 30 required.",
      ).suggestedImprovements.join(" "),
    ).not.toMatch(/OSHA 10/);
  });

  it.each([
    ["Care for 5-6 patients per shift on a 32-bed med-surg unit", /^I care for 5.6 patients per shift/],
    ["Charge nurse on night shift twice a week since 2022", /^I have served as charge nurse on night shift/],
    ["Member of the unit's falls-prevention committee", /^I am a member of the unit's/],
    [
      "RecipeBox (React, TypeScript, Firebase) - a recipe-sharing app with 200+ users",
      /^I built RecipeBox, a recipe-sharing app with 200\+ users, using React, TypeScript, and Firebase\.$/,
    ],
  ])("says a resume line as a sentence: %s", (line, expected) => {
    expect(firstPerson(line, true)?.sentence ?? "").toMatch(expected);
  });

  it("keeps a safety record whose span is in years ('Zero recordable safety incidents in 5 years')", () => {
    const r = readResume(
      "Travis Hammond\nElectrician, Sooner Electric (2019-present)\n- Zero recordable safety incidents in 5 years",
    );
    expect(r.achievements.map((a) => a.fp.sentence).join(" ")).toMatch(/zero recordable safety incidents/i);
  });

  it("pairs a value with a statement that shows it, and agrees with a plural value", () => {
    const culture = run(
      "Jordan Ellis\n4th Grade Teacher, Cedar Park Elementary (2020-present)\n- Teach a class of 27 students, including 5 English language learners\n- Started a weekly family math night attended by 30+ families",
      "5th Grade Teacher. We are a school that values strong family partnerships.",
      { tone: "enthusiastic" },
    ).coverLetters[2]!.content;
    expect(culture).toMatch(/family partnerships[^.]*family math night/i);
    expect(culture).not.toMatch(/partnerships (?:is|matters)\b/);
  });

  it("counts no requirement as missing from a data warehouse, a profession in passing, or order picking", () => {
    const improvements = (resume: string, ad: string) => run(resume, ad).suggestedImprovements.join(" ");
    expect(
      improvements("Priya Raman\n- Wrote SQL", "Data Analyst. Write SQL against our Snowflake warehouse."),
    ).not.toMatch(/warehouse operations/);
    expect(
      improvements(
        "Dana Whitfield\nOrder Picker, FastShip (2021-present)\n- Picked and packed 180 orders per shift",
        "Warehouse Associate. 1+ year of warehouse experience required.",
      ),
    ).not.toMatch(/warehouse/i);
    expect(
      improvements(
        "Michael Reyes\n- Ran 8 user interviews",
        "UX Researcher. Share findings with designers and product managers.",
      ),
    ).not.toMatch(/product management/);
  });
});
