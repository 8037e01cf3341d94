import type { TtsLanguage } from "../contract";

/** One short sentence per language in its own script (Japanese in kana: eSpeak reads kanji as "Chinese letter"). */
export const SAMPLE_TEXT: Record<TtsLanguage, string> = {
  "en-us": "Artificial intelligence is changing the way we work.",
  "en-gb": "Artificial intelligence is changing the way we work.",
  ja: "じんこうちのうは わたしたちの はたらきかたを かえています。",
  zh: "人工智能正在改变我们的工作方式。",
  es: "La inteligencia artificial está cambiando nuestra forma de trabajar.",
  fr: "L'intelligence artificielle change notre façon de travailler.",
  hi: "कृत्रिम बुद्धिमत्ता हमारे काम करने का तरीका बदल रही है।",
  it: "L'intelligenza artificiale sta cambiando il nostro modo di lavorare.",
  pt: "A inteligência artificial está mudando a nossa forma de trabalhar.",
};
