/** Words the note reader (email-generator.note-reading.ts) checks a clause against. */

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
