import { expect } from "vitest";
import type { VoiceStyle } from "./contract";
import { humanize } from "./humanizer.engine";

export const VOICES: VoiceStyle[] = ["casual", "friendly", "professional"];

/** A property row: in each voice, no `bad` pattern in the rewrite and every `kept` string still there. */
export interface VoiceRow {
  name: string;
  text: string;
  bad: RegExp[];
  kept: string[];
  voices?: VoiceStyle[];
}

export function expectVoiceRow(row: VoiceRow): void {
  for (const voice of row.voices ?? VOICES) {
    const out = humanize(row.text, voice);
    for (const re of row.bad) expect(out, `${voice}: ${out}`).not.toMatch(re);
    for (const word of row.kept) expect(out, `${voice}: ${out}`).toContain(word);
  }
}
