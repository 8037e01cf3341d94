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

describe("set D (read after the fixes above)", () => {
  it("never splits off a participle phrase that is the subject of the main verb", () => {
    for (const style of ["casual", "friendly", "professional"] as const) {
      const out = humanize(
        "When it comes to family cooking, creating a weekly meal plan is the easiest way to save money.",
        style,
      );
      expect(out).not.toMatch(/This creates|\. This/);
      expect(out).toMatch(/creating a weekly meal plan is the easiest way/);
    }
  });

  it("reads 'While X can be devastating, ...' as a contrast, not a 'while' of time", () => {
    expect(
      splitConcessive("While floods can be devastating for farmers, they also leave rich silt on the fields."),
    ).toHaveLength(2);
  });

  it("keeps 'an additional two weeks' (not 'an extra two weeks') and never writes 'super grateful'", () => {
    const out = humanize("I would be extremely grateful for an additional two weeks.", "casual");
    expect(out).toMatch(/an additional two weeks/);
    expect(out).not.toMatch(/super grateful/);
  });
});

describe("launch-copy tells left after set D", () => {
  it("recasts 'Say goodbye to X and hello to Y', 'thrilled to introduce' and 'a dynamic organization'", () => {
    const copy =
      "We are thrilled to introduce Planwise. Say goodbye to messy spreadsheets and hello to effortless budgeting! Join a dynamic team today.";
    const casual = humanize(copy, "casual");
    expect(casual).toMatch(/happy to introduce Planwise/);
    expect(casual).toMatch(/Swap messy spreadsheets for easy budgeting/);
    expect(casual).toMatch(/a fast-moving team/);
    expect(humanize(copy, "professional")).toMatch(/Replace messy spreadsheets with simple budgeting\./);
  });
});

describe("spot check E (after set D)", () => {
  it("recasts 'simple yet powerful', 'in unprecedented ways' and ', posing a significant threat to' grammatically", () => {
    expect(humanize("Journaling is a simple yet powerful habit.", "friendly")).toMatch(/simple but really effective/);
    expect(humanize("Drones are changing farming in unprecedented ways.", "friendly")).toMatch(
      /in ways never seen before/,
    );
    const out = humanize("Floods have destroyed the harvest, posing a significant threat to local farms.", "casual");
    expect(out).toMatch(/really threatening local farms/);
    expect(out).not.toMatch(/being a/);
  });
});
