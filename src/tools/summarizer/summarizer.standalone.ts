/**
 * A TL;DR's sentence read as it would stand alone (session 10):
 * - "This means the reopening, planned for 15 January, will be delayed until at least the end of March." -> "The
 *   reopening, planned for 15 January, will be delayed ...": a consequence said without its pointer back, when what
 *   follows names its own subject;
 * - "Would I buy it again? Yes, probably, but I'd wait for a sale." is one answer: the question and its answer together;
 * - an appeal's ask ("We are asking our supporters to help us raise £12,000 by 31 December") is its point.
 */
import { isAdviceQuestion } from "./summarizer.ask";
import { isVerdictAnswer, opensWithPronoun } from "./summarizer.emphasis";
import type { RankedUnit } from "./summarizer.rank";

const CONSEQUENCE =
  /^(?:(?:this|that|which) (?:means|meant|will mean)(?: that)?|as a result(?: of this)?,?|because of this,?|so that means|this is why|that is why|that's why)\s+(?=\p{L})/iu;

/** The sentence without a consequence's pointer back ("This means ..."), or null when it has none or the rest leans too. */
export function withoutPointerBack(sentence: string): string | null {
  const rest = sentence.replace(CONSEQUENCE, "");
  if (rest === sentence || opensWithPronoun(rest) || /^(?:it|they|this|that|these|those|he|she)\b/i.test(rest))
    return null;
  if (rest.split(/\s+/).length < 5) return null;
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

/** "Would I buy it again?", "Would we go back?": the writer's question of themselves, as a statement's parts. */
const SELF_ASKED = /^(?:so,?\s+)?(would|will|should|do|did|can) (i|we) ([^?]{3,60})\?["'”’]?$/i;
/** An answer that says on what condition: "Only if ...", "Not unless ...", "Only for ...". */
const CONDITIONAL = /^(?:only (?:if|when|for|at|in)|not unless)\b/i;
const YES =
  /^(?:yes|yep|probably|definitely|absolutely|certainly|without (?:a )?(?:doubt|hesitation))\b(?![^,.]{0,12}\bnot\b)[,.!]?\s*/i;

/**
 * A question the writer asks of themselves and its yes, as one sentence ("Would I buy it again? Yes, probably, but I'd
 * wait for a sale." -> "I would buy it again - probably, but I'd wait for a sale."), or null (a no keeps its question).
 */
export function answeredQuestion(sentences: string[]): string | null {
  if (sentences.length < 2 || !isVerdictAnswer(sentences[0]!.trim(), sentences[1]!.trim())) return null;
  const asked = SELF_ASKED.exec(sentences[0]!.trim());
  const answer = sentences[1]!.trim();
  // ("Would we go back? Only if we could get a room on the sea side." -> "We would go back only if ...".)
  if (asked && CONDITIONAL.test(answer))
    return `${asked[2]!.toUpperCase() === "I" ? "I" : "We"} ${asked[1]!.toLowerCase()} ${asked[3]!.trim()} ${answer.charAt(0).toLowerCase()}${answer.slice(1)}`;
  if (!asked || !YES.test(answer)) return null;
  const statement = `${asked[2]!.toUpperCase() === "I" ? "I" : "We"} ${asked[1]!.toLowerCase()} ${asked[3]!.trim()}`;
  const rest = answer.replace(YES, "").trim();
  const probably = /^probably\b/i.test(answer) && !/^probably\b/i.test(rest) ? "probably " : "";
  return rest === ""
    ? `${statement}.`
    : `${statement} - ${probably}${rest}`.replace(/ - probably ,?\s*/, " - probably, ");
}

/** An appeal's ask for money or help: a charity's, a school's, a club's. */
export const APPEAL =
  /\b(?:we(?:['’]re| are) (?:asking|appealing to|calling on) (?:you|our|all|every|supporters|members|parents|everyone)|(?:please )?help us (?:to )?(?:raise|reach|hit|buy|fund|pay for)|we need to raise|our (?:target|goal|aim) is to raise|(?:we are|we're) (?:trying|hoping|aiming) to raise)\b/i;

/** When to get urgent help, or what must stop at once: a leaflet's or a safety notice's line no summary leaves out. */
export const URGENT =
  /^(?:(?:please )?(?:return to|go (?:straight )?to|call|phone|ring|contact|see)\b[^.!?]{0,40}\b(?:immediately|urgently|straight away|right away|at once|999|911|112|111|A&E|emergency)|(?:seek|get) (?:urgent|immediate|emergency) (?:medical )?(?:help|advice|attention|care)|stop (?:using|taking|driving)\b[^.!?]{0,40}\b(?:immediately|at once|straight away))/i;

/** "ok so i need some advice", "Looking for opinions on this": a post's call for answers, no situation. */
const ASKS_FOR_ADVICE =
  /\b(?:need|want|looking for|after|could use|would love|would appreciate)\b[^.!?]{0,20}\b(?:advice|help|opinions|thoughts|input|tips|suggestions)\b/i;

/** Most words a TL;DR of a situation and its question runs to. */
const MAX_WORDS = 48;
const wordCount = (t: string): number => t.split(/\s+/).filter(Boolean).length;

/**
 * A post's TL;DR that is its question to readers alone ("Should i raise a dispute or try to negotiate first?") said
 * after the situation it asks about: the post's first sentence of its own (not a question, not leaning back), as one
 * sentence when the whole stays short.
 */
export function withSituation(tldr: string, source: string, ranked: RankedUnit[]): string {
  if (!isAdviceQuestion(source) || !/\?\s*$/.test(tldr)) return tldr;
  const question = ranked.find((u) => u.text.includes(source));
  const situation = ranked.find(
    (u) =>
      !u.incidental &&
      u.words >= 6 &&
      !ASKS_FOR_ADVICE.test(u.text) &&
      (question === undefined || u.index < question.index) &&
      !/\?\s*$/.test(u.text) &&
      !opensWithPronoun(u.text) &&
      !/^(?:it|they|this|that|these|those|he|she|but|and|so|also)\b/i.test(u.text),
  );
  if (!situation || tldr.includes(situation.text)) return tldr;
  const said = situation.text.trim().replace(/[.!]$/, "");
  const head = said.charAt(0).toUpperCase() + said.slice(1);
  const body = tldr.trim();
  if (wordCount(head) + wordCount(body) > MAX_WORDS) return tldr;
  const joined = /^\p{Lu}\p{Ll}/u.test(body) ? body.charAt(0).toLowerCase() + body.slice(1) : body;
  return `${head}; ${joined}`;
}

/** A quote's or an invoice's total written as a note ("Total approx £5,230 inc. VAT.", "Total: £640"). */
const BARE_TOTAL =
  /^(?:grand )?total(?: cost| price)?\s*(?::\s*|\s+)(?=(?:approx\.?|approximately|about|around|roughly|c\.|circa)?\s*[£$€]\s?\d)/i;

/** The total said as a sentence ("The total is approx £5,230 inc. VAT."), or null when the sentence is no such note. */
export function totalSentence(sentence: string): string | null {
  if (!BARE_TOTAL.test(sentence) || /\b(?:is|was|will|comes|came)\b/i.test(sentence)) return null;
  return `The total is ${sentence.replace(BARE_TOTAL, "").trim()}`;
}
