/**
 * The article as blocks (headings, paragraphs, lists, quotations, code), read from plain text or Markdown-style input
 * (pasted HTML: seo-optimizer.html-input.ts), and written back as HTML. Every piece of visitor text is HTML-escaped
 * here; the result is sanitized again afterwards.
 */
import { CODE_END, CODE_START, mapProse, type Block, type Doc, type HeadingLevel } from "./seo-optimizer.blocks";
import { htmlToDoc, looksLikeHtml } from "./seo-optimizer.html-input";

export type { Block, Doc } from "./seo-optimizer.blocks";
export { looksLikeHtml } from "./seo-optimizer.html-input";

const MD_HEADING = /^(#{1,6})\s+(.+?)\s*#*\s*$/;
const BULLET = /^\s*(?:[-*•●▪◦–]|\d{1,3}[.)])\s+/;
const ORDERED = /^\s*\d{1,3}[.)]\s+/;
const QUOTE = /^>\s?/;
const FENCE = /^(```|~~~)[^\n]*\n([\s\S]*?)^\1[ \t]*$/gm;
const TERMINAL = /[.!?…:;,。！？]["'”’»)\]]*$/;

/** A short line with no closing punctuation, followed by more text, reads as a subheading. */
function looksLikeHeading(line: string): boolean {
  const words = line.split(/\s+/).filter(Boolean).length;
  return words > 0 && words <= 12 && line.length <= 90 && !TERMINAL.test(line) && !BULLET.test(line);
}

/** `code` spans on a line become inline code. */
const inlineCode = (line: string) => line.replace(/`([^`\n]+)`/g, `${CODE_START}$1${CODE_END}`);

function parseText(text: string, blocks: Block[]): void {
  const rawBlocks = text.split(/\n[ \t]*\n+/);
  rawBlocks.forEach((raw, bi) => {
    const lines = raw
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean)
      .map(inlineCode);
    const isLast = bi === rawBlocks.length - 1;
    let i = 0;
    while (i < lines.length) {
      const line = lines[i]!;
      const md = MD_HEADING.exec(line);
      if (md) {
        blocks.push({ type: "heading", level: md[1]!.length as HeadingLevel, text: md[2]! });
        i++;
        continue;
      }
      // A listicle's numbered point ("3. Close your curtains at dusk" alone on its line, its text in the next
      // paragraph) is a subheading, kept with its number: a one-item list would restart the numbering at 1.
      const nextRaw = rawBlocks[bi + 1]?.trim() ?? "";
      if (
        ORDERED.test(line) &&
        lines.length === 1 &&
        nextRaw &&
        !BULLET.test(nextRaw) &&
        !MD_HEADING.test(nextRaw) &&
        looksLikeHeading(line.replace(ORDERED, ""))
      ) {
        blocks.push({ type: "heading", level: 2, text: line });
        i++;
        continue;
      }
      if (BULLET.test(line)) {
        const items: string[] = [];
        const ordered = ORDERED.test(line);
        while (i < lines.length && BULLET.test(lines[i]!)) items.push(lines[i++]!.replace(BULLET, "").trim());
        // A list whose items are separated by blank lines is still one list.
        const previous = blocks[blocks.length - 1];
        if (i === items.length && previous?.type === "list" && previous.ordered === ordered)
          previous.items.push(...items);
        else blocks.push({ type: "list", ordered, items });
        continue;
      }
      if (QUOTE.test(line)) {
        const quoted: string[] = [];
        while (i < lines.length && QUOTE.test(lines[i]!)) quoted.push(lines[i++]!.replace(QUOTE, ""));
        blocks.push({ type: "quote", text: quoted.join(" ") });
        continue;
      }
      const rest = lines.slice(i);
      const followedByText = rest.length > 1 || !isLast;
      // In a block, a title line is followed by a line that starts a new sentence (capital), not a hard wrap.
      const nextStartsSentence = rest.length > 1 && /^[\p{Lu}\p{N}"“]/u.test(rest[1]!);
      if (
        looksLikeHeading(line) &&
        /^[\p{Lu}\p{N}]/u.test(line) &&
        followedByText &&
        (nextStartsSentence || lines.length === 1)
      ) {
        blocks.push({ type: "heading", level: 2, text: line });
        i++;
        continue;
      }
      // The rest of the block (up to a Markdown heading, a list or a quotation) is one paragraph; hard wraps re-joined.
      const para: string[] = [];
      while (i < lines.length && !MD_HEADING.test(lines[i]!) && !BULLET.test(lines[i]!) && !QUOTE.test(lines[i]!))
        para.push(lines[i++]!);
      blocks.push({ type: "paragraph", text: para.join(" ") });
    }
  });
}

/** Reads the article: pasted HTML as HTML, anything else as plain text with Markdown-style marks. */
export function parseArticle(article: string): Doc {
  const input = article.replace(/[\uE000-\uE003]/g, ""); // the marks this module uses inside text
  if (looksLikeHtml(input)) return htmlToDoc(input);
  const text = input.replace(/\r\n?/g, "\n");
  const blocks: Block[] = [];
  let last = 0;
  for (const fence of text.matchAll(FENCE)) {
    parseText(text.slice(last, fence.index), blocks);
    if (fence[2]!.trim()) blocks.push({ type: "code", text: fence[2]!.replace(/\n$/, "") });
    last = fence.index + fence[0].length;
  }
  parseText(text.slice(last), blocks);
  return { blocks };
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", "\u00a0": "&nbsp;" };
/** Escapes text for an element's content (never an attribute: the output has none), keeping quotes as typed. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>\u00a0]/g, (c) => ESCAPES[c]!);
}

/** Escaped text with its inline code as <code> and its line breaks as <br>. */
function inlineHtml(text: string): string {
  return escapeHtml(text)
    .replace(new RegExp(`${CODE_START}([^${CODE_END}]*)(?:${CODE_END}|$)`, "g"), "<code>$1</code>")
    .replace(/\n/g, "<br>");
}

const URL_OR_EMAIL = /((?:https?:\/\/|www\.)\S+|\S+@\S+\.\S+)/i;

/** Marks the first use of each matched phrase in a run of prose (private-use marks, turned into <strong> later). */
function markFirstUses(prose: string, pattern: RegExp, seen: Set<string>): string {
  let out = "";
  let last = 0;
  pattern.lastIndex = 0;
  for (let m = pattern.exec(prose); m; m = pattern.exec(prose)) {
    const key = m[0].toLowerCase().replace(/s$/, "");
    if (seen.has(key)) continue;
    seen.add(key);
    out += `${prose.slice(last, m.index)}\uE002${m[0]}\uE003`;
    last = m.index + m[0].length;
  }
  return out + prose.slice(last);
}

/** Wraps the first occurrence of each key phrase in a block's prose in <strong> (never in a URL or code); escaped. */
function emphasize(text: string, pattern: RegExp | null): string {
  if (!pattern) return inlineHtml(text);
  const seen = new Set<string>();
  const marked = mapProse(text, (prose) =>
    prose
      .split(URL_OR_EMAIL)
      .map((part, i) => (i % 2 ? part : markFirstUses(part, pattern, seen)))
      .join(""),
  );
  // Neighbouring emphasized words read as one phrase.
  return inlineHtml(marked)
    .replace(/\uE002/g, "<strong>")
    .replace(/\uE003/g, "</strong>")
    .replace(/<\/strong>(\s+)<strong>/g, "$1");
}

/** The HTML element of a heading in the output: h1 to h3 as written, h4-h6 as h4. */
export const outputLevel = (level: HeadingLevel): 1 | 2 | 3 | 4 => (level <= 3 ? level : 4) as 1 | 2 | 3 | 4;

/**
 * The document as HTML. `emphasis` (the focus phrase) is bolded at its first `maxEmphasis` uses only: bold on every
 * repetition reads as shouting and is not what search engines reward. Headings take the output's levels (h1-h4)
 * unless `sourceLevels` (the article as its author marked it up, h1-h6).
 */
export function renderHtml(doc: Doc, emphasis: RegExp | null, { maxEmphasis = 2, sourceLevels = false } = {}): string {
  const parts: string[] = [];
  let left = maxEmphasis;
  const inline = (text: string) => {
    if (left <= 0 || !emphasis) return inlineHtml(text);
    const html = emphasize(text, emphasis);
    const used = (html.match(/<strong>/g) ?? []).length;
    if (used > left) return inlineHtml(text); // keep the budget for whole blocks
    left -= used;
    return html;
  };
  for (const block of doc.blocks) {
    if (block.type === "heading") {
      const h = `h${sourceLevels ? block.level : outputLevel(block.level)}`;
      parts.push(`<${h}>${inlineHtml(block.text)}</${h}>`);
    } else if (block.type === "paragraph") parts.push(`<p>${inline(block.text)}</p>`);
    else if (block.type === "quote") parts.push(`<blockquote><p>${inlineHtml(block.text)}</p></blockquote>`);
    else if (block.type === "code") parts.push(`<pre><code>${escapeHtml(block.text)}</code></pre>`);
    else {
      const tag = block.ordered ? "ol" : "ul";
      parts.push(`<${tag}>${block.items.map((item) => `<li>${inline(item)}</li>`).join("")}</${tag}>`);
    }
  }
  return parts.join("\n");
}
