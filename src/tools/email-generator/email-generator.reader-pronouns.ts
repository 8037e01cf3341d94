/**
 * The reader, written about in the third person in the note, is "you" in the e-mail: the verb after a new "you"
 * agrees with it ("she starts Monday" -> "you start Monday"), and "her" before a noun is "your" ("her order #5582
 * shipped" -> "your order #5582 shipped").
 */
import nlp from "compromise";
import { baseVerb } from "./email-generator.text";

const YOU_VERB: Record<string, string> = {
  has: "have",
  is: "are",
  was: "were",
  does: "do",
  "hasn't": "haven't",
  "isn't": "aren't",
  "wasn't": "weren't",
  "doesn't": "don't",
};

/** Third-person verbs whose base form is certain, whatever the tagger says. */
const KNOWN_S =
  /^(?:needs|wants|likes|costs|takes|gets|makes|knows|thinks|says|goes|comes|works|plans|hopes|agrees|prefers|owes|handles|runs|leads|manages|uses|looks|seems|feels|keeps)$/i;

/** Words after "you" that are never its verb, though they end in "s" ("you guys", "you always", "thank you thanks"). */
const NOT_VERB =
  /^(?:guys|always|thanks|plus|yourselves|as|is|was|has|does|this|us|less|unless|across|towards?|perhaps)$/i;

/** Whether a word ending in "s" is a present-tense verb after "she" ("starts", "replies", "finishes"). */
function thirdPersonVerb(word: string): boolean {
  if (!/\p{Ll}{2,}s$/u.test(word) || /ss$/.test(word) || NOT_VERB.test(word)) return false;
  const base = baseVerb(word);
  if (base === word) return false;
  // The base form must itself read as a verb after "I" ("I start"), and the -s form as one after "she".
  const after = (context: string, w: string) =>
    (nlp(context).json() as { terms: { text: string; tags: string[] }[] }[])
      .flatMap((s) => s.terms)
      .find((x) => x.text === w)?.tags ?? [];
  const she = after(`she ${word} it`, word);
  const I = after(`I ${base} it`, base);
  return she.includes("Verb") && she.includes("PresentTense") && I.includes("Verb");
}

/** Words before "you" that leave it the subject of what follows: the start of a sentence or clause. */
const SUBJECT_BEFORE = /(?:^|[.!?;:,(]|\b(?:and|but|so|because|since|as|that|if|when|once|until|while|whether))\s*$/;

/** Verb agreement after a subject became "you" ("you needs" -> "you need", "you starts" -> "you start"). */
export function agreeYou(text: string): string {
  return text.replace(
    /\b([Yy]ou)((?:\s+(?:still|also|already|just|never|really|probably|always|only|usually|now))?)\s+([\p{L}'’]+)/gu,
    (m, you: string, adv: string, verb: string, at: number, all: string) => {
      const lower = verb.toLowerCase().replace(/’/g, "'");
      if (YOU_VERB[lower]) return `${you}${adv} ${YOU_VERB[lower]}`;
      if (KNOWN_S.test(lower)) return `${you}${adv} ${baseVerb(lower)}`;
      // Any other verb in "-s" only where "you" is a subject ("I sent you tickets" keeps its noun).
      if (SUBJECT_BEFORE.test(all.slice(0, at)) && thirdPersonVerb(lower)) return `${you}${adv} ${baseVerb(lower)}`;
      return m;
    },
  );
}

/**
 * Words after "her" that make it an object pronoun ("ask her to ...", "thank her for ...", "walk her through ..."), not
 * a possessive (HER_OBJECT_NEXT: those that do wherever they stand; the clause rewriter reads "next", "last" and
 * "every" by what follows them).
 */
export const HER_OBJECT_NEXT =
  "to|by|for|about|on|at|in|into|through|round|around|across|that|if|whether|know|and|or|with|from|before|after|when|again|a|an|the|this|these|those|some|any|up|back|out|over|our|my|your|his|their|its|soon|now|later|today|tomorrow|tonight|yesterday|directly|first|please|all|everything|anything|something|one|too|as";
const HER_OBJECT = new RegExp(`^(?:${HER_OBJECT_NEXT}|next|last|every|so|but|because|since)$`, "i");

/** "her" of a reader written about as "she": "your" before a noun, "you" otherwise ("thank her"). */
export function herToReader(text: string): string {
  return text.replace(
    /\b([Hh])er\b(?!['’])(\s+(?:own\s+)?([\p{L}\d#][\p{L}\d-]*))?/gu,
    (_m, h: string, rest?: string, next?: string) => {
      const cap = h === "H";
      if (rest && next && !HER_OBJECT.test(next)) return `${cap ? "Your" : "your"}${rest}`;
      return `${cap ? "You" : "you"}${rest ?? ""}`;
    },
  );
}

/** "she hasn't replied" about the reader: said to her as "I haven't heard back yet" (never "You haven't replied."). */
export const NO_REPLY_YET =
  /^(?:she|he|they|you)\s+(?:still\s+)?(?:hasn['’]t|haven['’]t|has not|have not|didn['’]t|did not|never)\s+(?:yet\s+)?(?:replied|responded|answered|got(?:ten)? back|written back|come back)(?:\s+to\s+(?:me|us|my \p{L}+|our \p{L}+))?(?:\s+yet)?\b/iu;

/**
 * The same, as a whole clause of a note of several (for the gate, which reads the note as the e-mail should say it):
 * "..., she hasn't replied, ..." but not "... and they haven't replied to my last email" (said in full elsewhere).
 */
export const NO_REPLY_YET_IN = new RegExp(`(^|[,;.]\\s*)${NO_REPLY_YET.source.slice(1)}(?=\\s*(?:$|[,;.!]))`, "giu");
