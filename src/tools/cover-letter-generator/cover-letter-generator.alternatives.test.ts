/** A choice the ad offers in brackets ("cloud (AWS/GCP)"): one of them is enough, the other is never a gap. */
import { describe, expect, it } from "vitest";
import { run } from "./cover-letter-generator.test-support";

describe("choices split by a slash", () => {
  it("does not ask for Azure when the resume has AWS and the ad says 'cloud (AWS/Azure)'", () => {
    const resume = `Noor Haddad
Data Engineer, Quayside Analytics, 2020-2025
- Built batch pipelines in Python on AWS
Skills: Python, SQL, AWS`;
    const ad = "Data Engineer at Tidewater. Must have: Python, SQL, cloud (AWS/Azure). Nice to have: dbt.";
    const r = run(resume, ad, { jobTitle: "Data Engineer", companyName: "Tidewater" });
    expect(r.suggestedImprovements.join(" ")).not.toMatch(/Azure/);
    expect(r.keySkillsMatched).toEqual(expect.arrayContaining(["Python", "AWS"]));
  });
});
