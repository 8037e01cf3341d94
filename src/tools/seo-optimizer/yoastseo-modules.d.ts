// The yoastseo modules the reference analysis imports (yoast-reference.ts; CommonJS builds without types). Only the
// bench and the agreement tests load them: yoastseo is a dev dependency, never loaded by the product.
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
