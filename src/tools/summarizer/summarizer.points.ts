/**
 * TL;DRs that no single sentence can give: a text whose points are spread over its headings or lists.
 *
 * - A post whose section headings are its points ("1. Charge more than you think", "2. Contracts are not optional"):
 *   its TL;DR lists them ("Charge more than you think; contracts are not optional; ...").
 * - Release notes ("### Added", "### Fixed" under "## v3.2.0"): what the latest release adds, changes, fixes and
 *   removes ("v3.2.0 adds dark mode, CSV export for invoices and ...; removes ...; 2 changes and 3 fixes").
 *
 * One item of either alone ("Changed: invoice PDFs now use the logo") misrepresents the text.
 */
import type { Analysis } from "./summarizer.engine";
import { startsWithBaseVerb } from "./summarizer.grammar";
import { isAdviceHeading, NUMBERED_POINT as NUMBERED } from "./summarizer.cues";
const MAX_POINTS = 7;
/** Release headings: "[3.2.0] - 2026-01-14", "v2.4.0", "Version 5.1", "Release 2026.03". */
const VERSION = /^\[?(v?\d+(?:\.\d+){1,3}(?:[-+][\w.]+)?)\]?(?=\s|$|[:(—–-])|^(?:version|release)\s+(v?\d+(?:\.\d+)*)/i;
const ADDED = /^(?:added|new|new features?|features?|what'?s new)$/i;
const CHANGED = /^(?:changed|changes|improved|improvements|updated)$/i;
const FIXED = /^(?:fixed|fixes|bug ?fixes)$/i;
const REMOVED = /^(?:removed|deprecated|deprecations)$/i;
const MAX_ADDED = 3;

/** "Contracts are not optional" after another point: lower case unless a name or an acronym ("CSV export"). */
const lowerFirst = (s: string): string =>
  /^\p{Lu}[\p{Ll}'’-]/u.test(s) && !/^I\b/.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s;
const bare = (s: string): string => s.trim().replace(/[.;:!]+$/, "");

/** "a, b and c". */
function series(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** The points of a post whose headings are its points, or null when it has fewer than three such headings. */
export function headingPoints(analysis: Analysis): string | null {
  const sections = analysis.doc.sections;
  const withText = new Set(analysis.ranked.map((u) => u.section));
  const heads = sections
    .filter((s, i) => withText.has(i) || s.level > 1)
    .map((s) => s.heading.trim())
    .filter((h) => NUMBERED.test(h) || isAdviceHeading(h));
  const numbered = heads.filter((h) => NUMBERED.test(h)).length;
  if (heads.length < 3 || heads.length > MAX_POINTS || (numbered > 0 && numbered < heads.length)) return null;
  const points = heads.map((h) => bare(h.replace(NUMBERED, "")));
  // A point is a clause or a phrase of its own ("Charge more than you think"), not a one-word label ("Setup").
  if (points.some((p) => p.split(/\s+/).length < 3 || p.split(/\s+/).length > 12)) return null;
  return `${points.map((p, i) => (i === 0 ? p : lowerFirst(p))).join("; ")}.`;
}

/** The latest release's news in one sentence, or null when the text is not release notes. */
export function releaseDigest(analysis: Analysis): string | null {
  const sections = analysis.doc.sections;
  const first = sections.findIndex((s) => VERSION.test(s.heading.trim()));
  const end = sections.findIndex((s, i) => i > first && VERSION.test(s.heading.trim()));
  const inRelease = (i: number) => (first < 0 || i > first) && (end < 0 || i < end);
  const items = (test: RegExp): string[] =>
    analysis.ranked
      .filter(
        (u) => u.listItem && u.section >= 0 && inRelease(u.section) && test.test(sections[u.section]!.heading.trim()),
      )
      .map((u) => lowerFirst(bare(u.text)));
  // ("Export reports as CSV": a feature named by what it lets you do is "a way to export reports as CSV".)
  const added = items(ADDED).map((t) => (startsWithBaseVerb(t) ? `a way to ${t}` : t));
  const removed = items(REMOVED);
  const changed = items(CHANGED);
  const fixed = items(FIXED);
  if ([added, removed, changed, fixed].filter((l) => l.length > 0).length < 2) return null;
  const parts: string[] = [];
  if (added.length > 0) {
    const more = added.length - MAX_ADDED;
    parts.push(`adds ${more > 0 ? `${added.slice(0, MAX_ADDED).join(", ")} and ${more} more` : series(added)}`);
  }
  if (removed.length > 0) parts.push(`removes ${series(removed.slice(0, 2))}`);
  const counts = [
    changed.length > 0 ? `${changed.length} change${changed.length > 1 ? "s" : ""}` : "",
    fixed.length > 0 ? `${fixed.length} fix${fixed.length > 1 ? "es" : ""}` : "",
  ].filter(Boolean);
  // With nothing added or removed, the fixes themselves are the news.
  if (parts.length === 0 && fixed.length > 0) parts.push(`fixes ${series(fixed.slice(0, 2))}`);
  else if (counts.length > 0) parts.push(`brings ${series(counts)}`);
  const m = first >= 0 ? VERSION.exec(sections[first]!.heading.trim()) : null;
  const version = m ? (m[1] ?? m[2]!) : "";
  const subject = version ? (/^v/i.test(version) ? version : `Version ${version}`) : "This release";
  return `${subject} ${parts.join("; ")}.`;
}
