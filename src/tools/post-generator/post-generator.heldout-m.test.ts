/** Regression tests for the defect classes found by reading held-out set M cold (25 prompts). */
import { describe, expect, it } from "vitest";
import type { Platform } from "./contract";
import { generatePost } from "./post-generator.engine";

const post = (platform: Platform, prompt: string) => generatePost(prompt, platform);

describe("post engine: intent (set M)", () => {
  it.each([
    // A prompt that says it is a view is one, whatever it tells on the way ("shipped more" is no launch).
    [
      "linkedin",
      "My view: shorter meetings make teams calmer, not lazier. We tried it for a quarter and shipped more.",
      /live today|something new|good news/i,
    ],
    [
      "linkedin",
      "Unpopular opinion maybe, but I think job ads asking for 5 years of experience for junior roles hurt the industry. Companies should hire for potential.",
      /good news|next goal|live today/i,
    ],
    // A family's move is no shop's new address.
    [
      "facebook",
      "Personal news: we're moving from Leeds to Porto in May! Excited and a bit nervous. Will miss everyone here.",
      /new place|new address|where to find us|welcome you/i,
    ],
  ])("%s: %j", (platform, prompt, never) => {
    expect(post(platform as Platform, prompt).post).not.toMatch(never);
  });

  it("reads 'we need baristas' as a job post", () => {
    expect(
      post("instagram", "we need baristas!! part time, weekends, at Corner Cup on Elm street, no experience needed")
        .post,
    ).not.toMatch(/made our day|had to share|great day|what you think|^At /im);
  });
});

describe("post engine: note-style details said as sentences (set M)", () => {
  it.each([
    [
      "twitter",
      "We're hiring two data engineers at Kestrel. Remote in EU. Apply at kestrel.dev/jobs",
      /The role is remote in the EU\./,
    ],
    [
      "linkedin",
      "Hiring: Senior Designer at Fernway. Hybrid in Austin, TX. Salary $120k-$140k.",
      /hybrid in Austin, TX\./,
    ],
    [
      "linkedin",
      "I was laid off from Corvid last week. Looking for my next role in data engineering. Open to remote.",
      /I'm open to remote work\./,
    ],
    [
      "linkedin",
      "Thank you to everyone who came to our charity run, we raised $8,200 for the shelter, special thanks to our sponsor Pine Bank.",
      /shelter\.\s+Special thanks to our sponsor Pine Bank\./,
    ],
    ["instagram", "so yeah I finally ran my first half marathon yesterday in Denver", /^(?![\s\S]*\byeah\b)/i],
  ])("%s: %j", (platform, prompt, want) => {
    expect(post(platform as Platform, prompt).post).toMatch(want);
  });
});

it("splits a run-on note into sentences ('no experience needed we'll train you, drop in ...')", () => {
  expect(
    post(
      "instagram",
      "we need cooks!! part time, evenings, no experience needed we'll train you, drop in with a resume",
    ).post,
  ).toMatch(/No experience is needed\.\s+We'll train you\.\s+Drop in with a resume\./);
});

describe("post engine: hashtags (set M)", () => {
  it.each([
    // A question word, a pronoun or "here" is no part of a topic.
    ["linkedin", "Free webinar next Tuesday: How small charities can use AI for grant writing.", /#How/],
    ["facebook", "We're moving to Madrid in June. We will miss everyone here.", /#EveryoneHere/],
    ["linkedin", "Seniors burn out mentoring nobody, and juniors can't get a first job.", /#MentoringNobody/],
    ["instagram", "Hoy abrimos nuestra tienda en Sevilla. ¡Los primeros 20 clientes reciben un regalo!", /#Primeros/],
  ])("%s: %j", (platform, prompt, never) => {
    expect(post(platform as Platform, prompt).hashtags.join(" ")).not.toMatch(never);
  });

  it("tags languages paired with 'and' as topics, not as people thanked", () => {
    expect(post("twitter", "Our app is now available in Spanish and Portuguese").hashtags).toContain("#Spanish");
  });
});

describe("post engine: terse notes and results (set M)", () => {
  it("writes a terse release note as sentences: the thing, its episode, its guest", () => {
    const p = post("linkedin", "new podcast launch, episode 2 out, guests: Dr. Lee Park").post;
    expect(p).toMatch(/our new podcast\. Episode 2 is out\./);
    expect(p).toMatch(/Our guest is Dr\. Lee Park\./);
    expect(p).not.toMatch(/podcast launch,/);
  });

  it("reads a challenge's results as a result, not a notice ('cancelled 3 subscriptions' is no cancelled event)", () => {
    expect(
      post(
        "tiktok",
        "my 30-day no-takeout challenge results: saved $210, cooked every night, cancelled 2 subscriptions",
      ).post,
    ).not.toMatch(/heads up|informed|reminder/i);
  });
});

describe("post engine: fresh-set defects (set M, after its fresh read)", () => {
  it.each([
    // A drink back for the season is a launch, a new puppy is news: neither "made our day".
    ["instagram", "New drop: our maple latte is back for winter. In all 2 shops from Friday.", /made our day/i],
    [
      "instagram",
      "we got a puppy!! her name is Maple, she's a 9 week old beagle and she has already chewed my shoes",
      /made our day|what you think|had to share|great day/i,
    ],
    // A celebration on a day to come is an invitation, not "done it".
    ["instagram", "Am Sonntag feiern wir 10 Jahre Café Linde! Es gibt Kuchen und Musik ab 15 Uhr.", /Geschafft/],
  ])("%s: %j", (platform, prompt, never) => {
    expect(post(platform as Platform, prompt).post).not.toMatch(never);
  });
});

it("says a job's working days as its hours, not as the dates it runs", () => {
  expect(
    post(
      "facebook",
      "Our bakery in Reno is hiring a counter assistant, part time, Monday to Friday. Call us or stop by.",
    ).post,
  ).toMatch(/The hours are Monday to Friday\./);
});
