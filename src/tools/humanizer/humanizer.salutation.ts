import type { VoiceStyle } from "./contract";

/**
 * Greetings and sign-offs in the voice's own words: casual "Hey Sam," / "Cheers,", friendly "Hi Sam," / "All the
 * best,", professional "Hello Sam," or "Dear Sam," / "Kind regards,". Only the salutation word changes; the name and
 * the punctuation stay, and "Dear" is kept in the professional voice.
 */
const OPENING = /^(\s*)(hi|hello|hey|dear|greetings)\b(?=[\s,!:]|$)/i;

/** Salutation words the voices swap (the quality test counts them as replaced phrases, like the lexicon's). */
export const SALUTATION =
  /^\s*(?:hi|hello|hey|dear|greetings)\b|^\s*(?:(?:best|kind|warm|warmest|many) (?:regards|wishes)|regards|best wishes|all the best|best|cheers|sincerely|yours sincerely|yours truly|yours faithfully|warmly)(?=\s*[,!.]?\s*$)/gim;

const TITLED = /^\s*(?:mr|mrs|ms|miss|mx|dr|prof|professor|sir|madam)\b/i;

const GREETING_WORD: Record<VoiceStyle, (word: string, rest: string) => string> = {
  // "Hey Ms. Okafor" is too loose even for casual: a title gets "Hi".
  casual: (_word, rest) => (TITLED.test(rest) ? "Hi" : "Hey"),
  friendly: () => "Hi",
  professional: (word) => (/^dear$/i.test(word) ? "Dear" : "Hello"),
};

/** A formal letter ("Dear Hiring Manager", "Dear Dr. Lee", "Yours sincerely"): its salutations are part of the form and
 * stay as written in every voice ("Hey Hiring Manager" / "Cheers" would be wrong in a cover letter). */
const FORMAL_LETTER =
  /^\s*dear\s+(?:mr|mrs|ms|miss|mx|dr|prof|professor|sir|madam|hiring|recruit\w*|admissions|selection|search|editor|committee|board|members|colleagues|judge|your (?:honou?r|excellency))\b|^\s*(?:yours (?:sincerely|faithfully|truly)|sincerely|respectfully)\s*,?\s*$/im;

export function isFormalLetter(text: string): boolean {
  return FORMAL_LETTER.test(text);
}

/** A form addressee ("Valued Customer", "Dear Members"): no one would write "Hey Valued Customer". */
const FORM_ADDRESSEE =
  /^\s+(?:our\s+)?(?:(?:valued|dear|loyal|esteemed)\s+)?(?:customers?|clients?|members?|subscribers?|users?|guests?|shoppers?|patrons?|account holders?|residents?)(?=\s*[,!:.]?\s*$)/i;

/**
 * "Dear Sam," -> casual "Hey Sam,"; a greeting with nothing after it ("Hey!") too. A form addressee ("Dear Valued
 * Customer,") becomes casual and friendly "Hi there,", professional "Dear Customer,".
 */
export function greetingInVoice(line: string, style: VoiceStyle): string {
  const m = OPENING.exec(line);
  if (!m) return line;
  const form = FORM_ADDRESSEE.exec(line.slice(m[0].length));
  if (form && style !== "professional") return `${m[1]}Hi there${line.slice(m[0].length + form[0].length)}`;
  // Professional keeps the form but not its flattery: "Dear valued customers," -> "Dear customers,".
  if (form) return line.replace(/\s(?:valued|loyal|esteemed)(?=\s)/i, "");
  const rest = line.slice(m[0].length);
  const word = GREETING_WORD[style](m[2]!, rest);
  // "Hey team!" in the professional voice: a greeting ends with a comma, not "!".
  return `${m[1]}${word}${style === "professional" ? rest.replace(/!\s*$/, ",") : rest}`;
}

const CLOSING =
  /^(\s*)(?:(?:best|kind|warm|warmest|many) (?:regards|wishes)|regards|best wishes|all the best|best|cheers|sincerely|yours sincerely|yours truly|yours faithfully|warmly|thanks again|many thanks|thanks|thank you)(\s*[,!.]?\s*)$/i;

const SIGN_OFF_WORDS: Record<VoiceStyle, string> = {
  casual: "Cheers",
  friendly: "All the best",
  professional: "Kind regards",
};

/** "Best regards," -> casual "Cheers,"; a thanks sign-off keeps its thanks ("Thanks," stays in every voice but professional). */
export function signOffInVoice(line: string, style: VoiceStyle): string {
  const m = CLOSING.exec(line);
  if (!m) return line;
  if (/thank/i.test(line) && style !== "professional") return line;
  if (/thank/i.test(line)) return `${m[1]}Thank you${m[2]}`;
  return `${m[1]}${SIGN_OFF_WORDS[style]}${m[2] || ","}`;
}
