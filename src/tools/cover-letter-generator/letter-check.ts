import nlp from "compromise";
import { splitSentences } from "../../shared/text/sentences";
import { sentenceProblems } from "../../shared/text/sentence-check";
import { isBaseVerb } from "./first-person";

/**
 * Checks a letter's sentences before it is returned. Claims are checked when they are written (claim-gate.ts), and
 * every sentence of the finished letter again: a sentence that fails is dropped (the letters' own sentences around
 * it still read, since each paragraph is built from sentences that stand alone).
 */

/** Short forms a letter never uses: "incl.", "pts", "approx", "w/". */
const SHORT_FORMS = /\b(?:incl|approx|pts|esp|mgmt|dept|hrs|yrs|mths|w\/o?|etc)\b\.?|\bw\/(?=\s|\p{L})/u;

/**
 * "... about 300 a month diary management ...": a rate, then a new item with no comma (two resume lines run on).
 * ("a shift electrician", "a night nurse": a word of time before a job's name is part of the job.)
 */
const RUN_ON =
  /\b(?:a|an|per|each|every)\s+(?:day|week|month|night|shift|year|hour|weekend)\s+(?!and\b|or\b|including\b|to\b|in\b|for\b|at\b|on\b|with\b|from\b|by\b|across\b|of\b|over\b|during\b|since\b|while\b|when\b|as\b|through\b|throughout\b|without\b)(?!\p{Ll}+(?:ian|ist|er|or|nurse|lead|chef|cook|guard)\b)(\p{Ll}+)\b/u;

/** "... used by 40 store managers variance analysis for ...": a counted noun, then another noun phrase with no comma. */
function countRunOn(s: string): boolean {
  const m = /\b\d[\d,.]*\+?\s+(?:\p{Ll}+\s+){0,2}\p{Ll}{3,}s\s+(\p{Ll}+)\s+(\p{Ll}+)/u.exec(s);
  if (!m || FUNCTION_WORDS.test(m[1]!)) return false;
  const tags = (nlp(`${m[1]} ${m[2]}`).json({ terms: { tags: true } }) as { terms: { tags: string[] }[] }[])
    .flatMap((x) => x.terms)
    .map((t) => t.tags);
  return !!tags[0]?.includes("Noun") && !tags[0].includes("Verb") && !!tags[1]?.includes("Noun");
}
const FUNCTION_WORDS =
  /^(?:and|or|to|in|for|at|on|with|from|by|across|of|over|a|an|the|per|each|every|who|which|that|using|during|since|while|when|as|through|into|within|without|than|daily|weekly|monthly|nightly|a|plus|including|under|after|before|between|around|about)$/;

/** Two items run together with no comma ("about 300 a month diary management", "40 store managers variance ..."). */
export const runsOn = (s: string) => RUN_ON.test(s) || countRunOn(s);

/** The rules this letter applies to any sentence it writes; each problem found is named. */
export function claimProblems(sentence: string): string[] {
  const s = sentence.trim();
  const out: string[] = [];
  if (SHORT_FORMS.test(s)) out.push("short form");
  if (runsOn(s)) out.push("run-on lines");
  // "I am a type clinic letters ...": a verb taken for a role.
  const role = /\bI\s+(?:am|was)\s+(?:also\s+)?an?\s+(\p{Ll}+)\s+\p{Ll}+\s+(\p{Ll}+s)\b/u.exec(s);
  if (role && isBaseVerb(role[1]!) && !/(?:er|or|ist|ian|ant|ent)$/.test(role[1]!)) out.push("verb as a role");
  // "i work at costa": the pronoun in lower case.
  if (/(?:^|\s)i\s+\p{L}/u.test(s)) out.push("lower-case i");
  if (/\b(\p{L}+)\s+\1\b/iu.test(s.replace(/\b(?:that that|had had)\b/gi, ""))) out.push("repeated word");
  if (/\balso\b[^.]*\balso\b/i.test(s)) out.push("repeated also");
  if (s.split(/\s+/).length > 45) out.push("too long");
  // "My experience includes i work at ...", "My experience includes coshh trained": a line pasted into a frame.
  if (/^My experience includes\s+(?:\p{Ll}+\s+)?(?:trained|certified|qualified|i)\b/u.test(s)) out.push("pasted line");
  return out;
}

/** Every check a letter sentence must pass: the shared checker's rules, then this letter's own. */
export const letterProblems = (sentence: string): string[] => [
  ...sentenceProblems(sentence).filter((p) => p !== "a-before-plural" || !pluralModifier(sentence)),
  ...claimProblems(sentence),
];

/**
 * "a 9% year-over-year sales increase", "a sales team of 12": a plural that modifies the noun after it, which the
 * shared checker's "a before a plural" rule takes for the head (a rule that belongs in the shared checker).
 */
function pluralModifier(sentence: string): boolean {
  // ("a statutory children's setting": a possessive plural is a describing word before its noun.)
  if (/\ban?\s+(?:[\p{L}\d%.,-]+\s+){0,3}?\p{L}+['’]s\s+\p{Ll}+/u.test(sentence)) return true;
  for (const m of sentence.matchAll(/\ban?\s+(?:[\p{L}\d%.,-]+\s+){0,3}?\p{L}+s\s+(\p{Ll}+)\b/gu)) {
    const tags = (nlp(m[1]!).json({ terms: { tags: true } }) as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags;
    if (tags && !tags.some((t) => /Plural|Preposition|Conjunction|Determiner|Pronoun|Adverb|PastTense/.test(t)))
      return true;
  }
  return false;
}

/** A sentence that leans on the one before it. */
const BACK = /^(?:that|this|it|these|those|such|results like|experience like)\b(?:['’]s|\s+is|\s+was|\s+are)?/i;

/** The sentences of one line of a letter (a bullet line is one sentence). */
function sentencesOf(line: string): string[] {
  if (/^•\s/.test(line)) return [line];
  return splitSentences(line).map((x) => x.text.trim());
}

/**
 * The letter with every failing sentence dropped. `check` returns a sentence's problems; the greeting (first
 * paragraph) and the sign-off (last) are the engine's own and not checked. A bullet list left with no bullets loses
 * its heading too.
 */
export function checkedLetter(content: string, check: (sentence: string) => string[]): string {
  const paragraphs = content.split("\n\n");
  const body = paragraphs.slice(1, -1).map((p) => {
    const lines = p.split("\n").map((line) => {
      let dropped = false;
      const kept = sentencesOf(line).filter((s) => {
        // "That is why I am applying ...": a sentence that points back at a dropped one goes with it.
        dropped = (dropped && BACK.test(s)) || check(s.replace(/^•\s+/, "")).length > 0;
        return !dropped;
      });
      return kept.join(" ");
    });
    const bullets = lines.filter((l) => /^•\s/.test(l));
    // A heading that introduced bullets which are all gone says nothing.
    if (p.includes("\n•") && !bullets.length) return "";
    return lines.filter(Boolean).join("\n");
  });
  return [paragraphs[0]!, ...body.filter(Boolean), paragraphs.at(-1)!].join("\n\n");
}
