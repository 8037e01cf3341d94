/** Regression tests for the defect classes found by reading held-out set J cold (grades in docs/tools/post-generator.md). */
import { describe, expect, it } from "vitest";
import { generatePost } from "./post-generator.engine";

describe("post engine: defect classes from held-out set J", () => {
  it("reads a terse English note with a link and a salary as English", () => {
    const { post } = generatePost(
      "hiring a senior backend engineer (Go, Postgres), remote within EU, €85-100k. apply: https://jobs.tallyhq.com/backend",
      "twitter",
    );
    expect(post).not.toMatch(/\[Note:/);
    expect(post).toMatch(/hiring a senior backend engineer/i);
  });

  it("asks for an answer once, in the poster's own channel and voice", () => {
    for (const platform of ["twitter", "linkedin", "instagram"] as const) {
      const opinion = generatePost("opinion: standups should be async. DM me if you disagree", platform).post;
      expect(opinion).toContain("DM me if you disagree.");
      expect(opinion).not.toMatch(/comments|Do you agree|Tell us|What do you think/i);
      const site = generatePost("Our new website is live: fernandfox.com. Let us know what you think!", platform).post;
      expect(site.match(/what you think|\?/gi) ?? []).toHaveLength(1);
    }
  });

  it("thanks once: no second thank-you or closing question after the poster's thanks", () => {
    const beach = generatePost(
      "thank you to the 40 volunteers who cleaned up Crosby beach on Saturday - 180 bags of rubbish!",
      "twitter",
    ).post;
    expect(beach.match(/thank/gi) ?? []).toHaveLength(1);
    const podcast = generatePost(
      "our podcast turned 2 today, 96 episodes and 1 million downloads. thanks for listening",
      "twitter",
    ).post;
    expect(podcast).not.toMatch(/\?/);
    const jo = generatePost(
      "Want to say thanks to my manager Jo, who pushed me to apply for the team lead job. I got it. Starting Monday",
      "linkedin",
    ).post;
    expect(jo).not.toMatch(/your thoughts|your experience|\?/i);
  });

  it("makes hashtags of names and topics, not of adverbs, idioms, containers or what happened", () => {
    const tags = (prompt: string, platform: "twitter" | "linkedin" | "facebook") =>
      generatePost(prompt, platform).hashtags;
    expect(
      tags(
        "announcement: from 1 July our opening hours change to 8am-6pm Mon-Fri, closed weekends. Online orders still ship daily",
        "twitter",
      ),
    ).not.toContain("#OrdersStillShip");
    expect(
      tags(
        "so after a LOT of back and forth we finally decided to open a second location!! it's going to be in Hebden Bridge",
        "facebook",
      ),
    ).not.toContain("#Forth");
    expect(
      tags("thank you to the 40 volunteers who cleaned up Crosby beach on Saturday - 180 bags of rubbish!", "twitter"),
    ).not.toContain("#Bags");
    expect(
      tags(
        "Opinion: AI won't replace teachers. Saw it in my own classroom this year: marking time halved.",
        "linkedin",
      ),
    ).not.toContain("#TimeHalved");
    const studio = tags(
      "Personal news: I'm leaving Deliveroo after 6 years to start my own design studio, Field Notes.",
      "linkedin",
    );
    expect(studio).toContain("#FieldNotes");
    expect(studio).not.toContain("#Notes");
  });

  it("keeps the poster's own evidence as said, with its capital I, not as 'That's because i ...'", () => {
    const { post } = generatePost(
      "Opinion: AI won't replace teachers, but teachers who use AI will replace those who don't. Saw it in my own classroom this year: marking time halved.",
      "linkedin",
    );
    expect(post).not.toMatch(/because i\b/);
    expect(post).toContain("I saw it in my own classroom this year");
  });

  it("reads an open day as an event and keeps what is on it as one list", () => {
    for (const platform of ["twitter", "linkedin", "instagram"] as const) {
      const { post } = generatePost(
        "Free open day at Greenfield Allotments this Sunday 11am-3pm: seed swap, composting demo and cake. Everyone welcome, bring the kids",
        platform,
      );
      expect(post).not.toMatch(/update on|seed swap[!.]/i);
      expect(post).toContain("a seed swap, a composting demo and cake");
    }
  });

  it("drops a spoken 'so' before the news and says a shouted word plainly", () => {
    const { post } = generatePost(
      "so after a LOT of back and forth we finally decided to open a second location!! it's going to be in Hebden Bridge",
      "facebook",
    );
    expect(post).not.toMatch(/\bSo after|\bLOT\b/);
    expect(post).toContain("After a lot of back and forth");
  });

  it("reads 'Webinar: how to ...' as the event and its topic, with 'free' said of the event", () => {
    for (const platform of ["twitter", "linkedin", "instagram"] as const) {
      const { post } = generatePost(
        "Webinar: how to price your freelance work, Tuesday 14 May at 7pm BST, free, 45 minutes + Q&A. Register at pricingwebinar.com",
        platform,
      );
      expect(post).not.toMatch(/^Webinar: how/m);
      expect(post).toContain("a free webinar on how to price your freelance work");
    }
  });
});
