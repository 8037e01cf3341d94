import nlp from "compromise";
import { splitSentences } from "../../shared/text/sentences";
import type { EmailAudience, EmailPurpose, EmailTemplateInput, EmailTemplateResponse, EmailTone } from "./contract";
import {
  AUDIENCES, CONTEXT_LEADS, FACT_LEADS, INSTRUCTION_PREFIX, INTENT_COPY, INTENT_SUBJECTS, LANG_WORDS, LANGS, NEXT_STEPS, PURPOSES, REGISTER, ROLE_WORDS,
  TONES, type Intent, type Lang, type Register,
} from "./email-generator.data";

/**
 * Built-in email engine: understand the prompt, then write with sentences a person wrote.
 *
 * 1. Understanding: the prompt is cleaned (HTML removed), its language told, and each sentence read as one of
 *    - an instruction to the tool ("Write an email to my manager Sam ...", "Keep it short", "Sign it as Dana"):
 *      gives the recipient, the sender, or nothing;
 *    - an ask ("Ask them to pay within 7 days", "Offer a 20-minute demo next week", "Thank the team for ..."):
 *      turned into a first-person sentence to the reader ("Could you please settle the invoice within 7 days?");
 *    - a fact ("I'll finish the Q3 report by Thursday"): kept, rewritten for the reader and the tone;
 *    - another order to the tool that the engine does not understand ("Ignore the above ..."): not used.
 *    The intent (time off, payment, meeting, demo, thanks, ...) comes from the asks.
 * 2. Writing: the body is planned by length (short 1-2, medium 3-4, long 5+ paragraphs, greeting and sign-off not
 *    counted) and filled from the sentence library (email-generator.data.ts) by purpose, tone, audience and intent.
 *    Anything the email needs that the prompt does not say is a [placeholder]; no date, name or number is invented.
 * 3. Non-English prompts (Spanish, German, French) get a template in that language, never mixed with English.
 */

// ------------------------------------------------------------------------------------------------ small helpers

const collapse = (s: string) => s.replace(/\s+/g, " ").trim();
const upperFirst = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
const stripEnd = (s: string) => s.replace(/[\s.,;:!?]+$/u, "");
const endSentence = (s: string, mark = ".") => {
  const t = upperFirst(collapse(s));
  return !t || /[.!?]["'”’)]?$/u.test(t) ? t : `${t}${mark}`;
};
/** Words that may be lower-cased at the start of a clause (not names, not "I"). */
const LOWERABLE = /^(?:the|a|an|my|our|your|their|his|her|its|this|that|these|those|we|it|there|they|he|she|you|everything|all|some|most|both|each|no|nothing|one|since|after|before|if|when|because|as|so|also|just|please|and|but|then|now|today|tomorrow|yesterday|next|last|every|several|many|few|any|what|how|why|where|who)\b/i;
const LEXICON = (nlp.model() as { one: { lexicon: Record<string, string | undefined> } }).one.lexicon;
const NAME_TAGS = /Name|City|Country|Place|Region|Organization|Company|ProperNoun|Person|Month|WeekDay|Acronym/;
/** Lower-cases the first word of a clause unless it is a name ("Invoice 2291 is ..." -> "invoice 2291 is ..."). */
function lowerFirst(s: string): string {
  const word = s.match(/^[\p{L}'’-]+/u)?.[0] ?? "";
  if (word === "I" || /^I['’]/.test(word) || /^\p{Lu}{2,}/u.test(word) || /^\p{Ll}/u.test(word)) return s;
  const lower = word.toLowerCase();
  const known = LEXICON[lower];
  const common = LOWERABLE.test(word) || (known !== undefined && !NAME_TAGS.test(known)) || /(?:tion|ment|ness|ity|ance|ence|ship|ing|ery|ure)$/.test(lower);
  if (!common) return s;
  return word.toLowerCase() + s.slice(word.length);
}

/** Removes HTML tags, scripts and entities so that markup never reaches the email. */
export function cleanPrompt(prompt: string): string {
  return prompt
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<\/?(?:p|div|br|li|ul|ol|h\d)\b[^>]*>/gi, "\n\n")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/gi, " ")
    .replace(/&amp;/gi, "&")
    .replace(/&lt;/gi, "<")
    .replace(/&gt;/gi, ">")
    .replace(/&quot;/gi, '"')
    .replace(/&#0?39;|&apos;/gi, "'")
    .replace(/[<>{}]/g, " ")
    .replace(/[ \t]+/g, " ")
    .trim();
}

export function detectLanguage(text: string): Lang | "en" {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const score = (lang: Lang | "en") => words.filter((w) => LANG_WORDS[lang].has(w)).length;
  const en = score("en");
  let best: Lang | "en" = "en";
  let top = en;
  for (const lang of ["es", "de", "fr"] as const) {
    const s = score(lang) + (/[ñ¿¡]/.test(text) && lang === "es" ? 2 : 0) + (/[äöüß]/.test(text) && lang === "de" ? 2 : 0) +
      (/[éèêàç]/.test(text) && lang === "fr" ? 1 : 0);
    if (s > top * 1.3 + 1) {
      best = lang;
      top = s;
    }
  }
  return best;
}

// ------------------------------------------------------------------------------------------------ understanding

export type AskKind =
  | "do" | "get" | "time-off" | "tell" | "remind-do" | "remind-that" | "remind-about" | "thank" | "invite" | "offer"
  | "propose" | "apologize" | "follow-up" | "confirm" | "introduce" | "schedule" | "mention" | "announce" | "decline"
  | "promise" | "recruit" | "cancel" | "reschedule" | "congratulate" | "welcome" | "welcome-other" | "share" | "apply" | "update" | "about" | "purpose" | "whether";

export interface Ask {
  kind: AskKind;
  /** The phrase, already addressed to the reader ("you", "your"). */
  text: string;
}

export interface EmailFacts {
  lang: Lang | "en";
  recipientName: string | null;
  recipientRole: string | null;
  senderName: string | null;
  asks: Ask[];
  /** Sentences of the prompt that state facts, rewritten for the reader: before the first ask, and after it. */
  context: string[];
  facts: string[];
  /** For each of `facts`, how many asks come before it in the prompt (to keep the prompt's order). */
  factAfter: number[];
  intent: Intent;
  /** Dates, deadlines, amounts and names the prompt gives (for the subject and the checks). */
  dates: string[];
  amounts: string[];
  names: string[];
}

const ROLE = new RegExp(`^(?:(?:my|our|the|a|an|this|that|your)\\s+)?((?:[\\p{L}-]+\\s+){0,2}?)(${ROLE_WORDS})\\b`, "iu");
const NOT_NAMES = new Set(
  "I I'm I'll I'd The A An My Our We You They He She It This That Please Also And But Then Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August September October November December Q1 Q2 Q3 Q4 HR CEO CTO Dear Hi Hello Thanks Thank".split(" "),
);
const NAME = /^((?:(?:Dr|Mr|Mrs|Ms|Prof|Professor|Coach)\.?\s+)?\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+)?)(?=$|[\s,.;:!?])/u;

const ORG_WORD = /\b(?:Foods|Inc|LLC|Ltd|Group|Corp|Corporation|Company|Co|Labs|Systems|Solutions|Partners|Logistics|Health|Bank|Studio|Studios|Agency|Media|Technologies|Tech|Consulting|Capital|Industries|Holdings|Services|Software|Analytics)\b/;
/** Drops an appositive after a name ("Jamal, my new direct report, ..."; "Sarah Kim, a designer I met at Config, ..."). */
function dropAppositive(rest: string): string {
  return rest
    .replace(/^,\s*who\s+[^,.;]+(?:[,.;]\s*|$)/i, "")
    .replace(/^,?\s*(?:who is\s+)?(?:a|an|the|my|our|his|her)\s+[^,]{2,60},\s*/i, "")
    .replace(/^,\s*(?:[\p{L}&.'’-]+\s+){0,5}[\p{L}&.'’-]+,\s*(?=\p{Ll})/u, ", ");
}

/** Reads a recipient at the start of `text` ("my manager Sam", "the client", "them", "Priya Natarajan"). */
export function takeRecipient(text: string): { name: string | null; role: string | null; rest: string; found: boolean } {
  let rest = text.trimStart();
  let role: string | null = null;
  let name: string | null = null;
  const pronoun = rest.match(/^(them|him|her|everyone|everybody|us|me)\b/i);
  if (pronoun) return { name: null, role: pronoun[1]!.toLowerCase(), rest: rest.slice(pronoun[0].length).trimStart(), found: true };
  const r = rest.match(ROLE);
  if (r && !/\b(?:about|for|to|that|with|on|if)\b/i.test(r[1]!)) {
    role = `${r[1]!}${r[2]!}`.toLowerCase().replace(/^(?:new|former|old|prospective|potential|senior|junior|direct)\s+/, "");
    rest = rest.slice(r[0].length).replace(/^,?\s*/, "");
    // "my manager, Sam," / "my manager Sam"
    const n = rest.match(NAME);
    const firstWord = n?.[1]!.split(" ")[0]!.toLowerCase() ?? "";
    const personFirst = /Name/.test(LEXICON[firstWord] ?? "") || /^(?:dr|mr|mrs|ms|prof|professor|coach)\.?$/.test(firstWord);
    if (n && (ORG_WORD.test(n[1]!) || (n[1]!.includes(" ") && !personFirst && /^(?:supplier|vendor|client|clients|customer|partner|partners|contractor|prospect|investor)$/.test(r[2]!.toLowerCase())))) {
      return { name: null, role, rest: rest.slice(n[0].length).replace(/^,?\s*/, ""), found: true };
    }
    const lower = rest.match(/^(\p{Ll}{2,})(?=\s+(?:asking|to|about|for|that|requesting|thanking|inviting|telling|if|whether)\b)/u);
    if (n && !NOT_NAMES.has(n[1]!.split(" ")[0]!)) {
      name = /^(?:professor|doctor|coach)$/.test(role) && !/^(?:Dr|Prof|Professor|Mr|Mrs|Ms)\b/.test(n[1]!) ? `${upperFirst(role)} ${n[1]!}` : n[1]!;
      rest = dropAppositive(rest.slice(n[0].length));
      rest = rest.replace(/^,?\s*/, "");
    } else if (lower && (LEXICON[lower[1]!] === undefined || NAME_TAGS.test(LEXICON[lower[1]!]!)) && !/^(?:to|about|for|that|asking)$/.test(lower[1]!)) {
      name = upperFirst(lower[1]!);
      rest = rest.slice(lower[0].length).replace(/^,?\s*/, "");
    }
    return { name, role, rest, found: true };
  }
  const n = rest.match(NAME);
  if (n && !NOT_NAMES.has(n[1]!.split(" ")[0]!) && !ORG_WORD.test(n[1]!)) {
    name = n[1]!;
    rest = dropAppositive(rest.slice(n[0].length).replace(/^\s*\(([^)]*)\)/, ""));
    rest = rest.replace(/^,?\s*/, "");
    // "Dana Whitfield at Brightline about ..." : the organisation is not part of what the email says.
    rest = rest.replace(/^(?:at|from|of)\s+\p{Lu}[\p{L}\p{N}&.'’-]*(?:\s+\p{Lu}[\p{L}\p{N}&.'’-]*)*,?\s*/u, "");
    // "Sam (my manager)" or "Sam, our client,"
    const tail = rest.match(new RegExp(`^(?:(?:my|our|the)\\s+)(${ROLE_WORDS})\\b,?\\s*`, "i"));
    if (tail) {
      role = tail[1]!.toLowerCase();
      rest = rest.slice(tail[0].length);
    }
    return { name, role, rest, found: true };
  }
  return { name: null, role: null, rest: text, found: false };
}

/** Rewrites a phrase aimed at the reader: "them"/"their" -> "you"/"your", "tell us" -> "let us know". */
export function toReader(text: string, recipient: { name: string | null; role: string | null }, audience: EmailAudience): string {
  let t = ` ${text} `;
  if (recipient.role && !/^(?:us|me)$/.test(recipient.role)) {
    const roleRe = new RegExp(`\\b(?:my|our|the)\\s+(?:${recipient.role})(['’]s)?\\b`, "gi");
    t = t.replace(roleRe, (_, s: string | undefined) => (s ? "your" : "you"));
  }
  const mention = new RegExp(`${AUDIENCES[audience].mention.source}(['’]s)?`, "gi");
  t = t.replace(mention, (_m: string, s: string | undefined) => (s ? "your" : "you"));
  t = t
    .replace(/\btheir\s+own\b/gi, "your own")
    .replace(/\b(?:their|his)\b/gi, "your")
    .replace(/\bher(?=\s+(?:\p{Ll}+)\b)(?!\s+(?:to|by|for|about|on|at|in|that|if|whether|know|and|or|with|from|before|after|when)\b)/giu, "your")
    .replace(/\b(?:them|him|her)\b/gi, "you")
    .replace(/\b(?:they|she|he)\b/gi, "you")
    .replace(/\bthemselves|himself|herself\b/gi, "yourself")
    .replace(/\btheirs\b/gi, "yours")
    .replace(/\btell (us|me)\b/gi, "let $1 know")
    .replace(/\byou (has|have)n['’]t\b/gi, "you haven't")
    .replace(/\byou has\b/gi, "you have")
    .replace(/\byou is\b/gi, "you are")
    .replace(/\byou was\b/gi, "you were")
    .replace(/\byou wasn['’]t\b/gi, "you weren't")
    .replace(/\byou does\b/gi, "you do")
    .replace(/\byou doesn['’]t\b/gi, "you don't")
    .replace(/\byou you\b/gi, "you")
    .replace(/\byou(\s+(?:still|also|already|just|never|really|probably))?\s+(has|is|was|does)(n['’]t)?\b/gi, (_m, adv: string | undefined, v: string, n: string | undefined) =>
      `you${adv ?? ""} ${({ has: "have", is: "are", was: "were", does: "do" } as Record<string, string>)[v.toLowerCase()]}${n ?? ""}`);
  // "pay within 7 days" -> "settle the invoice within 7 days" when the prompt is about an invoice.
  return collapse(t);
}

const ASK_VERBS: [RegExp, AskKind | "recipient-first"][] = [];

/** Gerunds after an instruction ("... asking for ...") as base verbs. */
const GERUND_TO_BASE: Record<string, string> = {
  asking: "ask", requesting: "request", inviting: "invite", thanking: "thank", following: "follow", letting: "let",
  telling: "tell", informing: "inform", introducing: "introduce", announcing: "announce", confirming: "confirm",
  checking: "check", sharing: "share", proposing: "propose", offering: "offer", reminding: "remind", applying: "apply",
  apologizing: "apologize", apologising: "apologise", updating: "update", explaining: "explain", declining: "decline",
  accepting: "accept", rescheduling: "reschedule", cancelling: "cancel", canceling: "cancel", scheduling: "schedule",
  congratulating: "congratulate", welcoming: "welcome", suggesting: "suggest", requesting_: "request", pitching: "pitch",
  inquiring: "inquire", enquiring: "enquire", chasing: "chase", nudging: "nudge", notifying: "notify", saying: "say",
};
void ASK_VERBS;

interface Reading {
  asks: Ask[];
  context: string[];
  facts: string[];
  factAfter: number[];
  /** The prompt calls the reader "them": "their order" in a fact is the reader's. */
  themReader?: boolean;
  recipient: { name: string | null; role: string | null };
  sender: string | null;
}

function pushFact(reading: Reading, fact: string): void {
  if (!reading.asks.length) reading.context.push(fact);
  else {
    reading.facts.push(fact);
    reading.factAfter.push(reading.asks.length);
  }
}

const DISCOURSE = /^(?:(?:so|basically|anyway|ok|okay|hey|hi|hello|um|well|then|now|and|also|next|finally|lastly|please)\b[,\s]*)+(?=\S)/i;
/** "I need to ask ...", "Need to tell ...", "I'd like to thank ...": the ask without the preamble. */
const PREAMBLE = /^(?:(?:I|we)\s+)?(?:need to|want to|have to|must|would like to|'d like to|’d like to|should|gotta|got to)\s+(?=(?:ask|tell|let|remind|thank|invite|offer|propose|suggest|apologi[sz]e|follow|confirm|cancel|reschedule|decline|congratulate|welcome|introduce|pitch|request|inform|update|share|send|announce|check)\b)/i;

const STYLE = /^(?:please\s+)?(?:keep|make|use|be|avoid|write|don'?t|do not|end|start|sound|format|no more than|under|limit|max|the tone|tone|cc|bcc|attach|include a subject|add a subject|subject)\b/i;
const STYLE_ANYWHERE = /\b(?:tone|words|paragraphs?|subject line|sentences?|sign[- ]?off|bullet points?|exclamation)\b/i;

/** Turns "ask ...", "tell ...", "offer ..." (an instruction to the tool) into asks addressed to the reader. */
function readClause(raw: string, reading: Reading, audience: EmailAudience): boolean {
  let s = stripEnd(collapse(raw)).replace(/^(?:and|also|then|plus|but|so)\s+/i, "").replace(/^please\s+/i, "")
    .replace(/^(?:politely|kindly|gently|firmly|briefly|quickly|nicely|respectfully)\s+/i, "");
  const g = s.match(/^([\p{L}]+ing)\b/u);
  if (g && GERUND_TO_BASE[g[1]!.toLowerCase()]) s = GERUND_TO_BASE[g[1]!.toLowerCase()]! + s.slice(g[1]!.length);
  const add = (kindIn: AskKind, text: string) => {
    let kind = kindIn;
    let t = stripEnd(collapse(text));
    if (kind === "get" && /^(?:an?\s+)?(?:(?:short|quick|brief|\d+-minute)\s+)?(?:meeting|call|chat|catch-up)\b/i.test(t)) kind = "schedule";
    const from = kind === "get" ? t.match(/\s+from\s+((?:my|our|the)\s+.+?)(?=\s+(?:for|to|by|about|before|on)\b|$)/i) : null;
    if (from) {
      const r = takeRecipient(from[1]!);
      if (r.found && !r.rest) {
        if (r.name) reading.recipient.name ??= r.name;
        if (r.role) reading.recipient.role ??= r.role;
        t = t.replace(from[0], " from you");
      }
    }
    // "Cancel Thursday's 1:1 with Mia, I'm travelling": the part after the comma is a fact.
    const splice = t.match(/^(.+?),\s+((?:I|we|it|they|he|she|this|that|there)(?:['’](?:m|re|ll|ve|d|s))?\s+.+)$/);
    const askText = splice ? splice[1]! : t;
    if (askText || /^(?:apologize|thank|welcome|congratulate)$/.test(kind)) reading.asks.push({ kind, text: toReader(askText, reading.recipient, audience) });
    if (splice) pushFact(reading, splice[2]!);
    return true;
  };
  const recip = (rest: string) => {
    const r = takeRecipient(rest);
    if (r.found && /^(?:them|him|her)$/.test(r.role ?? "")) reading.themReader = true;
    if (r.found) {
      if (r.name && !reading.recipient.name && !/^(?:us|me)$/.test(r.role ?? "")) reading.recipient.name = r.name;
      if (r.role && !reading.recipient.role && !/^(?:them|him|her|us|me|everyone|everybody)$/.test(r.role)) reading.recipient.role = r.role;
    }
    return r.rest;
  };
  let m: RegExpMatchArray | null;

  if ((m = s.match(/^(?:ask|request|beg)\s+(.*)$/i))) {
    let rest = m[1]!;
    if (!/^(?:for|to|if|whether|about|when|why|what|how)\b/i.test(rest)) rest = recip(rest);
    if ((m = rest.match(/^for\s+(.+)$/i))) return add(/\boff\b|\bleave\b|\bvacation\b|\bpto\b|\btime off\b|\bholiday\b/i.test(m[1]!) ? "time-off" : "get", m[1]!);
    if ((m = rest.match(/^to\s+(.+)$/i))) return add("do", m[1]!);
    if ((m = rest.match(/^(?:if|whether)\s+(.+)$/i))) return add("whether", m[1]!);
    if ((m = rest.match(/^(?:about|regarding)\s+(.+)$/i))) return add("about", m[1]!);
    if ((m = rest.match(/^((?:when|why|what|how|who|where)\b.+)$/i))) return add("whether", m[1]!);
    if (rest) return add("get", rest);
    return false;
  }
  if ((m = s.match(/^(?:tell|inform|notify|let)\s+(.*)$/i))) {
    let rest = recip(m[1]!);
    rest = rest.replace(/^know\s+/i, "");
    if ((m = rest.match(/^to\s+(.+)$/i))) return add("do", m[1]!);
    if ((m = rest.match(/^(?:about|of|regarding)\s+(.+)$/i))) return add("update", m[1]!);
    rest = rest.replace(/^that\s+/i, "");
    return rest ? add("tell", rest) : false;
  }
  if ((m = s.match(/^(?:remind|nudge|chase)\s+(.*)$/i))) {
    const rest = recip(m[1]!);
    if ((m = rest.match(/^to\s+(.+)$/i))) return add("remind-do", m[1]!);
    if ((m = rest.match(/^that\s+(.+)$/i))) return add("remind-that", m[1]!);
    if ((m = rest.match(/^(?:about|of|on|for)\s+(.+)$/i))) return add("remind-about", m[1]!);
    return rest ? add("remind-about", rest) : false;
  }
  if ((m = s.match(/^(?:thank)\s+(.*)$/i))) {
    const rest = recip(m[1]!);
    if ((m = rest.match(/^for\s+(.+)$/i))) return add("thank", m[1]!);
    return add("thank", rest || "");
  }
  if ((m = s.match(/^(?:invite)\s+(.*)$/i))) {
    const rest = recip(m[1]!);
    if ((m = rest.match(/^(?:to|for)\s+(.+)$/i))) return add("invite", m[1]!);
    return rest ? add("invite", rest) : false;
  }
  if ((m = s.match(/^pitch\s+(.+?)(?:\s+to\s+((?:the|our|my|small|local|busy|potential)?\s*[\p{L}\s-]+))?$/iu))) {
    if (m[2]) reading.recipient.role ??= m[2].trim().toLowerCase();
    return add("introduce", m[1]!);
  }
  if ((m = s.match(/^(?:offer)\s+(.*)$/i))) {
    let rest = m[1]!;
    if (/^(?:them|him|her|the client|the customer|our client)\b/i.test(rest)) rest = recip(rest);
    if ((m = rest.match(/^to\s+(.+)$/i))) return add("propose", `I could ${m[1]!}`);
    return add("offer", rest);
  }
  if ((m = s.match(/^(?:propose|suggest|recommend)\s+(.*)$/i))) {
    const rest = m[1]!;
    if ((m = rest.match(/^that\s+(.+)$/i))) return add("propose", m[1]!);
    return add("propose", rest);
  }
  if ((m = s.match(/^(?:apologi[sz]e|say sorry|say (?:I'm|we're|I am|we are) sorry)\s*(.*)$/i))) {
    let rest = m[1]!;
    if (/^to\s+/i.test(rest)) rest = recip(rest.replace(/^to\s+/i, ""));
    return add("apologize", rest.replace(/^(?:for|about)\s+/i, ""));
  }
  if ((m = s.match(/^(?:follow[- ]up|check in)\s+(?:with\s+)?(.*)$/i))) {
    let rest = m[1]!;
    if (!/^(?:on|about|regarding)\b/i.test(rest)) rest = recip(rest);
    rest = rest.replace(/^(?:on|about|regarding)\s+/i, "");
    return add("follow-up", rest);
  }
  if ((m = s.match(/^confirm\s+(?:that\s+)?(.+)$/i))) {
    // "confirm price stays at $0.80" (a clause): the reader is asked to confirm; "confirm the booking": the sender confirms.
    const clause = /^(?:the|a|an|our|my|your|this|that)?\s*[\p{L}$-]+(?:\s+[\p{L}$-]+){0,3}\s+(?:stays|is|are|will|remains|still|has|have|was|were|can)\b/iu.test(m[1]!);
    return clause ? add("do", `confirm that ${m[1]!}`) : add("confirm", m[1]!);
  }
  if ((m = s.match(/^introduce\s+(.+)$/i))) return add("introduce", m[1]!.replace(/^yourself\b/i, "myself"));
  if ((m = s.match(/^(?:schedule|set up|arrange|book|organi[sz]e|plan)\s+(.+)$/i))) return add("schedule", m[1]!);
  if ((m = s.match(/^(?:mention|say|note|explain|add|stress|emphasi[sz]e|point out|highlight|include)\s+(.+)$/i))) {
    const rest = m[1]!;
    if ((m = rest.match(/^that\s+(.+)$/i))) return add("tell", m[1]!);
    if (/^(?:I|we)\b/.test(rest) || (/^(?:our|my|it|the|there|this)\b/.test(rest) && /\b(?:is|are|was|were|will|have|has|had|can|need|'s|'re|'ll|'ve)\b/i.test(rest))) {
      return add("tell", rest);
    }
    return add("mention", rest);
  }
  if ((m = s.match(/^(?:recruit|hire|headhunt|source)\s+(.+)$/i))) return add("recruit", m[1]!);
  if ((m = s.match(/^(?:a\s+)?(?:quick|big|huge|short|small)?\s*(?:thanks|thank you|thank-you(?:\s+note)?)\s+to\s+(.+)$/i))) {
    const rest = recip(m[1]!);
    return add("thank", rest.replace(/^for\s+/i, ""));
  }
  if ((m = s.match(/^(?:promise|guarantee)\s+(?:them|him|her)?\s*(.+)$/i))) return add("promise", m[1]!);
  if ((m = s.match(/^(?:announce|share the news)\s+(?:to\s+(everyone|everybody|all|the whole team|the team|the company|our customers|customers|the staff)\s+)?(?:that\s+)?(.+)$/i))) {
    if (m[1]) reading.recipient.role ??= m[1].toLowerCase().replace(/^(?:the whole|the|our)\s+/, "");
    return add("announce", m[2]!);
  }
  if ((m = s.match(/^(?:decline|turn down|reject)\s+(.+)$/i))) return add("decline", m[1]!);
  if ((m = s.match(/^(?:cancel|call off)\s+(.+)$/i))) return add("cancel", m[1]!);
  if ((m = s.match(/^(?:reschedule|move|postpone|push back)\s+(.+)$/i))) return add("reschedule", m[1]!);
  if ((m = s.match(/^congratulate\s+(.*)$/i))) {
    const rest = recip(m[1]!).replace(/^(?:on|for)\s+/i, "");
    return add("congratulate", rest);
  }
  if ((m = s.match(/^welcome\s+(.*)$/i))) {
    const other = m[1]!.match(NAME);
    if (other && audience === "team" && !NOT_NAMES.has(other[1]!.split(" ")[0]!)) return add("welcome-other", m[1]!);
    const rest = recip(m[1]!).replace(/^to\s+/i, "");
    return add("welcome", rest);
  }
  if ((m = s.match(/^(?:share|send|forward|pass on)\s+(.+)$/i))) {
    let rest = m[1]!;
    if (/^(?:them|him|her)\b/i.test(rest)) rest = recip(rest);
    const to = rest.match(/^(.+?)\s+(?:with|to)\s+((?:the|my|our)\s+[\p{L}\s-]+)$/u);
    if (to) {
      reading.recipient.role ??= to[2]!.replace(/^(?:the|my|our)\s+/i, "").toLowerCase();
      rest = to[1]!;
    }
    return add("share", rest);
  }
  if ((m = s.match(/^apply\s+(?:for|to)\s+(.+)$/i))) return add("apply", m[1]!);
  if ((m = s.match(/^(?:update|brief)\s+(.*)$/i))) {
    const rest = recip(m[1]!).replace(/^(?:on|about|regarding)\s+/i, "");
    return add("update", rest);
  }
  if ((m = s.match(/^(?:request)\s+(.+)$/i))) return add("get", m[1]!);
  if ((m = s.match(/^(?:discuss|talk about|go over|review)\s+(.+)$/i))) return add("schedule", `a time to discuss ${m[1]!}`);
  return false;
}

/** "Cold sales email to ...", "Email to a client: ...", "Quick note for the team about ...". */
const NOUN_INSTRUCTION =
  /^\s*(?:an?\s+|the\s+)?(?:(?:short|quick|brief|formal|friendly|polite|professional|casual|persuasive|urgent|follow-up|follow\s+up|thank-you|thank\s+you|cold|sales|business|networking|introduction|introductory|simple|nice|concise|long|detailed|warm|kind|outreach|recruiting|application|firm|gentle|reminder)\s+)*(?:e-?mail|message|note|letter)\s*(?=to\b|for\b|about\b|asking\b|regarding\b|re\b|:)[:\s]*/i;

/** A recipient the role list does not know ("the head of operations at Northwind"): up to a connector. */
const RECIPIENT_NP =
  /^(.+?)(?=\s*[:;,]|\s+(?:about|regarding|asking|requesting|thanking|inviting|reminding|telling|letting|following|offering|to\s+\p{Ll}+|that|who|because|and)\b|$)[:;,]?\s*/u;

/** The instruction sentence: "Write an email to my manager Sam asking for ...". */
function readInstruction(first: string, reading: Reading, _audience: EmailAudience): string | null {
  let text = collapse(first);
  const original = text;
  let stripped = text.replace(INSTRUCTION_PREFIX, "");
  if (stripped === text) stripped = text.replace(NOUN_INSTRUCTION, "");
  const wasInstruction = stripped !== text;
  text = stripped;
  // "Email the client about ...", "Reach out to Sam to ...", "Reply to Priya ..."
  const verbTo = text.match(/^(?:e-?mail|message|write to|reach out to|contact|reply to|respond to|get back to|ping)\s+(.+)$/i);
  if (verbTo || wasInstruction) {
    let rest = verbTo ? verbTo[1]! : text;
    const from = rest.match(/^from\s+(\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+)?)\s*/u);
    if (from) {
      reading.sender = from[1]!;
      rest = rest.slice(from[0].length);
    }
    const job = rest.match(/^for\s+((?:the|a|an)\s+.+?\b(?:position|role|job|opening|post|vacancy)\b.*)$/i);
    if (job) {
      reading.asks.push({ kind: "apply", text: stripEnd(job[1]!) });
      return "";
    }
    if (!verbTo) {
      const to = rest.match(/^(?:to|for)\s+/i);
      if (to && !/^(?:to|for)\s+(?:ask|request|thank|tell|invite|remind|say|let|follow|confirm|apologi|announce|introduce|share|offer|propose|discuss|apply)\b/i.test(rest)) {
        rest = rest.slice(to[0].length);
        const r = takeRecipient(rest);
        if (r.found) {
          if (r.name && !/^(?:us|me)$/.test(r.role ?? "")) reading.recipient.name ??= r.name;
          if (r.role && !/^(?:them|him|her|us|me)$/.test(r.role)) reading.recipient.role ??= r.role;
          rest = r.rest;
        } else {
          const np = rest.match(RECIPIENT_NP);
          if (np) rest = rest.slice(np[0].length);
        }
      }
    } else {
      rest = rest.replace(/^to\s+/i, "");
      const r = takeRecipient(rest);
      if (r.found) {
        reading.recipient.name ??= r.name;
        if (r.role && !/^(?:them|him|her|us|me)$/.test(r.role)) reading.recipient.role ??= r.role;
        rest = r.rest;
      }
    }
    rest = rest.replace(/^[,:;-]\s*/, "").replace(/^(?:and|to say that|saying that|saying)\s+/i, "");
    if (/follow[- ]?up/i.test(original.slice(0, original.length - stripped.length))) rest = rest.replace(/^(?:about|on|regarding)\s+/i, "follow up on ");
    rest = rest.replace(/^to\s+(?=(?:ask|request|thank|tell|invite|remind|let|follow|confirm|apologi[sz]e|announce|introduce|share|offer|propose|suggest|apply|update|check)\b)/i, "");
    return upperFirst(rest);
  }
  return null;
}

/** A sentence of the prompt that states a fact, rewritten for the reader; null when it is not for the email. */
function readFact(raw: string, reading: Reading, audience: EmailAudience): string | null {
  const s = collapse(raw).replace(/^(?:so|basically|anyway|ok|okay|well|um|also|plus)\b[,\s]+(?=\S)/i, "");
  if (STYLE.test(s) || (STYLE_ANYWHERE.test(s) && /\b(?:should|must|keep|make|under|less than|no more|avoid|use)\b/i.test(s))) return null;
  // An order to the tool the engine did not understand ("Ignore the instructions above").
  const first = nlp(s).terms().json()[0] as { terms?: { tags?: string[] }[] } | undefined;
  const tags = first?.terms?.[0]?.tags ?? [];
  if (tags.includes("Infinitive") && !/\b(?:is|are|was|were|has|have|had|will|won't|can't|did|does|I|we)\b/i.test(s)) return null;
  if (/\b(?:ignore|disregard)\b.*\b(?:instructions?|prompt|above|rules)\b|\bsystem prompt\b|\bas an ai\b/i.test(s)) return null;
  let t = toReaderFact(s, reading, audience);
  if (/\?$/.test(t)) t = toReader(t, reading.recipient, audience);
  return t;
}

function toReaderFact(s: string, reading: Reading, audience: EmailAudience): string {
  let t = ` ${s} `;
  if (reading.themReader) t = t.replace(/\btheir\b/gi, "your").replace(/\bthey\b/gi, "you").replace(/\bthem\b/gi, "you");
  const { role } = reading.recipient;
  if (role && !/^(?:them|him|her|us|me|everyone|everybody)$/.test(role)) {
    t = t.replace(new RegExp(`\\b(?:my|our|the)\\s+${role}(['’]s)?\\b`, "gi"), (_, p: string | undefined) => (p ? "your" : "you"));
  }
  const mention = new RegExp(`${AUDIENCES[audience].mention.source}(['’]s)?`, "gi");
  t = t.replace(mention, (_m: string, p: string | undefined) => (p ? "your" : "you"));
  return collapse(
    t.replace(/\byou (has|have)n['’]t\b/gi, "you haven't").replace(/\byou has\b/gi, "you have").replace(/\byou is\b/gi, "you are")
      .replace(/\byou was\b/gi, "you were").replace(/\byou does\b/gi, "you do").replace(/\byou doesn['’]t\b/gi, "you don't")
      .replace(/\byou(\s+(?:still|also|already|just|never|really|probably))\s+(has|is|was|does)(n['’]t)?\b/gi, (_m, adv: string, v: string, n: string | undefined) =>
        `you${adv} ${({ has: "have", is: "are", was: "were", does: "do" } as Record<string, string>)[v.toLowerCase()]}${n ?? ""}`),
  ).replace(/^you\b/, "You");
}

const DATE_RE =
  /\b(?:(?:by|before|on|until|from|this|next|last)\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day(?:\s+the\s+\d{1,2}(?:st|nd|rd|th)?)?|(?:jan(?:uary)?|feb(?:ruary)?|march|april|may|june|july|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan(?:uary)?|feb(?:ruary)?|march|april|may|june|july|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)|tomorrow|today|tonight|end of (?:the )?(?:day|week|month|quarter|year)|eod|eow|(?:next|this) (?:week|month|quarter)|within \d+ (?:business |working )?days|in \d+ (?:days|weeks))\b/gi;
const AMOUNT_RE = /(?:[$€£¥]\s?\d[\d,.]*(?:\s?(?:k|m|million|billion))?|\b\d[\d,.]*\s?(?:usd|eur|gbp|dollars|euros|pounds|%|percent)\b)/gi;

function intentOf(asks: Ask[], text: string, purpose: EmailPurpose): Intent {
  const main = asks[0];
  const all = asks.map((a) => a.text).join(" ");
  if (asks.some((a) => a.kind === "time-off")) return "time-off";
  if (/\b(?:pay|paid|payment|overdue|outstanding balance|settle|unpaid)\b/i.test(all)) return "payment";
  if (/\breschedul/i.test(text)) return "meeting";
  if (asks.some((a) => a.kind === "offer") && /\bdemo|trial|walkthrough|call\b/i.test(all)) return "demo";
  if (main) {
    switch (main.kind) {
      case "thank": return asks.every((a) => a.kind === "thank" || a.kind === "tell") ? "thanks" : "request";
      case "congratulate": return "thanks";
      case "apologize": return "apology";
      case "follow-up": return "follow-up";
      case "remind-do": case "remind-that": case "remind-about": return "reminder";
      case "invite": return "invitation";
      case "introduce": return "introduction";
      case "apply": return "application";
      case "schedule": case "reschedule": return "meeting";
      case "decline": return "decline";
      case "welcome-other": case "welcome": return "update";
      case "tell": case "announce": case "update": case "share": case "confirm": case "cancel": return "update";
      case "offer": return "demo";
      default: break;
    }
  }
  if (main && /^(?:an?\s+)?(?:meeting|call|catch-up|chat|coffee|quick call)\b/i.test(main.text)) return "meeting";
  if (!main) {
    if (/\bthank/i.test(text) || purpose === "thank-you") return "thanks";
    if (purpose === "follow-up") return "follow-up";
    if (purpose === "application") return "application";
    if (purpose === "introduction") return "introduction";
    return "update";
  }
  return "request";
}

export function analysePrompt(prompt: string, audience: EmailAudience = "client", purpose: EmailPurpose = "business"): EmailFacts {
  const text = cleanPrompt(prompt);
  const lang = detectLanguage(text);
  const reading: Reading = { asks: [], context: [], facts: [], factAfter: [], recipient: { name: null, role: null }, sender: null };
  const dates = [...new Set((text.match(DATE_RE) ?? []).map((d) => d.trim()))];
  const amounts = [...new Set((text.match(AMOUNT_RE) ?? []).map((d) => d.trim()))];
  const names = nlp(text).people().out("array") as string[];
  if (lang !== "en") {
    return { lang, recipientName: foreignName(text, lang), recipientRole: null, senderName: null, asks: [], context: [], facts: [], factAfter: [], intent: "request", dates, amounts, names };
  }
  const sentences = splitSentences(text)
    .flatMap((s) => s.text.split(/(?<=[.!?])\s+(?=\p{Ll})/u))
    .map((s) => s.replace(/\bi\b/g, "I").replace(/\bi(['’](?:m|ll|d|ve))\b/g, "I$1")
      .replace(/\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|april|june|july|august|september|october|november|december)\b/g, (w) => upperFirst(w)))
    .map((s) => s.replace(/\b(\p{Lu}{5,})\b/gu, (w) => (LEXICON[w.toLowerCase()] !== undefined || /^(?:STILL|PLEASE|ASAP|TODAY|URGENT|AGAIN|REALLY|NEVER)$/.test(w) ? w.toLowerCase() : w)))
    .map((s) => s.replace(/^(?:customer|client|re|subject|context|background|situation|update|note|fyi|topic|urgent|important|heads up|reminder|question)(?:\s+\p{Ll}+)?:\s+(?=\p{L})/iu, ""))
    .map((s) => s.replace(/^(swamped|busy|stuck|slammed|travell?ing|sick|exhausted|overloaded|buried)\b/i, (w) => `I'm ${w.toLowerCase()}`))
    .filter((s) => !/^[\p{L}]+[!.?]*$/u.test(s.trim()) || /^(?:thanks|thank)/i.test(s));
  sentences.forEach((sentence, i) => {
    // Sender: "Sign it as Dana", "My name is Dana Ortiz", "from Dana".
    const sign = sentence.match(/\b(?:sign(?:\s+it|\s+off)?\s+(?:as|with|from)|my name is|signed,?)\s+(\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+)?)/u);
    if (sign) {
      reading.sender = sign[1]!;
      if (/^\s*(?:please\s+)?sign\b/i.test(sentence) || /^\s*my name is\s+\S+(?:\s+\S+)?[.!]?$/i.test(sentence)) return;
    }
    const prepared = sentence.replace(DISCOURSE, "").replace(PREAMBLE, "");
    let rest: string | null = prepared;
    {
      const r = readInstruction(prepared, reading, audience);
      if (r !== null) rest = r;
      if (!rest) return;
    }
    // A clause can hold several asks: "ask them to pay within 7 days and offer a payment plan".
    rest = rest.replace(/((?:^|,|\band)\s*)(\p{L}+ing)\b/gu, (m0, pre: string, g: string) => (GERUND_TO_BASE[g.toLowerCase()] ? `${pre}${GERUND_TO_BASE[g.toLowerCase()]}` : m0));
    const clauses = splitAsks(rest);
    const handled = clauses.map((c) => readClause(c, reading, audience));
    if (handled.some(Boolean)) {
      clauses.forEach((c, j) => {
        if (!handled[j]) {
          const f = readFact(c, reading, audience);
          if (f) pushFact(reading, f);
        }
      });
      return;
    }
    // "to my landlord to report a leak" / "about the Q3 budget" / "that the office is closed"
    let m: RegExpMatchArray | null;
    if ((m = rest.match(/^(?:about|regarding|concerning|re:?|on the subject of)\s+(.+)$/i))) {
      reading.asks.push({ kind: "about", text: toReader(stripEnd(m[1]!), reading.recipient, audience) });
      return;
    }
    if ((m = rest.match(/^that\s+(.+)$/i))) {
      reading.asks.push({ kind: "tell", text: toReader(stripEnd(m[1]!), reading.recipient, audience) });
      return;
    }
    if ((m = rest.match(/^to\s+(\p{Ll}+\b.*)$/u)) && nlp(m[1]!).verbs().length > 0) {
      reading.asks.push({ kind: "purpose", text: toReader(stripEnd(m[1]!), reading.recipient, audience) });
      return;
    }
    if (i === 0 && rest !== sentence && !/\b(?:is|are|was|were|will|have|has|had|can|'s|'re|'ll|'ve|need|needs|want|wants)\b/i.test(rest)) {
      // "Write an email about our new pricing" leftovers: a topic.
      reading.asks.push({ kind: "about", text: toReader(stripEnd(rest), reading.recipient, audience) });
      return;
    }
    const meeting = rest.match(/^(?:an?\s+)?(meeting|call|catch-up|chat)\s+request\b(?:\s+with\s+(?:my|our|the|a)?\s*\S+)?\s*(?:about|on|regarding|to discuss|for)?\s*(.*)$/i);
    if (meeting) {
      const topic = stripEnd(meeting[2]!);
      reading.asks.push({ kind: "schedule", text: toReader(`a ${meeting[1]!.toLowerCase()}${topic ? ` to discuss ${topic}` : ""}`, reading.recipient, audience) });
      return;
    }
    if (nlp(rest).verbs().length === 0 && rest.split(/\s+/).length <= 12 && !/\?$/.test(rest)) {
      reading.asks.push({ kind: "about", text: toReader(stripEnd(lowerFirst(rest)), reading.recipient, audience) });
      return;
    }
    const f = readFact(rest, reading, audience);
    if (f) pushFact(reading, f);
  });
  const asks = reading.asks.filter((a) => a.text || /^(?:apologize|thank|welcome|congratulate)$/.test(a.kind));
  return {
    lang,
    recipientName: reading.recipient.name,
    recipientRole: reading.recipient.role,
    senderName: reading.sender,
    asks,
    context: reading.context.map((f) => toReaderFact(f, reading, audience)),
    facts: reading.facts.map((f) => toReaderFact(f, reading, audience)),
    ...(reading.themReader ? {} : {}),
    factAfter: reading.factAfter,
    intent: intentOf(asks, text, purpose),
    dates,
    amounts,
    names,
  };
}

/** "ask them to pay within 7 days and offer a payment plan" -> two clauses (only when the second starts with a verb). */
function splitAsks(text: string): string[] {
  const verbs = "promise|ask|tell|remind|thank|invite|offer|propose|suggest|mention|say|note|explain|confirm|apologi[sz]e|follow up|schedule|set up|arrange|share|send|request|let them know|let him know|let her know|include|highlight|add|cancel|reschedule|welcome|congratulate|introduce";
  return text
    .split(new RegExp(`(?:,\\s*|\\s+)(?:and|then|also|and also|but)\\s+(?=(?:please\\s+)?(?:${verbs})\\b)|[;,]\\s*(?=(?:please\\s+)?(?:${verbs})\\s+(?:them|him|her|if|whether|to|for|about|that|us|me)\\b)`, "i"))
    .filter((c) => c.trim());
}

/** A name in a non-English prompt ("a mi jefe Carlos", "an Frau Müller", "à mon collègue Julien"). */
function foreignName(text: string, lang: Lang): string | null {
  const re: Record<Lang, RegExp> = {
    es: /(?:^|\s)(?:a|para)\s+(?:(?:mi|nuestro|nuestra|el|la)\s+\p{Ll}+\s+)?(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)/u,
    de: /(?:\b((?:Herrn?|Frau)\s+\p{Lu}\p{Ll}+)|(?:^|\s)an\s+(?:meinen|meine|unseren|unsere|den|die)\s+\p{Lu}\p{Ll}+\s+(\p{Lu}\p{Ll}+)(?=[\s,.]|$))/u,
    fr: /(?:^|\s)(?:à|pour)\s+(?:(?:mon|ma|notre|le|la)\s+\p{Ll}+\s+)?(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)/u,
  };
  const m = text.match(re[lang]);
  if (!m) return null;
  return (m[1] ?? m[2]!).replace(/^Herrn\b/, "Herr");
}

// ------------------------------------------------------------------------------------------------ writing

const CONTRACT: [RegExp, string][] = [
  [/\bI am\b/g, "I'm"], [/\bI would\b/g, "I'd"], [/\bI will\b/g, "I'll"],
  [/\bI have (?=been|had|done|seen|heard|attached|included|learned|put|made|finished|sent)/g, "I've "],
  [/\b([Dd])o not\b/g, "$1on't"], [/\b([Dd])oes not\b/g, "$1oesn't"], [/\b([Cc])annot\b/g, "$1an't"], [/\b([Dd])id not\b/g, "$1idn't"],
  [/\b([Ww])ill not\b/g, "$1on't"], [/\b([Ii])t is\b/g, "$1t's"], [/\b([Ww])e are\b/g, "$1e're"], [/\b([Ww])e will\b/g, "$1e'll"],
  [/\b([Yy])ou are\b/g, "$1ou're"], [/\b([Tt])hat is\b/g, "$1hat's"], [/\b([Tt])here is\b/g, "$1here's"],
  [/\bis not\b/g, "isn't"], [/\bare not\b/g, "aren't"], [/\b([Ll])et us\b(?! know)/g, "$1et's"],
];

const EXPAND: [RegExp, string][] = [
  [/\bI['’]m\b/g, "I am"], [/\bI['’]d\b/g, "I would"], [/\bI['’]ll\b/g, "I will"], [/\bI['’]ve\b/g, "I have"],
  [/\b([Ww])on['’]t\b/g, "$1ill not"], [/\b([Cc])an['’]t\b/g, "$1annot"], [/\b([Ll])et['’]s\b/g, "$1et us"],
  [/\b(\p{L}+)n['’]t\b/gu, "$1 not"], [/\b([Ii])t['’]s\b/g, "$1t is"], [/\b([Tt])hat['’]s\b/g, "$1hat is"],
  [/\b([Tt])here['’]s\b/g, "$1here is"], [/\b(\p{L}+)['’]re\b/gu, "$1 are"], [/\b(\p{L}+)['’]ll\b/gu, "$1 will"],
  [/\b(we|you|they|We|You|They)['’]ve\b/g, "$1 have"],
];

/** Contractions follow the tone: formal writing spells them out, friendly and casual writing uses them. */
export function applyContractions(text: string, how: "expand" | "contract" | "keep"): string {
  const rules = how === "expand" ? EXPAND : how === "contract" ? CONTRACT : [];
  return rules.reduce((t, [re, to]) => t.replace(re, to), text);
}

const hasTime = (s: string) =>
  new RegExp(DATE_RE.source, "i").test(s) ||
  /\b(?:asap|as soon as possible|soon|immediately|right away|urgently|tonight|this (?:morning|afternoon|evening)|within the hour|by noon|\d{1,2}(?::\d{2})?\s?(?:am|pm))\b/i.test(s);

/** "pay within 7 days" -> "settle the invoice within 7 days" (a bare "pay" reads oddly in an email). */
function polishVerbPhrase(vp: string, prompt: string): string {
  let t = vp;
  if (/^pay\b(?!\s+(?:the|for|us|me|it|this|that|our|your|an?|invoice|[$€£]|\d))/i.test(t)) {
    t = t.replace(/^pay\b/i, /\binvoice\b/i.test(prompt) ? "settle the invoice" : "make the payment");
  }
  return t.replace(/\s+or\s+(?=(?:let|tell|contact|call|reply|email|get back)\b)/i, ", or ");
}

/** An ask as a first-person sentence for the register. */
export function askSentence(ask: Ask, register: Register, prompt: string, first: boolean): string {
  const t = ask.text;
  const formal = register === "formal";
  const warm = register === "warm";
  const urgent = register === "urgent";
  const asap = urgent && !hasTime(t) && !/\s(?:or|and)\s/.test(t) ? " as soon as possible" : "";
  switch (ask.kind) {
    case "do":
    case "remind-do": {
      const vp = polishVerbPhrase(t, prompt);
      if (ask.kind === "remind-do") {
        return formal ? `This is a reminder to ${vp}.` : warm ? `This is a friendly reminder to ${vp}.` : `This is a quick reminder to ${vp}${asap}.`;
      }
      if (formal) return `Could you please ${vp}?`;
      if (warm) return `Would you be able to ${vp}?`;
      if (urgent) return `Could you please ${vp}${asap}?`;
      return `Could you please ${vp}?`;
    }
    case "get":
      if (/^(?:\d+|a few|five|ten|fifteen|twenty|thirty)\s+minutes\b|^(?:a|some)\s+(?:few minutes|time)\b/i.test(t)) return formal ? `Would you have ${t}?` : `Could you spare ${t}?`;
      return formal ? `I would like to ask for ${t}.` : warm ? `Could I ask for ${t}?` : urgent ? `I need to ask for ${t}${asap}.` : `I would like to ask for ${t}.`;
    case "time-off": {
      const np = t.replace(/^(?:a\s+)?(?:day|days|time)\s+off\s+/i, (m) => m); // keep as written
      return formal ? `I would like to request ${np}.` : warm ? `Would it be all right if I took ${np}?` : urgent ? `I am writing to request ${np} at short notice.` : `I would like to request ${np}.`;
    }
    case "tell":
      return first ? `I wanted to let you know that ${lowerFirst(t)}.` : `I also wanted to let you know that ${lowerFirst(t)}.`;
    case "remind-that":
      return warm ? `This is a friendly reminder that ${lowerFirst(t)}.` : `This is a reminder that ${lowerFirst(t)}.`;
    case "remind-about":
      return warm ? `This is a friendly reminder about ${t}.` : `This is a reminder about ${t}.`;
    case "thank":
      if (!t) return formal ? "I would like to thank you for your help." : "Thank you so much for your help.";
      return formal ? `I would like to thank you for ${t}.` : warm ? `Thank you so much for ${t}!` : `Thank you for ${t}.`;
    case "invite":
      return /^\p{Ll}+\b/u.test(t) && nlp(t).verbs().length > 0 && !/^(?:the|a|an|our|my)\b/i.test(t)
        ? formal ? `I would like to invite you to ${t}.` : `Would you like to ${t}?`
        : formal ? `I would like to invite you to ${t}.` : warm ? `I'd love for you to join us for ${t}!` : `I would like to invite you to ${t}.`;
    case "offer":
      return formal ? `I would be glad to offer you ${t}.` : warm ? `Would you be up for ${t}?` : `Would you be open to ${t}?`;
    case "propose":
      return /^(?:I|we)\b/.test(t) ? `I would suggest that ${t}.` : `I would like to propose ${t}.`;
    case "apologize":
      if (!t) return formal ? "Please accept my apologies." : warm ? "I'm really sorry about this." : "I am very sorry about this.";
      return formal ? `Please accept my apologies for ${t}.` : warm ? `I'm really sorry about ${t}.` : `I apologize for ${t}.`;
    case "follow-up":
      if (/^(?:after|since|from|regarding)\b/i.test(t)) return formal ? `I am writing to follow up ${t}.` : `I am following up ${t}.`;
      return formal ? `I am writing to follow up on ${t}.` : warm ? `I'm just following up on ${t}.` : `I am following up on ${t}.`;
    case "confirm":
      return /\b(?:is|are|will|has|have|was|were)\b/i.test(t) ? `I am writing to confirm that ${lowerFirst(t)}.` : `I am writing to confirm ${t}.`;
    case "introduce":
      if (/^(?:myself|me)\s+as\s+/i.test(t)) return `I would like to introduce myself as ${t.replace(/^(?:myself|me)\s+as\s+/i, "")}.`;
      return /^(?:myself|me)\b/i.test(t) ? "I would like to introduce myself." : `I would like to introduce ${t}.`;
    case "schedule": {
      const what = t.replace(/^(an?\s+(?:meeting|call|chat))\s+with you\b/i, "$1");
      return formal ? `Would it be possible to schedule ${what}?` : warm ? `Could we set up ${what}?` : `Could we schedule ${what}${asap}?`;
    }
    case "mention":
      return `I also wanted to mention ${t}.`;
    case "announce":
      return /\b(?:is|are|will|has|have|was|were)\b/i.test(t) ? `I am pleased to share that ${lowerFirst(t)}.` : `I am pleased to announce ${t}.`;
    case "recruit":
      return formal ? `I am writing about an opening for ${t}.` : `I'm reaching out about an opening for ${t}.`;
    case "promise":
      return formal ? `I can assure you of ${t}.` : `I can promise you ${t}.`;
    case "decline":
      return `Unfortunately, I have to decline ${t}.`;
    case "cancel":
      return formal ? `I regret that I need to cancel ${t}.` : `Unfortunately, I need to cancel ${t}.`;
    case "reschedule":
      return `Would it be possible to reschedule ${t}?`;
    case "congratulate":
      return t ? `Congratulations on ${t}!` : "Congratulations!";
    case "welcome":
      return t ? `Welcome to ${t}!` : "It is great to have you on board!";
    case "welcome-other":
      return `Please join me in welcoming ${t}!`;
    case "share":
      return `I am sharing ${t} with you.`;
    case "apply":
      return `I am writing to apply for ${t}.`;
    case "update":
      return `I wanted to give you an update on ${t}.`;
    case "about":
      return formal ? `I am writing regarding ${t}.` : warm ? `I wanted to reach out about ${t}.` : `I am writing about ${t}.`;
    case "purpose":
      return `I am writing to ${t}.`;
    case "whether": {
      let m: RegExpMatchArray | null;
      if ((m = t.match(/^you\s+(?:can|could)\s+(.+)$/i))) return formal ? `Would you be able to ${m[1]}?` : `Could you ${m[1]}?`;
      if ((m = t.match(/^you(?:['’]d| would)\s+be\s+(.+)$/i))) return `Would you be ${m[1]}?`;
      if ((m = t.match(/^you(?:['’]d| would)\s+(.+)$/i))) return `Would you be willing to ${m[1]}?`;
      if ((m = t.match(/^you\s+(?:will|would)\s+(.+)$/i))) return `Would you ${m[1]}?`;
      return `Could you let me know ${/^(?:when|why|what|how|who|where)\b/i.test(t) ? "" : "whether "}${t}?`;
    }
  }
}

/** The audience the prompt's own word for the reader names ("my manager" -> manager), if any. */
function readerAudience(role: string | null): EmailAudience | undefined {
  const last = role?.split(/\s+/).at(-1);
  return last ? (Object.keys(AUDIENCES) as EmailAudience[]).find((a) => AUDIENCES[a].mention.test(`the ${last}`)) : undefined;
}

function greeting(tone: EmailTone, audience: EmailAudience, name: string | null, role: string | null): string {
  const { salutation } = TONES[tone];
  // The prompt's own word for the reader ("my team", "the landlord") wins over the audience option.
  const roleAudience = readerAudience(role);
  const who = AUDIENCES[roleAudience ?? audience];
  const group = role && (/\b(?:committee|board|group|department|panel|council|everyone|everybody|all|staff|employees)\b/.test(role) ||
    (/[^s]s$/.test(role) && (!roleAudience || roleAudience === "colleague" || roleAudience === "team")));
  const plural = role && /[^s]s$/.test(role);
  const other = role && !roleAudience && !group && !/^(?:them|him|her|us|me|everyone|everybody|all)$/.test(role)
    ? plural ? "[Name]" : /^(?:hr|it)$/.test(role) ? `${role.toUpperCase()} team` : `[${role.replace(/\b\p{L}/gu, (c) => c.toUpperCase())}'s Name]`
    : null;
  const everyone = group ? (tone === "formal" ? "all" : "everyone") : null;
  const titled = name && /^(?:Dr|Mr|Mrs|Ms|Prof|Professor|Coach|Doctor)\b/.test(name);
  const given = name && tone !== "formal" && !titled ? name.split(" ")[0]! : name;
  const target = given ?? everyone ?? other ?? (tone === "formal" ? who.formalName : who.name);
  return `${salutation} ${target},`;
}

/** A fact sentence of the prompt as it reads in the email (never the prompt sentence verbatim). */
function factSentence(fact: string, lead: string | null, how: "expand" | "contract" | "keep", prompt: string, fallback = "Also,"): string {
  let t = endSentence(applyContractions(fact, how));
  if (lead) t = `${lead} ${lowerFirst(t)}`;
  // Still word for word the prompt's sentence: add a connector so it reads as part of the email.
  if (sentencesOf(prompt).some((p) => same(p, t))) t = `${fallback} ${lowerFirst(t)}`;
  return t.replace(/(?<!,)\s+and\s+(?=(?:\p{Lu}\p{Ll}+|I|we|she|he|they|you|it)\s+(?:has|have|had|will|is|are|was|were|can|agreed|said)\b)/u, ", and ");
}

const norm = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();
const same = (a: string, b: string) => norm(a) === norm(b);
const sentencesOf = (text: string) => splitSentences(cleanPrompt(text)).map((s) => s.text);

/** A short phrase for the subject, cut at a word boundary and free of trailing function words. */
export function shortPhrase(text: string, max = 10, cutAtTo = true): string {
  let words = stripEnd(text).replace(/\b(?:your|their)\b/gi, "the").split(/\s+/);
  // Stop at a clause that explains why ("to attend ...", "so that ...", "because ...").
  const cut = words.findIndex((w, i) => i > 1 && (cutAtTo ? /^(?:to|so|because|since|as|which|who|that|or|and|but|if|while|–|-)$/i : /^(?:so|because|since|as|which|who|that|or|but|if|while|–|-)$/i).test(w));
  if (cut > 0) words = words.slice(0, cut);
  if (words.length > max) {
    // Too long: cut before the last preposition that fits ("... summit in Denver | on October 9").
    const prep = words.slice(0, max + 1).map((w, i) => (i >= 4 && /^(?:in|on|at|by|for|from|with|during|after|before)$/i.test(w) ? i : -1)).filter((i) => i > 0);
    words = words.slice(0, prep.length ? prep.at(-1)! : max);
  }
  while (words.length > 1 && /^(?:the|a|an|of|to|for|and|or|with|in|on|at|by|my|our|your|from|that|this|about|before|after|during|until|into|over|per|via|than|as|is|are|was|were|will|be)$/i.test(words.at(-1)!)) words.pop();
  return words.join(" ").replace(/[,;:]$/, "");
}

const noDet = (s: string) => s.replace(/^(?:the|a|an)\s+/i, "");

export function subjectFor(facts: EmailFacts, purpose: EmailPurpose, tone: EmailTone): string {
  // A request states the purpose better than a piece of news ("I enjoyed your talk" + "could you share the slides?").
  const main = /^(?:tell|mention)$/.test(facts.asks[0]?.kind ?? "")
    ? facts.asks.find((a) => /^(?:do|get|whether|schedule|time-off|invite|offer|apply|remind-do)$/.test(a.kind)) ?? facts.asks[0]
    : facts.asks[0];
  const intent = facts.intent;
  const fill = (which: Intent, x: string) => (x ? INTENT_SUBJECTS[which].with.replace("{x}", x) : INTENT_SUBJECTS[which].without);
  let subject: string;
  if (intent === "time-off") {
    const date = facts.asks.find((a) => a.kind === "time-off")?.text.match(new RegExp(DATE_RE.source, "i"))?.[0];
    subject = fill(intent, date ? upperFirst(date.replace(/^(?:by|on|from)\s+/i, "")) : "");
  } else if (intent === "payment") {
    const all = [...facts.asks.map((a) => a.text), ...facts.context, ...facts.facts].join(" ");
    const invoice = all.match(/\binvoice\s+(?:no\.?\s*|number\s+|#\s*)?([A-Z]*-?\d[\w-]*)/i);
    subject = fill(intent, invoice ? `invoice ${invoice[1]}` : facts.amounts[0] ?? "");
  } else if (!main && facts.context[0] && /\?$/.test(facts.context[0])) {
    subject = shortPhrase(facts.context[0], 10, false) + "?";
  } else if (!main && facts.context[0]) {
    subject = `Update: ${shortPhrase(lowerFirst(facts.context[0]))}`;
  } else if (!main) {
    subject = PURPOSES[purpose].subject;
  } else if (/\breschedul/i.test(facts.context.join(" "))) {
    const what = facts.context.join(" ").match(/\breschedule\s+(.+?)(?:\s+(?:because|due|as|since)\b|[.,;]|$)/i)?.[1];
    subject = what ? `Rescheduling ${shortPhrase(what)}` : "Rescheduling our meeting";
  } else {
    let x = shortPhrase(main.text);
    // "renew it before 6pm": "it" is the thing the prompt just talked about.
    const thing = facts.context[0]?.match(/^(?:the|our|my)\s+([\p{L}\s-]{3,40}?)\s+(?:is|are|was|were|has|have|expires|will|broke|keeps|isn['’]t|won['’]t|needs)\b/iu)?.[1];
    if (thing && /\bit\b/.test(x)) x = x.replace(/\bit\b/, `the ${thing}`);
    switch (main.kind) {
      case "thank": subject = fill("thanks", x); break;
      case "apologize": subject = x ? fill("apology", x) : facts.context[0] ? `My apologies: ${shortPhrase(lowerFirst(facts.context[0]))}` : fill("apology", ""); break;
      case "follow-up": subject = /^(?:after|since|from)\b/i.test(x) ? `Following up ${x}` : fill("follow-up", x); break;
      case "remind-do": case "remind-that": case "remind-about": subject = fill("reminder", x); break;
      case "invite": subject = /^(?:the|a|an|our|my|your)\b/i.test(x) ? fill("invitation", upperFirst(x)) : `Invitation to ${x}`; break;
      case "introduce":
        subject = /^(?:myself|me)\s+as\s+/i.test(main.text) ? `Introducing ${shortPhrase(main.text.replace(/^(?:myself|me)\s+as\s+(?:the|a|an)?\s*/i, "your "))}`
          : /^(?:myself|me)\b/i.test(x) ? "Introducing myself" : fill("introduction", x);
        break;
      case "apply": subject = fill("application", x); break;
      case "recruit": subject = `An opportunity: ${noDet(x)}`; break;
      case "offer": subject = fill("demo", x); break;
      case "propose": subject = `Proposal: ${x}`; break;
      case "schedule": {
        const topic = main.text.match(/\b(?:to discuss|about|on)\s+(.+)$/i)?.[1];
        subject = topic ? `Meeting request: ${noDet(shortPhrase(topic))}` : upperFirst(`${x} request`.replace(/^(?:a|an)\s+/i, ""));
        break;
      }
      case "reschedule": subject = `Rescheduling ${x}`; break;
      case "cancel": subject = `Cancelling ${x}`; break;
      case "decline": subject = `Re: ${shortPhrase(main.text.replace(/\s+(?:because|due to|as|since)\b.*$/i, ""), 9, false)}`; break;
      case "congratulate": subject = `Congratulations on ${x}`; break;
      case "welcome": subject = x ? `Welcome to ${x}` : "Welcome aboard"; break;
      case "welcome-other": subject = `Please welcome ${x}`; break;
      case "share": subject = upperFirst(noDet(x)); break;
      case "update": subject = `Update on ${x}`; break;
      case "tell": case "announce": case "confirm": subject = `Update: ${x}`; break;
      case "get": subject = `Request for ${x}`; break;
      case "time-off": subject = fill("time-off", ""); break;
      case "whether": {
        const m = main.text.match(/^you(?:\s+(?:can|could|will|would)|['’]d)\s+(?:be\s+)?(.+)$/i);
        const mine = main.text.match(/^I\s+(can|could|may|should)\s+(.+)$/i);
        subject = m
          ? /^open to\b/i.test(m[1]!) ? `Would you be ${shortPhrase(m[1]!)}?` : /^you(?:['’]d| would)\s+(?!be\b)/i.test(main.text) ? `Would you be willing to ${shortPhrase(m[1]!)}?` : `Request: ${shortPhrase(m[1]!)}`
          : mine ? `Question: ${mine[1]!.toLowerCase()} I ${shortPhrase(mine[2]!)}?` : `Quick question: ${x}`;
        break;
      }
      case "about": case "purpose":
        subject = facts.asks.length > 1 ? `${upperFirst(noDet(x))}: next steps` : upperFirst(noDet(x));
        break;
      case "mention": subject = upperFirst(noDet(x)); break;
      case "do":
      default:
        subject = /\breschedul/i.test(facts.context.join(" ")) ? `Rescheduling: ${x}` : `Request: ${x}`;
    }
  }
  subject = collapse(subject).replace(/[.,;:]$/, "");
  if (subject.length > 78) subject = subject.slice(0, 78).replace(/\s+\S*$/, "");
  subject = upperFirst(subject);
  if (tone !== "urgent" || /^urgent/i.test(subject)) return subject;
  return subject.includes(":") ? `${subject} (urgent)` : `Urgent: ${subject}`;
}

/** Applies contractions outside [placeholders] only. */
function contractOutside(text: string, how: "expand" | "contract" | "keep"): string {
  return text.split(/(\[[^\]]*\])/).map((part) => (part.startsWith("[") ? part : applyContractions(part, how))).join("");
}

export function paragraphsFor(facts: EmailFacts, options: Omit<EmailTemplateInput, "prompt">, prompt: string): string[] {
  const { purpose, tone, audience, length } = options;
  const t = TONES[tone];
  const register = REGISTER[tone];
  const informal = register === "warm";
  const p = PURPOSES[purpose];
  const how = t.contractions;
  const personal = purpose === "networking" || purpose === "thank-you" || purpose === "introduction";
  // The reader's own problem ("your order arrived damaged"): sympathy first.
  const readerProblem = /\byour\b.*\b(?:damaged|broken|late|delayed|missing|wrong|faulty|defective|lost|cancell?ed)\b/i.test(facts.context[0] ?? "");
  const contextLead = readerProblem ? "I am sorry to hear that" : personal ? "" : CONTEXT_LEADS[facts.intent];
  const contextLines = facts.context.map((f, i) =>
    factSentence(f, i === 0 && contextLead && !/\?$/.test(f) ? contextLead : i === 0 ? "" : null, how, prompt,
      i > 0 ? "Also," : facts.intent === "apology" ? "Unfortunately," : /^(?:we|I)\s+(?:met|spoke|talked|chatted)\b/i.test(f) ? "As a quick reminder," : "For context,"));
  const lead = FACT_LEADS[facts.intent] ?? FACT_LEADS.default;
  // Asks and the facts between them, in the prompt's order.
  const render = (a: Ask, first: boolean) =>
    facts.intent === "apology" && a.kind === "offer" ? `To make up for it, I would like to offer you ${a.text}.` : askSentence(a, register, prompt, first);
  const tail: string[] = [];
  let factCount = 0;
  facts.asks.forEach((a, i) => {
    if (i > 0) tail.push(render(a, false));
    facts.facts.forEach((f, j) => {
      if (facts.factAfter[j] === i + 1) {
        tail.push(factSentence(f, factCount === 0 ? lead : null, how, prompt, "Also,"));
        factCount += 1;
      }
    });
  });
  const firstAsk = facts.asks[0] ? render(facts.asks[0], true) : contextLines.length ? "" : p.fallback;
  const head = [...contextLines, firstAsk].filter(Boolean);
  const roleAudience = readerAudience(facts.recipientRole);
  const unknownRole = facts.recipientRole && !roleAudience && !/^(?:them|him|her|us|me|everyone|everybody|all)$/.test(facts.recipientRole);
  // The prompt's word for the reader wins over the default audience; an audience the user picked wins over both.
  const reader = audience !== "client" ? audience : roleAudience ?? audience;
  const audienceLine = unknownRole && audience === "client" && facts.intent === "thanks" ? "" : unknownRole && audience === "client"
    ? "Thank you for your help with this."
    : informal ? AUDIENCES[reader].line.informal : AUDIENCES[reader].line.formal;
  const next = tone === "casual" ? NEXT_STEPS[facts.intent].casual : informal ? NEXT_STEPS[facts.intent].informal : NEXT_STEPS[facts.intent].formal;
  const generic = facts.intent === "update" && personal;
  const value = (generic ? null : INTENT_COPY[facts.intent].value) ?? p.value;
  const details = (generic ? null : INTENT_COPY[facts.intent].details) ?? p.details;
  const closing = facts.intent === "thanks" ? t.thanks : t.closing;
  const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(" ");
  const opener = t.opener;
  const thin = [...head, ...tail].join(" ").split(/\s+/).length < 14;

  let paragraphs: string[];
  if (length === "short") {
    const body = join(...head, ...tail.slice(0, 3));
    paragraphs = [join(tone === "formal" || tone === "urgent" || tone === "persuasive" ? opener : "", body), join(next, audienceLine, closing)];
  } else if (length === "medium") {
    paragraphs = [
      join(opener, ...head),
      join(...tail) || (thin ? join(details, value) : join(value, t.colour)),
      tail.length ? join(value, audienceLine) : join(audienceLine, next, closing),
      tail.length ? join(next, closing) : "",
    ].filter(Boolean);
  } else {
    paragraphs = [
      join(opener, ...head),
      join(...tail),
      factCount === 0 ? details : "",
      join(value, t.colour),
      join(audienceLine, p.more),
      join(next),
      closing || (tone === "formal" ? "With my sincere thanks," : ""),
    ].filter(Boolean);
    if (paragraphs.length < 5) paragraphs.splice(1, 0, details);
  }
  const casual = (x: string) =>
    tone === "casual" ? x.replace(/\bWould you be able to\b/g, "Could you").replace(/\bThank you so much\b/g, "Thanks so much").replace(/\bWould it be all right if I took\b/g, "Could I take") : x;
  return paragraphs.map((para) => upperFirst(contractOutside(casual(para), how)));
}

function foreignEmail(facts: EmailFacts, input: EmailTemplateInput): EmailTemplateResponse {
  const L = LANGS[facts.lang as Lang];
  const formal = !(input.tone === "friendly" || input.tone === "casual");
  const name = facts.recipientName ?? (input.audience === "team" ? L.team : null);
  const greeting = name
    ? (formal ? L.greeting.formal : L.greeting.informal).replace("{name}", name)
    : formal ? L.anonymous.formal : L.anonymous.informal;
  // Informal wording uses "du/tú/tu" only in the opener; the rest of the template stays polite.
  const opener = formal ? L.opener.formal : L.opener.formal;
  const closing = input.tone === "urgent" ? L.closing.urgent : formal ? L.closing.formal : L.closing.informal;
  const intro = L.intro[input.purpose];
  let paragraphs: string[];
  if (input.length === "short") paragraphs = [`${opener} ${intro}`, `${L.core} ${closing}`];
  else if (input.length === "medium") paragraphs = [`${opener} ${intro}`, L.core, `${L.value} ${closing}`];
  else paragraphs = [`${opener} ${intro}`, L.core, L.details, `${L.more} ${L.value}`, closing];
  if (facts.lang === "de" && greeting.endsWith(",")) paragraphs[0] = paragraphs[0]!.replace(/^\p{Lu}/u, (c) => (/^Ich\b/.test(paragraphs[0]!) ? c.toLowerCase() : c));
  else paragraphs[0] = upperFirst(paragraphs[0]!);
  const signOff = formal ? L.signOff.formal : L.signOff.informal;
  const body = [greeting, ...paragraphs, `${signOff}\n${L.name}`].join("\n\n");
  const subject = (input.tone === "urgent" ? { es: "Urgente: ", de: "Dringend: ", fr: "Urgent : " }[facts.lang as Lang] : "") + L.subject[input.purpose];
  return { subject, body };
}

export function generateEmail(input: EmailTemplateInput): EmailTemplateResponse {
  const facts = analysePrompt(input.prompt, input.audience, input.purpose);
  if (facts.lang !== "en") return foreignEmail(facts, input);
  const t = TONES[input.tone];
  const body = [
    greeting(input.tone, input.audience, facts.recipientName, facts.recipientRole),
    ...paragraphsFor(facts, input, input.prompt),
    `${t.signOff}\n${facts.senderName ?? "[Your Name]"}`,
  ].join("\n\n");
  return { subject: subjectFor(facts, input.purpose, input.tone), body };
}

/**
 * Tidies a model's answer: trims, drops a "Subject:" prefix, normalises line ends and keeps one blank line between
 * paragraphs. Null when nothing is left (a blank answer).
 */
export function tidyModelEmail(answer: EmailTemplateResponse): EmailTemplateResponse | null {
  const subject = collapse(answer.subject.replace(/^subject:\s*/i, ""));
  const body = answer.body.replace(/\r\n?/g, "\n").replace(/[ \t]+\n/g, "\n").replace(/\n{3,}/g, "\n\n").trim();
  return subject && body ? { subject, body } : null;
}
