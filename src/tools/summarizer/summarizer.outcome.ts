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
/** Units after a proposal that its outcome may stand in (a seconder or an objection may come between). */
const REACH = 4;

/** The result recorded for the proposal in `u`, as a clause ("carried 3-1 (Graham against)"), or null. */
function outcomeOf(analysis: Analysis, u: RankedUnit): string | null {
  for (let i = u.index + 1; i <= u.index + REACH && i < analysis.ranked.length; i++) {
    const next = analysis.ranked[i]!;
    if (next.section !== u.section) return null;
    const m = BARE_OUTCOME.exec(next.text.trim());
    if (m) return m[1]!.trim().replace(/[.!]$/, "");
    // (Another proposal starts: this one's result is not recorded here.)
    if (PROPOSAL.test(next.text)) return null;
  }
  return null;
}

/** The TL;DR `text` made from a proposal, with the result its minutes record for it; `text` otherwise. */
export function withOutcome(analysis: Analysis, u: RankedUnit, text: string): string {
  if ((analysis.kind !== "minutes" && analysis.kind !== "structured") || !PROPOSAL.test(text)) return text;
  if (BARE_OUTCOME.test(text.trim())) return text;
  const outcome = outcomeOf(analysis, u);
  if (!outcome) return text;
  return `${text.replace(/[.!]$/, "")}; ${outcome[0]!.toLowerCase()}${outcome.slice(1)}.`;
}
