/**
 * Generate, then check (this session's gate): properties of every post, on every platform, for kinds of fault
 * rather than single outputs: no sentence the checkers flag, no note in brackets mid-sentence, no "on 9am", no
 * date placeholder beside a date, no verb or broken-off hashtag, no filler line, a split list said whole, and every
 * price, time and date of the prompt kept.
 */
import { describe, expect, it } from "vitest";
import { PLATFORM_IDS, type Platform } from "./contract";
import { generatePost } from "./post-generator.engine";
import { postProblems } from "./post-check";
import { isAre } from "./post-number";
import { sentencesOf } from "./post-text";
import { sentenceProblems } from "../../shared/text/sentence-check";

const PROMPTS = [
  "bakery on high st doing 2 for £5 on sourdough loaves every friday after 3pm, come grab one",
  "We're hiring a part-time bookkeeper (20 hrs/week, £14/hr) for our accountancy practice in Leeds. Xero experience needed. Apply by 12 December to jobs@harrisonaccounts.co.uk",
  "our charity dog walk is this sunday 10am at Hampstead Heath, £10 entry (all goes to the shelter), dogs of all sizes welcome",
  "hot take: standups every day are a waste of time for a team of 3. async updates work better",
  "Free workshop on writing grant applications for small charities. Tues 3 Dec, 6-8pm, Bristol Central Library. Limited to 25 spots, book via eventbrite",
  "new autumn menu at the cafe - pumpkin spice latte 3.80, butternut squash soup, apple crumble. open 8-4 mon-sat",
  "were closed tomorrow (thurs) due to staff training, back to normal friday 9am. sorry for any inconvenience",
  "food bank urgently needs tinned veg, pasta, nappies size 4-5 and toiletries. drop off at st marks church hall mon/wed/fri 10-2",
  "hiring: senior react dev, remote (US timezones), $140-160k + equity, series A fintech. dm me",
  "hair salon grand opening sat 9am, first 20 customers get a free blow dry, 42 king st manchester",
  "Book launch party for my debut novel 'The Salt House' - Waterstones Piccadilly, 14 Nov 7pm, free tickets on eventbrite, wine provided",
  "after 12 years at Deloitte i'm leaving to start my own consultancy focussed on supply chain for mid size manufacturers. grateful for everything. launching jan 6",
  "Our nonprofit Code for Kids is looking for volunteer mentors - 2 hrs a week, remote, teach Python to 12-16 year olds. sign up at codeforkids.org/mentor",
];

const all = (prompt: string) => PLATFORM_IDS.map((p: Platform) => ({ platform: p, ...generatePost(prompt, p) }));
/** The post's prose sentences (list lines and hashtags apart). */
const prose = (post: string) =>
  post
    .split("\n")
    .filter((l) => !/^(?:#|•|✔️)/u.test(l.trim()))
    .flatMap((l) => sentencesOf(l));

describe("social post: generate, then check", () => {
  it.each(PROMPTS)("no sentence the shared or the post's own checks flag: %s", (prompt) => {
    for (const { platform, post } of all(prompt))
      for (const s of prose(post))
        expect([...sentenceProblems(s), ...postProblems(s, post)], `${platform}: ${s}`).toEqual([]);
  });

  it("says a note in brackets beside its sentence, never left open or pasted mid-sentence", () => {
    for (const prompt of [PROMPTS[1]!, PROMPTS[6]!, PROMPTS[8]!])
      for (const { platform, post } of all(prompt)) {
        expect(post, platform).not.toMatch(/\([^)]*\)\s*[,;]?\s*[^\s.!?]/);
        expect((post.match(/\(/g) ?? []).length, platform).toBe((post.match(/\)/g) ?? []).length);
      }
    const { post } = generatePost(PROMPTS[1]!, "linkedin");
    for (const fact of ["20 hours", "£14/hr", "Leeds", "12 December", "jobs@harrisonaccounts.co.uk"])
      expect(post).toContain(fact);
    expect(generatePost(PROMPTS[6]!, "twitter").post).toMatch(/^We're closed tomorrow, Thurs, due to staff training/);
  });

  it("puts 'at' or 'after' before a time of day, never 'on 9am' or 'after on 3pm'", () => {
    for (const prompt of [PROMPTS[0]!, PROMPTS[9]!, PROMPTS[4]!])
      for (const { platform, post } of all(prompt)) {
        expect(post, platform).not.toMatch(/\bon\s+\d{1,2}(?:[:.]\d\d)?\s?(?:am|pm|[-–])/i);
        expect(post, platform).not.toMatch(/\bafter on\b/i);
      }
  });

  it("leaves out the date placeholder when the post says when", () => {
    for (const { platform, post } of all(PROMPTS[4]!)) {
      expect(post, platform).not.toMatch(/\[date/);
      expect(post, platform).toMatch(/3 Dec/);
    }
  });

  it("says what a bare number is, and starts every sentence with a capital", () => {
    for (const { platform, post } of all(PROMPTS[5]!)) expect(post, platform).toMatch(/(?:for|£|\$|€)\s?3\.80/);
    expect(generatePost(PROMPTS[3]!, "twitter").post).toMatch(/of 3\. Async updates work better/);
    expect(generatePost(PROMPTS[11]!, "linkedin").post).toMatch(/Jan 6/);
  });

  it("makes no hashtag of a verb phrase or a broken-off part of a compound", () => {
    const tags = PROMPTS.flatMap((p) => all(p).flatMap((x) => x.hashtags));
    for (const bad of ["#AsyncUpdatesWork", "#Olds", "#SizeManufacturers", "#Series"]) expect(tags).not.toContain(bad);
  });

  it("says a list the reading split as the prompt wrote it, and closes an appeal without asking for thoughts", () => {
    for (const { platform, post } of all(PROMPTS[7]!)) {
      expect(post, platform).toMatch(/tinned veg, pasta, nappies size 4-5 and toiletries/i);
      expect(post, platform).not.toMatch(/thoughts|What do you think/i);
    }
  });

  it("leaves out 'Stay tuned' and 'More will follow' once the post says when", () => {
    for (const prompt of [PROMPTS[2]!, PROMPTS[9]!])
      for (const { platform, post } of all(prompt)) expect(post, platform).not.toMatch(/Stay tuned|will follow/i);
  });

  it("lays a note with no sentence in it out as a headline and its points, every fact kept", () => {
    for (const { platform, post } of all(PROMPTS[10]!)) {
      expect(post, platform).not.toContain("'The Salt House' - Waterstones");
      for (const fact of ["The Salt House", "Waterstones Piccadilly", "14 Nov", "7pm", "Eventbrite", "wine"])
        expect(post.toLowerCase(), platform).toContain(fact.toLowerCase());
    }
    expect(generatePost(PROMPTS[10]!, "instagram").post).toMatch(/\n✔️ Waterstones Piccadilly/);
  });

  it("keeps every price, time and date the prompt gives, on every platform", () => {
    for (const prompt of PROMPTS) {
      const facts = prompt.match(/[£$]\d[\d,.]*(?:k|\/hr)?|\b\d{1,2}(?::\d\d)?(?:am|pm)\b/gi) ?? [];
      for (const { platform, post } of all(prompt))
        for (const f of facts) expect(post.toLowerCase(), `${platform}: ${prompt}`).toContain(f.toLowerCase());
    }
  });

  it("capitalises a title's name and a holiday, and ends a link without a full stop", () => {
    const fair =
      "thank you to everyone who came to the school christmas fair, we raised £2,340 for new library books!! special thanks to mrs patel who ran the tombola";
    for (const { platform, post } of all(fair)) expect(post, platform).toMatch(/Christmas fair.*Mrs Patel/s);
    for (const { platform, post } of all("Thank you to our beta testers! https://penny.app?utm_source=tw"))
      expect(post, platform).not.toMatch(/utm_source=tw\./);
  });

  it("leaves out a news frame around an event with its time, and a hashtag across a bracket", () => {
    const yoga = "yoga in the park every sunday 9am, bring a mat, £5 donation, all levels welcome";
    for (const { platform, post } of all(yoga)) expect(post, platform).not.toMatch(/news about yoga|update on yoga/i);
    const job =
      "Excited to share that I've joined Stripe as a Senior Product Manager (Payments team). Starting Monday!";
    for (const { platform, hashtags } of all(job)) expect(hashtags, platform).not.toContain("#ManagerPaymentsTeam");
  });

  it("agrees the verb with the head noun in one place for every writer", () => {
    expect(isAre("Gift cards on our website")).toBe("are");
    expect(isAre("Support for parents and kids")).toBe("is");
    expect(isAre("Figma and Illustrator")).toBe("are");
    expect(isAre("The news")).toBe("is");
    expect(isAre("our glass")).toBe("is");
    expect(isAre("all")).toBe("are");
  });
});
