/**
 * The phrase lexicon: AI-typical wording and what each voice says instead (humanizer.lexicon.verbs.ts,
 * humanizer.lexicon.nouns.ts, humanizer.lexicon.fixed.ts), plus each voice's word choice (humanizer.register.ts).
 * Written after reading public notes on over-used model phrasing (Wikipedia's "Signs of AI writing", the HC3
 * indicator words, antislop and "GPT-ism" lists); the hub's own wording. Patterns are case-insensitive whole words;
 * a small regex is allowed.
 */
export type Row = readonly [pattern: string, casual: string, friendly: string, professional: string];

export { VERBS } from "./humanizer.lexicon.verbs";
export { NOUNS, MODIFIERS } from "./humanizer.lexicon.nouns";
export { FIXED } from "./humanizer.lexicon.fixed";
