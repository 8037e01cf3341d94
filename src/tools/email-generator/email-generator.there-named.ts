/**
 * "there" whose place the reading took away: "Ben, who now works at Stripe, ... a call about what it's like working
 * there" reads the relative clause as who Ben is, so the e-mail would say "working there" with no place before it.
 * The place is named instead ("what it's like working at Stripe").
 */
import { escapeRegExp } from "../../shared/text/regexp";

const WORKS_AT =
  /\b(?:works|working|worked|work|job|role|is|was|now|joined|moved)\s+(?:now\s+)?at\s+(\p{Lu}[\p{L}\p{N}&'’.-]*(?:\s+\p{Lu}[\p{L}\p{N}&'’.-]*)*)/u;

/** A "there" after working or life in a place, in `text` that does not name the place the note names. */
const THERE = /\b((?:working|work|works|worked|life|things|the culture|the team|like it|it['’]s like)\s+)there\b/i;

export function thereNamed(text: string, note: string): string {
  const m = THERE.exec(text);
  if (!m) return text;
  const place = WORKS_AT.exec(note)?.[1];
  if (!place || new RegExp(`\\b${escapeRegExp(place)}\\b`).test(text)) return text;
  // ("working at Stripe ... what it's like there": the place is already said before "there".)
  if (/\bat\s+\p{Lu}/u.test(text.slice(0, m.index))) return text;
  return text.replace(THERE, `$1at ${place}`);
}
