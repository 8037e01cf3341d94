/**
 * Session 12: no word or sentence said twice in a row that the prompt did not repeat ("Latte art is is a plus.",
 * "Come say hi. Come say hi."), no second sign-off after the poster's own ("Come say hi! See you there."), no stock
 * line that only names the kind of post ("It's a moment worth marking.", "A milestone is coming up."), a thank-you in
 * German or Spanish said once, a product named by the thing it makes ("a Slack thread") and hashtags that are topics,
 * not the poster's possessed phrase (#AWS, not #AWSCosts); a sentence after a full stop starts with a capital; a
 * job post keeps the days and hours it gives ("We're hiring a babysitter. The hours are Friday nights, 6-11pm."). Each row fails on the code before (prompts worded afresh,
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

/** The same word twice in a row. */
const DOUBLED = /(?<![\p{L}])(\p{L}+)\s+\1(?![\p{L}])/iu;

describe("posts: no word or sentence said twice in a row, session 12", () => {
  it.each([
    ["hiring a line cook for evenings, knife skills a plus", "instagram", /Knife skills (?:is|are) a plus\./, DOUBLED],
    ["hiring a bartender, experience is preferred", "facebook", /Experience is preferred\./, DOUBLED],
    [
      "We're opening our second shop in Porto on April 9! Come say hi.",
      "twitter",
      /Come say hi\./,
      /Come say hi\.\s+Come say hi/,
    ],
  ] as [string, Platform, RegExp | null, RegExp][])("%s (%s)", says);

  it("keeps a doubled word the prompt wrote itself", () => {
    expect(generatePost("this new espresso machine is very very good", "twitter").post).toMatch(/very very good/i);
  });
});

describe("posts: one sign-off, session 12", () => {
  it.each([
    [
      "find us at stand 12 at the Leeds craft fair this saturday, come say hi",
      "twitter",
      /this Saturday\. Come say hi\./,
      /say hi[.!]\s+(?:See you|Please pass|Bring a friend)/,
    ],
    [
      "our team will be at booth 7 at the Bristol tech expo next week, come say hi",
      "twitter",
      /Come say hi\./,
      /say hi[.!]\s+(?:See you|Please pass|Bring a friend)/,
    ],
  ] as [string, Platform, RegExp | null, RegExp][])("%s (%s)", says);
});

describe("posts: no stock line that only names the kind of post, session 12", () => {
  const STOCK =
    /worth marking|don't happen alone|good moment to stop|milestone (?:is )?coming up|moment of reflection|from our side|following along|worth passing on|owe you one/;
  it.each([
    ["our running club just reached 2,000 members", "linkedin"],
    ["we just passed 10,000 orders", "linkedin"],
    ["we passed 1 million downloads", "facebook"],
    ["our clinic turns 15 next week", "linkedin"],
    ["our dental practice celebrates 25 years in business this month", "linkedin"],
    ["our cloud bill doubled this month, lesson learned about autoscaling", "linkedin"],
    ["thank you to the nurses on ward 6 for looking after my mum", "facebook"],
  ] as [string, Platform][])("%s (%s)", (prompt, platform) => says(prompt, platform, null, STOCK));
});

describe("posts: a thank-you in another language said once, session 12", () => {
  it.each([
    ["¡Gracias a todos por venir a nuestra fiesta! Fue increíble", "instagram", /gracias|agradec/gi],
    ["Vielen Dank an alle Eltern für die Hilfe beim Kuchenbasar", "facebook", /dank/gi],
  ] as [string, Platform, RegExp][])("%s (%s)", (prompt, platform, thanks) => {
    const text = body(generatePost(prompt, platform).post);
    expect(text.match(thanks)?.length).toBe(1);
  });
});

describe("posts: product names and topic hashtags, session 12", () => {
  it.each([
    ["honestly this meeting could have been a slack thread", "twitter", /a Slack thread/],
    ["I keep my whole life in a notion template", "twitter", /a Notion template/],
  ] as [string, Platform, RegExp][])("%s (%s)", (prompt, platform, want) => says(prompt, platform, want, /$^/));

  it("leaves the English word alone", () => {
    expect(generatePost("cut the new guy some slack, he started monday", "twitter").post).toMatch(/some slack/);
    // (A word that names an object's own property is no product either.)
    expect(generatePost("constructor", "twitter").post).toMatch(/constructor/);
  });

  it.each([
    ["our AWS costs went up 40% this quarter after a migration", "linkedin", "#AWS", /#AWSCosts/],
    ["our Shopify store just passed 500 orders", "instagram", "#Shopify", /#ShopifyStore/],
    ["someone left the staging server running. lesson learned", "linkedin", null, /#\w+Running\b/],
  ] as [string, Platform, string | null, RegExp][])("%s (%s)", (prompt, platform, want, never) => {
    const tags = generatePost(prompt, platform).hashtags.join(" ");
    if (want) expect(tags.split(" ")).toContain(want);
    expect(tags).not.toMatch(never);
  });
});

describe("posts: a job's days and hours kept, session 12", () => {
  it.each([
    ["we're hiring a dog groomer for saturday mornings, £12/hr", "facebook", /Saturday mornings/, /\bfor[.,]/],
    ["hiring a kitchen porter for sunday evenings, 5-10pm, £11/hr", "twitter", /Sunday evenings/, /\bfor[.,]/],
  ] as [string, Platform, RegExp, RegExp][])("%s (%s)", says);
});
