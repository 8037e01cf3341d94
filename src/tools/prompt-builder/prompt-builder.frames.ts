import nlp from "compromise";

/**
 * Topic shapes that need their own frame rather than "about <topic>":
 *  - a premise: "what if dogs could vote?", "a heist story but the thieves are grandmothers" -> story ideas "built on
 *    the premise ..." (or "exploring what would happen if ..." outside fiction);
 *  - a yes/no question: "Does social media use cause anxiety in teenagers?" -> a review "on the question "...?"";
 *  - a comparison: "compare nuclear and solar power for ...", "iPhone vs Android for seniors" -> the two items, each a
 *    whole noun phrase ("nuclear power", "solar power"), and a "comparing ..." frame.
 */

/** "what if dogs could vote" (a question word the indirect-question reader leaves as it is). */
export const WHAT_IF = /^what\s+if\s+(.+)$/i;

/** A noun phrase joined to a clause that twists it: "heist story but the thieves are grandmothers", "a romance where
 * both leads are ghosts", "a cooking show in which the judges are toddlers". */
const TWIST = /^(.{3,80}?)\s*,?\s+(?:but|except|where|in which|only|and then|until)\s+(.{3,})$/i;

/** Whether a topic is a story premise (a what-if, or a noun phrase with a twisting clause). */
export function isPremise(subject: string): boolean {
  if (WHAT_IF.test(subject.trim())) return true;
  const m = TWIST.exec(subject.trim());
  if (!m) return false;
  // The twist must be a clause with a verb of its own ("the thieves are grandmothers").
  return (nlp(m[2]!).verbs().length as number) > 0;
}

/** "what if dogs could vote?" -> "what would happen if dogs could vote" (an indirect question any sentence can hold). */
export function whatWouldHappen(subject: string): string {
  const m = WHAT_IF.exec(subject.trim().replace(/\?+\s*$/, ""));
  return m ? `what would happen if ${m[1]}` : subject;
}

const AUX =
  /^(does|do|did|is|are|was|were|can|could|should|would|will|has|have|had|may|might|must|shall)\s+(.+?)\??\s*$/i;

/** Verbs a research question turns on ("does X cause Y"), where the tagger often reads a noun. */
const QUESTION_VERB =
  /^(?:cause|causes|affect|improve|reduce|increase|decrease|predict|influence|lead|help|harm|hurt|change|make|matter|boost|lower|raise|impact|protect|prevent|explain|drive|shape|work|outperform|beat|need|deserve|benefit|damage|promote|slow|speed|replace|create|destroy|kill|save|cost|pay|belong|exist|learn|perform|sleep|live|earn)$/i;

/** A yes/no question ("Does social media use cause anxiety in teenagers?"), with its part after the auxiliary split at
 * the main verb into what it asks about ("social media use", "anxiety in teenagers"), so that key points are whole. */
export function yesNoQuestion(text: string): { question: string; rest: string; parts: string[] } | null {
  const m = AUX.exec(text.trim());
  if (!m) return null;
  const question = `${m[1]!.charAt(0).toUpperCase()}${m[1]!.slice(1).toLowerCase()} ${m[2]}?`;
  const tokens = m[2]!.split(/\s+/);
  let verb = -1;
  for (let i = 1; i < tokens.length - 1; i++) if (QUESTION_VERB.test(tokens[i]!)) verb = i;
  // ("Is remote work bad for ...": after "is" the question turns on an adjective, and "work" is a noun.)
  const parts =
    copulaParts(m[1]!, m[2]!) ??
    (verb > 0 ? [tokens.slice(0, verb).join(" "), tokens.slice(verb + 1).join(" ")] : [m[2]!]);
  return { question, rest: m[2]!, parts };
}

const isAdjective = (word: string) =>
  ((nlp(word).json() as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags ?? []).includes("Adjective");

/** "Is remote work bad for junior employees' career growth?": a copula question turns on its adjective, so its parts
 * are what is judged ("remote work") and for whom or what ("junior employees' career growth"). */
function copulaParts(aux: string, rest: string): string[] | null {
  if (!/^(?:is|are|was|were)$/i.test(aux)) return null;
  for (const m of rest.matchAll(/\s(\p{Ll}+)\s+(?:for|to|in|on|at|with|than)\s+/gu))
    if (isAdjective(m[1]!)) return [rest.slice(0, m.index), rest.slice(m.index + m[0].length)];
  // "Is nuclear power safe?": what is judged, without the judgement.
  const last = /\s(\p{Ll}+)$/u.exec(rest);
  return last && isAdjective(last[1]!) ? [rest.slice(0, last.index)] : null;
}

const COMPARE_VERB = /^(?:compare|contrast|weigh(?:\s+up)?|choose\s+between|pick\s+between|decide\s+between)\s+(.+)$/i;
const VERSUS = /^(.+?)\s+(?:vs\.?|versus)\s+(.+)$/i;
const SPLIT = /^(.+?)\s+(?:and|with|to|or|against)\s+(.+)$/i;
/** What a comparison measures, before its items ("the effectiveness of", "the costs of"). */
const MEASURE_OF =
  /^(?:(?:relative|overall|long-term|short-term)\s+)?(?:effectiveness|efficacy|impact|impacts|effects?|costs?|benefits|risks|outcomes|performance|quality|safety|role|roles|use|value|popularity|success)\s+of\s+(?:the\s+)?/i;

/** Where the second item ends and the shared scope begins ("... for Germany's energy transition"). */
const SCOPE = /\s+(?:for|in|on|among|across|at|during|as|when|from|within|over|under)\s+.+$/i;

/** A lone lower-case modifier ("nuclear", "solar") that shares the next item's head noun. */
const isBareModifier = (word: string, next: string) => {
  if (word.split(/\s+/).length !== 1) return false;
  // ("Keynesian and Austrian economics": an adjective of a name shares the head noun too.)
  if (/^\p{Lu}\p{Ll}+(?:ian|ean|an|ese|ish|ic|ist)$/u.test(word)) return true;
  if (!/^\p{Ll}/u.test(word)) return false;
  const terms = nlp(`${word} ${next}`).json() as { terms: { tags: string[] }[] }[];
  const tags = terms[0]?.terms[0]?.tags ?? [];
  return tags.includes("Adjective") || /(?:al|ic|ar|ous|ive|ful|less|able|ible|ern|ese|ish|ian|ary)$/i.test(word);
};

/** The two items a comparison names ("nuclear power", "solar power") and its scope ("for Germany's energy transition"). */
export function comparisonOf(subject: string): { items: [string, string]; scope: string } | null {
  const text = subject.trim().replace(/[.?!]+$/, "");
  // ("compare [what to compare]": the items are still to be named.)
  if (text.includes("[")) return null;
  const verb = COMPARE_VERB.exec(text);
  const pair = verb ? SPLIT.exec(verb[1]!) : VERSUS.exec(text);
  if (!pair) return null;
  // "the effectiveness of online and in-person therapy": the items are the therapies, not "effectiveness of online".
  let first = pair[1]!
    .replace(/^(?:the|a|an)\s+/i, "")
    .replace(MEASURE_OF, "")
    .trim();
  const scopeMatch = SCOPE.exec(pair[2]!);
  const scope = scopeMatch ? scopeMatch[0].trim() : "";
  let second = (scopeMatch ? pair[2]!.slice(0, scopeMatch.index) : pair[2]!).replace(/^(?:the|a|an)\s+/i, "").trim();
  if (!first || !second || first.split(/\s+/).length > 6 || second.split(/\s+/).length > 6) return null;
  // "nuclear and solar power": the first item shares the second one's head noun.
  if (isBareModifier(first, second) && second.split(/\s+/).length >= 2)
    first = `${first} ${second.split(/\s+/).slice(1).join(" ")}`;
  second = second.replace(/[,;:]+$/, "");
  return { items: [first, second], scope };
}
