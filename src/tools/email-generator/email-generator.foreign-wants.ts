/**
 * An order to write wrapped in the writer's need or a request to the tool: "Necesito decirle a mi casero que ...",
 * "Quiero agradecer a todo el equipo por ...", "Je dois prévenir mon manager que ...", "Ich muss meinem Chef sagen,
 * dass ...", "Kannst du dem Kunden schreiben, dass ...?". Without the wrapper it is the plain order the engine reads
 * (email-generator.foreign-orders), so the wrapper is dropped, but only before a verb of telling, asking or thanking:
 * "Necesito dos días libres" and "Je dois partir plus tôt" are the writer's own words and stay.
 */
import type { Lang } from "./email-generator.language";

const ES_ORDER_VERB =
  "(?:decir|avisar|informar|comunicar|preguntar|recordar|agradecer|pedir|solicitar|escribir|mandar|enviar|invitar|contestar|responder)(?:le|les)?";
const FR_ORDER_VERB =
  "(?:prévenir|informer|dire|demander|rappeler|remercier|écrire|annoncer|expliquer|inviter|avertir|répondre)";
/** German verbs of telling or asking at the end of the order ("... sagen, dass", "... schreiben, ob"). */
const DE_ORDER_VERB = "(?:sagen|mitteilen|schreiben|fragen|erklären|informieren|erinnern|danken|einladen|bitten)";

const WRAPPERS: Record<Lang, RegExp> = {
  es: new RegExp(
    `^(?:¿\\s*)?(?:necesito|quiero|quisiera|tengo que|debo|me gustaría|hay que|puedes|podrías|puede usted|podría usted)\\s+(?=${ES_ORDER_VERB}\\b)`,
    "iu",
  ),
  fr: new RegExp(
    `^(?:je dois|je veux|je voudrais|j['’]aimerais|il faut|il faudrait|peux-tu|pourrais-tu|pouvez-vous|pourriez-vous|merci de)\\s+(?=${FR_ORDER_VERB}\\b)`,
    "iu",
  ),
  de: new RegExp(
    `^(?:ich muss|ich möchte|ich will|ich sollte|ich würde gern(?:e)?|kannst du|könntest du|können sie|könnten sie)\\s+(?=[^.?!]*?\\b${DE_ORDER_VERB}\\b)`,
    "iu",
  ),
};

/** The sentence without a need or a request wrapped round its order to write; as it was when it has none. */
export function withoutWrapper(sentence: string, lang: Lang): string {
  const wrapper = WRAPPERS[lang].exec(sentence);
  if (!wrapper) return sentence;
  let rest = sentence.slice(wrapper[0].length);
  // (A request to the tool ends in "?"; the order it asks for is a statement.)
  if (
    /^(?:¿\s*)?(?:puedes|podrías|puede|podría|peux|pourrais|pouvez|pourriez|kannst|könntest|können|könnten)\b/iu.test(
      wrapper[0],
    )
  )
    rest = rest.replace(/\s*\?\s*$/, ".");
  // German: "dem Kunden schreiben, dass ..." keeps its lower-case article, the engine's infinitive order reads it so.
  return lang === "de" ? rest : rest.charAt(0).toUpperCase() + rest.slice(1);
}
