import { adOnlySystems } from "./shared-terms";
import { resumeSpelling } from "./credentials";
import type { CoverLetterInput } from "./contract";
import type { LetterFacts } from "./letter-facts";
import { contentTerms } from "../../shared/text/tokens";
import { skillsIn, type Skill } from "./skill-match";
import { canonicalName } from "./typed-names";

/**
 * Advice computed from the comparison: what the ad asks for that the resume does not show (never claimed in the
 * letters, only named here as something to add or learn), then gaps in the resume itself.
 */
/** Qualities every ad mentions: naming them as something to add would be noise. */
const GENERIC = new Set([
  "Teamwork",
  "Communication",
  "Problem Solving",
  "Time Management",
  "Attention to Detail",
  "Critical Thinking",
  "Adaptability",
  "Creativity",
  "Organization",
  "Decision Making",
  "Ownership",
  "Customer Focus",
  "Empathy",
  // ("Good literacy and numeracy": the applicant's own English and maths, which the letter itself shows.)
  "Literacy and Numeracy",
]);

/**
 * A figure anywhere in the resume ("grew Instagram from 2k to 45k followers"), years, dates, phone numbers and links
 * aside: a resume that has one is not told it has none.
 */
function hasFigure(resume: string): boolean {
  const rest = resume
    .replace(/\S+@\S+|\b(?:https?:\/\/|www\.)\S+/gi, " ")
    .replace(/\+?\d[\d\s().-]{7,}\d/g, " ")
    .replace(/\b(?:19|20)\d{2}\b/g, " ")
    .replace(/\b\d{1,2}[/.]\d{1,2}(?:[/.]\d{2,4})?\b/g, " ");
  return /\d/.test(rest);
}

/** Work words that name one kind of work in different words: a resume that says one has shown the others. */
const FAMILIES = [
  "train coach mentor teach tutor onboard induct precept",
  "till cash payment checkout reconcil",
  "book schedul appointment reservation rota diary calendar",
  "complian regulat safety audit inspect",
].map((f) => f.split(" "));
/** Words too common to show any one kind of work. */
const COMMON = new Set(
  contentTerms("take make do use handle work team new experience skill role job day manage develop provide support"),
);
const sameStem = (a: string, b: string) =>
  a === b || (Math.min(a.length, b.length) >= 4 && (a.startsWith(b) || b.startsWith(a)));
const family = (w: string) => FAMILIES.find((f) => f.some((x) => w.startsWith(x)));

/**
 * True when the resume already speaks to a kind of work the lexicon did not match: "took bookings" answers "book
 * appointments", "trained 6 new starters" answers "coach the team". Such a skill is no gap to point out. (Tools,
 * credentials and languages are named things: only their own names show them.)
 */
function resumeSpeaksTo(skill: Skill, ad: string, resume: string): boolean {
  if (skill.kind === "tool" || skill.kind === "cert" || skill.kind === "lang") return false;
  const mine = [...new Set(contentTerms(resume))];
  const shown = (w: string) => mine.some((r) => sameStem(w, r) || (family(w) !== undefined && family(w) === family(r)));
  // Every distinctive word of the skill's name, or of the ad's own words for it, is in the resume.
  return [skill.name, ...skillsIn(ad, [skill]).map((h) => h.text)].some((phrase) => {
    const words = contentTerms(phrase).filter((w) => !COMMON.has(w));
    return words.length > 0 && words.every(shown);
  });
}

export function suggestImprovements(input: CoverLetterInput, f: LetterFacts): string[] {
  const tips: string[] = [];
  const worth = f.missingSkills.filter(
    (m) =>
      !GENERIC.has(canonicalName(m.skill)) &&
      (m.skill.kind !== "soft" || m.weight !== "preferred") &&
      !resumeSpeaksTo(m.skill, input.jobDescription, `${input.resume}\n${input.experience}`),
  );
  for (const { skill: known, weight } of worth.slice(0, 6)) {
    // ("Full driving licence" asked: the tip says "licence" as the ad does.)
    const skill = { ...known, prose: resumeSpelling(known.prose, input.jobDescription) };
    if (skill.kind === "soft")
      tips.push(`The ad stresses ${skill.prose}: add an example to your resume that shows it.`);
    else if (weight === "required")
      tips.push(
        `The job asks for ${skill.prose}, which your resume does not show: add it if you have it, or plan how you would learn it.`,
      );
    else if (weight === "preferred")
      tips.push(
        `The ad lists ${skill.prose} as a plus; your resume does not mention it: add it only if you have used it.`,
      );
    else tips.push(`The role involves ${skill.prose}; if you have done this, add an example to your resume.`);
  }
  // A system the ad names that the resume does not ("ideally have used Reapit"): a suggestion, never a claim.
  for (const name of adOnlySystems(input.resume, input.jobDescription, [input.companyName, input.jobTitle]))
    tips.push(`The ad mentions ${name}; your resume does not: add it only if you have used it.`);
  for (const m of f.matched.filter((x) => x.listedOnly).slice(0, 3)) {
    tips.push(
      `Your skills list includes ${m.skill.prose}, which the job description asks for: add an example of it to your resume.`,
    );
  }
  // The job lines' own dates count: "2017–Present" shows the years the ad asks for.
  if (
    f.job.yearsRequired &&
    !f.resume.years &&
    !(f.resume.yearsWorked !== null && f.resume.yearsWorked >= Number(f.job.yearsRequired))
  ) {
    tips.push(
      `The ad asks for ${f.job.yearsRequired}+ years of experience: state your years of experience in your resume or in the experience field.`,
    );
  }
  if (!f.resume.achievements.some((a) => a.figure) && !hasFigure(input.resume)) {
    tips.push(
      "Quantify your achievements with numbers (percentages, amounts, time saved): your resume has none the letters could cite.",
    );
  }
  if (!f.matched.length && !f.missingSkills.length) {
    tips.push(
      "Name the specific tools and skills the job requires in both your resume and your letter, using the job description's own words.",
    );
  }
  if (f.resume.lang !== "en")
    tips.push(
      "Your resume is not in English, so the letters leave your results as [placeholders]: paste an English version of your resume to have them cited.",
    );
  if (!f.name) tips.push("Start your resume with your full name so the letters can be signed with it.");
  // A short resume is only worth expanding when it gives the letters little to cite: three statements with a figure
  // or a result in 50 words are enough.
  const citable = f.resume.achievements.filter(
    (a) => a.figure || /\d/.test(a.source) || (a.fp.verb && a.fp.verb !== "be" && a.score >= 0),
  ).length;
  // (Nor is a resume of many lines: jobs, duties and qualifications set out one a line are detail enough.)
  const lines = input.resume.split("\n").filter((l) => /\p{L}{3}/u.test(l)).length;
  if (input.resume.trim().split(/\s+/).length < 60 && citable < 3 && lines < 8)
    tips.push("Expand your resume with more detail on your roles and results: it is short for tailoring a letter.");
  return tips;
}
