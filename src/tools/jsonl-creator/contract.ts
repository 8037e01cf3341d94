/**
 * JSONL creator: the spec's user-facing strings and the shapes shared by the page and the browser-side engine.
 * This tool runs entirely in the browser (no route, no request to any server).
 */

export const jsonlMessages = {
  saved: { title: "Message saved" },
  emptyUser: { title: "Cannot save empty message", description: "Please enter user message content" },
  removed: { title: "Message removed" },
  cleared: { title: "Cleared" },
  downloaded: { title: "JSONL file downloaded successfully!" },
  nothingToSave: { title: "No messages to save!" },
} as const;

/** Name of the downloaded file (spec). */
export const JSONL_FILE_NAME = "generated_data.jsonl";

/** One saved user/assistant pair; an empty assistantContent is omitted from the output. */
export interface MessagePair {
  id: number;
  userContent: string;
  assistantContent: string;
}

/**
 * How pairs become JSONL lines:
 * - "single": one record holding the system message, then every user/assistant message in order (the spec's export);
 * - "per-pair": one record per pair, each starting with the system message.
 */
export type ExportMode = "single" | "per-pair";

export const EXPORT_MODES: readonly { value: ExportMode; label: string; description: string }[] = [
  { value: "single", label: "One conversation", description: "All pairs in one example (one line)" },
  { value: "per-pair", label: "One example per pair", description: "One line per pair, each with the system message" },
];

export type Role = "system" | "user" | "assistant";

export interface ChatMessage {
  role: Role;
  content: string;
}

export interface ChatRecord {
  messages: ChatMessage[];
}

/** Fine-tuning rules from OpenAI's chat format (see docs/tools/jsonl-creator.md). */
export const FINE_TUNING = {
  roles: ["system", "user", "assistant"] as const,
  messageKeys: ["role", "content", "name", "function_call", "weight"] as const,
  minExamples: 10,
  recommendedExamples: 50,
  /** Token limit per example used by OpenAI's own format checker (gpt-3.5-turbo context). */
  maxTokensPerExample: 16_385,
} as const;
