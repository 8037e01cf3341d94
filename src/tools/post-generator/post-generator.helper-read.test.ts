/**
 * Regression tests from a helper's fresh read (2026-11-26, session 3): each class with prompts of its own; each test
 * fails on the engine before the fix.
 */
import { describe, expect, it } from "vitest";
import { PLATFORM_IDS } from "./contract";
import { generatePost } from "./post-generator.engine";
import type { Tone } from "./post-frames.types";

const TONES: Tone[] = ["professional", "casual", "playful", "enthusiastic"];

describe("product names typed in lower case", () => {
  it("writes them as their makers spell them, in the post and its hashtags", () => {
    const r = generatePost(
      "free workshop next tuesday on building a portfolio site with wordpress and figma, sign up on eventbrite",
      "linkedin",
    );
    expect(r.post).toMatch(/WordPress and Figma/);
    expect(r.post).toMatch(/Eventbrite/);
    expect(r.post).not.toMatch(/\bwordpress\b|\bfigma\b|\beventbrite\b/);
    const tags = generatePost("our podcast is now on youtube and spotify", "instagram").hashtags.join(" ");
    expect(tags).not.toMatch(/#Youtube\b/);
  });
});

describe("lines that only say a post follows", () => {
  const prompts = [
    "my cat learned to open the fridge",
    "we moved the piano up three flights of stairs",
    "finished the puzzle my grandmother started",
  ];
  it("opens and closes with none of them, on any platform and tone", () => {
    for (const p of prompts)
      for (const platform of PLATFORM_IDS)
        for (const tone of TONES) {
          const post = generatePost(p, platform, { tone }).post;
          expect(post, `${p}/${platform}/${tone}`).not.toMatch(
            /little something|story time|whole post|Thank you for reading|You're welcome\.|Plot twist|made a thing|little treat|Hold on to your coffee/i,
          );
        }
  });
});

describe("comma splices", () => {
  it("splits a clause with its own subject after a comma ('..., the crew worked all night')", () => {
    const post = generatePost(
      "we reopened the bridge cafe today, it took 6 weeks, the crew worked all night on the floors",
      "linkedin",
    ).post;
    expect(post).not.toMatch(/, the crew worked/);
    expect(post).toMatch(/The crew worked all night on the floors\./);
  });

  it("gives a thank-you after a comma its own sentence and the result before it a subject", () => {
    const post = generatePost(
      "raised $2,400 for the animal shelter, thank you to everyone who sponsored us",
      "facebook",
    ).post;
    expect(post).toMatch(/We raised \$2,400 for the animal shelter\./);
    expect(post).toMatch(/Thank you to everyone who sponsored us/);
  });
});

describe("an event that also asks for help", () => {
  it("announces the event, not a hire, and keeps its day", () => {
    const prompt =
      "Community plant swap this Sunday 11am-3pm at Riverside Park pavilion. bring cuttings to trade. we need volunteers to set up tables";
    for (const platform of ["facebook", "instagram", "linkedin"] as const) {
      const post = generatePost(prompt, platform).post;
      expect(post, platform).not.toMatch(/hiring|looking for a community plant swap/i);
      expect(post, platform).toMatch(/Sunday/);
    }
  });
});

describe("an event told as 'thing: date, time at place'", () => {
  const prompt =
    "Announce our next book club: Nov 3, 7pm at the Hollow Oak pub in York. discussion of a short novel, snacks provided";
  it("reads it as the headline of an event, with no colon fragment and no hook that repeats the invitation", () => {
    for (const platform of ["linkedin", "facebook", "instagram"] as const) {
      const post = generatePost(prompt, platform).post;
      expect(post, platform).not.toMatch(/book club: Nov/);
      expect(post, platform).toMatch(/our next book club on Nov 3/);
      expect(post, platform).not.toMatch(
        /Mark your calendar\.[\s\S]*Save the date|Save the date[\s\S]*Mark your calendar/,
      );
    }
  });

  it("takes an opening 'Join us for ...' as the headline and gives one talk its article", () => {
    const post = generatePost(
      "Join us for our design meetup next Thursday 6pm at Studio Nine. talk on type and colour by Ana Ruiz. drinks provided",
      "linkedin",
    ).post;
    expect(post).not.toMatch(/There will be talk/);
    // The invitation that opens the prompt is the headline, with its day (no "[date and time]" for the talk).
    expect(post).toMatch(/our design meetup next Thursday at 6pm at Studio Nine/);
    expect(post).not.toMatch(/\[date/);
  });

  it("closes a post of unknown purpose with no line that presumes what happened ('Send help.')", () => {
    for (const platform of PLATFORM_IDS)
      for (const tone of TONES)
        expect(generatePost("quick video: 2 ingredient cookies, no oven", platform, { tone }).post).not.toMatch(
          /Send help|Who else has been there|That's the whole post/,
        );
  });
});
