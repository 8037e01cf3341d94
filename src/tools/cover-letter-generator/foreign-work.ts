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

/**
 * Up to `max` lines of the resume's work (not its education, skills, titles or contact lines), each as `form` writes it
 * when it has 3 to `maxWords` words and `form` keeps it (null drops it); those with a figure first: they are the results.
 */
function resultLines(resume: string, max: number, maxWords: number, form: (text: string) => string | null): string[] {
  const out: string[] = [];
  for (const line of layoutOf(resume).lines) {
    if (line.section === "education" || line.section === "skills" || line.title || CONTACT.test(line.text)) continue;
    const text = stripBullet(line.text).text.trim();
    const words = text.replace(/\s*[.;]+$/, "").split(/\s+/).length;
    const written = words >= 3 && words <= maxWords ? form(text) : null;
    if (written && !out.includes(written)) out.push(written);
  }
  return [...out.filter((t) => /\d/.test(t)), ...out.filter((t) => !/\d/.test(t))].slice(0, max);
}

/** Up to `max` work phrases of the resume, in its own words, without bullets or end punctuation. */
export function workPhrases(resume: string, lang: ForeignLang, max = 3): string[] {
  return resultLines(resume, max, 20, (text) => {
    const phrase = text.replace(/\s*[.;]+$/, "").trim();
    return WORK_NOUN[lang].test(phrase) ? phrase : null;
  });
}

/** "Formación de 4 nuevos camareros" inside a sentence: lower-case start in Spanish and French; German keeps nouns. */
export function inSentence(phrase: string, lang: ForeignLang): string {
  return lang === "de" || /^\p{Lu}{2}/u.test(phrase) ? phrase : phrase.charAt(0).toLowerCase() + phrase.slice(1);
}

/** A resume line already written in the first person: "Preparé a 120 alumnos ...", "J'ai formé 6 serveurs ...". */
const FIRST_PERSON: Record<ForeignLang, RegExp> = {
  es: /^(?:\p{Lu}\p{Ll}+[éí]|Reduje|Hice|Obtuve|Conduje|Produje|Traduje|Puse|Tuve)\s+\p{L}/u,
  fr: /^J['’](?:ai|étais)\s+\p{L}/u,
  de: /^Ich\s+(?:habe|hatte|war|leitete|entwickelte|baute|führte|betreute|steigerte|senkte|organisierte)\s+\p{L}/u,
};

/** A German past participle: "erstellt", "geprüft", "angenommen", "koordiniert", "verkauft", "betreut". */
const PARTICIPLE =
  /^(?:ge\p{Ll}{2,}(?:t|en)|\p{Ll}{2,}ge\p{Ll}{2,}(?:t|en)|(?:be|ver|er|ent|zer|über|unter|miss|hinter)\p{Ll}{2,}(?:t|en)|\p{Ll}{3,}iert)$/u;

/**
 * "Rechnungen erstellt und Zahlungseingänge geprüft": a German resume line of work done, each part ending with its
 * participle, said in the perfect ("Ich habe Rechnungen erstellt und Zahlungseingänge geprüft."). A line whose
 * participle is not last ("Ablage digitalisiert mit DATEV") is left: its words would need reordering.
 */
function germanPerfect(text: string): string | null {
  const line = text.replace(/\s*[.;]+$/, "").trim();
  const parts = line.split(/,\s+|\s+(?:und|sowie)\s+/);
  const done = parts.every((part) => {
    const words = part.trim().split(/\s+/);
    return words.length >= 2 && /^\p{Lu}|^\d/u.test(words[0]!) && PARTICIPLE.test(words[words.length - 1]!);
  });
  return done ? `Ich habe ${line}.` : null;
}

/** Up to `max` first-person result lines of the resume, as written, each ending with a full stop. */
export function firstPersonLines(resume: string, lang: ForeignLang, max = 3): string[] {
  return resultLines(resume, max, 30, (text) =>
    FIRST_PERSON[lang].test(text)
      ? /[.!?]$/.test(text)
        ? text
        : `${text}.`
      : lang === "de"
        ? germanPerfect(text)
        : null,
  );
}
