import { activeVoice } from "./humanizer.passive";
/**
 * Two passives joined by "and" where only the second names its doer: the first stays as written and the second goes
 * active (casual and friendly), as people tell it.
 * "The museum was founded in 1952 and is funded by a private trust." -> "The museum was founded in 1952, and a private
 * trust funds it."; "The report was delayed and the figures were revised by the finance team." -> "The report was
 * delayed, and the finance team revised the figures."
 */
const AUX = String.raw`(?:was|were|is|are|has been|have been|had been|(?:will|can|could|should|must|may|might|would) be)`;
const CLAUSE = new RegExp(
  String.raw`^(\p{Lu}\p{Ll}*(?: [\p{L}'’-]+){0,4}) (${AUX}) (?:\p{Ll}+ly )?\p{Ll}+(?:ed|en|t|n)\b`,
  "u",
);
const JOIN = /^(.+?),? and (?!.* and )(.+ by .+[.!])$/u;

const lowerFirst = (s: string) => s[0]!.toLowerCase() + s.slice(1);
const upperFirst = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** The active clause with its doer's first letter as written after "by" ("a local firm", "Acme"). */
function asDoerWasWritten(active: string, passive: string): string {
  const doer = / by (.+)$/.exec(passive)?.[1] ?? "";
  return /^\p{Ll}/u.test(doer) ? lowerFirst(active) : active;
}

/** The active form of "<subject> <rest>", or null when it stays passive. */
function turned(subject: string, rest: string): string | null {
  const passive = `${subject} ${rest}`;
  const active = activeVoice(passive);
  return active === passive ? null : active;
}

export function activeVoiceInPairs(s: string): string {
  const single = activeVoice(s);
  if (single !== s) return single;
  const m = JOIN.exec(s);
  if (!m) return s;
  const [, left, right] = m as unknown as [string, string, string];
  const head = CLAUSE.exec(left);
  if (!head) return s;
  const subject = head[1]!;
  const shared = new RegExp(`^${AUX}\\b`).test(right);
  // A first passive with its own doer goes active too, when the second shares its subject ("The bakery was founded in
  // 1987 by Rosa and Tomas and is now run by their daughter" -> "Rosa and Tomas founded the bakery in 1987, and their
  // daughter now runs it").
  let first = left;
  if (/ by /.test(left)) {
    const turnedLeft = shared ? activeVoice(`${left}.`) : `${left}.`;
    if (turnedLeft === `${left}.`) return s;
    first = turnedLeft.slice(0, -1);
  }
  if (shared) {
    // "... and is funded by a private trust": the shared subject comes back as "it"/"them" after the verb.
    const object = lowerFirst(subject);
    const active = turned(subject, right);
    if (!active) return s;
    const at = active.indexOf(` ${object}`);
    if (at < 0) return s;
    const plural = /^(?:were|are|have been)$/.test(head[2]!);
    const clause = `${active.slice(0, at)} ${plural ? "them" : "it"}${active.slice(at + object.length + 1)}`;
    return `${first}, and ${asDoerWasWritten(clause, right)}`;
  }
  // "... and the figures were revised by the finance team": the second clause has its own subject.
  const second = CLAUSE.exec(upperFirst(right));
  if (!second || !/^\p{Ll}/u.test(right)) return s;
  const active = turned(second[1]!, upperFirst(right).slice(second[1]!.length + 1));
  if (!active) return s;
  return `${left}, and ${asDoerWasWritten(active, right)}`;
}
