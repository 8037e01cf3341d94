/**
 * An applicant's notes about what they hold and can do: a bracket after their experience ("3 years at Costa (latte
 * art)") is a role ("as a team leader") or a skill of its own ("and my skills include latte art"), never left in
 * brackets on the employer; a bare credential ("food hygiene cert", "clean driving licence") is "I have a ...".
 */

const ROLE =
  /\b(?:leader|lead|manager|supervisor|assistant|head|captain|trainer|deputy|keyholder|key holder|shift runner|barista|chef|cashier)$/i;
const CREDENTIAL =
  /^(?:(?:a|an|my)\s+)?((?:[\p{L}\d/-]+\s+){0,4}?(?:licence|license|cert|certificate|certification|qualification|card|degree|diploma|nvq|badge|ticket))$/iu;

/** "I have 3 years of experience at Costa (latte art)" said without the bracket; null when it has none. */
export function experienceAside(sentence: string): string | null {
  const m = /^(I|We) have (.+? of experience(?: (?:at|with|in) [^()]+?)?)\s*\(([^()]+)\)$/.exec(sentence);
  if (!m) return null;
  const inner = m[3]!.trim();
  if (ROLE.test(inner)) return `${m[1]} have ${m[2]} as ${/^[aeiou]/i.test(inner) ? "an" : "a"} ${inner.toLowerCase()}`;
  const held = credential(inner);
  if (held) return `${m[1]} have ${m[2]}, and ${held.replace(/^I have/, m[1] === "We" ? "we have" : "I have")}`;
  return `${m[1]} have ${m[2]}, and ${m[1] === "We" ? "our" : "my"} skills include ${inner}`;
}

/** "food hygiene cert" -> "I have a food hygiene certificate"; null when the piece names no credential. */
export function credential(piece: string): string | null {
  const m = CREDENTIAL.exec(piece.trim());
  if (!m || /\b(?:no|not|need|needs|needed|required|essential|must)\b/i.test(piece)) return null;
  const what = m[1]!.replace(/\bcert$/i, "certificate");
  const plural = /s$/i.test(what.split(/\s+/)[0]!) && what.split(/\s+/).length === 1;
  return `I have ${plural ? "" : /^[aeiou]/i.test(what) ? "an " : "a "}${what}`;
}
