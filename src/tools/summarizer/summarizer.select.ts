/**
 * How long each summary is, in words, and which units fill it.
 *
 * Budgets follow what readers expect and what reference summaries measure: 70 / 85 / 165 words (short / medium /
 * long) for a 500-word article, growing slowly with the length (power EXPONENT) up to 800 words (77 / 96 / 199) and
 * only logarithmically beyond (a 5,600-word licence: 114 / 142 / 296; 100,000 words: 170 / 211 / 439); below KNEE
 * words they shrink almost in proportion (100 words: 33 / 39 / 66). A budget never exceeds the text itself.
 * Selection is MMR (maximal marginal relevance): the best-scoring unit first, then the unit with the best balance of
 * score, novelty against those already chosen and spread over the sections, as long as the summary stays near its
 * budget. CNN/DailyMail tuning (bench section "quality") set the budgets' flatness and the overshoot rule.
 */
import { isDependentAsk } from "./summarizer.context";
import { pointsBack } from "./summarizer.anaphora";
import type { SummaryLength } from "./contract";
import { cosine, type RankedUnit } from "./summarizer.rank";

const AT_500: Record<SummaryLength, number> = { short: 70, medium: 85, long: 165 };
const EXPONENT: Record<SummaryLength, number> = { short: 0.2, medium: 0.25, long: 0.4 };
/** Below KNEE words a summary shrinks almost in proportion to the text (exponent SMALL_EXPONENT). */
const KNEE = 200;
const SMALL_EXPONENT = 0.8;
/** Minutes, release notes and essays say something in almost every line: below KNEE they shrink more slowly. */
const DENSE_SMALL_EXPONENT = 0.5;
const LOG_GROWTH = 0.25;
const NOVELTY = 0.35;
const DUPLICATE = 0.6;
const SPREAD = 0.15;
/** Selection prefers, slightly, units that say more per word (score x (25 / words)^DENSITY). */
const DENSITY = 0.15;
/** A unit goes in if the summary stays under its budget once OVERSHOOT of the unit's words are counted... */
const OVERSHOOT = 0.6;
/** ...and never ends more than CAP times over its budget. */
const CAP = 1.3;
/** When the best unit would overshoot the budget, stop if the summary is at least this full; else try smaller units. */
const FULL_ENOUGH = 0.7;

/** Target words of a summary of `inputWords` words (short <= medium <= long <= the input). */
export function wordBudget(inputWords: number, length: SummaryLength, dense = false): number {
  if (inputWords <= 0) return 0;
  const upTo800 = (n: number) =>
    AT_500[length] *
    Math.pow(Math.max(n, KNEE) / 500, EXPONENT[length]) *
    Math.pow(Math.min(n, KNEE) / KNEE, dense ? DENSE_SMALL_EXPONENT : SMALL_EXPONENT);
  const target = inputWords <= 800 ? upTo800(inputWords) : upTo800(800) * (1 + LOG_GROWTH * Math.log(inputWords / 800));
  return Math.min(inputWords, Math.max(8, Math.round(target)));
}

/**
 * Picks units for a budget of `budget` words; returns them in document order. `floor` is the length of the next
 * shorter summary: a longer setting says more than it whenever a unit fits under CAP times the budget (otherwise a
 * 250-word story's 'medium' could stop where its 'short' did). `required` units (a letter's problem and ask) go in
 * first, whatever the budget. `byParagraph` spreads a text without sections over its paragraphs as over sections;
 * `chain` lets a companion bring its own companion (outside news: summarizer.context); `noOrphans` passes over a unit
 * whose companion was passed over.
 */
export function selectUnits(
  ranked: RankedUnit[],
  budget: number,
  floor = 0,
  required: RankedUnit[] = [],
  byParagraph = false,
  chain = false,
  noOrphans = false,
): RankedUnit[] {
  if (ranked.length === 0) return [];
  const maxScore = Math.max(...ranked.map((u) => u.score)) || 1;
  const byIndex = new Map(ranked.map((u) => [u.index, u]));
  // A required unit that leans on another ("Could we meet at 45?") brings it along, unless another required unit of
  // its paragraph already sets it up (a letter's problem before its "Could you please cancel the fine?").
  // (An ask whose companion is its paragraph's opening, the rule or event it depends on, always brings it.)
  const alone = required.filter(
    (u) =>
      (u.companion !== undefined && u.companion >= u.index - u.position && isDependentAsk(u.text)) ||
      // ("The board agreed to go ahead with it." brings what "it" is, whatever else of its paragraph is required.)
      (u.companion !== undefined && pointsBack(u.text)) ||
      !required.some((o) => o !== u && o.paragraph === u.paragraph),
  );
  const chosen: RankedUnit[] = [];
  const taken = new Set<number>();
  const inSummary = new Set<number>();
  // Candidates by score; only the best 250 matter for any budget, which keeps long inputs fast.
  // (A review's or an essay's closing paragraph is its verdict: it may give several sentences.)
  const lastParagraph = Math.max(...ranked.map((u) => u.paragraph));
  const pool = [...ranked].sort((a, b) => b.score - a.score || a.index - b.index).slice(0, 250);
  const seen = new ChosenSoFar(pool, maxScore);
  const choose = (u: RankedUnit) => {
    chosen.push(u);
    taken.add(u.index);
    inSummary.add(u.index);
    seen.add(u);
  };
  withCompanions(required, byIndex, new Set(alone)).forEach(choose);
  let total = chosen.reduce((s, u) => s + u.words, 0);
  while (total < budget || total <= floor) {
    let best: RankedUnit | null = null;
    let bestValue = -Infinity;
    for (let k = 0; k < pool.length; k++) {
      const u = pool[k]!;
      if (taken.has(u.index)) continue;
      const similarity = seen.similarity[k]!;
      if (similarity > DUPLICATE) continue;
      // Spread the summary over the sections: each unit already taken from the same section costs a little.
      // (An essay has no sections: its paragraphs are its steps, set-up, problem, answer.)
      const sameSection =
        u.section >= 0 ? seen.inSection(u) : byParagraph && u.paragraph !== lastParagraph ? seen.inParagraph(u) : 0;
      const value = seen.density[k]! - NOVELTY * similarity - SPREAD * sameSection;
      if (value > bestValue) {
        bestValue = value;
        best = u;
      }
    }
    if (!best) break;
    // A summary that is already nearly full is not padded with what the text itself treats as incidental (a row of
    // links, "We are sorry for the inconvenience").
    if (chosen.length > 0 && best.incidental && total >= FULL_ENOUGH * budget) {
      taken.add(best.index);
      continue;
    }
    // A unit goes in only if the summary stays near its budget (the first unit always goes in); the companion it
    // brings counts too.
    // (A companion that leans on the sentence before it brings that one too: "This should be Priya." after "They
    // accepted..." after "We offered a 10% credit...".)
    const companions = companionChain(best, byIndex, taken, chain ? 3 : 1);
    // (A unit whose companion was passed over for its length is not shown without it: "This follows the council's new
    // contract." after the change it follows was left out.)
    // (In minutes and letters, `noOrphans`: other kinds keep the choice CNN/DailyMail tuned.)
    if (noOrphans && best.companion !== undefined && companions.length === 0 && !inSummary.has(best.companion)) {
      taken.add(best.index);
      continue;
    }
    const words = best.words + companions.reduce((s, c) => s + c.words, 0);
    const over = total + words * OVERSHOOT > budget || total + words > budget * CAP;
    const needed = total <= floor && total + words <= budget * CAP;
    if (chosen.length > 0 && over && !needed) {
      if (total >= FULL_ENOUGH * budget && total > floor) break;
      taken.add(best.index);
      continue;
    }
    choose(best);
    total += best.words;
    // "The committee agreed to go ahead with the purchase" says what only with the proposal it settles.
    for (const companion of companions) {
      choose(companion);
      total += companion.words;
    }
  }
  return chosen.sort((a, b) => a.index - b.index);
}

/** The companions a unit brings, nearest first (up to `most`), leaving out those already taken. */
function companionChain(
  u: RankedUnit,
  byIndex: Map<number, RankedUnit>,
  taken: Set<number>,
  most: number,
): RankedUnit[] {
  const out: RankedUnit[] = [];
  let next = u.companion === undefined ? undefined : byIndex.get(u.companion);
  while (next && !taken.has(next.index) && out.length < most) {
    out.push(next);
    next = next.companion === undefined ? undefined : byIndex.get(next.companion);
  }
  return out;
}

/**
 * What MMR reads of the units chosen so far, kept up to date as each is chosen rather than recomputed for every
 * candidate in every round (the same values): each pool unit's greatest similarity to a chosen one, and how many chosen
 * units share its section (and kind: list item or sentence) or, outside sections, its paragraph. `density` is each
 * pool unit's score term (score x (25 / words)^DENSITY), which does not change.
 */
class ChosenSoFar {
  readonly similarity: Float64Array;
  readonly density: number[];
  private readonly sections = new Map<number, number>();
  private readonly paragraphs = new Map<number, number>();

  constructor(
    private readonly pool: RankedUnit[],
    maxScore: number,
  ) {
    this.similarity = new Float64Array(pool.length);
    this.density = pool.map((u) => (u.score / maxScore) * Math.pow(25 / Math.max(u.words, 5), DENSITY));
  }

  add(c: RankedUnit): void {
    for (let k = 0; k < this.pool.length; k++)
      this.similarity[k] = Math.max(this.similarity[k]!, cosine(this.pool[k]!.vector, c.vector));
    if (c.section >= 0) this.sections.set(sectionKey(c), (this.sections.get(sectionKey(c)) ?? 0) + 1);
    else this.paragraphs.set(c.paragraph, (this.paragraphs.get(c.paragraph) ?? 0) + 1);
  }

  inSection(u: RankedUnit): number {
    return this.sections.get(sectionKey(u)) ?? 0;
  }

  inParagraph(u: RankedUnit): number {
    return this.paragraphs.get(u.paragraph) ?? 0;
  }
}

const sectionKey = (u: RankedUnit): number => u.section * 2 + (u.list < 0 ? 1 : 0);

/** Companions a required unit brings in a row (its own, that one's, ...). */
const REQUIRED_CHAIN = 2;

/** The units and, after each of those `needing` it, its companions, once each. */
function withCompanions(units: RankedUnit[], byIndex: Map<number, RankedUnit>, needing: Set<RankedUnit>): RankedUnit[] {
  const out = new Set<RankedUnit>();
  for (const u of units) {
    out.add(u);
    // ("Please sign up at the office." brings "We still need volunteers for the tombola.", which brings the fair.)
    let companion = u.companion === undefined || !needing.has(u) ? undefined : byIndex.get(u.companion);
    for (let depth = 0; companion && depth < REQUIRED_CHAIN && !out.has(companion); depth++) {
      out.add(companion);
      companion = companion.companion === undefined ? undefined : byIndex.get(companion.companion);
    }
  }
  return [...out];
}
