import { splitSentences } from "../../shared/text/sentences";
import { verbOf } from "./first-person";
import { hasRoleNoun } from "./resume-lines";
import { colonJobLines } from "./colon-jobs";

/**
 * A job told in a sentence of prose, the way a terse or non-native resume tells it ("warehouse operative at DHL
 * supply chain 2019 till now, picking and packing 150 units per hour, loading trailers"; "I am working as Senior Carer
 * in Brookfield Care Home since 2019"; "Worked for Spie 2018-now on commercial fit outs"), is rewritten as a job line
 * ("Warehouse operative, DHL supply chain, 2019 - present") and the work done in it as bullets under it, so the
 * reader finds the job, its employer and its years, and the duties become claims instead of one pasted run-on.
 */

const YEAR = String.raw`(?:19|20)\d{2}`;
const END = String.raw`(?:now|present|today|current|date|${YEAR})`;
const RANGE = String.raw`(?:from\s+)?(${YEAR})\s*(?:-|–|—|to|till|until)\s*${"(" + END + ")"}`;
const SINCE = String.raw`since\s+(${YEAR})`;
const WORDS = (n: number) => String.raw`[\p{L}&'’.]+(?:\s+[\p{L}&'’.]+){0,${n}}`;

/** "<title> at <employer> <years>, <duties>", with an optional "I am working as" before it. */
const TITLE_AT = new RegExp(
  String.raw`^(?:i\s+(?:am|was|have\s+been)\s+(?:working\s+|employed\s+)?as\s+|i\s+(?:work|worked)\s+as\s+)?(?:an?\s+)?(${WORDS(3)}?)\s+(?:at|in|for|with)\s+(${WORDS(4)}?)\s*,?\s+(?:${RANGE}|${SINCE})(?:\s*\([^)]*\))?\s*(?:[,;:.]\s*(.*))?$`,
  "iu",
);

/** "Worked for <employer> <years> on <work>, ..." */
const WORKED_FOR = new RegExp(
  String.raw`^(?:i\s+)?(?:have\s+)?(?:worked|work|working)\s+(?:for|at|with)\s+(${WORDS(4)}?)\s*,?\s+(?:${RANGE}|${SINCE})\s*[,;:]?\s*(.*)$`,
  "iu",
);

/** "Before that NG Bailey 2012-2018, apprentice then electrician on Manchester airport T2" */
const BEFORE_THAT = new RegExp(
  String.raw`^(?:before\s+that|previously|prior\s+to\s+that)[,:]?\s+(${WORDS(4)}?)\s*,?\s+${RANGE}\s*[,;:]\s*(.*)$`,
  "iu",
);

/** "Since 2024 I work at Sunrise Care Home, Reading as nurse, medication rounds ...": employer first, then the title. */
const WORK_AT_AS = new RegExp(
  String.raw`^(?:since\s+(${YEAR})\s*,?\s+)?i\s+(?:am\s+working|work|have\s+worked|have\s+been\s+working|worked)\s+(?:at|in|for)\s+(${WORDS(4)}?)(?:,\s*\p{Lu}[\p{L}'’-]+)?\s+as\s+(?:an?\s+)?(${WORDS(3)}?)(?:\s+since\s+(${YEAR}))?\s*(?:[,;:.]\s*(.*))?$`,
  "iu",
);

/** "I work 3 years as receptionist in Hotel Intercontinental Bucharest, check-in ...": the years, then title and employer. */
const YEARS_AS = new RegExp(
  String.raw`^i\s+(?:am\s+work(?:ing)?|work|have\s+work(?:ed)?|worked|have\s+been\s+working)\s+(?:for\s+)?(\d{1,2})\s+years?\s+as\s+(?:an?\s+)?(${WORDS(3)}?)\s+(?:in|at|for)\s+(${WORDS(4)}?)\s*(?:[,;:.]\s*(.*))?$`,
  "iu",
);

/** "I am work 3 years in Hotel Astoria Bucharest as receptionist, ...": the years, then employer and title. */
const YEARS_IN_AS = new RegExp(
  String.raw`^i\s+(?:am\s+work(?:ing)?|work|have\s+work(?:ed)?|worked|have\s+been\s+working|was\s+work(?:ing)?)\s+(?:for\s+)?(\d{1,2})\s+years?\s+(?:in|at|for)\s+(${WORDS(4)}?)\s+as\s+(?:an?\s+)?(${WORDS(3)}?)\s*(?:[,;:.]\s*(.*))?$`,
  "iu",
);

const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const endOf = (to: string) => (/^(?:19|20)\d{2}$/.test(to) ? to : "present");

/** A duty item opens with a verb ("picking and packing 150 units", "loading trailers", "train new starters"). */
function opensWithVerb(item: string): boolean {
  const [first = "", second = "", third = ""] = item.toLowerCase().split(/\s+/);
  if (!verbOf(first) || item.split(/\s+/).length < 2) return false;
  // ("testing and certification": two nouns; "picking and packing 150 units": two verbs.)
  return second !== "and" || Boolean(verbOf(third) && /ing$/.test(third) === /ing$/.test(first));
}

/** The duties after a job sentence, one bullet per verb-led item; a noun item stays with the duty before it. */
function duties(rest: string, lead = ""): string[] {
  const items = rest
    .replace(/[.;]\s*$/, "")
    .split(/\s*[,;]\s+(?![^()]*\))|\.\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const out: string[] = [];
  for (const [i, item] of items.entries()) {
    if (i === 0 && lead) out.push(`${lead} ${item}`);
    // (After "worked on commercial fit outs", a noun item is more of what was worked on; in a list of duties, a duty.)
    else if (!out.length || opensWithVerb(item) || !lead) out.push(item);
    else out[out.length - 1] += `, ${item}`;
  }
  return out.map((d) => `- ${d}`);
}

/** One sentence as a job line and its duties, or null when it tells no job. */
function jobSentence(sentence: string): string[] | null {
  const s = sentence.trim().replace(/\.$/, "");
  const at = TITLE_AT.exec(s);
  // ("Managed stock at Tesco 2019-2021": a deed, not a title.)
  const opener = at?.[1]!.trim().split(/\s+/)[0]!.toLowerCase() ?? "";
  // ("Front desk at Bright Smiles Dental", "Tesco deliveries for Wincanton": a place or the work, not a job title; the
  // job-line reader knows those.)
  if (at && hasRoleNoun(at[1]!) && !/^(?:i|worked|work|working)$/.test(opener) && verbOf(opener)?.past !== opener) {
    const [, title, employer, from, to, since, rest] = at;
    return [
      `${upperFirst(title!.trim())}, ${employer!.trim()}, ${from ?? since} - ${endOf(to ?? "now")}`,
      ...duties(rest ?? ""),
    ];
  }
  const atAs = WORK_AT_AS.exec(s);
  if (atAs && hasRoleNoun(atAs[3]!) && (atAs[1] || atAs[4])) {
    const [, since, employer, title, since2, rest] = atAs;
    return [`${upperFirst(title!.trim())}, ${employer!.trim()}, ${since ?? since2} - present`, ...duties(rest ?? "")];
  }
  const yearsAs = YEARS_AS.exec(s);
  if (yearsAs && hasRoleNoun(yearsAs[2]!)) {
    const [, n, title, employer, rest] = yearsAs;
    // (Said as the job-line reader reads a job told by its length: "Waitress at Hotel Metropol (4 years)".)
    return [`${DURATION}${upperFirst(title!.trim())} at ${employer!.trim()} (${n} years)`, ...duties(rest ?? "")];
  }
  const yearsIn = YEARS_IN_AS.exec(s);
  if (yearsIn && hasRoleNoun(yearsIn[3]!)) {
    const [, n, employer, title, rest] = yearsIn;
    return [`${DURATION}${upperFirst(title!.trim())} at ${employer!.trim()} (${n} years)`, ...duties(rest ?? "")];
  }
  const worked = WORKED_FOR.exec(s);
  if (worked) {
    const [, employer, from, to, since, rest] = worked;
    const onIt = /^(?:on|in|at)\s/i.test(rest ?? "");
    return [
      `${employer!.trim()}, ${from ?? since} - ${endOf(to ?? "now")}`,
      ...duties(rest ?? "", onIt ? "worked" : ""),
    ];
  }
  const before = BEFORE_THAT.exec(s);
  if (before) {
    const [, employer, from, to, rest] = before;
    const m = /^(.+?)\s+((?:on|at)\s+.+)$/i.exec(rest ?? "");
    const title = (m?.[1] ?? rest ?? "").trim();
    if (title.split(/\s+/).length > 5) return null;
    return [`${upperFirst(title)}, ${employer!.trim()}, ${from} - ${endOf(to!)}`, ...(m ? [`- worked ${m[2]}`] : [])];
  }
  return null;
}

/** "Duties: personal care for 22 residents, give medication, write care plans": a labelled list of duties. */
const DUTY_LABEL = /^\s*(?:main\s+)?(?:duties|responsibilities|tasks|day to day|day-to-day)\s*[:–—-]\s*(.+)$/i;

/** Marks a job told by its length until the resume shows whether a later job is the current one. */
const DURATION = "\u0000";

/** The resume with each prose job sentence rewritten as a job line and duty bullets; other lines as they were. */
export function proseJobLines(plain: string): string {
  const out = plain
    .split("\n")
    .flatMap((line) => {
      const colonJob = colonJobLines(line);
      if (colonJob) return colonJob;
      if (/^\s*[-*•●▪◦–—·]/.test(line)) return [line];
      const labelled = DUTY_LABEL.exec(line);
      if (labelled && labelled[1]!.split(/,\s+/).length >= 2) return duties(labelled[1]!);
      const sentences = splitSentences(line).map((x) => x.text.trim());
      const read = sentences.map(jobSentence);
      if (!read.some(Boolean)) return [line];
      return sentences.flatMap((s, i) => read[i] ?? [s]);
    })
    .join("\n");
  // A job told by its length beside one held now ("since 2023 ... - present") was the earlier one.
  const now = /\s-\spresent$/m.test(out);
  return out.split(DURATION).join(now ? "Previously " : "");
}
