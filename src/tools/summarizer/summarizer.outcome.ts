/**
 * Minutes' TL;DR says what came of a proposal, not the proposal alone (issue 11, session 6 cold read): "Priya proposed
 * raising the annual water charge from £12 to £18 per plot." followed by "Vote: carried 3-1 (Graham against)." is
 * "Priya proposed raising the annual water charge from £12 to £18 per plot; carried 3-1 (Graham against)."
 */
import type { Analysis } from "./summarizer.engine";
import type { RankedUnit } from "./summarizer.rank";

/** A sentence that puts a motion forward ("Cllr Price proposed installing ...", "Tom moved that ..."). */
const PROPOSAL = /\b(?:proposed|moved|suggested|put forward|tabled|recommended)\b(?!\s+by\b)/i;
export const isProposal = (text: string): boolean => PROPOSAL.test(text);
/** A bare result of a vote, with or without its label ("Vote: carried 3-1", "Result: rejected", "Carried 5-2."). */
const BARE_OUTCOME =
  /^(?:(?:vote|voting|result|outcome|decision|resolution|resolved|motion)\s*[:–—-]\s*)?((?:motion )?(?:carried|approved|agreed|rejected|defeated|passed|adopted|not carried|lost|fell|unanimously (?:carried|approved|agreed))\b[^.;]*)/i;
/** A vote that passed, as a sentence of its own, alone or after the motion in one unit ("... roof. Carried 4-1."). */
const PASSED =
  /(?:^|[.;]\s+)(?:(?:vote|result|outcome|resolved|motion)\s*[:–—-]\s*)?(?:motion )?(?:unanimously )?(?:carried|approved|passed|adopted|agreed)\b(?!\s+(?:to|that|on|with|by)\b)/i;

/**
 * Whether the proposal in `texts[i]` is recorded as carried, in its own unit or in a bare vote among the REACH units
 * after it (`sameSection(j)` says whether unit j is still under the proposal's item).
 */
export function carriedProposal(texts: string[], i: number, sameSection: (j: number) => boolean): boolean {
  if (!PROPOSAL.test(texts[i]!)) return false;
  if (PASSED.test(texts[i]!.replace(/^[^.;]*?\bproposed\b/i, ""))) return true;
  for (let j = i + 1; j <= i + REACH && j < texts.length && sameSection(j); j++) {
    if (BARE_OUTCOME.test(texts[j]!.trim())) return PASSED.test(texts[j]!.trim());
    if (PROPOSAL.test(texts[j]!)) return false;
  }
  return false;
}

/** Units after a proposal that its outcome may stand in (a seconder or an objection may come between). */
const REACH = 4;

/** The unit that records the result of the proposal in `u` as a bare vote ("Vote: carried 3-1"), or null. */
function voteOf(analysis: Analysis, u: RankedUnit): RankedUnit | null {
  for (let i = u.index + 1; i <= u.index + REACH && i < analysis.ranked.length; i++) {
    const next = analysis.ranked[i]!;
    if (next.section !== u.section) return null;
    if (BARE_OUTCOME.test(next.text.trim())) return next;
    // (Another proposal starts: this one's result is not recorded here.)
    if (PROPOSAL.test(next.text)) return null;
  }
  return null;
}

/** The result recorded for the proposal in `u`, as a clause ("carried 3-1 (Graham against)"), or null. */
/** "carried 3-1 (Chris against" -> "carried 3-1": a clause cut inside its brackets loses the open bracket. */
const closed = (clause: string): string => clause.replace(/\s*\([^()]*$/, "");

/** The vote a unit records after its first sentence ("... roof. Seconded by Cllr Cole. Carried 4-1."), or null. */
function ownOutcome(u: RankedUnit): string | null {
  const own = u.text
    .split(/(?<=[.;])\s+/)
    .slice(1)
    .find((x) => BARE_OUTCOME.test(x.trim()) && /\d\s*[-–]\s*\d|unanimous/i.test(x));
  return own ? closed(BARE_OUTCOME.exec(own.trim())![1]!.trim().replace(/[.!]$/, "")) : null;
}

/** A decision recorded in a sentence: "the committee agreed to buy", "members voted to raise". */
const DECIDED = /\b(?:agreed|decided|voted|resolved)\s+(?:to|that)\b/i;

function outcomeOf(analysis: Analysis, u: RankedUnit): string | null {
  // (In the proposal's own unit: "... roof. Seconded by Cllr Cole. Carried 4-1.")
  const own = u.text
    .split(/(?<=[.;])\s+/)
    .slice(1)
    .find((x) => BARE_OUTCOME.test(x.trim()));
  if (own) return closed(BARE_OUTCOME.exec(own.trim())![1]!.trim().replace(/[.!]$/, ""));
  const vote = voteOf(analysis, u);
  return vote ? closed(BARE_OUTCOME.exec(vote.text.trim())![1]!.trim().replace(/[.!]$/, "")) : null;
}

/** Minutes' picks with the bare vote of each proposal they show (a proposal alone reads as if nothing was decided). */
export function withVotes(analysis: Analysis, picks: RankedUnit[]): RankedUnit[] {
  if (analysis.kind !== "minutes" && analysis.kind !== "structured") return picks;
  const shown = new Set(picks.map((u) => u.index));
  const votes = picks
    .filter((u) => PROPOSAL.test(u.text))
    .map((u) => voteOf(analysis, u))
    .filter((v): v is RankedUnit => v !== null && !shown.has(v.index));
  if (votes.length === 0) return picks;
  for (const v of votes) shown.add(v.index);
  return analysis.ranked.filter((u) => shown.has(u.index));
}

/** The TL;DR `text` made from a proposal, with the result its minutes record for it; `text` otherwise. */
export function withOutcome(analysis: Analysis, u: RankedUnit, text: string): string {
  if (analysis.kind !== "minutes" && analysis.kind !== "structured") return text;
  // (A decision whose vote its own item records: "the committee agreed to buy the boat, subject to a survey. Carried
  // 4-1." says "...; carried 4-1".)
  const decided = !PROPOSAL.test(text) && DECIDED.test(text);
  if ((!PROPOSAL.test(text) && !decided) || BARE_OUTCOME.test(text.trim())) return text;
  if (decided && /\b(?:carried|unanimous(?:ly)?|\d+\s*[-–]\s*\d+)\b/i.test(text)) return text;
  const outcome = decided ? ownOutcome(u) : outcomeOf(analysis, u);
  // (Nor a vote the text already ends on: "Jo proposed a disco on 13 Feb. Agreed.", one sentence to the splitter.)
  if (!outcome || new RegExp(`\\b${escaped(outcome.replace(/[.!]$/, ""))}[.!]?$`, "i").test(text.trim())) return text;
  return `${text.replace(/[.!]$/, "")}; ${outcome[0]!.toLowerCase()}${outcome.slice(1)}.`;
}

/** Whether sentence i of a unit is a proposal that a later sentence of the unit records as passed ("Carried 4-1."). */
export function carriedInUnit(sentences: string[], i: number): boolean {
  if (!PROPOSAL.test(sentences[i]!)) return false;
  const vote = sentences.slice(i + 1).find((x) => BARE_OUTCOME.test(x.trim()));
  return vote !== undefined && PASSED.test(vote.trim());
}

const escaped = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
