/** Regression tests for the defect classes found by reading held-out set H cold (issue 10's later round; grades in docs/tools/post-generator.md). */
import { describe, expect, it } from "vitest";
import { generatePost } from "./post-generator.engine";

const all = (prompt: string) => (["twitter", "linkedin", "instagram"] as const).map((p) => generatePost(prompt, p));

describe("post engine: defect classes from held-out set H", () => {
  it("says a note on the thing announced ('Limited to 30 places', 'Free on iOS') of the thing, after the invitation", () => {
    for (const { post } of all(
      "Join us for a free workshop on pension basics, Thursday 6pm, Leeds Central Library. Limited to 30 places, book via Eventbrite",
    )) {
      expect(post).not.toMatch(/We limited/);
      expect(post).toContain("It's limited to 30 places");
      expect(post.indexOf("Join us")).toBeLessThan(post.indexOf("limited"));
    }
    for (const { post } of all(
      "Launching Fernly today: an app that reminds you to water your plants based on the weather where you live. Free on iOS and Android",
    )) {
      expect(post).not.toMatch(/Look out for free/);
      expect(post).toContain("It's free on iOS and Android");
    }
  });

  it("gives a role its article and does not repeat a 'Hiring!' label the headline says", () => {
    const prompt =
      "Hiring: part-time bookkeeper for our family bakery in Galway, 20 hrs/week, Xero experience needed. email jobs@cruststudio.ie";
    const [x, linkedin] = all(prompt);
    expect(x!.post).not.toMatch(/^Hiring! We're hiring/);
    expect(`${x!.post} ${linkedin!.post}`).not.toMatch(/(?:hiring|looking for) part-time/);
    expect(linkedin!.post).toMatch(/(?:hiring|looking for) a part-time bookkeeper/);
  });

  it("says an opinion's reasons as reasons, splits a comma splice and keeps the label's colon", () => {
    const [x, linkedin] = all(
      "hot take - cover letters are a waste of everyone's time. recruiters skim them in 10 seconds, a good portfolio says more",
    );
    expect(x!.post).toMatch(/^Hot take: cover letters/);
    expect(x!.post).toContain("Recruiters skim them in 10 seconds. A good portfolio says more.");
    expect(linkedin!.post).toContain("That's because recruiters skim them in 10 seconds.");
    expect(x!.hashtags).not.toContain("#RecruitersSkim");
    const plain = generatePost(
      "opinion: junior devs should learn to read code before they learn to write it. most of the job is reading",
      "linkedin",
    ).post;
    expect(plain).toContain(
      "Junior devs should learn to read code before they learn to write it. That's because most of the job is reading.",
    );
  });
});
