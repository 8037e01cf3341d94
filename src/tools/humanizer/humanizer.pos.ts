import nlp from "compromise";

/**
 * Part-of-speech questions the rewriter asks about one sentence, answered with compromise's tagger. A sentence is
 * tagged only when a question is asked about it (most sentences never are), and the last few taggings are kept.
 */
interface Term {
  text: string;
  /** Punctuation after the word. */
  post: string;
  start: number;
  end: number;
  tags: ReadonlySet<string>;
}

const CACHE = new Map<string, Term[]>();

function terms(sentence: string): Term[] {
  const hit = CACHE.get(sentence);
  if (hit) return hit;
  const json = nlp(sentence).json({ offset: true }) as {
    terms: { text: string; post: string; tags: string[]; offset: { start: number; length: number } }[];
  }[];
  const out = json.flatMap((s) =>
    s.terms.map((t) => ({
      text: t.text,
      post: t.post,
      start: t.offset.start,
      end: t.offset.start + t.offset.length,
      tags: new Set(t.tags),
    })),
  );
  if (CACHE.size > 64) CACHE.delete(CACHE.keys().next().value!);
  CACHE.set(sentence, out);
  return out;
}

function termAt(list: Term[], offset: number): number {
  return list.findIndex((t) => offset >= t.start && offset < t.end);
}

/** The word at `offset` is used as a noun ("the showcase", "we have leverage"), not as a verb. The tagger's "noun"
 * is trusted after a determiner, adjective, number, preposition or verb; after a noun or pronoun the word is the
 * verb of that subject ("fiction fosters empathy"), and at the start of a clause an imperative ("Streamline your
 * workflow"). */
export function isNounUse(sentence: string, offset: number): boolean {
  const list = terms(sentence);
  const i = termAt(list, offset);
  if (i < 0) return false;
  const t = list[i]!;
  if (!t.tags.has("Noun") || t.tags.has("Verb")) return false;
  const prev = list[i - 1];
  if (!prev || /[,;:]/.test(prev.post) || /^(?:to|and|or|please)$/i.test(prev.text) || prev.tags.has("Gerund"))
    return false;
  if (prev.tags.has("Pronoun") && !prev.tags.has("Possessive")) return false;
  return !(prev.tags.has("Noun") && !prev.tags.has("Possessive") && !prev.tags.has("Value"));
}

/** The "-ing" word at `offset` describes a noun ("a thriving culture"), it is not a verb. */
export function isModifierUse(sentence: string, offset: number): boolean {
  const list = terms(sentence);
  const i = termAt(list, offset);
  if (i <= 0) return false;
  const prev = list[i - 1]!;
  const next = list[i + 1];
  return (
    (prev.tags.has("Determiner") || prev.tags.has("Possessive") || prev.tags.has("Adjective")) &&
    Boolean(next?.tags.has("Noun"))
  );
}

const FINITE = ["PastTense", "PresentTense", "Copula", "Modal", "Auxiliary"];

/**
 * The subject of the verb at `offset` is plural ("they served", "the teams served", "feedback and encouragement
 * played"): for "were" against "was". The subject is read before the clause's first finite verb, so a coordinated
 * verb looks past the object of the first one ("the innovation changed the books and played..." -> singular).
 */
export function pluralSubjectBefore(sentence: string, offset: number): boolean {
  const list = terms(sentence);
  const i = termAt(list, offset);
  const end = i < 0 ? list.length : i;
  let verb = list.findIndex(
    (t, k) => k < end && k > 0 && t.tags.has("Verb") && FINITE.some((f) => t.tags.has(f)) && !t.tags.has("Gerund"),
  );
  if (verb < 0) verb = end;
  // The subject is what follows the last comma before its verb ("In recent years, AI tools have...").
  let start = 0;
  for (let k = verb - 1; k >= 0; k--)
    if (/[,;:]/.test(list[k]!.post)) {
      start = k + 1;
      break;
    }
  const subject = list.slice(start, verb);
  for (let j = subject.length - 1; j >= 0; j--) {
    const t = subject[j]!;
    if (/^(?:we|they|you|these|those)$/i.test(t.text)) return true;
    if (/^(?:i|he|she|it|this|that)$/i.test(t.text)) return false;
  }
  const nouns = subject.filter((t) => t.tags.has("Noun") && !t.tags.has("Possessive") && !t.tags.has("Pronoun"));
  if (nouns.length >= 2 && subject.some((t, k) => /^(?:and|&)$/i.test(t.text) && k > subject.indexOf(nouns[0]!)))
    return true;
  return nouns.length > 0 && nouns[nouns.length - 1]!.tags.has("Plural");
}

const SUBJECT_START =
  /^(?:i|you|he|she|it|we|they|this|that|these|those|there|the|a|an|our|my|your|their|his|her|its|each|every|some|many|most|no|all|both|one|two|three|several)$/i;

/** The text reads as a clause of its own: a subject followed by a finite verb. Strict: the subject must open with
 * a pronoun, a determiner or a name (for splitting a sentence: "and sheds light on X" is no clause). */
export function isClause(text: string, strict = false): boolean {
  const list = terms(text);
  const first = list[0];
  if (!first) return false;
  if (first.tags.has("Gerund") || first.tags.has("Preposition") || first.tags.has("Conjunction")) return false;
  if (
    strict
      ? !(
          SUBJECT_START.test(first.text.replace(/['’]\p{L}+$/u, "")) ||
          (first.tags.has("ProperNoun") && !first.tags.has("Verb"))
        )
      : !(
          first.tags.has("Noun") ||
          first.tags.has("Pronoun") ||
          first.tags.has("Determiner") ||
          first.tags.has("Adjective") ||
          first.tags.has("Value")
        )
  )
    return false;
  return list
    .slice(1)
    .some(
      (t) =>
        (t.tags.has("Verb") && !t.tags.has("Gerund") && !t.tags.has("Infinitive")) ||
        t.tags.has("Copula") ||
        t.tags.has("Modal"),
    );
}

/** The clause is told in the past tense. */
/**
 * The clause's main verb is in the past: the first finite verb after the subject decides, so a participle that
 * describes a noun ("The boots feature ... reinforced toes", "Handcrafted from oak, the chairs combine ...") does not
 * make a present clause past. A leading participle phrase (up to its comma) is skipped.
 */
export function isPastTense(text: string): boolean {
  let list = terms(text);
  const first = list[0];
  if (first && (first.tags.has("PastTense") || first.tags.has("Gerund") || first.tags.has("Participle"))) {
    const comma = list.findIndex((t) => /,/.test(t.post));
    if (comma >= 0) list = list.slice(comma + 1);
  }
  const finite = list.find(
    (t) =>
      t.tags.has("Verb") &&
      !t.tags.has("Gerund") &&
      !t.tags.has("Particle") &&
      !t.tags.has("Adjective") &&
      (t.tags.has("PresentTense") || t.tags.has("PastTense") || t.tags.has("Copula") || t.tags.has("Modal")),
  );
  return !!finite && finite.tags.has("PastTense") && !finite.tags.has("PresentTense");
}

/** A gerund's verb in the third-person present or the past ("suggesting" -> "suggests" / "suggested"). */
export function finiteOf(gerund: string, past: boolean): string | null {
  const doc = nlp(gerund);
  doc.tag("Gerund");
  const c = (doc.verbs().conjugate() as Record<string, string>[])[0];
  return (past ? c?.PastTense : c?.PresentTense) || null;
}
