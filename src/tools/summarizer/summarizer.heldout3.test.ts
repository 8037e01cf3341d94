/**
 * The third issue-11 held-out sets (summarizer.heldout-3.ts: set C read before its fixes, set D after them) through the
 * reader's checks: no markup, no heading or title as a sentence, budgets kept, a one-sentence TL;DR that is not the
 * title, the input's language, no unsupported facts; and the point a reader needs: a letter's ask and a post's
 * question.
 */
import { describe, expect, it } from "vitest";
import { unsupportedFacts } from "../../../tests/quality/faithfulness";
import { checkSummaries } from "./summarizer.checks";
import { summarize } from "./summarizer.engine";
import { SUMMARIZER_HELDOUT_C, SUMMARIZER_HELDOUT_D } from "./summarizer.heldout-3";

describe("issue-11 held-out sets C and D, as a reader checks them", () => {
  const sets = [...SUMMARIZER_HELDOUT_C, ...SUMMARIZER_HELDOUT_D];
  it.each(sets.map((e) => [e.name, e] as const))("%s", (_, item) => {
    const check = checkSummaries(item.text);
    expect(check.markup).toEqual([]);
    expect(check.headings).toEqual([]);
    expect(check.budgetsKept).toBe(true);
    expect(check.tldrOneSentence && check.tldrNotTitle).toBe(true);
    expect(check.sameLanguage).toBe(true);
    for (const [key, output] of Object.entries(check.outputs))
      expect(unsupportedFacts(output, item.text), key).toEqual([]);
  });

  it("puts the ask of every request and complaint e-mail in its short summary", () => {
    const asks: [string, RegExp][] = [
      ["complaint-email-broadband", /I am asking you to send an engineer/],
      ["request-email-time-off", /unpaid leave from 3 to 14 March/],
      ["email-refund-request", /refund the £236/],
      ["complaint-email-noise", /formal warning/],
    ];
    for (const [name, ask] of asks) {
      const item = sets.find((e) => e.name === name)!;
      expect(summarize(item.text, "short", "paragraph"), name).toMatch(ask);
    }
  });
});
