import type { VerseForm } from "./prompt-builder.forms";

/**
 * Personal prose a topic can name ("write a eulogy for my dad ...", "a best man speech", "a letter to my future
 * self"). These are not fiction: a story's craft notes ("give the main character a want and an obstacle") and a
 * story's angles ("as a series of letters") would steer the model wrong, and the facts of a real life must come from
 * the visitor, never be invented. Each form gives its length, its rules, its output format, its listeners or readers,
 * its own angles and what to do with facts the brief does not give.
 */
const NO_INVENTION =
  "Use [placeholders] for names, dates and memories the brief does not give; never invent facts about real people.";

const SPOKEN = "Write it to be spoken: short sentences, natural pauses, nothing hard to say aloud.";

const PERSONAL_ANGLES = [
  "Write {deliverable} {about} built around one specific memory, told as a short scene. Use a {tone} voice. {limitIt}",
  "Write two versions of {deliverable} {about}: one {tone} and one more restrained. Label them A and B. {limitEach}",
  "Write {deliverable} {about} in plain, everyday words, as if talking to one person in the room. {limitIt}",
];

const PROSE_FORMS: [RegExp, VerseForm][] = [
  [
    /\b(?:eulog(?:y|ies)|funeral speech|memorial speech)\b/i,
    {
      target: {
        short: "about 300 words (2-3 minutes spoken)",
        medium: "500-800 words (4-6 minutes spoken)",
        long: "900-1,200 words (7-9 minutes spoken)",
      },
      rules: [
        "Open with who the person was in one or two plain sentences, then tell one or two specific stories that show it.",
        "Let humour sit beside the grief where it honours the person; never make the listeners laugh at them.",
        SPOKEN,
        "End with a goodbye or a line the listeners can carry with them.",
      ],
      format: ["The eulogy as paragraphs to be read aloud.", "No title or commentary before or after it."],
      plural: "eulogies",
      role: "a speechwriter who helps families write eulogies",
      audience: "family and friends gathered to remember them",
      unknowns: NO_INVENTION,
      angles: PERSONAL_ANGLES,
      prose: true,
    },
  ],
  [
    /\b(?:obituar(?:y|ies)|tributes?)\b/i,
    {
      target: { short: "about 150 words", medium: "250-400 words", long: "500-700 words" },
      rules: [
        "Give the person's full name, age, where they lived and what they were known for in the opening lines.",
        "Name what they loved and who they leave behind, with one detail that makes them recognisable.",
        "Keep the facts exact and the warmth in the choice of details, not in adjectives.",
      ],
      format: ["Paragraphs of plain prose.", "No title or commentary before or after it."],
      plural: "tributes",
      role: "a writer of obituaries and tributes for a local newspaper",
      audience: "readers who knew them and readers who did not",
      unknowns: NO_INVENTION,
      angles: PERSONAL_ANGLES,
      prose: true,
    },
  ],
  [
    /\b(?:(?:best man|maid of honou?r|wedding|retirement|farewell|graduation|birthday|anniversary)\s+(?:speech|toast)|speech|toast)(?:es|s)?\b/i,
    {
      target: {
        short: "about 250 words (2 minutes spoken)",
        medium: "400-600 words (3-5 minutes spoken)",
        long: "700-1,000 words (6-8 minutes spoken)",
      },
      rules: [
        "Open with a line that earns the room's attention: a short story or a surprising fact, not a greeting list.",
        "Build it on two or three specific stories from the brief rather than general praise.",
        SPOKEN,
        "End with a clear toast or closing line the room can respond to.",
      ],
      format: ["The speech as short paragraphs to be read aloud.", "Mark pauses for laughter or applause as [pause]."],
      plural: "speeches",
      role: "a speechwriter who writes warm, funny and well-timed speeches for life's occasions",
      audience: "the guests in the room",
      unknowns: NO_INVENTION,
      angles: PERSONAL_ANGLES,
      prose: true,
    },
  ],
  [
    /\b(?:wedding\s+)?vows\b/i,
    {
      target: { short: "about 120 words (1 minute spoken)", medium: "200-300 words", long: "350-450 words" },
      rules: [
        "Speak to the partner directly, in the first person.",
        "Name one or two specific moments from the brief, then make three or four concrete promises.",
        SPOKEN,
      ],
      format: ["The vows as short paragraphs to be read aloud.", "No title or commentary before or after them."],
      plural: "sets of vows",
      role: "a writer who helps couples put their own vows into words",
      audience: "the partner, with family and friends listening",
      unknowns: NO_INVENTION,
      angles: PERSONAL_ANGLES,
      prose: true,
    },
  ],
  [
    // (A cover, motivation, resignation, reference or business letter is work writing, not personal prose.)
    /(?<!\b(?:cover|motivation|motivational|resignation|reference|recommendation|business|complaint|sales|offer|engagement|appeal|formal|demand)\s+)\b(?:(?:love|thank[- ]you|open|personal|farewell|goodbye|apology)\s+)?letters?\b|\b(?:birthday|anniversary|sympathy|condolence|retirement|wedding|graduation)\s+(?:card\s+)?(?:message|note|card)s?\b/i,
    {
      target: { short: "about 120 words", medium: "250-400 words", long: "500-800 words" },
      rules: [
        "Write to one reader in the first and second person, as the sender would speak to them.",
        "Anchor the feeling in one or two specific memories or details rather than general praise.",
        "End with a line that looks forward: a wish, a promise or an invitation.",
      ],
      format: [
        "A greeting line, the body in short paragraphs, and a sign-off with [Your name].",
        "No commentary before or after it.",
      ],
      plural: "letters",
      role: "a writer who helps people say personal things well",
      audience: "the person it is addressed to",
      unknowns: NO_INVENTION,
      angles: PERSONAL_ANGLES,
      prose: true,
    },
  ],
  [
    /\b(?:personal essays?|memoirs?|memoir pieces?|diary entr(?:y|ies)|journal entr(?:y|ies))\b/i,
    {
      target: { short: "about 300 words", medium: "700-1,000 words", long: "1,500-2,500 words" },
      rules: [
        "Start from one specific moment and move outward to what it meant.",
        "Write in the first person with honest, concrete detail; reflection earns its place after the scene.",
        "End on an insight or an image, not a moral.",
      ],
      format: ["A title, then the piece in paragraphs.", "No commentary before or after it."],
      plural: "pieces",
      role: "an essayist and memoir editor",
      audience: "general adult readers",
      unknowns: NO_INVENTION,
      angles: PERSONAL_ANGLES,
      prose: true,
    },
  ],
];

/** The personal prose form a text names, if any. */
export function proseFormOf(text: string): VerseForm | null {
  return PROSE_FORMS.find(([re]) => re.test(text))?.[1] ?? null;
}
