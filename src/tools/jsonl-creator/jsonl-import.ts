import type { ExportMode, MessagePair } from "./contract";
import { splitJsonlLines } from "./jsonl-creator.engine";
import { parseLine, validateExample, type Issue } from "./jsonl-validator";

/**
 * Reads an existing .jsonl file back into the editor's model (one system message + user/assistant pairs),
 * reporting, line by line, what the fine-tuning validator finds and what could not be imported.
 */

export type ImportedPair = Pick<MessagePair, "userContent" | "assistantContent">;

export interface ImportResult {
  /** The first non-empty system message found, or null. */
  systemMessage: string | null;
  pairs: ImportedPair[];
  /** Non-blank lines read. */
  examples: number;
  /** The export mode that writes the file back the same way: one line per pair if every example is one pair. */
  mode: ExportMode;
  issues: Issue[];
}

export function importJsonl(text: string): ImportResult {
  const issues: Issue[] = [];
  const pairs: ImportedPair[] = [];
  let systemMessage: string | null = null;
  let examples = 0;
  let everyExampleOnePair = true;
  const skip = (line: number, message: string) =>
    issues.push({ severity: "warning", code: "not_imported", line, message });

  for (const { line, text: t } of splitJsonlLines(text)) {
    if (t.trim() === "") continue;
    examples++;
    const parsed = parseLine(t, line);
    if (!parsed.ok) {
      issues.push({ ...parsed.issue, message: `${parsed.issue.message} Not imported.` });
      everyExampleOnePair = false;
      continue;
    }
    issues.push(...validateExample(parsed.value, line));
    const messages = (parsed.value as { messages?: unknown } | null)?.messages;
    if (!Array.isArray(messages)) {
      everyExampleOnePair = false;
      continue;
    }
    let pending: ImportedPair | null = null;
    let pairsHere = 0;
    for (const [i, m] of messages.entries()) {
      const at = `Message ${i + 1}`;
      const role = (m as { role?: unknown } | null)?.role;
      const content = (m as { content?: unknown } | null)?.content;
      if (typeof content !== "string" || content.trim() === "") {
        skip(line, `${at} was not imported (no text content).`);
      } else if (role === "system") {
        if (systemMessage === null) systemMessage = content;
        else if (content.trim() !== systemMessage.trim()) {
          skip(line, `${at}: a different system message was not imported (the editor keeps one).`);
        }
      } else if (role === "user") {
        if (pending) {
          pairs.push(pending);
          pairsHere++;
        }
        pending = { userContent: content, assistantContent: "" };
      } else if (role === "assistant" && pending) {
        pairs.push({ ...pending, assistantContent: content });
        pairsHere++;
        pending = null;
      } else if (role === "assistant") {
        skip(line, `${at}: an assistant message without a user message before it was not imported.`);
      } else {
        skip(line, `${at} was not imported (role ${JSON.stringify(role)}).`);
      }
    }
    if (pending) {
      pairs.push(pending);
      pairsHere++;
    }
    if (pairsHere !== 1) everyExampleOnePair = false;
  }
  const mode: ExportMode = examples > 1 && everyExampleOnePair ? "per-pair" : "single";
  return { systemMessage, pairs, examples, mode, issues: issues.sort((a, b) => (a.line ?? 0) - (b.line ?? 0)) };
}
