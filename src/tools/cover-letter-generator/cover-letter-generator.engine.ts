import { COVER_LETTER_TONES, type CoverLetter, type CoverLetterInput, type CoverLetterResponse } from "./contract";
import { compareSkills, cultureValues, customSkills, skillsIn, type SkillComparison } from "./skill-match";
import {
  achievements, candidateName, resumeSentences, cultureSentence, evidenceSentence, experienceStatement, firstPerson, yearsOfExperience,
} from "./resume-profile";
import { TONE_PHRASES, type TonePhrases } from "./tone-phrases";

/**
 * Built-in cover letter engine: three letters (Traditional, Achievement, Culture-Fit) assembled from the inputs —
 * company, job title, the skills both texts share, resume sentences that show results, and the culture words of the
 * job description — in the requested tone. keySkillsMatched and suggestedImprovements are computed facts.
 */

const squash = (s: string) => s.replace(/\s+/g, " ").trim();

/** "a", "a and b", "a, b, and c" */
export function listOf(items: string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  if (items.length === 2) return `${items[0]} and ${items[1]}`;
  return `${items.slice(0, -1).join(", ")}, and ${items[items.length - 1]}`;
}

const quoteable = (s: string) => squash(s).replace(/^[-*•●▪◦–—]\s*/, "").replace(/[.;:,]+$/, "");

export interface LetterFacts {
  company: string;
  title: string;
  tone: TonePhrases;
  toneLabel: string;
  name: string;
  skills: SkillComparison;
  ownSkills: string[];
  years: string;
  experience: string;
  wins: string[];
  evidence: string;
  values: string[];
  cultureLine: string;
  teamworkLine: string;
}

export function gatherFacts(input: CoverLetterInput): LetterFacts {
  const skills = compareSkills(input.resume, input.jobDescription, input.skills);
  const wins = achievements(input.resume).map((a) => a.text);
  const teamworkLine =
    resumeSentences(input.resume).find((t) => !wins.includes(t) && /\b(team|collaborat\w*|mentor\w*|partner\w*|cross-functional|stakeholders?|community|volunteer\w*)\b/i.test(t) && t.split(" ").length >= 4 && t.split(" ").length <= 45) ?? "";
  return {
    company: squash(input.companyName),
    title: squash(input.jobTitle),
    tone: TONE_PHRASES[input.tone],
    toneLabel: COVER_LETTER_TONES.find((t) => t.value === input.tone)!.label,
    name: candidateName(input.resume),
    skills,
    ownSkills: customSkills(input.skills).map((s) => s.name),
    years: yearsOfExperience(input.experience, input.resume),
    experience: experienceStatement(input.experience),
    wins,
    evidence: evidenceSentence(input.resume, skills.matched, wins),
    values: cultureValues(input.jobDescription),
    cultureLine: cultureSentence(input.jobDescription),
    teamworkLine,
  };
}

function letter(f: LetterFacts, paragraphs: string[]): string {
  const body = paragraphs.map((p) => p.split("\n").map(squash).filter(Boolean).join("\n")).filter(Boolean);
  return [f.tone.greeting(f.company), ...body, `${f.tone.closing}\n${f.name || "[Your Name]"}`].join("\n\n");
}

function traditional(f: LetterFacts): CoverLetter {
  const matched = f.skills.matched.slice(0, 5);
  const opening = [f.tone.applying(f.title, f.company), f.experience || (f.years ? `I bring ${f.years} of relevant experience.` : "")].join(" ");
  const skillsPara = matched.length
    ? `The ${f.title} role calls for ${listOf(matched)}, and these are skills I have put to work. ${f.evidence ? firstPerson(f.evidence) : ""}`
    : f.ownSkills.length
      ? `My skills in ${listOf(f.ownSkills.slice(0, 5))} prepare me well for the ${f.title} role. ${f.evidence ? firstPerson(f.evidence) : ""}`
      : `My background has prepared me to take on the responsibilities of the ${f.title} role.`;
  const extra = f.ownSkills.filter((s) => !matched.includes(s)).slice(0, 3);
  const growth = f.skills.missing[0] ? f.tone.growth(f.skills.missing[0]) : "";
  const closingPara = [f.tone.confident, extra.length ? `I also bring ${listOf(extra)}.` : "", growth, f.tone.eager(f.company)].join(" ");
  const highlights = [...matched.slice(0, 4), ...(f.years ? [`${f.years} of experience`] : [])];
  return {
    version: "Traditional",
    content: letter(f, [opening, skillsPara, closingPara, f.tone.thanks]),
    tone: f.toneLabel,
    highlights: highlights.length ? highlights : f.ownSkills.slice(0, 4).concat(`Interest in the ${f.title} role`).slice(0, 4),
  };
}

function achievement(f: LetterFacts, resume: string): CoverLetter {
  const wins = f.wins.length ? f.wins : resumeSentences(resume).filter((t) => t.split(" ").length >= 4).slice(0, 2);
  const bullets = wins.map((w) => `• ${firstPerson(w)}`).join("\n");
  const linked = f.skills.matched.slice(0, 3);
  const bridge = linked.length
    ? `I would bring the same results-driven approach to ${f.company}, drawing on my experience with ${listOf(linked)}.`
    : `I would bring the same results-driven approach to ${f.company}.`;
  return {
    version: "Achievement",
    content: letter(f, [f.tone.resultsIntro(f.title, f.company), bullets, `${bridge} ${f.tone.eager(f.company)}`, f.tone.thanks]),
    tone: f.toneLabel,
    highlights: wins.map((w) => quoteable(w)),
  };
}

function cultureFit(f: LetterFacts): CoverLetter {
  const values = f.values.slice(0, 4);
  const intro = values.length
    ? f.tone.cultureIntro(f.company, listOf(values))
    : f.tone.cultureIntro(f.company, `the work of its ${f.title} team`);
  const quoted = f.cultureLine ? `Your description stood out to me: "${quoteable(f.cultureLine)}."` : "";
  const soft = f.skills.matched.filter((s) => skillsIn(s).some((k) => k.skill.soft));
  const me = [
    f.teamworkLine ? `This matches how I like to work. ${firstPerson(f.teamworkLine)}` : "",
    soft.length ? `People I have worked with rely on my ${listOf(soft.slice(0, 3).map((s) => s.toLowerCase()))}.` : "",
  ].join(" ");
  const fit = `As ${/^[aeiou]/i.test(f.title) ? "an" : "a"} ${f.title}, I would contribute not only my skills${f.skills.matched.length ? ` in ${listOf(f.skills.matched.slice(0, 3))}` : ""} but also a shared commitment to what ${f.company} stands for. ${f.tone.eager(f.company)}`;
  return {
    version: "Culture-Fit",
    content: letter(f, [`${intro} ${quoted}`, me, fit, f.tone.thanks]),
    tone: f.toneLabel,
    highlights: values.length ? values.map((v) => `${v[0]!.toUpperCase()}${v.slice(1)}`) : [`Interest in ${f.company}`],
  };
}

/** Improvement tips computed from the comparison: the job's skills the resume does not show come first. */
export function suggestImprovements(input: CoverLetterInput, f: LetterFacts): string[] {
  const tips: string[] = [];
  for (const skill of f.skills.missing.slice(0, 6)) {
    tips.push(
      f.skills.listedButUnshown.includes(skill)
        ? `Your skills list includes ${skill}, which the job description asks for: add an example of it to your resume.`
        : `The job description mentions ${skill}, which your resume does not show: add it if you have experience with it.`,
    );
  }
  if (!f.wins.some((w) => /\d/.test(w))) tips.push("Quantify your achievements with numbers (percentages, amounts, time saved): your resume has none the letters could cite.");
  if (!f.skills.matched.length && !f.skills.missing.length) tips.push("Name the specific tools and skills the job requires in both your resume and your letter, using the job description's own words.");
  if (!f.name) tips.push("Start your resume with your full name so the letters can be signed with it.");
  if (input.resume.trim().split(/\s+/).length < 80) tips.push("Expand your resume with more detail on your roles and results: it is short for tailoring a letter.");
  return tips;
}

export function generateCoverLetters(input: CoverLetterInput): CoverLetterResponse {
  const f = gatherFacts(input);
  return {
    coverLetters: [traditional(f), achievement(f, input.resume), cultureFit(f)],
    keySkillsMatched: f.skills.matched,
    suggestedImprovements: suggestImprovements(input, f),
  };
}
