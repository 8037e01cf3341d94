import { lexiconRows } from "./humanizer.lexicon";
import registerData from "./humanizer.register.json" with { type: "json" };

/**
 * Word choice per voice (not AI tells, so not counted as AI phrases): casual and friendly trade formal words for
 * everyday ones, professional trades slang for standard words. "=" keeps the word in that voice. Verb rows are
 * inflected like the lexicon's; a verb that can be a noun ("request", "purchase") is replaced only where the tagger
 * reads a verb. Columns: pattern, casual, friendly, professional (humanizer.register.json).
 */
export const REGISTER_VERBS = lexiconRows(registerData.registerVerbs, "registerVerbs");
export const REGISTER_FIXED = lexiconRows(registerData.registerFixed, "registerFixed");
