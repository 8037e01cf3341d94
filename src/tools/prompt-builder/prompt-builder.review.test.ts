/**
 * Regression tests for the defect classes found by reading the issue-11 review sets (prompt-builder.review-set.ts);
 * each test uses its own requests, written for the class.
 */
import { describe, expect, it } from "vitest";
import { promptBuilderRequest, type PromptBuilderRequest } from "./contract";
import { analyse, buildPrompt } from "./prompt-builder.engine";
import { figuresOf } from "./prompt-builder.phrases";
import { indirectQuestion } from "./prompt-builder.topic";

const run = (req: PromptBuilderRequest) => buildPrompt(promptBuilderRequest.parse(req));
const everything = (req: PromptBuilderRequest) => {
  const out = run(req);
  return [out.prompt, ...out.variations, ...out.tips].join("\n");
};

describe("issue 11 review, round 1", () => {
  it("turns a direct question into the indirect one a sentence can hold", () => {
    expect(indirectQuestion("how do I back up my photos?")).toBe("how to back up my photos");
    expect(indirectQuestion("Why do we need code reviews")).toBe("why we need code reviews");
    expect(indirectQuestion("what is a message queue?")).toBe("what a message queue is");
    const all = everything({ category: "Technical Documentation", topic: "how can I set up SSH keys on Windows?" });
    expect(all).toMatch(/explaining how to set up SSH keys on Windows/);
    expect(all).not.toMatch(/how can I set up/);
  });

  it("never keeps a figure with a function word after it, and keeps 'per' units whole", () => {
    expect(figuresOf("Upgrade Node 18 to 22 with no outage.")).not.toContain("22 with");
    expect(figuresOf("Lessons cost €12 per hour on weekdays.")).toContain("€12 per hour");
  });

  it("reads the audience of 'tips for ...' and 'convince busy ... to', and does not name it twice", () => {
    expect(
      analyse(promptBuilderRequest.parse({ category: "Social Media", topic: "advice for new dog owners" })).audience,
    ).toBe("new dog owners");
    expect(
      analyse(
        promptBuilderRequest.parse({ category: "Marketing Copy", topic: "convince busy nurses to try our meal app" }),
      ).audience,
    ).toBe("busy nurses");
    expect(
      everything({ category: "Social Media", topic: "stretching tips for weekend cyclists", length: "long" }),
    ).not.toMatch(/weekend cyclists for weekend cyclists/);
  });

  it("keeps a long topic's trailing detail out of the way of an angle's own ending", () => {
    const req: PromptBuilderRequest = {
      category: "Creative Writing",
      topic:
        "a night-shift baker falling for the street sweeper who passes at 4 am, told in second person, tender and a little absurd",
      tone: "creative",
      length: "long",
    };
    for (const v of run(req).variations) expect(v).not.toMatch(/absurd (?:that|from|as|in which)\b/);
  });
});

describe("issue 11 review, round 2", () => {
  it("reads 'why do my X ...' and 'what is the X' as a clause and a noun phrase", () => {
    expect(indirectQuestion("why do my builds fail on Mondays?")).toBe("why my builds fail on Mondays");
    expect(indirectQuestion("what is the effect of homework on sleep")).toBe("the effect of homework on sleep");
  });

  it("keeps 'a LinkedIn post announcing ...' as deliverable and task, with no phrase taken for a figure", () => {
    const out = run({ category: "Social Media", topic: "LinkedIn post announcing 3 new hires in our Leeds office" });
    expect(out.prompt).toMatch(/Write a LinkedIn post announcing 3 new hires in our Leeds office\./);
    expect(out.prompt).not.toMatch(/"LinkedIn post announcing/);
  });

  it("shows an image topic in other media without its own medium", () => {
    const out = run({
      category: "Image Generation",
      topic: "watercolor of a harbour at dawn",
      tone: "creative",
      length: "long",
    });
    for (const v of out.variations.filter((x) => /render|photograph|vector|line-art/.test(x)))
      expect(v).not.toMatch(/^watercolor of/i);
  });
});

describe("issue 11 review, round 3", () => {
  it("gives a named verse form its own shape instead of a word count", () => {
    const out = run({
      category: "Creative Writing",
      topic: "a tanka about a lighthouse in fog",
      tone: "creative",
      length: "long",
    });
    expect(out.prompt).toMatch(/Form: 5 lines of 5, 7, 5, 7 and 7 syllables\./);
    expect(out.prompt).not.toMatch(/\bwords\b.*\d|\d[\d,]* words|paragraphs|dialogue/);
    expect(out.prompt).toMatch(/poet/);
    for (const v of out.variations) expect(v).not.toMatch(/\d[\d,]* words|letters or messages|fiction writer/);
    const limerick = run({
      category: "Creative Writing",
      topic: "Write a limerick about a goat who eats homework",
      tone: "casual",
      length: "medium",
    });
    expect(limerick.prompt).toMatch(/AABBA/);
    expect(limerick.prompt).not.toMatch(/800-1,200 words/);
    // A plain "poem" is measured in lines.
    expect(
      run({ category: "Creative Writing", topic: "a poem about my grandfather's tools", length: "short" }).prompt,
    ).toMatch(/Form: 8-12 lines\./);
  });

  it("asks for the answer in the brief's language", () => {
    const out = run({
      category: "Social Media",
      topic: "ideas para un post sobre nuestra panadería y sus nuevos horarios",
      tone: "friendly",
    });
    expect(out.prompt).toMatch(/Write the answer in Spanish/);
    for (const v of out.variations) expect(v).toMatch(/in Spanish/);
    expect(
      run({ category: "Business Communication", topic: "une lettre pour annoncer la fermeture du magasin" }).prompt,
    ).toMatch(/in French/);
    // English with a borrowed phrase stays English.
    expect(run({ category: "Marketing Copy", topic: "a la carte menu for a bistro in Paris" }).prompt).not.toMatch(
      /Write the answer in/,
    );
  });

  it("frames a comparison as one, with both items whole", () => {
    const a = analyse(
      promptBuilderRequest.parse({
        category: "Academic Research",
        topic: "compare public and private schools in rural Kenya",
      }),
    );
    expect(a.about).toBe("comparing public and private schools in rural Kenya");
    expect(a.keyPoints.slice(0, 2)).toEqual(["public schools", "private schools"]);
    expect(
      run({ category: "Technical Documentation", topic: "Postgres vs MySQL for a small analytics team" }).prompt,
    ).toMatch(/Compare Postgres and MySQL on the same criteria/);
  });

  it("reads 'what if' topics and twist premises as premises, yes/no questions as questions", () => {
    const ideas = run({ category: "Story Ideas", topic: "what if the moon started to drift away from Earth" });
    expect(ideas.prompt).toMatch(/built on the premise "What if the moon started to drift away from Earth\?"/);
    expect(ideas.prompt + ideas.variations.join(" ")).not.toMatch(/about what if/i);
    expect(run({ category: "Academic Research", topic: "what if cities banned cars" }).prompt).toMatch(
      /exploring what would happen if cities banned cars/,
    );
    const q = run({ category: "Academic Research", topic: "Do open-plan offices reduce productivity?" });
    expect(q.prompt).toMatch(/on the question "Do open-plan offices reduce productivity\?"/);
    expect(q.prompt).not.toMatch(/about do open-plan/i);
    expect(run({ category: "Story Ideas", topic: "a zombie story but the zombies are polite" }).prompt).toMatch(
      /premise "a zombie story but the zombies are polite"/,
    );
  });

  it("puts a coordinated verb in the same form as the first", () => {
    expect(
      run({ category: "Business Communication", topic: "thank the volunteers and invite them to the summer party" })
        .prompt,
    ).toMatch(/thanking the volunteers and inviting them/);
  });

  it("treats a named platform as the target, not a key point, and does not ask for it again", () => {
    const out = run({
      category: "Social Media",
      topic: "share our library's new Sunday opening hours on Facebook",
      tone: "friendly",
    });
    const a = analyse(
      promptBuilderRequest.parse({
        category: "Social Media",
        topic: "share our library's new Sunday opening hours on Facebook",
      }),
    );
    expect(a.keyPoints.map((p) => p.toLowerCase())).not.toContain("facebook");
    expect(out.prompt).toMatch(/Platform: Facebook/);
    expect(out.tips.join(" ")).not.toMatch(/Name the platform/);
  });

  it("reads 'Deliverable: what it says' topics, 'verb to people' audiences and not a possessive as the audience", () => {
    const out = run({ category: "Social Media", topic: "Instagram caption: our bakery turns ten this Friday" });
    expect(out.prompt).toMatch(/Write an Instagram caption explaining that our bakery turns ten this Friday\./);
    expect(out.prompt).not.toMatch(/that Instagram caption/);
    expect(
      analyse(
        promptBuilderRequest.parse({
          category: "Business Communication",
          topic: "apologise to members for the cancelled yoga class and offer a free session",
        }),
      ).audience,
    ).toBe("members");
    expect(
      analyse(
        promptBuilderRequest.parse({
          category: "Academic Research",
          topic: "Is homework harmful for students' sleep?",
        }),
      ).audienceNamed,
    ).toBe(false);
  });

  it("times a video script in seconds of speech, and only a social video", () => {
    const out = run({ category: "Social Media", topic: "reel script showing how we pack an order", length: "medium" });
    expect(out.prompt).toMatch(/Length: 30-60 seconds of speech/);
    expect(out.prompt).toMatch(/hook line spoken in the first 2 seconds/);
    expect(
      run({ category: "Business Communication", topic: "a short update on the office move", length: "short" }).prompt,
    ).not.toMatch(/seconds of speech/);
  });

  it("takes no key point from a context sentence's opening capital", () => {
    const a = analyse(
      promptBuilderRequest.parse({
        category: "Business Communication",
        topic: "apologise for the delayed refunds",
        additional_context:
          "Refunds requested in March were held up by a bank error. Customers will be paid by 30 April.",
      }),
    );
    expect(a.keyPoints).not.toContain("Refunds");
    expect(a.keyPoints).not.toContain("Customers");
    expect(a.keyPoints.join(" ")).toMatch(/30 April/);
    expect(
      analyse(
        promptBuilderRequest.parse({
          category: "Business Communication",
          topic: "apologise for the late parcels",
          additional_context: "Parcels sent between 3 and 8 June were delayed.",
        }),
      ).keyPoints,
    ).not.toContain("3");
  });
});
