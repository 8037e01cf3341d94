/**
 * Counting the matches of a pattern that begins with a lookbehind, without the lookbehind: V8 tests a leading
 * lookbehind at every character of the text, which made detectKind's counts about four times slower than the bare
 * pattern on a 1,000-word text. The pattern here is the one without its lookbehind (flag "g"), and `startOk` the
 * lookbehind's test at a match's start; where it fails, the scan goes on from the next character after the match's
 * start, as the regex engine would, so the matches counted are the same.
 */
export function countWhere(
  text: string,
  pattern: RegExp,
  startOk: (text: string, at: number) => boolean,
  firstOnly = false,
): number {
  let count = 0;
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    if (startOk(text, m.index)) {
      count++;
      if (firstOnly) break;
    } else pattern.lastIndex = m.index + ((text.codePointAt(m.index) ?? 0) > 0xffff ? 2 : 1);
  }
  pattern.lastIndex = 0;
  return count;
}

/** A test of the character just before `at` (false at the text's start); `before` ends in "$" and has its flags. */
export const charBefore =
  (before: RegExp) =>
  (text: string, at: number): boolean =>
    at > 0 && before.test(text.slice(Math.max(0, at - 2), at));
