import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SOLAR_ARTICLE, SPANISH_TEXT } from "../../../tests/fixtures/texts";
import { leakedMarkup } from "./summarizer.checks";
import { expectReaderChecks } from "./summarizer.test-support";
import { analyse, pickUnits, summarize } from "./summarizer.engine";
import { EVAL_SET } from "./summarizer.eval-set";
import { HELDOUT_SET } from "./summarizer.heldout";
import { contentTerms, detectLanguage } from "./summarizer.language";
import { wordCount } from "./summarizer.rank";
import { selectUnits, wordBudget } from "./summarizer.select";

const textOf = (t: string | (() => string | null)) => (typeof t === "function" ? t() : t);

describe("word budgets", () => {
  it("are short <= medium <= long <= the input, and grow with the input", () => {
    let previous = { short: 0, medium: 0, long: 0 };
    for (let n = 1; n <= 200_000; n = Math.ceil(n * 1.3)) {
      const b = { short: wordBudget(n, "short"), medium: wordBudget(n, "medium"), long: wordBudget(n, "long") };
      expect(b.short).toBeLessThanOrEqual(b.medium);
      expect(b.medium).toBeLessThanOrEqual(b.long);
      expect(b.long).toBeLessThanOrEqual(n);
      expect(b.short).toBeGreaterThanOrEqual(previous.short);
      previous = b;
    }
  });

  it("match what readers expect of a 500-800-word article, and are smaller for short texts", () => {
    for (const n of [500, 650, 800]) {
      expect(wordBudget(n, "short")).toBeGreaterThanOrEqual(40);
      expect(wordBudget(n, "short")).toBeLessThanOrEqual(80);
      expect(wordBudget(n, "medium")).toBeGreaterThanOrEqual(80);
      expect(wordBudget(n, "medium")).toBeLessThanOrEqual(150);
      expect(wordBudget(n, "long")).toBeGreaterThanOrEqual(150);
      expect(wordBudget(n, "long")).toBeLessThanOrEqual(300);
    }
    expect(wordBudget(100, "short")).toBeLessThan(35);
    expect(wordBudget(100_000, "long")).toBeLessThan(500);
  });

  it("are kept by the selection (at most 1.3x over, one unit at least)", () => {
    const analysis = analyse(`${SOLAR_ARTICLE}\n\n${SOLAR_ARTICLE.replace(/solar/gi, "wind")}`);
    for (const budget of [10, 40, 90, 200]) {
      const picked = selectUnits(analysis.ranked, budget);
      expect(picked.length).toBeGreaterThan(0);
      if (picked.length > 1) expect(picked.reduce((s, u) => s + u.words, 0)).toBeLessThanOrEqual(budget * 1.3);
    }
  });
});

describe("text kinds and languages", () => {
  const kindOf = (id: string) => analyse(textOf(EVAL_SET.find((e) => e.id === id)!.text)!).kind;

  it("tells news from minutes, e-mails, licences, essays and structured posts", () => {
    expect(kindOf("news-plain-dateline")).toBe("news");
    expect(kindOf("html-article-page")).toBe("news");
    expect(kindOf("minutes-product-sync")).toBe("minutes");
    expect(kindOf("email-complaint")).toBe("email");
    expect(kindOf("essay-cars-cities")).toBe("prose");
    expect(kindOf("essay-adult-piano")).toBe("prose");
    expect(kindOf("post-md-webhooks")).toBe("structured");
    if (textOf(EVAL_SET.find((e) => e.id === "licence-cc-by-4")!.text))
      expect(kindOf("licence-cc-by-4")).toBe("licence");
  });

  it("detects the language and keeps English content words that other languages use as function words", () => {
    expect(detectLanguage(SPANISH_TEXT)).toBe("es");
    expect(detectLanguage(textOf(EVAL_SET.find((e) => e.id === "fr-prose-velo")!.text)!)).toBe("fr");
    expect(detectLanguage(SOLAR_ARTICLE)).toBe("en");
    expect(contentTerms("The war left the door open and his son was there.", "en")).toEqual(
      expect.arrayContaining(["war", "door", "son"]),
    );
  });

  it("summarizes Spanish and French with sentences of the text only", () => {
    for (const id of ["es-prose-sequia", "es-md-teletrabajo", "fr-prose-velo"]) {
      const text = textOf(EVAL_SET.find((e) => e.id === id)!.text)!;
      const flat = text.replace(/\s+/g, " ");
      for (const line of summarize(text, "medium", "bullet").split("\n"))
        expect(flat).toContain(line.replace(/^• /, "").replace(/[.]$/, ""));
    }
  });
});

describe("the evaluation and held-out sets, as a reader checks them", () => {
  const sets = [...EVAL_SET, ...HELDOUT_SET].filter((e) => textOf(e.text));

  it.each(sets.map((e) => [e.id, e] as const))(
    "%s: clean, faithful, no heading as a sentence, budgets kept, one-sentence TL;DR",
    (_, item) => {
      const input = textOf(item.text)!;
      expectReaderChecks(input, item.mustReach, (output, key) => {
        expect(output.trim().length, key).toBeGreaterThan(0);
        expect(output, key).not.toMatch(/• #|•\s*$|\s{3,}/m);
      });
    },
  );

  it("reaches the Decisions and Action items of the minutes from the issue, in short and medium", () => {
    const minutes = textOf(EVAL_SET.find((e) => e.id === "minutes-product-sync")!.text)!;
    const analysis = analyse(minutes);
    for (const length of ["short", "medium"] as const) {
      const sections = new Set(pickUnits(analysis, length).map((u) => analysis.doc.sections[u.section]?.heading));
      expect(sections.has("Decisions") && sections.has("Action items"), length).toBe(true);
    }
    const bullets = summarize(minutes, "short", "bullet");
    expect(bullets).not.toMatch(/Product team weekly sync|Attendees|Laura \(PM\)/);
    expect(summarize(minutes, "medium", "paragraph")).toMatch(/Dev will finish the refund flow by Friday\./);
  });

  it("labels verbless list items with their heading and keeps pros and cons apart", () => {
    const review = textOf(EVAL_SET.find((e) => e.id === "review-headphones")!.text)!;
    const long = summarize(review, "long", "bullet");
    for (const line of long
      .split("\n")
      .filter((l) => /noise cancelling for the price|34-hour battery|bass-heavy/i.test(l))) {
      expect(line).toMatch(/^• (?:Pros|Cons): /);
    }
  });

  it("never outputs markup, whatever the input's markup", () => {
    const nasty = `<h1>Title</h1><p>First &amp; <em>only</em> paragraph with a <a href="#">link</a>.</p><script>alert(1)</script>
# Heading two

**Bold** text, _italic_ text, \`code\`, ~~gone~~ and a [link](http://x.y) in one sentence.

> A quoted line that matters for the reader.`;
    for (const length of ["short", "medium", "long"] as const) {
      for (const style of ["bullet", "paragraph", "tldr"] as const)
        expect(leakedMarkup(summarize(nasty, length, style))).toEqual([]);
    }
  });

  it("keeps outputs within the input's words for a one-line input", () => {
    expect(wordCount(summarize("Just one sentence here.", "long", "paragraph"))).toBe(4);
  });
});

describe("any input", () => {
  const pieces = [
    "# Heading",
    "## Decisions",
    "- item one",
    "* item two",
    "1. first step",
    "> quoted line",
    "Attendees: A, B",
    "<h2>Title</h2>",
    "<p>Para &amp; more.</p>",
    "<ul><li>x</li></ul>",
    "<script>var a = '<p>';</script>",
    "```",
    "| a | b |",
    "Hi team,",
    "Thanks,",
    "--",
    "ALL CAPS HEADING",
    "Label:",
    "The council met on Tuesday.",
    "It approved the plan (finally).",
    "¿Qué pasó ayer en la reunión?",
    "今天天气很好。",
    "   ",
    "\t",
    "(CNN) --",
    "**bold** and _it_",
    "[link](http://x)",
  ];
  const texts = fc
    .array(fc.oneof(fc.constantFrom(...pieces), fc.string({ maxLength: 40 })), { minLength: 1, maxLength: 25 })
    .map((p) => p.join("\n"));

  it("reads a '# ' line inside pasted HTML as text, not as a heading marker to show (a fast-check counterexample)", () => {
    const text = "<ul><li>x</li></ul>\nIt approved the plan (finally).\n# Heading\n0\n0\n00\n<A>00\n00";
    for (const style of ["bullet", "paragraph", "tldr"] as const) {
      expect(summarize(text, "long", style)).not.toMatch(/#/);
    }
    // A heading mark with no text on its line, then a line of Chinese (no spaces to join on): still no "# ".
    expect(summarize("#\n今天天气很好。", "short", "paragraph")).not.toMatch(/#/);
    // A tag broken off before its ">" ("<p" then a heading): no tag fragment in any style.
    for (const style of ["bullet", "paragraph", "tldr"] as const) {
      expect(summarize("<p\n# Heading", "short", style)).not.toMatch(/<p|#|^TL;DR:\s*$/);
    }
  });

  it("never throws, and never shows tags or markdown headings from its input", () => {
    fc.assert(
      fc.property(
        texts,
        fc.constantFrom("short", "medium", "long" as const),
        fc.constantFrom("bullet", "paragraph", "tldr" as const),
        (text, length, style) => {
          const summary = summarize(text, length, style);
          expect(typeof summary).toBe("string");
          expect(summary).not.toMatch(/<\/?(?:h2|p|ul|li|script)\b|^#{1,6}\s/m);
          if (style === "bullet" && summary) expect(summary.split("\n").every((l) => l.startsWith("• "))).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
