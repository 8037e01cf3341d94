import nlp from "compromise";
import { clauseProblems } from "./sentence-check.clauses";

/**
 * A grammar check for the sentences the built-in writing engines produce ("generate, then check"). Each rule finds
 * one kind of break that the engines' own sentence frames can cause when they take in a user's notes: a doubled
 * auxiliary ("the launch is has been delayed"), a missing "be" ("We based in Leeds"), "a" before a plural ("I am a
 * type clinic letters"), a clause with no subject ("Needs invoice paid."), a bracket or quote left
 * open, a word said twice, a sentence that ends on "the" or "and".
 *
 * It is written for precision: a sentence it flags is almost always broken, so an engine can safely replace or drop
 * it. It does not prove a sentence right: it knows no word's countability and parses no clause structure. Measured in
 * sentence-check.test.ts against sentences known good (the engines' sentence library and fixed outputs) and known
 * broken (verbatim outputs that the tool docs record as defects). A missing verb is not flagged: headings, list-like
 * lines and idioms ("Sorry for the short notice.", "On to the next chapter.") have none, and the tagger misses verbs
 * it takes for nouns ("I mentor two teachers").
 *
 * Callers pass one prose sentence; list items, greetings and sign-offs are not sentences and should not be passed.
 */

interface Term {
  text: string;
  tags: string[];
  normal: string;
  /** Punctuation and spaces before and after the word. */
  pre: string;
  post: string;
}

const tagsOf = (t: Term | undefined, ...want: string[]) => !!t && want.some((w) => t.tags.includes(w));

/** Terms of one sentence with their part-of-speech tags (compromise's lexicon and rules). */
function termsOf(sentence: string): Term[] {
  const doc = nlp(sentence).json({ terms: { tags: true, normal: true, text: true } }) as { terms: Term[] }[];
  return doc.flatMap((s) => s.terms);
}

/** A "be" or "have" form straight after another finite auxiliary: "is has been", "will is", "are was". */
const DOUBLED_AUX =
  /\b(?:am|is|are|was|were|has|have|had|will|would|shall|should|can|could|may|might|must)\s+(?:not\s+)?(?:is|are|am|was|were|has)\b|\bnot\s+(?:is|are|am|was|were)\b/;
/** "what it is is", "the issue is is": "is is" can be spoken English but never written in these engines. */
const REPEATED = /\b(\p{L}+)\s+\1\b/iu;
/** Doubling that is grammatical: "had had", "that that". */
const FINE_REPEAT = /^(?:had|that|is|very|bye|no|so|knock|ha|really)$/i;
/**
 * The participles and adjectives that the engines have set straight after a subject with no "be". ("I closed £1.1m new
 * ARR", "I open the store at 6": "open" and "closed" with an object are verbs.)
 */
const NEEDS_BE =
  /^(?:I|We|They|You|He|She)\s+(?:based|located|situated|headquartered|excited|delighted|pleased|happy|sorry|available|responsible|interested|able|unable|aware|keen|grateful|thrilled|proud|ready|due|late|away|back|sure|(?:open|closed)(?!\s+(?:the|a|an|my|our|their|his|her|its|this|that|these|those|over|more|up|[£$€]|\d)))\b/;
/** Words after "a"/"an" that take a plural: "a few days", "a lot of", "a number of", "a couple of". */
const PLURAL_AFTER_A =
  /^(?:few|couple|lot|lots|number|dozen|hundred|thousand|million|great|good|total|series|range|variety|pair|set|bunch|group|team|means|news|species)$/i;
/** Sentence starts with a third-person verb that has no subject. Some are idioms: "Sounds good", "Looks great". */
const IDIOM_START = /^(?:sounds|looks|seems|feels|thanks|means|goes|comes|applies|depends|works|heads|cheers)$/i;
/** A sentence may not end on these words. */
const DANGLING_END = /\b(?:a|an|the|and|or|but|my|our|your|their|its|whose|whether|because|than)\s*[.!?]?$/i;
/** A preposition straight before a finite verb: "The fixed at is 03:10", "what we talked about was" is rare in output. */
const PREPOSITION_VERB =
  /\b(?:at|in|on|for|with|from|by|of|about|into|onto)\s+(?:is|are|was|were|has|have)\b|\bto\s+(?:is|are|was|were|has)\b/;
/** "my", "your", "our", "their" with no noun after them: "I'll take your in March." */
const POSSESSIVE_ALONE =
  /\b(?:my|your|our|their)\s+(?:in|on|at|to|for|from|with|by|and|or|is|are|was|were|will)\b(?![-‐])|\b(?:my|your|our|their)$/i;
/** Two place-or-time prepositions in a row, or "on" before a clock time: "every Friday after on 3pm", "on 6-8pm". */
const WRONG_PREPOSITION =
  /\b(?:after|before|until|till|by|from|at|on|in)\s+(?:on|at)\s+(?:\d|the\b)|\bon\s+\d{1,2}(?:[:.]\d\d)?\s*(?:(?:-|–|to)\s*\d{1,2}(?:[:.]\d\d)?\s*)?(?:am|pm)\b/i;
/**
 * A finite "be", "have" or "do" opening a sentence that is not a question: "Were closed tomorrow." ("Were I
 * appointed, ...": an inverted condition is fine.)
 */
const VERB_FIRST = /^(?:were|was|is|are|has|does|did)\b(?!\s+(?:I|we|you|they|he|she|it)\b)/i;
/** Nouns that read as verbs on their own: after a preposition they are nouns ("about work", "on time"). */
const NOUN_TOO =
  /^(?:work|time|report|plan|call|order|use|need|help|change|support|place|design|project|process|cost|point|record|offer|list|test|update|request|visit|contact|return|schedule|review|answer|start|end|book|show|post|result|market|share|display|access|care|cover|run|rest|stay|board|hand|face|charge|mind|control|lead|act|deal|fit|set|watch|hold|stock|work|note|check|sign|cash|pay|travel|delivery|deliver)$/;
const OPENERS = /[([{“‘]/g;
const CLOSERS = /[)\]}”’]/g;

/** Verbless lines that are good English in a letter or an e-mail: "Sorry for the short notice.", "No rush at all." */
const VERBLESS_IDIOM =
  /^(?:thanks|thank you|sorry|no|happy|congratulations|congrats|best|welcome|good luck|well done|all the best|many thanks|with thanks|on to|not|just|what a|such a|fingers crossed|ps)\b/i;

/**
 * The problems found in one sentence: each string names a rule; none means no problem found. `prose`: the sentence is
 * running prose (an e-mail or a letter, not a post, a heading or a list line), where a sentence of six words or more
 * with no finite verb is a fragment ("IT support reachable on the usual number.", "My tasks covered by Omar.").
 */
export function sentenceProblems(sentence: string, options: { prose?: boolean } = {}): string[] {
  const s = sentence.trim();
  if (!s) return [];
  const problems: string[] = [];
  const body = s.replace(/[.!?…]+["'”’)]*$/, "");
  const words = body.split(/\s+/).filter((w) => /\p{L}|\d/u.test(w));

  if (DOUBLED_AUX.test(body) && !/\b(?:what|where|how|who|which|why)\s+\S+\s+(?:is|was|are)\s+(?:is|was)\b/i.test(body))
    problems.push("doubled-auxiliary");
  const rep = REPEATED.exec(body);
  if (rep && !FINE_REPEAT.test(rep[1]!)) problems.push("repeated-word");
  if (NEEDS_BE.test(body)) problems.push("missing-be");
  if (/^\p{Ll}/u.test(s) && !/^(?:e\.g|i\.e|iP|eB|e-)/.test(s)) problems.push("lower-case-start");
  if (countOf(s, /\(/g) !== countOf(s, /\)/g) || countOf(s, /"/g) % 2 === 1) problems.push("unbalanced-bracket");
  else if (countOf(s, OPENERS) - countOf(s, /[‘’]/g) > countOf(s, CLOSERS) - countOf(s, /[‘’]/g))
    problems.push("unbalanced-bracket");
  if (DANGLING_END.test(body) && words.length > 2) problems.push("dangling-end");
  if (/(?:^|\s)i(?:\s|['’])/.test(s)) problems.push("lower-case-i");
  if (PREPOSITION_VERB.test(body) || POSSESSIVE_ALONE.test(body)) problems.push("missing-word");
  if (WRONG_PREPOSITION.test(body)) problems.push("wrong-preposition");
  if (VERB_FIRST.test(body) && !/\?["'”’)]*$/.test(s)) problems.push("no-subject");

  const terms = termsOf(body);
  const first = terms[0];
  if (
    first &&
    !s.endsWith("?") &&
    !first.post.includes(":") &&
    tagsOf(first, "Verb") &&
    first.tags.includes("PresentTense") &&
    !first.tags.includes("Infinitive") &&
    !first.tags.includes("Gerund") &&
    /s$/i.test(first.text) &&
    !IDIOM_START.test(first.normal) &&
    /^\p{Lu}/u.test(first.text) &&
    // ("Hoses are banned": a plural noun read as a verb is the subject of the verb after it.)
    !tagsOf(terms[1], "Verb", "Copula", "Auxiliary", "Modal")
  )
    problems.push("no-subject");
  if (options.prose && words.length >= 6 && !/:/.test(body) && !VERBLESS_IDIOM.test(body) && !finiteVerb(terms))
    problems.push("no-verb");
  problems.push(...clauseProblems(body));
  if (articleBeforePlural(terms)) problems.push("a-before-plural");
  if (verbAfterPreposition(terms)) problems.push("verb-after-preposition");
  if (timeWithoutPreposition(terms)) problems.push("time-without-preposition");
  if (pronounAgreement(terms) || pluralSubjectIs(terms)) problems.push("agreement");
  return problems;
}

/**
 * Whether a clause has a finite verb. A subject pronoun counts as one (the tagger takes some verbs for nouns: "I
 * mentor two teachers"); a participle before "by" does not ("covered by Omar"), nor does a gerund or "to" + verb.
 */
function finiteVerb(terms: Term[]): boolean {
  return terms.some((t, i) => {
    if (tagsOf(t, "Pronoun") && /^(?:i|we|they|he|she|you)$/.test(t.normal)) return true;
    if (!tagsOf(t, "Verb", "Copula", "Modal", "Auxiliary")) return false;
    if (t.tags.includes("Gerund")) return false;
    if (t.tags.includes("PastTense") && terms[i + 1]?.normal === "by") return false;
    if (terms[i - 1]?.normal === "to") return false;
    return true;
  });
}

function countOf(s: string, re: RegExp): number {
  return s.match(re)?.length ?? 0;
}

/** "about earn 1 point", "about improve the process": a verb's bare form as a preposition's object. */
function verbAfterPreposition(terms: Term[]): boolean {
  return terms.some((t, i) => {
    const w = terms[i + 1];
    const after = terms[i + 2];
    if (!t.tags.includes("Preposition") || /^(?:to|like|than)$/.test(t.normal) || !w || !after) return false;
    // ("the wins I'm proud of tell the story": a preposition left at the end of a clause.)
    if (tagsOf(terms[i - 1], "Adjective", "Copula") || after.pre.trim() || w.normal === "like") return false;
    if (!/^\p{Ll}+$/u.test(w.text) || NOUN_TOO.test(w.normal) || t.post.trim()) return false;
    if (!/^(?:the|a|an|\d[\d,.]*|£\d.*|\$\d.*|€\d.*)$/.test(after.normal) || w.post.trim()) return false;
    // "on line 3 by 30%", "in ward 12.": a noun with a number after it is a label, when the number ends the phrase.
    const next = terms[i + 3];
    const ends = !next || after.post.trim() || next.tags.some((x) => x === "Preposition" || x === "Conjunction");
    if (/^\d+$/.test(after.text) && ends) return false;
    return bareVerb(w.normal);
  });
}

const bareVerbCache = new Map<string, boolean>();
/** A word that compromise reads as a verb's bare form when it stands alone ("earn", "improve"; not "example"). */
function bareVerb(word: string): boolean {
  let known = bareVerbCache.get(word);
  if (known === undefined) {
    known = termsOf(word)[0]?.tags.includes("Infinitive") ?? false;
    bareVerbCache.set(word, known);
  }
  return known;
}

/** "I open the building 5am": a clock time straight after a noun, with no "at", "from" or "by". */
function timeWithoutPreposition(terms: Term[]): boolean {
  return terms.some((t, i) => {
    const prev = terms[i - 1];
    if (!/^\d{1,2}(?:[:.]\d\d)?(?:am|pm)$/i.test(t.text) || !prev || prev.post.trim()) return false;
    return (
      prev.tags.includes("Noun") &&
      !tagsOf(prev, "Date", "Value", "Pronoun", "ProperNoun") &&
      /^\p{Ll}/u.test(prev.text)
    );
  });
}

/** "a type clinic letters": "a"/"an", then nouns and describing words, ending on a plural noun. */
function articleBeforePlural(terms: Term[]): boolean {
  for (let i = 0; i < terms.length; i++) {
    if (!/^an?$/i.test(terms[i]!.text)) continue;
    let j = i + 1;
    if (PLURAL_AFTER_A.test(terms[j]?.normal ?? "")) continue;
    // A number or a money value after "a" ("a 20-minute demo", "a £50 voucher") belongs to the noun.
    while (j < terms.length && tagsOf(terms[j], "Adjective", "Adverb", "Noun", "Value")) {
      if (tagsOf(terms[j], "Pronoun", "ProperNoun")) break;
      // ("a gym chain (signups +20%)": a bracket opens a new phrase.)
      if (j > i + 1 && /[,;:"“”()[\]]/.test(terms[j]!.pre)) break;
      // A describing word after a noun starts a new phrase: "a short email telling clients".
      if (j > i + 1 && tagsOf(terms[j - 1], "Noun") && !tagsOf(terms[j], "Noun")) break;
      j++;
      // A phrase ends at punctuation: "30+ patients a day, take vitals".
      if (/[,;:"“”()]/.test(terms[j - 1]!.post)) break;
    }
    const head = terms[j - 1];
    if (j - 1 > i && head && head.tags.includes("Plural") && !head.tags.includes("Possessive")) {
      // A plural used as a describing word before another noun is fine ("a sales team" ends on "team").
      const next = terms[j];
      // ("a 9% year-over-year sales increase": the tagger may read the noun after it as a verb.)
      if (next && !head.post.trim() && (tagsOf(next, "Noun") || tagsOf(next, "Infinitive")) && !tagsOf(next, "Pronoun"))
        continue;
      if (/(?:ss|us|is|ics|news)$|^(?:media|data|outdoors|series|means|species|whereabouts)$/i.test(head.normal))
        continue;
      return true;
    }
  }
  return false;
}

const INVERTED =
  /^(?:do|does|did|will|would|can|could|should|shall|may|might|must|let|lets|make|makes|made|help|helps|see|watch|have|has|had|to)$/;

/** "Your patients is ...", "The results was ...": a sentence that opens on a plural noun, then a singular verb. */
function pluralSubjectIs(terms: Term[]): boolean {
  let i = tagsOf(terms[0], "Determiner", "Possessive") ? 1 : 0;
  while (tagsOf(terms[i], "Adjective") && !tagsOf(terms[i], "Noun")) i++;
  const noun = terms[i];
  if (!noun || !noun.tags.includes("Plural") || tagsOf(noun, "ProperNoun", "Pronoun", "Value")) return false;
  if (/(?:ss|us|is|ics|news)$|^(?:series|means|species|sales|data|media)$/.test(noun.normal)) return false;
  return /^(?:is|was|has|does)$/.test(terms[i + 1]?.normal ?? "");
}

/** "I is", "we has", "he are", "it have": a subject pronoun with a finite verb of the wrong person. */
function pronounAgreement(terms: Term[]): boolean {
  for (let i = 0; i + 1 < terms.length; i++) {
    const p = terms[i]!.normal;
    const v = terms[i + 1]!.normal;
    // ("... that I was", "if it were": subjunctive is fine.)
    if (p === "i" && /^(?:is|are|has|does)$/.test(v)) return true;
    // ("Does it have ...?", "let it do its work": after an auxiliary or a causative verb the verb is a bare form.)
    if (INVERTED.test(terms[i - 1]?.normal ?? "")) continue;
    if (/^(?:we|they|you)$/.test(p) && /^(?:is|am|has|does|was)$/.test(v)) return true;
    if (
      /^(?:he|she|it)$/.test(p) &&
      /^(?:are|am|have|do)$/.test(v) &&
      !/^(?:if|as|though)$/.test(terms[i - 1]?.normal ?? "")
    )
      return true;
  }
  return false;
}
