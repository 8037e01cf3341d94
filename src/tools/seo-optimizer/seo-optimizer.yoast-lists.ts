/**
 * Yoast SEO's own English word lists (yoastseo, GPL-3.0 like this project), so the transition-word and passive-voice
 * checks count what Yoast counts: its transition words and phrases, two-part transitions, passive auxiliaries,
 * irregular participles and the -ed words that are not participles.
 */
import { multipleWords, singleWords } from "yoastseo/build/languageProcessing/languages/en/config/transitionWords.js";
import twoPartImport from "yoastseo/build/languageProcessing/languages/en/config/twoPartTransitionWords.js";
import auxiliariesImport from "yoastseo/build/languageProcessing/languages/en/config/internal/passiveVoiceAuxiliaries.js";
import irregularsImport from "yoastseo/build/languageProcessing/languages/en/config/internal/passiveVoiceIrregulars.js";
import nonVerbsImport from "yoastseo/build/languageProcessing/languages/en/config/internal/passiveVoiceNonVerbEndingEd.js";

/** CommonJS modules with `exports.default`: node's ESM interop may wrap them once more. */
function unwrap<T>(mod: unknown): T {
  const m = mod as { default?: unknown };
  return (m && typeof m === "object" && "default" in m ? unwrap<T>(m.default) : mod) as T;
}

export const YOAST_TRANSITION_WORDS: ReadonlySet<string> = new Set((singleWords as string[]).map((w) => w.toLowerCase()));
export const YOAST_TRANSITION_PHRASES: readonly string[] = (multipleWords as string[]).map((w) => w.toLowerCase());
export const YOAST_TWO_PART: readonly [string, string][] = unwrap<[string, string][]>(twoPartImport);

const aux = unwrap<unknown>(auxiliariesImport);
/** "am", "is", "was", "get", "got"... (Yoast lists them as one array or grouped by tense). */
export const YOAST_PASSIVE_AUXILIARIES: ReadonlySet<string> = new Set(
  (Array.isArray(aux) ? aux : Object.values(aux as Record<string, string[]>).flat()).map((w) => String(w).toLowerCase()),
);
export const YOAST_IRREGULARS: ReadonlySet<string> = new Set(unwrap<string[]>(irregularsImport).map((w) => w.toLowerCase()));
export const YOAST_NON_VERB_ED: ReadonlySet<string> = new Set(unwrap<string[]>(nonVerbsImport).map((w) => w.toLowerCase()));
