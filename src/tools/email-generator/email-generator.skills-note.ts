/**
 * An application note's run of what the writer has and can do: "I have a degree in illustration, two years
 * freelancing, good with Figma and Adobe suite" -> "I have a degree in illustration and two years of freelancing
 * experience." and "I am good with Figma and Adobe suite." (never "I am writing about two years freelancing, good with
 * Figma ...").
 */

/** What the writer is good at, with no subject ("good with Figma and Adobe suite"): a clause of its own, not a list. */
export const SKILL_STATE =
  /^(?:(?:very|really|pretty|quite)\s+)?(?:good|great|strong|skilled|proficient|confident|comfortable|familiar|handy)\s+(?:with|at|in)\s+\S/i;

const YEARS =
  /^((?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|several|a couple of)\+?\s+(?:years?|months?))(?:['’])?\s+(?:of\s+)?((?:[\p{Ll}-]+\s+){0,2}?[\p{Ll}-]+|\p{Ll}+ing\s+(?:in|at|for|with|on|as)\s+[^,;]+)$/iu;

/** "I have X" then "two years freelancing": the sentence with both, or null. */
export function yearsAfterHave(prev: string, piece: string): string | null {
  if (!/^I(?:['’]ve| have)\s+\S/i.test(prev) || /,|\band\b/.test(prev)) return null;
  const m = YEARS.exec(piece.trim());
  if (!m) return null;
  const what = m[2]!;
  // "freelancing" -> "freelancing experience"; "experience in retail", "retail experience" stay as they are.
  // ("working in a busy GP practice" -> "experience working in a busy GP practice".)
  const said = /^\p{Ll}+ing\s/u.test(what)
    ? `experience ${what}`
    : /ing$/.test(what) && !/\bexperience\b/.test(what)
      ? `${what} experience`
      : what;
  return `${prev} and ${m[1]} of ${said}`;
}
