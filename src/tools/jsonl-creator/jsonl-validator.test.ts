import { describe, expect, it } from "vitest";
import { FINE_TUNING } from "./contract";
import { draftToJsonl } from "./jsonl-creator.engine";
import { estimateTokens, validateExample, validateJsonl, type IssueCode } from "./jsonl-validator";

const codes = (value: unknown) => validateExample(value, 7).map((i) => i.code);
const errorsOf = (value: unknown) =>
  validateExample(value, 7)
    .filter((i) => i.severity === "error")
    .map((i) => i.code);
const msg = (role: string, content: unknown) => ({ role, content });
const good = [msg("system", "S"), msg("user", "U"), msg("assistant", "A")];

describe("validateExample (OpenAI chat fine-tuning rules)", () => {
  it("accepts a well-formed example, with name and weight where allowed", () => {
    expect(codes({ messages: good })).toEqual([]);
    expect(
      codes({
        messages: [
          msg("user", "U"),
          { role: "assistant", content: "A", weight: 0, name: "bot" },
          msg("user", "U2"),
          { ...msg("assistant", "B"), weight: 1 },
        ],
      }),
    ).toEqual(["missing_system"]);
  });

  it.each<[string, unknown, IssueCode]>([
    ["a line that is not an object", [good], "not_object"],
    ["a string line", "hello", "not_object"],
    ["no messages list", { prompt: "x", completion: "y" }, "missing_messages"],
    ["an empty messages list", { messages: [] }, "missing_messages"],
    ["a message that is not an object", { messages: ["hi", ...good] }, "message_not_object"],
    ["a message without role", { messages: [{ content: "x" }, ...good] }, "missing_key"],
    ["a message without content", { messages: [{ role: "user" }, ...good] }, "missing_key"],
    [
      "an unrecognized key",
      { messages: [{ ...msg("user", "U"), extra: 1 }, msg("assistant", "A")] },
      "unrecognized_key",
    ],
    ["an unrecognized role", { messages: [msg("bot", "U"), msg("assistant", "A")] }, "unrecognized_role"],
    ["empty content", { messages: [msg("user", ""), msg("assistant", "A")] }, "invalid_content"],
    ["blank content", { messages: [msg("user", "  \n"), msg("assistant", "A")] }, "invalid_content"],
    ["non-string content", { messages: [msg("user", 42), msg("assistant", "A")] }, "invalid_content"],
    [
      "a weight other than 0 or 1",
      { messages: [msg("user", "U"), { ...msg("assistant", "A"), weight: 0.5 }] },
      "invalid_weight",
    ],
    [
      "a weight on a user message",
      { messages: [{ ...msg("user", "U"), weight: 1 }, msg("assistant", "A")] },
      "invalid_weight",
    ],
    ["a non-string name", { messages: [{ ...msg("user", "U"), name: 3 }, msg("assistant", "A")] }, "invalid_name"],
    ["no assistant message", { messages: [msg("system", "S"), msg("user", "U")] }, "missing_assistant"],
    ["a trailing user message", { messages: [...good, msg("user", "more?")] }, "not_ending_with_assistant"],
  ])("reports %s as an error", (_name, value, code) => {
    expect(errorsOf(value)).toContain(code);
    expect(validateExample(value, 7).every((i) => i.line === 7)).toBe(true);
  });

  it("allows null content on an assistant function call", () => {
    const call = { role: "assistant", content: null, function_call: { name: "f", arguments: "{}" } };
    expect(errorsOf({ messages: [msg("user", "U"), call] })).toEqual([]);
  });

  it("warns about a missing system or user message, not errors", () => {
    const issues = validateExample({ messages: [msg("assistant", "A")] }, 1);
    expect(issues.map((i) => [i.severity, i.code])).toEqual([
      ["warning", "missing_system"],
      ["warning", "missing_user"],
    ]);
  });

  it("warns when an example is over the token limit, and not just under it", () => {
    const overhead = estimateTokens([msg("user", ""), msg("assistant", "A")]);
    const over = "abcd".repeat(FINE_TUNING.maxTokensPerExample - overhead);
    const example = (user: string) => ({ messages: [msg("system", "S"), msg("user", user), msg("assistant", "A")] });
    expect(estimateTokens(example(over).messages)).toBeGreaterThan(FINE_TUNING.maxTokensPerExample);
    expect(codes(example(over))).toContain("too_many_tokens");
    expect(codes(example("abcd".repeat(1000)))).not.toContain("too_many_tokens");
  });

  it("counts non-ASCII characters as a token each", () => {
    expect(estimateTokens([msg("user", "日本語")]) - estimateTokens([msg("user", "")])).toBe(3);
    expect(estimateTokens([msg("user", "abcdefgh")]) - estimateTokens([msg("user", "")])).toBe(2);
  });
});

describe("validateJsonl (whole file)", () => {
  it("reports invalid JSON with its line number", () => {
    const report = validateJsonl(`${JSON.stringify({ messages: good })}\n{"messages": [\n`);
    expect(report.issues.find((i) => i.code === "invalid_json")?.line).toBe(2);
    expect(report.errors).toBe(1);
  });

  it("counts examples, flags blank lines in the middle and ignores trailing ones", () => {
    const line = JSON.stringify({ messages: good });
    const report = validateJsonl(`${line}\n\n${line}\n\n`);
    expect(report.examples).toBe(2);
    expect(report.issues.filter((i) => i.code === "blank_line").map((i) => i.line)).toEqual([2]);
  });

  it("notes fewer than the minimum number of examples, and stops at the minimum", () => {
    const pairs = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ id: i + 1, userContent: `q${i}`, assistantContent: `a${i}` }));
    const few = validateJsonl(draftToJsonl("S", pairs(FINE_TUNING.minExamples - 1), "per-pair"));
    expect(few.issues.map((i) => i.code)).toEqual(["few_examples"]);
    expect(few.issues[0]!.message).toContain(`this file has ${FINE_TUNING.minExamples - 1}`);
    const enough = validateJsonl(draftToJsonl("S", pairs(FINE_TUNING.minExamples), "per-pair"));
    expect(enough).toMatchObject({ examples: FINE_TUNING.minExamples, errors: 0, warnings: 0, issues: [] });
  });

  it("an empty file has no examples (error)", () => {
    expect(validateJsonl("").issues.map((i) => i.code)).toEqual(["no_examples"]);
  });

  it("a draft whose last pair has no reply does not end with an assistant message", () => {
    const text = draftToJsonl("S", [
      { id: 1, userContent: "q", assistantContent: "a" },
      { id: 2, userContent: "q2", assistantContent: "" },
    ]);
    expect(validateJsonl(text).issues.map((i) => i.code)).toEqual(["not_ending_with_assistant", "few_examples"]);
  });
});
