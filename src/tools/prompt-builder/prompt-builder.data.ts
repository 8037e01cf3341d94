import type { PromptCategory, PromptLength, PromptTone } from "./contract";

/**
 * Wording the built-in prompt engine fills in. Each category has its own role, its own sections (in its own order,
 * under its own headings), its own way of using keywords, constraints, output formats per length, variation angles
 * and tips. Placeholders in braces are filled from the visitor's input by the engine (prompt-builder.variations.ts):
 * {deliverable} "a short story"; {about} the topic in its grammatical frame ("about a dragon", "announcing a pilot");
 * {topic} the topic as a noun phrase ("announcing a pilot", "how to train a puppy"); {tone} {voice} {target}
 * {audience} {keywords} {lighting}; {genres} three contrasting genres (never horror for young children); {limit}
 * "in 200-350 words"; {limitEach} "Keep each version between 200 and 350 words."; {p1} a key point not already in the
 * topic. A part in [brackets] is dropped when its placeholder is empty.
 */

/** The sections a prompt can have; each category lists the ones it uses, in order, with its own heading. */
export type SectionId =
  | "role"
  | "task"
  | "audience"
  | "focus"
  | "context"
  | "tone"
  | "keywords"
  | "approach"
  | "constraints"
  | "format"
  | "checklist"
  | "imageLine"
  | "imageStyle"
  | "composition"
  | "lighting"
  | "avoid"
  | "parameters";

export interface CategoryProfile {
  /** "an award-winning fiction writer" (the model's role). */
  role: string;
  /** The verb of the task sentence: "Write", "Draft", "Generate". */
  verb: string;
  /** What is produced when the topic names nothing (per length). */
  deliverable: Record<PromptLength, string>;
  /** Words in a topic that name the deliverable ("poem", "memo"...): the first one found replaces the default. */
  deliverables: string[];
  /** How long the result should be, per length. */
  target: Record<PromptLength, string>;
  /** Who reads it when the topic names no audience. */
  audience: string;
  /** Ordered sections with this category's headings. */
  sections: [SectionId, string][];
  /** Line introducing the key points (focus section). */
  focusIntro: string;
  /** How keywords are used; {keywords} is the quoted list. */
  keywordsLine: string;
  approach: string[];
  constraints: string[];
  format: Record<PromptLength, string[]>;
  checklist: string[];
  /** Variation angles: whole alternative prompts. */
  angles: string[];
  /** Tones that suit the category (another one gets a tip). */
  usualTones: PromptTone[];
  tips: string[];
}

export const TONE_VOICE: Record<PromptTone, string> = {
  professional: "clear, confident and polished; no slang",
  casual: "relaxed and conversational; contractions and plain everyday words are welcome",
  friendly: "warm, upbeat and approachable; speak directly to the reader",
  formal: "formal and precise; no contractions, slang or exclamation marks",
  creative: "imaginative and vivid; fresh metaphors, sensory detail and surprising turns",
  technical: "precise and technical; exact terminology, defined terms and no filler",
};

export const IMAGE_DETAIL: Record<PromptLength, string> = {
  short: "simple composition, few elements",
  medium: "detailed, sharp focus",
  long: "highly detailed, intricate textures, rich background storytelling, 8k",
};

/** The shape of a help article for people who use a product (no code in the topic). */
export const HELP_FORMAT: Record<PromptLength, string[]> = {
  short: ["A one-line summary, then numbered steps.", "Markdown."],
  medium: ["Markdown with headings: Overview, Before you start, Steps, Tips, Troubleshooting."],
  long: [
    "Markdown with headings: Overview, Before you start, Getting started, Everyday tasks, Tips, Troubleshooting, FAQ.",
    "A table of contents at the top.",
  ],
};

/** A logo or a minimalist picture: more words mean a more refined mark, never "intricate textures". */
export const SPARE_DETAIL: Record<PromptLength, string> = {
  short: "one simple mark, very few elements",
  medium: "crisp edges, few elements",
  long: "refined, crisp details that still read at small sizes",
};

/** A contrasting tone for the "other tone" variation. */
export const TONE_CONTRAST: Record<PromptTone, PromptTone> = {
  professional: "friendly",
  casual: "professional",
  friendly: "formal",
  formal: "friendly",
  creative: "professional",
  technical: "casual",
};

const TEXT_SECTIONS = (h: Partial<Record<SectionId, string>>): [SectionId, string][] =>
  Object.entries(h) as [SectionId, string][];

export const CATEGORY_PROFILES: Record<PromptCategory, CategoryProfile> = {
  "Creative Writing": {
    role: "an award-winning fiction writer and editor",
    verb: "Write",
    deliverable: { short: "a piece of flash fiction", medium: "a short story", long: "a long-form short story" },
    deliverables: [
      "short story",
      "flash fiction",
      "poem",
      "haiku",
      "tanka",
      "limerick",
      "sonnet",
      "villanelle",
      "cinquain",
      "acrostic poem",
      "acrostic",
      "free verse poem",
      "ode",
      "elegy",
      "ballad",
      "rap",
      "lyrics",
      "song lyrics",
      "song",
      "screenplay",
      "script",
      "monologue",
      "fable",
      "fairy tale",
      "essay",
      "eulogy",
      "obituary",
      "tribute",
      "best man speech",
      "maid of honor speech",
      "wedding speech",
      "speech",
      "toast",
      "wedding vows",
      "vows",
      "love letter",
      "letter",
      "note",
      "postcard",
      "birthday message",
      "card message",
      "personal essay",
      "memoir",
      "diary entry",
      "journal entry",
      "story",
    ],
    target: { short: "about 300 words", medium: "800-1,200 words", long: "2,000-3,000 words" },
    audience: "general adult readers",
    sections: TEXT_SECTIONS({
      role: "Role",
      task: "Task",
      focus: "Story elements",
      context: "Background",
      tone: "Voice & tone",
      keywords: "Motifs to weave in",
      approach: "Craft notes",
      constraints: "Constraints",
      format: "Output format",
      checklist: "Before you answer",
    }),
    focusIntro: "Build the piece around these elements from the brief:",
    keywordsLine: "Weave these words or motifs in naturally, never as a list: {keywords}.",
    approach: [
      "Open in the middle of a concrete moment, not with background.",
      "Show through action, dialogue and sensory detail rather than explanation.",
      "Give the main character a clear want and an obstacle; let the ending change something.",
    ],
    constraints: ["Avoid clichés and stock phrases.", "Keep point of view and tense consistent."],
    format: {
      short: ["A title, then the text as short paragraphs."],
      medium: ["A title on the first line.", "The story in paragraphs, dialogue on its own lines."],
      long: [
        "A title on the first line.",
        "The story in scenes separated by a blank line and *** .",
        "No commentary before or after the story.",
      ],
    },
    checklist: ["Does every scene move the story forward?", "Is the ending earned by what came before?"],
    angles: [
      "Write {deliverable} {about} from an unexpected point of view, such as an object, an animal or a bystander. Use a {tone} voice. {limitIt}",
      "Write {deliverable} {about} that begins at the ending and works backwards. Voice: {voice}. Length: {target}.",
      "Write {deliverable} {about} as a series of letters or messages between two people. Keep the tone {tone}. {limitIt}",
    ],
    usualTones: ["creative", "casual", "friendly", "formal"],
    tips: [
      "Name a writer or book whose style you like: the model imitates style far better than adjectives.",
      "Ask for two different openings first, pick one, then ask for the rest.",
    ],
  },
  "Business Communication": {
    role: "an experienced business communications specialist",
    verb: "Draft",
    deliverable: { short: "a short email", medium: "a business email", long: "a detailed business memo" },
    deliverables: [
      "out of office reply",
      "out-of-office reply",
      "out of office message",
      "out-of-office message",
      "auto-reply",
      "performance review feedback",
      "performance review",
      "feedback",
      "job description",
      "job posting",
      "job ad",
      "invitation",
      "status update",
      "email",
      "memo",
      "proposal",
      "report",
      "announcement",
      "letter",
      "meeting agenda",
      "agenda",
      "press release",
      "presentation",
      "executive summary",
      "newsletter",
      "message",
      "text message",
      "quick text",
      "short text",
      "heads-up",
      "update",
      "thank-you note",
      "note",
      "card",
      // (A message named by what it does: "apology to a customer whose order arrived late".)
      "apology",
      "reminder",
      "complaint",
      "follow-up",
    ],
    target: { short: "under 120 words", medium: "200-350 words", long: "400-600 words" },
    audience: "colleagues and business partners",
    sections: TEXT_SECTIONS({
      role: "Role",
      task: "Task",
      audience: "Audience & purpose",
      focus: "Key points",
      context: "Context",
      keywords: "Must mention",
      tone: "Tone",
      constraints: "Constraints",
      format: "Output format",
      checklist: "Before you answer",
    }),
    focusIntro: "Cover these points, most important first:",
    keywordsLine: "Mention each of these explicitly: {keywords}.",
    approach: [],
    constraints: [
      "Lead with the main point or request in the first two sentences.",
      "One idea per paragraph; no jargon the reader would not use.",
      "End with a clear next step, owner and date if one applies.",
    ],
    format: {
      short: ["A subject line, then the message body.", "Sign off with a placeholder [Your name]."],
      medium: [
        "Subject line.",
        "Greeting, 2-4 short paragraphs, a closing line with the next step.",
        "Placeholders in [brackets] for anything unknown.",
      ],
      long: [
        "Subject line.",
        "A one-paragraph summary first, then sections with short headings.",
        "Bullet points for decisions, actions and deadlines.",
        "Placeholders in [brackets] for anything unknown.",
      ],
    },
    checklist: [
      "Could the reader act on it after reading only the first paragraph?",
      "Is every number and name exactly as given?",
    ],
    angles: [
      "Draft {deliverable} {about} for {audience} in three sentences or fewer: the point, the reason and the next step. Tone: {tone}.",
      "Draft {deliverable} {about} as a bulleted update that a busy reader can skim in 30 seconds[, starting with {p1}]. {limitIt}",
      "Draft two versions of {deliverable} {about}: one {tone} and one more direct. Label them A and B. {limitEach}",
    ],
    usualTones: ["professional", "formal", "friendly"],
    tips: [
      "Say what the reader should do after reading: the model will build the message around that action.",
      "Paste a previous message you liked into Additional Context so the model matches your house style.",
    ],
  },
  "Academic Research": {
    role: "a senior academic researcher and careful scholarly writer",
    verb: "Write",
    deliverable: {
      short: "a research overview",
      medium: "a literature review",
      long: "a structured research paper draft",
    },
    deliverables: [
      "literature review",
      "research proposal",
      "annotated bibliography",
      "abstract",
      "thesis statement",
      "thesis",
      "research paper",
      "paper",
      "case study",
      "essay",
      "research questions",
      "dissertation outline",
    ],
    target: { short: "about 300 words", medium: "1,000-1,500 words", long: "3,000 words or more" },
    audience: "academic readers in the field",
    sections: TEXT_SECTIONS({
      role: "Role",
      task: "Research question",
      audience: "Scope & readership",
      context: "What is already known",
      focus: "Key concepts",
      keywords: "Terms to define",
      approach: "Method",
      constraints: "Academic standards",
      tone: "Register",
      format: "Structure",
      checklist: "Before you answer",
    }),
    focusIntro: "Examine these concepts and how they relate:",
    keywordsLine: "Define these terms on first use and use them consistently: {keywords}.",
    approach: [
      "State the research question and why it matters.",
      "Summarise the main schools of thought and where they disagree.",
      "Weigh the strength of the evidence; separate findings from interpretation.",
      "Identify gaps and propose directions for further research.",
    ],
    constraints: [
      "Do not invent sources, quotes, statistics or DOIs; if unsure, say so and describe what to look for.",
      "Mark claims that need a citation with [citation needed].",
      "Present counter-arguments fairly.",
    ],
    format: {
      short: ["One paragraph stating the question, then 3-5 bullet points of key findings and open questions."],
      medium: [
        "Sections: Introduction, Themes in the literature, Debates and gaps, Conclusion.",
        "A reference list placeholder at the end.",
      ],
      long: [
        "Sections: Abstract, Introduction, Background, Method, Discussion, Limitations, Conclusion, References.",
        "Numbered headings; a 150-word abstract.",
      ],
    },
    checklist: ["Is every claim either supported or flagged?", "Does the conclusion follow from the discussion?"],
    angles: [
      "List 5 focused research questions on {topic}, each with a one-sentence rationale and a suitable method. Register: {tone}.",
      "Write an annotated outline for {deliverable} {about}. Say what each section must argue and which kinds of sources support it[, and give most weight to {p1}].",
      "Give the strongest argument for a central claim about {topic} and the strongest argument against it, for {audience}. Then say which evidence would settle the question. {limitIt}",
    ],
    usualTones: ["formal", "technical", "professional"],
    tips: [
      "Always verify references the model gives you: language models can invent plausible-looking citations.",
      "State the discipline and level (undergraduate, PhD, journal) so depth and vocabulary match.",
    ],
  },
  "Technical Documentation": {
    role: "a senior technical writer who documents software for developers",
    verb: "Write",
    deliverable: { short: "a quick-reference page", medium: "a how-to guide", long: "a complete technical guide" },
    deliverables: [
      "readme",
      "api reference",
      "api documentation",
      "tutorial",
      "user guide",
      "how-to guide",
      "guide",
      "runbook",
      "changelog",
      "release notes",
      "design doc",
      "faq",
      "reference",
      "documentation",
      "docs",
    ],
    target: { short: "under 300 words", medium: "800-1,200 words", long: "2,000 words or more" },
    audience: "developers new to the topic",
    sections: TEXT_SECTIONS({
      role: "Role",
      task: "Task",
      audience: "Audience & prerequisites",
      context: "System details",
      focus: "Topics to cover",
      keywords: "Terminology",
      approach: "Approach",
      tone: "Style",
      constraints: "Constraints",
      format: "Document structure",
      checklist: "Before you answer",
    }),
    focusIntro: "Document these topics:",
    keywordsLine: "Use these terms exactly, and define each on first use: {keywords}.",
    approach: [
      "Start with what the reader will be able to do at the end.",
      "Give steps in the order the reader performs them, one action per step.",
      "Show expected output after each important step.",
    ],
    constraints: [
      "Do not invent commands, flags, endpoints or version numbers; use [placeholders] where details are unknown.",
      'Prefer active voice and second person ("you").',
    ],
    format: {
      short: ["A one-line summary, then a table or bullet list of the essentials.", "Markdown."],
      medium: ["Markdown with headings: Overview, Prerequisites, Steps, Example, Troubleshooting."],
      long: [
        "Markdown with headings: Overview, Concepts, Prerequisites, Installation, Usage, Configuration, Examples, Troubleshooting, FAQ.",
        "A table of contents at the top.",
      ],
    },
    checklist: ["Could a newcomer follow the steps without guessing?", "Is every placeholder clearly marked?"],
    angles: [
      "Write a troubleshooting section on {topic}: the 5 most likely problems, with their symptoms, causes and fixes, for {audience}.",
      "Explain {topic} in one sentence, then in one paragraph, then in a detailed walkthrough with an example[ involving {p1}]. Style: {tone}.",
      "Write a step-by-step tutorial on {topic} that ends with a working example. Use a {tone} style. {limitIt}",
    ],
    usualTones: ["technical", "professional", "friendly"],
    tips: [
      "Paste real code, error messages or config into Additional Context: documentation is only as accurate as its source.",
      "Name versions (language, framework, OS): instructions differ between them.",
    ],
  },
  "Social Media": {
    role: "a social media strategist who writes scroll-stopping posts",
    verb: "Write",
    deliverable: { short: "a short social media post", medium: "a social media post", long: "a social media thread" },
    deliverables: [
      "linkedin post",
      "instagram caption",
      "tweet",
      "thread",
      "caption",
      "carousel",
      "reel script",
      "tiktok script",
      "tiktok video script",
      "tiktok video",
      "youtube short",
      "instagram reel",
      "video script",
      "reel",
      "post",
    ],
    target: { short: "under 280 characters", medium: "100-200 words", long: "a 5-7 part thread or carousel" },
    audience: "followers scrolling quickly on their phones",
    sections: TEXT_SECTIONS({
      role: "Role",
      task: "Task",
      audience: "Platform & audience",
      focus: "Key message",
      context: "Details to include",
      tone: "Voice",
      keywords: "Hashtags",
      constraints: "Rules",
      format: "Output format",
      checklist: "Before you answer",
    }),
    focusIntro: "Build the post around:",
    keywordsLine: "Mention naturally: {keywords}.",
    approach: [],
    constraints: [
      "The first line must stop the scroll: a bold claim, a number or a question.",
      "Short lines and white space; at most 2-3 emoji.",
      "End with one clear call to action or question.",
    ],
    format: {
      short: ["The post text, then the hashtags on the last line."],
      medium: ["Hook line, 2-4 short paragraphs, call to action, then hashtags."],
      long: [
        "Numbered parts (1/, 2/, ...), each able to stand alone.",
        "The first part is the hook; the last is the call to action.",
        "Hashtags only in the last part.",
      ],
    },
    checklist: ["Would the first line make you stop scrolling?", "Does it fit the platform's limit?"],
    angles: [
      "Write 3 alternative hook lines for a post {about}, each under 15 words: a question, a surprising fact and a bold claim. Voice: {tone}.",
      "Write {deliverable} {about} as a four-line story that ends with a lesson[ about {p1}], with the hashtags at the end.",
      "Write {deliverable} {about} for {audience} in a {tone} voice, as a numbered list of quick tips. {limitIt}",
    ],
    usualTones: ["casual", "friendly", "creative", "professional"],
    tips: [
      "Name the platform in your topic (LinkedIn, Instagram, X): length and style differ a lot between them.",
      "Ask for several hooks and test them: the first line decides most of the reach.",
    ],
  },
  "Image Generation": {
    role: "a concept artist writing prompts for an image model",
    verb: "Create",
    deliverable: { short: "an image", medium: "an image", long: "a detailed image" },
    deliverables: [
      "youtube thumbnail",
      "thumbnail",
      "infographic",
      "character design",
      "logo",
      "poster",
      "illustration",
      "photo",
      "photograph",
      "portrait",
      "landscape",
      "icon",
      "wallpaper",
      "banner",
      "concept art",
      "album cover",
      "book cover",
      "sticker",
      "painting",
    ],
    target: { short: "", medium: "", long: "" },
    audience: "",
    sections: TEXT_SECTIONS({
      imageLine: "Prompt",
      task: "Subject",
      focus: "Details",
      imageStyle: "Style & medium",
      composition: "Composition",
      lighting: "Lighting & colour",
      context: "Scene notes",
      avoid: "Negative prompt",
      parameters: "Parameters",
    }),
    focusIntro: "Show clearly:",
    keywordsLine: "{keywords}",
    approach: [],
    constraints: [],
    format: { short: [], medium: [], long: [] },
    checklist: [],
    angles: [
      "{subject}, [{p1}, ]cinematic photograph, 35mm lens, shallow depth of field, {lighting}, {keywords}",
      "{subject}, [{p1}, ]watercolour illustration, soft washes, textured paper, {keywords}",
      "{subject}, [{p1}, ]isometric 3D render, clay materials, soft shadows, {keywords}",
      "{subject}, [{p1}, ]minimalist flat vector art, limited palette, bold shapes, {keywords}",
    ],
    usualTones: ["creative", "professional", "casual", "friendly", "formal", "technical"],
    tips: [
      "Put the main subject first: image models give earlier words more weight.",
      "Change one descriptor at a time between runs so you learn what each word does.",
    ],
  },
  "Marketing Copy": {
    role: "a senior conversion copywriter",
    verb: "Write",
    deliverable: { short: "a headline and short blurb", medium: "marketing copy", long: "a full landing page" },
    deliverables: [
      "landing page",
      "homepage",
      "home page",
      "faq section",
      "faq page",
      "faq",
      "kickstarter campaign page",
      "kickstarter page",
      "crowdfunding page",
      "campaign page",
      "about page",
      "about us page",
      "app store description",
      "product listing",
      "amazon listing",
      "flyer",
      "product description",
      "ad copy",
      "google ad",
      "facebook ad",
      "email campaign",
      "sales email",
      "launch email",
      "welcome email",
      "promotional email",
      "marketing email",
      "newsletter",
      "meta description",
      "seo description",
      "title tag",
      "email subject line",
      "subject line",
      "tagline",
      "slogan",
      "headline",
      "sales page",
      "brochure",
      "product page",
      "ad",
      "copy",
      "email",
      "e-mail",
    ],
    target: { short: "a headline and about 50 words", medium: "150-300 words", long: "600-900 words" },
    audience: "potential customers who have never heard of the offer",
    sections: TEXT_SECTIONS({
      role: "Role",
      task: "Task",
      audience: "Target customer",
      focus: "Benefits to sell",
      context: "Product facts",
      keywords: "SEO keywords",
      approach: "Framework",
      tone: "Brand voice",
      constraints: "Constraints",
      format: "Deliverable format",
      checklist: "Before you answer",
    }),
    focusIntro: "Turn these into customer benefits (what they get, not what it is):",
    keywordsLine: "Use each keyword at least once, naturally; put {first} in the headline: {keywords}.",
    approach: [
      "Attention: a headline that names the customer's problem or desire.",
      "Interest: why this matters to them now.",
      "Desire: benefits backed by the facts provided, with proof where possible.",
      "Action: one specific call to action.",
    ],
    constraints: [
      "No claims beyond the facts provided; no fake testimonials or statistics.",
      'Speak to one reader ("you"); short sentences; benefits before features.',
    ],
    format: {
      short: ["Headline.", "One short paragraph.", "Call to action button text."],
      medium: [
        "Headline and subheadline.",
        "Body in short paragraphs with 3-5 benefit bullets.",
        "Call to action button text.",
      ],
      long: [
        "Hero: headline, subheadline, call to action.",
        "Sections: Problem, Solution, Benefits, How it works, Social proof placeholder, FAQ, Final call to action.",
        "Suggested meta title (under 60 characters) and meta description (under 155 characters).",
      ],
    },
    checklist: ["Is every benefit tied to a fact you were given?", "Is there exactly one call to action?"],
    angles: [
      "Write 5 headline options for {topic} aimed at {audience}, each from a different angle (curiosity, benefit, fear of missing out, social proof, how-to). Voice: {tone}.",
      "Write copy for {topic} with the Problem-Agitate-Solution framework[, focusing on {p1}]. Use a {tone} voice. {limitIt}",
      "Write {deliverable} {about} in two variants for an A/B test, one benefit-led and one story-led, with the same call to action. {limitEach}",
    ],
    usualTones: ["professional", "friendly", "casual", "creative"],
    tips: [
      "Give one concrete fact per benefit (a number, a result, a guarantee) in Additional Context: proof makes copy convert.",
      "Describe your customer's biggest frustration: copy that names the problem sells better than copy that lists features.",
    ],
  },
  "Story Ideas": {
    role: "a story developer who pitches original ideas to publishers and studios",
    verb: "Generate",
    deliverable: { short: "3 story ideas", medium: "5 story ideas", long: "8 story ideas with outlines" },
    deliverables: [
      "plot ideas",
      "story ideas",
      "premises",
      "premise",
      "plot twists",
      "novel ideas",
      "writing prompts",
      "game plots",
      "plot",
    ],
    target: { short: "3 ideas", medium: "5 ideas", long: "8 ideas" },
    audience: "writers looking for a fresh starting point",
    sections: TEXT_SECTIONS({
      role: "Role",
      task: "Task",
      focus: "Seeds to build on",
      context: "World & constraints from the brief",
      keywords: "Required elements",
      tone: "Genre & mood",
      approach: "Idea rules",
      format: "For each idea",
      checklist: "Before you answer",
    }),
    focusIntro: "Grow the ideas from these seeds:",
    keywordsLine: "Every idea must use at least one of: {keywords}.",
    approach: [
      "Make each idea different in genre, setting or central conflict.",
      "Each idea needs a protagonist with a want, an obstacle and stakes.",
      "Avoid the first idea that comes to mind; twist it.",
    ],
    constraints: [],
    format: {
      short: ["Title and a one-sentence logline."],
      medium: ["Title, logline, protagonist, central conflict, and a possible twist."],
      long: [
        "Title, logline, protagonist, antagonist or obstacle, setting, three-act outline (one line per act), twist, and themes.",
      ],
    },
    checklist: ["Are any two ideas too similar?", "Could each logline sell the story on its own?"],
    angles: [
      "Give me 3 story ideas {about} in completely different genres ({genres}), each with a one-line logline[ involving {p1}].",
      "Give me 5 what-if questions about {topic} that could each start a novel. Mood: {tone}.",
      "Pitch one story idea {about} as a movie trailer with 5 short beats and a tagline. Keep the mood {tone}.",
    ],
    usualTones: ["creative", "casual", "friendly"],
    tips: [
      "Pick the idea you like best and ask for it again with a different protagonist: variations beat starting over.",
      "Add your favourite books or films in Additional Context to steer genre and taste.",
    ],
  },
};

/** Opening words that make the topic an instruction ("Write a poem about ..."). */
export const INSTRUCTION =
  /^\s*(?:please\s+)?(?:(?:can|could|would)\s+you\s+)?(?:help\s+me\s+)?(?:write|create|generate|make|draft|compose|design|draw|build|produce|craft|prepare|develop|give\s+me|come\s+up\s+with|brainstorm|paint|plan|explain|document|describe)\b/i;

/** Who a text is for: "for first-time managers", "aimed at busy parents", "explain photosynthesis to 10 year olds". */
export const AUDIENCE =
  /\b(?:for|aimed\s+at|targeting|targeted\s+at|audience:?|(?<=\b(?:explain|teach|describe|introduce|present)(?:ing|s|ed)?\b[^.\n]{0,60}\s)to)\s+((?:(?!for\b|and\b|or\b|with\b)[\p{L}\p{N}-]+\s+){0,3}(?:(?:\d+|[\p{L}]+)[- ]year[- ]olds?|beginners?|runners|cyclists|swimmers|hikers|climbers|writers|authors|cooks|bakers|gardeners|drivers|riders|players|musicians|artists|photographers|(?:pet|dog|cat|car|home|small[- ]business)\s+owners|landlords|tenants|renters|commuters|learners|job\s+seekers|applicants|graduates|interns|caregivers|carers|mums|moms|dads|grandparents|couples|singles|newcomers|immigrants|expats|tourists|visitors|campers|coaches|trainers|leaders|entrepreneurs|analysts|accountants|lawyers|therapists|nurses|vets|students?|kids|children|developers?|engineers?|programmers?|managers?|executives?|customers?|clients?|investors?|parents?|teachers?|nurses?|doctors?|founders?|readers?|teens?|teenagers?|marketers?|designers?|startups?|businesses|business\s+owners?|professionals?|seniors?|families|millennials|gen\s+z|employees|staff|team|colleagues|stakeholders|recruiters?|users?|researchers?|scientists|travell?ers|gamers|fans|followers|adults|patients|shoppers|homeowners|freelancers|retirees|athletes|volunteers|members|boss|bosses|agents|reps|representatives|hires|recruits|starters|joiners|technicians|operators|administrators|admins|cashiers|baristas|moderators|contributors|maintainers|tutors))\b(?!['’])(?!\s+(?:login|logins|account|accounts|data|interface|experience|endpoint|profiles?|settings|flow|journey|id|sessions?|management|authentication|registration|portal|dashboard|api|model|stories|story|research|testing|feedback|base|count|retention|growth|onboarding|permissions?|guide|manual|table|records?|satisfaction|service|support|reviews?)\b)/iu;

/** Words that make a topic vague. */
export const VAGUE_WORDS =
  /\b(stuff|things?|something|anything|nice|interesting|various|etc|whatever|kind of|sort of)\b/i;

/** Platforms a social post can name. */
export const PLATFORM_NAMES: [RegExp, string][] = [
  [/\blinkedin\b/i, 'LinkedIn (up to 3,000 characters; professional, first 2 lines visible before "see more")'],
  [/\binstagram\b|\binsta\b/i, "Instagram (caption up to 2,200 characters; first line visible; up to 30 hashtags)"],
  [/\btwitter\b|\btweet|\bx\s+(?:post|thread)s?\b/i, "X / Twitter (280 characters per post)"],
  // ("on X": only the capital letter is the platform.)
  [/\bon\s+X\b/, "X / Twitter (280 characters per post)"],
  [/\btiktok\b/i, "TikTok (caption up to 2,200 characters; a spoken hook in the first 2 seconds)"],
  [/\bfacebook\b/i, "Facebook (conversational; questions invite comments)"],
  [/\bthreads\b/i, "Threads (500 characters per post)"],
  [/\byoutube\b/i, "YouTube (title under 70 characters, description with timestamps)"],
];

/** Aspect ratio from what the image is for. */
export const ASPECT_HINTS: [RegExp, string][] = [
  [/\b(phone|mobile)\s+wallpaper|\bstory\b|\breel\b|\bvertical\b/i, "9:16"],
  [/\bportrait\b|\bposter\b|\bbook\s+cover\b|\bflyer\b/i, "2:3"],
  [/\blogo\b|\bicon\b|\bavatar\b|\bsticker\b|\balbum\s+cover\b|\binstagram\b|\bsquare\b|\bprofile\s+picture\b/i, "1:1"],
  [/\bbanner\b|\bheader\b|\bwallpaper\b|\blandscape\b|\bcinematic\b|\bthumbnail\b|\bdesktop\b/i, "16:9"],
];

export const CITATION_STYLE = /\b(APA|MLA|Chicago|Harvard|IEEE|Vancouver)\b/;

/** Topics about code get code examples instead of plain steps. */
export const CODE_TOPIC =
  /\b(api|code|function|cli|command|install|sdk|library|endpoint|script|config|configuration|deploy|docker|kubernetes|python|javascript|typescript|java|rust|golang|sql|react|node|git|class|module|package|database|server)\b/i;

/** A deliverable that is a video script: timed in seconds of speech, not in characters. */
export const VIDEO = /\b(?:script|video|reel|shorts)\b/i;

/** A marketing deliverable that is an e-mail: a subject line and a body, not a landing page's hero and FAQ. */
export const MARKETING_EMAIL = /\b(?:e-?mail|newsletter)\b/i;

export const MARKETING_EMAIL_FORMAT = [
  "A subject line (under 50 characters) and a preview line.",
  "The body in short paragraphs, one idea each, speaking to one reader.",
  "One call-to-action button text.",
];

export const MARKETING_EMAIL_TARGET: Record<"short" | "medium" | "long", string> = {
  short: "under 120 words",
  medium: "150-250 words",
  long: "300-450 words",
};

/** A search snippet: the text under a page's title in search results. */
export const META_DESCRIPTION = /\b(?:meta descriptions?|seo descriptions?|title tags?|seo titles?)\b/i;

export const META_DESCRIPTION_FORMAT = [
  "One or two sentences of 140-160 characters in all, with the main search phrase near the start.",
  "Say what the page offers and end with a reason to click; no quotation marks, no keyword lists.",
];

/** A letter or e-mail that applies for a job: read by a hiring manager, built on the applicant's real experience. */
export const JOB_LETTER =
  /\b(?:cover letter|motivation(?:al)? letter|letter of application|application (?:letter|e-?mail)|job application)s?\b/i;

export const JOB_LETTER_FORMAT = [
  "Greeting to [Hiring Manager's name], then 3 short paragraphs: why this role, what you bring with one concrete example, and a request for an interview.",
  "Use [placeholders] for experience, results and names the brief does not give; never invent them.",
  "Sign off with [Your name].",
];

/** A list of what changed in a release. */
export const CHANGE_LOG = /\b(?:changelog|change log|release notes)\b/i;

/** A chat message (Slack, Teams, a text): no subject line and no formal sign-off. */
export const CHAT_MESSAGE =
  /\b(?:slack|teams|whatsapp|text|sms|chat|discord|signal|telegram)\s+(?:message|post|update|note)s?\b/i;

export const CHAT_FORMAT = [
  "The message only: no subject line and no formal sign-off.",
  "Short lines a reader takes in at a glance; @mention or bold only what needs action.",
];

/** A search ad: its parts have hard character limits (Google responsive search ads). */
export const SEARCH_AD = /\b(?:google|search|bing|ppc)\s+ads?\b/i;

export const SEARCH_AD_FORMAT = [
  "Headlines of at most 30 characters each, each able to stand alone.",
  "Descriptions of at most 90 characters each.",
  "A display path of two words of at most 15 characters each.",
];

export const SEARCH_AD_TARGET: Record<"short" | "medium" | "long", string> = {
  short: "3 headlines and 2 descriptions",
  medium: "6 headlines and 3 descriptions",
  long: "10 headlines and 4 descriptions",
};

/** A marketing deliverable that is a list of short options ("cold email subject lines", "taglines"): counted in
 * options, not words, and given as a numbered list. */
export const OPTION_LIST = /\b(?:subject lines?|headlines?|taglines?|slogans?|names?|titles?|hooks?|ctas?)\b/i;

export const OPTION_LIST_TARGET: Record<"short" | "medium" | "long", string> = {
  short: "5 options",
  medium: "10 options",
  long: "15 options in 3 groups by angle",
};

/** The list's format: one option per line, each short enough for where it is shown. */
export function optionListFormat(deliverable: string): string[] {
  const limit = /subject lines/i.test(deliverable) ? 50 : 60;
  return [
    `A numbered list, one option per line, each under ${limit} characters.`,
    "Vary the angle: benefit, curiosity, a number, a question, urgency.",
    "After the list, name the 2 strongest and say why in one line each.",
  ];
}

export const VIDEO_FORMAT = [
  "A hook line spoken in the first 2 seconds.",
  "The script in short spoken lines, with on-screen text in [brackets].",
  "A caption with hashtags on the last line.",
];
