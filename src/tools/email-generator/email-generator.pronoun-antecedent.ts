/**
 * Where a "they" or "them" of a fact points back to the sentence before it in the note: "Remind the team that
 * timesheets are due by 5pm today. Payroll can't run without them." ("them" is the timesheets, not the reader).
 */

/** Plural nouns for people, who may be the reader ("the volunteers", "customers"): never a thing "them" points to. */
const PEOPLE_PLURAL =
  /^(?:people|guys|folks|staff|members|customers|clients|users|volunteers|colleagues|managers|employees|students|parents|guests|tenants|residents|subscribers|candidates|applicants|attendees|participants|speakers|partners|suppliers|vendors|teams|others|friends|kids|children|patients|leads|reps|engineers|developers|designers|drivers|workers|owners|buyers|sellers|members|admins)$/i;

/** A plural noun that is the subject of its clause: "timesheets are due", "the invoices have gone out". */
const PLURAL_SUBJECT =
  /(?:^|[.;:!?]\s+|\b(?:that|the|these|those|all|our|my|your|new|both)\s+(?:[\p{Ll}-]+\s+){0,2})(\p{Ll}{3,}s)(?:\s+(?:on|in|at|of|for|from|near)\s+(?:the\s+)?[\p{L}\d-]+(?:\s+\d+)?)?\s+(?:are|were|have|had|need|must|will|should|can|cannot|can['’]t|go|went|arrived|came|got|look|still)\b/giu;

/** The sentence of `note` just before the one holding `text` ("" when there is none or `text` is not found). */
function sentenceBefore(text: string, note: string): string {
  const head = text.trim().split(/\s+/).slice(0, 3).join(" ");
  if (!head) return "";
  const at = note.toLowerCase().indexOf(head.toLowerCase());
  if (at <= 0) return "";
  const before = note.slice(0, at).replace(/\s+$/, "");
  // The fact must start a sentence of its own: the words before it end one.
  if (!/[.!?]$/.test(before)) return "";
  const sentences = before.split(/(?<=[.!?])\s+/);
  return sentences[sentences.length - 1] ?? "";
}

/**
 * Whether a "they"/"them" opening no noun of its own in `text` points to plural things the note's sentence before
 * `text` is about ("timesheets are due ... Payroll can't run without them").
 */
export function pluralThingBefore(text: string, note: string | undefined): boolean {
  if (!note || !/\b(?:they|them)\b/i.test(text)) return false;
  const prev = sentenceBefore(text, note);
  if (!prev) return false;
  for (const m of prev.matchAll(PLURAL_SUBJECT)) {
    const noun = m[1]!;
    if (!/(?:ss|us|is)$/.test(noun) && !PEOPLE_PLURAL.test(noun)) return true;
  }
  return false;
}

/**
 * What only things do after "they" ("they should arrive by Thursday", "they're due Friday"): a "they" that collects,
 * uses or needs to do something is people ("They will need to use the side entrance" is the staff written to).
 */
const THING_PREDICATE =
  /^(?:['’]re\b|\s+(?:(?:will|should|may|might|must|can|could|won['’]t|shouldn['’]t|can['’]t)\s+)?(?:be|are|were|is|have been|has been|arrive|arrived|get lost|got lost|go out|went out|come|came|cost|look|include|ship|shipped|expire|run out|break|broke)\b)/i;

export const thingPredicate = (after: string): boolean => THING_PREDICATE.test(after);
