/**
 * How a post's running sentences are split into paragraphs and how a list's items are written on their lines.
 * A short last sentence never stands alone as a paragraph ("Python is a plus." under the job it belongs to), and a
 * list of things named in a few words ("Pumpkin risotto", "Venison stew") is not punctuated as sentences.
 */
import { hasFiniteVerb } from "./post-rewrite";
import { asSentence, wordsIn } from "./post-text";

/** A sentence short enough that a paragraph of its own would read as a stray line ("Cash prize.", "3 days in office."). */
const short = (s: string) => wordsIn(s) <= 8 && !/\n/.test(s);

/**
 * Running sentences `per` to a paragraph; a short last sentence joins the paragraph before it instead of standing
 * alone ("... You'll need SQL and Excel. Python is a plus.").
 */
export function chunkRun(run: string[], per: number): string[] {
  const chunks: string[][] = [];
  for (let i = 0; i < run.length; i += per) chunks.push(run.slice(i, i + per));
  const last = chunks[chunks.length - 1];
  if (chunks.length > 1 && last!.length === 1 && short(last![0]!)) {
    chunks.pop();
    chunks[chunks.length - 1]!.push(last![0]!);
  }
  return chunks.map((c) => c.join(" "));
}

/** A list item that only names a thing ("pumpkin risotto", "£18 mugs in sage"): no verb and a few words. */
const named = (item: string) => {
  const t = item.trim().replace(/[.!]+$/, "");
  // ("Sea bass £19.50": a price's decimal point is no sentence stop.)
  return wordsIn(t) <= 5 && !/[.!?;:]/.test(t.replace(/\d[.,:]\d/g, "")) && !hasFiniteVerb(t);
};

/**
 * The lines of a list under its bullet: items that only name things are written as names ("✔️ Pumpkin risotto"),
 * items that say something as sentences ("• Write things down."). One style for the whole list.
 */
export function itemLines(items: string[], bullet: string): string[] {
  const asNames = items.length > 1 && items.every(named);
  return items.map((i) => `${bullet} ${asNames ? asSentence(i.replace(/[.!]+$/, ""), "") : asSentence(i)}`);
}
