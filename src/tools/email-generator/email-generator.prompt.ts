import { AUDIENCE_LABELS, LENGTH_LABELS, PURPOSE_LABELS, TONE_LABELS, type EmailTemplateInput } from "./contract";

/** What the AI provider is asked for an email template. */
export const EMAIL_SYSTEM =
  "You write email templates. Stay faithful to the request: keep every name, number, date and product exactly as " +
  "given and invent no facts; use bracketed placeholders such as [Client Name] or [Your Name] for anything unknown. " +
  "Answer with a JSON object: `subject` is one short subject line (no 'Subject:' prefix); `body` is the whole email " +
  "(greeting, paragraphs, sign-off) with paragraphs separated by one blank line.";

const PARAGRAPHS: Record<EmailTemplateInput["length"], string> = {
  short: "1 to 2 paragraphs",
  medium: "3 to 4 paragraphs",
  long: "5 or more paragraphs",
};

export function emailPrompt({ prompt, purpose, tone, audience, length }: EmailTemplateInput): string {
  return [
    `Purpose: ${PURPOSE_LABELS[purpose]}.`,
    `Tone: ${TONE_LABELS[tone]}.`,
    `Audience: ${AUDIENCE_LABELS[audience]}.`,
    `Length: ${LENGTH_LABELS[length]}: ${PARAGRAPHS[length]} between the greeting and the sign-off.`,
    "Request, between the markers:",
    "<<<REQUEST",
    prompt,
    "REQUEST>>>",
  ].join("\n");
}
