import nlp from "compromise";
import { DIRECT, actor, bareRole, brokenEnglish } from "./broken-english";
import { isBaseVerb, verbOf } from "./first-person";

/**
 * A broken first-person resume sentence rewritten as a correct claim when what it means is clear from its own words
 * ("I make loading of lorries" -> "I load lorries"; "I am hard worker, always on time, can do nights" -> "I am a hard
 * worker, always on time, and I can do nights"; "I visit to 8-10 clients a day" -> "I visit 8-10 clients a day"),
 * else null (the sentence is not cited). Every word of the result is the resume's, bar articles, "I" and "and".
 */
/** "loading" -> "load", "check-in" -> "check in", "patrol" -> "patrol": the verb a noun of work is made from, or "". */
function verbOfNoun(noun: string): string {
  if (/ing$/.test(noun)) return verbOf(noun)?.base ?? "";
  // ("make sense of", "make the most of", "make note of": idioms, not work.)
  if (
    /^(?:sense|fun|light|room|way|most|best|time|money|sure|progress|contact|note|mention|peace|friends|copies)$/.test(
      noun,
    )
  )
    return "";
  const [head = "", particle] = noun.split("-");
  if (particle && !/^(?:in|out|up|off|on|over)$/.test(particle)) return "";
  return isBaseVerb(head) ? (particle ? `${head} ${particle}` : head) : "";
}

/**
 * "make loading of lorries" -> "load lorries", "make check-in and check-out of guests" -> "check in and check out
 * guests", "make patrol of the site" -> "patrol the site": the verb inside the noun.
 */
export function verbInsideNoun(text: string): string {
  return text.replace(
    /\b(?:make|makes|made|do|does|did)\s+(?:the\s+|a\s+)?(\p{Ll}+(?:-\p{Ll}+)?)(?:\s+and\s+(\p{Ll}+(?:-\p{Ll}+)?))?\s+of\s+/gu,
    (all, a: string, b: string | undefined) => {
      const [va, vb] = [verbOfNoun(a), b ? verbOfNoun(b) : ""];
      return va && (!b || vb) ? `${va}${vb ? ` and ${vb}` : ""} ` : all;
    },
  );
}

export function mendBrokenEnglish(sentence: string): string | null {
  let s = sentence.replace(/[.!]+$/, "").trim();
  // "responsible of" -> "responsible for".
  s = s.replace(/\bresponsible\s+of\b/g, "responsible for");
  // "I visit to 8-10 clients": a verb that takes its object directly.
  s = s.replace(
    new RegExp(
      `^(I\\s+(?:\\p{Ll}+\\s+)?(?:${DIRECT})(?:s|ed)?)\\s+to\\s+(?=\\d|the\\b|a\\b|an\\b|my\\b|our\\b|\\p{Ll}+s\\b)`,
      "u",
    ),
    "$1 ",
  );
  s = verbInsideNoun(s);
  // "work in team", "with scanner": a workplace noun or tool with no article.
  s = s.replace(
    /\b(in|on|with|at|as)\s+(team|group|shift|office|hospital|company|kitchen|warehouse|shop|restaurant|factory|scanner|till|computer)\b(?!\s+(?!and\b|or\b|to\b|for\b)\p{Ll}+)/gu,
    (_, p: string, n: string) => `${p} ${article(n)} ${n}`,
  );
  // "I am help people" -> "I help people"; "I am training the new commis and do stock" -> "I train ... and do stock".
  const afterBe = /^I\s+(?:am|['’]m)\s+(\p{Ll}+)\b/u.exec(s)?.[1];
  if (afterBe && !/(?:ing|ed)$/.test(afterBe) && isBaseVerb(afterBe) && !actor(afterBe))
    s = s.replace(/^I\s+(?:am|['’]m)\s+/u, "I ");
  const progressive = /^I\s+(?:am|['’]m)\s+(\p{Ll}+ing)\b(?=[^,]*\s+and\s+(\p{Ll}+)\b)/u.exec(s);
  if (progressive && isBaseVerb(progressive[2]!) && verbOf(progressive[1]!)?.gerund === progressive[1])
    s = s.replace(/^I\s+(?:am|['’]m)\s+\p{Ll}+ing\b/u, `I ${verbOf(progressive[1]!)!.base}`);
  // "I am hard worker" -> "I am a hard worker"; "I am cook for 8 years" -> "I have been a cook for 8 years".
  const noun = bareRole(s);
  if (noun) {
    const lasting = new RegExp(`^I\\s+(?:am|['’]m)\\s+${noun}\\s+for\\s+\\d`, "u").test(s);
    s = s.replace(/^I\s+(?:am|['’]m)\s+/u, `I ${lasting ? "have been" : "am"} ${article(noun)} `);
  }
  // The clauses after the first comma: "can do nights" -> "I can do nights"; "always on time" stays; a bare verb
  // with a bare singular object ("keep tidy", "make sauce") cannot be mended and goes.
  // ("..., do personal care, and medication": a list's last item stays with its clause.)
  const [head, ...rest] = s.replace(/,\s+and\s+/g, " and ").split(/,\s+/);
  const kept = rest.flatMap((c) => {
    const words = c.split(/\s+/);
    if (/^(?:can|will)$/.test(words[0]!)) return clear(words.slice(2)) ? [`I ${c}`] : [];
    if (isBaseVerb(words[0]!) && !actor(words[0]!)) return [];
    return [c];
  });
  // ("..., 200 per hour": a figure stays with its clause, never joined by "and".)
  const last = kept.length && !/^\d/.test(kept.at(-1)!) ? kept.pop()! : "";
  const joined = [head!, ...kept].join(", ") + (last ? `${kept.length ? "," : ""} and ${last}` : "");
  // A lone "and" clause starting "I" reads as a second sentence joined on ("..., and I can do nights").
  const out = joined.replace(/, and (?!I\s)/, kept.length ? ", and " : " and ");
  return brokenEnglish(out) || out === sentence.replace(/[.!]+$/, "").trim() ? null : out;
}

/** A following phrase that reads whole: a plural, a number, or a determiner ("nights", "the pass"). */
function clear(words: string[]): boolean {
  const w = words[0];
  return !!w && (/^(?:the|a|an|my|our|\d.*)$/.test(w) || /[^s]s$/.test(w));
}

const article = (w: string) => (/^[aeiou]/i.test(w) ? "an" : "a");

/** Words a number may count in the singular ("a 2 man team", "3 year contract", "Level 3", "Year 6 class"). */
const SINGULAR_AFTER_NUMBER =
  /^(?:year|month|week|day|hour|minute|second|man|person|bed|page|star|storey|story|room|step|point|mile|tonne|ton|metre|meter|litre|foot|inch|pound|dollar|euro|percent|per|cent|time|x)$/;
const NUMBERED =
  /^(?:a|an|the|level|year|years|stage|grade|class|band|nvq|section|phase|tier|ward|no|number|version|top|size|key|room|unit|bay|gate|line|zone|area|floor|team)$/i;

/** "train 2 commis chef" -> "train 2 commis chefs": a count above one before a singular noun that ends the phrase. */
export function countedPlurals(text: string): string {
  return text.replace(
    /(^|\S+\s+)((?:[2-9]|[1-9]\d+)\+?)\s+((?:\p{Ll}+\s+)?)(\p{Ll}{3,})\b(?=\s*(?:[,.;)]|$|\s(?:and|in|on|at|for|to|with|per|each|every|a|who)\b))/gu,
    (all, before: string, n: string, mid: string, word: string) => {
      if (NUMBERED.test(before.trim()) || SINGULAR_AFTER_NUMBER.test(word) || /s$/.test(word)) return all;
      if (mid && SINGULAR_AFTER_NUMBER.test(mid.trim())) return all;
      const tags = (nlp(`${n} ${mid}${word}`).json({ terms: { tags: true } }) as { terms: { tags: string[] }[] }[])
        .flatMap((x) => x.terms)
        .at(-1)?.tags;
      if (!tags?.includes("Singular") || tags.includes("Uncountable") || tags.includes("ProperNoun")) return all;
      const plural = nlp(word).nouns().toPlural().text();
      return plural && plural !== word && /^\p{Ll}+$/u.test(plural) ? `${before}${n} ${mid}${plural}` : all;
    },
  );
}
