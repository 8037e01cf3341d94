/**
 * A compressed sentence keeps the when, where and how much of the sentence it was cut from: a TL;DR of a notice that
 * drops "on Tuesday 9 December" or "between 9am and 3pm" misleads. When a cut loses one of them, the whole sentence is
 * said instead.
 */
import { sentenceProblems } from "../../shared/text/sentence-check";

const WEEKDAY = "(?:mon|tues|wednes|thurs|fri|satur|sun)day";
const MONTH = "(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?";
/** Dates, times, sums and figures with their units. */
const FACT = new RegExp(
  [
    `\\b${WEEKDAY}\\b`,
    `\\b\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH}(?=\\s|$|[,.;])`,
    `\\b${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?\\b`,
    "\\b\\d{1,2}(?:[:.]\\d{2})?\\s?(?:am|pm)\\b",
    "[£$€]\\s?\\d[\\d,.]*(?:\\s?(?:k|m|bn|million|billion))?",
    "\\b\\d[\\d,.]*\\s?%",
    "\\b\\d[\\d,.]*\\b",
    "\\b(?:tomorrow|tonight|today|next (?:week|month|year)|this (?:weekend|week|month))\\b",
  ].join("|"),
  "giu",
);
/** A place: "at Beacon House", "in Leeds" (a capital, so read case-sensitively: "in summary" is none). */
const PLACE = /\b(?:[Aa]t|[Ii]n)\s+(?:the\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)*/gu;

const norm = (s: string): string => s.toLowerCase().replace(/\s+/g, " ");

/** ", the city council decided on Tuesday.": who said it and when it was said, not a fact of what happens. */
const ATTRIBUTION =
  /,\s+[^,]{1,60}?\s(?:said|says|decided|announced|confirmed|reported|added|told [^,]{1,30})(?:\s(?:on|late|early|last)\s[^,.;]{1,30})?\s*[.!?]?$/i;

/** The facts of a sentence, as written (lower-cased), outside its trailing attribution. */
function factsOf(sentence: string): string[] {
  const s = sentence.replace(ATTRIBUTION, ".");
  return [...s.matchAll(FACT), ...s.matchAll(PLACE)].map((m) => norm(m[0]!));
}

/** The compressed sentence, or the whole one when the cut dropped one of its facts or broke its grammar (the shared
 * checker, src/shared/text/sentence-check, finds a problem the whole sentence does not have). */
export function keptFacts(compressed: string, whole: string): string {
  if (compressed === whole) return whole;
  const kept = norm(compressed);
  if (!factsOf(whole).every((f) => kept.includes(f))) return whole;
  return sentenceProblems(compressed).length > sentenceProblems(whole).length ? whole : compressed;
}
