/**
 * Regression tests for the defect classes found by reading the second issue-11 held-out sets (casual reading like
 * friendly, "embarking on a journey of", "when it comes to", inverted "not only", greetings); each test uses its own
 * sentences, written for the class.
 */
import { describe, expect, it } from "vitest";
import type { VoiceStyle } from "./contract";
import { humanize } from "./humanizer.engine";

const STYLES: VoiceStyle[] = ["casual", "friendly", "professional"];

describe("the casual voice is not the friendly one", () => {
  it("speaks like a message: greetings, sign-offs, 'thanks', 'like', no 'Please' before an order", () => {
    const mail =
      "Hello everyone,\n\nPlease remember that the car park is closed on Friday. Thank you so much for your patience. We have options such as the station car park.\n\nBest regards,\nPriya";
    const casual = humanize(mail, "casual");
    const friendly = humanize(mail, "friendly");
    const professional = humanize(mail, "professional");
    expect(casual).toMatch(/^Hey everyone,/);
    expect(friendly).toMatch(/^Hi everyone,/);
    expect(professional).toMatch(/^Hello everyone,/);
    expect(casual).toMatch(/\nCheers,\nPriya$/);
    expect(friendly).toMatch(/\nAll the best,\nPriya$/);
    expect(professional).toMatch(/\nKind regards,\nPriya$/);
    expect(casual).toMatch(/Remember the car park/);
    expect(friendly).toMatch(/Please remember/);
    expect(casual).toMatch(/Thanks so much/);
    expect(casual).toMatch(/options like the station/);
    expect(friendly).toMatch(/such as the station/);
    expect(casual).not.toBe(friendly);
  });

  it("keeps a formal letter's salutations, and a sentence that ran on after the greeting's comma in lower case", () => {
    expect(humanize("Dear Dr. Mensah, I am writing about the lab booking.", "casual")).toMatch(
      /^Dear Dr\. Mensah, I'm writing/,
    );
    const letter = "Dear Hiring Manager,\n\nI am applying for the Junior Designer role.\n\nYours sincerely,\nAmal";
    for (const style of STYLES)
      expect(humanize(letter, style)).toMatch(/^Dear Hiring Manager,[\s\S]*\nYours sincerely,\nAmal$/);
    expect(humanize("Dear all, we are moving the meeting to 3 pm.", "friendly")).toMatch(/^Hi all, we're moving/);
  });

  it("keeps a list's closing ', and' inside its sentence when splitting a long casual sentence", () => {
    const out = humanize(
      "Set in a quiet valley, the farmhouse has two big bedrooms, a wood-burning stove, and a sunny walled garden.",
      "casual",
    );
    expect(out).not.toMatch(/stove\. And/);
  });

  it("says 'have to' / 'need to' for 'are required to', with agreement", () => {
    expect(humanize("All tenants are required to register their bikes.", "casual")).toMatch(
      /All tenants have to register/,
    );
    expect(humanize("Every visitor is required to sign in at reception.", "friendly")).toMatch(
      /Every visitor needs to sign in/,
    );
    expect(humanize("Every visitor is required to sign in at reception.", "professional")).toMatch(
      /is required to sign in/,
    );
  });
});

describe("AI frames that broke grammar", () => {
  it("rewrites 'embarking on a journey of X' and 'when it comes to' without a broken preposition", () => {
    for (const style of STYLES) {
      const out = humanize("Embarking on a journey of language learning takes patience.", style);
      expect(out).not.toMatch(/out of language|journey/);
      expect(out).toMatch(/^(?:Working on|Committing to) language learning takes patience\.$/);
      expect(humanize("When it comes to planning a wedding, start with the budget.", style)).toMatch(
        /^When planning a wedding, start with the budget\.$/,
      );
      expect(humanize("When it comes to pricing, we are flexible.", style)).not.toMatch(/^With pricing|^When pricing/);
    }
  });

  it("turns an inverted 'Not only does it X, but it also Y' into a plain sentence with the verb agreeing", () => {
    for (const style of STYLES) {
      expect(humanize("Not only does it save time, but it also cuts costs.", style)).toBe(
        "It saves time, and it also cuts costs.",
      );
      expect(humanize("Not only did they win the match, but they also broke the record.", style)).toBe(
        "They won the match, and they also broke the record.",
      );
    }
  });
});
