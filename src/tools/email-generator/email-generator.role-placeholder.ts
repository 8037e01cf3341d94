/**
 * The placeholder for a reader known only by a one-word role: "[Landlord's Name]". A plural role ("cold e-mail to
 * dentists") is one reader per e-mail: "[Dentist's Name]", never "[Dentists's Name]".
 */
import nlp from "compromise";

/** The role of one reader, for "[<Role>'s Name]": "dentists" -> "dentist", "company" -> "company". */
export function oneReaderRole(role: string): string {
  let one = role.replace(/ie$/, "y");
  if (/[^s]s$/.test(one) && nlp(one).nouns().isPlural().found) {
    const singular = nlp(one).nouns().toSingular().text();
    if (singular && singular !== one) one = singular;
  }
  return one;
}
