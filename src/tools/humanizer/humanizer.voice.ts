import type { VoiceStyle } from "./contract";

/**
 * Contractions by voice: casual and friendly contract ("do not" -> "don't", "I would" -> "I'd"), professional
 * writes every contraction out ("it's been" -> "it has been", "won't" -> "will not"). A form is contracted only when
 * a word follows it ("what it is." stays), and a possessive ("Maria's") is never read as a contraction.
 */
const NEGATIVES: readonly [string, string][] = [
  ["do not", "don't"],
  ["does not", "doesn't"],
  ["did not", "didn't"],
  ["cannot", "can't"],
  ["can not", "can't"],
  ["will not", "won't"],
  ["would not", "wouldn't"],
  ["should not", "shouldn't"],
  ["could not", "couldn't"],
  ["is not", "isn't"],
  ["are not", "aren't"],
  ["was not", "wasn't"],
  ["were not", "weren't"],
  ["has not", "hasn't"],
  ["have not", "haven't"],
  ["had not", "hadn't"],
  ["must not", "mustn't"],
  ["need not", "needn't"],
];

const SUBJECT_VERBS: readonly [string, string][] = [
  ["I am", "I'm"],
  ["you are", "you're"],
  ["we are", "we're"],
  ["they are", "they're"],
  ["it is", "it's"],
  ["that is", "that's"],
  ["there is", "there's"],
  ["here is", "here's"],
  ["what is", "what's"],
  ["he is", "he's"],
  ["she is", "she's"],
  ["who is", "who's"],
  ["I will", "I'll"],
  ["you will", "you'll"],
  ["we will", "we'll"],
  ["they will", "they'll"],
  ["it will", "it'll"],
  ["that will", "that'll"],
  ["he will", "he'll"],
  ["she will", "she'll"],
];
/** Casual also contracts "would" and "have" after a pronoun. */
const CASUAL_ONLY: readonly [string, string][] = [
  ["I would", "I'd"],
  ["you would", "you'd"],
  ["we would", "we'd"],
  ["they would", "they'd"],
];
const HAVE_SUBJECTS = ["I", "you", "we", "they"];
const PARTICIPLE =
  "(?:been|got|done|seen|made|had|gone|taken|given|known|found|built|led|sent|spent|won|read|written|heard|told|said|met|thought|brought|bought|kept|left|felt|paid|begun|become|chosen|spoken|forgotten|held|lost|understood|taught|grown|\\p{L}+ed)";

const rx = (source: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}'’-])${source.replace(/'/g, "['’]").replace(/ /g, "\\s+")}(?![\\p{L}\\p{N}])`, "giu");
const keepCase = (match: string, to: string) =>
  /^\p{Lu}/u.test(match) && !/^I\b/.test(to) ? to[0]!.toUpperCase() + to.slice(1) : to;

interface Swap {
  re: RegExp;
  to: string;
}
const FOLLOWED = "(?=\\s+[\\p{L}\\p{N}])";
/** "...the professional I am today." / "who we are now": "am" with its complement left out never contracts. */
const NOT_ELIDED =
  "(?!\\s+(?:today|now|then|again|too|anyway|still|tonight|these days|right now|every day)\\s*(?:[.,;:!?)]|$))";
const HOW_FRONTED = "(?<!\\bhow\\s+(?:[\\p{L}-]+\\s+){1,2})";
const CONTRACT: Swap[] = [
  ...NEGATIVES.map(([long, short]) => ({ re: rx(long), to: short })),
  // "that is" after a noun is a relative clause ("a workspace that is free"): it stays written out. So does a verb
  // whose complement was fronted by "how" ("how important it is to have ...", "how lucky we are to ..."): "how
  // important it's to have" does not parse.
  ...SUBJECT_VERBS.map(([long, short]) => ({
    re: rx(
      `${long === "that is" ? "(?<=^|[.!?,;:]\\s*|\\b(?:and|but|so)\\s)" : ""}${HOW_FRONTED}${long}${FOLLOWED}${NOT_ELIDED}`,
    ),
    to: short,
  })),
  ...HAVE_SUBJECTS.map((w) => ({
    re: rx(
      `${w} have(?=\\s+(?:(?:since|already|just|now|recently|also|never|finally|always|all)\\s+)?${PARTICIPLE}\\b)`,
    ),
    to: `${w}'ve`,
  })),
];
const CONTRACT_CASUAL: Swap[] = CASUAL_ONLY.map(([long, short]) => ({ re: rx(`${long}${FOLLOWED}`), to: short }));

const EXPAND: Swap[] = [
  ...NEGATIVES.filter(([long]) => long !== "can not").map(([long, short]) => ({ re: rx(short), to: long })),
  ...["it", "he", "she", "that", "there", "what", "who", "here"].map((w) => ({
    re: rx(`${w}'s(?=\\s+(?:been|got|had)\\b)`),
    to: `${w} has`,
  })),
  ...SUBJECT_VERBS.map(([long, short]) => ({ re: rx(`${short}(?!\\s+to\\b)`), to: long })),
  ...HAVE_SUBJECTS.map((w) => ({ re: rx(`${w}'ve`), to: `${w} have` })),
  ...["I", "you", "we", "they", "he", "she", "it"].flatMap((w) => [
    { re: rx(`${w}'d(?=\\s+(?:been|better|\\p{L}+ed)\\b)`), to: `${w} had` },
    { re: rx(`${w}'d`), to: `${w} would` },
  ]),
  ...["they", "we", "you", "who", "what"].map((w) => ({ re: rx(`${w}'re`), to: `${w} are` })),
];

function apply(text: string, swaps: Swap[], apostrophe: string): string {
  let out = text;
  for (const { re, to } of swaps) out = out.replace(re, (m) => keepCase(m, to.replace(/'/g, apostrophe)));
  return out;
}

/** Contractions in the voice's way. */
export function contractions(sentence: string, style: VoiceStyle, apostrophe: string): string {
  if (style === "professional") return apply(sentence, EXPAND, apostrophe);
  const out = apply(sentence, CONTRACT, apostrophe);
  return style === "casual" ? apply(out, CONTRACT_CASUAL, apostrophe) : out;
}

/** Sentences at least this long are split in two where a clause boundary allows, per voice. */
export const SPLIT_AT_WORDS: Record<VoiceStyle, number> = { casual: 12, friendly: 21, professional: 30 };

/** What a long sentence's ", and" / ", but" / ", so" / ", yet" becomes when it is split in two, per voice. */
export const SPLIT_LEADS: Record<VoiceStyle, Record<"and" | "but" | "so" | "yet", string>> = {
  casual: { and: "And", but: "But", so: "So", yet: "Yet" },
  friendly: { and: "", but: "But", so: "So", yet: "Still," },
  professional: { and: "", but: "However,", so: "As a result,", yet: "However," },
};

/** How two short neighbouring sentences are joined, per voice (casual keeps short sentences apart). */
export const JOINERS: Record<VoiceStyle, string | null> = { casual: null, friendly: ", and ", professional: "; " };
