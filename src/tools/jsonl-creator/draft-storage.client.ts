import type { ExportMode, MessagePair } from "./contract";

/**
 * Keeps the JSONL draft in this browser's local storage so that it survives a reload.
 * Two keys: the document (system message, pairs, export mode) and the two half-typed inputs, so that a keystroke
 * in an input does not rewrite every saved pair.
 */

export interface Draft {
  systemMessage: string;
  pairs: MessagePair[];
  nextId: number;
  mode: ExportMode;
  userInput: string;
  assistantInput: string;
}

export const DRAFT_KEY = "ai-app-hub:jsonl-creator:draft";
export const INPUTS_KEY = "ai-app-hub:jsonl-creator:inputs";

const str = (v: unknown): string => (typeof v === "string" ? v : "");

function readJson(key: string): Record<string, unknown> {
  try {
    const raw = window.localStorage.getItem(key);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The stored draft, or an empty one; anything malformed in storage is ignored rather than trusted. */
export function loadDraft(): Draft {
  const doc = readJson(DRAFT_KEY);
  const inputs = readJson(INPUTS_KEY);
  const pairs: MessagePair[] = [];
  const seen = new Set<number>();
  for (const p of Array.isArray(doc.pairs) ? (doc.pairs as unknown[]) : []) {
    const o = (typeof p === "object" && p !== null ? p : {}) as Record<string, unknown>;
    const id = typeof o.id === "number" && Number.isSafeInteger(o.id) && o.id > 0 && !seen.has(o.id) ? o.id : null;
    if (id === null || str(o.userContent).trim() === "") continue;
    seen.add(id);
    pairs.push({ id, userContent: str(o.userContent), assistantContent: str(o.assistantContent) });
  }
  const maxId = pairs.reduce((m, p) => Math.max(m, p.id), 0);
  const storedNext = typeof doc.nextId === "number" && Number.isSafeInteger(doc.nextId) ? doc.nextId : 1;
  return {
    systemMessage: str(doc.systemMessage),
    pairs,
    nextId: Math.max(storedNext, maxId + 1),
    mode: doc.mode === "per-pair" ? "per-pair" : "single",
    userInput: str(inputs.userInput),
    assistantInput: str(inputs.assistantInput),
  };
}

/** Writes one part of the draft; false when the browser refuses (storage full or disabled). */
export function saveDraftPart(key: typeof DRAFT_KEY | typeof INPUTS_KEY, value: object): boolean {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}
