import nlp from "compromise";
import { describe, expect, it } from "vitest";
import { parseSentences } from "../../../tests/quality/link-grammar";
import { unsupportedFacts } from "../../../tests/quality/faithfulness";
import { LINK_PARSER, canRun } from "../../../tests/helpers/system-tools";
import { PROMPT_CATEGORIES, promptBuilderRequest, type PromptBuilderRequest } from "./contract";
import { PROMPT_BUILDER_CORPUS, proseOf, writingSamples } from "./prompt-builder.corpus";
import { analyse, buildPrompt } from "./prompt-builder.engine";
import { readTopic } from "./prompt-builder.topic";

/**
 * The prompt builder's figures on its 48-request corpus, published in docs/tools/prompt-builder.md: grammatical
 * insertion of the topic, whole-phrase key points, topic-fitted image cues, no repeated phrases, faithfulness, and
 * the Link Grammar complete-parse share of the prose sentences.
 */
const results = PROMPT_BUILDER_CORPUS.map((req) => {
  const input = promptBuilderRequest.parse(req);
  return { req, input, a: analyse(input), r: buildPrompt(input) };
});
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const everything = (r: { prompt: string; variations: string[]; tips: string[] }) =>
  [r.prompt, ...r.variations, ...r.tips].join("\n");

/** Sentences that carry two or more consecutive words of the visitor's topic. */
function carriesTopic(req: PromptBuilderRequest, sentence: string): boolean {
  const w = req.topic.toLowerCase().match(/[\p{L}\p{N}'-]+/gu) ?? [];
  const s = sentence.toLowerCase();
  if (w.length === 1) return s.includes(w[0]!);
  return w.slice(0, -1).some((x, i) => s.includes(`${x} ${w[i + 1]}`));
}

describe(`prompt builder on its ${PROMPT_BUILDER_CORPUS.length}-request corpus`, () => {
  it("has at least 40 topics, at least 5 in each of the 8 categories", () => {
    expect(PROMPT_BUILDER_CORPUS.length).toBeGreaterThanOrEqual(40);
    for (const category of PROMPT_CATEGORIES)
      expect(PROMPT_BUILDER_CORPUS.filter((c) => c.category === category).length, category).toBeGreaterThanOrEqual(5);
  });

  it("inserts a verb-phrase topic in a grammatical frame, never 'about <verb>'", () => {
    let verbTopics = 0;
    for (const { req, a, r } of results) {
      if (a.kind !== "verb" || a.instruction) continue;
      verbTopics++;
      const reading = readTopic(a.subject);
      const verb = a.subject.split(/\s+/)[0]!.toLowerCase();
      expect(everything(r), req.topic).not.toMatch(new RegExp(`\\b(?:about|on|of|for) ${verb}\\b`, "i"));
      expect(r.prompt, req.topic).toContain(`${a.deliverable} ${a.about}`);
      expect(a.about, req.topic).toMatch(
        new RegExp(
          `^(?:about )?(?:${reading.gerund.split(" ")[0]}|explaining how to ${verb}|on how to ${verb}|that ${reading.third.split(" ")[0]})\\b`,
          "i",
        ),
      );
    }
    expect(verbTopics).toBeGreaterThanOrEqual(8);
    const pilot = buildPrompt(
      promptBuilderRequest.parse({ category: "Business Communication", topic: "announce a 4-day work week pilot" }),
    );
    expect(pilot.prompt).toContain("Draft a business email announcing a 4-day work week pilot.");
    expect(pilot.prompt).toContain("Purpose: the reader understands the 4-day work week pilot");
  });

  it("writes lengths and counts as sentences: no 'Stay within under', no '0 content words'", () => {
    for (const { r } of results) {
      const text = everything(r);
      expect(text).not.toMatch(/within (?:under|about|a )|only 0 content|\{\w+\}|undefined|null\b/);
      expect(text).not.toMatch(/\bin (?:under|about) \d/);
    }
    const empty = buildPrompt(promptBuilderRequest.parse({ category: "Creative Writing", topic: "it" }));
    expect(empty.tips[0]).toMatch(/names no subject/);
  });

  it("takes key points as whole noun phrases, numbers kept with their noun", () => {
    for (const { req, a } of results) {
      for (const p of a.keyPoints) {
        // A year or an amount of money or a percentage is a whole figure on its own.
        const standalone = /^(?:(?:1[5-9]|20)\d\d|[$€£]\d[\d,.]*|\d[\d,.]*%)$/.test(p);
        if (!standalone) expect(p, req.topic).toMatch(/\p{L}{2,}/u);
        expect(p, req.topic).not.toMatch(
          /^(?:around|about|words?|characters?|announce|ask|tell|the|a|an|of|for|in|on)$/i,
        );
        // A one-word key point is a noun as tagged in its own sentence (a number or a name is a noun phrase too).
        const source = `${req.topic}. ${req.additional_context ?? ""}`;
        const nouny = /\s/.test(p) || /\d/.test(p) || /^\p{Lu}/u.test(p) || nlp(source).match(p).has("#Noun");
        expect(nouny, `${req.topic}: "${p}"`).toBe(true);
        if (/\d/.test(p) && !standalone)
          expect(p, req.topic).toMatch(/\d[\d,.]*(?:%|-?\p{L}+)?\s*(?:(?:per|an?)\s+)?\p{L}{2,}|\p{L}{2,}.*\d/u);
      }
    }
    const pilot = analyse(
      promptBuilderRequest.parse({ category: "Business Communication", topic: "announce a 4-day work week pilot" }),
    );
    expect(pilot.keyPoints).toEqual(["4-day work week pilot"]);
    const story = analyse(
      promptBuilderRequest.parse({ category: "Story Ideas", topic: "around 500 words about a haunted lighthouse" }),
    );
    expect(story.keyPoints).toEqual(["haunted lighthouse"]);
    expect(story.target).toBe("around 500 words");
  });

  it("never repeats a phrase inside a variation", () => {
    for (const { req, r } of results) {
      for (const v of r.variations) {
        if (req.category === "Image Generation") {
          const items = v.split(/,\s*/).map((x) => x.toLowerCase());
          items.forEach((x, i) =>
            expect(
              items.some((y, j) => j !== i && y.includes(x)),
              `${v}`,
            ).toBe(false),
          );
        } else {
          const words = v.toLowerCase().match(/[\p{L}\p{N}'-]+/gu) ?? [];
          const grams = words.slice(0, -3).map((_, i) => words.slice(i, i + 4).join(" "));
          const repeated = grams.filter((g, i) => grams.indexOf(g) !== i && !/^(?:the|a|and|of|in|to|for)\b/.test(g));
          expect(repeated, v).toEqual([]);
        }
      }
    }
  });

  it("chooses image style cues that fit the topic's words", () => {
    const cabin = buildPrompt(
      promptBuilderRequest.parse({
        category: "Image Generation",
        topic: "a cozy cabin in snowy woods at dusk",
        tone: "creative",
      }),
    );
    expect(everything(cabin)).not.toMatch(/neon/i);
    expect(cabin.prompt).toMatch(/dusk light/i);
    expect(cabin.prompt).toMatch(/warm/i);
    expect(cabin.prompt).toMatch(/cool blues|whites/i);
    for (const { req, r } of results.filter((x) => x.req.category === "Image Generation")) {
      if (!/neon|cyberpunk|night|city/i.test(req.topic)) expect(everything(r), req.topic).not.toMatch(/neon/i);
    }
  });

  it("adds no name or figure that the request does not contain (beyond the category's own wording)", () => {
    for (const s of writingSamples())
      expect(unsupportedFacts(s.shown!, s.input, { allow: s.allow }), s.input.split("\n")[0]).toEqual([]);
    expect(writingSamples().every((s) => s.adheres)).toBe(true);
  });
});

describe.runIf(canRun("prompt builder grammar (Link Grammar)", LINK_PARSER))(
  "prompt builder grammar on the corpus",
  () => {
    it("writes the sentences that carry the topic as complete sentences", async () => {
      const all = results.flatMap(({ req, r }) => proseOf(req, r));
      const carrying = results.flatMap(({ req, r }) => proseOf(req, r).filter((s) => carriesTopic(req, s)));
      const topics = PROMPT_BUILDER_CORPUS.map((c) => c.topic);
      const share = async (list: string[]) => (await parseSentences(list)).filter(Boolean).length / list.length;
      const [allShare, carryShare, topicShare] = await Promise.all([share(all), share(carrying), share(topics)]);
      console.log(
        `prompt builder: Link Grammar complete parses, all prose ${pct(allShare)} of ${all.length}, sentences carrying the topic ${pct(carryShare)} of ${carrying.length} (the topics themselves ${pct(topicShare)})`,
      );
      expect(carryShare).toBeGreaterThanOrEqual(0.88);
      expect(allShare).toBeGreaterThanOrEqual(0.85);
      expect(allShare).toBeGreaterThan(topicShare);
    }, 300_000);
  },
);
