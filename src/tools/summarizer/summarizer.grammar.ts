/**
 * Small grammatical judgements the summarizer needs, made with compromise's part-of-speech tags (English only):
 * is a line a clause (a finite verb) or a fragment ("34-hour battery"), does a sentence still have a subject and a
 * verb after a cut, is a word a verb in its base form ("finish", "request").
 */
import nlp from "compromise";

interface Term {
  text: string;
  tags: Set<string>;
  /** Punctuation after the word. */
  post: string;
}

const CACHE = new Map<string, Term[]>();
const CACHE_SIZE = 500;

function terms(text: string): Term[] {
  const cached = CACHE.get(text);
  if (cached) return cached;
  if (CACHE.size >= CACHE_SIZE) CACHE.clear();
  const result = parse(text);
  CACHE.set(text, result);
  return result;
}

function parse(text: string): Term[] {
  const json = nlp(text).json({ terms: { tags: true } }) as {
    terms: { text: string; tags: string[]; post: string }[];
  }[];
  const ts = json.flatMap((s) =>
    s.terms.map((t) => ({ text: t.text.toLowerCase(), tags: new Set(t.tags), post: t.post.trim() })),
  );
  // "The release moves to 27 November": a plural-looking word between a noun and a preposition or a number is the
  // verb the tagger missed.
  ts.forEach((t, i) => {
    const before = ts[i - 1];
    const after = ts[i + 1];
    if (
      !t.tags.has("Plural") ||
      t.tags.has("Actor") ||
      t.post ||
      !/[^s]s$/.test(t.text) ||
      !before?.tags.has("Singular")
    )
      return;
    if (
      after &&
      (after.tags.has("Preposition") || after.tags.has("Conjunction") || after.tags.has("Value")) &&
      !ts.some(isFinite)
    ) {
      t.tags.add("Verb");
      t.tags.add("PresentTense");
    }
  });
  return ts;
}

const FINITE = ["PastTense", "PresentTense", "Copula", "Modal", "Auxiliary", "FutureTense", "Imperative"];

function isFinite(t: Term): boolean {
  return t.tags.has("Verb") && FINITE.some((f) => t.tags.has(f)) && !(t.tags.has("Gerund") && !t.tags.has("Copula"));
}

/** True when the line has no finite verb: a noun phrase or label ("Excellent noise cancelling for the price"). */
export function isFragment(text: string): boolean {
  return !terms(text).some(isFinite);
}

/** True when the word, in context, is a verb in its base form ("finish", "request", "put"). */
export function startsWithBaseVerb(text: string): boolean {
  const [first, second] = terms(text);
  if (!first || !first.tags.has("Verb") || first.tags.has("Gerund") || first.tags.has("PastTense")) return false;
  if (!(first.tags.has("Infinitive") || first.tags.has("Imperative") || first.tags.has("PresentTense"))) return false;
  // "Fastify uses...", "Shopify says...": a word followed by a finite verb is that verb's subject, whatever its ending.
  return !(
    second &&
    !first.post &&
    isFinite(second) &&
    !second.tags.has("Infinitive") &&
    !second.tags.has("Imperative")
  );
}

/**
 * True when the line is an order: its first word, lower-cased after "we", is a verb not in -ed or -ing ("Cut print ads
 * and move the money", which the tagger reads as a noun phrase when it stands first).
 */
export function isOrder(text: string): boolean {
  if (startsWithBaseVerb(text)) return true;
  const word = text.split(/\s+/)[0] ?? "";
  if (!/^\p{L}+$/u.test(word) || /(?:ed|ing|s)$/i.test(word)) return false;
  // ("SSO goes first": a word in capitals is a name, never the order's verb.)
  if (/^\p{Lu}{2,}$/u.test(word)) return false;
  return terms(`We ${word.toLowerCase()}${text.slice(word.length)}`)[1]?.tags.has("Verb") ?? false;
}

/** Words a cut can leave at the end of a sentence; a closing preposition is fine English ("where oceans came from"). */
const DANGLING_END = /\b(?:a|an|the|and|or|but|of|that|which|who|whose|its|their|his|her|than)[.!?]?$/i;
const DANGLING_START = /^(?:and|or|but|nor|so|because|although|while|which|who|whose|that)\b/i;

/**
 * True when a sentence reads as complete: a subject (a noun or pronoun) before a finite verb, no dangling word at
 * either end, balanced brackets and quotes, at least `minWords` words.
 */
export function isCompleteSentence(sentence: string, minWords = 5): boolean {
  const words = sentence.split(/\s+/).filter(Boolean);
  if (words.length < minWords) return false;
  if (DANGLING_END.test(sentence) || DANGLING_START.test(sentence)) return false;
  if ((sentence.match(/\(/g)?.length ?? 0) !== (sentence.match(/\)/g)?.length ?? 0)) return false;
  if ((sentence.match(/"/g)?.length ?? 0) % 2 !== 0) return false;
  if ((sentence.match(/“/g)?.length ?? 0) !== (sentence.match(/”/g)?.length ?? 0)) return false;
  if ((sentence.match(/``/g)?.length ?? 0) !== (sentence.match(/''/g)?.length ?? 0)) return false; // tokenized quotes
  // Some finite verb with a subject before it (a noun, pronoun or number; "This is...": a demonstrative right before
  // the verb). Any verb, not only the first: the tagger takes some hyphenated nouns ("Co-star") for verbs.
  const ts = terms(sentence);
  return ts.some(
    (v, at) =>
      at > 0 &&
      isFinite(v) &&
      ts
        .slice(0, at)
        .some(
          (t, k) =>
            t.tags.has("Noun") ||
            t.tags.has("Pronoun") ||
            t.tags.has("Value") ||
            (k === at - 1 && t.tags.has("Determiner")),
        ),
  );
}

/** True when the text starts with a name, place, organisation or acronym (whose capital must stay). */
export function startsWithProperNoun(text: string): boolean {
  const first = terms(text)[0];
  return (
    !!first &&
    (first.tags.has("ProperNoun") ||
      first.tags.has("Person") ||
      first.tags.has("Place") ||
      first.tags.has("Organization") ||
      first.tags.has("Acronym"))
  );
}

/** True when the text opens with a finite verb ("said the change...", "will close..."). */
export function startsWithFiniteVerb(text: string): boolean {
  const first = terms(text)[0];
  return !!first && isFinite(first);
}

/**
 * "Dev to finish the refund flow", "Omar: request a quote": an action item as who and what they will do, read in
 * context (a verb alone at the start is often tagged a noun: "check whether..."). Null when the first word is itself
 * a verb ("Agreed to install a sign") and not one of the `people` of the attendance list, or no base verb follows.
 */
export function actionItem(
  text: string,
  people: ReadonlySet<string> = new Set(),
): { who: string; task: string } | null {
  const m = /^(\p{Lu}[\p{L}'’.-]*(?:\s+(?:and|&)\s+\p{Lu}[\p{L}'’.-]*)?)(\s+to|:)\s+(\p{Ll}[\s\S]*)$/u.exec(text);
  if (!m) return null;
  // "How to request a refund" is a heading, not How's task.
  if (/^(?:how|what|when|where|why|who|whom|which|whether|ways?|time|need|reasons?|steps?|things?|tips?)$/i.test(m[1]!))
    return null;
  const ts = terms(text);
  const names = m[1]!.split(/\s+/).filter((w) => /^\p{Lu}/u.test(w));
  // Counted in the tagger's terms: a hyphenated name is two of them ("Kerry-Ann" -> "Kerry", "Ann").
  const whoWords = terms(m[1]!).length;
  // A name from the attendance list is a name even where the tagger reads a verb ("Grace to write...").
  const known = names.every((w) => people.has(w));
  // "Templates: create a note from a saved template" is a feature and its description, not a person's task.
  if (!known && m[2] === ":" && (ts[0]?.tags.has("Plural") || (/s$/.test(m[1]!) && !ts[0]?.tags.has("Person"))))
    return null;
  if (
    !known &&
    ts.slice(0, whoWords).some((t) => t.tags.has("Verb") || t.tags.has("Adjective") || t.tags.has("Adverb"))
  )
    return null;
  const verb = ts[whoWords + (m[2] === ":" ? 0 : 1)];
  const base =
    verb?.tags.has("Verb") &&
    (verb.tags.has("Infinitive") || verb.tags.has("PresentTense") || verb.tags.has("Imperative")) &&
    !verb.tags.has("Gerund") &&
    !verb.tags.has("PastTense");
  // ("Chloe: cake stall rota by 25 Nov", "Emma: volunteer reminder": a word before two bare nouns starts a noun
  // compound, not a task; "Chloe will cake stall rota" is no sentence. The item stays a label.)
  const at = whoWords + (m[2] === ":" ? 1 : 2);
  const bareNoun = (t: Term | undefined) =>
    Boolean(t?.tags.has("Noun") && !t.tags.has("Pronoun") && !t.tags.has("Date"));
  const nounFirst =
    m[2] === ":" && bareNoun(ts[at]) && (bareNoun(ts[at + 1]) || /^(?:this|next)$/i.test(ts[at + 1]?.text ?? ""));
  return base && !nounFirst ? { who: m[1]!, task: m[3]! } : null;
}

/**
 * The people a sentence names, by their fullest form ("Alan Whyte", not also "Whyte"): compromise's person tags,
 * kept only when capitalised.
 */
export function personNames(text: string): string[] {
  // Names the tagger does not know are still found next to a reporting verb ("said Priya Natarajan", "Priya
  // Natarajan, the chair, said").
  const NAME = "\\p{Lu}[\\p{Ll}'’-]+(?:\\s+\\p{Lu}[\\p{Ll}'’-]+){1,2}";
  const VERB = "(?:said|says|told|explained|added|warned|wrote|argued)";
  const reported = [
    ...[...text.matchAll(new RegExp(`\\b${VERB}\\s+(${NAME})`, "gu"))].map((m) => m[1]!),
    ...[...text.matchAll(new RegExp(`(${NAME})(?:,[^,]{1,60},)?\\s+${VERB}\\b`, "gu"))].map((m) => m[1]!),
  ];
  const found = [...(nlp(text).people().out("array") as string[]), ...reported]
    .map((n) => n.replace(/[.,;:!?'’"”]+$|['’]s$/g, "").trim())
    .filter((n) => /^\p{Lu}/u.test(n) && n.split(/\s+/).every((w) => /^\p{Lu}/u.test(w)));
  const unique = [...new Set(found)];
  return unique.filter((n) => !unique.some((o) => o !== n && o.includes(n)));
}
