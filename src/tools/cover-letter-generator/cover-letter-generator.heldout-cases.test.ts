/**
 * Regression tests for the defect classes found by reading held-out sets F and H cold: each case's resume and ad
 * (with the form's other fields), and what one letter or all three must (not) say
 * (cover-letter-generator.heldout-cases.json). Checks of the resume and job readers stay in the sets' own files.
 */
import { describe, expect, it } from "vitest";
import { expectText, type TextExpectation } from "../../../tests/helpers/text-expectations";
import type { CoverLetterInput } from "./contract";
import HELDOUT_CASES from "./cover-letter-generator.heldout-cases.json" with { type: "json" };
import { run, text } from "./cover-letter-generator.test-support";

interface HeldOutCase extends TextExpectation {
  title: string;
  resume: string;
  jobDescription: string;
  options?: Partial<CoverLetterInput>;
  /** The version whose letter is checked; all three letters when absent. */
  letter?: string;
}
const sets = HELDOUT_CASES.sets as { set: string; cases: HeldOutCase[] }[];

describe.each(sets.map((s) => [s.set, s.cases] as const))("%s (held-out cases)", (_, cases) => {
  it.each(cases.map((c) => [c.title, c] as const))("%s", (_title, c) => {
    const r = run(c.resume, c.jobDescription, c.options);
    const letter = c.letter === undefined ? text(r) : r.coverLetters.find((l) => l.version === c.letter)?.content;
    expect(letter, c.letter).toBeDefined();
    expectText(letter!, c, c.letter ?? "letters");
  });
});
