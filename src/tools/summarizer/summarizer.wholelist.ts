/**
 * A series is shown whole or not at all (issue 11, session 6 cold read): a recipe's short summary was steps 2 and 3 of
 * its method, an essay's was "We stopped accepting new work mid-sprint" (the second of three changes, cut from its
 * "Second,"), a product page's was one of its four features. A series here is a list of steps (items that open with a
 * verb, or a list under a "Method"/"Steps" heading), a list of short features, or a paragraph's "First, ... Second,
 * ... Third, ..." sentences. When the summary shows part of one, it gets the rest if that fits in the budget, and
 * otherwise drops the part and fills its room with the best units outside any series (unless there are none).
 */
import type { Analysis } from "./summarizer.engine";
import { ANNOUNCES_LIST } from "./summarizer.emphasis";
import { isOrder, startsWithBaseVerb } from "./summarizer.grammar";
import type { RankedUnit } from "./summarizer.rank";

/** The heading of a recipe's or a guide's steps. */
const STEPS_HEADING =
  /^(?:\d{1,3}[.)]\s*)?(?:method|steps?|instructions|directions|preparation|how to make it|procedure|step[- ]by[- ]step)$/i;
/** A guide's title: "How to bleed a radiator". */
const HOW_TO = /^how to\s+\p{L}/iu;
/** The opener of one point of a counted series ("First, ...", "Secondly, ...", "Finally, ..."). */
const ORDINAL_OPENER = /^(?:first(?:ly)?|second(?:ly)?|third(?:ly)?|fourth(?:ly)?|fifth(?:ly)?|finally|lastly)\s*,\s+/i;
/** Items a list of short features may have and still be one point (longer lists are sampled). */
const FEATURE_ITEMS = 6;
/** Words a feature item has at most ("Anti-tangle brush roll", "Converts to a handheld for stairs and cars"). */
const FEATURE_WORDS = 10;
/** Mean words of a feature list's items at most (a list of short news lines is not one). */
const FEATURE_MEAN_WORDS = 5;
/** How far past its budget a summary may go to show a series whole. */
const SLACK = 1.15;
/** A series this share of the budget or less is shown whole, in place of weaker points, when it does not fit beside them. */
const MOST_OF_BUDGET = 0.8;
/** Share of a dropped series' best score a unit needs to take its room. */
const REFILL_SHARE = 0.5;
/** Words a unit needs to take a dropped series' room. */
const REFILL_MIN_WORDS = 5;

/** Units in a text above which paragraphs are not read for orders (recipes and guides are short). */
const STEPS_PARAGRAPH_TEXT_UNITS = 200;
/** Sentences a paragraph of steps has at least. */
const STEPS_PARAGRAPH_SENTENCES = 3;

/** Paragraphs (not lists) whose sentences are mostly orders: a method written out as prose. */
function stepsParagraphs(ranked: RankedUnit[]): RankedUnit[][] {
  const byParagraph = new Map<number, RankedUnit[]>();
  for (const u of ranked)
    if (u.list < 0 && !u.speaker) byParagraph.set(u.paragraph, [...(byParagraph.get(u.paragraph) ?? []), u]);
  return [...byParagraph.values()].filter(
    (p) =>
      p.length >= STEPS_PARAGRAPH_SENTENCES && p.filter((u) => startsWithBaseVerb(u.text)).length * 10 >= p.length * 7,
  );
}

/** Indices of the units of a method written as a paragraph of orders (English). */
export function stepsParagraphUnits(analysis: Analysis): Set<number> {
  if (analysis.language !== "en" || analysis.ranked.length > STEPS_PARAGRAPH_TEXT_UNITS) return new Set();
  return new Set(stepsParagraphs(analysis.ranked).flatMap((p) => p.map((u) => u.index)));
}

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
      items.length <= FEATURE_ITEMS &&
      items.reduce((n, u) => n + u.words, 0) <= FEATURE_MEAN_WORDS * items.length &&
      items.every((u) => u.words <= FEATURE_WORDS && !/[.!?]$/.test(u.text));
    if (steps || features) for (const u of items) out.set(u.index, `list ${list}`);
  }
  // A method written as a paragraph of orders ("Preheat the oven ... Mash the bananas ... Mix in the sugar ...").
  if (english && ranked.length <= STEPS_PARAGRAPH_TEXT_UNITS)
    for (const p of stepsParagraphs(ranked)) for (const u of p) out.set(u.index, `steps ${p[0]!.index}`);
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
export function wholeSeries(
  analysis: Analysis,
  picks: RankedUnit[],
  budget: number,
  required: RankedUnit[],
  withMethod = false,
): RankedUnit[] {
  // (News keeps its ranking; a letter's core, its problem and ask, is fixed per length: summarizer.letter.)
  // (A licence's lettered clauses are not steps: "a. License grant." opens with a verb.)
  if (analysis.kind === "news" || analysis.kind === "email" || analysis.kind === "licence") return picks;
  const series = seriesOf(analysis);
  if (series.size === 0) return picks;
  let chosen = new Set(picks.map((u) => u.index));
  // (A guide's longer summary shows its method: "when", "best time" and a warning are no how-to without the steps.)
  const method = withMethod ? methodUnits(analysis, series) : [];
  for (const u of method) chosen.add(u.index);
  const methodKey = method.length > 0 ? series.get(method[0]!.index) : undefined;
  const keys = new Set(
    analysis.ranked
      .filter((u) => chosen.has(u.index))
      .map((u) => series.get(u.index))
      .filter((k): k is string => k !== undefined && k !== methodKey),
  );
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
    // (What the shorter summary showed stays: a longer one never says less.)
    if (members.some((u) => required.includes(u))) continue;
    // (A series that is most of what a long summary can hold is worth more than the weakest points beside it.)
    const whole = members.reduce((s, u) => s + u.words, 0);
    if (whole <= budget * MOST_OF_BUDGET) {
      for (const u of missing) chosen.add(u.index);
      chosen = trimmed(analysis, chosen, key, series, budget * SLACK, required);
      continue;
    }
    // (Only points worth half the series' best take its room: a post that is all method keeps part of it.)
    const floor = Math.max(...members.map((u) => u.score)) * REFILL_SHARE;
    const kept = new Set([...chosen].filter((i) => series.get(i) !== key));
    const rest = refilled(analysis, kept, series, budget, floor);
    if (analysis.ranked.some((u) => rest.has(u.index) && worth(u) >= floor)) chosen = rest;
  }
  return analysis.ranked.filter((u) => chosen.has(u.index));
}

/** Steps a guide's method has at most to be shown whole in a longer summary. */
const METHOD_ITEMS = 8;

/**
 * What a guide's (not a recipe's) longer summary shows whole: the steps of its method (a list under a "Steps"/"Method"
 * heading of up to METHOD_ITEMS items) and, when that is a short list, what it needs ("What you need: a pot 2-5cm
 * wider than the current one; fresh potting compost; a trowel"). [] when the text has no such method.
 */
export function methodUnits(analysis: Analysis, series = seriesOf(analysis)): RankedUnit[] {
  if (analysis.kind === "news" || analysis.kind === "email" || analysis.kind === "licence") return [];
  if (analysis.doc.sections.some((s) => INGREDIENTS_HEADING.test(s.heading.trim()))) return [];
  const steps = methodOf(analysis, series);
  return steps.length > 0 ? [...needsOf(analysis), ...steps] : [];
}

/** The items of a list under a "Steps"/"Method" heading (the method of a guide or a recipe), or []. */
function methodOf(analysis: Analysis, series: Map<number, string>): RankedUnit[] {
  const first = analysis.ranked.find((u) => {
    if (!u.listItem || !series.get(u.index)?.startsWith("list ") || u.section < 0) return false;
    const heading = analysis.doc.sections[u.section]?.heading.trim() ?? "";
    // ("How to bleed a radiator" over a numbered list of orders: the list is the guide's method.)
    return (
      STEPS_HEADING.test(heading) || (HOW_TO.test(heading) && series.get(u.index) !== undefined && isOrder(u.text))
    );
  });
  if (!first) return [];
  const members = analysis.ranked.filter((u) => series.get(u.index) === series.get(first.index));
  return members.length <= METHOD_ITEMS ? members : [];
}

/** The heading of what a guide or a recipe needs. */
const NEEDS_HEADING =
  /^(?:what you(?:'ll| will)? need|you(?:'ll| will)? need|things you(?:'ll| will)? need|equipment|tools(?: needed)?|materials|supplies)$/i;
/** A recipe's shopping list: a recipe's summary says what it makes and takes, not every step (see `worth`). */
const INGREDIENTS_HEADING = /^ingredients\b/i;
/** Words a list of needs has at most to be shown with its method. */
const NEEDS_WORDS = 30;

/** The items of a short list under a "What you need" heading, or []. */
function needsOf(analysis: Analysis): RankedUnit[] {
  const items = analysis.ranked.filter(
    (u) => u.listItem && u.section >= 0 && NEEDS_HEADING.test(analysis.doc.sections[u.section]?.heading.trim() ?? ""),
  );
  return items.length <= METHOD_ITEMS && items.reduce((s, u) => s + u.words, 0) <= NEEDS_WORDS ? items : [];
}

/**
 * The chosen units less the lowest-scored ones outside the series `key` (and not required), until they fit in `limit`
 * words.
 */
function trimmed(
  analysis: Analysis,
  chosen: Set<number>,
  key: string,
  series: Map<number, string>,
  limit: number,
  required: RankedUnit[],
): Set<number> {
  const units = analysis.ranked.filter((u) => chosen.has(u.index));
  let words = units.reduce((s, u) => s + u.words, 0);
  const droppable = units.filter((v) => series.get(v.index) !== key && !required.some((r) => r.index === v.index));
  for (const u of droppable.sort((a, b) => a.score - b.score)) {
    if (words <= limit) break;
    chosen.delete(u.index);
    words -= u.words;
  }
  return chosen;
}

/**
 * What a method takes and makes ("Prep takes 10 minutes ... makes one 2lb loaf", "ready in 30 minutes, serves 4", "It
 * uses one bowl") and how long it keeps ("keeps for three days", "freezes well").
 */
const TAKES_AND_MAKES =
  /\b(?:serves|feeds|makes|yields?|takes|uses|ready in|prep(?:aration)? time|cook(?:ing)? time|in (?:about |under )?\d+ (?:minutes|mins|hours)|keeps (?:for|well)|freezes (?:well|for))\b/i;
/** What a method needs, as a list run into a sentence ("You will need: 3 ripe bananas, 75g ..."). */
const NEEDS_LIST = /^(?:you(?:'ll| will)? need|ingredients|what you need|equipment)\b\s*:?/i;

/** A unit's claim on the room a dropped series leaves: a method's summary says what it takes and makes. */
const worth = (u: RankedUnit): number =>
  u.score * (TAKES_AND_MAKES.test(u.text) ? 2 : 1) * (NEEDS_LIST.test(u.text) ? 0.5 : 1);

/** The room a dropped part of a series leaves, filled with the best units that fit and belong to no series. */
function refilled(
  analysis: Analysis,
  chosen: Set<number>,
  series: Map<number, string>,
  budget: number,
  floor: number,
): Set<number> {
  let words = analysis.ranked.filter((u) => chosen.has(u.index)).reduce((s, u) => s + u.words, 0);
  const candidates = analysis.ranked
    .filter((u) => !chosen.has(u.index) && !series.has(u.index) && !u.incidental && !ANNOUNCES_LIST.test(u.text))
    // (Never a heading-like fragment: "License grant.")
    .filter((u) => worth(u) >= floor && u.words >= REFILL_MIN_WORDS)
    .sort((a, b) => worth(b) - worth(a));
  for (const u of candidates) {
    // (A unit that leans on another comes only with it: "It takes about 15 minutes." after what "it" is.)
    if (words + u.words > budget || (u.companion !== undefined && !chosen.has(u.companion))) continue;
    chosen.add(u.index);
    words += u.words;
  }
  return chosen;
}
