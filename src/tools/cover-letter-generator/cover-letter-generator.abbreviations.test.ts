import { describe, expect, it } from "vitest";
import { generateCoverLetters } from "./cover-letter-generator.engine";

const letters = (input: Parameters<typeof generateCoverLetters>[0]) =>
  generateCoverLetters(input).coverLetters.map((l) => l.content);

// Session 11: a full stop after a title, an initial or "i.e." is no sentence end (shared/text/abbreviations.ts).
describe("cover letter: abbreviations and initials", () => {
  it("signs 'Mary J. Smith' in full", () => {
    const out = letters({
      resume:
        "Mary J. Smith\nMicrobiology technician, St. Thomas' Hospital, London, 2019-2024. Ran PCR assays for S. aureus and E. coli, approx. 200 samples a week.",
      jobTitle: "Senior Lab Technician",
      jobDescription: "We need an experienced lab technician to process clinical samples and supervise juniors.",
      companyName: "Synnovis",
      skills: "PCR",
      experience: "5 years",
      tone: "professional",
    });
    for (const l of out) expect(l).toMatch(/\nMary J\. Smith$/);
  });
  it("cites the ad's duty with its 'i.e.' clause, never cut at 'i.'", () => {
    const out = letters({
      resume: "Software engineer at Stripe Inc. (2020-2024). Built payment APIs in Go, cut p99 latency by 40%.",
      jobTitle: "Backend Engineer",
      jobDescription:
        "Acme Co. is hiring a backend engineer to build services in Go and Python, i.e. high-throughput APIs. Experience with Postgres, Kafka etc. is a plus.",
      companyName: "Acme Co.",
      skills: "Go, Python",
      experience: "4 years",
      tone: "balanced",
    });
    expect(out.join("\n")).not.toMatch(/\bi\.(?!e\.)/);
    expect(out.join("\n")).toContain("i.e. high-throughput APIs");
  });
  it("keeps the capitals of a titled name in the role ('in Prof. Okoro's lab')", () => {
    const out = letters({
      resume:
        "Research assistant in Prof. Okoro's lab at Univ. of Edinburgh. Studied antibiotic resistance in P. aeruginosa. Published 2 papers.",
      jobTitle: "Research Scientist",
      jobDescription: "Join our infection biology team studying bacterial pathogens.",
      companyName: "GSK",
      skills: "R, Python",
      experience: "3 years",
      tone: "professional",
    });
    expect(out.join("\n")).not.toMatch(/prof\. okoro/);
    expect(out[0]).toContain("in Prof. Okoro's lab");
  });
});
