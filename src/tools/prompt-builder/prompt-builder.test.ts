import { suiteApp, suiteWithFakeProvider } from "../../../tests/helpers/suite-app";
import { describe, expect, it } from "vitest";
import { builtinAnswerBy, postJson, rejectedBy } from "../../../tests/helpers/test-app";
import { systemPrompt, userPrompt } from "../../../tests/helpers/fake-openai";
import {
  CONTEXT_MAX,
  KEYWORDS_MAX,
  PROMPT_CATEGORIES,
  PROMPT_TONES,
  TOPIC_MAX,
  parseKeywords,
  promptBuilderMessages as m,
  promptBuilderRequest,
  type PromptBuilderRequest,
} from "./contract";
import { analyse, buildPrompt } from "./prompt-builder.engine";
import { CATEGORY_PROFILES, TONE_VOICE } from "./prompt-builder.data";

const TOPIC = "a lighthouse keeper who finds a message in a bottle from her future self";
const CONTEXT =
  "The story is set on the coast of Maine in 1952. The keeper is called Ada Brennan and she is 67 years old.";

const build = (req: PromptBuilderRequest) => buildPrompt(promptBuilderRequest.parse(req));
/** The "## Heading" lines of a prompt, in order. */
const headings = (prompt: string) => [...prompt.matchAll(/^## (.+)$/gm)].map((x) => x[1]);
const section = (prompt: string, heading: string) => {
  const start = prompt.indexOf(`## ${heading}\n`);
  if (start < 0) return null;
  const rest = prompt.slice(start + heading.length + 4);
  const end = rest.indexOf("\n## ");
  return end < 0 ? rest : rest.slice(0, end);
};

describe("prompt builder engine", () => {
  it("gives each of the 8 categories its own structure and role", () => {
    const results = PROMPT_CATEGORIES.map((category) => build({ category, topic: "remote work for small teams" }));
    const structures = results.map((r) => headings(r.prompt).join(" | "));
    expect(new Set(structures).size).toBe(PROMPT_CATEGORIES.length);
    PROMPT_CATEGORIES.forEach((category, i) => {
      const { prompt } = results[i]!;
      const profile = CATEGORY_PROFILES[category];
      // Headings come from the category's own list, in its order.
      const own = profile.sections.map(([, h]) => h);
      const seen = headings(prompt);
      expect(seen.length).toBeGreaterThanOrEqual(5);
      expect(seen.every((h) => own.includes(h!))).toBe(true);
      expect(seen.map((h) => own.indexOf(h!))).toEqual([...seen.map((h) => own.indexOf(h!))].sort((a, b) => a - b));
      if (category !== "Image Generation") expect(prompt).toContain(`You are ${profile.role}.`);
      expect(prompt.toLowerCase()).toContain("remote work for small teams");
    });
    // Image prompts are descriptor lines with a negative prompt, not role/task text.
    const image = results[PROMPT_CATEGORIES.indexOf("Image Generation")]!.prompt;
    expect(image).not.toMatch(/^## Role/m);
    expect(section(image, "Negative prompt")).toMatch(/blurry/);
    expect(section(image, "Parameters")).toMatch(/Aspect ratio \d+:\d+/);
    // Each category asks for its own output format.
    expect(section(results[PROMPT_CATEGORIES.indexOf("Academic Research")]!.prompt, "Structure")).toMatch(
      /Introduction/,
    );
    expect(section(results[PROMPT_CATEGORIES.indexOf("Story Ideas")]!.prompt, "For each idea")).toMatch(
      /Give exactly 5 ideas/,
    );
  });

  it("uses the tone: its label and voice in the prompt, different prompts per tone", () => {
    const prompts = PROMPT_TONES.map(
      (tone) => build({ category: "Business Communication", topic: "a delayed product launch", tone }).prompt,
    );
    expect(new Set(prompts).size).toBe(PROMPT_TONES.length);
    PROMPT_TONES.forEach((tone, i) => expect(section(prompts[i]!, "Tone")).toContain(TONE_VOICE[tone]));
    // For images the tone becomes the visual style and lighting.
    const calm = build({ category: "Image Generation", topic: "a fox in the snow", tone: "formal" }).prompt;
    const wild = build({ category: "Image Generation", topic: "a fox in the snow", tone: "creative" }).prompt;
    expect(section(calm, "Style & medium")).toMatch(/elegant/i);
    expect(section(wild, "Style & medium")).toMatch(/surreal/i);
  });

  it("uses the length: target size, number of key points, sections and variations grow", () => {
    const topic =
      "onboarding new engineers to a legacy billing system with Kafka, Postgres, feature flags and nightly batch jobs";
    const [short, medium, long] = (["short", "medium", "long"] as const).map((length) =>
      build({ category: "Technical Documentation", topic, length }),
    );
    expect(short!.prompt).toContain("Length: under 300 words.");
    expect(medium!.prompt).toContain("Length: 800-1,200 words.");
    expect(long!.prompt).toContain("Length: 2,000 words or more.");
    expect(headings(short!.prompt)).not.toContain("Approach");
    expect(headings(medium!.prompt)).toContain("Approach");
    expect(headings(long!.prompt)).toContain("Before you answer");
    const points = (p: string) =>
      (section(p, "Topics to cover") ?? "").split("\n").filter((l) => l.startsWith("- ")).length;
    expect(points(short!.prompt)).toBeLessThan(points(long!.prompt));
    expect(short!.variations).toHaveLength(3);
    expect(medium!.variations).toHaveLength(4);
    expect(long!.variations).toHaveLength(5);
    expect(short!.prompt.length).toBeLessThan(long!.prompt.length);
  });

  it("puts every sentence of the additional context and the names and figures in it into the prompt", () => {
    const { prompt, variations } = build({ category: "Creative Writing", topic: TOPIC, additional_context: CONTEXT });
    const background = section(prompt, "Background")!;
    expect(background).toContain("- The story is set on the coast of Maine in 1952.");
    expect(background).toContain("- The keeper is called Ada Brennan and she is 67 years old.");
    expect(section(prompt, "Constraints")).toMatch(/"Ada Brennan".*"1952"/);
    expect(variations[0]).toContain("Ada Brennan");
    const without = build({ category: "Creative Writing", topic: TOPIC }).prompt;
    expect(section(without, "Background")).toMatch(/No background was given/);
    expect(without).not.toContain("Maine");
  });

  it("uses the keywords in each category's own way", () => {
    const keywords = ["remote work", "async meetings"];
    const social = build({ category: "Social Media", topic: "how our team cut meetings in half", keywords }).prompt;
    expect(section(social, "Hashtags")).toContain("#RemoteWork #AsyncMeetings");
    const marketing = build({ category: "Marketing Copy", topic: "a meeting notes app", keywords }).prompt;
    expect(section(marketing, "SEO keywords")).toMatch(/put "remote work" in the headline/);
    const academic = build({
      category: "Academic Research",
      topic: "productivity of distributed teams",
      keywords,
    }).prompt;
    expect(section(academic, "Terms to define")).toContain('"remote work", "async meetings"');
    const image = build({
      category: "Image Generation",
      topic: "a home office at dawn",
      keywords: ["plants", "wooden desk"],
    });
    expect(image.prompt.split("\n")[1]).toMatch(/plants, wooden desk/);
    for (const v of image.variations.slice(0, 3)) expect(v).toContain("wooden desk");
    const none = build({ category: "Social Media", topic: "how our team cut meetings in half" }).prompt;
    expect(headings(none)).not.toContain("Hashtags");
  });

  it("reads the topic: instruction, deliverable, audience and key phrases", () => {
    const a = analyse(
      promptBuilderRequest.parse({ category: "Creative Writing", topic: "Write a haiku about autumn rain in Kyoto" }),
    );
    expect(a.instruction).toBe(true);
    expect(a.deliverable).toBe("a haiku");
    expect(a.subject).toBe("autumn rain in Kyoto");
    const b = analyse(
      promptBuilderRequest.parse({
        category: "Business Communication",
        topic: "our new expense policy for first-time managers",
      }),
    );
    expect(b.audience).toBe("first-time managers");
    expect(b.audienceNamed).toBe(true);
    // Key points are whole noun phrases (issue 11), not RAKE runs cut at weak words ("expense policy").
    expect(b.keyPoints).toContain("new expense policy");
    const { prompt } = build({
      category: "Business Communication",
      topic: "our new expense policy for first-time managers",
    });
    expect(section(prompt, "Audience & purpose")).toContain("Audience: first-time managers.");
    expect(build({ category: "Creative Writing", topic: "Write a haiku about autumn rain in Kyoto" }).prompt).toContain(
      "Write a haiku about autumn rain in Kyoto.\nDeliverable: a haiku.",
    );
    const img = analyse(
      promptBuilderRequest.parse({ category: "Image Generation", topic: "a movie poster for a heist film" }),
    );
    expect(img.aspect).toBe("2:3");
  });

  it("gives at least 3 distinct variations and 3 tips for every category, length and tone", () => {
    for (const category of PROMPT_CATEGORIES) {
      for (const length of ["short", "medium", "long"] as const) {
        for (const tone of PROMPT_TONES) {
          const r = build({ category, topic: "a community garden on a city rooftop", length, tone });
          expect(r.variations.length).toBeGreaterThanOrEqual(3);
          expect(new Set(r.variations).size).toBe(r.variations.length);
          expect(r.tips.length).toBeGreaterThanOrEqual(3);
          for (const v of r.variations) {
            expect(v).not.toBe(r.prompt);
            expect(v).not.toMatch(/\{\w+\}/);
            expect(v.toLowerCase()).toContain("rooftop");
          }
          expect(r.prompt).not.toMatch(/\{\w+\}|undefined|null/);
        }
      }
    }
  });

  it("computes tips from what the input lacks", () => {
    const bare = build({ category: "Marketing Copy", topic: "shoes" }).tips;
    expect(bare[0]).toMatch(/only 1 content word/);
    expect(bare.join(" ")).toMatch(/Additional Context/);
    expect(bare.join(" ")).toMatch(/Add 2-5 keywords/);
    const rich = build({
      category: "Marketing Copy",
      topic: "trail running shoes with recycled soles for weekend hikers",
      additional_context: "They weigh 240 grams. Free returns for 60 days.",
      keywords: ["trail shoes", "lightweight"],
    }).tips;
    expect(rich.join(" ")).toMatch(/Your context adds 2 points/);
    expect(rich.join(" ")).toMatch(/"trail shoes" and "lightweight" do not appear/);
    const odd = build({
      category: "Academic Research",
      topic: "sleep and memory consolidation in teenagers",
      tone: "casual",
    }).tips;
    expect(odd.join(" ")).toMatch(/A casual tone is unusual for Academic Research/);
    const vague = build({ category: "Creative Writing", topic: "some interesting stuff about cats and dogs" }).tips;
    expect(vague.join(" ")).toMatch(/Replace vague words like "interesting"/);
  });

  it("depends on the input", () => {
    const a = build({ category: "Story Ideas", topic: "a city where it never stops raining" });
    const b = build({ category: "Story Ideas", topic: "a chef who can taste memories" });
    expect(a.prompt).not.toBe(b.prompt);
    expect(a.variations).not.toEqual(b.variations);
    expect(a.prompt).toContain("a city where it never stops raining");
  });
});

describe("prompt builder contract", () => {
  it("applies the spec's defaults", () => {
    const parsed = promptBuilderRequest.parse({ topic: "x" });
    expect(parsed).toMatchObject({ category: "Creative Writing", tone: "professional", length: "medium" });
    expect(parsed.keywords).toBeUndefined();
    expect(parsed.additional_context).toBeUndefined();
  });

  it("turns the keywords field into a list, or unset when empty", () => {
    expect(parseKeywords("fog, salt;\nmemory, Fog")).toEqual(["fog", "salt", "memory"]);
    expect(parseKeywords(" , ")).toBeUndefined();
    expect(parseKeywords(undefined)).toBeUndefined();
  });
});

describe("POST /api/prompt-builder", () => {
  const app = suiteApp();
  const rejected = rejectedBy(app, "/api/prompt-builder");
  const answered = builtinAnswerBy(app, "/api/prompt-builder");

  it("answers prompt, variations and tips from the built-in engine", async () => {
    const body = {
      category: "Creative Writing",
      topic: TOPIC,
      tone: "creative",
      length: "long",
      additional_context: CONTEXT,
      keywords: ["fog", "salt"],
    };
    const res = await answered(body);
    expect(Object.keys(res.body).sort()).toEqual(["prompt", "tips", "variations"]);
    expect(res.body).toEqual(build(body as PromptBuilderRequest));
    expect(res.body.prompt).toContain('"fog", "salt"');
  });

  it("takes only the topic and fills in the defaults", async () => {
    const res = await postJson(app, "/api/prompt-builder", { topic: "a dragon who is afraid of heights" });
    expect(res.status).toBe(200);
    expect(res.body.prompt).toContain("Write a short story about a dragon who is afraid of heights.");
    expect(res.body.prompt).toContain(TONE_VOICE.professional);
  });

  it("rejects a missing, empty, blank or non-string topic with 'Topic is required'", async () => {
    for (const body of [{}, { topic: "" }, { topic: "  \n " }, { topic: 42 }, { topic: null }]) {
      await rejected({ category: "Social Media", ...body }, m.topicRequired);
    }
  });

  it("enforces the length limits with their messages", async () => {
    const ok = await postJson(app, "/api/prompt-builder", {
      topic: "a".repeat(TOPIC_MAX),
      additional_context: "b ".repeat(CONTEXT_MAX / 2),
    });
    expect(ok.status).toBe(200);
    const long = await postJson(app, "/api/prompt-builder", { topic: "a".repeat(TOPIC_MAX + 1) });
    expect([long.status, long.body.message]).toEqual([400, m.topicTooLong]);
    const context = await postJson(app, "/api/prompt-builder", {
      topic: "cats",
      additional_context: "c".repeat(CONTEXT_MAX + 1),
    });
    expect([context.status, context.body.message]).toEqual([400, m.contextTooLong]);
    const many = await postJson(app, "/api/prompt-builder", {
      topic: "cats",
      keywords: Array.from({ length: KEYWORDS_MAX + 1 }, (_, i) => `k${i}`),
    });
    expect([many.status, many.body.message]).toEqual([400, m.keywordsTooMany]);
  });

  it("rejects unknown category, tone or length naming the field", async () => {
    for (const [field, value] of [
      ["category", "Poetry"],
      ["tone", "angry"],
      ["length", "huge"],
    ] as const) {
      await rejected({ topic: "cats", [field]: value }, new RegExp(`^${field}: `));
    }
  });
});

describe("POST /api/prompt-builder with an AI provider", () => {
  const { app, fake } = suiteWithFakeProvider();

  it("sends every field to the model and returns its answer, tidied", async () => {
    fake.respondWith((req) => ({
      json: {
        prompt: `  ${userPrompt(req).split("\n")[0]}  `,
        variations: ["One", "Two", "Three", "Two"],
        tips: ["Tip a", "Tip b", "Tip c"],
      },
    }));
    const body = {
      category: "Marketing Copy",
      topic: "a solar phone charger",
      tone: "friendly",
      length: "short",
      additional_context: "Charges in 3 hours.",
      keywords: ["solar", "camping"],
    };
    const res = await postJson(app, "/api/prompt-builder", body);
    expect(res.status).toBe(200);
    expect(res.headers["x-engine"]).toBe("ai-provider");
    const sent = fake.lastRequest();
    expect(sent.body.response_format?.json_schema?.name).toBe("prompt_builder");
    const user = userPrompt(sent);
    for (const part of [
      "Category: Marketing Copy",
      "Tone: Friendly",
      "Length: short",
      '"solar", "camping"',
      "a solar phone charger",
      "Charges in 3 hours.",
    ]) {
      expect(user).toContain(part);
    }
    expect(systemPrompt(sent)).toMatch(/at least 3 alternative prompts/);
    expect(res.body).toEqual({
      prompt: `Category: Marketing Copy. Suggested role for the model: ${CATEGORY_PROFILES["Marketing Copy"].role}.`,
      variations: ["One", "Two", "Three"],
      tips: ["Tip a", "Tip b", "Tip c"],
    });
  });

  it("answers 502 for a malformed answer (no silent fallback)", async () => {
    for (const answer of [
      { content: "not json {" },
      { json: { prompt: "p", variations: ["a", "b"], tips: ["x", "y", "z"] } },
    ]) {
      fake.respondWith(answer);
      const res = await postJson(app, "/api/prompt-builder", { topic: "a solar phone charger" });
      expect(res.status).toBe(502);
      expect(res.headers["x-engine"]).toBe("ai-provider");
      expect(res.body.message).toMatch(/not in the expected format/);
    }
  });

  it("answers 502 when fewer than 3 distinct variations remain after tidying", async () => {
    fake.respondWith({ json: { prompt: "p", variations: ["a", "a ", " "], tips: ["x", "y", "z"] } });
    const res = await postJson(app, "/api/prompt-builder", { topic: "a solar phone charger" });
    expect(res.status).toBe(502);
  });

  it("still validates the topic before calling the provider", async () => {
    fake.reset();
    const res = await postJson(app, "/api/prompt-builder", { topic: " " });
    expect([res.status, res.body.message]).toEqual([400, m.topicRequired]);
    expect(fake.requests).toHaveLength(0);
  });
});
