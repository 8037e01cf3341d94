/**
 * "an app that helps couples split bills": the activity a product serves, as a topic people search ("bill splitting"),
 * in place of the verb phrase (#CouplesSplitBills is no tag anyone follows).
 */
import nlp from "compromise";

const SERVES = /\b(helps?|helping|lets?|letting|allows?|enables?)\s+((?:[\p{Ll}-]+(?:\s+|(?=[,.;!?)]|$))){2,5})/gu;
const DETERMINER = /^(?:their|your|the|our|his|her|its|to)$/;

/** Verbs too general to name an activity ("find sitters" is no #SitterFinding). */
const GENERAL = /^(?:find|get|make|do|have|see|keep|take|give|go|come|know|say|put|feel|stay|be|become|use)$/;
/** Read in a clause of their own ("they swap the shifts"): "swap" alone reads as a noun. */
const tagsIn = (verb: string, object: string, next = "") => {
  const terms = nlp(`they ${verb} the ${object} ${next}`.trim()).json()[0]?.terms as { tags: string[] }[] | undefined;
  return { verb: terms?.[1]?.tags ?? [], object: terms?.[3]?.tags ?? [], next: terms?.[4]?.tags ?? [] };
};

/** "split" -> "splitting", "plan" -> "planning", "share" -> "sharing", "budget" -> "budgeting". */
function gerundOf(verb: string): string {
  if (/[^e]e$/.test(verb)) return `${verb.slice(0, -1)}ing`;
  const oneSyllable = (verb.match(/[aeiouy]+/g) ?? []).length === 1;
  if (oneSyllable && /[^aeiou][aeiou][^aeiouwxy]$/.test(verb)) return `${verb}${verb.slice(-1)}ing`;
  return `${verb}ing`;
}

/** "bills" -> "bill", "stories" -> "story", "lunches" -> "lunch". */
const singularOf = (noun: string): string =>
  noun
    .replace(/ies$/, "y")
    .replace(/(ch|sh|x|ss)es$/, "$1")
    .replace(/([^s])s$/, "$1");

/** The activities "helps X <verb> <object>" names, as the words of a tag ("bill", "splitting"). */
export function activitiesOf(text: string): string[][] {
  return [...activityTopics(text).matchAll(/ \. ([\p{Ll}]+)-([\p{Ll}]+) \. /gu)].map((m) => [m[1]!, m[2]!]);
}

/** The text with "helps X <verb> <object>" said as "X . <object>-<verb>ing ." (phrase boundaries for the tagger). */
export function activityTopics(text: string): string {
  return text.replace(SERVES, (all, serve: string, run: string) => {
    const words = run.trim().split(/\s+/);
    // Who is served: one or two words ("couples", "dog owners"); then the verb, then its one-word object.
    for (const at of [1, 2]) {
      const verb = words[at];
      let k = at + 1;
      while (DETERMINER.test(words[k] ?? "")) k++;
      const object = words[k];
      const who = words[at - 1]!;
      if (!verb || !object || GENERAL.test(verb)) continue;
      const tags = tagsIn(verb, object);
      if (!tags.verb.includes("Verb") || !tags.object.includes("Noun") || tags.object.includes("Pronoun")) continue;
      // ("pay energy bills": a two-noun object is a topic of its own, #EnergyBills.)
      if (words[k + 1] && tagsIn(verb, object, words[k + 1]).next.includes("Noun")) continue;
      // ("helps new hires ramp up": who is served is a plural noun, "couples", "dog owners".)
      if ((!/[^s]s$/.test(who) && !/^(?:people|children|staff|men|women)$/.test(who)) || nlp(who).has("#Adjective"))
        continue;
      const gerund = gerundOf(verb);
      const thing = singularOf(object);
      return `${serve} ${words.slice(0, at).join(" ")} . ${thing}-${gerund} . ${words.slice(k + 1).join(" ")} `;
    }
    return all;
  });
}
