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
import { NO_REPLY_YET_IN } from "./email-generator.reader-pronouns";
import { NEWCOMER_CLAUSE, NEWCOMER_NOTE } from "./email-generator.newcomer";
import nlp from "compromise";
import {
  bareSingular,
  type ClauseRecord,
  COUNTABLE_ASK,
  nounish,
  orderVerb,
  OWNED,
  PREP,
  sameFacts,
  STATES,
} from "./email-generator.note-words";

import { eventList, itClause, noticeClause, stateClause, thingClause } from "./email-generator.note-things";
import { rejoinAbbreviations } from "../../shared/text/abbreviations";
import { isClause } from "./email-generator.clause";

/** "mention the parking at the branch" (up to its comma): a thing to mention, no statement of its own. */
const mentionsThing = (after: string) => !isClause(after.split(/[,.;!?]/)[0]!.trim());
type Person = "I" | "we";

/** What two people did together ("met Jordan ..., talked about ..."): "we", read later. */
const RECIPROCAL = /^(?:talked|chatted|spoke|discussed|agreed|met|caught|shared|worked|judged|studied|played)$/i;

/** Past forms compromise misses alone. */
const IRREGULAR_PAST =
  /^(?:applied|fixed|spoke|rang|wrote|sent|paid|bought|brought|told|went|took|made|had|heard|tried|forgot|got|gave|found|kept|missed)$/i;

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
  const voice =
    /\b(I|I['’](?:m|ve|d|ll)|my|me|we(?!\s+(?:both|all|(?:(?:briefly|first|recently|once)\s+)?(?:met|spoke|talked|chatted|discussed|connected|worked together|studied|got talking)\b))|we['’](?:re|ve|d|ll)|our|us)\b/g;
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
  // "been 8 weeks": time gone by, "it has been 8 weeks" (never "I been 8 weeks").
  if (
    (m =
      /^been\s+((?:over|nearly|almost|more than|about|around|\d+|a|an|two|three|four|five|six|seven|eight|nine|ten|several|a few|a couple of)\b.*)$/i.exec(
        t,
      )) &&
    /\b(?:days?|weeks?|months?|years?|ages)\b/i.test(m[1]!)
  )
    return { who: "it", aux: "has", verb: "been", rest: m[1]!, negation: false };
  // "was due 10 days ago", "is overdue": a bill or a job, "it was due ..." (never "I was due").
  if ((m = /^(was|is|were|are)\s+((?:now\s+|already\s+)?(?:due|overdue)\b.*)$/i.exec(t)))
    return {
      who: /^(?:were|are)$/i.test(m[1]!) ? "they" : "it",
      aux: "",
      verb: m[1]!.toLowerCase(),
      rest: m[2]!,
      negation: false,
    };
  // "been commuting 2 hours a day": what the writer has been doing.
  if (
    (m = /^been\s+(\p{Ll}+ing\b.*)$/u.exec(t)) &&
    !/^(?:being|nothing|something|anything)$/i.test(m[1]!.split(/\s+/)[0]!)
  )
    return { who, aux: HAVE_OF[who], verb: "been", rest: m[1]!, negation: false };
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
    // ("can start immediately": the writer can; "will start in May" may be a thing's.)
    (!/^(?:arrive|come|happen|start|end|finish|ship|expire|cost|last|run|open|close|take|get|go|apply|change|stay|remain|need)$/i.test(
      m[2]!,
    ) ||
      (/^(?:can|could)$/i.test(m[1]!) && /^(?:start|begin)$/i.test(m[2]!))) &&
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

function writeClause(r: ClauseRecord, contract = false): string {
  const said = [r.who, r.aux, r.verb, r.rest].filter(Boolean).join(" ");
  // A note that writes "I'm" gets "I'm" back.
  return contract
    ? said
        .replace(/^(I) am\b/, "$1'm")
        .replace(/^(we) are\b/i, "$1're")
        .replace(/^(I|we) would like\b/i, "$1'd like")
    : said;
}

/** An order to tell a group or a person something, then the note itself ("tell team office closed ..."). */
const ORDER_HEAD =
  /^((?:tell|inform|remind|notify|warn|update)\s+(?:the\s+|my\s+|our\s+|all\s+)?(?:team|parents|customers|clients|everyone|staff|neighbours|neighbors|tenants|landlord|manager|boss|members|residents|students|class|guests|all)\s+(?:that\s+)?)(.+)$/i;

/** "is no hot water for 3 days now", "is broken since Monday", "are not working for a week": a lasting state. */
const LASTING =
  /\b(is|are)\s+((?:still\s+)?(?:no\s+[\p{L} -]{2,30}?|not\s+(?:working|fixed|repaired|answered|resolved|replied)|broken|down|out of order|leaking|blocked|missing|off|stuck|closed|delayed|unanswered|unresolved|without\s+[\p{L} -]{2,30}?))\s+((?:for\s+(?:\d+|a|an|one|two|three|four|five|six|several|a few)\s+(?:hours?|days?|weeks?|months?)|since\s+(?:last\s+)?[\p{L}\d]+)(?=\s+now\b|\s*$|[,.;!?]|\s+and\b))(?:\s+now\b)?/giu;

/** "attach CV", "pls enclose the invoice" at the start of a clause, up to the clause's end or its next "and". */
const ATTACH =
  /(^|[.!?]\s+|[,;]\s+(?:and\s+)?|\band\s+)(?:(?:please|pls|plz)\s+)?(?:(?:make sure|be sure|don['’]t forget|remember)\s+(?:to|you)\s+)?(?:attach|enclose|include)\s+(?!(?:a|the)\s+(?:link|note|line|reminder)\b)(my\s+|our\s+|the\s+|a\s+|an\s+)?([\p{L}][\p{L}\s-]{0,28}?)(?=\s*(?:$|[.,;!?(]|\s+and\s|\s+(?:to|for)\s+(?:the|this|it)\b))/giu;

/** The note with each clause it could read written back as a sentence a person writes. */
export function readNote(note: string): string {
  // "Thank you so much for your wedding invitation from Mark and Ellie": the people it is from are the readers.
  const text = note
    // "..., she hasn't replied, ...": the reading says "I haven't heard back yet", and so does the gate's note.
    .replace(NO_REPLY_YET_IN, "$1I haven't heard back yet")
    // "first message to Marco Rossi, ...": the order names the reader; it is a networking note like "reach out to ...".
    .replace(
      /^(\s*)(?:(?:write|send|draft)\s+)?(?:a\s+|my\s+)?(?:first|cold|intro(?:ductory)?)\s+(?:e-?mail|message|note|dm)\s+to\s+(?=(?:(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+)?\p{Lu})/u,
      "$1reach out to ",
    )
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
    // "there is no hot water for 3 days now", "the lift is broken since Monday": a state that began in the past and
    // still holds ("there has been no hot water for 3 days").
    .replace(LASTING, (_m, be: string, state: string, span: string) => {
      const has = /^are$/i.test(be) ? "have" : "has";
      return `${be[0] === be[0]!.toUpperCase() ? has[0]!.toUpperCase() + has.slice(1) : has} been ${state} ${span}`;
    })
    // "Keep receipts.", "bring ID" told to the readers: their own things ("keep your receipts").
    .replace(
      /([.!?;]\s+|,\s+(?:and\s+)?)((?:please\s+|pls\s+)?(?:keep|bring|save|submit|upload|wear|carry|hand in|label|charge|return|update)\s+)(?!(?:the|a|an|your|my|our|their|his|her|all|any|some|it|them|this|that|these|those|in|up|on|off|out|back|to)\b)(receipts|ids?|id cards?|passports?|badges?|laptops?|timesheets?|expense claims|expenses|lanyards?|keys|tickets?|phones?|devices?|uniforms?|passwords?|boarding passes|lunch(?:es)?|water bottles?)\b/gi,
      (_m, lead: string, verb: string, thing: string) => `${lead}${verb}your ${/^ids?$/i.test(thing) ? "ID" : thing}`,
    )
    // "..., claim number CL-55812": a bare reference number, said as the writer's.
    .replace(
      /(^|[,;]\s+|[.!?]\s+)(claim|order|booking|policy|account|ticket|case|reference|ref)\s+(?:number|no\.?)\s*(?=[A-Z0-9-]*\d)([A-Z0-9][A-Z0-9-]+)(?=\s*(?:$|[.,;!?]))/g,
      (_m, lead: string, kind: string, code: string) =>
        `${lead}${/[.!?]\s+$|^$/.test(lead) ? "My" : "my"} ${/^ref$/i.test(kind) ? "reference" : kind.toLowerCase()} number is ${code}`,
    )
    // "make sure to mention we need a deposit", "and keep it brief": orders to the tool about what to say or how.
    // ("mention the parking at the branch": a thing, not a statement; the order stays for the verb reader, which
    // says it as "I also wanted to mention the parking ...", never "(the parking at the branch)".)
    .replace(
      /(^|[.!?;]\s+|,\s+(?:and\s+)?)(?:(?:please|pls|plz|also)\s+)?(?:(?:make sure|be sure|don['’]t forget|remember)\s+(?:to|you)\s+)?mention\s+(?:that\s+)?(?=\p{L})/giu,
      (order: string, lead: string, at: number, all: string) =>
        mentionsThing(all.slice(at + order.length)) ? order : lead,
    )
    .replace(
      /,?\s+and\s+(?:keep\s+it\s+(?:short|brief|simple|casual|friendly|formal|polite|professional|light)|be\s+(?:polite|firm|nice|friendly|professional|brief|concise)(?:\s+but\s+\w+)?)(?=\s*(?:$|[.,;!?]))/gi,
      "",
    )
    // "attach CV", "enclose the pricing sheet": an order to the tool about a file, said as done ("I have attached my CV").
    .replace(ATTACH, (_m, lead: string, det: string | undefined, thing: string) => {
      const mine = /^(?:cv|resume|résumé|portfolio|cover letter|references|certificates?|transcripts?|id|passport)$/i;
      const d = det ? det.toLowerCase().trim() : mine.test(thing) ? "my" : "the";
      return `${lead}I have attached ${d} ${/^(?:cv|id)$/i.test(thing) ? thing.toUpperCase() : thing}`;
    })
    // "thank you Dr Patel and the nursing team for ...": the reader, thanked with their people.
    .replace(
      /^(\s*)thank\s+(?:you\s+)?((?:(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+)?\p{Lu}\p{Ll}+)\s+and\s+the\s+((?:[\p{Ll}-]+\s+)?(?:team|staff|crew))\b/u,
      "$1thank $2 and their $3",
    );
  const pastNote =
    /\b(?:yesterday|last\s+(?:night|week|month|year|\p{L}+day)|ago|missed|paid|arrived|had to|waited)\b/iu.test(text);
  const parts = rejoinAbbreviations(text, text.split(/(,\s+and\s+|,\s+but\s+|;\s+|,\s+|:\s+|\s+-\s+|(?<=[.!?])\s+)/));
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
    // "tell team office closed 24-26 dec": the order's own note is read too ("the office is closed ...").
    const told = isOrder ? ORDER_HEAD.exec(body) : null;
    const state = told ? stateClause(told[2]!) : null;
    if (told && state && sameFacts(told[2]!, writeClause(state))) {
      out.push(part.replace(told[2]!, writeClause(state)));
      offset += part.length;
      first = false;
      lastWho = null;
      lastThing = state.who;
      continue;
    }
    let rec: ClauseRecord | null = null;
    if (!isOrder && !/[:()"]/.test(body) && body.split(/\s+/).length <= 14) {
      const who = personAt(text, offset);
      rec =
        thingClause(body, pastNote, text) ??
        eventList(body, text) ??
        noticeClause(body, pastNote) ??
        itClause(body, lastThing, text) ??
        (NEWCOMER_NOTE.test(text) && NEWCOMER_CLAUSE.test(body) ? null : writerClause(body, who));
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
