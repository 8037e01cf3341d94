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
import { isCompleteSentence, startsWithBaseVerb } from "./summarizer.grammar";
import { isAdviceHeading, NUMBERED_POINT as NUMBERED } from "./summarizer.cues";
const MAX_POINTS = 7;
/** Release headings: "[3.2.0] - 2026-01-14", "v2.4.0", "Version 5.1", "Release 2026.03". */
const VERSION =
  /^(?:(?:changelog|release notes?)\s*[—–:-]?\s*)?\[?(v?\d+(?:\.\d+){1,3}(?:[-+][\w.]+)?)\]?(?=\s|$|[:(—–-])|^(?:version|release)\s+(v?\d+(?:\.\d+)*)/i;
const ADDED = /^(?:added|new|new features?|features?|what'?s new)$/i;
const CHANGED = /^(?:changed|changes|improved|improvements|updated)$/i;
const FIXED = /^(?:fixed|fixes|bug ?fixes)$/i;
const REMOVED = /^(?:removed|deprecated|deprecations)$/i;
const BREAKING = /^(?:breaking|breaking changes?)$/i;
const MAX_ADDED = 3;

/** "Contracts are not optional" after another point: lower case unless a name or an acronym ("CSV export"). */
const lowerFirst = (s: string): string =>
  (/^\p{Lu}[\p{Ll}'’-]/u.test(s) && !/^I\b/.test(s)) || /^(?:A|An|The)\s/.test(s)
    ? s[0]!.toLowerCase() + s.slice(1)
    : s;
const bare = (s: string): string => s.trim().replace(/[.;:!]+$/, "");

const FINITE_WORD = /\b(?:is|are|was|were|will|would|can|could|now|has|have|had|should|must)\b/i;
/** A list item that reads as a phrase inside a sentence: short, one clause, no finite verb of its own. */
const isPhrase = (item: string): boolean =>
  item.split(/\s+/).length <= 12 && !/[.:;!?]\s/.test(item) && !FINITE_WORD.test(item) && !isCompleteSentence(item, 3);
/** "Offline mode: notes and checklists now open without a connection" -> "offline mode": the feature's own name. */
const labelOf = (item: string): string | null => {
  const m = /^([^:]{3,60}):\s/.exec(item);
  // (A label is a name, whatever the tagger makes of it: "Bank feeds for Monzo and Starling".)
  return m && m[1]!.split(/\s+/).length <= 8 && !FINITE_WORD.test(m[1]!) ? m[1]! : null;
};

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
  // Each item as a phrase the sentence can hold, or null: a feature's own label ("Offline mode: notes now open
  // without a connection" -> "offline mode"), a feature named by what it lets you do ("Export reports as CSV" -> "a
  // way to export reports as CSV"; not a plural noun the tagger reads as a verb, "Retries with exponential backoff"),
  // or a short item with no verb of its own ("dark mode for the web app"); not an item written as a sentence.
  const items = (test: RegExp): (string | null)[] =>
    analysis.ranked
      .filter(
        (u) => u.listItem && u.section >= 0 && inRelease(u.section) && test.test(sections[u.section]!.heading.trim()),
      )
      .map((u) => {
        const item = bare(u.text);
        const label = labelOf(item);
        if (label) return lowerFirst(label);
        const t = lowerFirst(item);
        if (startsWithBaseVerb(t) && !/^\p{L}+(?:ies|[^s\W]s)\b/u.test(t) && !/[.:;!?]\s/.test(t))
          return `a way to ${t}`;
        return isPhrase(t) ? t : null;
      });
  const phrases = (list: (string | null)[]): string[] => list.filter((t): t is string => t !== null);
  const added = items(ADDED);
  const breaking = items(BREAKING);
  const removed = items(REMOVED);
  const changed = items(CHANGED);
  const fixed = items(FIXED);
  if ([added, removed, changed, fixed, breaking].filter((l) => l.length > 0).length < 2) return null;
  // (A breaking change is what a reader of release notes must not miss: it comes first.)
  const parts: string[] =
    breaking.length > 0 ? [`makes ${breaking.length} breaking change${breaking.length > 1 ? "s" : ""}`] : [];
  // Items said in the sentence are phrases ("dark mode for the web app"); items written as sentences ("Bank feeds for
  // Monzo: transactions now import...", "The legacy CSV import will be removed in 6.0.") are counted instead.
  const addedPhrases = phrases(added);
  if (addedPhrases.length > 0) {
    const shown = addedPhrases.slice(0, MAX_ADDED);
    const more = added.length - shown.length;
    parts.push(`adds ${more > 0 ? `${shown.join(", ")} and ${more} more` : series(shown)}`);
  } else if (added.length > 0) parts.push(`adds ${added.length} new feature${added.length > 1 ? "s" : ""}`);
  const removedPhrases = phrases(removed);
  if (removedPhrases.length > 0) parts.push(`removes ${series(removedPhrases.slice(0, 2))}`);
  const counts = [
    changed.length > 0 ? `${changed.length} change${changed.length > 1 ? "s" : ""}` : "",
    fixed.length > 0 ? `${fixed.length} fix${fixed.length > 1 ? "es" : ""}` : "",
    removed.length > 0 && removedPhrases.length === 0
      ? `${removed.length} removal${removed.length > 1 ? "s" : ""}`
      : "",
  ].filter(Boolean);
  // With nothing added or removed, the fixes themselves are the news.
  if (added.length + removed.length === 0 && phrases(fixed).length > 0)
    parts.push(`fixes ${series(phrases(fixed).slice(0, 2))}`);
  else if (counts.length > 0) parts.push(`brings ${series(counts)}`);
  const m = first >= 0 ? VERSION.exec(sections[first]!.heading.trim()) : null;
  const version = m ? (m[1] ?? m[2]!) : "";
  const subject = version ? (/^v/i.test(version) ? version : `Version ${version}`) : "This release";
  return `${subject} ${parts.join("; ")}.`;
}
