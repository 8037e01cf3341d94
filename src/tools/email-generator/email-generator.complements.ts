/**
 * A verb of telling with a coordinated list of clauses as its object ("explain what happened, that no data was
 * lost, and what we're doing to prevent it"): one sentence to the reader, with the list kept as the verb's object
 * ("I would like to explain what happened, that no data was lost, and what we are doing to prevent it."), never a
 * list item left as a sentence of its own ("That no data was lost.").
 */

/** The words that open a clause that is a verb's object. */
const WH = "(?:what|why|how|when|where|whether|who|which)";
const OPENS = `(?:that|${WH})`;
/** Verbs of telling, explaining and saying that take such a list. */
export const TELLING =
  /^(?:please\s+)?(?:also\s+)?(?:explain|tell|let\s+\S+(?:\s+\S+)?\s+know|inform|mention|say|share|point out|make (?:it )?clear|reassure|update|confirm|clarify|describe|outline)\b/i;

/** The text with bracketed parts hidden (their commas are not the list's), and a way to put them back. */
function hideBrackets(text: string): { text: string; back: (s: string) => string } {
  const kept: string[] = [];
  const hidden = text.replace(/\([^()]*\)/g, (m) => `\uE000${kept.push(m) - 1}\uE000`);
  return { text: hidden, back: (s) => s.replace(/\uE000(\d+)\uE000/g, (_m, i: string) => kept[Number(i)]!) };
}

/**
 * The clauses of a list that is one verb's object ("what happened (...)", "that no data was lost", "what we're
 * doing to prevent it"), or null when the text is not such a list: two or more clauses, at least one a wh-clause.
 */
export function complementItems(text: string): string[] | null {
  const { text: t, back } = hideBrackets(text.trim());
  if (!new RegExp(`^${OPENS}\\s`, "i").test(t)) return null;
  const items = t
    .split(new RegExp(`\\s*,\\s*(?:and\\s+|or\\s+)?(?=${OPENS}\\s)|\\s+(?:and|or|as well as)\\s+(?=${OPENS}\\s)`, "i"))
    .map((x) => back(x.trim()))
    .filter(Boolean);
  if (items.length < 2 || !items.some((x) => new RegExp(`^${WH}\\s`, "i").test(x))) return null;
  // Each item is a clause: a word after the opener and something after that ("that no data was lost").
  if (!items.every((x) => /^\S+\s+\S+/.test(x))) return null;
  return items;
}

/** "a, b, and c" (two items: "a and b"). */
export function listed(items: readonly string[]): string {
  if (items.length <= 2) return items.join(" and ");
  return `${items.slice(0, -1).join(", ")}, and ${items.at(-1)}`;
}

/**
 * Whether a clause piece continues the telling verb's list in the piece before it ("explain what happened" +
 * "that no data was lost" + "and what we're doing"): the later pieces are more of the same object.
 */
export function continuesComplements(prev: string, piece: string): boolean {
  if (!TELLING.test(prev)) return false;
  const m = piece.match(new RegExp(`^(?:and\\s+|or\\s+)?(${OPENS})\\s+\\S+`, "i"));
  if (!m) return false;
  // A wh-clause continues any telling verb's object; a "that" clause only a list that already has a wh-clause.
  if (m[1]!.toLowerCase() !== "that") return true;
  return new RegExp(`\\b${WH}\\s+\\S+`, "i").test(prev.replace(/^\S+\s+/, ""));
}

/** The verb the writer says the list with. */
export function tellingLead(verb: string, formal: boolean): string {
  const v = verb.toLowerCase();
  if (/^explain|^clarify|^describe|^outline/.test(v)) return formal ? "I would like to explain" : "I want to explain";
  if (/^mention|^say|^point|^make|^share/.test(v))
    return formal ? "I would also like to mention" : "I also want to mention";
  if (/^confirm|^reassure/.test(v)) return "I can confirm";
  return formal ? "I would like to let you know" : "I want to let you know";
}
