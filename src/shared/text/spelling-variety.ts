/**
 * British and American spelling kept consistent with the user's text. The engines' own words come in one spelling
 * ("realise", "programme", "organise"), the user's text may use the other ("organizations", "prioritizing"), and a
 * reader notices the mix at once. The input's variety is read from the words with two spellings it uses; a word the
 * engine wrote in the other variety (one the input does not contain as written) is respelled. An input with no such
 * words, or as many of each, leaves the output as it is.
 */

type SpellingVariety = "uk" | "us";

/** Stems whose verb is -ise in British and -ize in American spelling (not "advise", "promise", "size", "expertise"). */
const ISE_STEMS = [
  "apolog",
  "author",
  "capital",
  "categor",
  "central",
  "character",
  "critic",
  "custom",
  "digit",
  "dramat",
  "emphas",
  "energ",
  "final",
  "global",
  "harmon",
  "hospital",
  "industrial",
  "internal",
  "legal",
  "local",
  "marginal",
  "maxim",
  "memor",
  "minim",
  "mobil",
  "modern",
  "monet",
  "normal",
  "optim",
  "organ",
  "personal",
  "popular",
  "priorit",
  "rational",
  "real",
  "recogn",
  "revolution",
  "scrutin",
  "sensit",
  "social",
  "special",
  "stabil",
  "standard",
  "summar",
  "symbol",
  "sympath",
  "synchron",
  "util",
  "visual",
];

/** Whole words, British first, with their inflections written out where they are not regular. */
const WORD_PAIRS: readonly (readonly [uk: string, us: string])[] = [
  ["programme", "program"],
  ["programmes", "programs"],
  ["centre", "center"],
  ["centres", "centers"],
  ["centred", "centered"],
  ["catalogue", "catalog"],
  ["catalogues", "catalogs"],
  ["analyse", "analyze"],
  ["analysed", "analyzed"],
  ["analysing", "analyzing"],
  ["travelled", "traveled"],
  ["travelling", "traveling"],
  ["cancelled", "canceled"],
  ["cancelling", "canceling"],
  ["modelling", "modeling"],
  ["labelled", "labeled"],
  ["fulfil", "fulfill"],
  ["fulfils", "fulfills"],
  ["enrol", "enroll"],
  ["enrols", "enrolls"],
  ["judgement", "judgment"],
  ["ageing", "aging"],
  ["defence", "defense"],
];

/** -our words ("favour", "behaviour"), each also with the endings listed after it. */
const OUR_STEMS = ["behavi", "col", "endeav", "fav", "flav", "hon", "hum", "lab", "neighb", "rum", "vig"];
const OUR_ENDINGS = ["", "s", "ed", "ing", "ite", "ites", "able", "ful", "al", "ably", "hood", "hoods"];
const ISE_ENDINGS = ["e", "es", "ed", "ing", "ation", "ations", "er", "ers"];

function buildPairs(): Map<string, string> {
  const ukToUs = new Map<string, string>();
  for (const stem of ISE_STEMS) for (const end of ISE_ENDINGS) ukToUs.set(`${stem}is${end}`, `${stem}iz${end}`);
  for (const stem of OUR_STEMS) for (const end of OUR_ENDINGS) ukToUs.set(`${stem}our${end}`, `${stem}or${end}`);
  for (const [uk, us] of WORD_PAIRS) ukToUs.set(uk, us);
  // (Only these pairs and the generated forms are ever counted or rewritten.)
  return ukToUs;
}

const UK_TO_US = buildPairs();
const US_TO_UK = new Map([...UK_TO_US].map(([uk, us]) => [us, uk]));
const WORD = /\p{L}+/gu;
/** American forms British writers use too ("a computer program", "a judgment of the court"): not read as a variety. */
const SHARED_FORMS = new Set(["program", "programs", "judgment"]);

/** The input's spelling variety, by the words with two spellings it uses; undefined when it uses none or a tie. */
export function spellingVariety(text: string): SpellingVariety | undefined {
  return varietyOf(lowerWords(text));
}

const lowerWords = (text: string) => Array.from(text.matchAll(WORD), ([w]) => w.toLowerCase());

function varietyOf(words: readonly string[]): SpellingVariety | undefined {
  let uk = 0;
  let us = 0;
  for (const lower of words) {
    if (UK_TO_US.has(lower)) uk++;
    else if (US_TO_UK.has(lower) && !SHARED_FORMS.has(lower)) us++;
  }
  return uk === us ? undefined : uk > us ? "uk" : "us";
}

function sameCase(like: string, word: string): string {
  if (like === like.toUpperCase() && like.length > 1) return word.toUpperCase();
  return /^\p{Lu}/u.test(like) ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/**
 * The output with the engine's words respelled in the input's variety ("realise your full potential" after an input
 * that writes "organizations" -> "realize"). A word the input itself contains as written is never changed.
 */
export function matchSpelling(output: string, input: string): string {
  const words = lowerWords(input);
  const variety = varietyOf(words);
  if (!variety) return output;
  const table = variety === "us" ? UK_TO_US : US_TO_UK;
  const inputWords = new Set(words);
  return output.replace(WORD, (word) => {
    const lower = word.toLowerCase();
    const respelled = table.get(lower);
    return respelled && !inputWords.has(lower) ? sameCase(word, respelled) : word;
  });
}
