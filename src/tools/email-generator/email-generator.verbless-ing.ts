/**
 * A short note with its "is"/"are" left out ("Pizza still happening.", "drinks still going ahead", "Sam also joining")
 * is a sentence of its own with the verb put back ("Pizza is still happening."), never a bracket on the news before
 * it ("... lands late (Pizza still happening).").
 */
import nlp from "compromise";

/** -ing words that are prepositions or nouns, never the verb of such a note ("lunch including drinks"). */
const NOT_PROGRESSIVE =
  /^(?:including|excluding|following|regarding|concerning|considering|pending|according|depending|during|notwithstanding|nothing|something|anything|everything|morning|evening|building|meeting|parking|wedding|clothing|booking|training|ceiling|funding|setting|spring|string|thing|king|ring|bring|wing|offering|listing|housing|painting|drawing|opening|closing|ending|beginning|catering|heating|lighting|seating|timing|wording|pricing)$/i;

const SHAPE =
  /^((?:(?:the|our|my|your|all|both)\s+)?\p{L}[\p{L}'’-]*(?:\s+(?:and|&)\s+\p{L}[\p{L}'’-]*|\s+(?!(?:still|also|now|already|definitely|not|def)\b)\p{L}[\p{L}'’-]*)?)\s+(?:(still|also|now|already|definitely|not|def)\s+)?(\p{Ll}{2,}ing)\b(.*)$/u;

/** The note as a sentence with its verb, or null when it is not that shape. */
export function verblessProgressive(note: string): string | null {
  const m = SHAPE.exec(note.trim().replace(/[.!]+$/, ""));
  if (!m) return null;
  const [, subject, adverb, ing, rest] = m as unknown as [string, string, string | undefined, string, string];
  if (NOT_PROGRESSIVE.test(ing) || /ing$/i.test(subject.split(/\s+/).at(-1)!)) return null;
  if (/^(?:I|we|you|he|she|they|it|this|that|there|please|thanks|pls)$/i.test(subject.split(/\s+/)[0]!)) return null;
  // Without an adverb the -ing word must read as the verb ("Sam joining us"), not a noun ("team building").
  if (!adverb) {
    const terms = (nlp(`${subject} is ${ing}${rest}`).json() as { terms: { text: string; tags: string[] }[] }[])
      .flatMap((s) => s.terms)
      .find((x) => x.text.toLowerCase() === ing.toLowerCase());
    if (!terms?.tags.includes("Verb")) return null;
  }
  const plural =
    /\s(?:and|&)\s/.test(subject) ||
    nlp(subject).nouns().isPlural().found ||
    (/\p{L}s$/u.test(subject) && !/(?:ss|us|is|ics)$/i.test(subject));
  const adv = adverb ? `${adverb.toLowerCase().replace(/^def$/, "definitely")} ` : "";
  const head = subject.charAt(0).toUpperCase() + subject.slice(1);
  return `${head} ${plural ? "are" : "is"} ${adv}${ing}${rest}`;
}
