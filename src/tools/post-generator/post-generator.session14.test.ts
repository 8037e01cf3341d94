/**
 * Session 14: names listed one after another in a note are one sentence ("SQL, Excel, curiosity" -> "You'll need
 * for SQL, Excel and curiosity.", "Tombola, dog show, cake stall" -> "There will be a tombola, ..."), a job's lone
 * place is where it is based, a team named as a note is the poster ("We're a small friendly team, ..."), "Parking at
 * ..." is where parking is (not "We're parking"), an hour in brackets is the time of the day before it, a series that
 * ends on its own "or" keeps it, a kitchen's price-and-service note speaks as "we", and hashtags are topics written
 * together in the prompt (no #UKEU from "UK/EU", no #ChurchCarPark, no #TeamBuilding from "team building tools").
 * Later: "2 for 1" and "happy hour" are offers (no invitation, no "We're happy hour"), "Thanks for ... folks" takes
 * its comma, "120 runners" after a past event took part, and an event that has taken place is looked back at.
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
      "You'll need SQL, Excel and curiosity.",
      /\bSQL\.|Excel\. Curiosity/,
    ],
    [
      "Looking for a senior React developer, fully remote (UK/EU), £70-85k, TypeScript, Next.js, testing experience. Small friendly team building tools for schools",
      "linkedin",
      "You'll need TypeScript, Next.js and testing experience.",
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

describe("posts: offers, thanks, counts and past events, session 14", () => {
  it.each([
    [
      "weekend special: 2 for 1 cocktails friday and saturday 5-7pm at The Lantern bar",
      "instagram",
      "2 for 1 cocktails",
      /You're invited|Save the date|Join us for/,
    ],
    ["happy hour every weekday 4-6pm at the Crown, half price pints", "twitter", "happy hour", /We're happy hour/],
    ["thanks for coming to our charity quiz folks, great night", "facebook", "quiz, folks. Great night.", /quiz folks/],
    [
      "our charity fun run last sunday, over 120 runners, £3,400 raised for the hospice",
      "facebook",
      "Over 120 runners took part.",
      /You're invited|over 120 runners,/,
    ],
    [
      "quiz night last friday at the Red Lion, 14 teams, £600 for the school roof",
      "twitter",
      "Here's a look back at the quiz night last Friday at the Red Lion.",
      /You're invited|Join us|Save the date/,
    ],
  ] as [string, Platform, string, RegExp][])("%s (%s)", (prompt, platform, want, never) => {
    const text = body(generatePost(prompt, platform).post);
    expect(text).toContain(want);
    expect(text).not.toMatch(never);
  });
});

describe("posts: an award or a shortlist closes with thanks or pride, session 14", () => {
  it.each([
    ["our garden design studio won gold at the Harrogate Flower Show", "facebook"],
    ["our garden design studio won gold at the Harrogate Flower Show", "instagram"],
    ["so proud - our under 12s won the county cup on saturday", "facebook"],
    ["we've been shortlisted for the British Baking Awards", "instagram"],
    ["I was named one of Computer Weekly's 50 most influential women in UK tech", "linkedin"],
  ] as [string, Platform][])("%s (%s)", (prompt, platform) => {
    const text = body(generatePost(prompt, platform).post);
    expect(text).not.toMatch(
      /next one|next chapter|next goal|back to work|More news soon|keep you posted|A quick thought|your experience/,
    );
  });

  it.each([
    ["our volunteers planted 200 trees at Hilltop Park today", "instagram", /next chapter|next one/],
    ["this week's specials: lamb tagine £14, fish pie £12, lemon tart £6", "instagram", /needs to know|pass this on/],
    ["today's specials: mushroom soup, steak pie and chips, apple crumble", "facebook", /needs to know|pass this on/],
  ] as [string, Platform, RegExp][])("a feat or a menu closes in kind: %s (%s)", (prompt, platform, never) => {
    expect(body(generatePost(prompt, platform).post)).not.toMatch(never);
  });

  it.each([
    ["this week's specials: lamb tagine £14, fish pie £12, lemon tart £6", "instagram", "✔️ Fish pie £12"],
    ["dinner menu tonight: ribeye £24, sea bass £19.50, tiramisu £7", "facebook", "• Sea bass £19.50\n"],
  ] as [string, Platform, string][])("a menu of dishes and prices is a list: %s (%s)", (prompt, platform, line) => {
    const text = body(generatePost(prompt, platform).post);
    expect(text).toContain(line);
    expect(text).not.toMatch(/ is £\d/);
  });

  it("a job's notes with a figure inside a word are one list ('B2B SaaS experience, HubSpot')", () => {
    const text = body(
      generatePost(
        "We're hiring a marketing manager in Bristol, hybrid, B2B SaaS experience, HubSpot, £45k",
        "linkedin",
      ).post,
    );
    expect(text).toContain("You'll need B2B SaaS experience and HubSpot.");
    expect(text).not.toMatch(/^HubSpot\.|B2B SaaS experience\. HubSpot/m);
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

describe("post session 14 (lead): a challenge or a season that starts on a date is an event", () => {
  it("'summer reading challenge starts 1 July' is announced, not opened for debate", () => {
    const { post } = generatePost(
      "Our library's summer reading challenge starts 1 July, kids read 6 books and get a medal",
      "twitter",
    );
    expect(post).toContain("Our library's summer reading challenge starts 1 July.");
    expect(post).not.toMatch(/What do you think\?|Thoughts\?/);
  });
});
