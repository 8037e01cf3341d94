/**
 * Issue 10, helper session 8, round 2: the reader's imperatives kept, openers by what the post is for, "£5 each" as a price per
 * person, note-taking shorthand of days and durations spelled out, and hashtags for the activity a product serves.
 * Each case fails on the code before its fix.
 */
import { describe, expect, it } from "vitest";
import type { Platform } from "./contract";
import { generatePost } from "./post-generator.engine";

const body = (post: string) => post.replace(/\n#.*$/s, "");
const RECAP = /What a day|still smiling|still recovering|day to remember/i;

describe("posts: helper read, session 8, round 2", () => {
  it.each([
    // An imperative to the reader stays one ("Just pop in."), never "We just pop in."; a standing service is no
    // event to recap ("Wow, what a day!") nor to be invited to.
    [
      "we're a tattoo studio in Hull, walk-ins welcome every Saturday, just pop in",
      "instagram",
      /Just pop in\./,
      /\bWe just\b|You're invited/,
    ],
    [
      "we're a family run garage in Swansea, now doing free tyre checks every Monday in March, just drop in",
      "facebook",
      /Just drop in\./,
      /\bWe just\b|You're invited/,
    ],
    [
      "Free blood pressure checks at Green Street Pharmacy every Tuesday this month, no appointment needed, just walk in",
      "instagram",
      /Just walk in\./,
      /\bWe just\b/,
    ],
    // A price "each" after teams or places is paid per person ("Entry is £2 per person."), never "They're £2 each.".
    [
      "Pub quiz at The Fox, Thursday 8pm, teams of up to 4, £2 each, prizes for the top 3",
      "facebook",
      /£2 per person/,
      /They're £2/,
    ],
    // "last few places", "until last orders" tell nothing past: no recap opener.
    [
      "Wreath making workshop at Fern & Bloom, Sat 14 Dec 2pm, last few places left, £35 each, book via the link",
      "instagram",
      /It's £35 per person/,
      /They're £35/,
    ],
    ["live music at the Anchor every friday until last orders, free entry", "instagram", /free/i, /^$/],
    // Note-taking shorthand of days and durations is spelled out.
    [
      "car boot sale in the school field 7am-1pm sat & sun, sellers £10 a pitch",
      "facebook",
      /7am-1pm,? on Saturday and Sunday|Saturday and Sunday/,
      /\bsat\b|\bsun\b|&/i,
    ],
    [
      "barber shop in Derby, 15% off skin fades all wk, open tues-sat 9-5, call 01332 555 019",
      "instagram",
      /all week[\s\S]*Tuesday to Saturday/,
      /\bwk\b|\btues\b/i,
    ],
    [
      "pottery studio Clayhouse: new evening course weds 7pm, 6 wks, £90 per person, DM us to book",
      "instagram",
      /6 weeks/,
      /\bwks\b|\bweds\b/i,
    ],
    ["pet sitter in Exeter, 2 hr home visits £20, mon-sun", "facebook", /2-hour home visits/, /\bhr\b|\bmon\b/i],
  ] as [string, Platform, RegExp, RegExp][])("%s (%s)", (prompt, platform, want, never) => {
    const text = body(generatePost(prompt, platform).post);
    expect(text).toMatch(want);
    expect(text).not.toMatch(never);
    expect(text).not.toMatch(RECAP);
  });

  it("a business's 'now doing ...' note is said by it, and a 'family run' business does no running", () => {
    const text = generatePost(
      "we're a family run garage in Swansea, now doing free tyre checks every Monday in March, just drop in",
      "facebook",
    ).post;
    expect(text).toMatch(/We're now doing free tyre checks/);
    expect(text).not.toMatch(/🏃/);
  });

  it("'They run for 10 weeks' (from '10 wks') is a length, not a run: no runner emoji", () => {
    const text = generatePost(
      "Swimming lessons for under 5s at Oakfield Leisure Centre, 30 min sessions, 10 wks, £75, email swim@oakfield.org",
      "instagram",
    ).post;
    expect(text).toMatch(/10 weeks/);
    expect(text).not.toMatch(/🏃/);
  });

  it("a plural thing after a time is counted by its noun: 'There are free tyre checks every Monday'", () => {
    const text = generatePost("we're a garage in Swansea, free tyre checks every Monday in March", "facebook").post;
    expect(text).not.toMatch(/There is free tyre checks/);
  });

  it.each([
    ["Tandem - an app that helps couples split bills, launching on iOS today", "linkedin", "#BillSplitting"],
    ["Launching Lessonly, a tool that helps teachers plan lessons, free for 30 days", "instagram", "#LessonPlanning"],
    ["Introducing Rota, an app that helps nurses swap shifts, now on Android", "linkedin", "#ShiftSwapping"],
  ] as [string, Platform, string][])("the activity a product serves is its tag: %s", (prompt, platform, tag) => {
    const { hashtags } = generatePost(prompt, platform);
    expect(hashtags).toContain(tag);
    expect(hashtags.join(" ")).not.toMatch(/#(?:Couples|Teachers|Nurses)\p{Lu}/u);
  });
});
