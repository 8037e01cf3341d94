/**
 * MLA Handbook, 9th edition: one case per rule (mla-rule-cases.json), written for this project (not copied from a
 * guide). Each case names the rule it covers; `expected` marks italics with *asterisks*. Inputs use the newer optional
 * fields (author rows, container, publisher, edition, DOI...) as the form sends them, and the first form's fields
 * where the rule says so. Then the date messages and the helpers.
 */
import { describe, expect, it } from "vitest";
import { mlaMessages, mlaRequest, type MlaRequest } from "./contract";
import ruleCases from "./mla-rule-cases.json" with { type: "json" };
import helperCases from "./mla-helper-cases.json" with { type: "json" };
import { formatAuthors } from "./mla-names";
import { formatMlaDate } from "./mla-dates";
import { mlaTitleCase } from "./mla-title";
import { formatCitation, formatEdition, formatPages, formatPublisher, looksNonEnglish } from "./mla-citation.engine";

const NOW = new Date("2026-11-21T12:00:00Z");
const marked = (input: MlaRequest) =>
  formatCitation(mlaRequest.parse(input), NOW)
    .parts.map((p) => (p.italic ? `*${p.text}*` : p.text))
    .join("");

/** The cases (data, in JSON): the rule each covers, what the form sends, and the entry MLA 9 writes. */
const CASES = ruleCases as { rule: string; input: MlaRequest; expected: string }[];

describe("MLA 9 rules, one case each", () => {
  it("covers at least 30 rules", () => expect(CASES.length).toBeGreaterThanOrEqual(30));
  for (const c of CASES) {
    it(c.rule, () => expect(marked(c.input)).toBe(c.expected));
  }
});

describe("dates are validated with a clear message (2.5: a publication date is a date)", () => {
  it("refuses text that is not a date and accepts every form a person types", () => {
    const bad = mlaRequest.safeParse({ title: "X", date: "sometime last year" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(mlaMessages.badDate);
    for (const date of [
      "2024",
      "March 2024",
      "5 March 2024",
      "March 5, 2024",
      "2024-03-05",
      "03/05/2024",
      "spring 2020",
      "2019-2020",
      "Accessed 5 May 2020",
    ]) {
      expect(mlaRequest.safeParse({ title: "X", date }).success, date).toBe(true);
    }
    expect(mlaRequest.safeParse({ title: "X", accessed: "yesterday-ish" }).error?.issues[0]?.message).toBe(
      mlaMessages.badAccessDate,
    );
  });
});

/** The helpers, each with what it is given and what MLA 9 writes (mla-helper-cases.json). */
const HELPERS: Record<keyof typeof helperCases, (input: string) => string | boolean> = {
  formatPages,
  formatEdition,
  looksNonEnglish,
  formatAuthors,
  formatMlaDate,
  mlaTitleCase,
  formatPublisher,
};

describe("helpers", () => {
  for (const [name, { about, cases }] of Object.entries(helperCases)) {
    it(`${name} ${about}`, () => {
      for (const [input, expected] of cases)
        expect(HELPERS[name as keyof typeof HELPERS](input as string), input as string).toBe(expected);
    });
  }
});
