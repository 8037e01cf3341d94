import { describe, expect, it } from "vitest";
import {
  capitaliseSentenceStarts,
  cutOutsideAbbreviations,
  isAbbreviationStop,
  maskAbbreviationStops,
  splitAtStops,
  unmaskStops,
} from "./abbreviations";
import { splitSentences } from "./sentences";

const stopOf = (text: string, before: string) => text.indexOf(before) + before.length;

describe("isAbbreviationStop", () => {
  it.each([
    ["Ask Dr. Patel", "Dr", true],
    ["culturing S. aureus", "S", true],
    ["Python, i.e. APIs", "i", true],
    ["Python, i.e. APIs", "i.e", true],
    ["the U.S. market", "U.S", true],
    ["invoice No. 4471", "No", true],
    ["the answer was no. Then", "no", false],
    ["on Sat. 14 June", "Sat", true],
    ["toys etc. All proceeds", "etc", false],
    ["toys etc. are sold", "etc", true],
    ["at 4 p.m. Rev. Hill", "p.m", false],
    ["at 7 a.m. tomorrow", "a.m", true],
    ["by 5 p.m. Friday.", "p.m", true],
    ["It works. Then", "works", false],
  ])("%s (after %s): %s", (text, before, expected) => {
    expect(isAbbreviationStop(text, stopOf(text, before))).toBe(expected);
  });
});

describe("splitAtStops", () => {
  it("splits as /(?<=[.!?])\\s+/ does on text without abbreviations", () => {
    const text = "It works. Then it stops!  Why? no idea. ";
    expect(splitAtStops(text)).toEqual(text.split(/(?<=[.!?])\s+/));
    expect(splitAtStops(text, /\p{Lu}/u)).toEqual(text.split(/(?<=[.!?])\s+(?=\p{Lu})/u));
    const emoji = "Out today. 🍽️ Tell us. ok";
    expect(splitAtStops(emoji, /\p{Lu}|\p{Extended_Pictographic}/u)).toEqual(
      emoji.split(/(?<=[.!?])\s+(?=\p{Lu}|\p{Extended_Pictographic})/u),
    );
  });
  it("keeps titles, initials and dotted abbreviations whole", () => {
    expect(splitAtStops("Thank Prof. J. K. Adeyemi. It helped. I grew S. aureus, e.g. in broth.")).toEqual([
      "Thank Prof. J. K. Adeyemi.",
      "It helped.",
      "I grew S. aureus, e.g. in broth.",
    ]);
  });
});

describe("cutOutsideAbbreviations, masking and capitals", () => {
  it("cuts an ad at its sentence ends but not inside 'e.g. swabs' nor across a line's end", () => {
    expect(
      cutOutsideAbbreviations(
        "Process samples (e.g. swabs). Work at Acme Co.\nShifts 8 a.m. daily.",
        /(?<=[.!?;])\s+|\n+/g,
      ),
    ).toEqual(["Process samples (e.g. swabs).", "Work at Acme Co.", "Shifts 8 a.m. daily."]);
    expect(cutOutsideAbbreviations("Mary J. Smith. Leeds", /\.\s/g)).toEqual(["Mary J. Smith", "Leeds"]);
  });
  it("masks only abbreviation stops, and gives them back", () => {
    const text = "Build APIs, i.e. services. Done.";
    const masked = maskAbbreviationStops(text);
    expect(/to ([^.]+)/.exec(`to ${masked}`)?.[1]).toBe(maskAbbreviationStops("Build APIs, i.e. services"));
    expect(unmaskStops(masked)).toBe(text);
  });
  it("capitalises sentence starts but not the word after an abbreviation", () => {
    expect(capitaliseSentenceStarts("opens at 7 a.m. tomorrow. free coffee vs. tea. yes")).toBe(
      "Opens at 7 a.m. tomorrow. Free coffee vs. tea. Yes",
    );
  });
});

describe("splitSentences with abbreviations", () => {
  it.each([
    ["The fair is on Sat. 14 June from 10 a.m. to 4 p.m. Rev. Hill opens it.", 2],
    ["Stalls sell cakes, toys etc. All proceeds go to the roof.", 2],
    ["The answer was no. Moreover, the board agreed.", 2],
    ["Invoice No. 4471 is overdue. Mary J. Smith sent it.", 2],
  ])("%s -> %i sentences", (text, n) => {
    expect(splitSentences(text).map((s) => s.text)).toHaveLength(n);
  });
});
