/**
 * The session-4 held-out sets (humanizer.heldout-5.ts: set H read before its fixes, set I after them): every number
 * kept in every voice, and Link Grammar complete parses of every voice's sentences at least as often as the inputs'.
 */
import { describe, expect, it } from "vitest";
import { LINK_PARSER, canRun } from "../../../tests/helpers/system-tools";
import { completeParseShare } from "../../../tests/quality/link-grammar";
import type { VoiceStyle } from "./contract";
import { humanize } from "./humanizer.engine";
import { HUMANIZER_HELDOUT_H, HUMANIZER_HELDOUT_I } from "./humanizer.heldout-5";

const STYLES: VoiceStyle[] = ["casual", "friendly", "professional"];
const SETS = { H: HUMANIZER_HELDOUT_H, I: HUMANIZER_HELDOUT_I };
const outputs = Object.fromEntries(
  Object.entries(SETS).map(([name, texts]) => [
    name,
    texts.map(([, text]) => ({ text, out: Object.fromEntries(STYLES.map((s) => [s, humanize(text, s)])) })),
  ]),
) as Record<string, { text: string; out: Record<VoiceStyle, string> }[]>;
const numbers = (s: string) => (s.match(/\d[\d,.]*\d|\d/g) ?? []).sort();

describe("session-4 held-out sets H and I", () => {
  it.each(Object.keys(SETS))("set %s: numbers kept in every voice", (name) => {
    for (const { text, out } of outputs[name]!)
      for (const s of STYLES) expect(numbers(out[s]), `${s}: ${text}`).toEqual(numbers(text));
  });
});

describe.runIf(canRun("humanizer session-4 held-out grammar (Link Grammar)", LINK_PARSER))("held-out grammar", () => {
  it.each(Object.keys(SETS))(
    "set %s: every voice parses at least as often as the input",
    async (name) => {
      const set = outputs[name]!;
      const input = await completeParseShare(set.map((o) => o.text));
      for (const s of STYLES)
        expect(await completeParseShare(set.map((o) => o.out[s])), s).toBeGreaterThanOrEqual(input);
      // (Set H is 61 texts: four parser runs of about 250 sentences each on a shared 2-core machine.)
    },
    120_000,
  );
});
