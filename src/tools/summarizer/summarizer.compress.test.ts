import { describe, expect, it } from "vitest";
import { parseSentences } from "../../../tests/quality/link-grammar";
import { LINK_PARSER, canRun } from "../../../tests/helpers/system-tools";
import { compressSentence } from "./summarizer.compress";
import { analyse, summarize } from "./summarizer.engine";
import { EVAL_SET } from "./summarizer.eval-set";
import { tldr } from "./summarizer.format";
import { isCompleteSentence, isFragment } from "./summarizer.grammar";
import compressCases from "./summarizer.compress-cases.json" with { type: "json" };

/**
 * News-style sentences with parentheticals, attributions and subordinate detail (written for these tests), what each
 * compression level must make of some of them, and clauses and fragments (summarizer.compress-cases.json).
 */
const CASES = compressCases as {
  sentences: string[];
  removes: Compression[];
  lighter: Compression[];
  fragments: Record<string, boolean>;
  completeSentences: Record<string, boolean>;
};
interface Compression {
  /** Index into `sentences`. */
  sentence: number;
  level: "light" | "medium" | "strong";
  output: string;
}
const SENTENCES = CASES.sentences;
const expectCompressions = (cases: Compression[]) => {
  expect(cases.length).toBeGreaterThan(0);
  for (const { sentence, level, output } of cases)
    expect(compressSentence(SENTENCES[sentence]!, level, "en"), `${level}: ${SENTENCES[sentence]}`).toBe(output);
};

describe("TL;DR compression", () => {
  it("removes parentheticals, attributions, asides and subordinate detail", () => {
    expectCompressions(CASES.removes);
  });

  it("compresses less at the lighter levels", () => {
    expectCompressions(CASES.lighter);
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
    for (const [text, fragment] of Object.entries(CASES.fragments)) expect(isFragment(text), text).toBe(fragment);
    for (const [text, complete] of Object.entries(CASES.completeSentences))
      expect(isCompleteSentence(text), text).toBe(complete);
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
