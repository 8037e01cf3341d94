/**
 * E-mail-specific checks of a written sentence against the prompt it came from. Each returns the names of the rules
 * the sentence breaks (empty: none found). They look for the classes a reader sees as broken: an acronym's case lost
 * ("It engineers" for "IT engineers"), a bracket pasted mid-sentence, a subject the prompt never gave put before a
 * note ("We based in ...", "It could supply ..."), a note's noun made an order ("Please risk with ..."), a clause
 * where a noun phrase belongs ("reach out about earn 1 point") and a clause with no verb ("Same room, and ..."). The shared checker (src/shared/text/sentence-check.ts) runs
 * first; its rules ("take your in March", "The fixed at is 03:10", "We based in ...") are not repeated here.
 */
import { NEWCOMER_NOTE } from "./email-generator.newcomer";
import { escapeRegExp } from "../../shared/text/regexp";
import { hasFiniteVerb } from "./email-generator.finite";
import { termsOf } from "../../shared/text/tagged-terms";
import { READER_DO } from "./email-generator.split";
import { sentenceProblems } from "../../shared/text/sentence-check";

/** "IT engineers" typed, "It engineers" written. */
function acronymLost(sentence: string, prompt: string): boolean {
  for (const m of prompt.matchAll(/\b(\p{Lu}{2,5})\s+(\p{L}+)/gu)) {
    const [, acr, next] = m as unknown as [string, string, string];
    const re = new RegExp(`\\b${escapeRegExp(acr)}\\s+${escapeRegExp(next)}\\b`, "iu");
    const hit = re.exec(sentence);
    // "It engineers": the engine's capital at a sentence start, not a shouted word ("STILL hasn't") said plainly.
    if (hit && !hit[0].startsWith(acr) && /^\p{Lu}\p{Ll}/u.test(hit[0])) return true;
  }
  return false;
}

/** A bracket the prompt did not have, with more of the sentence after it, or holding a tone directive. */
function pastedBracket(sentence: string, prompt: string): boolean {
  for (const m of sentence.matchAll(/\(([^()]+)\)/g)) {
    const inner = m[1]!;
    if (prompt.toLowerCase().includes(`(${inner.toLowerCase()}`)) continue;
    if (/\b(?:polite|politely|firm|firmly|friendly|formal|tone|brief|concise|keep it)\b/i.test(inner)) return true;
    // A bracket pasted mid-clause: the sentence goes on straight after it ("service (...) could make").
    if (/^\s+\p{L}/u.test(sentence.slice(m.index! + m[0].length))) return true;
  }
  return false;
}

const PRONOUN_HEAD = /^(I|We|It|They|He|She|I['’]m|We['’]re|It['’]s|They['’]re)\s+([\p{L}'’-]+)/u;
/** Participles a person does not do ("we based", "I located"): a note about a thing or another person. */
const PASSIVE_ONLY =
  /^(?:based|located|situated|headquartered|scheduled|planned|closed|delayed|fixed|insured|included|attached|priced|rated|certified|licensed|postponed|cancelled|canceled|reopening|networking)$/i;
const MODAL = /^(?:could|can|will|would|should|may|might|must)$/i;

/** "We based in the Leeds office" from "based in the Leeds office": a pronoun the prompt did not put there. */
function insertedSubject(sentence: string, prompt: string): boolean {
  const m = PRONOUN_HEAD.exec(sentence);
  if (!m) return false;
  const [, pronoun, word] = m as unknown as [string, string, string];
  const noteStart = new RegExp(`(?:^|[,;:.!?(]\\s*|\\s[-–—]\\s+|\\band\\s+)${escapeRegExp(word)}\\b`, "iu");
  if (
    !noteStart.test(prompt) ||
    !carriesNote(
      sentence.slice(m[0].length - word.length),
      prompt,
      /,/.test(sentence.slice(m[0].length, m[0].length + 2)) ? 1 : 2,
    )
  )
    return false;
  // The prompt said the pronoun itself ("we'll refund", "I have a BSc").
  const own = pronoun.toLowerCase().replace(/['’](?:m|re|s)$/, "");
  const said = new RegExp(
    `\\b${escapeRegExp(own)}(?:['’]?(?:m|re|s|ll|d|ve))?\\s+(?:\\S+\\s+)?${escapeRegExp(word)}\\b`,
    "iu",
  );
  if (said.test(prompt)) return false;
  // "welcome Raj to the team, based in Leeds": "They're based in Leeds" is the newcomer (email-generator.newcomer.ts).
  if (/^(?:they|he|she)$/.test(own) && NEWCOMER_NOTE.test(prompt)) return false;
  if (PASSIVE_ONLY.test(word)) return true;
  // "new hire Sam Patel, starts monday": the note after a person's name is about that person, not "it" or "we".
  const before = prompt.slice(0, noteStart.exec(prompt)!.index + 1);
  // ("Dana at Kestrel Foods, handles tax filings": a company after "at" is no person.)
  const named = /(\S+)\s+\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+\s*[,;:–-]?\s*$/u.exec(before);
  if (named && !/^(?:at|from|of|with|for|by|in|to)$/i.test(named[1]!) && /^(?:it|i|we)$/.test(own)) return true;
  // "im the head of procurement, would like a call": the prompt's own person carries on into the next note.
  const person = own === "i" ? /\b(?:i|im|i['’]m|ive|i['’]ve|my|me)\b/i : own === "we" ? /\b(?:we|us)\b/i : null;
  // "hiring a dental nurse", "looking for a sous chef": only the writer hires, so "I'm hiring" adds nothing.
  if (person && /^(?:hiring|recruiting|looking)$/i.test(word)) return false;
  if (MODAL.test(word) || /ing$/i.test(word)) return !(person && person.test(prompt));
  return false;
}

const IMPERATIVE_OK =
  /^(?:enjoy|have|let|take|find|see|visit|email|ring|drop|give|send|share|tell|ask|confirm|pay|order|try|shop|pop|follow|print|collect|wait|hold|leave|get|allow|expect|bring|wear|meet|join|sign|note|contact|call|reply|check|read|review|keep|make|feel|reach|save|book|grab|go|head|dress|pack|update|reset|change|install|restart|log|forward|avoid|stay|plan|prepare|be|use|come|arrive|submit|fill|register|remember|park|click|rsvp|do|don['’]t|never|always)$/i;

/** "Please risk with the legacy CRM database" from the note "risk with the legacy CRM database". */
function nounMadeOrder(sentence: string, prompt: string): boolean {
  const m = /^Please\s+([\p{L}-]+)/u.exec(sentence);
  if (!m) return false;
  const word = m[1]!;
  if (IMPERATIVE_OK.test(word) || READER_DO.test(word)) return false;
  const noteStart = new RegExp(`(?:^|[,;:.!?]\\s*|\\s[-–—]\\s+|\\band\\s+)${escapeRegExp(word)}\\b`, "iu");
  const followedByPreposition = new RegExp(`\\b${escapeRegExp(word)}\\s+(?:with|of|to|for|in|on|at|from)\\b`, "i");
  return (
    noteStart.test(prompt) &&
    followedByPreposition.test(prompt) &&
    carriesNote(sentence.slice("Please ".length), prompt) &&
    !new RegExp(`please\\s+${escapeRegExp(word)}\\b`, "i").test(prompt)
  );
}

/** The sentence goes on with the prompt's own words ("risk with the legacy"), not a library line's. */
const carriesNote = (rest: string, prompt: string, words = 2) => {
  const plain = (t: string) =>
    ` ${t
      .toLowerCase()
      .replace(/[^\p{L}\d]+/gu, " ")
      .trim()} `;
  return plain(prompt).includes(` ${plain(rest).trim().split(" ").slice(0, words).join(" ")} `);
};

/** "I wanted to reach out about earn 1 point", "I am writing about wardens wear hi-vis". */
function clauseAfterAbout(sentence: string): boolean {
  const m =
    /\b(?:writing|write|reach(?:ing)? out|reached out|wanted to ask|asking|talk|chat|let you know)\s+about\s+(.+?)[.!?]?$/i.exec(
      sentence,
    );
  if (!m) return false;
  const rest = m[1]!;
  // "talk about how you moved into product": a wh-clause is a noun phrase.
  if (/^(?:how|what|why|when|where|whether|who|which|if)\b/i.test(rest)) return false;
  const first = termsOf(rest)[0];
  if (
    first &&
    first.tags.includes("Verb") &&
    !first.tags.includes("Gerund") &&
    !/^(?:the|our|my|your)$/i.test(first.text)
  )
    return true;
  return hasFiniteVerb(rest.split(/[,(]/)[0]!);
}

/** The rules an e-mail sentence breaks, read against the prompt it was written from. */
export function emailSentenceProblems(sentence: string, prompt: string): string[] {
  const key = `${prompt}\u0000${sentence}`;
  const known = CACHE.get(key);
  if (known) return known;
  if (CACHE.size > 5000) CACHE.clear();
  const found = problemsOf(sentence, prompt);
  CACHE.set(key, found);
  return found;
}

/** The same sentence from the same prompt (another tone or length of one request) is read once. */
const CACHE = new Map<string, string[]>();

function problemsOf(sentence: string, prompt: string): string[] {
  // Brackets are read by this file's own rule; the shared checker reads the sentence around them ("a loft conversion
  // (roughly 30 square metres)" is no "a" before a plural).
  const out: string[] = sentenceProblems(sentence.replace(/\s*\([^()]*\)/g, ""), { prose: true });
  if (acronymLost(sentence, prompt)) out.push("acronym-case-lost");
  if (pastedBracket(sentence, prompt)) out.push("bracket-pasted");
  // "It starts Monday, and we based in the Leeds office": each clause after ", and" is read as a sentence too.
  const clauses = sentence.split(/,\s+and\s+/).map((c) => c[0]!.toUpperCase() + c.slice(1));
  if (clauses.some((c) => insertedSubject(c, prompt))) out.push("subject-inserted");
  if (nounMadeOrder(sentence, prompt)) out.push("noun-made-order");
  if (clauseAfterAbout(sentence)) out.push("clause-after-about");
  if (verblessClause(sentence)) out.push("verbless-clause");
  if (/^(?:whether|because(?! of)|which|although|though|unless)\b/i.test(sentence) && !/[?,]/.test(sentence))
    out.push("subordinate-clause-alone");
  return out;
}

const AUX =
  /\b(?:is|are|was|were|am|be|been|has|have|had|will|would|can|could|should|may|might|must|do|does|did)\b|['’](?:s|re|m|ve|ll|d)\b/i;

/** "IT engineers working on it": a plural noun and an -ing with no "are" between. */
function nounThenIng(part: string): boolean {
  if (AUX.test(part)) return false;
  const m = /\b(?!(?:is|was|has|its|this|us|thanks|plus)\b)(?:\p{Lu}{2,}|\p{L}+s)\s+(\p{L}+ing)\b/u.exec(part);
  if (!m) return false;
  // "care about ESG reporting", "work on API testing": after a preposition or an article it is a noun phrase.
  if (/\b(?:about|on|in|into|for|with|of|to|from|at|the|a|an|our|your|their|my)\s+$/i.test(part.slice(0, m.index)))
    return false;
  // "Bakeries using it saw 20% less waste": a verb after the -ing clause is the sentence's own.
  const after = termsOf(part.slice(m.index + m[0].length));
  return !after.some(
    (t) => t.tags.includes("PastTense") || (t.tags.includes("PresentTense") && !t.tags.includes("Gerund")),
  );
}

/** "Same room ...", "... and IT engineers working on it": a clause with no verb, or a noun and an -ing. */
function verblessClause(sentence: string): boolean {
  if (/[?!]$/.test(sentence)) return false;
  const parts = sentence.replace(/[.!?]$/, "").split(/,\s+and\s+/);
  return parts.some((part) => {
    if (nounThenIng(part)) return true;
    if (parts.length < 2) return false;
    const terms = termsOf(part);
    if (
      terms.length === 0 ||
      terms.length > 4 ||
      /^(?:please|thank|thanks|sorry|many|best|maybe|perhaps)$/i.test(terms[0]!.text)
    )
      return false;
    return !terms.some((t) => t.tags.includes("Verb") || t.tags.includes("Pronoun"));
  });
}

/** A subject line that reads as a clause ("I based in the Manchester office") with no verb a reader accepts. */
export function subjectProblems(subject: string, prompt: string): string[] {
  const out = emailSentenceProblems(subject, prompt).filter(
    (p) => p !== "missing-word" && p !== "no-verb" && p !== "bracket-pasted" && p !== "verbless-clause",
  );
  if (/^(?:I|We|It|They)\s/.test(subject) && !hasFiniteVerb(subject)) out.push("subject-clause-without-verb");
  return out;
}
