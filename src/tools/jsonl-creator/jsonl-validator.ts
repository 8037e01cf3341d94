import { FINE_TUNING } from "./contract";
import { splitJsonlLines } from "./jsonl-creator.engine";
import { formatNumber } from "../../shared/text/format-number";

/**
 * Checks JSONL text against the OpenAI chat fine-tuning format, the way OpenAI's own format checker does:
 * errors (the upload would be rejected) and warnings (the file works but is probably not what you want).
 */

export type Severity = "error" | "warning";

export type IssueCode =
  | "invalid_json"
  | "not_object"
  | "missing_messages"
  | "message_not_object"
  | "missing_key"
  | "unrecognized_key"
  | "unrecognized_role"
  | "invalid_content"
  | "invalid_weight"
  | "invalid_name"
  | "missing_assistant"
  | "not_ending_with_assistant"
  | "missing_system"
  | "missing_user"
  | "too_many_tokens"
  | "blank_line"
  | "no_examples"
  | "few_examples"
  | "not_imported";

export interface Issue {
  severity: Severity;
  code: IssueCode;
  /** 1-based line of the file, or null for the whole file. */
  line: number | null;
  message: string;
}

export interface ValidationReport {
  /** Lines holding an example (every non-blank line). */
  examples: number;
  issues: Issue[];
  errors: number;
  warnings: number;
}

const ROLES: readonly string[] = FINE_TUNING.roles;
const KEYS: readonly string[] = FINE_TUNING.messageKeys;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A conservative token estimate (no tokenizer is shipped): a quarter token per ASCII character, one per other
 * character (CJK text is about one token per character), plus the chat format's overhead of 3 per message + 3.
 */
export function estimateTokens(messages: readonly unknown[]): number {
  let total = 3;
  for (const m of messages) {
    total += 3;
    if (!isRecord(m)) continue;
    for (const key of ["content", "name"] as const) {
      const v = m[key];
      if (typeof v !== "string") continue;
      let ascii = 0;
      let other = 0;
      for (const ch of v) {
        if (ch.charCodeAt(0) < 128) ascii++;
        else other++;
      }
      total += Math.ceil(ascii / 4) + other;
    }
  }
  return total;
}

/** The issues of one parsed line (`value` is the result of JSON.parse). */
export function validateExample(value: unknown, line: number): Issue[] {
  const issues: Issue[] = [];
  const add = (severity: Severity, code: IssueCode, message: string) => issues.push({ severity, code, line, message });
  if (!isRecord(value)) {
    add("error", "not_object", "The line is not a JSON object.");
    return issues;
  }
  const messages = value.messages;
  if (!Array.isArray(messages) || messages.length === 0) {
    add("error", "missing_messages", 'The example has no "messages" list (or it is empty).');
    return issues;
  }
  messages.forEach((m, i) => {
    const at = `Message ${i + 1}`;
    if (!isRecord(m)) {
      add("error", "message_not_object", `${at} is not an object.`);
      return;
    }
    const hasFunctionCall = m.function_call !== undefined && m.function_call !== null;
    const missing = ["role", "content"].filter((k) => !(k in m) && !(k === "content" && hasFunctionCall));
    if (missing.length) add("error", "missing_key", `${at} is missing ${missing.map((k) => `"${k}"`).join(" and ")}.`);
    const unknown = Object.keys(m).filter((k) => !KEYS.includes(k));
    if (unknown.length) {
      add(
        "error",
        "unrecognized_key",
        `${at} has unrecognized key${unknown.length > 1 ? "s" : ""} ${unknown.map((k) => `"${k}"`).join(", ")} (allowed: ${KEYS.join(", ")}).`,
      );
    }
    if ("role" in m && (typeof m.role !== "string" || !ROLES.includes(m.role))) {
      add(
        "error",
        "unrecognized_role",
        `${at} has unrecognized role ${JSON.stringify(m.role)} (allowed: ${ROLES.join(", ")}).`,
      );
    }
    const c = m.content;
    const nullAllowed = hasFunctionCall && (c === null || c === undefined);
    if ("content" in m && !nullAllowed && (typeof c !== "string" || c.trim() === "")) {
      add("error", "invalid_content", `${at} has ${typeof c === "string" ? "empty" : "non-string"} content.`);
    }
    if ("weight" in m && (m.role !== "assistant" || (m.weight !== 0 && m.weight !== 1))) {
      add("error", "invalid_weight", `${at}: "weight" must be 0 or 1, and only on assistant messages.`);
    }
    if ("name" in m && typeof m.name !== "string") add("error", "invalid_name", `${at}: "name" must be a string.`);
  });
  const roles = messages.map((m) => (isRecord(m) ? m.role : undefined));
  if (!roles.includes("assistant")) add("error", "missing_assistant", "The example has no assistant message.");
  else if (roles[roles.length - 1] !== "assistant") {
    add("error", "not_ending_with_assistant", "The example does not end with an assistant message.");
  }
  if (!roles.includes("system")) add("warning", "missing_system", "The example has no system message.");
  if (!roles.includes("user")) add("warning", "missing_user", "The example has no user message.");
  const tokens = estimateTokens(messages);
  if (tokens > FINE_TUNING.maxTokensPerExample) {
    add(
      "warning",
      "too_many_tokens",
      `The example is about ${formatNumber(tokens)} tokens, over the ${formatNumber(FINE_TUNING.maxTokensPerExample)}-token limit: it would be truncated.`,
    );
  }
  return issues;
}

/** Parses one line; a JSON syntax error becomes an issue. */
export function parseLine(text: string, line: number): { ok: true; value: unknown } | { ok: false; issue: Issue } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    const detail = error instanceof Error ? error.message : "syntax error";
    return {
      ok: false,
      issue: { severity: "error", code: "invalid_json", line, message: `The line is not valid JSON (${detail}).` },
    };
  }
}

/** Validates a whole JSONL text: every line, then the file (no examples, fewer than the minimum for fine-tuning). */
export function validateJsonl(text: string): ValidationReport {
  const lines = splitJsonlLines(text);
  while (lines.length && lines[lines.length - 1]!.text.trim() === "") lines.pop();
  const issues: Issue[] = [];
  let examples = 0;
  for (const { line, text: t } of lines) {
    if (t.trim() === "") {
      issues.push({
        severity: "warning",
        code: "blank_line",
        line,
        message: "Blank line: it is skipped, but some tools reject it.",
      });
      continue;
    }
    examples++;
    const parsed = parseLine(t, line);
    if (!parsed.ok) issues.push(parsed.issue);
    else issues.push(...validateExample(parsed.value, line));
  }
  if (examples === 0) {
    issues.push({ severity: "error", code: "no_examples", line: null, message: "There are no examples yet." });
  } else if (examples < FINE_TUNING.minExamples) {
    issues.push({
      severity: "warning",
      code: "few_examples",
      line: null,
      message: `Fine-tuning needs at least ${FINE_TUNING.minExamples} examples (${FINE_TUNING.recommendedExamples}+ recommended); this file has ${examples}.`,
    });
  }
  const errors = issues.filter((i) => i.severity === "error").length;
  return { examples, issues, errors, warnings: issues.length - errors };
}
