import { breaksSetPhrase, setPhraseSpans } from "./humanizer.idioms";
import { escapeRegExp } from "../../shared/text/regexp";
import type { VoiceStyle } from "./contract";
import { pluralOf, spelledForms, verbForms, type VerbForm } from "./humanizer.inflect";
import { FIXED, MODIFIERS, NOUNS, VERBS, type Row } from "./humanizer.lexicon";
import { isModifierUse, isNounUse, pluralSubjectBefore } from "./humanizer.pos";
import { REGISTER_FIXED, REGISTER_VERBS } from "./humanizer.register";

/**
 * The lexicon compiled into rules and applied to one sentence with grammatical agreement:
 *  - a verb phrase is matched in every form, and the replacement's head verb takes the same form ("by leveraging" ->
 *    "by using"); after have/be it takes the past participle, and a "be" replacement agrees with its subject
 *    ("they served as" -> "they were", "we apologize for" -> "we are sorry for");
 *  - a verb that can be a noun is left alone where the tagger reads a noun ("the showcase", "we have leverage");
 *  - a noun phrase keeps its number ("paradigm shifts" -> "big changes");
 *  - a capitalised match inside a sentence is a name or title ("Innovative Solutions Ltd") and is left alone.
 * Articles are fixed afterwards (humanizer.tidy.ts).
 */
type Three = readonly [string, string, string];
type Kind = "verb" | "noun" | "fixed";

interface Rule {
  /** The pattern as written in the lexicon (before inflection). */
  source: string;
  re: RegExp;
  /** A literal the sentence must contain for the rule to apply (a cheap pre-check). */
  literal: string;
  out: Three;
  kind: Kind;
  form?: VerbForm;
  /** The pattern's head verb is "be" (am/are/is/was/were...). */
  beHead?: boolean;
  plural?: boolean;
  /** A one-word verb that can also be a noun: ask the tagger. */
  guard: boolean;
  /** An AI-typical phrase (counted), not a voice's word choice. */
  ai: boolean;
  size: number;
}

export const VOICE_INDEX: Record<VoiceStyle, 0 | 1 | 2> = { casual: 0, friendly: 1, professional: 2 };
export const DELETED = "\uE000"; // where a deleted phrase started a sentence: the next letter becomes a capital
const WORD = "[\\p{L}\\p{N}]";

function compile(pattern: string): RegExp {
  const source = pattern.replace(/(?<!\[[^\]]*)'/g, "['’]").replace(/ /g, "\\s+");
  return new RegExp(`(?<![\\p{L}\\p{N}'’-])(?:${source})(?:(?<=[^\\p{L}\\p{N}])|(?!${WORD}|-${WORD}))`, "giu");
}

/** Removes lookaround groups (balanced) and optional groups, for the literal pre-check. */
function strip(pattern: string): string {
  let out = pattern;
  for (let pass = 0; pass < 4; pass++) {
    out = out
      .replace(/\(\?<?[=!](?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)/g, " ")
      .replace(/\((?:\?:)?(?:[^()]|\([^()]*\))*\)\?/g, " ");
  }
  // Innermost groups first, until none is left: a group nested in an alternation ("(?:you|(?:your|our) team)") is
  // no literal either.
  for (let prev = ""; prev !== out; ) {
    prev = out;
    out = out.replace(/\((?:\?:)?[^()]*\)/g, " ");
  }
  return out;
}
function literalOf(pattern: string): string {
  const runs =
    strip(pattern)
      .toLowerCase()
      // An optional letter ("endeavou?r") is no part of the literal: the text may spell the word without it.
      .replace(/\\[a-z]|[a-z]\?/g, " ")
      .match(/[a-z]{3,}/g) ?? [];
  return runs.filter((r) => !/^(?:the|and|for|you)$/.test(r)).sort((a, b) => b.length - a.length)[0] ?? "";
}

/** A readable instance of a pattern: "in today'?s (?:fast-paced|digital) world,?" -> "in today's fast-paced world". */
export function phraseExample(pattern: string, keepPunctuation = false): string {
  let out = pattern.replace(/\(\?<?[=!](?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)/g, "").replace(/^\^/, "");
  for (let i = 0; i < 4; i++)
    out = out.replace(/\((?:\?:)?([^()]*)\)(\?|\{0,\d\})?/g, (_m, alt: string, opt?: string) =>
      opt ? "" : alt.split("|")[0]!,
    );
  out = out
    .replace(/\[\\w-\][+*]?/g, "modern")
    .replace(/\[([^\]])[^\]]*\]/g, "$1")
    .replace(/\\[wpsbd]\+?/g, "")
    .replace(/[?\\]/g, "")
    .replace(/\s+/g, " ");
  return keepPunctuation ? out.trim() : out.replace(/[\s,!.]+$/, "").trim();
}

const alt = (forms: string[]) => {
  const unique = [...new Set(forms)];
  return unique.length === 1 ? unique[0]! : `(?:${unique.join("|")})`;
};

function verbPatternForms(pattern: string): { form: VerbForm; pattern: string; beHead: boolean }[] {
  // An optional adverb group may come first ("(?:sincerely )?apologi[sz]e for"); the head verb follows it.
  const m = /^((?:\(\?:[^()]*\)\?? ?)?)([a-z[\]]+)(.*)$/is.exec(pattern);
  if (!m) return [{ form: "base", pattern, beHead: false }];
  const [, lead, head, rest] = m as unknown as [string, string, string, string];
  if (head === "be") {
    return [
      { form: "third", pattern: `${lead}is${rest}`, beHead: true },
      { form: "past", pattern: `${lead}(?:was|were|been)${rest}`, beHead: true },
      { form: "gerund", pattern: `${lead}being${rest}`, beHead: true },
      { form: "base", pattern: `${lead}(?:am|are|be)${rest}`, beHead: true },
    ];
  }
  const f = verbForms(head);
  const spelt = spelledForms(head);
  return [
    { form: "third", pattern: `${lead}${alt([f.third, spelt.third])}${rest}`, beHead: false },
    { form: "past", pattern: `${lead}${alt([f.past, f.participle, spelt.past])}${rest}`, beHead: false },
    { form: "gerund", pattern: `${lead}${alt([f.gerund, spelt.gerund])}${rest}`, beHead: false },
    { form: "base", pattern, beHead: false },
  ];
}

function nounPatternForms(pattern: string): { plural: boolean; pattern: string }[] {
  const m = /^(.*?)([a-z[\]-]+)((?:\(\?[=!].*\))?)$/is.exec(pattern);
  if (!m) return [{ plural: false, pattern }];
  const plural = `${m[1]}${pluralOf(m[2]!)}${m[3]}`;
  return plural === pattern
    ? [{ plural: false, pattern }]
    : [
        { plural: true, pattern: plural },
        { plural: false, pattern },
      ];
}

function rulesOf(rows: readonly Row[], kind: Kind, ai: boolean): Rule[] {
  return rows.flatMap((row): Rule[] => {
    const out: Three = [row[1], row[2], row[3]];
    const base = { source: row[0], out, kind, ai, size: phraseExample(row[0]).length };
    if (kind === "verb") {
      const oneWord = /^[a-z[\]]+(?:\(\?[=!].*\))?$/i.test(row[0]);
      return verbPatternForms(row[0]).map((v) => ({
        ...base,
        re: compile(v.pattern),
        literal: literalOf(v.pattern),
        form: v.form,
        beHead: v.beHead,
        guard: oneWord,
      }));
    }
    if (kind === "noun") {
      return nounPatternForms(row[0]).map((n) => ({
        ...base,
        re: compile(n.pattern),
        literal: literalOf(n.pattern),
        plural: n.plural,
        guard: false,
      }));
    }
    return [{ ...base, re: compile(row[0]), literal: literalOf(row[0]), guard: false }];
  });
}

const bySize = (rules: Rule[]) =>
  rules
    .map((r, i) => ({ r, i }))
    .sort((a, b) => b.r.size - a.r.size || a.i - b.i)
    .map(({ r }) => r);

/** AI-typical phrases, longest first so that a longer phrase wins over its parts. */
export const AI_RULES: readonly Rule[] = bySize([
  ...rulesOf(VERBS, "verb", true),
  ...rulesOf(NOUNS, "noun", true),
  ...rulesOf(MODIFIERS, "fixed", true),
  ...rulesOf(FIXED, "fixed", true),
]);
/** Each voice's word choice. */
export const REGISTER_RULES: readonly Rule[] = bySize([
  ...rulesOf(REGISTER_VERBS, "verb", false),
  ...rulesOf(REGISTER_FIXED, "fixed", false),
]);

const BEFORE_PARTICIPLE =
  /\b(?:has|have|had|having|been|be|is|are|was|were|being|am|get|gets|got|it's|that's|i've|we've|they've|you've)\s+(?:\p{L}+ly\s+|not\s+|never\s+|also\s+|just\s+|long\s+|already\s+|always\s+|ever\s+|since\s+|still\s+|often\s+|now\s+){0,2}$/iu;
const BEFORE_INFINITIVE =
  /(?:\b(?:to|will|would|can|could|may|might|must|should|shall|not|cannot|do|does|did|let|help|helps)|n't|'ll|'d|’ll|’d)\s+(?:\p{L}+ly\s+|also\s+|still\s+|always\s+)?$/iu;

/** The replacement phrase in the form the matched verb had. */
function realiseVerb(phrase: string, rule: Rule, match: string, sentence: string, offset: number): string {
  const words = phrase.split(" ");
  let h = words.findIndex((w) => w.startsWith("^"));
  if (h < 0) h = 0;
  const head = words[h]!.replace(/^\^/, "");
  const f = verbForms(head);
  const before = sentence.slice(Math.max(0, offset - 60), offset);
  const matchedHead = (
    /\b(?:am|are|is|was|were|been|being|be)\b/i.exec(match)?.[0] ?? match.split(/\s+/)[0]!
  ).toLowerCase();
  let word: string;
  switch (rule.form) {
    case "third":
      word = f.third;
      break;
    case "gerund":
      word = f.gerund;
      break;
    case "past":
      if (BEFORE_PARTICIPLE.test(before) || matchedHead === "been") word = f.participle;
      // "shed", "put", "set": a matched past that is also the base form is the base after "to", a modal, or a plural
      // or personal subject ("aims to shed light on" -> "aims to reveal", "These results shed light" -> "...reveal").
      else if (
        matchedHead === /^(?:\(\?:[^()]*\)\?? ?)?([a-z]+)/i.exec(rule.source)?.[1]?.toLowerCase() &&
        (BEFORE_INFINITIVE.test(before) ||
          /\b(?:I|we|you|they)\s+(?:\p{L}+ly\s+)?$/iu.test(before) ||
          pluralSubjectBefore(sentence, offset))
      )
        word = head === "be" ? "are" : head;
      else if (head === "be") word = rule.beHead ? matchedHead : pluralSubjectBefore(sentence, offset) ? "were" : "was";
      else word = f.past;
      break;
    default:
      if (head !== "be" || BEFORE_INFINITIVE.test(before) || offset === 0) word = head;
      else if (rule.beHead) word = matchedHead;
      else word = /\bI\s+$/.test(before) ? "am" : "are";
  }
  words[h] = word;
  return words.join(" ");
}

function realiseNoun(phrase: string, rule: Rule): string {
  if (!rule.plural) return phrase.replace(/\^/g, "");
  const words = phrase.split(" ");
  let h = words.findIndex((w) => w.startsWith("^"));
  if (h < 0) h = words.length - 1;
  words[h] = pluralOf(words[h]!.replace(/^\^/, ""));
  return words.join(" ").replace(/\^/g, "");
}

/** "experienced elevated error rates", "the elevated risk": a one-word past form between a verb, determiner or
 * preposition and a noun. */
function isParticipleModifier(sentence: string, offset: number, match: string): boolean {
  const after = /^\s+([\p{L}-]+)/u.exec(sentence.slice(offset + match.length))?.[1] ?? "";
  const before = /([\p{L}'’]+)\s+$/u.exec(sentence.slice(0, offset))?.[1]?.toLowerCase() ?? "";
  if (
    !after ||
    /^(?:the|a|an|my|our|your|their|his|her|its|this|that|these|those|to|by|on|in|at|for|with|from|and|or|but|it|them|him|us|me)$/i.test(
      after,
    )
  )
    return false;
  return /^(?:a|an|the|my|our|your|their|his|her|its|this|that|these|those|of|with|by|for|from|in|on|at|into|experienced|saw|see|sees|faced|face|faces|showed|show|shows|reported|report|reports|had|has|have|caused|cause|causes|noticed|notice|found|find|finds)$/.test(
    before,
  );
}

/** An adjective just before a noun: a hyphenated compound ("cross-functional") or a typical adjective ending. */
const MODIFIER_BEFORE = /(?:\p{L}-\p{L}+|\b(?!several\b)\p{L}+(?:al|ic|ive|ous|ful|ary|ant|ent|ior))\s+$/iu;

/** A determiner, quantifier, possessive or number just before a noun. */
const DETERMINED_BEFORE =
  /\b(?:a|an|the|all|any|some|many|several|most|few|no|each|every|both|other|these|those|this|that|our|your|their|my|his|her|its|key|\d+)\s+$|['’]s?\s+$/i;

const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

function atStart(sentence: string, offset: number): boolean {
  // (An emoji that closed the sentence before, "...at Fernleaf! 🎉 This milestone...", is no word of this one.)
  return /^[\s"'“‘(*_\uE000\p{Extended_Pictographic}\uFE0F\u200D]*$/u.test(sentence.slice(0, offset));
}

/** A form of "be" (and an adverb) just before a participle: "are generally", "’re". */
const PASSIVE_BEFORE = /(?:\b(?:am|are|is|was|were|be|been|being)|['’](?:re|m|s))\s+(?:\p{L}+ly\s+)?$/iu;
const PREPOSITION_END = /\s(?:with|on|to|for|in|into|about|from|at|by)$/i;

/** Words a repeat of which reads naturally ("get ... get", "from ... from"): never the head of a replacement. */
const FUNCTION_WORD =
  /^(?:a|an|the|to|be|so|very|really|more|much|just|in|of|for|on|at|by|with|from|now|up|out|off|over|into|about|as|it|its|and|or|not|no|all|any|some|this|that|these|those|you|your|our|their|my|we|they|i|get|got|have|has|make|do|go|take|give|lot|lots|bit|one|way|well|also|still|even|here|there|what|how|can|will|would|new|good|more|most)$/i;

/** The first of "a|b" alternatives whose head word the rest of the sentence does not already use, so that two
 * replaced words do not become the same one ("Using tools, managers are using dashboards"). */
function pickAlternative(
  cell: string,
  sentence: string,
  from: number,
  to: number,
  taken: string[],
  others: readonly string[] = [],
  context = "",
  near = Infinity,
): string | null {
  const options = cell.split("|");
  // (Earlier matches of the same rule in this sentence count as used: "great views and top service". A modifier
  // looks only `near` characters either side: "robust and reliable" is not "reliable and reliable", but a "new" at
  // the other end of the sentence is no reason to keep "unprecedented".)
  const sentenceRest =
    ` ${sentence.slice(Math.max(0, from - near), from)} ${sentence.slice(to, to + near)} ${taken.join(" ")} `.toLowerCase();
  const nearby = ` ${context} `.toLowerCase();
  let rest = sentenceRest;
  const used = (option: string) => {
    if (!option || option === "=") return false; // deleting the word again is always possible
    const words = option.split(" ");
    // (A longer phrase reads as new wording even where one of its words is in the sentence: "room to grow".)
    if (words.length > 2) return false;
    const head = (words.find((w) => w.startsWith("^")) ?? words.find((w) => !FUNCTION_WORD.test(w)) ?? "").replace(
      /^\^/,
      "",
    );
    if (!head) return false;
    if (!/^[\p{L}-]+$/u.test(head)) return false;
    const f = verbForms(head);
    return [f.base, f.third, f.past, f.participle, f.gerund].some((w) =>
      new RegExp(`[^\\p{L}]${w}[^\\p{L}]`, "u").test(rest),
    );
  };
  // A word the input itself repeats ("received ... did not receive") may be repeated in its plain form too.
  const matched = sentence.slice(from, to).trim().split(/\s+/)[0]!.toLowerCase();
  if (options.length === 1 && new RegExp(`[^\\p{L}]${escapeRegExp(matched.slice(0, 5))}`, "u").test(rest)) return cell;
  const otherOptions = others.flatMap((other) => other.split("|")).filter((o) => o && o !== "=");
  // First a word that neither this sentence nor the sentences just before use ("a great mix ... Get a great mix",
  // "we're so sorry to ... we're so sorry for"), the voice's own before another voice's; then one this sentence does
  // not use. Every word of the voice already in the sentence ("underscores the risks and highlights the gains" ->
  // "highlights ... and highlights") and no other voice's word free: the phrase is kept.
  if (context) {
    rest = sentenceRest + nearby;
    // (Here casual borrows only friendly's word and friendly only casual's: the first of `others`.)
    const neighbour = (others[0] ?? "").split("|").filter((o) => o && o !== "=");
    const fresh = options.find((o) => !used(o)) ?? neighbour.find((o) => !used(o));
    if (fresh !== undefined) return fresh;
    rest = sentenceRest;
  }
  return options.find((o) => !used(o)) ?? otherOptions.find((o) => !used(o)) ?? null;
}

/** Syllables of an English word, roughly (vowel groups, a silent final "e" not counted). */
function syllables(word: string): number {
  return Math.max(
    1,
    (
      word
        .toLowerCase()
        .replace(/e$/, "")
        .match(/[aeiouy]+/g) ?? []
    ).length,
  );
}

/** Adjectives that take no "most": "the most major" reads as an error. */
const NOT_GRADABLE = /^(?:major|minor|main|key|central|total|perfect|unique|ideal|entire|whole|only|prime|chief)$/i;

/** A replacement that reads after "most" or "more": one word of two syllables or more (not "most big"). */
function gradable(out: Three, v: 0 | 1 | 2): string | null {
  const fits = (cell: string) =>
    /^[a-z-]+$/i.test(cell) && syllables(cell) >= 2 && !/ly$/.test(cell) && !NOT_GRADABLE.test(cell);
  if (fits(out[v])) return out[v];
  return [...out].filter(fits).sort((a, b) => b.length - a.length)[0] ?? null;
}

function applyRule(sentence: string, rule: Rule, v: 0 | 1 | 2, apostrophe: string, context: string): string {
  const cell = rule.out[v];
  if (cell === "=") return sentence;
  const taken: string[] = [];
  const setPhrases = setPhraseSpans(sentence);
  return sentence.replace(rule.re, (...args: unknown[]) => {
    const match = args[0] as string;
    const groups = args.slice(1, -2) as (string | undefined)[];
    const offset = args[args.length - 2] as number;
    const start = atStart(sentence, offset);
    // A saying is kept or replaced whole: "the journey is as important as the destination" keeps its journey.
    if (breaksSetPhrase(setPhrases, offset, offset + match.length)) return match;
    // A capitalised phrase inside a sentence is a name or a title; "I ..." phrases are the exception.
    if (!start && /^\p{Lu}/u.test(match) && !/^I\b/.test(match)) return match;
    if (rule.guard && (rule.form === "gerund" ? isModifierUse(sentence, offset) : isNounUse(sentence, offset)))
      return match;
    // A past participle describing a noun is an adjective of its own meaning: "elevated error rates" (higher), not
    // "boosted" or "improved" ones.
    if (
      rule.kind === "verb" &&
      rule.form === "past" &&
      !/\s/.test(match.trim()) &&
      isParticipleModifier(sentence, offset, match)
    )
      return match;
    const before = sentence.slice(Math.max(0, offset - 12), offset);
    // "cross-functional stakeholders" is not "cross-functional people involved": a replacement whose head is followed
    // by more words cannot take the modifier the original noun had, so the noun is kept.
    if (rule.kind === "noun" && /\^\S+ \S/.test(cell) && MODIFIER_BEFORE.test(sentence.slice(0, offset))) return match;
    // "The plan is aligned with our goals": a prepositional verb's participle after "be" is an adjective; the
    // replacement's participle is not ("is fit the goals", "is fit with the goals" do not parse or mean it).
    if (
      rule.kind === "verb" &&
      rule.form === "past" &&
      PASSIVE_BEFORE.test(sentence.slice(0, offset)) &&
      PREPOSITION_END.test(match)
    )
      return match;
    // "412 responses were received" is not "were gotten": a passive keeps its verb where the replacement is "get".
    if (
      rule.kind === "verb" &&
      rule.form === "past" &&
      PASSIVE_BEFORE.test(sentence.slice(0, offset)) &&
      /^\^?get\b/.test(cell)
    )
      return match;
    // "want to apologize" is not "want to be sorry": an infinitive of regret keeps its verb.
    if (/\bto\s+$/i.test(before) && /\bsorry\b/.test(cell)) return match;
    // After "most"/"more" a replacement must take that degree: "the most transformative" -> "the most significant",
    // never "the most big"; a voice whose word cannot borrows the longest word another voice has, or none.
    const degree =
      rule.kind !== "verb" && /\b(?:most|more|less|least)\s+$/i.test(before) ? gradable(rule.out, v) : cell;
    if (degree === null) return match;
    // Professional borrows no casual word: it keeps the phrase instead.
    const others = v === 2 ? [] : v === 0 ? [rule.out[1], rule.out[2]] : [rule.out[0], rule.out[2]];
    const phrase = pickAlternative(
      degree,
      sentence,
      offset,
      offset + match.length,
      taken,
      degree === cell ? others : [],
      context,
      Infinity,
    );
    if (phrase === null) return match;
    taken.push(phrase);
    let out =
      rule.kind === "verb"
        ? realiseVerb(phrase, rule, match, sentence, offset)
        : rule.kind === "noun"
          ? realiseNoun(phrase, rule)
          : phrase;
    // "We briefed stakeholders" -> "We briefed the people involved": a noun with words after its head needs a
    // determiner where the original had none.
    if (rule.kind === "noun" && /\^\S+ \S/.test(cell) && !DETERMINED_BEFORE.test(sentence.slice(0, offset)))
      out = `the ${out}`;
    // A captured object keeps its place in the replacement ("inform you that" -> "let you know that").
    out = out.replace(/\$(\d)/g, (_m, n: string) => groups[Number(n) - 1] ?? "");
    out = out.replace(/'/g, apostrophe);
    // A separable phrasal verb before an object pronoun puts the pronoun in the middle: "takes them on", not "takes
    // on them" (marked here, moved below once the pronoun is in reach).
    if (
      rule.kind === "verb" &&
      SEPARABLE.test(out) &&
      /^\s+(?:it|them|him|her|me|us)\b/i.test(sentence.slice(offset + match.length))
    ) {
      out = out.replace(/ (\p{L}+)$/u, `${PARTICLE}$1`);
    }
    // "a vital part" -> "a really important part", never "a so important part": "so" does not follow a determiner.
    if (/^so\s/i.test(out) && /\b(?:a|an|the|this|that|our|your|their|my|his|her|its)\s+$/i.test(before))
      out = out.replace(/^so\s/i, "really ");
    if (out === "") return start ? DELETED : "";
    if (start || /^\p{Lu}/u.test(match)) out = capitalise(out);
    return out;
  });
}

const PARTICLE = "\uE0F1";
/** Phrasal verbs whose particle follows a pronoun object ("take it on", "sum them up", "show it off"). */
const SEPARABLE =
  /^(?:take|takes|took|taken|taking|speed|speeds|sped|speeding|sum|sums|summed|summing|shake|shakes|shook|shaken|shaking|bring|brings|brought|bringing|wrap|wraps|wrapped|wrapping|show|shows|showed|shown|showing|kick|kicks|kicked|kicking|figure|figures|figured|figuring|pick|picks|picked|picking|sort|sorts|sorted|sorting|point|points|pointed|pointing|carry|carries|carried|carrying|build|builds|built|building|open|opens|opened|opening|give|gives|gave|given|giving|turn|turns|turned|turning|set|sets|setting) (?:on|up|off|out|over|down|back|away)$/i;

function applyAll(
  sentence: string,
  rules: readonly Rule[],
  style: VoiceStyle,
  apostrophe: string,
  context: string,
): string {
  const v = VOICE_INDEX[style];
  let out = sentence;
  let lower = out.toLowerCase();
  for (const rule of rules) {
    if (rule.literal && !lower.includes(rule.literal)) continue;
    rule.re.lastIndex = 0;
    if (!rule.re.test(out)) continue;
    const next = applyRule(out, rule, v, apostrophe, context)
      .replace(new RegExp(`${PARTICLE}(\\p{L}+)(\\s+)(it|them|him|her|me|us)\\b`, "giu"), " $3$2$1")
      .replace(new RegExp(PARTICLE, "g"), " ");
    if (next !== out) {
      out = next;
      lower = out.toLowerCase();
    }
  }
  return out;
}

/** Replaces the AI-typical phrases of one sentence, then applies the voice's word choice. `context` is the rewritten
 * text just before the sentence: a replacement it already uses is avoided where the voice has another word. */
/** "it is essential to get pre-approved ... and to work with ...": once the frame becomes a modal ("you must"), the
 * second "to" no longer has an infinitive to coordinate with ("you must get ... and to work"); "and work" reads right
 * in both. */
const NECESSITY_TO = /\bit(?: is|'s|’s) (?:also )?(?:important|crucial|essential|vital|imperative|key) to \p{Ll}/iu;
function oneInfinitive(sentence: string): string {
  const m = NECESSITY_TO.exec(sentence);
  if (!m) return sentence;
  const at = m.index + m[0].length;
  return sentence.slice(0, at) + sentence.slice(at).replace(/(,? (?:and|or)) to (?=\p{Ll}+\b)/gu, "$1 ");
}

export function rewritePhrases(sentence: string, style: VoiceStyle, apostrophe = "'", context = ""): string {
  const plain = oneInfinitive(sentence);
  return applyAll(applyAll(plain, AI_RULES, style, apostrophe, context), REGISTER_RULES, style, apostrophe, context);
}

/** How many lexicon phrases one sentence contains (a phrase inside a longer counted one is not counted again). */
export function lexiconPhraseCount(sentence: string): number {
  let n = 0;
  let rest = sentence;
  let lower = rest.toLowerCase();
  for (const rule of AI_RULES) {
    if (rule.literal && !lower.includes(rule.literal)) continue;
    rest = rest.replace(rule.re, (match: string, ...args: unknown[]) => {
      const offset = args[args.length - 2] as number;
      if (!atStart(rest, offset) && /^\p{Lu}/u.test(match) && !/^I\b/.test(match)) return match;
      if (rule.guard && (rule.form === "gerund" ? isModifierUse(rest, offset) : isNounUse(rest, offset))) return match;
      n++;
      return " \uE001 ";
    });
    lower = rest.toLowerCase();
  }
  return n;
}

/** Every pattern of the lexicon as written, with its replacements (for tests and the AI prompt). */
export const LEXICON_ROWS: readonly Row[] = [...VERBS, ...NOUNS, ...MODIFIERS, ...FIXED];
