/**
 * A review's main drawback (session 12): a reader of a review's summary needs its verdict and the one thing against
 * it, more than its specifications. The drawback the writer marks ("The big problem is that they are sold as
 * waterproof and they are not.", "Unfortunately the present-day strand ... never comes alive.", "Here's the problem.
 * The clamping force is strong ...", "The battery is the real issue.") or restates in the closing paragraph ("But the
 * battery life is nowhere near the advertised figure ...") is in every summary of a review, at every length.
 */
import type { RankedUnit } from "./summarizer.rank";

/** A sentence that says it gives the review's main drawback. */
const MARKED_CON =
  /\b(?:the|my|one|a|its|their) (?:big|biggest|main|real|major|serious|only|one|key|huge) (?:problem|issue|downside|drawback|letdown|let-down|complaint|flaw|weakness|catch|snag|gripe|disappointment)\b|\bhere['’]s the (?:problem|catch|rub|snag|issue)\b|\b(?:this|that|here|battery|comfort) is where (?:things|it|they) (?:go(?:es)? wrong|falls? (?:down|apart|short)|struggles?|disappoints?)\b|\b(?:is|was|are|were) (?:a |the )?(?:real |big |biggest |main |major )?(?:problem|letdown|let-down|downside|weak point|weakest point|deal-?breaker)\b|^(?:unfortunately|sadly|regrettably|the downside|the bad news|my (?:only|one|main|biggest) (?:complaint|gripe|niggle))\b/i;
/** Words of a drawback said in a review's closing paragraph ("... but the fit is hard to ignore"). */
const CLOSING_CON =
  /\b(?:but|however|although|though|except|shame|pity|sadly|unfortunately)\b[^.!?]{0,120}\b(?:not|never|no|n['’]t|nowhere near|hard to ignore|irritat\w*|annoy\w*|problem|issue|poor|weak|uncomfortable|disappoint\w*|short of|lets? (?:\w+ )?down|too)\b/i;
/** Where a review's closing part starts, as a share of its units. */
const CLOSING_PART = 0.6;
/** A drawback said of "this" or "it": the sentence before says what. */
const POINTER = /\b(?:this|that|it) (?:is|was)\b(?! where)/i;
/** A drawback announced in a few words, whose substance is the next sentence ("Here's the problem."). */
const ANNOUNCEMENT_WORDS = 8;
/** Ratings that make a text a review: "3.5/5", "7/10", "2 stars", "★★★☆☆", "Rating:", "Verdict". */
const RATED =
  /\b\d(?:\.\d)?\s*(?:\/\s*(?:5|10)|out of (?:5|10|five|ten))\b|\b(?:one|two|three|four|five|\d(?:\.5)?) stars?\b|[★☆]{3,}|^(?:rating|score|verdict|pros|cons)\b/im;
/** The writer saying whether they recommend what they used: "would I recommend it?", "I can't recommend it". */
const JUDGED =
  /\b(?:i|we)(?:['’]d| would| can['’]t| cannot| could not| couldn['’]t)(?: not)? (?:recommend|buy (?:it|them) again)\b|\bwould (?:i|we) (?:recommend|buy (?:it|them) again)\b|\beasy to recommend\b/i;

/** Whether a text (its headings and units, one a line) is a review: it rates what it judges, or says whether it
 * recommends it. */
export function isReview(lines: string[]): boolean {
  return lines.some((l) => RATED.test(l) || JUDGED.test(l));
}

/**
 * The review's main drawback as the unit to show, or undefined when the writer marks none: the drawback restated in
 * the closing paragraph, else the best-ranked marked one (for a marked announcement, "Here's the problem.", the
 * sentence after it).
 */
export function mainCon(ranked: RankedUnit[]): RankedUnit | undefined {
  if (ranked.length < 4) return undefined;
  // (The closing part: the verdict's paragraph, and any lines of pros, cons and ratings under it.)
  const closing = ranked.filter((u) => u.index >= ranked.length * CLOSING_PART);
  const restated = closing.find((u) => CLOSING_CON.test(u.text) && !/\?$/.test(u.text.trim()) && u.words >= 8);
  if (restated) return restated;
  // ("For long flights this is a real issue." says what the issue is only with the sentence before it.)
  const marked = ranked
    .filter((u) => MARKED_CON.test(u.text) && (u.words <= ANNOUNCEMENT_WORDS || !POINTER.test(u.text)))
    .sort((a, b) => b.score - a.score || a.index - b.index);
  for (const u of marked) {
    if (u.words > ANNOUNCEMENT_WORDS) return u;
    const next = ranked[u.index + 1];
    if (next && next.paragraph === u.paragraph && next.words > ANNOUNCEMENT_WORDS) return next;
  }
  return undefined;
}

/** Whether a summary's units already say a drawback the review marks. */
export function saysCon(units: RankedUnit[], con: RankedUnit): boolean {
  return units.some(
    (u) => u === con || (u.words > ANNOUNCEMENT_WORDS && (MARKED_CON.test(u.text) || CLOSING_CON.test(u.text))),
  );
}

/** Openings a joined clause can lower ("The battery ..." -> "but the battery ..."); a name keeps its capital. */
const COMMON_OPENING = /^(?:the|a|an|its|it|this|these|those|they|there|our|my|their|some|most)\b/i;

/**
 * A review's TL;DR that is the turn of its closing verdict ("But the battery life is nowhere near the advertised
 * figure ...") said with the praise it turns ("The Corvex Air 14 has a superb screen ..."): either alone misleads.
 * `turned` is the verdict's sentence before the turn; null when it does not apply.
 */
export function withPraiseTurned(turn: string, turned: string | undefined, tldr: string): string | null {
  if (!turned || !/^(?:but|however|yet)\b/i.test(turn) || /\?$/.test(turned.trim()) || MARKED_CON.test(turned))
    return null;
  const rest = tldr.replace(/^(?:but|however|yet),?\s+/i, "");
  const said = COMMON_OPENING.test(rest) ? rest.charAt(0).toLowerCase() + rest.slice(1) : rest;
  return `${turned.trim().replace(/[.!]$/, "")}, but ${said}`;
}
