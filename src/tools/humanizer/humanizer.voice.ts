import type { VoiceStyle } from "./contract";

/**
 * How each voice differs: contractions (casual, friendly) or expanded forms (professional), word swaps, and how
 * sentences are joined and split to vary the rhythm. Patterns are case-insensitive whole words; the case of the
 * first letter is kept.
 */

/** Negative forms: contracted in casual and friendly, expanded in professional. */
export const NEGATIVES: readonly [string, string][] = [
  ["do not", "don't"], ["does not", "doesn't"], ["did not", "didn't"], ["cannot", "can't"], ["can not", "can't"],
  ["will not", "won't"], ["would not", "wouldn't"], ["should not", "shouldn't"], ["could not", "couldn't"],
  ["is not", "isn't"], ["are not", "aren't"], ["was not", "wasn't"], ["were not", "weren't"], ["has not", "hasn't"],
  ["have not", "haven't"], ["had not", "hadn't"], ["must not", "mustn't"], ["need not", "needn't"],
  ["shall not", "shan't"],
];

/** Subject + verb forms; contracted only when a word follows ("what it is." stays). */
export const SUBJECT_VERBS: readonly [string, string][] = [
  ["I am", "I'm"], ["you are", "you're"], ["we are", "we're"], ["they are", "they're"], ["it is", "it's"],
  ["that is", "that's"], ["there is", "there's"], ["here is", "here's"], ["what is", "what's"], ["he is", "he's"],
  ["she is", "she's"], ["who is", "who's"], ["I will", "I'll"], ["you will", "you'll"], ["we will", "we'll"],
  ["they will", "they'll"], ["it will", "it'll"], ["that will", "that'll"], ["he will", "he'll"], ["she will", "she'll"],
];

/** "I have been" -> "I've been": only before a past participle. */
export const HAVE_SUBJECTS = ["I", "you", "we", "they"] as const;

/** Informal spellings the professional voice writes out. */
export const INFORMAL_FORMS: readonly [string, string][] = [
  ["gonna", "going to"], ["wanna", "want to"], ["gotta", "have to"], ["kinda", "somewhat"], ["sorta", "somewhat"],
  ["y'all", "you all"], ["let's", "let us"], ["ASAP", "as soon as possible"], ["thanks(?! to\\b)", "thank you"],
];

/** Sentence openers swapped per voice (only at the start of a sentence). */
export const OPENER_SWAPS: Record<VoiceStyle, readonly [string, string][]> = {
  casual: [["However,", "But"], ["Therefore,", "So"], ["Thus,", "So"], ["In addition,", "Plus,"]],
  friendly: [["However,", "That said,"], ["Therefore,", "So"], ["Thus,", "So"], ["In addition,", "Plus,"]],
  professional: [["But", "However,"], ["So,", "Therefore,"], ["Anyway,", "In any case,"], ["Plus,", "Besides,"]],
};

/** Word swaps per voice, applied after the stock phrases. */
export const WORD_SWAPS: Record<VoiceStyle, readonly [string, string][]> = {
  casual: [
    ["approximately", "about"], ["purchased", "bought"], ["purchase", "buy"], ["assistance", "help"], ["assist", "help"],
    ["numerous", "lots of"], ["obtained", "got"], ["obtain", "get"], ["requires", "needs"], ["require", "need"],
    ["sufficient", "enough"], ["commence", "start"], ["individuals", "people"], ["regarding", "about"],
    ["prior to", "before"], ["subsequently", "later"], ["very", "really"], ["inquire", "ask"], ["additional", "extra"],
    ["demonstrates", "shows"], ["demonstrate", "show"], ["currently", "right now"],
  ],
  friendly: [
    ["approximately", "around"], ["assistance", "a hand"], ["assist", "help"], ["numerous", "plenty of"],
    ["obtain", "get"], ["requires", "needs"], ["require", "need"], ["individuals", "people"], ["regarding", "about"],
    ["prior to", "before"], ["inquire", "ask"], ["you must", "you'll want to"], ["you should", "you might want to"],
    ["please note that", "just so you know,"], ["it is recommended that you", "we'd suggest you"],
    ["additional", "extra"], ["demonstrates", "shows"],
  ],
  professional: [
    ["kids", "children"], ["bought", "purchased"], ["awesome", "excellent"], ["huge(?! thanks?\\b| thank you)", "substantial"],
    ["figure out", "determine"], ["find out", "learn"], ["check out", "review"], ["get in touch with", "contact"],
    ["a bunch of", "several"], ["pretty much", "largely"], ["okay", "acceptable"], ["tons of", "a great many"],
  ],
};

/** Sentences at least this long are split in two (where a clause boundary allows), per voice. */
export const SPLIT_AT_WORDS: Record<VoiceStyle, number> = { casual: 18, friendly: 20, professional: 28 };

/** How two short sentences are joined, per voice. */
export const JOINERS: Record<VoiceStyle, string> = { casual: " — ", friendly: ", and ", professional: "; " };

/** What a long sentence's ", and" / ", but" / ", so" becomes when it is split in two, per voice. */
export const SPLITS: Record<VoiceStyle, Record<"and" | "but" | "so", string>> = {
  casual: { and: "And", but: "But", so: "So" },
  friendly: { and: "Plus,", but: "But", so: "So" },
  professional: { and: "", but: "However,", so: "As a result," },
};
