import type { TtsLanguage } from "../contract";

/**
 * eSpeak NG voice-file ids for the spec's languages. Only voice-file ids are accepted by set_voice (`en-gb`,
 * `fr-fr` and `zh` are unknown there and silently keep the previous voice): `en` is British English, `cmn`
 * Mandarin, `pt-br` Brazilian Portuguese (the variety Kokoro's `p` voices speak).
 */
export const ESPEAK_LANGUAGE: Record<TtsLanguage, string> = {
  "en-us": "en-us",
  "en-gb": "en",
  ja: "ja",
  zh: "cmn",
  es: "es",
  fr: "fr",
  hi: "hi",
  it: "it",
  pt: "pt-br",
};

/**
 * Each spec voice is an eSpeak voice variant (voices/!v): female names get female variants, male names male
 * ones, and no variant is used twice inside one language; near-identical pairs (f1/f4, linda/belinda, the
 * steph family) are kept in different languages. Measured pitch and spectra in docs/tools/text-to-speech.md. An unknown variant is ignored by eSpeak without an error, so the speech process
 * checks that each variant file exists before speaking.
 */
export const ESPEAK_VARIANT: Record<string, string> = {
  // en-us
  heart: "f3",
  bella: "Annie",
  michael: "Michael",
  alloy: "f1",
  aoede: "Alicia",
  kore: "f2",
  jessica: "anika",
  nicole: "linda",
  nova: "f5",
  river: "grandma",
  sarah: "steph",
  sky: "Andrea",
  // en-gb
  alice: "belinda",
  emma: "f4",
  daniel: "m3",
  // ja
  alpha: "f2",
  nezumi: "Annie",
  // zh
  xiaobei: "f3",
  xiaoni: "linda",
  // es
  dora: "aunty",
  alex: "m2",
  // fr
  siwis: "Alicia",
  // hi
  "alpha-hi": "f1",
  beta: "belinda",
  // it
  sara: "f4",
  // pt
  nicola: "m1",
  "dora-pt": "steph",
};

/** The eSpeak voice name for a spec language and voice, e.g. `en-us+f3`. */
export function espeakVoice(language: TtsLanguage, voice: string): string {
  const variant = ESPEAK_VARIANT[voice];
  if (!variant) throw new Error(`no eSpeak variant for voice ${voice}`);
  return `${ESPEAK_LANGUAGE[language]}+${variant}`;
}

/** eSpeak speaks 175 words per minute at speed 1; its range is 80-450. */
export function espeakRate(speed: number): number {
  return Math.max(80, Math.min(450, Math.round(175 * speed)));
}
