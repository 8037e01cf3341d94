import { describe, expect, it } from "vitest";
import { parseSentences } from "../../../tests/quality/link-grammar";
import { LINK_PARSER, canRun } from "../../../tests/helpers/system-tools";
import { compressSentence } from "./summarizer.compress";
import { analyse, summarize } from "./summarizer.engine";
import { EVAL_SET } from "./summarizer.eval-set";
import { tldr } from "./summarizer.format";
import { isCompleteSentence, isFragment } from "./summarizer.grammar";

/** News-style sentences with parentheticals, attributions and subordinate detail (written for these tests). */
const SENTENCES = [
  "The council approved the budget (the first in three years) on Tuesday, officials said.",
  "According to the report, sales of electric cars doubled in the first half of the year.",
  "Dr. Maria Lopez, the head librarian, said the change follows a survey of 2,400 members.",
  "The bridge, which opened in 1932, will close for repairs next month.",
  "Riverside will plant 20,000 trees over five years, focusing on the hottest neighbourhoods, the council decided on Tuesday.",
  "The farmhouse is the best fit: it sleeps all 18 of us and it is inside our budget.",
  "Because of that, I am proposing that we launch on 17 November instead of 3 November.",
  "The union rejected the offer -- a 4% rise tied to weekend work -- and called a strike for Friday.",
  "Police say the man, who was 34, was arrested near the station on Monday.",
  "The company said that profits rose by 12% in the third quarter, helped by strong sales in Asia.",
  "SSO goes on the Q1 roadmap as the top priority; the dark mode work is pushed to Q2.",
  "The museum will reopen in May after a two-year renovation, the city announced.",
];

describe("TL;DR compression", () => {
  it("removes parentheticals, attributions, asides and subordinate detail", () => {
    expect(compressSentence(SENTENCES[0]!, "medium", "en")).toBe("The council approved the budget on Tuesday.");
    expect(compressSentence(SENTENCES[1]!, "medium", "en")).toBe(
      "Sales of electric cars doubled in the first half of the year.",
    );
    expect(compressSentence(SENTENCES[2]!, "strong", "en")).toBe(
      "Dr. Maria Lopez said the change follows a survey of 2,400 members.",
    );
    expect(compressSentence(SENTENCES[3]!, "strong", "en")).toBe("The bridge will close for repairs next month.");
    expect(compressSentence(SENTENCES[4]!, "strong", "en")).toBe("Riverside will plant 20,000 trees over five years.");
    expect(compressSentence(SENTENCES[5]!, "strong", "en")).toBe("The farmhouse is the best fit.");
    expect(compressSentence(SENTENCES[6]!, "medium", "en")).toBe(
      "I am proposing that we launch on 17 November instead of 3 November.",
    );
    expect(compressSentence(SENTENCES[7]!, "medium", "en")).toBe(
      "The union rejected the offer and called a strike for Friday.",
    );
    expect(compressSentence(SENTENCES[10]!, "strong", "en")).toBe("SSO goes on the Q1 roadmap as the top priority.");
  });

  it("compresses less at the lighter levels", () => {
    expect(compressSentence(SENTENCES[3]!, "medium", "en")).toBe(SENTENCES[3]);
    expect(compressSentence(SENTENCES[0]!, "light", "en")).toBe(
      "The council approved the budget on Tuesday, officials said.",
    );
  });

  it("keeps a cut only when the sentence stays complete", () => {
    // Removing "Police say" would leave the pronoun-less clause intact, but "X says he..." must keep its subject.
    expect(compressSentence("President Obama says he is committed to the deal with Iran.", "strong", "en")).toBe(
      "President Obama says he is committed to the deal with Iran.",
    );
    // A colon that introduces a list is not an elaboration to drop when what is left is not a sentence.
    expect(compressSentence("Three things: speed, price and support.", "strong", "en")).toBe(
      "Three things: speed, price and support.",
    );
  });

  it("only removes parentheticals in other languages", () => {
    expect(
      compressSentence("El Gobierno (en funciones) aprobó el plan, según fuentes oficiales.", "strong", "es"),
    ).toBe("El Gobierno aprobó el plan, según fuentes oficiales.");
  });

  it("tells clauses from fragments", () => {
    expect(isFragment("34-hour battery")).toBe(true);
    expect(isFragment("Excellent noise cancelling for the price")).toBe(true);
    expect(isFragment("Customer churn fell from 3.1% to 2.4% per month")).toBe(false);
    expect(isCompleteSentence("The release moves to 27 November.")).toBe(true);
    expect(isCompleteSentence("Focusing on the hottest streets of the city.")).toBe(false);
  });
});

describe("TL;DR choice", () => {
  it("is one sentence, never the title, and shortest at 'short'", () => {
    const text = EVAL_SET.find((e) => e.id === "html-article-page")!.text as string;
    const short = summarize(text, "short", "tldr");
    const long = summarize(text, "long", "tldr");
    expect(short).toBe("TL;DR: Riverside will plant 20,000 street trees over the next five years.");
    expect(long.length).toBeGreaterThan(short.length);
    expect(short).not.toContain("City to plant 20,000 trees to cool its hottest streets");
  });

  it("turns an action item into a sentence and prefers the decision of minutes", () => {
    const minutes = EVAL_SET.find((e) => e.id === "minutes-product-sync")!.text as string;
    expect(summarize(minutes, "medium", "tldr")).toBe("TL;DR: The 2.3 release moves from 20 November to 27 November.");
  });
});

describe.runIf(canRun("summarizer TL;DR grammar (Link Grammar)", LINK_PARSER))("TL;DR grammar (Link Grammar)", () => {
  it("never makes a sentence the parser could read into one it cannot", { timeout: 120_000 }, async () => {
    const pairs: [string, string][] = [];
    for (const s of SENTENCES)
      for (const level of ["light", "medium", "strong"] as const) pairs.push([s, compressSentence(s, level, "en")]);
    for (const item of EVAL_SET.filter((e) => e.language === "en")) {
      const text = typeof item.text === "function" ? item.text() : item.text;
      if (!text) continue;
      const analysis = analyse(text);
      for (const length of ["short", "medium", "long"] as const) {
        const { text: summary, source } = tldr(analysis, length);
        pairs.push([source, summary]);
      }
    }
    const sources = await parseSentences(pairs.map(([s]) => s));
    const outputs = await parseSentences(pairs.map(([, o]) => o));
    const broken = pairs.filter((_, i) => sources[i] && !outputs[i]).map(([s, o]) => `${s}\n  -> ${o}`);
    expect(broken).toEqual([]);
    // And over all of them, no lower a share of complete parses than their sources.
    expect(outputs.filter(Boolean).length).toBeGreaterThanOrEqual(sources.filter(Boolean).length);
  });
});
