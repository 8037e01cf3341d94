/**
 * A short news story that reports a decision and the people against it (issue 11, helper read 6): "The city council
 * voted 7-2 to approve protected bike lanes" ... "Opponents, including several business owners, worried about losing
 * 120 parking spaces." A 'medium' or 'long' summary that names only one side misleads, so it carries the other side's
 * best sentence when it has room for more than the short one (stories under the length where 'medium' grows).
 */
import type { RankedUnit } from "./summarizer.rank";

/** A sentence that gives the other side: opponents, critics, objections, worries. */
const OTHER_SIDE =
  /\b(?:opponents?|critics?|sceptics?|skeptics?|objectors?|objections?|opposed|objected|protested|voted against|(?:were|was|are|is) against|worried|concerns? (?:about|over)|(?:raised|voiced|expressed) concerns|complained|fear(?:ed|s)? (?:that|losing|the))\b/i;

/** A decision the story reports, which has sides: "voted 7-2 to approve", "the city council decided". */
const DECISION =
  /\b(?:voted|approved?|approval|decided|passed (?:a|the) (?:motion|law|bill|plan|budget|measure)|rejected|adopted|agreed to|signed off|gave the go-ahead|plans? to|propos(?:ed|al|als)|(?:has|have) banned)\b/i;

/**
 * The picks with the other side's best sentence added when they report a decision and none of them gives the other
 * side (in document order).
 */
export function withOtherSide(picks: RankedUnit[], ranked: RankedUnit[], answered = false): RankedUnit[] {
  if (!picks.some((u) => DECISION.test(u.text))) return picks;
  const given = picks.find((u) => OTHER_SIDE.test(u.text));
  const other =
    given ??
    ranked
      .filter((u) => !u.incidental && !picks.includes(u) && OTHER_SIDE.test(u.text))
      .sort((a, b) => b.score - a.score)[0];
  if (!other) return picks;
  const withIt = given ? picks : [...picks, other];
  // (A 'long' summary also says how the objection was answered, when the story reports it after the objection.)
  const answer = answered
    ? ranked.find((u) => u.index > other.index && !u.incidental && ANSWER.test(u.text))
    : undefined;
  return (answer && !withIt.includes(answer) ? [...withIt, answer] : withIt).sort((a, b) => a.index - b.index);
}

/** A reply to an objection: "Responding to the concerns, the council said ...", "The school said phones would ...". */
const ANSWER =
  /\b(?:respond(?:ing|ed)|in response|replied|countered|insisted|reassured|dismissed (?:the|those|these) (?:concerns|fears|claims))\b|^(?:the|a) [\p{L} ]{2,40} said (?:that )?(?:it|they|the|phones|there|this|\p{L}+s) (?:would|will|had|has)\b/iu;
