import { contentTerms } from "../../shared/text/tokens";
import { escapeRegExp } from "../../shared/text/regexp";

/**
 * The key-point list as a whole: the topic's conditions ("without downtime", "from January", "unless a manager signs
 * it off") are points of their own, in the user's words; a point that is another point in a second form ("converts
 * CSV files" beside "converting CSV files to JSON") is said once.
 */

const MONTH =
  "(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)";
const DAY = "(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)s?";
const YEAR = "(?:19|20)\\d\\d";
/** A date or a time of the calendar: "the 12th", "1 March", "March 1st", "next week", "the end of June", "2027". */
const DATE = `(?:(?:the\\s+)?\\d{1,2}(?:st|nd|rd|th)(?:\\s+(?:of\\s+)?${MONTH})?|\\d{1,2}\\s+${MONTH}|${MONTH}(?:\\s+\\d{1,2}(?:st|nd|rd|th)?)?|(?:this|next)\\s+(?:${DAY}|${MONTH}|week|month|year|term|quarter|spring|summer|autumn|fall|winter)|${DAY}|tomorrow|tonight|(?:the\\s+)?end\\s+of\\s+(?:the\\s+)?(?:week|month|year|term|quarter|${MONTH})|${YEAR}|Q[1-4])(?:,?\\s+${YEAR})?`;
/** A word that opens a calendar condition: a start, an end, a deadline. */
const WHEN =
  "(?:from|starting(?:\\s+(?:from|on))?|effective(?:\\s+from)?|as\\s+of|until|till|before|by|no\\s+later\\s+than)";
/** A clause of a condition runs to punctuation or to a word that opens another clause. */
const REST = "[^,.;:!?()]+?(?=\\s*[,.;:!?()]|\\s+(?:and|but|so|because|while|or|as|since)\\s|$)";

const CONDITION = new RegExp(
  [
    `\\b${WHEN}\\s+${DATE}\\b`,
    // ("without downtime", "without sounding pushy": what must not happen is the point the task turns on.)
    `\\bwithout\\s+${REST}`,
    `\\bunless\\s+${REST}`,
    // ("because of energy costs": the reason is what the readers are owed.)
    `\\b(?:because(?:\\s+of)?|due\\s+to|owing\\s+to)\\s+[^,.;:!?()]+`,
    // ("only available on saturdays", "only for members".)
    `\\bonly\\s+(?:available\\s+)?(?:on|at|in|for|to|if|when|within)\\s+${REST}`,
  ].join("|"),
  "giu",
);

/** The topic's conditions in order, each whole and short ("without downtime", "from 1 March"). */
export function conditionsOf(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(CONDITION)) {
    const phrase = m[0].trim().replace(/\s+(?:of|for|in|on|to|with|at|by|from|the|a|an)$/i, "");
    const words = phrase.split(/\s+/).length;
    if (words >= 2 && words <= 10 && !out.some((o) => o.includes(phrase))) out.push(phrase);
  }
  return out;
}

/** The word that opens a condition ("from", "without", "because of"). */
const OPENER = new RegExp(
  `^(?:${WHEN}|without|unless|because(?:\\s+of)?|due\\s+to|owing\\s+to|only(?:\\s+available)?\\s+\\p{L}+)\\s+`,
  "iu",
);

const lower = (s: string) => s.toLowerCase();
const holds = (whole: string, part: string) =>
  new RegExp(`(?:^|[^\\p{L}\\p{N}])${escapeRegExp(lower(part))}(?:$|[^\\p{L}\\p{N}])`, "u").test(lower(whole));

/**
 * Points with the topic's conditions: a point that holds a condition beside a clause of its own is split in two ("overtime
 * is capped at 10 hours a week" and "from 1 March"); a point that is only the condition's object ("January",
 * "downtime") becomes the condition; a condition no point says comes after the first point.
 */
export function withConditions(points: string[], text: string): string[] {
  const conditions = conditionsOf(text);
  if (!conditions.length) return points;
  let out = points.flatMap((p) => {
    const inside = conditions.filter((c) => holds(p, c));
    if (!inside.length) return [p];
    let rest = p;
    for (const c of inside) rest = rest.replace(new RegExp(`\\s*${escapeRegExp(c)}`, "i"), "");
    rest = rest.replace(/[\s,;:]+$/, "").trim();
    return rest.split(/\s+/).length >= 3 ? [rest, ...inside] : [p];
  });
  for (const c of conditions) {
    // (Said already, whole or in another form: "the reason: energy costs" says "because of energy costs".)
    const object = c.replace(OPENER, "");
    if (out.some((p) => holds(p, c) || (p.length > object.length && holds(p, object)))) continue;
    const within = out.filter((p) => holds(c, p));
    if (within.length) {
      const at = out.indexOf(within[0]!);
      out = out.filter((p) => !within.includes(p));
      out.splice(at, 0, c);
    } else out.splice(Math.min(1, out.length), 0, c);
  }
  return out;
}

/** Points said once: one whose words (by stem) are all in another point is the other in a second form. */
export function distinctPoints(points: string[]): string[] {
  const terms = points.map((p) => new Set(contentTerms(p)));
  return points.filter((p, i) => {
    const mine = terms[i]!;
    if (!mine.size) return true;
    return !terms.some(
      (other, j) =>
        j !== i &&
        [...mine].every((t) => other.has(t)) &&
        // (Of two points with the same words the first stays.)
        (other.size > mine.size || (other.size === mine.size && j < i)),
    );
  });
}
