/**
 * Sentences split the way Yoast SEO splits them (its SentenceTokenizer, yoastseo 3.6, GPL-3.0 like this project): a
 * full stop ends a sentence only before a space and a capital, digit, quote or tag, not after an abbreviation or an
 * initial; "?", "!", "…" and closing quotes end one too; brackets and tags are tokens of their own. The tokenizer
 * Yoast uses re-tests every prefix of a token (quadratic); this scanner finds the same tokens in one pass.
 */
import YOAST_DATA from "./seo-optimizer.yoast-data.json" with { type: "json" };
import { withWordBoundaries } from "./seo-optimizer.words";

type TokenType =
  | "full-stop"
  | "smaller-than"
  | "html-start"
  | "html-end"
  | "block-start"
  | "block-end"
  | "delimiter"
  | "sentence";
interface Token {
  type: TokenType;
  src: string;
}

const DELIMITERS = '”〞〟„』›»’‛`"?!\u2026\u06d4\u061f';
/**
 * White space that can separate sentences. A no-break space is not: pasted HTML writes it as "&nbsp;", which Yoast's
 * tokenizer reads as text ("day.&nbsp;You" stays one sentence); the engine holds it as U+00A0 and writes it back as
 * "&nbsp;" (escapeHtml), so both read the same.
 */
const isSpace = (c: string | undefined) => c !== undefined && c !== "\u00a0" && /\s/.test(c);
const OPENERS = "[({";
const CLOSERS = "])}";
const NOT_IN_SENTENCE = new Set([".", ...DELIMITERS, "<", "(", ")", "[", "]"]);

/** Splits text into the tokens Yoast's rules give (each token the longest run its first matching rule allows). */
function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let start = 0;
  while (start < text.length) {
    const c0 = text[start]!;
    const c1 = text[start + 1];
    const c2 = text[start + 2];
    let sentenceOk = true;
    let noAngle = true; // no "<" or ">" after the first character
    let gtBeforeLast = 0; // ">" seen before the last character (after the first)
    let bracketState: "space" | "open" | "close" | "dead" = "space";
    let lastType: TokenType | null = null;
    let end = start;
    for (let e = start + 1; e <= text.length; e++) {
      const ch = text[e - 1]!;
      const len = e - start;
      if (NOT_IN_SENTENCE.has(ch)) sentenceOk = false;
      if (len > 1) {
        if (ch === "<" || ch === ">") noAngle = false;
        if (len > 2 && text[e - 2] === ">") gtBeforeLast += 1;
      }
      if (bracketState !== "dead") {
        if (isSpace(ch)) {
          /* spaces before or after the bracket */
        } else if (bracketState === "space" && OPENERS.includes(ch)) bracketState = "open";
        else if (bracketState === "space" && CLOSERS.includes(ch)) bracketState = "close";
        else bracketState = "dead";
      }
      let type: TokenType | null = null;
      if (len === 1 && c0 === ".") type = "full-stop";
      else if (c0 === "<" && noAngle) type = "smaller-than";
      else if (c0 === "<" && ch === ">" && gtBeforeLast === 0 && len >= 3 && c1 !== ">" && c1 !== "/" && !isSpace(c1))
        type = "html-start";
      else if (c0 === "<" && ch === ">" && gtBeforeLast === 0 && len >= 4 && c1 === "/" && c2 !== ">" && !isSpace(c2))
        type = "html-end";
      else if (bracketState === "open") type = "block-start";
      else if (bracketState === "close") type = "block-end";
      else if (len === 1 && DELIMITERS.includes(c0)) type = "delimiter";
      else if (sentenceOk) type = "sentence";
      if (type === null) break;
      lastType = type;
      end = e;
    }
    tokens.push({ type: lastType!, src: text.slice(start, end) });
    start = end;
  }
  return tokens;
}

const ABBREVIATION_END = new RegExp(
  `(${YOAST_DATA.abbreviations.map((a) => withWordBoundaries(a.replace(".", "\\."), true)).join(")|(")})`,
  "ig",
);
const LONGEST_ABBREVIATION = Math.max(...YOAST_DATA.abbreviations.map((a) => a.length));
const INITIAL = new RegExp(`(^|$|[${YOAST_DATA.wordBoundaries.map((b) => `\\${b}`).join("")}])[A-Za-z]$`);
const SEMANTIC_TAGS = ["p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "span", "li", "main"];

/** The sentence ends with an abbreviation ("Dr.", "e.g."): Yoast's last match in it ends the sentence. */
function endsWithAbbreviation(sentence: string): boolean {
  // Only the end matters; a window one longer than the longest abbreviation keeps the boundary before it.
  const tail = sentence.slice(Math.max(0, sentence.length - LONGEST_ABBREVIATION - 2));
  const matches = tail.match(ABBREVIATION_END);
  return Boolean(matches && tail.endsWith(matches[matches.length - 1]!));
}

const isNumber = (c: string | undefined) => c !== undefined && !Number.isNaN(parseInt(c, 10));
const isQuotation = (c: string) => /^['‘’‛`‹›"“”〝〞〟‟„『』«»]$/.test(c);
const isCapital = (c: string) => c !== c.toLocaleLowerCase();
const isRtlLetter = (c: string) =>
  /^[\u0590-\u05fe]+$/i.test(c) || /^[\u0600-\u06FF]+$/i.test(c) || /^[\uFB8A\u067E\u0686\u06AF]+$/i.test(c);
const isValidSentenceBeginning = (c: string) =>
  isCapital(c) || isRtlLetter(c) || isNumber(c) || isQuotation(c) || c === "¿" || c === "¡" || c === "<";
const isSentenceStart = (t: Token | undefined) =>
  t !== undefined && (t.type === "html-start" || t.type === "html-end" || t.type === "block-start");
const isSentenceEnding = (t: Token | undefined) =>
  t !== undefined && (t.type === "full-stop" || t.type === "delimiter");
const tagName = (src: string) => /<\/?([^\s]+?)(\s|>)/.exec(src)?.[1];

function nextTwo(a: Token | undefined, b: Token | undefined): string {
  return `${a?.src ?? ""}${b?.src ?? ""}`.replace(/[^\S\u00a0]+/, " ");
}

/** The sentences of a run of text (Yoast's getSentencesFromTokens); `trim` trims each. */
function sentencesFromTokens(input: Token[], trim: boolean): string[] {
  let tokens = input;
  while (tokens.length > 1) {
    const first = tokens[0]!;
    const last = tokens[tokens.length - 1]!;
    const name = first.type === "html-start" && last.type === "html-end" ? tagName(first.src) : undefined;
    if (!name || name !== tagName(last.src) || !SEMANTIC_TAGS.includes(name)) break;
    tokens = tokens.slice(1, -1);
  }
  let out: string[] = [];
  let current = "";
  const splitIfNextStarts = (next: string, nextToken: Token | undefined) => {
    const has = next.length >= 2;
    if ((has && isValidSentenceBeginning(next[1]!) && isSpace(next[0])) || isSentenceStart(nextToken)) {
      out.push(current);
      current = "";
    }
  };
  tokens.forEach((token, i) => {
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    const afterNext = tokens[i + 2];
    switch (token.type) {
      case "html-start":
      case "html-end":
        if (/<\/?br/.test(token.src)) {
          out.push(current);
          current = "";
        } else current += token.src;
        break;
      case "smaller-than": {
        const inner = sentencesFromTokens(tokenize(token.src.slice(1)), false);
        inner[0] = inner[0] === undefined ? "<" : `<${inner[0]}`;
        if (isValidSentenceBeginning(inner[0][0]!)) {
          out.push(current);
          current = "";
        }
        current += inner[0];
        if (inner.length > 1) {
          out.push(current);
          current = "";
          const last = inner.pop()!;
          out.push(...inner.slice(1));
          if (new RegExp(`[.${DELIMITERS}]$`).test(last)) out.push(last);
          else current = last;
        }
        break;
      }
      case "sentence":
      case "block-start":
        current += token.src;
        break;
      case "delimiter":
        current += token.src;
        if (next && next.type !== "block-end" && next.type !== "delimiter" && isSpace(next.src[0])) {
          if (isQuotation(token.src) && prev && prev.src !== ".") break;
          if (isQuotation(token.src) || token.src === "…") splitIfNextStarts(nextTwo(next, afterNext), next);
          else {
            out.push(current);
            current = "";
          }
        }
        break;
      case "full-stop": {
        current += token.src;
        const chars = nextTwo(next, afterNext);
        if (endsWithAbbreviation(current)) break;
        if (chars.length >= 2 && isNumber(chars[0])) break;
        const initial =
          prev?.type === "sentence" &&
          INITIAL.test(prev.src) &&
          next?.type === "sentence" &&
          next.src.trim().length === 1 &&
          afterNext?.type === "full-stop";
        if (initial) break;
        splitIfNextStarts(chars, next);
        break;
      }
      case "block-end": {
        current += token.src;
        const chars = nextTwo(next, afterNext);
        const has = chars.length >= 2;
        const startChar = has ? chars[0]! : "";
        if (
          (has && isNumber(chars[0])) ||
          (isSentenceEnding(prev) && !(isValidSentenceBeginning(startChar) || isSentenceStart(next)))
        )
          break;
        if (isSentenceEnding(prev) && (isSentenceStart(next) || isValidSentenceBeginning(startChar))) {
          out.push(current);
          current = "";
        }
        break;
      }
    }
  });
  if (current !== "") out.push(current);
  if (trim) out = out.map((s) => s.trim());
  return out;
}

/** Sentences of a paragraph or heading's text, untrimmed (how Yoast's parse tree holds them). */
export function treeSentences(text: string): string[] {
  const sentences = sentencesFromTokens(tokenize(text), false);
  if (sentences.length && /^\s+$/.test(sentences[sentences.length - 1]!)) sentences.pop();
  return sentences;
}

/** Sentences of a block of text, trimmed and non-empty (Yoast's getSentences, used for Flesch and passive voice). */
export function blockSentences(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\n\r|\n|\r/)) {
    if (/^(<p>|<\/p>)$/.test(line)) continue;
    for (const s of sentencesFromTokens(tokenize(line), true)) {
      const t = s.trim();
      if (t) out.push(t);
    }
  }
  return out;
}
