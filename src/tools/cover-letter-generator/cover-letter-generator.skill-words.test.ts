import { describe, expect, it } from "vitest";
import { coverLetterRequest } from "./contract";
import { gatherFacts } from "./letter-facts";
import { suggestImprovements } from "./improvements";

/** What the suggestions say of a job ad: every skill they name must be one the ad really asks for. */
function suggestionsFor(jobDescription: string, resume: string) {
  const input = coverLetterRequest.parse({
    resume,
    jobTitle: "Operations Manager",
    jobDescription,
    companyName: "Northwind",
  });
  return suggestImprovements(input, gatherFacts(input)).join(" ").toLowerCase();
}

describe("skill words read from a job ad", () => {
  const resume = "Warehouse supervisor, DHL, 2019-2024. Led a team of 14 pickers. Cut picking errors by 31%. SAP EWM.";

  it("a warehouse's throughput is not a hospital's patient flow", () => {
    const text = suggestionsFor(
      "We are looking for an Operations Manager to run our regional fulfilment centre. You will manage shift leads, own KPIs for accuracy and throughput, and work with SAP.",
      resume,
    );
    expect(text).not.toContain("patient");
  });

  it("Lean and Six Sigma are named as themselves, not as operations management", () => {
    const text = suggestionsFor("Drive continuous improvement (Lean, Six Sigma a plus). Work with SAP.", resume);
    expect(text).not.toContain("operations management");
    // (Session 11: named as the ad words it, never by a longer name the ad did not use.)
    expect(text).toMatch(/\blean\b/);
    expect(text).not.toContain("lean six sigma");
  });
});
