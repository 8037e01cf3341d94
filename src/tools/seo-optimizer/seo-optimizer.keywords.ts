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

function isContent(word: string): boolean {
  return word.length >= MIN_LENGTH && !isStopword(word) && !/^\d+$/.test(word) && /^[\p{L}][\p{L}\p{M}\p{N}'-]*$/u.test(word);
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
    const ws = words(unit);
    let run: { w: string; s: string }[] = [];
    const flushRun = () => {
      for (let i = 0; i < run.length; i++) {
        for (let n = 1; n <= 3 && i + n <= run.length; n++) {
          const slice = run.slice(i, i + n);
          add(slice.map((x) => x.s).join(" "), slice.map((x) => x.w).join(" "), n);
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

/** The top phrases without repeats: a word already shown inside a longer chosen phrase is skipped. */
export function pickKeywords(phrases: KeyPhrase[], limit = 8): KeyPhrase[] {
  const chosen: KeyPhrase[] = [];
  for (const p of phrases) {
    if (chosen.length >= limit) break;
    if (p.count < 2 && chosen.length >= 3) break;
    const overlaps = chosen.some((c) => ` ${c.key} `.includes(` ${p.key} `) || ` ${p.key} `.includes(` ${c.key} `));
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
