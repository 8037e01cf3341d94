/** Pasted resume and job-ad text made plain: HTML read as text, entities decoded, language guessed. */
import { decodeHTML } from "entities";
import { cutOutsideAbbreviations } from "../../shared/text/abbreviations";

const ARROW = String.raw`(?:-+>|=>|→|⟶)`;
/** "8.1 -> 8.9", "£40k → £52k": a change from one figure to another. */
const NUMBER_ARROW = new RegExp(
  String.raw`(?<![\d.,])([£$€]?\d[\d.,]*[ \t]*%?)[ \t]*${ARROW}[ \t]*([£$€]?\d[\d.,]*[ \t]*%?)`,
  "g",
);
/** An arrow that starts a line is a bullet ("→ Led a team of 6"); one between words reads "to". */
const LINE_ARROW = new RegExp(String.raw`^[ \t]*${ARROW}[ \t]*`, "gm");
const WORD_ARROW = new RegExp(String.raw`(?<=\S)[ \t]*${ARROW}[ \t]*(?=\S)`, "g");

/** HTML pasted from a web page or a document becomes lines of text: scripts dropped, list items become bullets. */
export function plainText(input: string): string {
  return (
    input
      .replace(/<(script|style|noscript|template)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, " ")
      .replace(/<!--[\s\S]*?-->/g, " ")
      .replace(/<li\b[^>]*>/gi, "\n- ")
      .replace(/<\/?(?:p|div|br|ul|ol|h\d|tr|table|section|article|header|footer)\b[^>]*>/gi, "\n")
      .replace(/<\/?[a-z][^>]*>/gi, " ")
      .replace(/&[#\w]+;/g, (entity) => decodeHTML(entity))
      // An arrow between figures is a change, "score 8.1 -> 8.9": said in words before "<" and ">" are dropped.
      .replace(NUMBER_ARROW, "from $1 to $2")
      .replace(LINE_ARROW, "- ")
      .replace(WORD_ARROW, " to ")
      .replace(/[<>{}]/g, " ")
      .replace(/[\u200B-\u200D\uFEFF]/g, "")
      .replace(/\r\n?/g, "\n")
      .replace(/[ \t\u00A0]+/g, " ")
      .replace(/ *\n */g, "\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim()
  );
}

/** Lines that talk to a machine instead of describing a person or a job ("Ignore all previous instructions ..."). */
const INJECTION =
  /\b(?:ignore|disregard|forget)\b[^.\n]{0,40}\b(?:instructions|prompts?|rules)\b|\b(?:system|assistant)\s*:|\breveal\b[^.\n]{0,30}\bprompt\b|\bwrite that\b|\byou are (?:now )?(?:an? )?(?:ai|language model|chatbot)\b/i;

/** The text without sentences addressed to the engine. */
export function withoutInjections(text: string): string {
  return text
    .split("\n")
    .map((line) =>
      INJECTION.test(line)
        ? cutOutsideAbbreviations(line, /(?<=[.!?])\s+/)
            .filter((s) => !INJECTION.test(s))
            .join(" ")
        : line,
    )
    .join("\n");
}

export type Lang = "en" | "es" | "fr" | "de";

const FUNCTION_WORDS: Record<Lang, Set<string>> = {
  en: new Set(
    "the and of to in for with a an on at as is are was were i my our we you your have has this that from by".split(
      " ",
    ),
  ),
  es: new Set(
    "el la los las de del y en con para por un una que es mi su sus como años experiencia más al se no lo le muy usted ustedes".split(
      " ",
    ),
  ),
  fr: new Set(
    "le la les des de du et en avec pour un une que est mon ma nous vous ans expérience au aux sur ne pas votre vos dans par qui".split(
      " ",
    ),
  ),
  de: new Set(
    "der die das und mit für ein eine ist ich wir du in von zu auf den dem des bei jahre erfahrung sie ihr ihre ihrem ihren aus keine nicht um durch sich auch als wenn es zur zum im vom über sowie seit kenntnisse berufserfahrung ausbildung studium abschluss aufgaben tätigkeiten sprachkenntnisse".split(
      " ",
    ),
  ),
};

/** The language most of the text's function words belong to (English when unsure). */
export function detectLanguage(text: string): Lang {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const scores = (Object.keys(FUNCTION_WORDS) as Lang[]).map((lang) => ({
    lang,
    n: words.filter((w) => FUNCTION_WORDS[lang].has(w)).length,
  }));
  const en = scores.find((s) => s.lang === "en")!.n;
  const best = scores.filter((s) => s.lang !== "en").sort((a, b) => b.n - a.n)[0]!;
  // A short resume has few function words: two with no English one is enough.
  return (best.n >= 3 && best.n > en * 1.5) || (best.n >= 2 && en === 0) ? best.lang : "en";
}
