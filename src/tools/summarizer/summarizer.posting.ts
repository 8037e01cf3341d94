/**
 * Job ads (issue 11, helper read): their title, place and pay are metadata lines ("Senior Data Engineer",
 * "Location: Leeds, UK", "Salary: £62,000 - £70,000"), never sentences of the text, yet they are what a reader of the
 * ad's summary needs first. This module reads those lines and says them in one sentence made only of their words
 * ("This is a Senior Data Engineer role in Leeds, UK, paying £62,000 - £70,000."), which leads the summary and is
 * its TL;DR.
 */
import type { SummaryStyle } from "./contract";

const ROLE = /^(?:job title|job|role|position|title|vacancy|post)\s*:\s*(.+)$/i;
const PLACE = /^(?:location|based in|based|where|place of work|work location|office)\s*:\s*(.+)$/i;
const PAY = /^(?:salary|salary range|pay|pay rate|rate|hourly rate|compensation|wage|wages|remuneration)\s*:\s*(.+)$/i;
const TERMS = /^(?:contract|contract type|job type|employment type|employment|type|hours)\s*:\s*(.+)$/i;
/** "Barista – Weekend Shifts": a title line's dash-separated suffix, said in brackets after the role. */
const TITLE_SUFFIX = /^(.+?)\s+[–—|-]\s+(.+)$/;
/** "What we offer: a £1,000 yearly learning budget." -> "Benefits include a £1,000 yearly learning budget." */
const OFFER_LABEL =
  /(^|\n|• |\. )(?:what we offer|what you(?:'ll| will) get|benefits|perks|we offer)\s*:\s+(?=\p{Ll}|[£$€\d])/giu;
/** Lines read from the top of the text, and characters: the fields of an ad come first. */
const HEAD_LINES = 40;
const HEAD_CHARS = 4000;

interface JobFacts {
  role: string;
  place?: string;
  pay?: string;
  terms?: string;
}

const clean = (value: string): string =>
  value
    .replace(/\*\*|__/g, "")
    .trim()
    .replace(/[.;]+$/, "");

/** A title line: short, unpunctuated, not itself a field ("Senior Data Engineer"). */
const isTitleLine = (line: string): boolean =>
  line.split(/\s+/).length <= 8 && !/[.!?:;,]$/.test(line) && !line.includes(":") && /^\p{Lu}/u.test(line);

/** The job ad's role, place, pay and terms, or null when the text has no pay or place field beside its role. */
export function jobFacts(text: string): JobFacts | null {
  const head = text.slice(0, HEAD_CHARS);
  if (!head.includes(":")) return null;
  const lines = head
    .split("\n")
    .slice(0, HEAD_LINES)
    .map((l) => l.replace(/^\s*(?:#{1,6}\s+|[-*•]\s+)?/, "").trim())
    .filter(Boolean);
  let role: string | undefined;
  let place: string | undefined;
  let pay: string | undefined;
  let terms: string | undefined;
  for (const raw of lines) {
    const line = raw.replace(/\*\*|__/g, "");
    role ??= ROLE.exec(line)?.[1];
    place ??= PLACE.exec(line)?.[1];
    pay ??= PAY.exec(line)?.[1];
    terms ??= TERMS.exec(line)?.[1];
  }
  // (A pay field says an amount: "Salary: discussed" is a note, not an ad.)
  if (pay && !/\d/.test(pay)) pay = undefined;
  // (Without a "Job title:" field, the ad's first line names the role when it is a bare title.)
  if (!role && pay && lines[0] && isTitleLine(lines[0])) role = lines[0];
  if (!role || (!pay && !place)) return null;
  // ("Barista – Weekend Shifts" -> "Barista (Weekend Shifts)"; a suffix that is the place is said once, as the place.)
  const titled = TITLE_SUFFIX.exec(clean(role));
  if (titled) {
    const suffix = titled[2]!;
    const isPlace = place !== undefined && place.toLowerCase().includes(suffix.toLowerCase());
    role = isPlace ? titled[1]! : `${titled[1]} (${suffix})`;
  }
  return {
    role: clean(role),
    place: place && clean(place),
    pay: pay && clean(pay),
    terms: terms && /^[\p{L}, -]+$/u.test(terms.trim()) && terms.split(/\s+/).length <= 4 ? clean(terms) : undefined,
  };
}

/** "This is a permanent, full-time Senior Data Engineer role in Leeds, UK, paying £62,000 - £70,000 plus bonus." */
export function jobSentence(facts: JobFacts): string {
  const role = /\b(?:role|position|job|post|vacancy)$/i.test(facts.role) ? facts.role : `${facts.role} role`;
  const terms = facts.terms ? `${facts.terms.toLowerCase()} ` : "";
  const noun = `${terms}${role}`;
  const article = /^[aeiou]/i.test(noun) && !/^(?:uni|eu|one)/i.test(noun) ? "an" : "a";
  const place = facts.place ? ` in ${facts.place}` : "";
  const pay = facts.pay ? `, paying ${facts.pay}` : "";
  return `This is ${article} ${noun}${place}${pay}.`;
}

/** The summary with the job sentence in front: its own bullet, the first sentence of a paragraph, or the TL;DR. */
export function withJobLead(summary: string, text: string, style: SummaryStyle): string {
  const facts = jobFacts(text);
  if (!facts) return summary;
  const lead = jobSentence(facts);
  if (style === "tldr") return `TL;DR: ${lead}`;
  summary = summary.replace(OFFER_LABEL, "$1Benefits include ");
  if (!summary) return style === "bullet" ? `• ${lead}` : lead;
  return style === "bullet" ? `• ${lead}\n${summary}` : `${lead} ${summary}`;
}
