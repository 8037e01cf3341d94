import { CULTURE_VALUES, SOFT_SKILLS, TECHNICAL_SKILLS } from "./skills.data";

/**
 * Deterministic skill matching: the lexicon's aliases and the texts go through one tokenizer, then aliases are
 * matched as token n-grams (never across punctuation). "JS" = "JavaScript", "Node" = "Node.js" = "nodejs",
 * "APIs" = "API"; case-sensitive aliases ("=Go") only match that exact capitalisation.
 */

interface Token {
  /** Lower case, dots and hyphens removed ("node.js" -> "nodejs", "e-mail" -> "email"). */
  key: string;
  /** `key` without a plural "s". */
  sing: string;
  /** As typed, dots and hyphens removed (for case-sensitive aliases). */
  raw: string;
}
const BREAK = null;
type Stream = (Token | typeof BREAK)[];

export interface Skill {
  name: string;
  soft: boolean;
  aliases: { tokens: Token[]; exact: boolean }[];
}

const TOKEN = /\.net\b|[A-Za-z0-9\p{L}][A-Za-z0-9\p{L}+#.\-']*[A-Za-z0-9\p{L}+#]|[A-Za-z0-9\p{L}][+#]*|[,;:()!?[\]|•]|\.(?=\s|$)|\n/giu;

function singular(key: string): string {
  if (key.length > 3 && key.endsWith("s") && !/(ss|us|is)$/.test(key)) return key.slice(0, -1);
  return key;
}

function makeToken(text: string): Token {
  const raw = text.replace(/^\.net$/i, "dotnet").replace(/['’]s$/i, "").replace(/[.\-']/g, "");
  const key = raw.toLowerCase();
  return { key, sing: singular(key), raw };
}

/** Tokens of a text with BREAKs at punctuation and line ends. */
export function tokenize(text: string): Stream {
  const out: Stream = [];
  for (const match of text.matchAll(TOKEN)) {
    const t = match[0];
    if (/^[,;:()!?[\]|•.\n]$/.test(t)) {
      if (out[out.length - 1] !== BREAK) out.push(BREAK);
    } else out.push(makeToken(t));
  }
  return out;
}

function parseLexicon(block: string, soft: boolean): Skill[] {
  return block
    .trim()
    .split("\n")
    .map((line) => {
      const [name, ...aliases] = line.split("|").map((s) => s.trim());
      return {
        name: name!,
        soft,
        aliases: aliases.filter(Boolean).map((a) => {
          const exact = a.startsWith("=");
          return { tokens: tokenize(exact ? a.slice(1) : a).filter((t): t is Token => t !== BREAK), exact };
        }),
      };
    });
}

export const SKILLS: Skill[] = [...parseLexicon(TECHNICAL_SKILLS, false), ...parseLexicon(SOFT_SKILLS, true)];
export const VALUES: Skill[] = parseLexicon(CULTURE_VALUES, true);

function tokenEquals(t: Token, a: Token, exact: boolean): boolean {
  if (exact) return t.raw === a.raw;
  return t.key === a.key || t.sing === a.sing;
}

/** Position of the first occurrence of any alias of the skill in the stream, or -1. */
export function findSkill(stream: Stream, skill: Skill): number {
  for (let i = 0; i < stream.length; i++) {
    const t = stream[i];
    if (t === BREAK) continue;
    for (const alias of skill.aliases) {
      const n = alias.tokens.length;
      if (n === 0 || i + n > stream.length) continue;
      let ok = true;
      for (let j = 0; j < n && ok; j++) {
        const s = stream[i + j];
        ok = s !== BREAK && s !== undefined && tokenEquals(s, alias.tokens[j]!, alias.exact);
      }
      if (ok) return i;
    }
  }
  return -1;
}

/** Skills found in a text, in order of first appearance. */
export function skillsIn(text: string, lexicon: Skill[] = SKILLS): { skill: Skill; at: number }[] {
  const stream = tokenize(text);
  return lexicon
    .map((skill) => ({ skill, at: findSkill(stream, skill) }))
    .filter((x) => x.at >= 0)
    .sort((a, b) => a.at - b.at);
}

/**
 * The visitor's own skills list ("Figma, stakeholder interviews; Docker"): entries that name a lexicon skill map
 * to it, others become skills of their own (matched by their words).
 */
export function customSkills(list: string): Skill[] {
  const out: Skill[] = [];
  for (const entry of list.split(/[,;\n•|]+|\s+and\s+/)) {
    const phrase = entry.replace(/\s+/g, " ").trim().replace(/\.$/, "");
    if (!phrase || phrase.length > 40 || phrase.split(" ").length > 4) continue;
    const known = skillsIn(phrase);
    if (known.length) {
      for (const k of known) if (!out.includes(k.skill)) out.push(k.skill);
      continue;
    }
    const tokens = tokenize(phrase).filter((t): t is Token => t !== BREAK);
    if (tokens.length && tokens.some((t) => t.key.length > 1)) {
      out.push({ name: phrase, soft: false, aliases: [{ tokens, exact: false }] });
    }
  }
  return out;
}

export interface SkillComparison {
  /** Skills in both the resume and the job description, in the job description's order. */
  matched: string[];
  /** Skills the job description names that the resume does not, in the job description's order. */
  missing: string[];
  /** Missing skills that the visitor's skills list does claim. */
  listedButUnshown: string[];
}

export function compareSkills(resume: string, jobDescription: string, skillsList = ""): SkillComparison {
  const lexicon = [...SKILLS];
  for (const s of customSkills(skillsList)) if (!lexicon.some((k) => k.name.toLowerCase() === s.name.toLowerCase())) lexicon.push(s);
  const inJob = skillsIn(jobDescription, lexicon);
  const resumeStream = tokenize(resume);
  const claimed = new Set(customSkills(skillsList).map((s) => s.name.toLowerCase()));
  const matched: string[] = [];
  const missing: string[] = [];
  const listedButUnshown: string[] = [];
  // Technical skills before interpersonal ones, each group in the job description's order.
  const ordered = [...inJob.filter((x) => !x.skill.soft), ...inJob.filter((x) => x.skill.soft)];
  for (const { skill } of ordered) {
    if (findSkill(resumeStream, skill) >= 0) matched.push(skill.name);
    else {
      missing.push(skill.name);
      if (claimed.has(skill.name.toLowerCase())) listedButUnshown.push(skill.name);
    }
  }
  return { matched, missing, listedButUnshown };
}

/** Culture values a job description signals, most-mentioned order kept by first appearance. */
export function cultureValues(jobDescription: string): string[] {
  return skillsIn(jobDescription, VALUES).map((v) => v.skill.name);
}
