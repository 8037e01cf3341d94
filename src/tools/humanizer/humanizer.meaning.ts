import { STOPWORDS } from "../../shared/text/stopwords";
import { baseOfParticiple, verbForms } from "./humanizer.inflect";
import { AI_RULES, REGISTER_RULES } from "./humanizer.phrases";

/**
 * The meaning check of one rewritten sentence against the sentence it came from. A rewrite may replace a listed
 * phrase (the lexicon's AI wording and each voice's word choice) and function words; everything else the writer said
 * must survive:
 *  - content words: names, numbers, nouns, main verbs (matched on a short stem, and a verb in any of its forms, so
 *    "was written by Ana" -> "Ana wrote" keeps "written");
 *  - the people in it: a person pronoun ("you", "we", "me") the writer used is still there;
 *  - who does what: a sentence whose subject is a person ("By nurturing your plants, you foster ...") is not turned
 *    into one whose subject is a thing or "this" ("This builds a deeper connection ... by nurturing your plants").
 * Each problem is a short rule name with the word it is about.
 */

/** Words a rewrite may drop or change: connectors, hedges and intensifiers the engine removes by design. */
const FREE = new Set(
  `furthermore moreover additionally addition ultimately conclusion summary overall therefore thus consequently hence
  indeed notably importantly interestingly essentially fundamentally crucially significantly certainly clearly truly
  admittedly specifically firstly secondly thirdly lastly finally however nevertheless nonetheless accordingly
  really actually basically simply please kindly just whether also only both either neither every each
  currently quite rather somewhat highly incredibly extremely absolutely definitely essence nutshell conclude
  closing considered foremost last least although though whilst whereas unless recommended advised suggested`.split(
    /\s+/,
  ),
);

const PERSONS = /^(?:i|me|we|us|you|he|him|she|her|they|them)$/;
const tokens = (s: string) => s.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
const key = (w: string) =>
  w
    .toLowerCase()
    .replace(/['’]s$/, "")
    .slice(0, 4);

const RULES = [...AI_RULES, ...REGISTER_RULES].map((rule) => ({
  rule,
  // (The compiled pattern spells every form of a verb: "buy" also covers "bought".)
  source: rule.re.source.toLowerCase(),
  // A pattern with a wildcard ("in today's (?:[\\w-]+ ){0,3}world") may cover any word; others only words they spell.
  wild: /\\[wpsS]|\[\^|(?<!\\)\./.test(rule.source),
}));

/** Whether a listed phrase of the original covers the word at `at` (the rewrite may change it freely). Only the rules
 * that can cover it are run: those spelling the word's first three letters ("dont" in "don'?t"), or with a wildcard. */
function listedAt(sentence: string, word: string, at: number): boolean {
  const lower = sentence.toLowerCase();
  const head = word.toLowerCase().slice(0, 3);
  for (const { rule, source, wild } of RULES) {
    if (!wild && !source.includes(head)) continue;
    if (rule.literal && !lower.includes(rule.literal)) continue;
    rule.re.lastIndex = 0;
    for (const m of sentence.matchAll(rule.re)) if (at >= m.index && at < m.index + m[0].length) return true;
  }
  return false;
}

/** One-word listed phrases ("provide", "receive", "numerous"): a voice may swap them wherever they stand, also after
 * an earlier swap made their context ("providing top-notch service" -> "providing great service" -> "giving ..."). */
const LISTED_WORDS = new Set(
  [...AI_RULES, ...REGISTER_RULES]
    .filter((r) => /^\(?:?[a-z[\]|]+\)?(?:\(\?<?[=!].*\))?$/i.test(withoutLookarounds(r.source)))
    .map((r) => r.literal),
);

/** A pattern without its lookarounds, nested groups and all ("provide(?= (?:a|an|insights?)\\b)" -> "provide"; a
 * cut at the first ")" left "provide\\b)", so the one-word swap "provide" -> "give" failed the meaning check). */
function withoutLookarounds(source: string): string {
  let out = "";
  for (let i = 0; i < source.length; i++) {
    if (!/^\(\?<?[=!]/.test(source.slice(i, i + 4))) {
      out += source[i];
      continue;
    }
    let depth = 0;
    for (; i < source.length; i++) {
      if (source[i] === "\\") i++;
      else if (source[i] === "(") depth++;
      else if (source[i] === ")" && --depth === 0) break;
    }
  }
  return out;
}

/** The words of the original the rewrite must keep (`found`: words the rewrite has; the listed phrases are looked
 * up only for a missing word, the costly part). */
function keptWords(sentence: string, found: (w: string) => boolean): string[] {
  const out: string[] = [];
  for (const m of sentence.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)) {
    const w = m[0];
    const lower = w.toLowerCase();
    if (!found(w) && listedAt(sentence, w, m.index)) continue;
    if (/\p{N}/u.test(w)) {
      out.push(w);
      continue;
    }
    if (PERSONS.test(lower)) {
      out.push(lower);
      continue;
    }
    if (
      lower.length < 4 ||
      STOPWORDS.has(lower) ||
      FREE.has(lower) ||
      LISTED_WORDS.has(lower) ||
      /['’](?:t|re|ve|ll|d|m)$/.test(lower)
    )
      continue;
    out.push(w);
  }
  return out;
}

const FORMS = new Map<string, string[]>();
/** The forms a word may take in the rewrite: itself, and for a verb form its other forms. */
function keysOf(word: string): string[] {
  const lower = word.toLowerCase();
  const hit = FORMS.get(lower);
  if (hit) return hit;
  const keys = [key(lower)];
  if (/ing$/.test(lower) && lower.length > 5) {
    // "making" -> "makes", "running" -> "runs": the base is the gerund without "ing", with its "e" or single consonant.
    const stemmed = lower.slice(0, -3);
    for (const base of new Set([stemmed, `${stemmed}e`, stemmed.replace(/([^aeiou])\1$/, "$1")]))
      keys.push(...Object.values(verbForms(base)).map(key));
  }
  if (/(?:ed|en|wn|ght|ung|unk|ote|ew|ing|s)$/.test(lower) && lower.length > 4) {
    const base = baseOfParticiple(lower);
    if (base && base !== lower) keys.push(...Object.values(verbForms(base)).map(key));
  }
  FORMS.set(lower, keys);
  return keys;
}

/** The head word of the main clause's subject (a fronted "By doing X," / "When X," clause skipped). */
function subjectOf(sentence: string): string {
  const main = sentence
    .replace(
      /^\s*(?:by|when|if|while|whether|although|though|because|as|after|before|since|once|with|without|unless)\b[^,]{1,120},\s*/i,
      "",
    )
    .replace(/^\s*(?:so|but|and|then|still|also|plus|yet)\b,?\s*/i, "");
  return (tokens(main)[0] ?? "").toLowerCase();
}

/** "effectively" after "make the most of X": the phrase says it (humanizer.tidy drops the adverb as redundant). */
const saidByPhrase = (word: string, rewritten: string) =>
  /^(?:effectively|efficiently|fully)$/i.test(word) &&
  /\b(?:the most|full use|good use|the best use) (?:out )?of\b/i.test(rewritten);

export function meaningProblems(original: string, rewritten: string): string[] {
  const problems: string[] = [];
  const have = new Set(tokens(rewritten).map(key));
  const haveWords = new Set(tokens(rewritten).map((w) => w.toLowerCase().replace(/['’]\p{L}+$/u, "")));
  const found = (w: string) =>
    /\p{N}/u.test(w) ? rewritten.includes(w) : haveWords.has(w.toLowerCase()) || have.has(key(w));
  const kept = keptWords(original, found);
  for (const w of kept) {
    if (/\p{N}/u.test(w)) {
      if (!rewritten.includes(w)) problems.push(`number-lost:${w}`);
    } else if (PERSONS.test(w)) {
      // "me" may become "I" and "us" "we" in a recast: the person is what counts.
      const pair: Record<string, string> = { i: "me", me: "i", we: "us", us: "we", he: "him", him: "he" };
      if (!haveWords.has(w) && !haveWords.has(pair[w] ?? w) && !(w === "i" && /\bI['’]/.test(rewritten)))
        problems.push(`person-lost:${w}`);
    } else if (!have.has(key(w)) && !keysOf(w).some((k) => have.has(k)) && !saidByPhrase(w, rewritten)) {
      problems.push(`word-lost:${w}`);
    }
  }
  const before = subjectOf(original);
  const after = subjectOf(rewritten);
  // (Unless the person was part of a listed phrase: "I am writing to inform you that" -> "This is to confirm that".)
  if (kept.includes(before) && /^(?:i|we|you|he|she)$/.test(before) && /^(?:this|that|it|these|those)$/.test(after))
    problems.push(`agent-swapped:${before}->${after}`);
  // A new "This ..." sentence cut from a participle or "which" tail must not take over a "by doing X" that a person
  // does ("Gardening is a way to unwind, fostering a bond with nature by nurturing your plants": "This builds a bond
  // by nurturing your plants" makes "this" the gardener).
  const pointers = (s: string) => s.match(/(?:^|[.!?]\s+)(?:this|these)\s+\p{L}+[^.!?]*/giu) ?? [];
  const old = pointers(original).length;
  const added = pointers(rewritten).slice(old);
  if (added.some((p) => /\bby\s+\p{L}+ing\b/iu.test(p))) problems.push("agent-swapped:this");
  return problems;
}
