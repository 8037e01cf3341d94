/**
 * The article as blocks (headings, paragraphs, lists), read from plain text or Markdown-style input, and written
 * back as HTML. Every piece of visitor text is HTML-escaped here; the result is sanitized again afterwards.
 */

export type Block =
  | { type: "heading"; level: 2 | 3; text: string }
  | { type: "paragraph"; text: string }
  | { type: "list"; ordered: boolean; items: string[] };

export interface Doc {
  blocks: Block[];
}

const MD_HEADING = /^#{1,6}\s+(.+?)\s*#*\s*$/;
const BULLET = /^\s*(?:[-*•●▪◦–]|\d{1,3}[.)])\s+/;
const ORDERED = /^\s*\d{1,3}[.)]\s+/;
const TERMINAL = /[.!?…:;,。！？]["'”’»)\]]*$/;

/** A short line with no closing punctuation, followed by more text, reads as a subheading. */
function looksLikeHeading(line: string): boolean {
  const words = line.split(/\s+/).filter(Boolean).length;
  return words > 0 && words <= 12 && line.length <= 90 && !TERMINAL.test(line) && !BULLET.test(line);
}

/** True when the article was pasted as HTML (block-level tags), so it is read as HTML rather than as text. */
export function looksLikeHtml(text: string): boolean {
  return /<(?:p|h[1-6]|ul|ol|li|div|article|section|br|blockquote)\b[^>]*>/i.test(text);
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", mdash: "—", ndash: "–", hellip: "…", rsquo: "’", lsquo: "‘", rdquo: "”", ldquo: "“" };

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, e: string) => {
    if (e[0] === "#") {
      const code = e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : " ";
    }
    return ENTITIES[e.toLowerCase()] ?? whole;
  });
}

/**
 * HTML as the article's text: headings become "## " lines, list items "- " lines, paragraphs and breaks blank lines;
 * scripts, styles and every other tag are dropped (their text kept), entities decoded. Linear, no DOM needed.
 */
export function htmlToArticleText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1\s*>/gi, " ")
      .replace(/<!--[\s\S]*?-->/g, " ")
      .replace(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1\s*>/gi, (_, level: string, inner: string) => `\n\n${level === "1" || level === "2" ? "##" : "###"} ${inner.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim()}\n\n`)
      .replace(/<li\b[^>]*>/gi, "\n- ")
      .replace(/<\/(?:li)\s*>/gi, "\n")
      .replace(/<(?:\/?(?:p|div|ul|ol|article|section|blockquote|table|tr)|br)\b[^>]*>/gi, "\n\n")
      .replace(/<[^>]*>/g, ""),
  )
    .replace(/[ \t]+/g, " ")
    .replace(/\n[ \t]+/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

export function parseArticle(input: string): Doc {
  const text = looksLikeHtml(input) ? htmlToArticleText(input) : input;
  const blocks: Block[] = [];
  const rawBlocks = text.replace(/\r\n?/g, "\n").split(/\n[ \t]*\n+/);
  rawBlocks.forEach((raw, bi) => {
    const lines = raw.split("\n").map((l) => l.trim()).filter(Boolean);
    const isLast = bi === rawBlocks.length - 1;
    let i = 0;
    while (i < lines.length) {
      const line = lines[i]!;
      const md = MD_HEADING.exec(line);
      if (md) {
        blocks.push({ type: "heading", level: line.startsWith("###") ? 3 : 2, text: md[1]! });
        i++;
        continue;
      }
      if (BULLET.test(line)) {
        const items: string[] = [];
        const ordered = ORDERED.test(line);
        while (i < lines.length && BULLET.test(lines[i]!)) items.push(lines[i++]!.replace(BULLET, "").trim());
        blocks.push({ type: "list", ordered, items });
        continue;
      }
      const rest = lines.slice(i);
      const followedByText = rest.length > 1 || !isLast;
      // In a block, a title line is followed by a line that starts a new sentence (capital), not a hard wrap.
      const nextStartsSentence = rest.length > 1 && /^[\p{Lu}\p{N}"“]/u.test(rest[1]!);
      if (looksLikeHeading(line) && /^[\p{Lu}\p{N}]/u.test(line) && followedByText && (nextStartsSentence || lines.length === 1)) {
        blocks.push({ type: "heading", level: 2, text: line });
        i++;
        continue;
      }
      // The rest of the block (up to a Markdown heading or a list) is one paragraph; hard wraps re-joined.
      const para: string[] = [];
      while (i < lines.length && !MD_HEADING.test(lines[i]!) && !BULLET.test(lines[i]!)) para.push(lines[i++]!);
      blocks.push({ type: "paragraph", text: para.join(" ") });
    }
  });
  return { blocks };
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };
/** Escapes text for an element's content (never an attribute: the output has none), keeping quotes as typed. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>]/g, (c) => ESCAPES[c]!);
}

/** Wraps the first occurrence of each key phrase in a block in <strong>; all text escaped. */
export function emphasize(text: string, pattern: RegExp | null): string {
  if (!pattern) return escapeHtml(text);
  const seen = new Set<string>();
  let out = "";
  let last = 0;
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    const key = m[0].toLowerCase().replace(/s$/, "");
    if (seen.has(key)) continue;
    seen.add(key);
    out += `${escapeHtml(text.slice(last, m.index))}<strong>${escapeHtml(m[0])}</strong>`;
    last = m.index + m[0].length;
  }
  // Neighbouring emphasized words read as one phrase.
  return (out + escapeHtml(text.slice(last))).replace(/<\/strong>(\s+)<strong>/g, "$1");
}

/**
 * The document as HTML. `emphasis` (the focus phrase) is bolded at its first `maxEmphasis` uses only: bold on every
 * repetition reads as shouting and is not what search engines reward.
 */
export function renderHtml(doc: Doc, emphasis: RegExp | null, maxEmphasis = 2): string {
  const parts: string[] = [];
  let left = maxEmphasis;
  const inline = (text: string) => {
    if (left <= 0 || !emphasis) return escapeHtml(text);
    const html = emphasize(text, emphasis);
    const used = (html.match(/<strong>/g) ?? []).length;
    if (used > left) return escapeHtml(text); // keep the budget for whole blocks
    left -= used;
    return html;
  };
  for (const block of doc.blocks) {
    if (block.type === "heading") parts.push(`<h${block.level}>${escapeHtml(block.text)}</h${block.level}>`);
    else if (block.type === "paragraph") parts.push(`<p>${inline(block.text)}</p>`);
    else {
      const tag = block.ordered ? "ol" : "ul";
      parts.push(`<${tag}>${block.items.map((item) => `<li>${inline(item)}</li>`).join("")}</${tag}>`);
    }
  }
  return parts.join("\n");
}

/** Minimal DOM shape used to read sanitized HTML back into blocks (jsdom on the server). */
interface NodeLike {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<NodeLike>;
}

/** Reads (already sanitized) HTML, e.g. an AI rewrite, back into blocks so the engine can score it. */
export function docFromDom(root: NodeLike): Doc {
  const blocks: Block[] = [];
  let loose = "";
  const flush = () => {
    if (loose.trim()) blocks.push({ type: "paragraph", text: loose.replace(/\s+/g, " ").trim() });
    loose = "";
  };
  const walk = (node: NodeLike) => {
    for (const child of Array.from(node.childNodes)) {
      const name = child.nodeName.toLowerCase();
      const text = (child.textContent ?? "").replace(/\s+/g, " ").trim();
      if (child.nodeType === 3) loose += child.textContent ?? "";
      else if (/^h[1-6]$/.test(name)) {
        flush();
        if (text) blocks.push({ type: "heading", level: name === "h1" || name === "h2" ? 2 : 3, text });
      } else if (name === "ul" || name === "ol") {
        flush();
        const items = Array.from(child.childNodes)
          .filter((li) => li.nodeName.toLowerCase() === "li")
          .map((li) => (li.textContent ?? "").replace(/\s+/g, " ").trim())
          .filter(Boolean);
        if (items.length) blocks.push({ type: "list", ordered: name === "ol", items });
      } else if (name === "p" || name === "blockquote" || name === "li") {
        flush();
        if (text) blocks.push({ type: "paragraph", text });
      } else if (name === "br") loose += " ";
      else if (["div", "section", "article", "main", "body", "header", "footer"].includes(name)) {
        flush();
        walk(child);
      } else loose += child.textContent ?? "";
    }
  };
  walk(root);
  flush();
  return { blocks };
}
