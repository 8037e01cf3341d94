import { describe, expect, it } from "vitest";
import { words } from "./tokens";

/** What words() returns, written with the regex alone (the ASCII scan must agree with it). */
function byRegex(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? []).map((w) => w.replace(/’/g, "'"));
}

describe("words", () => {
  it("reads ASCII text as the word regex does", () => {
    const pieces = [
      "a",
      "Bc",
      "z",
      "0",
      "9",
      "'",
      "''",
      " ",
      "-",
      ".",
      "_",
      "\n",
      "\t",
      "'s",
      "\u007f",
      "K",
      "rock'n'roll",
    ];
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let n = 0; n < 5000; n++) {
      let text = "";
      for (let k = Math.floor(next() * 12); k > 0; k--) text += pieces[Math.floor(next() * pieces.length)];
      expect(words(text), JSON.stringify(text)).toEqual(byRegex(text));
    }
    expect(words("It's 12'abc don't2 rock'n'roll ''x")).toEqual(["it's", "12'abc", "don't", "2", "rock'n'roll", "x"]);
  });
});
