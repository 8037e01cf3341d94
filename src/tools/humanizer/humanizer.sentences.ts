import nlp from "compromise";
import type { VoiceStyle } from "./contract";
import { finiteOf, isClause, isPastTense } from "./humanizer.pos";
import { JOINERS, SPLIT_AT_WORDS, SPLIT_LEADS } from "./humanizer.voice";

/**
 * Sentence-level edits, each made only where the result stays a whole sentence:
 *  - "not only X but also Y" -> "X and Y";
 *  - a trailing participle clause becomes its own sentence (", highlighting the need for X." -> ". This highlights
 *    the need for X.");
 *  - a fronted "By doing X, we ..." moves behind the main clause ("We ... by doing X."), so sentences stop opening
 *    with the same frame;
 *  - over-long sentences are split at "; " or ", and / but / so / yet" when both halves are clauses of their own;
 *  - short neighbours are joined (friendly and professional), so sentence length varies the way people's does.
 */
const words = (s: string) => s.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
const END = /([.!?]+["'”’)]*)$/u;
/** Words after a split ", and" up to which casual still says "And ...". */
const AND_AFTERTHOUGHT = 7;

function balanced(s: string): boolean {
  const count = (re: RegExp) => (s.match(re) ?? []).length;
  return count(/\(/g) === count(/\)/g) && count(/"/g) % 2 === 0 && count(/[“]/g) === count(/[”]/g);
}

/** "improve" after "does" -> "improves", after "did" -> "improved", after "do" stays. */
function conjugateLike(verb: string, aux: string): string {
  if (/^do$/i.test(aux)) return verb;
  const doc = nlp(verb);
  doc.tag("Infinitive");
  const conj = (doc.verbs() as unknown as { conjugate(): Record<string, string>[] }).conjugate()[0];
  return (/^did$/i.test(aux) ? conj?.PastTense : conj?.PresentTense) ?? verb;
}

/** "not only A but also B" -> "A and B" (and "not just"). */
export function dropNotOnly(s: string): string {
  // "Not only does it improve X, but it also improves Y." -> "It improves X, and it also improves Y."
  const inverted =
    /^Not (?:only|just) (does|do|did|can|will|is|are) (it|they|this|that|he|she|we|you) (\p{L}+)(.{3,120}?),? but (\2) also\b/iu.exec(
      s,
    );
  if (inverted) {
    const [, aux, subject, verb, rest, again] = inverted as unknown as [string, string, string, string, string, string];
    const doSupport = /^(?:does|do|did)$/i.test(aux);
    const head = doSupport ? conjugateLike(verb, aux) : `${aux.toLowerCase()} ${verb}`;
    return `${subject.charAt(0).toUpperCase()}${subject.slice(1)} ${head}${rest}, and ${again} also${s.slice(inverted[0].length)}`;
  }
  const m = /\bnot (?:only|just) (.{3,120}?),? but also\b/i.exec(s);
  if (!m) return s;
  return `${s.slice(0, m.index)}${m[1]} and${s.slice(m.index + m[0].length)}`;
}

/** Participles that say what the whole clause does ("..., suggesting that" -> "This suggests that"). Those that say
 * what its subject does ("tools emerged, offering lessons" -> not "This offered lessons") are left alone. */
const TAIL_VERBS =
  "highlighting|underscoring|emphasi[sz]ing|showcasing|demonstrating|reflecting|suggesting|indicating|ensuring|making|allowing|enabling|paving|fostering|creating|leading|resulting|contributing|solidifying|cementing|reinforcing|signall?ing|marking|helping|reducing|improving|boosting|driving|setting|underlining|illustrating|revealing|prompting|raising|sparking";
/** Result participles after a present perfect, in the present perfect ("resulting in" -> "has resulted in"). */
const RESULT_PERFECT: Record<string, string> = { resulting: "has resulted", leading: "has led" };
const TAIL = new RegExp(`^(.{25,}?[\\p{L}\\p{N}%)]), (${TAIL_VERBS}) (.+)$`, "iu");

const FINITE_IN_PHRASE =
  /^[^,]*?\b(?:is|are|was|were|has|have|had|will|can|could|should|must|may|might|would|does|do|did)\b/i;
const RELATIVE_FINITE = /^[^,]*?\b(?:which|that|who|where)\b[^,]*?\b(?:is|are|was|were|has|have|will|can)\b/i;
/** Adjectives in "-ing" after "be" ("can be devastating"): not the progressive of a "while" of time. */
const ING_ADJECTIVE =
  "challenging|interesting|exciting|rewarding|devastating|amazing|overwhelming|frustrating|confusing|boring|tiring|demanding|daunting|surprising|worrying|promising|encouraging|disappointing|alarming|misleading|appealing|convincing|pleasing";

/** ", highlighting X." -> ". This highlights X." when the part before is a sentence of its own. */
export function splitParticipleTail(s: string): string[] {
  const m = TAIL.exec(s);
  if (!m || !balanced(m[1]!)) return [s];
  const [, left, gerund, rest] = m as unknown as [string, string, string, string];
  if (words(left) < 6 || words(rest) < 2) return [s];
  // "When it comes to money, creating a budget is the first step": the participle phrase is the subject of the main
  // verb, not a tail.
  if (FINITE_IN_PHRASE.test(rest) && !RELATIVE_FINITE.test(rest)) return [s];
  // "..., fostering literacy and paving the way": a second participle would be left unconjugated.
  if (/\b(?:and|or)\s+\p{L}+ing\b/iu.test(rest)) return [s];
  // The present perfect ("tools have emerged") is told in the present: "This suggests...", not "This suggested...".
  // So is the present passive ("Each piece is carefully made by hand, ensuring..." -> "This makes sure...").
  const present = /\b(?:has|have|['’]ve|is|are|am)\b/i.test(left) && !/\b(?:had|was|were|did)\b/i.test(left);
  const past = isPastTense(left) && !present;
  // "... has enhanced X, resulting in a 23% increase" -> "This has led to ...": a result of a change already made is
  // told in the present perfect too, not as a present habit ("This results in").
  const perfect = /\b(?:has|have|['’]ve)\s+(?:\p{L}+ly\s+)?\p{L}+(?:ed|en|wn|ght|ne)\b/iu.test(left) && !past;
  const verb =
    perfect && RESULT_PERFECT[gerund.toLowerCase()]
      ? RESULT_PERFECT[gerund.toLowerCase()]
      : finiteOf(gerund.toLowerCase(), past);
  if (!verb) return [s];
  const end = END.exec(rest)?.[1] ?? ".";
  return [`${left}.`, `This ${verb} ${rest.replace(END, "")}${end}`];
}

/** A subject, then a finite verb ("these platforms offer ...", "they also expose ..."): compromise tags a plural
 * present ("offer") as an infinitive too, which isClause does not count. */
function hasSubjectAndVerb(text: string): boolean {
  const json = nlp(text).json() as { terms: { tags: string[] }[] }[];
  const tags = json.flatMap((x) => x.terms.map((t) => new Set(t.tags)));
  const first = tags[0];
  if (!first || !["Noun", "Pronoun", "Determiner", "Adjective", "Value", "ProperNoun"].some((g) => first.has(g)))
    return false;
  if (first.has("Gerund") || first.has("Preposition")) return false;
  return tags
    .slice(1)
    .some(
      (t) =>
        (t.has("Verb") && !t.has("Gerund") && (t.has("PresentTense") || t.has("PastTense"))) ||
        t.has("Copula") ||
        t.has("Modal"),
    );
}

/** "While X, Y." / "Although X, Y." -> "X. But Y." (casual): a contrast told in two short sentences, when both halves
 * are clauses. A "while" of time ("While you wait, ...", "While cooking, ...") is left alone: the "while" half must not
 * be in the progressive, and the other half must mark the contrast ("also", "still", "not"...). */
export function splitConcessive(s: string): string[] {
  const m = /^(While|Although|Though|Even though) ([^,;:]{8,160}), ([^;:]+?)([.!?]+["'”’)]*)$/u.exec(s);
  if (!m) return [s];
  const [, conj, first, second, end] = m as unknown as [string, string, string, string, string];
  if (words(first) < 4 || words(second) < 4 || !balanced(first) || !balanced(second)) return [s];
  if (!hasSubjectAndVerb(first) || !hasSubjectAndVerb(second)) return [s];
  if (
    conj === "While" &&
    (/^\p{L}+ing\b/u.test(first) ||
      new RegExp(`\\b(?:am|is|are|was|were|be|been)\\s+(?!(?:${ING_ADJECTIVE})\\b)\\p{L}+ing\\b`, "iu").test(first) ||
      !/\b(?:also|still|yet|not|never|no|often|can|may|remains?|n['’]t)\b/i.test(second))
  )
    return [s];
  return [`${capitalise(first)}.`, `But ${second.replace(/^(?:still|yet),?\s+/i, "")}${end}`];
}

/** "By doing X, we do Y." -> "We do Y by doing X." */
export function moveFrontedBy(s: string): string {
  const m = /^(By|Through) ([^,;:]{4,90}), ([^;:]+?)([.!?]+["'”’)]*)$/u.exec(s);
  // "By doing X": a means; "By 1500," or "By the end of the year," is a time and stays in front.
  if (!m || (m[1] === "By" && !/^\p{L}+ing\b/u.test(m[2]!))) return s;
  const [, prep, intro, main, end] = m as unknown as [string, string, string, string, string];
  // ("By prioritizing rest, nurturing relationships, and setting boundaries, people can ...": the comma ends only
  // the first item of a list of means; the main clause does not start with the next gerund.)
  if (/^(?:and |or )?\p{L}+ing\b/iu.test(main)) return s;
  if (words(intro) > 10 || words(main) < 4 || /\bby\b/i.test(main) || !isClause(main)) return s;
  return `${capitalise(main)} ${prep.toLowerCase()} ${intro}${end}`;
}

/** Splits a long sentence at the clause boundary nearest its middle, if both halves stay sentences. */
export function splitLong(s: string, style: VoiceStyle): string[] | null {
  const total = words(s);
  if (total < SPLIT_AT_WORDS[style]) return null;
  let best: { at: number; end: number; kind: "and" | "but" | "so" | "yet" | ";"; score: number } | null = null;
  for (const m of s.matchAll(/, (and|but|so|yet) |; /g)) {
    const left = s.slice(0, m.index);
    const right = s.slice(m.index + m[0].length);
    const nLeft = words(left);
    if (nLeft < 6 || total - nLeft < 5 || !balanced(left)) continue;
    // (", so that we can ..." and ", so much that ..." are purpose and degree, not a result: "So that we can ..." alone
    // is a fragment.)
    if (m[1] === "so" && /^(?:that|as|much|many|far|long)\b/i.test(right)) continue;
    // ", and" closing a series ("views, a crackling fireplace, and a kitchen") joins list items, not clauses.
    const lastItem = left.slice(left.lastIndexOf(", ") + 2);
    if (m[1] === "and" && left.includes(", ") && words(lastItem) <= 5) continue;
    if (
      !isClause(right, true) ||
      !/\b\p{L}+(?:ed|s)\b|\b(?:is|are|was|were|has|have|had|can|will|must|should|may|might|could|would)\b/iu.test(left)
    )
      continue;
    const score = Math.abs(nLeft - total / 2);
    if (!best || score < best.score)
      best = {
        at: m.index,
        end: m.index + m[0].length,
        kind: (m[1] as "and" | "but" | "so" | "yet" | undefined) ?? ";",
        score,
      };
  }
  if (!best) return null;
  const right = s.slice(best.end);
  // (Casual opens a split-off clause with "And" only when it is a short afterthought: a row of "And ..." reads as a tic.)
  const lead =
    best.kind === ";" || (best.kind === "and" && words(s.slice(best.end)) > AND_AFTERTHOUGHT)
      ? ""
      : SPLIT_LEADS[style][best.kind];
  const second = lead ? `${lead} ${right}` : capitalise(right);
  return [`${s.slice(0, best.at).replace(/[,;:]$/, "")}.`, second];
}

const SINGULAR_VERB = /^(?:is|was|has|does|\p{L}+[^s\W]s)$/iu;
const PLURAL_VERB = /^(?:are|were|have|do)$/i;

/** The tagger's reading of a word as a verb after "They". */
function tagsOf(word: string): string[] {
  const json = nlp(`They ${word}`).json() as { terms: { tags: string[] }[] }[];
  return json[0]?.terms[1]?.tags ?? [];
}

/** The clause after ", which" ends at a comma and a finite verb follows: the main clause goes on after it. */
function embeddedClause(right: string): boolean {
  const next = /,\s+(\p{L}+)/u.exec(right)?.[1];
  if (!next || /ing$/i.test(next)) return false;
  if (
    /^(?:and|but|so|or|yet|as|while|although|though|because|since|when|where|with|including|such|especially|which|who|from|in|on|at|for|by|to|of|like|after|before|until|the|a|an|this|these|it|they|we|you|i|he|she|there|making|leading)$/i.test(
      next,
    )
  )
    return false;
  const tags = tagsOf(next);
  return tags.includes("Verb") && !tags.includes("Gerund");
}

/**
 * Casual tells an afterthought as a sentence of its own: "X rose sharply, which puts pressure on Y." -> "X rose
 * sharply. This puts pressure on Y." Only a comment clause (", which" + a finite verb) late enough in a long sentence
 * that both halves stand alone; "This"/"These" agrees with the verb ("which pose" -> "These pose").
 */
export function splitWhich(s: string): string[] {
  if (words(s) < 16) return [s];
  const m = /, which (\p{L}+)\b/u.exec(s);
  if (!m || /, which/.test(s.slice(m.index + m[0].length))) return [s];
  const left = s.slice(0, m.index);
  const right = s.slice(m.index + 8);
  if (words(left) < 7 || words(right) < 4 || !balanced(left) || !balanced(right)) return [s];
  if (!/\b\p{L}+(?:ed|s)\b|\b(?:is|are|was|were|has|have|had|can|will)\b/iu.test(left)) return [s];
  // "this period, which began in 1760, brought about ...": a comment clause closed by a comma before the main verb is
  // inside the sentence; cut there, the sentence loses its verb ("This period. This began ..., brought about").
  if (embeddedClause(right)) return [s];
  const verb = m[1]!;
  const modal = /^(?:can|could|will|would|may|might|must|should)$/i.test(verb);
  const past =
    /^(?:\p{L}+ed|was|were|had|led|made|meant|left|gave|took|brought)$/iu.test(verb) ||
    tagsOf(verb).includes("PastTense");
  if (!modal && !past && !SINGULAR_VERB.test(verb) && !PLURAL_VERB.test(verb) && !/^\p{L}+$/u.test(verb)) return [s];
  // "which" + a noun or a preposition ("which way", "which of") is no comment clause.
  if (!modal && !past && !SINGULAR_VERB.test(verb) && !PLURAL_VERB.test(verb)) {
    if (!tagsOf(verb).includes("Verb")) return [s];
  }
  const plural = PLURAL_VERB.test(verb) || (!modal && !past && !SINGULAR_VERB.test(verb));
  return [`${left}.`, `${plural ? "These" : "This"} ${right}`];
}

/** A rewritten sentence, and whether it may be joined to a neighbour: only sentences that stood alone in the input
 * with no linking word (a dropped "Moreover," or "Ultimately," links it to the text around it). */
export interface Piece {
  text: string;
  free: boolean;
}

const PRONOUN_START = /^(?:it|this|they|these|he|she|we)\b/i;
const NEGATIVE = /\b(?:not|no|never)\b|n['’]t\b/i;

function joinable(a: Piece, b: Piece): boolean {
  if (!a.free || !b.free || !/[^.]\.$/.test(a.text) || !/\.$/.test(b.text) || /[;:—,]/.test(a.text + b.text))
    return false;
  // A thank-you or a welcome is said on its own ("Thanks so much for your order!"), not run into the news after it.
  if (/^(?:thanks|thank you|welcome|congratulations|sorry)\b/i.test(a.text)) return false;
  return PRONOUN_START.test(b.text) && !NEGATIVE.test(a.text) && words(a.text) <= 10 && words(b.text) <= 10;
}

/** Joins short neighbouring sentences in the voice's way (casual keeps them apart). */
export function joinShort(pieces: Piece[], style: VoiceStyle): string[] {
  const joiner = JOINERS[style];
  const out: string[] = [];
  for (let i = 0; i < pieces.length; i++) {
    const a = pieces[i]!;
    const b = pieces[i + 1];
    if (joiner && b && joinable(a, b)) {
      out.push(`${a.text.slice(0, -1)}${joiner}${b.text[0]!.toLowerCase()}${b.text.slice(1)}`);
      i++;
      continue;
    }
    out.push(a.text);
  }
  return out;
}

/** Past participles whose simple past differs; every other "-ed" participle is its own simple past. */
/**
 * Casual tells two clauses joined by "and" (or ", and") + a pronoun subject as two short sentences: "I have read it and I
 * think the second part needs work." -> "I have read it. I think the second part needs work." Only where both sides
 * have a few words and the left one is a clause of its own (it starts with a pronoun or determiner subject).
 */
export function splitAndClause(s: string): string[] {
  const m =
    /^((?:I|We|You|They|He|She|It|The|Our|My|This)\b[^,;:]{8,}?),? and ((?:I|we|they|you|he|she|it)\b [^,;:]{10,}[.!?])$/u.exec(
      s,
    );
  if (!m || words(m[1]!) < 3 || words(m[2]!) < 4) return [s];
  // (", and" already pauses: a short sentence with it stays whole, "It saves time, and it also cuts costs.")
  if (/^[^,;:]*, and /.test(s) && words(s) < SPLIT_AT_WORDS.casual) return [s];
  // ("and it" must open a clause of its own: "it also offers ...", not "and it alone".)
  if (/^it\b/.test(m[2]!) && !isClause(m[2]!, true)) return [s];
  // (A question stays whole: "Can we talk and I'll explain?")
  if (/^(?:can|could|will|would|do|does|did|is|are)\b/i.test(m[1]!) || /\?$/.test(s)) return [s];
  return [`${m[1]}.`, capitalise(m[2]!)];
}
