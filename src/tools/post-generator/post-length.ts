/**
 * How a platform counts a post's length. X (twitter-text v3): code points in the ranges below weigh 1, all others
 * (CJK, most emoji) 2; an emoji sequence counts once as 2; a URL always counts 23. Other platforms count characters
 * (code points).
 */
const LIGHT_RANGES: [number, number][] = [
  [0, 4351],
  [8192, 8205],
  [8208, 8223],
  [8242, 8247],
];
const URL = /\bhttps?:\/\/\S+|\bwww\.\S+/gi;
const URL_WEIGHT = 23;
const EMOJI = /\p{Extended_Pictographic}/u;
// Made on first use: creating it loads ICU's break rules, which the post page's first paint does not need.
let segmenter: Intl.Segmenter | undefined;

function codePointWeight(cp: number): number {
  return LIGHT_RANGES.some(([lo, hi]) => cp >= lo && cp <= hi) ? 1 : 2;
}

/** X's weighted length of a text (the 280 limit applies to this number). */
export function xLength(text: string): number {
  let total = 0;
  const rest = text.replace(URL, () => {
    total += URL_WEIGHT;
    return "";
  });
  for (const { segment } of (segmenter ??= new Intl.Segmenter("en", { granularity: "grapheme" })).segment(rest)) {
    if (EMOJI.test(segment)) total += 2;
    else for (const ch of segment) total += codePointWeight(ch.codePointAt(0)!);
  }
  return total;
}

/** Characters as people count them (code points), for LinkedIn, Instagram, Facebook and TikTok. */
export function charLength(text: string): number {
  return [...text].length;
}
