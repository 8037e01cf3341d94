/**
 * "Decline the job offer from Northwind": a single capitalised word that is no first name, sending a job offer, is
 * the company that made it. The reader is that company (never greeted "Hello Northwind," as a person), and the
 * company stays in the e-mail ("Thank you for the offer to join Northwind"), never lost to "the job offer from you".
 */
import type { Recipient } from "./email-generator.model";
import { lexiconTags } from "./email-generator.text";
import { isOrg, pronounOf } from "./email-generator.recipient";

/** "Northwind", "Brightline", "Keystone": two ordinary words run together, as company names often are. */
function runTogether(word: string): boolean {
  const w = word.toLowerCase();
  if (/\s/.test(w)) return false;
  for (let i = 3; i <= w.length - 3; i++) if (lexiconTags(w.slice(0, i)) && lexiconTags(w.slice(i))) return true;
  return false;
}

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
  // Only a name that reads as a company's: "Harlow Analytics", "Northwind" (two words run together); a word the
  // lexicon does not know ("Priya") may be the person who made the offer.
  if (!isOrg(company) && !runTogether(company)) return null;
  recipient.org = company;
  recipient.pronoun ??= "they";
  return `the offer to join ${company}${np.trim().slice(m[0].length)}`;
}
