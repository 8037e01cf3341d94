import { contentTerms, isStopword } from "../../shared/text/tokens";
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
const TIME = "\\d{1,2}(?::\\d\\d)?\\s?(?:am|pm)";
/** A date or a time of the calendar: "the 12th", "1 March", "March 1st", "next week", "the end of June", "2027". */
const DATE = `(?:(?:the\\s+)?\\d{1,2}(?:st|nd|rd|th)(?:\\s+(?:of\\s+)?${MONTH})?|\\d{1,2}\\s+${MONTH}|${MONTH}(?:\\s+\\d{1,2}(?:st|nd|rd|th)?)?|(?:this|next)\\s+(?:${DAY}|${MONTH}|week|month|year|term|quarter|spring|summer|autumn|fall|winter)|${DAY}|tomorrow|tonight|(?:the\\s+)?end\\s+of\\s+(?:the\\s+)?(?:week|month|year|term|quarter|${MONTH})|${YEAR}|Q[1-4]|${TIME}|noon|midday|midnight)(?:,?\\s+${YEAR})?(?:,?\\s+(?:at\\s+)?(?:${TIME}|noon|midday))?`;
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
    // ("only works on the guest wifi".)
    `\\bonly\\s+(?:available\\s+|\\p{Ll}+s\\s+)?(?:on|at|in|for|to|if|when|within|with)\\s+${REST}`,
  ].join("|"),
  "giu",
);

/** The topic's conditions in order, each whole and short ("without downtime", "from 1 March"). */
function conditionsOf(text: string): string[] {
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
function withConditions(points: string[], text: string): string[] {
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
    } else {
      // ("my cat who refuses to eat unless I watch": a condition inside a relative clause goes with its predicate.)
      const predicate = new RegExp(`\\b(?:who|that|which)\\s+([^,.;:!?]*?${escapeRegExp(c)})`, "iu").exec(text)?.[1];
      const point = predicate && predicate.split(/\s+/).length <= 10 ? predicate : c;
      out.splice(Math.min(1, out.length), 0, point);
    }
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

const DETERMINER = "(?:the|our|my|your|their|its|his|her|this|these)";
const PREPOSITION = "(?:in|on|at|for|to|from|with|into|of|about|across|through|inside|behind)";

/**
 * Points made whole from the topic's words: a plural the tagger ended a phrase on is a modifier when it is the object
 * of a preposition ("in our payments service" -> "payments service"); a lone noun after a gerund keeps it ("thanking
 * my team", not "team"); a figure keeps its rate ("100 requests per minute").
 */
function wholePoints(points: string[], text: string): string[] {
  return points.map((p) => {
    const at = escapeRegExp(p);
    const head = new RegExp(
      `\\b${PREPOSITION}\\s+(?:${DETERMINER}\\s+)?${at}\\s+(\\p{Ll}{3,})(?=\\s+(?:${PREPOSITION}|without|and|or)\\b|\\s*[,.;:!?)]|\\s*$)`,
      "iu",
    ).exec(text)?.[1];
    if (/s$/.test(p) && head && !/(?:ed|ing|ly)$/.test(head) && !isStopword(head)) return `${p} ${head}`;
    const done = /^\p{Ll}+$/u.test(p)
      ? new RegExp(`\\b\\p{Ll}{3,}ing\\s+${DETERMINER}\\s+${at}\\b`, "iu").exec(text)?.[0]
      : undefined;
    if (done) return done;
    const rate = /\d/.test(p)
      ? new RegExp(
          `${at}(\\s+(?:per\\s+\\p{L}+|an?\\s+(?:second|minute|hour|day|week|month|year|night|person|user)))\\b`,
          "iu",
        ).exec(text)?.[1]
      : undefined;
    return rate ? `${p}${rate}` : p;
  });
}

/** "What staff should do next": news for a group gives its readers a next step. */
export function withNextStep(points: string[], readers: string, limit: number): string[] {
  if (points.length >= limit || points.some((p) => /\b(?:next|should|need to|must)\b/i.test(p))) return points;
  return [...points, `what ${readers} should do next`];
}

/**
 * A fact the topic gives after a comma, with a figure ("15% off everything this weekend only", "bookings can only be
 * cancelled up to 24 hours before"), is one point in the user's words: it replaces the points it holds, or is added.
 */
function withCommaFacts(points: string[], text: string): string[] {
  let out = points;
  for (const part of text.split(/\s*[;,](?!(?<=\d,)\d{3}(?!\d))\s*/).slice(1)) {
    const fact = part.trim();
    const words = fact.split(/\s+/).length;
    if (!/\d/.test(fact) || words < 2 || words > 10 || out.some((p) => holds(p, fact))) continue;
    const inside = out.filter((p) => holds(fact, p));
    const at = inside.length ? out.indexOf(inside[0]!) : out.length;
    out = out.filter((p) => !inside.includes(p));
    out.splice(Math.min(at, out.length), 0, fact);
  }
  return out;
}

/** "Jean from accounts who has been here 32 years": what a relative clause says of its subject is one point. */
function withRelative(points: string[], text: string): string[] {
  const clause = /\bwho\s+((?:has|have|had|is|are|was|were)\s[^,.;:!?]+)/iu.exec(text)?.[1]?.trim();
  // (Two predicates, "is great at code but misses deadlines", are two points already.)
  if (
    !clause ||
    clause.split(/\s+/).length > 8 ||
    /\s(?:but|and|yet)\s/.test(clause) ||
    points.some((p) => holds(p, clause))
  )
    return points;
  const inside = points.filter((p) => holds(clause, p));
  if (!inside.length) return points;
  const point = clause.replace(/^(?:is|are|was|were)\s+/i, "");
  const at = points.indexOf(inside[0]!);
  const out = points.filter((p) => !inside.includes(p));
  out.splice(at, 0, point);
  return out;
}

/** The topic's points made whole: phrases, conditions, a relative clause and (outside marketing, whose
 * facts are read on their own) the facts after its commas. */
export function readWhole(points: string[], text: string, category: string): string[] {
  const read = withRelative(withConditions(wholePoints(points, text), text), text);
  return category === "Marketing Copy" ? read : withCommaFacts(read, text);
}
