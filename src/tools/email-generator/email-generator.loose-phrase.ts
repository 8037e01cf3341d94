/**
 * Subjectless verb phrases left over after the reader's patterns, written as the writer's own sentence instead of
 * being pasted after "I am writing about":
 * - "following up after the interview yesterday ..." -> a follow-up on that interview;
 * - "still waiting on feedback" -> "I am still waiting on feedback";
 * - "Resign from the volunteer board ... effective end of this month" -> "I am writing to resign from ...".
 */
import nlp from "compromise";
import { pronounOf } from "./email-generator.recipient";
import { addAsk, addFact, pronounAfter, type Reading } from "./email-generator.reading";

/** Verbs whose bare phrase is the writer's purpose in writing ("resign from", "withdraw my application"). */
const PURPOSE_VERB =
  /^(?:resign|step\s+down|withdraw|quit|apply|register|enrol|enroll|sign\s+up|renew|reserve|dispute|appeal|unsubscribe|terminate|nominate|volunteer|submit|request)\b/i;

/** Words in -ing that say how a thing stands ("outstanding", "pending", "missing"), never what the writer is doing. */
const THING_STATE = /^(?:outstanding|pending|missing|ongoing|remaining|existing|upcoming)$/i;

export function readLoosePhrase(piece: string, st: Reading): boolean {
  const p = piece.trim();
  let m: RegExpExecArray | null;
  // "following up after the interview yesterday", "following up on the quote": the event is what is followed up.
  if ((m = /^(?:just\s+)?follow(?:ing)?[- ]up\s+(?:on|after|about|regarding|re:?|from)\s+(.+)$/i.exec(p))) {
    addAsk(st, "follow-up", m[1]!);
    return true;
  }
  // "booking ref QX7PL", "tracking number 1Z999": a noun in "-ing" naming a reference, and its value.
  if (
    (m =
      /^(booking|tracking|billing|shipping|parking|meeting|ticketing|banking)\s+(ref\.?|reference|number|no\.?|code|id)\s+([\p{L}\p{N}#/-]*\p{N}[\p{L}\p{N}#/-]*|\p{Lu}{2,}[\p{Lu}\p{N}-]*)$/iu.exec(
        p,
      ))
  ) {
    const key = /^(?:ref\.?|reference)$/i.test(m[2]!)
      ? "reference"
      : /^id$/i.test(m[2]!)
        ? "ID"
        : /^no\.?$/i.test(m[2]!)
          ? "number"
          : m[2]!.toLowerCase();
    addFact(st, `My ${m[1]!.toLowerCase()} ${key} is ${m[3]}`, "statement", true);
    return true;
  }
  // "still waiting on feedback", "currently looking for a new role": the writer's own state.
  if ((m = /^((?:still|currently|now|also)\s+)?(\p{Ll}+ing)\b/iu.exec(p))) {
    const doc = nlp(p);
    const gerund = doc.terms().eq(m[1] ? 1 : 0);
    // "still outstanding", "still pending", "still missing": a state of the thing just named, not of the writer.
    if (THING_STATE.test(m[2]!)) return false;
    if (m[1] || gerund.has("#Gerund")) {
      if (!m[1] && !gerund.has("#Verb")) return false;
      addFact(st, `I am ${p.charAt(0).toLowerCase()}${p.slice(1)}`, "statement", true);
      return true;
    }
  }
  // "Resign from the volunteer board ...": what the writer writes to do.
  if (PURPOSE_VERB.test(p)) {
    addAsk(st, "purpose", `${p.charAt(0).toLowerCase()}${p.slice(1)}`);
    return true;
  }
  return false;
}

/** Words after "met" that are not the person met. */
const NOT_MET =
  /^(?:the|a|an|my|our|your|his|her|their|some|several|with|up|someone|somebody|him|her|them|you|us|everyone|people|deadline|target|goal)$/i;

/**
 * "met jordan at the devops meetup last night" with no reader named yet: the person met is the reader, and the
 * meeting is said to them ("It was great to meet you at the devops meetup last night").
 */
export function readMetReader(piece: string, st: Reading): boolean | string {
  // "talked about kubernetes cost tooling": what the writer and the reader did together.
  if (/^(?:talked|chatted|spoke)\s+(?:about|through)\s/i.test(piece.trim())) {
    addFact(st, `We ${piece.trim().charAt(0).toLowerCase()}${piece.trim().slice(1)}`, "statement", true);
    return true;
  }
  // "met him at a fintech panel" once the reader is known: where the writer met them.
  const metThem = /^(?:I\s+)?met\s+(?:him|her|them|you)\s+((?:at|during|on|in|through|via)\s+.+)$/i.exec(piece.trim());
  // "we met at the Hamburg trade fair", written to the one person met: said to them.
  const weMet = /^we\s+met\s+((?:at|during|on|in)\s+(?:(?!\bwith\b).)+)$/i.exec(piece.trim());
  if (weMet && (st.recipient.name || st.recipient.org) && !st.recipient.group) {
    metThenOwn(st, weMet[1]!);
    return true;
  }
  if (metThem && (st.recipient.name || st.recipient.org)) {
    metThenOwn(st, metThem[1]!);
    return true;
  }
  const named = MET_YOU_NAME.exec(piece.trim());
  if (named && !st.recipient.name && !st.recipient.group && !NOT_MET.test(named[4]!)) {
    st.readerAt ??= st.items.length;
    st.recipient.name = named[4]!;
    st.recipient.pronoun = pronounOf(named[4]!);
    addFact(st, `It was ${named[1]!.toLowerCase()} to ${named[2]} you ${named[3]}`, "statement", true);
    return true;
  }
  const m = MET_PERSON.exec(piece.trim());
  if (!m) return false;
  const [, talked, metWord, title, first, last, where] = m;
  const verb = talked ?? metWord!;
  if (NOT_MET.test(first!) || (last && NOT_MET.test(last))) return false;
  const name = [first!, last]
    .filter(Boolean)
    .map((w) => w!.replace(/(^|['’-])(\p{Ll})/gu, (_x, b: string, c: string) => b + c.toUpperCase()))
    .join(" ");
  // The reader already named ("Dr. Anna Fischer" from the note) is the person met when a name matches.
  if (st.recipient.name) {
    const known = st.recipient.name.toLowerCase().split(/[\s.]+/);
    if (
      !name
        .toLowerCase()
        .split(/\s+/)
        .some((w) => known.includes(w))
    )
      return false;
  } else {
    if (st.recipient.org || st.recipient.group) return false;
    st.readerAt ??= st.items.length;
    st.recipient.name = title ? `${title.replace(/\.?\s*$/, ".")} ${name}` : name;
    st.recipient.pronoun = pronounOf(name.split(" ")[0]!) ?? pronounAfter(st.text, name);
  }
  const met = /^met$/i.test(verb) ? "to meet" : `${verb.toLowerCase()} with`;
  // "..., she leads data at Asda": what the note says of the reader is read on its own, after the meeting.
  const [place, ...more] = where!.split(/,\s+(?=(?:he|she|they)\s)/i);
  addFact(st, `It was great ${met} you ${place}`, "statement", true);
  return more.length ? more.join(", ") : true;
}

/** "Lovely to meet you at the RHS show, Margaret": the reader is named after the meeting. */
const MET_YOU_NAME =
  /^(?:it\s+was\s+)?(great|lovely|nice|good|fab|brilliant)\s+to\s+(meet|see|chat\s+with|talk\s+to|speak\s+to)\s+you\s+((?:at|during|on|in|yesterday|last)\b[^,]+?),\s+(\p{Lu}[\p{Ll}'’-]+)$/iu;

/** A name word, as typed: "jordan", "Carlos", "O'Neill", "McAllister", "Ruiz-Diaz". */
const NAME_WORD = String.raw`\p{L}[\p{Ll}'’-]*(?:\p{Lu}[\p{Ll}'’-]+)?`;

/**
 * "met jordan at the devops meetup last night", "I met Dr Anna Fischer at ...", "Great chatting with Lisa Wong at the
 * Women in Tech breakfast": the person met, how, and where.
 */
const MET_PERSON = new RegExp(
  String.raw`^(?:(?:I|we)\s+(?:just\s+)?)?(?:(?:it\s+was\s+)?(?:great|lovely|nice|good|fab|brilliant)\s+(?:to\s+)?(chatting|talking|speaking|catching\s+up|connecting)\s+with|(met))\s+((?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?(${NAME_WORD})(?:\s+(\p{Lu}[\p{Ll}'’-]*(?:\p{Lu}[\p{Ll}'’-]+)?))?\s+((?:at|during|on|in|through|via|last|yesterday)\b.+)$`,
  "iu",
);

/**
 * "at the fintech meetup in Leeds, would love to grab coffee": where they met, then what the writer would like, said
 * as its own sentence with its subject ("I would love to grab coffee ..."), never spliced on with a comma.
 */
function metThenOwn(st: Reading, where: string): void {
  const [place, own] = where.split(/,\s+(?=(?:would|['’]d|hope|want|keen|love|looking forward|happy|glad)\b)/i);
  addFact(st, `It was great to meet you ${place}`, "statement", true);
  if (own) addFact(st, `I ${own.replace(/^['’]d\b/, "would")}`, "statement", true);
}
