import type { CoverLetterInput, CoverLetterResponse } from "./contract";
import { gatherFacts } from "./letter-facts";
import { writeLetters } from "./letters";
import { suggestImprovements } from "./improvements";
import { foreignLetters } from "./foreign-letters";
import { checkedLetter, claimProblems, letterProblems } from "./letter-check";
import { repairSentences } from "../../shared/text/sentence-repair";
import { matchSpelling } from "../../shared/text/spelling-variety";
import { capExclamations } from "./exclamations";

/**
 * Built-in cover letter engine. It reads the resume (name, jobs, years, results rewritten in the first person,
 * skills, certifications, education) and the job ad (required and nice-to-have skills, duties, stated values,
 * mission), compares them, and writes three letters (Traditional, Achievement, Culture-Fit) in the requested tone.
 * keySkillsMatched and suggestedImprovements are computed facts.
 */
export { gatherFacts, type LetterFacts } from "./letter-facts";
export { suggestImprovements } from "./improvements";

/** The sentence with the job title and company name as plain stand-ins, so the check judges only our words. */
function neutral(sentence: string, title: string, company: string): string {
  let s = sentence;
  for (const [name, as] of [
    [title, "Manager"],
    [company, "Acme"],
  ] as const)
    if (name.trim()) s = s.split(name).join(as);
  return s;
}

export function generateCoverLetters(input: CoverLetterInput): CoverLetterResponse {
  const f = gatherFacts(input);
  // A Spanish, French or German ad gets letters in its language; never a mix.
  if (f.job.lang !== "en") return foreignLetters(f, f.job.lang, input.jobDescription, input.experience);
  return {
    // Every sentence is checked before the letter is returned; one that fails is dropped.
    coverLetters: writeLetters(f).map((l) => ({
      ...l,
      // (The job title and company are the visitor's own words: "the Role role at Acme" is theirs to say.)
      // (In the applicant's and the ad's spelling, British or American: "programme" after "program managers".)
      content: matchSpelling(
        capExclamations(
          checkedLetter(repairSentences(l.content), (s) => letterProblems(neutral(s, f.title, f.company))),
          2,
          [f.company, f.title],
        ),
        `${input.resume}\n${input.jobDescription}`,
      ),
      highlights: l.highlights.filter((h) => !claimProblems(h).length),
    })),
    keySkillsMatched: f.skills.matched,
    suggestedImprovements: suggestImprovements(input, f),
  };
}
