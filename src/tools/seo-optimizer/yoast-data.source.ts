/** Yoast SEO's English data read from the installed yoastseo package (dev dependency): the source of the copy. */
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const BUILD = "yoastseo/build/";
const EN = `${BUILD}languageProcessing/languages/en/config/`;

function unwrap<T>(mod: unknown): T {
  return (
    mod && typeof mod === "object" && !Array.isArray(mod) && "default" in mod ? unwrap<T>(mod.default) : mod
  ) as T;
}

/** The data as plain JSON: Yoast tags its syllable fragments with a "location" while it runs; that is not data. */
export function yoastSourceData() {
  return JSON.parse(
    JSON.stringify(readSourceData(), (key, value: unknown) => (key === "location" ? undefined : value)),
  ) as ReturnType<typeof readSourceData>;
}

function readSourceData() {
  const transitions = require(`${EN}transitionWords.js`) as { singleWords: string[]; multipleWords: string[] };
  const aux = unwrap<unknown>(require(`${EN}internal/passiveVoiceAuxiliaries.js`));
  const functionWords = require(`${EN}functionWords.js`) as Record<string, string[]>;
  return {
    transitionWords: transitions.singleWords,
    transitionPhrases: transitions.multipleWords,
    twoPartTransitions: unwrap<[string, string][]>(require(`${EN}twoPartTransitionWords.js`)),
    passiveAuxiliaries: (Array.isArray(aux) ? aux : Object.values(aux as Record<string, string[]>).flat()).map(String),
    irregularParticiples: unwrap<string[]>(require(`${EN}internal/passiveVoiceIrregulars.js`)),
    nonVerbEndingEd: unwrap<string[]>(require(`${EN}internal/passiveVoiceNonVerbEndingEd.js`)),
    /** Words that end a passive clause (Yoast's English passive "stop words"). */
    passiveStopWords: unwrap<string[]>(require(`${EN}stopWords.js`)),
    cannotDirectlyPrecedeParticiple: functionWords.cannotDirectlyPrecedePassiveParticiple!,
    cannotBeBetweenAuxiliaryAndParticiple: functionWords.cannotBeBetweenPassiveAuxiliaryAndParticiple!,
    /** Every English function word (Yoast drops them from a key phrase). */
    functionWords: functionWords.all!,
    firstWordExceptions: unwrap<string[]>(require(`${EN}firstWordExceptions.js`)),
    abbreviations: unwrap<string[]>(require(`${EN}abbreviations.js`)),
    wordBoundaries: unwrap<() => string[]>(require(`${BUILD}config/wordBoundaries.js`))(),
    syllables: require(`${EN}syllables.json`) as unknown,
  };
}
