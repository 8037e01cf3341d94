import type { CoverLetterTone } from "../contract";

/** One resume + job ad pair of the writing-quality corpus, with what the engine must (not) find in it. */
export interface CoverLetterCase {
  id: string;
  /** Language of the resume and the job ad. */
  lang?: "en" | "es" | "fr" | "de";
  resume: string;
  jobTitle: string;
  companyName: string;
  jobDescription: string;
  skills?: string;
  experience?: string;
  tone?: CoverLetterTone;
  /** Skills keySkillsMatched must contain (multi-word skills, synonyms, abbreviations). */
  expectMatched?: string[];
  /** Things the job asks for that the resume does not show: no letter may name them. */
  notClaimed?: string[];
}
