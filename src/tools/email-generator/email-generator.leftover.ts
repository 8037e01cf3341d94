/**
 * The clauses no pattern of the reader recognised. Each is read by its shape, never pasted after "I am writing about":
 * - a question ("how many vacation days do I have left"): a question to the reader;
 * - "whether ..." / "if ...": something the writer asks the reader to say;
 * - a statement the tagger sees a finite verb in ("Clinics using it saw 30% fewer no-shows"): a fact;
 * - "about $3,200 total": an approximate figure, said with what came before it;
 * - what is left is a noun phrase, and only a noun phrase is what the e-mail is "about".
 */
import { hasFiniteVerb } from "./email-generator.finite";
import type { Reading } from "./email-generator.reading";
import { addAsk, addFact } from "./email-generator.reading";

/** "how many ...", "who approves ...", "what time ...": a question, whatever its word order. */
const WH_START = /^(?:how|what|when|where|who|whom|whose|which|why)\b/i;

/** An approximate figure ("about $3,200 total", "around 40 people"). */
export const APPROX_FIGURE = /^(?:about|around|roughly|approximately|approx\.?)\s+(?=[$€£]?\s?\d)/i;

/** Reads a clause no pattern took; true when it said something. */
export function readLeftover(piece: string, st: Reading): boolean {
  if (APPROX_FIGURE.test(piece)) {
    const last = st.items.at(-1);
    if (!last) return false;
    // The figure goes with the ask or the fact before it, in brackets.
    if ("ask" in last) last.ask.text = `${last.ask.text} (${piece})`;
    else last.fact.text = `${last.fact.text} (${piece})`;
    return true;
  }
  if (WH_START.test(piece) && piece.split(/\s+/).length >= 3) {
    addFact(st, piece.replace(/\?$/, ""), "question");
    return true;
  }
  const whether = piece.match(/^(?:whether|if)\s+(.+)$/i);
  if (whether) {
    // "whether we can bring our own DJ, and parking": the bare noun at the end is a second thing to ask about.
    const tail = whether[1]!.match(/^(.+?),?\s+and\s+((?:the\s+)?[\p{L}-]+(?:\s+[\p{L}-]+)?)$/u);
    if (tail && !hasFiniteVerb(`it ${tail[2]}`) && !/\b(?:is|are|can|will|do|does)\b/i.test(tail[2]!)) {
      addAsk(st, "whether", tail[1]!);
      addAsk(st, "ask-about", tail[2]!);
      return true;
    }
    addAsk(st, "whether", whether[1]!);
    return true;
  }
  if (hasFiniteVerb(piece)) {
    addFact(st, piece);
    return true;
  }
  return false;
}

/** "three things", "a couple of questions": the head of a list the prompt goes on to give, never an ask of its own. */
export const LIST_HEAD =
  /^(?:a\s+(?:few|couple\s+of)|two|three|four|five|several|some|a\s+number\s+of)\s+(?:(?:quick|small|short)\s+)?(?:things|questions|points|items|issues)$/i;
