/**
 * Sentences that name what they are about only by pointing back to an earlier sentence (lead's cold reads, session 9):
 * "Letters will go to those holders giving them 28 days ..." (the holders are "six plots that are not being
 * cultivated"), "The committee agreed to go with it." (the plumber's £140 price), "The committee agreed to accept the
 * quote." (a quote of £420 from a plumber), "we agreed to A/B test making it skippable" (the phone verification step).
 * Shown alone they say nothing a reader can act on, so the selection brings the sentence they point to
 * (summarizer.context) and a one-sentence summary prefers a sentence that stands alone or says both (summarizer.format).
 */
import { opensWithPronoun } from "./summarizer.emphasis";
import type { RankedUnit } from "./summarizer.rank";

/** "those holders", "these changes": a demonstrative with a noun for something named before ("those who", "these
 * days" and "those of you" name nothing earlier). */
const DEMONSTRATIVE_NOUN =
  /\b(?:those|these)\s+(?!who\b|whose\b|which\b|that\b|days\b|of\b|in\b|on\b|at\b|with\b|for\b|are\b|were\b|will\b|would\b|can\b|have\b|had\b)\p{Ll}[\p{L}-]*/u;

/** "go with it", "fund it in full", "accept it", "making it skippable", "thinking about it": "it" or "them" as the object
 * of a decision or an act, standing for a thing named in another sentence. */
const OBJECT_PRONOUN =
  /\b(?:go(?:ing)? (?:ahead )?with|went (?:ahead )?with|proceed with|fund|funding|accept|approve|adopt|reject|buy|book|order|try|trial|test|making|make|keep|replace|fix|repair|about|against|for)\s+(?:it|them)\b(?!\s+(?:is|was|to|that)\b)/i;

/** "His quote is £1,250.", "Their price was lower.": whose is in the sentence before. */
const POSSESSIVE_SUBJECT = /^(?:his|her|their)\s+\p{Ll}+\s+(?:is|was|are|were|came|comes|will be)\b/iu;

/** "Please let us know which you would prefer": a choice between options the sentences before give. */
const WHICH_OPTION =
  /\b(?:let (?:us|me) know|tell (?:us|me)|confirm) which(?: (?:one|option))?\b|\bwhich(?: (?:one|option))? (?:you(?:'d|’d| would) prefer|suits you|works (?:best )?for you)\b/i;

/** Words up to which a sentence with an object "it" is taken to point back with it. */
const OBJECT_PRONOUN_WORDS = 16;

/** "agreed to accept the quote", "approved the lower quote": a decision on a quote, an offer or a plan named before. */
const DECIDED_ON_THE =
  /\b(?:agreed|decided|resolved|voted|chose)\b[^.;]{0,30}\b(?:accept|approve|take|go (?:ahead )?with|proceed with|adopt|fund|support|reject|decline)\s+the\s+(?:(?:lower|lowest|cheaper|cheapest|higher|highest|first|second|third|latter|former|revised|new|original|best)\s+)?(?:quote|quotation|offer|bid|tender|estimate|price|proposal|plan|idea|suggestion|recommendation|request|option|motion)\b(?!\s+(?:from|of|for|by|to)\b)/i;

/** "The lowest, from Summit Roofing, is...", "The latter is...": a comparison whose set is in the sentence before. */
export const ELLIPTIC_SUBJECT =
  /^the (?:\p{L}+est|first|second|third|last|former|latter|rest|others?)\b(?=\s*,|\s+(?:is|was|are|were)\b)/iu;

/** Words too common to tie two sentences together. */
const COMMON = new Set([
  "that",
  "this",
  "with",
  "will",
  "from",
  "have",
  "were",
  "they",
  "them",
  "their",
  "which",
  "would",
  "been",
  "there",
  "about",
  "after",
  "agreed",
  "committee",
  "members",
]);
/** True when the two sentences share a word of four letters or more (its first four letters: "fund" and "funding", "plot" and "plots"). */
export function sharesWord(a: string, b: string): boolean {
  const stems = (t: string) =>
    new Set((t.toLowerCase().match(/\p{L}{4,}/gu) ?? []).filter((w) => !COMMON.has(w)).map((w) => w.slice(0, 4)));
  const first = stems(a);
  return [...stems(b)].some((w) => first.has(w));
}

/** True when the sentence names what it is about only by pointing back to an earlier sentence. */
export function pointsBack(text: string): boolean {
  return (
    DEMONSTRATIVE_NOUN.test(text) ||
    // (A longer sentence mostly names its "it" itself: "companies should run a proper six-month trial, measure it
    // honestly, and keep it if the numbers hold".)
    (OBJECT_PRONOUN.test(text) && text.split(/\s+/).length <= OBJECT_PRONOUN_WORDS) ||
    DECIDED_ON_THE.test(text) ||
    POSSESSIVE_SUBJECT.test(text) ||
    WHICH_OPTION.test(text)
  );
}

/**
 * Talk on the way to a decision ("Members discussed cost and whether ...", "Some parents felt we should keep a
 * reserve.", "luis thinks it's the gradle upgrade."): never what a decision's "it" stands for.
 */
const DISCUSSION =
  /^(?:(?:some|several|many|most|other|a few|two|three)\s+)?(?:\p{L}+\s+){0,2}?(?:discussed|felt|feel|thinks?|thought|wondered|questioned|argued|debated|raised concerns?|were concerned|was concerned|expressed)\b|^(?:there was (?:some |much |a long )?(?:discussion|debate)|lots of back and forth|discussion (?:about|of|on))\b/iu;

export const isDiscussion = (text: string): boolean => DISCUSSION.test(text);

/** Words up to which the sentence pointed to is said with the one pointing (a one-sentence summary stays short). */
const ANTECEDENT_WORDS = 30;

/**
 * For a one-sentence summary: undefined when `sentence` stands alone; else the sentence it points back to when that
 * one is short and does not point back in turn (said before it: "Tom got a price from a plumber of £140 to replace the
 * float valve. The committee agreed to go with it."), or null when there is none such (a weak one-sentence summary).
 * The sentence pointed to is the one before in the same unit (`sentences`, past talk: "lots of back and forth on ...")
 * or else the unit's companion in its paragraph.
 */
export function antecedentFor(
  ranked: RankedUnit[],
  u: RankedUnit,
  sentence: string,
  sentences: string[],
): string | null | undefined {
  if (!pointsBack(sentence) && !ELLIPTIC_SUBJECT.test(sentence)) return undefined;
  const k = sentences.indexOf(sentence);
  const inUnit = sentences.slice(0, Math.max(0, k)).filter((x) => !isDiscussion(x));
  const before = u.companion === undefined ? undefined : ranked[u.companion];
  const text =
    inUnit.length > 0
      ? inUnit[inUnit.length - 1]!
      : before && before.paragraph === u.paragraph && before.index < u.index
        ? before.text
        : undefined;
  if (text === undefined || text.split(/\s+/).length > ANTECEDENT_WORDS) return null;
  return pointsBack(text) || opensWithPronoun(text) ? null : text;
}

/** "From Monday 3 February our opening hours are changing.": a change announced, what it is in the next sentence. */
const CHANGE_ANNOUNCED =
  /^[^.!?]{0,70}\b(?:is|are) (?:changing|going to change)[.!:]?$|^[^.!?]{0,70}\bwill (?:be )?chang(?:e|ing)[.!:]?$/i;
/** Words up to which an announced change says nothing of what changes. */
const ANNOUNCER_WORDS = 12;

/** True when the sentence announces a change whose content the next sentence gives. */
export function announcesChange(text: string): boolean {
  return text.split(/\s+/).length <= ANNOUNCER_WORDS && CHANGE_ANNOUNCED.test(text.trim());
}

/** For a one-sentence summary: the sentence after an announced change, in its paragraph, when it is short enough. */
export function changeFor(ranked: RankedUnit[], u: RankedUnit, sentence: string): string | undefined {
  if (!announcesChange(sentence)) return undefined;
  const next = ranked[u.index + 1];
  if (!next || next.paragraph !== u.paragraph || next.words > ANTECEDENT_WORDS) return undefined;
  return next.text;
}
