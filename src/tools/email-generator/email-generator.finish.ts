/**
 * The last reading of each written sentence, whatever path built it: a question that carries its reason ("Could I
 * leave early on Friday because my daughter has a school play?") is asked, then the reason is said ("Could I leave
 * early on Friday? My daughter has a school play."). The reason is told, not asked, so it is its own statement.
 */

import { withArticle } from "./email-generator.article";
import { splitAtStops } from "../../shared/text/abbreviations";

/** Who or what a reason clause starts with ("because my daughter has ...", "since our commute is ..."). */
const REASON_SUBJECT =
  "(?:I|we|you|they|he|she|it|there|this|that|the|our|my|your|their|his|her|its|a|an|\\p{Lu}\\p{Ll}+)\\b";
/** A present-tense verb early in a "since" clause: a reason ("since my commute is 2 hours"), not a time ("since May"). */
const PRESENT =
  /^(?:\S+\s+){0,4}?(?:\S*['’](?:m|re)\s|(?:is|are|am|has|have|'s|’s|'re|’re|can|can['’]t|cannot|will|won['’]t|need|needs|do|does|don['’]t|doesn['’]t|isn['’]t|aren['’]t|must|should)\b)/i;
const QUESTION_REASON = new RegExp(`^(.{12,}?),?\\s+(because|since)\\s+(${REASON_SUBJECT}.{6,})\\?$`, "u");

/** One sentence: the question and its reason apart. */
function askThenReason(sentence: string): string {
  const m = QUESTION_REASON.exec(sentence);
  if (!m) return sentence;
  const [, ask, word, reason] = m as unknown as [string, string, string, string];
  if (word.toLowerCase() === "since" && !PRESENT.test(reason)) return sentence;
  // The question must start as one ("Could I ...", "Would you ..."), not a statement that ends in a question mark.
  if (!/^(?:could|can|would|will|may|might|shall|should|do|does|did|is|are|am|have|has|would)\b/i.test(ask))
    return sentence;
  const said = reason.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
  return `${ask}? ${said}.`;
}

/** Every sentence of a paragraph (split after ".", "!" or "?" before a capital or a bracket). */
export function finishParagraph(paragraph: string, prompt = ""): string {
  return (
    splitAtStops(paragraph, /[\p{Lu}[“"]/u)
      .map((s) => withArticle(askThenReason(s), prompt))
      // "a fixed fee £120 a month": a price named after its label takes "of".
      .map((s) =>
        s.replace(
          /\b((?:a|an|the|our|my|your)\s+(?:[\p{L}-]+\s+)?(?:fee|price|rate|cost|charge|deposit|retainer|budget))\s+(?=[£$€]\s?\d)/giu,
          "$1 of ",
        ),
      )
      // "the cleaners are coming Tuesday morning so please clear your desks": a result clause takes its comma.
      .map((s) => s.replace(/(\p{L})\s+so\s+(?=please\s)/gu, "$1, so "))
      .join(" ")
  );
}
