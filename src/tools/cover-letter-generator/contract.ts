import * as z from "zod/mini";
import { defineToolContract } from "../../shared/tool-contract";
import { choiceOf, errorToast, optionalText, optionList, requiredText } from "../../shared/contract-fields";
import OPTIONS from "./cover-letter-generator.options.json" with { type: "json" };

export const RESUME_MAX = 5000;
export const JOB_DESCRIPTION_MAX = 3000;
export const SKILLS_MAX = 500;
export const EXPERIENCE_MAX = 1000;
const SHORT_FIELD_MAX = 200;

export const coverLetterMessages = {
  resumeRequired: "Resume content is required",
  resumeTooLong: "Resume is too long",
  jobTitleRequired: "Job title is required",
  jobDescriptionRequired: "Job description is required",
  companyNameRequired: "Company name is required",
  // The spec gives no wording for these limits: ours, in the same voice.
  jobTitleTooLong: "Job title is too long",
  jobDescriptionTooLong: "Job description is too long",
  companyNameTooLong: "Company name is too long",
  skillsTooLong: `Skills must be at most ${SKILLS_MAX} characters`,
  experienceTooLong: `Experience must be at most ${EXPERIENCE_MAX} characters`,
  fieldNotText: "This field must be text",
  submit: "Generate Cover Letters",
  busy: "Generating...",
  success: {
    title: "Cover Letters Generated!",
    description: "Three versions are ready: Traditional, Achievement and Culture-Fit.",
  },
  failure: "Failed to generate cover letter",
  hint: "You can copy and edit these cover letters to better match your personal style",
  placeholder: "Fill in the job details and your resume, then generate three tailored cover letters.",
} as const;

export const COVER_LETTER_TONES = optionList(OPTIONS.tones);
export type CoverLetterTone = (typeof COVER_LETTER_TONES)[number]["value"];

/** The three versions, always in this order. */
export const LETTER_VERSIONS = ["Traditional", "Achievement", "Culture-Fit"] as const;

const m = coverLetterMessages;
const required = (requiredMsg: string, max: number, tooLong: string) =>
  requiredText(max, { required: requiredMsg, tooLong });
const optional = (max: number, tooLong: string) => optionalText(max, { notText: m.fieldNotText, tooLong });

export const coverLetterRequest = z.object({
  resume: required(m.resumeRequired, RESUME_MAX, m.resumeTooLong),
  jobTitle: required(m.jobTitleRequired, SHORT_FIELD_MAX, m.jobTitleTooLong),
  jobDescription: required(m.jobDescriptionRequired, JOB_DESCRIPTION_MAX, m.jobDescriptionTooLong),
  companyName: required(m.companyNameRequired, SHORT_FIELD_MAX, m.companyNameTooLong),
  skills: optional(SKILLS_MAX, m.skillsTooLong),
  experience: optional(EXPERIENCE_MAX, m.experienceTooLong),
  tone: choiceOf(COVER_LETTER_TONES, "professional"),
});
export type CoverLetterRequest = z.input<typeof coverLetterRequest>;
export type CoverLetterInput = z.output<typeof coverLetterRequest>;

export const coverLetter = z.object({
  version: z.string(),
  content: z.string(),
  tone: z.string(),
  highlights: z.array(z.string()),
});
export type CoverLetter = z.infer<typeof coverLetter>;

export const coverLetterResponse = z.object({
  coverLetters: z.array(coverLetter).check(z.length(3)),
  keySkillsMatched: z.array(z.string()),
  suggestedImprovements: z.array(z.string()),
});
export type CoverLetterResponse = z.infer<typeof coverLetterResponse>;

/** What an AI provider writes: only the letters (skills matched and improvements stay computed by the engine). */
export const coverLetterAiAnswer = z.pick(coverLetterResponse, { coverLetters: true });

export const contract = defineToolContract({
  endpoint: "/api/cover-letter",
  request: coverLetterRequest,
  response: coverLetterResponse,
  messages: coverLetterMessages,
  failure: errorToast(coverLetterMessages.failure),
});
