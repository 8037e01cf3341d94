/**
 * Built-in email engine: understand the prompt, then write with sentences a person wrote.
 *
 * 1. Understanding (email-generator.read.ts and the modules it uses): the reader and their organisation, the
 *    sender, each ask, each fact (dates, amounts, names, places, deadlines), the directives to the tool ("be polite
 *    but firm", "keep it short") and the intent. Orders to the tool become first-person sentences to the reader;
 *    fragments and comma-spliced clauses become separate sentences.
 * 2. Writing (email-generator.compose.ts, .asks.ts, .subject.ts): paragraphs planned by length and filled from the
 *    sentence library (email-generator.data.ts) by purpose, tone, audience and intent. What the email needs and the
 *    prompt does not say is a [placeholder]; no date, name or number is invented.
 * 3. Spanish, German and French prompts are answered in their language (email-generator.foreign.ts); other
 *    languages get a clear note.
 */
import type { EmailTemplateInput, EmailTemplateResponse } from "./contract";
import { paragraphsFor } from "./email-generator.compose";
import { greeting, signOff } from "./email-generator.greeting";
import { foreignEmail, unsupportedLanguageNote } from "./email-generator.foreign";
import { analysePrompt } from "./email-generator.read";
import { subjectFor } from "./email-generator.subject";
import { collapse } from "./email-generator.text";
import { finishParagraph } from "./email-generator.finish";
import { capitalisePlaces } from "./email-generator.places";
import { gateEmail } from "./email-generator.gate";
import { dropRepeatedStock } from "./email-generator.stock-lines";
import { closeReminder } from "./email-generator.reminder-close";
import { frameNote } from "./email-generator.note-frame";
import { repairSentences } from "../../shared/text/sentence-repair";
import { matchSpelling } from "../../shared/text/spelling-variety";
import { splitJoinedQuestions } from "./email-generator.two-questions";
import { signWith, trailingSignature } from "./email-generator.trailing-signature";

export { analysePrompt } from "./email-generator.read";
export { detectLanguage } from "./email-generator.language";
export { applyContractions, cleanPrompt } from "./email-generator.text";

export function generateEmail(asTyped: EmailTemplateInput): EmailTemplateResponse {
  // "... by Thursday - Sam": the sender's name for the sign-off, not part of the note (email-generator.trailing-signature.ts).
  const signed = trailingSignature(asTyped.prompt);
  if (signed) {
    const email = generateEmail({ ...asTyped, prompt: signed.prompt });
    return { ...email, body: signWith(email.body, signed.name) };
  }
  // The note in the order the reading expects (email-generator.note-frame.ts): background and labels, not the point.
  const input = { ...asTyped, prompt: frameNote(asTyped.prompt, asTyped.audience) };
  const facts = analysePrompt(input.prompt, input.audience, input.purpose);
  if (facts.lang === "es" || facts.lang === "de" || facts.lang === "fr")
    return foreignEmail(input.prompt, facts.lang, input);
  if (facts.lang !== "en") return unsupportedLanguageNote(facts.lang);
  const hello = greeting(input.tone, input.audience, facts.recipient);
  // Note grammar with one right answer is repaired ("I been here" -> "I have been here"; shared/text/sentence-repair),
  // and a question with a wh-clause joined on is said as two (email-generator.two-questions.ts).
  const written = paragraphsFor(facts, input, input.prompt).map((p) =>
    splitJoinedQuestions(repairSentences(finishParagraph(p, input.prompt))),
  );
  // Generate, then check: each sentence and the subject are read against the prompt (email-generator.gate.ts).
  const checked = gateEmail(written, subjectFor(facts, input.purpose, input.tone, input.prompt), input, facts, hello);
  // A reminder to a group that asks for no reply does not close by waiting for one (email-generator.reminder-close.ts).
  const closed = closeReminder(
    dropRepeatedStock(checked.paragraphs, input.prompt),
    checked.subject,
    input.prompt,
    input,
  );
  const body = [hello, ...closed.paragraphs, signOff(input.tone, facts.sender)].join("\n\n");
  const subject = closed.subject;
  // (In the note's own spelling, British or American: "apologise" after "organization" is "apologize".)
  return {
    subject: matchSpelling(capitalisePlaces(subject, input.prompt), asTyped.prompt),
    body: matchSpelling(capitalisePlaces(body, input.prompt), asTyped.prompt),
  };
}

/**
 * Tidies a model's answer: trims, drops a "Subject:" prefix, normalises line ends and keeps one blank line between
 * paragraphs. Null when nothing is left (a blank answer).
 */
export function tidyModelEmail(answer: EmailTemplateResponse): EmailTemplateResponse | null {
  const subject = collapse(answer.subject.replace(/^subject:\s*/i, ""));
  const body = answer.body
    .replace(/\r\n?/g, "\n")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return subject && body ? { subject, body } : null;
}
