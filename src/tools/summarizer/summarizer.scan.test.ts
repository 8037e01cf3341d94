import { describe, expect, it } from "vitest";
import { charBefore, countWhere } from "./summarizer.scan";

/** Deterministic pseudo-random texts from pieces that test the edges: astral letters, marks, apostrophes, case. */
function* texts(pieces: string[], count: number): Generator<string> {
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let n = 0; n < count; n++) {
    let t = "";
    const len = 1 + Math.floor(next() * 10);
    for (let k = 0; k < len; k++) t += pieces[Math.floor(next() * pieces.length)];
    yield t;
  }
}

const PIECES = [
  "said",
  "SAYS",
  "we",
  "i'm",
  "you",
  "x",
  "É",
  "1",
  "'",
  "’",
  " ",
  " ",
  ",",
  ".",
  "\u0345",
  "𝐀",
  "𝐚",
  "\ud835",
  "Tim",
  "ß",
  "a b",
  "  ",
  "𝐀b",
  ", ",
  "b",
];
const not = (re: RegExp) => {
  const before = charBefore(re);
  return (text: string, at: number) => !before(text, at);
};

describe("countWhere", () => {
  it("counts what the pattern with its lookbehind matches", () => {
    const cases: [RegExp, RegExp, (text: string, at: number) => boolean][] = [
      [
        /(?<![\p{L}\p{N}])(?:said|says|we)(?![\p{L}\p{N}])/giu,
        /(?:said|says|we)(?![\p{L}\p{N}])/giu,
        not(/[\p{L}\p{N}]$/iu),
      ],
      [
        /(?<![\p{L}\p{N}'’])(?:i|i'm|you)(?![\p{L}\p{N}])/giu,
        /(?:i|i'm|you)(?![\p{L}\p{N}])/giu,
        not(/[\p{L}\p{N}'’]$/iu),
      ],
      // (A match that fails its start test can hold the start of one that passes: "xa b".)
      [/(?<!\p{L})(?:a b|b)(?!\p{L})/gu, /(?:a b|b)(?!\p{L})/gu, not(/\p{L}$/u)],
      [/\p{L}[,.](?=\s|$)/gu, /[,.](?=\s|$)/g, charBefore(/\p{L}$/u)],
      [/(?<=[\p{Ll}\p{N},;] )\p{Lu}[\p{Ll}'’-]+/gu, / (?=\p{Lu}[\p{Ll}'’-])/gu, charBefore(/[\p{Ll}\p{N},;]$/u)],
    ];
    for (const text of texts(PIECES, 3000))
      for (const [lookbehind, bare, startOk] of cases) {
        const expected = text.match(lookbehind)?.length ?? 0;
        expect(countWhere(text, bare, startOk), JSON.stringify(text)).toBe(expected);
        expect(countWhere(text, bare, startOk, true), JSON.stringify(text)).toBe(Math.min(expected, 1));
      }
  });
});
