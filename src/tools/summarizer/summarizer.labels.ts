/**
 * Reports written as "Label: text" paragraphs (post-mortems, status reports, tickets, project updates): "Cause: A
 * configuration change ...", "Where we are: The builders ...". When a text has several such lines, each label is read
 * as its section's heading, so the label guides selection (summarizer.lines' section weights) and is not pasted into
 * the summary as "Cause: ...".
 */
import { isFragment, startsWithBaseVerb } from "./summarizer.grammar";
import { isMetaLine } from "./summarizer.lines";

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

/** A label of one to five words, then its text ("Root cause: a cluster upgrade ...", "Q4 campaign: Creative is ..."). */
const LABELLED = /^(\p{Lu}[\p{L}\p{N}'’&/ ()-]{0,40}?|TL;DR)\s*:\s+(\S.{8,})$/u;
/** Labels that introduce an example, a command or a quotation rather than a part of a report. */
const NOT_A_PART = /\b(?:e\.g|i\.e|example|note|run|type|enter|paste|quote|says?|said|asked|replied|wrote|https?)$/i;
/** Lines of this shape a text needs before its labels are read as headings. */
const LABELLED_LINES = 3;

export function reportLabel(line: string): { label: string; text: string } | null {
  const m = LABELLED.exec(line);
  if (!m || isMetaLine(line)) return null;
  const label = m[1]!.trim();
  if (words(label) > 5 || NOT_A_PART.test(label)) return null;
  return { label, text: m[2]!.trim() };
}

/** Minutes keep their own reading of agenda items (summarizer.prose): they name who attended. */
const ATTENDANCE = /^(?:attendees|attendance|in attendance|present|apologies)\s*:/i;

/**
 * Whether a text is written as labelled paragraphs: at least three lines open with a report's label, no label comes
 * twice (a changelog's "Added: ... Added: ..." lines are items under their kind) and no line lists who attended.
 */
export function isLabelledReport(lines: string[]): boolean {
  const labels = new Set<string>();
  let n = 0;
  for (const raw of lines) {
    const line = raw.trim();
    if (ATTENDANCE.test(line)) return false;
    const part = reportLabel(line);
    if (!part) continue;
    const key = part.label.toLowerCase();
    if (labels.has(key)) return false;
    labels.add(key);
    n++;
  }
  return n >= LABELLED_LINES;
}

/**
 * Whether a report's label can go from the line it opens: the line is a clause of its own ("A configuration change
 * ... reduced ...", "in-app payments slipped to November"), not a verbless note ("£48k spent of £120k") or an
 * instruction ("add a capacity check ..."), which keep their label.
 */
export function standsWithoutLabel(label: string, text: string): boolean {
  // (A plan's label says who does it and when: "Next: finish autocomplete, ship synonyms, ...".)
  if (PLAN_LABEL.test(label)) return false;
  // (A line in lower case reads alone only from a subject the tagger need not guess: "a cluster upgrade ... doubled".)
  if (/^\p{Ll}/u.test(text) && !COMMON_OPENING.test(text)) return false;
  return !/^to\s/i.test(text) && !isFragment(text) && !startsWithBaseVerb(text);
}

const PLAN_LABEL = /^(?:next|then|plan|to ?dos?|asks?)\b/i;

/** Labels whose meaning a clause does not carry, said as a lead-in: "Risks: the API ..." -> "A risk is that the API ...". */
const LEAD_INS: [RegExp, string][] = [
  [/^(?:the )?(?:root )?causes?$|^what caused it$/i, "The cause was that"],
  [/^(?:key |main )?risks?$/i, "A risk is that"],
  [/^lessons?(?: learned| learnt)?$/i, "The lesson is that"],
  [/^known (?:issues?|problems?|bugs?|limitations?)$/i, "A known issue is that"],
];
/** Openings a lead-in can lower: "The", "Our", "a" ... (a name or an acronym keeps its capital). */
const COMMON_OPENING = /^(?:the|a|an|our|we|its|this|these|those|their|some|most|each|every|all|there|it|they)\b/i;

/** A report's line whose label went, with its label as a lead-in where the line needs one, in sentence case. */
export function withoutLabel(label: string, text: string): string {
  for (const [re, lead] of LEAD_INS) {
    if (!re.test(label.trim())) continue;
    const opening = COMMON_OPENING.test(text) || /^\p{Ll}/u.test(text);
    if (opening && !/^(?:if|when|because|since)\b/i.test(text))
      return `${lead} ${COMMON_OPENING.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text}`;
  }
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "(1) ", "(2) " ... or "1) ", "2) " inside a line. */
const INLINE_NUMBER = /(?:^|\s)\(?(\d{1,2})\)\s+/g;

/**
 * A line that numbers its items inline ("(1) Split the config files — owner: Tom, due 28 March; (2) Lower the alert
 * threshold ..."): its lead-in (or "") and its items, each without its separator, its owner said in brackets ("Split
 * the config files (Tom, due 28 March)"). Null unless the numbers run 1, 2, ...
 */
export function inlineItems(text: string): { intro: string; items: string[] } | null {
  // "raise the limits (Marcus, this sprint); add a capacity check (Jen); ...": instructions with their owners.
  const parts = text.split(/;\s+/);
  if (parts.length >= 2 && parts.every((p) => /\([^()]+\)\.?$/.test(p) && startsWithBaseVerb(p)))
    return { intro: "", items: parts.map(ownerInBrackets) };
  const marks = [...text.matchAll(INLINE_NUMBER)];
  if (marks.length < 2 || marks.some((m, i) => Number(m[1]) !== i + 1)) return null;
  const intro = text.slice(0, marks[0]!.index).trim();
  const items = marks.map((m, i) => {
    const end = i + 1 < marks.length ? marks[i + 1]!.index : text.length;
    return ownerInBrackets(
      text
        .slice(m.index + m[0].length, end)
        .trim()
        .replace(/\s*(?:[;,]\s*(?:and|or)?|\band)$/i, "")
        .trim(),
    );
  });
  return items.every((i) => i.length >= 6) ? { intro, items } : null;
}

/**
 * "Lower the threshold — owner: Priya Nair, due 21 March" -> "Priya Nair will lower the threshold by 21 March." (an
 * instruction with its owner), else "... (owner, due ...)".
 */
function ownerInBrackets(item: string): string {
  const m = /^(.+?)\s*(?:—|–|-{1,2})\s*owner\s*:\s*([^;]+?)\.?$/i.exec(item);
  if (m && startsWithBaseVerb(m[1]!)) {
    // ("owner: Payroll, from April": a when that is no due date is said in brackets.)
    const [, owner, when] = /^([^,]+?)(?:,\s*(.+))?$/.exec(m[2]!)!;
    const due =
      when && /^(?:due|by)\s+/i.test(when) ? ` by ${when.replace(/^(?:due|by)\s+/i, "")}` : when ? ` (${when})` : "";
    return `${owner} will ${m[1]!.charAt(0).toLowerCase()}${m[1]!.slice(1)}${due}.`;
  }
  // "add a capacity check (Jen)", "automate the updates (Dev Tools team, Q2)": an owner named in brackets.
  const named = /^(.+?)\s*\((\p{Lu}[\p{L}.'’-]*(?: \p{Lu}[\p{L}.'’-]*)?( team)?)(?:,\s*([^()]+))?\)\.?$/u.exec(item);
  if (!m && named && startsWithBaseVerb(named[1]!)) {
    const [, action, owner, team, when] = named;
    const who = team ? `The ${owner}` : owner;
    return `${who} will ${action!.charAt(0).toLowerCase()}${action!.slice(1)}${when ? ` (${when})` : ""}.`;
  }
  const body = m ? `${m[1]} (${m[2]})` : item.replace(/[;.]$/, "");
  return `${body.charAt(0).toUpperCase()}${body.slice(1)}.`;
}

/** Labels of a report's own account of what happened or where things stand: its point, ahead of any one part. */
const LEAD_LABEL =
  /^(?:(?:incident |executive |overall |status )?summary|summary of (?:changes|the incident)|overview|headline|what happened|what's happened|the incident|incident|issue|the issue|problem|overall status|status summary|what(?:'s| is| has) chang(?:ed|ing))$/i;

/**
 * A report's TL;DR is its account of what happened (the first sentence under "Incident summary", "What happened",
 * "Issue" ...), not one of its parts ("Cause: ..."): that sentence is scored just above the text's best. Units are
 * returned as they came when the text is no labelled report or has no such section.
 */
export function withReportLead<
  U extends { section: number; score: number; listItem: boolean; index: number; text: string },
>(units: U[], sections: { heading: string; inline?: boolean }[]): U[] {
  const opening = (label: RegExp) =>
    units.find(
      (u) =>
        u.section >= 0 &&
        sections[u.section]?.inline === true &&
        label.test(sections[u.section]!.heading) &&
        !u.listItem &&
        !isFragment(u.text),
    );
  const lead = opening(LEAD_LABEL);
  if (!lead) return units;
  // (Its cause comes next: what happened and why, before what is being done.)
  const cause = opening(CAUSE_LABEL);
  const best = Math.max(...units.map((u) => u.score));
  return units.map((u) =>
    u === lead ? { ...u, score: best * 1.05 } : u === cause ? { ...u, score: Math.max(u.score, best) } : u,
  );
}

const CAUSE_LABEL = /^(?:the )?(?:root )?causes?$|^why(?: it happened)?$|^what caused it$/i;
