import { describe, expect, it } from "vitest";
import { generateEmail } from "./email-generator.engine";

// Session 11: a full stop after a title, an initial or "i.e." is no sentence end (shared/text/abbreviations.ts).
describe("e-mail: abbreviations and initials in the prompt", () => {
  it("greets 'Prof. J. K. Adeyemi' by title and family name and thanks for the letter, not '. K. Adeyemi'", () => {
    const r = generateEmail({
      prompt: "thank Prof. J. K. Adeyemi for the reference letter, it helped me get into the MSc programme at Leeds",
      purpose: "thank-you",
      tone: "friendly",
      audience: "manager",
      length: "short",
    });
    expect(r.body).toMatch(/^Hi Prof\. Adeyemi,/);
    expect(`${r.subject}\n${r.body}`).not.toMatch(/for \. K\.|Prof\. J,/);
    expect(r.body).toContain("for the reference letter");
  });
  it("keeps 'S. aureus and E. coli' and 'a U.K. hospital lab' whole", () => {
    const r = generateEmail({
      prompt:
        "apply for the lab technician role, I have 4 yrs experience culturing S. aureus and E. coli samples at a U.K. hospital lab",
      purpose: "application",
      tone: "formal",
      audience: "recruiter",
      length: "medium",
    });
    expect(r.body).toContain("S. aureus and E. coli samples at a U.K. hospital lab");
    expect(r.body).not.toMatch(/\bS \(|The coli/);
  });
  it("keeps an 'i.e.' clause with its sentence, in lower case", () => {
    const r = generateEmail({
      prompt:
        "write to Prof. Ng asking if I can hand in my dissertation approx. 1 week late, I had covid, i.e. was ill from the 3rd to the 10th",
      purpose: "business",
      tone: "formal",
      audience: "manager",
      length: "short",
    });
    expect(r.body).toContain("I had covid, i.e. was ill from the 3rd to the 10th.");
    expect(r.body).not.toMatch(/I\.e\./);
  });
});
