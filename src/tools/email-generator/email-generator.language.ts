/**
 * The prompt's language, told from its common words. English, Spanish, German and French have sentence libraries;
 * Italian, Portuguese, Dutch and non-Latin scripts are recognised so that the engine can say it does not write them
 * (instead of answering an Italian prompt in Spanish).
 */
export type Lang = "es" | "de" | "fr";
export type Unsupported = "it" | "pt" | "nl" | "other";
export type PromptLang = "en" | Lang | Unsupported;

const WORDS: Record<Exclude<PromptLang, "other">, ReadonlySet<string>> = {
  en: new Set(
    "the and to of for my a an is are with that i you we it this on in be ask please email write about our by tell let".split(
      " ",
    ),
  ),
  es: new Set(
    "el la los las de que y en un una para por con mi mis correo pedir pidiendo escribe escribir jefe jefa cliente su sus al del es está gracias porque pero le les semana próxima días día libre enviamos necesito quiero decirle dile pide pregúntale agradecer avisar todo equipo nuestro nuestra".split(
      " ",
    ),
  ),
  de: new Set(
    "der die das und ich nicht mit für ein eine zu mein meine bitte den dem schreibe schreib mail chef ist sind wir uns auf dass kunden an sich um herrn frau sag frag muss möchte kannst du ob heute morgen".split(
      " ",
    ),
  ),
  fr: new Set(
    "le la les de et je pour une un mon ma mes avec que vous est des du au écris écrire courriel patron client demander nous sur pas mail à informe informer livraison commande avant elle sa ses notre nos votre vos leur leurs remercier remercie dis prévenir rappeler demande demain".split(
      " ",
    ),
  ),
  it: new Set(
    "il lo gli di che e per una un mio mia al alla scrivi scrivere capo chiedere chiedi giorno ferie della sono non con questo grazie entro ordine confermare conferma ringrazia ringraziare ricorda ricordare informa domani settimana prossima riunione squadra fattura pagamento cliente clienti venerdì lunedì martedì mercoledì giovedì".split(
      " ",
    ),
  ),
  pt: new Set(
    "o os as de que e em um uma para por com meu minha ao do da escreva escrever chefe cliente pedido foi enviado hoje obrigado não você".split(
      " ",
    ),
  ),
  nl: new Set(
    "de het een en ik mijn voor met dat niet van je we is zijn schrijf mail aan vragen baas klant bedankt".split(" "),
  ),
};

/** Words shared by several Romance languages do not tell them apart; these do. */
const MARKERS: Partial<Record<PromptLang, RegExp>> = {
  es: /[ñ¿¡]|\b(?:correo|escribe|pidiendo|próxima|días|jefe|usted|también)\b/iu,
  de: /[äöüß]|\b(?:bitte|schreib|mein|meinen|nicht|ich|und)\b/iu,
  fr: /[èêç]|\b(?:écris|courriel|je|vous|nous|réunion|patron|merci|informe|livraison|commande)\b/iu,
  it: /\b(?:scrivi|capo|chiedere|chiedi|giorno|ferie|della|gli|sono|grazie|perché|entro|ringrazia|ricorda|settimana|riunione)\b|\p{L}ì(?!\p{L})/iu,
  pt: /[ãõ]|\b(?:escreva|você|obrigad[oa]|pedido|foi|hoje|não|chefe)\b/iu,
  nl: /\b(?:schrijf|mijn|vragen|bedankt|het|een|niet|ik)\b/iu,
};

export function detectLanguage(text: string): PromptLang {
  const letters = text.match(/\p{L}/gu) ?? [];
  const latin = letters.filter((c) => /\p{Script=Latin}/u.test(c)).length;
  if (letters.length && latin / letters.length < 0.5) return "other";
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const score = (lang: Exclude<PromptLang, "other">) =>
    words.filter((w) => WORDS[lang].has(w)).length +
    (text.match(new RegExp(MARKERS[lang]?.source ?? "$^", "giu")) ?? []).length * 1.5;
  const en = score("en");
  let best: PromptLang = "en";
  let top = en;
  // The best-scoring language that clearly beats English ("Informe le client: livraison ..." shares "le" with
  // Spanish but is French), not the first one that does.
  for (const lang of ["es", "de", "fr", "it", "pt", "nl"] as const) {
    const s = score(lang);
    if (s > en * 1.3 + 1 && s > top) {
      best = lang;
      top = s;
    }
  }
  return best;
}

export const LANGUAGE_NAMES: Record<Unsupported, string> = {
  it: "Italian",
  pt: "Portuguese",
  nl: "Dutch",
  other: "this language",
};
