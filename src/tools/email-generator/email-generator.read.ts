/**
 * Understanding an English prompt: who writes to whom, the asks and the facts in the prompt's order, the directives
 * to the tool ("be polite but firm", "keep it short"), the topic and the intent.
 *
 * Each sentence loses its instruction to the tool ("Write an email to my manager Sam asking ...", "cold email to a
 * bakery owner offering ..."), which gives the reader; the rest is split into clauses, and each clause is read as
 * - a directive (tone, length, sign-off): it shapes the email and is never written into it;
 * - an order to the tool ("ask them to pay", "mention it cuts food waste"): an ask to the reader or a statement;
 * - a question, a statement, or something the reader should do ("expect 2 hours downtime");
 * - a fragment ("14 day free trial", "still interested", "cost is $12"), completed into a sentence.
 */
import { thankedReader } from "./email-generator.thanked-reader";
import { newcomerClause } from "./email-generator.newcomer";
import { tallyClause } from "./email-generator.tally";
import { credential, experienceAside } from "./email-generator.credentials";
import { writesAsCustomer } from "./email-generator.customer";
import type { EmailAudience, EmailPurpose } from "./contract";
import { liftAppositions, liftReaderDescription, sayAppositions } from "./email-generator.apposition";
import { productBeforeOffer } from "./email-generator.offer";
import { intentOf, resigning } from "./email-generator.intent";
import { experienceNote, ownFragment, subjectless } from "./email-generator.own-clause";
import { clearClauseMemo, CLOSED_ON, isClause } from "./email-generator.clause";
import { APPROX_FIGURE, LIST_HEAD, readLeftover } from "./email-generator.leftover";
import { detectLanguage } from "./email-generator.language";
import { JOB_WORDS } from "./email-generator.asks";
import { asks, type EmailFacts, type Item, type Recipient } from "./email-generator.model";
import { countedDetail } from "./email-generator.counted-detail";
import {
  addAsk,
  addFact,
  addFragment,
  pronounAfter,
  closedDays,
  freeRelative,
  quoteSpec,
  recipientFrom,
  writesAsWe,
  type Reading,
} from "./email-generator.reading";
import nlp from "compromise";
import { emptyRecipient, isOrg, PERSON_ROLES, pronounOf } from "./email-generator.recipient";
import { isReaderDo, promptSentences, splitClauses, startsWithTool, TOOL_VERBS } from "./email-generator.split";
import { cleanPrompt, collapse, normalisePrompt, stripEnd, upperFirst } from "./email-generator.text";
import { nounish } from "./email-generator.note-words";
import { applicationList, applying } from "./email-generator.application-list";
import { GERUND_TO_BASE, readToolVerb } from "./email-generator.verbs";
import { readLoosePhrase, readMetReader } from "./email-generator.loose-phrase";
import { readHiringPiece } from "./email-generator.hiring";
import { readFeature, sellAsPitch } from "./email-generator.features";
import { groupState, splitAside } from "./email-generator.aside";
import { readGroupMust, readPartyTo } from "./email-generator.named-reader";
import { readHandOn } from "./email-generator.hand-on";
import { readReminderThat, readVocative } from "./email-generator.vocative";
import { bothToReader, describeIntroduced, pairPurpose } from "./email-generator.introduce";

/** "Write a short formal email to my manager", "Can you draft a reply", "I need an email": the order to write. */
const WRITE =
  /^\s*(?:hi[,!]?\s+|hello[,!]?\s+|hey[,!]?\s+)?(?:please\s+)?(?:(?:can|could|would)\s+you\s+(?:please\s+)?)?(?:(?:help\s+me|I\s+need\s+to|I\s+want\s+to|I['’]d\s+like\s+to|I\s+would\s+like\s+to|I\s+have\s+to|I\s+must|need\s+to|want\s+to)\s+)?(?:write|draft|compose|create|generate|prepare|craft|make|send|give\s+me|I\s+need|I\s+want|need|want)\s+(?:me\s+|us\s+)?(?:an?\s+|the\s+|some\s+|one\s+)?/i;
const KIND_WORDS =
  "intro|short|quick|brief|formal|friendly|polite|professional|casual|persuasive|urgent|follow-up|follow\\s+up|thank-you|thank\\s+you|cold|sales|business|networking|introduction|introductory|simple|nice|concise|long|detailed|warm|kind|outreach|recruiting|application|firm|gentle|reminder|apology|welcome|announcement|complaint|resignation|internal|team-wide|company-wide|official|heartfelt|sincere|sorry|farewell|goodbye|leaving|payment|short\\s+and\\s+sweet";
const EMAIL_NOUN = `(?:(?:${KIND_WORDS})[\\s,]+)*(?:e-?mail|mail|message|note|letter|reply|response|template|follow[- ]?up|memo|announcement|notice|reminder|outreach|pitch|(?:(?:project|status|progress|weekly|monthly|quarterly)\\s+)?update)s?\\b`;
const WRITE_EMAIL = new RegExp(`${WRITE.source}${EMAIL_NOUN}[\\s,:-]*`, "i");
const NOUN_ONLY = new RegExp(
  `^\\s*(?:an?\\s+|the\\s+)?${EMAIL_NOUN}\\s*(?=to\\b|for\\b|about\\b|asking\\b|connecting\\b|introducing\\b|regarding\\b|re\\b|from\\b|after\\b|following\\b|:|,|-|$)[:,\\s-]*`,
  "i",
);
/** "a senior react developer", "an experienced night nurse": a job someone could be hired for. */
const JOB_WANTED = new RegExp(String.raw`^an?\s+(?:[\p{L}-]+\s+){0,4}?(?:${JOB_WORDS})\b`, "iu");

/** "Email the client ...", "Reach out to Sam ...", "Reply to Priya's email ...". */
const VERB_TO =
  /^(?:please\s+)?(?:(?:can|could|would)\s+you\s+(?:please\s+)?)?(?:e-?mail|message|call|phone|ring|write\s+(?:back\s+)?to|reach\s+out\s+to|contact|get\s+in\s+touch\s+with|get\s+back\s+to|ping|drop\s+(?:a\s+)?(?:line|note)\s+to|send\s+(?:a\s+|an\s+|out\s+a\s+)?(?:(?:quick|short|friendly|brief)\s+)?(?:note|message|line|reminder|update|email|announcement|invitation|invite|thank-you note|thank you note|thank-you|welcome note)\s+to)\s+/i;

/** "Reach out", "get in touch with them": the order to write, alone in its clause. */
const BARE_CONTACT =
  /^\s*(?:please\s+)?(?:reach\s+out|get\s+in\s+touch|drop\s+(?:them|him|her)\s+a\s+line|follow\s+up)(?:\s+(?:to|with)\s+(?:them|him|her))?\s*[.!]?\s*$/i;

/** Whole sentences or clauses about how to write, not what to say. */
const STYLE =
  /^(?:please\s+)?(?:(?:keep|make)\s+(?:it|this|the\s+(?:email|tone|message))\b|(?:be|stay|remain)\s+(?:\p{L}+\s+)?(?:polite|firm|nice|kind|brief|short|concise|direct|clear|professional|friendly|warm|formal|casual|honest|positive|respectful|gentle|apologetic|assertive|upbeat|diplomatic|tactful|persuasive|encouraging|supportive|humble|confident|rude|aggressive|passive|pushy|desperate|too\s+\p{L}+)|don['’]?t\s+(?:be|sound|make|use\s+(?:any\s+|too\s+(?:many|much)\s+|the\s+word\s+)?(?:jargon|emojis?|emoticons|slang|exclamation|technical|buzzwords?|capitals|caps|bullet|abbreviations|acronyms|words|phrases|\p{L}+\s+language|my\s+(?:name|title)|first\s+names|humou?r|\p{L}+\s+words|["“'‘])|mention|add|include|go|overdo|grovel|apologi[sz]e too much)|do\s+not\s+(?:be|sound|make|use\s+(?:any\s+|too\s+(?:many|much)\s+|the\s+word\s+)?(?:jargon|emojis?|emoticons|slang|exclamation|technical|buzzwords?|capitals|caps|bullet|abbreviations|acronyms|words|phrases|\p{L}+\s+language|my\s+(?:name|title)|first\s+names|humou?r|\p{L}+\s+words|["“'‘])|mention)|no\s+(?:jargon|fluff|emojis?|exclamation|more than)|not\s+too\s+\p{L}+|sound\s+\p{L}+|use\s+(?:a|an)\s+\p{L}+\s+tone|(?:the\s+)?tone\s+(?:should|must|is)|write\s+it\s+(?:in|as)|(?:under|less than|max(?:imum)?|at most)\s+\d+\s+words|sign\s+(?:it|off)\b(?!\s+by\s+(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|today|tomorrow|tonight|the\s+end|end|noon|lunch|\d))|in\s+a\s+\p{L}+\s+(?:tone|way)|cc\b|bcc\b|with\s+a\s+subject|include\s+a\s+subject|add\s+a\s+subject|subject\s+line)/iu;

/** Words that open a spoken sentence ("so basically", "ok,"); "next", "well" and "right" only before a comma ("next one is", "well done", "right after"). */
const DISCOURSE =
  /^(?:(?:(?:so|basically|anyway|ok|okay|um|then|now|and|also|finally|lastly|alright|hey|hi|hello|hiya)\b|(?:next|well|right)(?=\s*,))[,!\s]*)+(?=\S)/i;
/** "I need to ask ...", "I'd like to thank ...": the order without the preamble. */
const PREAMBLE = new RegExp(
  `^(?:(?:I|we)(?:\\s+|(?=['’])))?(?:need to|want to|have to|must|would like to|['’]d like to|should|gotta|got to|am going to|I['’]m going to|'m going to)\\s+(?=(?:ask|tell|let|remind|thank|invite|offer|propose|suggest|apologi[sz]e|follow|confirm|cancel|reschedule|decline|congratulate|welcome|introduce|pitch|request|inform|update|share|send|announce|check|chase|give|complain|report|accept|convince|email|write|reach|contact|reply)\\b)`,
  "i",
);

/** Hedges and manners before an order to the tool ("maybe", "politely but firmly"). */
const MANNER_BEFORE_ORDER = new RegExp(
  `^((?:(?:maybe|perhaps|politely|firmly|gently|kindly|nicely|respectfully|calmly|tactfully)(?:,?\\s+(?:but|and|yet)\\s+|,\\s*|\\s+))+)(?=(?:ask|tell|remind|request|mention|suggest|say|explain|let)\\b)`,
  "i",
);

function readDirectives(piece: string, st: Reading): void {
  const p = piece.toLowerCase();
  if (/\bfirm|assertive|direct|serious\b/.test(p) && !/\b(?:not|don['’]?t)\s+(?:be\s+)?(?:too\s+)?firm/.test(p))
    st.directives.firm = true;
  if (/\bpolite|nice|kind|gentle|respectful|diplomatic|tactful|rude|aggressive|pushy|harsh\b/.test(p))
    st.directives.polite = true;
  if (/\bshort|brief|concise|quick|under \d+ words|no fluff\b/.test(p)) st.directives.brief = true;
  if (/\burgent|asap|today\b/.test(p) && /\bmake it\b|\bsound\b|\btone\b/.test(p)) st.directives.urgent = true;
  if (/\bdesperate|corporate|honest|stiff|plain|jargon|fluff|grovel|salesy|pushy\b/.test(p)) st.directives.plain = true;
}

const WHEN_WORD =
  /^(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|^(?:January|February|March|April|May|June|July|August|September|October|November|December|Today|Tomorrow|Tonight|Noon|Midday|Midnight|Monday|Next|This|End|Close|Lunchtime)\b/;

/** "Sign it as Dana", "sign it from Maya, Head of Product", "My name is Dana Ortiz". */
function readSender(sentence: string, st: Reading): string {
  const sign = sentence.match(
    /\b(?:sign(?:\s+it|\s+off)?\s+(?:as|with|from|by)|signed,?|from)\s+(\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+)?)(?:\s*,\s*((?:the\s+)?\p{Lu}[\p{L}&' -]{2,40}?))?(?=[.,;]?\s*$|\s+(?:and|but)\b)/u,
  );
  // ("sign it by Thursday": the reader signs a card by a day, no one signs the e-mail.)
  if (sign && /\bsign|signed/i.test(sign[0]) && !WHEN_WORD.test(sign[1]!)) {
    st.sender.name = sign[1]!;
    if (sign[2] && /\p{Lu}/u.test(sign[2])) st.sender.title = sign[2].trim();
    return collapse(
      sentence
        .replace(sign[0], " ")
        .replace(/,?\s*(?:and|but)\s*[.,]?\s*$/i, "")
        .replace(/\s+,/g, ","),
    );
  }
  const mine = sentence.match(
    /^(?:my name is|I am|I['’]m)\s+((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+)?)(?=\s*(?:[,.;]|$|and\b))/u,
  );
  if (
    mine &&
    !/^(?:Sorry|Happy|Glad|Excited|Back|Out|Available|Interested|Free|Sick|Home|Away|Still|Running|Writing|Reaching)$/.test(
      mine[1]!.split(" ")[0]!,
    )
  ) {
    st.sender.name = mine[1]!;
  }
  return sentence;
}

/** The instruction at the start of a sentence; returns what is left to read (the sentence itself when there is none). */
function readHead(sentence: string, st: Reading): string {
  let s = sentence;
  // "Second reminder to Greenway Florists: invoice ... is now 45 days overdue": a follow-up to that reader.
  // "Reminder to the parents of Class 3B that the slips are due Friday": what they are reminded of.
  const remindThat = s.match(
    /^(?:(?:a\s+)?(?:friendly|gentle|polite|quick|short)\s+)?reminder\s+to\s+(.{2,60}?)\s+that\s+(.+)$/i,
  );
  if (remindThat && recipientFrom(st, remindThat[1]!) !== remindThat[1]) {
    addAsk(st, "remind-that", stripEnd(remindThat[2]!));
    return "";
  }
  const reminder = s.match(
    /^(?:(?:first|second|third|final|last|another|friendly|gentle|polite)\s+)?(?:reminder|follow[- ]?up|chaser)\s+to\s+([^:]{2,60}?)\s*:\s*/i,
  );
  if (reminder && recipientFrom(st, reminder[1]!) !== reminder[1]) {
    addAsk(st, "follow-up", "");
    if (/^(?:second|third|final|last|another)\b/i.test(reminder[0])) st.directives.firm = true;
    s = s.slice(reminder[0].length);
  }
  // "apology to customer Linda Ross: we shipped her order to the wrong address": an apology for what follows.
  const sorry = s.match(
    /^(?:(?:an?|my|our)\s+)?(?:(?:quick|short|brief|formal|sincere|heartfelt|official|friendly)\s+)*(?:apology|apologies)\s+to\s+([^:]{2,60}?)\s*:\s*/i,
  );
  if (sorry && recipientFrom(st, sorry[1]!) !== sorry[1]) {
    const what = s.slice(sorry[0].length);
    s = isClause(splitClauses(what)[0] ?? "") ? `apologize that ${what}` : `apologize for ${what}`;
  }
  // "application for the barista job at Bean There Cafe, I have ...": an application.
  const applying = s.match(
    /^(?:(?:my|an?)\s+)?(?:job\s+)?application\s+(?:e-?mail\s+)?for\s+((?:the|a|an)\s+[^,.;]*?\b(?:position|role|job|opening|post|vacancy)\b[^,.;]*)[,.;]?\s*/i,
  );
  if (applying) {
    addAsk(st, "apply", applying[1]!.replace(/^an?\s+/i, "the "));
    return s.slice(applying[0].length);
  }
  const labelled = s.match(
    /^(urgent|important|asap|re|subject|context|background|situation|fyi|btw|heads up|update|note|reminder|customer complaint|complaint|question|quick one|quick question|quick note|quick favou?r|escalate|escalation|escalating|high priority|priority|action needed|action required|p1|sev\s?1|incident)\s*:\s*/i,
  );
  if (labelled) {
    if (/urgent|asap|escalat|priority|action|p1|sev|incident/i.test(labelled[1]!)) st.directives.urgent = true;
    s = s.slice(labelled[0].length);
  }
  let stripped = s.replace(WRITE_EMAIL, "");
  if (stripped === s) stripped = s.replace(NOUN_ONLY, "");
  const wrote = stripped !== s;
  let rest = stripped;
  const verbTo = !wrote ? rest.match(VERB_TO) : null;
  if (!wrote && !verbTo) return s;
  if (verbTo) rest = rest.slice(verbTo[0].length);
  const order = s.slice(0, s.length - stripped.length) + (verbTo?.[0] ?? "");
  if (/\b(?:reply|response|respond|write back|get back)\b/i.test(order))
    st.items.push({ ask: { kind: "reply", text: "" } });
  const from = rest.match(/^from\s+(\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+)?)\s*/u);
  if (from) {
    st.sender.name = from[1]!;
    rest = rest.slice(from[0].length);
  }
  const job = rest.match(/^for\s+((?:the|a|an)\s+.+?\b(?:position|role|job|opening|post|vacancy)\b.*)$/i);
  if (job) {
    addAsk(st, "apply", job[1]!);
    return "";
  }
  if (wrote) {
    // "Cold email to the head of operations at Northwind Logistics.": the reader is all the sentence says.
    rest = rest.replace(/\s*[.!]+$/, "");
    const to = rest.match(/^(?:to|for)\s+/i);
    // "Sales email for our bookkeeping app LedgerLeaf": what the email is for, not who it is to.
    const product =
      /^for\s+(?:our|my)\s+(?:[\p{L}-]+\s+){0,3}?(?:app|software|product|service|tool|platform|course|book|brand|range|plan|system|solution)\b/iu.test(
        rest,
      );
    if (product) rest = rest.replace(/^for\s+/i, "about ");
    if (
      to &&
      !product &&
      !/^(?:to|for)\s+(?:ask|request|thank|tell|invite|remind|say|let|follow|confirm|apologi|announce|introduce|share|offer|propose|discuss|apply|report|complain|give|decline|accept|cancel|reschedule|update|check)\b/i.test(
        rest,
      )
    ) {
      const after = recipientFrom(st, rest.slice(to[0].length));
      rest = after === rest.slice(to[0].length) ? unknownReader(rest.slice(to[0].length), st) : after;
    }
  } else {
    rest = recipientFrom(st, rest);
  }
  // "our new hire Diego who starts on Monday": what "who" says is said to the reader ("you start on Monday").
  if (st.recipient.name && !st.recipient.group)
    rest = rest.replace(
      /^,?\s*who\s+(\p{Ll}+)\b/u,
      (_w, verb: string) => `you ${YOU_FORM[verb] ?? verb.replace(/(?<=[^s])s$/, "")}`,
    );
  // "our new hire Ayesha joining the support team on Monday": a participle of coming and going says what the reader
  // does ("you're joining"); other participles ("Ana handing over the account") are the writer's, read as orders.
  if (
    st.recipient.name &&
    !st.recipient.group &&
    /^,?\s*(?:joining|starting|arriving|relocating|returning|retiring|graduating|moving|transferring|visiting|coming)\s+\p{L}/u.test(
      rest,
    )
  )
    rest = `you're ${rest.replace(/^,?\s*/, "")}`;
  rest = rest.replace(/^(?:(?:your|their|his|her)\s+)?(?:email|message|note|question|text)\b\s*/i, "");
  rest = rest
    .replace(/^[,:;-]\s*/, "")
    .replace(
      /^(?:and\s+)?(?:that(?=\s+(?:the|our|my|your|their|all|every|prices?|we|I|it|this|from|starting|as of)\b)|to say that|to say|saying that|saying|to tell (?:them|him|her)(?: that)?|telling (?:them|him|her)(?: that)?|to let (?:them|him|her) know(?: that)?|letting (?:them|him|her) know(?: that)?)\s+/i,
      "",
    );
  if (/follow[- ]?up/i.test(order))
    rest = rest
      .replace(/^(?:about|on|regarding)\s+/i, "follow up on ")
      .replace(/^(?=(?:after|following)\s)/i, "follow up ");
  // "a thank you note to Sofia for her 6 months with us", "a reminder to the committee: ...": the kind of email is the order.
  const kind = order
    .match(
      /\b(thank[- ]?you|thanks|apology|sorry|congratulations|congrats|invitation|invite|welcome|reminder)\b/i,
    )?.[1]!
    .toLowerCase()
    .replace(/^sorry$/, "apology");
  // "a thank you note after my interview yesterday with Anna": thanks for the interview.
  const met0 =
    /^(?:after|following)\s+(?:my|our|the|today['’]s|yesterday['’]s|this morning['’]s|this afternoon['’]s|last week['’]s|(?:mon|tues|wednes|thurs|fri|satur|sun)day['’]s)\s+/i;
  if (kind && /^thank/.test(kind) && met0.test(rest)) {
    // "after today's interview": the day stays ("for today's interview").
    rest = rest.replace(met0, (m) =>
      /['’]s\s+$/.test(m) ? `for ${m.replace(/^(?:after|following)\s+/i, "")}` : "for the ",
    );
    // "... my call with Dr. Lena Ortiz yesterday": the person met is the reader.
    const met =
      /^(for the [\p{L}-]+)\s+with\s+((?:(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)(.*)$/u.exec(
        rest,
      );
    if (met && !st.recipient.name && recipientFrom(st, met[2]!) !== met[2]) rest = `${met[1]}${met[3]}`;
  }
  if (kind && /^(?:for|on|to)\s+/i.test(rest) && !/^to\s+(?:ask|tell|say|let|remind|invite|thank)\b/i.test(rest)) {
    const verb = /^thank|^thanks/.test(kind)
      ? "thank"
      : kind === "apology"
        ? "apologize"
        : /^congrat/.test(kind)
          ? "congratulate"
          : /^invit/.test(kind)
            ? "invite"
            : kind === "welcome"
              ? "welcome"
              : "remind";
    rest = `${verb} ${rest}`;
  } else if (kind === "reminder" && rest && !/^remind\b/i.test(rest)) st.reminding = true;
  // "Sorry email to my roommate Jess, I forgot to pay ...": the writer is sorry for what they say they did.
  else if (kind === "apology" && /^(?:I|we)\s+\p{Ll}+/u.test(rest) && isClause(splitClauses(rest)[0] ?? ""))
    rest = `apologize that ${rest}`;
  // "a welcome email to our new hire Diego, who starts Monday": the email welcomes its reader.
  else if (kind === "welcome" && st.recipient.name && !st.recipient.group && !/^welcome\b/i.test(rest))
    st.items.push({ ask: { kind: "welcome", text: "" } });
  rest = rest.replace(
    new RegExp(
      `^to\\s+(?=(?:ask|request|thank|tell|invite|remind|let|follow|confirm|apologi[sz]e|announce|introduce|share|offer|propose|suggest|apply|update|check|report|complain|give|decline|accept|cancel|reschedule|chase|congratulate|welcome|remind)\\b)`,
      "i",
    ),
    "",
  );
  const g = rest.match(/^(\p{L}+ing)\b/u);
  if (g && GERUND_TO_BASE[g[1]!.toLowerCase()]) rest = GERUND_TO_BASE[g[1]!.toLowerCase()]! + rest.slice(g[1]!.length);
  return rest;
}

const YOU_FORM: Record<string, string> = { is: "are", has: "have", does: "do", goes: "go", was: "were" };

/** A reader the role list does not know ("a bakery owner", "the head of operations at Northwind Logistics"). */
function unknownReader(text: string, st: Reading): string {
  const m = text.match(
    /^((?:an?|the|my|our|some|all|every)\s+)?([\p{L}&' -]{2,60}?)(?=\s*[:;,]|\s+(?:about|regarding|asking|requesting|thanking|inviting|reminding|telling|letting|following|offering|introducing|pitching|to\s+\p{Ll}+|that|who|because|and|with)\b|$)[:;,]?\s*/u,
  );
  if (!m || !m[2]) return text;
  const np = m[2].trim();
  let named: RegExpMatchArray | null;
  const at = np.match(/^(.+?)\s+(?:at|of|from)\s+(\p{Lu}[\p{L}&.'’ -]+)$/u);
  if (at) {
    st.recipient.role ??= at[1]!.toLowerCase();
    st.recipient.org ??= at[2]!.trim();
  } else if (/^\p{Lu}/u.test(np) && !m[1]) {
    st.recipient.name ??= np;
  } else if ((named = np.match(/^(\p{Ll}[\p{Ll} -]*?)\s+(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)$/u))) {
    // "our new hire Diego who starts on Monday": a role and the person's name; what "who" says is about them.
    st.recipient.role ??= named[1]!;
    st.recipient.name ??= named[2]!;
    st.recipient.pronoun ??= pronounOf(named[2]!) ?? pronounAfter(st.text, named[2]!);
    st.readerPronoun ??= st.recipient.pronoun;
    return text.slice(m[0].length);
  } else {
    st.recipient.role ??= np.toLowerCase();
  }
  return text.slice(m[0].length);
}

/** Notes written as "label value" ("start date 4 March works for me", "cost is $12") and verbless "X due Friday". */
const LABEL_START =
  /^(?:start date|end date|deadline|budget|price|cost|fee|rate|total|salary(?: band)?|date|time|venue|location|address|dress code|agenda|tracking(?: number)?|reference|ref|order number|case number|account number|member(?:ship)? (?:id|number)|customer (?:id|number)|policy number|invoice number|claim number|ticket number|booking reference)\b(?!\s+(?:is|was|will|has|are)\s+(?:not|being)\b)/i;
const COPULA_FRAGMENT =
  /^(?:(?:the|our|my|your|all|some|free)\s+)?[\p{L}-]+(?:\s+[\p{L}-]+){0,3}\s+(?:available|reachable|contactable|accessible|included|provided|due|required|needed|expected|welcome|ready|closed|cancell?ed|confirmed|overdue|allowed|permitted|on me|on us)(?:\s|$)/iu;

const RETURN_BY =
  /^(?:(?:the|your|all)\s+)?((?:[\p{L}-]+\s+){0,2}(?:forms?|slips?|sheets?|books?|keys?|badges?|passes|cards?|laptops?|devices?|equipment|kits?|uniforms?|questionnaires?|surveys?|contracts?|documents?|paperwork))\s+back\s+(by|before)\s+(.+)$/iu;

/** The "-ing" verbs a note says a thing is doing ("card going round", "van running late"). */
const DOING = "going|coming|running|circulating|happening|starting|moving|heading|waiting|arriving|leaving";
const PROGRESSIVE_FRAGMENT = new RegExp(String.raw`^(?:(the|a|an|our|my)\s+)?(\p{L}+)\s+((?:${DOING})\b.*)$`, "iu");
/** "Card is going round": the same with its "is" but no article (a name, "Maria is leaving", keeps its own). */
const BARE_PROGRESSIVE = new RegExp(String.raw`^(\p{L}+)\s+is\s+((?:${DOING})\b.*)$`, "iu");

/** "weekly progress calls every Monday", "kick-off call on the 8th": an event and its time, with no verb. */
const WHEN_FRAGMENT =
  /^(?:the\s+)?(?:[\p{L}-]+\s+){0,3}(?:call|meeting|session|review|kick-off|kickoff|demo|workshop|training|calls|meetings|sessions|check-ins?)\s+(?:on|at|every|each)\s+/iu;

/** Reads one clause after its sentence's instruction. */
function readPiece(raw: string, st: Reading): void {
  if (/^\s*(?:hi|hello|hey|hiya|thanks|thank you|cheers)\s*[!.,]*\s*$/i.test(raw)) return;
  // ("I met Jordan at the meetup. Reach out, say ...": the order to write, with nothing of its own to say.)
  if (BARE_CONTACT.test(raw)) return;
  if (readVocative(raw, st) || readReminderThat(raw, st) || readGroupMust(raw, st)) return;
  if (/^\s*(?:urgent|important|asap|time[- ]sensitive|high priority)\s*[!.]*\s*$/i.test(raw)) {
    st.directives.urgent = true;
    return;
  }
  let piece = collapse(raw)
    .replace(DISCOURSE, "")
    .replace(PREAMBLE, "")
    // "connecting my friend Leo with Dana": an introduction of one to the other.
    .replace(/^connect(?:ing)?\s+(?!(?:with|me|us|you)\b)(.+)\s+with\s+(.+)$/i, "introduce $1 to $2");
  if (!piece || !/\p{L}/u.test(piece)) return;
  const contrast = piece.match(/^(?:but|however|though|although|that said),?\s+(?=\S)/i);
  if (contrast) {
    piece = piece.slice(contrast[0].length);
    st.contrast = true;
    // "but keep the door open for next year": what the writer would like, not an order to the reader.
    if (/^(?:keep|leave)\s+(?:the door|things|the option|the lines?|it)\s+open\b|^stay\s+in\s+touch\b/i.test(piece)) {
      addFact(st, `I would be glad to ${piece}`, "statement", true);
      return;
    }
  }
  // "Maybe ask if he could ...", "Politely but firmly ask for payment": the manner is a directive, the order follows.
  const manner = piece.match(MANNER_BEFORE_ORDER);
  if (manner) {
    readDirectives(manner[1]!, st);
    piece = piece.slice(manner[0].length);
  }
  if (describeIntroduced(st, piece) || pairPurpose(st, piece) || bothToReader(st, piece)) return;
  const met = readMetReader(piece, st);
  if (typeof met === "string") for (const p of splitClauses(met)) readPiece(p, st);
  if (met) return;
  if (st.pending === "introduce") {
    st.pending = null;
    if (!startsWithTool(piece)) piece = `introduce ${piece}`;
  } else if (st.pending && !startsWithTool(piece) && isReaderDo(piece)) piece = `${st.pending} ${piece}`;
  const trailing = piece.match(
    /(?:,\s*|\s+)(firmly|politely|nicely|gently|kindly|respectfully|urgently|asap|professionally|formally|briefly)$/i,
  );
  if (trailing && piece.length > trailing[0].length) {
    readDirectives(trailing[1]!, st);
    if (/urgently|asap/i.test(trailing[1]!)) st.directives.urgent = true;
    piece = piece.slice(0, -trailing[0].length);
  }
  if (readHandOn(piece, st)) return;
  if (STYLE.test(piece)) {
    readDirectives(piece, st);
    return;
  }
  const aside = splitAside(piece, st);
  if (aside) {
    readPiece(aside.rest, st);
    // The writer's own absence and return make one sentence ("I'm off Friday, and I am back on Monday").
    const last = st.items.at(-1);
    if (aside.mine && last && "fact" in last) last.fact.text = `${stripEnd(last.fact.text)}, and ${aside.sentence}`;
    else addFact(st, aside.sentence, "statement", true);
    return;
  }
  piece = sellAsPitch(piece, st);
  // Sentences made whole from a note: "everyone else off" (groupState); "food hygiene cert" in an application -> "I
  // have a food hygiene certificate".
  const whole = groupState(piece) ?? (st.purpose === "application" && !writesAsWe(st) ? credential(piece) : null);
  if (whole) {
    addFact(st, whole, "statement", true);
    return;
  }
  // "introduce our new intern Sam, starting Monday" -> "Sam starts on Monday"; "46 bags of rubbish collected" in a
  // thank-you -> "You collected 46 bags of rubbish". Pushed as said: their "they" and "you" are never re-read.
  const said = newcomerClause(piece, st) ?? tallyClause(piece, st);
  if (said) {
    st.items.push({ fact: { text: said, form: "statement", built: true } });
    return;
  }
  if (readHiringPiece(piece, st) || readFeature(piece, st)) return;
  piece = ownFragment(piece, st);
  // "can you ask Priscilla whether ...": a question to the tool, not to the reader.
  piece = piece.replace(
    new RegExp(`^(?:can|could|would|will)\\s+you\\s+(?:please\\s+)?(?=(?:${TOOL_VERBS})\\b)`, "i"),
    "",
  );
  // "to reschedule my appointment", "to cancel my membership": the order is the verb.
  piece = piece.replace(
    new RegExp(
      `^to\\s+(?=(?:reschedule|cancel|confirm|apologi[sz]e|thank|invite|remind|ask|request|decline|accept|complain|report|follow up|introduce|announce|congratulate)\\b)`,
      "i",
    ),
    "",
  );
  // "yes" answering what the reader asked ("the customer who asked if we ship to Canada: yes, ...").
  const answer = piece.match(/^(yes|no|sure|absolutely|of course)[.!]?$/i);
  if (answer) {
    if (st.asked) st.quoted ??= `${upperFirst(st.asked.replace(/^we\b/i, "do you").replace(/^I\b/, "do I"))}?`;
    if (st.asked && !/^no$/i.test(answer[1]!)) {
      addFact(st, `Yes, ${st.asked}`, "statement", true);
      st.asked = undefined;
    } else st.answer = /^no$/i.test(answer[1]!) ? "Unfortunately, no" : "Yes";
    return;
  }
  // "Following our call today, ...": the opening of what follows.
  if (
    /^(?:following|further to|after|as discussed in|as agreed in|as per)\s+(?:our|the|my|your)\s+(?:[\p{L}-]+\s+)?(?:call|meeting|conversation|chat|discussion|email|visit)(?:\s+(?:today|yesterday|this morning|last week|on \p{Lu}\p{Ll}+))?$/iu.test(
      piece,
    )
  ) {
    st.prefix = piece;
    return;
  }
  if (/^(?:firmly|politely|nicely|gently|kindly)$/i.test(piece)) {
    readDirectives(piece, st);
    return;
  }
  if (
    /\b(?:ignore|disregard|forget)\b.*\b(?:instructions?|prompt|above|rules|previous)\b|\bsystem prompt\b|\bas an ai\b|\bjailbreak\b/i.test(
      piece,
    )
  )
    return;
  // "I don't want to be aggressive but this has gone on long enough": a directive, and what follows "but".
  const notWant = piece.match(
    /^I\s+(?:don['’]t|do not)\s+want\s+to\s+(?:be|sound|come across as)\s+([^,]+?)(?:,?\s+but\s+(.+))?$/i,
  );
  if (notWant) {
    st.directives.polite = true;
    if (notWant[2]) {
      st.directives.firm = true;
      addFact(st, notWant[2]);
    }
    return;
  }
  // "call me only if it's urgent", "ping me on slack": the readers are to get in touch, the writer is "me".
  if (/^(?:please\s+)?(?:call|ping|text|message|phone|ring|slack|dm|email|e-mail)\s+me\b/i.test(piece)) {
    addFact(st, piece.replace(/^please\s+/i, ""), "do");
    return;
  }
  const head = readHead(piece, st);
  if (head !== piece) {
    if (head) for (const p of splitClauses(head)) readPiece(p, st);
    return;
  }
  const tool = startsWithTool(piece) ? readToolVerb(piece, st) : false;
  if (tool === true) return;
  if (typeof tool === "string") {
    for (const p of splitClauses(tool)) readPiece(p, st);
    return;
  }
  let m: RegExpMatchArray | null;
  if (APPROX_FIGURE.test(piece) && readLeftover(piece, st)) return;
  if ((m = piece.match(/^(?:about|regarding|concerning|re:?|on the subject of)\s+(.+)$/i))) {
    st.topic ??= stripEnd(m[1]!);
    addAsk(
      st,
      /\b(?:broken|damaged|leak(?:ing|s)?|faulty|not working|noise|noisy|mould|mold|pothole|blocked|flooding|outage)\b/i.test(
        m[1]!,
      )
        ? "report"
        : "about",
      m[1]!,
    );
    return;
  }
  const meeting = piece.match(
    /^(?:an?\s+)?(meeting|call|catch-up|chat)\s+request\b(?:\s+with\s+(?:my|our|the|a|you)?\s*\S*)?\s*(?:about|on|regarding|to discuss|for)?\s*(.*)$/i,
  );
  if (meeting) {
    addAsk(st, "schedule", `a ${meeting[1]!.toLowerCase()}${meeting[2] ? ` to discuss ${meeting[2]}` : ""}`);
    return;
  }
  if ((m = piece.match(/^that\s+(.+)$/i)) && isClause(m[1]!)) {
    addFact(st, m[1]!);
    return;
  }
  if ((m = piece.match(/^to\s+(\p{Ll}+\b.*)$/u))) {
    // "(call the dentist office) to move my appointment to Friday": the writer asks whether they could.
    if (/^(?:move|change|reschedule|rebook|push back|bring forward|switch|postpone)\s+(?:my|our)\s/i.test(m[1]!))
      addAsk(st, "whether", `${/^(?:we|our)$/i.test(m[1]!.split(/\s+/)[1]!) ? "we" : "I"} could ${m[1]}`);
    else addAsk(st, "purpose", m[1]!);
    return;
  }
  // "Haven't heard anything", "need correct boxes by Wednesday", "took over the accounts, grew revenue 18%": the
  // writer's own clause without its subject.
  const own = subjectless(piece, st);
  if (own) {
    readPiece(own, st);
    return;
  }
  if (
    /\?$/.test(piece) ||
    /^(?:can|could|would|will|should|do|does|did|is|are|have|has|may|shall)\s+(?:you|we|I|they|he|she|it|this|that|there)\b/i.test(
      piece,
    ) ||
    /^(?:who|what|when|where|why|how|which)\s+(?:do|does|did|is|are|can|could|should|will|would|was|were)\s+(?:I|we|you|they|he|she|it)\b/i.test(
      piece,
    )
  ) {
    addFact(st, piece.replace(/\?$/, ""), "question");
    return;
  }
  // "customer says the blender they bought stopped working": what the reader reported.
  if (
    (m = piece.match(
      /^(?:the\s+)?(?:customer|client|user|tenant|guest|they)\s+(?:says|said|reports|reported|told us|mentioned|complained|complains|wrote)\s+(?:that\s+)?(.+)$/i,
    )) &&
    (!/^they\b/i.test(piece) ||
      /\b(?:broke|broken|stopped|damaged|missing|late|wrong|faulty|never arrived|not working|doesn['’]t work|didn['’]t)\b/i.test(
        m[1]!,
      ))
  ) {
    st.readerPronoun ??= "they";
    addFact(st, m[1]!);
    const last = st.items.at(-1);
    if (last && "fact" in last) last.fact.reported = true;
    return;
  }
  // "we want a technician onsite by Thursday", "we need a refund": asks.
  if (
    (m = piece.match(
      /^we\s+(?:want|need|would like|['’]d like)\s+((?:a|an|the|some|our|your|written|full|a\s+full)\s+.+)$/i,
    ))
  ) {
    // "request a quote ... we want a dormer window": what the quote is for, not a second request.
    const quoted = st.items.some(
      (i) => "ask" in i && i.ask.kind === "get" && /\b(?:quote|quotation|estimate)\b/i.test(i.ask.text),
    );
    if (quoted) addFact(st, `We would like ${m[1]!}`, "statement", true);
    // "we need a senior react developer" in a recruitment e-mail: the job offered to the reader, not a thing asked for.
    else if (st.purpose === "recruitment" && JOB_WANTED.test(m[1]!)) readToolVerb(`recruit ${m[1]!}`, st);
    else if (!readPartyTo(m[1]!, st, true)) addAsk(st, "get", m[1]!);
    return;
  }
  // "I need it fixed asap": the reader is asked to arrange it.
  if (
    (m = piece.match(
      /^(?:(?:I|we)\s+)?(?:need|want|would like|['’]d like)\s+(it|this|that|them|the\s+[\p{L}\s-]+?)\s+(fixed|repaired|replaced|sorted(?: out)?|looked at|checked|cleaned|removed|done|resolved|collected|picked up)\b(.*)$/iu,
    ))
  ) {
    addAsk(st, "do", `arrange for ${m[1]!.replace(/^them$/i, "them")} to be ${m[2]}${m[3]}`);
    return;
  }
  // "we had the quarterly review on Tuesday and it went ok": a follow-up thanks the reader for it.
  if (
    (m = piece.match(
      /^(?:we|I)\s+(?:had|held|did|ran)\s+((?:the|our|a)\s+(?:[\p{L}-]+\s+){0,3}?(?:review|meeting|call|workshop|demo|session|presentation|kick-?off|check-in|catch-up|interview|visit|walkthrough))\s+((?:on\s+|last\s+|this\s+)?(?:\p{L}+day|yesterday|today|this morning|last week|week))(?:,?\s+and\s+it\s+went\s+(?:ok|okay|fine|well|great|really well))?(?:,?\s+(?:but|and)\s+(.+))?$/iu,
    ))
  ) {
    addFact(
      st,
      `Thank you again for ${m[1]!.replace(/^(?:the|a)\b/i, "our")} ${m[2]!.replace(/^(?:\p{Lu}|\p{Ll})\p{Ll}+day$/u, (d) => `on ${d}`)}`,
      "statement",
      true,
    );
    if (m[3]) readPiece(m[3], st);
    return;
  }
  // "there were a couple of things I promised to send over afterwards, namely the timeline and the budget".
  if (
    (m = piece.match(
      /^there\s+(?:were|are)\s+(?:a\s+couple\s+of|a\s+few|some|two|three)\s+things\s+I\s+promised\s+to\s+send(?:\s+over)?(?:\s+to\s+(?:you|the\s+\p{L}+))?(?:\s+afterwards)?,?\s+(?:namely|which are|:)\s+(.+)$/iu,
    ))
  ) {
    addAsk(st, "share", `${m[1]} as promised`);
    return;
  }
  // "I need someone to come out tomorrow", "need someone today if possible": the reader is asked to send someone.
  if (
    (m = piece.match(
      /^(?:(?:I|we)\s+)?(?:need|want|would like|['’]d like)\s+((?:someone|somebody|a\s+(?:technician|plumber|electrician|engineer|repair\s*(?:man|person)|locksmith|courier|driver))\s+(?:to\s+.+|(?:out\s+|round\s+|over\s+)?(?:today|tonight|tomorrow|this\s+(?:morning|afternoon|evening|week)|asap|as soon as possible)\b.*))$/i,
    ))
  ) {
    addAsk(st, "do", `send ${m[1]!.replace(/\s+to\s+come\s+(out|round|over)\b/i, " $1")}`);
    return;
  }
  // "I want a firm completion date in writing by Friday", "I want to know whether they will cover the cost".
  if (
    (m = piece.match(
      /^I\s+(?:(?:also\s+)?(?:want|would like|['’]d like|need)\s+to\s+(?:know|check|make sure|confirm)|(?:also\s+)?wanted\s+to\s+check)\s+(?:that\s+)?(.+)$/i,
    )) &&
    isClause(m[1]!.replace(/^(?:if|whether)\s+/i, ""))
  ) {
    addAsk(st, "whether", m[1]!.replace(/^if\b/i, "whether"));
    return;
  }
  if ((m = piece.match(/^(?:(?:I|we)\s+)?(?:want|would like|['’]d like|need)\s+to\s+know\s+(.+)$/i))) {
    // "need to know whether we can bring a cake, and parking": read as the question it is.
    if (/^(?:whether|if)\s/i.test(m[1]!) && readLeftover(m[1]!.replace(/^if\b/i, "whether"), st)) return;
    addAsk(st, "whether", m[1]!.replace(/^if\b/i, "whether"));
    return;
  }
  if (
    (m = piece.match(
      /^I\s+(?:want|would like|['’]d like|need)\s+((?:a|an|the|some|my|our|your|written|full)\s+.+)$/i,
    )) &&
    !/\b(?:to\s+(?:move|be|get|work|learn|grow|stay)\b)/i.test(m[1]!)
  ) {
    if (!readPartyTo(m[1]!, st, false)) addAsk(st, "get", m[1]!);
    return;
  }
  // "need everyone to review the PR today" to a team: the readers are asked.
  if (
    (m = piece.match(
      /^(?:(?:I|we)\s+)?(?:need|want|would like|['’]d like)\s+((?:everyone|everybody|all of you|you all)\s+to\s+.+)$/i,
    )) &&
    readPartyTo(m[1]!, st, /^we\b/i.test(piece))
  )
    return;
  // "I need you to send the contract", "we need them to confirm": an ask.
  if ((m = piece.match(/^(?:I|we)\s+(?:need|want|would like|['’]d like)\s+(?:you|them|him|her)\s+to\s+(.+)$/i))) {
    addAsk(st, "do", m[1]!);
    return;
  }
  // "I met Carla at the breakfast last week" when Carla is the reader: "It was great to meet you at ...".
  if (
    (m = piece.match(/^I\s+met\s+(\p{Lu}\p{L}+|you|him|her|them)\s+(at|during|on)\s+(.+)$/u)) &&
    (!st.recipient.name || st.recipient.name.startsWith(m[1]!) || !/^\p{Lu}/u.test(m[1]!))
  ) {
    if (/^\p{Lu}/u.test(m[1]!) && !st.recipient.name) recipientFrom(st, m[1]!);
    addFact(st, `It was great to meet you ${m[2]} ${m[3]}`, "statement", true);
    return;
  }
  // "welcome Aisha to the design team, starts monday": the newcomer is the subject of what they do next.
  const newcomer = st.items
    .flatMap((i) => ("ask" in i && /^(?:welcome-other|introduce)$/.test(i.ask.kind) ? [i.ask.text] : []))
    .map((t) => t.match(/^(\p{Lu}\p{Ll}+)\b/u)?.[1])
    .find(Boolean);
  if (newcomer && /^(?:starts|joins|begins|arrives|will start|will join|is starting|is joining)\b/i.test(piece)) {
    addFact(
      st,
      `${newcomer} ${piece.replace(/^(starts|joins|begins|arrives)\s+(?=(?:mon|tues|wednes|thurs|fri|satur|sun)day\b)/i, "$1 on ")}`,
    );
    return;
  }
  const experience = experienceNote(piece, writesAsWe(st));
  if (experience) {
    addFact(st, experienceAside(experience) ?? experience, "statement", true);
    return;
  }
  // "printer on floor 3 broken again": a note with its verb left out; the state is said with "is".
  const state = piece.match(HEADLINE_STATE);
  if (
    state &&
    !HEADLINE_NOT_SUBJECT.test(state[1]!.replace(/^the\s+/i, "")) &&
    // ("no need to return the broken one": a state word after "the" describes the noun after it.)
    !/\b(?:the|a|an|my|our|your|his|her|their|its|this|that|any|every)$/i.test(state[1]!) &&
    !/\b(?:is|are|was|were|be|been|being|has|have|had|got|gets|get|seems|looks|went|keeps|still|not)\b/i.test(state[1]!)
  ) {
    const np = state[1]!.replace(/^the\s+/i, "");
    // "arrived damaged - two mugs broken": the detail of the problem just reported.
    const counted = !/^the\s/i.test(state[1]!) && countedDetail(np, `${state[2]}${state[3] ?? ""}`, st.items.at(-1));
    if (counted) {
      if ("text" in counted) addFact(st, counted.text);
      return;
    }
    const head = np.split(/\s+(?:on|in|at|of|for|from|near)\s+/)[0]!;
    addFact(st, `The ${np} ${/s$/.test(head) && !/ss$/.test(head) ? "are" : "is"} ${state[2]}${state[3] ?? ""}`);
    return;
  }
  // "volunteers wanted for the book sale", "help needed with the move": a notice-board headline is said as a sentence.
  if (
    (m = piece.match(HEADLINE_WANTED)) &&
    !HEADLINE_NOT_SUBJECT.test(m[1]!) &&
    // "permission slips still needed", "no setup fee required": a statement with its verb left out, not a call.
    !/\b(?:still|also|now|already|not|no|never|always|usually|is|are|was|were|be)\b/i.test(m[1]!)
  ) {
    const [, who, verb, rest] = m;
    const said = `${/^(?:wanted|sought)$/i.test(verb!) ? "We are looking for" : "We need"} ${who}${rest ? ` ${rest}` : ""}`;
    addFact(st, said, "statement", true);
    return;
  }
  if (/^back\s+(?:on|at|in|from|next|tomorrow|by)\b/i.test(piece) && addFragment(st, piece)) return;
  // "consent forms back by Monday": the readers are to return them.
  const back = piece.match(RETURN_BY);
  if (back) {
    addFact(st, `return the ${back[1]!.toLowerCase()} ${back[2]!.toLowerCase()} ${back[3]}`, "do");
    return;
  }
  // "reopening tuesday 8am" after a closure: the place opens again then ("We will reopen on Tuesday at 8am").
  const reopen = piece.match(/^(?:and\s+)?(?:re-?opening|opening again|back open)\s+(.+)$/i);
  if (reopen) {
    const when = reopen[1]!.replace(
      /^((?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)\s+(\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm))$/i,
      "on $1 at $2",
    );
    addFact(
      st,
      `We will reopen ${when.replace(/^(?=(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b)/i, "on ")}`,
      "statement",
      true,
    );
    return;
  }
  // "Card is going round": a thing with no article, said with one.
  const bare = piece.match(BARE_PROGRESSIVE);
  if (
    bare &&
    nounish(bare[1]!.toLowerCase()) &&
    !pronounOf(bare[1]!) &&
    !/^(?:it|this|that|everyone|everything|nobody|nothing|someone|something|he|she|who|what|lunch|dinner|breakfast|traffic|parking|food|coffee|work|training|payroll|delivery|post|mail|time|money|business|life|construction|building|cleaning|maintenance)$/i.test(
      bare[1]!,
    )
  ) {
    addFact(st, `The ${bare[1]!.toLowerCase()} is ${bare[2]}`, "statement", true);
    return;
  }
  // "Card going round", "van running late": a thing and what it is doing, with its "is" left out.
  const doing = piece.match(PROGRESSIVE_FRAGMENT);
  if (doing && nounish(doing[2]!.toLowerCase())) {
    addFact(
      st,
      `${doing[1] ? upperFirst(doing[1]) : "The"} ${doing[2]!.toLowerCase()} is ${doing[3]}`,
      "statement",
      true,
    );
    return;
  }
  if (/^(?:please\s+)?(?:do not|don['’]t|never|always)\b/i.test(piece) || /^please\s+\p{Ll}+/iu.test(piece)) {
    addFact(st, piece.replace(/^please\s+/i, ""), "do");
    return;
  }
  if (
    LABEL_START.test(piece) ||
    CLOSED_ON.test(piece) ||
    COPULA_FRAGMENT.test(piece) ||
    // "my tasks covered by Omar": a thing done by someone, with its "is" left out.
    /^(?:my|our|the|your|his|her|their|all)\s+[\p{L}-]+(?:\s+[\p{L}-]+){0,3}?\s+(?:\p{L}+ed|done|taken|written|made|run|seen|sent)\s+by\s+\S/iu.test(
      piece,
    ) ||
    // ("the workshop on Thursday needs a second trainer" has its verb: a sentence, not an event and its time.)
    (WHEN_FRAGMENT.test(piece) && !isClause(piece)) ||
    /^(?:my\s+|the\s+|our\s+)?[\p{L} ]{1,30}\s+(?:attached|enclosed)$/iu.test(piece)
  ) {
    if (addFragment(st, piece)) return;
  }
  if (quoteSpec(st, piece) || freeRelative(st, piece) || closedDays(st, piece)) return;
  // "IT please fix", "Sam, please send the deck": the reader named, then the ask.
  if (
    (m = piece.match(/^([A-Z]{2,}|\p{Lu}\p{Ll}+)\s*,?\s+(?:please|pls|plz)\s+(\p{Ll}+)(.*)$/u)) &&
    !st.recipient.name
  ) {
    recipientFrom(st, m[1]!);
    addFact(st, `${m[2]}${m[3] ? m[3] : " it"}`, "do");
    return;
  }
  // "saves ~12% fuel" after the product offered: the product is the subject.
  if (
    /^\p{Ll}+s\s+\S/u.test(piece) &&
    st.items.some((i) => "ask" in i && /^(?:offer|about|share)$/.test(i.ask.kind)) &&
    !/^\p{Ll}+s\s+(?:are|were|have|had|will|can|could|should|would|may|might|must|do|did|need|seem|look)\b/u.test(
      piece,
    ) &&
    nlp(`It ${piece}`).has("^It #PresentTense")
  ) {
    addFact(st, `It ${piece}`, "statement", true);
    return;
  }
  // "the one they sent has the wrong PO number and whether they can extend payment": a statement, then a question.
  const andWhether = piece.match(/^(.+?)\s+and\s+(?:whether|if)\s+(\S+\s+\S+.*)$/i);
  if (andWhether && isClause(andWhether[1]!) && isClause(andWhether[2]!)) {
    readPiece(andWhether[1]!, st);
    addAsk(st, "whether", andWhether[2]!);
    return;
  }
  if (isClause(piece) && st.reminding && !/^I\b/.test(piece)) {
    addAsk(st, "remind-that", piece);
    st.reminding = false;
    return;
  }
  if (isClause(piece)) {
    addFact(
      st,
      st.roleNoun && /^I(?:['’]m| am)\s+(?:still\s+)?(?:very\s+|really\s+)?interested$/i.test(piece)
        ? `${piece} in the ${st.roleNoun}`
        : piece,
    );
    return;
  }
  if (isReaderDo(piece)) {
    addFact(st, piece.replace(/^please\s+/i, ""), "do");
    return;
  }
  // "from 1 March Jo is our new head of support": a time, then the news.
  const timed = piece.match(
    /^((?:from|as of|starting|effective|from next|on|next|this)\s+[^,]{1,25}?)\s+(\p{Lu}[\p{L}'’-]+\s+(?:is|are|will|moves|joins|takes|starts|becomes|has|leaves)\b.*)$/u,
  );
  if (timed) {
    addFact(st, `${timed[1]![0]!.toUpperCase()}${timed[1]!.slice(1)}, ${timed[2]}`);
    return;
  }
  // "Pizza on Friday at 1pm to celebrate": a treat on a day.
  if (
    /^(?:pizza|drinks|lunch|dinner|cake|coffee|breakfast|snacks|donuts|doughnuts)\s+(?:on|at|this|next|tomorrow|today)\b/i.test(
      piece,
    )
  ) {
    addFact(st, `There will be ${piece.replace(/^\p{Lu}/u, (c) => c.toLowerCase())}`, "statement", true);
    return;
  }
  if (readLeftover(piece, st)) return;
  if (readLoosePhrase(piece, st)) return;
  // "leave by the nearest exit" after a reminder: a bare imperative is something the reader should do, not what the
  // email is "about".
  if (
    st.items.length &&
    /^\p{Ll}+\s+(?:by|in|at|to|from|through|via|the|your|a|an|it|them|before|after|on)\b/u.test(piece) &&
    nlp(piece).terms().first().has("#Infinitive")
  ) {
    addFact(st, piece, "do");
    return;
  }
  if (!addFragment(st, piece) && piece.split(/\s+/).length >= 3) {
    if (/^\p{Ll}+ing\b/u.test(piece)) addAsk(st, "about", piece);
    else
      addAsk(
        st,
        "about",
        piece.replace(/^(?:the|a|an)\s+/i, (d) => d.toLowerCase()),
      );
  }
}

/** A headline: a bare noun phrase, then "wanted"/"needed" ("volunteers wanted for the book sale Saturday"). */
const HEADLINE_WANTED =
  /^((?:[\p{Ll}\d-]+\s+){0,2}[\p{Ll}-]+)\s+(wanted|needed|required|sought)(?:\s+((?:for|to|at|on|by|with|this|next|from|asap|urgently)\b.*))?$/iu;
/** A note: a noun phrase, then its state ("printer on floor 3 broken again", "the lift out of order"). */
const HEADLINE_STATE =
  /^((?:the\s+)?(?:[\p{Ll}\d-]+\s+){0,4}[\p{Ll}\d-]+)\s+(broken|down|delayed|cancell?ed|closed|out of order|not working|leaking|jammed|stuck|flooded|blocked)\b(.*)$/u;
/** The first word is a subject or a determiner ("the client wanted a call", "we needed more time"): not a headline. */
const HEADLINE_NOT_SUBJECT =
  /^(?:i|we|you|he|she|it|they|who|which|that|this|these|those|the|a|an|my|our|your|his|her|their|its|someone|everyone|nobody|anyone|what|if|and|but|so|just|really|still)\b/i;

/** The noun phrase the email is about, for subjects and "it". */
function topicOf(st: Reading): string | null {
  if (st.topic && !LIST_HEAD.test(st.topic)) return st.topic;
  const first = asks({ items: st.items } as EmailFacts).find(
    (a) => a.text && !/^(?:tell|announce|whether|do|purpose)$/.test(a.kind) && !LIST_HEAD.test(a.text),
  );
  return first ? first.text : null;
}

export { writesAsCustomer };

export function analysePrompt(
  prompt: string,
  audience: EmailAudience = "client",
  purpose: EmailPurpose = "business",
): EmailFacts {
  const cleaned = cleanPrompt(prompt);
  const lang = detectLanguage(cleaned);
  const st = freshReading(audience, purpose);
  if (lang === "en") {
    try {
      readEnglish(st, cleaned);
      thankedReader(st);
      // "resignation email to my manager ...": the resignation itself is the first thing the email says.
      const saidOwn = st.items.some((i) =>
        /\b(?:quit|quitting|resign\w*|leaving)\b/i.test("ask" in i ? i.ask.text : i.fact.text),
      );
      if (resigning(st, cleaned, audience) && !saidOwn && !st.items.some((i) => "ask" in i && i.ask.kind === "notice"))
        st.items.unshift({ ask: { kind: "notice", text: "my resignation" } });
    } finally {
      clearClauseMemo();
    }
  }
  const asCustomer = lang === "en" && writesAsCustomer(cleaned);
  // A customer writing to a company that is not named: "Dear Sir or Madam", never "[Customer's Name]".
  if (asCustomer && !st.recipient.name && !st.recipient.org && !st.recipient.group && !st.recipient.role)
    st.recipient.institution = true;
  const intent = lang === "en" ? (resigning(st, cleaned, audience) ? "notice" : intentOf(st, cleaned)) : "request";
  const items = productBeforeOffer(tidyItems(st.items));
  // A payment chase that never asks for the money ("chase X about invoice 882, 21 days overdue") asks for it.
  if (
    intent === "payment" &&
    !asCustomer &&
    !items.some((i) => "ask" in i && /\b(?:pay|paid|payment|settle|remit|transfer)/i.test(i.ask.text)) &&
    !items.some((i) => "fact" in i && i.fact.form !== "statement" && /\b(?:pay|payment|settle)/i.test(i.fact.text))
  )
    items.push({ ask: { kind: "get", text: "payment" } });
  // A call for help ("volunteers wanted for ...") that never says how to answer asks the reader to, last.
  if (
    items.some((i) => "fact" in i && i.fact.built && /^We (?:are looking for|need) /.test(i.fact.text)) &&
    !items.some((i) => "ask" in i || i.fact.form !== "statement") &&
    !/\b(?:reply|sign up|let me know|email|contact|register)\b/i.test(cleaned)
  )
    items.push({ fact: { text: "let me know if you can help", form: "do", built: true } });
  return {
    lang,
    asCustomer,
    recipient: st.recipient,
    sender: st.sender,
    items,
    directives: st.directives,
    intent,
    topic: topicOf(st),
    quoted: st.quoted,
    audience,
  };
}

function freshReading(audience: EmailAudience, purpose: EmailPurpose, text = ""): Reading {
  return {
    text,
    recipient: emptyRecipient(),
    sender: { name: null, title: null },
    items: [],
    directives: { firm: false, polite: false, brief: false, urgent: false, plain: false },
    topic: null,
    quoted: null,
    audience,
    purpose,
    readerPronoun: null,
    pending: null,
    answer: null,
    roleNoun: null,
    contrast: false,
    continuing: false,
  };
}

/**
 * The reader when the prompt only says "them" ("We need to renegotiate the rates with FastFreight ... ask them to
 * send their new rate card"): the one organisation, role or person the prompt names.
 */
function inferReader(text: string, sender: string | null): Partial<Recipient> | null {
  const orgs = new Set<string>();
  // ("Harper & Co": the ampersand joins one name, never leaving "Co" on its own.)
  for (const m of text.matchAll(/(?:^|[\s(])((?:\p{Lu}[\p{L}&'’-]*)(?:\s+(?:&\s+)?\p{Lu}[\p{L}&'’-]*){0,3})/gu)) {
    const phrase = m[1]!.replace(/['’]s$/, "");
    if (isOrg(phrase) && !/^(?:I|The|We|Our|My)\b/.test(phrase)) orgs.add(phrase);
  }
  // "ordered 40 chairs from Seatwell": a capitalised word after "from"/"with" that is no person, place or day.
  for (const m of text.matchAll(
    /\b(?:from|with(?:\s+the(?=\s+\p{Lu}\p{Ll}+\s+team\b))?|(?:sent|issued|billed|invoiced|delivered|owed)\s+to|owed\s+by)\s+(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)\b/gu,
  )) {
    const w = m[1]!;
    if (
      w !== sender &&
      !pronounOf(w) &&
      !/^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|I)$/.test(
        w,
      ) &&
      nlp(w).people().length === 0 &&
      nlp(w).places().length === 0
    )
      orgs.add(w);
  }
  // "supplier Kestrel Packaging sent the wrong boxes": a business role and its organisation, written about as the reader.
  const business = text.match(
    /\b(?:(?:the|our|my)\s+)?(supplier|vendor|contractor|courier|landlord|letting agent|caterer|printer)\s+((?:\p{Lu}[\p{L}&'’-]*)(?:\s+\p{Lu}[\p{L}&'’-]*){0,3})/u,
  );
  if (business && !pronounOf(business[2]!) && nlp(business[2]!).people().length === 0)
    return { role: business[1]!.toLowerCase(), org: business[2]!, pronoun: "they" };
  const role = text.match(new RegExp(`\\b(?:the|my|our)\\s+(${PERSON_ROLES})\\s*\\(([^)]+)\\)`, "iu"));
  if (role)
    return isOrg(role[2]!) || orgs.has(role[2]!)
      ? { role: role[1]!.toLowerCase(), org: role[2]!, pronoun: "they" }
      : { role: role[1]!.toLowerCase(), name: role[2]!, pronoun: "they" };
  if (orgs.size === 1 && /\b(?:they|them|their)\b/i.test(text)) return { org: [...orgs][0]!, pronoun: "they" };
  // "Cancel Thursday's 1:1 with Mia": the one person the prompt names.
  const people = [
    ...new Set(
      (nlp(text).people().out("array") as string[]).map((p) =>
        p
          .replace(/[^\p{L}]+$/u, "")
          .replace(/['’]s$/, "")
          .trim(),
      ),
    ),
  ];
  if (
    people.length === 1 &&
    orgs.size === 0 &&
    new RegExp(`\\bwith\\s+${people[0]}\\b|^${people[0]}\\b`, "i").test(text) &&
    // "your check-up with Dr Evans": the note already speaks to its reader, and the one named is someone else.
    !new RegExp(`\\byour\\s+(?:[\\p{L}-]+\\s+){0,3}with\\s+${people[0]}\\b`, "iu").test(text)
  )
    return { name: people[0]!, pronoun: pronounOf(people[0]!) };
  // "I snapped at Ben in the meeting ... apologise": the one person the writer did something to is the reader.
  if (people.length === 1 && new RegExp(`\\bI\\s+(?:[\\p{Ll}'’]+\\s+){1,3}${people[0]}\\b`, "u").test(text))
    return { name: people[0]!, pronoun: pronounOf(people[0]!) };
  return null;
}

function readEnglish(st: Reading, cleaned: string): void {
  let text = normalisePrompt(cleaned)
    .replace(
      // "quit my gym membership": a cancellation.
      /\b(?:quit|end|stop|terminate)\s+(my|our)\s+((?:[\p{L}-]+\s+){0,2}(?:membership|subscription|plan|contract))\b/giu,
      "cancel $1 $2",
    )
    // "quit my job as a teaching assistant, ...": the writer resigns (never "Please quit my job ...").
    .replace(/^(\s*)(?:quit|leave)\s+my\s+(job|role|position|post)\b/i, "$1resign from my $2");
  st.text = text;
  // A message the user answers: "reply to Ahmed's email 'Can you send the Q2 deck?'".
  const quote = text.match(
    /(?:email|message|note|question|asked|wrote|said|says)[:,]?\s*["“'‘]([^"”’]{3,200}?)["”'’](?=\s|$|[,.;:-])/i,
  );
  if (quote) {
    st.quoted = quote[1]!.trim();
    text = text.replace(quote[0], quote[0].slice(0, quote[0].search(/["“'‘]/)).trim());
  }
  st.roleNoun =
    text.match(/\b(role|position|job|opening|opportunity|internship|vacancy)\b/i)?.[1]!.toLowerCase() ??
    (/\b(?:interview|application)\b/i.test(text) ? "role" : null);
  // "email a potential partner, a local brewery called Hopworks, proposing ...": the reader's business, lifted out.
  const readerDescribed = liftReaderDescription(text);
  if (readerDescribed) {
    text = readerDescribed.text;
    if (readerDescribed.org) {
      st.recipient.org = readerDescribed.org;
      st.recipient.pronoun = "they";
    }
  }
  // "the workshop, which is on thursday, needs a second trainer": a relative clause between commas is part of its
  // sentence ("the workshop on Thursday needs ..."), never a clause of its own.
  text = text.replace(
    /(\p{Ll}),\s+(?:which|that)\s+(?:is|are|was|were)\s+((?:on|in|at|for|from|next|this|by|planned for|scheduled for|booked for)\s+[^,;:.!?()]{2,40}?),\s+(?=\p{Ll}+\b)/gu,
    (_m, last: string, where: string) => `${last} ${where.replace(/^(?:planned|scheduled|booked)\s+for\s+/i, "on ")} `,
  );
  const described = liftAppositions(text);
  text = described.text;
  readSentences(st, text);
  secondReading(st, text);
  sayAppositions(described.found, st.recipient, st.items);
}

function secondReading(st: Reading, text: string): void {
  // Second reading, when the reader was named only after the first statements (they must be rewritten for "you"),
  // or can be guessed from the one organisation or person the prompt names when it only says "them".
  const r = st.recipient;
  const unknown = !r.name && !r.org && !r.role && !r.group && !r.institution;
  const guess =
    unknown &&
    /\b(?:they|them|their|with\s+\p{Lu})|\bI\s+(?:\p{Ll}+\s+){1,3}\p{Lu}\p{Ll}+|\b(?:supplier|vendor|contractor|courier|landlord|letting agent|caterer|printer)\s+\p{Lu}/u.test(
      text,
    )
      ? inferReader(text, st.sender.name)
      : null;
  if (unknown ? !guess : st.readerAt === 0) return;
  const again = freshReading(st.audience, st.purpose, text);
  Object.assign(again.recipient, unknown ? (guess ?? {}) : r);
  again.readerPronoun = st.readerPronoun;
  again.quoted = st.quoted;
  again.roleNoun = st.roleNoun;
  readSentences(again, text);
  Object.assign(st, again);
}

/** "SQL, Excel, Power BI." in an application: the writer's skills (email-generator.application-list.ts). */
function skillList(sentence: string, st: Reading): boolean {
  const said = applying(st) ? applicationList(sentence) : null;
  for (const x of said ?? []) addFact(st, x, "statement", true);
  return Boolean(said);
}

function readSentences(st: Reading, text: string): void {
  for (const sentence of promptSentences(text)) {
    const s = readSender(collapse(sentence), st);
    if (!s || !/\p{L}{2}/u.test(s)) continue;
    const rest = readHead(s.replace(DISCOURSE, "").replace(PREAMBLE, ""), st);
    if (!rest || skillList(rest, st)) continue;
    st.continuing = false;
    for (const p of splitClauses(rest.replace(/[.!]+$/, ""))) {
      // "Ask her to send the contract, confirm the new rate, and ...": the verbs after the first belong to the same ask.
      const bare = p.replace(/^(?:and|also)\s+/i, "");
      if (
        st.continuing &&
        /^(?:confirm|send|share|sign|approve|review|check|update|provide|fill out|complete|return|pay|book|add|include|forward)\b/i.test(
          bare,
        )
      ) {
        addAsk(
          st,
          "do",
          /^confirm\s+(?!that\b)/i.test(bare) && isClause(bare.replace(/^confirm\s+/i, ""))
            ? bare.replace(/^confirm\s+/i, "confirm that ")
            : bare,
        );
        continue;
      }
      const before = st.items.length;
      readPiece(p, st);
      const added = st.items.slice(before);
      st.continuing = added.some((i) => "ask" in i && i.ask.kind === "do");
    }
  }
}

/** Drops empty markers and repeated items. */
function tidyItems(items: Item[]): Item[] {
  const seen = new Set<string>();
  return items.filter((i) => {
    const key = "ask" in i ? `${i.ask.kind}:${i.ask.text}` : `fact:${i.fact.text}`;
    if (seen.has(key)) return false;
    seen.add(key);
    // "three things: ..." heads the list that follows; it is no ask of its own.
    if ("ask" in i && LIST_HEAD.test(i.ask.text) && items.length > 1) return false;
    return "fact" in i ? Boolean(i.fact.text) : true;
  });
}
