import { expect } from "vitest";
import { unsupportedFacts } from "../../../tests/quality/faithfulness";
import { checkSummaries } from "./summarizer.checks";

/**
 * A reader's checks of every length and style of a text's summary (checkSummaries), asserted: no markup, no heading
 * as a sentence, the `mustReach` sections reached, budgets kept, a one-sentence TL;DR that is not the title, the
 * text's language, and no name, number or date the text lacks. `eachOutput` adds a set's own checks of each output.
 */
export function expectReaderChecks(
  input: string,
  mustReach?: string[],
  eachOutput?: (output: string, key: string) => void,
): void {
  const check = checkSummaries(input, mustReach);
  expect(check.markup).toEqual([]);
  expect(check.headings).toEqual([]);
  expect(check.unreached).toEqual([]);
  expect(check.budgetsKept).toBe(true);
  expect(check.tldrOneSentence && check.tldrNotTitle).toBe(true);
  expect(check.sameLanguage).toBe(true);
  for (const [key, output] of Object.entries(check.outputs)) {
    eachOutput?.(output, key);
    expect(unsupportedFacts(output, input), key).toEqual([]);
  }
}
