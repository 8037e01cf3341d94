import familyData from "./humanizer.lexicon.families.json" with { type: "json" };
import fixedData from "./humanizer.lexicon.fixed.json" with { type: "json" };
import nounsData from "./humanizer.lexicon.nouns.json" with { type: "json" };
import stockData from "./humanizer.lexicon.stock.json" with { type: "json" };
import verbsData from "./humanizer.lexicon.verbs.json" with { type: "json" };

/**
 * The phrase lexicon: AI-typical wording and what each voice says instead (humanizer.lexicon.verbs.json,
 * humanizer.lexicon.nouns.json, humanizer.lexicon.fixed.json, humanizer.lexicon.stock.json, and by family in
 * humanizer.lexicon.families.json), plus each voice's word
 * choice (humanizer.register.json). Written after reading public notes on over-used model phrasing (Wikipedia's
 * "Signs of AI writing", the HC3 indicator words, antislop and "GPT-ism" lists); the hub's own wording. Patterns are
 * case-insensitive whole words; a small regex is allowed.
 */
export type Row = readonly [pattern: string, casual: string, friendly: string, professional: string];

/**
 * Reads one list of a lexicon data file. An entry is a row (pattern, casual, friendly, professional), a string (a
 * note for the reader, skipped), or `{ "each": [words], "row": row }`: the row once per word, "{each}" in it replaced
 * by the word. Anything else throws, so a malformed data file fails at load, not as a silently missing phrase.
 */
export function lexiconRows(entries: readonly unknown[], list: string): readonly Row[] {
  const rows: Row[] = [];
  const isRow = (value: unknown): value is Row =>
    Array.isArray(value) && value.length === 4 && value.every((cell) => typeof cell === "string");
  for (const entry of entries) {
    if (typeof entry === "string") continue;
    if (isRow(entry)) {
      rows.push(entry);
      continue;
    }
    const { each, row } = (entry ?? {}) as { each?: unknown; row?: unknown };
    if (!Array.isArray(each) || !each.every((word) => typeof word === "string") || !isRow(row)) {
      throw new Error(`humanizer lexicon ${list}: malformed entry ${JSON.stringify(entry)}`);
    }
    for (const word of each) rows.push(row.map((cell) => cell.replaceAll("{each}", word)) as unknown as Row);
  }
  return rows;
}

/**
 * AI-typical verb phrases, written in the base form; every form is generated (leverages, leveraged, leveraging) and
 * the replacement's head verb takes the same form ("by leveraging data" -> "by using data"). The pattern's head is its
 * first word; the replacement's head is its first word or the one marked "^" ("really ^matter for"). After have/be
 * the past participle is used. A head verb that can also be a noun ("harness", "showcase") is replaced only where
 * the tagger reads it as a verb. The stock list (chatbot letters, posts, product copy and school essays; fourth
 * issue-11 pass) comes first.
 */
export const VERBS: readonly Row[] = [
  ...lexiconRows(familyData.verbs, "familyVerbs"),
  ...lexiconRows(stockData.stockVerbs, "stockVerbs"),
  ...lexiconRows(verbsData.verbs, "verbs"),
];

/**
 * AI-typical nouns and noun phrases, singular; the plural is generated on the head (the last word of the pattern,
 * the last or "^"-marked word of a replacement): "paradigm shifts" -> "big changes". Words that are ordinary in their
 * literal sense (journey, landscape, ecosystem, tapestry) are listed only with the context that makes them a tell.
 */
export const NOUNS: readonly Row[] = [
  ...lexiconRows(familyData.nouns, "familyNouns"),
  ...lexiconRows(nounsData.nouns, "nouns"),
];

/** AI-favoured adjectives and adverbs, replaced as written. "=" keeps the original in that voice. */
export const MODIFIERS: readonly Row[] = [
  ...lexiconRows(familyData.modifiers, "familyModifiers"),
  ...lexiconRows(nounsData.modifiers, "modifiers"),
];

/**
 * Fixed AI-typical phrases (openers, hedges, filler, stock email, post and product wording), replaced as written.
 * An empty replacement deletes the phrase (the next word is capitalised when it then starts the sentence); "$1" in
 * a replacement repeats the pattern's first capture group; "=" keeps the original in that voice. Patterns run on
 * one sentence at a time, so "^" is the sentence start. The stock list comes first.
 */
export const FIXED: readonly Row[] = [
  ...lexiconRows(familyData.fixed, "familyFixed"),
  ...lexiconRows(stockData.stockFixed, "stockFixed"),
  ...lexiconRows(fixedData.fixed, "fixed"),
];
