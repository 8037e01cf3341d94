/**
 * Regression tests for the defect classes found by reading the held-out sets F to K cold: each case's prompt on each
 * of its platforms, and what the post and its hashtags must (not) hold (post-generator.heldout-cases.json). Checks a
 * table cannot say (language detection, order within the post, one platform against another) are in
 * post-generator.heldout-f.test.ts and post-generator.heldout-h.test.ts.
 */
import { describe, expect, it } from "vitest";
import { expectText, type TextExpectation } from "../../../tests/helpers/text-expectations";
import type { Platform } from "./contract";
import { generatePost } from "./post-generator.engine";
import HELDOUT_CASES from "./post-generator.heldout-cases.json" with { type: "json" };

interface HeldOutCase {
  title: string;
  prompt: string;
  platforms: Platform[];
  post?: TextExpectation;
  hashtags?: { has?: string[]; lacks?: string[] };
}

const sets = HELDOUT_CASES.sets as { set: string; cases: HeldOutCase[] }[];

describe.each(sets.map((s) => [s.set, s.cases] as const))("%s (held-out cases)", (_, cases) => {
  it.each(cases.map((c) => [c.title, c] as const))("%s", (_title, c) => {
    expect(c.platforms.length).toBeGreaterThan(0);
    for (const platform of c.platforms) {
      const { post, hashtags } = generatePost(c.prompt, platform);
      expectText(post, c.post, platform);
      for (const tag of c.hashtags?.has ?? []) expect(hashtags, platform).toContain(tag);
      for (const tag of c.hashtags?.lacks ?? []) expect(hashtags, platform).not.toContain(tag);
    }
  });
});
