/** Regression tests for the defect classes found by reading held-out set H cold (grades in docs/tools/cover-letter-generator.md). */
import { describe, expect, it } from "vitest";
import { run, text } from "./cover-letter-generator.test-support";
import { readResume } from "./resume-reader";

describe("cover letter engine: defect classes from held-out set H (after set G's fixes)", () => {
  it("reads no licence from a school subject ('I also lead PE') and signs without trailing credentials", () => {
    expect(readResume("Sophie Turner ACA\nFinancial Accountant, KPMG Audit (2016-2021)").name).toBe("Sophie Turner");
    const owen = text(
      run(
        "Owen Price\nYear 4 Teacher, St Mary's Primary School (2019-present)\n- I also lead PE across the school",
        "Year 5 teacher. QTS or a PGCE is required.",
      ),
    );
    expect(owen).not.toMatch(/PE license/);
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

  it("names no work with people from the users of a product ('a booking app used by 200 members')", () => {
    const culture = run(
      "Kemi Adeyemi\nJunior Developer, Makers (2024-present)\n- Built a booking app for a local gym used by 200 members",
      "Junior Full Stack Developer. You'll build features across our React front end.",
      { tone: "enthusiastic" },
    ).coverLetters[2]!.content;
    expect(culture).not.toMatch(/working with people|people I work with|with people shows/);
  });
});
