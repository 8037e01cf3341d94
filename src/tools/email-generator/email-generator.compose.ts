/**
 * The paragraphs of an English email, planned by length (short 1-2, medium 3-4, long 5+; greeting and sign-off not
 * counted). The first paragraph says why the email is written (the context and the main ask); the next ones carry
 * the other asks and facts in the prompt's order; the supporting sentences, the call to action and the closing come
 * from the sentence library by intent, tone, audience and the prompt's directives.
 */
import { introducesPair, PAIR_VALUE } from "./email-generator.introduce";
import type { EmailTemplateInput } from "./contract";
import { contentOf } from "./email-generator.content";
import {
  AFTER_MEETING,
  ALT_CLOSING,
  ALT_CLOSING_NEWS,
  AUDIENCES,
  BOOKING_TIMES,
  CANCEL_CONFIRM,
  THANKS_TEAM,
  FORMAL_NEXT,
  INTENTS,
  INTRO_OTHER,
  PERSONAL_INTRO,
  THANKS_CUSTOMER,
  THANKS_APPLICANT,
  TONE_MORE,
  TONE_NEXT,
  TONES,
} from "./email-generator.data";
import { REGISTER, TREAT, asks, facts, type EmailFacts, type Intent } from "./email-generator.model";
import { contractOutside, speaksAsWe, upperFirst } from "./email-generator.text";
import { isBadNews } from "./email-generator.reading";
import { splitAtStops } from "../../shared/text/abbreviations";

/** Intents whose email expects no answer: they close without "I look forward to hearing from you". */
const NO_REPLY: ReadonlySet<Intent> = new Set([
  "sympathy",
  "thanks",
  "congrats",
  "announcement",
  "update",
  "decline",
  "sick",
  "apology",
  "notice",
  "acceptance",
]);
/** Intents where a sentence about an existing relationship would ring false (cold or one-off emails): they get the audience's first-contact line. */
const NO_AUDIENCE_LINE: ReadonlySet<Intent> = new Set([
  "sales",
  "recruit",
  "networking",
  "complaint",
  "application",
  "decline",
  "introduction",
  "notice",
  "sick",
  "reply",
]);
/** Intents where a sentence about the relationship would ring false: they get the audience's offer to talk instead. */
const NO_LINE: ReadonlySet<Intent> = new Set(["decline", "complaint", "notice", "apology", "ending"]);
/** Intents that ask something of the reader: the tone's "please give this your attention" sentence suits them. */
const ASKING: ReadonlySet<Intent> = new Set([
  "request",
  "payment",
  "meeting",
  "follow-up",
  "reminder",
  "complaint",
  "proposal",
  "time-off",
  "sales",
]);

/** Intents whose bad news comes from the writer's side: it is said with an apology. */
const SORRY_FOR: ReadonlySet<Intent> = new Set(["update", "announcement", "cancellation"]);
/** Intents whose "why it matters" sentence is the feeling the email exists to say (thanks, sympathy, an apology). */
const FEELING: ReadonlySet<Intent> = new Set([
  "thanks",
  "congrats",
  "sympathy",
  "welcome",
  "invitation",
  "sick",
  "cancellation",
  "apology",
  "decline",
  "follow-up",
  "meeting",
  "application",
  "time-off",
  "acceptance",
  "introduction",
  "complaint",
]);
/** Planned downtime or closure, which is a notice rather than bad news to apologise for. */
const PLANNED =
  /\bfor (?:the |a |an |our )?(?:scheduled |planned |routine |annual )?(?:maintenance|upgrades?|bank holiday|public holiday|holidays?|christmas|easter|training|inventory|stocktake|deep clean)\b|\b(?:scheduled|planned) (?:maintenance|downtime|closure|outage)\b/i;

/** Readers who serve the writer: a fault reported to them is theirs to fix, not the writer's to apologise for. */
const SERVES_WRITER =
  /^(?:landlord|landlady|property manager|letting agent|agent|plumber|electrician|builder|mechanic|contractor|supplier|vendor|caretaker|council|realtor|accountant|lawyer)$/;

/** The apology for bad news the writer breaks, by voice and register (formal, neutral, warm). */
const APOLOGY: Record<"I" | "we", [string, string, string]> = {
  I: ["I apologise for the inconvenience.", "I am sorry for the inconvenience.", "I'm really sorry about this."],
  we: ["We apologise for the inconvenience.", "We are sorry for the inconvenience.", "We're really sorry about this."],
};
/** A sentence about what the writer will do next. */
const STEP =
  /^(?:(?:I|We)(?:['’]ll| will| can| am going to| are going to| plan to)\b|To put this right\b|To make up for it\b|In the meantime\b|If it helps\b)/;
/** A sentence that asks the reader for something ("Could you ...?", "Please send ..."). */
const ASK_SENTENCE = /\?$|^(?:Please|Could|Would|Can|Will|I would like|I'd like)\b/;
/** The prompt gives a date or a deadline ("by Friday", "March 3", "on the 14th", "within 7 days"). */
const DATED =
  /\b(?:by|before|until|within|on)\s+(?:the\s+)?(?:\d|mon|tue|wed|thu|fri|sat|sun|next|this|end|tomorrow|today|tonight)|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d|\b\d{1,2}(?:st|nd|rd|th)\b|\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow)\b/i;

/** Splits sentences into `parts` groups of about the same size. */
function chunk(sentences: string[], parts: number): string[][] {
  if (parts <= 1 || sentences.length <= 1) return [sentences];
  const size = Math.ceil(sentences.length / parts);
  const out: string[][] = [];
  for (let i = 0; i < sentences.length; i += size) out.push(sentences.slice(i, i + size));
  return out;
}

/** The job a rejection is about ("the marketing coordinator role"). */
export function roleOf(f: EmailFacts): string | null {
  return (
    facts(f)
      .map((x) => x.text.match(/\b((?:the|our)\s+(?:[\p{L}-]+\s+){0,3}(?:role|position|job|opening|vacancy))\b/iu)?.[1])
      .find(Boolean) ?? null
  );
}

/**
 * Whether the audience's sentence suits this email: an offer of a call not where the email already arranges one, a
 * first-contact line only in a pitch, and no "we value our work together" in a firm reminder or
 * to a reader who is not the chosen audience (a landlord, a teacher, a company the writer is a customer of).
 */
function audienceLineFits(
  said: string,
  line: { formal: string; informal: string; cold: string; channel: string; network?: string },
  f: EmailFacts,
  content: string,
  readerIsOther: boolean,
  solo: boolean,
  urgent = false,
): boolean {
  if (!said) return false;
  // "We value our work together", "Thank you for being our customer": a business's lines, not one person's to a
  // client or a company they write to.
  if (
    solo &&
    (f.audience === "client" || f.audience === "customer") &&
    (said === line.formal || said === line.informal || (f.audience === "customer" && said === line.channel))
  )
    return false;
  // An invitation ("invite Dr. Singh to speak at our conference") may be the first contact: no "We value our
  // partnership" unless the prompt says they have worked together.
  if (
    f.intent === "invitation" &&
    (said === line.formal || said === line.informal) &&
    !/\b(?:again|as always|partnership|continue|once more|every year|last year|as usual)\b/i.test(content)
  )
    return false;
  // A reminder or a payment chase asks for a task done: "Thank you all for the way you work together" and "We value
  // our work together and your trust in us" are padding there.
  if ((f.intent === "reminder" || f.intent === "payment") && (said === line.formal || said === line.informal))
    return false;
  // "Thank you for your time at the final round" already thanks them for their time.
  if (/\byour time\b/i.test(said) && /\byour time\b/i.test(content)) return false;
  // A thank-you asks for nothing: no offer of a call. An invitation is itself an occasion to meet, a congratulation
  // is not an agenda item, and urgent work cannot wait: none is gone through "at our next team meeting".
  if (said === line.channel && f.intent === "thanks") return false;
  if (
    said === line.channel &&
    /\bnext\b[^.]*\bmeeting\b/i.test(said) &&
    (urgent || f.intent === "invitation" || f.intent === "congrats")
  )
    return false;
  // "Thanks a lot!" after congratulations thanks the reader for nothing.
  if (f.intent === "congrats" && /^thanks\b/i.test(said)) return false;
  // Neighbours, family, friends, a landlord, a child's teacher: business lines about calls and working together ring false.
  if (PERSONAL_READER.test(f.recipient.role ?? "")) return false;
  // A call or a visit the email itself asks for (not "before the board meeting").
  const arranged = asks(f).some(
    (a) =>
      /^(?:schedule|reschedule)$/.test(a.kind) ||
      (/^(?:whether|do|get)$/.test(a.kind) && /\b(?:call|chat|meet|meeting|coffee|visit|video)\b/i.test(a.text)),
  );
  if (said === line.channel)
    return !arranged && !/\b(?:our|the|this|that)\s+(?:[\w:-]+\s+){0,3}(?:call|chat|visit|catch-up)\b/i.test(content);
  if (said === line.cold) return f.intent === "sales" || f.intent === "proposal" || !line.network;
  if (said === line.network) return true;
  // (An urgent e-mail closes by thanking the reader for treating it as a priority: no "Thank you all for the way you
  // work together" before that.)
  if (urgent && /\b(?:thank|appreciat)/i.test(said)) return false;
  return !f.directives.firm && !readerIsOther && !f.asCustomer;
}

/** An application turned down ("the position has been filled", "not selected"). */
const TURNED_DOWN =
  /\b(?:filled|unsuccessful|not\s+(?:been\s+)?(?:selected|shortlisted|successful)|another\s+candidate|someone\s+else|not\s+(?:to\s+)?(?:move|progress)\w*)\b/i;

/** Readers a business serves ("We look forward to continuing to serve you" suits them, not job applicants). */
const CUSTOMER_READER =
  /\b(?:customers?|clients?|guests?|members?|subscribers?|users?|shoppers?|diners?|patients?|buyers?|visitors?)$/;

export const PERSONAL_READER =
  /\b(?:neighbou?rs?|roommate|flatmate|housemate|landlord|landlady|school|nursery|daycare|kindergarten|teacher|principal|headteacher|head teacher|head of year|headmaster|headmistress|form tutor|mum|mom|dad|mother|father|aunt|uncle|grandma|grandpa|grandmother|grandfather|cousin|sister|brother|friends?|wife|husband)\b/i;

/** "Should you have any questions, ...": an offer of help that an offer to talk already makes. */
const GENERIC_NEXT = /\b(?:any questions|anything (?:else|further)|anything is unclear|require anything)\b/i;

/** A reader that is a business or a household ("small law firm", "cafe", "familie" from "families"). */
const BUSINESS_ROLE =
  /((?:law |accountancy |architecture |dental |vet(?:erinary)? )?(?:firm|practice|cafe|café|restaurant|shop|salon|bakery|gym|clinic|school|nursery|hotel|pub|bar|agency|studio|charity|surgery|garage|familie|family|household|store|startup|business))$/u;

const firstWords = (s: string) => s.split(/\s+/).slice(0, 2).join(" ").toLowerCase();

export function paragraphsFor(f0: EmailFacts, input: Omit<EmailTemplateInput, "prompt">, prompt: string): string[] {
  const { tone, audience, length } = input;
  // "bakery owners", or a pitch to "small law firms", "local cafes": "could make a real difference for your law firm".
  const business =
    f0.recipient.role?.match(/([\p{L}-]+)\s+owners?$/u)?.[1] ??
    f0.recipient.role?.match(BUSINESS_ROLE)?.[1]?.replace(/ie$/, "y") ??
    null;
  const { lead, details } = contentOf(f0, input, prompt, business);
  // A reminder of an event that sets the reader no task ("remind tenants that the fire alarm test is on Thursday")
  // is a notice: it closes like news, with no "I look forward to hearing from you" or "If it cannot be done in time".
  const f: EmailFacts = eventReminder(f0, [...lead, ...details].join(" ")) ? { ...f0, intent: "announcement" } : f0;
  const t = TONES[tone];
  const reg = REGISTER[tone];
  const col = reg === "formal" ? 0 : reg === "warm" ? 2 : 1;
  const nextCol = tone === "casual" ? 2 : reg === "warm" ? 1 : 0;
  const introOther = f.intent === "introduction" && asks(f).some((a) => a.kind === "introduce");
  const copy = introOther
    ? introducesPair(f.items)
      ? { ...INTRO_OTHER, value: PAIR_VALUE }
      : INTRO_OTHER
    : f.intent === "thanks" && /^(?:applicants|candidates)$/.test(f.recipient.role ?? "")
      ? { ...INTENTS.thanks, next: THANKS_APPLICANT[TURNED_DOWN.test(prompt) ? "declined" : "open"] }
      : f.intent === "thanks" && audience === "customer" && CUSTOMER_READER.test(f.recipient.role ?? "customers")
        ? { ...INTENTS.thanks, next: THANKS_CUSTOMER }
        : f.intent === "thanks" &&
            (audience === "team" || f.recipient.group) &&
            !/\b(?:panel|committee|interviewers)\b/.test(f.recipient.role ?? "") &&
            !asks(f).some((a) => a.kind === "thank" && /\b(?:me|my)\b/i.test(a.text))
          ? { ...INTENTS.thanks, next: THANKS_TEAM }
          : INTENTS[f.intent];
  // A long email gives the prompt's own reason a paragraph before any stock line: "X because Y" is said as "X." and
  // "This is because Y." (the reason comes straight after what it explains).
  if (length === "long") {
    reasonApart(lead, details);
    // The prompt's own sentences are the paragraphs' first material: "The cost is £18. Permission slips are due
    // Friday." gives two sentences to share out before any stock line is taken.
    details.splice(0, details.length, ...details.flatMap(sentencesOf));
  }
  oneApology(lead, details);
  // Turning a candidate down: thank them for their interest in the role first.
  const role = f.intent === "decline" && !asks(f).some((a) => a.kind === "decline") ? roleOf(f) : null;
  if (role) {
    lead.unshift(`Thank you for your interest in ${role}.`);
    lead[1] = lead[1]!.replace(role, "the role");
  }
  const join = (...parts: (string | undefined | false | null)[]) => parts.filter(Boolean).join(" ");

  // Supporting sentences.
  // "Please join me in welcoming Leah!" is said to a group, not to the two people an introduction is for.
  const newcomer = facts(f)
    .filter(() => f.intent !== "introduction")
    .map((x) => x.text.match(/^(\p{Lu}\p{Ll}+)(?:\s+\p{Lu}\p{Ll}+)?\s+(?:is|will be)\s+(?:our|the)\s+new\b/u)?.[1])
    .find(Boolean);
  const companyApology =
    f.intent === "apology" &&
    /\b(?:our apologies|We(?:['’]re| are)(?: \w+)? sorry|We apologi[sz]e)\b/.test([...lead, ...details].join(" "));
  // A follow-up after a meeting is not a chase: it offers help rather than asking why nobody answered.
  const afterMeeting =
    (f.intent === "follow-up" &&
      asks(f).some(
        (a) =>
          a.kind === "follow-up" &&
          /\b(?:after|meeting|call|interview|demo|visit|conversation|chat|pitch)\b/i.test(a.text),
      )) ||
    facts(f).some((x) => /^Thank you again for our\b/.test(x.text));
  const afterMeetingValue =
    (f.intent === "thanks" &&
      asks(f).some(
        (a) => a.kind === "thank" && /\b(?:interview|meeting|call|chat|visit|tour|demo|conversation)\b/i.test(a.text),
      )) ||
    afterMeeting;
  // The prompt's own thanks ("thank her for everything") already said it: the library's thank-you line goes.
  const thanked = !/^(?:thanks|congrats)$/.test(f.intent) && /\bthank/i.test([...lead, ...details].join(" "));
  // The prompt's own "I enjoyed talking about ..." already says it: no second "I really enjoyed our conversation".
  const enjoyed = [...lead, ...details].some((s) => /\bI (?:really |especially )?enjoyed\b/.test(s));
  const value0 = afterMeetingValue
    ? enjoyed
      ? ""
      : reg === "formal"
        ? "I very much enjoyed our conversation."
        : "I really enjoyed our conversation."
    : f.intent === "meeting" && audience === "manager"
      ? "I would really value your perspective on this."
      : newcomer
        ? `Please join me in welcoming ${newcomer}!`
        : companyApology
          ? copy.value[col]!.replace(/^I\b/, "We").replace(/\bI\b/g, "we")
          : copy.value[col]!;
  // Neighbours or family met for the first time: no "working with you".
  const personalIntro = f.intent === "introduction" && PERSONAL_READER.test(f.recipient.role ?? "");
  // Thanks to someone the writer works with every day: "It made a real difference" closes it, not "I hope we can
  // catch up again soon" (said once, as the call to action, never twice).
  const everyDay =
    f.intent === "thanks" && ["colleague", "manager", "team"].includes(audience) && copy.next === INTENTS.thanks.next;
  // "I know inboxes fill up ... bring this back to the top" chases an earlier message: only where the note speaks of one.
  const unchased =
    /\binboxes fill up\b/.test(value0) &&
    !/\b(?:still|again|chas\w*|remind\w*|haven['’]?t|hasn['’]?t|not (?:heard|received|paid)|no (?:reply|answer|response|word|update)|(?:sent|emailed|wrote|asked|messaged|submitted|applied)\b|last (?:week|month)|follow(?:ing)?[- ]?up|overdue|unpaid|outstanding|interview)/i.test(
      prompt,
    );
  const value1 = personalIntro
    ? PERSONAL_INTRO[0]
    : (thanked && /^thank/i.test(value0)) || everyDay || unchased
      ? ""
      : value0;
  const scheduled =
    f.intent !== "meeting" &&
    asks(f).some(
      (a) =>
        a.kind === "schedule" ||
        (a.kind === "whether" && /(?<![-\w])(?:call|chat|coffee|meeting|catch-up)\b/i.test(a.text)) ||
        (a.kind === "get" && /\bminutes\b/i.test(a.text)),
    );
  const invited = f.intent !== "invitation" && asks(f).some((a) => a.kind === "invite");
  // Persuasive and urgent emails close with their own call to action, unless the intent has a stronger one of its own.
  const ownCall = new Set<Intent>([
    "sympathy",
    "thanks",
    "congrats",
    "sales",
    "recruit",
    "meeting",
    "proposal",
    "payment",
    "time-off",
    "invitation",
  ]);
  // "Get in touch if this affects your work" suits news for a group, not a problem put to one reader (a landlord, a supplier).
  const groupNews =
    NO_REPLY.has(f.intent) &&
    (f.intent === "announcement" || f.recipient.group || audience === "team" || audience === "customer");
  const toneNext =
    TONE_NEXT[tone] && !ownCall.has(f.intent)
      ? f.intent === "reminder"
        ? TONE_NEXT[tone]!.task
        : groupNews || (NO_REPLY.has(f.intent) && tone !== "urgent")
          ? TONE_NEXT[tone]!.news
          : TONE_NEXT[tone]!.ask
      : null;
  const next0 =
    f.directives.firm && copy.firm
      ? copy.firm
      : invited
        ? INTENTS.invitation.next[nextCol]!
        : scheduled
          ? INTENTS.meeting.next[nextCol]!
          : everyDay
            ? copy.value[col]!
            : (toneNext ?? copy.next[nextCol]!);
  // Cancelling a membership or an order asks for a confirmation; rescheduling an appointment asks for free times.
  const cancelled = asks(f).find((a) => a.kind === "cancel" || a.kind === "reschedule");
  const booking =
    cancelled &&
    /\b(?:appointment|booking|reservation|session|class|lesson|consultation|meeting|call|1:1|one-on-one|catch-up|interview|demo|visit)\b/i.test(
      cancelled.text,
    );
  const next1 =
    cancelled &&
    !booking &&
    cancelled.kind === "cancel" &&
    // A service the reader provides is cancelled and confirmed; an event the writer calls off ("the offsite") is not.
    !(audience === "team" || f.recipient.group || /^(?:announcement|update)$/.test(f.intent)) &&
    !/\bconfirm\b/i.test([...lead, ...details].join(" "))
      ? CANCEL_CONFIRM[nextCol]!
      : booking && !asks(f).some((a) => a.kind === "whether")
        ? BOOKING_TIMES[nextCol]!
        : next0;
  // An invitation that already says how to RSVP does not ask again whether the reader can come.
  const rsvp =
    f.intent === "invitation" &&
    facts(f).some((x) => /\bRSVP\b|\b(?:sign up|register|reply|let (?:me|us) know)\s+by\b/i.test(x.text));
  // A stock question for a chat after the e-mail has asked its own question ("Would you give a talk to our team?")
  // competes with it: the e-mail's own question is the call to action.
  const askedAlready =
    /\?\s*$|\?\s/.test([...lead, ...details].join(" ")) &&
    /\?$/.test(next1) &&
    /\b(?:chat|call|catch up|coffee)\b/i.test(next1);
  const next = personalIntro
    ? PERSONAL_INTRO[1]
    : rsvp || askedAlready
      ? ""
      : tone === "formal"
        ? (FORMAL_NEXT[next1] ?? next1)
        : next1;
  const thankful = f.intent === "thanks" || f.intent === "congrats";
  // The audience's sentence: the relationship, a first-contact line, or an offer to talk when the prompt names a
  // different reader (a landlord, an airline) or the email is one where a relationship line would ring false.
  // The prompt's own reader is not the chosen audience ("my landlord" with the client audience, "parents" with customer).
  const roleMatches = (role: string) =>
    new RegExp(`\\b${audience}`, "i").test(role) ||
    (audience === "team" && /\b(?:team|staff|everyone|all|company|crew|department|board|committee)\b/.test(role)) ||
    (audience === "manager" && /\b(?:boss|supervisor)\b/.test(role));
  const readerIsOther =
    !thankful &&
    (f.asCustomer || f.recipient.institution || Boolean(f.recipient.role && !roleMatches(f.recipient.role)));
  const base = AUDIENCES[audience].line;
  // "such a great team" written to volunteers or parents: the group's own word.
  const groupWord =
    f.recipient.group &&
    /^(?:volunteers|members|students|parents|residents|neighbou?rs|attendees|guests)$/.test(f.recipient.role ?? "")
      ? f.recipient.role!
      : null;
  const line = groupWord
    ? { ...base, informal: base.informal.replace("such a great team", `such great ${groupWord}`) }
    : base;
  // A new partnership proposed is a first contact too.
  const firstContact =
    f.intent === "sales" ||
    f.intent === "networking" ||
    (f.intent === "proposal" && asks(f).some((a) => /\bpartnership\b/i.test(a.text))) ||
    // "a potential partner", "a prospective client": someone the writer does not work with yet.
    /\b(?:potential|prospective|possible|future)\s+(?:[\p{L}-]+\s+)?(?:partners?|clients?|customers?|investors?|suppliers?|vendors?|sponsors?|collaborators?)\b/iu.test(
      prompt,
    );
  const talking =
    asks(f).some((a) => a.kind === "schedule" || a.kind === "reschedule") ||
    facts(f).some((x) => x.form === "question" && /\b(?:meet|call|chat|talk)\b/i.test(x.text));
  const audienceLine0 =
    f.directives.brief ||
    (length === "short" && audience === "team" && /^(?:announcement|update|sick)$/.test(f.intent)) ||
    /^(?:sick|decline|recruit|complaint|sympathy)$/.test(f.intent) ||
    (readerIsOther && talking)
      ? ""
      : firstContact
        ? line.cold
        : (readerIsOther ||
              NO_LINE.has(f.intent) ||
              // After bad news, "We value our work together" rings hollow: the writer offers to talk instead.
              facts(f).some((x) => x.bad && !x.reported) ||
              NO_AUDIENCE_LINE.has(f.intent) ||
              input.purpose === "networking") &&
            !talking
          ? line.channel
          : reg === "warm"
            ? line.informal
            : line.formal;
  // Two sentences of thanks or appreciation in a row read as filler: the audience's one goes.
  const stem = (x: string) => x.match(/\b(?:appreciat|value|pleasure|thank|grateful)/i)?.[0].toLowerCase();
  // A line that does not suit the email gives way to the audience's offer to talk, if that suits it.
  const audienceLine1 =
    !audienceLine0 ||
    (stem(audienceLine0) && (stem(audienceLine0) === stem(value1) || stem(audienceLine0) === stem(copy.value[col]!)))
      ? ""
      : ([
          audienceLine0,
          f.intent === "networking" ? line.network : "",
          line.channel,
          reg === "warm" ? line.informal : line.formal,
        ].find(
          (x) =>
            Boolean(x) &&
            audienceLineFits(
              x!,
              line,
              f,
              [...lead, ...details].join(" "),
              readerIsOther,
              !speaksAsWe(prompt),
              tone === "urgent" || f.directives.urgent,
            ),
        ) ?? "");
  // The closing sentence, without saying thank you twice.
  // A note of sympathy ends with the offer of help, not "Have a great week!".
  let closing =
    f.intent === "sympathy"
      ? ""
      : f.intent === "thanks"
        ? t.thanksClosing
        : // A reminder of a task waits for the task, not for "your reply".
          NO_REPLY.has(f.intent) || (f.intent === "reminder" && /\breply\b/.test(t.closing))
          ? t.noReplyClosing
          : t.closing;
  if (closing && firstWords(closing) === firstWords(next))
    closing = t.noReplyClosing === closing ? "" : t.noReplyClosing;
  if (
    closing &&
    /^thank/i.test(closing) &&
    (/^thank/i.test(next) || /\bthank/i.test(audienceLine1) || (thanked && f.intent !== "thanks"))
  )
    closing =
      f.intent === "reminder" && /\b(?:reply|hearing from)\b/.test(ALT_CLOSING[tone])
        ? // (Nor "the best is still to come" after a reminder: the plain wish.)
          ALT_CLOSING_NEWS[tone === "persuasive" ? "professional" : tone]
        : NO_REPLY.has(f.intent)
          ? ALT_CLOSING_NEWS[tone]
          : ALT_CLOSING[tone];
  // A prompt written for one person ("I ...", never "we"): the library's "we" lines speak for that person.
  const solo = !speaksAsWe(prompt);
  const voiced = (x: string) =>
    solo
      ? x
          .replace(/(^|[.!?]\s+)We (value|would like|really enjoy|appreciate)\b/g, "$1I $2")
          .replace(/(^|[.!?]\s+)We['’]d like\b/g, "$1I'd like")
          .replace(/\btrust in us\b/g, "trust")
      : x;
  const plain = f.directives.plain || f.directives.brief;
  const opener =
    plain || f.intent === "sympathy"
      ? ""
      : tone === "persuasive" && !/^(?:sales|networking|introduction|recruitment|application)$/.test(input.purpose)
        ? // A persuasive request (a deposit, a refund) is no pitch: no "worth a minute of your time".
          "I would be grateful for a moment of your time on this."
        : tone === "persuasive" && length === "long"
          ? "I would like to put something to you that I think is worth your time."
          : tone === "urgent" && (f.intent === "announcement" || f.intent === "update")
            ? "Please read this as soon as you can, as it is time-sensitive."
            : t.opener;
  // "I am confident this is worth a closer look" argues for an offer or a proposal, not for a favour to the writer.
  const toneMore1 =
    ASKING.has(f.intent) && !plain && !(tone === "persuasive" && !/^(?:sales|proposal)$/.test(f.intent))
      ? TONE_MORE[tone]
      : "";
  const said = [...lead, ...details].join(" ");
  // A next step that asks for a [date] is not said when the prompt already gives one.
  const dated = DATED.test(said);
  // A line that waits for an answer ("I would need an answer by [date]") only where the e-mail asks something.
  const asksSomething = /\?/.test(said) || /(?:^|[.!]\s+)(?:Please|Could|Would|Can|Let me know)\b/.test(said);
  const more = (afterMeeting ? AFTER_MEETING : copy.more).filter(
    (s) =>
      !(/\[(?!date\])/.test(s) && details.length >= 3) &&
      // A padding line whose bracket asks the user to invent a claim ("[what sets the team apart]") is never said.
      // ("In my role, I [what you will be working on]" asks for the writer's own role, no claim: it stays.)
      !/\[(?:an?|one|what(?! you will be working on)|anything|your)\b/i.test(s) &&
      // (Nor "I am available [days and times]" when the prompt names the day: "next Tuesday".)
      !(dated && /\[(?:date|days and times)/.test(s)) &&
      !(!asksSomething && /\b(?:answer|reply|response) by\b|\bin advance\b|\blooking into this\b/i.test(s)) &&
      // "Thank you in advance for looking into this" asks someone to look into a problem, not to pack their desks.
      !(
        /\blooking into this\b/.test(s) &&
        !/\b(?:problem|issue|error|wrong|broken|fault\w*|missing|damaged|check|investigat\w*|look into|fix|refund|complain\w*|query|question|why|feedback|review|thoughts|input|look (?:at|over))\b/i.test(
          said,
        )
      ),
  );

  // One opinion of the library's ("I think ...", "I am confident ...") is enough: the next ones repeat it.
  const opinion = /^(?:I think|I believe|I am confident|I'm confident)\b/;
  const [value, toneMore, audienceLine] = [value1, toneMore1, audienceLine1].reduce<string[]>(
    (kept, x) => [...kept, x && opinion.test(x) && kept.some((k) => opinion.test(k)) ? "" : x],
    [],
  ) as [string, string, string];
  // Bad news from the writer's side (a delay, an outage, a cancellation) is said with an apology, once.
  const apology =
    SORRY_FOR.has(f.intent) &&
    !f.asCustomer &&
    // To the people the writer serves or leads, not to a colleague or IT asked to fix a fault.
    /^(?:client|customer|team|partner)$/.test(audience) &&
    !asks(f).some((a) => /^(?:do|get|whether|report|complain)$/.test(a.kind)) &&
    // (A writer who asks the reader to act on the problem, "can you send someone this week?", is not the one to
    // apologise for it.)
    !facts(f).some((x) => x.form === "do" || x.form === "question" || /^I (?:need|want|expect)\b/.test(x.text)) &&
    // A landlord, a plumber, a supplier: someone the writer pays, told of a fault the writer suffers.
    !SERVES_WRITER.test(f.recipient.role ?? "") &&
    (facts(f).some((x) => x.bad && !x.reported) ||
      asks(f).some((a) => /^(?:about|update|announce)$/.test(a.kind) && isBadNews(a.text))) &&
    !/\b(?:sorry|apologi[sz]e|apologies|regret)\b/i.test(said) &&
    // An unpaid invoice is the reader's doing: no apology for it.
    !/\b(?:overdue|unpaid|outstanding)\b/i.test(said) &&
    // Nor is a planned closure or downtime ("closed on Monday for the bank holiday", "down ... for maintenance").
    !PLANNED.test(said)
      ? APOLOGY[speaksAsWe(prompt) ? "we" : "I"][col]!
      : "";
  // What the writer will do next ("I'll send the revised plan by Friday", "To put this right, ...") closes the
  // content, after the context it answers.
  const isStep = (s: string) => STEP.test(s);
  // (What the prompt says after the first step stays after it: "We'll send a replacement free" comes before "the
  // replacement ships tomorrow", which speaks of it.)
  const firstStep = details.findIndex(isStep);
  const stepped = (s: string, i: number) => isStep(s) || (firstStep >= 0 && i > firstStep);
  const steps = [apology, ...details.filter(stepped)].filter(Boolean);
  const context = details.filter((s, i) => !stepped(s, i));
  // Feeling that is the point of the email (thanks, sympathy, an apology) is said; a stock "why it matters" only
  // when the prompt's own content does not fill the paragraphs the length asks for.
  const sorry = /\b(?:sorry|apologi[sz]e|apologies)\b/i;
  const felt = FEELING.has(f.intent) && !(sorry.test(value) && sorry.test(said)) ? value : "";
  const spare = [...more, felt || (sorry.test(value) && sorry.test(said)) ? "" : value, toneMore].filter(Boolean);
  let paragraphs: string[];
  if (length === "short") {
    const body = [...lead, ...(apology ? [apology] : []), ...details];
    const open = reg === "formal" || tone === "urgent" ? opener : "";
    paragraphs =
      body.length > 5
        ? [join(open, ...body.slice(0, 3)), join(...body.slice(3), next, closing)]
        : [
            join(open, ...body),
            join(audienceLine === line.channel && GENERIC_NEXT.test(next) ? "" : next, audienceLine, closing),
          ];
  } else {
    const long = length === "long";
    // The plan: why the email is written; the context, in the prompt's order; what happens next; the call to action
    // and the closing.
    const groups = context.length
      ? chunk(context, long ? (context.length >= 6 ? 3 : context.length >= 3 ? 2 : 1) : context.length >= 5 ? 2 : 1)
      : [];
    const own = [[opener, ...lead], ...groups, steps].map((g) => g.filter(Boolean)).filter((g) => g.length);
    if (felt) own[own.length - 1]!.push(felt);
    // The audience's line (what the writer offers this reader: a call, the next team meeting) goes with the call to
    // action.
    const ending = long
      ? [join(audienceLine, next), closing].filter(Boolean)
      : [join(audienceLine, next, closing)].filter(Boolean);
    const least = long ? 5 : 3;
    // A long email makes paragraphs of the prompt's own sentences first: a two-sentence opening or context becomes
    // two paragraphs ("the heating broke again last night" / "Could you please send someone?"). Then come its next
    // steps ([date] and [details] for the user to fill in), and a library sentence only after them. A medium email
    // keeps a context and its ask together and takes a next step first.
    const split = () => {
      for (let i = 0; own.length + ending.length < least && i < own.length; i++) {
        const at = i === 0 && opener ? 2 : 1;
        const rest = own[i]![at] ?? "";
        // The opening parts only before its ask; a contrast stays with what it answers.
        if (i === 0 && !ASK_SENTENCE.test(rest)) continue;
        if (own[i]!.length > at && !/^That said\b/.test(rest))
          own.splice(i, 1, own[i]!.slice(0, at), own[i]!.slice(at));
      }
    };
    if (long) split();
    let k = 0;
    // A stock line that opens like a sentence the email already says ("I am happy to ...") is not said twice.
    const opening = (x: string) => x.split(/\s+/).slice(0, 4).join(" ").toLowerCase();
    const saidOpenings = () =>
      new Set(
        [...own.flat(), ...ending]
          .flatMap((p) => splitAtStops(p))
          .filter(Boolean)
          .map(opening),
      );
    while (own.length + ending.length < least && k < spare.length) {
      const x = spare[k++]!;
      // "If you have questions, please contact [name or team]." says who to ask: the generic "Should you have any
      // questions, ..." call to action then goes rather than say it twice.
      if (saidOpenings().has(opening(x))) continue;
      if (QUESTIONS.test(x) && QUESTIONS.test(ending.join(" "))) {
        if (!/\[/.test(x)) continue;
        const at = ending.findIndex((e) => QUESTIONS.test(e));
        ending[at] = splitAtStops(ending[at]!)
          .filter((e) => !QUESTIONS.test(e))
          .join(" ");
        if (!ending[at]) ending.splice(at, 1);
      }
      own.push([x]);
    }
    // A long email still short of paragraphs gives the offer to talk and the call to action a paragraph each before
    // it takes a stock line.
    if (long && own.length + ending.length < least && audienceLine && next && ending[0] === join(audienceLine, next))
      ending.splice(0, 1, audienceLine, next);
    split();
    if (!long)
      while (own.length + ending.length > 4 && own.length > 1) own.splice(-2, 2, [...own.at(-2)!, ...own.at(-1)!]);
    paragraphs = [...own.map((g) => join(...g)), ...ending];
    while (long && paragraphs.length < 5) paragraphs.splice(paragraphs.length - 1, 0, TONE_MORE[tone]);
  }
  paragraphs = treatLast(paragraphs.filter(Boolean)).map(voiced);
  // Leaving, the writer looks back on the work together ("I've been lucky to work with such a great team").
  if (f.intent === "farewell")
    paragraphs = paragraphs.map((p) =>
      p.replace(/\bI(?:['’]m| am) lucky to work with\b/g, "I've been lucky to work with"),
    );
  const casual = (x: string) =>
    tone === "casual"
      ? x.replace(/\bWould you be able to\b/g, "Could you").replace(/\bThank you so much\b/g, "Thanks so much")
      : x;
  return paragraphs.filter(Boolean).map((p) => upperFirst(contractOutside(casual(p), t.contractions)));
}

/** A line about the reader's questions ("Should you have any questions, ...", "If you have questions, contact ..."). */
const QUESTIONS = /\b(?:any questions|have questions|if anything is unclear)\b/i;

/** A content string's sentences ("The cost is £18. Permission slips are due Friday."), titles kept ("Dr. Lee"). */
function sentencesOf(x: string): string[] {
  return splitAtStops(x, /\p{Lu}/u).filter(Boolean);
}

/** Words of a task the reader is to do ("timesheets are due", "please send", "sign and return"). */
const TASK =
  /\?|(?:^|[.!]\s+)(?:Please|Could|Would|Can|Let me know)\b|\b(?:due|deadline|submit|send|complete|finish|pay|sign|return|bring|book|register|renew|update your|fill in|owe|owes|owed|refund|reply|respond|confirm|need to|must|have to|remember to|don['’]t forget)\b/i;

/** A reminder that only tells of an event and sets the reader no task. */
function eventReminder(f: EmailFacts, said: string): boolean {
  return f.intent === "reminder" && asks(f).every((a) => a.kind === "remind-that") && !TASK.test(said);
}

/** "I'm really sorry about this.", "Please accept our apologies.": an apology that names nothing of its own. */
const BARE_APOLOGY =
  /^(?:(?:We|I)(?: are|['’]re| am|['’]m) (?:very |really |so )?sorry about this|Please accept (?:our|my) (?:sincere )?apologies)[.!]$/;

/** One apology: a bare "I'm really sorry about this." goes when another sentence of the content already says sorry. */
function oneApology(lead: string[], details: string[]): void {
  const sentences = (x: string) => splitAtStops(x, /\p{Lu}/u);
  const sorry = /\b(?:sorry|apologi[sz]e|apologies)\b/i;
  for (const list of [lead, details])
    for (let i = 0; i < list.length; i++) {
      const kept = sentences(list[i]!).filter(
        (x) =>
          !BARE_APOLOGY.test(x) ||
          ![...lead, ...details].some((y) => sentences(y).some((z) => z !== x && sorry.test(z))),
      );
      list[i] = kept.join(" ");
    }
  for (const list of [lead, details]) for (let i = list.length - 1; i >= 0; i--) if (!list[i]) list.splice(i, 1);
}

/** The sentence "X because Y." of the content, as "X." and "This is because Y." right after it. */
function reasonApart(lead: string[], details: string[]): void {
  const re = /^(.{20,}?),?\s+because\s+((?:the|our|my|your|their|we|I|they|it|he|she|this|a|an)\b[^?!]{8,})\.$/;
  const at = (list: string[]) => list.findIndex((x) => re.test(x) && !/\?/.test(x));
  const inLead = at(lead);
  if (inLead >= 0) {
    const m = re.exec(lead[inLead]!)!;
    lead[inLead] = `${m[1]}.`;
    details.unshift(`This is because ${m[2]}.`);
    return;
  }
  const inDetails = at(details);
  if (inDetails >= 0) {
    const m = re.exec(details[inDetails]!)!;
    details.splice(inDetails, 1, `${m[1]}.`, `This is because ${m[2]}.`);
  }
}

/** A paragraph's last sentence when it is a treat ("... Pizza is on me on Friday!"). */
const TREAT_LAST_SENTENCE = new RegExp(String.raw`(?:^|\s)([^.!?]*${TREAT.source}[^.!?]*[.!?])$`, "i");

/** "Pizza is on me on Friday!": a treat is said in the last paragraph, after the thanks it goes with. */
function treatLast(paragraphs: string[]): string[] {
  const last = paragraphs.length - 1;
  const at = paragraphs.findIndex((p, i) => i < last && TREAT_LAST_SENTENCE.test(p));
  if (at < 0 || last < 2) return paragraphs;
  const m = TREAT_LAST_SENTENCE.exec(paragraphs[at]!)!;
  const rest = paragraphs[at]!.slice(0, paragraphs[at]!.length - m[0].length).trim();
  // A paragraph that is only the treat moves whole, before the closing one (the paragraph count stays).
  if (!rest) return [...paragraphs.slice(0, at), ...paragraphs.slice(at + 1, last), paragraphs[at]!, paragraphs[last]!];
  const out = [...paragraphs];
  out[at] = rest;
  out[last] = `${m[1]!.trim()} ${paragraphs[last]}`;
  return out;
}
