/** Regression tests for the defect classes found by reading held-out set D cold (grades in docs/tools/cover-letter-generator.md). */
import { describe, expect, it } from "vitest";
import { run, text } from "./cover-letter-generator.test-support";
import { layoutOf, unwrap } from "./resume-lines";

describe("cover letter engine: defect classes from held-out set D", () => {
  it("reads two jobs written on one line as two jobs", () => {
    const { roles } = layoutOf(
      "Senior Accountant, PwC Audit, 2018–2022; Financial Controller, Brewdog, 2022–present\n- Led the move to NetSuite",
    );
    expect(roles.map((r) => [r.title, r.employer, r.current])).toEqual([
      ["Senior Accountant", "PwC Audit", false],
      ["Financial Controller", "Brewdog", true],
    ]);
    const piped = layoutOf("Barista at Blue Bottle (2016-2019) | Cafe Manager at Joe's Coffee (2019-present)");
    expect(piped.roles.map((r) => r.employer)).toEqual(["Blue Bottle", "Joe's Coffee"]);
    // One job with two spells, or a date inside a statement, is not two jobs.
    expect(layoutOf("Staff Nurse, Mercy Hospital, 2012-2015, 2017-present").roles).toHaveLength(1);
    expect(
      layoutOf("Product Manager, Loop Health (2021–present): launched booking in summer 2023, used by 200k patients")
        .roles,
    ).toHaveLength(1);
  });

  it("credits no result under a two-job line to the wrong employer, and names the current job first", () => {
    const letters = text(
      run(
        "Helen Clarke\nSenior Accountant, PwC Audit, 2018–2022; Financial Controller, Brewdog, 2022–present\n- Month-end close for 4 entities in 5 days\n- Led the move to NetSuite\n- Managed team of 3",
        "Finance Manager. Month-end close, NetSuite, team management.",
      ),
    );
    // The bullets may belong to either job: no employer is named with them.
    expect(letters).not.toMatch(/(?:PwC Audit|Brewdog),? (?:where )?I (?:led|managed)/);
    expect(letters).not.toMatch(/at (?:PwC Audit|Brewdog), where I/);
    expect(letters).not.toMatch(/senior accountant at PwC Audit\.\s*$/m);
    expect(letters).toMatch(/financial controller at Brewdog/);
    expect(letters).toMatch(/I led the move to NetSuite/);
  });

  it("signs with a name whose surname is also a job ('Tom Baker'), but not with a title on the first line", () => {
    const chef = run(
      "Tom Baker\nsous chef, The Olive Tree, 2020-now. line cook before that 3 yrs.\nmenu planning, food cost control",
      "Head Chef. Menu planning.",
    );
    expect(chef.coverLetters.every((l) => l.content.endsWith("\nTom Baker"))).toBe(true);
    expect(text(chef)).not.toContain("[Your Name]");
    expect(
      text(run("Mark Taylor\nHead Cook, Riverside Diner, 2019-present\n- Ran the grill", "Cook.")).endsWith(
        "\nMark Taylor",
      ),
    ).toBe(true);
    // A job title heading the resume (no name given) is still no name, even when its first word can be one.
    for (const title of ["Grant Writer", "Head Chef", "Pastry Chef"]) {
      expect(text(run(`${title}\nSave the Children, 2019-present\n- Wrote 40 funded bids`, "Writer."))).toContain(
        "[Your Name]",
      );
    }
  });

  it("keeps a list line and the short line under it apart, but joins a hard-wrapped sentence", () => {
    expect(unwrap("menu planning, food cost control, kitchen team of 6\nlevel 3 food safety")).toBe(
      "menu planning, food cost control, kitchen team of 6\nlevel 3 food safety",
    );
    expect(
      text(
        run(
          "Tom Baker\nsous chef, The Olive Tree, 2020-now\nmenu planning, food cost control, kitchen team of 6\nlevel 3 food safety",
          "Head Chef. Level 3 food safety.",
        ),
      ),
    ).not.toMatch(/team of 6 level 3/);
    // A sentence the resume wraps mid-way is still one line, also when it holds a short list.
    expect(unwrap("Managed budgets, vendors, schedules and hiring for three\nsites across the region")).toBe(
      "Managed budgets, vendors, schedules and hiring for three sites across the region",
    );
    expect(unwrap("Rebuilt the onboarding flow for new customers and cut drop-off\nby 30% in one quarter")).toBe(
      "Rebuilt the onboarding flow for new customers and cut drop-off by 30% in one quarter",
    );
  });

  it("names a certification the resume gives twice once", () => {
    const letters = text(
      run(
        "Michael Chen, CPA\nStaff Accountant, Hollis & Grant LLP, 2021-present\n- Prepare monthly journal entries for 8 entities\nB.S. Accounting, Boston College. CPA, Massachusetts.",
        "Senior Accountant. CPA preferred.",
      ),
    );
    expect(letters).toMatch(/I hold (?:a )?CPA/);
    expect(letters).not.toMatch(/CPA (?:license|certification) and (?:a )?CPA/);
  });

  it("reads no credential from a word after a slash that is not one ('CPR/First Aid' is no 'First' certification)", () => {
    const letters = text(
      run(
        "Maria Lopez\nLead Teacher, Little Acorns Preschool, 2018-present\n- Plan lessons for a class of 18\nCDA Credential. CPR and First Aid certified.",
        "Requirements: CDA, CPR/First Aid certification.",
      ),
    );
    // Named as a credential, in the resume's words or the lexicon's ("I am CPR and First Aid certified").
    expect(letters).toMatch(/I hold CPR|I am CPR and First Aid certified/);
    expect(letters).not.toMatch(/First certification/);
  });
});
