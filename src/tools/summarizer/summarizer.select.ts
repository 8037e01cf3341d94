/**
 * How long each summary is, in words, and which units fill it.
 *
 * Budgets follow what readers expect: about 55 / 85 / 170 words (short / medium / long) for a 570-word article (the
 * CNN/DailyMail average), growing with the square-root-like power BUDGET_EXPONENT of the length up to 800 words and
 * only logarithmically beyond, so a 250-word e-mail gets about 33 / 52 / 96 words and a 100,000-word book stays
 * readable. A budget never exceeds the text itself.
 * Selection is MMR (maximal marginal relevance): the best-scoring unit first, then the unit with the best balance of
 * score and novelty against those already chosen, as long as it brings the summary closer to its budget.
 */
import type { SummaryLength } from "./contract";
import { cosine, type RankedUnit } from "./summarizer.rank";

const AT_500: Record<SummaryLength, number> = { short: 60, medium: 85, long: 165 };
const EXPONENT: Record<SummaryLength, number> = { short: 0.2, medium: 0.25, long: 0.4 };
/** Below KNEE words a summary shrinks almost in proportion to the text (exponent SMALL_EXPONENT). */
const KNEE = 200;
const SMALL_EXPONENT = 0.8;
const LOG_GROWTH = 0.25;
const NOVELTY = 0.35;
const DUPLICATE = 0.6;
const SPREAD = 0.08;
/** Selection prefers, slightly, units that say more per word (score x (25 / words)^DENSITY). */
const DENSITY = 0.15;
/** When the best unit would overshoot the budget, stop if the summary is at least this full; else try smaller units. */
const FULL_ENOUGH = 0.7;

/** Target words of a summary of `inputWords` words (short <= medium <= long <= the input). */
export function wordBudget(inputWords: number, length: SummaryLength): number {
  if (inputWords <= 0) return 0;
  const upTo800 = (n: number) =>
    AT_500[length] * Math.pow(Math.max(n, KNEE) / 500, EXPONENT[length]) * Math.pow(Math.min(n, KNEE) / KNEE, SMALL_EXPONENT);
  const target = inputWords <= 800 ? upTo800(inputWords) : upTo800(800) * (1 + LOG_GROWTH * Math.log(inputWords / 800));
  return Math.min(inputWords, Math.max(8, Math.round(target)));
}

/** Picks units for a budget of `budget` words; returns them in document order. */
export function selectUnits(ranked: RankedUnit[], budget: number): RankedUnit[] {
  if (ranked.length === 0) return [];
  const maxScore = Math.max(...ranked.map((u) => u.score)) || 1;
  const chosen: RankedUnit[] = [];
  const taken = new Set<number>();
  let total = 0;
  // Candidates by score; only the best 250 matter for any budget, which keeps long inputs fast.
  const pool = [...ranked].sort((a, b) => b.score - a.score || a.index - b.index).slice(0, 250);
  while (total < budget) {
    let best: RankedUnit | null = null;
    let bestValue = -Infinity;
    for (const u of pool) {
      if (taken.has(u.index)) continue;
      const similarity = chosen.reduce((m, c) => Math.max(m, cosine(u.vector, c.vector)), 0);
      if (similarity > DUPLICATE) continue;
      // Spread the summary over the sections: each unit already taken from the same section costs a little.
      const sameSection = u.section >= 0 ? chosen.filter((c) => c.section === u.section && c.list < 0 === u.list < 0).length : 0;
      const value = (u.score / maxScore) * Math.pow(25 / Math.max(u.words, 5), DENSITY) - NOVELTY * similarity - SPREAD * sameSection;
      if (value > bestValue) {
        bestValue = value;
        best = u;
      }
    }
    if (!best) break;
    // A unit goes in only if the summary gets closer to its budget (the first unit always goes in).
    if (chosen.length > 0 && total + best.words / 2 > budget) {
      if (total >= FULL_ENOUGH * budget) break;
      taken.add(best.index);
      continue;
    }
    chosen.push(best);
    taken.add(best.index);
    total += best.words;
  }
  return chosen.sort((a, b) => a.index - b.index);
}
