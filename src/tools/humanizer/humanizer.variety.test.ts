/**
 * Regression tests for the defect classes of the fifth issue-11 cold read (helper wt-summ): a plain word repeated
 * where several AI phrases map onto it, replacements that broke agreement or a possessive, and replacements that
 * changed the meaning. Each test uses its own sentences, written for the class.
 */
import { describe, expect, it } from "vitest";
import { parseSentences } from "../../../tests/quality/link-grammar";
import { LINK_PARSER, canRun } from "../../../tests/helpers/system-tools";
import { humanize } from "./humanizer.engine";
import { varyRepeats } from "./humanizer.variety";

const count = (text: string, word: string) => text.match(new RegExp(`\\b${word}\\b`, "gi"))?.length ?? 0;

describe("the voices do not repeat their plain words", () => {
  const essay =
    "The printing press was a transformative invention that reshaped Europe. It marked a significant shift in how ideas spread. It also brought about profound changes in religion, and it played a pivotal role in the rise of science.";

  it("says 'big' and 'real' once each where the input said four different things", () => {
    for (const voice of ["casual", "friendly"] as const) {
      const out = humanize(essay, voice);
      for (const word of ["big", "real", "huge"]) expect(count(out, word), `${voice}: ${out}`).toBeLessThan(2);
    }
  });

  it("keeps a repetition the input itself had, and varies only the extra uses", () => {
    expect(varyRepeats("A big dog and a big cat.", "A big dog and a big cat.")).toBe("A big dog and a big cat.");
    expect(varyRepeats("A big step and a big change.", "A pivotal step and a significant change.")).toBe(
      "A big step and a major change.",
    );
  });

  it("uses one 'so' a sentence: 'So it's really important'", () => {
    expect(varyRepeats("So it's so important to rest.", "")).toBe("So it's really important to rest.");
    expect(varyRepeats("I was so tired, so I went home.", "")).toBe("I was so tired, so I went home.");
  });
});

describe("replacements keep agreement, possessives and meaning", () => {
  it("'I deeply regret' becomes a verb that agrees with 'I' in every voice", () => {
    for (const voice of ["casual", "friendly", "professional"] as const) {
      const out = humanize(
        "I was unable to attend, and I deeply regret any inconvenience this may have caused.",
        voice,
      );
      expect(out).not.toMatch(/\bI are\b/);
      expect(out).toMatch(/\bI (?:really )?(?:regret|feel)\b/);
    }
  });

  it("never writes 'kids's'", () => {
    const out = humanize("We raised over $40,000 for the children's library and the children themselves.", "casual");
    expect(out).not.toMatch(/kids['’]s/);
    expect(out).toContain("children's library");
  });

  it("says a beginner is 'just starting out', not 'starting your experience'", () => {
    for (const voice of ["casual", "friendly", "professional"] as const) {
      const out = humanize("Whether you are an expert or just starting your baking journey, this mixer helps.", voice);
      expect(out).not.toMatch(/starting your (?:baking )?experience/);
      expect(out).toMatch(/just (?:starting out|getting started)/);
    }
  });

  it("keeps 'fast-paced' and 'unprecedented' neutral: not 'hectic' or 'wonderful'", () => {
    expect(humanize("She thrives in fast-paced teams.", "casual")).not.toMatch(/hectic/);
    expect(humanize("The war caused unprecedented economic damage.", "friendly")).not.toMatch(/wonderful/);
  });
});

describe("a participle after 'be' keeps its grammar", () => {
  it("never writes 'are fit the terms' for 'are aligned with the terms'", () => {
    for (const voice of ["casual", "friendly", "professional"] as const) {
      const people = humanize("We reviewed the draft, and we are generally aligned with the proposed terms.", voice);
      expect(people).not.toMatch(/\b(?:fit|matched)\b/);
      expect(people).toMatch(/(?:on board|happy|in agreement) with the proposed terms/);
      const plan = humanize("The new plan is closely aligned with our goals for next year.", voice);
      expect(plan).toMatch(/is closely aligned with our goals/);
    }
  });
});

describe.runIf(canRun("humanizer replacement grammar (Link Grammar)", LINK_PARSER))(
  "replacements the parser reads",
  () => {
    it("words 'a number of' and 'a deep understanding of' so the sentence still parses in every voice", async () => {
      const inputs = [
        "The Q3 results reflect a number of key factors.",
        "With four years of experience, I have a deep understanding of how to engage diverse audiences.",
      ];
      for (const voice of ["casual", "friendly", "professional"] as const) {
        const outs = inputs.map((t) => humanize(t, voice));
        expect(await parseSentences(outs), `${voice}: ${outs.join(" | ")}`).toEqual([true, true]);
      }
    }, 60_000);
  },
);

describe("a figure of speech is replaced by what it means", () => {
  it("moves a mission forward instead of 'increasing' it", () => {
    for (const voice of ["casual", "friendly", "professional"] as const) {
      const mission = humanize("I am eager to use my skills to help amplify your mission.", voice);
      expect(mission).not.toMatch(/(?:increase|boost) your mission|help help/);
      expect(mission).toMatch(/(?:forward|advance your mission)/);
    }
  });
});

describe("lead cold read 2026-11-26: support-reply and team-copy wording", () => {
  const reply =
    "Rest assured, our team is diligently working to resolve this issue at the earliest possible convenience. We also diligently reviewed every order.";
  it.each(["casual", "friendly", "professional"] as const)(
    "says 'working hard' and 'as soon as' in the %s voice, never 'hard working' or the earliest convenience",
    (voice) => {
      const out = humanize(reply, voice);
      expect(out).toMatch(/working hard/);
      expect(out).toMatch(/as soon as/);
      expect(out).not.toMatch(/hard working|earliest (?:possible )?convenience|diligently working/);
    },
  );

  it("never 'earns' collaboration (trust and loyalty are earned)", () => {
    const out = humanize("We use shared dashboards to foster collaboration across teams.", "friendly");
    expect(out).not.toMatch(/earn(?:s|ed)? collaboration/);
  });
});
