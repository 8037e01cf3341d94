/** Session 11 rows: the defect classes found on helper set 1 and the lead's reading (each failed on main). */
import { describe, expect, it } from "vitest";
import { letters, run, text } from "./cover-letter-generator.test-support";

describe("cover letters: results said by a participle (session 11)", () => {
  it("'Introduced cycle counts, raising stock accuracy from 94% to 99%' is cited whole, never 'I raised our raising'", () => {
    const all = letters(
      "Dean Walsh\nStock Controller, Hartley Foods, 2019 - present\n- Introduced weekly cycle counts, raising stock " +
        "accuracy from 94% to 99.2%\n- Manage 3 goods-in staff",
      "Inventory Controller. Run cycle counts and keep stock accurate. Lead a small team.",
    );
    expect(all).toContain("introduced weekly cycle counts, raising stock accuracy from 94% to 99.2%");
    expect(all).not.toMatch(/raised our raising|raised our increasing/);
  });

  it("'..., bringing waiting times down from 9 to 4 weeks' keeps its verb, never 'with the bringing' or 'cut bringing'", () => {
    const all = letters(
      "Nia Evans\nReferrals Coordinator, Cardiff Physio Ltd, 2021 - present\n- Cleared a backlog of 300 referrals, " +
        "bringing waiting times down from 9 to 4\n- Book 60 appointments a day",
      "Patient Coordinator. Manage referrals and book appointments.",
    );
    expect(all).toContain("cleared a backlog of 300 referrals, bringing waiting times down from 9 to 4");
    expect(all).not.toMatch(/with the bringing|cut bringing/);
  });

  it("a result clause after a rebuild ('increasing sign-ups from 12% to 30%') is no measure ('I raised our increasing')", () => {
    const r = run(
      "Ava Lind\nUX Designer, Brightpath, 2020 - 2024\n- Rebuilt the checkout, increasing conversion from 12% to 30%",
      "Product Designer. Improve our checkout and onboarding.",
    );
    expect(text(r)).toContain("rebuilt the checkout, increasing conversion from 12% to 30%");
    expect(r.coverLetters.flatMap((l) => l.highlights).join(" | ")).not.toMatch(/Raised our increasing/);
  });
});

describe("cover letters: fixed pairs stay one skill (session 11)", () => {
  const resume =
    "Kerry Bell\nShift Manager, Coastline Logistics, 2018 - present\n- Lead 20 operatives on nights\n- Run toolbox talks";
  it("'health and safety' in the skills list is one skill, never 'health' and 'safety'", () => {
    const r = run(resume, "Shift Leader. Own health and safety on shift and use our WMS to plan work.", {
      skills: "WMS, health and safety, leadership",
    });
    expect(r.keySkillsMatched).toContain("health and safety");
    expect(r.keySkillsMatched).not.toContain("health");
    expect(text(r)).not.toMatch(/\bsafety, and health\b|\bhealth, and safety\b|, health,/);
  });

  it("'sales and marketing' and 'moving and handling' are one skill each", () => {
    const r = run(resume, "Team Leader. Support sales and marketing events. Moving and handling training given.", {
      skills: "sales and marketing, moving and handling",
    });
    expect(r.keySkillsMatched).toEqual(expect.arrayContaining(["sales and marketing", "moving and handling"]));
    expect(r.keySkillsMatched).not.toContain("handling");
    expect(r.suggestedImprovements.join(" ")).not.toMatch(/includes (?:moving|handling|marketing),/);
  });

  it("a value 'learning and development' is one value, never 'learning, and development'", () => {
    const all = letters(
      "Ruth Ade\nStaff Nurse, Leeds General Infirmary, 2021 - present\n- Care for 8 patients a shift on a surgical ward",
      "Staff Nurse, surgical ward. We value compassion, teamwork and learning and development.",
      { tone: "formal" },
    );
    expect(all).not.toMatch(/learning, and development/);
  });
});

describe("cover letters: skills named in the input's words (session 11)", () => {
  it("an ad that says 'Lean' is never told about 'Lean Six Sigma'", () => {
    const r = run(
      "Paul Gray\nTeam Leader, Arden Freight, 2019 - present\n- Led a team of 12 pickers\n- Ran daily briefings",
      "Warehouse Supervisor. Lead the pick team. Knowledge of Lean is a plus.",
    );
    const tips = r.suggestedImprovements.join(" ");
    expect(tips).toContain("Lean");
    expect(tips).not.toContain("Six Sigma");
  });
});

describe("cover letters: employers and greetings (session 11)", () => {
  it("'fintech startup Paylo' is named as 'Paylo', never 'At fintech startup Paylo'", () => {
    const all = letters(
      "Jo Marr\nProduct Designer, fintech startup Paylo (2020 - 2024)\n- Designed the onboarding flow for 40k users\n" +
        "Designer, agency Northlight (2017 - 2020)\n- Designed websites for 15 clients",
      "Product Designer. Design onboarding and account journeys.",
    );
    expect(all).toContain("At Paylo,");
    expect(all).not.toMatch(/startup Paylo|agency Northlight/);
  });

  it("a long NHS trust name is not put in the greeting ('Hello Leeds Teaching Hospitals NHS Trust Team,')", () => {
    const r = run(
      "Sam Reid\nHealthcare Assistant, Airedale General Hospital, 2022 - present\n- Take observations for 10 patients",
      "Healthcare Assistant. Personal care and observations.",
      { tone: "enthusiastic", companyName: "Leeds Teaching Hospitals NHS Trust" },
    );
    expect(text(r)).toContain("Hello Hiring Team,");
    expect(text(r)).not.toMatch(/Hello Leeds Teaching Hospitals NHS Trust Team/);
  });

  it("'prototype' starts a duty of its own, never 'run user research, prototype in Figma'", () => {
    const all = letters(
      "Maya Chen \u2014 Product Designer\n" +
        "San Francisco, CA\n" +
        "\n" +
        "Senior Designer, Fintech startup Moneta (2021\u20132024)\n" +
        "\u2022 Rebuilt onboarding flow, increasing completion from 41% to 68%\n" +
        "\u2022 Created a 120-component design system in Figma used by 4 squads\n" +
        "\u2022 Ran 30+ user research interviews per quarter\n" +
        "\n" +
        "Product Designer, agency Fuzzco (2017\u20132021)\n" +
        "\u2022 Designed marketing sites for 20+ clients",
      "Lumen Health is hiring a Senior Product Designer to own our patient app. You'll run user research, prototype in Figma, and evolve our design system. Experience with HIPAA-regulated products preferred. We care about accessibility and research and development.",
      { tone: "balanced", skills: "Figma, user research, design systems, prototyping" },
    );
    expect(all).toContain("run user research");
    expect(all).not.toMatch(/user research, prototype in Figma/);
  });
});

describe("cover letters: an abbreviation inside a thesis topic (session 11, lead)", () => {
  it("'Dissertation: antibiotic resistance in E. coli isolates' is cited whole, never cut at 'E.'", () => {
    const all = letters(
      "Aisha Bello\nBSc Biomedical Science, University of Manchester (2024)\nLab Assistant, Manchester Royal " +
        "Infirmary, 2023-2024: sample reception, LIMS data entry\nDissertation: antibiotic resistance in E. coli " +
        "isolates from hospital wastewater\nSkills: PCR, aseptic technique",
      "Trainee Biomedical Scientist in Microbiology. Good lab practice and attention to detail.",
    );
    expect(all).toContain("antibiotic resistance in E. coli isolates from hospital wastewater");
    expect(all).not.toMatch(/resistance in E\.(?! coli)/);
  });
});
