/**
 * Who is the reader when a note names a third person: "Email my team: ... send the final numbers to Priya by Monday".
 * Once the reader is settled (a group, or a person the note writes to), an order to send, forward or copy something
 * to someone else is an ask to the reader ("Please send the final numbers to Priya by Monday."). It never makes the
 * third person the reader ("Hello Priya") nor turns into the writer sending the reader the thing ("I am sending you
 * the final numbers").
 */
import { type Reading } from "./email-generator.reading";

/** A person by name: "Priya", "Tom Hughes", "Dr Rossi", "James O'Neill". */
const PERSON = String.raw`(?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}[\p{Ll}'’-]*(?:\p{Lu}[\p{Ll}'’-]+)?(?:\s+\p{Lu}[\p{Ll}'’-]*(?:\p{Lu}[\p{Ll}'’-]+)?)?`;

/** Verbs that hand something on to someone. */
const HAND = String.raw`send|forward|pass(?:\s+on)?|share|submit|return|hand\s+(?:over|in)|email|e-mail|give`;

/** "send the final numbers to Priya by Monday", "forward the contract to Linda in legal before tomorrow". */
const TO_PERSON = new RegExp(String.raw`^(?:${HAND})\s+(?:.+?\s+)?(?:to|with)\s+(${PERSON})(?=$|[\s,;.])`, "u");

/** "send her your onboarding docs", "send Jo your open escalations": the person first, then the thing. */
const PERSON_FIRST = new RegExp(
  String.raw`^(?:${HAND})\s+(him|her|them|${PERSON})\s+(?:your|the|a|an|any|all|our|my|his|their)\s+\S`,
  "u",
);

/** "cc Maria on anything billing related", "copy in Raj on the invoices", "loop in Sam": the readers copy them in. */
const COPY_IN = new RegExp(
  String.raw`^(?:cc|copy\s+in|loop\s+in|keep)\s+(${PERSON})\s+(?:on|in\s+on|in|posted)\b`,
  "u",
);

/** "chase them", "nudge Raj about the invoice": the readers are to chase someone else, not the tool the reader. */
const CHASE = new RegExp(
  String.raw`^(?:chase|nudge|ping|remind|follow\s+up\s+with)\s+(him|her|them|${PERSON})(?=$|[\s,;.])`,
  "u",
);

/** Words that start a sentence but are never a person. */
const NOT_PERSON =
  /^(?:I|You|We|They|He|She|It|The|This|That|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Slack|Teams)$/;

/** Whether the reader is settled as someone other than the person named. */
function readerIsOther(st: Reading, person: string): boolean {
  const group =
    st.recipient.group || st.audience === "team" || /\b(?:team|all|everyone|staff)$/i.test(st.recipient.role ?? "");
  if (/^(?:him|her|them)$/i.test(person)) return group && !st.recipient.name;
  if (NOT_PERSON.test(person.split(/\s+/)[0]!)) return false;
  const first = (name: string) =>
    name
      .replace(/^(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+/, "")
      .split(/\s+/)[0]!
      .toLowerCase();
  if (st.recipient.name) return first(st.recipient.name) !== first(person);
  return group || Boolean(st.recipient.role || st.recipient.org);
}

/**
 * Reads an order to hand something on to a third person as an ask to the reader; true when read. The words stay the
 * writer's ("Please send the final numbers to Priya by Monday.").
 */
export function readHandOn(piece: string, st: Reading): boolean {
  const s = piece
    .trim()
    .replace(/^(?:and|also|then|plus)\s+/i, "")
    .replace(/^(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?/i, "")
    .replace(/[.!?]+$/, "")
    .replace(/,?\s+please$/i, "");
  const verbLow = s.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
  const chased = CHASE.exec(verbLow);
  // "Chase Harbor Design about invoice 5512": the one chased is the reader, unless the note is to a group.
  if (chased && !(st.recipient.group || st.audience === "team")) return false;
  const m = TO_PERSON.exec(verbLow) ?? PERSON_FIRST.exec(verbLow) ?? COPY_IN.exec(verbLow) ?? chased;
  if (!m || !readerIsOther(st, m[1]!)) return false;
  // Pushed as said: "send them to Gary" keeps its "them" (the timesheets), never "send you to Gary".
  st.items.push({ fact: { text: s, form: "do", built: true } });
  return true;
}
