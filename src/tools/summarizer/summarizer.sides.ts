/**
 * A short news story that reports a decision and the people against it (issue 11, helper read 6): "The city council
 * voted 7-2 to approve protected bike lanes" ... "Opponents, including several business owners, worried about losing
 * 120 parking spaces." A 'medium' or 'long' summary that names only one side misleads, so it carries the other side's
 * best sentence when it has room for more than the short one (stories under the length where 'medium' grows).
 */
import type { RankedUnit } from "./summarizer.rank";

/** A sentence that gives the other side: opponents, critics, objections, worries. */
const OTHER_SIDE =
  /\b(?:opponents?|critics?|sceptics?|skeptics?|objectors?|opposed|objected|protested|voted against|(?:were|was|are|is) against|worried|concerns? (?:about|over)|complained|fear(?:ed|s)? (?:that|losing|the))\b/i;

/** A decision the story reports, which has sides: "voted 7-2 to approve", "the city council decided". */
const DECISION =
  /\b(?:voted|approved?|approval|decided|passed (?:a|the) (?:motion|law|bill|plan|budget|measure)|rejected|adopted|agreed to|signed off|gave the go-ahead|plans? to|propos(?:ed|al|als))\b/i;

/**
 * The picks with the other side's best sentence added when they report a decision and none of them gives the other
 * side (in document order).
 */
export function withOtherSide(picks: RankedUnit[], ranked: RankedUnit[]): RankedUnit[] {
  if (!picks.some((u) => DECISION.test(u.text)) || picks.some((u) => OTHER_SIDE.test(u.text))) return picks;
  const other = ranked
    .filter((u) => !u.incidental && !picks.includes(u) && OTHER_SIDE.test(u.text))
    .sort((a, b) => b.score - a.score)[0];
  return other ? [...picks, other].sort((a, b) => a.index - b.index) : picks;
}
