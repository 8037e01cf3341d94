import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { MessagePair } from "./contract";
import { buildRecords, draftToJsonl, pairMessages, serializeJsonl, splitJsonlLines } from "./jsonl-creator.engine";
import { importJsonl } from "./jsonl-import";

const pair = (id: number, userContent: string, assistantContent: string): MessagePair => ({
  id,
  userContent,
  assistantContent,
});

describe("serializer", () => {
  it("writes one record: system first, then user/assistant messages in pair order", () => {
    const pairs = [pair(1, "Hi", "Hello!"), pair(2, "2+2?", "4")];
    const text = draftToJsonl("Be brief.", pairs);
    expect(text.endsWith("\n")).toBe(true);
    const lines = text.trimEnd().split("\n");
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toEqual({
      messages: [
        { role: "system", content: "Be brief." },
        { role: "user", content: "Hi" },
        { role: "assistant", content: "Hello!" },
        { role: "user", content: "2+2?" },
        { role: "assistant", content: "4" },
      ],
    });
  });

  it("omits an empty (or blank) assistant message and a blank system message", () => {
    expect(pairMessages(pair(1, "Q", "  "))).toEqual([{ role: "user", content: "Q" }]);
    const [record] = buildRecords("   ", [pair(1, "Q1", ""), pair(2, "Q2", "A2")]);
    expect(record!.messages.map((m) => m.role)).toEqual(["user", "user", "assistant"]);
  });

  it("has nothing to write without pairs, even with a system message", () => {
    expect(buildRecords("System", [])).toEqual([]);
    expect(draftToJsonl("System", [])).toBe("");
  });

  it("per-pair mode writes one line per pair, each opening with the system message", () => {
    const pairs = [pair(1, "a", "b"), pair(2, "c", ""), pair(3, "e", "f")];
    const lines = draftToJsonl("S", pairs, "per-pair")
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(3);
    expect(lines[1]).toEqual({
      messages: [
        { role: "system", content: "S" },
        { role: "user", content: "c" },
      ],
    });
    expect(lines.map((l) => l.messages[1].content)).toEqual(["a", "c", "e"]);
  });

  it("keeps quotes, newlines and non-Latin text intact, one physical line per record", () => {
    const tricky = 'He said "hi"\nthen left\t\\ 日本語 🎉 \u2028';
    const text = serializeJsonl(buildRecords("", [pair(1, tricky, tricky)], "per-pair"));
    expect(text.split("\n")).toHaveLength(2);
    expect(JSON.parse(text).messages[0].content).toBe(tricky);
  });

  it("splits lines on LF and CRLF and drops a byte order mark", () => {
    expect(splitJsonlLines("\uFEFFa\r\nb\nc")).toEqual([
      { line: 1, text: "a" },
      { line: 2, text: "b" },
      { line: 3, text: "c" },
    ]);
  });
});

describe("import (parser)", () => {
  const text = (s: string) => s.trim().length > 0;
  const arbPairs = fc.array(
    fc.record({ userContent: fc.string({ minLength: 1 }).filter(text), assistantContent: fc.string().filter(text) }),
    { minLength: 1, maxLength: 8 },
  );

  it("reads back what the serializer wrote, in both modes (property)", () => {
    fc.assert(
      fc.property(
        arbPairs,
        fc.string(),
        fc.constantFrom("single" as const, "per-pair" as const),
        (raw, system, mode) => {
          const pairs = raw.map((p, i) => ({ id: i + 1, ...p }));
          const result = importJsonl(draftToJsonl(system, pairs, mode));
          expect(result.pairs).toEqual(raw);
          expect(result.systemMessage).toBe(system.trim() ? system.trim() : null);
          expect(result.mode).toBe(mode === "per-pair" && pairs.length > 1 ? "per-pair" : "single");
        },
      ),
    );
  });

  it("keeps a user message whose reply is missing, as a pair with an empty assistant", () => {
    const result = importJsonl(
      '{"messages":[{"role":"user","content":"u1"},{"role":"user","content":"u2"},{"role":"assistant","content":"a2"}]}',
    );
    expect(result.pairs).toEqual([
      { userContent: "u1", assistantContent: "" },
      { userContent: "u2", assistantContent: "a2" },
    ]);
  });

  it("reports broken lines by line number and imports the rest", () => {
    const file = [
      '{"messages":[{"role":"user","content":"ok"},{"role":"assistant","content":"fine"}]}',
      "{not json",
      "",
      '["an array"]',
      '{"messages":[{"role":"assistant","content":"orphan"},{"role":"robot","content":"beep"},{"role":"user","content":"last"},{"role":"assistant","content":"end"}]}',
    ].join("\n");
    const result = importJsonl(file);
    expect(result.examples).toBe(4);
    expect(result.pairs).toEqual([
      { userContent: "ok", assistantContent: "fine" },
      { userContent: "last", assistantContent: "end" },
    ]);
    const byLine = (line: number) => result.issues.filter((i) => i.line === line).map((i) => i.code);
    expect(byLine(1)).toEqual(["missing_system"]);
    expect(byLine(2)).toEqual(["invalid_json"]);
    expect(byLine(4)).toEqual(["not_object"]);
    expect(byLine(5)).toEqual(expect.arrayContaining(["unrecognized_role", "not_imported"]));
    expect(result.issues.filter((i) => i.line === 5 && i.code === "not_imported")).toHaveLength(2);
  });

  it("keeps the first system message and reports a different one", () => {
    const file = [
      '{"messages":[{"role":"system","content":"A"},{"role":"user","content":"1"},{"role":"assistant","content":"x"}]}',
      '{"messages":[{"role":"system","content":"B"},{"role":"user","content":"2"},{"role":"assistant","content":"y"}]}',
    ].join("\n");
    const result = importJsonl(file);
    expect(result.systemMessage).toBe("A");
    expect(result.mode).toBe("per-pair");
    expect(result.issues.map((i) => [i.line, i.code])).toEqual([[2, "not_imported"]]);
  });
});
