/**
 * MLA Handbook, 9th edition: one case per rule (mla-rule-cases.json), written for this project (not copied from a
 * guide). Each case names the rule it covers; `expected` marks italics with *asterisks*. Inputs use the newer optional
 * fields (author rows, container, publisher, edition, DOI...) as the form sends them, and the first form's fields
 * where the rule says so. Then the date messages and the helpers.
 */
import { describe, expect, it } from "vitest";
import { mlaMessages, mlaRequest, type MlaRequest } from "./contract";
import ruleCases from "./mla-rule-cases.json";
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

describe("helpers", () => {
  it("shortens page ranges per 2.133", () => {
    expect(formatPages("1124-1131")).toBe("pp. 1124-31");
    expect(formatPages("1608-1774")).toBe("pp. 1608-774");
    expect(formatPages("98-101")).toBe("pp. 98-101");
    expect(formatPages("321-328")).toBe("pp. 321-28");
    expect(formatPages("1-9")).toBe("pp. 1-9");
    expect(formatPages("7")).toBe("p. 7");
  });
  it("writes editions as MLA does", () => {
    expect(formatEdition("2")).toBe("2nd ed.");
    expect(formatEdition("third edition")).toBe("3rd ed.");
    expect(formatEdition("11")).toBe("11th ed.");
    expect(formatEdition("revised")).toBe("Revised ed.");
    expect(formatEdition("2nd ed.")).toBe("2nd ed.");
  });
  it("tells English titles from others", () => {
    expect(looksNonEnglish("Cien años de soledad")).toBe(true);
    expect(looksNonEnglish("Der Zauberberg und die Zeit")).toBe(true);
    expect(looksNonEnglish("Why Stars Die")).toBe(false);
    expect(looksNonEnglish("The Art of War")).toBe(false);
  });
});

describe("publishers (added for issue 12's second check)", () => {
  it("2.104 publishers: business words dropped, academic presses shortened, trade presses kept", () => {
    expect(formatPublisher("W. W. Norton & Company")).toBe("W. W. Norton");
    expect(formatPublisher("Little, Brown and Company")).toBe("Little, Brown");
    expect(formatPublisher("Houghton Mifflin Co.")).toBe("Houghton Mifflin");
    expect(formatPublisher("MIT Press")).toBe("MIT P");
    expect(formatPublisher("Johns Hopkins University Press")).toBe("Johns Hopkins UP");
    expect(formatPublisher("Penguin Press")).toBe("Penguin Press");
    expect(formatPublisher("Beacon Press")).toBe("Beacon Press");
  });
});
