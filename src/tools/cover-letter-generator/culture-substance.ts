import type { CoverLetterTone } from "./contract";

/**
 * What keeps a Culture-Fit letter from being thin: the applicant's strongest result (said after the evidence of the
 * ad's values, when that evidence has not cited it) and a reason to want this job in the ad's own words (a duty it
 * names: "design engaging lessons and tutor training"), when the opening has not already given the duty.
 */

/** The reason sentence for a duty the ad names, in the tone's voice. */
export const DUTY_REASON: Record<CoverLetterTone, (duty: string) => string> = {
  professional: (d) => `I would particularly welcome the chance to ${d}.`,
  formal: (d) => `I would particularly welcome the opportunity to ${d}.`,
  balanced: (d) => `I'd especially like the chance to ${d}.`,
  enthusiastic: (d) => `I'd especially love the chance to ${d}.`,
};

/** The lead-in for the strongest result when the evidence before it comes from another job or says no result. */
export const BEST_RESULT_LEAD: Record<CoverLetterTone, string> = {
  professional: "The result I am proudest of:",
  formal: "The result of which I am proudest:",
  balanced: "The result I'm proudest of:",
  enthusiastic: "The result I'm proudest of:",
};

/** True when the text already cites the statement (its clause or its figures). */
export function cites(text: string, clause: string): boolean {
  const figures = clause.match(/[$£€]?\d[\d.,]*%?/g) ?? [];
  return text.includes(clause) || (figures.length > 0 && figures.every((n) => text.includes(n)));
}
