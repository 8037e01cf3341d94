import { describe, expect, it } from "vitest";
import { safeParse } from "zod/v4/core";
import { defaultsOf, errorsOf, valueAt, withValueAt } from "./use-form";
import { summarizeRequest, summarizerMessages } from "../../tools/summarizer/contract";
import { mlaMessages, mlaRequest } from "../../tools/mla-citation/contract";
import { promptBuilderForm } from "../../tools/prompt-builder/contract";

describe("use-form paths", () => {
  const values = {
    title: "A",
    contributors: [
      { first: "Ann", last: "Lee" },
      { first: "Bo", last: "Kim" },
    ],
  };

  it("reads a value by its dotted path", () => {
    expect(valueAt(values, "title")).toBe("A");
    expect(valueAt(values, "contributors.1.first")).toBe("Bo");
    expect(valueAt(values, "contributors.5.first")).toBeUndefined();
  });

  it("writes a copy, leaving the original and untouched branches as they were", () => {
    const next = withValueAt(values, "contributors.1.last", "Park");
    expect(next.contributors[1]).toEqual({ first: "Bo", last: "Park" });
    expect(values.contributors[1]!.last).toBe("Kim");
    expect(Array.isArray(next.contributors)).toBe(true);
    expect(next.contributors[0]).toBe(values.contributors[0]);
    expect(withValueAt(values, "title", "B")).toEqual({ ...values, title: "B" });
  });
});

describe("use-form errors from a contract's schema", () => {
  it("gives the spec's message per field, the first one when a field has several", () => {
    const parsed = safeParse(summarizeRequest, { text: "   ", summaryLength: "medium", summaryStyle: "paragraph" });
    expect(parsed.success).toBe(false);
    expect(errorsOf(parsed.error!.issues)).toEqual({ text: summarizerMessages.textRequired });
  });

  it("keys nested issues by their dotted path and form-level ones by the path the schema names", () => {
    const rows = Array.from({ length: 21 }, () => ({
      first: "A",
      last: "B",
      organization: "",
      role: "author" as const,
    }));
    const parsed = safeParse(mlaRequest, { title: "", contributors: rows, date: "sometime" });
    expect(parsed.success).toBe(false);
    const errors = errorsOf(parsed.error!.issues);
    expect(errors.contributors).toBe(mlaMessages.tooManyContributors);
    expect(errors.date).toBe(mlaMessages.badDate);
  });

  it("is empty for valid values", () => {
    expect(errorsOf([])).toEqual({});
    expect(safeParse(summarizeRequest, { text: "Some text." }).success).toBe(true);
  });
});

describe("use-form first values", () => {
  it("takes each field's default from the schema and starts text without one empty", () => {
    expect(defaultsOf(summarizeRequest)).toEqual({ text: "", summaryLength: "medium", summaryStyle: "paragraph" });
  });

  it("reads through pipes, optional and nullable wrappers (a list's default, a nullish text)", () => {
    const start = defaultsOf(mlaRequest);
    expect(start.contributors).toEqual([]);
    expect(start.titleLanguage).toBe("auto");
    expect(defaultsOf(promptBuilderForm)).toMatchObject({ additional_context: "", keywordsText: "", length: "medium" });
  });
});
