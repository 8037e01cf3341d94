/**
 * "Decline the job offer from Northwind": a single capitalised word that is no first name, sending a job offer, is
 * the company that made it. The reader is that company (never greeted "Hello Northwind," as a person), and the
 * company stays in the e-mail ("Thank you for the offer to join Northwind"), never lost to "the job offer from you".
 */
import type { Recipient } from "./email-generator.model";
import { lexiconTags } from "./email-generator.text";
import { pronounOf } from "./email-generator.recipient";

const OFFER_FROM =
  /^(?:(?:the|your)\s+)?(?:(?:job|role|position|employment)\s+)?offer\s+from\s+(\p{Lu}[\p{L}'’&-]+(?:\s+\p{Lu}[\p{L}'’&-]+)?)(?=\s+(?:politely|kindly|nicely|gently|respectfully)\s*$|\s*$)/u;

/** The ask's new text when `np` is a job offer from a company the prompt names, with the reader set to it. */
export function offerFromCompany(np: string, recipient: Recipient): string | null {
  const m = OFFER_FROM.exec(np.trim());
  if (!m || recipient.name) return null;
  const company = m[1]!;
  if (recipient.org && recipient.org !== company) return null;
  const first = company.split(/\s+/)[0]!;
  if (pronounOf(company) || /FirstName|MaleName|FemaleName|Person/.test(lexiconTags(first.toLowerCase()) ?? ""))
    return null;
  recipient.org = company;
  recipient.pronoun ??= "they";
  return `the offer to join ${company}${np.trim().slice(m[0].length)}`;
}
