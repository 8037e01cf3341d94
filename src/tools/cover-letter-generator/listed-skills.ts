import { skillsIn, type Skill } from "./skill-match";

/**
 * A resume's lists of skills: a line labelled "Skills:", "Tools:", "Tech stack:" ..., and the lines under a heading
 * of that name up to the next heading or blank line ("SKILLS\nDispensing, stock control, ...").
 */
const LABELLED =
  /^\s*(?:key\s+|core\s+|technical\s+|other\s+)?(?:skills?|tools?|tech(?:nologies|nical)?(?:\s+stack)?|stack|software|systems)(?:\s+and\s+\w+)?\s*[:–—|]\s*.*$/gim;
const HEADED =
  /^\s*(?:key\s+|core\s+|technical\s+)?(?:skills?|tools?|technologies|tech\s+stack)(?:\s+and\s+\w+)?\s*:?\s*\n(?:[^\n]*\S[^\n]*\n?)*?(?=\n\s*\n|\n\s*\p{Lu}{3,}[\p{Lu}\s&]*\n|$)/gimu;

function withoutSkillLists(resume: string): string {
  return resume.replace(HEADED, "\n").replace(LABELLED, "");
}

/**
 * True when the resume names the skill only in a list of skills ("Skills: Go, Python, Kafka"), never in a line of
 * work: the candidate claims to know it, and the letter may say so ("I'm right at home in Kafka"), but nothing shows
 * it put to work ("The role draws on CI/CD, Go, and Kafka, and I've put each of them to work").
 */
export function onlyListed(skill: Skill, resume: string): boolean {
  return skillsIn(resume, [skill], true).length > 0 && skillsIn(withoutSkillLists(resume), [skill], true).length === 0;
}
