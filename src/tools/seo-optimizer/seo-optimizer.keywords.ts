import winkNLP from "wink-nlp";
import model from "wink-eng-lite-web-model";
import { isStopword, stem, words } from "../../shared/text/tokens";
import type { Industry } from "./contract";
import { INDUSTRY_TERMS } from "./seo-optimizer.data";
import YOAST_DATA from "./seo-optimizer.yoast-data.json" with { type: "json" };
import { escapeRegExp } from "../../shared/text/regexp";

/**
 * Key phrases of an article: noun phrases found with wink-nlp's part-of-speech tagger (runs of adjectives and nouns
 * that end in a noun, hyphenated compounds kept whole; no verbs, numbers, URLs, markup, function words), 1-4 words,
 * counted by stem in one word order. A phrase weighs more in the title (x3), other headings (x2) and the first
 * paragraph (x1.5), and longer phrases a little more; phrases with a term of the chosen industry weigh more.
 */

export interface KeyPhrase {
  /** Uses weighted by where they stand (title, headings, first paragraph). */
  weight: number;
  /** How the article writes it, e.g. "solar panels", "TaskFlow". */
  phrase: string;
  /** Stems in alphabetical order: one entry per phrase whatever its word order. */
  key: string;
  /** Number of words (1-4). */
  size: number;
  count: number;
  score: number;
}

/** A run of the article's text and how much a phrase in it weighs (title 3, headings 2, first paragraph 1.5, else 1). */
export interface TextUnit {
  text: string;
  weight: number;
  heading?: boolean;
}

const nlp = winkNLP(model, ["sbd", "pos"]);
const its = nlp.its;
/** Words tagged past this many are not read for key phrases (the first 12,000 words show an article's topics). */
const TAGGED_WORDS = 12_000;
/** Texts already tagged for one article (the subheading step reads its paragraphs again); dropped with the request. */
export type TagCache = Map<string, Token[][]>;
const MAX_WORDS = 4;

/** Words too general to be a key phrase on their own (or to end one). */
const GENERIC = new Set(
  `thing things way ways time times year years day days week weeks month months people person lot lots kind kinds type
types part parts place places case cases point points fact facts number numbers example examples information data
page pages text article articles post posts code document documents feel drop use uses work make makes get gets
good great new old many much more most other others few several first last next also just really well today
step steps tip tips question questions answer answers option options half quarter third total side end start level`.split(
    /\s+/,
  ),
);
/** Time words and vague nouns: Yoast counts them as function words, but inside a phrase they name ("four-day week"). */
const PHRASE_NOUNS = new Set(
  `second seconds minute minutes hour hours day days week weeks month months year years today tomorrow yesterday thing
things way ways matter case ones piece pieces stuff times part parts percent instance instances aspect aspects item
items idea theme person detail details factor factors difference differences`.split(/\s+/),
);
const FUNCTION_WORDS = new Set(YOAST_DATA.functionWords.filter((w) => !PHRASE_NOUNS.has(w)));

const isNominal = (pos: string) => pos === "NOUN" || pos === "PROPN";
/** A word that can be part of a key phrase: no digits or symbols, no function word (unless part of a name: "New York"). */
const isPhraseWord = (token: Token, sentenceStart: boolean) =>
  (token.text.length >= 3 || /^\p{Lu}{2}$/u.test(token.text)) &&
  !/\d/.test(token.text) &&
  /^[\p{L}][\p{L}\p{M}'’-]*$/u.test(token.text) &&
  ((!FUNCTION_WORDS.has(token.text.toLowerCase()) && !isStopword(token.text)) ||
    (token.pos === "PROPN" && !sentenceStart && /^\p{Lu}/u.test(token.text)));

/** Headings written in Title Case are tagged in lower case (a capital on every word misleads the tagger). */
const titleCase = (text: string) => {
  const ws = text.split(/\s+/).filter((w) => /^\p{L}/u.test(w));
  return ws.length > 1 && ws.filter((w) => /^\p{Lu}/u.test(w)).length >= Math.max(2, ws.length * 0.6);
};

export interface Token {
  text: string;
  pos: string;
}

/** The tagged words of a text, hyphenated compounds ("four-day") joined into one word. */
function taggedWords(text: string, cache?: TagCache): Token[][] {
  const cached = cache?.get(text);
  if (cached) return cached;
  const sentences = tagText(text);
  cache?.set(text, sentences);
  return sentences;
}

function tagText(text: string): Token[][] {
  const doc = nlp.readDoc(text);
  const sentences: Token[][] = [];
  doc.sentences().each((sentence: { tokens(): { each(fn: (t: { out(x: unknown): string }) => void): void } }) => {
    const out: Token[] = [];
    let joinNext = false;
    sentence.tokens().each((t) => {
      const value = t.out(its.value);
      const type = t.out(its.type);
      const pos = t.out(its.pos);
      const spaced = t.out(its.precedingSpaces) !== "";
      if (value === "-" && !spaced && out.length && !joinNext) {
        joinNext = true;
        return;
      }
      if (joinNext && !spaced && out.length) {
        const prev = out[out.length - 1]!;
        out[out.length - 1] = { text: `${prev.text}-${value}`, pos: pos === "NOUN" || pos === "PROPN" ? pos : "ADJ" };
      } else out.push({ text: type === "word" ? value : " ", pos: type === "word" ? pos : "X" });
      joinNext = false;
    });
    sentences.push(out);
  });
  return sentences;
}

interface Tally {
  count: number;
  weight: number;
  /** Lower-case forms in the text (and in headings, used only when the text has none), with their uses. */
  forms: Map<string, number>;
  headingForms: Map<string, number>;
  /** The form as capitalised where a capital means something (not a sentence's first word nor a heading's). */
  cased: Map<string, number>;
  size: number;
  /** The phrase's last word (its head), lower case. */
  head: string;
}

const mostUsed = (forms: Map<string, number>) => {
  let best = "";
  let n = -1;
  for (const [form, uses] of forms) if (uses > n) [best, n] = [form, uses];
  return best;
};

/** The phrase's most used form: capitalised as a name when the text mostly writes it so, else lower case. */
function displayForm(t: Tally): string {
  const form = mostUsed(t.forms.size ? t.forms : t.headingForms);
  let capitalised = 0;
  let lower = 0;
  let written = form;
  let writtenUses = 0;
  for (const [cased, uses] of t.cased) {
    if (cased.toLowerCase() !== form) continue;
    if (cased === form) lower += uses;
    else {
      capitalised += uses;
      if (uses > writtenUses) [written, writtenUses] = [cased, uses];
    }
  }
  return capitalised > lower ? written : form;
}

/** Key phrases of the text units, best first. */
export function extractKeyPhrases(units: TextUnit[], industry: Industry, cache?: TagCache): KeyPhrase[] {
  const tallies = new Map<string, Tally>();
  const nounUses = new Map<string, number>();
  const verbUses = new Map<string, number>();
  let tagged = 0;
  for (const unit of units) {
    if (tagged > TAGGED_WORDS) break;
    for (const sentence of taggedWords(
      unit.heading && titleCase(unit.text) ? unit.text.toLowerCase() : unit.text,
      cache,
    )) {
      tagged += sentence.length;
      // Runs of phrase words tagged adjective, noun or proper noun.
      const first = sentence.find((x) => x.pos !== "X");
      let run: Token[] = [];
      const flush = () => {
        for (let end = 0; end < run.length; end++) {
          if (!isNominal(run[end]!.pos)) continue; // a phrase ends in a noun
          for (let start = Math.max(0, end - MAX_WORDS + 1); start <= end; start++) {
            const slice = run.slice(start, end + 1);
            const key = slice
              .map((t) => stem(t.text.toLowerCase()))
              .sort()
              .join(" ");
            let tally = tallies.get(key);
            if (!tally) {
              tally = {
                count: 0,
                weight: 0,
                forms: new Map(),
                headingForms: new Map(),
                cased: new Map(),
                size: slice.length,
                head: slice[slice.length - 1]!.text.toLowerCase(),
              };
              tallies.set(key, tally);
            }
            tally.count += 1;
            tally.weight += unit.weight;
            const written = slice.map((t) => t.text).join(" ");
            const form = written.toLowerCase();
            const forms = unit.heading ? tally.headingForms : tally.forms;
            forms.set(form, (forms.get(form) ?? 0) + 1);
            // How a name is capitalised shows mid-sentence only (a sentence's first word always has a capital).
            if (!unit.heading && slice[0] !== first) tally.cased.set(written, (tally.cased.get(written) ?? 0) + 1);
          }
        }
        run = [];
      };
      sentence.forEach((token, i) => {
        const lower = token.text.toLowerCase();
        // An -ing word right before a noun modifies it ("running shoes", "reading room").
        const modifier = token.pos === "VERB" && lower.endsWith("ing") && isNominal(sentence[i + 1]?.pos ?? "");
        if (token.pos === "VERB" && !modifier) verbUses.set(lower, (verbUses.get(lower) ?? 0) + 1);
        if (isNominal(token.pos)) nounUses.set(lower, (nounUses.get(lower) ?? 0) + 1);
        if ((isNominal(token.pos) || token.pos === "ADJ" || modifier) && isPhraseWord(token, token === first))
          run.push(token);
        else flush();
      });
      flush();
    }
  }
  const boost = industryStems(industry);
  const out: KeyPhrase[] = [];
  for (const [key, t] of tallies) {
    const stems = key.split(" ");
    if (t.size === 1 && (GENERIC.has(t.head) || PHRASE_NOUNS.has(t.head))) continue;
    // A word read as a verb more often than as a noun is not a topic ("rises", "costs").
    if ((verbUses.get(t.head) ?? 0) > (nounUses.get(t.head) ?? 0)) continue;
    const industryHit = stems.some((s) => boost.has(s));
    const score = t.weight * (1 + 0.3 * (t.size - 1)) * (industryHit ? 1.5 : 1);
    out.push({ phrase: displayForm(t), key, size: t.size, count: t.count, weight: t.weight, score });
  }
  return out.sort((a, b) => b.score - a.score || b.size - a.size || a.phrase.localeCompare(b.phrase));
}

function industryStems(industry: Industry): Set<string> {
  const set = new Set<string>();
  for (const term of INDUSTRY_TERMS[industry]) for (const w of words(term)) set.add(stem(w));
  return set;
}

/** Longest focus key phrase (Yoast accepts up to four content words; searchers type two or three). */
const FOCUS_WORDS = 3;

/**
 * The focus key phrase: the best-scored phrase used at least twice, or a longer phrase around it that carries half
 * its weight and two fifths of its uses ("desk" -> "standing desk"), so the focus names the topic, not its last word.
 */
export function chooseFocus(phrases: KeyPhrase[]): KeyPhrase | null {
  const repeated = phrases.filter((p) => p.count >= 2);
  let focus = repeated.find((p) => p.size <= FOCUS_WORDS) ?? null;
  while (focus && focus.size < FOCUS_WORDS) {
    const current: KeyPhrase = focus;
    const stems = current.key.split(" ");
    const longer = repeated.find(
      (p) =>
        p.size === current.size + 1 &&
        p.count * 2.5 >= current.count &&
        p.weight * 2 >= current.weight &&
        stems.every((x) => p.key.split(" ").includes(x)),
    );
    if (!longer) break;
    focus = longer;
  }
  return focus;
}

/** The focus phrase, then the top phrases used twice or more without repeats (no phrase inside another shown). */
export function pickKeywords(phrases: KeyPhrase[], focus: KeyPhrase | null, limit = 8): KeyPhrase[] {
  const chosen: KeyPhrase[] = focus ? [focus] : [];
  for (const p of phrases) {
    if (chosen.length >= limit) break;
    if (p.count < 2) continue;
    // A phrase always followed by the same word is part of a longer one ("Arbor electric standing" desk).
    if (
      phrases.some(
        (q) =>
          q.size === p.size + 1 && q.count === p.count && p.key.split(" ").every((x) => q.key.split(" ").includes(x)),
      )
    )
      continue;
    const stems = p.key.split(" ");
    const overlaps = chosen.some((c) => {
      const cs = c.key.split(" ");
      return stems.every((x) => cs.includes(x)) || cs.every((x) => stems.includes(x));
    });
    if (overlaps) continue;
    chosen.push(p);
  }
  return chosen;
}

/** Industry terms the article uses, as whole words or phrases (a plural counts; "learn" is not "learning"). */
export function usedIndustryTerms(allStems: Set<string>, units: string[], industry: Industry): string[] {
  const used: string[] = [];
  for (const term of INDUSTRY_TERMS[industry]) {
    const parts = words(term);
    if (!parts.every((p) => allStems.has(stem(p)))) continue; // cheap pre-check before the phrase search
    const pattern = phrasePattern([term]);
    if (
      pattern &&
      units.some((u) => {
        pattern.lastIndex = 0;
        return pattern.test(u);
      })
    )
      used.push(term);
  }
  return used;
}

/** Industry terms the article does not use yet, for hints. */
export function missingIndustryTerms(used: string[], industry: Industry, limit = 5): string[] {
  return INDUSTRY_TERMS[industry].filter((t) => !used.includes(t)).slice(0, limit);
}

/** A case-insensitive, whole-word pattern for the phrases (plural "s" allowed), longest first. */
export function phrasePattern(phrases: string[]): RegExp | null {
  const alternatives = [...new Set(phrases.map((p) => p.trim()).filter(Boolean))]
    .sort((a, b) => b.length - a.length)
    .map((p) => {
      const parts = p.split(/\s+/);
      const last = parts.length - 1;
      if (/[^s]s$/i.test(parts[last]!)) parts[last] = parts[last]!.slice(0, -1); // "panels" also matches "panel"
      return parts.map(escapeRegExp).join("[\\s-]+") + "(?:s|es)?";
    });
  if (!alternatives.length) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join("|")})(?![\\p{L}\\p{N}])`, "giu");
}
