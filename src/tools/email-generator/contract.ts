import * as z from "zod/mini";
import { defineToolContract } from "../../shared/tool-contract";
import { errorToast } from "../../shared/contract-fields";

/** Spec: the email prompt takes 10 to 1000 characters. */
const EMAIL_PROMPT_MIN = 10;
export const EMAIL_PROMPT_MAX = 1000;

export const emailMessages = {
  promptTooShort: "Prompt must be at least 10 characters",
  promptTooLong: "Prompt is too long",
  submit: "Generate Email Template",
  busy: "Generating...",
  success: { title: "Email Template Generated!", description: "Your email is ready to copy and personalise." },
  failure: "Failed to generate email template",
  placeholder: "Describe your email, choose its purpose, tone, audience and length, then generate a template.",
  copiedSubject: "Subject copied to clipboard",
  copiedBody: "Email body copied to clipboard",
  copiedAll: "Email template copied to clipboard",
  copyFailed: "Failed to copy to clipboard",
} as const;

export const PURPOSE_IDS = [
  "business",
  "networking",
  "sales",
  "follow-up",
  "introduction",
  "recruitment",
  "application",
  "thank-you",
] as const;
export const TONE_IDS = ["formal", "professional", "friendly", "casual", "persuasive", "urgent"] as const;
export const AUDIENCE_IDS = ["client", "colleague", "team", "manager", "recruiter", "partner", "customer"] as const;
export const LENGTH_IDS = ["short", "medium", "long"] as const;

export type EmailPurpose = (typeof PURPOSE_IDS)[number];
export type EmailTone = (typeof TONE_IDS)[number];
export type EmailAudience = (typeof AUDIENCE_IDS)[number];
type EmailLength = (typeof LENGTH_IDS)[number];

export const PURPOSE_LABELS: Record<EmailPurpose, string> = {
  business: "Business",
  networking: "Networking",
  sales: "Sales",
  "follow-up": "Follow-up",
  introduction: "Introduction",
  recruitment: "Recruitment",
  application: "Application",
  "thank-you": "Thank You",
};

export const TONE_LABELS: Record<EmailTone, string> = {
  formal: "Formal",
  professional: "Professional",
  friendly: "Friendly",
  casual: "Casual",
  persuasive: "Persuasive",
  urgent: "Urgent",
};

export const AUDIENCE_LABELS: Record<EmailAudience, string> = {
  client: "Client",
  colleague: "Colleague",
  team: "Team",
  manager: "Manager",
  recruiter: "Recruiter",
  partner: "Partner",
  customer: "Customer",
};

/** Spec: short is 1-2 paragraphs, medium 3-4, long 5 or more (the greeting and sign-off are not counted). */
export const LENGTH_LABELS: Record<EmailLength, string> = {
  short: "Short (1-2 paragraphs)",
  medium: "Medium (3-4 paragraphs)",
  long: "Long (5+ paragraphs)",
};

const m = emailMessages;

export const emailTemplateRequest = z.object({
  prompt: z.string({ error: m.promptTooShort }).check(
    z.refine((v) => v.trim().length >= EMAIL_PROMPT_MIN, m.promptTooShort),
    z.refine((v) => v.length <= EMAIL_PROMPT_MAX, m.promptTooLong),
  ),
  purpose: z._default(z.enum(PURPOSE_IDS), "business"),
  tone: z._default(z.enum(TONE_IDS), "professional"),
  audience: z._default(z.enum(AUDIENCE_IDS), "client"),
  length: z._default(z.enum(LENGTH_IDS), "medium"),
});
export type EmailTemplateInput = z.output<typeof emailTemplateRequest>;

export const emailTemplateResponse = z.object({
  /** The subject line. */
  subject: z.string().check(z.minLength(1)),
  /** The email: greeting, paragraphs and sign-off separated by blank lines. */
  body: z.string().check(z.minLength(1)),
});
export type EmailTemplateResponse = z.infer<typeof emailTemplateResponse>;

/** Paragraph blocks of a body, split on blank lines (how the page shows it). */
export function bodyBlocks(body: string): string[] {
  return body
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n+/)
    .map((b) => b.trim())
    .filter(Boolean);
}

export const contract = defineToolContract({
  endpoint: "/api/email-template",
  request: emailTemplateRequest,
  response: emailTemplateResponse,
  messages: emailMessages,
  failure: errorToast(emailMessages.failure),
});
