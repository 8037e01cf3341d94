/**
 * The prompt's own words to the reader, said in the register of the email's library sentences: the German and
 * Spanish emails say "Sie"/"usted" (and "ustedes" to a group) unless they write "du"/"tú" to one named person, so a
 * prompt's "euch", "ihr sollt", "eure", "os podéis", "vuestro" become "Sie", "Sie sollen", "Ihre", "se pueden",
 * "su". Without this a formal email to a team said "Ich möchte Ihnen mitteilen, dass wir euch ... einladen".
 */
import type { Lang } from "./email-generator.language";

/** German verbs of the "ihr" form and their "Sie" form. */
const DE_IHR_VERB: Record<string, string> = {
  seid: "sind",
  habt: "haben",
  werdet: "werden",
  sollt: "sollen",
  könnt: "können",
  müsst: "müssen",
  dürft: "dürfen",
  wollt: "wollen",
  mögt: "mögen",
  wisst: "wissen",
};
/** Words after which German "euch"/"dich" is a dative ("danke euch", "mit euch"): "Ihnen". */
const DE_DATIVE_BEFORE =
  /\b(?:danke|danken|helfe|helfen|schicke|schicken|sende|senden|gebe|geben|sage|sagen|teile|schreibe|schreiben|zeige|zeigen|bringe|wünsche|wünschen|mit|bei|von|zu|aus|nach|gegenüber)\s+$/i;

/** A verb that takes a dative, at the end of the clause ("dass ich euch für die Hilfe danke"). */
const DE_DATIVE_VERB_LAST =
  /\b(?:danke|danken|helfe|helfen|schicke|schicken|sende|senden|gebe|geben|sage|sagen|mitteile|mitteilen|zeige|zeigen|wünsche|wünschen|schreibe|schreiben|antworte|antworten|gratuliere|gratulieren)\s*$/i;

/** "ihr bringt", "dass ihr ... mitbringen sollt": the "ihr" form of a verb said in the "Sie" form. */
function deVerb(word: string): string {
  const known = DE_IHR_VERB[word.toLowerCase()];
  if (known) return known;
  return /^\p{Ll}+[^e\s]t$/u.test(word) ? `${word.slice(0, -1)}en` : word;
}

function germanFormal(text: string, plural: boolean): string {
  let t = text;
  // Subject "ihr" (not the possessive "ihr Auto"): "Sie", with its verb in the "Sie" form.
  if (/\bihr\b(?!\s+\p{Lu})/u.test(t)) {
    t = t.replace(/\bihr\b(?!\s+\p{Lu})(\s+(\p{Ll}+))?/u, (_m, sp: string | undefined, verb: string | undefined) =>
      sp ? `Sie ${deVerb(verb!)}` : "Sie",
    );
    // The verb at the end of a subordinate clause ("dass ihr eure Laptops mitbringen sollt").
    t = t.replace(/\b(\p{Ll}+t)(?=\s*(?:[.,;!?]|$))/u, (w) => DE_IHR_VERB[w] ?? w);
  }
  // An order to "ihr" ("bitte bringt einen Salat mit", "bitte meldet euch bis Freitag"): "bitte bringen Sie ...".
  t = t.replace(
    /^(bitte\s+)(\p{Ll}+[^e\s]t)\b(\s+euch\b)?/iu,
    (_m, please: string, verb: string, self?: string) => `${please}${deVerb(verb)} Sie${self ? " sich" : ""}`,
  );
  t = t
    .replace(/\b(euch|dich|dir)\b/gi, (w, _p, at: number) =>
      /dir/i.test(w) ||
      DE_DATIVE_BEFORE.test(t.slice(0, at)) ||
      DE_DATIVE_VERB_LAST.test(t.slice(at + w.length).split(/[,.;!?]/)[0]!)
        ? "Ihnen"
        : "Sie",
    )
    .replace(/\b(?:eure|deine)\b/g, "Ihre")
    .replace(/\b(?:euren|deinen)\b/g, "Ihren")
    .replace(/\b(?:eurem|deinem)\b/g, "Ihrem")
    .replace(/\b(?:eurer|deiner)\b/g, "Ihrer")
    .replace(/\b(?:eures|deines)\b/g, "Ihres")
    .replace(/\b(?:euer|dein)\b/g, "Ihr");
  if (!plural) t = t.replace(/\bdu\s+(\p{Ll}+)st\b/gu, "Sie $1en").replace(/\bdu\b/g, "Sie");
  return t;
}

/** Spanish verbs of the "vosotros" form and their "ustedes" form. */
const ES_VOS_VERB: Record<string, string> = {
  podéis: "pueden",
  tenéis: "tienen",
  queréis: "quieren",
  sois: "son",
  estáis: "están",
  vais: "van",
  habéis: "han",
  hacéis: "hacen",
  venís: "vienen",
  decís: "dicen",
};
function esVerb(word: string): string {
  const known = ES_VOS_VERB[word.toLowerCase()];
  if (known) return known;
  return word.replace(/áis$/, "an").replace(/éis$/, "en").replace(/ís$/, "en");
}
const ES_VOS = /^\p{Ll}+(?:áis|éis|ís)$/u;

function spanishFormal(text: string): string {
  return (
    text
      // "os podéis llevar" (the reader does it to themselves) -> "se pueden llevar"; "os enviamos" -> "les enviamos".
      .replace(/\bos\s+(\p{Ll}+)/gu, (_m, verb: string) => (ES_VOS.test(verb) ? `se ${esVerb(verb)}` : `les ${verb}`))
      .replace(/\bvosotr[oa]s\s+(\p{Ll}+)/gu, (_m, verb: string) => `ustedes ${esVerb(verb)}`)
      .replace(/\b(\p{Ll}+(?:áis|éis))\b/gu, (w) => esVerb(w))
      .replace(/\bvuestr[oa]s\b/g, "sus")
      .replace(/\bvuestr[oa]\b/g, "su")
  );
}

/** The prompt's words to the reader in the email's register (`informal`: "du"/"tú" to one named person). */
export function inRegister(text: string, lang: Lang, informal: boolean, group: boolean): string {
  if (informal) return text;
  if (lang === "de") return germanFormal(text, group);
  if (lang === "es") return spanishFormal(text);
  return text;
}
