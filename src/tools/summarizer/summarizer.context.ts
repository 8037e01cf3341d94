/**
 * Units that cannot stand alone in a summary, and what they need (issue 11, cold reads of e-mails and minutes):
 * - a unit that answers or settles the one before it ("Could we meet at 45?", "Agreed in principle, pending finance
 *   sign-off.", "The lowest, from Summit Roofing, is $148,000", "That is a direct result of the new help center")
 *   is chosen together with that unit (its companion, summarizer.select), outside news, where the position prior
 *   already keeps a story's sentences in order;
 * - a resolution written as a bare verdict after its motion ("Motion to raise charges by 3%. Moved by M. Chen,
 *   seconded by R. Patel. Carried unanimously.") takes the motion as its companion;
 * - an ordinal opener ("Second, clause 8.2 makes us...") is dropped when the summary shows no earlier point of the
 *   series (ordinalLeftAlone).
 */
import type { RankedUnit } from "./summarizer.rank";
import { opensWithPronoun } from "./summarizer.emphasis";
import { isProposal } from "./summarizer.outcome";
import { ELLIPTIC_SUBJECT, isDiscussion, pointsBack, sharesWord } from "./summarizer.anaphora";

/** A short question that follows up the sentence before it: "Could we meet at 45?". */
const FOLLOW_UP_QUESTION = (u: RankedUnit) => u.words <= 10 && /\?["'”’]?$/.test(u.text);
/** "Agreed in principle, pending sign-off.": a verdict whose subject is the proposal before it. */
const BARE_VERDICT =
  /^(?:(?:resolved|vote|voting|result|outcome)\s*[:–—-]\s*)?(?:agreed|approved|accepted|rejected|declined|carried|passed|adopted|defeated|seconded|noted)\b(?!\s+(?:to|that|on|with)\b)/i;
/** "That is a direct result of...": a demonstrative that stands for the whole sentence before. */
const DEMONSTRATIVE_SUBJECT =
  /^(?:this|that|these|those)\s+(?:is|was|are|were|means|meant|shows|showed|will|would|has|had|makes|made)\b/i;
/** "Only 9% mentioned it as a concern" after "Pricing came up less than I expected.": an object pronoun. */
const OBJECT_PRONOUN = /\s(?:it|them)\b(?!\s+(?:is|was|will|would|has|had|can|could|seems?|takes?|looks?)\b)/i;
/** A sentence this short before a pronoun sets up its topic ("The weak spot is onboarding."). */
const TOPIC_SETTER_WORDS = 8;
/** The opening of an answer that says yes or no without repeating its question. */
const BARE_ANSWER =
  /^(?:probably|definitely|absolutely|certainly|maybe|perhaps|yes|no|not (?:really|at all|quite|yet)|of course)\b/i;
/**
 * A reference to a time, an event or a case the sentence before names: "Children should come in their PE kit on those
 * days." (after "PE days are Tuesday and Thursday."), "When that happens the pressure shoots up", "We still need
 * volunteers for the tombola" (after the fair and its date). ("These days" means now; "this week" is the reader's.)
 */
const BACK_REFERENCE =
  /\b(?:those|that)\s+(?:days?|dates?|times?|events?|occasions?|sessions?|evenings?|mornings?|afternoons?|nights?|weekends?|weeks?)\b|\b(?:when|if|once|after|until|before)\s+(?:that|this)\s+(?:happens|happened|occurs|is done|is over)\b|^(?:we|i)\s+(?:still|also)\s+(?:need|want|are looking|have|would love)\b/i;
export const refersBack = (text: string): boolean => BACK_REFERENCE.test(text);
/**
 * "We still need volunteers for the tombola.", "The final payment of £95 is due by Friday 2 May.": a need or a debt
 * that an ask after it ("Please sign up ...", "Please pay through ParentPay.") answers.
 */
const NEED = /\b(?:need|needs|needed|are looking for|would love|wanted|(?:is|are) due|deadline)\b/i;
/** A sentence this short with an object pronoun leans on the one before it, however long that one is. */
const SHORT_WITH_PRONOUN = 6;

/**
 * An instruction or a conditional ask that depends on the rule or event its paragraph opens with: "Please use your
 * driveway or the overflow lot." after "Starting June 1, vehicles parked on the street ... may be towed"; "If you can't
 * attend, please return your proxy form by June 10." after "Our annual meeting is on June 12".
 */
const DEPENDENT_ASK =
  /^(?:please\s+\p{Ll}+|if (?:you|this|that|so)\b[^,]{0,60},\s*(?:please\s+\p{Ll}+|(?:do(?:n't)?|call|contact|e-?mail|reply|return|send|let|speak|talk|ask|tell|sign|fill|bring|use|come|get|have|see|visit|write|book|text|ring|check|pop|drop|leave|make|give|pay|join|register|complete|contact)\b)|(?:to (?:do so|sign up|book|register|apply|join|take part)|otherwise),)/iu;
export const isDependentAsk = (text: string): boolean => DEPENDENT_ASK.test(text);
/** Sentences back to the paragraph's opening that a dependent ask reaches. */
const ASK_REACH = 4;

/** Lines that only record who moved or seconded a motion: passed over on the way back to the motion itself. */
const PROCEDURE = /^(?:moved|seconded|proposed)\s+by\b/i;

/** Units back a bare verdict looks for the motion it settles. */
const MOTION_REACH = 4;

/** The index of the motion a bare verdict at `i` settles: the nearest proposal before it in its paragraph. */
function proposalBefore(ranked: RankedUnit[], i: number): number | undefined {
  for (let j = i - 1; j >= Math.max(0, i - MOTION_REACH); j--) {
    if (ranked[j]!.paragraph !== ranked[i]!.paragraph) return undefined;
    if (isProposal(ranked[j]!.text)) return ranked[j]!.index;
  }
  return undefined;
}

/** True when the unit, out of its place, needs the unit before it to make sense. */
function leansOnPrevious(u: RankedUnit, before?: RankedUnit): boolean {
  if (u.listItem) return false;
  // A paragraph's first sentence leans across the break only with a pronoun subject ("They are unhappy with...").
  if (u.position === 0) return opensWithPronoun(u.text);
  return (
    // ("3,000 properties use it today.": a sentence this short says nothing without what "it" is.)
    ((u.words <= SHORT_WITH_PRONOUN || (before !== undefined && before.words <= TOPIC_SETTER_WORDS)) &&
      OBJECT_PRONOUN.test(u.text)) ||
    // "Can you check whether we should claim it?": a request about "it" asks about the sentence before, whatever its
    // length.
    (/\?["'”’]?$/.test(u.text) && OBJECT_PRONOUN.test(u.text)) ||
    FOLLOW_UP_QUESTION(u) ||
    // "Would I come back? Probably not at £180 a night": an answer with no verb of its own needs its question.
    (before !== undefined && /\?["'”’]?$/.test(before.text) && BARE_ANSWER.test(u.text)) ||
    (BARE_VERDICT.test(u.text) && u.words <= 10) ||
    ELLIPTIC_SUBJECT.test(u.text) ||
    DEMONSTRATIVE_SUBJECT.test(u.text) ||
    opensWithPronoun(u.text) ||
    refersBack(u.text) ||
    // ("Letters will go to those holders ...", "The committee agreed to go with it.": summarizer.anaphora.)
    pointsBack(u.text)
  );
}

/**
 * The ranked units with a companion for each unit that leans on the one before it in its paragraph (English, not news;
 * a companion already found by the ranking stays).
 */
export function withContext(ranked: RankedUnit[], english: boolean, news: boolean): RankedUnit[] {
  if (!english || news) return ranked;
  return ranked.map((u, i) => {
    const previous = i > 0 && ranked[i - 1]!.paragraph === u.paragraph ? ranked[i - 1] : undefined;
    if (u.companion !== undefined) return u;
    if (!leansOnPrevious(u, previous)) {
      // (An ask inside a paragraph goes with the paragraph's opening, which says what the ask is about.)
      const opening = ranked[i - u.position];
      const dependent = !u.listItem && u.position > 0 && u.position <= ASK_REACH && isDependentAsk(u.text);
      // (Not to a courtesy: "Thanks for pulling the options together." says nothing an ask depends on.)
      const courtesy =
        !opening || opening.incidental || /^(?:thanks|thank you|many thanks|hi|hello|dear)\b/i.test(opening.text);
      if (!dependent || courtesy) return u;
      // ("Please sign up at the office." after "We still need volunteers for the tombola.": the need is what it answers,
      // and brings the event in turn.)
      const need = previous && previous !== opening && NEED.test(previous.text) ? previous : undefined;
      return { ...u, companion: (need ?? opening).index };
    }
    // ("Resolved: carried 4-1." after a seconder, a question and its answer: the motion is what was carried.)
    const motion = BARE_VERDICT.test(u.text) ? proposalBefore(ranked, i) : undefined;
    if (motion !== undefined) return { ...u, companion: motion };
    // ("After a vote the PTA agreed to fund it in full." points to "The school has asked the PTA to fund a new climbing
    // frame.", two back, past the quote: of the sentences in reach, the nearest that shares a word with it.)
    const pointed = pointsBack(u.text) ? pointedTo(ranked, i) : undefined;
    if (pointed !== undefined) return { ...u, companion: pointed };
    for (let j = i - 1; j >= Math.max(0, i - 3); j--) {
      const before = ranked[j]!;
      // (Across a paragraph break only to the last sentence of the paragraph before.)
      if (before.paragraph !== u.paragraph && (u.position > 0 || j < i - 1)) break;
      // (Never across a heading: "This is the big letdown." under "Battery" leans on its heading, not on the last
      // sentence about the screen.)
      if (before.section !== u.section) break;
      // (Nor to the talk on the way to a decision: "Some parents felt we should keep a reserve." is not what "the PTA
      // agreed to fund it" funds.)
      if (PROCEDURE.test(before.text) || (j > i - 3 && isDiscussion(before.text))) continue;
      return { ...u, companion: before.index };
    }
    return u;
  });
}

/** The unit within reach of the pointing unit at `i` (its paragraph, past procedure and talk) that shares a word. */
function pointedTo(ranked: RankedUnit[], i: number): number | undefined {
  const u = ranked[i]!;
  for (let j = i - 1; j >= Math.max(0, i - 3); j--) {
    const before = ranked[j]!;
    if (before.paragraph !== u.paragraph) return undefined;
    if (PROCEDURE.test(before.text) || isDiscussion(before.text)) continue;
    if (sharesWord(before.text, u.text)) return before.index;
  }
  return undefined;
}

const ORDINAL = /^(?:second(?:ly)?|third(?:ly)?|fourth(?:ly)?|finally|lastly)\s*,\s+/i;
const SERIES_START = /^(?:first(?:ly)?|to begin with)\b/i;

/** "Second, clause 8.2 makes us..." -> "Clause 8.2 makes us..." when no earlier point of the series is shown. */
export function ordinalLeftAlone(text: string, u: RankedUnit, shown: RankedUnit[]): string {
  if (!ORDINAL.test(text)) return text;
  if (shown.some((o) => o.index < u.index && SERIES_START.test(o.text))) return text;
  const rest = text.replace(ORDINAL, "");
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}
