/**
 * Built-in extractive summarizer. Pipeline: read the document's structure (summarizer.structure: headings, lists,
 * metadata, markdown and HTML), detect its language and kind (news, minutes, e-mail, licence, structured, prose), rank
 * its units (summarizer.rank), choose them for a word budget by MMR (summarizer.select) and write them out in the
 * requested style (summarizer.format; TL;DR compresses its one sentence with summarizer.compress).
 */
import type { SummaryLength, SummaryStyle } from "./contract";
import { withContext } from "./summarizer.context";
import { withReportLead } from "./summarizer.labels";
import { coreUnits } from "./summarizer.core";
import { formatSummary } from "./summarizer.format";
import { detectKind, type TextKind } from "./summarizer.kind";
import { letterCore } from "./summarizer.letter";
import { guideCore } from "./summarizer.howto";
import { inventoriesAside, latestReleaseFirst } from "./summarizer.releases";
import { detectLanguage, languageOfWords, type Language } from "./summarizer.language";
import { words } from "../../shared/text/tokens";
import { rankUnits, type RankedUnit } from "./summarizer.rank";
import { rulesFirst } from "./summarizer.rules";
import { withJobLead } from "./summarizer.posting";
import { holdsVerdictAnswer, withEmphasis } from "./summarizer.emphasis";
import { selectUnits, wordBudget } from "./summarizer.select";
import { withOtherSide } from "./summarizer.sides";
import { methodUnits, wholeSeries } from "./summarizer.wholelist";
import { withVotes } from "./summarizer.outcome";
import { reviewPoints } from "./summarizer.review-balance";
import { isReview, mainCon, saysCon } from "./summarizer.review-con";
import { withNextMeeting } from "./summarizer.next-meeting";
import { isPressFurniture, isShortStory, shortStoryBudget, storyCore } from "./summarizer.short-news";
import { readStructure, type DocStructure } from "./summarizer.structure";
import { gatedUnits, judged, withActions, lastVerdict, verdictFirst } from "./summarizer.gate";

export interface Analysis {
  doc: DocStructure;
  language: Language;
  kind: TextKind;
  ranked: RankedUnit[];
  /** Words of the text's content units (headings, metadata and furniture excluded). */
  inputWords: number;
  /** A message to a group ("Hi all", "Hello team", "Dear Parents and Carers"): a notice, summed up by its news rather
   * than its requests. */
  toGroup: boolean;
}

const GROUP_GREETING =
  /^\s*(?:(?:subject|from|to|date):[^\n]*\n\s*)*(?:hi|hello|hey|dear|good (?:morning|afternoon))\s+(?:all|everyone|everybody|team|folks|colleagues|all staff|guys|(?:all |our )?(?:tenants|residents|parents|carers|members|neighbours|neighbors|customers|students|staff|volunteers|players|families|guests|subscribers|shareholders|employees)(?: and \p{L}+)?)\b/iu;

/** Characters detectLanguage reads, and units detectKind reads. */
const LANGUAGE_SAMPLE = 20_000;
const KIND_SAMPLE = 400;
const countWords = (lists: string[][]): number => lists.reduce((s, l) => s + l.length, 0);

export function analyse(text: string): Analysis {
  const doc = readStructure(text);
  // Each unit's words, read once: the language, the kind and the ranking all read them (the words of units joined by
  // spaces are the units' words one after the other).
  const unitWords = doc.units.map((u) => words(u.text));
  // (The units joined by spaces, as detectLanguage reads them, only when longer than its sample.)
  const bodyLength = doc.units.reduce((n, u) => n + u.text.length + 1, -1);
  const language =
    bodyLength <= LANGUAGE_SAMPLE ? languageOfWords(unitWords) : detectLanguage(doc.units.map((u) => u.text).join(" "));
  const kind = detectKind(doc, text, countWords(unitWords.slice(0, KIND_SAMPLE)));
  const topic = [doc.title ?? "", ...doc.sections.map((s) => s.heading)].join(". ");
  const headings = doc.sections.map((s) => s.heading);
  const rankedUnits = rankUnits(doc.units, { language, kind, topic, headings, unitWords });
  const toGroup = GROUP_GREETING.test(text.slice(0, 400));
  const contextual = inventoriesAside(
    latestReleaseFirst(withContext(rankedUnits, language === "en", kind === "news"), doc.sections),
    doc.sections,
  );
  // (Announcements of the text are never chosen; verdicts, decisions and a notice's dated news are: summarizer.gate.)
  // (A report of "Label: text" paragraphs leads with what happened: summarizer.labels.)
  const ranked = language === "en" ? withReportLead(gatedUnits(contextual, kind, toGroup), doc.sections) : contextual;
  const inputWords = ranked.reduce((s, u) => s + u.words, 0);
  return { doc, language, kind, ranked, inputWords, toGroup };
}

/** Content words below which a news story's 'medium' goes on past its 'short'. */
const NEWS_GROWS_BELOW = 300;
const SHORTER: Record<SummaryLength, SummaryLength | null> = { short: null, medium: "short", long: "medium" };

/**
 * The units a summary of this length keeps, in document order. A longer setting goes on past the shorter one when a
 * unit fits under the cap, except for news of NEWS_GROWS_BELOW words or more: on CNN/DailyMail every way of making
 * 'medium' differ from 'short' on longer stories cost ROUGE against Lead-3, so such a brief can get the same sentences
 * at both settings (below 300 words, the stories people paste, 'medium' says more: CNN/DM 'medium' R-1 / R-Lsum
 * 34.69 / 31.54 -> 34.52 / 31.41, Lead-3 34.21 / 31.19). A short letter's summary always holds its problem and its
 * ask (summarizer.letter).
 */
export function pickUnits(analysis: Analysis, length: SummaryLength): RankedUnit[] {
  const shorter = SHORTER[length];
  const grows = analysis.kind !== "news" || analysis.inputWords < NEWS_GROWS_BELOW;
  const shorterPicks = shorter && grows ? pickUnits(analysis, shorter) : [];
  const floor = shorterPicks.reduce((s, u) => s + u.words, 0);
  // (A short story's longer summary keeps how it happens and the caveat it closes on: summarizer.short-news.)
  const story =
    shorter && analysis.kind === "news" && isShortStory(analysis.inputWords) ? storyCore(analysis.ranked) : [];
  // (What the shorter summary said, its lead, stays first: the story's how and caveat come on top of it.)
  const required = [
    ...requiredUnits(analysis, length),
    ...(story.length > 0 ? shorterPicks : []),
    ...story.filter((u) => !shorterPicks.includes(u)),
  ].filter((u, i, all) => all.indexOf(u) === i);
  const candidates = withEmphasis(
    analysis,
    analysis.language === "en" ? withActions(analysis.kind, rulesFirst(analysis)) : rulesFirst(analysis),
  );
  const picks = selectUnits(
    story.length > 0 || (shorter && analysis.kind === "news" && isShortStory(analysis.inputWords))
      ? candidates.filter((u) => !isPressFurniture(u.text, analysis.doc.sections[u.section]?.heading))
      : candidates,
    selectionBudget(analysis, length),
    floor,
    // Outside news and letters (whose core is fixed per length), a longer summary says what the shorter one said, and
    // more: a reader who asks for more detail should not lose a point they already saw.
    analysis.kind === "news" || analysis.kind === "email"
      ? required
      : [...required, ...shorterPicks.filter((u) => !required.includes(u))],
    analysis.kind === "prose",
    analysis.kind !== "news",
    analysis.kind === "minutes" || analysis.kind === "email",
  );
  // (A short story's longer summary gives both sides of what it reports: summarizer.sides.)
  if (shorter && analysis.kind === "news" && grows) return withOtherSide(picks, analysis.ranked, length === "long");
  // (A list of steps or features, or a "First, ... Second, ..." series, is shown whole or not at all.)
  // (A proposal is shown with the vote its minutes record for it: summarizer.outcome.)
  return withVotes(
    analysis,
    wholeSeries(analysis, picks, selectionBudget(analysis, length), [...required, ...shorterPicks], shorter !== null),
  );
}

/** Kinds whose every line tends to matter (see DENSE_SMALL_EXPONENT in summarizer.select). */
/** A dense text's longer summary has at least this many times the budget of the shorter one. */
const STEP_UP = 1.25;
const DENSE = new Set<TextKind>(["minutes", "structured", "prose"]);
const baseBudget = (analysis: Analysis, length: SummaryLength): number =>
  wordBudget(analysis.inputWords, length, DENSE.has(analysis.kind));

/**
 * What a summary must hold: a short letter's problem and ask, or minutes', release notes' or an essay's core. Worked
 * out once per analysis and length (a summary's budget and its shorter setting's ask for it again).
 */
function requiredUnits(analysis: Analysis, length: SummaryLength): RankedUnit[] {
  let byLength = REQUIRED.get(analysis);
  if (!byLength) REQUIRED.set(analysis, (byLength = new Map()));
  let units = byLength.get(length);
  if (!units) {
    units =
      analysis.kind === "email"
        ? letterCore(analysis.ranked, analysis.inputWords, length, analysis.toGroup)
        : length === "short" && guideCore(analysis).length > 0
          ? guideCore(analysis)
          : withMainCon(
              analysis,
              withReviewPoints(analysis, length, coreUnits(analysis, baseBudget(analysis, length))),
            );
    byLength.set(length, units);
  }
  return units;
}
/** A verdict in the text's last paragraph: a longer summary keeps the review's own order (what it is, good, bad,
 * verdict) and ends on it; a short one leads with it. */
function closingVerdict(ranked: RankedUnit[]): boolean {
  const verdict = lastVerdict(ranked);
  return verdict !== undefined && verdict.paragraph === Math.max(...ranked.map((u) => u.paragraph));
}

/** A review's longer summary holds what it is, its good and bad points and its verdict (summarizer.review-balance). */
function withReviewPoints(analysis: Analysis, length: SummaryLength, core: RankedUnit[]): RankedUnit[] {
  if (length === "short" || analysis.language !== "en" || analysis.kind !== "prose") return core;
  if (!judged(analysis.ranked, analysis.kind)) return core;
  const points = reviewPoints(analysis.ranked, lastVerdict(analysis.ranked), length === "long" ? 3 : 2);
  return [...core, ...points.filter((u) => !core.includes(u))];
}
/** A review's summary says its main drawback at every length (summarizer.review-con). */
function withMainCon(analysis: Analysis, core: RankedUnit[]): RankedUnit[] {
  if (analysis.language !== "en" || (analysis.kind !== "prose" && analysis.kind !== "structured")) return core;
  if (!isReview([...analysis.doc.sections.map((s) => s.heading), ...analysis.ranked.map((u) => u.text)])) return core;
  const con = mainCon(analysis.ranked);
  if (!con || saysCon(core, con)) return core;
  // (With the verdict it qualifies: the review's own, or the best point of its closing paragraph.)
  const last = analysis.ranked[analysis.ranked.length - 1]!.paragraph;
  const closing = analysis.ranked.filter((u) => u.paragraph === last);
  const verdict =
    lastVerdict(analysis.ranked) ??
    closing.find((u) => holdsVerdictAnswer(u.text)) ??
    closing.filter((u) => u.words >= 6).sort((a, b) => b.score - a.score)[0];
  return [...core, ...(verdict && !core.includes(verdict) && verdict !== con ? [verdict] : []), con];
}
const REQUIRED = new WeakMap<Analysis, Map<SummaryLength, RankedUnit[]>>();

/**
 * Target words of this text's summary: the selection's budget, and for a guide's longer summary, room for its method
 * on top of the short summary (summarizer.wholelist shows the method whole there).
 */
export function summaryBudget(analysis: Analysis, length: SummaryLength): number {
  const budget = selectionBudget(analysis, length);
  if (length === "short") return budget;
  const method = methodUnits(analysis).reduce((s, u) => s + u.words, 0);
  return method > 0 ? Math.max(budget, summaryBudget(analysis, SHORTER[length]!) + method) : budget;
}

/** Words the selection aims at: the word budget, or a short letter's problem and ask when they are longer. */
function selectionBudget(analysis: Analysis, length: SummaryLength): number {
  const core = requiredUnits(analysis, length).reduce((s, u) => s + u.words, 0);
  const base = baseBudget(analysis, length);
  const budget = Math.max(
    // (isShortStory first: shortStoryBudget changes no longer story's budget, so its core need not be looked for.)
    analysis.kind === "news" &&
      length !== "short" &&
      isShortStory(analysis.inputWords) &&
      storyCore(analysis.ranked).length > 0
      ? shortStoryBudget(base, analysis.inputWords, length)
      : base,
    core,
  );
  // A core that fills a dense text's shorter summary leaves the longer one room for more than one unit.
  const shorter = SHORTER[length];
  if (!shorter || !DENSE.has(analysis.kind)) return budget;
  return Math.min(analysis.inputWords, Math.max(budget, Math.round(selectionBudget(analysis, shorter) * STEP_UP)));
}
export function summarize(text: string, length: SummaryLength, style: SummaryStyle): string {
  const analysis = analyse(text);
  if (analysis.ranked.length === 0) return "";
  const formatted = withoutMarkup(formatSummary(analysis, pickUnits(analysis, length), style, length));
  // (A review or an opinion piece leads with its overall judgement.)
  const summary =
    analysis.language === "en" && judged(analysis.ranked, analysis.kind)
      ? verdictFirst(
          formatted,
          length !== "short" && closingVerdict(analysis.ranked) ? undefined : lastVerdict(analysis.ranked)?.text,
        )
      : formatted;
  // (Minutes end on their next meeting: summarizer.next-meeting.)
  if (analysis.kind === "minutes" && analysis.language === "en") return withNextMeeting(summary, text, style);
  // (A job ad's role, place and pay are fields, not sentences: said first, in a sentence of their own words.)
  return analysis.kind === "news" ? summary : withJobLead(summary, text, style);
}

// Broken markup that plain text can carry ("<p" with no ">", a "#" heading mark joined to a line): never shown.
const STRAY_TAG = /<\/?(?:h[1-6]|p|ul|ol|li|div|span|script|style|a|br|em|strong|b|i)\b[^<>\n]*>?/gi;

/** The summary with stray tags and heading marks removed; lines left with no word are dropped. */
function withoutMarkup(summary: string): string {
  return summary
    .split("\n")
    .map((line) =>
      line
        .replace(STRAY_TAG, "")
        .replace(/^((?:• |TL;DR: )?)\s*#{1,6}\s+/, "$1")
        .replace(/\s{2,}/g, " ")
        .trimEnd(),
    )
    .filter((line) => /[\p{L}\p{N}]/u.test(line.replace(/^(?:• |TL;DR:\s*)/, "")) || line === "")
    .join("\n")
    .trim();
}

/**
 * Sentences in a summary of a text of `n` sentences, for callers that count sentences rather than words (the benches'
 * npm peer): the word budget at about 20 words a sentence.
 */
export function sentenceBudget(n: number, length: SummaryLength): number {
  return Math.min(n, Math.max(1, Math.round(wordBudget(n * 20, length) / 20)));
}
