import type { PromptBuilderRequest } from "./contract";

/**
 * Review sets of the prompt builder (issue 11 review): requests written for a reading review, apart from the corpus
 * and never used to tune it. Round 1 was read and graded, its defect classes fixed in general; round 2 was written
 * after those fixes and read once. Grades are in docs/tools/prompt-builder.md.
 */
/** A request with the form's defaults (professional, medium); context and keywords only when given. */
export const promptRequest = (
  category: PromptBuilderRequest["category"],
  topic: string,
  tone: PromptBuilderRequest["tone"] = "professional",
  length: PromptBuilderRequest["length"] = "medium",
  additional_context?: string,
  keywords?: string[],
): PromptBuilderRequest => ({
  category,
  topic,
  tone,
  length,
  ...(additional_context ? { additional_context } : {}),
  ...(keywords ? { keywords } : {}),
});
const r = promptRequest;

export const PROMPT_REVIEW_ROUND_1: PromptBuilderRequest[] = [
  r("Creative Writing", "grief", "creative", "short"),
  r(
    "Creative Writing",
    "a retired astronaut teaching her grandson to ride a bike in a small Ohio town, told from the bike's point of view, bittersweet but funny",
    "creative",
    "long",
  ),
  r(
    "Business Communication",
    "ask the landlord to fix the heating before winter",
    "formal",
    "short",
    "The boiler has failed three times since October. We are a dental practice and patients complain about the cold.",
  ),
  r("Business Communication", "quarterly results", "professional", "medium"),
  r(
    "Academic Research",
    "compare the effects of minimum wage increases on youth employment in the UK and Spain",
    "formal",
    "long",
    undefined,
    ["difference-in-differences", "youth unemployment"],
  ),
  r("Academic Research", "microplastics", "technical", "short"),
  r("Technical Documentation", "migrating a Django app from Postgres 12 to 16 with zero downtime", "technical", "long"),
  r("Technical Documentation", "how do I rotate API keys", "friendly", "short"),
  r("Social Media", "announce our bakery's new sourdough subscription on Instagram", "casual", "short", undefined, [
    "sourdough",
    "weekly",
  ]),
  r("Social Media", "tips for first-time marathon runners", "friendly", "medium"),
  r("Image Generation", "a fox reading a newspaper in a rainy Paris café, watercolor", "creative", "medium"),
  r("Image Generation", "logo for a children's dental clinic", "friendly", "short", undefined, ["teal", "white"]),
  r(
    "Marketing Copy",
    "convince busy parents to try our 15-minute meal kits",
    "friendly",
    "medium",
    "Kits cost £4.50 per portion and arrive every Monday.",
  ),
  r("Marketing Copy", "noise-cancelling earbuds", "professional", "short"),
  r("Story Ideas", "what if gravity switched off for one minute every day", "creative", "medium"),
  r(
    "Story Ideas",
    "un detective jubilado en Sevilla que resuelve crímenes con recetas de su abuela",
    "creative",
    "medium",
  ),
];

export const PROMPT_REVIEW_ROUND_2: PromptBuilderRequest[] = [
  r("Creative Writing", "Write a limerick about a cat who hates Mondays", "casual", "short"),
  r("Business Communication", "tell the team the office move is delayed to 14 July", "friendly", "medium"),
  r("Academic Research", "what is the impact of four-day school weeks on student achievement", "formal", "medium"),
  r("Technical Documentation", "why do my Docker containers lose data after a restart", "technical", "medium"),
  r(
    "Social Media",
    "LinkedIn post celebrating 10 years of our design studio",
    "professional",
    "medium",
    "We started in a garage in Bristol with 2 people; we are now 34.",
  ),
  r("Image Generation", "oil painting of a lighthouse in a winter storm at night", "formal", "long"),
  r("Marketing Copy", "landing page for a budgeting app for students", "casual", "long", undefined, ["free", "no ads"]),
  r("Story Ideas", "sci-fi", "creative", "short"),
];

/** Round 3 (held-out set A of the second issue-11 pass): written before the fixes for named verse forms, non-English
 * briefs, comparisons, "what if" premises, yes/no questions and coordinated verbs; graded before and after. */
export const PROMPT_REVIEW_ROUND_3: PromptBuilderRequest[] = [
  r("Creative Writing", "a haiku about the first snow on a city bus stop", "creative", "short"),
  r(
    "Creative Writing",
    "sonnet for my wife's 40th birthday, she loves gardening and terrible puns",
    "friendly",
    "medium",
  ),
  r("Story Ideas", "What if dogs could vote in local elections?", "creative", "medium"),
  r("Academic Research", "compare nuclear and solar power for Germany's energy transition", "formal", "long"),
  r("Social Media", "Instagram caption for our coffee shop's 5th anniversary", "casual", "short", undefined, [
    "latte art",
    "thank you",
  ]),
  r("Marketing Copy", "una campaña de correo para una tienda de bicicletas en Valencia", "friendly", "medium"),
  r("Business Communication", "decline a job offer politely but keep the door open", "professional", "short"),
  r(
    "Technical Documentation",
    "README for a CLI tool that converts CSV to Parquet",
    "technical",
    "medium",
    "The tool is written in Rust, installs with cargo, and supports gzip input.",
  ),
  r("Image Generation", "cyberpunk street market at night, rain, lots of neon signs in Japanese", "creative", "medium"),
  r("Creative Writing", "write me a limerick about a programmer who never tests his code", "casual", "short"),
  r("Story Ideas", "heist story but the thieves are grandmothers", "creative", "short"),
  r("Academic Research", "Does social media use cause anxiety in teenagers?", "formal", "medium"),
  r(
    "Social Media",
    "tweet thread explaining why our app was down yesterday",
    "professional",
    "medium",
    "Outage lasted 3 hours due to a failed database migration. No data was lost.",
  ),
  r("Business Communication", "Rappel: la réunion du conseil est déplacée à jeudi", "formal", "short"),
];

/** Round 4 (set B): written after those fixes and graded on first read. */
export const PROMPT_REVIEW_ROUND_4: PromptBuilderRequest[] = [
  r(
    "Creative Writing",
    "funny poem for a retirement card, the guy is an accountant who loves fishing",
    "friendly",
    "short",
  ),
  r("Story Ideas", "what if the internet went down for a whole year", "creative", "long"),
  r("Academic Research", "Is remote work bad for junior employees' career growth?", "formal", "medium"),
  r(
    "Business Communication",
    "ask my manager for a raise, I've taken on two extra clients since March",
    "professional",
    "medium",
  ),
  r(
    "Social Media",
    "LinkedIn post: I got laid off after 8 years, looking for product design roles",
    "professional",
    "medium",
  ),
  r("Marketing Copy", "Tailwind vs Bootstrap landing page for our UI kit", "casual", "short"),
  r(
    "Technical Documentation",
    "set up a Raspberry Pi as a Pi-hole and block ads for the whole house",
    "friendly",
    "long",
  ),
  r("Image Generation", "kawaii sticker of a sleepy avocado wearing a nightcap", "creative", "short", undefined, [
    "pastel",
    "thick outline",
  ]),
  r("Creative Writing", "Escribe un cuento corto sobre una abuela que aprende a usar WhatsApp", "creative", "medium"),
  r("Story Ideas", "a murder mystery on a generation ship where nobody can leave", "creative", "medium"),
  r(
    "Academic Research",
    "evaluate the effectiveness of sugar taxes in Mexico and the UK",
    "technical",
    "long",
    undefined,
    ["obesity", "price elasticity"],
  ),
  r(
    "Business Communication",
    "apologise to customers for the late shipment and offer 15% off",
    "friendly",
    "short",
    "Orders placed between 2 and 9 May were delayed by a courier strike.",
  ),
  r("Creative Writing", "song for my daughter's first day of school", "creative", "medium"),
  r("Social Media", "tiktok script about 3 mistakes beginners make with sourdough", "casual", "short"),
];

/**
 * Third issue-11 pass (set C, then set D written after its fixes): requests written away from the code, every prompt,
 * variation and tip read. Grades are in docs/tools/prompt-builder.md.
 */
export const PROMPT_REVIEW_ROUND_5: PromptBuilderRequest[] = [
  r(
    "Creative Writing",
    "a short story where a lighthouse keeper finds a message in a bottle written by her younger self",
    "creative",
    "medium",
  ),
  r(
    "Business Communication",
    "email to the team explaining why we are moving the Friday deploy freeze to Thursday",
    "professional",
    "short",
    "Two outages in October happened after late Friday deploys. The freeze starts Thursday 4pm from next week.",
  ),
  r("Academic Research", "the effect of social media use on sleep quality in teenagers", "formal", "long", undefined, [
    "screen time",
    "melatonin",
  ]),
  r(
    "Technical Documentation",
    "how to migrate a Postgres database from version 12 to 16 with minimal downtime",
    "technical",
    "medium",
  ),
  r("Social Media", "announce our bakery's new gluten-free menu on Instagram", "friendly", "short"),
  r(
    "Image Generation",
    "a watercolor illustration of an old fisherman mending nets on a foggy morning harbor",
    "creative",
    "medium",
  ),
  r(
    "Marketing Copy",
    "product description for a reusable stainless steel water bottle that keeps drinks cold for 24 hours",
    "casual",
    "medium",
    undefined,
    ["eco-friendly", "leak-proof"],
  ),
  r("Story Ideas", "a small town where everyone stops aging except one family", "creative", "long"),
  r(
    "Business Communication",
    "politely decline a vendor's proposal because it is over budget",
    "formal",
    "medium",
    "The quote was $48,000; our budget for the project is $30,000.",
  ),
  r("Academic Research", "why do some languages have more words for colors than others", "professional", "medium"),
  r("Technical Documentation", "REST API reference for the user login endpoint", "technical", "short"),
  r(
    "Marketing Copy",
    "launch email for a meditation app aimed at busy nurses working night shifts",
    "friendly",
    "long",
  ),
];

export const PROMPT_REVIEW_ROUND_6: PromptBuilderRequest[] = [
  r("Creative Writing", "a bedtime story about a shy dragon who is afraid of the dark", "friendly", "short"),
  r(
    "Business Communication",
    "follow up with a client who hasn't paid an invoice for 60 days",
    "professional",
    "medium",
    "Invoice #2231 for $4,800 was due on 1 September. Two reminders were sent.",
  ),
  r("Academic Research", "compare the effectiveness of online and in-person therapy for anxiety", "formal", "medium"),
  r("Technical Documentation", "troubleshooting guide for a printer that keeps jamming", "friendly", "short"),
  r("Social Media", "thank our followers for reaching 10,000 on our hiking page", "casual", "short"),
  r("Image Generation", "a cozy reading nook by a rainy window with a cat asleep on a blanket", "friendly", "medium"),
  r(
    "Marketing Copy",
    "tagline and short ad for a local plumbing company that offers 24/7 emergency repairs",
    "professional",
    "short",
  ),
  r("Story Ideas", "mystery stories set in a small island village during a winter storm", "creative", "medium"),
];

/** Fourth issue-11 pass: round 7 read before its fixes (question-form, one-word, verb-phrase and rambling topics). */
export const PROMPT_REVIEW_ROUND_7: PromptBuilderRequest[] = [
  r("Creative Writing", "What would happen if everyone on Earth could hear each other's thoughts for one day?"),
  r("Creative Writing", "grief", "creative"),
  r(
    "Business Communication",
    "convince the finance team to approve a new laptop budget for designers",
    "professional",
    "medium",
    "Current laptops are 6 years old; render times average 14 minutes.",
  ),
  r(
    "Business Communication",
    "How should I tell my manager I'm burned out without sounding like I'm quitting?",
    "friendly",
  ),
  r("Academic Research", "Does remote work reduce productivity in software teams?", "formal", "long"),
  r("Academic Research", "microplastics", "technical"),
  r("Technical Documentation", "migrating a Django app from PostgreSQL 12 to 16 with zero downtime", "technical"),
  r("Technical Documentation", "How do I rotate API keys without breaking existing clients?", "technical", "short"),
  r("Social Media", "celebrate our bakery's 10th anniversary on Instagram", "casual", "medium", undefined, [
    "sourdough",
    "thank you",
  ]),
  r(
    "Social Media",
    "so basically we launched a podcast about urban gardening and I want a LinkedIn post that doesn't sound cringe but gets people to listen to the first episode which is about balcony tomatoes",
    "friendly",
  ),
  r("Image Generation", "a lighthouse keeper's cat watching a storm from the window", "creative"),
  r("Image Generation", "minimalist logo for a vegan ice cream shop", "professional", "medium", undefined, [
    "pastel",
    "mint green",
  ]),
  r("Marketing Copy", "Why should busy parents try our meal-kit subscription?", "friendly"),
  r("Marketing Copy", "launch email for noise-cancelling earbuds under $80", "casual", "short"),
  r("Story Ideas", "a retired astronaut opens a diner in a small desert town", "creative"),
  r("Story Ideas", "Is it possible to write a mystery where the detective is the victim?", "creative"),
  r("Story Ideas", "time loops", "casual"),
];

/** Round 8: written after round 7's fixes and read once (grades in docs/tools/prompt-builder.md). */
export const PROMPT_REVIEW_ROUND_8: PromptBuilderRequest[] = [
  r("Creative Writing", "Why do lighthouses feel so lonely?", "creative"),
  r("Business Communication", "How do I ask my landlord to fix the heating before winter?"),
  r("Academic Research", "the effect of school start times on teenage sleep", "formal"),
  r("Technical Documentation", "set up two-factor authentication for our staff portal", "friendly", "short"),
  r("Social Media", "Can you write a TikTok caption for our new vegan ramen?", "casual"),
  r("Image Generation", "cyberpunk street market at night in the rain", "creative", "long"),
  r(
    "Marketing Copy",
    "landing page for a bookkeeping service for freelancers",
    "professional",
    "medium",
    "Fixed price £49 a month. Tax return included. Clients get a named accountant.",
  ),
  r(
    "Story Ideas",
    "okay so I'm thinking something about a village where nobody can lie but one kid suddenly can, and I want story ideas that are funny not dark",
    "friendly",
  ),
];
