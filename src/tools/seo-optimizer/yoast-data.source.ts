/** Yoast SEO's English data read from the installed yoastseo package (dev dependency): the source of the copy. */
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const EN = "yoastseo/build/languageProcessing/languages/en/config/";

function unwrap<T>(mod: unknown): T {
  const m = mod as { default?: unknown };
  return (m && typeof m === "object" && !Array.isArray(m) && "default" in m ? unwrap<T>(m.default) : mod) as T;
}

export function yoastSourceData() {
  const transitions = require(`${EN}transitionWords.js`) as { singleWords: string[]; multipleWords: string[] };
  const aux = unwrap<unknown>(require(`${EN}internal/passiveVoiceAuxiliaries.js`));
  return {
    transitionWords: transitions.singleWords,
    transitionPhrases: transitions.multipleWords,
    twoPartTransitions: unwrap<[string, string][]>(require(`${EN}twoPartTransitionWords.js`)),
    passiveAuxiliaries: (Array.isArray(aux) ? aux : Object.values(aux as Record<string, string[]>).flat()).map(String),
    irregularParticiples: unwrap<string[]>(require(`${EN}internal/passiveVoiceIrregulars.js`)),
    nonVerbEndingEd: unwrap<string[]>(require(`${EN}internal/passiveVoiceNonVerbEndingEd.js`)),
    syllables: require(`${EN}syllables.json`) as unknown,
  };
}
