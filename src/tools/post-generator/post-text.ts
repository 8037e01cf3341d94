/**
 * Text helpers of the social post engine: cleaning a prompt (HTML, entities, control characters), keeping URLs whole
 * through sentence splitting, and shaping sentences (capitals, end punctuation, lists).
 */
import { splitSentences } from "../../shared/text/sentences";
import { expandShorthand } from "./post-shorthand";
import { isAbbreviationStop } from "../../shared/text/abbreviations";

/** Links: full URLs, www. addresses and bare domains with a path ("happypaws.org/volunteer"). */
export const URL_RE =
  /\bhttps?:\/\/[^\s<>"]+|\bwww\.[^\s<>"]+|(?<![@\w.-])[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|io|app|dev|co|uk|de|es|fr|it|nl|eu|ie|ca|au|nz|in|ch|at|be|se|no|dk|pl|pt|br|mx|jp|us|tv|fm|gg|ly|to|so|ai|me|shop|store|xyz|info|biz|link|page|site|online|tech|studio|design|blog)\b(?:\/[^\s<>"]*)?/gi;

/** Prompt text without HTML, entities and control characters. */
export function cleanPrompt(prompt: string): string {
  return (
    expandShorthand(prompt)
      // "vom 23.12. bis 2.1. geschlossen": a German date's closing dot is no sentence end (restored below).
      .replace(/(\b\d{1,2}\.\d{1,2})\.(?=\s+\p{Ll})/gu, "$1DATEDOT")
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
      .replace(/<br\s*\/?>|<\/p>|<\/li>|<\/div>/gi, "\n")
      // "<b>Flash sale</b> 40% off ...": a bold or heading label that opens the prompt is a label ("Flash sale: ...").
      .replace(/^\s*<(b|strong|h[1-6])\b[^>]*>([^<:.!?]{2,40})<\/\1\s*>\s*(?=\S)/i, "$2: ")
      .replace(/<\/?[a-z!][^>]*>/gi, " ")
      .replace(/&nbsp;/g, " ")
      .replace(/&amp;/g, "&")
      .replace(/&quot;/g, '"')
      .replace(/&#39;|&apos;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      // eslint-disable-next-line no-control-regex -- control characters are what this strips
      .replace(/[\u0000-\u0009\u000B-\u001F\u007F\u200B-\u200D\uFEFF]/g, " ")
      .replace(/[’‘]/g, "'")
      // Apostrophes left out and shorthand ("isnt", "5 yrs", "send cv"), spelled as a post would print them.
      .replace(
        /\b(is|are|was|were|do|does|did|has|have|had|could|would|should|ca|wo)nt\b/gi,
        (_m, v: string) => `${v}n't`,
      )
      .replace(/\b(\d+)\s?yrs\b/gi, "$1 years")
      // "25hrs/wk", "16 hours pw" -> "25 hours a week".
      .replace(
        /\b(\d+(?:\s?[-–]\s?\d+)?)\s?(?:hrs|hours|h)\s?(?:\/\s?(?:wk|week)|per\s+(?:wk|week)|pw|p\/w|a\s+wk)\b/gi,
        "$1 hours a week",
      )
      // "closing early on Christmas Eve (2pm)": an hour in brackets is the time of what it follows.
      .replace(
        /\s*\((?:(at|from|until|till|by)\s+)?(\d{1,2}(?:[:.]\d\d)?\s?(?:am|pm))\)/gi,
        (_m, p = "at", t: string) => ` ${p.toLowerCase()} ${t}`,
      )
      .replace(/\b(\d+)\s?hrs\b/gi, "$1 hours")
      .replace(/\b(\d+)\s?mins\b/gi, "$1 minutes")
      .replace(/\bcv\b/g, "CV")
      .replace(/\b(send|email|e-mail|drop|bring)\s+(?:in\s+)?CV\b/gi, "$1 your CV")
      .replace(/\b(?:pls|plz)\b/gi, "please")
      .replace(/\bthx\b/gi, "thanks")
      // "dm me", "pov:": abbreviations printed in capitals.
      .replace(/\bdm(?=\s+(?:me|us)\b)/gi, "DM")
      .replace(/(^|\n)\s*pov\s*:/gi, "$1POV:")
      // Text-speak "thank u", "love u all", "ur support": the words a post prints.
      .replace(/\b(thank|love|miss|see|for|to|with|all of)\s+u\b(?!\.\w)/gi, "$1 you")
      .replace(/\bur\s+(?=(?:support|help|kindness|patience|love|orders?|feedback|time|messages?)\b)/gi, "your ")
      .replace(/[ \t]+/g, " ")
      .replace(/ ([,.])/g, "$1")
      // "We raised $12,400 for the food bank, special thanks to our volunteers": the thanks is a sentence of its own;
      // "so yeah I finally finished": a spoken "yeah" is no part of the news.
      .replace(
        /,\s+(?:and\s+)?((?:a\s+)?(?:special|big|huge|massive|heartfelt)\s+thanks?(?:\s+you)?\s+to)\b/gi,
        (_m, t: string) => `. ${t[0]!.toUpperCase()}${t.slice(1)}`,
      )
      .replace(/(^|[.!?]\s+)(?:so\s+)?(?:yeah|yep|um+|uh+|well),?\s+(?=\p{L})/giu, "$1")
      // "Hi all, our restaurant ...", "Hello, we are open ...": a greeting that opens the prompt is no part of the news.
      .replace(
        /^\s*(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening))(?:\s+(?:all|everyone|everybody|folks|guys|friends|there|y'all|neighbou?rs|lovely people))?\s*[,!.]+\s+(?=\p{L})/iu,
        "",
      )
      // "no experience needed we'll train you": a clause run on after a note gets its comma.
      .replace(/\b(needed|required|necessary|provided|included)\s+(?=(?:we|we'll|we're|i|i'll)\s)/gi, "$1, ")
      // "so after a LOT of back and forth we ...": a spoken "so" before the news and a shouted word are said plainly.
      .replace(
        /(^|[.!?]\s+)(?:ok(?:ay)?\s+)?so,?\s+(?=(?:after|we|i|our|the|it|this|today|yesterday|finally|basically)\b)/gi,
        "$1",
      )
      .replace(
        /\b(LOTS?|VERY|REALLY|SUCH|HUGE|NEVER|ALWAYS|BEST|LOVE|EVER|MUCH|SUPER|TOTALLY|FINALLY|OFFICIALLY)\b/g,
        (w) => w.toLowerCase(),
      )
      // "... Inkwell. took way longer": a sentence typed without its capital still starts a sentence (not a link,
      // an address or a domain: "testers! https://penny.app" keeps its lower-case scheme).
      .replace(
        /([\p{L}\p{N})"']{2}[.!?]+)\s+(\p{Ll})(?![\w.+-]*@|[\w-]*(?:\.[\w-]+)+\/|ww\.|ttps?:\/\/)/gu,
        // (Not after an abbreviation: "opens at 7 a.m. tomorrow", "AI safety vs. speed".)
        (m: string, end: string, c: string, at: number, all: string) =>
          isAbbreviationStop(all, at + end.length - 1) ? m : `${end} ${c.toUpperCase()}`,
      )
      .trim()
      .replace(/DATEDOT/g, ".")
  );
}

/** The links of a text, without trailing punctuation. */
export function linksOf(text: string): string[] {
  return (text.match(URL_RE) ?? []).map((u) => u.replace(/[.,;:!?)]+$/, ""));
}

/** Replaces links (and "e.g."-style abbreviations and ordinal dots) by tokens the sentence splitter keeps whole. */
function mask(text: string): { masked: string; restore: (s: string) => string } {
  const urls: string[] = [];
  const masked = text
    .replace(URL_RE, (u) => {
      const trail = /[.,;:!?)]+$/.exec(u)?.[0] ?? "";
      urls.push(trail ? u.slice(0, -trail.length) : u);
      return `Urltoken${urls.length - 1}x${trail}`;
    })
    .replace(/\be\.g\./gi, "Egtoken")
    .replace(/\bi\.e\./gi, "Ietoken")
    // "am 1. Juni", "le 1. " : an ordinal dot before a word is not a sentence end.
    .replace(
      /(\s\d{1,2})\.(\s+)(?=\p{Ll}|(?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)\b)/gu,
      "$1ORDDOT$2",
    )
    // "vom 23.12. bis 2.1. geschlossen": a German date's closing dot before a word in lower case is no sentence end.
    .replace(/(\b\d{1,2}\.\d{1,2})\.(\s+)(?=\p{Ll})/gu, "$1ORDDOT$2");
  const restore = (s: string) =>
    s
      .replace(/Urltoken(\d+)x/g, (_, i: string) => urls[Number(i)]!)
      .replace(/ORDDOT/g, ".")
      .replace(/Egtoken/g, "e.g.")
      .replace(/Ietoken/g, "i.e.");
  return { masked, restore };
}

/** The sentences of a text, links and ordinal dates kept whole, list lines as their own sentences. */
export function sentencesOf(text: string): string[] {
  const { masked, restore } = mask(text);
  return splitSentences(masked)
    .map((s) => restore(s.text).trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

/** How many words a text has (runs of non-space characters). */
export const wordsIn = (text: string): number => text.split(/\s+/).filter(Boolean).length;

export function capitalise(s: string): string {
  return s ? s[0]!.toUpperCase() + s.slice(1) : s;
}

const END = /[.!?…]["'”’)]*$|\p{Extended_Pictographic}\uFE0F?$/u;
const NAMES =
  /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|june|july|august|september|october|november|december)\b/g;

/** A sentence: capital first letter, single spaces, weekday and month names capitalised, end punctuation. */
export function asSentence(text: string, end = "."): string {
  const t = text
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[\s,;:–—-]+$/u, "");
  if (!t) return t;
  // An e-mail address, a handle or a link keeps its own case ("support@tallyhq.com").
  const s = (/^(?:\S+@\S+|@\w|https?:\/\/|www\.)/i.test(t) ? t : capitalise(t)).replace(NAMES, (w) => capitalise(w));
  return END.test(s) ? s : `${s}${end}`;
}

/**
 * Nouns said without "a" ("free popcorn", "yoga in the park", "tea and cake"): food and drink, activities and
 * services that are not counted one by one.
 */
export const MASS_NOUN =
  /^(?:(?:free|fresh|hot|cold|live|local|homemade|home-made|vegan)\s+)*(?:popcorn|tea|coffee|cake|food|wine|mulled wine|beer|cider|prosecco|fizz|juice|lemonade|squash|water|milk|hot chocolate|chocolate|pizza|soup|bread|cheese|fruit|ice cream|candy|lunch|breakfast|brunch|dinner|parking|wi-?fi|entry|admission|advice|fun|music|help|support|access|delivery|shipping|training|tuition|childcare|yoga|pilates|tai chi|zumba|bingo|karaoke|jazz|comedy|dancing|swimming|football|tennis|netball|cricket|rugby|golf|chess|crafts?|pottery)\b/i;

/** "a", "a and b", "a, b and c". */
export function joinList(items: string[], and = "and"): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${and} ${items[items.length - 1]}`;
}

/** A stable number for a text, to choose among equivalent sentences. */
export function hash(seed: string): number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** "Text Liam 087 123 4567" -> "Text Liam on 087 123 4567": a name before a number is who to reach on it. */
export function callOn(text: string): string {
  return text.replace(
    /(^|\.\s+)((?:[Cc]all|[Tt]ext|[Rr]ing|[Pp]hone|WhatsApp|[Mm]essage)\s+\p{Lu}\p{Ll}+)\s+(?=\+?\d[\d ]{6,})/gu,
    "$1$2 on ",
  );
}
