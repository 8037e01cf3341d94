/**
 * Regression tests for the marketing and AI-emphasis classes of the 2026-11-26 (session 3) read: intensifier adverbs
 * before a verb or adjective, superlative ad-speak, and "Experience X with our Y" imperatives. Each test uses its own
 * text, written for the class, not the phrases that were seen.
 */
import { describe, expect, it } from "vitest";
import { parseSentences } from "../../../tests/quality/link-grammar";
import { outputSentences } from "../../../tests/quality/sentences";
import { LINK_PARSER, canRun } from "../../../tests/helpers/system-tools";
import { humanize } from "./humanizer.engine";

const VOICES = ["casual", "friendly", "professional"] as const;

/** In every voice, the output has none of `absent` and all of `present`. */
function inEveryVoice(text: string, absent: RegExp | null, present: RegExp[]): void {
  for (const v of VOICES) {
    const out = humanize(text, v);
    if (absent) expect(out, v).not.toMatch(absent);
    for (const re of present) expect(out, v).toMatch(re);
  }
}

const EMPHASIS =
  "The new rota has dramatically simplified our weekends, and it will substantially cut overtime. Our highly trained nurses are passionately dedicated to every patient. Managers should proactively share the figures and meaningfully involve their teams.";
const ADS =
  "Enjoy unrivalled views and impeccable service at the Harbour Inn. Our chefs serve phenomenal seafood, and the location is second to none.";
const IMPERATIVES =
  "Experience crisp, all-day sound with the new Vela earbuds. Discover our autumn range in store. Discover how the case charges in ten minutes.";

describe("intensifier adverbs before a verb or an adjective", () => {
  it("are dropped by friendly and professional, and said as one plain 'really' at most by casual", () => {
    for (const v of VOICES) {
      const out = humanize(EMPHASIS, v);
      expect(out, v).not.toMatch(/dramatically|substantially|highly|passionately|proactively|meaningfully/);
      expect(out, v).toMatch(/simplified our weekends/);
      expect(out, v).toMatch(/cut overtime/);
      expect(out, v).toMatch(/trained nurses/);
      for (const s of out.split(/(?<=[.!?])\s+/)) expect((s.match(/\breally\b/g) ?? []).length, s).toBeLessThan(2);
    }
  });

  it("stay where they carry the sense: after a degree word, before 'and', in 'highly likely'", () => {
    const text =
      "Used effectively and fairly, the levy works. We must more effectively reach young voters. Rain is highly likely on Sunday.";
    inEveryVoice(text, null, [/effectively and fairly/, /more effectively reach/, /highly likely/]);
  });

  it("never says 'really ... a real' twice over", () => {
    const text = "Their volunteers have truly made a significant difference to the shelter.";
    for (const v of VOICES) expect(humanize(text, v), v).not.toMatch(/\breally\b(?:\s+\S+){0,2}\s+real\b/);
  });
});

describe("adverbs of manner or frequency, participle tails, marketing jargon", () => {
  it("drops an adverb of manner or frequency in every voice, never 'really' for it", () => {
    const text = "Our analysts have consistently flagged fraud early, and they actively monitor every new account.";
    inEveryVoice(text, /consistently|actively|really flagged|really monitor/, [/flagged fraud early/]);
  });

  it("tells a tail after a present passive in the present ('is made ..., ensuring' -> 'This makes sure')", () => {
    const text = "Every loaf is baked in small batches by our two bakers, ensuring that the crust stays crisp.";
    for (const v of VOICES) expect(humanize(text, v), v).not.toMatch(/This (?:made sure|ensured)/);
  });

  it("says 'audience', 'preferences' and 'elegance' without the sales wrapping", () => {
    const text =
      "Charities must reach their target audience early. Plans are tailored to your individual needs, and each lamp adds a touch of warmth to the hallway.";
    inEveryVoice(text, /target audience|individual needs|a touch of/, [/their audience/, /your needs/]);
  });
});

describe("superlative ad-speak", () => {
  it("becomes one plain word of praise, before a noun or after 'is'", () => {
    inEveryVoice(ADS, /unrivall?ed|impeccable|phenomenal|second to none/, [/views/, /Harbour Inn/]);
    expect(humanize(ADS, "professional")).toMatch(/excellent views and high-quality service/);
  });

  it("leaves 'outstanding' money and work alone", () => {
    const text = "Please settle the outstanding invoices before Friday.";
    for (const v of VOICES) expect(humanize(text, v), v).toMatch(/outstanding invoices/);
  });

  it("takes pride as being proud, with the subject's verb", () => {
    const text = "We pride ourselves on answering every call. The bakery prides itself on its sourdough.";
    inEveryVoice(text, /pride/, [/bakery is (?:really )?proud of its sourdough/]);
  });
});

describe("importance and enabling", () => {
  it("says 'of vital importance' as 'important' and drops the adjective from 'the critical importance of'", () => {
    const text =
      "Clean water is of vital importance in a flood. The review stresses the critical importance of drills.";
    inEveryVoice(text, /vital|critical|is of importance/, [
      /Clean water is (?:so |really )?(?:important|essential) in a flood/,
    ]);
  });

  it("reads a row whose object is two words ('enables your team to')", () => {
    const text = "The new rota enables your team to plan holidays early.";
    expect(humanize(text, "casual")).toMatch(/lets your team plan holidays early/);
    expect(humanize(text, "friendly")).toMatch(/helps your team plan holidays early/);
  });
});

describe("product-page stock", () => {
  it("drops an empty 'Designed with you in mind,' and says 'the ideal choice for' plainly, agreeing with its subject", () => {
    const text =
      "Built with busy parents in mind, the Nook stroller folds in one move. These wheels are the ideal choice for gravel paths.";
    inEveryVoice(text, /ideal choice|\bis (?:great|a great|well)/, [
      /^The Nook stroller folds in one move[.,;]/,
      /[Tt]hese wheels are (?:great for|a great fit for|well suited to) gravel paths/,
    ]);
  });

  it("says a thing that is 'transformative' changes lives, and drops 'must-have'", () => {
    const text =
      "Our must-have planner keeps the week in view. We think good coaching should be patient and truly transformative.";
    inEveryVoice(text, /must-have|transformative|\b(?:big|major|significant)\.$/, [/patient and life-changing\./]);
  });
});

describe("the not-just frame and the new chapter", () => {
  it("says 'This isn't just a X — it's a Y' straight", () => {
    const text =
      "This isn't just a backpack — it's your office on the move. This is not just a lamp, it is a reading nook.";
    inEveryVoice(text, null, [
      /^This backpack is your office on the move[.,;] (?:and )?[Tt]his lamp is a reading nook\./,
    ]);
  });

  it("says an exciting new chapter as getting going, and leaves a plain 'new chapter' alone", () => {
    const text = "So grateful for this role, and I can't wait to embark on this exciting new chapter.";
    for (const v of VOICES) expect(humanize(text, v), v).not.toMatch(/chapter/);
    expect(humanize("The town started a new chapter in 1990.", "casual")).toMatch(/started a new chapter/);
  });
});

describe("travel-brochure and cover-letter stock", () => {
  it("says a hidden gem that captivates with its breathtaking beauty plainly", () => {
    const text =
      "Tucked into the valley, Hallstatt is a true hidden gem that captivates travellers with its stunning beauty.";
    inEveryVoice(text, /hidden gem|captivates|(?:stunning|gorgeous|breathtaking|striking) beauty/, [
      /travellers with its beauty/,
    ]);
  });

  it("puts 'further' after the verb ('to further discuss' -> 'to talk more about')", () => {
    const text = "I would welcome the chance to further discuss the role with you.";
    for (const v of VOICES) expect(humanize(text, v), v).not.toMatch(/further discuss|further talk/);
  });
});

describe("home and creativity ad-speak", () => {
  it("says 'Transform your kitchen' as doing it up, 'timeless elegance' as classic style, and never 'Release your creativity'", () => {
    const text =
      "Transform your kitchen with our oak shelving range, built for timeless elegance. Unleash your imagination with the Sketchbook app.";
    inEveryVoice(text, /Transform|timeless elegance|Release your/, [
      /your kitchen with our oak shelving range/,
      /classic/,
    ]);
    expect(humanize("They transformed the old mill into flats.", "professional")).toMatch(/transformed the old mill/);
  });
});

describe("ad-speak imperatives that open a sentence", () => {
  it("say what the product gives the reader, and say 'Discover how' as 'See how'", () => {
    inEveryVoice(IMPERATIVES, /\b(?:Experience|Discover)\b/, [
      /^With the new Vela earbuds,? you(?:'ll)? get crisp, all-day sound\./,
      /how the case charges in ten minutes/,
    ]);
  });

  it("keeps an idiom the frame would spoil ('Experience the difference')", () => {
    for (const v of VOICES)
      expect(humanize("Experience the difference with our new pillows.", v), v).not.toMatch(/get the difference/);
  });
});

describe.runIf(canRun("humanizer grammar (Link Grammar)", LINK_PARSER))("grammar of the rewritten marketing", () => {
  it("parses at least as often as the input, in every voice", async () => {
    const input = [EMPHASIS, ADS, IMPERATIVES].flatMap((t) => outputSentences(t));
    const inShare = (await parseSentences(input)).filter(Boolean).length / input.length;
    for (const v of VOICES) {
      const out = [EMPHASIS, ADS, IMPERATIVES].flatMap((t) => outputSentences(humanize(t, v)));
      const share = (await parseSentences(out)).filter(Boolean).length / out.length;
      expect(share, v).toBeGreaterThanOrEqual(inShare);
    }
  }, 120_000);
});
