/**
 * Orders to the tool ("ask them to pay this week", "thank Dr. Okafor for ...", "mention it cuts food waste") read as
 * asks to the reader or as statements of the email. Each verb takes its reader ("them", "my manager Sam") and its
 * object (a verb phrase, a noun phrase or a clause).
 */
import { offerFromCompany } from "./email-generator.offer-sender";
import { readRejection } from "./email-generator.rejection";
import nlp from "compromise";
import { complementItems, listed, tellingLead, TELLING } from "./email-generator.complements";
import { CLOSED_ON, complete, gerundPhrase, isClause, withArticle } from "./email-generator.clause";
import {
  addAsk,
  addFact,
  addFragment,
  antecedent,
  recipientFrom,
  writesAsWe,
  type Reading,
} from "./email-generator.reading";
import { baseVerb, collapse, stripEnd, upperFirst } from "./email-generator.text";
import { startsWithTool } from "./email-generator.split";
import { isOrg } from "./email-generator.recipient";
import { introducePair } from "./email-generator.introduce";

/** The writer needs something from the reader ("need it by Friday", "still waiting for it"). */
const WRITER_WAITS =
  /\b(?:I|we)?\s*need\s+(?:it|them|this|that)\b|\b(?:still\s+)?waiting\s+(?:for|on)\s+(?:it|them|the|your)\b/i;

const TIME_OFF = /\b(?:off|leave|vacation|pto|time off|holiday|days? free|personal days?)\b/i;
const MEETING_NP =
  /^(?:an?\s+|some\s+)?(?:(?:short|quick|brief|\d+[- ]minute|half-hour|one-on-one|1:1|virtual|video|phone|zoom|planning|catch-up|follow-up)\s+)*(?:meeting|call|chat|catch-up|1:1|one-on-one|coffee(?: chat)?|sync|check-in|time to (?:talk|meet|discuss)|conversation)\b/i;

/** Gerunds after an instruction ("... asking for ...") as base verbs. */
export const GERUND_TO_BASE: Record<string, string> = {
  asking: "ask",
  requesting: "request",
  inviting: "invite",
  thanking: "thank",
  following: "follow",
  letting: "let",
  telling: "tell",
  informing: "inform",
  introducing: "introduce",
  announcing: "announce",
  confirming: "confirm",
  checking: "check",
  sharing: "share",
  proposing: "propose",
  offering: "offer",
  reminding: "remind",
  applying: "apply",
  apologizing: "apologize",
  apologising: "apologise",
  updating: "update",
  explaining: "explain",
  declining: "decline",
  accepting: "accept",
  rescheduling: "reschedule",
  cancelling: "cancel",
  canceling: "cancel",
  scheduling: "schedule",
  congratulating: "congratulate",
  welcoming: "welcome",
  suggesting: "suggest",
  pitching: "pitch",
  chasing: "chase",
  nudging: "nudge",
  notifying: "notify",
  saying: "say",
  giving: "give",
  complaining: "complain",
  reporting: "report",
  warning: "warn",
  promising: "promise",
  recommending: "recommend",
  mentioning: "mention",
  sending: "send",
};

/** "a letter of recommendation from my former manager Helen for my application": Helen is the reader ("from you"). */
/** "on Elm Street", "in our building", "at Harbour Court" after the invitees, before "to <the event>". */
const INVITEES_WHERE =
  /^(?:on|in|at|from|of|across)\s+(?:the\s+|our\s+|my\s+)?(?:[\p{L}\d'’-]+\s+){0,3}?(?=(?:to|for)\s+(?:our|my|the|a|an|this|next|some)\b)/u;

function fromReader(st: Reading, np: string): string {
  // "a quote from three printing companies": the email goes to each of them; the count is not the reader's business.
  const several = np.match(
    /^(.+?)\s+from\s+(?:two|three|four|five|several|a few|some|multiple|\d+)\s+([\p{L}\s-]+?(?:companies|suppliers|vendors|firms|agencies|printers|contractors|shops|providers))\b(.*)$/iu,
  );
  if (several) {
    st.recipient.role ??= several[2]!.toLowerCase().replace(/ies$/, "y").replace(/s$/, "");
    st.recipient.institution = true;
    return `${several[1]}${several[3]}`;
  }
  const from = np.match(
    /^(.+?)\s+from\s+((?:my|our|the)\s+(?:[\p{L}-]+\s+){0,3}?(?:[\p{L}-]+)(?:\s+(?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}[\p{L}'’-]+)?|\p{Lu}[\p{L}'’-]+(?:\s+(?:&\s+)?\p{Lu}[\p{L}'’.-]+)?)(?=\s+(?:for|to|by|about|before|on|in)\b|[,;]|$)(.*)$/u,
  );
  if (!from) return np;
  const left = recipientFrom(st, from[2]!);
  return left.trim() ? np : `${from[1]} from you${from[3]}`;
}

/**
 * "a meeting with Hannah from Fieldcraft next Tuesday": the one person the writer meets is the reader, when the prompt
 * names no reader; the meeting is then theirs ("a meeting next Tuesday"), never "a meeting with Hannah" said to Hannah.
 */
function withReader(st: Reading, np: string): string {
  if (st.recipient.name || st.recipient.org || st.recipient.group) return np;
  const m = np.match(
    /^(.*?\b(?:meeting|call|chat|catch-up|coffee|lunch|session|sync|check-in|demo|interview|1:1|one-on-one))\s+with\s+((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?(?:,?\s+(?:from|at|of)\s+(?:the\s+)?\p{Lu}[\p{L}\p{N}&'’.-]*(?:\s+\p{Lu}[\p{L}\p{N}&'’.-]*)*)?)(?=$|[\s,.;:!?])(.*)$/u,
  );
  if (!m || isOrg(m[2]!.split(/,?\s+(?:from|at|of)\s+/)[0]!)) return np;
  const left = recipientFrom(st, m[2]!);
  return left.trim() || !st.recipient.name ? np : `${m[1]}${m[3]}`;
}

/** Drops "for the third time", "again" from a reminder, noting the repeat. */
function repeatMark(text: string): { text: string; again: boolean } {
  const m = text.match(
    /\s*(?:,\s*)?\b(?:for the (?:second|third|fourth|fifth|\d+(?:st|nd|rd|th)|last|final) time|(?:once\s+)?again|one more time)\b,?\s*/i,
  );
  return m ? { text: collapse(text.replace(m[0], " ")), again: true } : { text, again: false };
}

/** "ask about the deposit return and when they want to do the inspection" -> two questions. */
function askAbout(st: Reading, rest: string): true {
  const [np, wh] = rest.split(/\s+and\s+(?=(?:when|what|how|why|where|who|whether|if)\b)/i);
  addAsk(st, "ask-about", np!);
  if (wh) addAsk(st, "whether", wh.replace(/^if\s+/i, "whether "));
  return true;
}

/**
 * Reads one clause that starts with a verb to the tool: false when no such verb starts it, true when read, or the text
 * left after the verb's reader for the caller to read ("Introduce Leo to the team at Northstar, he takes over ...").
 */
/**
 * "explain to clients what happened, that no data was lost, and what we're doing to prevent it": one sentence that
 * keeps the list as the verb's object; a "what we are doing" the prompt does not fill in gets a [details] line.
 */
function tellsList(s: string, st: Reading): boolean {
  const m = TELLING.exec(s);
  if (!m) return false;
  const verb = m[0].replace(/^(?:please|also)\s+/gi, "").split(/\s+/)[0]!;
  let rest = s.slice(m[0].length).trim();
  // The reader named after the verb ("tell the client ...", "explain to clients ..."): the email is to them.
  const reader = rest.match(/^(?:to\s+)?((?:\S+\s+){0,3}?)(?=(?:that|what|why|how|when|where|whether|who)\s)/i);
  if (reader && reader[1]) {
    const said = reader[1].trim();
    if (!/^(?:me|us)$/i.test(said)) recipientFrom(st, said);
    else return false;
    rest = rest.slice(reader[0].length);
  }
  const items = complementItems(rest);
  if (!items) return false;
  const said = items.map((x) =>
    x.replace(/\b(?:them|they|their)\b/g, (w) => ({ them: "you", they: "you", their: "your" })[w]!),
  );
  addFact(st, `${tellingLead(verb, true)} ${listed(said)}`, "statement", true);
  // "what we're doing to prevent it": the prompt promises it and does not say it, so the user fills it in.
  for (const x of said) {
    if (/\(/.test(x)) continue;
    const thing = x.match(/^what\s+((?:the|our|my|your)\s+[^,]+?)\s+(?:is|are|will be)$/i);
    // "when you will receive the corrected one": the time is what the user fills in.
    const when = x.match(/^when\s+(.+?)\s+(will|can|should|would)\s+(.+)$/i);
    // "when we move", "when the sale starts": the day; "where the new office is": the place.
    const SUBJECT = String.raw`((?:we|I|you|they|it|he|she)|(?:the|our|your|my)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?)`;
    const whenNow = x.match(new RegExp(`^when\\s+${SUBJECT}\\s+(\\p{Ll}+(?:\\s+\\S+)*)$`, "u"));
    const where = x.match(new RegExp(`^where\\s+${SUBJECT}\\s+(is|are|will be)$`, "u"));
    if (thing) addFact(st, `Here is ${thing[1]}: [details]`, "statement", true);
    else if (when) addFact(st, `${upperFirst(when[1]!)} ${when[2]} ${when[3]} by [date]`, "statement", true);
    else if (where) addFact(st, `${upperFirst(where[1]!)} ${where[2]} at [address]`, "statement", true);
    else if (whenNow) addFact(st, `${upperFirst(whenNow[1]!)} ${whenNow[2]} on [date]`, "statement", true);
    else if (/^(?:what|how|why)\s+\S+/i.test(x)) addFact(st, `Here is ${x}: [details]`, "statement", true);
  }
  return true;
}

/** "send a proof by Monday", "call me back": the clause starts with a verb in its base form. */
/**
 * "(tell all applicants) for the barista job that the position has been filled": what the readers are named by goes
 * into what they are told ("the barista job has been filled", "(customers) of the Leeds store that it closes early"
 * -> "the Leeds store closes early"), never left in front of it as a fragment.
 */
function readerModifierInto(rest: string): string {
  const m = rest.match(/^(?:for|of|at|in|from)\s+((?:the|our|this|my)\s+[^,;:]{1,50}?)\s+that\s+(.+)$/i);
  if (!m) return rest;
  const [, np, said] = m as unknown as [string, string, string];
  const job = /\b(?:job|role|position|vacancy|post|opening)$/i.test(np);
  const told = job
    ? said.replace(/^(?:the|this)\s+(?:job|role|position|vacancy|post|opening)\b/i, np)
    : said.replace(/^it\b/i, np);
  return `that ${told}`;
}

function startsWithVerb(vp: string): boolean {
  const first = vp.split(/\s+/)[0]!;
  if (/(?:ed|ing|s)$/i.test(first) && !/ss$/i.test(first)) return false;
  return nlp(vp).terms().first().has("#Verb");
}

export function readToolVerb(raw: string, st: Reading): boolean | string {
  const unjoined = stripEnd(collapse(raw)).replace(/^(?:and|also|then|plus|but|so)\s+/i, "");
  // "please confirm ...": the reader is asked, the writer does not confirm.
  const pleaseSaid = /^please\s+/i.test(unjoined);
  let s = unjoined.replace(/^please\s+/i, "");
  // "please send Jo your open escalations by Friday" in an email to a group: the readers are asked, not the tool.
  if (
    pleaseSaid &&
    st.recipient.group &&
    /^(?:send|forward|share|email|submit|return|bring|update|fill in|complete)\s+(?:\p{Lu}\p{Ll}+|me|us|your)\b/u.test(
      s,
    )
  )
    return addFact(st, s, "do");
  // "send me your sections by Wednesday": only the reader can send the writer something; the tool sends nothing.
  if (
    /^(?:send|forward|e-?mail|submit|return|get)\s+(?:me|us)\b(?!\s+(?:a|an)\s+(?:draft|template|version)\b)/i.test(s)
  )
    return addFact(st, s, "do");
  // "please say hi", "please say hello to her": a greeting the readers give, never something the e-mail mentions.
  if (pleaseSaid && /^say\s+(?:hi|hello|hey|welcome|goodbye|bye|congrats|congratulations)\b/i.test(s))
    return addFact(st, s, "do");
  // "please invite her to the team lunch" in a note to the team: the readers are to do it for the newcomer.
  if (
    pleaseSaid &&
    (st.recipient.group || st.audience === "team") &&
    !st.recipient.name &&
    /^(?:invite|welcome|show|introduce|help|include|add|loop in|cc|thank)\s+(?:him|her)\b/i.test(s)
  )
    return addFact(st, s, "do");
  // "apologise for any inconvenience but be clear it's not our fault": two orders, each read on its own.
  const second = s.match(
    /^(.+?)\s+(?:but|and|while)\s+((?:be clear|make (?:it )?clear|stress|point out|emphasi[sz]e|explain)\b.+)$/i,
  );
  if (second && startsWithTool(second[1]!)) {
    readToolVerb(second[1]!, st);
    return readToolVerb(second[2]!, st);
  }
  const manner = s.match(/^(politely|kindly|gently|firmly|respectfully|nicely|briefly)\s+/i);
  if (manner) {
    if (/firmly/i.test(manner[1]!)) st.directives.firm = true;
    else st.directives.polite = true;
    s = s.slice(manner[0].length);
  }
  const g = s.match(/^([\p{L}]+ing)\b/u);
  if (g && GERUND_TO_BASE[g[1]!.toLowerCase()]) s = GERUND_TO_BASE[g[1]!.toLowerCase()]! + s.slice(g[1]!.length);
  let m: RegExpMatchArray | null;

  if ((m = s.match(/^(?:ask|request|beg)\s*(.*)$/i))) {
    let rest = m[1]!;
    // "ask to book a walkthrough" (no one between "ask" and "to"): the writer asks to do it ("Could we book ...?").
    const own = rest.match(/^to\s+(?!(?:me|us|you|him|her|them)\b)(\p{Ll}+\b.*)$/u);
    if (own && /^(?:ask|request)\b/i.test(s)) {
      // "ask to reschedule", "ask to meet next week": something the writer and the reader do together.
      const together = /^(?:reschedule|rearrange|meet|talk|speak|catch up|find a (?:new )?time|set up a call)\b/i.test(
        own[1]!,
      );
      return addAsk(st, "whether", `${writesAsWe(st) || together ? "we" : "I"} could ${own[1]!}`);
    }
    // "tell my team the standup moved, and ask Kenji to share the board": the team stays the reader; Kenji is asked by name.
    const one = st.recipient.group ? rest.match(/^(\p{Lu}\p{Ll}+)\s+to\s+(\p{Ll}+\b.*)$/u) : null;
    if (
      one &&
      !isOrg(one[1]!) &&
      !/^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Everyone|All)$/.test(
        one[1]!,
      )
    )
      return addFact(st, `${one[1]}, could you ${one[2]!.replace(/\bhis\b|\bher\b/g, "your")}`, "question", true);
    if (!/^(?:for|to|if|whether|about|when|why|what|how|who|where|which)\b/i.test(rest)) rest = recipientFrom(st, rest);
    // "ask the printer to send a proof": a reader the role list does not know, and what they are asked to do.
    const unknownWho = rest.match(/^(?:the|our|my)\s+((?:[\p{Ll}-]+\s+){0,2}[\p{Ll}-]+)\s+to\s+(\p{Ll}+\b.*)$/u);
    if (
      unknownWho &&
      !st.recipient.name &&
      !st.recipient.role &&
      !st.recipient.org &&
      !/\b(?:time|money|budget|chance|permission|right|opportunity|way|option)\b/.test(unknownWho[1]!) &&
      startsWithVerb(unknownWho[2]!)
    ) {
      st.recipient.role = unknownWho[1]!;
      st.recipient.pronoun ??= "they";
      st.readerAt ??= st.items.length;
      return addAsk(st, "do", unknownWho[2]!);
    }
    rest = rest.replace(/^:\s*/, "");
    if (/^(?:to|for)\s*:?$/i.test(rest) || !rest) {
      st.pending = rest ? `ask them ${rest.replace(/:$/, "")}` : null;
      return true;
    }
    if ((m = rest.match(/^for\s+(.+)$/i))) {
      // "for feedback on my deck and whether I should present it": a thing asked for, then a question of its own.
      const [thing, wh] = m[1]!.split(/\s+and\s+(?=(?:whether|if|when|what|how|why|where)\s+\S+\s+\S+)/i);
      if (wh && thing) {
        readToolVerb(`ask for ${thing}`, st);
        return addAsk(st, "whether", wh.replace(/^if\b/i, "whether"));
      }
      const np = fromReader(st, m[1]!);
      if (TIME_OFF.test(np) && !/\b(?:budget|money|payment|refund|feedback)\b/i.test(np))
        return addAsk(st, "time-off", np);
      if (MEETING_NP.test(np)) return addAsk(st, "schedule", withReader(st, np));
      return addAsk(st, "get", np);
    }
    if ((m = rest.match(/^to\s+(.+)$/i))) return addAsk(st, "do", m[1]!);
    if ((m = rest.match(/^(?:if|whether)\s+(.+)$/i))) return addAsk(st, "whether", m[1]!);
    if ((m = rest.match(/^(?:about|regarding)\s+(.+)$/i))) return askAbout(st, m[1]!);
    if ((m = rest.match(/^((?:when|why|what|how|who|where|which)\b.+)$/i))) return addAsk(st, "whether", m[1]!);
    if (MEETING_NP.test(rest)) return addAsk(st, "schedule", withReader(st, rest));
    return addAsk(st, "get", fromReader(st, rest));
  }
  if ((m = s.match(/^(?:tell|let|ask)\s+(?:me|us)\s+(?:know\s+)?(.+)$/i))) {
    const rest = m[1]!.replace(/^(?:about|regarding)\s+/i, "");
    if (/^(?:if|whether|when|what|how|why|where|who|which)\b/i.test(rest))
      return addAsk(st, "whether", rest.replace(/^if\b/i, "whether"));
    // "tell me dietary stuff by Wednesday": the reader is to tell, not the writer to ask ("Could you let me know about ...?").
    return addAsk(st, "whether", `about ${rest}`);
  }
  // "update my home address to ...": a change the reader makes to the writer's record.
  if (
    (m = s.match(
      /^(?:update|change|correct)\s+((?:my|our)\s+(?:[\p{L}-]+\s+)?(?:address|details|bank details|email(?: address)?|phone number|number|name|record|surname|emergency contact|tax code)\b.*)$/iu,
    ))
  )
    return addAsk(st, "do", `update ${m[1]!}`);
  // "push back on the 12% price increase": the writer's objection.
  if ((m = s.match(/^push\s+back\s+(?:on|against)\s+(.+)$/i)))
    return addAsk(st, "purpose", `raise a concern about ${m[1]!}`);
  // "encourage him to apply next year": the writer's encouragement, said to the reader.
  if ((m = s.match(/^encourage\s+(?:him|her|them)\s+to\s+(.+)$/i)))
    return addFact(st, `I would encourage you to ${m[1]!}`, "statement", true);
  const told = tellsList(s, st);
  if (told) return true;
  if ((m = s.match(/^(?:tell|inform|notify|let|warn|update|brief|reassure)\s+(.*)$/i))) {
    const verb = s.split(/\s/)[0]!.toLowerCase();
    // "tell people to reply with dietary stuff" in a note to a group: the readers are "people", told to do it.
    const people = m[1]!.match(
      /^(?:people|folks|everyone|everybody|all|the group|them all|all of them|the others|colleagues|staff|attendees|guests)\s+to\s+(\p{Ll}+\b.*)$/u,
    );
    if (people && /^(?:tell|remind|ask)$/i.test(verb) && (st.recipient.group || !st.recipient.name)) {
      if (!st.recipient.group && !st.recipient.role) st.recipient.group = true;
      return addFact(st, people[1]!, "do");
    }
    let rest = recipientFrom(st, m[1]!);
    rest = rest.replace(/^know\b\s*/i, "").replace(/^:\s*/, "");
    rest = readerModifierInto(rest);
    if ((m = rest.match(/^to\s+(.+)$/i))) return addAsk(st, "do", m[1]!);
    if ((m = rest.match(/^(?:about|of|on|regarding)\s+(.+)$/i))) {
      if (isClause(m[1]!)) return addFact(st, m[1]!);
      return addAsk(st, verb === "warn" ? "about" : "update", m[1]!);
    }
    rest = rest.replace(/^that\s+/i, "");
    if (!rest) return true;
    if (CLOSED_ON.test(rest) && addFragment(st, rest)) return true;
    if (isClause(rest)) return addFact(st, rest);
    return addFragment(st, rest) || addFact(st, rest);
  }
  if ((m = s.match(/^(?:remind|nudge)\s+(.*)$/i))) {
    const rep = repeatMark(recipientFrom(st, m[1]!));
    const rest = rep.text;
    if (rep.again) st.directives.polite = true;
    if ((m = rest.match(/^to\s+(.+)$/i))) return addAsk(st, "remind-do", m[1]!);
    if ((m = rest.match(/^that\s+(.+)$/i))) return addAsk(st, "remind-that", m[1]!);
    if ((m = rest.match(/^(?:about|of|on|for)\s+(.+)$/i))) {
      // "about the invoice 2231 that's 2 weeks overdue": the thing and what its relative clause says of it.
      const rel = m[1]!.match(/^(.+?)\s+(?:that|which)(?:['’]s|\s+is)\s+(.+)$/i);
      if (rel && !isClause(rel[1]!)) return addAsk(st, "remind-that", `${rel[1]} is ${rel[2]}`);
      return isClause(m[1]!) ? addAsk(st, "remind-that", m[1]!) : addAsk(st, "remind-about", m[1]!);
    }
    if (!rest) return true;
    // "Remind parents permission slips due Friday": a verbless "due" note is said with its verb ("... that permission
    // slips are due Friday"), never "a reminder that permission slips due Friday".
    const due =
      /\s(?:due|overdue)\b/i.test(rest) &&
      !/\b(?:is|are|was|were|be)\s+(?:still\s+|now\s+)?(?:due|overdue)\b/i.test(rest)
        ? complete(rest, st.topic, { sales: false, event: false, roleNoun: st.roleNoun })
        : null;
    if (due && /\b(?:is|are)\s+(?:still\s+|now\s+)?(?:due|overdue)\b/i.test(due.text))
      return addAsk(
        st,
        "remind-that",
        // (In the note's own case: "permission slips", though "Permission" may read as a name.)
        /^\p{Ll}/u.test(rest) ? due.text.charAt(0).toLowerCase() + due.text.slice(1) : due.text,
      );
    return isClause(rest) ? addAsk(st, "remind-that", rest) : addAsk(st, "remind-about", rest);
  }
  if ((m = s.match(/^chase\s*(.*)$/i))) {
    // "chase Admiral about my claim": the company chased is the reader.
    const whom = m[1]!.match(/^(\p{Lu}[\p{L}&'’-]*(?:\s+\p{Lu}[\p{L}&'’-]*){0,2})\s+(?=about|for|on|regarding)\b/u);
    if (whom && !st.recipient.name && (!st.recipient.org || st.recipient.org === whom[1])) {
      st.recipient.org = whom[1]!;
      st.recipient.pronoun = "they";
      m[1] = m[1]!.slice(whom[0].length).replace(/^(?:about|for|on|regarding)\s+/i, "");
    }
    const rep = repeatMark(recipientFrom(st, m[1]!));
    st.directives.firm = st.directives.firm || /firm/i.test(raw);
    const rest = rep.text.replace(/^(?:about|on|for|regarding)\s+/i, "");
    // "chase the invoice for £2,450 from Harper & Co": what is chased from the reader, never "the invoice from you".
    const chased = rest.replace(
      /^((?:the|our|my)\s+(?:[\p{L}\d£$€,.-]+\s+){0,5}?)from\s+(\p{Lu}[\p{L}&'’.-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}&'’.-]*)*)$/u,
      (m, what: string, whom: string) => {
        // (With no reader named, the company chased is the reader: "chase the payment of £900 from Lewis & Sons".)
        if (!st.recipient.name && !st.recipient.org && !st.recipient.role && isOrg(whom)) {
          st.recipient.org = whom;
          st.recipient.pronoun = "they";
        }
        return st.recipient.org === whom ? what.trim() : m;
      },
    );
    return addAsk(st, "follow-up", chased || st.topic || "");
  }
  if (
    (m = s.match(
      /^(?:thank(?:\s+you)?\b|say thanks(?:\s+to)?|say thank you(?:\s+to)?|(?:a\s+)?(?:big\s+|quick\s+|huge\s+)?thanks(?:\s+to|(?=\s+for\b)))\s*(.*)$/i,
    ))
  ) {
    // "thank the caterers at Olive & Thyme for the food": the people at a business, thanked by its name.
    const atOrg = m[1]!.match(
      /^(?:the|our|my)\s+((?:[\p{Ll}-]+\s+){0,2}[\p{Ll}-]+)\s+(?:at|from)\s+(\p{Lu}[\p{L}'’.-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}'’.-]*)*)\s+(?=for\b)/u,
    );
    if (atOrg && !st.recipient.name && !st.recipient.org) {
      st.readerAt ??= st.items.length;
      st.recipient.role = atOrg[1]!;
      st.recipient.org = atOrg[2]!;
      st.recipient.pronoun = "they";
      m[1] = m[1]!.slice(atOrg[0].length);
    }
    // "thank you to the hiring panel after the final round": the panel is the reader, thanked for their time there.
    let rest = recipientFrom(st, m[1]!.replace(/^to\s+(?=(?:the|my|our|everyone|all|\p{Lu}))/u, ""));
    // "thank her and restate my interest": the thanks, then a second order read on its own.
    const then = rest.match(/^(?:and|then)\s+(\p{Ll}+\b.*)$/u);
    if (then && !/^(?:your|their|his|her)\s+/i.test(then[1]!)) {
      addAsk(st, "thank", "");
      return then[1]!;
    }
    rest = rest
      .replace(/^(?:for|about)\s+/i, "")
      .replace(
        /^(?:after|following)\s+(?:the|my|our)\s+(?=(?:[\p{L}-]+\s+){0,2}(?:round|interview|meeting|call|visit|tour|demo|session|presentation)\b)/iu,
        "your time at the ",
      );
    // "the volunteers who helped at the cleanup": thanked for helping at the cleanup.
    // "Marta and her team at Lumen Studio for finishing early": the reader's people are thanked with the reader.
    const team = rest.match(
      /^(?:and|&)\s+(?:(?:all\s+of\s+|the\s+rest\s+of\s+)?(?:her|his|their|your|the)\s+)((?:[\p{Ll}-]+\s+)?(?:team|crew|staff|colleagues|people|folks|group))(?:\s+(?:at|from|in)\s+(\p{Lu}[\p{L}\p{N}&'’.-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}\p{N}&'’.-]*)*))?\s*,?\s*/u,
    );
    if (team) {
      rest = rest.slice(team[0].length).replace(/^(?:for|about)\s+/i, "");
      if (team[2] && !st.recipient.org) st.recipient.org = team[2];
    }
    const who = rest.match(/^,?\s*(?:who|that)\s+(\p{L}+)\b(.*)$/u);
    if (who) rest = gerundPhrase(`${baseVerb(who[1]!)}${who[2]}`);
    addAsk(st, "thank", rest);
    const last = st.items.at(-1);
    if (team && last && "ask" in last) last.ask.with = `your ${team[1]}${team[2] ? ` at ${team[2]}` : ""}`;
    return true;
  }
  if (
    (m = s.match(
      /^(?:congratulate|congrats(?:\s+to)?|congratulations(?:\s+to)?|say congratulations(?:\s+to)?)\s*(.*)$/i,
    ))
  ) {
    const rest = recipientFrom(st, m[1]!).replace(/^(?:on|for)\s+/i, "");
    return addAsk(st, "congratulate", rest);
  }
  if ((m = s.match(/^invite\s+(.*)$/i))) {
    // "invite local businesses to sponsor our fun run": the readers, asked whether they would like to do it.
    const todo = m[1]!.match(
      /^((?:the\s+|our\s+|all\s+|local\s+)?(?:[\p{Ll}-]+\s+){0,2}[\p{Ll}-]+s)\s+to\s+(sponsor|join|support|donate|volunteer|take part|speak|attend|partner|contribute|exhibit|help)\b(.*)$/u,
    );
    if (todo && recipientFrom(st, todo[1]!) === todo[1]!) {
      st.recipient.role ??= todo[1]!.replace(/^(?:the|our|all)\s+/i, "");
      return addAsk(st, "whether", `you would ${todo[2]}${todo[3]}`);
    }
    let rest = recipientFrom(st, m[1]!);
    // "the neighbourhood association to our open day": readers the role list does not know, then the event.
    const unknownWho =
      rest === m[1]!
        ? rest.match(
            /^((?:the|our|my|all)\s+(?:[\p{L}-]+\s+){0,3}?[\p{Ll}-]+)\s+(?=(?:to|for)\s+(?:our|my|the|a|an|this|next)\b)/u,
          )
        : null;
    if (unknownWho && !st.recipient.name && !st.recipient.role && !st.recipient.org && !st.recipient.group) {
      const who = unknownWho[1]!.replace(/^(?:the|our|my|all)\s+/i, "");
      st.recipient.role = who;
      st.recipient.group = /s$|\b(?:association|committee|board|club|council|team|group|society|community)$/i.test(who);
      st.recipient.pronoun = "they";
      st.readerAt ??= st.items.length;
      rest = rest.slice(unknownWho[0].length);
    }
    // "the neighbours on Elm Street to a street clean-up": where the invitees are belongs to them, not to the event.
    if (st.recipient.role || st.recipient.group || st.recipient.name || st.recipient.org)
      rest = rest.replace(INVITEES_WHERE, "");
    if ((m = rest.match(/^(?:to|for)\s+(.+)$/i))) return addAsk(st, "invite", m[1]!);
    return rest ? addAsk(st, "invite", rest) : true;
  }
  if ((m = s.match(/^pitch\s+(.+?)(?:\s+to\s+(.+))?$/i))) {
    // "to small restaurant owners": a template for each owner ("Hi [Name]", "your restaurant").
    if (m[2])
      st.recipient.role ??= m[2]
        .replace(/^(?:the|all|our|some|local|small|busy|independent)\s+/gi, "")
        .replace(/s$/, "")
        .toLowerCase();
    return addAsk(st, "offer", m[1]!);
  }
  if ((m = s.match(/^give\s+(?:my\s+|our\s+)?notice\s*(?:to\s+(.+?))?(?:\s+(?:that|of)\s+(.+))?$/i))) {
    if (m[1]) recipientFrom(st, m[1]);
    return addAsk(st, "notice", m[2] ?? "");
  }
  if ((m = s.match(/^(?:offer|give|send|provide)\s+(.*)$/i))) {
    const verb = s.split(/\s/)[0]!.toLowerCase();
    let rest = m[1]!;
    if (/^(?:them|him|her|the client|the customer|our client|our customers|customers|the team|everyone)\b/i.test(rest))
      rest = recipientFrom(st, rest);
    if ((m = rest.match(/^to\s+(.+)$/i))) return addAsk(st, "propose", `I could ${m[1]!}`);
    // "offer the candidate Maria the senior nurse position": the person offered something is the reader.
    const offeredTo =
      /^((?:(?:the|our)\s+(?:candidate|applicant|new hire|finalist)\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)\s+(?=(?:the|a|an|our)\s)/u.exec(
        rest,
      );
    if (offeredTo && verb !== "send" && (/^(?:the|our)\s/i.test(offeredTo[1]!) || nlp(offeredTo[1]!).has("#Person"))) {
      recipientFrom(st, offeredTo[1]!);
      rest = rest.slice(offeredTo[0].length);
    }
    const to = rest.match(
      /^(.+?)\s+to\s+((?:the|my|our)\s+[\p{L}\s-]+|(?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}[\p{L}\s]+)$/u,
    );
    // "offer our payroll tool to Dana at Kestrel Foods": a person named is the reader ("offer a discount to new
    // customers" is the offer's terms).
    if (to && (verb !== "offer" || /^\p{Lu}/u.test(to[2]!))) {
      recipientFrom(st, to[2]!);
      rest = to[1]!;
    }
    if (
      /^(?:my\s+|our\s+|all\s+my\s+)?(?:love|best wishes|wishes|regards|congratulations|condolences|thanks|best)\b/i.test(
        rest,
      )
    ) {
      return addFact(st, `I'm sending you ${rest.replace(/^(?:my\s+)?love\b/i, "all my love")}`, "statement", true);
    }
    // "give them my number in case it gets too loud": the number, which only the user knows.
    const contact = rest.match(
      /^(?:(?:them|him|her|you)\s+)?(?:my|our)\s+(?:(?:phone|mobile|cell)\s+)?(number|mobile|email(?: address)?)\b(.*)$/i,
    );
    if (contact)
      return addFact(
        st,
        /^email/i.test(contact[1]!)
          ? `You can reach ${writesAsWe(st) ? "us" : "me"} at [email address]${contact[2]}`
          : `You can reach ${writesAsWe(st) ? "us" : "me"} on [phone number]${contact[2]}`,
        "statement",
        true,
      );
    // "send a condolence note", "send a quick message": the note is this email, not something attached to it.
    if (/^(?:an?\s+)?(?:[\p{L}-]+\s+){0,2}(?:note|message|card|e-?mail|line)$/iu.test(rest)) return true;
    // "need it by Friday, send the report": what the writer needs, the reader is asked to send.
    if (verb === "send" && WRITER_WAITS.test(st.text) && !/\b(?:me|us)\b/i.test(rest))
      return addAsk(
        st,
        "do",
        `send me ${/^(?:the|a|an|my|our|your|it|them|this|that)\b/i.test(rest) ? "" : "the "}${rest}`,
      );
    if (verb === "send" || verb === "provide") return addAsk(st, "share", rest);
    return addAsk(st, verb === "give" ? "give" : "offer", rest);
  }
  if ((m = s.match(/^(?:propose|suggest|recommend)\s+(.*)$/i))) {
    const rest = m[1]!;
    if ((m = rest.match(/^that\s+(.+)$/i))) return addAsk(st, "propose", m[1]!);
    if (/^(?:we|I)\b/.test(rest) && isClause(rest)) return addAsk(st, "propose", rest);
    // "my colleague Ines who is free that day": a name needs no restricting; what "who" says of her is a statement.
    const who = rest.match(
      /^((?:(?:my|our|the)\s+[\p{Ll}-]+(?:\s+[\p{Ll}-]+)?\s+)?(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)),?\s+who\s+(is|are|has|have|can|will|knows|speaks|was|did|led|ran|built|worked)\s+([^,]+?)$/u,
    );
    if (who) {
      addAsk(st, "propose", who[1]!);
      addFact(st, `${who[2]} ${who[3]} ${who[4]}`, "statement", true);
      return true;
    }
    return addAsk(st, /^(?:an?\s+)?(?:\S+\s+)?(?:meeting|call|chat)\b/i.test(rest) ? "schedule" : "propose", rest);
  }
  if (
    (m = s.match(
      /^(?:apologi[sz]e|say sorry|say (?:I['’]m|we['’]re|I am|we are) sorry|sorry|(?:my\s+)?apologies)\s*(.*)$/i,
    ))
  ) {
    let rest = m[1]!;
    if (/^to\s+/i.test(rest)) rest = recipientFrom(st, rest.replace(/^to\s+/i, ""));
    rest = rest.replace(/^(?:for|about)\s+/i, "");
    // "(customer) order #48213 for sending the wrong colour": what went wrong, with the reference it concerns.
    const ref = rest.match(
      /^((?:order|booking|reservation|invoice|ticket|case|account|delivery)\s+(?:number\s+|no\.?\s*)?#?[\w-]*\d[\w-]*)\s+(?:for|about|because of)\s+(.+)$/i,
    );
    if (ref) rest = `${ref[2]} (${ref[1]})`;
    return addAsk(st, "apologize", rest.replace(/^that\s+/i, ""));
  }
  if ((m = s.match(/^(?:follow[- ]?up|check in|check back)\s*(?:with\s+)?(.*)$/i))) {
    let rest = m[1]!;
    // "follow up after my interview on Tuesday with Marcus Lee for the designer role": on our interview, with Marcus.
    const after = rest.match(AFTER_EVENT);
    if (after) {
      const withWhom = after[2]!.match(
        /^(.*?)\s+with\s+((?:(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)(.*)$/u,
      );
      const left =
        withWhom && recipientFrom(st, withWhom[2]!) !== withWhom[2]! ? `${withWhom[1]}${withWhom[3]}` : after[2]!;
      return addAsk(st, "follow-up", `our ${after[1]!.toLowerCase()}${left}`);
    }
    if (!/^(?:on|about|regarding|after)\b/i.test(rest)) rest = recipientFrom(st, rest);
    // "follow up with Dr. Yusuf to ask if she'd review my draft": the order that follows is what the email asks.
    if (/^to\s+(?:ask|request|see|check|confirm|find out)\b/i.test(rest))
      return rest.replace(/^to\s+(?:see|check|find out)\b/i, "ask").replace(/^to\s+/i, "");
    rest = rest.replace(/^(?:on|about|regarding)\s+/i, "");
    return addAsk(st, "follow-up", rest || st.topic || "");
  }
  if ((m = s.match(/^check\s+(?:with\s+(.+?)\s+)?(?:if|whether)\s+(.+)$/i))) {
    if (m[1]) recipientFrom(st, m[1]);
    return addAsk(st, "whether", m[2]!);
  }
  if ((m = s.match(/^confirm\s+(?:that\s+)?(.+)$/i))) {
    const rest = m[1]!;
    // "confirm I'll sign the contract" (the sender confirms); "confirm price stays at $0.80" (the reader confirms).
    if (/^(?:I|we)\b/.test(rest)) return addAsk(st, "confirm", rest);
    // "apologise and confirm the refund will arrive in 5 days": the writer, putting things right, confirms it.
    if (st.items.some((i) => "ask" in i && i.ask.kind === "apologize") && isClause(rest))
      return addAsk(st, "confirm", `that ${rest}`);
    // "please confirm no more charges" -> "Could you please confirm that there will be no more charges?"
    if (/^no (?:more|further)\b/i.test(rest)) return addAsk(st, "do", `confirm that there will be ${rest}`);
    if (pleaseSaid && !isClause(rest)) return addAsk(st, "do", `confirm ${rest}`);
    if (
      isClause(rest) ||
      /^(?:the|a|an|our|my|your|this|that)?\s*[\p{L}$-]+(?:\s+[\p{L}$-]+){0,3}\s+(?:stays|remains|still)\b/iu.test(rest)
    )
      return addAsk(st, "do", `confirm that ${rest}`);
    return addAsk(st, "confirm", rest);
  }
  if ((m = s.match(/^introduce\s+(.+)$/i))) {
    const rest = m[1]!;
    // "introduce myself and my partner Sam to the new neighbours": the writer (and who comes with them).
    const self = rest.match(
      /^(?:myself|me)\b(\s+and\s+(?:my|our)\s+[\p{L}'’ -]+?)?\s*(?:to\s+(.+?))?(?:\s+as\s+(.+))?$/iu,
    );
    if (self) {
      if (self[2]) recipientFrom(st, self[2]);
      // "as their child's teacher, Ms Harper": the name the writer goes by signs the e-mail.
      const named = self[3]?.match(
        /,\s*((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+)?)\s*$/u,
      );
      if (named) st.sender.name ??= named[1]!;
      return addAsk(st, "introduce-self", self[1] ? self[1].trim() : (self[3] ?? ""));
    }
    // "Introduce two people: A and B": the people follow the colon.
    if (
      /^(?:two\s+(?:people|contacts|friends|colleagues|of my contacts)|each other)\s*[:,-]?\s*$/i.test(rest) &&
      !st.recipient.name
    ) {
      st.pending = "introduce";
      return true;
    }
    const pair = introducePair(st, rest);
    if (pair) return true;
    // "introduce our expense software" in a sales email: a product is offered, not a person introduced.
    if (
      /^(?:our|my)\s+(?:[\p{L}-]+\s+){0,3}(?:software|service|services|tool|platform|app|product|solution|system|offer)\b/iu.test(
        rest,
      )
    )
      return addAsk(st, "offer", rest);
    const to = rest.match(/^(.+?)\s+to\s+((?:the|my|our|their)\s+.+|\p{Lu}.+)$/u);
    if (to) {
      const after = recipientFrom(st, to[2]!);
      addAsk(st, "introduce", to[1]!);
      return after.trim() || true;
    }
    return addAsk(st, "introduce", rest);
  }
  if ((m = s.match(/^(?:schedule|set up|arrange|book|organi[sz]e)\s+(.+)$/i)))
    return addAsk(st, "schedule", withReader(st, m[1]!));
  if (
    (m = s.match(
      /^(?:mention|say|note|add|include|explain|stress|emphasi[sz]e|point out|highlight|make clear|make it clear|be clear)\s+(.+)$/i,
    ))
  ) {
    const rest = m[1]!;
    const answer = rest.match(/^(yes|no|sure|ok|okay|of course|absolutely)\b[,.!]?\s*(.*)$/i);
    if (answer) {
      st.answer =
        answer[1]!.toLowerCase() === "no"
          ? "Unfortunately, no"
          : answer[1]!.replace(/^ok(?:ay)?$/i, "Yes").replace(/^\p{Ll}/u, (c) => c.toUpperCase());
      if (answer[2]) return addFact(st, answer[2]);
      return true;
    }
    const that = rest.replace(/^that\s+/i, "");
    // "say I accepted another role, and that I'd be glad to stay in touch": two things said.
    const said = that.split(/,?\s+and\s+that\s+/i);
    if (said.length > 1 && said.every((x) => isClause(x))) {
      for (const x of said) addFact(st, x);
      return true;
    }
    // "be clear it's not our fault" -> "To be clear, it's not our fault."
    if (/^(?:be clear|make (?:it )?clear)/i.test(s) && isClause(that))
      return addFact(st, `To be clear, ${that}`, "statement", true);
    // "mention the usability study I talked about": a thing with its clause, no statement of its own.
    const thing =
      /^(?:the|a|an|my|our|this|that|these|those)\s/i.test(that) &&
      /\s(?:about|on|to|for|with|of|in|at|from|over)$/i.test(that);
    if (isClause(that) && !thing) return addFact(st, that.replace(/^it\b/i, antecedent(st) ?? "it"));
    // "explain what we're doing": the prompt does not say what, so the user fills it in.
    if (/^(?:what|why|how)\s+\S+\s+\S+/i.test(that) && !/\?$/.test(that))
      return addFact(st, `Here is ${that}: [details]`, "statement", true);
    // ("mention case study with Ocado", "mention 40% drop in sick days": the thing with its article.)
    const np =
      /^\d+(?:\.\d+)?%\s+(?:drop|fall|rise|increase|decrease|reduction|cut|boost|uplift|improvement|saving)\b/i.test(
        that,
      )
        ? `a ${that}`
        : /^\p{Ll}/u.test(that)
          ? withArticle(that)
          : that;
    return addFact(st, `I also wanted to mention ${np}`, "statement", true);
  }
  if ((m = s.match(/^wish\s+(.*)$/i))) {
    const rest = recipientFrom(st, m[1]!);
    const luck = rest.match(/^(?:good\s+|the\s+best\s+of\s+)?luck\b\s*(.*)$/i);
    if (luck)
      return addFact(
        st,
        `I wish you the very best of luck${luck[1] ? ` ${luck[1]}` : ""}!`.replace(/!$/, ""),
        "statement",
        true,
      );
    return addFact(st, `I wish you ${rest}`, "statement", true);
  }
  if ((m = s.match(/^(?:recruit|hire|headhunt|source)\s+(.+)$/i))) {
    // "recruit a senior React developer for our fintech startup": the job offered, at the writer's company.
    const job = m[1]!.match(/^an?\s+((?:[\p{L}-]+\s+){0,4}?[\p{L}-]+)\s+(?:for|at|to join)\s+((?:our|my|the)\s+.+)$/iu);
    if (job) {
      recipientFrom(st, `a ${job[1]}`);
      return addAsk(st, "recruit", `the ${job[1]} role at ${job[2]}`);
    }
    // "recruit a senior backend engineer (Go, Postgres)": the job, and what it calls for.
    const bare = m[1]!.match(
      /^an?\s+((?:[\p{L}-]+\s+){0,4}?[\p{L}-]+)\s*\(([^)]+)\)(?:\s+((?:for|on|in|at)\s+(?:an?|the)\s+.+))?$/iu,
    );
    if (bare) {
      recipientFrom(st, `a ${bare[1]}`);
      addAsk(st, "recruit", `the ${bare[1]} role`);
      const needs = bare[2]!.split(/\s*[,/;]\s*|\s+and\s+/).filter(Boolean);
      const list = needs.length > 1 ? `${needs.slice(0, -1).join(", ")} and ${needs.at(-1)}` : needs[0];
      // "for a 6-month contract": the terms of the role, said with what it calls for.
      return addFact(
        st,
        bare[3] ? `The role is ${bare[3]} and calls for ${list}` : `The role calls for ${list}`,
        "statement",
        true,
      );
    }
    let rest = recipientFrom(st, m[1]!);
    rest = rest.replace(/^(?:for|to join)\s+/i, "");
    // "recruit a senior data engineer": the person sought names the job ("the senior data engineer role").
    const sought = m[1]!.match(/^an?\s+((?:[\p{L}-]+\s+){0,4}?[\p{L}-]+)$/u);
    if (!rest && sought) return addAsk(st, "recruit", `the ${sought[1]} role`);
    return addAsk(st, "recruit", rest);
  }
  if ((m = s.match(/^(?:promise|guarantee)\s+(?:them|him|her)?\s*(?:that\s+)?(.+)$/i)))
    return isClause(m[1]!) ? addFact(st, m[1]!) : addAsk(st, "promise", m[1]!);
  if (
    (m = s.match(/^announce\s+to\s+(.+?)\s+that\s+(.+)$/i)) ||
    (m = s.match(/^announce\s+(?:to\s+(.+?)\s+)?(?:that\s+)?(.+)$/i))
  ) {
    if (m[1]) recipientFrom(st, m[1]);
    st.items.push({ ask: { kind: "announce", text: "" } });
    // "from next month Sara will lead the squad": a clause after its time phrase.
    const afterTime = m[2]!.replace(
      /^(?:from|starting|as of|beginning|effective)\s+(?:next\s+\p{L}+|this\s+\p{L}+|tomorrow|today|\p{Lu}\p{Ll}+(?:\s+\d{1,2}(?:st|nd|rd|th)?)?|\d{1,2}(?:st|nd|rd|th)?\s+\p{Lu}\p{Ll}+),?\s+/u,
      "",
    );
    return isClause(m[2]!) || (afterTime !== m[2] && isClause(afterTime))
      ? addFact(st, m[2]!)
      : addAsk(st, "announce", m[2]!);
  }
  if (readRejection(st, s)) return true;
  if ((m = s.match(/^(?:decline|turn down|reject|say no to)\s+(.+)$/i))) {
    let rest =
      offerFromCompany(m[1]!, st.recipient) ?? fromReader(st, recipientFrom(st, m[1]!)).replace(/\s+from you\b/, "");
    // "the vendor proposal": the reader ("the vendor") was read off the front of their own proposal.
    rest = rest.replace(
      /^(?=(?:proposal|offer|quote|quotation|bid|invitation|invite|application|request|pitch|estimate)s?\b)/i,
      "your ",
    );
    rest = rest.replace(/\s+(?:politely|kindly|nicely|gently|respectfully)$/i, () => {
      st.directives.polite = true;
      return "";
    });
    const why = rest.match(/^(.+?)\s+(?:because|as|since|due to)\s+(.+)$/i);
    addAsk(st, "decline", why ? why[1]! : rest);
    if (why)
      addFact(
        st,
        /^(?:of|a|an|the)\b/i.test(why[2]!) && !isClause(why[2]!)
          ? `I have ${why[2]!.replace(/^of\s+/i, "")}`
          : why[2]!,
      );
    return true;
  }
  if (/^(?:cancel|call off|stop|turn off)\s+(?:the\s+|my\s+)?(?:auto-?renew(?:al)?|automatic renewal)$/i.test(s))
    // "cancel auto-renew" after cancelling the membership: a second, smaller request.
    return addAsk(st, "do", "make sure the automatic renewal is turned off");
  if ((m = s.match(/^(?:cancel|call off)\s+(.+)$/i))) {
    // "our cleaning contract with Sparkle Pro from ...": the company the contract is with is the reader.
    const wth = m[1]!.match(
      /^(.+?\b(?:contract|subscription|membership|account|service|agreement|plan|policy|retainer|lease)s?)\s+(?:with|at|to)\s+((?:\p{Lu}[\p{L}&'’.-]*)(?:\s+\p{Lu}[\p{L}&'’.-]*){0,3})(.*)$/u,
    );
    if (wth && !st.recipient.name && !st.recipient.org) {
      if (recipientFrom(st, wth[2]!) === wth[2]) st.recipient.org = wth[2]!;
      if (st.recipient.org || st.recipient.name)
        return addAsk(
          st,
          "cancel",
          `${wth[1]} with you${wth[3]}`.replace(/^my\s+([\p{L}\s-]+?)\s+with you\b/u, "my $1"),
        );
    }
    return addAsk(st, "cancel", m[1]!);
  }
  if ((m = s.match(/^(?:reschedule|postpone|push back|move)\s+(.+)$/i))) return addAsk(st, "reschedule", m[1]!);
  // ("welcome drinks Friday 5pm": an event the note announces, not a welcome.)
  if (
    (m = s.match(
      /^welcome\s+(?!(?:drinks|lunch|breakfast|party|event|pack|packs|meeting|session|coffee|reception|dinner|evening|talk|bags?|box)\b)(.*)$/i,
    ))
  ) {
    // "welcome our new hire Tomás Rivera who joins ...", written to the team: the newcomer is welcomed by everyone.
    const other = m[1]!.match(
      /^(?:(?:our|the|my)\s+new\s+(?:[\p{Ll}-]+\s+){0,2})?(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)(?:\s+(?:to|as|on|onto|into|who)\b|,)/u,
    );
    if (other && (st.recipient.group || st.audience === "team"))
      return addAsk(st, "welcome-other", m[1]!.replace(/\s+who\b/, ", who"));
    const rest = recipientFrom(st, m[1]!).replace(/^(?:to|on|onto)\s+/i, "");
    return addAsk(st, "welcome", rest);
  }
  if ((m = s.match(/^(?:share|forward|pass on)\s+(.+)$/i))) {
    let rest = m[1]!;
    const to = rest.match(/^(.+?)\s+(?:with|to)\s+((?:the|my|our)\s+[\p{L}\s-]+)$/u);
    if (to) {
      recipientFrom(st, to[2]!);
      rest = to[1]!;
    }
    return addAsk(st, "share", rest);
  }
  if ((m = s.match(/^apply\s+(?:for|to)\s+(.+)$/i))) return addAsk(st, "apply", m[1]!);
  if ((m = s.match(/^accept\s+(.+)$/i))) return addAsk(st, "accept", m[1]!);
  if (
    (m = s.match(
      /^(?:complain|file a complaint|make a complaint)\s*(?:to\s+(.+?))?(?:\s+(?:about|regarding)\s+(.+))?$/i,
    ))
  ) {
    const after = m[1] ? recipientFrom(st, m[1]) : "";
    addAsk(st, "complain", m[2] ?? "");
    // "complain to the airline that my bag was lost ...": what went wrong is read as the writer's own statement.
    return after !== m[1] && /^(?:that\s+)?\S+\s+\S+/.test(after) ? after : true;
  }
  if ((m = s.match(/^report\s+(.+?)(?:\s+to\s+((?:the|my|our)\s+.+))?$/i))) {
    if (m[2]) recipientFrom(st, m[2]);
    return addAsk(st, "report", m[1]!);
  }
  if ((m = s.match(/^(?:convince|persuade|encourage|urge)\s+(.+?)\s+to\s+(.+)$/i))) {
    recipientFrom(st, m[1]!);
    return addAsk(st, /^(?:convince|persuade)/i.test(s) ? "persuade" : "do", m[2]!);
  }
  if ((m = s.match(/^make sure\s+(.+)$/i))) return addAsk(st, "do", `make sure ${m[1]!}`);
  // "restate interest", "reiterate my interest in the role": the writer's interest, said in so many words.
  if (
    (m = s.match(
      /^(?:restate|reiterate|reaffirm|express|confirm|show|stress)\s+(?:my\s+|our\s+)?(?:strong\s+|continued\s+)?interest\b(?:\s+in\s+(.+))?$/i,
    ))
  )
    return addFact(
      st,
      `I remain very interested in ${m[1] ?? (st.roleNoun ? `the ${st.roleNoun}` : "the opportunity")}`,
      "statement",
      true,
    );
  // "reply by next friday", "reply with your t-shirt size": the readers are to reply; nothing is replied to.
  if (/^(?:reply|respond|rsvp)\s+(?:by|before|with|if|asap|as soon as|within|no later than)\b/i.test(s))
    return addFact(st, s, "do");
  if ((m = s.match(/^(?:reply|respond|answer)\s+(?:to\s+)?(.*)$/i))) {
    const rest = recipientFrom(st, m[1]!).replace(
      /^(?:(?:your|their|his|her)\s+)?(?:email|message|note|question|text)\b\s*/i,
      "",
    );
    addAsk(st, "reply", "");
    return rest.trim() || true;
  }
  return false;
}

/** "after my interview on Tuesday ...": the event a follow-up is about, and what follows it. */
const AFTER_EVENT =
  /^(?:after|following)\s+(?:my|our|the)\s+((?:[\p{L}-]+\s+)?(?:interview|meeting|call|chat|demo|visit|conversation|presentation|session|pitch))\b(.*)$/iu;
