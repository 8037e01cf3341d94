/**
 * A list of what one subject does, cut by the sentence splitter at its first comma: "It scans receipts, tracks stock
 * and does the VAT return" stays one sentence, never "It scans receipts, and it tracks stock and does the VAT return".
 */
import nlp from "compromise";

/** A subject of the third person, then a present-tense verb: "It scans receipts", "Our app sends reminders". */
const SUBJECT_VERB =
  /^(?:it|he|she|this|that|(?:the|our|my|their|your)\s+(?:[\p{L}-]+\s+){0,2}[\p{L}-]+)\s+(?:also\s+)?(\p{Ll}+(?<!ss)s)\s+\S/iu;

/** The rest of the list: a verb in -s, and a last verb in -s or "does"/"has" after "and". */
const TAIL = /^(\p{Ll}+(?<!ss)s)\s+[^,;]*?\s(?:and|or)\s+(?:also\s+)?(\p{Ll}+(?<!ss)s)\s+\S/u;

const presentVerb = (w: string) => nlp(`it ${w} things`).has("^it #PresentTense");

export function verbListTail(prev: string, piece: string): boolean {
  const head = SUBJECT_VERB.exec(prev);
  const tail = TAIL.exec(piece);
  if (!head || !tail || /,/.test(prev)) return false;
  return presentVerb(head[1]!) && presentVerb(tail[1]!) && presentVerb(tail[2]!);
}
