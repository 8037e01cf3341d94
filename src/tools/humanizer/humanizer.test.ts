import { suiteApp, suiteWithFakeProvider } from "../../../tests/helpers/suite-app";
import { describe, expect, it } from "vitest";
import { builtinAnswerBy, postJson, rejectedBy } from "../../../tests/helpers/test-app";
import { userPrompt } from "../../../tests/helpers/fake-openai";
import { splitSentences } from "../../shared/text/sentences";
import { contentTerms } from "../../shared/text/tokens";
import { HUMANIZE_TEXT_MAX, contract, humanizedTextOf, humanizerMessages, type VoiceStyle } from "./contract";
import { humanize } from "./humanizer.engine";
import { LEXICON_ROWS, VOICE_INDEX, phraseExample } from "./humanizer.phrases";
import { joinShort, splitLong } from "./humanizer.sentences";

const STYLES: VoiceStyle[] = ["casual", "friendly", "professional"];

const AI_TEXT = `In today's fast-paced world, remote work has become a game-changer for many companies. It is important to note that Acme Corp saw a 23% rise in output after 2021. Furthermore, employees do not have to commute, and they are able to leverage flexible schedules to foster a healthy work-life balance. Moreover, the company will not require staff to return. Managers cannot ignore this trend.

Additionally, a myriad of tools play a crucial role in this shift. Slack and Zoom are a testament to how seamless collaboration can be. In conclusion, it is clear that remote work is here to stay! I hope this helps.`;

const CHATTY =
  "Don't worry, it's been a long week and we're gonna figure out the budget. I'd like to check out the new office. It's huge! They've bought 40 desks for Maria's team.";

const UNIFORM = [
  "The city council approved the new budget for the harbour district on Tuesday, and the vote passed with a wide margin.",
  "The plan sets aside 4.2 million euros for new footpaths, and it also covers repairs to the old stone bridge.",
  "It funds a pilot program for electric cargo bikes, but only small shops in the town centre can apply for one.",
  "Residents can comment on the design at the public library, and the council will publish every comment online.",
  "The first works begin in September, and the council expects them to be finished within eighteen months.",
  "The mayor thanked the volunteers for their work, and she promised regular updates on the progress of the works.",
].join(" ");

const squash = (s: string) => s.replace(/\s+/g, " ").trim();
const lengths = (text: string) => splitSentences(text).map((s) => s.text.split(/\s+/).length);
function spread(values: number[]): number {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length);
}
/** Numbers, and capitalised words that do not start a sentence (names). */
function factsOf(text: string): string[] {
  const numbers = text.match(/\d[\d,.%]*\d%?|\d%?/g) ?? [];
  const names = splitSentences(text).flatMap((s) =>
    s.text
      .split(/\s+/)
      .slice(1)
      .filter((w) => /^\p{Lu}/u.test(w))
      .map((w) => w.replace(/[^\p{L}'’]+$/u, "")),
  );
  return [...numbers, ...names];
}

describe("humanizer engine", () => {
  it("removes or replaces the phrases of the lexicon, in every voice", () => {
    let tested = 0;
    for (const row of LEXICON_ROWS) {
      const [pattern] = row;
      const example = phraseExample(pattern, true).replace(/^[^\p{L}]+/u, "");
      // Patterns that need their context (a lookaround, a sentence start) are exercised by the corpus tests.
      if (/\(\?<?[=!]|^\^/.test(pattern) || !example) continue;
      const input = `We met on Monday. ${example[0]!.toUpperCase()}${example.slice(1)} the 3 new rooms at Riverside Library. Then we left.`;
      const re = new RegExp(`(?<![\\p{L}])(?:${pattern.replace(/'/g, "['’]")})(?![\\p{L}])`, "iu");
      expect(re.test(input), `example of ${pattern}`).toBe(true);
      tested++;
      for (const style of STYLES) {
        const out = humanize(input, style);
        const kept =
          row[VOICE_INDEX[style] + 1] === "=" || re.test(phraseExample(row[VOICE_INDEX[style] + 1]!.split("|")[0]!));
        if (!kept) expect(re.test(out), `${style}: ${pattern} -> ${out}`).toBe(false);
        expect(out).toContain("Riverside Library");
        expect(out).toMatch(/\b3\b/);
      }
    }
    expect(tested).toBeGreaterThan(300);
    // (Several hundred rewrites: a loaded machine needs more than the default 30 s.)
  }, 120_000);

  it("gives three visibly different voices", () => {
    const [casual, friendly, professional] = STYLES.map((s) => humanize(AI_TEXT, s));
    expect(new Set([casual, friendly, professional, AI_TEXT]).size).toBe(4);
    // Contractions in casual and friendly, expanded forms in professional.
    for (const out of [casual!, friendly!]) {
      expect(out).toMatch(/\bdon't have to commute/);
      expect(out).toMatch(/\bwon't\b/);
      expect(out).toMatch(/\bcan't\b/);
    }
    expect(professional).toMatch(/\bdo not have to commute/);
    expect(professional).toMatch(/\bcannot\b/);
    expect(professional).not.toMatch(/!/);
    const pro = humanize(CHATTY, "professional");
    expect(pro).not.toMatch(/\b\w+'(?:t|s been|re|ve|d|ll)\b/);
    expect(pro).toMatch(/Do not worry, it has been a long week and we are going to determine the budget/);
    expect(pro).toMatch(/I would like to/);
    expect(pro).toMatch(/They have purchased 40 desks/);
    expect(pro).toContain("Maria's team"); // a possessive is not a contraction
  });

  it("contracts only where a word follows", () => {
    expect(humanize("I know what it is. It is late, and we are tired.", "casual")).toBe(
      "I know what it is. It's late, and we're tired.",
    );
    expect(humanize("We have finished the report. They have been busy.", "casual")).toMatch(
      /We've finished the report/,
    );
  });

  it("keeps numbers and capitalised names", () => {
    const text = `${AI_TEXT}\n\nDr. Priya Natarajan of Toronto General presented 3,400 cases and a 12.5% error rate on 14 March 2024.`;
    for (const style of STYLES) {
      const out = humanize(text, style);
      for (const fact of factsOf(text).filter((f) => !/^(Furthermore|Moreover|Additionally|In)$/.test(f))) {
        expect(out, `${style} keeps ${fact}`).toContain(fact);
      }
    }
  });

  it("keeps the meaning: almost every content word survives", () => {
    const stock = new Set(contentTerms(LEXICON_ROWS.map(([p]) => phraseExample(p)).join(" ")));
    const source = [...new Set(contentTerms(UNIFORM))].filter((t) => !stock.has(t));
    for (const style of STYLES) {
      const out = new Set(contentTerms(humanize(UNIFORM, style)));
      const kept = source.filter((t) => out.has(t)).length / source.length;
      expect(kept, style).toBeGreaterThan(0.9);
    }
  });

  it("varies sentence rhythm of uniform machine-like text", () => {
    const before = spread(lengths(UNIFORM));
    for (const style of ["casual", "friendly"] as const) {
      const out = humanize(UNIFORM, style);
      expect(spread(lengths(out)), style).toBeGreaterThan(before * 1.5);
    }
    const free = (text: string) => ({ text, free: true });
    expect(joinShort(["It rained.", "It went on all day.", "We stayed."].map(free), "professional")).toEqual([
      "It rained; it went on all day.",
      "We stayed.",
    ]);
    // A sentence that lost its linking word, or a negative one, is not joined; casual keeps short sentences apart.
    expect(joinShort([free("It rained."), { text: "It went on.", free: false }], "professional")).toHaveLength(2);
    expect(joinShort(["It was not dry.", "It rained."].map(free), "friendly")).toHaveLength(2);
    expect(joinShort(["It rained.", "It went on."].map(free), "casual")).toHaveLength(2);
    const long =
      "The committee reviewed every application that arrived before the deadline in April, and it selected twelve projects that will receive funding next year.";
    expect(splitLong(long, "casual")).toEqual([
      "The committee reviewed every application that arrived before the deadline in April.",
      "It selected twelve projects that will receive funding next year.",
    ]);
    // Casual says "And ..." only for a short afterthought: a row of long "And ..." sentences reads as a tic.
    expect(
      splitLong(
        "The committee reviewed every application that arrived before the deadline in April, and most came from local schools.",
        "casual",
      ),
    ).toEqual([
      "The committee reviewed every application that arrived before the deadline in April.",
      "And most came from local schools.",
    ]);
    // No split where the second half has no subject of its own.
    expect(
      splitLong(
        "The committee reviewed every application that arrived before the deadline in April, and selected twelve projects that will receive funding next year.",
        "casual",
      ),
    ).toBeNull();
  });

  it("keeps paragraphs and list lines", () => {
    const text = "Moreover, the plan works.\n\n- Furthermore, it is cheap\n- It is fast\n\nIn conclusion, we agree.";
    const out = humanize(text, "casual");
    expect(out.split("\n\n")).toHaveLength(3);
    expect(out.split("\n\n")[1]!.split("\n")).toHaveLength(2);
    expect(out).not.toMatch(/moreover|furthermore|in conclusion/i);
  });

  it("fixes a/an after a replacement and capitalises after a deletion", () => {
    expect(humanize("They built an intricate model.", "casual")).toBe("They built a detailed model.");
    expect(humanize("Notably, the team won.", "professional")).toBe("The team won.");
  });

  it("follows the text's apostrophe style", () => {
    expect(humanize("We do not know. It’s fine, isn’t it?", "casual")).toMatch(/We don’t know/);
  });

  it("handles text without anything to change", () => {
    expect(humanize("Bread, milk, eggs.", "friendly")).toBe("Bread, milk, eggs.");
  });
});

describe("POST /api/humanize", () => {
  const app = suiteApp();
  const rejected = rejectedBy(app, "/api/humanize");
  const answered = builtinAnswerBy(app, "/api/humanize");

  it("rewrites in each voice, defaulting to casual", async () => {
    for (const voiceStyle of STYLES) {
      const res = await answered({ text: AI_TEXT, voiceStyle });
      expect(res.body).toEqual({ result: humanize(AI_TEXT, voiceStyle) });
    }
    const res = await postJson(app, "/api/humanize", { text: AI_TEXT });
    expect(res.body.result).toBe(humanize(AI_TEXT, "casual"));
    expect(humanizedTextOf(contract.response.parse(res.body))).toBe(res.body.result);
    expect(humanizedTextOf(contract.response.parse({ humanizedText: "x" }))).toBe("x");
    expect(contract.response.safeParse({ text: "x" }).success).toBe(false);
  });

  it("rejects missing, empty, blank and non-string text with the spec's message", async () => {
    for (const body of [{}, { text: "" }, { text: " \n\t" }, { text: 7 }, { text: null }, { text: { a: 1 } }]) {
      await rejected({ voiceStyle: "casual", ...body }, humanizerMessages.textRequired);
    }
  });

  it("rejects text over the maximum and an unknown voice", async () => {
    await rejected({ text: "a".repeat(HUMANIZE_TEXT_MAX + 1) }, humanizerMessages.textTooLong);
    await rejected({ text: "Hello.", voiceStyle: "pirate" }, /^voiceStyle: /);
  });
});

describe("POST /api/humanize with an AI provider", () => {
  const { app, fake } = suiteWithFakeProvider();

  it("sends the text and the voice, and returns the model's result", async () => {
    fake.respondWith((req) => ({
      json: { result: `rewritten ${userPrompt(req).includes("professional") ? "formally" : "loosely"}` },
    }));
    const res = await postJson(app, "/api/humanize", { text: AI_TEXT, voiceStyle: "professional" });
    expect(res.status).toBe(200);
    expect(res.headers["x-engine"]).toBe("ai-provider");
    expect(res.body).toEqual({ result: "rewritten formally" });
    expect(squash(userPrompt(fake.lastRequest()))).toContain(squash(AI_TEXT));
    expect(fake.lastRequest().body.response_format?.json_schema?.name).toBe("humanized_text");
  });

  it("answers 502 on an upstream error", async () => {
    fake.respondWith({ status: 503 });
    const res = await postJson(app, "/api/humanize", { text: AI_TEXT });
    expect(res.status).toBe(502);
    expect(res.body.message).toBe("The AI provider answered with an error (status 503).");
  });
});
