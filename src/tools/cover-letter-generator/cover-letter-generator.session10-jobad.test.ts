/** Session 10 rows (job ad and skills side): what the ad asks for, the skills matched and the improvements. */
import { describe, expect, it } from "vitest";
import { run, text } from "./cover-letter-generator.test-support";

const skillsOf = (r: ReturnType<typeof run>) => r.keySkillsMatched;
const tipsOf = (r: ReturnType<typeof run>) => r.suggestedImprovements.join("\n");

describe("cover letters: keySkillsMatched holds skills, not words (session 10, job ad)", () => {
  it("a capital at the start of a bullet or of a study line is no shared skill ('Write', 'Health', 'Salford')", () => {
    const r = run(
      "Joy Bell\nLeeds\n\nCarer, Oak Lodge (2019-now)\n- Write care notes on Nourish\n- Manage a caseload of 12 residents\n" +
        "- Carry out medication rounds\n\nNVQ Level 3 Health and Social Care\nBSc Psychology, University of Salford",
      "Oak House is a care home in Salford.\n\nDuties:\n- Write and review care plans\n- Manage a small team\n" +
        "- Carry out audits\n\nRequirements:\n- NVQ Level 3 in Health and Social Care\n- Experience of medication administration",
    );
    expect(skillsOf(r)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(?:Write|Manage|Carry|Health|Social Care|Salford)$/)]),
    );
    expect(skillsOf(r)).toContain("Medication Administration");
    expect(tipsOf(r)).not.toMatch(/medication administration/i);
  });

  it("a key stage is taught, never held: no 'KS2 certification'", () => {
    const r = run(
      "Amy Cole\nClass Teacher, Elm Primary (2019-now)\n- Teach a Year 4 class across KS2\n- Lead maths\n\nQTS\nPGCE Primary",
      "Year 5 Teacher\n\nYou will have:\n- QTS\n- Experience teaching in KS2\n- Strong behaviour management",
      { tone: "balanced" },
    );
    expect(text(r)).not.toMatch(/KS2 certification|hold (?:a |an )?KS2/);
    expect(skillsOf(r)).toContain("KS2 Teaching");
  });

  it("a card or licence both name is held, never 'experience in Driver CPC'", () => {
    const all = text(
      run(
        "Sam Hill\nHGV Driver, Fenland Haulage (2016-now)\n- Multi-drop deliveries\n\nC+E, Driver CPC, digital tacho card\nClean licence",
        "Class 1 Driver\n\nThe role:\n- Deliver to stores across the region\n\nWhat you need:\n" +
          "- Driver CPC and digital tacho card\n- Clean licence",
      ),
    );
    expect(all).not.toMatch(/experience (?:in|with) Driver CPC|draws on Driver CPC|a Clean licence/);
  });

  it("a duty's verb and a tax office are no part of a credential ('Submit RTI', 'HMRC certifications')", () => {
    const all = text(
      run(
        "Jo Pike\nPayroll Clerk, Acme Care (2019-now)\n- Run monthly payroll for 300 staff\n- Submit RTI to HMRC\n\nCIPP Certificate",
        "Payroll Officer\n\nYou will:\n- Run monthly payroll\n- Submit RTI returns to HMRC\n\nYou'll have:\n- CIPP qualification",
      ),
    );
    expect(all).not.toMatch(/Submit RTI|HMRC certification|I hold[^.]*\bHMRC/);
  });
});

describe("cover letters: duties are work, not requirements (session 10, job ad)", () => {
  it.each(["professional", "balanced", "enthusiastic", "formal"] as const)(
    "a requirement line that opens with a verb-like word is no duty ('to clean licence ...') (%s)",
    (tone) => {
      const all = text(
        run(
          "Rob Lane\nHGV Driver, Westway (2018-now)\n- Night trunking\n\nC+E, Driver CPC, digital tacho card, clean licence",
          "Class 1 Driver - nights\n\nWhat you need:\n- Clean licence, Driver CPC and digital tacho card required from your first week\n" +
            "- 2 years Class 1 experience",
          { tone },
        ),
      );
      expect(all).not.toMatch(/\bto clean licence|ready to clean|cleaning licence/i);
    },
  );

  it("a 'Key duties' heading and a noun-led duty are no verb phrases ('to key duties', 'to audio typing')", () => {
    const all = text(
      run(
        "Lucy Ford\nLegal Secretary, Price LLP (2019-now)\n- Audio typing at 70 wpm\n- Manage partners' diaries",
        "Key duties\n- Audio typing of wills and probate documents\n- Manage diaries and client appointments\n\n" +
          "About you\n- Legal secretary experience",
        { tone: "formal" },
      ),
    );
    expect(all).not.toMatch(/\bkey(?:ing)? duties|to audio typing|audioing/i);
  });
});

describe("cover letters: improvements the resume does not already answer (session 10, job ad)", () => {
  it("leading a team of cleaners is supervision; 'Open and close files' is no shift work", () => {
    const tips = tipsOf(
      run(
        "Ana Nowak\nCleaner / Team leader - Brite Ltd 2018 - now\nI lead team of 6 cleaners on night shift. I order chemicals.",
        "Cleaning Supervisor\n\nYou will:\n- Supervise cleaners across two sites\n- Open and close files for each contract\n\n" +
          "You need:\n- Supervisory experience in cleaning",
      ),
    );
    expect(tips).not.toMatch(/supervision|opening and closing/i);
  });

  it("'cloud warehouses' and 'corporate partnerships' are read as the ad means them", () => {
    const tips = tipsOf(
      run(
        "Kim Park\nData Engineer, Finly (2020-now)\n- Built ETL pipelines in Python\n- Led 2 juniors",
        "You will:\n- Move data from cloud warehouses into reports\n- Develop corporate partnerships with banks",
      ),
    );
    expect(tips).not.toMatch(/warehouse operations|channel partnerships/i);
  });

  it("a resume of many short lines is not called short", () => {
    const tips = tipsOf(
      run(
        "Tom Reed\nNewcastle\n\nElectrician, JW Contracts 2018-now\ndomestic rewires\nconsumer unit upgrades\n" +
          "EICRs for landlords\nfault finding\n\nNVQ Level 3 Electrotechnical\n18th Edition\nECS gold card",
        "Approved Electrician\n\nDuties\n- Carry out EICRs and periodic inspections\n\nRequirements\n- 18th Edition\n- ECS card",
      ),
    );
    expect(tips).not.toMatch(/Expand your resume/);
  });
});
