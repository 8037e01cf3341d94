import { splitSentences } from "../../shared/text/sentences";
import { skillsIn, tokenize, findSkill, SKILLS, VALUES } from "./skill-match";

/** Facts read from the resume and the job description that the letters are built from. */

const ACTION_VERBS = new Set(
  `led lead built build increased increase reduced reduce launched launch designed design developed develop managed manage
improved improve created create delivered deliver automated automate migrated migrate mentored mentor grew grow cut saved save
drove drive implemented implement optimized optimised optimize optimise shipped ship scaled scale established establish founded
coordinated coordinate organized organised organize organise negotiated negotiate trained train streamlined streamline
spearheaded spearhead achieved achieve generated generate won earned boosted boost decreased decrease expanded expand
redesigned redesign introduced introduce owned own architected architect wrote write published publish resolved resolve
supervised supervise oversaw oversee headed head produced produce analyzed analysed analyze analyse raised raise secured secure
handled handle maintained maintain supported support served serve taught teach completed complete accelerated accelerate
doubled tripled halved rebuilt refactored refactor partnered partner collaborated collaborate presented present facilitated
facilitate administered administer conducted conduct prepared prepare cared treated assessed assess closed exceeded exceed`
    .split(/\s+/)
    .filter(Boolean),
);
const HEADING = /^(resume|résumé|curriculum vitae|cv|summary|profile|experience|work experience|education|skills|contact|objective|references)$/i;
const CONTACT = /@|https?:\/\/|www\.|\+?\d[\d\s().-]{7,}\d/;

const squash = (s: string) => s.replace(/\s+/g, " ").trim();
const wordCount = (s: string) => squash(s).split(" ").filter(Boolean).length;
const stripEnd = (s: string) => squash(s).replace(/[.;:,]+$/, "");

/** The resume's first line when it looks like a person's name. */
export function candidateName(resume: string): string {
  const first = resume.split("\n").map(squash).find(Boolean) ?? "";
  const name = first.split(/\s[|–—-]\s|,/)[0]!.trim();
  if (HEADING.test(name) || CONTACT.test(name) || /\d/.test(name)) return "";
  return /^\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,3}$/u.test(name) ? name : "";
}

/**
 * Resume sentences, line by line (resumes are lists: a heading or a contact line must not merge into the next
 * sentence). Headings and "Skills: a, b, c" lines are left out.
 */
export function resumeSentences(resume: string): string[] {
  const out: string[] = [];
  for (const rawLine of resume.split(/\r?\n/)) {
    const line = squash(rawLine.replace(/^[-*•●▪◦–—]\s*/, ""));
    if (!line || HEADING.test(stripEnd(line)) || /^[\p{L} ]{1,30}:\s*$/u.test(line)) continue;
    if (/^(skills|technical skills|technologies|tools|languages|certifications|interests)\s*:/i.test(line)) continue;
    for (const s of splitSentences(line)) out.push(squash(s.text));
  }
  return out;
}

const firstWord = (s: string) => (s.split(" ")[0] ?? "").toLowerCase().replace(/[^a-z]/g, "");

/** A resume line or sentence turned into a first-person sentence: "Led a team" -> "I led a team." */
export function firstPerson(sentence: string): string {
  let s = stripEnd(sentence.replace(/^[-*•●▪◦–—]\s*/, ""));
  if (ACTION_VERBS.has(firstWord(s))) s = `I ${s[0]!.toLowerCase()}${s.slice(1)}`;
  return `${s}.`;
}

export interface Achievement {
  text: string;
  score: number;
  index: number;
}

/** Resume sentences that show results: numbers, action verbs, named skills. Best three, in resume order. */
export function achievements(resume: string, limit = 3): Achievement[] {
  const name = candidateName(resume);
  const scored = resumeSentences(resume)
    .filter((t) => t !== name && !CONTACT.test(t) && !HEADING.test(stripEnd(t)) && wordCount(t) >= 4 && wordCount(t) <= 45)
    .map((text, index) => {
      const numbers = /\d/.test(text.replace(/\b(19|20)\d{2}\b\s*[-–—]?\s*((19|20)\d{2}|present|now)?/gi, ""));
      const startsWithVerb = ACTION_VERBS.has(firstWord(text.replace(/^[-*•●▪◦–—]\s*(I\s+)?/i, "")));
      const verbInside = text.toLowerCase().split(/\W+/).some((w) => ACTION_VERBS.has(w));
      const skills = skillsIn(text).length;
      const score = (numbers ? 3 : 0) + (startsWithVerb ? 2 : verbInside ? 1 : 0) + Math.min(skills, 2);
      return { text, score, index };
    })
    .filter((a) => a.score >= 2);
  return scored
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .sort((a, b) => a.index - b.index);
}

/** The resume sentence that names the most of the given skills (evidence for the Traditional letter). */
export function evidenceSentence(resume: string, skills: string[], exclude: string[] = []): string {
  const wanted = SKILLS.filter((s) => skills.includes(s.name));
  let best = { text: "", hits: 0 };
  for (const text of resumeSentences(resume)) {
    if (exclude.includes(text) || CONTACT.test(text) || wordCount(text) < 4 || wordCount(text) > 45) continue;
    const stream = tokenize(text);
    const hits = wanted.filter((w) => findSkill(stream, w) >= 0).length;
    if (hits > best.hits) best = { text, hits };
  }
  return best.text;
}

/** A job-description sentence about the company's culture or values, if it has one. */
export function cultureSentence(jobDescription: string): string {
  const sentences = splitSentences(jobDescription).map((s) => squash(s.text)).filter((t) => wordCount(t) >= 5 && wordCount(t) <= 40);
  const explicit = sentences.find((t) => /\b(mission|values?|believe|culture|we care|our team|join us|we are|we're)\b/i.test(t));
  if (explicit) return explicit;
  return sentences.find((t) => skillsIn(t, VALUES).length > 0) ?? "";
}

/** "5 years" from the experience field or the resume. */
export function yearsOfExperience(...texts: string[]): string {
  for (const t of texts) {
    const m = /\b(\d{1,2})\+?\s*(?:years?|yrs?)\b/i.exec(t);
    if (m && Number(m[1]) > 0 && Number(m[1]) < 60) return `${m[1]} year${m[1] === "1" ? "" : "s"}`;
  }
  return "";
}

/** The experience field's first sentence as a first-person statement. */
export function experienceStatement(experience: string): string {
  const first = splitSentences(experience)[0]?.text ?? "";
  const s = stripEnd(first);
  if (!s || wordCount(s) > 40) return "";
  if (/^(I|I'm|I've|My)\b/.test(s)) return `${s}.`;
  if (/^(\d|over\b|more than\b|nearly\b|almost\b)/i.test(s)) return `I bring ${s[0]!.toLowerCase()}${s.slice(1)}.`;
  if (ACTION_VERBS.has(firstWord(s))) return firstPerson(s);
  return `My background includes ${s[0]!.toLowerCase()}${s.slice(1)}.`;
}
