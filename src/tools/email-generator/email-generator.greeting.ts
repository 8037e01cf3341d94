/** The greeting and the sign-off of an English email. */
import type { EmailAudience, EmailTone } from "./contract";
import { AUDIENCES, TONES } from "./email-generator.data";
import { oneReaderRole } from "./email-generator.role-placeholder";
import type { EmailFacts, Recipient } from "./email-generator.model";

const reg = (tone: EmailTone) => tone === "formal" || tone === "professional" || tone === "urgent";
/** "hoa board" -> "HOA Board": each word capitalised, and the acronyms a prompt writes in capitals kept so. */
const titleCase = (s: string) =>
  s
    .replace(/\b\p{L}/gu, (c) => c.toUpperCase())
    .replace(/\b(?:Hoa|Pta|Hr|It|Gp|Nhs|Dmv|Irs)\b(?=\s+\p{L})/gu, (w) => w.toUpperCase());
const TITLED = /^(?:Dr|Mr|Mrs|Ms|Mx|Prof|Professor|Coach|Doctor|Dean)\b/;

/**
 * Greets the named person ("Hi Jenna,", "Dear Dr. Okafor,"), the reader's organisation ("Dear Hartley Logistics team,"),
 * a group in its own words ("Dear parents,", "Hi team,"), an institution ("To whom it may concern,"), or the chosen
 * audience with a placeholder ("Hello [Client's Name],").
 */
export function greeting(tone: EmailTone, audience: EmailAudience, r: Recipient): string {
  const { salutation } = TONES[tone];
  const formal = tone === "formal";
  // "Dr. Lena Ortiz" and "Prof. J. K. Adeyemi" are greeted "Dr. Ortiz", "Prof. Adeyemi": a title goes with the family name.
  const titled =
    TITLED.test(r.name ?? "") && !/ and /.test(r.name ?? "")
      ? r.name!.replace(/^(\S+)\s+(?:\S+\s+)+(\S+)$/, "$1 $2")
      : r.name;
  // "J. K. Rowling" is not greeted "J.".
  const first = /^\p{Lu}\.\s/u.test(r.name ?? "") ? r.name : r.name?.split(" ")[0];
  if (r.name) return `${salutation} ${formal || TITLED.test(r.name) || / and /.test(r.name) ? titled : first},`;
  if (r.org) return `${salutation} ${r.org.replace(/^The\s+/, "")} team,`;
  if (r.group) {
    const role = (r.role ?? "")
      .replace(/^(?:whole|entire)\s+/, "")
      .replace(/^(?:top|key|best|loyal|valued|existing|new|all|our|\d+|\s)+(?=\p{L}+$)/u, "");
    const whole = /^(?:whole|entire)\b/.test(r.role ?? "");
    if (!whole && /^(?:team|staff|crew)$/.test(role)) return `${salutation} ${formal ? "Team" : "team"},`;
    if (!whole && /\bteam$/.test(role)) return `${salutation} ${role},`;
    if (
      /^(?:parents|families|volunteers|students|members|residents|neighbou?rs|partners|investors|tenants|colleagues|attendees|guests|managers|trustees|governors|donors|supporters|sponsors|shareholders|directors)$/.test(
        role,
      )
    ) {
      // "Hey colleagues," reads oddly: the casual voice greets the group as a whole.
      if (tone === "casual")
        return /^(?:colleagues|managers|partners|investors)$/.test(role)
          ? `${salutation} all,`
          : `${salutation} ${role},`;
      // "Hi neighbours,": a friendly note to a group greets it warmly.
      return tone === "friendly" ? `${salutation} ${role},` : `Dear ${role},`;
    }
    // A pitch to "gym owners" goes to each owner on their own: no "everyone".
    if (
      /^(?:customers|clients|subscribers|users)$/.test(role) ||
      /\b(?:owners|prospects|leads)$|^\S+\s+managers$/.test(role)
    )
      return formal ? `Dear valued ${role.replace(/s$/, "")},` : `${salutation} there,`;
    // Outreach to "candidates" is sent to each one by name, and the "you" of the e-mail is that one person.
    if (/^(?:candidates|applicants)$/.test(role)) return `${formal ? "Dear" : salutation} [Name],`;
    if (/^(?:board|committee|steering committee|council|board of (?:trustees|governors|directors))$/.test(role))
      return formal ? `Dear members of the ${role},` : `${salutation} everyone,`;
    return formal ? "Dear all," : `${salutation} everyone,`;
  }
  // An institution: its own name where it has one ("Dear City Council,"), otherwise a plain greeting.
  if (r.institution)
    return /council|committee|board/.test(r.role ?? "") && reg(tone)
      ? `Dear ${titleCase(r.role!)},`
      : tone === "formal"
        ? "Dear Sir or Madam,"
        : "Hello,";
  if (r.role && !/^(?:them|him|her|everyone|everybody)$/.test(r.role)) {
    const role = r.role
      .replace(/^(?:boss|supervisor|line manager|team lead)$/, "manager")
      .replace(/^(?:hiring manager)$/, "recruiter")
      .replace(/^(?:coworker|co-worker)$/, "colleague");
    const known = (Object.keys(AUDIENCES) as EmailAudience[]).find((a) => new RegExp(`^${a}s?$`).test(role));
    if (known) return `${salutation} ${AUDIENCES[known].name},`;
    return `${salutation} ${r.role.split(/\s+/).length === 1 ? `[${titleCase(oneReaderRole(r.role))}'s Name]` : "[Name]"},`;
  }
  return `${salutation} ${formal ? AUDIENCES[audience].formalName : AUDIENCES[audience].name},`;
}

export function signOff(tone: EmailTone, sender: EmailFacts["sender"]): string {
  const name = sender.name ? `${sender.name}${sender.title ? `, ${sender.title}` : ""}` : "[Your Name]";
  return `${TONES[tone].signOff}\n${name}`;
}
