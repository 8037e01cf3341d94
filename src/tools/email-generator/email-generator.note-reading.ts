/**
 * Reading the user's note clause by clause before the prompt is read: each clause of a terse note becomes a small
 * record (who, the verb with its tense, the rest: object, time, place; negation) and is written back as a sentence a
 * person writes. A dropped subject is restored ("Missed connection" -> "I missed my connection"; "happy to adjust scope
 * or budget" -> "we are happy to adjust the scope or budget"), a dropped auxiliary too ("Flight BA284 delayed 6 hours",
 * in a note about what happened -> "Flight BA284 was delayed by 6 hours"), and a bare list of things at an event gets
 * its verb ("kids games and a bouncy castle" -> "there will be kids' games and a bouncy castle"). A clause that cannot
 * be read with confidence is left as the user wrote it (the later readers mend it as before). Nothing is added that
 * the note does not say: every number, name and amount of a clause must survive its rewrite, else the clause is kept.
 */
import nlp from "compromise";
import { orderVerb, sameFacts } from "./email-generator.note-words";

type Person = "I" | "we";

/** What a clause says, read from the user's note. */
export interface ClauseRecord {
  /** The subject: the writer ("I"/"we") restored, or the note's own noun phrase. */
  who: string;
  /** "be" when the note dropped it ("is", "was", "are", "am"); the modal or nothing. */
  aux: string;
  /** The verb phrase as it is said after the subject ("missed", "happy to adjust", "delayed"). */
  verb: string;
  /** Object, time and place, as the note says them (articles mended). */
  rest: string;
  negation: boolean;
}

/** Past participles a note says of a thing, never of the writer ("delayed", "cancelled"). */
const STATES =
  /^(?:delayed|cancell?ed|postponed|closed|attached|enclosed|included|broken|damaged|moved|rescheduled|processed|refunded|approved|confirmed|based|located|done|finished|delivered|lost|stolen|overdue|sold|booked|shipped|dispatched|returned|used|met|left|rebooked|refunded|reimbursed|stuck|tired|sick|ill|late|gone|done)$/i;

/** What two people did together ("met Jordan ..., talked about ..."): "we", read later. */
const RECIPROCAL = /^(?:talked|chatted|spoke|discussed|agreed|met|caught|shared|worked|judged|studied|played)$/i;

/** Past forms compromise misses alone. */
const IRREGULAR_PAST =
  /^(?:applied|fixed|spoke|rang|wrote|sent|paid|bought|brought|told|went|took|made|had|heard|tried|forgot|got|gave|found|kept|missed)$/i;

/** Singular nouns a writer owns in a note about what happened to them ("missed connection", "lost wallet"). */
const OWNED =
  /^(?:connection|flight|train|bus|luggage|suitcase|bag|wallet|phone|laptop|car|parcel|package|order|booking|reservation|ticket|passport|keys|deposit|appointment|seat|room|application|account|subscription)$/i;

/** Things a person asks for ("want refund" -> "a refund"). */
const COUNTABLE_ASK =
  /^(?:refund|replacement|reply|response|call|quote|estimate|meeting|update|discount|receipt|apology|invoice|engineer|plumber|electrician|technician|locksmith|builder|cleaner|volunteer|driver|babysitter|lift)$/i;

/** Event notes: a list of things there is gets "there will be". */
const EVENT =
  /\b(?:party|fair|f[eê]te|festival|event|open day|open evening|celebration|barbecue|bbq|picnic|fundraiser|sports day|concert|gala|parade|get-together|reunion|wedding|christmas do|summer do|(?:team|office|friday|summer|christmas|staff)\s+social|drinks)\b/i;

function pastForm(word: string, next = ""): boolean {
  // "booked the venue", "moved the meeting": with its object a state word is the writer's action.
  if (STATES.test(word))
    return (
      /^(?:the|a|an|our|my|your|his|her|their)\b/i.test(next) &&
      /^(?:booked|moved|returned|sold|shipped|delivered|closed|cancell?ed|confirmed|approved|processed|refunded|used|finished|fixed)$/i.test(
        word,
      )
    );
  if (IRREGULAR_PAST.test(word)) return true;
  if (
    /^[a-z]+ed$/i.test(word) &&
    !/^(?:need|feed|speed|seed|bed|red|shed|breed|bleed|proceed|exceed|succeed)$/i.test(word)
  )
    return nlp(word).has("#Verb") || nlp(word).has("#PastTense");
  return nlp(word).has("#PastTense");
}

/** A bare singular common noun (no article, number or capital): "connection", "scope". */
function bareSingular(word: string | undefined): boolean {
  if (!word || !/^[a-z][a-z-]+$/.test(word)) return false;
  const d = nlp(word);
  return d.has("#Singular") && !d.has("#Uncountable") && !d.has("#Verb") && !d.has("#Adjective");
}

/** A word in an object's place that reads as a singular noun ("budget", "price": compromise tags them verbs alone). */
function nounish(word: string | undefined): boolean {
  if (!word || !/^[a-z][a-z-]+$/.test(word) || PREP.test(word)) return false;
  const d = nlp(word);
  return (
    !d.has("#Adjective") &&
    !d.has("#Determiner") &&
    !d.has("#Pronoun") &&
    !d.has("#Uncountable") &&
    !d.has("#Plural") &&
    !d.has("#Gerund") &&
    !d.has("#PastTense") &&
    !d.has("#Adverb")
  );
}

const PREP = /^(?:for|to|at|in|on|from|by|with|after|before|since|until|during|because|so|and|or|but)$/i;

/** The object of a restored clause with the article a note drops ("my connection", "the scope or budget"). */
function mendObject(rest: string, who: Person, asking: boolean, verb = "have"): string {
  const w = rest.split(/\s+/).filter(Boolean);
  const my = who === "I" ? "my" : "our";
  // "sent reminders 2x" -> "sent 2 reminders".
  const times = /^([a-z]+s)\s+(\d+)x\b(.*)$/i.exec(rest);
  if (times) return `${times[2]} ${times[1]}${times[3]}`;
  // "reported 6 weeks ago" -> "reported it 6 weeks ago": a verb that needs its object, then only a time.
  if (
    /^(?:reported|sent|emailed|submitted|ordered|posted|returned|raised|logged|flagged|mentioned)$/i.test(verb) &&
    /^(?:(?:\d+|a|an|one|two|three|a few|several)\s+(?:days?|weeks?|months?|years?|hours?)\s+ago|yesterday|last\s+\w+|on\s+\p{L}+day)\b/iu.test(
      rest,
    )
  )
    return `it ${rest}`;
  // "opened 2019" -> "opened in 2019".
  if (/^(?:19|20)\d\d\b/.test(rest)) return `in ${rest}`;
  if (w.length === 0) return rest;
  // "to adjust scope or budget": the object after the infinitive.
  if (w[0] === "to" && w.length > 2 && nlp(w[1]!).has("#Verb"))
    return `to ${w[1]} ${mendObject(w.slice(2).join(" "), who, asking, w[1])}`;
  // "scope or budget", "timeline or price": two bare nouns joined are "the X or Y".
  if ((w[1] === "or" || w[1] === "and") && nounish(w[0]) && nounish(w[2])) {
    // Tagged in their clause: "grab coffee and hear about ..." joins two verbs, "adjust scope or budget" two nouns.
    const terms = nlp(`${who} ${verb} ${w.slice(0, 4).join(" ")}`).json()[0]?.terms as { tags: string[] }[] | undefined;
    const at = `${who} ${verb}`.split(/\s+/).length;
    const noun = (i: number) => Boolean(terms?.[at + i]?.tags.includes("Noun"));
    if (noun(0) && noun(2)) return `the ${rest}`;
  }
  // "paid €95 taxi and €180 hotel" -> "paid €95 for a taxi and €180 for a hotel".
  if (/^[£$€]\d/.test(rest))
    return rest.replace(/([£$€]\d[\d,.]*)\s+([a-z]+)\b/g, (m0, amount: string, noun: string) =>
      bareSingular(noun) ? `${amount} for ${/^[aeiou]/.test(noun) ? "an" : "a"} ${noun}` : m0,
    );
  if (asking && COUNTABLE_ASK.test(w[0]!)) return `${/^[aeiou]/i.test(w[0]!) ? "an" : "a"} ${rest}`;
  if (OWNED.test(w[0]!) && bareSingular(w[0]) && (w.length === 1 || PREP.test(w[1]!))) return `${my} ${rest}`;
  return rest;
}

/** The writer of the clause: "we" when the note speaks for a business or a family, else "I". */
function personAt(note: string, at: number): Person {
  const before = note.slice(0, at);
  const voice = /\b(I|I['’](?:m|ve|d|ll)|my|me|we(?!\s+(?:both|all)\b)|we['’](?:re|ve|d|ll)|our|us)\b/g;
  const last = [...before.matchAll(voice)].pop() ?? [...note.matchAll(voice)].shift();
  return last && /^(?:we|our|us)/i.test(last[1]!) ? "we" : "I";
}

const BE_OF: Record<Person, string> = { I: "am", we: "are" };
const HAVE_OF: Record<Person, string> = { I: "have", we: "have" };

/** A clause with no subject, read as the writer's: a past action, a modal, "happy to", "no reply yet". */
function writerClause(clause: string, who: Person): ClauseRecord | null {
  const t = clause.trim();
  const first = t.split(/\s+/)[0]!;
  const rest = t.slice(first.length).trim();
  let m: RegExpExecArray | null;
  // "fever since last night": what the writer has had.
  if (
    (m =
      /^(?:a\s+)?(fever|temperature|cough|cold|migraine|headache|flu|covid|sore throat|stomach bug|back pain)\s+(since|for)\b(.*)$/i.exec(
        t,
      ))
  )
    return {
      who,
      aux: HAVE_OF[who],
      verb: "had",
      rest: `${/^(?:fever|temperature|cough|cold|migraine|headache|sore throat|stomach bug)$/i.test(m[1]!) ? "a " : ""}${m[1]!.toLowerCase()} ${m[2]}${m[3]}`,
      negation: false,
    };
  // "replacement or refund pls": what the writer asks for.
  if (
    (m =
      /^(?:a\s+)?(replacement|refund|repair|exchange|credit note|partial refund)(?:\s+or\s+(?:a\s+)?(replacement|refund|repair|exchange|credit note|partial refund))?(?:\s+(?:please|pls|plz))?$/i.exec(
        t,
      ))
  )
    return {
      who: "I",
      aux: "",
      verb: "would like",
      rest: `${/^[aeiou]/i.test(m[1]!) ? "an" : "a"} ${m[1]!.toLowerCase()}${m[2] ? ` or ${/^[aeiou]/i.test(m[2]) ? "an" : "a"} ${m[2].toLowerCase()}` : ""}`,
      negation: false,
    };
  if ((m = /^(owe|appreciate|hope|promise|miss)\s+(you|it|this|that|the|your)\b(.*)$/i.exec(t)))
    return { who, aux: "", verb: m[1]!.toLowerCase(), rest: `${m[2]}${m[3]}`, negation: false };
  if ((m = /^no\s+(reply|response|answer|update|word|news)\b(.*)$/i.exec(t)))
    return {
      who,
      aux: HAVE_OF[who],
      verb: "not had",
      rest: `${/news|word/i.test(m[1]!) ? "any" : "a"} ${m[1]}${m[2]}`,
      negation: true,
    };
  if (
    (m =
      /^(happy|glad|keen|able|unable|willing|(?:available|free|flexible|open)(?=\s*$|\s+(?:on|at|from|to|until|for|after|before|this|next|all|any|most|every|weekends|evenings|mornings|(?:mon|tues|wednes|thurs|fri|satur|sun)days?)\b))\b(.*)$/i.exec(
        t,
      ))
  )
    return {
      who,
      aux: BE_OF[who],
      verb: m[1]!.toLowerCase(),
      rest: mendObject(m[2]!.trim(), who, false),
      negation: false,
    };
  if ((m = /^(still\s+)?(waiting|looking forward)\b(.*)$/i.exec(t)))
    return { who, aux: BE_OF[who], verb: `${m[1] ?? ""}${m[2]!.toLowerCase()}`, rest: m[3]!.trim(), negation: false };
  if (
    (m = /^(can|could|will|would|can['’]t|cannot|won['’]t)\s+([a-z]+)\b(.*)$/i.exec(t)) &&
    !/^(?:be|you|i|he|she|we|they|it|someone|somebody|anyone|anybody|there|this|that)$/i.test(m[2]!) &&
    // What a thing will do ("will arrive in 3 days") is not the writer's; "would" is the writer's wish.
    !/^(?:arrive|come|happen|start|end|finish|ship|expire|cost|last|run|open|close|take|get|go|apply|change|stay|remain|need)$/i.test(
      m[2]!,
    ) &&
    (!/^would$/i.test(m[1]!) || /^(?:love|like|prefer|appreciate|welcome|rather)$/i.test(m[2]!))
  )
    return {
      who,
      aux: m[1]!.toLowerCase(),
      verb: m[2]!.toLowerCase(),
      rest: mendObject(m[3]!.trim(), who, false, m[2]!),
      negation: /n['’]t|not/i.test(m[1]!),
    };
  if ((m = /^(want|need)(\s+to)?\s+(\S.*)$/i.exec(t)) && !/^(?:know|ask|check|find out|tell|say|let)\b/i.test(m[3]!))
    return {
      who,
      aux: "",
      verb: /want/i.test(m[1]!) ? `would like${m[2] ?? ""}` : `need${m[2] ?? ""}`,
      rest: m[2] ? m[3]! : mendObject(m[3]!, who, true),
      negation: false,
    };
  if (
    /^[a-z]+$/i.test(first) &&
    pastForm(first.toLowerCase(), rest) &&
    !RECIPROCAL.test(first) &&
    !nlp(t.toLowerCase()).terms().first().has("#Adjective") &&
    rest &&
    !/^(?:by|to|with|from|on)\b/i.test(rest)
  )
    return { who, aux: "", verb: first.toLowerCase(), rest: mendObject(rest, who, false, first), negation: false };
  return null;
}

const PARTICIPLES =
  "delayed|cancell?ed|postponed|damaged|delivered|broken|lost|stolen|returned|shipped|dispatched|processed|issued|approved|repaired|fixed|completed|received|signed";

/** "Flight BA284 delayed 6 hours" in a note about what happened: "Flight BA284 was delayed by 6 hours". */
function thingClause(clause: string, pastNote: boolean, note: string): ClauseRecord | null {
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
function itClause(clause: string, lastThing: string | null, note: string): ClauseRecord | null {
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
function eventList(clause: string, note: string): ClauseRecord | null {
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

export function writeClause(r: ClauseRecord, contract = false): string {
  const said = [r.who, r.aux, r.verb, r.rest].filter(Boolean).join(" ");
  // A note that writes "I'm" gets "I'm" back.
  return contract
    ? said
        .replace(/^(I) am\b/, "$1'm")
        .replace(/^(we) are\b/i, "$1're")
        .replace(/^(I|we) would like\b/i, "$1'd like")
    : said;
}

/** The note with each clause it could read written back as a sentence a person writes. */
export function readNote(note: string): string {
  // "Thank you so much for your wedding invitation from Mark and Ellie": the people it is from are the readers.
  const text = note
    .replace(
      /^(\s*)thank\s+you\s+(?:so\s+much\s+|very\s+much\s+)?for\s+((?:your|the)\s+[^,.;!?]+?)\s+from\s+(\p{Lu}\p{Ll}+(?:\s+(?:and|&)\s+\p{Lu}\p{Ll}+)?)(?=$|[,.;!?])/iu,
      "$1thank $3 for $2",
    )
    // "Tracking says left with neighbour": what the tracking says was done to the parcel.
    .replace(
      /\b(says|said|shows|showed)\s+(left|delivered|dispatched|signed for|returned|collected)\s+(?:with|to|at)\s+(neighbour|neighbor|reception|concierge)\b/gi,
      (_m, says: string, done: string, whom: string) =>
        `${says} it was ${done} ${/^(?:neigh)/i.test(whom) ? `with a ${whom}` : `at ${whom}`}`,
    )
    .replace(/\bfor\s+(birthday|wedding|party|interview|funeral|holiday)\b/gi, "for a $1")
    // "thank you Dr Patel and the nursing team for ...": the reader, thanked with their people.
    .replace(
      /^(\s*)thank\s+(?:you\s+)?((?:(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+)?\p{Lu}\p{Ll}+)\s+and\s+the\s+((?:[\p{Ll}-]+\s+)?(?:team|staff|crew))\b/u,
      "$1thank $2 and their $3",
    );
  const pastNote =
    /\b(?:yesterday|last\s+(?:night|week|month|year|\p{L}+day)|ago|missed|paid|arrived|had to|waited)\b/iu.test(text);
  const parts = text.split(/(,\s+and\s+|,\s+but\s+|;\s+|,\s+|:\s+|\s+-\s+|(?<=[.!?])\s+)/);
  let offset = 0;
  let sentenceStart = true;
  let first = true;
  let lastWho: string | null = null;
  let lastThing: string | null = null;
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (i % 2 === 1) {
      out.push(part);
      offset += part.length;
      sentenceStart = /[.!?]\s*$/.test(part) || /[.!?]$/.test(parts[i - 1] ?? "");
      continue;
    }
    const end = /[.!?]$/.exec(part.trim())?.[0] ?? "";
    const body = part.trim().replace(/[.!?]$/, "");
    const isOrder = first && orderVerb(body.split(/\s+/)[0] ?? "");
    let rec: ClauseRecord | null = null;
    if (!isOrder && !/[:()"]/.test(body) && body.split(/\s+/).length <= 14) {
      const who = personAt(text, offset);
      rec =
        thingClause(body, pastNote, text) ??
        eventList(body, text) ??
        itClause(body, lastThing, text) ??
        writerClause(body, who);
    }
    let said = rec
      ? writeClause(rec, /\b(?:I['’]m|we['’]re|don['’]t|can['’]t|I['’]ve|I['’]ll|it['’]s|won['’]t)\b/i.test(text))
      : null;
    if (said && !sameFacts(body, said)) said = null;
    if (said && rec) {
      // "Missed connection, and paid £140": one subject for both ("I missed my connection and paid £140").
      const sep = out.length ? out[out.length - 1]! : "";
      if (lastWho === rec.who && /^,\s+and\s+$/.test(sep) && !rec.aux) {
        out[out.length - 1] = " and ";
        said = said.slice(rec.who.length + 1);
      } else if (sentenceStart && /^\p{Lu}/u.test(body)) said = said[0]!.toUpperCase() + said.slice(1);
      lastWho = rec.who;
      lastThing = /^(?:I|we|there|it|they)$/i.test(rec.who) ? null : rec.who;
      out.push(`${said}${end}`);
    } else {
      lastWho = null;
      lastThing = null;
      out.push(part);
    }
    offset += part.length;
    first = false;
  }
  return out.join("");
}
