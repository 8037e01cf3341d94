/**
 * Helper session 10: a job seeker's notes said by the seeker, a closed business back in its own voice, stock lines
 * that fit a post still to come or a look behind the scenes, a behind-the-scenes dash list kept whole, and emoji by
 * the topic rather than a word taken literally. Each case fails on the code before (prompts worded afresh).
 */
import { describe, expect, it } from "vitest";
import type { Platform } from "./contract";
import { generatePost } from "./post-generator.engine";

const body = (post: string) => post.replace(/\n#.*$/s, "");

describe("posts: helper read, session 10", () => {
  it.each([
    // A job seeker: "open to" is the seeker's ("I'm open to ..."), experience and skills are one sentence of theirs.
    [
      "Looking for a new job as a UX designer, 5 years experience in fintech, Figma and user research, open to Manchester or hybrid",
      "linkedin",
      /I'm looking for a new job as a UX designer\. I have 5 years of experience in fintech, and my skills include Figma and user research\.[\s\S]*I'm open to roles in Manchester or hybrid\./,
      /It's open|^5 years|\. 5 years/m,
    ],
    [
      "Seeking a role as a primary school teacher, QTS, 3 years in KS2, happy to work anywhere in Bristol",
      "linkedin",
      /I'm seeking a role as a primary school teacher\. I have 3 years of experience in KS2 and hold QTS\.[\s\S]*I'm happy to work anywhere in Bristol\./,
      /We're|\bwe\b/,
    ],
    [
      "Experienced chef looking for head chef position, 10 years in fine dining, open to London or Brighton",
      "linkedin",
      /I'm an experienced chef looking for a head chef position\. I have 10 years of experience in fine dining\./,
      /anniversary|celebrating|It's open/i,
    ],
    [
      "job hunting: junior data analyst, SQL, Python, Power BI, graduated from Leeds uni in june, open to remote or York",
      "twitter",
      /I'm looking for a role as a junior data analyst\. My skills include SQL, Python and Power BI\./,
      /^Job hunting:/,
    ],
    // "X qualified" is what the seeker is; a card is held with its article (seen in set 2, fixed after).
    [
      "Seeking a new post as an HR advisor, 4 years experience in the NHS, CIPD certified, open to Derby or remote",
      "linkedin",
      /I have 4 years of experience in the NHS, and I'm CIPD certified\./,
      /hold CIPD certified|It's open/,
    ],
    [
      "Looking for work as a plasterer's labourer, CSCS card, 3 years on site, based in Slough",
      "facebook",
      /I have 3 years of experience on site and hold a CSCS card\. I'm based in Slough\./,
      /It's based|hold CSCS/,
    ],
    // A closed business is back in its own voice, and its headline has a verb.
    [
      "salon closed next week for staff training, back on the 12th with new colour services",
      "instagram",
      /Our salon is closed next week for staff training\.\s+We're back on the 12th with new colour services\./,
      /It's back|^Salon closed/m,
    ],
    [
      "Our garage is closed friday for a funeral, back saturday 8am",
      "facebook",
      /We're back on Saturday at 8am\./,
      /It's back/,
    ],
    // A workshop still to come ("kids aged 8-12" is no past tense): an invitation, no looking-back opener.
    [
      "Free robotics workshop for teens aged 13-16 at Gorgie library, Saturday 21st, 2-4pm, spaces limited",
      "facebook",
      /invited|Join us|Come along|Save the date|Mark your calendar/i,
      /still smiling|What a day|day to remember/i,
    ],
    // A look behind the scenes: its dash list whole, and no notice closer.
    [
      "behind the scenes of how we dye our yarn - hand dipped, natural pigments, one skein at a time",
      "instagram",
      /Here's a look behind the scenes of how we dye our yarn: hand dipped, natural pigments, one skein at a time/,
      /pass (?:this|it) on|anyone who needs to know|^One skein/im,
    ],
    [
      "behind the scenes of how we roast our beans - small batches, every thursday, single origin from Peru and Kenya",
      "facebook",
      /roast our beans: small batches, every Thursday, single origin from Peru and Kenya\./,
      /pass (?:this|it) on|anyone who needs to know/i,
    ],
    // Emoji by topic: a stretch named after an animal is no animal.
    ["cat cow and downward dog stretches, 10 minutes every morning before work", "instagram", /🧘/, /🐱|🐶/],
  ] as [string, Platform, RegExp, RegExp][])("%s (%s)", (prompt, platform, want, never) => {
    const text = body(generatePost(prompt, platform).post);
    expect(text).toMatch(want);
    expect(text).not.toMatch(never);
  });

  it.each([
    // The reason for a closure is no topic: no #FamilyWedding for a bakery.
    ["the deli will be shut monday for a family funeral, reopening tuesday", "instagram", ["#FamilyFuneral"]],
    ["studio shut friday for a staff party, back saturday", "facebook", ["#StaffParty"]],
  ] as [string, Platform, string[]][])("tags of %s (%s)", (prompt, platform, never) => {
    const { hashtags } = generatePost(prompt, platform);
    expect(hashtags.length).toBeGreaterThan(0);
    for (const t of never) expect(hashtags).not.toContain(t);
  });
});
