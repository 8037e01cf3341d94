/**
 * The note reader's clauses about things, not the writer (email-generator.note-reading.ts): what happened to a thing
 * ("Flight BA284 delayed 6 hours" -> "Flight BA284 was delayed by 6 hours"), where a thing is ("Laptop at home"),
 * what it will do ("should show in 3-5 days" -> "it should show ..."), and what there will be at an event.
 */
import nlp from "compromise";
import { type ClauseRecord, OWNED, orderVerb } from "./email-generator.note-words";

/** Event notes: a list of things there is gets "there will be". */
const EVENT =
  /\b(?:party|fair|f[eê]te|festival|event|open day|open evening|celebration|barbecue|bbq|picnic|fundraiser|sports day|concert|gala|parade|get-together|reunion|wedding|christmas do|summer do|(?:team|office|friday|summer|christmas|staff)\s+social|drinks)\b/i;

const PARTICIPLES =
  "delayed|cancell?ed|postponed|damaged|delivered|broken|lost|stolen|returned|shipped|dispatched|processed|issued|approved|repaired|fixed|completed|received|signed";

/** "Flight BA284 delayed 6 hours" in a note about what happened: "Flight BA284 was delayed by 6 hours". */
export function thingClause(clause: string, pastNote: boolean, note: string): ClauseRecord | null {
  const t = clause.trim();
  const overdue =
    /^((?:[Tt]he\s+|[Oo]ur\s+|[Mm]y\s+)?[Ii]nvoice\s+#?[\w-]*\d[\w-]*(?:\s+for\s+[£$€]\d[\d,.]*k?)?)\s+overdue\s+((?:by\s+)?\d+\s+(?:days?|weeks?|months?))$/.exec(
      t,
    );
  if (overdue)
    return {
      who: overdue[1]!,
      aux: "has been",
      verb: `overdue for ${overdue[2]!.replace(/^by\s+/, "")}`,
      rest: "",
      negation: false,
    };
  // "£2,450" alone in a note about an invoice: the amount due.
  if (/^[£$€]\d[\d,.]*k?$/.test(t) && /\b(?:invoice|payment|overdue|owed|outstanding)\b/i.test(note))
    return { who: "the amount due", aux: "is", verb: "", rest: t, negation: false };
  // "Laptop at home", "standup notes with Jonas": a thing of the writer's and where it is.
  const where =
    /^([A-Za-z]+(?:\s+[a-z]+)?)\s+(at home|at the office|in the office|at work|with\s+\p{Lu}\p{Ll}+|on my desk|in my drawer|in the shared drive|on the shared drive)$/u.exec(
      t,
    );
  if (where && !/\b(?:I|we|you|he|she|they|it|is|are|was|were|please)\b/i.test(where[1]!)) {
    const thing = where[1]!.toLowerCase();
    const last = thing.split(" ").at(-1)!;
    if (
      nlp(`the ${thing}`).terms().last().has("#Noun") &&
      !/^(?:everyone|everything|all|meeting|call|lunch)$/.test(thing)
    ) {
      const plural = /[^s]s$/.test(last);
      const det = OWNED.test(last) || /^(?:notes|files|keys|documents|papers)$/.test(last) ? "my" : "the";
      return { who: `${det} ${thing}`, aux: plural ? "are" : "is", verb: "", rest: where[2]!, negation: false };
    }
  }
  const m = new RegExp(String.raw`^((?:\S+\s+){0,4}?\S+)\s+(${PARTICIPLES})\b(.*)$`, "i").exec(t);
  if (!m) return null;
  const subject = m[1]!;
  // Delivered, damaged or lost is what happened; "delayed" without a past in the note is left to mendNotes.
  if (!pastNote && !/^(?:delivered|lost|stolen)$/i.test(m[2]!)) return null;
  // ("their order arrived damaged": the subject has its verb already.)
  if (
    /\b(?:I|we|you|he|she|they|it|is|are|was|were|has|have|had|will|be|been|not|please|if|that|came|went|got)\b|\b[a-z]+ed\b/i.test(
      subject,
    )
  )
    return null;
  const words = subject.split(/\s+/);
  const head = words[words.length - 1]!;
  // "2 of 6 plates" -> "2 of the 6 plates".
  let who = subject.replace(/^(\d+)\s+of\s+(\d+)\s+/, "$1 of the $2 ");
  if (
    words.length === 1 &&
    /^[a-z]+$/i.test(head) &&
    (OWNED.test(head) || nlp(`the ${head.toLowerCase()}`).terms().last().has("#Singular"))
  )
    who = `${OWNED.test(head) ? "my" : "the"} ${head.toLowerCase()}`;
  else if (words.length === 2 && OWNED.test(words[0]!) && /^[a-z]+$/i.test(words[1]!)) who = `my ${who.toLowerCase()}`;
  else if (/^[a-z]/.test(who) && !/^(?:\d|my|our|the|his|her|their|your|a|an)\b/i.test(who) && !/\d/.test(who))
    return null;
  const plural = /^\d+\s+of\b/.test(subject) || (/[^s]s$/i.test(head) && !/\d/.test(head));
  let after = m[3]!.replace(/^\s+(?=\d|one|two|three|a few)/i, " by ");
  if (!/^(?:delayed|postponed)$/i.test(m[2]!)) after = m[3]!;
  after = after.replace(/\b(to|at)\s+wrong\b/gi, "$1 the wrong");
  return { who, aux: plural ? "were" : "was", verb: m[2]!.toLowerCase(), rest: after.trim(), negation: false };
}

/**
 * A clause about the thing just named or the event ("refund processed yesterday, should show in 3-5 days"; "friday
 * social ..., starts 5pm"): "it should show in 3-5 days", "it starts at 5pm".
 */
export function itClause(clause: string, lastThing: string | null, note: string): ClauseRecord | null {
  const t = clause.trim();
  let m: RegExpExecArray | null;
  if (
    lastThing &&
    (m = /^(should|will|may|might|won['’]t|can)\s+(arrive|show|appear|take|be|reach|clear|land|come)\b(.*)$/i.exec(t))
  ) {
    const they = /^\d+\s+of\b/.test(lastThing) || /[^s]s$/i.test(lastThing.split(/\s+/).at(-1)!);
    return {
      who: they ? "they" : "it",
      aux: m[1]!.toLowerCase(),
      verb: m[2]!.toLowerCase(),
      rest: m[3]!.trim(),
      negation: false,
    };
  }
  // ("starts Monday" in a welcome note is the new hire's: read by the welcome reader.)
  if (/\bwelcome\b|\bnew\s+(?:hire|starter|joiner)\b/i.test(note)) return null;
  if (
    (m = /^(starts|begins|finishes|ends|kicks off)\s+(?:at\s+)?(\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)|noon|midday)$/i.exec(
      t,
    ))
  )
    return { who: "it", aux: "", verb: m[1]!.toLowerCase(), rest: `at ${m[2]}`, negation: false };
  return null;
}

/** "kids games and a bouncy castle" in a note about an event: what there will be. */
export function eventList(clause: string, note: string): ClauseRecord | null {
  const t = clause.trim();
  if (!EVENT.test(note) || !/\s(?:and|&)\s/.test(t) || !/^[a-z][a-z' &-]+$/.test(t)) return null;
  const words = t.split(/\s+/);
  if (words.length < 3 || words.length > 9) return null;
  if (
    /\b(?:is|are|was|were|will|be|can|need|bring|come|join|please|we|you|they|i|it|to|for|from|at|on|in|with)\b/i.test(
      t,
    )
  )
    return null;
  if (
    orderVerb(words[0]!) ||
    /^(?:namely|including|such|like|especially|mainly|mostly|plus|also|maybe|ideally)$/i.test(words[0]!)
  )
    return null;
  const list = t.replace(/\bkids\s+(?=[a-z]+s\b)/, "kids' ").replace(/\bchildrens\b/, "children's");
  return { who: "there", aux: "will", verb: "be", rest: list, negation: false };
}

/** States a thing is in ("office closed", "boiler broken since Monday", "lift out of order"). */
const STATE_WORDS = "closed|shut|broken|down|leaking|flooded|out of order|unavailable|off|offline|blocked";

/**
 * "office closed 24-26 dec" -> "the office is closed 24-26 dec"; "boiler broken since monday" -> "the boiler has been
 * broken since monday". Only a bare noun phrase of one or two words is read as the subject.
 */
export function stateClause(clause: string): ClauseRecord | null {
  const m = new RegExp(String.raw`^((?:the\s+|our\s+|my\s+)?[a-z]+(?:\s+[a-z]+)?)\s+(${STATE_WORDS})\b(.*)$`, "i").exec(
    clause.trim(),
  );
  // ("office closed Monday bank holiday" is left to the readers after: only a span or a start is read here.)
  if (!m || (m[3]!.trim() && !/^(?:since|for|from|until|till|between|\d)/i.test(m[3]!.trim()))) return null;
  const np = m[1]!.toLowerCase();
  const head = np.split(/\s+/).at(-1)!;
  if (
    !nlp(`the ${np.replace(/^(?:the|our|my)\s+/, "")}`)
      .terms()
      .last()
      .has("#Noun")
  )
    return null;
  if (/\b(?:is|are|was|were|be|been|has|have|will|it|we|they|i|you|he|she|and|or|to)\b/.test(np)) return null;
  const who = /^(?:the|our|my)\s/.test(np) ? np : `the ${np}`;
  const plural = /[^s]s$/.test(head);
  const since = /^\s+(?:since|for)\b/i.test(m[3]!);
  const aux = since ? (plural ? "have been" : "has been") : plural ? "are" : "is";
  return { who, aux, verb: m[2]!.toLowerCase(), rest: m[3]!.trim(), negation: false };
}

/** Events a notice schedules ("server maintenance on 27th", "fire drill at 11"). */
const SCHEDULED =
  /^((?:[a-z]+\s+){0,2}(?:maintenance|training|inspection|drill|outage|upgrade|visit|meeting|audit|survey|collection|review|workshop|assembly|briefing))\s+((?:on|at|from|between|this|next)\b.*)$/i;

/** What readers of a notice send where ("urgent tickets to Raj"). */
const ROUTED =
  /^((?:any\s+|all\s+|urgent\s+|other\s+)?(?:[a-z]+\s+)?(?:tickets|questions|queries|issues|requests|complaints|emails|calls|messages|problems|matters|bookings))\s+to\s+(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)$/u;

/**
 * A notice's own details: an event it schedules ("there will be server maintenance on 27th") and where things go
 * ("urgent tickets should go to Raj"). Not in a note about what happened.
 */
export function noticeClause(clause: string, pastNote: boolean): ClauseRecord | null {
  const t = clause.trim();
  let m: RegExpExecArray | null;
  if (
    !pastNote &&
    (m = SCHEDULED.exec(t)) &&
    // ("engineer's visit on Monday didn't fix it", "suggest meeting next week": a clause, or an order.)
    !nlp(m[2]!).has("#Verb") &&
    !nlp(m[1]!).terms().first().has("#Verb") &&
    !/\b(?:is|are|was|were|will|has|have)\b/i.test(m[1]!) &&
    // ("ready for collection from tomorrow": a state of the thing the note is about, not a thing there will be.)
    !/^(?:ready|done|due|finished|complete|completed|available|back|late)\b/i.test(m[1]!)
  )
    return { who: "there", aux: "will", verb: "be", rest: `${m[1]!.toLowerCase()} ${m[2]}`, negation: false };
  if ((m = ROUTED.exec(t))) return { who: m[1]!, aux: "should", verb: "go", rest: `to ${m[2]}`, negation: false };
  return null;
}
