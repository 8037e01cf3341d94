/**
 * Generate, then check: every sentence of a drafted English post is checked (the post's own rules in post-check,
 * and any shared sentence checker passed in), and a failing sentence is mended by a repair that keeps its words
 * (a time's preposition, a note in brackets said on a line of its own), else replaced by the user's own note tidied,
 * else dropped when the post says its facts elsewhere. A fact (price, number, date, time, place, name, link) is
 * never lost and none is added. Hashtags that are verbs, numbers or broken-off parts of a phrase are left out.
 */
import type { Block } from "./post-layout";
import { wordsSaidElsewhere } from "./post-said";
import { HOLIDAY, LOWER_ADDRESS, TITLED_NAME, isFiller, postProblems, tagProblems } from "./post-check";
import { hasFiniteVerb } from "./post-rewrite";
import { capitalise, sentencesOf } from "./post-text";
import { sentenceProblems } from "../../shared/text/sentence-check";
import { isAbbreviationStop } from "../../shared/text/abbreviations";

type Checker = (sentence: string, post: string) => string[];

const DAY_ABBR = String.raw`(?:mon|tues?|weds?|thu(?:rs?)?|fri|sat|sun)`;
const CLOCK = String.raw`\d{1,2}(?:[:.]\d\d)?\s?(?:am|pm)`;
const NAMES =
  /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|june|july|august|september|october|november|december)\b/g;
const day = (d: string) => capitalise(d.toLowerCase());

/** Weekdays abbreviated as in a note, with their capitals ("fri-mon" -> "Fri-Mon", "mon/wed/fri" -> "Mon/Wed/Fri"). */
function fullDays(text: string): string {
  return text.replace(
    new RegExp(
      String.raw`\b${DAY_ABBR}(?=\s*(?:[-–/]\s*${DAY_ABBR}\b|\d|,?\s*(?:(?:on|at)\s+)?${CLOCK}|\)))|(?<=[-–/(]\s*)${DAY_ABBR}\b(?![\p{L}'])`,
      "gu",
    ),
    day,
  );
}

/** A sentence that is a link or an address keeps its lower case ("https://...", "hello@..."). */
const LINK_START = /^(?:https?:\/\/|www\.|\S+@\S+)/i;

/** Words-only repairs: what each fixes is named by the rule in post-check. */
function mend(sentence: string, post: string): string {
  let s = fullDays(sentence)
    .replace(/\bafter on (?=\d)/gi, "after ")
    .replace(
      new RegExp(String.raw`\bon (\d{1,2}(?:[:.]\d\d)?\s?(?:am|pm)?)\s?[-–]\s?(${CLOCK})`, "gi"),
      "from $1 to $2",
    )
    .replace(new RegExp(String.raw`\bon (${CLOCK})`, "gi"), "at $1")
    .replace(/^Were (?=\p{Ll})/u, "We're ")
    // "mrs patel", "st jude", "christmas": a title's name and a holiday with their capitals.
    .replace(TITLED_NAME, (_m, t: string, n: string) => `${capitalise(t)} ${capitalise(n)}`)
    .replace(HOLIDAY, (h) => capitalise(h))
    // "42 king st manchester" -> "42 King St, Manchester" (a last word after the street is its town).
    .replace(
      LOWER_ADDRESS,
      (_m, n: string, street: string, town = "") =>
        `${n}${street.replace(/(?<![\p{L}'])\p{Ll}/gu, (c: string) => c.toUpperCase())}${town ? `,${town.replace(/\p{Ll}/u, (c: string) => c.toUpperCase())}` : ""}`,
    )
    .replace(
      new RegExp(String.raw`\b((?:Mon|Tues?|Wed(?:nes)?|Thu(?:rs?)?|Fri|Sat(?:ur)?|Sun)(?:day)?) (${CLOCK})`, "g"),
      "$1 at $2",
    )
    .replace(
      /\b(jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\b(?=\s+\d)|(?<=\d(?:st|nd|rd|th)?\s+)(jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\b/g,
      (m) => capitalise(m),
    );
  if (postProblems(s, post).includes("date placeholder although the post says when"))
    s = s.replace(/\s*\b(?:on|at)\s+\[date(?: and time)?\]/i, "");
  // A price with no currency: said as the price of the thing before it ("latte 3.80" -> "latte for 3.80").
  s = s.replace(/(?<=\p{L})\s+(\d{1,4}\.\d\d)\b(?![\d%])/gu, (_m, n: string) => ` for ${n}`);
  // A day in brackets after "tomorrow" or "today" is said beside it ("tomorrow (Thursday) due to" -> "tomorrow,
  // Thursday, due to"); another note in brackets mid-sentence goes on a line of its own after the sentence.
  s = s.replace(
    /\b(today|tomorrow|tonight|this week|next week)\s*\(((?:Mon|Tues?|Wed(?:nes)?|Thu(?:rs?)?|Fri|Sat(?:ur)?|Sun)(?:day)?(?: \d{1,2}(?:st|nd|rd|th)?(?: \p{L}+)?)?)\)\s*,?/gu,
    "$1, $2, ",
  );
  const paren = /\s*\(([^()]{1,80})\)(?=\s*[,;]?\s*[^\s.!?])/u.exec(s);
  if (paren) {
    const note = paren[1]!.replace(/\.\s+/g, ", ").trim();
    const end = /[.!?]$/.exec(s)?.[0] ?? ".";
    s = `${s.slice(0, paren.index)}${s.slice(paren.index + paren[0].length)}`.replace(/\s+([,.!?])/g, "$1");
    s = `${s.replace(/[.!?]$/, "")}${end} ${capitalise(note)}${/[.!?]$/.test(note) ? "" : "."}`;
  }
  return LINK_START.test(s) ? s : capitalise(s);
}

/**
 * Faults across sentence ends, mended before the block is split: a sentence end inside brackets ("(20 hours/week.
 * £14/hr)") and a sentence that starts lower-case after one ("of 3. async updates").
 */
function mendBlock(text: string): string {
  return text
    .replace(/\(([^()]*)\)/g, (m: string, inner: string) =>
      /[.!?]\s/.test(inner) ? `(${inner.replace(/[.!?]\s+/g, ", ")})` : m,
    )
    .replace(
      /(?<!\b(?:e\.g|i\.e|etc|approx|vs|St|Dr|Mr|Mrs|Ms|no|v))([.!?])\s+(\p{Ll})(?![\p{L}]*[@.:])/gu,
      (m: string, end: string, c: string, at: number, all: string) =>
        isAbbreviationStop(all, at) ? m : `${end} ${c.toUpperCase()}`,
    );
}

/** The facts of a text: money, numbers, times, links, e-mails and capitalised names. */
function factsOf(text: string): string[] {
  const found =
    text.match(
      /[£$€]\s?\d[\d,.]*k?|\S+@\S+\.\w+|(?:https?:\/\/|www\.)\S+|\d[\d,.:/]*(?:\s?(?:am|pm|%))?|(?<=\S\s+)\p{Lu}[\p{L}'’]+/gu,
    ) ?? [];
  return [...new Set(found.map((f) => f.replace(/[.,]+$/, "")).filter(Boolean))];
}

const said = (fact: string, text: string) => text.toLowerCase().includes(fact.toLowerCase());

/** A user's note as a line of a post: weekdays in full, "we're", a capital and an end. */
function noteLine(note: string): string {
  const s = mend(
    note
      .trim()
      .replace(/[.!]+$/, "")
      .replace(NAMES, (w) => capitalise(w))
      // "on high st" -> "on High St" ("for st jude" is no street).
      .replace(
        /\b(?!(?:for|to|at|in|on|of|from|by|with|and)\b)(\p{Ll})(\p{L}*) (st|rd|ave)\b/gu,
        (_m, c: string, w: string, st: string) => `${c.toUpperCase()}${w} ${capitalise(st)}`,
      ),
    note,
  );
  return /[.!?]$/.test(s) ? s : `${s}.`;
}

/** Checks and mends each block's sentences; the checkers run on every sentence. Filler lines are left out. */
export function gateBlocks(draft: Block[], platform: string, extra: Checker[] = []): Block[] {
  const key = (t: string) =>
    t
      .toLowerCase()
      .replace(/\b(?:this|the|a|an|our|that)\b/g, "")
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
  // A hook that says what another line of the post says ("This offer is for a limited time." ... "The offer is for
  // a limited time.") goes.
  const lines = new Set(draft.filter((b) => b.role !== "hook").map((b) => key(b.text)));
  const blocks = draft.filter(
    (b) =>
      !(b.role === "hook" && lines.has(key(b.text))) &&
      !isFiller(
        b.text,
        b.role,
        platform,
        draft.filter((x) => x !== b).flatMap((x) => sentencesOf(x.text)),
      ),
  );
  const checks: Checker[] = [(s) => sentenceProblems(s), postProblems, ...extra];
  const problems = (s: string, post: string) => checks.flatMap((c) => c(s, post));
  const post = () => blocks.map((b) => [b.text, ...(b.items ?? [])].join(" ")).join(" ");
  for (const b of blocks) {
    if (!b.text || /^\[/.test(b.text)) continue;
    const mark = /\s(\p{Extended_Pictographic}\uFE0F?)$/u.exec(b.text)?.[1] ?? "";
    const body = mendBlock(mark ? b.text.slice(0, -mark.length).trim() : b.text);
    const sentences = b.items ? [body] : sentencesOf(body);
    const kept: string[] = [];
    let replaced = false;
    for (const s of sentences) {
      const whole = post();
      if (LINK_START.test(s) || problems(s, whole).length === 0) {
        kept.push(s);
        continue;
      }
      const mended = b.items ? s : mend(s, whole);
      const left = problems(mended, whole);
      if (left.length === 0 || b.items) {
        kept.push(mended);
        continue;
      }
      // The user's own note, tidied, said in place of the sentence made from it (once per block).
      if (b.source && !replaced) {
        const line = noteLine(b.source);
        if (
          problems(line, whole).length < left.length &&
          factsOf(s).every((f) => said(f, line) || said(f, whole.replace(s, "")))
        ) {
          kept.push(line);
          replaced = true;
          continue;
        }
      }
      // A sentence whose facts the rest of the post says goes; otherwise it stays, mended as far as it could be.
      const rest = whole.replace(s, " ");
      if (
        factsOf(s).every((f) => said(f, rest)) &&
        wordsSaidElsewhere(s, rest) &&
        (b.role !== "lead" || kept.length > 0 || blocks.some((x) => x !== b && x.role === "body" && x.text))
      )
        continue;
      kept.push(mended);
    }
    // (A link ends without a full stop, which readers' apps would take into the address.)
    const text = kept.join(" ").replace(/((?:https?:\/\/|www\.)\S*[^\s.])\.(?=\s|$)/g, "$1");
    b.text = mark && text ? `${text} ${mark}` : text;
  }
  return blocks.filter((b) => b.text || b.items?.length);
}

/** The hashtags without those that are verbs, numbers or broken-off parts of the prompt's phrases. */
export function gateTags(tags: string[], prompt: string): string[] {
  return tags.filter((t) => tagProblems(t, prompt).length === 0);
}

/** Words that make a clause of a piece: a pronoun subject or an auxiliary. */
const CLAUSE = /\b(?:I|we|you|they|he|she|it|is|are|was|were|has|have|had|will|can|could|would|should|did|do|does)\b/i;

const bare = (t: string) =>
  t
    .replace(/\s*\p{Extended_Pictographic}\uFE0F?\s*$/u, "")
    .replace(/[.!?]+$/, "")
    .trim();

/**
 * A list the reading split into sentences ("Food bank urgently needs tinned veg. Pasta. Nappies size 4-5 and
 * toiletries.") is said as the prompt wrote it: a verbless block that follows its neighbour after a comma in the
 * prompt joins it again ("... needs tinned veg, pasta, nappies size 4-5 and toiletries.").
 */
export function rejoinLists(blocks: Block[], prompt: string): Block[] {
  const written = prompt.replace(/\s+/g, " ");
  const flat = written.toLowerCase();
  const out: Block[] = [];
  for (const b of blocks) {
    const prev = out[out.length - 1];
    const text = bare(b.text);
    const tail = prev ? bare(prev.text).split(/\s+/).slice(-2).join(" ").toLowerCase() : "";
    if (
      prev &&
      !prev.items &&
      !b.items &&
      (b.role === "body" || b.role === "lead") &&
      (prev.role === "body" || prev.role === "lead") &&
      text &&
      sentencesOf(text).length === 1 &&
      !CLAUSE.test(text) &&
      // (A list item is short and has no phrase of its own: "story time moves to the community hall" is a clause.)
      text.split(/\s+/).length <= 6 &&
      !/\b(?:to|at|in|on|from|for|with|by|until)\b/i.test(text) &&
      (!hasFiniteVerb(text) || /\s(?:and|&)\s/.test(text)) &&
      tail &&
      flat.includes(`${tail}, ${text.toLowerCase()}`) &&
      // (A list ends "... and toiletries"; "engraved inside, huge sentimental value" are two notes.)
      /\s(?:and|&)\s/.test(/^[^.!?]*/.exec(flat.slice(flat.indexOf(`${tail}, ${text.toLowerCase()}`)))![0])
    ) {
      // (The words as the prompt wrote them: "pasta", but "Sheffield".)
      const at = flat.indexOf(`${tail}, ${text.toLowerCase()}`) + tail.length + 2;
      const mark = /\s(\p{Extended_Pictographic}\uFE0F?)$/u.exec(prev.text)?.[1];
      prev.text = `${bare(prev.text)}, ${text[0]!.toLowerCase() === written[at] ? text[0]!.toLowerCase() : text[0]}${text.slice(1)}.${mark ? ` ${mark}` : ""}`;
      continue;
    }
    out.push(b);
  }
  return out;
}

/**
 * A note with no sentence the reading could take for the news ("Book launch party for my debut novel - Waterstones
 * Piccadilly, 14 Nov 7pm, free tickets on eventbrite, wine provided"): its first part is the headline and the other
 * parts its points, laid out as the platform lays out a list, instead of the note pasted as one sentence.
 */
export function noteBlocks(note: string): Block[] {
  const parts = note
    .replace(/[.!]+$/, "")
    .split(/\s+[–—-]\s+|,\s+/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 3 || parts.some((p) => p.split(/\s+/).length > 12)) return [];
  return [
    {
      text: noteLine(parts[0]!),
      role: "lead",
      priority: 100,
      items: parts.slice(1).map((p) => bare(mend(p, note)).replace(/^\p{Lu}/u, (c, i: number) => p[i] ?? c)),
    },
  ];
}
