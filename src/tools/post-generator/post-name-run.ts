/**
 * Bare names listed one after another in a note ("SQL, Excel, curiosity", "TypeScript, Next.js, testing experience",
 * "Tombola, dog show, cake stall") are one list, said in one sentence ("We're looking for SQL, Excel and
 * curiosity."), not one fragment per name ("SQL. Excel. Curiosity."). A lone place name in a job post ("..., £11.50/hr,
 * Camden") is where the job is ("It's based in Camden.").
 */
import { nameSpelling } from "../../shared/text/proper-names";
import type { Intent, Voice } from "./post-frames.types";
import { partSentence } from "./post-details";
import { hasFiniteVerb, type Piece } from "./post-rewrite";
import { asSentence, joinList, MASS_NOUN, wordsIn } from "./post-text";

/** Words a note opens with that make it more than a name ("in Leeds", "our team", "no experience"). */
const OPENER =
  /^(?:in|at|on|near|from|to|for|with|by|of|the|a|an|our|my|your|we|i|you|they|it|this|that|no|not|and|or|but|just|also|plus|all|every|free|please)\b/i;

/** A piece that only names a thing in one to three words, with nothing a note sentence could be made of. */
function bareName(p: Piece, intent: Intent): string | null {
  if (p.kind !== "fragment" && p.kind !== "statement") return null;
  const t = p.source.trim().replace(/[.!]+$/, "");
  // ("B2B SaaS experience" is a name; "3 years", "£45k" are notes.)
  if (!t || wordsIn(t) > 3 || /(?:^|\s)\d|[$€£%@#/:;?!()&+]/.test(t) || OPENER.test(t)) return null;
  // ("Excel." reads as a verb to the tagger: one capitalised word is a name.)
  if (p.kind === "statement" && !(wordsIn(t) === 1 && /^\p{Lu}/u.test(t))) return null;
  if (p.kind === "fragment" && hasFiniteVerb(t)) return null;
  if (partSentence(t, intent, "now")) return null;
  return t;
}

/** A note that is only names, two or more, with commas ("Tombola, dog show, cake stall"), or null. */
function listedNames(p: Piece, intent: Intent): string[] | null {
  if (p.kind !== "fragment" || !/,/.test(p.text)) return null;
  const parts = p.text
    .replace(/[.!]+$/, "")
    .split(/\s*,\s*(?:and\s+)?|\s+and\s+(?=[^,]+$)/)
    .filter(Boolean);
  const names = parts.map((x) => bareName({ text: x, kind: "fragment", source: x }, intent));
  return names.length >= 2 && names.every(Boolean) ? (names as string[]) : null;
}

/** "TypeScript", "Next.js", "Xero": a product or a language, not a place. */
const product = (name: string) =>
  nameSpelling(name.toLowerCase()) !== undefined || /\.\p{L}|\p{Ll}\p{Lu}|^\p{Lu}{2,}$/u.test(name);

/** A name in the case the sentence writes it: a common word lower-cased, a name or an acronym as written. */
const inSentence = (name: string, first: boolean) =>
  first || /^\p{Lu}\p{Ll}+(?:\s+\p{Ll}.*)?$/u.test(name) === false || product(name.split(/\s+/)[0]!)
    ? name
    : name[0]!.toLowerCase() + name.slice(1);

/** "a tombola", "a dog show", "cake" (not counted), "prizes" (plural). */
function withArticle(name: string): string {
  // ("cake" is not counted, a "cake stall" is.)
  if (/(?:s|ing)$/i.test(name) || MASS_NOUN.exec(name)?.[0].length === name.length) return name;
  return `${/^[aeiou]/i.test(name) ? "an" : "a"} ${name}`;
}

/** The sentence for a run of two or more names, by what the post is. */
function runSentence(names: string[], intent: Intent, upcoming: boolean): string | null {
  const lower = names.map((n, i) => inSentence(n, i === 0 && product(n)));
  // (Said to the candidate: the headline often says "We're looking for ..." already.)
  if (intent === "hiring") return asSentence(`You'll need ${joinList(lower)}`);
  if (
    (intent === "event" || (intent === "notice" && upcoming)) &&
    names.every((n) => !product(n) && /^\p{Lu}?\p{Ll}/u.test(n))
  )
    return asSentence(
      `${upcoming ? "There will be" : "There was"} ${joinList(lower.map((n) => withArticle(n.toLowerCase())))}`,
    );
  return null;
}

/** What a team or a business is, named as a note ("small friendly team building tools for schools"). */
const HEAD =
  "team|company|startup|start-up|studio|agency|business|charity|firm|practice|collective|co-?op|social enterprise";
const SELF = new RegExp(
  String.raw`^(?:a\s+|an\s+)?((?:[\p{L}-]+,?\s+){0,3}(?:${HEAD})(?:\s+(?:\p{Ll}+ing|that|who|based|of|in|with|for|behind)\s.*)?)$`,
  "iu",
);

/** In a job post, "Small friendly team building tools for schools" -> "We're a small friendly team building ...". */
function whoWeAre(p: Piece, intent: Intent, voice: Voice): Piece | null {
  if (intent !== "hiring" || voice !== "we" || p.kind !== "fragment") return null;
  const m = SELF.exec(p.text.replace(/[.!]+$/, "").trim());
  if (!m || /\d/.test(m[1]!) || /^(?:we|our|my|i|the|this|that|no)\b/i.test(m[1]!)) return null;
  const what = /^\p{Lu}\p{Ll}/u.test(m[1]!) ? m[1]![0]!.toLowerCase() + m[1]!.slice(1) : m[1]!;
  // ("a team, building tools": the comma keeps "a" off the plural the participle takes.)
  const body = what.replace(new RegExp(String.raw`\b(${HEAD})\s+(?=\p{Ll}+ing\s)`, "iu"), "$1, ");
  return {
    text: asSentence(`We're ${/^[aeiou]/i.test(what) ? "an" : "a"} ${body}`),
    kind: "statement",
    source: p.source,
  };
}

/** A job's place named alone after its notes ("Camden", "West Leeds"), not a product. */
const PLACE_NAME = /^\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+){0,2}$/u;

/** Languages a job asks for ("Welsh", "Mandarin"): no place. */
const LANGUAGE =
  /^(?:English|Welsh|Irish|Gaelic|French|German|Spanish|Italian|Portuguese|Dutch|Polish|Romanian|Russian|Ukrainian|Arabic|Urdu|Hindi|Punjabi|Bengali|Mandarin|Cantonese|Chinese|Japanese|Korean|Turkish|Greek|Swedish|Danish|Norwegian|Finnish)$/;

/**
 * The pieces with each run of bare names joined into one statement, and a job's lone place name said as where it is.
 * Pieces that are not bare names are returned as they are.
 */
export function joinNameRuns(pieces: Piece[], intent: Intent, voice: Voice, upcoming: boolean): Piece[] {
  const out: Piece[] = [];
  for (let i = 0; i < pieces.length; ) {
    // ("Tombola, dog show, cake stall.": one note of names is a run of its own.)
    const listed = listedNames(pieces[i]!, intent);
    const own = listed ? runSentence(listed, intent, upcoming) : null;
    if (own) {
      out.push({ text: own, kind: "statement", source: pieces[i]!.source });
      i++;
      continue;
    }
    const names: string[] = [];
    for (let j = i; j < pieces.length; j++) {
      const name = bareName(pieces[j]!, intent);
      if (!name) break;
      names.push(name);
    }
    const said = names.length >= 2 ? runSentence(names, intent, upcoming) : null;
    if (said) {
      const run = pieces.slice(i, i + names.length);
      out.push({ text: said, kind: "statement", source: run.map((p) => p.source).join(", ") });
      i += names.length;
      continue;
    }
    const us = whoWeAre(pieces[i]!, intent, voice);
    if (us) {
      out.push(us);
      i++;
      continue;
    }
    const [name] = names;
    if (intent === "hiring" && names.length === 1 && PLACE_NAME.test(name!) && !product(name!) && !LANGUAGE.test(name!))
      out.push({ text: `It's based in ${name}.`, kind: "statement", source: pieces[i]!.source });
    else out.push(pieces[i]!);
    i++;
  }
  return out;
}
