// The yoastseo word-list modules imported by seo-optimizer.yoast-lists.ts (CommonJS data files without types).
declare module "yoastseo/build/languageProcessing/languages/en/config/transitionWords.js" {
  export const singleWords: string[];
  export const multipleWords: string[];
}
declare module "yoastseo/build/languageProcessing/languages/en/config/twoPartTransitionWords.js" {
  const value: unknown;
  export default value;
}
declare module "yoastseo/build/languageProcessing/languages/en/config/internal/passiveVoiceAuxiliaries.js" {
  const value: unknown;
  export default value;
}
declare module "yoastseo/build/languageProcessing/languages/en/config/internal/passiveVoiceIrregulars.js" {
  const value: unknown;
  export default value;
}
declare module "yoastseo/build/languageProcessing/languages/en/config/internal/passiveVoiceNonVerbEndingEd.js" {
  const value: unknown;
  export default value;
}
declare module "yoastseo/build/languageProcessing/languages/en/Researcher.js" {
  const value: unknown;
  export default value;
}
declare module "yoastseo" {
  const yoast: { Paper: new (text: string, attributes?: Record<string, unknown>) => unknown } & Record<string, unknown>;
  export default yoast;
}
declare module "yoastseo/build/parse/language/LanguageProcessor.js" {
  const value: unknown;
  export default value;
}
declare module "yoastseo/build/parse/build/index.js" {
  export function build(paper: unknown, languageProcessor: unknown, shortcodes?: unknown): unknown;
}
