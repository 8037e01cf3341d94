import { applicationList, applying } from "./email-generator.application-list";
import { senderDeed } from "./email-generator.sender-deed";
import { thereNamed } from "./email-generator.there-named";
import { readersReference } from "./email-generator.reference-owner";
import { NO_REPLY_YET } from "./email-generator.reader-pronouns";
import { verblessProgressive } from "./email-generator.verbless-ing";
import { jobFragment } from "./email-generator.job-fragments";
import { eventProgramme } from "./email-generator.event-programme";
import nlp from "compromise";
/** The state of reading one prompt, and how asks and facts are added to it (shared by the reader and the verb table). */
import { writesAsCustomer } from "./email-generator.customer";
import type { EmailAudience, EmailPurpose } from "./contract";
import {
  complete,
  isClause,
  statement,
  timePhrases,
  toReader,
  withArticle,
  type ReaderContext,
} from "./email-generator.clause";
import { AUDIENCE_WORDS } from "./email-generator.data";
import {
  PROBLEM_WORDS,
  type AskKind,
  type Directives,
  type Fact,
  type Item,
  type Recipient,
} from "./email-generator.model";
import { isOrg, KIN_HE, KIN_SHE, mergeRecipient, pronounOf, takeRecipient } from "./email-generator.recipient";
import { collapse, stripEnd, upperFirst } from "./email-generator.text";

/** The writer is the business, telling its customers ("tell customers prices go up ..."). */
const TELLS_CUSTOMERS =
  /\b(?:tell|inform|notify|email|remind|let|update|warn)\s+(?:all\s+)?(?:our\s+|my\s+)?(?:customers|clients|members|subscribers|tenants|guests|patients|parents)\b/i;

/** Whether the prompt speaks for a "we" (an organisation, a team) and never as "I". */
/** "we both spoke at UX London", "we met at the summit": a "we" of the writer and the reader, not of a company. */
const JOINT_WE =
  /\bwe\s+(?:both|two|each|all)\b|\bwe\s+(?:(?:briefly|first|recently|once)\s+)?(?:met|spoke|talked|chatted|discussed|connected|worked together|studied|got talking|were (?:both|on|at))\b/gi;

export const writesAsWe = (st: Reading): boolean =>
  /\b(?:we|our|us)\b/i.test(st.text.replace(JOINT_WE, "")) && !/\b(?:I|my|me)\b/.test(st.text);

export interface Reading {
  /** The whole prompt, normalised (to tell which pronoun the prompt uses for a named reader). */
  text: string;
  recipient: Recipient;
  sender: { name: string | null; title: string | null };
  items: Item[];
  directives: Directives;
  topic: string | null;
  quoted: string | null;
  audience: EmailAudience;
  purpose: EmailPurpose;
  /** The pronoun the prompt's asks use for the reader ("ask them", "thank her"). */
  readerPronoun: "he" | "she" | "they" | null;
  /** "ask accounting to: 1) ... 2) ...": the order each list item continues. */
  pending: string | null;
  /** "say yes, I'll send it": the answer that starts the next statement. */
  answer: string | null;
  /** A job the prompt names ("role", "position"), for "still interested" -> "still interested in the role". */
  roleNoun: string | null;
  /** The clause being read began with "but": the next statement contrasts with what came before. */
  contrast: boolean;
  /** The last clause was an ask to do something: a bare verb phrase after it continues that ask. */
  continuing: boolean;
  /** What the reader asked ("if we ship to Canada"): a "yes" answers it in full. */
  asked?: string;
  /** "Following our call today": the phrase that opens the next statement. */
  prefix?: string;
  /** The order was to send a reminder: the statements that follow are what the reader is reminded of. */
  reminding?: boolean;
  /** How many items were read before the reader was first named. */
  readerAt?: number;
}

function readerContext(st: Reading): ReaderContext {
  return {
    recipient: st.recipient,
    audienceWords: AUDIENCE_WORDS[st.audience],
    readerPronoun: st.readerPronoun,
    groupAudience: st.audience === "team" && !st.recipient.name && !st.recipient.org && !st.recipient.role,
    note: st.text,
  };
}

const BAD_NEWS = new RegExp(
  String.raw`\b(?:${PROBLEM_WORDS}|unfortunately|delay(?:ed|s)?|postponed|(?:is|are|was|were|went|been|be|going)\s+down|outage|(?:has|have|is|are|does|do)n['’]?t\s+(?:been\s+)?work(?:ed|ing)?|(?:not|no)\s+(?:been\s+)?working|double[- ]charged|can['’]?t|cannot|won['’]t|unable|not able|went with someone else|not selected|declined|rejected|overdue|failed|problem|issue|sorry|sick|unwell|fever|locked out|dangerous|no reply|not heard|(?<!\b(?:permission|consent|pay|packing|payment|salary|sign-up|signup|deposit|return|reply|booking|gift|betting|packing)\s)slip(?:s(?!\s+(?:are|were|must|need|should|have|has|and|for|to\s+(?:be|sign|return)))|ped|ping)?|(?:got|was|were|been|being) cut|missed|forgot|mistake|error|jamming|keeps (?:breaking|failing|crashing)|push(?:ed|ing)? (?:back|out)|need to push|(?:push|move|moving|moved|pushing|delaying) the (?:launch|deadline|date|release|go-live|start|meeting)|(?:has|have)n['’]?t (?:yet )?(?:been )?approved|not (?:yet )?(?:been )?approved|behind schedule|running late|(?:a|one|two|three|\d+)\s+(?:days?|weeks?|months?|hours?)\s+late|late (?:delivery|payment|arrival))\b`,
  "i",
);

/** Bad news, an apology or a problem ("the launch slips two weeks", "server outage last night"). */
/** "the bug ... is now fixed", "the VPN is working again": a problem that is over is good news. */
const RESOLVED =
  /\b(?:we|I)(?:['’]ve|\s+have)?\s+(?:already\s+|now\s+|just\s+)?(?:refunded|waived|credited|reimbursed|replaced)\b|\b(?:is|are|was|were|has been|have been|['’]s been|['’]ve been|got|now)\s+(?:now\s+|finally\s+|fully\s+|all\s+|been\s+)*(?:fixed|resolved|sorted(?:\s+out)?|solved|repaired|restored|cleared|patched|back\s+(?:up|online|to normal)|working\s+(?:again|fine|normally))\b|\b(?:working|running|online)\s+again\b|\bno longer\b/i;
const STILL_BAD =
  /\b(?:but|however|still|yet|although|though|except)\b|\b(?:not|n['’]t)\s+(?:yet\s+)?(?:been\s+)?(?:fixed|resolved|sorted|solved)\b/i;
/** "the all-hands moves to 3pm", "standup is now at 9:30": a plain change of time or place, neither good nor bad. */
const MOVED =
  /\b(?:moves?|moved|is moving|(?:has|have) (?:been )?moved|(?:is|are|was|were) (?:being )?moved|changes?|changed|switch(?:es|ed)?|shifts?|shifted|rescheduled|is now|are now|will now be)\s+(?:to|from|at|on|in|into|over to|back to)\b/i;
/** A gathering whose time or room may change ("the all-hands", "standup"); a launch or a delivery moved is a delay. */
const GATHERING =
  /\b(?:meeting|all-hands|all hands|standup|stand-up|review|workshop|training|session|call|sync|catch-up|1:1|one-on-one|huddle|lunch|dinner|party|drinks|social|class|lesson|briefing|presentation|demo|interview|offsite|away day|town hall|retro|retrospective|planning|kick-?off|webinar|seminar|talk|rehearsal|practice|game|match)\b/i;
/** A reason joined to the news: "... because the CEO's flight lands late". */
const REASON = /\s(?:because|since|as|due to|owing to|thanks to)\s/i;
export const isBadNews = (text: string) => {
  if (!BAD_NEWS.test(text) || (RESOLVED.test(text) && !STILL_BAD.test(text))) return false;
  // A move whose reason is the only bad thing ("moves to 3pm because the flight lands late") is a schedule change.
  const reason = REASON.exec(text);
  if (reason) {
    const news = text.slice(0, reason.index);
    if (MOVED.test(news) && GATHERING.test(news) && !BAD_NEWS.test(news)) return false;
  }
  return true;
};

export function addAsk(st: Reading, kind: AskKind, text: string): true {
  const t = stripEnd(collapse(text));
  let said = t ? thereNamed(childNamed(st, toReader(t, readerContext(st), "ask")), st.text) : "";
  // "thank you for the interview yesterday with you": the reader was there.
  if (kind === "thank")
    said = said.replace(
      /\b(interview|meeting|call|chat|visit|tour|demo)((?:\s+(?:yesterday|today|this morning|this afternoon|last \w+|on \w+))?)\s+with you\b/i,
      "$1$2",
    );
  // "send me the slides and whether the numbers are final": a thing to send and a question, each with its own verb.
  if (kind === "do") said = questionJoined(said);
  // "remind everyone that timesheets due today": the "are" the note left out ("timesheets are due today").
  if (kind === "remind-that")
    said = said.replace(
      /^((?:(?:the|your|all|our)\s+)?(?:[\p{L}-]+\s+){0,2}?([\p{L}-]+))\s+(?=(?:due|overdue|needed|required|closed)\b)/iu,
      (m: string, subject: string, head: string) =>
        /\b(?:is|are|was|were|be|been|being|will|not)$/i.test(head)
          ? m
          : `${subject} ${/[^s]s$/i.test(head) ? "are" : "is"} `,
    );
  // "reach out for a senior backend role": what the e-mail is about, never "about for a ...".
  if (kind === "about") said = said.replace(/^(?:for|regarding|re:?)\s+(?=\S)/i, "");
  // "ask if open to a chat", "ask whether free on Friday": the reader is the one open or free.
  if (kind === "whether")
    said = said.replace(/^(?=(?:open|available|free|interested|keen|willing|able|happy|up for)\b)/i, "you would be ");
  // "offer free express shipping and attach the tracking link": the attachment is its own sentence, not part of the
  // offer ("... on your next order and I have attached the tracking link").
  const attached = /,?\s+and\s+(I have attached\s+.+)$/.exec(said);
  if (attached && kind !== "do") said = said.slice(0, attached.index);
  st.items.push({ ask: { kind, text: said } });
  if (attached && kind !== "do") addFact(st, attached[1]!, "statement", true);
  return true;
}

/** "send me X and whether Y" -> "send me X and let me know whether Y": a wh-clause joined to a verb that cannot take it. */
function questionJoined(vp: string): string {
  const m = vp.match(/^(.+?)\s+and\s+((?:whether|if|when|what|how|why|where|who)\s+\S+\s+\S+.*)$/i);
  if (!m) return vp;
  // A verb that takes the question itself ("check whether", "tell me what"): nothing is missing.
  if (/^(?:let\s+\S+\s+know|tell|ask|check|confirm|find out|see|explain|say|decide|clarify|know)\b/i.test(m[1]!))
    return vp;
  if (!/^\p{Ll}+\b/u.test(m[1]!)) return vp;
  return `${m[1]} and let me know ${m[2]!.replace(/^if\b/i, "whether")}`;
}

/** "he'll be absent", "how she's doing" in a note about "my son": the child, named so the reader knows who is meant. */
function childNamed(st: Reading, t: string): string {
  const child = st.text.match(/\bmy\s+(son|daughter|child|kid|boy|girl)\b/i)?.[1];
  if (!child) return t;
  const childP = /^(?:son|boy)$/i.test(child) ? "he" : /^(?:daughter|girl)$/i.test(child) ? "she" : null;
  const re =
    childP === "he"
      ? /\bhe(?:['’](ll|s|d))?\b/i
      : childP === "she"
        ? /\bshe(?:['’](ll|s|d))?\b/i
        : /\b(?:he|she)(?:['’](ll|s|d))?\b/i;
  const m = t.match(re);
  if (!m || st.recipient.pronoun === (/^he/i.test(m[0]) ? "he" : "she")) return t;
  const after = t.slice(m.index! + m[0].length);
  const s =
    m[1]?.toLowerCase() === "s"
      ? /^\s+(?:been|got|gone|had|done|made|taken|\p{L}+ed)\b/u.test(after)
        ? "has"
        : "is"
      : m[1]
        ? { ll: "will", d: "would" }[m[1].toLowerCase()]
        : "";
  return `${t.slice(0, m.index)}${m.index ? "" : ""}my ${child.toLowerCase()}${s ? ` ${s}` : ""}${after}`.replace(
    /^my\b/,
    "my",
  );
}

/** Adds a statement of the prompt, rewritten for the reader. */
/** The note is a job advert ("hiring", "recruit", "we're looking for"). */
const hiringNote = (st: Reading) =>
  /\b(?:hiring|recruit\w*|we['’]re looking for|we are looking for|job opening|vacancy)\b/i.test(st.text);

export function addFact(st: Reading, text: string, form: Fact["form"] = "statement", built = false): true {
  let t = stripEnd(collapse(text));
  if (!t) return true;
  // "refund the fee" to the reader the writer serves: the writer refunds it (email-generator.sender-deed.ts).
  const deed = form !== "question" ? senderDeed(t, st) : null;
  if (deed === "") return true;
  if (deed) {
    t = deed;
    form = "statement";
    built = true;
  }
  // "want to discuss at our next 1:1": "discuss" takes its object ("discuss this at our next 1:1").
  t = t.replace(
    /\bdiscuss\s+(?=(?:at|during|over|when|next|tomorrow|later|on\s+(?:a|the)\s+call)\b)/i,
    "discuss this ",
  );
  // "remote ok", "Go and Postgres" in a job advert: how the role is worked, what it works with.
  const job = jobFragment(t, Boolean(st.roleNoun) || st.purpose === "recruitment" || hiringNote(st));
  if (job) {
    t = job;
    form = "statement";
  }
  // "I took it back to the store and they said ...": "they" are the store's staff, not the company written to.
  const prev = st.items.at(-1);
  if (
    prev &&
    "fact" in prev &&
    /\b(?:store|shop|branch|counter|desk)$/i.test(prev.fact.text) &&
    /^they\s+(?:said|told|say|tell)\b/i.test(t)
  )
    t = t.replace(/^they\b/i, "the staff there");
  // "she hasn't replied" in a note about the reader: said to her, "I haven't heard back yet" (never "You haven't
  // replied.").
  t = t.replace(NO_REPLY_YET, "I haven't heard back yet");
  // "the customer asked about an exchange": one reader, named by the audience's word, is "they" in what follows
  // ("... whichever they prefer" -> "whichever you prefer").
  const one = new RegExp(`^(?:the|our|my|this)\\s+(${AUDIENCE_WORDS[st.audience]})\\s+\\p{Ll}`, "iu").exec(t);
  if (one && st.audience !== "team" && !/s$/i.test(one[1]!)) st.readerPronoun ??= "they";
  t = toReader(t, readerContext(st), form === "do" ? "ask" : "fact");
  // "you asked about an exchange": the reader's own question is acknowledged, not told back to them.
  t = t.replace(
    /^you\s+(?:asked|enquired|inquired)\s+(about|for|after|whether|if|why|how|when)\s+(?=\S)/i,
    "Thank you for asking $1 ",
  );
  // "your father passed away": news the reader knows, answered with sympathy rather than told back to them.
  t = t.replace(
    /^(your\s+(?:[\p{Ll}-]+\s+){0,2}?[\p{Ll}-]+)\s+(passed away|died)\b/iu,
    (_m, who: string, verb: string) => `I was so sorry to hear that ${who.toLowerCase()} ${verb}`,
  );
  // "I got an offer from Northwind for ..." told to the recruiter who made it: thanks for the offer.
  if (st.audience === "recruiter" || /\b(?:recruiter|hiring manager)\b/i.test(st.recipient.role ?? ""))
    t = t.replace(
      /^I (?:got|received|have received|['’]ve received|was given) (?:an|the) (?:job )?offer\b/,
      "Thank you for the offer",
    );
  // "(let him know) not to worry about the project": "Please don't worry about the project".
  if (/^not\s+to\s+\p{Ll}/iu.test(t)) {
    t = t.replace(/^not\s+to\s+/i, "don't ");
    form = "do";
  }
  t = form === "statement" ? statement(t) : timePhrases(t);
  // "she works on battery recycling" about the reader of a networking e-mail: what the writer heard, not news to them.
  if (form === "statement" && (st.purpose === "networking" || /\bmet\b/i.test(st.text))) {
    const work = t.match(
      /^you(?:\s+(?:work|are working|['’]re working|worked)|['’]re\s+working)\s+(on|in|at|with|for)\s+(.+)$/i,
    );
    if (work) t = `I enjoyed hearing about your work ${work[1]!.toLowerCase()} ${work[2]}`;
    const field = t.match(/^you\s+(research|study|lead|run|build|teach)\s+(.+)$/i);
    if (field && !work)
      t = `I enjoyed hearing about ${/^(?:research|study)$/i.test(field[1]!) ? `your ${field[1]!.toLowerCase()} on` : "how you " + field[1]!.toLowerCase()} ${field[2]}`;
  }
  // "who has 8 years at Spotify" about a candidate written to: what stood out, never their own record told back.
  if (form === "statement" && (st.purpose === "recruitment" || st.purpose === "networking")) {
    const record = t.match(
      /^you\s+have\s+((?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|\d+\+)\s+years?\b.*)$/i,
    );
    if (record) t = `Your ${record[1]} really stood out to me`;
  }
  if (/^(?:he|she)\b/i.test(t)) t = childNamed(st, t);
  // "internet keeps dropping ... for two weeks", "engineer visit on Monday didn't fix it": a customer's note-style
  // clauses get their determiner, and a problem that has lasted a while is said as one.
  t = t
    .replace(
      /^(internet|wifi|wi-fi|broadband|phone|heating|boiler|laptop|car|washing machine|fridge|order|parcel|package|delivery|account|bill|subscription|contract|membership|lease|plan|policy|warranty)\s+(?=(?:keeps|is|was|has|stopped|broke|arrived|didn['’]t|doesn['’]t|won['’]t|hasn['’]t|never|still|ends|expires|runs|renews)\b)/i,
      // (A business telling its customers speaks of the service it gives: "delivery is still free".)
      (m: string, w: string) => (TELLS_CUSTOMERS.test(st.text) ? m : `My ${w.toLowerCase()} `),
    )
    .replace(
      /^(engineer|technician|courier|driver|plumber|electrician)(\s+visit)?\b(?=\s+(?:on|last|yesterday|today|didn['’]t|did not|never|came|was)\b)/i,
      (_m, w: string, v: string | undefined) => `The ${w.toLowerCase()}${v ? "'s visit" : ""}`,
    )
    .replace(
      /^(.+?)\s+keeps\s+(\p{L}+ing)\b(.*\bfor\s+(?:two|three|four|five|six|\d+|a few|several|a couple of)\s+(?:days|weeks|months)\b.*)$/iu,
      "$1 has been $2$3",
    );
  // "I am locked out since this morning": a state that began then "has been" ("I have been locked out since ...").
  t = t.replace(
    /^(I|we)(?:\s+am|\s+are|['’]m|['’]re)\s+(?!going\b|writing\b)((?:[\p{L}-]+\s+){1,3})since\b/iu,
    (_m, who: string, what: string) => `${who} have been ${what}since`,
  );
  // "third delivery this month arrived damaged": an ordinal takes its article ("The third delivery ...").
  if (form === "statement")
    t = t.replace(
      /^(first|second|third|fourth|fifth|latest|previous)\s+(?=\p{Ll}+\s+(?:this|of|in|from|we|I|arrived|was|were|is|has|had|came|went|failed|broke)\b)/iu,
      (o: string) => `The ${o.toLowerCase()}`,
    );
  // "account email is j.morris@example.com" from a customer: the writer's own account.
  if (writesAsCustomer(st.text))
    t = t.replace(
      /^(?:the\s+)?(account|order|booking|membership|customer|member|reference|policy)\s+(email|e-mail|number|no\.?|id|reference|name|username)\s+(is|was)\b/i,
      (_m, a: string, b: string, v: string) => `My ${a.toLowerCase()} ${b.toLowerCase().replace(/^id$/, "ID")} ${v}`,
    );
  // "handing over the Henley account while I'm on leave": what the writer is doing, said with its subject.
  const doing = t.match(/^(\p{Ll}+ing)\s+(?:over|on|out|off|up|back|in|the|my|our|a|an|this|all)\b/u);
  if (
    doing &&
    form === "statement" &&
    !/^(?:during|including|regarding|according|following|pending|something|nothing|anything|everything|morning|evening|meeting|training|building|booking|parking|wedding|funding|spring|string|thing|king|ring|bring|sing)$/.test(
      doing[1]!,
    )
  )
    t = `I am ${t}`;
  if (st.prefix) {
    t = `${st.prefix}, ${t.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())}`;
    st.prefix = undefined;
    built = true;
  }
  // "order #88213 shipped" to a customer: it is the reader's order.
  if (/^(?:customer|client)$/.test(st.audience) || /customer|client/.test(st.recipient.role ?? "")) {
    t = t.replace(
      /^(order|package|parcel|refund|booking|reservation|appointment|subscription|account|claim|delivery)\s+(?=#|\d|no\.)/i,
      (_m, w: string) => `your ${w.toLowerCase()} `,
    );
  }
  // "Our customers were promised the app" written to those customers: "we promised you the app".
  if (/\b(?:we|our)\b/i.test(st.text))
    t = t.replace(/^you were (promised|told|given|sent|offered|quoted)\b/i, "we $1 you");
  if (st.answer) {
    const object = st.quoted?.match(
      /\b(?:send|share|forward|review|check|sign|book|confirm)\s+(?:me\s+|us\s+)?(.+?)[?.!]?$/i,
    )?.[1];
    if (object) t = t.replace(/\bit\b/, object);
    t = `${st.answer}, ${t.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())}`;
    st.answer = null;
    built = true;
  }
  st.items.push({ fact: { text: t, form, bad: isBadNews(t), built, ...(st.contrast ? { contrast: true } : {}) } });
  st.contrast = false;
  return true;
}

const OFFER_WORDS =
  /\b(?:delivery|shipping|returns|samples|installation|setup|pay|salary|wages?|bonus|equity|pension|benefits|holidays?|leave|week|hours|schedule|rota|shifts?|setup fee|fee|trial|month|support|onboarding|training|contract|discount|reminders|integration|dashboard|app|plan|budget|perks?|insurance|relocation|remote|flexible|flexibility)\b/i;
const isOffer = (np: string) =>
  np.split(/\s+/).length <= 5 &&
  OFFER_WORDS.test(np) &&
  !/^(?:on|at|by|in|from|until|since|every)\b/i.test(np) &&
  !/\b(?:ago|today|tomorrow|yesterday)\b/i.test(np);
const MASS =
  /\b(?:delivery|shipping|returns|installation|setup|pay|salary|wages|equity|benefits|support|onboarding|training|insurance|relocation|flexibility|hours|perks|leave|holidays)$/i;

/** "4 day week" -> "a 4-day week"; several in a row make one sentence: "The role offers competitive pay and a 4-day week." */
function addOffer(st: Reading, np0: string, role: boolean): boolean {
  // "remote possible", "hybrid ok": how the role may be worked ("Remote working is possible").
  const mode = jobFragment(np0, false);
  if (mode) return addFact(st, mode, "statement", true);
  // "fully remote in the EU", "hybrid (2 days in London)": how the job is done, said with "is", not offered.
  if (/^(?:fully |100% |partly |mostly )?(?:remote|hybrid|on-?site)\b/i.test(np0))
    return addFact(st, `${role ? "The role" : "It"} is ${np0}`, "statement", true);
  const np = np0.replace(/\b(\d+)\s+(day|hour|week|month|minute|year)\s+(?=\p{L})/giu, "$1-$2 ");
  const head = np.replace(/\s+(?:over|above|under|for|on|with|from|in|at)\b.*$/i, "");
  const perk = /^no\b/i.test(np) || MASS.test(head) ? np : withArticle(np);
  const lead = role ? "The role offers " : "It comes with ";
  const prev = st.items.findLast((i) => "fact" in i && i.fact.text.startsWith(lead));
  if (prev && "fact" in prev) {
    const list = prev.fact.text.slice(lead.length).split(/,\s+|\s+and\s+/);
    list.push(perk);
    prev.fact.text = `${lead}${list.slice(0, -1).join(", ")} and ${list.at(-1)}`;
    return true;
  }
  return addFact(st, `${lead}${perk}`, "statement", true);
}

/** "needed by the 20th", "required before 3 May": when the goods asked about are wanted. */
const DUE_BY = /^(?:needed|required|wanted|due)\s+(?:by|before|for|on)\s+\S/i;

/**
 * "mon-fri 9-6, saturdays 10-4, closed sundays": the closed days are an item of the hours list before them (never
 * dropped, never the fragment "Closed on weekends."); with no list before them, "We are closed on Sundays".
 */
export function closedDays(st: Reading, piece: string): boolean {
  const m =
    /^closed\s+(?:on\s+)?((?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekends?|(?:public|bank)\s+holidays)(?:\s+and\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|(?:public|bank)\s+holidays))?)$/i.exec(
      stripEnd(collapse(piece)),
    );
  if (!m) return false;
  const days = m[1]!.toLowerCase().replace(/\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b/g, (d) => upperFirst(d));
  const prev = st.items.at(-1);
  if (prev && "fact" in prev && /\)$/.test(prev.fact.text)) {
    prev.fact.text = prev.fact.text.replace(/\)$/, `, closed on ${days})`);
    return true;
  }
  return addFact(st, `We are closed on ${days}`, "statement", true);
}

/** "we will refund in full or send a new one, whichever they prefer": the choice goes with the sentence before it. */
export function freeRelative(st: Reading, piece: string): boolean {
  const prev = st.items.at(-1);
  if (!prev || !/^(?:whichever|whatever|whenever|wherever)\s+\S/i.test(piece.trim())) return false;
  const said = toReader(stripEnd(collapse(piece)), readerContext(st), "fact");
  if ("fact" in prev) prev.fact.text = `${prev.fact.text.replace(/[.!]$/, "")}, ${said}`;
  else if (prev.ask.text) prev.ask.text = `${prev.ask.text}, ${said}`;
  else return false;
  return true;
}

/**
 * "double sided", "glossy", "needed by the 20th" after a request for a quote: its specification, in brackets, and when
 * the goods are needed; true when the piece was added to the quote.
 */
export function quoteSpec(st: Reading, piece: string): boolean {
  const quote = st.items.at(-1);
  if (
    !quote ||
    !("ask" in quote) ||
    !/^(?:get|do)$/.test(quote.ask.kind) ||
    !/\b(?:quote|quotation|estimate|price|order|samples?)\b/i.test(quote.ask.text)
  )
    return false;
  if (DUE_BY.test(piece)) {
    quote.ask.text = `${quote.ask.text}, ${piece.trim()}`;
    return true;
  }
  // "delivery to Leeds by end of March": how the goods quoted for are to arrive, in the same request.
  if (
    /^(?:delivery|shipping|installation|collection)\s+(?:to|by|before|on|in|at|from|within|included)\b/i.test(
      piece.trim(),
    )
  ) {
    quote.ask.text = `${quote.ask.text}, with ${piece.trim()}`;
    return true;
  }
  // ("double sided" reads as a clause to the tagger, "sided" as a verb; a spec has no subject of its own.)
  if (
    piece.split(/\s+/).length > 3 ||
    (isClause(piece) && /^(?:I|we|you|he|she|they|it|the|our|my|your|their|this|that|these|those)\b/i.test(piece))
  )
    return false;
  quote.ask.text = /\)$/.test(quote.ask.text)
    ? quote.ask.text.replace(/\)$/, `, ${piece})`)
    : `${quote.ask.text} (${piece})`;
  return true;
}

/** A fragment made whole; what cannot be completed is kept only when it reads as a clause. */
export function addFragment(st: Reading, piece: string): boolean {
  const sales = st.purpose === "sales" || st.items.some((i) => "ask" in i && i.ask.kind === "offer");
  const event =
    st.items.some((i) => "ask" in i && /^(?:invite|announce)$/.test(i.ask.kind)) ||
    /\b(?:party|bbq|barbecue|offsite|dinner|lunch|event|launch|drinks|celebration|trip|workshop|webinar|conference|meetup)\b/i.test(
      st.topic ?? "",
    );
  if (quoteSpec(st, piece)) return true;
  if (eventProgramme(st, piece)) return true;
  // "3 years front desk experience, Word, Outlook" in an application: the writer's own sentences.
  const mine = applying(st) ? applicationList(piece) : null;
  if (mine) {
    for (const x of mine) addFact(st, x, "statement", true);
    return true;
  }
  // "..., second reminder": said as a sentence, and the email is firm.
  const nth =
    /^(?:this is (?:the|our|my|a)\s+)?(second|third|fourth|final|last)\s+(reminder|notice|request|chaser)$/i.exec(
      piece.trim(),
    );
  if (nth) {
    st.directives.firm = true;
    return addFact(st, `This is our ${nth[1]!.toLowerCase()} ${nth[2]!.toLowerCase()}`, "statement", true);
  }
  const done = complete(piece, st.topic, { sales, event, roleNoun: st.roleNoun });
  if (!done) return false;
  if (done.suggestion) return addAsk(st, "schedule", done.suggestion);
  // A bare noun phrase ("4th time this month", "free over $100") belongs to the sentence before it, in brackets.
  if (done.np !== undefined) {
    const prev = st.items.at(-1);
    if (!prev || ("ask" in prev && !prev.ask.text && prev.ask.kind !== "decline")) return false;
    const np = toReader(done.np, readerContext(st), "fact");
    // "we do VAT returns, payroll for up to 10 staff": another thing the writer does or offers, in the same list.
    if (
      "fact" in prev &&
      /^(?:[Ww]e|I)\s+(?:do|offer|provide|sell|handle|supply|cover|teach|repair|fix|install|make|run|stock)\s+[^()]+$/.test(
        prev.fact.text,
      ) &&
      /^\p{Ll}[\p{L}-]*(?:\s|$)/u.test(np) &&
      !/^(?:free|fixed|no|only|from|all|every|each|just|plus|with|per|and|also)\b/i.test(np) &&
      !/[£$€%]|\d+\s*(?:a|per)\s+(?:month|year|week|hour|day)/i.test(np)
    ) {
      const text = prev.fact.text.replace(/[.!]$/, "");
      prev.fact.text = / and /.test(text) ? `${text.replace(/ and /, ", ")} and ${np}` : `${text} and ${np}`;
      return true;
    }
    // "remote ok", "Go and Postgres" in a job advert: how the role is worked, what it works with.
    const job = jobFragment(np, Boolean(st.roleNoun) || st.purpose === "recruitment" || hiringNote(st));
    if (job) return addFact(st, job, "statement", true);
    // "hybrid in Berlin", "fully remote" after a role: how the role is worked.
    if (
      st.roleNoun &&
      /^(?:fully\s+|mostly\s+)?(?:remote|hybrid|on-?site|in-office|part-time|full-time|permanent|contract|freelance)\b/i.test(
        np,
      )
    )
      return addFact(st, `The ${st.roleNoun} is ${np}`, "statement", true);
    // "too much travel that month" after declining: the reason.
    if (
      "ask" in prev &&
      prev.ask.kind === "decline" &&
      /^(?:too\s+(?:much|many)|a\s+(?:clash|conflict)|other\s+commitments|a\s+prior\s+commitment|prior\s+commitments|a\s+full\s+schedule|no\s+(?:time|capacity|budget))\b/i.test(
        np,
      )
    )
      return addFact(st, `I have ${np}`, "statement", true);
    // "Limited seats": a sentence of its own.
    const limited = np.match(/^limited\s+(seats|places|spaces|spots|tickets|numbers|availability|capacity)$/i);
    if (limited)
      return addFact(
        st,
        `${/^(?:numbers|availability|capacity)$/i.test(limited[1]!) ? "Availability is" : `${upperFirst(limited[1]!.toLowerCase())} are`} limited`,
        "statement",
        true,
      );
    // "7pm" after an event and its date: "at 7pm".
    if (/^\d{1,2}(?::\d{2})?\s?(?:am|pm)$/i.test(np)) {
      if ("fact" in prev) prev.fact.text = `${prev.fact.text.replace(/[.!]$/, "")} at ${np}`;
      else prev.ask.text = `${prev.ask.text} at ${np}`;
      return true;
    }
    // "delivery to our Leeds office by 10 May", "double-sided" after a request for a quote: its specification.
    if (
      "ask" in prev &&
      /^(?:get|do)$/.test(prev.ask.kind) &&
      /\b(?:quote|quotation|estimate|price|order|samples?)\b/i.test(prev.ask.text)
    ) {
      prev.ask.text = /^(?:delivery|shipping|installation|collection)\b/i.test(np)
        ? `${prev.ask.text}, with ${np}`
        : /\)$/.test(prev.ask.text)
          ? prev.ask.text.replace(/\)$/, `, ${np})`)
          : `${prev.ask.text} (${np})`;
      return true;
    }
    // "competitive pay", "4 day week", "no setup fee" in a job offer or a pitch: what it offers, in one sentence.
    // "baked fresh every morning" after a product: how it is made.
    if (
      sales &&
      /^(?:baked|made|roasted|brewed|grown|built|designed|handmade|hand-made|crafted|sourced|printed|tested|delivered)\s+\p{L}/u.test(
        np,
      )
    )
      return addFact(st, `It is ${np}`, "statement", true);
    // "cuts no-shows with automatic reminders" after a product: what it does.
    if (
      sales &&
      /^(?:cuts|saves|lets|helps|sends|syncs|tracks|handles|automates|reduces|removes|keeps|turns|works|takes|gives|makes|books|shows)\s+\p{L}/u.test(
        np,
      )
    )
      return addFact(st, `It ${np}`, "statement", true);
    if ((st.roleNoun || st.purpose === "recruitment" || sales) && isOffer(np))
      return addOffer(st, np, Boolean(st.roleNoun || st.purpose === "recruitment"));
    // "30-minute keynote on patient safety" after an invitation to speak: what the reader is invited to give.
    if (
      "ask" in prev &&
      prev.ask.kind === "invite" &&
      !/\)$/.test(prev.ask.text) &&
      /^(?:(?:a|an|the)\s+)?(?:[\p{L}\d-]+\s+){0,2}(?:keynote|talk|presentation|workshop|session|lecture|webinar|masterclass)\b/iu.test(
        np,
      )
    ) {
      prev.ask.text = `${prev.ask.text.replace(/[.!]$/, "")}, giving ${withArticle(np)}`;
      return true;
    }
    // "Pizza still happening.": a sentence with its "is" left out, said on its own.
    const progressive = verblessProgressive(np);
    if (progressive) return addFact(st, progressive, "statement", true);
    // A run of fragments ("remote, 120-140k, python + spark, small team") goes into one bracket, never "(a) (b) (c)".
    const bracket = (text: string) =>
      /\)$/.test(text) ? text.replace(/\)$/, `, ${np})`) : `${text.replace(/[.!]$/, "")} (${np})`;
    if ("fact" in prev) prev.fact.text = bracket(prev.fact.text);
    else prev.ask.text = bracket(prev.ask.text);
    return true;
  }
  // "date: June 12" then "place: Lakeview Lodge": one sentence, "The offsite is on June 12 at Lakeview Lodge".
  const last = st.items.at(-1);
  const place = done.text.match(/^(.+?) will be at (.+)$/);
  if (place && last && "fact" in last && last.fact.text.startsWith(`${place[1]} is on `)) {
    last.fact.text = `${last.fact.text} at ${place[2]}`;
    return true;
  }
  const about = done.text.match(/^I have not heard back about\s+(.+?)(?:\s+(?:for|in|since|after)\s+.+)?$/i);
  if (about) st.topic ??= about[1]!;
  return addFact(st, readersReference(done.text, st.text, st.audience), "statement", true);
}

/** The pronoun a prompt uses for a person after naming them ("ask Dev if he can ..." -> "he"). */
export function pronounAfter(text: string, name: string): "he" | "she" | null {
  const at = text.indexOf(name.split(" ").at(-1)!);
  const after = at >= 0 ? text.slice(at) : text;
  const m = after.match(/\b(he|him|his|she|her|hers)\b/i);
  // "thank Dr Okafor for seeing my mum ..., she is feeling much better": "she" is the mum, not the reader.
  if (m && CLOSE_PERSON.test(after.slice(0, m.index))) return null;
  return m ? (/^(?:he|him|his)$/i.test(m[1]!) ? "he" : "she") : null;
}

/** What "it" stands for in the prompt: the topic, or the thing the last ask offered or talked about. */
export function antecedent(st: Reading): string | null {
  if (st.topic) return st.topic;
  for (let i = st.items.length - 1; i >= 0; i--) {
    const item = st.items[i]!;
    if (
      "ask" in item &&
      /^(?:offer|share|introduce|about|recruit|update)$/.test(item.ask.kind) &&
      /^(?:our|my|the)\s/i.test(item.ask.text)
    )
      return item.ask.text;
  }
  return null;
}

/** Reads a reader phrase and merges it into what is known. */
/** Someone close to the writer the prompt may speak of as "he" or "she" ("my wife", "my boss"). */
const CLOSE_PERSON = new RegExp(
  String.raw`\b(?:my|our)\s+(?:${KIN_SHE}|${KIN_HE}|friend|boss|manager|colleague)\b`,
  "i",
);

/**
 * "a product designer I met at Config ... how she moved ...": the one person written to, unnamed, is the prompt's
 * only "he" or "she" (when no one else is named and no one close to the writer is spoken of). Decided when the reader
 * is read, so every statement after it is said to them; a second reading says the earlier ones again.
 * (The cheap tests first: compromise reads the prompt only when one of "he" and "she" is there.)
 */
function unnamedReaderPronoun(st: Reading): void {
  const r = st.recipient;
  if (!r.role || r.name || r.group || r.org || r.institution || (r.pronoun && r.pronoun !== "they")) return;
  const he = /\b(?:he|him|his)\b/i.test(st.text);
  const she = /\b(?:she|her|hers)\b/i.test(st.text);
  if (he === she || CLOSE_PERSON.test(st.text) || nlp(st.text).people().length > 0) return;
  r.pronoun = he ? "he" : "she";
  st.readerPronoun = r.pronoun;
  // Statements read before the reader: said to them now.
  for (const item of st.items)
    if ("fact" in item && !item.fact.built) item.fact.text = toReader(item.fact.text, readerContext(st), "fact");
}

/** A person's name as the prompt writes it ("Tomás Rivera", "Dr. Lin", "Leo"). */
const NAME = String.raw`(?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+){0,2}`;
const NOT_NAMES =
  /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|I|Everyone|All|Team|Please|Thanks|Q\d)$/;
/** "the new head of marketing, Tomás Rivera": a role the reader list does not know, and the reader's name beside it. */
const ROLE_NAME = new RegExp(
  String.raw`^(?:the|my|our|their|your)\s+((?:new\s+)?\p{Ll}[\p{Ll}-]*(?:\s+(?:of|for|at|in)\s+\p{Ll}[\p{Ll}-]*|\s+\p{Ll}[\p{Ll}-]*){0,3}),\s+(${NAME})(?=\s*[,;:.]|\s*$|\s+(?:about|regarding|for|that|and|to|if|whether|on)\b)[,.]?\s*`,
  "u",
);
/** "Leo about the invoice": a bare name before what the order is about. */
const BARE_NAME = new RegExp(String.raw`^(${NAME})\s+(?=(?:about|regarding|that|of)\s)`, "u");

/** The reader named in apposition or alone, when the role list does not know them; the text after them. */
function namedReader(st: Reading, text: string): string | null {
  if (st.recipient.name) return null;
  const app = ROLE_NAME.exec(text);
  const bare = app ? null : BARE_NAME.exec(text);
  const name = app?.[2] ?? bare?.[1];
  if (!name || NOT_NAMES.test(name.split(" ")[0]!) || isOrg(name)) return null;
  // "the partnership proposal from Greenfield": a role ends in a person's noun, not in a preposition.
  if (app && /\b(?:from|by|with|to|about|on)\b/.test(app[1]!)) return null;
  st.recipient.name = name;
  if (app) st.recipient.role ??= app[1]!;
  st.recipient.pronoun ??= pronounOf(name) ?? pronounAfter(st.text, name);
  st.readerAt ??= st.items.length;
  return text.slice((app ?? bare)![0].length);
}

export function recipientFrom(st: Reading, text: string): string {
  const r = takeRecipient(text);
  if (!r.found) return namedReader(st, text) ?? text;
  const knew = Boolean(
    st.recipient.name || st.recipient.org || st.recipient.role || st.recipient.group || st.recipient.institution,
  );
  mergeRecipient(st.recipient, r.recipient);
  if (!knew) st.readerAt ??= st.items.length;
  if (st.recipient.name && !st.recipient.pronoun) st.recipient.pronoun = pronounAfter(st.text, st.recipient.name);
  if (r.recipient.pronoun && !st.readerPronoun && /^(?:him|her|them)\b/i.test(text.trim()))
    st.readerPronoun = r.recipient.pronoun;
  unnamedReaderPronoun(st);
  if (r.about) addFact(st, r.about, "statement", true);
  if (r.asked) st.asked = r.asked;
  // "partner agency Bluefin for the numbers": the role, then the kind of business and its name.
  const business =
    /^(?:agency|company|firm|studio|vendor|supplier|consultancy|shop|store)\s+(\p{Lu}[\p{L}\p{N}&'’.-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}\p{N}&'’.-]*)*)(?=\s|$)/u.exec(
      r.rest.trim(),
    );
  if (business && !st.recipient.name && !st.recipient.org) {
    st.recipient.org = business[1]!;
    st.recipient.pronoun ??= "they";
    return r.rest.trim().slice(business[0].length).trim();
  }
  return r.rest;
}
