import type { ChatMessage, ChatRecord, ExportMode, MessagePair } from "./contract";

/**
 * The JSONL serializer: saved pairs (+ optional system message) -> chat fine-tuning records -> JSONL text.
 * Pure functions, run in the browser; nothing here touches the DOM or the network.
 */

/** The messages of one pair: the user message, then the assistant message unless it is empty (spec: omitted). */
export function pairMessages(pair: Pick<MessagePair, "userContent" | "assistantContent">): ChatMessage[] {
  const messages: ChatMessage[] = [{ role: "user", content: pair.userContent }];
  if (pair.assistantContent.trim() !== "") messages.push({ role: "assistant", content: pair.assistantContent });
  return messages;
}

/**
 * The records to export. "single" (the spec's format): one record with the system message first, then every
 * pair's user and assistant messages in order. "per-pair": one record per pair, each opening with the system message.
 * No pairs means no records (there is nothing to save).
 */
export function buildRecords(
  systemMessage: string,
  pairs: readonly MessagePair[],
  mode: ExportMode = "single",
): ChatRecord[] {
  if (pairs.length === 0) return [];
  const system = systemMessage.trim();
  const head: ChatMessage[] = system ? [{ role: "system", content: system }] : [];
  if (mode === "per-pair") return pairs.map((pair) => ({ messages: [...head, ...pairMessages(pair)] }));
  return [{ messages: [...head, ...pairs.flatMap(pairMessages)] }];
}

/** One JSON object per line, each line ending with a newline ("" when there are no records). */
export function serializeJsonl(records: readonly ChatRecord[]): string {
  return records.map((record) => `${JSON.stringify(record)}\n`).join("");
}

/** Convenience: the file content for a draft. */
export function draftToJsonl(
  systemMessage: string,
  pairs: readonly MessagePair[],
  mode: ExportMode = "single",
): string {
  return serializeJsonl(buildRecords(systemMessage, pairs, mode));
}

/** Splits JSONL text into numbered lines (1-based), dropping a byte order mark and handling CRLF. */
export function splitJsonlLines(text: string): { line: number; text: string }[] {
  const body = text.startsWith("\uFEFF") ? text.slice(1) : text;
  return body.split(/\r?\n/).map((t, i) => ({ line: i + 1, text: t }));
}
