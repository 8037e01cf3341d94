/**
 * Lines of pasted text that carry nothing of their own, and the spoken fillers a transcript's sentences open with
 * (session 10): a greeting ("Okay, so, good morning everyone."), an apology for a slow reply (session 12), a note's opener that only names its occasion ("Quick
 * one before Saturday's wedding (Lewis/Chen, 140 guests)."), a sign-off's name and title ("Kev Marsh, Library Services
 * Manager"); "Um, the ATP and NADPH then go on ..." is said "The ATP and NADPH then go on ...".
 */
import type { RankedUnit } from "./summarizer.rank";

const GREETING =
  /^(?:(?:okay|ok|right|so|well|alright|hi|hello|hey)[,.!]?\s+)*(?:good (?:morning|afternoon|evening)|hi|hello|hey|welcome(?: back)?|morning)(?:,?\s+(?:everyone|everybody|all|folks|guys|class|team|y'all))?[.!]?$/i;
const OCCASION =
  /^(?:(?:a |just a )?quick (?:one|note|q|heads[- ]up|reminder|update)|just a (?:note|reminder|heads[- ]up))\s+(?:before|about|for|re|on|ahead of|regarding)\b[^.!?:;]{1,80}[.!]?$/i;
/** An apology for a slow reply, with its excuse: "so sorry it's taken me ages to reply, work has been chaos.". */
const LATE_REPLY =
  /^(?:(?:so|really|very|and)\s+)*(?:sorry|apologies)\b[^.!?]{0,40}\b(?:reply|replying|response|responding|get(?:ting)? back)\b[^.!?]{0,80}[.!]?$/i;
/** A name of two to four capitalised words, and a title after a comma: no verb, no figure, no closing stop. */
const NAME_AND_TITLE =
  /^\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,3}(?:\s*[,|–—-]\s*(?:\p{Lu}[\p{L}&'’.-]*|of|and|the|for|&)(?:\s+(?:\p{Lu}[\p{L}&'’.-]*|of|and|the|for|&)){0,7})?$/u;

/** Whether a unit is such a line (a name and title only in the text's last paragraph). */
export function isFurniture(u: RankedUnit, lastParagraph: number): boolean {
  const t = u.text.trim();
  if (GREETING.test(t) || OCCASION.test(t) || LATE_REPLY.test(t)) return true;
  return u.paragraph === lastParagraph && u.words <= 12 && NAME_AND_TITLE.test(t);
}

/** Spoken openers: "Um,", "Uh,", "Okay, so,", "So" before "the", "a", "our" ... (not "So I
 * have come back to ...", whose "So" is the essay's turn), "Right,", "Now,", "Well,", "Anyway," (with or without its comma). */
const FILLER =
  /^(?:(?:um+|uh+|erm*|okay|ok|right|alright|well|anyway|now)\s*,\s*|anyway\s+|so\s*,\s*|so\s+(?=(?:the|a|an|these|those|our|your|um|uh)\s))+/iu;

/** The unit's text without the spoken fillers it opens with, when at least four words are left. */
export function withoutFiller(text: string): string {
  const rest = text.replace(FILLER, "");
  if (rest === text || rest.split(/\s+/).length < 4) return text;
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}
