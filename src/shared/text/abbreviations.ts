/**
 * Full stops that do not end a sentence: abbreviations ("Dr.", "e.g.", "Inc."), initials ("J. K. Rowling",
 * "S. aureus") and dotted initialisms ("U.S.", "a.m."). Shared by the sentence splitter (sentences.ts) and by the
 * engines' own quick splits and re-capitalisations, so that every writing tool reads "Prof. J. K. Adeyemi" or
 * "4 p.m. tomorrow" the same way.
 */

/** Words whose full stop never ends a sentence. */
export const ABBREVIATIONS = new Set(
  `mr mrs ms dr prof sr jr st vs etc e.g i.e a.m p.m u.s u.k u.n no vol fig jan feb mar apr jun jul aug sep sept oct
nov dec mt ft inc ltd co corp gen col lt sgt capt gov sen rep rev approx est dept univ ave blvd cf al incl excl`
    .split(/\s+/)
    .filter(Boolean),
);

/** Abbreviations that only stand before a number ("No. 4", "Sat. 14 June"); before a word their stop is a full stop. */
const BEFORE_NUMBER = new Set(["no", "vol", "fig", "mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat"]);

/** Abbreviations that often end a sentence: their stop ends one when a capitalised word follows ("toys etc. All"). */
const SENTENCE_FINAL = new Set(["etc", "a.m", "p.m"]);

/** A day or a month after "5 p.m." continues its sentence ("by 5 p.m. Friday"). */
const DAY_OR_MONTH =
  /^(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|January|February|March|April|May|June|July|August|September|October|November|December|(?:Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.?)(?![\p{L}])/u;

const LETTER = /^\p{L}$/u;

/** UTF-16 units of the letter (one code point) that ends at `end`, or 0 when the code point there is no letter. */
export function letterBefore(text: string, end: number): number {
  const unit = text.charCodeAt(end - 1);
  if (unit < 128) return (unit | 32) >= 97 && (unit | 32) <= 122 ? 1 : 0;
  const pair = unit >= 0xdc00 && unit <= 0xdfff && end >= 2 && (text.charCodeAt(end - 2) & 0xfc00) === 0xd800;
  const size = pair ? 2 : 1;
  return LETTER.test(text.slice(end - size, end)) ? size : 0;
}

/** The match of /([\p{L}.]+)$/u in `text`, or "": its longest end of letters and full stops (read from the end). */
function lettersAndDotsAtEnd(text: string): string {
  let start = text.length;
  while (start > 0) {
    if (text.charCodeAt(start - 1) === 46) {
      start--;
      continue;
    }
    const size = letterBefore(text, start);
    if (size === 0) break;
    start -= size;
  }
  return text.slice(start);
}

const NEXT_WORD = /\s*(\S+)/y;

/**
 * The full stop at `at` in `text` belongs to an abbreviation, an initial or a dotted initialism, so it does not end a
 * sentence. Read from the word before the stop and the word after it.
 */
export function isAbbreviationStop(text: string, at: number): boolean {
  if (text[at] !== ".") return false;
  const before = lettersAndDotsAtEnd(text.slice(Math.max(0, at - 12), at));
  const word = before.toLowerCase().replace(/^\.+/, "");
  if (!word) return false;
  // The inner stop of "i.e.", "U.S.", "a.m.".
  if (/^\p{L}$/u.test(before) && /^\p{L}\./u.test(text.slice(at + 1, at + 3))) return true;
  // A word straight after the stop ("example.com", "v2.1") is no sentence end either; callers split at spaces.
  NEXT_WORD.lastIndex = at + 1;
  const next = NEXT_WORD.exec(text)?.[1] ?? "";
  if (BEFORE_NUMBER.has(word)) return /^\d/.test(next);
  if (SENTENCE_FINAL.has(word)) return !/^\p{Lu}(?:\p{Ll}|$)/u.test(next) || DAY_OR_MONTH.test(next);
  if (ABBREVIATIONS.has(word)) return true;
  if (/^\p{Lu}$/u.test(before)) return true; // "J. Smith", "S. aureus"
  return /^(\p{L}\.)+\p{L}$/u.test(before); // "U.S" of "U.S."
}

/**
 * `text` cut after each run of ".", "!" or "?" that is followed by spaces (and, with `next`, by a character that
 * matches it), except after an abbreviation's stop: `text.split(/(?<=[.!?])\s+(?=next)/)` that keeps "Dr. Patel",
 * "S. aureus" and "e.g. this" whole. `keep(textUpToTheStop)`: other stops the caller does not cut at.
 */
export function splitAtStops(text: string, next?: RegExp, keep?: (before: string) => boolean): string[] {
  const out: string[] = [];
  let start = 0;
  for (const m of text.matchAll(/[.!?](\s+)/g)) {
    const end = m.index + 1;
    const after = end + m[1]!.length;
    if (next && (after >= text.length || !next.test(String.fromCodePoint(text.codePointAt(after)!)))) continue;
    if (isAbbreviationStop(text, m.index) || keep?.(text.slice(0, end))) continue;
    out.push(text.slice(start, end));
    start = after;
  }
  out.push(text.slice(start));
  return out;
}

/** `text` with the letter after each sentence end upper-cased ("opens at 7 a.m. tomorrow" keeps its "tomorrow"). */
export function capitaliseSentenceStarts(text: string): string {
  return text.replace(/(^|[.!?]\s+)(\p{Ll})/gu, (all, lead: string, c: string, at: number) =>
    lead && isAbbreviationStop(text, at) ? all : lead + c.toUpperCase(),
  );
}

/**
 * The pieces of `text.split(/(...|(?<=[.!?])\s+)/)` (pieces at even places, the captured separators between them)
 * with each cut made at an abbreviation's stop undone: the piece, its spaces and the next piece joined again.
 */
export function rejoinAbbreviations(text: string, parts: string[]): string[] {
  const out: string[] = [parts[0] ?? ""];
  let offset = out[0]!.length;
  for (let i = 1; i + 1 < parts.length; i += 2) {
    const sep = parts[i]!;
    const piece = parts[i + 1]!;
    if (/^\s+$/.test(sep) && out.at(-1)!.endsWith(".") && isAbbreviationStop(text, offset - 1))
      out[out.length - 1] += sep + piece;
    else out.push(sep, piece);
    offset += sep.length + piece.length;
  }
  return out;
}

/**
 * `text.split(separator)` (a separator without capture groups) except at a separator on one line that follows (or
 * starts with) an abbreviation's stop: `cutOutsideAbbreviations(ad, /(?<=[.!?;])\s+|\n+/g)` keeps "e.g. blood cultures" whole.
 */
export function cutOutsideAbbreviations(text: string, separator: RegExp): string[] {
  const out: string[] = [];
  let start = 0;
  for (const m of text.matchAll(new RegExp(separator.source, separator.flags.replace("g", "") + "g"))) {
    if (m[0] === "") continue;
    const stop = m[0].startsWith(".") ? m.index : m.index - 1;
    if (!m[0].includes("\n") && text[stop] === "." && isAbbreviationStop(text, stop)) continue;
    out.push(text.slice(start, m.index));
    start = m.index + m[0].length;
  }
  out.push(text.slice(start));
  return out;
}

/** Stands in for an abbreviation's stop while a pattern that stops at "." reads the text (U+2024 ONE DOT LEADER). */
const MASKED_STOP = "\u2024";

/**
 * `text` with each abbreviation's stop replaced by a look-alike that no "[^.!?]" pattern stops at ("e.g. swabs" is read
 * as one clause); `unmaskStops` gives the stops back. The text keeps its length, so match offsets hold for both.
 */
export function maskAbbreviationStops(text: string): string {
  if (!text.includes(".")) return text;
  return text.replace(/\./g, (dot, at: number) => (isAbbreviationStop(text, at) ? MASKED_STOP : dot));
}

export const unmaskStops = (text: string) => text.replaceAll(MASKED_STOP, ".");
