/**
 * A short news story (under SHORT_STORY words, the stories people paste) said at 'medium' or 'long': room for its
 * finding, its how and why, and the caveat it ends on ("The researchers cautioned that the work was done in a
 * laboratory ..."). Session 10: such a story's medium summary was its first two sentences. Stories of CNN/DailyMail
 * length (300 words and more) are not touched.
 */
import type { SummaryLength } from "./contract";
import type { RankedUnit } from "./summarizer.rank";

const SHORT_STORY = 220;
/** Share of a short story's words its longer summaries may use. */
const SHARE: Record<SummaryLength, number> = { short: 0, medium: 0.55, long: 0.7 };

/** A qualification of what the story reports: a warning, a limit, a "but". */
const CAVEAT =
  /\b(?:cautioned|caution(?:s|ed)?|warned|warns?|stressed|noted|pointed out|acknowledged|admitted)\b[^.!?]*\bthat\b|^(?:however|but|still|even so|nevertheless)\b|\b(?:more|further) (?:research|work|studies|study) (?:is|are|was|were) (?:needed|required)\b|\bonly shows? (?:a )?(?:link|association|correlation)\b|\bdoes not (?:prove|show|mean)\b|\b(?:in|on) (?:a|the) laboratory\b|\bsmall (?:study|sample)\b/i;

/** Below this, a story's summaries already hold most of it (and a larger share would reach the middle of a quote). */
const LONGER_THAN = 100;
export const isShortStory = (inputWords: number): boolean => inputWords < SHORT_STORY;

/** The word budget of a short story's longer summary. */
export function shortStoryBudget(budget: number, inputWords: number, length: SummaryLength): number {
  return isShortStory(inputWords) && inputWords >= LONGER_THAN
    ? Math.max(budget, Math.round(inputWords * SHARE[length]))
    : budget;
}

/** The caveat a short story closes on (in its last two paragraphs), if it has one. */
function closingCaveat(ranked: RankedUnit[]): RankedUnit | undefined {
  const last = Math.max(...ranked.map((u) => u.paragraph));
  return ranked.findLast((u) => u.paragraph >= last - 1 && !u.incidental && u.words >= 8 && CAVEAT.test(u.text));
}

/** How or why the reported thing happens: "The scientists think the chemical blocks signals ...", "Caffeine makes the
 * body produce more urine, which may flush out the minerals ...". */
const MECHANISM =
  /\b(?:think|thinks|believe|believes|suspect|suspects)(?: that)? (?:the|this|it|these)\b|\bbecause\b|\bwhich (?:may|might|could|helps?|means)\b|\bworks? by\b|\bby (?:blocking|reducing|increasing|stopping|lowering|raising)\b|\bcaused by\b/i;

/** What a short story's longer summary must hold besides its lead: how it happens, and the caveat it ends on. */
export function storyCore(ranked: RankedUnit[]): RankedUnit[] {
  const caveat = closingCaveat(ranked);
  const how = ranked.find(
    (u) => u.index > 0 && u !== caveat && !u.incidental && u.words >= 8 && MECHANISM.test(u.text),
  );
  return [how, caveat].filter((u): u is RankedUnit => u !== undefined);
}

/** A press release's furniture: "Media contact: press@...", its "About Northvale Transit" section. Never filler. */
export function isPressFurniture(text: string, heading: string | undefined): boolean {
  return (
    /^(?:media|press) (?:contact|enquiries|inquiries)\b|^(?:notes to editors|ends)\b/i.test(text) ||
    /^(?:about|notes to editors|media contact)\b/i.test(heading ?? "")
  );
}
