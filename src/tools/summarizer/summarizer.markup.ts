import { decodeHTML } from "entities";
/**
 * Markup of a pasted text turned into plain lines the structure reader understands: HTML is read as HTML (its text,
 * never its tags; script, style, navigation and footers dropped; headings become "# " lines, list items "- " lines,
 * blocks blank-line separated), and markdown's inline marks (emphasis, links, images, code) are removed.
 * Linear scans only: a 1 MB page costs a few milliseconds.
 */

const HTML_HINT =
  /<(?:!doctype|html|head|body|p|h[1-6]|ul|ol|li|div|article|section|br|blockquote|table|span|a\s|strong|em|b|i|script|style)\b[^>]*>/i;

const HTML_BLOCK = /<(?:p|div|h[1-6]|ul|ol|li|br|tr|table|article|section|body|blockquote)\b[^>]*>/gi;
const MARKDOWN_LINE = /^(?:#{1,6}\s|```|~~~|\s*[-*+]\s|\s*\d{1,3}[.)]\s|>\s)/gm;

/**
 * True when the text is HTML (a page or a snippet), so it is read as HTML rather than as text. Markdown with a few
 * inline tags (a README's centred "<h1 align=center>" logo, "<code>" spans, anchors) stays markdown: its lines carry
 * its structure, and its stray tags are removed line by line.
 */
export function looksLikeHtml(text: string): boolean {
  const sample = text.slice(0, 20_000);
  if (!sample.includes("<")) return false; // (no tag: the scans below would find none)
  const tags = sample.match(/<\/?[a-z][a-z0-9-]*\b[^<>]*>/gi)?.length ?? 0;
  if (!HTML_HINT.test(sample) || tags < 2) return false;
  const markdownLines = sample.match(MARKDOWN_LINE)?.length ?? 0;
  return markdownLines < 3 || markdownLines <= (sample.match(HTML_BLOCK)?.length ?? 0);
}

/** Character references decoded (every HTML5 name, numeric ones), soft hyphens and zero-width joiners dropped. */
function decodeEntities(s: string): string {
  return decodeHTML(s).replace(/[\u00ad\u200b-\u200d\ufeff]/g, "");
}

/** Elements whose content is not part of the text a reader would summarize. */
const DROPPED = new Set([
  "script",
  "style",
  "noscript",
  "template",
  "svg",
  "iframe",
  "object",
  "canvas",
  "nav",
  "footer",
  "form",
  "select",
  "button",
  "head",
  "aside",
]);
const BLOCK = new Set([
  "p",
  "div",
  "section",
  "article",
  "main",
  "header",
  "blockquote",
  "pre",
  "table",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "ul",
  "ol",
  "dl",
  "dd",
  "dt",
  "hr",
  "figure",
  "figcaption",
  "address",
  "details",
  "summary",
  "body",
  "html",
]);
const TAG =
  /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<![^>]*>|<\?[\s\S]*?\?>|<(\/?)([a-zA-Z][\w:-]*)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/g;

/**
 * HTML as marked-up lines: h1-h6 become "#"-headings, li "- " or "1. " items, blocks blank lines, br line breaks,
 * table cells " | "-separated rows; dropped elements (script, style, nav, footer...) vanish with their content.
 * The <title> is kept as a heading when the body has no h1.
 */
export function htmlToText(html: string): string {
  const out: string[] = [];
  const lists: ("ul" | "ol")[] = [];
  let dropDepth = 0;
  let dropTag = "";
  let title = "";
  let inTitle = false;
  let sawH1 = false;
  let last = 0;
  TAG.lastIndex = 0;
  const emit = (s: string) => {
    if (dropDepth === 0) out.push(s);
  };
  for (let m = TAG.exec(html); m; m = TAG.exec(html)) {
    const textBefore = html.slice(last, m.index);
    last = m.index + m[0].length;
    if (inTitle) title += textBefore;
    // Text that only looks like a markdown heading ("# Heading" typed inside HTML) stays text: headings come from h1-h6.
    else emit(textBefore.replace(/(^|\n)[ \t]*#{1,6}[ \t]+/g, "$1").replace(/\s+/g, " "));
    const tag = m[2]?.toLowerCase();
    if (!tag) continue; // comment, doctype, CDATA
    const closing = m[1] === "/";
    if (tag === "title") {
      inTitle = !closing;
      continue;
    }
    if (dropDepth > 0) {
      if (tag === dropTag) dropDepth += closing ? -1 : m[3]?.trim().endsWith("/") ? 0 : 1;
      continue;
    }
    if (DROPPED.has(tag) && !closing) {
      if (m[3]?.trim().endsWith("/")) continue;
      dropDepth = 1;
      dropTag = tag;
      continue;
    }
    const heading = /^h([1-6])$/.exec(tag);
    if (heading) {
      if (!closing) {
        if (heading[1] === "1") sawH1 = true;
        emit(`\n\n${"#".repeat(Number(heading[1]))} `);
      } else emit("\n\n");
    } else if (tag === "ul" || tag === "ol") {
      if (closing) lists.pop();
      else lists.push(tag);
      emit("\n\n");
    } else if (tag === "li") {
      emit(closing ? "\n" : `\n${lists[lists.length - 1] === "ol" ? "1." : "-"} `);
    } else if (tag === "br") emit("\n");
    else if (tag === "td" || tag === "th") emit(closing ? " | " : "");
    else if (BLOCK.has(tag)) emit("\n\n");
    else if (tag === "img") {
      // Images carry no text a summary should quote.
    } else emit(inlineSpacing(tag));
  }
  emit(html.slice(last));
  let text = decodeEntities(out.join(""))
    .replace(/[ \t\u00a0]+/g, " ")
    .replace(/ *\n */g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  const cleanTitle = decodeEntities(title).replace(/\s+/g, " ").trim();
  if (cleanTitle && !sawH1) text = `# ${cleanTitle}\n\n${text}`;
  return text;
}

/** Inline elements that separate words (a cell, a line of a definition) get a space; others join their text. */
function inlineSpacing(tag: string): string {
  return tag === "span" ||
    tag === "a" ||
    tag === "b" ||
    tag === "strong" ||
    tag === "em" ||
    tag === "i" ||
    tag === "u" ||
    tag === "code" ||
    tag === "small" ||
    tag === "time" ||
    tag === "mark" ||
    tag === "abbr" ||
    tag === "sup" ||
    tag === "sub"
    ? ""
    : " ";
}

/**
 * Markdown's inline marks removed from one line: images, links (their text kept), emphasis, inline code, strikethrough,
 * footnote references, escapes, stray HTML tags and entities.
 */
export function stripInlineMarkdown(line: string): string {
  if (!INLINE_MARK.test(line)) return oneSpaced(line);
  let text = line;
  // A rule whose marks the line does not hold cannot match (the rules only take characters away).
  for (const [marks, rule, by] of INLINE_RULES)
    if ([...marks].some((m) => line.includes(m))) text = text.replace(rule, by);
  return decodeEntities(text)
    .replace(/[ \t]+/g, " ")
    .trim();
}

/** Markdown's inline marks in the order they are removed, each with the characters it cannot match without. */
const INLINE_RULES: [marks: string, rule: RegExp, by: string][] = [
  ["[", /!\[([^\]]*)\]\([^)]*\)/g, ""],
  ["[", /\[([^\]]+)\]\((?:[^()]|\([^)]*\))*\)/g, "$1"],
  ["[", /\[([^\]]+)\]\[[^\]]*\]/g, "$1"],
  ["[", /\[\^[^\]]+\]/g, ""],
  ["<", /<(https?:\/\/[^>\s]+)>/g, "$1"],
  ["<", /<\/?[a-zA-Z][\w:-]*\b(?:[^>"']|"[^"]*"|'[^']*')*>/g, ""],
  ["`", /(`+)(?=[^\s`])([^`\n]*?[^\s`])\1/g, "$2"],
  ["*_", /(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, "$2"],
  ["*_", /(^|[\s(["'“‘])([*_])(?=[^\s*_])([^*_\n]*?[^\s*_])\2(?=$|[\s).,;:!?"'”’\]])/g, "$1$3"],
  ["~", /~~(?=\S)([\s\S]*?\S)~~/g, "$1"],
  ["\\", /\\([\\`*_{}[\]()#+\-.!|>~])/g, "$1"],
];

/** Characters that the rules above or the entity decoder act on: a line with none has only its spaces tidied. */
const INLINE_MARK = /[[<`*_~\\&\u00ad\u200b-\u200d\ufeff]/;
/** Runs of spaces and tabs as one space, trimmed (no copy when there is no run to shorten). */
const oneSpaced = (line: string): string =>
  (line.includes("  ") || line.includes("\t") ? line.replace(/[ \t]+/g, " ") : line).trim();
