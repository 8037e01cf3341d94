/**
 * The third and fourth issue-11 held-out sets (summarizer.heldout-3.ts: set C read before its fixes, set D after them;
 * summarizer.heldout-4.ts: sets E and F) through the
 * reader's checks: no markup, no heading or title as a sentence, budgets kept, a one-sentence TL;DR that is not the
 * title, the input's language, no unsupported facts; and the point a reader needs: a letter's ask and a post's
 * question.
 */
import { describe, expect, it } from "vitest";
import { expectReaderChecks } from "./summarizer.test-support";
import { summarize } from "./summarizer.engine";
import { SUMMARIZER_HELDOUT_C, SUMMARIZER_HELDOUT_D } from "./summarizer.heldout-3";
import { SUMMARIZER_HELDOUT_E, SUMMARIZER_HELDOUT_F } from "./summarizer.heldout-4";
import type { SummaryLength, SummaryStyle } from "./contract";

describe("issue-11 held-out sets C to F, as a reader checks them", () => {
  const sets = [...SUMMARIZER_HELDOUT_C, ...SUMMARIZER_HELDOUT_D, ...SUMMARIZER_HELDOUT_E, ...SUMMARIZER_HELDOUT_F];
  const output = (name: string, length: SummaryLength, style: SummaryStyle) =>
    summarize(sets.find((e) => e.name === name)!.text, length, style);
  it.each(sets.map((e) => [e.name, e] as const))("%s", (_, item) => {
    expectReaderChecks(item.text);
  });

  it("puts the ask of every request and complaint e-mail in its short summary", () => {
    const asks: [string, RegExp][] = [
      ["complaint-email-broadband", /I am asking you to send an engineer/],
      ["request-email-time-off", /unpaid leave from 3 to 14 March/],
      ["email-refund-request", /refund the £236/],
      ["complaint-email-noise", /formal warning/],
      ["email-offsite-venue", /Please vote for one in the poll/],
      ["email-client-deadline", /Can we move the contract start/],
    ];
    for (const [name, ask] of asks) expect(output(name, "short", "paragraph"), name).toMatch(ask);
  });

  // Set E's defect classes: what each output must (true) or must not (false) say.
  const reads: [string, SummaryLength, SummaryStyle, RegExp, boolean][] = [
    // A short e-mail's short summary holds the problem with the ask; its medium adds the deadline or the context.
    ["email-invoice-double", "short", "paragraph", /charges us twice[\s\S]*credit note/, true],
    ["email-invoice-double", "medium", "paragraph", /28 November/, true],
    ["email-offsite-venue", "short", "paragraph", /cancelled our team offsite[\s\S]*vote/, true],
    ["email-offsite-venue", "medium", "paragraph", /two alternatives/, true],
    ["email-thesis-extension", "short", "paragraph", /heart surgery[\s\S]*extend the deadline/, true],
    ["email-client-deadline", "short", "paragraph", /legal team[\s\S]*15 December/, true],
    // "Can we move...?" is the ask, not the conditional "If that doesn't work..., let me know".
    ["email-client-deadline", "medium", "tldr", /^TL;DR: Can we move/, true],
    // A study's findings, not its background and method.
    ["abstract-microplastics", "short", "paragraph", /2\.3 million|results suggest/, true],
    // A ticket's "Customer (Dana Whitfield), 18 Nov 09:12:" header and a message's "Hi," are not content.
    ["ticket-2fa-lockout", "medium", "bullet", /18 Nov|09:12|\bHi\b/, false],
    ["ticket-2fa-lockout", "medium", "tldr", /\bHi\b/, false],
    // A feature and its description ("Templates: create a note...") is not "Templates will create...".
    ["changelog-notes-app", "short", "paragraph", /Templates will/, false],
    ["changelog-notes-app", "short", "paragraph", /Offline sync queue/, true],
    // A news story under 300 words: 'medium' says more than 'short' (here the pay offer the strike is about).
    ["news-port-strike", "medium", "paragraph", /4\.5% rise/, true],
    // A press release's "About <company>" boilerplate and its media contact are never padding.
    ["press-electric-buses", "medium", "bullet", /operates 410 buses|Media contact/, false],
    // Set F (read after set E's fixes): an ask for an action before one for a reply; a letter's first sentence as its
    // problem (in Spanish too); minutes by their decisions; no "Rent: rent stays"; the writer's "if you only try one
    // thing"; an abstract's findings (a trial's "21 minutes earlier").
    ["email-parking-permit", "short", "paragraph", /Could you please cancel the fine\?/, true],
    ["email-parking-permit", "medium", "tldr", /^TL;DR: Could you please cancel the fine\?$/, true],
    ["es-email-comunidad", "short", "paragraph", /la puerta del garaje no cierra/, true],
    ["minutes-allotment-committee", "short", "paragraph", /half-plots/, true],
    ["minutes-allotment-committee", "medium", "paragraph", /Rent: rent/, false],
    ["post-md-budget-tips", "short", "tldr", /plan the week's dinners/, true],
    ["abstract-sleep-phones", "short", "paragraph", /21 minutes earlier/, true],
  ];
  it.each(reads)("%s %s %s", (name, length, style, pattern, says) => {
    expect(pattern.test(output(name, length, style))).toBe(says);
  });
});
