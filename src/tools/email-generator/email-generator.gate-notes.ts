/**
 * The user's own notes, as the gate reads them: the prompt cut at sentence ends, commas, semicolons, colons and
 * dashes; which notes are orders to the tool ("tell the landlord ...") or tone directives ("polite but firm"); the
 * facts each note carries (numbers, amounts, dates, names, places, acronyms); and a tidy form of a note that keeps
 * every word as the user typed it (acronyms and names included).
 */
import { contentTerms } from "../../shared/text/tokens";
import { startsWithTool, TOOL_VERBS } from "./email-generator.split";
import { isVocative } from "./email-generator.vocative";
import { agreeYou, herToReader } from "./email-generator.reader-pronouns";
import { splitAtStops } from "../../shared/text/abbreviations";

export interface Note {
  raw: string;
  terms: string[];
  facts: string[];
  /** An order to the tool ("follow up with the client about ..."): its words are not said as they stand. */
  order: boolean;
  /** After a dash or a colon in its sentence: one of a list of details ("- mobile van, fully insured, ..."). */
  listed: boolean;
  /** A tone or length directive ("polite but firm", "keep it short"): never said. */
  directive: boolean;
}

const MORE_ORDERS =
  /^(?:please\s+)?(?:email|write|draft|compose|escalate|e-mail|message|text|dm|letter|note|reach\s+out|get\s+in\s+touch)\b|^(?:i\s+)?(?:want|would like|need|wanna)\s+to\s+(?:ask|say|tell|thank|invite|let|mention|check|know)\b|^(?:hey\s+|hi\s+)?(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|pls\s+)?(?:write|draft|help|make|create|email|send|do)\b|^(?:final\s+|friendly\s+|quick\s+)?(?:reminder|message|invite|invitation|apology|update|announcement|intro|outreach)\s+(?:email\s+)?(?:to|for)\b|^(?:and\s+)?(?:see|find out)\s+(?:if|whether)\b/i;
const DIRECTIVE =
  /^(?:(?:be|stay|remain|keep it|make it|sound|but|and|very|quite|really|super|not too)\s+)*(?:polite|firm|friendly|formal|informal|short|brief|concise|professional|casual|warm|upbeat|positive|persuasive|urgent|apologetic|grateful|respectful|clear|direct|simple|light)(?:\s+(?:but|and|yet)\s+\S+)?(?:\s+(?:tone|please))?$/i;
/** "customers: ...", "networking - ...": who the e-mail is for or what kind it is, not a fact. */
const LABEL =
  /^(?:customers?|clients?|team|all|everyone|staff|hi|hey|hello|dear \S+|to \S+|networking|sales|follow[- ]up|introduction|recruitment|application|thank[- ]you|business|update|reminder|urgent|escalate|escalation|fyi|re|subject|(?:customer\s+|client\s+)?complaint)$/i;
const NAME_END = /\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+$/u;
const ROLE_START =
  /^(?:a|an|the|head|director|manager|ceo|cfo|cto|coo|vp|founder|co-founder|owner|lead|chief|senior|junior|our|my|now|who|whose|formerly)\b/i;
const WEEKDAY_MONTH =
  /^(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december|today|tomorrow|tonight|xmas|christmas|easter)$/i;
/** Words that start a sentence in any e-mail, never a name of their own. */
const COMMON_CAPS = /^(?:I|I'm|I've|I'll|I'd|Hi|Hey|Dear|Please|Thanks|Thank|The|A|An|We|Our|My)$/;

const UNIT: Record<string, string> = { mo: "month", mth: "month", yr: "year", wk: "week", hr: "hour" };

/** The prompt's notes, in order. */
export function promptNotes(prompt: string): Note[] {
  const out: Note[] = [];
  for (const sentence of splitAtStops(prompt.replace(/\s+/g, " "), /\S/)) {
    let listed = false;
    let previous = "";
    for (const piece of sentence.split(/(;|,\s+|\s+[-–—]+\s+|:\s+)/)) {
      if (/^(?:\s+[-–—]+\s+|:\s+)$/.test(piece)) listed = true;
      const raw = piece.replace(/^(?:and|but|then|also|plus|so)\s+/i, "").replace(/[\s.,;:!?]+$/u, "");
      if (!/\p{L}|\d/u.test(raw) || /^(?:;|,\s+)$/.test(piece)) continue;
      out.push({
        raw,
        // ("$49/mo" is said by "$49 a month".)
        terms: contentTerms(raw.replace(/\/\s*(mo|mth|yr|wk|hr)\b/gi, (_, u: string) => ` ${UNIT[u.toLowerCase()]}`)),
        facts: factsOf(raw),
        order: startsWithTool(raw) || MORE_ORDERS.test(raw),
        listed,
        // "Laura Kim, head of people at ...": a description of the reader after their name is not said.
        directive:
          DIRECTIVE.test(raw) ||
          LABEL.test(raw) ||
          isVocative(raw) ||
          (NAME_END.test(previous) && ROLE_START.test(raw)),
      });
      previous = raw;
    }
  }
  return out;
}

/** The facts in a text, lower-cased: numbers and amounts, acronyms, names, days and months. */
export function factsOf(text: string): string[] {
  const out: string[] = [];
  const tokens = text.match(/[£$€]?[\p{L}\d][\p{L}\d,.:%'’]*/gu) ?? [];
  tokens.forEach((t, i) => {
    const w = t.replace(/[.,:'’-]+$/u, "").replace(/['’]s$/u, "");
    if (!w) return;
    if (/\d/.test(w)) out.push(w.toLowerCase());
    else if (/^\p{Lu}{2,}s?$/u.test(w)) out.push(w.toLowerCase());
    else if (WEEKDAY_MONTH.test(w)) out.push(w.toLowerCase().slice(0, 3));
    else if (i > 0 && /^\p{Lu}\p{Ll}/u.test(w) && !COMMON_CAPS.test(w)) out.push(w.toLowerCase());
  });
  return out;
}

const TOOL_HEAD = new RegExp(
  `^(?:please\\s+)?(?:politely\\s+|kindly\\s+|gently\\s+|firmly\\s+)?(?:${TOOL_VERBS})\\b\\s*(?:(?:the|my|our|a)\\s+)?(?:up\\s+|in\\s+)?(?:(?:with|to)\\s+)?(?:(?:the|my|our)\\s+)?(?:(?:client|customer|team|manager|boss|landlord|supplier|recruiter|colleague|them|him|her|everyone|all)\\s+)?(?:know\\s+)?(?:that\\s+|about\\s+)?`,
  "i",
);

const MONTH_DAY =
  /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december)\b/g;

/** The reader, named in the prompt as "he" or "she", is "you" in the e-mail ("I'll take his in March"). */
function toReader(s: string, pronoun: "he" | "she" | "they" | null): string {
  if (pronoun === "he")
    return agreeYou(
      s
        .replace(/\bhis(?=\s+(?:in|on|at|for|by|to|from|with|next|this|last)\b|\s*$)/g, "yours")
        .replace(/\bhis\b/g, "your")
        .replace(/\b(?:he|him)\b/g, "you"),
    );
  if (pronoun === "she") return agreeYou(herToReader(s.replace(/\bshe\b/g, "you").replace(/\bhers\b/g, "yours")));
  return s;
}

/** A note as the user typed it, tidied: an order's leading verb dropped, "im" and "i" mended, the first letter up. */
export function tidyNote(raw: string, pronoun: "he" | "she" | "they" | null = null): string {
  const s = toReader(raw.replace(TOOL_HEAD, ""), pronoun)
    .replace(MONTH_DAY, (m) => m[0]!.toUpperCase() + m.slice(1))
    .replace(/\bi\b/g, "I")
    .replace(/\bim\b/gi, "I'm")
    .replace(/\bive\b/gi, "I've")
    .replace(/\bdont\b/gi, "don't")
    .replace(/\bcant\b/gi, "can't")
    .trim();
  return s ? s[0]!.toUpperCase() + s.slice(1) : s;
}

/** Share of a note's content terms found in a text's terms. */
export function termCover(note: Note, terms: ReadonlySet<string>): number {
  if (note.terms.length === 0) return 1;
  return note.terms.filter((t) => terms.has(t)).length / note.terms.length;
}
