import { suiteApp, suiteWithFakeProvider } from "../../../tests/helpers/suite-app";
import { describe, expect, it } from "vitest";
import { JSDOM } from "jsdom";
import { LIBRARY_NOTES, SOLAR_ARTICLE } from "../../../tests/fixtures/texts";
import { builtinAnswerBy, postJson, rejectedBy } from "../../../tests/helpers/test-app";
import { userPrompt } from "../../../tests/helpers/fake-openai";
import { SANITIZE_CONFIG, SEO_TEXT_MAX, seoMessages, type SeoCheck, type SeoResponse } from "./contract";
import { readabilityScore, runChecks, scoreChecks, type CheckResult } from "./seo-optimizer.checks";
import { parseArticle } from "./seo-optimizer.document";
import { analyzeDoc, optimizeArticle, scoreRewrite, simplifyWording, splitLongParagraph } from "./seo-optimizer.engine";
import { hasTransition, keyphraseUse, measure, sentencesOf } from "./seo-optimizer.measure";
import { isPassiveSentence } from "./seo-optimizer.passive";
import { docFromHtml, sanitizeArticleHtml } from "./seo-optimizer.sanitize";
import { syllablesInText, syllablesInWord, yoastWords } from "./seo-optimizer.words";

const yoastCount = (text: string) => ({ words: yoastWords(text).length, syllables: syllablesInText(text) });
import { words } from "../../shared/text/tokens";
import { XSS_PAYLOADS } from "./xss-payloads.fixture";

/** A 700-word article without subheadings: three topics, so subheadings have something to name. */
const LONG_ARTICLE = [
  SOLAR_ARTICLE,
  LIBRARY_NOTES,
  SOLAR_ARTICLE.replace(/solar/gi, "wind").replace(/panels/g, "turbines"),
].join("\n\n");
const plain = (html: string) => new JSDOM(`<body>${html}</body>`).window.document.body.textContent;
const check = (checks: SeoCheck[], id: SeoCheck["id"]) => checks.find((c) => c.id === id)!;
const checksOf = (text: string) => analyzeDoc(parseArticle(text), "general").checks;

/** Every element in the HTML, with what could make it execute code. */
function dangerousBits(html: string): string[] {
  const doc = new JSDOM(`<body>${html}</body>`).window.document;
  const found: string[] = [];
  for (const el of Array.from(doc.body.querySelectorAll("*"))) {
    const tag = el.tagName.toLowerCase();
    if (!SANITIZE_CONFIG.ALLOWED_TAGS.includes(tag)) found.push(`<${tag}>`);
    for (const attr of Array.from(el.attributes)) found.push(`${tag}[${attr.name}]`);
  }
  return found;
}

describe("text statistics", () => {
  it("counts syllables with Yoast's English rules and Flesch reading ease from them", () => {
    // Yoast's rules count "created" as two syllables (its "[cgy]ed$" ending) and "lawyer" as two (a listed word).
    expect(["cat", "table", "created", "beautiful", "information", "business", "lawyer"].map(syllablesInWord)).toEqual([
      1, 2, 2, 3, 4, 2, 2,
    ]);
    // 15 words, 1 sentence, 23 syllables: 206.835 - 1.015 * 15 - 84.6 * 23 / 15 = 61.89, shown as 61.9.
    const text = "The committee met on Monday and discussed the new budget proposal for the local school.";
    expect(yoastCount(text)).toEqual({ words: 15, syllables: 23 });
    expect(measure(parseArticle(text)).stats.flesch).toBe(61.9);
    expect(measure(parseArticle("The cat sat on the mat. The dog ran to the big red door.")).stats.flesch).toBe(100); // clamped
    expect(measure(parseArticle("Too short to measure.")).stats.flesch).toBeNull();
  });

  it("splits sentences as Yoast does: not after an abbreviation, an initial or before a lower-case word", () => {
    const texts = (t: string) => sentencesOf(t).map((s) => s.text.trim());
    expect(texts("Dr. Smith met J. R. Tolkien. He said hi. the end")).toEqual([
      "Dr. Smith met J. R.",
      "Tolkien.",
      "He said hi. the end",
    ]);
    expect(texts("Prices rose 3.5 percent. Wow! Really? Yes.")).toEqual([
      "Prices rose 3.5 percent.",
      "Wow!",
      "Really?",
      "Yes.",
    ]);
  });

  it("detects the passive voice and transition words", () => {
    expect(isPassiveSentence("The report was written by the team.")).toBe(true);
    expect(isPassiveSentence("The results were carefully checked.")).toBe(true);
    expect(isPassiveSentence("The team wrote the report.")).toBe(false);
    expect(isPassiveSentence("She was happy with the offer.")).toBe(false);
    const t = (s: string) => hasTransition(sentencesOf(s)[0]!);
    expect(t("However, prices fell.")).toBe(true);
    expect(t("For example, prices fell.")).toBe(true);
    expect(t("Prices fell.")).toBe(false);
  });

  it("reads Markdown headings, short title lines, lists and hard-wrapped paragraphs", () => {
    const doc = parseArticle(
      "# Big Title\nFirst line of text\ncontinues here.\n\nPlain Subheading\n\n- one\n- two\n\nLast paragraph.",
    );
    expect(doc.blocks).toEqual([
      { type: "heading", level: 1, text: "Big Title" },
      { type: "paragraph", text: "First line of text continues here." },
      { type: "heading", level: 2, text: "Plain Subheading" },
      { type: "list", ordered: false, items: ["one", "two"] },
      { type: "paragraph", text: "Last paragraph." },
    ]);
  });
});

describe("Yoast-style checks", () => {
  it("rates text length by the word thresholds", () => {
    const sentence = "Cats sleep in the warm sun every single day. ";
    const text = (n: number) => sentence.repeat(Math.ceil(n / 9));
    expect(check(checksOf(text(90)), "text-length").rating).toBe("bad");
    expect(check(checksOf(text(260)), "text-length").rating).toBe("ok");
    expect(check(checksOf(text(320)), "text-length").rating).toBe("good");
  });

  it("flags long sentences, passive voice and missing transitions, and passes their opposites", () => {
    const heavy = Array.from(
      { length: 8 },
      (_, i) =>
        `The quarterly figures number ${i} were reviewed by the regional finance committee at the large annual meeting of all the shareholders in the northern city hall.`,
    ).join(" ");
    const light = Array.from({ length: 8 }, (_, i) =>
      i % 2 ? `However, we sold ${i} bikes.` : `As a result, Ana fixed ${i} cars.`,
    ).join(" ");
    const bad = checksOf(heavy);
    const good = checksOf(light);
    for (const id of ["sentence-length", "passive-voice", "transition-words"] as const) {
      expect(check(bad, id).rating, id).toBe("bad");
      expect(check(good, id).rating, id).toBe("good");
    }
    expect(check(bad, "consecutive-sentences").rating).toBe("bad"); // every sentence starts with "The"
    expect(check(bad, "flesch-reading-ease").score).toBeLessThan(check(good, "flesch-reading-ease").score);
  });

  it("measures key-phrase density from the article's own most repeated phrase, counted per sentence as Yoast does", () => {
    const analysis = analyzeDoc(parseArticle(SOLAR_ARTICLE), "general");
    expect(analysis.focus?.phrase).toBeTruthy();
    expect(SOLAR_ARTICLE.toLowerCase()).toContain(analysis.focus!.phrase.replace(/s$/, ""));
    const density = check(analysis.checks, "keyphrase-density");
    expect(density.detail).toContain(
      `${((analysis.focus!.count / analysis.stats.treeWords) * 100).toFixed(1).replace(/\.0$/, "")}%`,
    );
    const stuffed = "Cheap flights to Rome. ".repeat(40);
    expect(check(checksOf(stuffed), "keyphrase-density").rating).toBe("bad");
    // Every word of the phrase in one sentence counts, in any order; the fewest uses of a word is the count.
    const { blocks } = measure(
      parseArticle("Plumber in London, cheap. A cheap London plumber fixed a cheap tap. London is big."),
    );
    expect(keyphraseUse("cheap plumber london", blocks).count).toBe(2);
  });

  it("scores 0-100 like Yoast's readability and SEO scores together", () => {
    const { stats, blocks } = measure(parseArticle(LONG_ARTICLE));
    const checks = runChecks(stats, { phrase: "solar", ...keyphraseUse("solar", blocks) });
    const good = checks.map((c): CheckResult => ({ ...c, rating: "good", points: 9 }));
    expect(scoreChecks(good, true, 5000)).toBe(100);
    expect(readabilityScore(good, 5000)).toBe(90);
    const oneBad = good.map((c) => (c.id === "passive-voice" ? { ...c, rating: "bad" as const, points: 3 } : c));
    expect(readabilityScore(oneBad, 5000)).toBe(90); // 3 penalty points: still green
    expect(scoreChecks(oneBad, true, 5000)).toBe(99); // but 100 is kept for an article good on every check
    const twoBad = oneBad.map((c) => (c.id === "sentence-length" ? { ...c, rating: "bad" as const, points: 3 } : c));
    expect(readabilityScore(twoBad, 5000)).toBe(60); // 6 points: orange
    expect(scoreChecks(twoBad, true, 5000)).toBeLessThan(scoreChecks(oneBad, true, 5000));
    const stuffed = good.map((c) => (c.id === "keyphrase-density" ? { ...c, rating: "bad" as const, points: -50 } : c));
    expect(scoreChecks(stuffed, true, 5000)).toBeLessThan(
      scoreChecks(
        good.map((c) => (c.id === "keyphrase-density" ? { ...c, rating: "bad" as const, points: 4 } : c)),
        true,
        5000,
      ),
    );
    expect(scoreChecks(good, false, 5000)).toBeLessThan(scoreChecks(good, true, 5000) - 25); // no key phrase at all
  });
});

describe("optimizer engine", () => {
  it("adds subheadings to a long text without any and fixes that check", () => {
    const before = analyzeDoc(parseArticle(LONG_ARTICLE), "general");
    expect(check(before.checks, "subheading-distribution").rating).toBe("bad");
    const result = optimizeArticle(LONG_ARTICLE, "general");
    const headings = [...result.html.matchAll(/<h2>(.*?)<\/h2>/g)].map((m) => m[1]!);
    expect(headings.length).toBeGreaterThanOrEqual(2);
    expect(check(result.checks, "subheading-distribution").rating).toBe("good");
    expect(result.changes.join(" ")).toMatch(/Added \d+ subheadings/);
    // Headings are named from the section's own words.
    for (const h of headings)
      for (const w of h
        .toLowerCase()
        .split(" ")
        .filter((x) => x !== "and"))
        expect(LONG_ARTICLE.toLowerCase()).toContain(w);
  });

  it("keeps the article's words: only wording fixes change them", () => {
    const result = optimizeArticle(LONG_ARTICLE, "general");
    const headingWords = [...result.html.matchAll(/<h2>(.*?)<\/h2>/g)].flatMap((m) => words(m[1]!));
    const out = words(plain(result.html.replace(/<h2>.*?<\/h2>/g, " ")));
    expect(out).toEqual(words(LONG_ARTICLE));
    expect(headingWords.length).toBeGreaterThan(0);
  });

  it("splits over-long paragraphs at sentence breaks", () => {
    const para = Array.from({ length: 30 }, (_, i) => `Sentence number ${i} talks about gardens and soil.`).join(" ");
    expect(check(checksOf(para), "paragraph-length").rating).toBe("bad");
    const pieces = splitLongParagraph(para);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join(" ")).toBe(para);
    const result = optimizeArticle(para, "general");
    expect(check(result.checks, "paragraph-length").rating).toBe("good");
  });

  it("replaces wordy phrases and keeps a leading capital", () => {
    expect(simplifyWording("In order to win, we utilize data prior to launch.")).toEqual({
      text: "To win, we use data before launch.",
      replaced: 3,
    });
  });

  it("emphasizes the key phrase and lists keywords found in the article", () => {
    const result = optimizeArticle(SOLAR_ARTICLE, "general");
    expect(result.html).toMatch(/<strong>[^<]+<\/strong>/);
    expect(result.keywordsUsed.length).toBeGreaterThan(2);
    for (const k of result.keywordsUsed) expect(SOLAR_ARTICLE.toLowerCase()).toContain(k.replace(/s$/, ""));
    expect(result.keywordsUsed.join(" ")).toMatch(/solar|batter|panel/);
  });

  it("turns failed checks into recommendations and stays quiet about passed ones", () => {
    const result = optimizeArticle("Short note. Short note again.", "general");
    const failed = result.checks.filter((c) => c.rating !== "good");
    expect(failed.length).toBeGreaterThan(0);
    // The failed checks' advice, after the reasons for any score cap (a two-sentence note is too short to rank).
    expect(result.recommendations.length).toBe(failed.length + result.scoreCaps.length);
    for (const c of failed) expect(result.recommendations.some((r) => r.startsWith(`${c.label}:`))).toBe(true);
    const passed = result.checks.filter((c) => c.rating === "good");
    for (const c of passed) expect(result.recommendations.some((r) => r.startsWith(`${c.label}:`))).toBe(false);
  });

  it("gives industry-aware hints and keywords", () => {
    const text = `${SOLAR_ARTICLE}\n\nThe software platform keeps the data in the cloud with strong security.`;
    const tech = optimizeArticle(text, "technology");
    const health = optimizeArticle(text, "healthcare");
    const general = optimizeArticle(text, "general");
    expect(tech.keywordsUsed).toEqual(expect.arrayContaining(["software", "cloud"]));
    const hint = (r: typeof tech) => r.recommendations.find((x) => x.startsWith("Industry keywords"));
    expect(hint(tech)).toMatch(/technology/);
    expect(hint(tech)).not.toMatch(/"software"|"cloud"/); // already used
    expect(hint(health)).toMatch(/healthcare.*"patients"/);
    expect(hint(general)).toBeUndefined();
  });

  it("depends on the input", () => {
    const a = optimizeArticle(SOLAR_ARTICLE, "general");
    const b = optimizeArticle(LIBRARY_NOTES, "general");
    expect(a.keywordsUsed).not.toEqual(b.keywordsUsed);
    expect(a.checks.map((c) => c.detail)).not.toEqual(b.checks.map((c) => c.detail));
  });
});

describe("sanitizing", () => {
  it("leaves no element, attribute or URL that can run code from any payload", () => {
    for (const payload of XSS_PAYLOADS) {
      const article = `Intro paragraph about safety.\n\n${payload}\n\nMore text about safety and payloads.`;
      const html = sanitizeArticleHtml(optimizeArticle(article, "general").html);
      expect(dangerousBits(html), payload).toEqual([]);
      expect(html).not.toMatch(/<(?:script|img|svg|iframe|object|embed|a|input|body|details|math|template|meta)\b/i);
    }
  });

  it("strips dangerous markup from raw HTML (an AI provider's answer) but keeps the structure", () => {
    for (const payload of XSS_PAYLOADS) {
      const html = sanitizeArticleHtml(`<h2 onclick="x()">Title</h2><p>Safe <strong>text</strong> ${payload}</p>`);
      expect(dangerousBits(html), payload).toEqual([]);
      expect(html).toContain("<h2>Title</h2>");
      expect(html).toContain("<strong>text</strong>");
    }
  });
});

describe("POST /api/seo-optimize", () => {
  const app = suiteApp();
  const rejected = rejectedBy(app, "/api/seo-optimize");
  const answered = builtinAnswerBy(app, "/api/seo-optimize");

  it("optimizes with every industry and returns the spec's fields plus the checks", async () => {
    for (const industry of ["general", "technology", "business", "healthcare", "education", "marketing"]) {
      const res = await answered({ text: LONG_ARTICLE, industry });
      const body = res.body as unknown as SeoResponse;
      expect(body.optimizedText).toContain("<p>");
      expect(Number.isInteger(body.seoScore) && body.seoScore >= 0 && body.seoScore <= 100).toBe(true);
      expect(body.keywordsUsed.length).toBeGreaterThan(0);
      expect(Array.isArray(body.recommendations)).toBe(true);
      expect(body.checks).toHaveLength(11);
      expect(body.originalChecks.map((c) => c.id)).toEqual(body.checks.map((c) => c.id));
      expect(body.seoScore).toBe(optimizeArticle(LONG_ARTICLE, industry as "general").seoScore);
    }
  });

  it("defaults the industry to general", async () => {
    const res = await postJson(app, "/api/seo-optimize", { text: SOLAR_ARTICLE });
    expect(res.status).toBe(200);
    expect(res.body.recommendations as string[]).not.toContainEqual(expect.stringMatching(/^Industry keywords/));
  });

  it("escapes and sanitizes script in the article", async () => {
    const res = await postJson(app, "/api/seo-optimize", { text: XSS_PAYLOADS.join("\n\n") });
    expect(res.status).toBe(200);
    expect(dangerousBits(res.body.optimizedText as string)).toEqual([]);
  });

  it("rejects empty, whitespace-only, missing and non-string text with the spec's message", async () => {
    for (const body of [{ text: "" }, { text: "  \n\t " }, {}, { text: 42 }, { text: null }]) {
      await rejected(body, seoMessages.textRequired);
    }
  });

  it("rejects an unknown industry with a message naming the field", async () => {
    await rejected({ text: "Some text.", industry: "space" }, /^industry: /);
  });

  it("rejects text over the documented maximum (400) and bodies over the route limit (413)", async () => {
    await rejected({ text: "a".repeat(SEO_TEXT_MAX + 1) }, seoMessages.textTooLong);
    const huge = await app.inject({
      method: "POST",
      url: "/api/seo-optimize",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ text: "€".repeat(SEO_TEXT_MAX * 1.5) }),
    });
    expect(huge.statusCode).toBe(413);
  });

  it("takes a 100,000-word article", async () => {
    const text = Array.from(
      { length: 260 },
      (_, i) => `${LONG_ARTICLE.replace(/the/g, `the${i % 7 ? "" : "ir"}`)}`,
    ).join("\n\n");
    expect(words(text).length).toBeGreaterThan(100_000);
    expect(text.length).toBeLessThan(SEO_TEXT_MAX);
    const res = await postJson(app, "/api/seo-optimize", { text });
    expect(res.status).toBe(200);
    expect((res.body.stats as { words: number }).words).toBeGreaterThan(100_000);
  }, 60_000);
});

describe("POST /api/seo-optimize with an AI provider", () => {
  const { app, fake } = suiteWithFakeProvider({ AI_API_KEY: "test-key", AI_MODEL: "fake-model" });

  it("asks for the rewrite only, sanitizes it, and scores it with the engine", async () => {
    fake.respondWith((req) => {
      const article = userPrompt(req).split("Article:\n")[1] ?? "";
      const paragraphs = article.split(/\n\n+/).map((p) => `<p onmouseover="alert(1)">${p}</p>`);
      return {
        json: {
          optimizedText: `<h2 onclick="alert(1)">Solar Power Today</h2>${paragraphs.join("")}<script>alert(1)</script><a href="javascript:alert(1)">x</a>`,
        },
      };
    });
    const res = await postJson(app, "/api/seo-optimize", { text: SOLAR_ARTICLE, industry: "business" });
    expect(res.status).toBe(200);
    expect(res.headers["x-engine"]).toBe("ai-provider");
    const body = res.body as unknown as SeoResponse;
    expect(dangerousBits(body.optimizedText)).toEqual([]);
    expect(body.optimizedText).toContain("<h2>Solar Power Today</h2>");
    expect(plain(body.optimizedText)).toContain("Batteries are the second half of the story.");
    expect(body.stats.subheadings).toBe(1);
    const original = analyzeDoc(parseArticle(SOLAR_ARTICLE), "business");
    expect(body.seoScore).toBe(scoreRewrite(original, docFromHtml(body.optimizedText), "business").seoScore);
    expect(body.keywordsUsed).toEqual(optimizeArticle(SOLAR_ARTICLE, "business").keywordsUsed);
    const sent = fake.lastRequest().body;
    expect(sent.model).toBe("fake-model");
    expect(sent.response_format?.type).toBe("json_schema");
    expect(Object.keys(sent.response_format?.json_schema?.schema.properties as object)).toEqual(["optimizedText"]);
    expect(userPrompt(fake.lastRequest())).toContain("Industry: Business.");
  });

  it("answers 502 when the provider's HTML is empty after sanitizing or malformed", async () => {
    fake.respondWith({ json: { optimizedText: "<script>alert(1)</script>" } });
    const empty = await postJson(app, "/api/seo-optimize", { text: SOLAR_ARTICLE });
    expect(empty.status).toBe(502);
    fake.respondWith({ content: "not json {" });
    const broken = await postJson(app, "/api/seo-optimize", { text: SOLAR_ARTICLE });
    expect(broken.status).toBe(502);
    expect(broken.body.message).toMatch(/AI provider/);
  });
});

describe("what a new user tried (issue: stuffed and one-sentence texts, invented headings, HTML input)", () => {
  it("caps a keyword-stuffed text and says why", () => {
    const stuffed =
      "Cheap plumber London. ".repeat(9) +
      "We fix leaks, boilers and taps across the city every day of the week, with fair prices and tidy work.";
    const r = optimizeArticle(stuffed, "general");
    expect(r.seoScore).toBeLessThanOrEqual(40);
    expect(r.scoreCaps.some((c) => c.reason.startsWith("Keyword stuffing"))).toBe(true);
    expect(r.recommendations[0]).toMatch(/Keyword stuffing|Too short/);
  });

  it("caps a single sentence and says why", () => {
    const r = optimizeArticle(
      "Our bakery on Elm Street now sells fresh sourdough bread every morning from seven o'clock.",
      "general",
    );
    expect(r.seoScore).toBeLessThanOrEqual(30);
    expect(r.scoreCaps.map((c) => c.reason).join(" ")).toMatch(/Too short to rank: 15 words in 1 sentence/);
  });

  it("keeps one order per phrase and no verbs, numbers or URL pieces among the keywords", () => {
    const text =
      "Cheap plumber London. London cheap plumber. Plumber London cheap. Visit https://example.com/feel?utm_source=tw for more. " +
      "We feel proud when we drop by. Our team fixed 120 boilers in 2024. The boiler repair service covers every boiler model. " +
      "Boiler repair takes an hour. Boiler repair prices are fair.";
    const r = optimizeArticle(text, "general");
    const keys = r.keywordsUsed.map((k) => k.toLowerCase());
    const sorted = keys.map((k) => k.split(" ").sort().join(" "));
    expect(new Set(sorted).size).toBe(sorted.length);
    for (const bad of ["feel", "drop", "https", "com", "utm", "120", "2024", "example"]) {
      expect(
        keys.some((k) => k.split(" ").includes(bad)),
        bad,
      ).toBe(false);
    }
    expect(keys.some((k) => k.includes("boiler"))).toBe(true);
  });

  it("reads pasted HTML as HTML: its headings and text, never escaped tags", () => {
    const html =
      "<h2>Quarterly update</h2><p>Our <code>code</code> review process changed this quarter &amp; it is faster.</p>" +
      "<ul><li>Fewer bugs reached customers.</li><li>Releases shipped every week.</li></ul><p>The review process saves time.</p>";
    const r = optimizeArticle(html, "technology");
    expect(r.html).toContain("<h2>Quarterly update</h2>");
    expect(r.html).not.toMatch(/&lt;/);
    expect(r.html).toMatch(/Our <code>code<\/code> (?:<strong>)?review process/);
    expect(r.html).toContain("<li>Fewer bugs reached customers.</li>");
    expect(r.html).toContain("&amp; it is faster");
  });

  it("keeps code blocks, quotations and inline code as they are and leaves them out of the checks, as Yoast does", () => {
    const html =
      "<h1>Set up a virtual environment</h1><p>Run <code>python3 -m venv .venv</code> in the project folder.</p>" +
      "<pre><code>pip install requests\npip freeze &gt; requirements.txt</code></pre>" +
      "<blockquote><p>It was written by the team, and it was reviewed by everyone.</p></blockquote><p>Then activate it.</p>";
    const doc = parseArticle(html);
    expect(doc.blocks.map((b) => b.type)).toEqual(["heading", "paragraph", "code", "quote", "paragraph"]);
    const r = optimizeArticle(html, "technology");
    expect(r.html).toContain("<pre><code>pip install requests\npip freeze &gt; requirements.txt</code></pre>");
    expect(r.html).toContain(
      "<blockquote><p>It was written by the team, and it was reviewed by everyone.</p></blockquote>",
    );
    expect(r.html).toContain("Run <code>python3 -m venv .venv</code> in");
    expect(check(r.checks, "passive-voice").detail).toMatch(/\(0 of \d+;/); // the quoted passive sentence is not counted
    // Markdown-style input: fenced code and `inline code` too.
    const md = parseArticle("Install it:\n\n```\nnpm install\n```\n\nThen run `npm test` once.");
    expect(md.blocks).toEqual([
      { type: "paragraph", text: "Install it:" },
      { type: "code", text: "npm install" },
      { type: "paragraph", text: "Then run \uE000npm test\uE001 once." },
    ]);
  });

  it("reads '&nbsp;' after a full stop as Yoast does (no new sentence) and writes it back as '&nbsp;'", () => {
    const html = "<p>It takes twenty minutes.&nbsp;You can find more ideas on our page. Then it is done.</p>";
    const { stats } = measure(parseArticle(html));
    expect(stats.sentences).toBe(2); // Yoast: "It takes twenty minutes.&nbsp;You can ... page." | "Then it is done."
    expect(optimizeArticle(html, "general").html).toContain("minutes.&nbsp;You");
    // Plain text with a real no-break space is written out the same way, so Yoast reads it as the engine does.
    expect(optimizeArticle("It takes twenty minutes.\u00a0You can find more.", "general").html).toContain(
      "minutes.&nbsp;You",
    );
  });

  it("reads a listicle's numbered points as numbered subheadings, and a list spread over blank lines as one list", () => {
    const listicle = parseArticle(
      "Five ways to save\n\nIntro text for the list.\n\n1. Turn the heating down\n\nLowering it by a degree saves money.\n\n" +
        "2. Close the curtains\n\nThey keep the heat in.",
    );
    expect(listicle.blocks.filter((b) => b.type === "heading").map((b) => (b as { text: string }).text)).toEqual([
      "Five ways to save",
      "1. Turn the heating down",
      "2. Close the curtains",
    ]);
    const loose = parseArticle("Steps:\n\n1. Open the lid.\n\n2. Pour the water.\n\n3. Close the lid.");
    expect(loose.blocks).toEqual([
      { type: "paragraph", text: "Steps:" },
      { type: "list", ordered: true, items: ["Open the lid.", "Pour the water.", "Close the lid."] },
    ]);
  });

  it("never invents subheadings and bolds only the focus phrase's first uses", () => {
    const paragraph = (i: number) =>
      `The community garden project grew again this season, and volunteers planted beans and squash in bed ${i}. ` +
      "Neighbours shared tools, watered the seedlings and kept notes on what worked in the community garden.";
    const text = Array.from({ length: 14 }, (_, i) => paragraph(i + 1)).join("\n\n");
    const r = optimizeArticle(text, "general");
    const headings = [...r.html.matchAll(/<h2>([^<]+)<\/h2>/g)].map((m) => m[1]!.toLowerCase());
    for (const h of headings) expect(text.toLowerCase()).toContain(h.replace(/s$/, ""));
    expect(headings.every((h) => !/ and /.test(h) || text.toLowerCase().includes(h))).toBe(true);
    expect((r.html.match(/<strong>/g) ?? []).length).toBeLessThanOrEqual(2);
  });
});
