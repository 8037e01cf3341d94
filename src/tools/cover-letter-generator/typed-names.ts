import { COMPOUND_HEAD, isBaseVerb } from "./first-person";
import { hasRoleNoun } from "./resume-lines";
import { escapeRegExp } from "../../shared/text/regexp";
import { findSkill, skillsIn, tokenize, type Skill } from "./skill-match";

/**
 * Skills shown in the input's own words. A lexicon skill found under another of its names ("Lean" for Lean Six
 * Sigma, "stock control" for Inventory Management, "HIPAA" for Compliance) is shown to the visitor as the ad, the
 * skills list or the resume wrote it, never by a longer or different name none of them used ("The ad lists Lean Six
 * Sigma as a plus" when the ad said "Lean").
 */

const CANONICAL = new WeakMap<Skill, string>();

/** The lexicon's name of a skill, also when it is shown in the input's words ("Teamwork" for "team work"). */
export function canonicalName(skill: Skill): string {
  return CANONICAL.get(skill) ?? skill.name;
}

/** True when the stream names the phrase as the skill's words (plurals and hyphens aside). */
function says(stream: ReturnType<typeof tokenize>, phrase: string, skill: Skill): boolean {
  const tokens = tokenize(phrase.replace(/^(?:a|an|the)\s+/i, "")).filter((t) => t !== null);
  const self: Skill = { ...skill, aliases: [{ tokens, exact: false, evidenceOnly: false }] };
  return tokens.length > 0 && findSkill(stream, self, false) >= 0;
}

/**
 * True when the words found are a whole entry of a list ("Dispensing, stock control, patient counselling", "Tools:
 * Figma"): there they are written as the name of a skill, not as part of a sentence of work ("grew organic traffic",
 * "at the register") or as a line of work of its own ("Training junior staff").
 */
function wholeEntry(text: string, at: number, length: number): boolean {
  const before = text.slice(0, at);
  const after = text.slice(at + length);
  // ("Staff Nurse, Emergency Department, Nottingham University Hospitals, 2019 - present": a job's line names a
  // department, not a skill.)
  const line = `${before.slice(before.lastIndexOf("\n") + 1)}${after.split("\n")[0]}`;
  if (/\b(?:19|20)\d\d\b|\b(?:present|now|current)\b/i.test(line)) return false;
  const opens = /(?:^|\n|[,:;|•·]|\band)\s*$/.test(before);
  const closes = /^\s*(?:$|\n|[,;|•·(]|and\b)/.test(after);
  // (At least one side is a list's separator or label.)
  return opens && closes && (/(?:[,:;|•·]|\band)\s*$/.test(before) || /^\s*(?:[,;|•·]|and\b)/.test(after));
}

/** The words a text names the skill with, as typed ("Stock Control", "e-learning"), or "". */
function typedIn(text: string, skill: Skill, listed: boolean, entriesOnly = false): string {
  // ("manage stock", "teacher" in an ad or a resume: a verb phrase or a job is no name for a skill. An entry of the
  // visitor's skills list is one: "stock control".)
  // ("Stock control", "Cash handling": a word that can be a verb before the head of a noun compound is no verb.)
  const verbPhrase = (t: string) =>
    !listed && /\s/.test(t) && isBaseVerb(t.split(" ")[0]!.toLowerCase()) && !COMPOUND_HEAD.test(t.split(" ")[1]!);
  // With entries only, each place the text names the skill is tried ("Dispense 300 prescriptions" in a line of
  // work, then "Dispensing" in the skills line).
  const hits = entriesOnly
    ? text.split("\n").flatMap((line) => skillsIn(line, [skill], false))
    : skillsIn(text, [skill], false).slice(0, 1);
  for (const hit of hits) {
    if (verbPhrase(hit.text) || hasRoleNoun(hit.text)) {
      if (entriesOnly) continue;
      return "";
    }
    const words = hit.text.split(" ").map((w) => escapeRegExp(w).replace(/(?<=\p{L})(?=\p{L})/gu, "[.']?"));
    const pattern = new RegExp(`(?<![\\p{L}\\d])${words.join("[^\\p{L}\\p{N}\\n]{1,3}")}`, "giu");
    for (const found of text.matchAll(pattern))
      if (!entriesOnly || listed || wholeEntry(text, found.index, found[0].length)) return found[0];
    if (!entriesOnly) return "";
  }
  return "";
}

/** "Stock control" -> "stock control" inside a sentence; "HIPAA", "Lean", "e-Learning" keep their capitals. */
function proseOf(typed: string, skill: Skill): string {
  if (/^\p{Lu}/u.test(skill.prose) || /\p{Lu}/u.test(typed.slice(1))) return typed;
  return typed.charAt(0).toLowerCase() + typed.slice(1);
}

/**
 * A function that gives each skill as the input names it (the same object for the same skill, so skills stay
 * comparable): `sources` in the order their words are preferred (the visitor's skills list first, whose entries are names), `all` every text of the input.
 */
export function inInputWords(sources: string[], all: string, entriesOnly = false): (skill: Skill) => Skill {
  const memo = new Map<Skill, Skill>();
  const stream = tokenize(all);
  return (skill) => {
    const known = memo.get(skill);
    if (known) return known;
    let out = skill;
    const nameSaid = says(stream, skill.name, skill);
    const proseSaid = says(stream, skill.prose, skill);
    const typed =
      nameSaid && proseSaid ? "" : sources.map((s, i) => typedIn(s, skill, i === 0, entriesOnly)).find(Boolean);
    if (typed) {
      out = { ...skill, name: nameSaid ? skill.name : typed, prose: proseSaid ? skill.prose : proseOf(typed, skill) };
      CANONICAL.set(out, canonicalName(skill));
    }
    memo.set(skill, out);
    return out;
  };
}
