import { describe, expect, it } from "vitest";
import { writesInLowerCase } from "./sentences";

/** The definition writesInLowerCase implements without a backtracking regex. */
function byRegex(text: string): boolean {
  const abbreviations = new Set(["mr", "dr", "st", "u.s", "e.g", "etc"]);
  if (!/\p{Lu}/u.test(text)) return true;
  let lower = 0;
  let upper = 0;
  for (const m of text.matchAll(/(\p{L}{2,})[.!?]\s+(\p{L})/gu)) {
    if (abbreviations.has(m[1]!.toLowerCase())) continue;
    if (/\p{Ll}/u.test(m[2]!)) lower++;
    else upper++;
  }
  return lower >= 2 && lower > upper;
}

describe("writesInLowerCase", () => {
  it.each([
    "hey sam - quick one. the client moved the demo. can you get it ready by Monday? i also need the deck.",
    "The council met on Tuesday. Critics said the plan ignores rents. the mayor disagreed.",
    "Ask Dr. smith. then St. john. then go. home now. Fine.",
    // A match resumes after the letter it ended on: "He" here is read from its "e".
    "end. He. then. so. On",
    "Café crème. voilà. déjà vu! ÉTÉ. ok",
    "Math 𝐀𝐁. 𝐚b. cd. 𝐀 ok",
    "No capitals at all. none. here.",
    "A.B. c. Xy.\u00a0z. Qq!  r",
  ])("agrees with its regex definition: %s", (text) => {
    expect(writesInLowerCase(text)).toBe(byRegex(text));
  });
});
