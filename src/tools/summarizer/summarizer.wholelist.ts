/**
 * A series is shown whole or not at all (issue 11, session 6 cold read): a recipe's short summary was steps 2 and 3 of
 * its method, an essay's was "We stopped accepting new work mid-sprint" (the second of three changes, cut from its
 * "Second,"), a product page's was one of its four features. A series here is a list of steps (items that open with a
 * verb, or a list under a "Method"/"Steps" heading), a list of short features, or a paragraph's "First, ... Second,
 * ... Third, ..." sentences. When the summary shows part of one, it gets the rest if that fits in the budget, and
 * otherwise drops the part (unless the part is all the summary has).
 */
import type { Analysis } from "./summarizer.engine";
import { ANNOUNCES_LIST } from "./summarizer.emphasis";
import { startsWithBaseVerb } from "./summarizer.grammar";
import type { RankedUnit } from "./summarizer.rank";

/** The heading of a recipe's or a guide's steps. */
const STEPS_HEADING =
  /^(?:\d{1,3}[.)]\s*)?(?:method|steps?|instructions|directions|preparation|how to make it|procedure|step[- ]by[- ]step)$/i;
/** The opener of one point of a counted series ("First, ...", "Secondly, ...", "Finally, ..."). */
const ORDINAL_OPENER = /^(?:first(?:ly)?|second(?:ly)?|third(?:ly)?|fourth(?:ly)?|fifth(?:ly)?|finally|lastly)\s*,\s+/i;
/** Items a list of short features may have and still be one point (longer lists are sampled). */
const FEATURE_ITEMS = 6;
/** Words a feature item has at most ("Anti-tangle brush roll", "Converts to a handheld for stairs and cars"). */
const FEATURE_WORDS = 10;
/** How far past its budget a summary may go to show a series whole. */
const SLACK = 1.15;

/** The series each unit belongs to (a key), for the units that belong to one. */
function seriesOf(analysis: Analysis): Map<number, string> {
  const ranked = analysis.ranked;
  const out = new Map<number, string>();
  const byList = new Map<number, RankedUnit[]>();
  for (const u of ranked) if (u.list >= 0 && u.listItem) byList.set(u.list, [...(byList.get(u.list) ?? []), u]);
  const english = analysis.language === "en";
  for (const [list, items] of byList) {
    if (items.length < 2) continue;
    const heading = items[0]!.section >= 0 ? (analysis.doc.sections[items[0]!.section]?.heading.trim() ?? "") : "";
    const steps =
      STEPS_HEADING.test(heading) ||
      (english && items.filter((u) => startsWithBaseVerb(u.text)).length * 2 > items.length && items.length <= 12);
    const features =
      items.length <= FEATURE_ITEMS && items.every((u) => u.words <= FEATURE_WORDS && !/[.!?]$/.test(u.text));
    if (steps || features) for (const u of items) out.set(u.index, `list ${list}`);
  }
  // "First, ... Second, ... Third, ...": sentences of one paragraph (a paragraph each is a point each).
  let run: RankedUnit[] = [];
  const close = () => {
    if (run.length >= 2 && /^first/i.test(run[0]!.text))
      for (const u of run) out.set(u.index, `ordinal ${run[0]!.index}`);
    run = [];
  };
  for (const u of ranked) {
    if (u.list >= 0 || !ORDINAL_OPENER.test(u.text)) continue;
    const last = run[run.length - 1];
    if (last && (u.paragraph !== last.paragraph || u.index - last.index > 2)) close();
    run.push(u);
  }
  close();
  return out;
}

/** The picks (in document order) with each series they show part of made whole, or left out when it does not fit. */
export function wholeSeries(analysis: Analysis, picks: RankedUnit[], budget: number): RankedUnit[] {
  // (News keeps its ranking; a letter's core, its problem and ask, is fixed per length: summarizer.letter.)
  if (analysis.kind === "news" || analysis.kind === "email") return picks;
  const series = seriesOf(analysis);
  if (series.size === 0) return picks;
  let chosen = new Set(picks.map((u) => u.index));
  const keys = new Set(picks.map((u) => series.get(u.index)).filter((k): k is string => k !== undefined));
  for (const key of keys) {
    const members = analysis.ranked.filter((u) => series.get(u.index) === key);
    const missing = members.filter((u) => !chosen.has(u.index));
    if (missing.length === 0) continue;
    const words = analysis.ranked.filter((u) => chosen.has(u.index)).reduce((s, u) => s + u.words, 0);
    const extra = missing.reduce((s, u) => s + u.words, 0);
    if (words + extra <= budget * SLACK) {
      for (const u of missing) chosen.add(u.index);
      continue;
    }
    const rest = [...chosen].filter((i) => series.get(i) !== key);
    if (rest.length > 0) chosen = refilled(analysis, new Set(rest), series, budget);
  }
  return analysis.ranked.filter((u) => chosen.has(u.index));
}

/** The room a dropped part of a series leaves, filled with the best units that fit and belong to no series. */
function refilled(analysis: Analysis, chosen: Set<number>, series: Map<number, string>, budget: number): Set<number> {
  let words = analysis.ranked.filter((u) => chosen.has(u.index)).reduce((s, u) => s + u.words, 0);
  const candidates = analysis.ranked
    .filter((u) => !chosen.has(u.index) && !series.has(u.index) && !u.incidental && !ANNOUNCES_LIST.test(u.text))
    .sort((a, b) => b.score - a.score);
  for (const u of candidates) {
    // (A unit that leans on another comes only with it: "It takes about 15 minutes." after what "it" is.)
    if (words + u.words > budget || (u.companion !== undefined && !chosen.has(u.companion))) continue;
    chosen.add(u.index);
    words += u.words;
  }
  return chosen;
}
