/** Regression tests for the defect classes found by reading held-out set H cold (grades in docs/tools/cover-letter-generator.md). */
import { describe, expect, it } from "vitest";
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
