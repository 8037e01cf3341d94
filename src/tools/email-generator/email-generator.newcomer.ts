/**
 * What a note says about the person it introduces or welcomes, written without a subject: "introduce our new intern
 * Sam, starting Monday, studying marketing at Exeter, will help with the newsletter" -> "Sam starts on Monday. They're
 * studying marketing at Exeter. They will help with the newsletter." The newcomer is named once, then "they" (or the
 * pronoun the note uses for them); never "I" or "we", and never the fragment "One more detail: starting Monday."
 */
import type { Reading } from "./email-generator.reading";

/** A note that introduces or welcomes a named person ("introduce our new intern Sam", "welcome Raj to the team"). */
export const NEWCOMER_NOTE = /\b(?:introduc\w*|welcom\w*)\s+(?:(?:our|my|the|a|new|\p{Ll}+)\s+){0,3}\p{Lu}\p{Ll}+/u;

/** The start of a clause the note says of the newcomer, left for newcomerClause (never "we will help ..."). */
export const NEWCOMER_CLAUSE =
  /^(?:will|can|should|studying|doing|training|starting|starts|joining|based|previously|formerly)\b/i;

const DAY = /^(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/i;

/** The newcomer's first name from the note's introduce or welcome ask ("our new intern Sam to the team" -> "Sam"). */
function newcomerName(st: Reading): string | null {
  for (const i of st.items) {
    if (!("ask" in i) || !/^(?:welcome-other|introduce)$/.test(i.ask.kind)) continue;
    const who = i.ask.text.split(/\s+to\s+(?:the|our|my|you)\b/i)[0]!;
    const name = who.match(/(?:^|\s)(\p{Lu}\p{Ll}+)(?=\s+\p{Lu}\p{Ll}+\s*$|\s*$)/u)?.[1];
    if (name && !DAY.test(name) && !/^(?:The|Our|My|New|Team|Everyone)$/.test(name)) return name;
  }
  return null;
}

/** "he"/"she" when the note uses one for the newcomer, else "they". */
function pronounFor(st: Reading): { subj: string; be: string } {
  const he = /\b(?:he|him|his)\b/i.test(st.text);
  const she = /\b(?:she|her|hers)\b/i.test(st.text);
  if (he && !she) return { subj: "He", be: "He's" };
  if (she && !he) return { subj: "She", be: "She's" };
  return { subj: "They", be: "They're" };
}

/**
 * The newcomer's own clause as a sentence (without its full stop), or null when the piece is not one. The name is used
 * when no earlier sentence names them after the introduction, else the pronoun.
 */
export function newcomerClause(piece: string, st: Reading): string | null {
  const name = newcomerName(st);
  if (!name || /^(?:I|we|you|he|she|they|it|our|my|please)\b/i.test(piece)) return null;
  const named = st.items.some((i) => "fact" in i && new RegExp(`^(?:${name}|He|She|They)\\b`).test(i.fact.text));
  const p = pronounFor(st);
  const subj = named ? p.subj : name;
  const be = named ? p.be : `${name} is`;
  const plural = subj === "They";
  // ("studying psychology part time, will handle bookings": one sentence, "... and will handle bookings".)
  const t = piece
    .trim()
    .replace(/[.!]+$/, "")
    .replace(/,\s+(?=(?:will|can)\s)/, " and ");
  let m: RegExpMatchArray | null;
  // "starting Monday", "starts next week", "joins on the 3rd".
  if ((m = t.match(/^(?:starting|starts|start date|joining us|joins us|begins|beginning)\s+(.+)$/i))) {
    const when = DAY.test(m[1]!) ? `on ${m[1]}` : m[1]!;
    const verb = /^join/i.test(t) ? "join" : "start";
    return `${subj} ${plural ? verb : `${verb}s`} ${when}`;
  }
  // "joining from HSBC": where they come from.
  if ((m = t.match(/^(?:joining|coming|moving)\s+(?:us\s+)?from\s+(.+)$/i)))
    return `${subj} ${plural ? "join" : "joins"} us from ${m[1]}`;
  // "previously worked at Zendesk", "previously at Zendesk", "ex-Zendesk".
  if ((m = t.match(/^(?:previously|formerly|before that|until recently)\s+(?:worked\s+)?(at|with|in|for)\s+(.+)$/i)))
    return `${subj} previously worked ${m[1]!.toLowerCase()} ${m[2]}`;
  if ((m = t.match(/^(?:previously|formerly)\s+(\p{Ll}+ed)\s+(.+)$/u))) return `${subj} previously ${m[1]} ${m[2]}`;
  // "will help with the newsletter", "will shadow Dave".
  if ((m = t.match(/^(will|can|should)\s+(?!be\s+(?:good|great)\b)(\p{Ll}+\b.*)$/u)))
    return `${subj} ${m[1]!.toLowerCase()} ${m[2]}`;
  // "studying marketing at Exeter", "doing a level 3 in electrical", "working on the app".
  if (
    (m = t.match(
      /^(studying|doing|training|working|covering|helping|shadowing|looking after|taking over|finishing|completing)\b\s*(.*)$/i,
    ))
  )
    return `${be} ${m[1]!.toLowerCase()}${m[2] ? ` ${m[2]}` : ""}`;
  // "based in Birmingham", "new to the area", "fluent in Polish".
  if ((m = t.match(/^(based|located|fluent|qualified|experienced|new)\s+(in|at|to|with)\s+(.+)$/i)))
    return `${be} ${m[1]!.toLowerCase()} ${m[2]!.toLowerCase()} ${m[3]}`;
  // "has 5 years in retail", "speaks Spanish", "loves climbing".
  if ((m = t.match(/^(has|speaks|loves|enjoys|knows|holds|brings|comes)\s+(.+)$/i))) {
    const verb = m[1]!.toLowerCase();
    const base = verb === "has" ? "have" : verb.replace(/s$/, "");
    return `${subj} ${plural ? base : verb} ${m[2]}`;
  }
  return null;
}
