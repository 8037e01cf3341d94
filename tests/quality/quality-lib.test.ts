import { describe, expect, it } from "vitest";
import { unsupportedFacts } from "./faithfulness";
import { harperLints } from "./harper";
import { parseSentences, sentencesSentToParser } from "./link-grammar";
import { outputSentences } from "./sentences";

describe("quality checks used by the writing-engine tests", () => {
  it("link-parser tells complete parses from broken sentences", async () => {
    const ok = await parseSentences(["The cat sat on the mat.", "The of the cat and.", "Could you reply by [date]?"]);
    expect(ok).toEqual([true, false, true]);
  });

  it("parses a sentence once when calls overlap (Promise.all over a list and its part)", async () => {
    const list = [
      "The ferry to the island leaves at noon.",
      "Of the ferry and to the noon.",
      "Our neighbours painted their fence green last spring.",
    ];
    const before = sentencesSentToParser();
    const [all, part] = await Promise.all([parseSentences(list), parseSentences(list.slice(0, 2))]);
    expect(sentencesSentToParser() - before).toBe(list.length);
    expect(all).toEqual([true, false, true]);
    expect(part).toEqual([true, false]);
  });

  it("harper finds a spelling mistake and passes clean text", async () => {
    expect((await harperLints("Their is a problem with teh invoice.")).length).toBeGreaterThan(0);
    expect(await harperLints("The invoice is attached to this message.")).toEqual([]);
  });

  it("flags names, numbers and dates that the input does not contain", () => {
    const input = "Ask Sam for Friday off. I'll finish the Q3 report by Thursday.";
    expect(
      unsupportedFacts("Hi Sam, could I take Friday off? The Q3 report will be done by Thursday. [Your name]", input),
    ).toEqual([]);
    expect(unsupportedFacts("Could you reply by October 15? Talk to Priya at Acme.", input)).toEqual([
      "15",
      "October",
      "Priya",
      "Acme",
    ]);
    expect(unsupportedFacts("Proud of the team! #Q3Report #Boston", input)).toEqual(["#Boston"]);
  });

  it("reads a letter right after a digit as part of the number, not as a capitalised name", () => {
    expect(unsupportedFacts("An isometric 3D render of the cabin.", "a cabin, 3D render")).toEqual([]);
    expect(unsupportedFacts("An isometric 4D render of the cabin.", "a cabin, 3D render")).toEqual(["4"]);
  });

  it("checks a month only when it is written as one: lower-case 'may' is a verb", () => {
    expect(unsupportedFacts("You may bring a friend.", "a party on Friday")).toEqual([]);
    expect(unsupportedFacts("May is a good month. See you in May.", "a party on Friday")).toEqual(["May"]);
  });

  it("keeps prose sentences and drops greetings, sign-offs and hashtags", () => {
    const s = outputSentences(
      "Hi Sam,\n\nCould I take Friday off? Thanks for considering it.\n\nBest regards,\nAlex Kim\n\n#Work",
    );
    expect(s).toEqual(["Could I take Friday off?", "Thanks for considering it."]);
  });
});
