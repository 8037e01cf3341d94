/** Sentence and paragraph splitting shared by the text engines. Pure, linear-time, language-tolerant. */

import { ABBREVIATIONS, isAbbreviationStop, letterBefore } from "./abbreviations";

export interface Sentence {
  text: string;
  /** Index of the paragraph (block separated by blank lines) the sentence came from. */
  paragraph: number;
  /** Position of the sentence in the document, from 0. */
  index: number;
  /** The sentence came from a list line (bullet, number, or a short unpunctuated line). */
  listItem: boolean;
}

const BULLET = /^\s*(?:[-*•●▪◦–—]|\d{1,3}[.)]|[a-z][.)])\s+/i;
const TERMINATOR = /[.!?…]+["'”’»)\]]*(?=\s)|[。！？]+["'”’」』)\]]*/g;
/** The first character after the spaces at lastIndex (sticky: no copy of the rest of the line). */
const NEXT_CHARACTER = /\s+(\S)/y;
const ENDS_WITH_PUNCT = /[.!?…:;。！？]["'”’»)\]]*$/;

/** Blocks of text separated by blank lines, hard-wrapped lines re-joined, list lines kept apart. */
function splitParagraphs(text: string): { lines: string[]; list: boolean }[] {
  const blocks = (text.includes("\r") ? text.replace(/\r\n?/g, "\n") : text).split(/\n[ \t]*\n+/);
  const out: { lines: string[]; list: boolean }[] = [];
  for (const block of blocks) {
    const rawLines = block
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean);
    if (rawLines.length === 0) continue;
    const bulleted = rawLines.filter((l) => BULLET.test(l)).length;
    const unpunctuated = rawLines.filter((l) => !ENDS_WITH_PUNCT.test(l)).length;
    const shortLines = rawLines.filter((l) => l.length < 100).length;
    const isList =
      rawLines.length > 1 &&
      (bulleted >= rawLines.length / 2 || (unpunctuated === rawLines.length && shortLines === rawLines.length));
    if (isList) out.push({ lines: rawLines.map((l) => l.replace(BULLET, "").trim()).filter(Boolean), list: true });
    else out.push({ lines: [rawLines.join(" ")], list: false });
  }
  return out;
}

/**
 * Splits text into sentences in document order. `lowerCased`: writesInLowerCase of the text's first 5,000 characters,
 * when the caller has worked it out.
 */
export function splitSentences(text: string, lowerCased = writesInLowerCase(text.slice(0, 5000))): Sentence[] {
  const sentences: Sentence[] = [];
  splitParagraphs(text).forEach((para, paragraph) => {
    for (const line of para.lines) {
      for (const s of splitLine(line, lowerCased)) {
        sentences.push({ text: s, paragraph, index: sentences.length, listItem: para.list });
      }
    }
  });
  return sentences;
}

/**
 * The writer does not capitalise sentence starts: no capital at all, or (a chat-style message with a name or "Q3" in it:
 * "hey sam - quick one. the client moved the demo...") more full stops followed by a lower-case word than by a
 * capital, at least two of them. Then a full stop before a lower-case word still ends a sentence.
 */
export function writesInLowerCase(text: string): boolean {
  if (!/\p{Lu}/u.test(text)) return true;
  let lower = 0;
  let upper = 0;
  // The matches of /(\p{L}{2,})[.!?]\s+(\p{L})/gu, found from their end: a stop, spaces and a letter, then the letters
  // before the stop (back to the previous match's end, where the global regex would resume). The regex itself tried
  // every letter of every word as a start and backtracked (most of the summarizer's time on a 1,000-word text).
  let resume = 0;
  STOP_SPACE_LETTER.lastIndex = 0;
  for (let m = STOP_SPACE_LETTER.exec(text); m; m = STOP_SPACE_LETTER.exec(text)) {
    const stop = m.index;
    let start = stop;
    let letters = 0;
    while (start > resume) {
      const size = letterBefore(text, start);
      if (size === 0) break;
      start -= size;
      letters++;
    }
    if (letters < 2) continue;
    resume = m.index + m[0].length;
    if (ABBREVIATIONS.has(text.slice(start, stop).toLowerCase())) continue;
    if (LOWER_LETTER.test(m[1]!)) lower++;
    else upper++;
  }
  return lower >= 2 && lower > upper;
}

const STOP_SPACE_LETTER = /[.!?]\s+(\p{L})/gu;
const LOWER_LETTER = /\p{Ll}/u;

function splitLine(line: string, lowerCased: boolean): string[] {
  const parts: string[] = [];
  let start = 0;
  TERMINATOR.lastIndex = 0;
  for (let m = TERMINATOR.exec(line); m; m = TERMINATOR.exec(line)) {
    const end = m.index + m[0].length;
    if (isBoundary(line, m.index, end, lowerCased)) {
      const piece = line.slice(start, end).trim();
      if (piece) parts.push(piece);
      start = end;
    }
  }
  const rest = line.slice(start).trim();
  if (rest) parts.push(rest);
  return mergeFragments(parts);
}

function isBoundary(line: string, at: number, end: number, lowerCased: boolean): boolean {
  const mark = line[at]!;
  if (mark === "。" || mark === "！" || mark === "？") return true;
  NEXT_CHARACTER.lastIndex = end;
  const next = NEXT_CHARACTER.exec(line)?.[1];
  if (next === undefined) return true;
  if (mark !== ".") return true;
  // Abbreviations and initials do not end a sentence (abbreviations.ts).
  if (isAbbreviationStop(line, at)) return false;
  if (!lowerCased && /\p{Ll}/u.test(next)) return false; // "... approx. ten" style
  return true;
}

/** Glues one- or two-character leftovers (stray quotes, numbering) onto a neighbour. */
function mergeFragments(parts: string[]): string[] {
  const out: string[] = [];
  for (const part of parts) {
    if (out.length > 0 && !/[\p{L}\p{N}]{2}/u.test(part)) out[out.length - 1] += ` ${part}`;
    else out.push(part);
  }
  return out;
}
