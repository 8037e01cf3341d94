/** The article model: blocks of text, with inline code marked inside a block's text. */

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export type Block =
  | { type: "heading"; level: HeadingLevel; text: string }
  | { type: "paragraph"; text: string }
  | { type: "list"; ordered: boolean; items: string[] }
  /** Quotations and code are the article's, kept as they are and left out of the checks (as Yoast leaves them out). */
  | { type: "quote"; text: string }
  | { type: "code"; text: string };

export interface Doc {
  blocks: Block[];
}

/** Inline code inside a block's text is wrapped in these two private-use characters. */
export const CODE_START = "\uE000";
export const CODE_END = "\uE001";
const INLINE_CODE = new RegExp(`${CODE_START}[^${CODE_END}]*(?:${CODE_END}|$)`, "g");

/** A block's text without its inline code (Yoast leaves code out of the analysis). */
export const withoutCode = (text: string) => (text.includes(CODE_START) ? text.replace(INLINE_CODE, "") : text);

/** Applies `fn` to the prose of a text, leaving its inline code untouched. */
export function mapProse(text: string, fn: (prose: string) => string): string {
  if (!text.includes(CODE_START)) return fn(text);
  return text
    .split(new RegExp(`(${CODE_START}[^${CODE_END}]*(?:${CODE_END}|$))`))
    .map((part) => (part.startsWith(CODE_START) ? part : fn(part)))
    .join("");
}
