import nlp from "compromise";
import { isBaseVerb } from "./first-person";

/**
 * A resume sentence in the first person whose grammar is broken ("I am help people with ...", "I am good in solve
 * the problems", "I am good with customers, keep tidy", "I visit to 8-10 clients a day"): the letter never pastes
 * it, and it cannot be mended without guessing what was meant, so it is not cited at all.
 */
/** Verbs that take their object directly ("visit 8 clients", never "visit to"). */
export const DIRECT = "visit|discuss|contact|attend|enter|reach|approach|answer|assist|help|support|serve|meet|call";

export function brokenEnglish(sentence: string): boolean {
  const s = sentence.replace(/[.!]+$/, "");
  const bare = (w: string | undefined) => !!w && !/(?:ing|ed)$/.test(w) && isBaseVerb(w) && !adjective(w);
  // "I am help people": "be" before a verb's bare form.
  const afterBe = /^I\s+(?:am|was|['’]m)\s+(\p{Ll}+)\b/u.exec(s)?.[1];
  if (bare(afterBe)) return true;
  // "I am hard worker", "I am cook for 8 years": a role with no article.
  if (bareRole(s)) return true;
  // "good in solve the problems": a preposition before a verb's bare form.
  const afterPrep =
    /\b(?:good|better|best|experience|experienced|skilled|interested)\s+(?:in|at|with)\s+(\p{Ll}+)\b/u.exec(s)?.[1];
  if (bare(afterPrep)) return true;
  // "I am good with customers, keep tidy" / "I am working with scanner and pick the orders": a verb's bare form
  // joined to a "be" clause has no subject that agrees with it.
  // ("comfortable with Excel, pivot tables": a word before a plural noun is the noun's, not a verb.)
  const joined = /^I\s+(?:am|was|['’]m)\s+[^,]*?(?:,\s+|\s+and\s+)(\p{Ll}+)\b(?!\s+\p{Ll}+s\b)/u.exec(s)?.[1];
  if (bare(joined)) return true;
  // "I give medication with MAR chart": a system or document named by its letters needs its article.
  const named = /\b(?:with|using|on|in)\s+\p{Lu}{2,}\s+(\p{Ll}+)$/u.exec(s)?.[1];
  if (
    named &&
    /^(?:chart|system|sheet|form|record|app|scanner|machine|till|device|book|log|file|report|screen)$/.test(named)
  )
    return true;
  // "responsible of the GCSE results", "I make loading of lorries": a wrong preposition, a noun made of a verb.
  if (/\bresponsible\s+of\b|\b(?:make|do)\s+(?:the\s+)?\p{Ll}+ing\s+of\b/u.test(s)) return true;
  // "work in team", "I am working in hospital": a workplace noun with no article.
  if (
    /\b(?:in|on|with|at|as)\s+(?:team|group|shift|office|hospital|company|kitchen|warehouse|shop|restaurant|factory)\b(?!\s+\p{Ll}+)/u.test(
      s,
    )
  )
    return true;
  // "I visit to 8-10 clients", "I supported to the residents": a verb that takes its object directly, then "to".
  return new RegExp(
    `^I\\s+(?:\\p{Ll}+\\s+)?(?:${DIRECT})(?:s|ed)?\\s+to\\s+(?:\\d|the\\b|a\\b|an\\b|my\\b|our\\b|\\p{Ll}+s\\b)`,
    "u",
  ).test(s);
}

/** "open", "clean", "free": a word that reads as an adjective after "I am". */
function adjective(word: string): boolean {
  const tags = (nlp(`I am ${word}`).json({ terms: { tags: true } }) as { terms: { tags: string[] }[] }[])
    .flatMap((x) => x.terms)
    .at(-1)?.tags;
  return !!tags?.includes("Adjective");
}

/** "worker", "cook", "carer": a noun for a person. */
export function actor(word: string): boolean {
  const tags = (nlp(`I am ${word}`).json({ terms: { tags: true } }) as { terms: { tags: string[] }[] }[])
    .flatMap((x) => x.terms)
    .at(-1)?.tags;
  return !!tags?.includes("Actor") && !tags.includes("Plural");
}

/** "hard worker" in "I am hard worker, ...": a role named after "I am" with no article, or "". */
export function bareRole(sentence: string): string {
  const words = /^I\s+(?:am|['’]m)\s+((?:\p{Ll}+\s+){0,2}\p{Ll}+)/u.exec(sentence)?.[1]?.split(/\s+/) ?? [];
  if (/^(?:a|an|the|my|also|now|currently|still|not|very|able|open|part)$/.test(words[0] ?? "")) return "";
  for (let n = 1; n <= words.length; n++) {
    const last = words[n - 1]!;
    if (actor(last)) return words.slice(0, n).join(" ");
    // ("I am experienced carer": only describing words come before the role.)
    if (isBaseVerb(last) || /(?:ing)$/.test(last)) return "";
  }
  return "";
}
