import { suiteApp } from "../../../tests/helpers/suite-app";
import { describe, expect, it } from "vitest";
import { splitSentences } from "../../shared/text/sentences";
import { LIBRARY_NOTES, SHOPPING_LIST, SOLAR_ARTICLE, SPANISH_TEXT } from "../../../tests/fixtures/texts";
import { builtinAnswerBy, postJson, rejectedBy } from "../../../tests/helpers/test-app";
import { SUMMARY_TEXT_MAX, summarizerMessages } from "./contract";
import { analyse, sentenceBudget, summarize } from "./summarizer.engine";

const normalize = (s: string) => s.replace(/\s+/g, " ").trim();
/** Every output sentence must be a sentence of the input (extractive). */
function sentencesOf(summary: string): string[] {
  return summary
    .replace(/^TL;DR: /, "")
    .split(/\n+/)
    .map((line) => line.replace(/^• /, ""))
    .flatMap((line) => splitSentences(line).map((s) => s.text));
}

describe("sentence splitting", () => {
  it("keeps abbreviations, initials and decimals inside sentences", () => {
    const s = splitSentences("Dr. Lopez paid 3.5 dollars at 8 a.m. today. J. Smith agreed. The U.S. team won!");
    expect(s.map((x) => x.text)).toEqual([
      "Dr. Lopez paid 3.5 dollars at 8 a.m. today.",
      "J. Smith agreed.",
      "The U.S. team won!",
    ]);
  });

  it("ends a sentence before a lower-case word when the writer does not capitalise, names or not", () => {
    const s = splitSentences(
      "hey sam - quick one. the demo moved to tuesday. can you ask Jo? i need the Q3 slide. thx!",
    );
    expect(s.map((x) => x.text)).toEqual([
      "hey sam - quick one.",
      "the demo moved to tuesday.",
      "can you ask Jo?",
      "i need the Q3 slide.",
      "thx!",
    ]);
    // A writer who capitalises keeps "approx. ten" in one sentence.
    expect(splitSentences("It costs approx. ten euros. We paid. They agreed.")).toHaveLength(3);
  });

  it("treats list lines as separate items without their bullets", () => {
    const s = splitSentences(SHOPPING_LIST);
    expect(s).toHaveLength(5);
    expect(s.every((x) => x.listItem && !x.text.startsWith("-"))).toBe(true);
  });

  it("splits Chinese and Japanese full stops without spaces", () => {
    expect(splitSentences("今天天气很好。我们去公园散步。")).toHaveLength(2);
  });

  it("splits lower-cased, tokenized news text", () => {
    const s = splitSentences(
      "the mayor said the road will close . drivers should use the bridge . work starts monday .",
    );
    expect(s).toHaveLength(3);
  });
});

describe("summarize engine", () => {
  it("returns only sentences of the input, in document order", () => {
    const summary = summarize(SOLAR_ARTICLE, "medium", "paragraph");
    const source = splitSentences(SOLAR_ARTICLE).map((s) => normalize(s.text));
    const picked = sentencesOf(summary).map(normalize);
    expect(picked.length).toBeGreaterThan(0);
    const positions = picked.map((p) => source.indexOf(p));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("makes short < medium < long on a long text", () => {
    const long = `${SOLAR_ARTICLE}\n\n${SOLAR_ARTICLE.replace(/solar/gi, "wind")}\n\n${LIBRARY_NOTES}`;
    const counts = (["short", "medium", "long"] as const).map(
      (len) => sentencesOf(summarize(long, len, "bullet")).length,
    );
    expect(counts[0]).toBeLessThan(counts[1]!);
    expect(counts[1]).toBeLessThan(counts[2]!);
  });

  it("formats the three styles differently", () => {
    const bullet = summarize(SOLAR_ARTICLE, "medium", "bullet");
    const paragraph = summarize(SOLAR_ARTICLE, "medium", "paragraph");
    const tldr = summarize(SOLAR_ARTICLE, "medium", "tldr");
    expect(bullet.split("\n").every((l) => l.startsWith("• "))).toBe(true);
    expect(paragraph).not.toContain("• ");
    expect(tldr.startsWith("TL;DR: ")).toBe(true);
    expect(tldr.length).toBeLessThan(paragraph.length + 8);
  });

  it("ranks the central sentences of a text above its asides", () => {
    const ranked = analyse(SOLAR_ARTICLE).ranked;
    const best = [...ranked].sort((a, b) => b.score - a.score)[0]!;
    expect(best.text.toLowerCase()).toMatch(/solar|batter/);
  });

  it("depends on the input: different texts give different summaries", () => {
    expect(summarize(SOLAR_ARTICLE, "short", "paragraph")).not.toEqual(summarize(LIBRARY_NOTES, "short", "paragraph"));
  });

  it("returns a one-sentence input unchanged", () => {
    expect(summarize("Just one sentence here.", "long", "paragraph")).toBe("Just one sentence here.");
    expect(summarize("Just one sentence here.", "short", "bullet")).toBe("• Just one sentence here.");
  });

  it("handles list-like and non-English input", () => {
    const list = summarize(SHOPPING_LIST, "medium", "bullet");
    expect(sentencesOf(list).every((s) => SHOPPING_LIST.includes(s))).toBe(true);
    const es = summarize(SPANISH_TEXT, "short", "paragraph");
    expect(SPANISH_TEXT).toContain(es.split(" ").slice(0, 4).join(" "));
  });

  it("drops near-duplicate sentences", () => {
    const repeated = `${LIBRARY_NOTES}\n\n${LIBRARY_NOTES}`;
    const picked = sentencesOf(summarize(repeated, "long", "bullet")).map(normalize);
    expect(new Set(picked).size).toBe(picked.length);
  });

  it("budgets sentences monotonically", () => {
    for (let n = 1; n < 200; n++) {
      expect(sentenceBudget(n, "short")).toBeLessThanOrEqual(sentenceBudget(n, "medium"));
      expect(sentenceBudget(n, "medium")).toBeLessThanOrEqual(sentenceBudget(n, "long"));
      expect(sentenceBudget(n, "long")).toBeLessThanOrEqual(n);
    }
  });
});

describe("POST /api/summarize", () => {
  const app = suiteApp();
  const rejected = rejectedBy(app, "/api/summarize");
  const answered = builtinAnswerBy(app, "/api/summarize");

  it("summarizes with each length and style and says the engine", async () => {
    for (const summaryLength of ["short", "medium", "long"]) {
      for (const summaryStyle of ["bullet", "paragraph", "tldr"]) {
        const res = await answered({ text: SOLAR_ARTICLE, summaryLength, summaryStyle });
        expect(typeof res.body.summary).toBe("string");
        expect((res.body.summary as string).length).toBeGreaterThan(20);
      }
    }
  });

  it("rejects empty and whitespace-only text with the spec's message", async () => {
    for (const text of ["", "   \n "]) {
      const res = await postJson(app, "/api/summarize", { text, summaryLength: "short", summaryStyle: "bullet" });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: summarizerMessages.textRequired });
    }
  });

  it("rejects wrong types and unknown options with a message naming the field", async () => {
    expect((await postJson(app, "/api/summarize", { text: 42 })).body.message).toBe(summarizerMessages.textRequired);
    await rejected({ text: "Some text.", summaryStyle: "haiku" }, /^summaryStyle: /);
  });

  it("rejects text over the documented maximum with a clear message", async () => {
    await rejected({ text: "a".repeat(SUMMARY_TEXT_MAX + 1) }, summarizerMessages.textTooLong);
  });

  it("answers 413 for a body over the route's byte limit and 400 for invalid JSON", async () => {
    const huge = await app.inject({
      method: "POST",
      url: "/api/summarize",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ text: "€".repeat(SUMMARY_TEXT_MAX * 1.5) }), // 4.5 MB > the 4 MB route limit
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toMatch(/too large/i);
    const broken = await app.inject({
      method: "POST",
      url: "/api/summarize",
      headers: { "content-type": "application/json" },
      payload: '{"text": "unterminated',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: "Request body is not valid JSON." });
  });
});
