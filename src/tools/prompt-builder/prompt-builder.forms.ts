import type { PromptLength } from "./contract";
import { proseFormOf } from "./prompt-builder.prose-forms";

/**
 * Verse and song forms a topic can name ("a haiku about ...", "write me a limerick ..."). A named form has its own
 * shape, which replaces the category's word count: a haiku is three lines of 5, 7 and 5 syllables, never "about 300
 * words in short paragraphs". Each form gives the length line, the rules of the form, its output format and a role.
 */
export interface VerseForm {
  /** The form's length as a target phrase ("3 lines of 5, 7 and 5 syllables"), per the visitor's length. */
  target: Record<PromptLength, string>;
  /** The rules of the form, as whole sentences. */
  rules: string[];
  /** What the answer looks like. */
  format: string[];
  /** The plural used by "three versions" angles. */
  plural: string;
  /** The model's role. */
  role?: string;
  /** Who listens or reads (a eulogy's mourners), when the form decides it. */
  audience?: string;
  /** What to do with facts the brief does not give, in place of "make sensible assumptions". */
  unknowns?: string;
  /** The form's own angles for the variations (default: VERSE_ANGLES). */
  angles?: string[];
  /** A prose form: its target is a length, not a shape. */
  prose?: boolean;
}

const FIXED = (target: string): Record<PromptLength, string> => ({ short: target, medium: target, long: target });
const ONLY = "No title or commentary unless asked; just the poem.";

const VERSE_FORMS: [RegExp, VerseForm][] = [
  [
    /\bhaikus?\b/i,
    {
      target: FIXED("3 lines of 5, 7 and 5 syllables"),
      rules: [
        "Write exactly three lines of 5, 7 and 5 syllables.",
        "Build it on one concrete image and a hint of the season or time.",
        "Let the last line shift or deepen the image rather than explain it.",
      ],
      format: ["The three lines only, each on its own line.", ONLY],
      plural: "haiku",
    },
  ],
  [
    /\btankas?\b/i,
    {
      target: FIXED("5 lines of 5, 7, 5, 7 and 7 syllables"),
      rules: [
        "Write exactly five lines of 5, 7, 5, 7 and 7 syllables.",
        "Turn from the image to a feeling after the third line.",
      ],
      format: ["The five lines only, each on its own line.", ONLY],
      plural: "tanka",
    },
  ],
  [
    /\blimericks?\b/i,
    {
      target: FIXED("5 lines rhyming AABBA"),
      rules: [
        "Write exactly five lines with the rhyme scheme AABBA.",
        "Lines 1, 2 and 5 have about 8 or 9 syllables; lines 3 and 4 are shorter, about 5 or 6 syllables.",
        "Keep a bouncy da-da-DUM rhythm and land the joke in the last line.",
      ],
      format: ["The five lines only, each on its own line.", ONLY],
      plural: "limericks",
    },
  ],
  [
    /\bsonnets?\b/i,
    {
      target: FIXED("14 lines of iambic pentameter"),
      rules: [
        "Write exactly 14 lines of roughly ten syllables in iambic pentameter.",
        "Use the Shakespearean rhyme scheme ABAB CDCD EFEF GG, or say which scheme you chose.",
        "Put a turn in the argument or feeling at line 9 or in the closing couplet.",
      ],
      format: [
        "A title, then the 14 lines; a blank line between quatrains is fine.",
        "No commentary before or after the poem.",
      ],
      plural: "sonnets",
    },
  ],
  [
    /\bvillanelles?\b/i,
    {
      target: FIXED("19 lines: five tercets and a closing quatrain"),
      rules: [
        "Write 19 lines: five three-line stanzas and a closing four-line stanza, rhyming ABA and ABAA.",
        "Repeat line 1 as lines 6, 12 and 18, and line 3 as lines 9, 15 and 19.",
      ],
      format: ["A title, then the stanzas separated by blank lines.", "No commentary before or after the poem."],
      plural: "villanelles",
    },
  ],
  [
    /\bcinquains?\b/i,
    {
      target: FIXED("5 lines of 2, 4, 6, 8 and 2 syllables"),
      rules: [
        "Write exactly five lines of 2, 4, 6, 8 and 2 syllables.",
        "Let the short last line land like a final image.",
      ],
      format: ["The five lines only, each on its own line.", ONLY],
      plural: "cinquains",
    },
  ],
  [
    /\bacrostics?\b/i,
    {
      target: {
        short: "one line per letter of the key word",
        medium: "one line per letter of the key word",
        long: "one line per letter of the key word",
      },
      rules: [
        "The first letters of the lines spell the key word of the brief, top to bottom; say which word you used.",
        "Each line must make sense on its own and as part of the whole.",
      ],
      format: ["The poem with each line's first letter in capitals.", ONLY],
      plural: "acrostic poems",
    },
  ],
  [
    /\b(?:song lyrics|lyrics|song|jingle|rap)\b/i,
    {
      target: {
        short: "one verse and a chorus",
        medium: "two verses, a chorus and a bridge",
        long: "three verses, a chorus and a bridge",
      },
      rules: [
        "Give the chorus a short, singable hook line that repeats.",
        "Keep a steady syllable count per line within each section so it can be sung.",
        "Rhyme the ends of paired lines; near rhymes are fine.",
      ],
      format: ["Label each part ([Verse 1], [Chorus], [Bridge]) on its own line.", "A title on the first line."],
      plural: "songs",
      role: "a songwriter and lyricist with a good ear for rhythm and hooks",
    },
  ],
  [
    /\b(?:poem|poetry|ode|elegy|ballad|free verse)\b/i,
    {
      target: { short: "8-12 lines", medium: "16-24 lines", long: "30-40 lines" },
      rules: [
        "Build it on concrete images and sounds rather than abstract statements.",
        "Choose rhyme or free verse on purpose and keep the choice consistent.",
        "Let the last lines turn or deepen the opening image.",
      ],
      format: ["A title, then the poem in lines and stanzas.", "No commentary before or after the poem."],
      plural: "poems",
    },
  ],
];

export const POET_ROLE = "an award-winning poet and editor with a sharp ear for form";

/** Angles (whole alternative prompts) for a verse form: the story angles ("as a series of letters") do not fit a haiku. */
export const VERSE_ANGLES = [
  "Write {deliverable} {about} from an unexpected point of view, such as an object, an animal or a bystander. {limitIt}",
  "Write three different {plural} {about}, each built on a different image, and mark the one you think is strongest. {limitEach}",
  "Write {deliverable} {about} in plain, modern words and a {tone} voice. {limitIt}",
];

/** The verse form (or the personal prose form: a eulogy, a speech, a letter) the deliverable names, if any. */
export function verseFormOf(deliverable: string): VerseForm | null {
  return VERSE_FORMS.find(([re]) => re.test(deliverable))?.[1] ?? proseFormOf(deliverable);
}
