import type { Achievement } from "./resume-reader";

/**
 * The applicant's strongest result: a measured outcome (a number, a percentage, money or scale with a change: "Cut
 * food waste by 25%", "Brought shrinkage down from 2.1% to 1.3%"). It leads the Achievement letter and the
 * Traditional letter names it, whether or not the ad's words meet it: a routine duty that shares a word with the ad
 * ("Handled cash-office and banking") never pushes it out. A result that speaks to the ad's work wins a near tie.
 */
export function bestResult(candidates: Achievement[], related: Set<Achievement>): Achievement | undefined {
  let best: Achievement | undefined;
  let top = -Infinity;
  for (const a of candidates) {
    if (a.score < 5 || a.fp.verb === "" || a.fp.verb === "be") continue;
    const key = a.score + (related.has(a) ? 1 : 0);
    if (key > top) [best, top] = [a, key];
  }
  return best;
}
