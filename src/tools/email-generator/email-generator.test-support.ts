import type { EmailTemplateInput } from "./contract";
import { generateEmail } from "./email-generator.engine";

/** The engine's e-mail for a prompt with the form's defaults (business, professional, client, medium) overridden. */
export const emailFor = (prompt: string, options: Partial<EmailTemplateInput> = {}) =>
  generateEmail({
    prompt,
    purpose: "business",
    tone: "professional",
    audience: "client",
    length: "medium",
    ...options,
  });
