/**
 * Two reading rules for the selection and the TL;DR, outside news (where the position prior
 * and CNN/DailyMail tuning decide; issue 11, session 3 read):
 * - a post's or a note's key point is marked by its writer ("The trick, it turns out, is the apples", "What I learned
 *   is...", "The real problem was..."): such a sentence counts for more than the anecdote around it;
 * - a sentence that opens with a pronoun standing for something in an earlier sentence ("They are unhappy with the
 *   delivery times", "It climbs the hill without...", "None of this means...") reads wrongly when that sentence is not
 *   shown: a summary takes it with that sentence (summarizer.context) and a TL;DR prefers another.
 */
import type { Analysis } from "./summarizer.engine";
import type { RankedUnit } from "./summarizer.rank";
import { refersBack } from "./summarizer.context";

/** The writer's own marker of the point. */
export const KEY_POINT =
  /\b(?:the (?:(?:real |main |big |whole |only |biggest )?(?:trick|secret|key|lesson|answer|point|takeaway|fix|solution)|(?:real|main|big|biggest|whole|only) (?:surprise|reason|problem|difference))(?:,\s[^,]{1,30},)? (?:is|was|turned out to be|turns out to be|here is)|(?:it )?turns out|what (?:i|we) (?:learned|learnt|found)|what (?:i|we) (?:eventually |finally |slowly )?(?:realised|realized|discovered|figured out|worked out)|the short answer|bottom line|^the (?:truth|reality) is|^(?:my|our) (?:conclusion|verdict|recommendation) is)\b/i;

/**
 * A change of plan or a decision announced to the reader ("The bigger news: we're moving the launch from 25 April to
 * 9 May", "The trip is postponed", "We have decided to close the depot"): in an update or a note, that is the news,
 * however little it shares with the rest of the text.
 */
const CHANGE_OF_PLAN =
  /\bthe (?:big|bigger|biggest|main|real|other|important) news\b|(?<!(?<!\b(?:had|have|has|need|needs|needed|going|got)) to )\b(?:mov|push|shift|chang)(?:e|es|ed|ing)?\b(?: (?:back|forward|up))?[^.;!?]{0,50}?\bfrom\b[^.;!?]{1,40}?\bto\s+(?:\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\p{L}*\s+\d|next\b|the (?:end|start|beginning|middle) of\b|q[1-4]\b)|\b(?:postpon\w*|reschedul\w*|called off|brought forward|pushed back)\b|\b(?:is|are|was|were|been) cancell?ed\b|\b(?:we|i)(?:['’]ve| have)? (?:now )?decided\b/iu;

/** A note's own label for what was settled ("decision: order now before the price rise", "Verdict: buy it"). */
const LABELLED_OUTCOME =
  /^(?:decision|decided|agreed|resolved|outcome|conclusion|verdict|bottom line|recommendation|(?:the )?(?:main |key |big )?(?:lessons?|takeaways?)(?: (?:learned|learnt|here))?|moral of the story|the upshot)\s*[:–—-]\s*\S/i;

/** What the text announces as changed or settled: read as its news outside news stories. */
export function isAnnouncedOutcome(text: string): boolean {
  return CHANGE_OF_PLAN.test(text) || LABELLED_OUTCOME.test(text);
}

/** A pronoun subject (or "none of this") that stands for an earlier sentence, followed by its verb. ("It was decided
 * to buy a bench" is no pronoun for anything: the "it" of a passive report.) */
const OPENING_PRONOUN =
  /^(?!it (?:was|is|has been|had been|will be) (?:decided|agreed|resolved|noted|suggested|proposed|felt|reported|announced|explained|mentioned|confirmed)\b)(?:(?:it|they|he|she|this|these|those)\s+(?!turns? out\b|seems?\b|is (?:worth|time|true|clear|hard|easy|not (?:clear|easy|hard))\b)(?:is|are|was|were|will|would|can|could|should|must|may|might|shall|has|have|had|do|does|did|also|still|only|never|just|eventually|then|\p{Ll}+(?:s|ed))\b|(?:it|they|he|she)['’](?:s|re|ll|d)\s+(?!worth\b|time\b|true\b|clear\b|hard\b|easy\b|not (?:clear|easy|hard)\b)|(?:none|all|much|most|some) of (?:this|that|these|those|it|them)\b)/iu;

export function opensWithPronoun(text: string): boolean {
  return OPENING_PRONOUN.test(text);
}

/** A sentence that only announces what follows ("I love it, with two caveats.", "So I changed three things."): a
 * set-up whose content is in the sentences after it. */
export const ANNOUNCES_LIST =
  /\b(?:two|three|four|five|a few|several|a couple of) (?:caveats|reasons|things|lessons|tips|problems|points|ways|downsides|issues|changes|questions|steps|rules|habits|mistakes|reminders|updates|announcements|dates for (?:your|the) diary)\b(?![^.]*:)/i;
/** Words up to which an announcer is only that (a longer sentence says something of its own). */
const ANNOUNCER_WORDS = 12;
/** An announcer's score: never chosen for its own sake, since a summary shows its list's items or nothing of it. */
const ANNOUNCER = 0.3;

const KEY_BOOST = 1.5;
const KEY_FLOOR = 1.05;
const CORRECTED = 0.5;
/** The score of a sentence that refers back to what no sentence it can come with names. */
const ORPHAN = 0.5;

/** The ranked units with the writer's key point raised and pronoun-led sentences lowered (English, not news). */
export function withEmphasis(analysis: Analysis, ranked: RankedUnit[]): RankedUnit[] {
  if (analysis.language !== "en" || analysis.kind === "news") return ranked;
  const top = Math.max(...ranked.map((u) => u.score));
  return ranked.map((u) => {
    // (What the next sentence corrects, "The lesson is not that walls are good.", is no point on its own: it comes
    // with its correction, which leans on it.)
    const next = analysis.ranked[u.index + 1];
    const corrected = next && next.paragraph === u.paragraph && correction(u.text, next.text) !== null;
    const announcer = !u.listItem && u.words <= ANNOUNCER_WORDS && ANNOUNCES_LIST.test(u.text);
    // ("Swimming lessons during those weeks are cancelled" opening a paragraph: which weeks is out of its reach.)
    const orphan = u.companion === undefined && refersBack(u.text);
    const score =
      emphasisedScore(u, top, analysis.ranked[u.index - 1]) *
      (corrected ? CORRECTED : 1) *
      (announcer ? ANNOUNCER : 1) *
      (orphan ? ORPHAN : 1);
    return score === u.score ? u : { ...u, score };
  });
}

/** A marked point's score. (It is often short, "The real problem was the water.", and short sentences rank low: it
 * counts as much as the best of the text's sentences.) */
export function emphasisedScore(u: RankedUnit, top: number, before?: RankedUnit): number {
  // (Asked, "And the fix is smaller pull requests?", it is no point: the answer is.)
  if (/\?["'”’]?$/.test(u.text)) return u.score;
  const marked =
    KEY_POINT.test(u.text) ||
    (before !== undefined && isVerdictAnswer(before.text, u.text)) ||
    holdsVerdictAnswer(u.text) ||
    isAnnouncedOutcome(u.text) ||
    SAYS_WHAT_WE_ARE.test(u.text) ||
    RATED_VERDICT.test(u.text) ||
    (before !== undefined && correction(before.text, u.text) !== null);
  return marked ? Math.max(u.score * KEY_BOOST, top * KEY_FLOOR) : u.score;
}

/**
 * What the writer or speaker runs, said of themselves: "We're a bike repair co-op in Leith.", "We opened our bakery on
 * Mill Street in March 2022.", "In 2018 I started Thread & Thimble, a sewing school in Bristol ...", "So in 2019 I
 * opened Pão, a small Portuguese bakery on Gloucester Road." An interview or a post about a business is summed up by it.
 */
export const SAYS_WHAT_WE_ARE =
  /^(?:(?:so|and|then|well|basically),?\s+)?(?:(?:back )?in \d{4},?\s+|(?:\w+|\d+) years ago,?\s+)?(?:(?:we(?:'re| are)|i(?:'m| am) the (?:owner|founder|co-founder|director|manager)|(?:we|i) (?:run|own|opened|started|founded|co-founded|set up|launched)) (?:a|an|our|my|the)\b|(?:we|i) (?:run|own|opened|started|founded|co-founded|set up|launched) \p{Lu}[^,.]{0,40}, (?:a|an|our|my)\b)/iu;

/** A rating said alone ("Rating: 4/5.", "Verdict: 8/10.", "4 out of 5."): with the sentence after it, the verdict. */
export const BARE_RATING =
  /^(?:(?:my )?(?:rating|score|verdict|overall)\s*:?\s*)?(?:\d(?:\.\d)?|one|two|three|four|five)(?: and a half)?\s*(?:(?:\/\s*(?:5|10)|out of\s*(?:5|10|five|ten))(?:\s*stars?)?|stars?)[.!]?$/i;

/** A rating joined to what it means (summarizer.structure): "Rating: 4/5. Great value for commuting, ...", "Three and
 * a half stars. Great seafood, but ...": a review's verdict (summarizer.gate). */
export const RATED_VERDICT =
  /^(?:(?:my )?(?:rating|score|verdict|overall)\s*:?\s*)?(?:\d(?:\.\d)?|one|two|three|four|five)(?: and a half)?\s*(?:(?:\/\s*(?:5|10)|out of\s*(?:5|10|five|ten))(?:\s*stars?)?|stars?)[.!]\s+\S/i;

/** A reviewer's question to themselves ("Would I come back?", "Would I buy it again?", "Is it worth it?"). */
const SELF_QUESTION =
  /^(?:so,?\s+)?(?:would (?:i|we|you)|will (?:i|we)|should you|do (?:i|we)|is it|was it)\b[^?]{0,50}\?["'”’]?$/i;
const VERDICT_ANSWER =
  /^(?:(?:for|at|on|with|if|as)\b[^,.?!]{1,30},\s*)?(?:probably|definitely|absolutely|certainly|maybe|perhaps|yes|no|not|never|only|sadly|honestly)\b/i;

/** "Would I come back? Probably not at that price.": the answer is the review's verdict. */
export function isVerdictAnswer(question: string, answer: string): boolean {
  return SELF_QUESTION.test(question) && VERDICT_ANSWER.test(answer);
}

/** One unit that holds both ("Would I buy it again? Yes, without hesitation.", read as one sentence). */
export function holdsVerdictAnswer(text: string): boolean {
  const pair = /^(.{3,80}?\?)\s+(\S.*)$/.exec(text);
  return pair !== null && isVerdictAnswer(pair[1]!, pair[2]!);
}

/**
 * "The fix is not to return to the office. It is to design deliberate rituals." -> "The fix is to design deliberate
 * rituals.": the sentence that corrects a negation is the writer's point, said with the subject of the sentence it
 * corrects. Null when the two sentences are not such a pair.
 */
export function correction(before: string, sentence: string): string | null {
  const denied = /^(.{3,60}?)\s+(is|are|was|were)(?: not|n't)\b/i.exec(before);
  const answer = /^(?:it|they)(?:\s+(is|are|was|were)|['’](s|re))\s+(.+)$/i.exec(sentence);
  if (!denied || !answer || /^(?:it|this|that|they|there)$/i.test(denied[1]!)) return null;
  // ("But boredom is not an emergency. It is the space..." -> "Boredom is the space...")
  const subject = denied[1]!.replace(/^(?:but|and|so|yet|still|now),?\s+/i, "");
  return `${subject.charAt(0).toUpperCase()}${subject.slice(1)} ${denied[2]} ${answer[3]}`;
}
