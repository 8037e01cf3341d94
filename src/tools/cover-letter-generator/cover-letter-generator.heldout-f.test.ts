/** Regression tests for the defect classes found by reading held-out set F cold (grades in docs/tools/cover-letter-generator.md). */
import { describe, expect, it } from "vitest";
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

  it("reads the years and the job of a prose resume that opens with 'For the last 4 years I've been ...'", () => {
    const r = readResume(
      "Daniel Murphy\nI've worked in kitchens since I was 17. For the last 4 years I've been sous chef at The Fig Tree in Bristol, a 70-cover restaurant.",
    );
    expect(r.years?.sentence).toBe("I have worked as a sous chef at The Fig Tree in Bristol for 4 years.");
  });
});
