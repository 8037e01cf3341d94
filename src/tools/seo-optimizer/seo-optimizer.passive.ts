/**
 * The English passive-voice test of Yoast SEO (yoastseo 3.6, GPL-3.0 like this project), so the check agrees with it:
 * the sentence is cut into clauses at auxiliaries ("is", "was", "got"...), stop words, commas and -ing verbs; a clause
 * is passive when it holds an auxiliary and a participle (a word ending in -ed that is not on Yoast's list of -ed
 * non-verbs, or an irregular participle) that no article, preposition or other auxiliary rules out.
 */
import YOAST_DATA from "./seo-optimizer.yoast-data.json" with { type: "json" };
import {
  escapeRegExp,
  isWordBoundary,
  stripSpaces,
  withWordBoundaries,
  wordListRegex,
  yoastWords,
} from "./seo-optimizer.words";

const AUXILIARIES = YOAST_DATA.passiveAuxiliaries;
const AUXILIARY = wordListRegex(AUXILIARIES);
const STOP_WORDS = YOAST_DATA.passiveStopWords;
const STOP_CHARACTER = /([:,]|('ll)|('ve))(?=[ \n\r\t'"+\-»«‹›<>])/gi;
const ING_VERB = /\w+ing(?=$|[ \n\r\t.,'()"+\-;!?:/»«‹›<>])/gi;
const ING_EXCLUSIONS = new Set(["king", "cling", "ring", "being", "thing", "something", "anything"]);
const REGULAR_PARTICIPLE = /\w+ed($|[ \n\r\t.,'()"+\-;!?:/»«‹›<>])/i;
const IRREGULARS = new Set(YOAST_DATA.irregularParticiples);
const NON_VERB_ED = new Set(YOAST_DATA.nonVerbEndingEd);
const NOT_DIRECTLY_BEFORE = new Set(YOAST_DATA.cannotDirectlyPrecedeParticiple);
const NOT_BETWEEN = new Set(YOAST_DATA.cannotBeBetweenAuxiliaryAndParticiple);
const GET_FORMS = new Set(["get", "gets", "getting", "got", "gotten"]);

interface Index {
  index: number;
  match: string;
}

const wordPatterns = new Map<string, RegExp>();
/** Yoast's isWordInSentence: the word occurs whole (its first occurrence has a boundary on both sides). */
function isWordInSentence(word: string, sentence: string): boolean {
  let pattern = wordPatterns.get(word);
  if (!pattern) {
    pattern = new RegExp(withWordBoundaries(escapeRegExp(word.toLocaleLowerCase())), "i");
    wordPatterns.set(word, pattern);
  }
  let start = sentence.toLocaleLowerCase().search(pattern);
  if (start === -1) return false;
  if (start > 0) start += 1;
  const end = start + word.length;
  return (
    (isWordBoundary(sentence[start - 1]) || start === 0) && (isWordBoundary(sentence[end]) || end === sentence.length)
  );
}

function indicesOf(words: Iterable<string>, text: string): Index[] {
  const out: Index[] = [];
  for (const raw of words) {
    const word = stripSpaces(raw);
    if (!text.includes(word) || !isWordInSentence(word, text)) continue;
    for (let at = text.indexOf(word); at > -1; at = text.indexOf(word, at + word.length)) {
      const before = isWordBoundary(text[at - 1]) || at === 0;
      const after = isWordBoundary(text[at + word.length]) || text.length === at + word.length;
      if (before && after) out.push({ index: at, match: word });
    }
  }
  return out;
}

/** Yoast's filterIndices: sorted, and of two overlapping breakers only the first kept. */
function filterIndices(indices: Index[]): Index[] {
  indices.sort((a, b) => a.index - b.index);
  const out: Index[] = [];
  for (let i = 0; i < indices.length; i++) {
    out.push(indices[i]!);
    const next = indices[i + 1];
    if (next && next.index < indices[i]!.index + indices[i]!.match.length) i++;
  }
  return out;
}

function clauseIsPassive(clause: string, auxiliaries: string[]): boolean {
  const words = yoastWords(clause);
  const lower = words.map((w) => w.toLowerCase());
  for (const word of words) {
    if (!REGULAR_PARTICIPLE.test(word) && !IRREGULARS.has(word)) continue;
    if (NON_VERB_ED.has(word)) continue;
    if (word === "rid" && auxiliaries.some((a) => GET_FORMS.has(a))) continue;
    const at = lower.indexOf(word.toLowerCase());
    if (at >= 1 && NOT_DIRECTLY_BEFORE.has(lower[at - 1]!)) continue;
    if (at >= 1 && lower.slice(0, at).some((w) => NOT_BETWEEN.has(w))) continue;
    return true;
  }
  return false;
}

/** True when Yoast counts the sentence (plain text) as passive. */
export function isPassiveSentence(text: string): boolean {
  const stripped = stripSpaces(text.replace(/(<([^>]+)>)/gi, " ")).toLocaleLowerCase();
  const ing = (stripped.match(ING_VERB) ?? []).filter((m) => !ING_EXCLUSIONS.has(stripSpaces(m)));
  const sentence = stripped.replace(/['‘’‛`‹›]/g, "'");
  AUXILIARY.lastIndex = 0;
  if (!AUXILIARY.test(sentence)) return false;
  const stops: Index[] = [];
  STOP_CHARACTER.lastIndex = 0;
  for (let m = STOP_CHARACTER.exec(sentence); m; m = STOP_CHARACTER.exec(sentence))
    stops.push({ index: m.index, match: m[0] });
  const breakers = filterIndices([
    ...indicesOf(AUXILIARIES, sentence),
    ...indicesOf(STOP_WORDS, sentence),
    ...indicesOf(ing, stripped),
    ...stops,
  ]);
  for (let i = 0; i < breakers.length; i++) {
    const clause = stripSpaces(sentence.substring(breakers[i]!.index, breakers[i + 1]?.index ?? sentence.length));
    const auxiliaries = (clause.match(AUXILIARY) ?? []).map(stripSpaces);
    if (auxiliaries.length && clauseIsPassive(clause, auxiliaries)) return true;
  }
  return false;
}
