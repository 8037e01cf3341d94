import type { CoverLetterInput, CoverLetterResponse } from "./contract";
import { gatherFacts } from "./letter-facts";
import { writeLetters } from "./letters";
import { suggestImprovements } from "./improvements";
import { foreignLetters } from "./foreign-letters";
import { checkedLetter, claimProblems, letterProblems } from "./letter-check";

/**
 * Built-in cover letter engine. It reads the resume (name, jobs, years, results rewritten in the first person,
 * skills, certifications, education) and the job ad (required and nice-to-have skills, duties, stated values,
 * mission), compares them, and writes three letters (Traditional, Achievement, Culture-Fit) in the requested tone.
 * keySkillsMatched and suggestedImprovements are computed facts.
 */
export { gatherFacts, type LetterFacts } from "./letter-facts";
export { suggestImprovements } from "./improvements";

export function generateCoverLetters(input: CoverLetterInput): CoverLetterResponse {
  const f = gatherFacts(input);
  // A Spanish, French or German ad gets letters in its language; never a mix.
  if (f.job.lang !== "en") return foreignLetters(f, f.job.lang, input.jobDescription);
  return {
    // Every sentence is checked before the letter is returned; one that fails is dropped.
    coverLetters: writeLetters(f).map((l) => ({
      ...l,
      content: checkedLetter(l.content, letterProblems),
      highlights: l.highlights.filter((h) => !claimProblems(h).length),
    })),
    keySkillsMatched: f.skills.matched,
    suggestedImprovements: suggestImprovements(input, f),
  };
}
