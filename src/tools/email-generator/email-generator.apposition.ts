/**
 * A person named with a description between commas: "Ask Carla Mendes, a design director I met in Lisbon, to be my
 * mentor", "Ask Professor Ruth Adler, who supervised my thesis, to be a reference", "Marcus Lee, head of product at
 * Fernhill". The description is lifted out of the prompt before it is read (so the order reads "Ask Carla Mendes to
 * be my mentor") and said on its own: to the reader as "It was great to meet you in Lisbon" or "As you may
 * remember, you supervised my thesis"; of someone else as "Leo Park is a backend engineer".
 */
import nlp from "compromise";
import type { Item, Recipient } from "./email-generator.model";
import { hasFiniteVerb } from "./email-generator.finite";
import { isOrg } from "./email-generator.recipient";
import { collapse } from "./email-generator.text";

interface Apposition {
  /** The person described, as the prompt names them ("Carla Mendes", "Professor Ruth Adler"). */
  name: string;
  /** The description without its commas ("a design director I met in Lisbon", "who supervised my thesis"). */
  text: string;
}

const TITLE = String.raw`(?:Dr|Mr|Mrs|Ms|Mx|Prof|Professor|Dean|Coach|Rev)\.?`;
const WORD = String.raw`\p{Lu}[\p{Ll}'’-]+`;
/** An order or a greeting written before the name ("Ask Carla", "Hi Sam"): not part of the name. */
const LEAD_WORD =
  /^(?:ask|email|e-mail|tell|thank|invite|remind|write|contact|message|ping|congratulate|introduce|connect|call|follow|reach|nudge|chase|text|hi|hello|hey|dear|please|and|with|to|for|from|the|our|my|i|we|on|in|at|by|after|before|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)$/i;
/** How a description starts: an article or possessive, a relative pronoun, or a job title. */
const DESCRIPTION_START =
  /^(?:a|an|the|my|our|his|her|their|who|whom|now|currently|formerly|former|previously|head|vp|svp|evp|vice|director|chief|ceo|cto|cfo|coo|cmo|founder|co-?founder|manager|lead|senior|principal|owner|professor|editor|president|chair|recruiter|hr|partner)\b/i;
/** "Hi Sam, the client wants ...": a greeting, then a sentence. */
const GREETING = /\b(?:hi|hello|hey|dear)\s+(?:\S+\s+){0,3}?\S+$/i;
/** A description at the end of a sentence is a noun phrase: "Tell Sam, the client wants to meet" is a sentence. */
/**
 * Verbs that make a clause of what follows a name ("Hartwell Foods, the delivery due Monday still hasn't arrived and
 * we're running out of flour" is news, not a description of Hartwell Foods); negatives and a pronoun's contractions
 * too.
 */
const FINITE =
  /\b(?:is|are|was|were|will|would|can|could|should|must|has|have|had|wants?|needs?|said|says|(?:is|are|was|were|has|have|had|do|does|did|wo|ca|could|would|should)n['’]t|(?:we|they|it|he|she|I|you)['’](?:re|s|ll|ve|m|d))\b/i;
/** "the company pays", "the venue opens at 6": a subject and a verb in the present tense make a sentence. */
function presentClause(desc: string): boolean {
  const m = /^(?:the|a|an|my|our)\s+\p{Ll}+\s+(\p{Ll}+)s\b/u.exec(desc);
  return Boolean(m && nlp(`we ${m[1]}`).has("#Verb"));
}
/** What may follow the closing comma: the rest of the order ("to be my mentor", "if she would be open ..."). */
const CONTINUES = /^\s*(?:to|if|whether|for|about|that|with|on|regarding|because|since|as|in|re|\p{Ll}+ing)\b/iu;

/**
 * The prompt without the descriptions of named people, and the descriptions. A description ends at the next comma
 * when the order goes on ("..., to be my mentor"), or at the end of the sentence when it is a noun phrase
 * ("Email Jane Doe, head of HR at Acme.").
 */
export function liftAppositions(text: string): { text: string; found: Apposition[] } {
  const found: Apposition[] = [];
  // "the school principal, Mr. Dawson, that ...": the role first, then the name; the name is who the order names.
  text = text.replace(
    new RegExp(
      String.raw`\b((?:the|my|our)\s+(?:[\p{Ll}-]+\s+){0,3}?[\p{Ll}-]+),\s+((?:${TITLE}\s+)?${WORD}(?:\s+${WORD}){0,2}),(?=${CONTINUES.source.slice(1)})`,
      "gu",
    ),
    (whole, role: string, name: string) => {
      if (LEAD_WORD.test(name.split(/\s+/)[0]!)) return whole;
      found.push({ name, text: role });
      return name;
    },
  );
  const re = new RegExp(
    String.raw`(^|[\s(])((?:${TITLE}\s+)?${WORD}(?:\s+${WORD}){0,3}),\s+([^,;:.!?()]{3,90}?)(,|(?=[.!?]\s|[.!?]?$))`,
    "gu",
  );
  const out = text.replace(re, (whole, pre: string, rawName: string, desc: string, close: string, at: number) => {
    const words = rawName.split(/\s+/);
    while (words.length > 1 && LEAD_WORD.test(words[0]!)) words.shift();
    const name = words.join(" ");
    if (LEAD_WORD.test(name) || !DESCRIPTION_START.test(desc) || GREETING.test(`${text.slice(0, at)}${pre}${rawName}`))
      return whole;
    const relative = /^(?:who|whom)\b/i.test(desc);
    const after = text.slice(at + whole.length);
    if (close === "," ? !CONTINUES.test(after) : relative || FINITE.test(desc) || presentClause(desc)) return whole;
    // "Lena Vogel, her parcel went to the wrong depot": a possessive's noun and its verb are news, not a description.
    if (/^(?:his|her|their|my|our)\s/i.test(desc) && hasFiniteVerb(desc)) return whole;
    found.push({ name, text: collapse(desc) });
    const kept = rawName.slice(0, rawName.length - name.length);
    return `${pre}${kept}${name}`;
  });
  return { text: out, found };
}

/** "I met at the Web Summit in Lisbon" inside a description: where the writer met the person. */
const MET =
  /^(.*?)\b(?:who(?:m)?\s+)?(?:I|we)\s+met\s+(?:(?:him|her|them)\s+)?((?:at|in|during|on|through|via)\s+.+)$/i;
/** "my son Daniel's 4th grade teacher": the writer's child is in the reader's class. */
const CHILD_TEACHER =
  /^my\s+(son|daughter|child|kid)\s+(\p{Lu}\p{Ll}+)['’]s\s+(?:(.+?)\s+)?(?:class\s+|form\s+|homeroom\s+)?(?:teacher|tutor)$/u;
/** "head of product at Fernhill": the reader's title and organisation. */
const ROLE_AT =
  /^(?:the\s+)?((?:[\p{Ll}-]+|VP|SVP|EVP|CEO|CTO|CFO|COO|CMO|HR)(?:\s+[\p{L}-]+){0,4}?)\s+(?:at|from)\s+(\p{Lu}[\p{L}&'’.-]*(?:\s+\p{Lu}[\p{L}&'’.-]*){0,3})$/u;

/** The reader's own description, said to them; null when there is nothing to say (it only names their job). */
function toReader(desc: string, recipient: Recipient): string | null {
  const met = desc.match(MET);
  if (met) {
    const role = met[1]!.replace(/^(?:a|an|the)\s+/i, "").trim();
    if (role && !/^(?:who|whom)$/i.test(role) && !/\b(?:my|our)\b/i.test(met[1]!))
      recipient.role ??= role.toLowerCase();
    return `It was great to meet you ${met[2]}`;
  }
  const child = desc.match(CHILD_TEACHER);
  if (child) {
    recipient.role ??= "teacher";
    return `My ${child[1]!.toLowerCase()} ${child[2]} is in your ${child[3] ? `${child[3]} ` : ""}class`;
  }
  const at = desc.match(ROLE_AT);
  if (at && !/^(?:my|our|a|an|who|whom)\b/i.test(desc)) {
    recipient.role ??= at[1]!.toLowerCase();
    recipient.org ??= at[2]!;
    return null;
  }
  // "the researcher whose paper on sleep I cited": what the writer did with the reader's work.
  const whose = desc.match(
    /^(?:(?:the|a|an)\s+([\p{Ll}\s-]+?)\s+)?whose\s+(.+?)\s+(I|we)\s+(\p{Ll}+(?:\s+\p{Ll}+)?)$/u,
  );
  if (whose) {
    if (whose[1]) recipient.role ??= whose[1];
    return `${whose[3] === "I" ? "I" : "We"} ${whose[4]} your ${whose[2]}`;
  }
  // "the school principal": the reader's role.
  const role = desc.match(/^(?:the|my|our)\s+((?:[\p{Ll}-]+\s+){0,3}[\p{Ll}-]+)$/u);
  if (role) {
    recipient.role ??= role[1]!;
    return null;
  }
  const who = desc.match(/^who\s+(\p{Ll}+)\b(.*)$/u);
  if (!who || /^(?:is|was|are|were|has|had)$/.test(who[1]!)) return null;
  const verb = nlp(`she ${who[1]}`).verbs();
  // "who supervised my thesis": a shared past the reader may recall. "who runs the design team": what the writer knows.
  if (verb.has("#PastTense") && /\b(?:my|me|I|our|us)\b/.test(who[2]!))
    return `As you may remember, you ${who[1]}${who[2]}`;
  if (verb.has("#PresentTense")) {
    const base = (verb.toInfinitive().text() as string).replace(/^she\s+/i, "").trim();
    return base ? `I understand that you ${base}${who[2]}` : null;
  }
  return null;
}

/** Someone else's description as a sentence of its own ("Leo Park is a backend engineer looking for his next role"). */
function ofOther(a: Apposition): string | null {
  if (/^whom\b/i.test(a.text)) return null;
  const who = a.text.match(/^who\s+(.+)$/i);
  if (who) return `${a.name} ${who[1]}`;
  return `${a.name} is ${a.text}`;
}

const lastName = (name: string) => name.split(/\s+/).at(-1)!;

/**
 * Adds what the descriptions say: the reader's first (they are context for the asks), someone else's after the first
 * item, which is where that person is brought up.
 */
export function sayAppositions(found: Apposition[], recipient: Recipient, items: Item[]): void {
  const reader = recipient.name && !/\band\b/.test(recipient.name) ? recipient.name : null;
  const front: Item[] = [];
  // Someone else is described where they are brought up; in an introduction, after everything it already says.
  let next = items.some((i) => "ask" in i && i.ask.kind === "introduce") ? items.length : Math.min(1, items.length);
  for (const a of found) {
    const toThem = [reader, recipient.org].some((r) => r?.includes(lastName(a.name)));
    const text = toThem ? toReader(a.text, recipient) : ofOther(a);
    if (!text) continue;
    if (items.some((i) => "fact" in i && i.fact.text.startsWith(text))) continue;
    // "Leo Park is my friend" from the introduction, and "Leo Park is a backend engineer": one sentence.
    const said = toThem ? null : items.find((i) => "fact" in i && i.fact.text.startsWith(`${a.name} is my `));
    if (said && "fact" in said && text.startsWith(`${a.name} is `)) {
      said.fact.text = `${a.name}, ${said.fact.text.slice(a.name.length + 4)}, ${text.slice(a.name.length + 1)}`;
      continue;
    }
    const item: Item = { fact: { text, form: "statement", built: true } };
    if (toThem) front.push(item);
    else items.splice(next++, 0, item);
  }
  items.unshift(...front);
}

/** "email a potential partner, ": the order to write, then the kind of reader (a role, not a name). */
const ORDER_TO_ROLE = String.raw`\b(?:e-?mail|write\s+to|reach\s+out\s+to|contact|message|pitch|approach|get\s+in\s+touch\s+with)\s+(?:a|an|the|our|my|this|that)\s+(?:[\p{Ll}-]+\s+){0,3}?[\p{Ll}-]+`;
/** What the business or person is: "a local brewery called Hopworks", "the Data Summit team", "Greenleaf Ventures". */
const READER_DESCRIPTION = String.raw`(?:(?:a|an|the)\s+[^,;:.!?()]{2,60}?|\p{Lu}[\p{L}\p{N}&'’.-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}\p{N}&'’.-]*){0,3})`;
/** What the e-mail does, after the description: "proposing a joint event", "asking for a quote", "to ask ...". */
const PURPOSE_AFTER = String.raw`(?=(?:\p{Ll}+ing|to|about|regarding|re|for)\b)`;
const READER_DESCRIBED = new RegExp(`(${ORDER_TO_ROLE}),\\s+(${READER_DESCRIPTION}),\\s+${PURPOSE_AFTER}`, "u");

/**
 * "email a potential partner, a local brewery called Hopworks, proposing a joint event": the reader's kind, then
 * what they are, then what the email does. The description is lifted out (the order reads "email a potential partner
 * proposing a joint event") and the business it names is the reader's organisation. Null when the prompt has no
 * such description, or the description names a person ("a former colleague, Priya, ...").
 */
export function liftReaderDescription(text: string): { text: string; org: string | null } | null {
  const m = READER_DESCRIBED.exec(text);
  if (!m) return null;
  const desc = m[2]!;
  if (FINITE.test(desc) || /^(?:who|whom|which|that)\b/i.test(desc)) return null;
  let org: string | null = null;
  const called = desc.match(
    /\b(?:called|named)\s+((?:The\s+)?\p{Lu}[\p{L}\p{N}&'’.-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}\p{N}&'’.-]*){0,3})$/u,
  );
  if (called) org = called[1]!;
  else if (/^\p{Lu}/u.test(desc)) {
    // "Priya": a person's name is left to the reading of names.
    if (!isOrg(desc)) return null;
    org = desc;
  } else {
    // "the Data Summit team", "a bakery, Crumb & Co": the capitalised name inside the description.
    const inner = desc.match(
      /^(?:the|a|an)\s+((?:\p{Lu}[\p{L}\p{N}&'’.-]*\s+){0,3}\p{Lu}[\p{L}\p{N}&'’.-]*)(?:\s+[\p{Ll}-]+)?(?:\s+(?:team|people|folks|crew|office|desk))?$/u,
    );
    if (inner) org = inner[1]!;
  }
  const after = text.slice(m.index + m[0].length);
  // "asking them to sponsor our ride": the reader is the business the description names, asked directly ("ask them
  // to sponsor our ride"), since the role before it may be no role the reader list knows ("a potential sponsor").
  const askThem = /^asking\s+(?=(?:them|him|her)\s+(?:to|if|whether)\b)/i.exec(after);
  if (askThem && org) return { text: `${text.slice(0, m.index)}ask ${after.slice(askThem[0].length)}`, org };
  return { text: `${text.slice(0, m.index)}${m[1]} ${after}`, org };
}
