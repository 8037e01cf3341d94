/**
 * A list the prompt gives after a dash or a colon ("new menu drop this friday - smash burgers, vegan katsu, loaded
 * fries"; "Launching Kitty today: round-ups, shared pots with your partner, no ads") stays one list of the same things.
 * The writing may have taken its first item for the headline's object ("Introducing New menu drop - smash burgers
 * this Friday!"), said an item as a sentence of its own ("It's vegan katsu."), or split an item at its preposition
 * ("shared pots, with your partner"). Then the sentences that hold its items are said again as the user wrote them:
 * "New menu drop this Friday: smash burgers, vegan katsu and loaded fries."
 */
import { CALENDAR } from "./post-case";
import type { Block } from "./post-layout";
import { sentencesOf, wordsIn } from "./post-text";

interface PromptList {
  head: string;
  items: string[];
  /** The first item's last words when the head ends with it ("Thank you to our volunteers, donors and ..."). */
  first?: string;
  /** The notes after the list in the same sentence ("ages 5-11, 4-8 august"). */
  tail: string[];
}

/** A part that is no item of a list of things: a figure, a price, a time, a place or a call. */
const NOT_ITEM =
  /\d|[$€£%@/]|^(?:on|at|in|from|until|til|till|every|each|open|closed|ends?|starts?|call|book|dm|text|email|order|link|free\s+(?:on|for|with|over)|bring|come|join|visit|grab|check|follow|sign|register|pop|drop|use|apply|send|tag|share|see|get|try|don'?t)\b|\b(?:today|tomorrow|tonight|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i;

const CLAUSE =
  /(?<![\p{L}'’])(?:i|we|you|they|he|she|it|there|is|are|was|were|will|would|can|could|has|have|had|do|does|did)(?![\p{L}])|['’](?:s|re|ll|ve|m|d)\b/iu;

/** Items of a list from the comma parts, up to the first part that is no item; null when fewer than three. */
function itemsOf(parts: string[], before = 0): { items: string[]; k: number } | null {
  const items: string[] = [];
  let k = 0;
  for (; k < parts.length; k++) {
    const p = parts[k]!.replace(/^and\s+/i, "");
    // (The tagger reads "crafts" and "swimming" as verbs; a clause has a subject or an auxiliary.)
    if (p.split(/\s+(?:and|&)\s+/).some((x) => wordsIn(x) > 7) || NOT_ITEM.test(p) || CLAUSE.test(p)) break;
    items.push(parts[k]!);
  }
  // ("USB-C charging, three colour temperatures and a dimmer": the last part may join two items with "and".)
  const count = items.reduce((n, i) => n + (/.\s(?:and|&)\s/.test(i) ? 2 : 1), before);
  return items.length >= 2 - before && count >= 3 ? { items, k } : null;
}

/**
 * The lists of things the prompt writes after "head - " or "head: " ("new menu drop this friday - smash burgers, ..."),
 * or after a clause's first item ("Thank you to our volunteers, donors and everyone who came ..."), of three or more.
 */
function promptLists(prompt: string): PromptList[] {
  const out: PromptList[] = [];
  for (const s of sentencesOf(prompt.replace(/\s*\n+\s*/g, ". "))) {
    const m = /^(.{3,80}?)(?:\s[-–—]\s+|:\s+)(.+?)[.!]?$/.exec(s.trim());
    if (m && wordsIn(m[1]!) >= 2 && !/[:;]/.test(m[2]!)) {
      const parts = m[2]!.split(/\s*,\s*/).filter(Boolean);
      const found = itemsOf(parts);
      if (found) out.push({ head: m[1]!.trim(), items: found.items, tail: parts.slice(found.k) });
      continue;
    }
    // (The list ends with "and": "a, b and c", where "a" ends the clause before it.)
    const parts = s
      .trim()
      .replace(/[.!]$/, "")
      .split(/\s*,\s*/)
      .filter(Boolean);
    const found = parts.length >= 2 && wordsIn(parts[0]!) >= 3 && !/[:;]/.test(s) ? itemsOf(parts.slice(1), 1) : null;
    // (It ends with its "and" item, then the sentence ends or a clause follows: "react and typescript, remote in EU"
    // are notes of a job, not one list.)
    const after = found ? parts[1 + found.k] : undefined;
    if (
      !found ||
      !/^and\s|\s(?:and|&)\s/.test(found.items[found.items.length - 1]!) ||
      found.items.slice(0, -1).some((i) => /^and\s|\s(?:and|&)\s/.test(i)) ||
      (after !== undefined && !CLAUSE.test(after))
    )
      continue;
    const first = parts[0]!.split(/\s+/).slice(-2).join(" ");
    if (NOT_ITEM.test(first)) continue;
    out.push({ head: parts[0]!, first, items: found.items, tail: parts.slice(1 + found.k) });
  }
  return out;
}

const flat = (t: string) =>
  t
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/\p{Extended_Pictographic}\uFE0F?/gu, "")
    .replace(/\s+/g, " ");

/** Whether the post says the items in their order, as one list (a sentence, or a block's bullets). */
function piecesOf(list: PromptList): string[] {
  return [...(list.first ? [list.first] : []), ...list.items]
    .flatMap((i) => i.replace(/^and\s+/i, "").split(/\s+(?:and|&)\s+/))
    .map(flat);
}

function intact(blocks: Block[], pieces: string[]): boolean {
  for (const b of blocks) {
    if (b.items && pieces.every((p) => b.items!.some((i) => flat(i).includes(p)))) return true;
    for (const s of sentencesOf(b.text)) {
      const text = flat(s);
      let at = text.indexOf(pieces[0]!);
      if (at < 0) continue;
      let ok = true;
      for (const p of pieces.slice(1)) {
        const from = at + pieces[pieces.indexOf(p) - 1]!.length;
        const next = text.indexOf(p, from);
        // ("a seed swap, a composting demo and cake": an article before an item is the same list.)
        if (next < 0 || !/^(?:,\s*|,?\s+(?:and|&)\s+)(?:(?:a|an|the|some)\s+)?$/.test(text.slice(from, next))) {
          ok = false;
          break;
        }
        at = next;
      }
      if (ok) return true;
    }
  }
  return false;
}

const holds = (sentence: string, pieces: string[]) => {
  const text = flat(sentence);
  return pieces.some((p) =>
    new RegExp(`(?<![\\p{L}])${p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}])`, "u").test(text),
  );
};

/** "this friday" -> "this Friday": days and months capitalised as the post writes them. */
const calendar = (text: string) =>
  text.replace(/\p{L}+/gu, (w) => (CALENDAR.test(w) && w !== "may" ? `${w[0]!.toUpperCase()}${w.slice(1)}` : w));

/** The list sentence as the user wrote it: "Head: a, b and c." */
function listSentence(list: PromptList): string {
  const items = [...list.items];
  const last = items[items.length - 1]!;
  const joined =
    /(?:^|\s)(?:and|&)\s/.test(last) || items.length < 2
      ? items.join(", ")
      : `${items.slice(0, -1).join(", ")} and ${last}`;
  const head = calendar(list.head);
  return `${head[0]!.toUpperCase()}${head.slice(1)}${list.first ? "," : ":"} ${joined}.`;
}

/**
 * Blocks whose sentences broke a list of the prompt: those sentences are left out and the list is said as the user
 * wrote it where its first sentence was. Notes that were only in a left-out sentence follow as the user wrote them.
 */
export function keepLists(blocks: Block[], prompt: string): Block[] {
  let out = blocks;
  for (const list of promptLists(prompt)) {
    const pieces = piecesOf(list);
    if (intact(out, pieces)) continue;
    const first = out.findIndex((b) => sentencesOf(b.text).some((s) => holds(s, pieces)));
    if (first < 0 || out.some((b) => b.items)) continue;
    const dropped: string[] = [];
    const next: Block[] = [];
    out.forEach((b, n) => {
      const sentences = sentencesOf(b.text);
      const kept = sentences.filter((s) => !holds(s, pieces));
      dropped.push(...sentences.filter((s) => holds(s, pieces)));
      const mark = n === first ? /\s(\p{Extended_Pictographic}\uFE0F?)$/u.exec(b.text)?.[1] : undefined;
      const said = n === first ? [`${listSentence(list)}${mark ? ` ${mark}` : ""}`] : [];
      const text = [...(n === first ? said : []), ...kept].join(" ");
      if (text) next.push({ ...b, text, source: n === first ? undefined : b.source });
    });
    // A note of the list's sentence said only in a left-out sentence ("4-8 August") is kept as the user wrote it.
    const rest = flat(next.map((b) => b.text).join(" "));
    const lost = list.tail.filter((t) => dropped.some((d) => flat(d).includes(flat(t))) && !rest.includes(flat(t)));
    if (lost.length) {
      const b = next[first]!;
      const said = listSentence(list);
      const notes = calendar(lost.join(", "));
      b.text = b.text.replace(said, `${said.slice(0, -1)}, ${notes}.`);
    }
    out = next;
  }
  return out;
}
