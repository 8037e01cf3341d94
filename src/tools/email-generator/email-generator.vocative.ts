/**
 * A note that opens by calling its readers ("Hi all - reminder that ...", "URGENT infra team: prod database is at 95%
 * disk", "team - need everyone to review ..."): the group named is the reader, greeted as such, never a topic ("I am
 * writing to let you know about the urgent infra team") nor a line of its own ("One more detail: hi all").
 */
import { addAsk, recipientFrom, type Reading } from "./email-generator.reading";
import { isClause } from "./email-generator.clause";

const GROUP = String.raw`all|everyone|everybody|team|folks|guys|all\s+staff|(?:the\s+)?(?:[\p{L}-]+\s+){0,2}(?:team|staff|crew|squad|department|dept)`;

/** The whole piece is a call to a group, with a greeting or a mark of urgency before it. */
const VOCATIVE = new RegExp(
  String.raw`^(?:(?:hi|hello|hey|hiya|dear|morning|good\s+morning|afternoon)\s+)?((?:urgent|important|fyi|heads\s+up|asap)[!:,]?\s+)?(${GROUP})[!:,.\s-]*$`,
  "iu",
);

/** Whether a note is only a call to its readers ("Hi all", "URGENT infra team"): never said as a detail. */
export const isVocative = (note: string): boolean => VOCATIVE.test(note.trim());

/** Reads a call to the readers at the start of the note; true when read. */
export function readVocative(piece: string, st: Reading): boolean {
  if (st.items.length > 0 || st.recipient.name) return false;
  const m = VOCATIVE.exec(piece.trim());
  if (!m) return false;
  // "Hi team", "Team": a bare "team" with nothing before it is a call only at the very start.
  if (m[1]) st.directives.urgent = true;
  if (!st.recipient.role && !st.recipient.group) recipientFrom(st, m[2]!.replace(/^the\s+/i, ""));
  return true;
}

/** "reminder that timesheets are due tmrw" after the call: what the readers are reminded of; true when read. */
export function readReminderThat(piece: string, st: Reading): boolean {
  const m = /^(?:(?:just\s+)?(?:a\s+)?(?:quick\s+|friendly\s+|gentle\s+)?)reminder\s+that\s+(.+)$/i.exec(piece.trim());
  if (!m || !isClause(m[1]!)) return false;
  return addAsk(st, "remind-that", m[1]!);
}
