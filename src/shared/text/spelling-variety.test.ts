import { describe, expect, it } from "vitest";
import { emailFor } from "../../tools/email-generator/email-generator.test-support";
import { humanize } from "../../tools/humanizer/humanizer.engine";
import { matchSpelling, spellingVariety } from "./spelling-variety";

describe("spellingVariety", () => {
  it.each([
    ["Organizations must prioritize the color of the brand.", "us"],
    ["Organisations must prioritise the colour of the brand.", "uk"],
    ["The team met on Tuesday.", undefined],
    // "program" and "judgment" are British too (a computer program): they decide nothing.
    ["The computer program needs a judgment call.", undefined],
    ["We realise the program is late.", "uk"],
  ])("%s -> %s", (text, variety) => {
    expect(spellingVariety(text)).toBe(variety);
  });
});

describe("matchSpelling", () => {
  it("respells the engine's British words after an American input, keeping case", () => {
    expect(matchSpelling("Realise your full potential at the centre.", "Organizations prioritize growth.")).toBe(
      "Realize your full potential at the center.",
    );
  });

  it("respells the engine's American words after a British input", () => {
    expect(matchSpelling("We apologize for the behavior of the program.", "Our organisation values colour.")).toBe(
      "We apologise for the behaviour of the programme.",
    );
  });

  it("never changes a word the input itself wrote, nor anything after an input of no clear variety", () => {
    // (American by two words to one: "colour" is respelled, the input's own "organise" is kept.)
    expect(matchSpelling("Organise the colour chart.", "Please organise the colors and the colors.")).toBe(
      "Organise the color chart.",
    );
    expect(matchSpelling("Realise it.", "Nothing to tell here.")).toBe("Realise it.");
  });

  it("leaves words spelled alike in both varieties alone", () => {
    const text = "Please advise: the size of the prize and our expertise will rise, I promise.";
    expect(matchSpelling(text, "Organizations prioritize.")).toBe(text);
  });
});

describe("the humanizer keeps the input's spelling", () => {
  it("writes 'realize' for a text that spells 'prioritizing' and 'minimizing' (was 'realise')", () => {
    const input =
      "Time management is an essential skill that can greatly enhance both personal and professional life. By " +
      "prioritizing tasks, setting realistic goals, and minimizing distractions, individuals can achieve a healthier " +
      "work-life balance and ultimately unlock their full potential.";
    const out = humanize(input, "professional");
    expect(out).toMatch(/\brealize their full potential\b/);
    expect(out).not.toMatch(/\brealise\b/);
  });
});

describe("the e-mail engine keeps the input's spelling", () => {
  it.each([
    // An American note: "Canceling" in the subject (was "Cancelling").
    [
      "Cancel tomorrow's meeting with the client, our organization's analyst is sick. Apologize and offer Thursday.",
      "Canceling tomorrow's meeting",
    ],
    // A British note keeps the engine's British words.
    [
      "Cancel tomorrow's meeting with the client, our organisation's analyst is sick. Apologise and offer Thursday.",
      "Cancelling tomorrow's meeting",
    ],
  ])("%s", (prompt, subject) => {
    expect(emailFor(prompt, { tone: "formal" }).subject).toBe(subject);
  });
});
