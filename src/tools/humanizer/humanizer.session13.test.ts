/**
 * Session 13 (helper post): an adverb goes after "be" ("it also is central" -> "it is also central"), and "it is key
 * to" / "vital to" before a noun is no necessity ("it is also key to retention" was "You also must retention."; "It is
 * vital to our success." was "We must our success."). Each row fails on the code before.
 */
import { describe, expect, it } from "vitest";
import { humanize } from "./humanizer.engine";

describe("humanizer: adverb order and 'key to' a noun, session 13", () => {
  it.each([
    [
      "Cycling to work saves money. Furthermore, it also is central to staying fit.",
      "professional",
      /it is also central to staying fit/i,
      /also is central/,
    ],
    [
      "Our volunteers still are the heart of the charity, and they always are welcome.",
      "friendly",
      /they are always welcome/,
      /always are/,
    ],
    [
      "Good onboarding matters. Additionally, it is also key to retention.",
      "professional",
      /key to retention/,
      /must retention|need to retention|have to retention/,
    ],
    [
      "Clear goals help. It is vital to our success.",
      "professional",
      /to our success/,
      /must our success|need to our success|have to our success/,
    ],
  ] as [string, "professional" | "friendly" | "casual", RegExp, RegExp][])("%s (%s)", (text, voice, want, never) => {
    const out = humanize(text, voice);
    expect(out).toMatch(want);
    expect(out).not.toMatch(never);
  });
});
