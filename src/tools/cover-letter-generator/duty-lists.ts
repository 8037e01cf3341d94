/**
 * A resume line that lists work by its nouns ("Personal care for up to 10 residents, dementia care, moving and
 * handling", "trunking nights, multi-drop deliveries, tachograph compliance, walk round checks") is said as work the
 * job includes, in the resume's own order and punctuation; a list that mixes one noun with verb phrases ("Patrol of
 * the site, search customers, deal with conflict, write incident reports") keeps its verb phrases. Anything that
 * names credentials, tools only, dates or qualities is left to the other readers.
 */
import nlp from "compromise";
import { article } from "../../shared/text/article";
import { COMPOUND_HEAD, bareSingularNoun, isBaseVerb, type FirstPerson } from "./first-person";

/** Items of a list line: commas outside brackets. */
const itemsOf = (source: string) =>
  source
    .replace(/[.;]\s*$/, "")
    .split(/,\s+(?![^()]*\))/)
    .map((s) => s.trim())
    .filter(Boolean);

/** "search customers", "deal with conflict": an item led by a verb's base form (not "Patrol of the site"). */
function verbItem(item: string): boolean {
  const [w = "", next = ""] = item.split(/\s+/);
  // ("cash office", "stock counts": a word that can be a verb, before the head of a noun compound, names work.)
  if (item.split(/\s+/).length === 2 && (COMPOUND_HEAD.test(next) || bareSingularNoun(next))) return false;
  return isBaseVerb(w) && !/^(?:of|for)$/i.test(next) && /^\p{Ll}/u.test(next || "x");
}

/** What no list of work says: a credential, a qualification, a person, a span of time, a sentence of its own. */
const NOT_WORK =
  /\b(?:I|my|me|we|our|licen[cs]e[ds]?|card|certificates?|certified|certification|trained|qualified|registered|diploma|degree|NVQ|level\s+\d|years?|months?|(?:19|20)\d\d|reliable|punctual|hard[- ]working|friendly)\b/i;

function tags(text: string): string[][] {
  return (nlp(text).json({ terms: { tags: true } }) as { terms: { tags: string[] }[] }[]).flatMap((s) =>
    s.terms.map((t) => t.tags),
  );
}

/** An item that names work by a noun: lower-case words of its own, no past-tense verb, not an adjective alone. */
function nounItem(item: string): boolean {
  const words = item
    .replace(/\([^)]*\)/g, " ")
    .split(/\s+/)
    .filter(Boolean);
  if (words.length > 9 || !words.some((w) => /^\p{Ll}{3,}/u.test(w))) return false;
  const t = tags(item.replace(/\([^)]*\)/g, " "));
  if (t[0]?.includes("PastTense") || t.at(-1)?.some((x) => /Adjective|Adverb/.test(x))) return false;
  return !verbItem(item);
}

/** "Personal care" -> "personal care"; "EICR testing", "Microsoft Teams support" keep their capitals. */
const lowered = (item: string) =>
  /^\p{Lu}\p{Ll}+\s+\p{Ll}/u.test(item) ? item.charAt(0).toLowerCase() + item.slice(1) : item;

/** "a, b, c" -> "a, b and c"; a last item with its own "and" ("moving and handling") keeps the list as typed. */
function joined(items: string[]): string {
  if (items.length === 1) return items[0]!;
  const last = items.at(-1)!;
  if (/\band\b/.test(last) || /^and\s/.test(last)) return items.join(", ");
  return `${items.slice(0, -1).join(", ")} and ${last}`;
}

/** "My experience includes personal care for up to 10 residents, dementia care, moving and handling.", or null. */
export function nounListClaim(source: string): FirstPerson | null {
  if (NOT_WORK.test(source.replace(/\([^)]*\)/g, " ")) || source.split(/\s+/).length > 30) return null;
  const items = itemsOf(source);
  // One item is work only when it is named by its doing ("EICR testing (approx 300 a year)", "fault finding").
  if (items.length === 1 && !/^[\p{L} -]*\p{Ll}+ing\b/u.test(items[0]!)) return null;
  const nouns = items.filter(nounItem);
  // ("..., walk round checks": one item read as an order in a list of nouns is one more noun.)
  if (nouns.length < items.length - (items.length >= 4 ? 1 : 0) || !nounItem(items[0]!)) return null;
  // ("variance analysis for £40m cost centre" -> "... for a £40m cost centre": an amount before a singular noun.)
  const np = joined(items.map(lowered)).replace(
    /\b(for|of|on|across|with|in)\s+((?:[£$€]\d[\d.,]*[mkb]?|\d+-\p{Ll}+)\s+\p{Ll}+(?:\s+\p{Ll}+)?)(?=[,.]|\s+and\b|$)/gu,
    (all, p: string, what: string) => (/s$/.test(what) ? all : `${p} ${article(what)} ${what}`),
  );
  return {
    sentence: `My experience includes ${np}.`,
    clause: "",
    verb: "",
    tense: "present",
    highlight: items[0]!,
  };
}

/** "Patrol of the site, search customers, deal with conflict, write incident reports" -> its verb phrases, or "". */
export function verbPhrasesOf(source: string): string {
  const items = itemsOf(source);
  const verbs = items.filter(verbItem);
  if (items.length < 3 || verbs.length < 2 || verbItem(items[0]!) || verbs.length < items.length - 1) return "";
  return verbs.join(", ");
}
