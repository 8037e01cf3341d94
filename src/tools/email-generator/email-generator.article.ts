/**
 * A sentence that opens with a bare singular count noun as its subject ("Laptop will be on your desk.", "In addition,
 * new pair ships Monday.") takes "The" ("The laptop will be on your desk."). Mass nouns ("Lunch is on me", "Access is
 * restored"), gerunds, names and plurals stay as they are.
 */
import nlp from "compromise";

/** Nouns said without an article ("Lunch is on me", "Parking is free", "Payment is due Friday"). */
const MASS = new Set(
  (
    "access lunch coffee tea pizza cake beer wine champagne dessert breakfast dinner brunch food drink parking feedback payment information info training " +
    "support help work time attendance registration delivery shipping postage admission entry water power " +
    "electricity heating wifi internet equipment software hardware traffic weather money cash advice news staff " +
    "management security maintenance research progress insurance rent tax vat furniture luggage baggage homework " +
    "music childcare transport accommodation pay overtime leave notice signage space storage cover cleaning " +
    "everything nothing something anything everyone someone anyone nobody attention agreement approval " +
    "churn revenue turnover profit footfall engagement retention growth demand spend spending output productivity " +
    "morale uptime downtime"
  ).split(" "),
);
/** Abstract endings that read well bare ("Confirmation follows", "Happiness matters"). */
const ABSTRACT = /(?:ing|ness|ity|ship|ism|ence|ance|tion|sion)$/;
/** What follows the subject: an auxiliary or a present-tense verb in -s ("will", "is", "ships", "arrives"). */
const VERB_NEXT =
  /^(?:is|was|will|has|had|can|could|should|must|may|might|needs|goes|comes|arrives|ships|starts|ends|opens|closes|runs|looks|seems|gets|takes|costs|leaves|lands|includes|covers|works|stays|remains)$/i;
/** An opening connective kept before the article ("In addition, ", "Also, "). */
const CONNECTIVE =
  /^((?:In addition|In fact|Looking ahead|Also|Meanwhile|Separately|Finally|Plus|And|Otherwise|However|Then),?\s+)/;

/**
 * `prompt` is what the user typed: the noun must appear there in lower case ("laptop will be on her desk"), so a
 * name ("Priya has agreed") is never taken for a common noun.
 */
export function withArticle(sentence: string, prompt: string): string {
  // A clause reported after "that" ("I wanted to let you know that laptop will be ...") starts the same way.
  const that = sentence.match(
    /^(.*?\b(?:know|say|said|confirm|note|mention|tell you|reminder|remind you)\s+that\s+)(.+)$/,
  );
  if (that) {
    const clause = opening(that[2]!.charAt(0).toUpperCase() + that[2]!.slice(1), prompt);
    return clause === null ? sentence : `${that[1]}${clause.charAt(0).toLowerCase()}${clause.slice(1)}`;
  }
  return opening(sentence, prompt) ?? sentence;
}

/** The sentence with "The" before its bare subject, or null when it needs none. */
function opening(sentence: string, prompt: string): string | null {
  const lead = sentence.match(CONNECTIVE)?.[1] ?? "";
  const rest = sentence.slice(lead.length);
  // "next one is 12 April": "next" with "one" or a time word is always said with "the".
  const next = rest.match(
    /^next\s+(?:one|time|session|meeting|event|step|round|edition|issue)\s+(?:is|will|takes|starts)\b/i,
  );
  if (next) return `${lead}${lead ? "the" : "The"} ${rest.charAt(0).toLowerCase()}${rest.slice(1)}`;
  const m = rest.match(/^(\p{L}+)(?:\s+(\p{Ll}+))?(?:\s+(\p{Ll}+))?/u);
  if (!m) return null;
  const words = [m[1]!, m[2], m[3]].filter((w): w is string => Boolean(w));
  // Either "Noun verb ..." or "Adjective noun verb ...".
  for (const nounAt of [0, 1]) {
    const noun = words[nounAt];
    const verb = words[nounAt + 1];
    if (!noun || !verb || !VERB_NEXT.test(verb)) continue;
    const lower = noun.toLowerCase();
    if (MASS.has(lower) || ABSTRACT.test(lower) || /s$/.test(lower)) return null;
    // The first word must be capitalised only for being first: a common word, not a name.
    if (nounAt === 0 && !/^\p{Lu}\p{Ll}+$/u.test(noun)) return null;
    if (!new RegExp(`(?<![\\p{L}])${lower}(?![\\p{L}])`, "u").test(prompt)) return null;
    if (nlp(noun).has("#Person")) return null;
    const terms = nlp(
      `the ${words
        .slice(0, nounAt + 2)
        .join(" ")
        .toLowerCase()}`,
    ).json()[0]?.terms as { text: string; tags: string[] }[] | undefined;
    const tags = terms?.[nounAt + 1]?.tags ?? [];
    if (!tags.includes("Singular") || tags.some((t) => /^(?:ProperNoun|Pronoun|Person|Place|Date|Value)$/.test(t)))
      return null;
    if (nounAt === 1) {
      // An adjective, or a noun of a compound ("root cause", "test server") the prompt writes in lower case.
      const adj = terms?.[1]?.tags ?? [];
      const compound =
        adj.includes("Noun") &&
        !adj.some((t) => /^(?:ProperNoun|Person|Place|Plural|Value|Date)$/.test(t)) &&
        new RegExp(`(?<![\\p{L}])${words[0]!.toLowerCase()}\\s+${lower}(?![\\p{L}])`, "iu").test(prompt);
      if (
        !(adj.includes("Adjective") || compound) ||
        /^(?:this|that|these|those|each|every|any|no|some|one|another|our|my|your|their|his|her|its|the|a|an)$/i.test(
          words[0]!,
        )
      )
        return null;
    }
    const head = rest.charAt(0).toLowerCase() + rest.slice(1);
    return `${lead}${lead ? "the" : "The"} ${head}`;
  }
  return null;
}
