/**
 * The shape of the visitor's text, kept through the rewrite: paragraphs, line breaks, headings, list markers and
 * "**Label:**" prefixes, greeting and sign-off lines, and spans never to touch (URLs, e-mail addresses, hashtags,
 * @mentions, inline code, direct quotations), which are masked while the prose is rewritten.
 */
export type LineKind = "prose" | "keep";

export interface Line {
  kind: LineKind;
  /** Text before the prose (indent, list marker, bold label). */
  prefix: string;
  text: string;
  /** The line is a list item (its sentences are not joined with others). */
  item: boolean;
}

interface Block {
  lines: Line[];
  /** The separator that followed the block in the input (blank lines), "" for the last. */
  after: string;
}

const HEADING = /^\s*(?:#{1,6}\s|[=-]{3,}\s*$)/;
const MARKER = /^(\s*(?:[-*•+]|\d{1,3}[.)]|[a-z][.)])\s+)/i;
const LABEL = /^((?:\*\*|__)[^*_\n]{1,60}(?:\*\*|__):?\s*|[A-Z][\p{L} /&-]{1,40}:\s+(?=\S))/u;
const GREETING =
  /^(?:hi|hello|hey|dear|good (?:morning|afternoon|evening)|greetings|to whom it may concern)\b[^.!?]{0,60}[,!:]?$/i;
const SIGN_OFF =
  /^(?:best|kind|warm|warmest|many|all the|with)?\s*(?:regards|wishes|thanks|thank you|cheers|sincerely|yours(?: sincerely| truly| faithfully)?|best|gratitude|appreciation)[,!.]?$/i;

/** "Dear Ms. Okafor, I hope ..." on one line: the greeting is kept apart from the sentence after it. */
const GREETING_LEAD =
  /^((?:hi|hello|hey|dear|good (?:morning|afternoon|evening))\b[^.!?,\n]{0,40}(?:\.[^.!?,\n]{1,30})?,\s+)(?=\p{Lu})/iu;

function classify(raw: string): Line {
  const marker = MARKER.exec(raw)?.[1] ?? GREETING_LEAD.exec(raw)?.[1] ?? "";
  let rest = raw.slice(marker.length);
  const label = marker || /^\s*(?:\*\*|__)/.test(rest) ? (LABEL.exec(rest)?.[1] ?? "") : "";
  rest = rest.slice(label.length);
  const prefix = marker + label;
  const item = marker !== "";
  const bare = rest.trim();
  const keep =
    HEADING.test(raw) ||
    GREETING.test(bare) ||
    SIGN_OFF.test(bare) ||
    !/\p{L}/u.test(bare) ||
    // A short line without sentence punctuation is a title, a name or a signature.
    (!item && bare.split(/\s+/).length <= 6 && !/[.!?]$/.test(bare));
  return { kind: keep ? "keep" : "prose", prefix, text: rest, item };
}

export function parseBlocks(text: string): Block[] {
  const parts = text.replace(/\r\n?/g, "\n").split(/(\n[ \t]*\n+)/);
  const blocks: Block[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const body = parts[i]!;
    const after = parts[i + 1] ?? "";
    if (!body.trim()) {
      if (blocks.length) blocks[blocks.length - 1]!.after += body + after;
      continue;
    }
    blocks.push({
      lines: body
        .split("\n")
        .filter((l) => l.trim())
        .map(classify),
      after,
    });
  }
  return blocks;
}

export function renderBlocks(blocks: Block[]): string {
  return blocks
    .map((b) => b.lines.map((l) => `${l.prefix}${l.text}`).join("\n") + (b.after ? "\n\n" : ""))
    .join("")
    .trim();
}

/** URLs, e-mail addresses, inline code, hashtags and @mentions, and direct quotations (someone's own words). */
const PROTECTED =
  /https?:\/\/\S+|www\.\S+|[\w.+-]+@[\w-]+\.[\w.-]+|`[^`\n]+`|(?<![\p{L}\p{N}])[#@][\p{L}\p{N}_]+|“[^“”\n]{1,400}”|(?<![\p{L}\p{N}])"[^"\n]{1,400}"(?![\p{L}\p{N}])/gu;

/** Replaces spans that must not change with private-use placeholders; `restore` puts them back. */
export function mask(text: string): { text: string; restore: (s: string) => string } {
  const spans: string[] = [];
  const hide = (span: string) => {
    spans.push(span);
    return `\uE100${String.fromCharCode(0xe200 + spans.length - 1)}`;
  };
  const masked = text.replace(PROTECTED, (m) => {
    // A quotation keeps its marks and a closing full stop or comma outside the mask, so its sentence still ends there.
    const quote = /^([“"])([\s\S]*?)([.,]?)([”"])$/.exec(m);
    if (quote) return `${quote[1]}${hide(quote[2]!)}${quote[3]}${quote[4]}`;
    const trail = /[.,;:!?)]+$/.exec(m)?.[0] ?? "";
    return `${hide(m.slice(0, m.length - trail.length))}${trail}`;
  });
  return {
    text: masked,
    restore: (s) => s.replace(/\uE100([\uE200-\uEFFF])/g, (_m, c: string) => spans[c.charCodeAt(0) - 0xe200] ?? ""),
  };
}
