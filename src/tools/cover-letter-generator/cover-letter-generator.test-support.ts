/** For the held-out regression tests: a request from a resume and an ad with neutral defaults, and its letters' text. */
import type { CoverLetterInput } from "./contract";
import { generateCoverLetters } from "./cover-letter-generator.engine";

export const request = (
  resume: string,
  jobDescription: string,
  extra: Partial<CoverLetterInput> = {},
): CoverLetterInput => ({
  resume,
  jobDescription,
  jobTitle: "Role",
  companyName: "Acme",
  skills: "",
  experience: "",
  tone: "professional",
  ...extra,
});

export const run = (resume: string, jobDescription: string, extra: Partial<CoverLetterInput> = {}) =>
  generateCoverLetters(request(resume, jobDescription, extra));

export const text = (r: ReturnType<typeof run>) => r.coverLetters.map((l) => l.content).join("\n\n");

/** The three letters' text for a resume and an ad (neutral defaults unless `extra` says otherwise). */
export const letters = (resume: string, jobDescription: string, extra: Partial<CoverLetterInput> = {}) =>
  text(run(resume, jobDescription, extra));

/** The Culture-Fit letter (the third version) for a resume and an ad in one tone. */
export const cultureLetter = (resume: string, jobDescription: string, tone: CoverLetterInput["tone"]) =>
  run(resume, jobDescription, { tone }).coverLetters[2]!.content;

/** All three letters' text for a resume and an ad in one tone. */
export const lettersIn = (resume: string, jobDescription: string, tone: CoverLetterInput["tone"]) =>
  text(run(resume, jobDescription, { tone }));
