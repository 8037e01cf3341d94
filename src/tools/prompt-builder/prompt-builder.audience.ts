import nlp from "compromise";
import { AUDIENCE } from "./prompt-builder.data";
import type { TopicKind } from "./prompt-builder.topic";

/**
 * Who a message is for, from its topic: "for first-time managers", the people its verb addresses ("tell clients ...",
 * "convince the finance team to ..."), the readers it names ("an email to the team"), the customers a why-question
 * asks about ("why busy parents should try ..."), or the owner of what a reply is about ("decline a vendor's
 * proposal" -> the vendor).
 */
/** The readers a message names: "email to the team", "letter to our neighbours". */
const MESSAGE_TO =
  /\b(?:email|e-mail|message|text|heads-up|letter|memo|note|announcement|update|post|newsletter|apology|reminder|complaint|follow-up)\s+to\s+(?:(?:tell|remind|inform|ask|let|update|thank|invite|warn|notify|brief|welcome)\s+)?((?:(?:the|our|my|all|every|each|a|an)\s+)?(?:[\p{Ll}-]+(?:['’]s)?\s+)?(?:[\p{Ll}-]+\s+)?(?:team|staff|employees|colleagues|board|customers?|clients?|members|parents|students|volunteers|tenants|residents|neighbou?rs|investors|partners|suppliers?|vendors?|donors|subscribers|users|managers?|boss|landlord|coach|department|company|class))\b/iu;

/** The person a phrasal verb addresses: "follow up with a client who ...", "reply to a customer" -> "the client". */
const PHRASAL_TO =
  /^(?:\p{Ll}+ly\s+)?(?:follow up with|check in with|reach out to|write to|reply to|respond to|get back to|catch up with)\s+(?:a|an|the|our|my)\s+((?:new|former|potential|unhappy|angry|late-paying|regular)\s+)?(client|customer|supplier|vendor|landlord|tenant|recruiter|candidate|manager|colleague|professor|teacher|student|patient|neighbou?r|investor|partner|donor|member|contractor)\b/u;

/** The owner of what a reply is about: "decline a vendor's proposal" -> "the vendor". */
const POSSESSOR =
  /^(?:\p{Ll}+ly\s+)?(?:decline|reject|accept|answer|turn down|approve|acknowledge|respond to|reply to|follow up on)\s+(?:a|an|the|our|my)\s+((?:[\p{Ll}-]+\s+)?[\p{Ll}-]+)['’]s\b/u;

/** Verbs whose object is the reader of the message. */
const ADDRESSING =
  /^(?:\p{Ll}+ly\s+)?(?:convince|persuade|ask|tell|remind|invite|thank|inform|notify|warn|encourage|urge|update|brief|welcome|congratulate)\b/iu;
/** "why busy parents should try ...": the people a why-question asks about. */
const WHY_SHOULD = /^why\s+((?:[\p{L}-]+\s+){0,2}[\p{L}-]+s)\s+(?:should|would|need to|must)\s/iu;

/** "let the night shift know ...": the people between "let" and "know" are the readers. */
const LET_KNOW =
  /^(?:\p{Ll}+ly\s+)?let\s+((?:(?:the|our|my|your|all|every)\s+)?(?:[\p{L}-]+\s+){0,2}[\p{L}-]+)\s+know\b/iu;

/** The people right after a topic's verb; a possessor is no reader ("celebrate our team's win" is about the win; "thank
 * our volunteers' families" is for the families). */
const ADDRESSEE =
  /^\S+\s+(?:to\s+)?((?:(?:the|our|my|your)\s+[\p{L}-]+(?:['’]s|s['’])\s+)?(?:(?:the|our|my|your|all|every|each|some|new|existing|potential|local|whole|busy|young|first-time|older|small)\s+){0,2}(?:(?:finance|sales|marketing|leadership|management|executive|design|engineering|product|support|hr|legal|it|ops|operations)\s+)?(?:clients?|customers?|board|team|staff|employees|volunteers|partners|investors|students|parents|managers?|colleagues|users|members|candidates|suppliers|vendors|donors|subscribers|followers|attendees|guests|landlord|tenants|boss|recruiters?|professors?|teachers?|everyone|neighbou?rs|readers|patients|shoppers|developers|engineers|residents|community|gyms|businesses|owners|families|kids|children|friends))\b(?!['’])/iu;

/** A person named right after a verb of addressing: "a note congratulating Priya on ...", "thank Dr. Osei for ...". */
const NAMED_ADDRESSEE =
  /\b(?:congratulat(?:e|ing)|thank(?:ing)?|welcom(?:e|ing)|invit(?:e|ing)|remind(?:ing)?|tell(?:ing)?|ask(?:ing)?|updat(?:e|ing)|introduc(?:e|ing))\s+((?:(?:Dr|Mr|Ms|Mrs|Prof)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)(?=\s+(?:on|for|about|to|that|and|at|with)\b|\s*[,.!?]|\s*$)/u;

/** The match naming the readers (group 1), else the match naming the owner of what a reply is about. */
export function readersOf(
  kind: TopicKind,
  subject: string,
  topic: string,
  all: string,
  deliverableNamed: boolean,
): { audienceMatch: RegExpExecArray | null; owner: RegExpExecArray | null } {
  // "for first-time managers", or the people a verb-phrase topic addresses ("tell clients ...", "ask the board ...").
  const addressed = kind === "verb" ? AUDIENCE.exec(`for ${subject.replace(/^\S+\s+(?:to\s+)?/, "")}`) : null;
  // "convince the finance team to approve a laptop budget for designers": the people the verb addresses are the
  // readers, not those the request is for; "why busy parents should try our meal kit": the customers asked about.
  const addressee = kind === "verb" && ADDRESSING.test(subject) ? ADDRESSEE.exec(subject) : null;
  const asked = kind === "question" ? WHY_SHOULD.exec(subject) : null;
  const audienceMatch =
    (kind === "verb" ? LET_KNOW.exec(subject) : null) ??
    addressee ??
    asked ??
    NAMED_ADDRESSEE.exec(topic) ??
    AUDIENCE.exec(all) ??
    // "an email to the team explaining ...": the people a message is addressed to.
    (deliverableNamed ? MESSAGE_TO.exec(topic) : null) ??
    (kind === "verb" ? (ADDRESSEE.exec(subject) ?? (addressed?.index === 0 ? addressed : null)) : null);
  // "decline a vendor's proposal": the message goes to the vendor.
  const owner = audienceMatch ? null : ((kind === "verb" ? POSSESSOR.exec(subject) : null) ?? PHRASAL_TO.exec(subject));
  return { audienceMatch, owner };
}

/** "set up two-factor authentication for our staff portal": a company's own system, used by its staff or customers
 * (the system noun ends the phrase: "the customer account settings screen" is a screen). */
const SYSTEM_USERS =
  /\b(?:our|your|the|a)\s+(staff|employee|customer|student|member|patient|client|volunteer|partner)s?\s+(portal|app|account|site|website|intranet|dashboard|system|area)\b(?=\s*$|\s*[.,;:!?]|\s+(?:for|with|on|in|and|or|to|from|by|using|via)\b)/i;

/** The people who use the system a documentation topic names ("staff who use the portal"), or null. */
export function systemUsersOf(topic: string): string | null {
  const m = SYSTEM_USERS.exec(topic);
  if (!m) return null;
  const who = m[1]!.toLowerCase();
  return `${who === "staff" ? "staff" : `${who}s`} who use the ${m[2]!.toLowerCase()}`;
}

/** "hiring two junior designers, remote, ...", "we're looking for a barista": the role a job post fills. */
const HIRING =
  /^(?:(?:we(?:['’]re| are)|i['’]m|i am|our \p{L}+ is|now)\s+)?(?:hire|hiring|recruit|recruiting|looking for|seeking)\s+(?:(?:an?|one|two|three|four|five|six|\d+|several|a few|some)\s+)?((?:[\p{L}-]+\s+){0,3}?[\p{L}-]+?)(?=\s*(?:[,;:.!(]|$)|\s+(?:to|for|in|at|who|with|on|from|starting|asap|remote|remotely|full-time|part-time)\b)/iu;

/** The people who read a job post: those who could fill the role ("junior designers looking for their next role"). */
export function candidatesOf(subject: string): string | null {
  const m = HIRING.exec(subject.trim());
  if (!m) return null;
  const role = m[1]!.toLowerCase();
  if (/^(?:help|people|someone|somebody|staff|volunteers?)$/.test(role)) return null;
  const plural = (nlp(role).nouns().toPlural().text() as string) || role;
  return `${plural} looking for their next role`;
}

/** "ask for a raise", "ask for two days off": a request only the reader's manager can grant. */
const MANAGER_ASK =
  /^(?:\p{Ll}+ly\s+)?(?:ask|asking|request|requesting|negotiate|negotiating)\s+(?:for\s+|about\s+)?(?:(?:a|an|my|some|more|the|two|three|\d+)\s+)?(?:raise|pay rise|salary increase|promotion|time off|days? off|weeks? off|leave|parental leave|sabbatical|flexible hours|remote work|a reference|budget|training budget)\b/iu;

/** Whether the topic asks for something a manager grants ("your manager" reads it). */
export function askedOfManager(subject: string): boolean {
  return MANAGER_ASK.test(subject.trim());
}

/** What an "explain (to someone) why/how ..." topic makes the reader understand. */
export function explainedNoun(topic: string): string | null {
  const m = /^\s*(?:please\s+)?(?:explain|describe)\s+(?:to\s+(?:\S+\s+){1,3}?)?(why|how|what)\s/i.exec(topic);
  return m ? (m[1]!.toLowerCase() === "why" ? "the reasons" : "the explanation") : null;
}

/** Projects people do at home, whose guides are for hobbyists. */
export const HOME_PROJECT =
  /\b(?:raspberry pi|arduino|home (?:media )?server|home network|home lab|homelab|smart home|home assistant|media server|nas|plex|jellyfin|pi-hole|mesh wi-?fi)\b/i;
/** A child reading or being read to: "my 3 year old", "my daughter", "kids". */
export const CHILD_READER =
  /\b(?:\d{1,2}|two|three|four|five|six|seven)[- ]year[- ]olds?\b|\b(?:kids?|children|toddlers?|son|daughter|niece|nephew|grandchild(?:ren)?|little ones?)\b/i;
/** Readers who are children: a product for them is bought by their parents. */
export const CHILD_USERS =
  /^(?:the\s+|young\s+|little\s+)?(?:kids|children|toddlers|babies|preschoolers|(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)[- ]year[- ]olds?)$/i;
