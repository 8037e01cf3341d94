import type { PromptBuilderRequest } from "./contract";

/**
 * Review sets of the prompt builder (issue 11 review): requests written for a reading review, apart from the corpus
 * and never used to tune it. Round 1 was read and graded, its defect classes fixed in general; round 2 was written
 * after those fixes and read once. Grades are in docs/tools/prompt-builder.md.
 */
const r = (
  category: PromptBuilderRequest["category"],
  topic: string,
  tone: PromptBuilderRequest["tone"] = "professional",
  length: PromptBuilderRequest["length"] = "medium",
  additional_context?: string,
  keywords?: string[],
): PromptBuilderRequest => ({ category, topic, tone, length, ...(additional_context ? { additional_context } : {}), ...(keywords ? { keywords } : {}) });

export const PROMPT_REVIEW_ROUND_1: PromptBuilderRequest[] = [
  r("Creative Writing", "grief", "creative", "short"),
  r("Creative Writing", "a retired astronaut teaching her grandson to ride a bike in a small Ohio town, told from the bike's point of view, bittersweet but funny", "creative", "long"),
  r("Business Communication", "ask the landlord to fix the heating before winter", "formal", "short", "The boiler has failed three times since October. We are a dental practice and patients complain about the cold."),
  r("Business Communication", "quarterly results", "professional", "medium"),
  r("Academic Research", "compare the effects of minimum wage increases on youth employment in the UK and Spain", "formal", "long", undefined, ["difference-in-differences", "youth unemployment"]),
  r("Academic Research", "microplastics", "technical", "short"),
  r("Technical Documentation", "migrating a Django app from Postgres 12 to 16 with zero downtime", "technical", "long"),
  r("Technical Documentation", "how do I rotate API keys", "friendly", "short"),
  r("Social Media", "announce our bakery's new sourdough subscription on Instagram", "casual", "short", undefined, ["sourdough", "weekly"]),
  r("Social Media", "tips for first-time marathon runners", "friendly", "medium"),
  r("Image Generation", "a fox reading a newspaper in a rainy Paris café, watercolor", "creative", "medium"),
  r("Image Generation", "logo for a children's dental clinic", "friendly", "short", undefined, ["teal", "white"]),
  r("Marketing Copy", "convince busy parents to try our 15-minute meal kits", "friendly", "medium", "Kits cost £4.50 per portion and arrive every Monday."),
  r("Marketing Copy", "noise-cancelling earbuds", "professional", "short"),
  r("Story Ideas", "what if gravity switched off for one minute every day", "creative", "medium"),
  r("Story Ideas", "un detective jubilado en Sevilla que resuelve crímenes con recetas de su abuela", "creative", "medium"),
];

export const PROMPT_REVIEW_ROUND_2: PromptBuilderRequest[] = [
  r("Creative Writing", "Write a limerick about a cat who hates Mondays", "casual", "short"),
  r("Business Communication", "tell the team the office move is delayed to 14 July", "friendly", "medium"),
  r("Academic Research", "what is the impact of four-day school weeks on student achievement", "formal", "medium"),
  r("Technical Documentation", "why do my Docker containers lose data after a restart", "technical", "medium"),
  r("Social Media", "LinkedIn post celebrating 10 years of our design studio", "professional", "medium", "We started in a garage in Bristol with 2 people; we are now 34."),
  r("Image Generation", "oil painting of a lighthouse in a winter storm at night", "formal", "long"),
  r("Marketing Copy", "landing page for a budgeting app for students", "casual", "long", undefined, ["free", "no ads"]),
  r("Story Ideas", "sci-fi", "creative", "short"),
];
