import { splitSentences } from "../../shared/text/sentences";
import type { VoiceStyle } from "./contract";
import { LEXICON, STOCK_PHRASES } from "./humanizer.phrases";
import {
  HAVE_SUBJECTS, INFORMAL_FORMS, JOINERS, NEGATIVES, OPENER_SWAPS, SPLIT_AT_WORDS, SPLITS, SUBJECT_VERBS, WORD_SWAPS,
} from "./humanizer.voice";

/**
 * Built-in humanizer: rule-based rewriting in four passes, each computed from the input.
 *  1. Stock machine-sounding phrases (humanizer.phrases.ts) are removed or replaced in the chosen voice.
 *  2. The voice: contractions and plain words (casual, friendly) or expanded forms and formal words (professional),
 *     plus sentence openers ("However," -> "But" ...).
 *  3. Rhythm: short neighbouring sentences are joined and long ones split at ", and" / ", but" / ";", so sentence
 *     lengths vary the way people's do.
 *  4. Tidy-up: spacing, capitals after deletions, "a"/"an" before replaced words.
 * Numbers, names and the order of ideas are never touched: only the listed phrases and function words change.
 */

const MARK = "\uE000"; // where a deleted phrase started a sentence: the next letter becomes a capital
const WORD = "[\\p{L}\\p{N}]";
const END_BOUNDARY = `(?:(?<=[^\\p{L}\\p{N}])|(?!${WORD}|-))`;

function compile(pattern: string, flags = "giu"): RegExp {
  const source = pattern.replace(/'/g, "['’]").replace(/ /g, "\\s+");
  return new RegExp(`(?<![\\p{L}\\p{N}'’-])(?:${source})${END_BOUNDARY}`, flags);
}

const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
const isCapitalised = (s: string) => /^\p{Lu}/u.test(s);

function atSentenceStart(text: string, offset: number): boolean {
  const before = text.slice(0, offset).replace(/[\s"'“‘(]+$/u, "");
  return before === "" || /[.!?…:\n\uE000]$/u.test(before);
}

/** "a" or "an" for the word that follows (by its spelling, with the common exceptions). */
function articleFor(word: string): "a" | "an" {
  return /^(?:[aeio]|u(?!ni|s[eu]|ti|r[aeiou]|k)|hour|honest|heir)/i.test(word) ? "an" : "a";
}

interface Rule {
  re: RegExp;
  to: string;
  /** Used instead of `to` after have/be ("has taken", "was shown"). */
  participle?: string;
  /** Used instead of `to` ("be ...") where the base form is a present plural ("tools are central to"). */
  plural?: string;
}

const BEFORE_PARTICIPLE = /\b(?:has|have|had|having|been|be|is|are|was|were|being|get|gets|got|it's|that's)\s+(?:\p{L}+ly\s+)?$/iu;
const BEFORE_INFINITIVE = /(?:\b(?:to|will|would|can|could|may|might|must|should|shall|not|cannot|do|does|did|let|help|helps)|n't|'ll|'d|’ll|’d)\s+(?:\p{L}+ly\s+)?$/iu;

function formFor(rule: Rule, before: string): string {
  if (rule.participle !== undefined && (BEFORE_PARTICIPLE.test(before) || /\b(?:has|have|had)\b[^.;!?]*\band\s+$/i.test(before))) {
    return rule.participle;
  }
  if (rule.plural !== undefined && !BEFORE_INFINITIVE.test(before) && /[\p{L}\p{N}]\s+$/u.test(before)) return rule.plural;
  return rule.to;
}

function replaceAll(text: string, rules: readonly Rule[], apostrophe: string): string {
  let out = text;
  for (const rule of rules) {
    out = out.replace(rule.re, (match: string, ...args: unknown[]) => {
      const offset = args[args.length - 2] as number;
      const whole = args[args.length - 1] as string;
      let replacement = formFor(rule, whole.slice(Math.max(0, offset - 80), offset)).replace(/'/g, apostrophe);
      const start = atSentenceStart(whole, offset);
      if (replacement === "") return start ? MARK : "";
      if (isCapitalised(match) || start) replacement = capitalise(replacement);
      return replacement;
    });
  }
  return out;
}

function fixArticles(text: string, touched: ReadonlySet<string>): string {
  return text.replace(/\b([Aa])n?(\s+)([\p{L}]+)/gu, (all, a: string, space: string, word: string) =>
    touched.has(word.toLowerCase()) ? `${a === "A" ? capitalise(articleFor(word)) : articleFor(word)}${space}${word}` : all,
  );
}

const rulesFrom = (pairs: readonly (readonly [string, string])[]) => pairs.map(([from, to]) => ({ re: compile(from), to }));

const voiceRules = (v: 0 | 1 | 2): Rule[] =>
  LEXICON.map((r) => ({
    re: compile(r.pattern),
    to: r.out[v],
    ...(r.participle ? { participle: r.participle[v] } : {}),
    ...(r.plural ? { plural: r.plural[v] } : {}),
  }));
const PHRASE_RULES: Record<VoiceStyle, Rule[]> = { casual: voiceRules(0), friendly: voiceRules(1), professional: voiceRules(2) };

/** How many lexicon phrases a text contains (the AI-phrase count of the tests and the bench). */
const COUNT_RES = LEXICON.map((r) => compile(r.pattern));
export function aiPhraseCount(text: string): number {
  let n = 0;
  let rest = text;
  for (const re of COUNT_RES) {
    rest = rest.replace(re, () => {
      n++;
      return " \uE001 "; // counted once: a shorter phrase inside it is not counted again
    });
  }
  return n;
}
/** Words a replacement may have put after "a"/"an". */
const REPLACEMENT_WORDS: ReadonlySet<string> = new Set(
  STOCK_PHRASES.flatMap(([, ...outs]) => outs)
    .concat(Object.values(WORD_SWAPS).flat().map(([, to]) => to))
    .map((s) => s.split(/[ -]/)[0]!.toLowerCase())
    .filter(Boolean),
);

const CONTRACT_RULES: Rule[] = [
  ...NEGATIVES.map(([long, short]) => ({ re: compile(long), to: short })),
  ...SUBJECT_VERBS.map(([long, short]) => ({ re: compile(`${long}(?=\\s+[\\p{L}\\p{N}])`), to: short })),
];
const HAVE_RULE = new RegExp(
  `(?<![\\p{L}])(${HAVE_SUBJECTS.join("|")})\\s+have\\s+(?=(?:been|got|done|seen|made|had|gone|taken|given|known|found|\\p{L}+ed)\\b)`,
  "giu",
);

const EXPAND_RULES: Rule[] = [
  ...NEGATIVES.filter(([long]) => long !== "can not").map(([long, short]) => ({ re: compile(short), to: long })),
  ...["it", "he", "she", "that", "there", "what", "who", "here"].map((w) => ({
    re: compile(`${w}'s(?=\\s+(?:been|got|had)\\b)`),
    to: `${w} has`,
  })),
  ...SUBJECT_VERBS.map(([long, short]) => ({ re: compile(short), to: long })),
  ...HAVE_SUBJECTS.map((w) => ({ re: compile(`${w}'ve`), to: `${w} have` })),
  ...["I", "you", "we", "they", "he", "she", "it"].flatMap((w) => [
    { re: compile(`${w}'d(?=\\s+(?:been|\\p{L}+ed)\\b)`), to: `${w} had` },
    { re: compile(`${w}'d`), to: `${w} would` },
  ]),
  ...["they", "we", "you", "who", "what"].map((w) => ({ re: compile(`${w}'re`), to: `${w} are` })),
  ...rulesFrom(INFORMAL_FORMS),
];

const SWAP_RULES: Record<VoiceStyle, Rule[]> = {
  casual: rulesFrom(WORD_SWAPS.casual),
  friendly: rulesFrom(WORD_SWAPS.friendly),
  professional: rulesFrom(WORD_SWAPS.professional),
};

/** Opener swaps: only where a sentence starts (after a capital-letter check). */
function swapOpeners(text: string, style: VoiceStyle): string {
  let out = text;
  for (const [from, to] of OPENER_SWAPS[style]) {
    const re = new RegExp(`(^|[.!?…]\\s+|\\n\\s*)${from.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?=\\s)`, "gu");
    out = out.replace(re, (_m, lead: string) => `${lead}${to}`);
  }
  return out;
}

/** Passes 1, 2 and 4 on one block of text (no sentence joining). */
export function rewriteVoice(text: string, style: VoiceStyle, apostrophe = "'"): string {
  let out = replaceAll(text, PHRASE_RULES[style], apostrophe);
  out = swapOpeners(out, style);
  out = replaceAll(out, SWAP_RULES[style], apostrophe);
  if (style === "professional") {
    out = replaceAll(out, EXPAND_RULES, apostrophe);
    out = out.replace(/(?<![!?])!+(?=\s|$|["'”’)])/gu, ".");
  } else {
    out = replaceAll(out, CONTRACT_RULES, apostrophe);
    out = out.replace(HAVE_RULE, (_m, who: string) => `${who}${apostrophe}ve `);
  }
  return tidy(fixArticles(out, REPLACEMENT_WORDS));
}

function tidy(text: string): string {
  return text
    .replace(new RegExp(`${MARK}[\\s,;:]*(\\p{Ll})`, "gu"), (_m, letter: string) => letter.toUpperCase())
    .replaceAll(MARK, "")
    .replace(/[ \t]{2,}/g, " ")
    .replace(/ +([,.;:!?])/g, "$1")
    .replace(/,(\s*[,.;:])/g, "$1")
    .replace(/(^|\n)[ \t]+/g, "$1")
    .replace(/(^|[.!?]\s+)[,;:]\s*/g, "$1")
    .replace(/(^|[.!?]\s+)(\p{Ll})/gu, (_m, lead: string, letter: string) => `${lead}${letter.toUpperCase()}`);
}

const wordCount = (s: string) => s.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/** First words that can be lower-cased safely when a sentence is joined onto the previous one. */
const JOINABLE = new Set(
  "the this that these those it its they their there we our he she his her you your such each both".split(" "),
);
const CONJ_START = /^(And|But|So)\s+/;

function joinable(a: string, b: string): boolean {
  if (!/[^.]\.$/.test(a) || /[;—:]/.test(a) || /[;—]|, and /.test(b)) return false;
  const first = b.split(/\s+/)[0]!;
  return CONJ_START.test(b) || JOINABLE.has(first.toLowerCase());
}

function join(a: string, b: string, style: VoiceStyle): string {
  const left = a.slice(0, -1);
  const conj = CONJ_START.exec(b);
  if (conj) return `${left}, ${conj[1]!.toLowerCase()} ${b.slice(conj[0].length)}`;
  const rest = b[0]!.toLowerCase() + b.slice(1);
  return `${left}${JOINERS[style]}${rest}`;
}

/** Splits a long sentence at the ", and" / ", but" / ", so" / ";" nearest its middle, if both halves stay sensible. */
function splitLong(s: string, style: VoiceStyle): string[] | null {
  const total = wordCount(s);
  let best: { at: number; end: number; kind: "and" | "but" | "so" | ";" } | null = null;
  for (const m of s.matchAll(/, (and|but|so) |; /g)) {
    const left = wordCount(s.slice(0, m.index));
    if (left < 6 || total - left < 7) continue;
    const kind = (m[1] as "and" | "but" | "so" | undefined) ?? ";";
    if (!best || Math.abs(left - total / 2) < Math.abs(wordCount(s.slice(0, best.at)) - total / 2)) {
      best = { at: m.index, end: m.index + m[0].length, kind };
    }
  }
  if (!best) return null;
  const right = s.slice(best.end);
  let lead = best.kind === ";" ? "" : SPLITS[style][best.kind];
  if (lead === "Plus," && /\balso\b/i.test(right)) lead = "And"; // not "Plus, it also ..."
  const second = lead ? `${lead} ${right}` : capitalise(right);
  return [`${s.slice(0, best.at)}.`, second];
}

/** Pass 3: varies sentence length. Deterministic: joins short pairs (at most every other pair) and splits long
 * sentences (the voice sets how long) at a clause boundary. */
export function varyRhythm(sentences: string[], style: VoiceStyle): string[] {
  const out: string[] = [];
  let sinceJoin = 2;
  let justSplit = false; // splitting every sentence would only make a new monotone
  for (let i = 0; i < sentences.length; i++) {
    const s = sentences[i]!;
    const n = wordCount(s);
    const parts: string[] | null = n >= SPLIT_AT_WORDS[style] && !justSplit ? splitLong(s, style) : null;
    justSplit = Boolean(parts);
    if (parts) {
      out.push(...parts);
      sinceJoin++;
      continue;
    }
    const next = sentences[i + 1];
    if (next && sinceJoin >= 2 && n <= 14 && wordCount(next) <= 14 && joinable(s, next)) {
      out.push(join(s, next, style));
      i++;
      sinceJoin = 0;
      continue;
    }
    out.push(s);
    sinceJoin++;
  }
  return out;
}

export function humanize(text: string, style: VoiceStyle): string {
  const apostrophe = (text.match(/’/g)?.length ?? 0) > (text.match(/'/g)?.length ?? 0) ? "’" : "'";
  const blocks = text.replace(/\r\n?/g, "\n").split(/(\n[ \t]*\n+)/);
  return blocks
    .map((block, i) => {
      if (i % 2 === 1) return "\n\n"; // a blank-line separator
      if (!block.trim()) return block;
      const lines = block.split("\n").filter((l) => l.trim());
      // Lists, headings and poems keep their lines; prose gets the rhythm pass too.
      if (lines.length > 1) return lines.map((l) => rewriteVoice(l.trim(), style, apostrophe)).join("\n");
      const rewritten = rewriteVoice(block.trim(), style, apostrophe);
      const sentences = splitSentences(rewritten).map((s) => s.text);
      return varyRhythm(sentences, style).join(" ");
    })
    .join("")
    .trim();
}
