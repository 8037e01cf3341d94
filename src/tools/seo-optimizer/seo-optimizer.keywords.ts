import nlp from "compromise";
import { isStopword, stem, words } from "../../shared/text/tokens";
import type { Industry } from "./contract";
import { INDUSTRY_TERMS } from "./seo-optimizer.data";

/**
 * Key phrases of an article: runs of 1-3 adjacent content words (no stop word between them), counted by stem,
 * shown in their most common surface form. Phrases that contain a term of the chosen industry weigh more.
 * One pass over the words: linear in the text length.
 */

export interface KeyPhrase {
  /** Most common surface form, e.g. "solar panels". */
  phrase: string;
  /** Stemmed key, e.g. "solar panel". */
  key: string;
  /** Number of words in the phrase (1-3). */
  size: number;
  count: number;
  score: number;
}

interface Tally {
  count: number;
  forms: Map<string, number>;
  size: number;
}

const MIN_LENGTH = 3;

/** Words too general to be a key phrase on their own (or to end one). */
const GENERIC = new Set(
  `thing things way ways time times year years day days week weeks month months people person lot lots kind kinds type
types part parts place places case cases point points fact facts number numbers example examples information data
page pages text article articles post posts code document documents feel drop use uses work make makes get gets
good great new old many much more most other others few several first last next also just really well today`.split(/\s+/),
);

function isContent(word: string): boolean {
  return word.length >= MIN_LENGTH && !isStopword(word) && !/\d/.test(word) && /^[\p{L}][\p{L}\p{M}\p{N}'-]*$/u.test(word);
}

export function industryStems(industry: Industry): Set<string> {
  const set = new Set<string>();
  for (const term of INDUSTRY_TERMS[industry]) for (const w of words(term)) set.add(stem(w));
  return set;
}

/** Counts phrases in a list of text units (sentences, list items). Headings count too: they are strong signals. */
export function extractKeyPhrases(units: string[], industry: Industry): KeyPhrase[] {
  const tallies = new Map<string, Tally>();
  const add = (key: string, form: string, size: number) => {
    let t = tallies.get(key);
    if (!t) {
      t = { count: 0, forms: new Map(), size };
      tallies.set(key, t);
    }
    t.count += 1;
    t.forms.set(form, (t.forms.get(form) ?? 0) + 1);
  };
  for (const unit of units) {
    // URLs, e-mail addresses and markup are not words of the article.
    const ws = words(unit.replace(/\b(?:https?:\/\/|www\.)\S+|\S+@\S+\.\S+|<[^>]*>/gi, " "));
    let run: { w: string; s: string }[] = [];
    const flushRun = () => {
      for (let i = 0; i < run.length; i++) {
        for (let n = 1; n <= 3 && i + n <= run.length; n++) {
          const slice = run.slice(i, i + n);
          // One entry per phrase whatever its word order ("cheap plumber london" = "london cheap plumber").
          add([...slice.map((x) => x.s)].sort().join(" "), slice.map((x) => x.w).join(" "), n);
        }
      }
      run = [];
    };
    for (const w of ws) {
      if (isContent(w)) run.push({ w, s: stem(w) });
      else flushRun();
    }
    flushRun();
  }
  const boost = industryStems(industry);
  const out: KeyPhrase[] = [];
  for (const [key, t] of tallies) {
    if (t.size > 1 && t.count < 2) continue;
    const industryHit = key.split(" ").some((s) => boost.has(s));
    const score = t.count * (1 + 0.6 * (t.size - 1)) * (industryHit ? 1.5 : 1);
    let phrase = "";
    let best = -1;
    for (const [form, n] of t.forms) if (n > best) [phrase, best] = [form, n];
    out.push({ phrase, key, size: t.size, count: t.count, score });
  }
  return out.sort((a, b) => b.score - a.score || b.size - a.size || a.phrase.localeCompare(b.phrase));
}

/**
 * Keeps the phrases that are noun phrases where the article uses them: the last word a noun, no verb, no number, not a
 * generic word alone (compromise tags the first sentence holding the phrase; only the top candidates are tagged).
 */
export function nounPhrases(phrases: KeyPhrase[], units: string[], candidates = 60, want = Infinity): KeyPhrase[] {
  const out: KeyPhrase[] = [];
  for (const p of phrases.slice(0, candidates)) {
    if (out.length >= want) break;
    const parts = p.phrase.split(" ");
    if (GENERIC.has(parts[parts.length - 1]!) || (parts.length === 1 && GENERIC.has(parts[0]!))) continue;
    const pattern = phrasePattern([p.phrase]);
    const unit = pattern ? units.find((u) => {
      pattern.lastIndex = 0;
      return pattern.test(u);
    }) : undefined;
    if (!unit) continue;
    const doc = nlp(unit);
    const match = doc.match(p.phrase.split(" ").map((w) => w.replace(/[^\p{L}\p{N}'-]/gu, "")).join(" "));
    const terms = (match.found ? match : nlp(p.phrase)).json({ terms: { tags: true } }) as { terms: { tags: string[] }[] }[];
    const tags = terms[0]?.terms.map((t) => new Set(t.tags)) ?? [];
    if (tags.length === 0) continue;
    const last = tags[tags.length - 1]!;
    const isNoun = last.has("Noun") && !last.has("Pronoun");
    const hasVerb = tags.some((t) => t.has("Verb") && !t.has("Noun") && !t.has("Gerund"));
    const hasNumber = tags.some((t) => t.has("Value") || t.has("Cardinal"));
    if (isNoun && !hasVerb && !hasNumber) out.push(p);
  }
  return out;
}

/** The top phrases without repeats: a word already shown inside a longer chosen phrase is skipped. */
export function pickKeywords(phrases: KeyPhrase[], limit = 8): KeyPhrase[] {
  const chosen: KeyPhrase[] = [];
  for (const p of phrases) {
    if (chosen.length >= limit) break;
    if (p.count < 2 && chosen.length >= 3) break;
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
    if (pattern && units.some((u) => {
      pattern.lastIndex = 0;
      return pattern.test(u);
    })) used.push(term);
  }
  return used;
}

/** Industry terms the article does not use yet, for hints. */
export function missingIndustryTerms(used: string[], industry: Industry, limit = 5): string[] {
  return INDUSTRY_TERMS[industry].filter((t) => !used.includes(t)).slice(0, limit);
}

function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A case-insensitive, whole-word pattern for the phrases (plural "s" allowed), longest first. */
export function phrasePattern(phrases: string[]): RegExp | null {
  const alternatives = [...new Set(phrases.map((p) => p.trim()).filter(Boolean))]
    .sort((a, b) => b.length - a.length)
    .map((p) => {
      const parts = p.split(/\s+/);
      const last = parts.length - 1;
      if (/[^s]s$/i.test(parts[last]!)) parts[last] = parts[last]!.slice(0, -1); // "panels" also matches "panel"
      return parts.map(escapeRegex).join("[\\s-]+") + "(?:s|es)?";
    });
  if (!alternatives.length) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join("|")})(?![\\p{L}\\p{N}])`, "giu");
}
