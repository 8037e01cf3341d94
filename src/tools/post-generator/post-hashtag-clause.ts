/**
 * Hashtags are noun topics people follow, never a piece of a clause: not the verb that opens an item of a tip list
 * ("water less, move them near light" gives no #WaterLess; "track spending, set goals" no #TrackSpending), not a
 * phrase that opens on a preposition (#NearLight) or ends on an adverb (#WaterLess), and not a description
 * ("a well structured monolith" is about #Monolith, "a qualified electrician" about #Electrician).
 */
import nlp from "compromise";
import { escapeRegExp } from "../../shared/text/regexp";

/** The tagger's reading of a word on its own (remembered: a post asks about the same few words many times). */
const alone = new Map<string, string[]>();
function tagsAlone(word: string): string[] {
  let tags = alone.get(word);
  if (!tags) {
    tags = (nlp(word).terms().json() as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags ?? [];
    if (alone.size > 5000) alone.clear();
    alone.set(word, tags);
  }
  return tags;
}

/** Words right after an imperative verb: its object's determiner or pronoun, an adverb, a preposition. */
const AFTER_VERB =
  /^(?:a|an|the|your|my|our|their|his|her|them|it|this|that|these|those|some|any|less|more|up|out|off|down|away|back|in|on|at|with|near|by|for|to|from|into|early|late|slow|fast|often|regularly|well|hard|every|each|all|no|own|\p{Ll}+ly)$/u;
const PREPOSITION =
  /^(?:in|on|at|with|near|by|for|to|from|into|onto|under|over|after|before|without|about|around|behind|beside|between|through|during|across|inside|outside|towards?|until|via)$/i;
/** Second words that make a noun compound of a verb-like first word ("bake sale", "face painting", "cake stall"). */
const COMPOUND_HEAD =
  /^(?:sale|swap|fair|show|stall|stand|castle|table|night|day|class|club|party|market|walk|run|station|\p{Ll}+ing)$/iu;
/** Words a tip opens with before its verb ("never shop hungry", "and freeze leftovers"). */
const TIP_LEAD = /^(?:and|then|also|always|never|just|don't|do|try to|please)\s+/i;
/** Adverbs and comparatives that end no topic (#WaterLess, #ArriveEarly). */
const ADVERB_END =
  /^(?:less|more|fewer|early|late|often|slow|fast|again|too|well|away|out|up|down|off|now|daily|regularly|first)$/i;

/** Words that open a list item without being its verb. */
const NOT_VERB =
  /^(?:a|an|the|my|our|your|their|his|her|its|this|that|some|any|every|each|all|no|for|of|with|in|on|at|to)$/i;

interface Item {
  opener: string;
  words: string[];
}

/** Items of the prompt's lists: parts between commas, dashes, colons and sentence ends. */
function listsOf(prompt: string): Item[][] {
  return prompt
    .split(/[.!?;:\n•]+/)
    .map((segment) =>
      segment
        .split(/,|\s[-–—]\s|\s+and\s+/)
        .map((part) => part.trim().replace(TIP_LEAD, "").split(/\s+/).filter(Boolean))
        .filter((words) => words.length > 0)
        .map((words) => {
          // "our app helps you track workouts": the verb the reader is helped to do opens the list.
          const helped =
            /\b(?:helps?|lets?|allows?|enables?)\s+(?:you|users|people|teams|customers)\s+(?:to\s+)?(\p{Ll}+)\s/u.exec(
              `${words.join(" ")} `,
            );
          const rest = helped ? words.slice(words.indexOf(helped[1]!)) : words;
          return { opener: rest[0]!, words: rest };
        }),
    )
    .filter((items) => items.length >= 2);
}

/** "water less", "move them", "split bills with friends": an item that reads as a command. */
function clearlyImperative({ opener, words }: Item): boolean {
  if (!/^\p{Ll}+$/u.test(opener) || /(?:ing|ed)$/.test(opener)) return false;
  const w2 = words[1] ?? "";
  if (words.length >= 2 && AFTER_VERB.test(w2) && !/^(?:a|an|the|my|our|your)$/i.test(opener)) return true;
  return (
    tagsAlone(opener).includes("Infinitive") &&
    words.length >= 3 &&
    !COMPOUND_HEAD.test(w2) &&
    words.slice(2).some((w) => PREPOSITION.test(w))
  );
}

/** "set goals", "plan meals": an item opening on a verb with its object (not "bake sale" or "face painting"). */
const verbOpener = ({ opener, words }: Item) =>
  /^\p{Ll}+$/u.test(opener) && tagsAlone(opener).includes("Infinitive") && !COMPOUND_HEAD.test(words[1] ?? "");

/** The verbs that open the items of the prompt's lists of commands (tips, an app's features). */
let last: { prompt: string; openers: Set<string> } | null = null;
function imperativeOpeners(prompt: string): Set<string> {
  if (last?.prompt === prompt) return last.openers;
  const out = new Set<string>();
  last = { prompt, openers: out };
  for (const items of listsOf(prompt)) {
    const clear = items.filter(clearlyImperative).length;
    const verbs = items.filter(verbOpener).length;
    if (clear >= 2 || (clear >= 1 && verbs >= 2) || verbs >= 3)
      // (In a list of commands, "track spending" and "close curtains at night" are commands too.)
      for (const item of items)
        if (
          /^\p{Ll}+$/u.test(item.opener) &&
          !NOT_VERB.test(item.opener) &&
          (!COMPOUND_HEAD.test(item.words[1] ?? "") || tagsAlone(item.opener).includes("Infinitive"))
        )
          out.add(item.opener.toLowerCase());
  }
  return out;
}

/** What makes a tag a piece of a clause rather than a topic, or null. */
export function clauseProblem(words: string[], prompt: string): string | null {
  if (words.length < 2) return null;
  const first = words[0]!.toLowerCase();
  const written = (w: string) => new RegExp(String.raw`(?<![\p{L}])${escapeRegExp(w)}(?![\p{L}])`, "u").test(prompt);
  // (A name the prompt capitalises keeps its words: "Over the Moon Bakery".)
  if (PREPOSITION.test(first) && written(first)) return "hashtag is a prepositional phrase";
  if (ADVERB_END.test(words[words.length - 1]!) && written(words[words.length - 1]!.toLowerCase()))
    return "hashtag ends on an adverb";
  if (imperativeOpeners(prompt).has(first) && written(first)) return "hashtag is a verb phrase";
  return null;
}

/** Words that grade the adjective after them ("well structured", "highly skilled"). */
const DEGREE =
  /^(?:well|highly|fully|very|really|super|extremely|truly|beautifully|carefully|properly|poorly|badly|nicely|perfectly|so|too)$/i;
/** Participles that describe a person or a thing rather than name a kind of it ("qualified electrician"). */
const DESCRIBING =
  /^(?:qualified|experienced|skilled|talented|motivated|dedicated|structured|organi[sz]ed|designed|established|trusted|seasoned|passionate|reliable|friendly|hardworking|hard-working)$/i;

/** The capitalised word before a capitalised word of the prompt, when the two make a name ("Gas" before "Safe"). */
function nameBefore(word: string, prompt: string): string | null {
  const m = new RegExp(String.raw`(^|[.!?:]\s+|\s)(\p{Lu}\p{Ll}+)\s+${escapeRegExp(word)}(?![\p{L}])`, "u").exec(
    prompt,
  );
  if (
    !m ||
    /^(?:The|Our|My|We|Your|This|That|At|In|On|For|With|From|To|And|A|An|Thanks?|Happy|Dear|Hi|Hello|Meet|Welcome)$/.test(
      m[2]!,
    )
  )
    return null;
  // (A sentence's first word is a name's only when it is no verb: "Visit Leeds" names no "#VisitLeeds".)
  if (m[1] !== " " && tagsAlone(m[2]!.toLowerCase()).includes("Verb")) return null;
  return m[2]!;
}

/**
 * A tag whose first words describe its noun ("#StructuredMonolith" from "a well structured monolith",
 * "#QualifiedElectrician") said as the noun it describes (#Monolith, #Electrician).
 */
export function plainTopics(tags: string[], prompt: string): string[] {
  const out: string[] = [];
  for (const tag of tags) {
    const words = tag
      .slice(1)
      .split(/(?<=\p{Ll})(?=\p{Lu})/u)
      .filter(Boolean);
    const lower = words.map((w) => w.toLowerCase());
    const at = new RegExp(
      String.raw`(?:([\p{L}]+)[\s-]+)?(?<![\p{L}])(${lower.map(escapeRegExp).join(String.raw`[\s-]+`)})(?![\p{L}])`,
      "iu",
    ).exec(prompt);
    let k = 0;
    // (Only words the prompt writes in lower case: a name keeps its words.)
    if (at && words.length > 1 && /^\p{Ll}/u.test(at[2]!)) {
      const graded = DEGREE.test(at[1] ?? "");
      while (
        k < lower.length - 1 &&
        (DESCRIBING.test(lower[k]!) ||
          (graded && !tagsAlone(lower[k]!).includes("Noun")) ||
          (graded && k === 0 && /ed$/.test(lower[k]!)))
      )
        k++;
    }
    // "Gas Safe registered", "Acme Dental is opening": a word that ends a name is said with the name (#GasSafe).
    const name = words.length === 1 ? nameBefore(words[0]!, prompt) : null;
    const kept = name ? [name, ...words] : words.slice(k);
    const plain = `#${kept.join("")}`;
    if (!out.some((t) => t.toLowerCase() === plain.toLowerCase())) out.push(plain);
  }
  return out;
}
