import { LETTER_VERSIONS, type CoverLetterInput } from "./contract";
import type { LetterFacts } from "./cover-letter-generator.engine";

/** Instructions for an AI provider. The facts (matched skills, achievements, culture words) come from the engine. */
export const COVER_LETTER_SYSTEM = `You write job application cover letters. Answer with exactly three letters, in this order and with these
version names: ${LETTER_VERSIONS.join(", ")}. Traditional: a classic letter matching the candidate's skills to the role.
Achievement: leads with the candidate's measurable results from the resume. Culture-Fit: connects the candidate to the
company's values and culture as described in the job description. Every letter names the company and the job title,
uses only facts from the resume (never invent employers, numbers or degrees), is 180-320 words, and is written in
the requested tone. "highlights" lists 2-5 short points the letter emphasises; "tone" is the requested tone.`;

export function coverLetterPrompt(input: CoverLetterInput, facts: LetterFacts): string {
  const lines = [
    `Tone: ${facts.toneLabel}`,
    `Company: ${facts.company}`,
    `Job title: ${facts.title}`,
    `Skills found in both the resume and the job description: ${facts.skills.matched.join(", ") || "none recognised"}`,
    `Job skills missing from the resume (do not claim them): ${facts.skills.missing.join(", ") || "none"}`,
    `Resume achievements to cite: ${facts.wins.join(" | ") || "none found"}`,
    `Company values named in the job description: ${facts.values.join(", ") || "none found"}`,
    input.skills.trim() ? `Candidate's own skills list: ${input.skills.trim()}` : "",
    input.experience.trim() ? `Candidate's experience summary: ${input.experience.trim()}` : "",
    `Candidate's name (sign with it, or "[Your Name]" if empty): ${facts.name}`,
    "",
    "Job description:",
    input.jobDescription.trim(),
    "",
    "Resume:",
    input.resume.trim(),
  ];
  return lines.filter((l, i) => l !== "" || lines[i - 1] !== "").join("\n");
}
