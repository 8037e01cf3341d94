/**
 * A review's longer summary gives what was reviewed, its good points, its bad points and the verdict, in that order
 * (the review's own). Session 10: a tent review's medium summary was its verdict, its set-up, one detail and its
 * advice for couples; the weight, the five-minute pitch and the dry nights in heavy rain were missing, and so was
 * every downside.
 */
import type { RankedUnit } from "./summarizer.rank";

/** A bad point: "The downsides: it's tight for anyone over six foot", "The lid is hard to get off", "Service was slow". */
const CON =
  /\b(?:downsides?|drawbacks?|the bad|(?:on the )?minus side|stiff|gets? (?:very )?hot|cons?\s*:|negatives?|tight|cramped|snag(?:s|ged)?|slow|pricey|overpriced|expensive|heavy|hard to|difficult to|wore out|worn out|useless|broke|broken|leak(?:s|ed|y)?|noisy|flimsy|fiddly|disappoint\w*|let (?:\w+ )?down|too (?:small|big|heavy|loud|noisy|short|long|sweet|salty|expensive)|only room for|not (?:enough|great|good)|wish it|annoying|uncomfortable)\b/i;
/** A good point: a figure that sells it, or a word of praise. */
const PRO =
  /\b(?:only \d[\d.,]*\s?(?:kg|g|grams?|lbs?|minutes?|mins?)|weighs|light(?:weight)?|quick(?:ly)?|fast|easy|easily|dry|comfortable|comfy|powerful|quiet(?:er)?|excellent|great|fresh|strong|smooth|sturdy|solid|roomy|spacious|brilliant|superb|lovely|perfect|in (?:about |under |less than )?(?:\d+|one|two|three|four|five|ten) (?:minutes?|seconds?)|goes in the dishwasher|well made)\b/i;

const isCon = (u: RankedUnit): boolean => CON.test(u.text);
const isPro = (u: RankedUnit): boolean => PRO.test(u.text) && !CON.test(u.text) && !/\?$/.test(u.text.trim());

/**
 * The units a review's 'medium' or 'long' summary must hold besides its verdict: what it is (the first sentence, when
 * it names the thing), its best good points (up to `pros`) and its best bad point. [] when the text gives no good and
 * no bad point of this kind (an essay, a story), or when the verdict is not known.
 */
export function reviewPoints(ranked: RankedUnit[], verdict: RankedUnit | undefined, pros = 2): RankedUnit[] {
  if (!verdict) return [];
  const body = ranked.filter((u) => u !== verdict && u.words >= 4 && u.paragraph !== verdict.paragraph);
  const byScore = (a: RankedUnit, b: RankedUnit) => b.score - a.score || a.index - b.index;
  // (What it is: "I bought the Trailhead Solo 1 for a week walking in the Lake District", named mid-sentence.)
  const first = ranked.find((u) => u.paragraph === ranked[0]!.paragraph && u.words >= 6);
  const names = first && /\s\p{Lu}[\p{L}\d]+/u.test(first.text.replace(/\s(?:I|I'[a-z]+)\b/g, ""));
  const what = names && first !== verdict ? [first] : [];
  const con = body.filter((u) => isCon(u) && !what.includes(u)).sort(byScore)[0];
  const good = body
    .filter((u) => isPro(u) && !what.includes(u) && (!con || u.index < con.index))
    .sort(byScore)
    .slice(0, pros);
  if (!con || good.length === 0) return [];
  return [...what, ...good, con, verdict];
}
