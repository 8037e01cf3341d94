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
