/**
 * A tally written as a bare participle clause ("46 bags of rubbish collected", "120 trees planted") said with who did
 * it: in a thank-you, the readers ("You collected 46 bags of rubbish."); to a team, the team with the writer ("We
 * planted 120 trees."). Elsewhere the note is left to the other readers.
 */
import type { Reading } from "./email-generator.reading";

const IRREGULAR: Record<string, string> = {
  sold: "sold",
  built: "built",
  made: "made",
  won: "won",
  written: "wrote",
  given: "gave",
  done: "did",
  grown: "grew",
  taken: "took",
  sent: "sent",
  raised: "raised",
  cut: "cut",
  run: "ran",
  read: "read",
  fed: "fed",
  found: "found",
  met: "met",
  hit: "hit",
};

/** "46 bags of rubbish collected" -> "You collected 46 bags of rubbish"; null when the piece is no tally. */
export function tallyClause(piece: string, st: Reading): string | null {
  const thanks = st.purpose === "thank-you" || /^(?:thanks|thank you)\b/i.test(st.text);
  if (!thanks && st.audience !== "team") return null;
  const m = piece
    .trim()
    .match(
      /^((?:over|nearly|almost|about|around|more than)\s+)?([£$€]?\d[\d,.]*k?\+?)((?:\s+(?:[\p{Ll}-]+\s+){0,4}?[\p{Ll}-]+)??)\s+(\p{Ll}+)((?:\s+(?:so far|this (?:year|month|week|season|term)|last (?:year|month|week)|in total|altogether|today|yesterday|(?:at|on|in|during|for) (?:the|our|this|last) [\p{L}' -]{2,30}|on (?:the day|\p{Lu}\p{Ll}+day)))?)$/u,
    );
  if (!m) return null;
  const word = m[4]!;
  const past =
    IRREGULAR[word] ?? (/^[a-z]{3,}ed$/.test(word) && !/^(?:need|feed|seed|speed|bed)$/.test(word) ? word : null);
  if (!past) return null;
  // ("£2,300 raised": an amount alone is its own object; "46 collected" is no tally.)
  if (!m[3] && !/^[£$€]/.test(m[2]!)) return null;
  // ("3 tickets still open", "2 rooms booked up": no tally of something done.)
  if (/\b(?:still|not|is|are|was|were|be|been)\b/.test(m[3]!)) return null;
  const who = thanks ? "You" : "We";
  return `${who} ${past} ${m[1] ?? ""}${m[2]}${m[3]}${m[5] ?? ""}`;
}
