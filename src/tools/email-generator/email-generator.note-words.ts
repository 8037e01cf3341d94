/** Words the note reader (email-generator.note-reading.ts) checks a clause against, and the record it reads. */
import nlp from "compromise";

/** Verbs that open an order to the tool ("tell the team ...", "complain to the airline ..."). */
const ORDERS = new Set(
  (
    "tell ask thank complain follow chase remind invite apply introduce write email e-mail reply respond send let " +
    "request inform announce decline accept congratulate welcome notify update explain confirm cancel reschedule " +
    "pitch offer propose recommend refer reach connect check say share draft compose message contact book order " +
    "get give bring make please note"
  ).split(" "),
);

export function orderVerb(word: string): boolean {
  return ORDERS.has(word.toLowerCase());
}

/** The facts a clause carries: numbers, amounts, codes and capitalised names. */
function factsOf(text: string): string[] {
  return (text.match(/[£$€]?\d[\d,.:/-]*|\b\p{Lu}[\p{L}\d'’-]*/gu) ?? []).map((f) => f.toLowerCase());
}

/** True when every number, amount, code and name of `before` is still in `after`. */
export function sameFacts(before: string, after: string): boolean {
  const kept = after.toLowerCase();
  return factsOf(before).every((f) => kept.includes(f));
}

/** What a clause says, read from the user's note. */
export interface ClauseRecord {
  /** The subject: the writer ("I"/"we") restored, or the note's own noun phrase. */
  who: string;
  /** "be" when the note dropped it ("is", "was", "are", "am"); the modal or nothing. */
  aux: string;
  /** The verb phrase as it is said after the subject ("missed", "happy to adjust", "delayed"). */
  verb: string;
  /** Object, time and place, as the note says them (articles mended). */
  rest: string;
  negation: boolean;
}

/** Past participles a note says of a thing, never of the writer ("delayed", "cancelled"). */
export const STATES =
  /^(?:delayed|cancell?ed|postponed|closed|attached|enclosed|included|broken|damaged|moved|rescheduled|processed|refunded|approved|confirmed|based|located|done|finished|delivered|lost|stolen|overdue|sold|booked|shipped|dispatched|returned|used|met|left|rebooked|refunded|reimbursed|stuck|tired|sick|ill|late|gone|done)$/i;

/** Singular nouns a writer owns in a note about what happened to them ("missed connection", "lost wallet"). */
export const OWNED =
  /^(?:connection|flight|train|bus|luggage|suitcase|bag|wallet|phone|laptop|car|parcel|package|order|booking|reservation|ticket|passport|keys|deposit|appointment|seat|room|application|account|subscription)$/i;

/** Things a person asks for ("want refund" -> "a refund"). */
export const COUNTABLE_ASK =
  /^(?:refund|replacement|reply|response|call|quote|estimate|meeting|update|discount|receipt|apology|invoice|engineer|plumber|electrician|technician|locksmith|builder|cleaner|volunteer|driver|babysitter|lift)$/i;

/** A bare singular common noun (no article, number or capital): "connection", "scope". */
export function bareSingular(word: string | undefined): boolean {
  if (!word || !/^[a-z][a-z-]+$/.test(word)) return false;
  const d = nlp(word);
  return d.has("#Singular") && !d.has("#Uncountable") && !d.has("#Verb") && !d.has("#Adjective");
}

/** A word in an object's place that reads as a singular noun ("budget", "price": compromise tags them verbs alone). */
export function nounish(word: string | undefined): boolean {
  if (!word || !/^[a-z][a-z-]+$/.test(word) || PREP.test(word)) return false;
  const d = nlp(word);
  return (
    !d.has("#Adjective") &&
    !d.has("#Determiner") &&
    !d.has("#Pronoun") &&
    !d.has("#Uncountable") &&
    !d.has("#Plural") &&
    !d.has("#Gerund") &&
    !d.has("#PastTense") &&
    !d.has("#Adverb")
  );
}

export const PREP = /^(?:for|to|at|in|on|from|by|with|after|before|since|until|during|because|so|and|or|but)$/i;
