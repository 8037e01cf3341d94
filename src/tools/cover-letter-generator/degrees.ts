import { article } from "../../shared/text/article";
import type { FirstPerson } from "./first-person";

/** (An abbreviation followed by a number is a standard, not a degree: "BS 7671", "BS EN 60204" aside.) */
export const DEGREE =
  /\b(?:Bachelor(?:['’]s)?(?: of| in)? [\p{L} ]+|Master(?:['’]s)?(?: of| in)? [\p{L} ]+|Doctor(?:ate)? of [\p{L} ]+|Associate(?:['’]s)?(?: degree)?(?: of| in)? [\p{L} ]+|(?:B\.?Sc\.?|M\.?Sc\.?|B\.?S\.?N?|B\.?A\.?|B\.?B\.?A\.?|B\.?Eng\.?|M\.?S\.?N?|M\.?A\.?T\.?|M\.?A\.?|M\.?Ed\.?|M\.?Eng\.?|MBA|BFA|MFA|MSW|MLIS|MPH|DPT|Ph\.?D\.?)(?=[\s,.]|$)(?![\s.]*\d)(?:\s*(?:in\s+)?[\p{Lu}][\p{L}]+(?:-[\p{L}]+)*(?:\s(?:and\s)?[\p{Lu}][\p{L}]+(?:-[\p{L}]+)*){0,3})?|[\p{Lu}][\p{L}]+(?:\s[\p{Lu}][\p{L}]+){0,3}\s(?:Certificate|Diploma|diploma))/u;
export const SCHOOL =
  /(?:the\s)?(?:(?:[\p{Lu}][\p{L}.&'-]*|&)\s){0,4}(?:University|College|School|Institute|Academy|Polytechnic)(?:\s(?:of\s)?[\p{Lu}][\p{L}.&'-]*){0,4}|(?:University|College) of [\p{Lu}][\p{L}]+(?:\s[\p{Lu}][\p{L}]+){0,3}/u;

/** "Boston, MA", "Austin, TX": a town and its state's initials, which DEGREE would read as "MA" or "BS". */
export const STATE_AFTER_TOWN = /\p{Lu}\p{Ll}+,\s+(?:MA|MS|BA|BS|MD|PA|ME)(?=\s*(?:$|[|·•]|\d{5}))/u;

/** "Bachelor of Science in Nursing, Kent State University, 2019" -> "a Bachelor of Science in Nursing from Kent State University". */
export function degreeOf(typed: string): string {
  // "BA (Hons) Marketing ... - First Class": the honours mark goes, and the class is said ("a first-class BA in ...").
  const line = typed.replace(/\s*\(?\bHons\b\.?\)?/g, "");
  const grade = /\(First\)|\bFirst[- ]Class\b|[-–—,]\s*First\s*$/i.test(line)
    ? "first-class "
    : /\b2[:.]1\b|\bUpper Second\b/i.test(line)
      ? "2:1 "
      : "";
  const d = DEGREE.exec(line);
  if (!d) return "";
  let degree = d[0].trim().replace(/\s+(?:and|in|of)$/i, "");
  const abbrev = /^((?:[A-Z]\.?){2,4}(?:[a-z]+\.?)?|MBA|MSW|MLIS|MPH|DPT|Ph\.?D\.?)\s+(?!in\s)([\p{Lu}].*)$/u.exec(
    degree,
  );
  if (abbrev) degree = `${abbrev[1]} in ${abbrev[2]}`;
  if (degree.split(" ").length > 9) return "";
  const school = SCHOOL.exec(line.replace(d[0], " "))?.[0].trim() ?? "";
  const from = school ? ` from ${/^University of|^College of/.test(school) ? "the " : ""}${school}` : "";
  return `${article(`${grade}${degree}`)} ${grade}${degree}${from}`;
}

/**
 * "Recent graduate, BA Communications, Ohio State" -> "I am a recent graduate with a BA in Communications from Ohio
 * State.": a line that names who the candidate is and then a degree, in comma-separated fragments, is said as one
 * sentence rather than pasted ("I am a recent graduate, BA Communications, Ohio State."). The fragment after the degree
 * is read as the school only when it is a capitalised name without figures.
 */
export function graduateLine(statement: string): FirstPerson | null {
  const parts = statement
    .replace(/[.;]\s*$/, "")
    .split(/,\s+/)
    .map((p) => p.trim());
  if (parts.length < 2 || parts.length > 4) return null;
  const who = parts[0]!;
  if (!/\b(?:graduate|student|alumn\w*|graduand)\b/i.test(who) || who.split(" ").length > 5 || DEGREE.test(who))
    return null;
  const at = parts.findIndex((p, i) => i > 0 && DEGREE.exec(p)?.[0].trim() === p);
  if (at < 0) return null;
  let degree = degreeOf(parts.slice(at).join(", "));
  const next = parts[at + 1];
  if (!/\sfrom\s/.test(degree) && next && /^\p{Lu}[\p{L}'.&-]*(?:\s(?:of\s)?\p{Lu}[\p{L}'.&-]*){0,4}$/u.test(next))
    degree = `${degree} from ${next}`;
  const np = `${who.charAt(0).toLowerCase()}${who.slice(1)}`.replace(/^(?:an?|the)\s+/i, "");
  const clause = `am ${article(np)} ${np} with ${degree}`;
  return { sentence: `I ${clause}.`, clause, verb: "be", tense: "present", highlight: degree.replace(/^an?\s/, "") };
}
