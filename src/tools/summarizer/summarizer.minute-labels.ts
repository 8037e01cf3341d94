/**
 * Minutes' agenda labels in a summary (session 12): a minute that says who did or settled what in a sentence of its
 * own ("The committee agreed to buy a new padlock ...", "Bill reported a balance of £3,412 ...") reads without the
 * name of its agenda item, whether the writer put it before the line ("Finances: Bill reported ...") or the summary
 * would lend it from the item's heading ("Security: the committee agreed ..."). A short or leaning line keeps it:
 * "Heating: the cheaper was from Dale Heating at £2,100.", "Summer fete: this will be on Saturday 19 July.".
 */
import { ELLIPTIC_SUBJECT, pointsBack } from "./summarizer.anaphora";
import { isCompleteSentence, isFragment, startsWithBaseVerb } from "./summarizer.grammar";

/** Words a minute needs to say its point without its item's name. */
const OWN_WORDS = 7;
/** Subjects that stand for something said before: "This will be ...", "Another resident asked ...", "They agreed ...". */
const LEANING_SUBJECT =
  /^(?:it|its|it's|this|that|these|those|they|their|them|he|she|his|her|which|such|both|none|another|the other|the same|the latter|the former|also|then|again)\b/i;
/** Labels that say what a line is (a decision, an action, a vote), which the line does not say itself. */
const OUTCOME_LABEL =
  /^(?:decisions?|decided|agreed|resolved|resolutions?|outcomes?|actions?|action items?|next steps?|to ?dos?|motions?|votes?|proposals?|proposed|recommendations?|notes?|update|status|result|results)$/i;

/** Whether a minute's sentence says its point without the name of its agenda item. */
export function readsWithoutItem(text: string): boolean {
  if (/^\p{Ll}/u.test(text) || LEANING_SUBJECT.test(text) || ELLIPTIC_SUBJECT.test(text)) return false;
  if (text.split(/\s+/).length < OWN_WORDS || startsWithBaseVerb(text) || isFragment(text)) return false;
  return isCompleteSentence(text, OWN_WORDS) && !pointsBack(text);
}

/** "Finances: Bill reported a balance of £3,412 ..." -> "Bill reported a balance of £3,412 ..." (minutes only). */
export function withoutItemLabel(text: string): string {
  const m = /^([^:.!?]{2,40}):\s+(\p{Lu}[\s\S]*)$/u.exec(text);
  if (!m) return text;
  const label = m[1]!.replace(/^\d{1,4}(?:[./]\d{1,4})*[.)]?\s+/, "").trim();
  // (A label that is a sentence, or a name's turn in a transcript, is no agenda item: "Raj said: ...". One word is
  // never a sentence: "Finance" is no verb here.)
  const n = label.split(/\s+/).length;
  if (!label || n > 5 || OUTCOME_LABEL.test(label) || (n > 1 && !isFragment(label))) return text;
  // ("Accounts: George presented the accounts." says its label itself.)
  const stems = (t: string) => (t.toLowerCase().match(/\p{L}{4,}/gu) ?? []).map((w) => w.slice(0, 5));
  const said = new Set(stems(m[2]!));
  const repeated = stems(label).length > 0 && stems(label).every((w) => said.has(w)) && isCompleteSentence(m[2]!, 4);
  return repeated || readsWithoutItem(m[2]!) ? m[2]! : text;
}
