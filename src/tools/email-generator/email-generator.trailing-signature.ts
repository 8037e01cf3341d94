/**
 * A name typed at the very end of the prompt, the way a note is signed ("... sign it by Thursday - Sam", "... consent
 * forms back by Monday. Ms Okafor", "... thanks, Priya"), is the sender's name for the sign-off: it is taken off the
 * prompt before it is read, so it never turns up as a detail ("One more detail: sam.", "(Ms. Okafor)").
 */
import { isNameWord, lexiconTags } from "./email-generator.text";

const WORD = String.raw`\p{Lu}[\p{Ll}'’-]+`;
/** "Priya", "Sam Lee", "Priya (HR)": a name, with the team or role it may carry in brackets. */
const NAME = String.raw`(${WORD}(?:\s+${WORD})?(?:\s*\([\p{L}&' -]{2,30}\))?)`;
const TITLED = String.raw`((?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof)\.?\s+${WORD}(?:\s+${WORD})?)`;

/** "- Sam", "— Sam Lee", "thanks, Priya", "cheers - Jo": a name after a dash or a thanks, closing the prompt. */
const DASHED = new RegExp(
  String.raw`(?:\s+[-–—]{1,2}\s*|[.!,;]\s*(?:(?:many\s+)?thanks|thank you|cheers|regards|best|ta)[,!]?\s*[-–—]?\s*)${NAME}\.?\s*$`,
  "iu",
);
/** ". Ms Okafor", ". Dr Patel": a titled name as the prompt's last sentence. */
const TITLED_LAST = new RegExp(String.raw`(?<=[.!?])\s+${TITLED}\.?\s*$`, "u");

/** Words a dash can close a note with that are no one's name ("- ASAP", "- Thanks", "- Friday"). */
const NOT_A_NAME =
  /^(?:asap|thanks|thank|cheers|regards|best|urgent|please|today|tomorrow|tonight|thx|ta|ok|okay|fine|done|both|all|everyone|team|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|no|yes|maybe|again|soon|later)$/i;

const ORG_WORD =
  /^(?:Ltd|Limited|Inc|LLC|Plc|Co|Corp|Group|Holdings|Foods|Services|Solutions|Team|Dept|Department|Office|HQ|Express|Partners|Associates)$/;

/** The prompt without its closing signature, and the name signed; null when the prompt is not signed. */
export function trailingSignature(prompt: string): { prompt: string; name: string } | null {
  const text = prompt.trimEnd();
  const titled = TITLED_LAST.exec(text);
  const dashed = titled ? null : DASHED.exec(text);
  const m = titled ?? dashed;
  if (!m) return null;
  const name = m[1]!;
  const words = name.replace(/\s*\(.*$/, "").split(/\s+/);
  // ("- Thursday", "- ASAP": a time or a note, not a name; the name's first word must read as one.)
  if (!titled && (words.some((w) => NOT_A_NAME.test(w)) || !isNameWord(words[0]!))) return null;
  // ("- Pizza Express", "- Acme Ltd": a second word that is a common word or a company's is no surname.)
  const surnameTags = words[1] ? lexiconTags(words[1].toLowerCase()) : undefined;
  if (words[1] && (ORG_WORD.test(words[1]) || (surnameTags !== undefined && !/Name|Person/.test(surnameTags))))
    return null;
  // (A name the prompt has already used is someone written to or about: "thank Sam ... - Sam" is not signed.)
  const before = text.slice(0, m.index);
  const surname = words.at(-1)!;
  if (new RegExp(String.raw`\b${surname}\b`).test(before)) return null;
  return { prompt: before.replace(/[\s,;:-]+$/, ""), name };
}

/** The e-mail's sign-off signed with `name` in place of its "[Your Name]" placeholder (in any language). */
export function signWith(body: string, name: string): string {
  return body.replace(/\n\[[^\]\n]+\]\s*$/, `\n${name}`);
}
