/**
 * A first name typed in lower case in a terse note ("ask priya if she can cover my shift", "thank sam for the
 * intro"): capitalised, so the reader is read as a person ("Hi Priya, could you cover my shift?"), never "Could I get
 * priya if you can cover my shift?". Only right after a verb that names a person (ask, tell, thank, ...), and only a
 * word the lexicon knows as a first name and nothing else, or a word it does not know followed by "if she/he".
 */
import { lexiconTags } from "./email-generator.text";

const AFTER_VERB =
  /\b(ask|tell|thank|remind|message|email|e-mail|text|ping|let|invite|congratulate|welcome|introduce|update|chase|nudge|cc|loop in)\s+(\p{Ll}[\p{Ll}'’-]{1,15})(?=(\s+(?:if|whether)\s+(?:she|he)\b)|\s+(?:if|whether|to|for|that|know|about|and|on|at|from)\b|\s*[,.;]|\s*$)/gu;

export function capitaliseLowerNames(text: string): string {
  return text.replace(AFTER_VERB, (m, verb: string, word: string, ifPerson: string | undefined, at: number) => {
    // (Only a note typed in lower case: a prompt with its names capitalised means what it says.)
    if (at > 0 && /[.!?]\s*$/.test(text.slice(0, at)) === false && /\p{Lu}\p{Ll}/u.test(text.slice(0, at))) return m;
    const tags = lexiconTags(word);
    const name = tags ? /^(?:MaleName|FemaleName)$/.test(tags) : Boolean(ifPerson);
    return name ? `${verb} ${word.charAt(0).toUpperCase()}${word.slice(1)}` : m;
  });
}
