import type { WritingSample } from "../../../tests/quality/writing-sample";
import { promptBuilderRequest, type PromptBuilderRequest, type PromptBuilderResponse } from "./contract";
import { ASPECT_HINTS, CATEGORY_PROFILES, IMAGE_DETAIL, PLATFORM_NAMES, SPARE_DETAIL } from "./prompt-builder.data";
import { buildPrompt } from "./prompt-builder.engine";
import { promptRequest } from "./prompt-builder.review-set";

/** Every piece of wording the templates can add (targets, platform limits, angles), for the facts check. */
const TEMPLATE_JSON = JSON.stringify([
  CATEGORY_PROFILES,
  PLATFORM_NAMES.map(([, name]) => name),
  ASPECT_HINTS.map(([, ratio]) => ratio),
  IMAGE_DETAIL,
  SPARE_DETAIL,
]);
/** Also as the facts checker splits words ("3D" is read as "D" there). */
const TEMPLATE_TEXT = `${TEMPLATE_JSON} ${(TEMPLATE_JSON.match(/\p{L}[\p{L}\p{N}'&.-]*/gu) ?? []).join(" ")}`;

/**
 * 48 prompt-builder requests written for the quality test (prompt-builder.quality.test.ts) and the writing bench:
 * six per category, with noun-phrase, verb-phrase, clause, question, instruction and length-in-the-topic topics,
 * every tone and length, with and without context and keywords. The owner's held-out topics are not in the repository.
 */
const c = promptRequest;

export const PROMPT_BUILDER_CORPUS: PromptBuilderRequest[] = [
  c(
    "Creative Writing",
    "a lighthouse keeper who finds a message in a bottle from her future self",
    "creative",
    "long",
    "The story is set on the coast of Maine in 1952. The keeper is called Ada Brennan and she is 67 years old.",
    ["fog", "salt"],
  ),
  c("Creative Writing", "Write a haiku about autumn rain in Kyoto", "creative", "short"),
  c("Creative Writing", "escape a burning city with only a violin", "formal", "medium"),
  c("Creative Writing", "around 800 words about two rival bakers forced to share a kitchen", "casual", "medium"),
  c("Creative Writing", "why the old clockmaker never left his shop", "friendly", "long"),
  c("Creative Writing", "a monologue for a villain who thinks he is the hero", "creative", "short", undefined, [
    "mirror",
  ]),
  c("Business Communication", "announce a 4-day work week pilot", "professional", "medium"),
  c(
    "Business Communication",
    "our new expense policy for first-time managers",
    "formal",
    "long",
    "The policy starts on 1 March. Receipts over $75 need a photo.",
  ),
  c(
    "Business Communication",
    "ask the client for a one-week extension on the website redesign",
    "professional",
    "short",
  ),
  c(
    "Business Communication",
    "the warehouse flooded and orders will ship late",
    "friendly",
    "medium",
    "About 300 orders are affected. We expect to ship them by Friday.",
  ),
  c("Business Communication", "invite the whole team to the summer offsite in Lisbon", "casual", "medium", undefined, [
    "agenda",
    "travel",
  ]),
  c("Business Communication", "a memo on how to request parental leave", "formal", "short"),
  c("Academic Research", "the impact of social media on teenage sleep", "formal", "medium", undefined, [
    "sleep latency",
    "screen time",
  ]),
  c("Academic Research", "reduce food waste in university canteens", "technical", "long"),
  c(
    "Academic Research",
    "how microplastics reach drinking water",
    "formal",
    "short",
    "Focus on studies published after 2015. Use Harvard referencing.",
  ),
  c("Academic Research", "a literature review on remote work and productivity", "professional", "medium"),
  c("Academic Research", "sleep and memory consolidation in teenagers", "casual", "medium"),
  c("Academic Research", "compare nuclear and solar power for small island nations", "technical", "long", undefined, [
    "levelised cost",
    "grid stability",
  ]),
  c(
    "Technical Documentation",
    "onboarding new engineers to a legacy billing system with Kafka, Postgres, feature flags and nightly batch jobs",
    "technical",
    "long",
  ),
  c(
    "Technical Documentation",
    "set up CI with GitHub Actions for a Python monorepo",
    "technical",
    "medium",
    undefined,
    ["pytest", "caching"],
  ),
  c(
    "Technical Documentation",
    "our public REST API rate limits",
    "professional",
    "short",
    "Limits are 100 requests per minute per key. Exceeding them returns HTTP 429.",
  ),
  c("Technical Documentation", "how to rotate the database credentials without downtime", "technical", "medium"),
  c("Technical Documentation", "a README for a command-line tool that renames photos by date", "friendly", "medium"),
  c(
    "Technical Documentation",
    "release notes for version 3.2 of the mobile app",
    "professional",
    "short",
    "Adds dark mode. Fixes the login crash on Android 14.",
  ),
  c("Social Media", "our new vegan menu", "casual", "short"),
  c("Social Media", "celebrate our bakery's 10th anniversary on Instagram", "friendly", "medium", undefined, [
    "anniversary",
    "sourdough",
  ]),
  c("Social Media", "how our team cut meetings in half", "professional", "long", undefined, [
    "remote work",
    "async meetings",
  ]),
  c(
    "Social Media",
    "Launch of our budgeting app Pennywise for college students",
    "casual",
    "long",
    "Pennywise is free for the first 3 months. It syncs with 2,000 banks.",
    ["student life", "money tips"],
  ),
  c("Social Media", "a LinkedIn post about lessons from my first year as a manager", "professional", "medium"),
  c("Social Media", "recruit volunteers for the beach cleanup on Saturday", "friendly", "short"),
  c("Image Generation", "a cozy cabin in snowy woods at dusk", "creative", "medium"),
  c("Image Generation", "a fox in the snow", "formal", "short"),
  c("Image Generation", "a neon-lit street market in Hong Kong at night", "creative", "long"),
  c("Image Generation", "a movie poster for a heist film set in Venice", "professional", "medium"),
  c("Image Generation", "a logo for a bike repair shop called Spoke & Chain", "professional", "short", undefined, [
    "teal and white",
  ]),
  c("Image Generation", "children flying kites on a windy beach", "friendly", "long", undefined, ["kites", "seagulls"]),
  c(
    "Marketing Copy",
    "trail running shoes with recycled soles for weekend hikers",
    "friendly",
    "medium",
    "They weigh 240 grams. Free returns for 60 days.",
    ["trail shoes", "lightweight"],
  ),
  c("Marketing Copy", "a meeting notes app", "professional", "short", undefined, ["remote work", "async meetings"]),
  c(
    "Marketing Copy",
    "convince small gyms to switch to our booking software",
    "professional",
    "long",
    "It costs $29 a month. Setup takes 10 minutes.",
  ),
  c("Marketing Copy", "a product description for a ceramic pour-over coffee set", "creative", "medium"),
  c("Marketing Copy", "a landing page for a free 5-day email course on budgeting", "casual", "long"),
  c("Marketing Copy", "shoes", "professional", "short"),
  c("Story Ideas", "a city where it never stops raining", "creative", "medium"),
  c("Story Ideas", "a chef who can taste memories", "creative", "long"),
  c("Story Ideas", "around 500 words about a haunted lighthouse", "casual", "short"),
  c("Story Ideas", "kids find a door in their school basement", "friendly", "medium"),
  c("Story Ideas", "survive a winter on Mars with a broken greenhouse", "formal", "short"),
  c("Story Ideas", "plot twists for a cozy mystery set in a village bakery", "friendly", "long", undefined, [
    "cat",
    "recipe",
  ]),
];

/** The prose of a result: whole sentences of the prompt, the text variations and the tips. Headings, "Label: value"
 * lines, noun-phrase lists, image descriptor lines and the visitor's own context sentences are left out. */
export function proseOf(req: PromptBuilderRequest, r: PromptBuilderResponse): string[] {
  const context = new Set((req.additional_context ?? "").split(/(?<=[.!?])\s+/).map((s) => s.trim()));
  const image = req.category === "Image Generation";
  const lines = [
    // An image prompt is descriptor lines and noun phrases, not sentences.
    ...(image ? [] : r.prompt.split("\n").filter((l) => !l.startsWith("## "))),
    ...(image ? [] : r.variations.flatMap((v) => v.split(/(?<=[.!?])\s+(?=[A-Z"])/))),
    ...r.tips,
  ];
  return lines
    .map((l) => l.replace(/^(?:- |\d+\. )/, "").trim())
    .filter((l) => /^["\p{Lu}]/u.test(l) && /[.!?]$/.test(l) && !context.has(l))
    .filter((l) => !/^[\p{Lu}][\p{L} &'/-]{0,30}: /u.test(l) && !/^(?:Aspect ratio|Detail level)/.test(l));
}

export function writingSamples(): WritingSample[] {
  return PROMPT_BUILDER_CORPUS.map((req) => {
    const input = promptBuilderRequest.parse(req);
    const r = buildPrompt(input);
    // What the templates add on their own (targets, platform limits, "3 short questions"): the same request about a
    // neutral topic, so that only facts taken from the visitor's input are checked.
    const neutral = buildPrompt({ ...input, topic: "a cat", additional_context: undefined, keywords: undefined });
    const expected = { short: 3, medium: 4, long: 5 }[input.length];
    return {
      input: [req.topic, req.additional_context ?? "", ...(req.keywords ?? [])].join("\n"),
      output: proseOf(req, r).join("\n"),
      shown: [r.prompt, ...r.variations, ...r.tips].join("\n"),
      allow: [neutral.prompt, ...neutral.variations, ...neutral.tips, input.category, input.tone, TEMPLATE_TEXT],
      adheres: r.variations.length === expected && r.tips.length >= 3,
    };
  });
}
