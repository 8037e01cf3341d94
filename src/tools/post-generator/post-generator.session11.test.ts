/**
 * Session 11: closings agree with who speaks (one person has no "together", a business that names itself is no
 * group), hashtags are noun topics (never the verb of a tip or a feature, a phrase opening on a preposition or ending
 * on an adverb, or a description before its noun) and a job post's participle notes are said to the candidate
 * ("You'll need to be DBS checked.", "A car is provided."). Each row fails on the code before (prompts worded afresh,
 * not the set the fixes were found on).
 */
import { describe, expect, it } from "vitest";
import type { Platform } from "./contract";
import { generatePost } from "./post-generator.engine";

const body = (post: string) => post.replace(/\n#.*$/s, "");

/** The post says what the row wants (when given) and never what it must not. */
function says(prompt: string, platform: Platform, want: RegExp | null, never: RegExp) {
  const text = body(generatePost(prompt, platform).post);
  if (want) expect(text).toMatch(want);
  expect(text).not.toMatch(never);
}

describe("posts: the poster's voice, session 11", () => {
  it.each([
    ["I cycled 50 miles last weekend and raised £310 for Age UK", "linkedin", null, /\bTogether, I\b/],
    ["I baked 200 cupcakes and raised £260 for the hospice", "instagram", null, /\bTogether, I\b/],
    ["Harbour Books raised £900 for the library appeal this month", "instagram", null, /\bTogether, we\b/],
    ["Bloom Florists raised £640 for Marie Curie in March", "twitter", null, /\bTogether, we\b/],
    [
      "My son Leo did a sponsored swim and raised £75 for the RNLI",
      "facebook",
      /My son Leo did a sponsored swim and raised £75/,
      /\bI raised\b/,
    ],
  ] as [string, Platform, RegExp | null, RegExp][])("%s (%s)", says);
});

describe("posts: a job post's notes said to the candidate, session 11", () => {
  it.each([
    [
      "We're hiring a gas engineer in Derby. Gas Safe registered, apprenticeship completed, company van provided",
      "linkedin",
      /You'll need to be Gas Safe registered\.\s+You'll also need to have completed your apprenticeship\. A company van is provided\./,
      /Apprenticeship completed|Company van is provided|van provided/,
    ],
    [
      "hiring a support worker, DBS checked, car provided, £24k",
      "facebook",
      /You'll need to be DBS checked\..*A car is provided\./s,
      /(?:^|\. )(?:DBS checked|Car is provided)/m,
    ],
    [
      "Looking for a part time admin assistant, remote ok, CIPD qualified",
      "facebook",
      /Working remotely is fine\..*You'll need to be CIPD qualified\./s,
      /(?:^|\. )(?:Remote ok|CIPD qualified)\./m,
    ],
    ["I'm hiring a nanny for two days a week, must have own car", "linkedin", /have your own car/, /have own car/],
    [
      "hiring kitchen porter, weekends, meals provided, experience preferred",
      "facebook",
      /Experience is preferred/,
      /Experience preferred/,
    ],
  ] as [string, Platform, RegExp | null, RegExp][])("%s (%s)", says);
});

describe("hashtags: noun topics, session 11", () => {
  it.each([
    [
      "tips for a tidy desk: clear it daily, file papers weekly, keep cables behind the desk",
      "instagram",
      /^#(?:Clear|File|Keep|Behind)|(?:Daily|Weekly)$/,
    ],
    [
      "our new app Pennywise - track bills, set budgets, split rent with housemates",
      "twitter",
      /^#(?:Track|Set|Split)/,
    ],
    [
      "simple ways to sleep better: drink less coffee, read before bed, sleep near an open window",
      "instagram",
      /^#(?:Drink|Read|Near|Sleep)|Less$/,
    ],
    ["hot take: most teams need a well designed database more than a new framework", "twitter", /^#(?:Well)?Designed/],
    ["Hiring an experienced plumber in Bristol, own tools required", "linkedin", /^#Experienced/],
    ["I'm running the Great South Run for Oxfam next month, please sponsor me", "twitter", /RunForOxfam|^#SouthRun/],
  ] as [string, Platform, RegExp][])("%s (%s)", (prompt, platform, never) => {
    for (const tag of generatePost(prompt, platform).hashtags) expect(tag).not.toMatch(never);
  });
});
