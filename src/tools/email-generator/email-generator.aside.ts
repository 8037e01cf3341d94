/**
 * A bracket at the end of a note that is about everyone, not the last thing named: "servers stay up, Dev will be on
 * call, everyone else off (back tuesday as usual)". The bracket becomes its own sentence ("We are all back on Tuesday
 * as usual."), never "Dev will be on call (back Tuesday as usual)". "everyone else off" is said with its verb.
 */
import type { Reading } from "./email-generator.reading";

const DAY = /^(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/i;

/** "back tuesday as usual" -> "back on Tuesday as usual". */
function backWhen(rest: string): string {
  return rest
    .trim()
    .replace(DAY, (d) => `on ${d.charAt(0).toUpperCase()}${d.slice(1).toLowerCase()}`)
    .replace(/^(?=\d{1,2}(?:st|nd|rd|th)?\s+\p{L})/u, "on ");
}

/**
 * The piece without its closing "(back ...)" bracket and the bracket as a sentence; null when the piece has none.
 */
export function splitAside(piece: string, st: Reading): { rest: string; sentence: string; mine: boolean } | null {
  const m =
    /^(.+?)\s*\(\s*(?:and\s+)?(?:(?:we['’]re|we are|everyone['’]s|everyone is|all)\s+)?(back|returning|reopening|open again)\b\s*([^()]*)\)$/i.exec(
      piece.trim(),
    );
  if (!m || !/\p{L}{2,}/u.test(m[1]!)) return null;
  // "(tell my manager) im off friday (back monday)": the writer's own absence.
  const mine =
    /\b(?:I|I['’]m|im|I am|my|me)\b/i.test(m[1]!) && !/\b(?:we|our|us|everyone|everybody|team)\b/i.test(m[1]!);
  const all =
    st.audience === "team" || /\b(?:everyone|everybody|all of us|the team|the office|the rest)\b/i.test(m[1]!);
  const who = mine ? "I will be" : all ? "We are all" : "We are";
  const verb = /^back$/i.test(m[2]!) ? "back" : m[2]!.toLowerCase();
  const when = m[3]!.trim();
  const sentence =
    /^reopening$/i.test(verb) && !mine
      ? `We are reopening${when ? ` ${backWhen(when)}` : ""}`
      : `${who} ${verb}${when ? ` ${backWhen(when)}` : ""}`;
  return { rest: m[1]!, sentence, mine };
}

/** "everyone else off", "rest of the team in as normal": the group's state, with its verb. */
export function groupState(piece: string): string | null {
  const m =
    /^(everyone(?: else)?|everybody(?: else)?|the rest of (?:us|the team)|all other staff|all staff|the office|the shop|the team)\s+(off|out|away|closed|on leave|on holiday|in|back|working from home|remote|wfh)\b(.*)$/i.exec(
      piece.trim(),
    );
  if (!m) return null;
  const state = /^wfh$/i.test(m[2]!) ? "working from home" : m[2]!.toLowerCase();
  return `${m[1]!.charAt(0).toUpperCase()}${m[1]!.slice(1)} is ${state}${m[3]}`;
}
