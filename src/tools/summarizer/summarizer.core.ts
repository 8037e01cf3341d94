/**
 * Units a short summary of some kinds of text cannot leave out, whatever their rank (issue 11 held-out reads):
 * - minutes: the best-ranked point of the discussion (what the meeting was about), what was decided and every action
 *   item, in order (a summary that keeps Sam's and Jo's actions but drops
 *   Amir's, which comes first, misleads), when they fit within CORE_CAP times the budget;
 * - a list-structured text in several sections (release notes: New / Improved / Fixed): the best item of each section,
 *   so the summary samples every section instead of the first one;
 * - an essay (prose in paragraphs that turns: "For years I believed... But... So I changed my mind"): its opening
 *   claim, its turn and its last sentence.
 */
import { ANNOUNCES_LIST, holdsVerdictAnswer, isVerdictAnswer } from "./summarizer.emphasis";
import type { Analysis } from "./summarizer.engine";
import { cosine, RECORDED_DECISION, type RankedUnit } from "./summarizer.rank";
import { OUTCOME_LABEL } from "./summarizer.cues";

const DECISION_WORDS = "decisions?|decided|agreed|resolutions?|resolved|outcomes?";
/** Headings of the sections of minutes that record what was decided. */
export const DECISION_HEADING = new RegExp(`^(?:${DECISION_WORDS})$`, "i");
/** Headings of the sections of minutes that a summary must carry: the decisions and the actions. */
const OUTCOME_HEADING = new RegExp(`^(?:${DECISION_WORDS}|action items?|actions|next steps)$`, "i");
/** Core units may take the summary up to this many times its budget; beyond it, ranking chooses. */
const CORE_CAP = 1.6;
/** A paragraph that opens with one of these turns the essay (English). */
const TURN = /^(?:so|but|however|then|now|today|these days|in the end|eventually|since then|that changed)\b/i;

export function coreUnits(analysis: Analysis, budget: number): RankedUnit[] {
  const core =
    analysis.kind === "minutes"
      ? minutesCore(analysis)
      : analysis.kind === "structured"
        ? [...sectionSamples(analysis), ...blockerOf(analysis)]
        : analysis.kind === "prose" && analysis.language === "en"
          ? [...announcedLead(analysis), ...essayCore(analysis)].filter((u, i, all) => all.indexOf(u) === i)
          : [];
  const fits = (units: RankedUnit[]) => units.reduce((s, u) => s + u.words, 0) <= budget * CORE_CAP;
  if (fits(core)) return core;
  // Minutes too long for their context too: decisions and actions alone.
  return analysis.kind === "minutes" && fits(core.slice(1)) ? core.slice(1) : [];
}

function headingOf(analysis: Analysis, u: RankedUnit): string {
  return u.section >= 0 ? (analysis.doc.sections[u.section]?.heading ?? "").replace(/^\d{1,3}[.)]\s+/, "").trim() : "";
}

/** Decisions and action items, and the best-ranked point of the discussion as their context. */
function minutesCore(analysis: Analysis): RankedUnit[] {
  // ("- Agreed: code freeze moves to Tuesday", "- Action: Ben to update the calendar": an item labelled as an outcome.)
  const headed = (u: RankedUnit) => OUTCOME_HEADING.test(headingOf(analysis, u)) || OUTCOME_LABEL.test(u.text);
  // Minutes written as prose, with no Decisions or Actions section, record their outcomes in sentences ("The board
  // voted 4-1 to accept...", "Motion to raise charges by 3%. ... Carried unanimously."): those, with their motions.
  const prose = !analysis.ranked.some(headed);
  const outcome = (u: RankedUnit) => (prose ? RECORDED_DECISION.test(u.text) || CARRIED.test(u.text) : headed(u));
  const outcomes = analysis.ranked.filter((u) => !u.incidental && outcome(u));
  if (outcomes.length === 0) return [];
  // The context: the point of the discussion that says most about what was decided (score x closeness).
  const closeness = (u: RankedUnit) => outcomes.reduce((m, o) => Math.max(m, cosine(u.vector, o.vector)), 0);
  const context = best(
    analysis.ranked.filter((u) => !u.incidental && !outcomes.includes(u)),
    (u) => u.score * (0.5 + closeness(u)),
  );
  return context ? [context, ...outcomes] : outcomes;
}

/** "Carried unanimously.", "Motion carried 5-0.": a motion's outcome. */
const CARRIED =
  /(?:^|[.!]\s+)(?:motion\s+)?(?:carried|passed|adopted|defeated)\b|\bmotion (?:was )?(?:carried|passed|defeated)\b/i;

function best(units: RankedUnit[], value: (u: RankedUnit) => number): RankedUnit | undefined {
  return units.reduce<RankedUnit | undefined>((b, u) => (!b || value(u) > value(b) ? u : b), undefined);
}

/** What a status update says is blocked ("Blocked: push notifications on iOS."): a reader needs it. */
const BLOCKER_HEADING = /^(?:blocked|blockers?|blocking issues?)$/i;
function blockerOf(analysis: Analysis): RankedUnit[] {
  const units = analysis.ranked.filter((u) => !u.incidental && BLOCKER_HEADING.test(headingOf(analysis, u)));
  const top = best(units, (u) => u.score);
  return top ? [top] : [];
}

/** The best-scoring item of each list section, when the text has two or more list sections. */
function sectionSamples(analysis: Analysis): RankedUnit[] {
  const top = new Map<number, RankedUnit>();
  for (const u of analysis.ranked) {
    if (!u.listItem || u.section < 0 || u.incidental) continue;
    const seen = top.get(u.section);
    if (!seen || u.score > seen.score) top.set(u.section, u);
  }
  if (top.size < 2) return [];
  // The release's own words about itself ("Version 3.8 focuses on speed..."), when it has some, go first.
  const intro = best(
    analysis.ranked.filter((u) => !u.listItem && !u.incidental),
    (u) => u.score,
  );
  return [...(intro ? [intro] : []), ...top.values()];
}

/** Opening sentence, the last paragraph-opening turn, and the last sentence of an essay of 3+ paragraphs. */
const isAnnouncer = (u: RankedUnit): boolean => u.words <= 12 && ANNOUNCES_LIST.test(u.text);

/**
 * A post that opens by saying who is hiring, launching or opening what ("Harbour Coffee is hiring a full-time shift
 * manager for our new Falmouth café, opening in February.") has said its news in that sentence: the duties, pay and
 * perks after it scored higher, and the short summary left out what the job is (session 14).
 */
const ANNOUNCED =
  /^[^.!?]{0,80}?\b(?:is|are|we['’]re|they['’]re)\s+(?:now\s+)?(?:hiring|recruiting|looking for|launching|opening|closing|moving|holding|hosting|organi[sz]ing|running)\b|^[^.!?]{0,80}?\b(?:has|have|we['’]ve)\s+(?:just\s+)?(?:launched|opened|appointed|announced|won|released)\b/iu;

export function announcedLead(analysis: Analysis): RankedUnit[] {
  const first = analysis.ranked[0];
  return first && !first.listItem && first.paragraph === 0 && ANNOUNCED.test(first.text) ? [first] : [];
}

function essayCore(analysis: Analysis): RankedUnit[] {
  const units = analysis.ranked.filter((u) => !u.listItem);
  const paragraphs = new Set(units.map((u) => u.paragraph));
  if (units.length < 6 || paragraphs.size < 3 || units.length !== analysis.ranked.length) return [];
  const first = units[0]!;
  // (A review's closing answer to itself, "Would I come back? Probably not at that price.", is its verdict.)
  const last =
    units.find(
      (u, i) =>
        u.paragraph === units[units.length - 1]!.paragraph &&
        ((i > 0 && isVerdictAnswer(units[i - 1]!.text, u.text)) || holdsVerdictAnswer(u.text)),
    ) ?? units[units.length - 1]!;
  // (A turn that only announces a list, "So I changed three things.", says nothing without its items.)
  const turns = units.filter((u) => u.position === 0 && u.paragraph !== first.paragraph && TURN.test(u.text));
  const turn = turns.filter((u) => !isAnnouncer(u)).pop();
  if (!turn) return turns.length > 0 ? [first, last] : [];
  return [first, turn, last].filter((u, i, all) => all.indexOf(u) === i);
}
