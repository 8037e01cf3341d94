/**
 * Session 14: names listed one after another in a note are one sentence ("SQL, Excel, curiosity" -> "We're looking
 * for SQL, Excel and curiosity.", "Tombola, dog show, cake stall" -> "There will be a tombola, ..."), a job's lone
 * place is where it is based, a team named as a note is the poster ("We're a small friendly team, ..."), "Parking at
 * ..." is where parking is (not "We're parking"), an hour in brackets is the time of the day before it, a series that
 * ends on its own "or" keeps it, a kitchen's price-and-service note speaks as "we", and hashtags are topics written
 * together in the prompt (no #UKEU from "UK/EU", no #ChurchCarPark, no #TeamBuilding from "team building tools").
 * Each row fails on the code before.
 */
import { describe, expect, it } from "vitest";
import type { Platform } from "./contract";
import { generatePost } from "./post-generator.engine";

const body = (post: string) => post.replace(/\n#.*$/s, "");
const tagsOf = (post: string) => post.match(/#\p{L}[\p{L}\p{N}]*/gu) ?? [];

describe("posts: notes said as sentences, session 14", () => {
  it.each([
    [
      "we're hiring a junior data analyst in Leeds, SQL, Excel, curiosity. apply by 15 March",
      "twitter",
      "We're hiring a junior data analyst in Leeds.",
      "We're looking for SQL, Excel and curiosity.",
      /\bSQL\.|Excel\. Curiosity/,
    ],
    [
      "Looking for a senior React developer, fully remote (UK/EU), £70-85k, TypeScript, Next.js, testing experience. Small friendly team building tools for schools",
      "linkedin",
      "We're looking for TypeScript, Next.js and testing experience.",
      "We're a small friendly team, building tools for schools.",
      /TypeScript\. Next\.js\.|Testing experience\./,
    ],
    [
      "hiring: part-time barista, weekends, £11.50/hr, Camden. DM us",
      "instagram",
      "The pay is £11.50/hr.",
      "It's based in Camden.",
      /^Camden\.$/m,
    ],
    [
      "Reminder: the Oakfield village fete is this Saturday 14 June, 11am-4pm on the green. Tombola, dog show, cake stall. Parking at the church car park",
      "facebook",
      "There will be a tombola, a dog show and a cake stall.",
      "Parking is at the church car park.",
      /We're parking|Tombola, dog show, cake stall\./,
    ],
    [
      "We are closing early on Christmas Eve (2pm) and reopening on 2 January. Thanks for a brilliant year everyone",
      "facebook",
      "We are closing early on Christmas Eve at 2pm and reopening on 2 January.",
      "Thanks for a brilliant year",
      /\. 2pm\./,
    ],
    [
      "Sunday roast is back: beef, lamb or nut roast, £18.50, served 12-4",
      "instagram",
      "Sunday roast is back: beef, lamb or nut roast.",
      "Give us a shout",
      /beef and lamb|Give me/,
    ],
  ] as [string, Platform, string, string, RegExp][])("%s (%s)", (prompt, platform, first, second, never) => {
    const text = body(generatePost(prompt, platform).post);
    expect(text).toContain(first);
    expect(text).toContain(second);
    expect(text).not.toMatch(never);
  });
});

describe("posts: hashtags that are topics written together, session 14", () => {
  it.each([
    [
      "Looking for a senior React developer, fully remote (UK/EU), £70-85k, TypeScript, Next.js, testing experience. Small friendly team building tools for schools",
      "linkedin",
      ["#UKEU", "#TeamBuilding"],
    ],
    [
      "Reminder: the Oakfield village fete is this Saturday 14 June, 11am-4pm on the green. Tombola, dog show, cake stall. Parking at the church car park",
      "facebook",
      ["#ChurchCarPark"],
    ],
  ] as [string, Platform, string[]][])("%s (%s)", (prompt, platform, never) => {
    const tags = tagsOf(generatePost(prompt, platform).post);
    expect(tags.length).toBeGreaterThan(0);
    for (const t of never) expect(tags).not.toContain(t);
  });
});
