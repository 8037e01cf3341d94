import { isBaseVerb } from "./first-person";
import { hasRoleNoun } from "./resume-lines";
import { skillsIn, type Skill } from "./skill-match";

/**
 * The candidate's skills in the candidate's words. A lexicon skill the resume names by another of its names
 * ("curriculum design" for Curriculum Development, "behaviour management" for Classroom Management) is said as the
 * resume says it in the letters (keySkillsMatched keeps the lexicon's names); and the resume's own "Skills:" line counts as a list of
 * skills, so an entry the ad also names ("assessment", "Canva") is matched even when the lexicon does not know it.
 */

/** The entries of the resume's "Skills: a, b, c" lines. */
export function resumeSkillsLine(resume: string): string {
  return [...resume.matchAll(/^\s*(?:key\s+|core\s+)?skills?(?:\s+and\s+tools)?\s*[:–—-]\s*(.+)$/gim)]
    .map((m) => m[1]!)
    .join(", ");
}

/**
 * The skill named in the resume's own words, or the skill as it is. Only a name of the skill itself counts (not a
 * word that only suggests it), and only a noun phrase of two or more words: "design curriculum" (a verb phrase) and
 * "teacher" (a job) stay the lexicon's.
 */
export function inOwnWords(skill: Skill, resume: string): Skill {
  if (skill.kind !== "skill") return skill;
  const said = skillsIn(resume, [skill])[0]?.text.trim();
  const bare = (t: string) => t.toLowerCase().replace(/[\s-]+/g, "");
  if (!said || bare(said) === bare(skill.prose) || bare(said) === bare(skill.name)) return skill;
  const words = said.split(/\s+/);
  if (words.length < 2 || words.length > 4 || isBaseVerb(words[0]!) || hasRoleNoun(said) || /[^\p{L}\s'-]/u.test(said))
    return skill;
  const prose = /\p{Lu}/u.test(said.slice(1)) ? said : said.toLowerCase();
  return { ...skill, prose };
}
