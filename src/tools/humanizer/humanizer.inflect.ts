import nlp from "compromise";

/**
 * Word forms for the phrase lexicon. Replacement verbs are conjugated by compromise (irregular forms included:
 * "rethink" -> "rethought"); the lexicon's own patterns may hold small regex classes ("utili[sz]e"), so those are
 * inflected by spelling rules.
 */
export interface VerbForms {
  base: string;
  third: string;
  past: string;
  participle: string;
  gerund: string;
}

const CACHE = new Map<string, VerbForms>();
/** Past participles compromise gives as the simple past ("has ran"): the head verb's whole family. */
const PARTICIPLES: Record<string, string> = {
  run: "run",
  come: "come",
  become: "become",
  overcome: "overcome",
  begin: "begun",
  drink: "drunk",
  swim: "swum",
  sing: "sung",
  ring: "rung",
  sink: "sunk",
  shrink: "shrunk",
  go: "gone",
  do: "done",
  eat: "eaten",
  fall: "fallen",
  forget: "forgotten",
  hide: "hidden",
  ride: "ridden",
  rise: "risen",
  speak: "spoken",
  steal: "stolen",
  tear: "torn",
  wear: "worn",
  throw: "thrown",
  grow: "grown",
  know: "known",
  draw: "drawn",
  fly: "flown",
  choose: "chosen",
  break: "broken",
  freeze: "frozen",
  drive: "driven",
  write: "written",
  take: "taken",
  give: "given",
  show: "shown",
};
const DOUBLE = /^(?:[^aeiou]*[aeiou][bdgklmnprt]|(?:com|ad|re|pre|con|oc|trans|pro)[a-z]*(?:mit|fer|cur|pel|trol))$/;

/** Forms by spelling rules only (regular inflection). */
export function spelledForms(v: string): VerbForms {
  const doubled = DOUBLE.test(v) && !/(?:[aeiou]{2}|w|x|y)[a-z]$/.test(v) ? v + v.slice(-1) : v;
  const third = /(?:s|x|z|ch|sh|\])$/.test(v) ? `${v}es` : /[^aeiou]y$/.test(v) ? `${v.slice(0, -1)}ies` : `${v}s`;
  const stem = /e$/.test(v) ? v.slice(0, -1) : /[^aeiou]y$/.test(v) ? `${v.slice(0, -1)}i` : doubled;
  const past = `${stem}ed`;
  const gerund = /ie$/.test(v)
    ? `${v.slice(0, -2)}ying`
    : /[^aeioy]e$/.test(v)
      ? `${v.slice(0, -1)}ing`
      : `${doubled}ing`;
  return { base: v, third, past, participle: past, gerund };
}

/** The forms of one verb (a single word, or a regex-bearing pattern word). */
export function verbForms(verb: string): VerbForms {
  const hit = CACHE.get(verb);
  if (hit) return hit;
  let forms: VerbForms;
  if (verb === "be") forms = { base: "be", third: "is", past: "was", participle: "been", gerund: "being" };
  else if (/[^a-z-]/.test(verb)) forms = spelledForms(verb);
  else {
    const doc = nlp(verb);
    doc.tag("Infinitive");
    const c = (doc.verbs().conjugate() as Record<string, string>[])[0];
    const spelt = spelledForms(verb);
    forms = c?.PastTense
      ? {
          base: verb,
          third: c.PresentTense || spelt.third,
          past: c.PastTense,
          participle: PARTICIPLES[verb] ?? (c.Participle || c.PastTense),
          gerund: c.Gerund || spelt.gerund,
        }
      : spelt;
  }
  CACHE.set(verb, forms);
  return forms;
}

export type VerbForm = keyof VerbForms;

/** The base form of a past participle ("developed" -> "develop", "written" -> "write"). */
export function baseOfParticiple(participle: string): string {
  const doc = nlp(participle.toLowerCase());
  doc.tag("PastTense");
  return doc.verbs().toInfinitive().text() || participle;
}

/** The plural of a noun ("person" -> "people"); regex-bearing words by spelling. */
/** Nouns without a plural: "explore potential synergies" -> "teamwork", never "teamworks". */
const MASS =
  /^(?:teamwork|cooperation|collaboration|information|advice|feedback|support|research|progress|equipment|knowledge|evidence|help|work|growth|guidance|insight|momentum|clarity)$/i;

export function pluralOf(noun: string): string {
  if (/s$/.test(noun) || MASS.test(noun)) return noun;
  if (/[^a-z-]/.test(noun)) return /(?:x|z|ch|sh)$/.test(noun) ? `${noun}es` : `${noun}s`;
  const doc = nlp(noun);
  doc.tag("Singular");
  const p = doc.nouns().toPlural().text();
  return p && p !== noun ? p : /[^aeiou]y$/.test(noun) ? `${noun.slice(0, -1)}ies` : `${noun}s`;
}
