/**
 * Regression tests for the defect classes found by reading the third issue-11 held-out set (HUMANIZER_HELDOUT_C):
 * casual and friendly identical on expository text, "lots of" after a possessive, untouched scene-setting openers and
 * complaint wording, a chirpy "!" in a formal complaint. Each test uses its own sentences, written for the class.
 */
import { describe, expect, it } from "vitest";
import { humanize } from "./humanizer.engine";
import { splitConcessive } from "./humanizer.sentences";

describe("casual and friendly differ on expository text", () => {
  const paragraphs = [
    "The water cycle is a fundamental natural process that enables clouds to form over the oceans. This remarkable system frequently moves water across continents.",
    "Coral reefs are vibrant ecosystems that seamlessly support thousands of species. Their breathtaking colours come from algae, which are paramount to the health of the reef.",
    "Volunteering can significantly enhance your sense of purpose. Local charities typically rely on volunteers to thrive, and a variety of roles are available.",
  ];

  it("gives each paragraph a different casual and friendly wording", () => {
    for (const p of paragraphs) expect(humanize(p, "casual"), p).not.toBe(humanize(p, "friendly"));
  });

  it("says formal expository words plainly in casual, warmly in friendly", () => {
    const casual = humanize(paragraphs[0]!, "casual");
    expect(casual).toMatch(/a basic natural process that lets clouds form/);
    expect(casual).toMatch(/This amazing system often moves/);
    const friendly = humanize(paragraphs[0]!, "friendly");
    expect(friendly).toMatch(/helps clouds form/);
    expect(friendly).toMatch(/This wonderful system/);
    expect(humanize(paragraphs[2]!, "casual")).toMatch(/all kinds of roles/);
  });

  it("tells a fronted contrast in two sentences in casual only, and leaves a 'while' of time alone", () => {
    const s =
      "While these apps offer useful reminders for busy parents, they also collect a great deal of personal data.";
    expect(splitConcessive(s)).toEqual([
      "These apps offer useful reminders for busy parents.",
      "But they also collect a great deal of personal data.",
    ]);
    expect(humanize(s, "casual")).toMatch(/^These apps offer useful reminders for busy parents\. But they also/);
    expect(humanize(s, "friendly")).toMatch(/^While these apps/);
    expect(splitConcessive("While you are waiting for the kettle, check the filter is clean.")).toHaveLength(1);
    expect(splitConcessive("While cooking the rice, keep the lid on the pan.")).toHaveLength(1);
  });
});

describe("word choice after determiners and untouched tells", () => {
  it("never writes 'lots of' after a possessive or a determiner", () => {
    const out = humanize("Guests enjoy the hotel's many rooftop terraces and our many cafes.", "casual");
    expect(out).not.toMatch(/lots of/);
    expect(out).toMatch(/the hotel's many rooftop terraces/);
  });

  it("drops a scene-setting 'In a world that is constantly changing,' and recasts complaint and meeting wording", () => {
    expect(
      humanize("In a world that is constantly changing at lightning speed, reading has become my refuge.", "casual"),
    ).toBe("Reading has become my refuge.");
    expect(
      humanize("I am writing to express my deep dissatisfaction with the kettle I bought in May.", "casual"),
    ).toMatch(/I'm writing to complain about the kettle/);
    expect(humanize("The committee engaged in a productive discussion about the budget.", "friendly")).toMatch(
      /had a good talk about the budget/,
    );
    expect(humanize("Discover cooking like never before with the Chefmate 3.", "casual")).toMatch(/in a whole new way/);
  });

  it("keeps a formal complaint free of a friendly '!'", () => {
    const letter =
      "Dear Sir or Madam,\n\nThe heater I ordered arrived broken. Thank you for your prompt attention to this matter.\n\nYours faithfully,\nAnn Lee";
    expect(humanize(letter, "friendly")).not.toMatch(/!/);
  });
});
