/**
 * A how-to guide's short summary (session 8, round 2): what the guide does, its warning, and its key steps, not one stray step
 * ("Open 192.168.1.1 in a browser ...") or its support line alone. The longer summaries show the method whole
 * (summarizer.wholelist).
 */
import type { Analysis } from "./summarizer.engine";
import type { RankedUnit } from "./summarizer.rank";
import { methodUnits } from "./summarizer.wholelist";
import { splitSentences } from "../../shared/text/sentences";

/** A step's setting a reader must get right: "for 15 seconds", "for 20 minutes at 180C". */
const TIMED =
  /\bfor (?:about |around |at least |up to )?\d+(?:[.,]\d+)?\s?(?:seconds?|secs?|s|minutes?|mins?|hours?|hrs?|days?)\b/i;
/** A precaution the reader takes before starting ("note your Wi-Fi name and password first", "back up your files"). */
const PRECAUTION =
  /\b(?:(?:note|write) (?:down )?(?:your|the)\b[^.!?]*\bfirst|(?:turn|switch|shut) (?:\S+ ){1,3}off first|\bfirst,? or (?:the |your |you )|back up|make sure|before you (?:start|begin)|switch off (?:the|your) (?:power|mains)|turn off (?:the|your) (?:power|mains|water))\b/i;
/** Steps a short summary shows at most. */
const KEY_STEPS = 2;

const stepsOf = (analysis: Analysis): RankedUnit[] => methodUnits(analysis).filter((u) => u.listItem);

/** The guide's introduction: what it does ("If your internet keeps dropping, a full reset often fixes it."). */
function guideIntro(analysis: Analysis): RankedUnit | undefined {
  const steps = stepsOf(analysis);
  if (steps.length < 3 || analysis.language !== "en") return undefined;
  return analysis.ranked.find(
    (u) => u.index < steps[0]!.index && !u.listItem && !u.incidental && u.words >= 6 && !PRECAUTION.test(u.text),
  );
}

/** The steps a short summary shows: a timed one ("hold the button ... for 15 seconds") and the last, which finishes. */
function keySteps(analysis: Analysis): RankedUnit[] {
  const steps = stepsOf(analysis);
  if (steps.length < 3) return [];
  const timed = steps.filter((u) => TIMED.test(u.text));
  return [...new Set([...timed.slice(0, KEY_STEPS - 1), steps[steps.length - 1]!])];
}

/** What a guide's short summary must hold: its introduction, its precaution and its key steps ([] for other texts). */
export function guideCore(analysis: Analysis): RankedUnit[] {
  const intro = guideIntro(analysis);
  if (!intro) return [];
  const first = stepsOf(analysis)[0]!;
  const precaution = analysis.ranked.find((u) => u.index < first.index && !u.listItem && PRECAUTION.test(u.text));
  return [intro, ...(precaution ? [precaution] : []), ...keySteps(analysis)];
}

/** A guide's TL;DR: its introduction and its first key step, one sentence ("..., a full reset often fixes it: with
 * the router switched on, press and hold the button ... for 15 seconds."), or null. */
export function guideTldr(analysis: Analysis): string | null {
  const intro = guideIntro(analysis);
  const step = keySteps(analysis)[0];
  if (!intro || !step) return null;
  const lead = intro.text.trim().replace(/[.!]$/, "");
  // (One sentence: a step of two, "Check the pressure gauge on your boiler. If it has dropped below 1 bar, top it up
  // ...", gives its first.)
  const said = splitSentences(step.text)[0]?.text.trim() ?? step.text;
  return `${lead}: ${said.charAt(0).toLowerCase()}${said.slice(1)}`;
}
