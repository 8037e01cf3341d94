import type { WritingSample } from "../../../tests/quality/writing-sample";
import { COVER_LETTER_TONES, LETTER_VERSIONS, coverLetterRequest, type CoverLetterResponse } from "./contract";
import { BUSINESS_CASES } from "./corpus/business.cases";
import type { CoverLetterCase } from "./corpus/corpus-case";
import { EDGE_CASES } from "./corpus/edge.cases";
import { HEALTH_EDUCATION_CASES } from "./corpus/health-education.cases";
import { TECH_CASES } from "./corpus/tech.cases";
import { TRADES_SERVICE_CASES } from "./corpus/trades-service.cases";
import { generateCoverLetters } from "./cover-letter-generator.engine";
import { plainText } from "./input-text";

/**
 * Realistic resume + job-ad pairs written for the quality tests (cover-letter-generator.quality.test.ts) and the
 * writing bench: nursing, teaching, software, data, sales, retail, finance, HR, legal, trades, logistics, hospitality,
 * design, nonprofits; terse and long resumes, bullets and prose, a missing name, all capitals, pasted HTML, a prompt
 * injection, and Spanish, French and German pairs.
 */
export type { CoverLetterCase } from "./corpus/corpus-case";

export const COVER_LETTER_CORPUS: CoverLetterCase[] = [
  ...HEALTH_EDUCATION_CASES,
  ...TECH_CASES,
  ...BUSINESS_CASES,
  ...TRADES_SERVICE_CASES,
  ...EDGE_CASES,
];

export const TONE_IDS = COVER_LETTER_TONES.map((t) => t.value);

/** The case's request, in the tone given (default: the case's own). */
export function requestOf(c: CoverLetterCase, tone = c.tone ?? "professional") {
  return coverLetterRequest.parse({
    resume: c.resume,
    jobTitle: c.jobTitle,
    jobDescription: c.jobDescription,
    companyName: c.companyName,
    skills: c.skills,
    experience: c.experience,
    tone,
  });
}

/** What the visitor typed, as text (the resume and the ad, HTML read as text). */
export function inputText(c: CoverLetterCase): string {
  return `${plainText(c.resume)}\n\n${plainText(c.jobDescription)}`;
}

/**
 * Words a letter may use besides the two texts: the form's fields, and the salutation's conventional words ("Dear
 * Hiring Manager", "Dear Hiring Committee"), which the faithfulness check would otherwise read as names.
 */
export function allowed(c: CoverLetterCase): string[] {
  return [c.jobTitle, c.companyName, c.skills ?? "", c.experience ?? "", "Hiring Manager Team Committee"];
}

/**
 * The text the faithfulness check reads. Letters glued to a number ("$600K", "40M", "3PL") are not a name, and a
 * company name ending in "Co." or "Inc." ends its sentence (the checker reads those as abbreviations inside one).
 */
export function checkable(text: string, c: CoverLetterCase): string {
  // "3PL" is a number glued to letters; "B2B" is a word of its own and stays whole.
  let out = text.replace(/(?<![A-Za-z])(\d)[A-Z]{1,3}\b/g, "$1");
  if (/\.$/.test(c.companyName.trim())) out = out.split(`${c.companyName.trim()} `).join(`${c.companyName.trim()}. `);
  return out;
}

const CONTRACTION =
  /\b(?:I'm|I'd|I've|I'll|you're|you'll|we're|that's|it's|can't|don't|won't|isn't|aren't|wouldn't|couldn't|let's)\b/i;

/** The option rules: three letters in the spec's order, each in the requested tone and visibly in it. */
export function adheres(r: CoverLetterResponse, tone: string): boolean {
  const label = COVER_LETTER_TONES.find((t) => t.value === tone)!.label;
  if (r.coverLetters.map((l) => l.version).join() !== LETTER_VERSIONS.join()) return false;
  if (r.coverLetters.some((l) => l.tone !== label)) return false;
  if (new Set(r.coverLetters.map((l) => l.content)).size !== 3) return false;
  const all = r.coverLetters.map((l) => l.content).join("\n");
  if ((tone === "professional" || tone === "formal") && CONTRACTION.test(all)) return false;
  if (tone === "enthusiastic" && !all.includes("!")) return false;
  return true;
}

/**
 * The bench's writing samples: every English pair in every tone; the output is the three letters. The facts check
 * reads the letters, their highlights and the suggestions; keySkillsMatched is left out, as it lists the lexicon's
 * names for skills found in the input ("Kubernetes" for "K8s", "Rooming Patients" for "room patients").
 */
export function writingSamples(): WritingSample[] {
  return COVER_LETTER_CORPUS.filter((c) => (c.lang ?? "en") === "en").flatMap((c) =>
    TONE_IDS.map((tone) => {
      const r = generateCoverLetters(requestOf(c, tone));
      const output = r.coverLetters.map((l) => l.content).join("\n\n");
      const shown = [output, ...r.coverLetters.flatMap((l) => l.highlights), ...r.suggestedImprovements].join("\n");
      return { input: inputText(c), output, shown: checkable(shown, c), allow: allowed(c), adheres: adheres(r, tone) };
    }),
  );
}
