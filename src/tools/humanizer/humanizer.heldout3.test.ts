/**
 * The third and fourth issue-11 held-out sets (humanizer.heldout-3.ts: set C read before its fixes, set D after them,
 * spot check E after set D's; humanizer.heldout-4.ts: set F before its fixes, G after): numbers
 * kept, no text where casual and friendly are the same (bar at most one a set), and Link Grammar complete parses of
 * every voice's sentences at least as often as the inputs'.
 */
import { describe, expect, it } from "vitest";
import { LINK_PARSER, canRun } from "../../../tests/helpers/system-tools";
import { completeParseShare } from "../../../tests/quality/link-grammar";
import type { VoiceStyle } from "./contract";
import { humanize } from "./humanizer.engine";
import { HUMANIZER_HELDOUT_C, HUMANIZER_HELDOUT_D, HUMANIZER_HELDOUT_E } from "./humanizer.heldout-3";
import { HUMANIZER_HELDOUT_F, HUMANIZER_HELDOUT_G } from "./humanizer.heldout-4";

const STYLES: VoiceStyle[] = ["casual", "friendly", "professional"];
const SETS = {
  C: HUMANIZER_HELDOUT_C,
  D: HUMANIZER_HELDOUT_D,
  E: HUMANIZER_HELDOUT_E,
  F: HUMANIZER_HELDOUT_F,
  G: HUMANIZER_HELDOUT_G,
};
const outputs = Object.fromEntries(
  Object.entries(SETS).map(([name, texts]) => [
    name,
    texts.map((text) => ({ text, out: Object.fromEntries(STYLES.map((s) => [s, humanize(text, s)])) })),
  ]),
) as Record<string, { text: string; out: Record<VoiceStyle, string> }[]>;
const numbers = (s: string) => (s.match(/\d[\d,.]*\d|\d/g) ?? []).sort();

describe("issue-11 held-out sets C and D", () => {
  it.each(Object.keys(SETS))("set %s: numbers kept, casual and friendly differ", (name) => {
    const set = outputs[name]!;
    for (const { text, out } of set)
      for (const s of STYLES) expect(numbers(out[s]), `${s}: ${text}`).toEqual(numbers(text));
    const same = set.filter(({ out }) => out.casual.replace(/!/g, ".") === out.friendly.replace(/!/g, "."));
    expect(same.length).toBeLessThanOrEqual(1);
  });
});

describe.runIf(canRun("humanizer held-out grammar (Link Grammar)", LINK_PARSER))("held-out grammar", () => {
  it.each(Object.keys(SETS))("set %s: every voice parses at least as often as the input", async (name) => {
    const set = outputs[name]!;
    const input = await completeParseShare(set.map((o) => o.text));
    for (const s of STYLES) expect(await completeParseShare(set.map((o) => o.out[s])), s).toBeGreaterThanOrEqual(input);
  });
});
