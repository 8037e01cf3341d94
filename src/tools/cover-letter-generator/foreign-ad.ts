import type { ForeignLang } from "./foreign-phrases";

/**
 * What a Spanish, French or German ad offers ("Wir bieten ein familiäres Team und flexible Arbeitszeiten") or names as
 * the job's tasks ("Ihre Aufgaben: Kreditoren- und Debitorenbuchhaltung, ..."), for a Culture-Fit opening when the ad
 * states no values: the letter then speaks to what the ad does say instead of leaving a placeholder.
 */
const OFFER: Record<ForeignLang, RegExp> = {
  es: /\b(?:ofrecemos|te ofrecemos|le ofrecemos)\s*:?\s+([^.;!?\n]{4,140})/i,
  fr: /\b(?:nous (?:vous )?(?:offrons|proposons))\s*:?\s+([^.;!?\n]{4,140})/i,
  de: /\bwir bieten(?: (?:Ihnen|dir|euch))?\s*:?\s+([^.;!?\n]{4,140})/i,
};
const TASKS: Record<ForeignLang, RegExp> = {
  es: /\b(?:funciones|tus funciones|sus funciones|tareas)\s*:\s*([^.;!?\n]{4,160})/i,
  fr: /\b(?:missions|vos missions|tâches)\s*:\s*([^.;!?\n]{4,160})/i,
  de: /\b(?:ihre aufgaben|deine aufgaben|aufgaben)\s*:\s*([^.;!?\n]{4,160})/i,
};

const OPEN: Record<ForeignLang, { offer: (x: string) => string; tasks: (x: string) => string }> = {
  es: {
    offer: (x) => `Me atrae especialmente que ofrezcan ${x}.`,
    tasks: (x) => `Me atraen especialmente las funciones que describen: ${x}.`,
  },
  fr: {
    offer: (x) => `Je suis particulièrement sensible au fait que vous proposiez ${x}.`,
    tasks: (x) => `Les missions que vous décrivez m'attirent particulièrement : ${x}.`,
  },
  de: {
    offer: (x) => `Besonders spricht mich an, dass Sie ${x} bieten.`,
    tasks: (x) => `Besonders reizen mich die Aufgaben, die Sie beschreiben: ${x}.`,
  },
};

/** The Culture-Fit opening from the ad's offer, else its tasks, or "" when it names neither. */
export function adOpening(ad: string, lang: ForeignLang): string {
  const offer = OFFER[lang].exec(ad)?.[1]?.trim();
  if (offer) return OPEN[lang].offer(offer);
  const tasks = TASKS[lang].exec(ad)?.[1]?.trim();
  return tasks ? OPEN[lang].tasks(tasks) : "";
}
