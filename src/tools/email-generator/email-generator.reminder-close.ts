/**
 * A reminder to a group that asks for no reply ("reminder to the team: timesheets due by 5pm Thursday") does not
 * close by waiting for one: "Thank you, and I look forward to hearing from you." -> "Thank you.", and "I would
 * appreciate a brief update when you have a moment." is taken out. Its opening says it is a reminder ("Just a quick
 * reminder that timesheets are due ...", not "I wanted to follow up with you.") and so does its subject.
 */
import type { EmailTemplateInput } from "./contract";
import { splitAtStops } from "../../shared/text/abbreviations";

/** A reminder written to a group, with nothing the readers are asked to answer. */
function groupReminder(prompt: string, input: Pick<EmailTemplateInput, "audience">): boolean {
  return (
    /\bremind(?:er|ing)?\b/i.test(prompt) &&
    (input.audience === "team" ||
      /\b(?:team|everyone|everybody|staff|all|volunteers|members|tenants|parents)\b/i.test(prompt)) &&
    !/\?|\b(?:let me know|reply|respond|confirm|rsvp|get back to me|tell me|send me|update me)\b/i.test(prompt)
  );
}

const CAPITAL = /[\p{Lu}“"]/u;
/** Lines that wait for the readers' answer. */
const WAITS =
  /^(?:I (?:would|'d) appreciate (?:a|an) (?:brief |quick )?update\b|I look forward to (?:hearing from you|your reply|your response)\b|I would be grateful for a (?:quick |brief )?reply\b)/i;

/** The closing and opening of a group reminder, and its subject; unchanged for any other e-mail. */
export function closeReminder(
  paragraphs: string[],
  subject: string,
  prompt: string,
  input: Pick<EmailTemplateInput, "audience">,
): { paragraphs: string[]; subject: string } {
  if (!groupReminder(prompt, input)) return { paragraphs, subject };
  const out = paragraphs
    .map((p) => {
      if (/\n/.test(p)) return p;
      let s = splitAtStops(
        p.replace(
          /\b(Thank you|Thanks)(?: (?:all|so much|again))?,? and I look forward to (?:hearing from you|your reply)([.!])/g,
          "$1$2",
        ),
        CAPITAL,
      )
        .filter((x) => !WAITS.test(x))
        .join(" ");
      // "I wanted to follow up with you. Timesheets are due ...": a reminder says so.
      s = s.replace(/^I wanted to follow up with you\.\s+I am writing about\s+/, "Just a quick reminder about ");
      s = s.replace(/^I wanted to follow up with you\.\s+(?=I\b)/, "");
      s = s.replace(/^I wanted to follow up with you\.\s+(\p{Lu})(\p{Ll}*)/u, (_m, c: string, rest: string) =>
        new RegExp(`\\b${c}${rest}\\b`).test(prompt)
          ? `Just a quick reminder that ${c}${rest}`
          : `Just a quick reminder that ${c.toLowerCase()}${rest}`,
      );
      return s;
    })
    .filter((p) => p.trim());
  const follow = /^Following up on\s+(\p{Lu})(.+)$/u.exec(subject);
  const newSubject = follow
    ? `Reminder: ${new RegExp(`\\b${follow[1]}${follow[2]!.split(/\s/)[0]}\\b`).test(prompt) ? follow[1] : follow[1]!.toLowerCase()}${follow[2]}`
    : subject;
  return { paragraphs: out, subject: newSubject };
}
