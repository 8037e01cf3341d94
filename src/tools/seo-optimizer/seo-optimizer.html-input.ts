/**
 * Pasted HTML read as HTML: headings, paragraphs, list items, quotations and code blocks become the article's
 * blocks; inline code keeps its marks; every other tag is dropped with its text kept, and scripts, styles and
 * embedded objects go entirely. A linear scan over the tags (no DOM needed in the engine's worker threads).
 */
import { decodeHTML } from "entities";
import { CODE_END, CODE_START, type Block, type Doc, type HeadingLevel } from "./seo-optimizer.blocks";

/** True when the article was pasted as HTML (block-level tags), so it is read as HTML rather than as text. */
export function looksLikeHtml(text: string): boolean {
  return /<(?:p|h[1-6]|ul|ol|li|div|article|section|br|blockquote|pre|table)\b[^>]*>/i.test(text);
}

/** Elements whose content is not article text (dropped whole). */
const DROPPED = "script|style|template|noscript|iframe|object|embed|svg|math|textarea|select|button|head|title";
/** Elements that end a paragraph (their text starts a new one). */
const BREAKS = new Set([
  "p",
  "div",
  "section",
  "article",
  "main",
  "header",
  "footer",
  "aside",
  "nav",
  "figure",
  "figcaption",
  "table",
  "thead",
  "tbody",
  "tr",
  "td",
  "th",
  "dl",
  "dt",
  "dd",
  "form",
  "address",
  "hr",
  "details",
  "summary",
  "center",
]);
const INLINE_CODE = new Set(["code", "kbd", "samp", "var"]);

// A no-break space (&nbsp;) is kept: Yoast's sentence tokenizer reads the entity as written, so "day.&nbsp;You"
// does not start a new sentence (see seo-optimizer.sentences.ts); words are still split at it.
const squash = (s: string) =>
  s
    .replace(/[ \t\r\f\v]+/g, " ")
    .replace(/ ?\n ?/g, "\n")
    .replace(/^\s+|\s+$/g, "");

export function htmlToDoc(html: string): Doc {
  const blocks: Block[] = [];
  const source = html
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(new RegExp(`<(${DROPPED})\\b[\\s\\S]*?</\\1\\s*>`, "gi"), " ");
  let text = "";
  let heading = 0;
  let quote = false;
  let pre = false;
  let list: { ordered: boolean; items: string[] } | null = null;
  let nested = 0; // lists inside the open list: their items join it
  let inItem = false;

  const flush = () => {
    const t = pre ? text.replace(/^\n+|\s+$/g, "") : squash(text);
    text = "";
    if (!t.replace(new RegExp(`[${CODE_START}${CODE_END}\\s]`, "g"), "")) return;
    if (pre) blocks.push({ type: "code", text: t });
    else if (heading) blocks.push({ type: "heading", level: heading as HeadingLevel, text: t.replace(/\n/g, " ") });
    else if (inItem && list) list.items.push(t);
    else if (quote) blocks.push({ type: "quote", text: t });
    else blocks.push({ type: "paragraph", text: t });
  };
  const closeList = () => {
    flush();
    inItem = false;
    if (list?.items.length) blocks.push({ type: "list", ordered: list.ordered, items: list.items });
    list = null;
  };

  for (const m of source.matchAll(/<(\/?)([a-zA-Z][\w-]*)\b[^>]*>|[^<]+|</g)) {
    const [whole, slash, rawName] = m;
    if (!rawName) {
      text += pre ? decodeHTML(whole) : decodeHTML(whole).replace(/[^\S\u00a0]+/g, " ");
      continue;
    }
    const name = rawName.toLowerCase();
    const closing = slash === "/";
    if (pre && name !== "pre") continue; // markup inside a code block: its text only
    if (/^h[1-6]$/.test(name)) {
      flush();
      heading = closing ? 0 : Number(name[1]);
    } else if (name === "pre") {
      flush();
      pre = !closing;
    } else if (name === "blockquote") {
      flush();
      quote = !closing;
    } else if (name === "ul" || name === "ol") {
      if (closing && nested > 0) {
        nested -= 1;
        flush();
      } else if (closing) closeList();
      else if (list) {
        nested += 1;
        flush();
      } else {
        flush();
        list = { ordered: name === "ol", items: [] };
      }
    } else if (name === "li") {
      flush();
      inItem = !closing && list !== null;
    } else if (name === "br") text += "\n";
    else if (INLINE_CODE.has(name)) text += closing ? CODE_END : CODE_START;
    else if (BREAKS.has(name)) {
      if (list && !inItem) closeList();
      flush();
    }
  }
  closeList();
  flush();
  return { blocks };
}
