/**
 * The next meeting that minutes give ("Next meeting: Tuesday 6 May, 7pm, community room.", "The next meeting will be on
 * 10 November at 7.30pm.", "next sync oct 21"): what a member reads minutes for besides the decisions, so a bullet or
 * paragraph summary of minutes ends on it (session 9; the lead's cold read of minutes whose summary left it out). It
 * is metadata or procedure to the ranking (summarizer.lines, summarizer.gate), so the selection never picks it.
 */
import type { SummaryStyle } from "./contract";

/** A line that labels the next meeting: "Next meeting: ...", "Next meeting 10 July at the hut.", "next sync oct 21". */
const LABELLED =
  /^\s*(?:[-*•]\s*)?(?:\d{1,4}(?:[./]\d{1,4})*[.)]?\s+)?(?:date of )?next (meeting|sync|call|catch-?up|session)\b\s*(?:[:–—-]\s*|(?=\d|\p{L}))(.+)$/imu;
/** A sentence that says when it is: "The next meeting will be on 10 November at 7.30pm." */
const SENTENCE =
  /(?:^|[.!?]\s+|\n)\s*((?:the )?next (?:meeting|sync|call|session) (?:will be|is|has been (?:set|fixed|arranged) for)\b(?:[^.!?\n]|\.(?=\d))*[.!?]?)/iu;
/** Some word of a date or a day: the line says when, not just "TBC". */
const WHEN =
  /\d|\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b|\b(?:tomorrow|next week)\b/i;

/** The next meeting as a line of the summary, or null when the text gives none with a date. */
function nextMeeting(text: string, style: SummaryStyle): string | null {
  const sentence = SENTENCE.exec(text)?.[1];
  if (sentence && WHEN.test(sentence)) {
    const s = sentence.trim();
    return `${s.charAt(0).toUpperCase()}${s.slice(1)}${/[.!?]$/.test(s) ? "" : "."}`;
  }
  const m = LABELLED.exec(text);
  if (!m || !WHEN.test(m[2]!)) return null;
  const when = m[2]!.trim().replace(/[.;,]+$/, "");
  if (when.split(/\s+/).length > 16) return null;
  const what = m[1]!.toLowerCase();
  return style === "paragraph"
    ? `The next ${what} is ${/^(?:on|at|in)\b/i.test(when) ? "" : "on "}${when}.`
    : `Next ${what}: ${when}.`;
}

/** The summary of minutes with their next meeting at the end, when they give one and the summary does not say it. */
export function withNextMeeting(summary: string, text: string, style: SummaryStyle): string {
  if (style === "tldr" || /\bnext (?:meeting|sync|call|catch-?up|session)\b/i.test(summary)) return summary;
  const line = nextMeeting(text, style);
  if (!line) return summary;
  return style === "bullet" ? `${summary}\n• ${line}` : `${summary} ${line}`;
}
