/**
 * What a case table (a tool's `*-cases.json`) says an output must or must not hold, checked one way for every tool:
 * `match` and `notMatch` hold substrings, or regular expressions written "/pattern/flags"; `times` says how often a
 * pattern matches (write it with the g flag).
 */
import { expect } from "vitest";

export interface TextExpectation {
  match?: string[];
  notMatch?: string[];
  times?: Record<string, number>;
}

/** "/pattern/flags" as a RegExp; any other string as itself (a substring). */
export function textPattern(p: string): string | RegExp {
  const re = /^\/(.*)\/([a-z]*)$/s.exec(p);
  return re ? new RegExp(re[1]!, re[2]) : p;
}

export function expectText(text: string, e: TextExpectation | undefined, label: string): void {
  for (const p of e?.match ?? []) expect(text, label).toMatch(textPattern(p));
  for (const p of e?.notMatch ?? []) expect(text, label).not.toMatch(textPattern(p));
  for (const [p, times] of Object.entries(e?.times ?? {})) {
    const re = textPattern(p);
    expect(typeof re === "string" ? text.split(re).length - 1 : (text.match(re) ?? []).length, `${label}: ${p}`).toBe(
      times,
    );
  }
}
