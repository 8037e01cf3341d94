/**
 * Note-taking shorthand of days and durations, spelled as a post prints it: "8am-2pm sat & sun" -> "8am-2pm, Saturday
 * and Sunday", "mon-fri" -> "Monday to Friday", "all wk" -> "all week", "8 wks" -> "8 weeks", "1 hr walks" -> "1-hour
 * walks". English only: a single short day is expanded only where it cannot be a word ("this sat", "sat 10am").
 */

import { dayIndex, dayName } from "../../shared/text/day-names";

const SHORT = String.raw`(mon|tues?|weds?|thu(?:rs?)?|fri|sat|sun)\.?`;

/** A time just before a day ("8am-2pm sat & sun", "open 9-6 mon-fri"): the days get a comma of their own. */
const AFTER_TIME = /(?:\d\s?(?:am|pm)|\d)\s$/i;

export function expandShorthand(text: string): string {
  const lead = (all: string, at: number) => (AFTER_TIME.test(all.slice(0, at)) ? ", " : "");
  return (
    text
      // "mon-fri", "Sat-Sun": a range of days ("and" for two days side by side).
      .replace(
        new RegExp(String.raw`(\s?)\b${SHORT}\s?[-–]\s?${SHORT}(?![\p{L}])`, "giu"),
        (m, sp: string, a: string, b: string, at: number, all: string) => {
          const joiner = (dayIndex(b) - dayIndex(a) + 7) % 7 === 1 ? "and" : "to";
          return `${sp && lead(all, at + 1) ? "," : ""}${sp}${dayName(a)} ${joiner} ${dayName(b)}`;
        },
      )
      // "sat & sun", "tues/thurs": two days.
      .replace(
        new RegExp(String.raw`(\s?)\b${SHORT}\s*(?:&|\+|/|\band\b)\s*${SHORT}(?![\p{L}])`, "giu"),
        (_m, sp: string, a: string, b: string, at: number, all: string) =>
          `${sp && lead(all, at + 1) ? "," : ""}${sp}${dayName(a)} and ${dayName(b)}`,
      )
      // "this sat", "every thurs", "on wed", "sat 10am": one day written short in lower case.
      .replace(
        new RegExp(String.raw`\b(this|next|every|on|each|from|until|till|by|before|after)\s+${SHORT}(?![\p{L}])`, "gu"),
        (_m, w: string, d: string) => `${w} ${dayName(d)}`,
      )
      .replace(new RegExp(String.raw`\b${SHORT}(?=,?\s+\d{1,2}(?::\d\d|\.\d\d)?\s?(?:am|pm)\b)`, "gu"), (d: string) =>
        dayName(d),
      )
      // "all wk", "this wk", "8 wks", "per wk".
      .replace(/\b(all|this|next|last|per|a|each|every)\s+wk\b/gi, "$1 week")
      .replace(/\/\s?wk\b/gi, " a week")
      .replace(/\b(\d+)\s?wks?\b/gi, (_m, n: string) => `${n} ${n === "1" ? "week" : "weeks"}`)
      // "1 hr walks", "2hr session": a length before its noun; "1 hr" alone is an hour.
      .replace(
        /\b(\d+(?:\.\d)?)\s?hr\b(?=\s+(?!(?:a|an|and|or|per|each|long|of|for|on|in|at|to|every|max|min|only)\b)[a-z]+)/gi,
        "$1-hour",
      )
      .replace(/\b(\d+(?:\.\d)?)\s?hr\b/gi, (_m, n: string) => `${n} ${n === "1" ? "hour" : "hours"}`)
  );
}
