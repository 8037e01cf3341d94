import { keyPhrases, type KeyPhrase } from "../../shared/text/keyphrases";
import { splitSentences } from "../../shared/text/sentences";
import { isStopword } from "../../shared/text/tokens";
import type { EmailAudience, EmailPurpose, EmailTemplateInput, EmailTemplateResponse, EmailTone } from "./contract";
import {
  AUDIENCES, BASE_VERBS, DEADLINE, FIGURE, GERUNDS, INSTRUCTION_PREFIX, INSTRUCTION_WORDS, NOUN_ENDING, PURPOSES, TIME_WORDS, TONES,
} from "./email-generator.data";

/**
 * Built-in email engine. It reads the prompt (strips the "write an email to my manager" instruction, finds the
 * recipient's name if one is given, turns the request into a first-person sentence, rewrites mentions of the chosen
 * audience as "you"), extracts key phrases (RAKE, src/shared/text/keyphrases.ts), dates and figures, and fills
 * purpose, tone and audience wording with them. The subject comes from the prompt's best key phrase; the length
 * decides how many paragraphs the body has (short 1-2, medium 3-4, long 5+; greeting and sign-off not counted).
 */

export type Mode = "verb" | "about" | "that" | "statement";

export interface EmailFacts {
  /** How the request reads: a verb phrase ("ask for ..."), a topic ("the Q3 budget"), a "that" clause, a statement. */
  mode: Mode;
  /** How the email states the request, in the first person ("I am writing to ask for a day off ..."). */
  request: string;
  /** Further sentences of the prompt, rewritten for the reader. */
  details: string[];
  phrases: KeyPhrase[];
  /** The best key phrase with a determiner for use in a sentence ("the Q3 budget", "my sister's wedding"). */
  topic: string;
  /** The best key phrase as written, for the subject. */
  topicTitle: string;
  second: string | null;
  /** A date or time the prompt mentions ("next Friday"), without "by". */
  deadline: string | null;
  /** Amounts and counts the prompt mentions ("$12,000", "15%"). */
  figures: string[];
  /** A person's name the email is addressed to ("email to Sarah ..."). */
  recipientName: string | null;
}

const CONNECTORS = ["about", "regarding", "concerning", "on", "that", "to", "for", "asking", ...Object.keys(GERUNDS)];
const DETERMINERS = new Set(["the", "my", "our", "this", "these", "those", "their", "his", "her"]);
const NOUN_SIGNALS = new Set([...DETERMINERS, "a", "an", "your", "its", "new", "any", "some", "each", "every"]);
const EXCLUDED = new Set([...INSTRUCTION_WORDS, ...TIME_WORDS]);

const collapse = (s: string) => s.replace(/\s+/g, " ").trim();
const upperFirst = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
const stripEnd = (s: string) => s.replace(/[\s.,;:!?]+$/u, "");
const sentence = (s: string) => {
  const t = upperFirst(collapse(s));
  return !t || /[.!?]["'”’)]?$/u.test(t) ? t : `${t}.`;
};
const firstWord = (s: string) => (s.match(/^[\p{L}'’-]+/u)?.[0] ?? "").toLowerCase();

/** Lower-cases the first word when it is an ordinary word ("The budget" -> "the budget", "Acme" stays). */
function lowerFirstWord(s: string): string {
  const word = s.match(/^[\p{L}'’-]+/u)?.[0] ?? "";
  if (!word || /^\p{Lu}{2,}/u.test(word)) return s;
  const lower = word.toLowerCase();
  return isStopword(lower) || BASE_VERBS.has(lower) || lower in GERUNDS ? lower + s.slice(word.length) : s;
}

/** Removes the recipient ("to my manager", "for Sarah Lee") and says who it is. */
function takeRecipient(text: string): { rest: string; name: string | null } {
  // The recipient runs until a connector word ("about", "asking", "to", "that", ...).
  const words = text.split(/\s+/);
  if (!/^(to|for)$/i.test(words[0] ?? "")) return { rest: text, name: null };
  if (BASE_VERBS.has((words[1] ?? "").toLowerCase())) return { rest: text, name: null }; // "to thank the team": a verb
  let end = 1;
  while (end < words.length && end <= 6) {
    const w = words[end]!.toLowerCase().replace(/[,:;]$/, "");
    if (CONNECTORS.includes(w)) break;
    end += 1;
    if (/[,:;]$/.test(words[end - 1]!)) break;
  }
  if (end >= words.length || end > 6) return { rest: text, name: null }; // no connector: not a recipient
  const recipient = words.slice(1, end).join(" ").replace(/[,:;]$/, "");
  const names = recipient.match(/(?:^|\s)(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)$/u);
  const name = names && !isStopword(names[1]!.split(" ")[0]!.toLowerCase()) ? names[1]! : null;
  return { rest: words.slice(end).join(" "), name };
}

/** The request part of the first sentence and how it reads. */
export function parseRequest(first: string): { mode: Mode; text: string; name: string | null } {
  let text = collapse(first).replace(INSTRUCTION_PREFIX, "");
  const { rest, name } = takeRecipient(text);
  text = stripEnd(rest.replace(/^[,:;-]\s*/, ""));
  const lead = firstWord(text);
  let m: RegExpMatchArray | null;
  if ((m = text.match(/^(?:about|regarding|concerning|re:?|on)\s+(.+)$/i))) return { mode: "about", text: m[1]!, name };
  if ((m = text.match(/^that\s+(.+)$/i))) return { mode: "that", text: m[1]!, name };
  if ((m = text.match(/^to\s+([\p{L}'’-]+)(.*)$/iu)) && BASE_VERBS.has(m[1]!.toLowerCase())) {
    return { mode: "verb", text: m[1]!.toLowerCase() + m[2]!, name };
  }
  if (lead in GERUNDS) return { mode: "verb", text: GERUNDS[lead]! + text.slice(lead.length), name };
  if (BASE_VERBS.has(lead)) return { mode: "verb", text: lead + text.slice(lead.length), name };
  if (/^(?:i|we|my|our)\b/i.test(text) && text.split(/\s+/).length > 3) return { mode: "statement", text, name };
  return { mode: "about", text, name };
}

/** "my manager" -> "you", "the team's" -> "your" (only mentions of the chosen audience). */
export function addressReader(text: string, audience: EmailAudience): string {
  const { mention } = AUDIENCES[audience];
  const re = new RegExp(`${mention.source}(?:['’]s)?`, "giu");
  return text.replace(re, (found) => (/['’]s$/u.test(found) ? "your" : "you"));
}

/** Turns writing instructions in later sentences ("Mention that ...", "Keep it short") into email text or drops them. */
function detailSentence(text: string): string | null {
  const t = stripEnd(collapse(text));
  let m: RegExpMatchArray | null;
  if ((m = t.match(/^(?:please\s+)?(?:mention|say|note|explain|add|tell (?:them|him|her))\s+that\s+(.+)$/i))) return sentence(m[1]!);
  if ((m = t.match(/^(?:please\s+)?(?:mention|include|highlight|emphasi[sz]e|stress|note)\s+(.+)$/i))) {
    return sentence(`I would also like to mention ${lowerFirstWord(m[1]!)}`);
  }
  if (/^(?:please\s+)?(?:keep|make|use|be|avoid|sign|write|don'?t|do not|end|start|add|the tone)\b/i.test(t)) return null;
  if (/\b(?:tone|words|paragraphs?|subject line)\b/i.test(t) && /\b(?:should|must|keep|make|under|less than)\b/i.test(t)) return null;
  return sentence(t);
}

/** A phrase as it reads in a sentence: with the prompt's own determiner ("my sister's wedding"), or "the". */
function withDeterminer(phrase: KeyPhrase, source: string): string {
  const before = source.slice(0, phrase.position).match(/([\p{L}]+)\s+$/u)?.[1]?.toLowerCase();
  if (before && DETERMINERS.has(before)) return `${before} ${phrase.text}`;
  if (phrase.words.every((w) => /^\p{Lu}/u.test(w))) return phrase.text; // a name: "Acme Analytics"
  return `the ${phrase.text}`;
}

/**
 * RAKE also finds lone verbs ("attend", "sent"). A topic should name a thing: several words, a name, a word after a
 * determiner or preposition ("the proposal"), or a word with a noun ending ("migration").
 */
export function isNounLike(phrase: KeyPhrase, source: string): boolean {
  if (phrase.words.length > 1) return true;
  const word = phrase.words[0]!;
  if (/^\p{Lu}/u.test(word) && phrase.position > 0) return true;
  if (/^\p{Lu}{2,}|\p{N}/u.test(word)) return true;
  const before = source.slice(0, phrase.position).match(/([\p{L}]+)\s+$/u)?.[1]?.toLowerCase();
  if (before && NOUN_SIGNALS.has(before)) return true;
  return word.length >= 5 && NOUN_ENDING.test(word);
}

export function titleCase(text: string): string {
  return text
    .split(/\s+/)
    .map((w, i) => (i > 0 && /^(?:a|an|and|as|at|but|by|for|in|of|on|or|the|to|vs)$/i.test(w) ? w.toLowerCase() : /^\p{Ll}/u.test(w) ? upperFirst(w) : w))
    .join(" ");
}

export function analysePrompt(prompt: string): EmailFacts {
  const sentences = splitSentences(prompt).map((s) => s.text);
  const first = sentences[0] ?? prompt;
  let parsed = parseRequest(first);
  let rest = sentences.slice(1);
  if (!parsed.text && rest.length > 0) {
    // "Write a follow-up email. We met at the expo ..." : the request is the next sentence.
    parsed = { ...parseRequest(rest[0]!), name: parsed.name };
    rest = rest.slice(1);
  }
  // Only an instruction ("Write a formal email"): the email is about "this matter".
  const placeholder = !parsed.text;
  if (placeholder) parsed = { mode: "about", text: "this matter", name: parsed.name };

  const details = rest.map(detailSentence).filter((s): s is string => Boolean(s));
  const source = [parsed.text, ...details].join(" ");
  const phrases = placeholder ? [] : keyPhrases(source, { exclude: EXCLUDED }).filter((p) => p.text !== parsed.name && isNounLike(p, source));
  const fallback = placeholder
    ? "this matter"
    : source
      .split(/\s+/)
      .filter((w) => !isStopword(w.toLowerCase()) && !EXCLUDED.has(w.toLowerCase()))
      .slice(0, 4)
      .join(" ") || "this matter";
  const top = phrases[0];
  const deadline = prompt.match(DEADLINE)?.[0]?.replace(/^(?:by|before|on|until)\s+/i, "") ?? null;
  return {
    mode: parsed.mode,
    request: parsed.text,
    details,
    phrases,
    topic: top ? withDeterminer(top, source) : lowerFirstWord(fallback),
    topicTitle: top ? top.text : fallback,
    second: phrases[1] ? withDeterminer(phrases[1], source) : null,
    deadline,
    figures: [...new Set([...prompt.matchAll(FIGURE)].map((f) => f[0].trim()))],
    recipientName: parsed.name,
  };
}

/** Fills {topic}, {second}, {deadline}; an optional "[...]" part goes when its slot is empty. */
export function fill(template: string, slots: Record<string, string | null>): string {
  const optional = template.replace(/\[([^\]]*)\]/g, (_, inner: string) =>
    [...inner.matchAll(/\{(\w+)\}/g)].every((m) => slots[m[1]!]) ? inner : "",
  );
  return optional.replace(/\{(\w+)\}/g, (_, key: string) => slots[key] ?? "");
}

const CONTRACT: [RegExp, string][] = [
  [/\bI am\b/g, "I'm"], [/\bI would\b/g, "I'd"], [/\bI will\b/g, "I'll"],
  [/\bI have (?=been|had|done|seen|heard|attached|included|learned|put|made)/g, "I've "],
  [/\b([Dd])o not\b/g, "$1on't"], [/\b([Dd])oes not\b/g, "$1oesn't"], [/\b([Cc])annot\b/g, "$1an't"],
  [/\b([Ww])ill not\b/g, "$1on't"], [/\b([Ii])t is\b/g, "$1t's"], [/\b([Ww])e are\b/g, "$1e're"], [/\b([Ww])e will\b/g, "$1e'll"],
  [/\b([Yy])ou are\b/g, "$1ou're"], [/\b([Tt])hat is\b/g, "$1hat's"], [/\b([Tt])here is\b/g, "$1here's"],
  [/\bis not\b/g, "isn't"], [/\bare not\b/g, "aren't"], [/\b([Ll])et us\b/g, "$1et's"],
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

function requestSentence(mode: Mode, text: string, tone: EmailTone): string {
  const copy = TONES[tone];
  switch (mode) {
    case "verb":
      return sentence(`${copy.frame} ${text}`);
    case "that":
      return sentence(`${copy.frame} let you know that ${text}`);
    case "about":
      return sentence(`${copy.regarding} ${lowerFirstWord(text)}`);
    case "statement":
      return sentence(text);
  }
}

function greeting(tone: EmailTone, audience: EmailAudience, name: string | null): string {
  const { salutation } = TONES[tone];
  const who = AUDIENCES[audience];
  const target = name ?? (salutation === "Dear" && who.formalName ? who.formalName : who.name);
  return `${salutation} ${target},`;
}

function keyPoints(facts: EmailFacts): string {
  const items = facts.phrases.slice(0, 4).map((p) => upperFirst(p.text));
  if (facts.deadline) items.push(`Timing: ${facts.deadline}`);
  if (facts.figures.length) items.push(`Figures: ${facts.figures.slice(0, 4).join(", ")}`);
  if (items.length < 2) return sentence(`In short, the key point is ${facts.topic}`);
  return ["Here are the main points I would like to cover:", ...items.map((i) => `- ${i}`)].join("\n");
}

export function paragraphsFor(facts: EmailFacts, options: Omit<EmailTemplateInput, "prompt">): string[] {
  const { purpose, tone, audience, length } = options;
  const t = TONES[tone];
  const p = PURPOSES[purpose];
  const slots = { topic: facts.topic, second: facts.second, deadline: facts.deadline ?? "the end of the day" };
  const request = addressReader(requestSentence(facts.mode, facts.request, tone), audience);
  const details = facts.details.map((d) => sentence(addressReader(d, audience)));
  const opening = `${t.opener} ${request}`;
  const value = sentence(fill(p.value, slots));
  const audienceLine = fill(AUDIENCES[audience].sentence, slots);
  const cta = fill(p.cta, slots);
  const extra = sentence(fill(t.extra, slots));
  const join = (...parts: string[]) => parts.filter(Boolean).join(" ");

  let paragraphs: string[];
  if (length === "short") {
    paragraphs = details.length
      ? [join(opening, details.slice(0, 2).join(" ")), join(cta, t.closing)]
      : [join(opening, cta, t.closing)];
  } else if (length === "medium") {
    paragraphs = [opening, details.join(" "), join(value, audienceLine), join(cta, extra, t.closing)];
  } else {
    paragraphs = [
      opening,
      details.join(" "),
      value,
      keyPoints(facts),
      join(audienceLine, fill(p.more, slots)),
      join(cta, extra),
      t.closing,
    ];
  }
  return paragraphs.filter(Boolean).map((para) => upperFirst(applyContractions(para, t.contractions)));
}

export function subjectFor(facts: EmailFacts, purpose: EmailPurpose, tone: EmailTone): string {
  const topic = titleCase(facts.topicTitle).slice(0, 60).trim();
  const subject = PURPOSES[purpose].subject.replace("{Topic}", topic);
  return tone === "urgent" ? `Urgent: ${subject}` : subject;
}

export function generateEmail(input: EmailTemplateInput): EmailTemplateResponse {
  const facts = analysePrompt(input.prompt);
  const t = TONES[input.tone];
  const body = [
    greeting(input.tone, input.audience, facts.recipientName),
    ...paragraphsFor(facts, input),
    `${t.signOff}\n[Your Name]`,
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
