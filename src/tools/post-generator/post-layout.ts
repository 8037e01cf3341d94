/**
 * Lays a drafted post out per platform and fits it, hashtags included, to the platform's limit: the least important
 * blocks go first (closing line, hook, reflection, later details), then list items and hashtags down to one; a
 * sentence that still does not fit is shortened at a clause boundary. A word is never cut unless the prompt has no
 * word boundary at all.
 */
import { PLATFORMS, type Platform, type SocialPostResponse } from "./contract";
import { charLength, xLength } from "./post-length";
import { asSentence, joinList } from "./post-text";
import { chunkRun, itemLines } from "./post-paragraphs";

export type Role = "hook" | "lead" | "body" | "list" | "cta" | "reflection" | "closer";

export interface Block {
  text: string;
  role: Role;
  /** Higher is kept longer when the post must be shortened. */
  priority: number;
  /** A list: the items (text is the sentence that introduces them). */
  items?: string[];
  /** The user's note the block was written from, said instead when the written sentence fails its checks. */
  source?: string;
}

export function measure(text: string, platform: Platform): number {
  return PLATFORMS[platform].weighted ? xLength(text) : charLength(text);
}

/** A list inside running text: "Intro: a, b and c." */
function inlineList(b: Block): string {
  // Titles and names keep their capitals ("Radical Candor, The Culture Code"); advice reads lower-case.
  const titles = b.items!.some((i) => /\s\p{Lu}/u.test(i));
  const items = b
    .items!.map((i) => i.replace(/[.!]+$/, ""))
    .map((i) => (titles ? i : i[0]!.toLowerCase() + i.slice(1)));
  return asSentence(`${b.text.replace(/[.:!]+$/, "")}: ${joinList(items)}`);
}

function listLines(b: Block, bullet: string): string {
  const intro = b.text ? `${b.text.replace(/[.!]+$/, "").replace(/:?$/, ":")}\n` : "";
  return intro + itemLines(b.items!, bullet).join("\n");
}

/** Blocks as paragraphs: running sentences `per` to a paragraph, a list on its own. */
function grouped(bs: Block[], per: number, one: (b: Block) => string): string[] {
  const out: string[] = [];
  let run: string[] = [];
  const flush = () => {
    out.push(...chunkRun(run, per));
    run = [];
  };
  for (const b of bs) {
    // A list, or a [placeholder] the user fills in, stands as its own paragraph.
    if (b.items || /^\[/.test(b.text)) {
      flush();
      out.push(one(b));
    } else run.push(b.text);
  }
  flush();
  return out;
}

function layout(platform: Platform, blocks: Block[], tags: string[]): string {
  const tagLine = tags.join(" ");
  const of = (...roles: Role[]) => blocks.filter((b) => roles.includes(b.role));
  const one = (b: Block) =>
    !b.items
      ? b.text
      : platform === "twitter" || platform === "tiktok"
        ? inlineList(b)
        : listLines(b, platform === "instagram" ? "✔️" : "•");
  const text = (bs: Block[], sep = " ") => bs.map(one).join(sep);
  const paras = (...ps: string[]) => ps.filter((p) => p.trim()).join("\n\n");
  // A link ends the running text, so nothing reads as if it were part of the address.
  const hasLink = (b: Block) => /https?:\/\/|www\.|\.[a-z]{2,}\/|\.(?:com|org|net|io|app|dev)\b/i.test(b.text);
  const linkLast = (bs: Block[]) => [
    ...bs.filter((b) => b.role === "hook" || b.role === "lead" || !hasLink(b)),
    ...bs.filter((b) => b.role !== "hook" && b.role !== "lead" && hasLink(b)),
  ];
  switch (platform) {
    case "twitter":
    case "tiktok":
      return paras(text(linkLast(blocks)), tagLine);
    case "linkedin":
      return paras(
        text(of("hook")),
        ...grouped(of("lead", "body", "list"), 2, one),
        text(of("reflection")),
        text(of("cta")),
        text(of("closer")),
        tagLine,
      );
    case "instagram":
      return paras(
        text(of("hook")),
        text(of("lead", "body"), "\n"),
        text(of("list"), "\n\n"),
        text(of("cta", "reflection"), "\n"),
        text(of("closer")),
        tagLine,
      );
    case "facebook":
      return paras(
        ...grouped(of("hook", "lead", "body", "list"), 4, one),
        text(of("reflection")),
        text(linkLast(of("closer", "cta"))),
        tagLine,
      );
  }
}

const CLAUSE_CUT =
  /\s*(?:[,;:]\s+|\s[–—-]\s|\s(?:and|but|while|because|which|so|where|who|although|though|since|after|before|until|unless)\s)/g;
const PHRASE_CUT = /\s(?=(?:with|for|from|in|at|on|to|by|of|about|into|over|through|during|without|via|including)\s)/g;

/** The longest start of a sentence within `budget`, cut at a clause boundary (or, failing that, before a phrase). */
function shortenSentence(sentence: string, budget: number, platform: Platform): string {
  for (const re of [CLAUSE_CUT, PHRASE_CUT]) {
    const cuts = [...sentence.matchAll(re)].map((m) => m.index!).reverse();
    for (const at of cuts) {
      const head = asSentence(sentence.slice(0, at));
      if (head.split(/\s+/).length >= 3 && measure(head, platform) <= budget) return head;
    }
  }
  return "";
}

/** Words up to the budget, as the last resort for text with no clause or phrase boundary (e.g. a random string). */
function wordsWithin(text: string, budget: number, platform: Platform): string {
  let out = "";
  for (const w of text.split(/\s+/)) {
    const next = out ? `${out} ${w}` : w;
    if (measure(`${next}…`, platform) > budget) break;
    out = next;
  }
  if (out) return `${out.replace(/[\s,;:.!?-]+$/u, "")}…`;
  let g = "";
  for (const { segment } of new Intl.Segmenter("en", { granularity: "grapheme" }).segment(text)) {
    if (measure(`${g}${segment}…`, platform) > budget) break;
    g += segment;
  }
  return g ? `${g}…` : "";
}

/** The post within the platform's limit. */
export function fitPost(platform: Platform, draft: Block[], hashtags: string[]): SocialPostResponse {
  const limit = PLATFORMS[platform].limit;
  let blocks = draft
    .filter((b) => b.text || b.items?.length)
    .map((b) => ({ ...b, items: b.items ? [...b.items] : undefined }));
  let tags = [...hashtags];
  const fits = () => measure(layout(platform, blocks, tags), platform) <= limit;
  const done = (): SocialPostResponse => ({ post: layout(platform, blocks, tags), hashtags: tags });
  // 1. Drop whole blocks, least important first, never the lead; hashtags go down to one before important blocks.
  while (!fits()) {
    const droppable = blocks.filter((b) => b.role !== "lead").sort((a, b) => a.priority - b.priority)[0];
    if ((!droppable || droppable.priority >= 60) && tags.length > 1) {
      tags = tags.slice(0, -1);
      continue;
    }
    const list = blocks.find((b) => b.items && b.items.length > 2);
    if (list && (!droppable || droppable.priority >= list.priority)) {
      list.items!.pop();
      continue;
    }
    if (!droppable) break;
    blocks = blocks.filter((b) => b !== droppable);
  }
  if (fits()) return done();
  // 2. Only the headline is left: shorten it at a clause boundary.
  const lead = blocks[0];
  if (lead) {
    const budget = measure(lead.text, platform) - (measure(layout(platform, blocks, tags), platform) - limit);
    lead.text = shortenSentence(lead.text, budget, platform) || wordsWithin(lead.text, budget, platform);
  }
  while (!fits() && tags.length > 0) tags = tags.slice(0, -1);
  return done();
}
