/**
 * Generate, then check: every body sentence and the subject line are read against the prompt before the e-mail is
 * returned. A sentence that breaks a rule (email-generator.gate-checks.ts) is taken out; each fact it carried that
 * the rest of the e-mail does not say comes back as the user's own note, tidied (acronyms and names as typed): one
 * note that is a clause is its own sentence, otherwise "One more detail: ..." or a short "A few details:" list. A
 * note whose facts the e-mail never says ("fully insured") is added the same way. Nothing is invented: every added
 * word is the user's.
 */
import { escapeRegExp } from "../../shared/text/regexp";
import type { EmailTemplateInput } from "./contract";
import { INTENTS } from "./email-generator.data";
import { hasFiniteVerb } from "./email-generator.finite";
import { framedDetail } from "./email-generator.detail-frame";
import type { EmailFacts } from "./email-generator.model";
import { emailSentenceProblems, subjectProblems } from "./email-generator.gate-checks";
import { readNote } from "./email-generator.note-reading";
import { factsOf, promptNotes, termCover, tidyNote, type Note } from "./email-generator.gate-notes";
import { contentTerms } from "../../shared/text/tokens";
import { cleanPrompt, expandShorthand } from "./email-generator.text";
import { splitAtStops } from "../../shared/text/abbreviations";

/** A note that talks to the tool about itself ("ignore all previous instructions"): never said. */
const INJECTED = /\b(?:ignore|instructions?|prompt|system|jailbreak|assistant|AI)\b/i;
const MIN_PARAGRAPHS = { short: 1, medium: 3, long: 5 } as const;
const SENTENCE_START = /[\p{Lu}[“"]/u;

/** Whether a text (lower-cased) says a fact, at the start of a word. */
const says = (text: string, fact: string) => new RegExp(`(?:^|[^\\p{L}\\d])${escapeRegExp(fact)}`, "u").test(text);

/** Whether a note must be said again: a fact of it is missing, or (not an order) most of its words are. */
const LABEL_TERM =
  /^(?:ref|reference|no|num|number|id|code|order|booking|case|ticket|invoice|account|policy|claim|tracking)$/i;

function unsaid(note: Note, text: string): boolean {
  const lower = text.toLowerCase();
  const facts = note.order ? note.facts.filter((f) => /\d/.test(f) || f.length === 3) : note.facts;
  if (facts.some((f) => !says(lower, f))) return true;
  // "ref 77821" is said by "My reference number is 77821": a label word says nothing the number does not.
  const terms = note.terms.filter((t) => !LABEL_TERM.test(t) && !/\d/.test(t));
  if (terms.length === 0 && facts.length > 0) return false;
  return !note.order && note.terms.length > 0 && termCover(note, termsIn(text)) < 0.6;
}

/** The content terms of the e-mail so far (read again only when it changed). */
let lastText = "";
let lastTerms: ReadonlySet<string> = new Set();
function termsIn(text: string): ReadonlySet<string> {
  if (text !== lastText) [lastText, lastTerms] = [text, new Set(contentTerms(text))];
  return lastTerms;
}

const HEDGE =
  /^(?:maybe|perhaps|politely|firmly|ask|intro|cold|now|please|don['’]?t|do not|no need|if|when|who|which|that)\b/i;

/** A short listed detail ("fully insured", "10% off first 3 months"): no name, no order, no hedge. */
const listed = (n: Note) =>
  n.raw.split(/\s+/).length <= (n.listed ? 7 : 5) &&
  (n.listed || !/\b\p{Lu}\p{Ll}/u.test(n.raw.slice(1))) &&
  !HEDGE.test(n.raw);

/** The notes a sentence carries: most of a note's words, or one of its facts. */
function carried(sentence: string, notes: Note[]): Note[] {
  const terms = new Set(contentTerms(sentence));
  const facts = new Set(factsOf(sentence));
  return notes.filter(
    (n) => !n.directive && ((n.terms.length > 0 && termCover(n, terms) >= 0.5) || n.facts.some((f) => facts.has(f))),
  );
}

/** The details block: one clause as a sentence, one fragment framed, several as a list. */
function detailsText(details: string[]): string {
  if (details.length === 1) {
    const d = details[0]!;
    if (hasFiniteVerb(d) || /^(?:I|We)(?:['’]\p{L}+)?\s/u.test(d)) return `${d}.`;
    return framedDetail(d) ?? `One more detail: ${d.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())}.`;
  }
  return ["A few details:", ...details.map((d) => `- ${d}`)].join("\n");
}

/** A sentence mended by taking out what broke it: a bracket the prompt did not have, or a clause after ", and". */
function mend(
  sentence: string,
  prompt: string,
  ok: (s: string) => boolean,
): { text: string; dropped: string[] } | null {
  const lower = prompt.toLowerCase();
  const unbracketed = sentence.replace(/\s*\(([^()]+)\)/g, (m, inner: string) =>
    lower.includes(`(${inner.toLowerCase()}`) ? m : "",
  );
  if (unbracketed !== sentence && ok(unbracketed)) return { text: unbracketed, dropped: [] };
  const end = /[.!?]$/.exec(unbracketed)?.[0] ?? ".";
  const parts = unbracketed
    .replace(/[.!?]$/, "")
    .split(/,\s+and\s+/)
    .map((p) => `${p[0]!.toUpperCase()}${p.slice(1)}${end}`);
  if (parts.length < 2) return null;
  const good = parts.filter(ok);
  // The clauses taken out are said again from the notes they carried.
  return good.length > 0 ? { text: good.join(" "), dropped: parts.filter((p) => !good.includes(p)) } : null;
}

interface Gated {
  paragraphs: string[];
  subject: string;
}

/** One piece of a paragraph: a sentence as written (or mended), or the notes said in place of a broken one. */
interface Item {
  para: number;
  text?: string;
  notes?: Note[];
  details?: string[];
}

export function gateEmail(
  paragraphs: string[],
  subject: string,
  input: EmailTemplateInput,
  f: EmailFacts,
  greetingLine: string,
): Gated {
  // The notes as the note reader wrote them back ("want compensation" -> "I would like compensation"), so a note the
  // e-mail says in full is not added again as the user typed it.
  const prompt = readNote(expandShorthand(cleanPrompt(input.prompt)));
  const notes = promptNotes(prompt).filter((n) => !INJECTED.test(n.raw));
  const seen = new Map<string, boolean>();
  const ok = (s: string) => {
    const known = seen.get(s);
    if (known !== undefined) return known;
    const problems = emailSentenceProblems(s, prompt);
    seen.set(s, problems.length === 0);
    return problems.length === 0;
  };
  const items: Item[] = [];
  paragraphs.forEach((p, para) => {
    for (const s of splitAtStops(p, SENTENCE_START)) {
      // A library line that carries no note of the prompt is not read again: it would be kept as it is.
      const its = carried(s, notes);
      const mended = ok(s) ? { text: s, dropped: [] } : mend(s, prompt, ok);
      // One that carries only orders to the tool is kept if it holds a fact (their words are no safer said as they
      // stand), else dropped ("Please escalate to you.").
      if (!mended && its.every((n) => n.order)) {
        if (factsOf(s).length > 0) items.push({ para, text: s });
      } else if (!mended) items.push({ para, notes: its, details: [] });
      else {
        items.push({ para, text: mended.text });
        const lost = mended.dropped.length ? carried(mended.dropped.join(" "), notes) : [];
        if (lost.length) items.push({ para, notes: lost, details: [] });
      }
    }
  });
  const said = () =>
    [greetingLine, f.recipient.name ?? "", ...items.flatMap((i) => (i.text ? [i.text] : (i.details ?? [])))].join(" ");
  const pronoun = f.recipient.name ? f.recipient.pronoun : null;
  const sayIn = (item: Item, n: Note) => {
    const tidy = tidyNote(n.raw, pronoun);
    if (tidy && unsaid(n, said())) item.details!.push(tidy);
  };
  for (const item of items) item.notes?.forEach((n) => sayIn(item, n));
  // A note the e-mail never says ("fully insured"): said as the user wrote it, after the sentence of the note before it.
  notes.forEach((n, k) => {
    const numbered = n.facts.some((x) => /\d/.test(x));
    if (n.directive || n.order || !(listed(n) || (numbered && !HEDGE.test(n.raw))) || !unsaid(n, said())) return;
    const at = anchorOf(items, notes.slice(0, k).reverse());
    const next = items[at]!.details ? items[at] : items[at + 1];
    const target = next?.details && next.para === items[at]!.para ? next : { para: items[at]!.para, details: [] };
    if (target !== next) items.splice(at + 1, 0, target);
    sayIn(target, n);
  });
  const out = paragraphs.map((_, para) => render(items.filter((i) => i.para === para)));
  // A paragraph left empty is dropped unless the length needs it, then it is kept as written.
  const min = MIN_PARAGRAPHS[input.length];
  let count = out.filter(Boolean).length;
  const final = out.map((p, i) => {
    if (p || count >= min) return p;
    count++;
    return paragraphs[i]!;
  });
  return { paragraphs: final.filter(Boolean), subject: gateSubject(subject, prompt, notes, f) };
}

/** The sentence that says the nearest earlier note; else the last sentence of the first paragraph with a note. */
function anchorOf(items: Item[], earlier: Note[]): number {
  for (const n of earlier) {
    if (n.directive) continue;
    const i = items.findLastIndex((it) => carried(it.text ?? (it.details ?? []).join(" "), [n]).length > 0);
    if (i >= 0) return items[i + 1]?.details?.length && items[i + 1]!.para === items[i]!.para ? i + 1 : i;
  }
  return items.findLastIndex((it) => it.para === items[0]!.para);
}

/** A paragraph's sentences, with each list of details said in place. */
function render(items: Item[]): string {
  // Details of neighbouring broken sentences are said in one list.
  const pieces: (string | string[])[] = [];
  for (const it of items) {
    const last = pieces.at(-1);
    if (it.text) pieces.push(it.text);
    else if (Array.isArray(last)) last.push(...(it.details ?? []));
    else pieces.push([...(it.details ?? [])]);
  }
  let out = "";
  for (const p of pieces) {
    const piece = typeof p === "string" ? p : p.length ? detailsText(p) : "";
    if (!piece) continue;
    out += !out ? piece : out.endsWith("\n") || piece.startsWith("A few details:") ? `\n${piece}` : ` ${piece}`;
    if (piece.startsWith("A few details:")) out += "\n";
  }
  return out.replace(/\n+$/, "").replace(/\n\n/g, "\n");
}

/** A subject line that reads as broken is replaced by the prompt's first dated order, tidied, or the intent's own. */
function gateSubject(subject: string, prompt: string, notes: Note[], f: EmailFacts): string {
  if (subjectProblems(subject, prompt).length === 0) return subject;
  const order = notes.find((n) => n.order && n.facts.some((x) => /\d/.test(x)));
  const tidy = order ? tidyNote(order.raw) : "";
  return tidy && tidy.split(/\s+/).length <= 9 ? tidy : INTENTS[f.intent].subject;
}
