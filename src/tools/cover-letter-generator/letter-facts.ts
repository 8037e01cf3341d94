import { gateClaims } from "./claim-gate";
import { typedSkills } from "./typed-skills";
import { inOwnWords, resumeSkillsLine } from "./own-words";
import { sharedTerms } from "./shared-terms";
import { COVER_LETTER_TONES, type CoverLetterInput, type CoverLetterTone } from "./contract";
import { licenceSentence } from "./licences";
import { credentialOnly, heldCredentials, type HeldCredential } from "./credentials";
import { readJob, type JobProfile, type JobSkill, type Weight } from "./job-reader";
import { heldOnly, readResume, type Achievement, type ResumeProfile } from "./resume-reader";
import { contentTerms } from "../../shared/text/tokens";
import { canonicalName, inInputWords } from "./typed-names";
import { lexiconWith, sharedCredentials, skillsIn, tokenize, findSkill, type Skill } from "./skill-match";
import { cutOutsideAbbreviations } from "../../shared/text/abbreviations";

/** Everything the three letters are written from: the two readings and how the resume answers the ad. */

export interface MatchedSkill {
  skill: Skill;
  weight: Weight;
  /** The resume statement that best shows the skill, if one does. */
  evidence: Achievement | undefined;
  /** Shown only by the visitor's skills list, not by the resume text. */
  listedOnly: boolean;
}

export interface SkillComparison {
  /** Skills in both the resume (or the visitor's skills list) and the job description: technical first, ad order. */
  matched: string[];
  /** Skills the job description asks for (required or nice to have) that the resume does not show. */
  missing: string[];
  /** Missing from the resume text but claimed in the visitor's skills list. */
  listedButUnshown: string[];
}

export interface LetterFacts {
  company: string;
  /** The job title as typed. */
  title: string;
  tone: CoverLetterTone;
  toneLabel: string;
  name: string;
  resume: ResumeProfile;
  job: JobProfile;
  matched: MatchedSkill[];
  missingSkills: JobSkill[];
  skills: SkillComparison;
  /** Resume statements ranked by result and relevance to the job. */
  ranked: Achievement[];
  /** Statements with a verb that share content words with the ad (or with a skill it asks for): worth citing. */
  fitting: Set<Achievement>;
  /** Statements that share a word of the ad's own or a skill it asks for (ranked before the others). */
  related: Set<Achievement>;
  /** First-person sentences of the best statements (for an AI provider's prompt). */
  wins: string[];
  /** Certifications and licences the resume shows, the ones the ad asks for first. */
  certs: Skill[];
  /** A licence the ad asks for that the resume holds but the lexicon does not know, as a sentence (licences.ts). */
  licence: string;
  /** Credentials the ad asks for, in the resume's own words ("Full UK driving licence", "GDC registered"). */
  held: HeldCredential[];
  /** Skills from the visitor's own list. */
  ownSkills: Skill[];
  /** Values the ad states, in its words. */
  values: string[];
  /** A number derived from the input that picks among equivalent wordings. */
  seed: number;
  /** The job ad as typed (its essential needs are answered in its own words: essential-needs.ts). */
  ad: string;
}

const squash = (s: string) => s.replace(/\s+/g, " ").trim();

const RANK: Record<Weight, number> = { required: 3, preferred: 2, duty: 1, mentioned: 0 };

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Where in the resume each skill shows: the best-scoring statement whose source names it. */
function evidenceFor(skill: Skill, achievements: Achievement[]): Achievement | undefined {
  return achievements.filter((a) => skillsIn(a.source, [skill], true).length > 0).sort((a, b) => b.score - a.score)[0];
}

function compare(
  resume: ResumeProfile,
  job: JobProfile,
  skillsList: string,
): { matched: MatchedSkill[]; missing: JobSkill[]; comparison: SkillComparison } {
  const resumeStream = tokenize(resume.text);
  // A certification is held only when the resume does not say it is still to come ("CMP candidate").
  const heldStream = tokenize(heldOnly(resume.text));
  const listedStream = tokenize(skillsList);
  const jobSkills = job.skills;
  const matched: MatchedSkill[] = [];
  const missing: JobSkill[] = [];
  for (const js of jobSkills) {
    const inResume = findSkill(js.skill.kind === "cert" ? heldStream : resumeStream, js.skill, true) >= 0;
    const inList = findSkill(listedStream, js.skill, true) >= 0;
    // The letters say the skill in the resume's words ("curriculum design", not "curriculum development").
    const own = inOwnWords(js.skill, resume.text);

    if (inResume || inList)
      matched.push({
        ...js,
        skill: own,
        evidence: evidenceFor(js.skill, resume.achievements),
        listedOnly: !inResume,
      });
    else missing.push(js);
  }
  const technical = (m: { skill: Skill }) => m.skill.kind !== "soft";
  const ordered = [...matched.filter(technical), ...matched.filter((m) => !technical(m))];
  // "Go or Rust", "an LMS such as Canvas or Moodle": one of them is enough.
  const have = new Set(matched.map((m) => m.skill.name));
  // "Experience in hospitality or retail": a resume that shows retail answers it.
  const resumeTerms = new Set(contentTerms(`${resume.text}\n${skillsList}`));
  const answered = (m: JobSkill) =>
    m.alternatives.some((a) => have.has(a)) || m.orWords.some((w) => contentTerms(w).some((t) => resumeTerms.has(t)));
  const asked = missing.filter(
    (m) => (m.weight === "required" || m.weight === "preferred" || m.weight === "duty") && !answered(m),
  );
  return {
    matched: ordered,
    missing: asked,
    comparison: {
      matched: ordered.map((m) => m.skill.name),
      missing: asked.map((m) => m.skill.name),
      listedButUnshown: ordered.filter((m) => m.listedOnly).map((m) => m.skill.name),
    },
  };
}

/** keySkillsMatched and the missing skills for a resume and an ad (the visitor's skills list counts as theirs). */
export function compareSkills(
  resume: string,
  jobDescription: string,
  skillsList = "",
  companyName = "",
): SkillComparison {
  return compare(readResume(resume), readJob(jobDescription, companyName, lexiconWith(skillsList)), skillsList)
    .comparison;
}

/** Words any resume and ad share ("team", "experience"): sharing them says nothing about fit to this job. */
const GENERIC = new Set(
  contentTerms(
    "team teams work working experience years role roles skills job new strong ability company business day system systems",
  ),
);

/**
 * How many content words (stemmed) a statement shares with the ad, or with the words of a skill the ad asks for:
 * "handled cash-up and stock orders" meets "ordering supplies"; "Excel" meets "Microsoft Office" (one of whose
 * names is "Word and Excel"), which ranks the statement without claiming the skill.
 */
/**
 * The ad without what the employer gives ("Training provided on Cliniko", "full training is given", "We offer ..."):
 * words there say nothing about the work, so "Trained 6 new starters" does not fit a receptionist ad through them.
 */
function adWork(jobDescription: string): string {
  return cutOutsideAbbreviations(jobDescription, /(?<=[.!?;])\s+|\n+/)
    .filter(
      (s) =>
        !/\b(?:provided|is given|are given|will be given|we offer|we provide|benefits?|perks|you['’]ll get|you will get)\b/i.test(
          s,
        ),
    )
    .join("\n");
}

function fitOf(jobDescription: string, job: JobProfile, ownWords = false, title = ""): (a: Achievement) => number {
  // The job title's own words ("nurse" for a nurse, "chef" for a chef) are in every such resume: no sign of fit.
  const titleWords = new Set(contentTerms(title));
  const adTerms = new Set([
    ...contentTerms(adWork(jobDescription)).filter((t) => !titleWords.has(t)),
    ...(ownWords
      ? []
      : job.skills.flatMap((js) =>
          js.skill.aliases.flatMap((al) => contentTerms(al.tokens.map((t) => t.raw).join(" "))),
        )),
  ]);
  // "shipped" meets "ship", "bookings" meets "booking" (one stem the start of the other, four letters or more).
  const longTerms = [...adTerms].filter((t) => t.length >= 4);
  const inAd = (t: string) =>
    adTerms.has(t) || (t.length >= 4 && longTerms.some((w) => w.startsWith(t) || t.startsWith(w)));
  return (a) => new Set(contentTerms(a.source).filter((t) => !GENERIC.has(t) && inAd(t))).size;
}

/**
 * Statements ranked for the letters: result strength, how many of the ad's skills they show, and how closely they
 * speak to the ad's work (a routine statement that matches a duty outranks an unrelated one; a result still leads).
 */
function relatedTo(matched: MatchedSkill[], adWords: (a: Achievement) => number): (a: Achievement) => boolean {
  return (a) => adWords(a) > 0 || matched.some((m) => skillsIn(a.source, [m.skill], true).length > 0);
}

function rank(
  achievements: Achievement[],
  matched: MatchedSkill[],
  fit: (a: Achievement) => number,
  adWords: (a: Achievement) => number,
  dutyFit: (a: Achievement) => number = () => 0,
): Achievement[] {
  const relevance = (a: Achievement) =>
    matched
      .filter((m) => skillsIn(a.source, [m.skill], true).length > 0)
      .reduce((n, m) => n + (RANK[m.weight] >= 2 ? 2 : 1), 0);
  // The work the ad's duties name ("answer phones, book appointments") weighs on its own: a receptionist's letter
  // cites "took bookings over the phone" before a secondary result.
  const key = (a: Achievement) =>
    2 * a.score + Math.min(relevance(a), 2) + 3 * Math.min(fit(a), 2) + 2 * Math.min(dutyFit(a), 2);
  // A statement that shares no word and no skill with the ad ("Completed barista training" for a receptionist) comes
  // after every one that does, however strong its figures: the letters lead with the work the ad describes.
  // (The ad's own words count here, not the words of its skills' other names: "train" from "train and schedule".)
  const isRelated = relatedTo(matched, adWords);
  const related = (a: Achievement) => (isRelated(a) ? 1 : 0);
  return [...achievements].sort((a, b) => related(b) - related(a) || key(b) - key(a));
}

/** A resume in another language than an English ad: its sentences cannot be cited (names, tools and numbers can). */
function citable(resume: ResumeProfile, job: JobProfile): ResumeProfile {
  if (resume.lang === "en" || job.lang !== "en") return resume;
  return {
    ...resume,
    headline: "",
    identity: "",
    years: null,
    achievements: [],
    education: [],
    roles: resume.roles.map((r) => ({ ...r, title: "" })),
  };
}

export function gatherFacts(input: CoverLetterInput): LetterFacts {
  // (The resume's own "Skills:" line is a skills list too: "assessment" there matches "write assessments".)
  const lexicon = lexiconWith([input.skills, resumeSkillsLine(input.resume)].filter(Boolean).join(", "));
  // ("ECS card (gold, pending)": a credential still to come is not shared.)
  const shared = sharedCredentials(heldOnly(input.resume), input.jobDescription);
  for (const s of shared) if (!lexicon.some((k) => k.name.toLowerCase() === s.name.toLowerCase())) lexicon.push(s);
  // Any other term both name: a system ("SystmOne"), a licence ("C+E"), a term of the trade ("medical terminology").
  const read = readResume(input.resume, input.experience);
  const employers = read.roles.map((r) => r.employer);
  const named = [input.companyName, input.jobTitle, ...employers];
  for (const s of sharedTerms(heldOnly(input.resume), input.jobDescription, lexicon, named)) lexicon.push(s);
  const job = readJob(input.jobDescription, input.companyName, lexicon);
  const resume = citable(read, job);
  const { matched, missing, comparison } = compare(resume, job, input.skills);
  const fit = fitOf(input.jobDescription, job, false, input.jobTitle);
  const adWords = fitOf(input.jobDescription, job, true, input.jobTitle);
  // A line that only names credentials is said as a credential, never cited as work ("I registered Veterinary ...").
  // A skill the job title names ("nursing" for a nurse) is in every such resume: it ranks no statement above another.
  const titled = new Set(skillsIn(input.jobTitle).map((h) => h.skill.name));
  const ranking = matched.filter((m) => !titled.has(m.skill.name));
  const dutyFit = fitOf(job.duties.join(". "), job, true, input.jobTitle);
  // Only statements that parse as claims are cited, each in a sentence built from its verb and object.
  const ranked = rank(
    gateClaims(
      resume.achievements.filter((a) => !credentialOnly(a.source)),
      lexicon,
    ),
    ranking,
    fit,
    adWords,
    dutyFit,
  );
  // Each skill's evidence is its statement that ranks highest for this ad.
  for (const m of matched) m.evidence = ranked.find((a) => skillsIn(a.source, [m.skill], true).length > 0);
  // Certifications, one per resume mention ("CCMA" answers both "CCMA" and "MA certification": it is named once).
  const certHits = skillsIn(`${heldOnly(resume.text)}\n${input.skills}`, undefined, true).filter(
    (h) => h.skill.kind === "cert",
  );
  const byPlace = new Map<number, Skill>();
  for (const h of certHits) {
    const held = byPlace.get(h.at);
    if (!held || h.skill.name.toLowerCase() === h.text.toLowerCase()) byPlace.set(h.at, h.skill);
  }
  // A certification the resume names twice ("Michael Chen, CPA" ... "CPA, Massachusetts") is held once, and so is
  // one the lexicon names in full and the ad by its letters ("Good Clinical Practice" said as "GCP").
  const resumeCerts = [
    ...new Map(
      [...byPlace.values(), ...shared.filter((s) => s.kind === "cert" && lexicon.includes(s))]
        .reverse()
        .map((c) => [c.prose.replace(/^(?:a|an)\s+/i, "").toLowerCase(), c]),
    ).values(),
  ].reverse();
  const askedCerts = resumeCerts.filter((c) => matched.some((m) => m.skill === c));
  const held = heldCredentials(input.resume, input.jobDescription);

  // A skill the ad asks for and the resume lacks is named in the input's own words ("Lean", not "Lean Six Sigma").
  const shown = inInputWords(
    [input.skills, input.jobDescription, input.resume],
    [input.jobDescription, input.skills, input.resume, input.experience, input.jobTitle].join("\n"),
  );
  // A skill the resume shows is named as the input lists it when no text of the input uses the lexicon's name
  // ("stock control", "Dispensing" in a skills line, not "Inventory Management", "Prescription Processing"); words
  // inside a sentence of work are no name ("at the register"), and then the lexicon's name stays.
  const listed = inInputWords(
    [input.skills, input.resume, input.jobDescription],
    [input.jobDescription, input.skills, input.resume, input.experience, input.jobTitle].join("\n"),
    true,
  );
  const shownMatched = matched.map((m) => ({ ...m, skill: listed(m.skill) }));
  const shownMissing = missing.map((m) => ({ ...m, skill: shown(m.skill) }));
  const shownNames = (list: string[], from: { skill: Skill }[]) =>
    list.map((n) => from.find((m) => canonicalName(m.skill) === n)?.skill.name ?? n);
  return {
    company: squash(input.companyName),
    title: squash(input.jobTitle),
    tone: input.tone,
    toneLabel: COVER_LETTER_TONES.find((t) => t.value === input.tone)!.label,
    name: resume.name,
    resume,
    job,
    matched: shownMatched,
    missingSkills: shownMissing,
    skills: {
      matched: shownNames(comparison.matched, shownMatched),
      missing: shownNames(comparison.missing, shownMissing),
      listedButUnshown: shownNames(comparison.listedButUnshown, shownMatched),
    },
    ranked,
    // A statement without a verb ("ELD and DOT log compliance") is cited only on its own strength.
    fitting: new Set(ranked.filter((a) => fit(a) > 0 && a.fp.verb !== "")),
    related: new Set(ranked.filter(relatedTo(ranking, adWords))),
    wins: ranked
      .filter((a) => a.score >= 2)
      .slice(0, 3)
      .map((a) => a.fp.sentence),
    certs: [...askedCerts, ...resumeCerts.filter((c) => !askedCerts.includes(c))],
    licence: licenceSentence(input.resume, input.jobDescription),
    held,
    ownSkills: typedSkills(input.skills),
    values: job.values,
    seed: hash(`${input.resume}\n${input.jobDescription}\n${input.companyName}`),
    ad: input.jobDescription,
  };
}
