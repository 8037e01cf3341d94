/**
 * Safe, local repairs of note grammar that the writing engines carry into their sentences, applied to the text they
 * write. Each is a shape with one right answer, so it is repaired rather than taken out:
 * - a participle straight after its subject: "I been here 3 years" -> "I have been here 3 years";
 * - a year straight after an event verb: "you graduated 2012" -> "you graduated in 2012";
 * - "end of" with no article after a preposition: "from end of this month" -> "from the end of this month";
 * - "the both": "I have attached the both." -> "I have attached both."
 * Text that has none of these comes back unchanged (the same string).
 */

/** Participles that are never a past tense: "I been", "we done", "they gone". */
const PARTICIPLE =
  "been|done|seen|gone|taken|given|written|known|begun|spoken|driven|chosen|eaten|fallen|shown|grown|flown|drawn|worn|forgotten";
const BARE_PARTICIPLE = new RegExp(
  String.raw`(?<!\b(?:[Hh]ave|[Hh]as|[Hh]ad|[Hh]aving)\s+)(?<!['’])\b(I|we|they|he|she|We|They|He|She)\s+(${PARTICIPLE})\b`,
  "g",
);
const HAS_SUBJECT = /^(?:he|she)$/i;

const EVENT_YEAR =
  /\b(graduated|born|started|joined|left|moved|founded|opened|married|qualified|retired|arrived|established|launched|began)\s+((?:19|20)\d\d)\b/gi;

/** ("by end of day" is an idiom.) */
const END_OF = /\b(from|by|at|until|till|before|after|towards?|around)\s+end\s+of\b(?!\s+(?:day|play|business)\b)/gi;

const THE_BOTH = /\bthe\s+both\b(?!\s+of\b)/gi;

/** A cheap first look: text with none of the words the repairs start from is returned as it is. */
const MIGHT_NEED_REPAIR = new RegExp(String.raw`\b(?:${PARTICIPLE}|(?:19|20)\d\d|end|both)\b`, "i");

export function repairSentences(text: string): string {
  if (!MIGHT_NEED_REPAIR.test(text)) return text;
  return text
    .replace(
      BARE_PARTICIPLE,
      (_, subject: string, participle: string) =>
        `${subject} ${HAS_SUBJECT.test(subject) ? "has" : "have"} ${participle}`,
    )
    .replace(EVENT_YEAR, "$1 in $2")
    .replace(END_OF, "$1 the end of")
    .replace(THE_BOTH, (m) => (/^T/.test(m) ? "Both" : "both"));
}
