/**
 * A result told by a participle after the work it came from takes a comma: "Moved CI from Jenkins to GitHub Actions
 * cutting build time from 22 to 7 minutes" -> "..., cutting build time from 22 to 7 minutes". Only a participle of
 * change that tells a change (a "from"/"by"/"to" and a figure, or a percentage) counts, and not one a preposition,
 * an auxiliary or "and" leads ("tasked with reducing costs by 10%", "was cutting", "and reducing"), nor one that ends
 * a list of actions.
 */
const CHANGE =
  "raising|increasing|improving|lifting|boosting|doubling|tripling|halving|bringing|reducing|cutting|dropping|lowering|decreasing|shrinking|slashing|shortening|speeding|saving|growing";

const LEAD_WORDS =
  "with|for|on|at|of|in|to|by|after|before|while|and|or|but|is|are|was|were|be|been|being|about|also|thus|then|so|the|a|an|into|towards?|at";

const RESULT = new RegExp(
  String.raw`(?<=[\p{L}\d)%])(?<!\b(?:${LEAD_WORDS}))\s+(?=(?:${CHANGE})\s(?:[^,;.]{0,60}?\s)?(?:(?:from|by|to)\s+(?:over\s+|under\s+|about\s+|around\s+)?[£$€]?\d|[^,;.]{0,60}?\d+(?:\.\d+)?\s?%))`,
  "giu",
);

export function commaBeforeResult(line: string): string {
  // ("Ran discovery with 40 merchants, shipped one-click upsell lifting AOV 9%": after a list of actions the result
  // stays where it is; a comma would make it one more action.)
  return line.replace(RESULT, (all, at: number) => (/,/.test(line.slice(0, at)) ? all : ", "));
}
