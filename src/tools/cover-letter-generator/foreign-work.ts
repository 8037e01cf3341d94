import type { ForeignLang } from "./foreign-phrases";
import { CONTACT, layoutOf, stripBullet } from "./resume-lines";

/**
 * Resume lines in Spanish, French or German that name work done as a noun phrase ("Formación de 4 nuevos
 * camareros", "Mise en place d'un nouveau processus d'intégration", "Migration von 12 Services nach Kubernetes").
 * The engine does not rewrite sentences in these languages, but such a phrase reads well as an item of a list
 * ("Entre mis logros recientes destacan: ..."), so the letters cite it as written instead of leaving a placeholder.
 */
const WORK_NOUN: Record<ForeignLang, RegExp> = {
  es: /^(?:\p{Lu}\p{Ll}+(?:ción|sión|miento|encia|anza|aje)|Atención|Gestión|Manejo|Apoyo|Control|Diseño|Desarrollo|Trato|Venta|Ventas|Cuidado|Coordinación|Supervisión|Organización|Cierre|Conciliaciones?|Aumento|Mejora|Gestión)\b/u,
  fr: /^(?:\p{Lu}\p{Ll}+(?:tion|sion|ment|age)|Mise en place|Suivi|Gestion|Création|Accueil|Conseil|Formation|Animation|Pilotage|Encadrement|Conduite|Vente|Ventes|Hausse|Baisse|Augmentation|Réduction)\b/u,
  de: /^(?:\p{Lu}\p{Ll}+(?:ung|ion|nahme|bau)|Aufbau|Betrieb|Einsatz|Vertrieb|Verantwortung|Betreuung|Leitung)\b/u,
};

/** Up to `max` work phrases of the resume, in its own words, without bullets or end punctuation. */
export function workPhrases(resume: string, lang: ForeignLang, max = 3): string[] {
  const { lines } = layoutOf(resume);
  const out: string[] = [];
  for (const line of lines) {
    if (line.section === "education" || line.section === "skills" || line.title || CONTACT.test(line.text)) continue;
    const text = stripBullet(line.text)
      .text.replace(/\s*[.;]+$/, "")
      .trim();
    const words = text.split(/\s+/).length;
    if (words < 3 || words > 20 || !WORK_NOUN[lang].test(text)) continue;
    if (!out.includes(text)) out.push(text);
  }
  // Those with a figure first: they are the results.
  return [...out.filter((t) => /\d/.test(t)), ...out.filter((t) => !/\d/.test(t))].slice(0, max);
}

/** "Formación de 4 nuevos camareros" inside a sentence: lower-case start in Spanish and French; German keeps nouns. */
export function inSentence(phrase: string, lang: ForeignLang): string {
  return lang === "de" || /^\p{Lu}{2}/u.test(phrase) ? phrase : phrase.charAt(0).toLowerCase() + phrase.slice(1);
}
