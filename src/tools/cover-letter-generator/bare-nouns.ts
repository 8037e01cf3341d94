import { article } from "../../shared/text/article";
import { MASS_NOUNS } from "./resume-verbs.data";
import { termsOf } from "../../shared/text/tagged-terms";

/**
 * Articles a resume's bullets leave out, put back where a sentence needs them. A bullet names things without
 * determiners ("Train new starters on coffee machine", "manage 4 freelance writers and editorial calendar"); said as
 * a sentence, a singular countable noun phrase needs one: "on the coffee machine", "and the editorial calendar",
 * "the controlled drugs register and stock audits", "reducing the nightly run from 6h to 90 minutes".
 * Only phrases of two words or more are touched: one bare word after a preposition is mostly an idiom ("under
 * supervision", "on call", "in hospital").
 */

/** A noun head that takes no article: mass, abstract and -ing nouns, plurals. */
const MASS_END = /(?:ing|ment|ance|ence|ity|ness|ship|ics|ure|ery|ty|cy|ion|therapy|care|sia|age|ware|ism|ss)$/;

/** Heads said without an article after a preposition ("in primary school", "on night shift", "within budget"). */
const ZERO_ARTICLE_HEADS = new Set(
  `school hospital college university church prison court home work bed duty call shift time target budget schedule
track average demand request record hand foot board air purpose scale premises level grade year basis site leave`.split(
    /\s+/,
  ),
);

const PREPOSITION = "on|in|into|onto|through|across|at|from|for|with|within|throughout|during|via|under|over|around";
const CHANGE = "raising|increasing|improving|lifting|boosting|reducing|cutting|dropping|lowering|decreasing|shortening";

/** True for a singular countable noun ending a compound ("machine", "calendar", "register"). */
function countableHead(word: string): boolean {
  const w = word.toLowerCase();
  if (!/^\p{Ll}[\p{Ll}-]*\p{Ll}$/u.test(word) || MASS_NOUNS.has(w) || MASS_END.test(w)) return false;
  if (/s$/.test(w) && !/(?:us|is)$/.test(w)) return false;
  const tags = termsOf(word)[0]?.tags ?? [];
  return !tags.some((t) => /Uncountable|Adjective|Adverb|Plural|Pronoun|Preposition|Conjunction/.test(t));
}

/**
 * True when the words (two to four) are a bare noun compound headed by a singular countable noun: "coffee machine",
 * "editorial calendar", "SEO content program". Its first word may be an acronym; no word is a number, determiner,
 * pronoun, preposition or verb form in -ing or -ed (the compound opens no clause: "to use new system").
 */
function bareCompound(words: string[], adjectives = false): boolean {
  if (words.length < 2 || words.length > 4) return false;
  const head = words.at(-1)!;
  if (ZERO_ARTICLE_HEADS.has(head.toLowerCase()) || !countableHead(head)) return false;
  const terms = termsOf(words.join(" "));
  if (terms.length !== words.length) return false;
  return terms.slice(0, -1).every(
    (t, i) =>
      (i === 0 ? /^(?:\p{Ll}[\p{Ll}-]*|\p{Lu}{2,5})$/u : /^\p{Ll}[\p{Ll}-]*$/u).test(t.text) &&
      // ("controlled drugs register": after its verb, an -ed word before a noun is an adjective.)
      // ("morning rush", "care team": a noun in -ing or a mass noun the tagger reads as a verb is a modifier.)
      !(/ing$/.test(t.text) && t.tags.join() !== "Noun,Singular") &&
      !(/ed$/.test(t.text) && !(adjectives && t.tags.join() === "Adjective")) &&
      (MASS_NOUNS.has(t.text) ||
        !t.tags.some((x) =>
          /Determiner|Pronoun|Value|Preposition|Conjunction|Adverb|Possessive|Infinitive|PresentTense|PastTense/.test(
            x,
          ),
        )),
  );
}

/** The article for a bare compound: "the coffee machine"; a name or acronym leads a new one: "an SEO content program". */
const articleFor = (compound: string) => (/^\p{Lu}/u.test(compound) ? article(compound) : "the");

/** The words of a compound that end where the phrase does (before a preposition, "and", a comma or the end). */
const FUNCTION_WORD = String.raw`(?!(?:and|or|from|by|to|in|on|at|for|with|per|a|an|the|every|each|across)\b)`;
const COMPOUND = String.raw`((?:${FUNCTION_WORD}[\p{L}][\p{L}-]*\s){1,3}${FUNCTION_WORD}[\p{L}][\p{L}-]*)(?=\s+(?:from|by|to|in|on|at|for|with|and|or|per|a|an|every|each|across)\b|\s*[,;.(]|\s*$)`;

/**
 * Articles inside a clause: a bare compound after a preposition ("on coffee machine"), after "and" following a
 * plural ("4 freelance writers and editorial calendar") or as the measure a participle of change moves ("reducing
 * nightly run from 6h to 90 min").
 */
export function articlesInClause(clause: string): string {
  const after = new RegExp(String.raw`(?<![\p{L}-])(${PREPOSITION}|${CHANGE})\s+${COMPOUND}`, "giu");
  let out = clause.replace(after, (all, lead: string, compound: string, offset: number, whole: string) => {
    // ("reducing X" is a change only when a change is told: "from 6h to 90 min", "by 30%".)
    if (new RegExp(`^(?:${CHANGE})$`, "i").test(lead) && !/^\s*(?:from|by)\s/.test(whole.slice(offset + all.length)))
      return all;
    return bareCompound(compound.split(" ")) ? `${lead} ${articleFor(compound)} ${compound}` : all;
  });
  // "4 freelance writers and editorial calendar": a plural (not a mass word, "sales and marketing team") before "and".
  out = out.replace(
    new RegExp(String.raw`(?<![\p{L}-])(\p{Ll}+s)\s+and\s+${COMPOUND}`, "gu"),
    (all, plural: string, compound: string) =>
      !MASS_NOUNS.has(plural) &&
      termsOf(plural)[0]?.tags.includes("Plural") &&
      !/^(?:the|a|an|my|our)\s/i.test(compound) &&
      bareCompound(compound.split(" "))
        ? `${plural} and ${articleFor(compound)} ${compound}`
        : all,
  );
  return out;
}

/**
 * The article for an object the general rule left bare: a compound before "and" ("controlled drugs register and
 * stock audits" -> "the controlled drugs register and stock audits") or one led by a hyphenated modifier
 * ("after-school art club" -> "the after-school art club"; "end-of-life care" stays).
 */
export function articleBeforeAnd(object: string): string {
  const m = new RegExp(
    String.raw`^((?:${FUNCTION_WORD}\p{Ll}[\p{Ll}-]*\s){1,3}${FUNCTION_WORD}\p{Ll}[\p{Ll}-]*)(\s+(?:and|for|in|on|at|with|to)\s.*)?$`,
    "u",
  ).exec(object);
  if (!m) return object;
  const words = m[1]!.split(" ");
  if (/^\p{Ll}+-\p{Ll}+$/u.test(words[0]!) && !/\s+and\s/.test(m[2] ?? ""))
    return (words.length === 2 ? countableHead(words[1]!) : bareCompound(words.slice(1))) ? `the ${object}` : object;
  return /^\s+and\s/.test(m[2] ?? "") && bareCompound(words, true) ? `the ${object}` : object;
}
