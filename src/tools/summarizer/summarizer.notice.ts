/**
 * A notice to a group (an office move, a kitchen refit, a water cut) tells its readers what happens and what they must
 * do by when. Session 10: its medium summary gives each dated action ("please save your work and log off before
 * then", "apply for a bus pass before the end of March"), and its TL;DR the news with the first action.
 */
import { isLetterAsk } from "./summarizer.ask";
import { isNoticeHeadline } from "./summarizer.gate";
import type { RankedUnit } from "./summarizer.rank";

/** What a reader is told to do. */
const ACTION_WORDS =
  /\b(?:please|you (?:will )?(?:need|must|should|can|may want) to|you can (?:get|apply|book|collect|pick)|make sure|remember to|do not|don['’]t)\b/i;
/** A time limit or a time of day: "by Friday 4pm", "before then", "the night before", "before the end of March". */
const WHEN =
  /\b(?:by|before|until|no later than)\b[^.!?]{0,40}\b(?:then|(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tonight|noon|midday|end of|\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)|\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*)\b|\bthe (?:night|day|evening) before\b|\b\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)\b/i;

/** Actions the notice asks of its readers with their deadline, in document order (at most `most`). */
export function noticeActions(ranked: RankedUnit[], most = 4): RankedUnit[] {
  return ranked
    .filter((u) => !u.incidental && u.words >= 5 && (ACTION_WORDS.test(u.text) || isLetterAsk(u.text)))
    .filter((u) => WHEN.test(u.text) && !/\?$/.test(u.text.trim()))
    .slice(0, most);
}

/** A notice's TL;DR with its first dated action about the same thing (a word in common: "the second-floor fridge" of
 * "the kitchen on the second floor") joined to its news as one sentence, when the news does not already ask it and
 * the whole stays short. */
export function withKeyAction(tldr: string, ranked: RankedUnit[]): string {
  if (ACTION_WORDS.test(tldr)) return tldr;
  const news = contentWords(tldr);
  const unit = noticeActions(ranked).find((u) => [...contentWords(u.text)].some((w) => news.has(w)));
  if (!unit || tldr.includes(unit.text)) return tldr;
  const said = unit.text
    .trim()
    .replace(/^(?:also|and|so),?\s+/i, "")
    .replace(/[.!]$/, "");
  // ("please move your car by 10pm on Tuesday; any car left will be towed": the action, not what follows it.)
  const head = said.split(/;\s*/)[0]!;
  const action = WHEN.test(head) ? head : said;
  if (wordCount(tldr) + wordCount(action) > MAX_WORDS) return tldr;
  // ("Please pack ..." reads "please pack ..." after a semicolon; "IT will ..." keeps its capital.)
  const joined = /^\p{Lu}\p{Ll}/u.test(action) ? action.charAt(0).toLowerCase() + action.slice(1) : action;
  return `${tldr.trim().replace(/[.!]$/, "")}; ${joined}.`;
}
const MAX_WORDS = 45;
const wordCount = (t: string): number => t.split(/\s+/).filter(Boolean).length;
const STOP = new Set(
  (
    "the and for you are any all our not has can was but its who one two get new now out off day may see how " +
    "with will from your this that have please before after then they them their there what when where which about " +
    "into over also"
  ).split(" "),
);
const contentWords = (t: string): Set<string> =>
  new Set(
    (t.toLowerCase().match(/\p{L}{3,}/gu) ?? []).filter(
      (w) => !STOP.has(w) && !/^(?:mon|tues|wednes|thurs|fri|satur|sun)day$/.test(w),
    ),
  );

/** A notice's other dated news ("The new office opens on Monday 17 March at 8am.", "The water supply to houses 1-40
 * will be turned off from 9am to 5pm."), in document order (at most `most`). */
export function noticeNews(ranked: RankedUnit[], most = 2): RankedUnit[] {
  return ranked
    .filter(
      (u) =>
        !u.incidental &&
        u.words >= 5 &&
        !ACTION_WORDS.test(u.text) &&
        (isNoticeHeadline(u.text) || (CUT.test(u.text) && TIME.test(u.text))),
    )
    .slice(0, most);
}
const CUT = /\bwill be (?:turned off|switched off|cut off|closed|shut|unavailable|disconnected)\b/i;
const TIME = /\b\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)\b/i;

/** A headline that names its subject only as "It"/"They" ("It will be closed from Monday 2 June.") gives way to the
 * sentence before it that names it ("The kitchen on the second floor is being refitted."). */
export function namedHeadline(ranked: RankedUnit[], headline: RankedUnit | undefined): RankedUnit | undefined {
  if (!headline || !/^(?:it|they|this|these)\b/i.test(headline.text)) return headline;
  const before = ranked.find((u) => u.index === headline.index - 1);
  return before && before.paragraph === headline.paragraph && !before.incidental ? before : undefined;
}
