/**
 * An adverb of degree or frequency goes after a form of "be" ("it also is central" -> "it is also central", "they
 * often are late" -> "they are often late"), the order the professional and the friendly voice both write. Left as
 * written: the verb at a clause's end ("whatever it also is."), an emphatic "do" and a question ("Is it also ...?").
 */
const ADVERB = "also|still|always|often|usually|never|really|even|now|already|sometimes|rarely|generally";
const BE = "is|are|was|were|am";
const ORDER = new RegExp(
  String.raw`\b(it|this|that|he|she|they|we|you|I|there|which|who|and)\s+(${ADVERB})\s+(${BE})\b(?=\s+[\p{L}\p{N}])`,
  "giu",
);

export function adverbAfterBe(text: string): string {
  return text.replace(ORDER, (_m, subject: string, adverb: string, be: string) => `${subject} ${be} ${adverb}`);
}
