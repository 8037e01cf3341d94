/**
 * Clause-shape rules of the shared sentence check (sentence-check.ts): the breaks an engine makes when it folds a
 * user's note into a frame and a note's words keep their note grammar. Each is a shape, not a phrase:
 * - a noun phrase with its verb left at the very end: "I have attached the receipts were.";
 * - "there" + "be" + a predicate adjective: "there will be ready for collection" (from "ready for collection");
 * - "a"/"an" + a participle with no noun after it: "It includes a fully insured, and ...";
 * - "please know" + a noun: "Please know SQL and Tableau." (from "know SQL and Tableau", said of the writer).
 * Like the other rules they are written for precision: "I know where the receipts were.", "There are ready meals.",
 * "a well-known brand" and "Please know that we are here" pass.
 */

/** Words after which a clause may end on its verb: "I know where the receipts were", "as they were". */
const CLAUSE_OPENER =
  /\b(?:what|where|how|who|whom|which|why|when|whoever|whatever|as|than|whether|if|though|although|know|knew|wonder)\s+(?:\S+\s+){0,4}$/i;
const NOUN_THEN_AUX_END =
  /\b(?:the|a|an|my|our|your|their|this|these|those|his|her)\s+(?:[\p{L}\d'’-]+\s+){1,3}(?:were|was|are|is)$/iu;

function auxiliaryAtEnd(body: string): boolean {
  const m = NOUN_THEN_AUX_END.exec(body);
  return !!m && !CLAUSE_OPENER.test(body.slice(0, m.index));
}

/** Adjectives that follow "be" and do not come before a noun in these engines' notes. */
const PREDICATE_ONLY = "ready|done|due|finished|completed|complete|delayed|closed|back|late|underway|over";
const THERE_BE_PREDICATE = new RegExp(
  String.raw`\bthere\s+(?:will\s+be|would\s+be|is|are|was|were|['’]s|['’]ll\s+be)\s+(?:${PREDICATE_ONLY})\b(?=\s*(?:[,;:]|$|\s(?:for|from|to|by|at|on|in|with|and|now|today|tomorrow)\b))`,
  "iu",
);

/** "a fully insured," "an updated and": an article whose noun never comes. */
const ARTICLE_PARTICIPLE = /\ban?\s+(?:\p{L}+ly\s+)?(\p{L}{4,}ed)(?=\s*(?:[,;:]|$|\s(?:and|or|but)\s))/iu;
/** Words in -ed that are nouns or adjectives before nothing: "a hundred", "a need", "a shed". */
const NOT_PARTICIPLE =
  /^(?:hundred|kindred|need|seed|speed|deed|steed|creed|greed|breed|shed|bed|bled|sled|sacred|wicked|naked|rugged|ragged|beloved|wretched|crooked|learned)$/i;

function articleWithoutNoun(body: string): boolean {
  const m = ARTICLE_PARTICIPLE.exec(body);
  return !!m && !NOT_PARTICIPLE.test(m[1]!);
}

/** "Please know SQL": "know" as an order takes a clause ("Please know that ..."), not a thing. */
const PLEASE_KNOW_THING =
  /\bplease\s+know\s+(?!that\b|how\b|what\b|when\b|where\b|who\b|why\b|if\b|whether\b|we\b|I\b|you\b|it\b|this\b|there\b|our\b|your\b)/iu;

/** The clause-shape problems of one sentence's body (its final punctuation taken off). */
export function clauseProblems(body: string): string[] {
  const problems: string[] = [];
  if (auxiliaryAtEnd(body)) problems.push("verb-at-end");
  if (THERE_BE_PREDICATE.test(body)) problems.push("there-be-predicate");
  if (articleWithoutNoun(body)) problems.push("article-without-noun");
  if (PLEASE_KNOW_THING.test(body)) problems.push("please-know-thing");
  return problems;
}
