/**
 * Emails in Spanish, German and French: the prompt's reader and asks are read with each language's own patterns
 * ("Escribe un correo a mi jefe pidiendo dos días libres" -> "Le escribo para pedirle dos días libres"), its other
 * sentences are kept as the user wrote them, and the frames around them are in the same language (formal, or the
 * informal du/tú/tu to a named person in a friendly or casual email). Prompts in a language the engine has no
 * sentences for get a clear note instead of a template in the wrong language.
 */
import { splitSentences } from "../../shared/text/sentences";
import type { EmailTemplateInput, EmailTemplateResponse } from "./contract";
import { LANGS, type ForeignAsk, type LangCopy } from "./email-generator.foreign-data";
import { LANGUAGE_NAMES, type Lang, type Unsupported } from "./email-generator.language";
import { germanInfinitiveRule, infinitiveOrder } from "./email-generator.foreign-orders";
import { inRegister } from "./email-generator.foreign-register";
import { withoutWrapper } from "./email-generator.foreign-wants";
import { pronounOf } from "./email-generator.recipient";
import { cleanPrompt, collapse, stripEnd, upperFirst } from "./email-generator.text";

interface ForeignReading {
  name: string | null;
  org: string | null;
  /** A group reader, with its own word ("vecinos", "Kollegen"). */
  group: string | null;
  items: { kind: ForeignAsk | "fact"; text: string }[];
  /** A person named only by their role ("meinem Chef", "al proveedor"): greeted with a [name] placeholder. */
  role: boolean;
}

const NAME = "(\\p{Lu}[\\p{Ll}'’-]+(?:\\s+\\p{Lu}[\\p{Ll}'’-]+){0,2})";
const RECIPIENTS: Record<Lang, RegExp[]> = {
  es: [
    new RegExp(
      `^(?:[Mm]i|[Mm]is|[Nn]uestr[oa]s?|[Ee]l|[Ll]a|[Ll]os|[Ll]as|[Uu]n|[Uu]na)?\\s*(?:jefe|jefa|cliente|clienta|clientes|compañer[oa]s?|colega|profesor|profesora|proveedor|proveedora|casero|casera|director|directora|responsable|gerente|socio|socia|prim[oa]|herman[oa]|amig[oa]|doctor|doctora|dr\\.|dra\\.)\\s+${NAME}`,
      "u",
    ),
    new RegExp(
      `^(?:al\\s+|a\\s+(?:la\\s+)?|el\\s+|la\\s+)?((?:[Ss]eñor|[Ss]eñora|[Ss]r\\.|[Ss]ra\\.|[Dd]on|[Dd]oña)\\s+\\p{Lu}[\\p{Ll}'’-]+)`,
      "u",
    ),
    /^(?:(?:mi|mis|nuestro|nuestra|nuestros|el|la|los|las|un|una)\s+)?(?:jefe|jefa|cliente|clienta|clientes|compañer[oa]s?|colega|profesor|profesora|proveedor|proveedora|casero|casera|director|directora|responsable|gerente|socio|socia)\b/iu,
    // Any other reader written with an article before the order's verb ("a la gestoría para cancelar ...").
    // "a la tienda Electromanía para reclamar ...": the name after the noun is the organisation written to.
    // ("a la compañía eléctrica para reclamar ...": a noun and its adjective.)
    /^(?:el|la|los|las|mi|mis|nuestr[oa]s?)\s+\p{Ll}[\p{L}-]*(?:\s+(?!(?:para|que|pidiendo|preguntando|diciendo|avisando|informando|de)\b)\p{Ll}[\p{L}-]*)?(?:\s+de\s+\p{L}+)?(?:\s+(\p{Lu}[\p{L}-]*(?:\s+(?:(?:del|de|la|las|los|y)\s+)?\p{Lu}[\p{L}-]*)*))?(?=\s+(?:para|pidiendo|preguntando|diciendo|avisando|informando|que)\b|\s*[,:])/u,
    new RegExp(`^${NAME}`, "u"),
  ],
  de: [
    new RegExp(`^((?:Herrn?|Frau)\\s+(?:Dr\\.\\s+)?\\p{Lu}[\\p{Ll}'’-]+)`, "u"),
    new RegExp(
      `^(?:meinen|meine|mein|meinem|meiner|unseren|unsere|unser|unserem|unserer|den|die|das|dem|der|einen|eine|einem|einer)\\s+(?:Chef|Chefin|Kunden|Kundin|Kollegen|Kollegin|Vorgesetzten|Vermieter|Vermieterin|Lieferanten|Partner|Partnerin|Freund|Freundin)\\s+${NAME}`,
      "u",
    ),
    /^(?:meinen|meine|mein|meinem|meiner|unseren|unsere|unser|unserem|unserer|den|die|das|dem|der|einen|eine|einem|einer)\s+(?:Chef|Chefin|Kunden|Kundin|Kollegen|Kollegin|Vorgesetzten|Vermieter|Vermieterin|Lieferanten|Partner|Partnerin)\b/u,
    // Any other reader in the dative before the message ("der Hausverwaltung, dass ...").
    /^(?:dem|der|den|meinem|meiner|meinen|unserem|unserer|unseren)\s+\p{Lu}[\p{L}-]*(?=\s*[,:]|\s+(?:dass|und)\b)/u,
    new RegExp(`^${NAME}`, "u"),
  ],
  fr: [
    new RegExp(
      `^(?:[Mm]on|[Mm]a|[Mm]es|[Nn]otre|[Nn]os|[Ll]e|[Ll]a|[Ll]es|[Ll]'|[Uu]n|[Uu]ne)\\s*(?:patron|patronne|client|cliente|clients|collègue|collègues|responsable|manager|fournisseur|propriétaire|professeur|directeur|directrice|ami|amie|cousin|cousine)\\s+${NAME}`,
      "u",
    ),
    new RegExp(`^((?:[Mm]onsieur|[Mm]adame|M\\.|Mme)\\s+\\p{Lu}[\\p{Ll}'’-]+)`, "u"),
    /^(?:(?:mon|ma|mes|notre|nos|le|la|les|un|une)\s+|l')?(?:patron|patronne|client|cliente|clients|collègue|collègues|responsable|manager|fournisseur|propriétaire|professeur|directeur|directrice)\b/iu,
    // "à l'institutrice de ma fille Chloé pour dire ...": a child's teacher.
    /^(?:(?:le|la|mon|ma)\s+|l')(?:institutrice|instituteur|maîtresse|maître|professeure?|enseignante?)\s+de\s+(?:ma|mon|notre)\s+(?:fille|fils|enfant)(?:\s+\p{Lu}[\p{Ll}-]+)?(?=\s+(?:pour|en|que|qu')\b|\s*[,:])/u,
    // Any other reader with an article before the order's verb ("à la mairie pour demander ...").
    /^(?:(?:le|la|les|mon|ma|mes|notre|nos)\s+|l')\p{Ll}[\p{L}-]*(?:\s+(\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)*))?(?=\s+(?:pour|en|que|qu')\b|\s*[,:])/u,
    new RegExp(`^${NAME}`, "u"),
  ],
};

/** Role words of one person, greeted "Guten Tag [Name]," rather than "Sehr geehrte Damen und Herren,". */
const PERSON_ROLE =
  /\b(?:jef[ea]|profesora?|caser[oa]|director[a]?|gerente|doctora?|Chef|Chefin|Vorgesetzten|Vermieter|Vermieterin|Kollegin|patron|patronne|manager|professeur|professeure|directeur|directrice|propriétaire|institutrice|instituteur|maîtresse|maître|enseignante?)\b/iu;

/** An organisation written after the reader's role ("el cliente Grupo Ortega", "der Firma Müller GmbH"). */
const ORG = /\b(?:Grupo|Group|GmbH|AG|S\.?A\.?|S\.?L\.?|SARL|SAS|Inc|Ltd|Corp|Compañía|Firma|Société)\b/;
/** Clause words a comma does not split from what comes before ("frag ihn, ob er ...", "avisar, que ..."). */
const SUBORDINATE =
  /^(?:ob|dass|weil|wenn|damit|um|que|qu'|si|porque|parce|pour que|afin|como|cuando|quand|lorsque|para)\b/i;

/**
 * "dem Kunden", "unserem Kollegen", "einen Kunden", and "den Kunden" after "an" (the accusative): one person, though
 * the noun has the plural's form; only the dative plural ("den Kunden, dass", "unseren Kunden") is a group.
 */
const GERMAN_ONE = /^(?:dem|meinem|unserem|einem|einen|einer|eine)\s+(?!Team\b)/i;

function readRecipient(text: string, lang: Lang, r: ForeignReading, afterAn = false): string {
  const L = LANGS[lang];
  const group = text.match(L.group);
  const one =
    lang === "de" && (GERMAN_ONE.test(text) || (afterAn && /^(?:den|meinen|unseren)\s+(?!Team\b)\p{Lu}/u.test(text)));
  if (group && !one) {
    r.group = group[1]!.toLowerCase();
    return text.slice(group[0].length);
  }
  for (const re of RECIPIENTS[lang]) {
    const m = text.match(re);
    if (!m) continue;
    if (m[1]) {
      const title = /\b(doctora?|dr\.|dra\.|profesora?|maestra?)\s/i.exec(m[0])?.[1];
      // "al doctor Martínez", "a la profesora Martínez": greeted with the title ("Estimada profesora Martínez:").
      const who = `${title ? `${title.toLowerCase()} ` : ""}${m[1].replace(/^Herrn\b/, "Herr")}`;
      if (
        ORG.test(who) ||
        // "la tienda Electromanía", "la société Colissimo", "dem Fitnessstudio X": a name after a common noun.
        /^(?:el|la|los|las|le|les|l'|der|die|das|dem|den)\s*(?!(?:señora?|señorita|doña|don|doctora?|client[ea]s?|jef[ea]|colega|compañer[oa]|profesora?|caser[oa]|amig[oa]|herman[oa]|prim[oa]|soci[oa]|collègue|patronne|patron|ami|amie|Kundin|Kunde)\s)\p{Ll}/u.test(
          m[0],
        ) ||
        // ("la clienta María López": a first name the lexicon knows names a person.)
        (/\b(?:cliente|Kunden|client)\b/i.test(m[0]) &&
          who.split(/\s+/).length > 1 &&
          !/^(?:Herr|Frau)\b/.test(who) &&
          !pronounOf(who.normalize("NFD").replace(/\p{M}/gu, "")))
      )
        r.org = who;
      else r.name = who;
    } else if (PERSON_ROLE.test(m[0])) r.role = true;
    // ("a Carmen de contabilidad para preguntarle ...": where the reader works, not part of the message.)
    let rest = text
      .slice(m[0].length)
      .replace(/^\s+(?:de|del|de la|du)\s+\p{Ll}[\p{L}-]*(?:\s+\p{Ll}[\p{L}-]*)?(?=\s+(?:para|pour)\s)/u, "");
    // "l'institutrice de ma fille Chloé pour dire qu'elle sera absente": "elle" is the child, named for the reader.
    const child = m[0].match(/\bde\s+((?:ma|mon|notre)\s+(?:fille|fils|enfant)(?:\s+\p{Lu}[\p{Ll}-]+)?)$/u)?.[1];
    if (child) rest = rest.replace(/\bqu['’](?:elle|il)\b/, `que ${child}`);
    // "a mi casero, el señor Ruiz, que ...", "meiner Chefin, Frau Becker, dass ...": the name after the role.
    const apposed = rest.match(
      /^,\s*(?:(?:el|la)\s+)?((?:[Ss]eñor|[Ss]eñora|[Ss]r\.|[Ss]ra\.|[Dd]octora?|Herrn?|Frau|Dr\.|[Mm]onsieur|[Mm]adame|M\.|Mme)\s+\p{Lu}[\p{Ll}'’-]+)\s*,?/u,
    );
    if (apposed && !m[1]) {
      r.name = apposed[1]!.replace(/^Herrn\b/, "Herr");
      r.role = false;
      rest = rest.slice(apposed[0].length);
    }
    // "an Frau Becker von der Personalabteilung, dass ...": where the reader works, not part of the message.
    const from = rest.match(
      /^\s+(?:von|vom|aus|bei)\s+(?:(?:der|dem|den|die)\s+)?\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)*(?=\s*,|\s+(?:dass|und|ob)\b)/u,
    );
    if (lang === "de" && from) rest = rest.slice(from[0].length);
    return rest;
  }
  return text;
}

/** French verbs in the third person, as "vous" and "tu" say them. */
const FR_YOU: Record<string, [string, string]> = {
  peut: ["pouvez", "peux"],
  est: ["êtes", "es"],
  a: ["avez", "as"],
  va: ["allez", "vas"],
  veut: ["voulez", "veux"],
  doit: ["devez", "dois"],
  fait: ["faites", "fais"],
  sait: ["savez", "sais"],
  pourrait: ["pourriez", "pourrais"],
  serait: ["seriez", "serais"],
  aurait: ["auriez", "aurais"],
};

/** German verbs in the third person, as "Sie" and "du" say them. */
const DE_YOU: Record<string, [string, string]> = {
  kann: ["können", "kannst"],
  will: ["wollen", "willst"],
  muss: ["müssen", "musst"],
  hat: ["haben", "hast"],
  ist: ["sind", "bist"],
  wird: ["werden", "wirst"],
  möchte: ["möchten", "möchtest"],
  soll: ["sollen", "sollst"],
  darf: ["dürfen", "darfst"],
};

/** Words ending in "t" at the end of a German clause that are no verb of the third person. */
const DE_NOT_THIRD_PERSON =
  /^(?:nicht|jetzt|oft|erst|bereits|selbst|sonst|zuletzt|zuerst|meist|fast|mit|acht|recht|leicht|gut|heut|bist|hast|seit|weit|bereit|spät|bald|geht's|ge\p{Ll}+t)$/u;
/** Third-person forms whose "Sie" form is not the stem plus "-en" ("fährt" is "fahren", "sieht" is "sehen"). */
const DE_STRONG: Record<string, string> = {
  fährt: "fahren",
  läuft: "laufen",
  schläft: "schlafen",
  trägt: "tragen",
  hält: "halten",
  lässt: "lassen",
  fällt: "fallen",
  gefällt: "gefallen",
  wäscht: "waschen",
  sieht: "sehen",
  nimmt: "nehmen",
  gibt: "geben",
  liest: "lesen",
  hilft: "helfen",
  spricht: "sprechen",
  trifft: "treffen",
  isst: "essen",
  wirft: "werfen",
  vergisst: "vergessen",
  empfiehlt: "empfehlen",
  tritt: "treten",
  brät: "braten",
  rät: "raten",
  lädt: "laden",
};

/**
 * A regular German verb of the third person ("kommt", "arbeitet", "erinnert") in the reader's person: "kommst",
 * "arbeitest", "erinnerst" to "du", "kommen", "arbeiten", "erinnern" to "Sie" (a strong verb's "Sie" form from
 * DE_STRONG: "fährt" -> "fahren"). A word that is no such verb is kept as it is.
 */
function germanYouVerb(verb: string, informal: boolean): string {
  if (!informal && DE_STRONG[verb]) return DE_STRONG[verb];
  if (DE_NOT_THIRD_PERSON.test(verb) || /[sßzx]t$/.test(verb)) return verb;
  if (informal) return `${verb.slice(0, -1)}st`;
  if (/[^aeiouäöü](?:er|el)t$/.test(verb)) return `${verb.slice(0, -1)}n`;
  return /[dt]et$/.test(verb) ? `${verb.slice(0, -2)}en` : `${verb.slice(0, -1)}en`;
}

/** What the prompt says about the reader, said to them: "er mir ... helfen kann" -> "Sie mir ... helfen können". */
function toReaderForeign(text: string, lang: Lang, informal: boolean): string {
  if (lang === "de") {
    // "dass ich gerne ... sprechen möchte": the writer's own verb stays as it is.
    // "dass die Rechnung noch offen ist": a subject of its own, not the reader.
    const readerSubject =
      /\b(?:er|sie)\b(?=\s)/.test(text) ||
      (!/\b(?:ich|wir)\b/.test(text) &&
        !/\b(?:der|die|das|ein|eine|mein|meine|unser|unsere|Ihr|Ihre)\s+\p{Lu}/u.test(text));
    let t = text
      .replace(/\b(?:er|sie)\b(?=\s)/, informal ? "du" : "Sie")
      .replace(/\bihm\b/g, informal ? "dir" : "Ihnen")
      // ("fertig sein muss", "erledigt sein wird": "sein" is the verb, not "his".)
      .replace(
        /\b(?:sein(?!\s+(?:muss|müssen|musste|soll|sollte|sollen|wird|werden|kann|können|könnte|dürfte|darf)\b)|seine|seinen|ihr|ihre|ihren)\b/g,
        (w) => (informal ? w.replace(/^(?:sein|ihr)/, "dein") : w.replace(/^(?:sein|ihr)/, "Ihr")),
      );
    if (readerSubject) {
      const modal = t.replace(
        /\b(kann|will|muss|hat|ist|wird|möchte|soll|darf)(?=[\s.,?!]*$)/,
        (v) => DE_YOU[v]![informal ? 1 : 0],
      );
      // ("ob er morgen kommt": any other verb of the third person at the end, "ob du morgen kommst".)
      t = modal !== t ? modal : t.replace(/\b(\p{Ll}{3,}t)(?=[\s.,?!]*$)/u, (v) => germanYouVerb(v, informal));
    }
    return t;
  }
  if (lang === "fr") {
    // "si elle peut m'envoyer le contrat": the reader the order spoke of in the third person is "vous" ("tu").
    const you = (verb: string) => FR_YOU[verb]?.[informal ? 1 : 0] ?? verb;
    return text
      .replace(
        /^(si\s+|s['’])?(?:elle|il)\s+(\p{Ll}+)/u,
        (_m, si: string | undefined, verb: string) => `${si ? "si " : ""}${informal ? "tu" : "vous"} ${you(verb)}`,
      )
      .replace(/\b(?:son|sa)\b/g, informal ? "ton" : "votre")
      .replace(/\bses\b/g, informal ? "tes" : "vos");
  }
  return informal ? text.replace(/\bsu\b/g, "tu").replace(/\bsus\b/g, "tus") : text;
}

/**
 * "ob Sie am Montag das Angebot schicken können", "si vous pouvez m'envoyer le contrat": whether the reader can do
 * something is a request, asked directly ("Könnten Sie am Montag das Angebot schicken?", "Pourriez-vous ...?").
 */
function directRequest(said: string, lang: Lang, informal: boolean): string | null {
  if (lang === "de") {
    const m = said.match(/^(Sie|du)\s+(.+?)\s+(?:können|kannst|könnten|könntest)$/u);
    if (m) return `${m[1] === "du" ? "Könntest du" : "Könnten Sie"} ${m[2]} bitte?`.replace(/ bitte\?$/, "?");
  }
  if (lang === "es") {
    const m = said.match(/^(?:si\s+)?(?:puede|puedes|podría|podrías)\s+(.+)$/u);
    if (m) return `¿${informal ? "Podrías" : "Podría"} ${m[1]}?`;
  }
  if (lang === "fr") {
    const m = said.match(/^(vous|tu)\s+(?:pouvez|peux|pourriez|pourrais)\s+(.+)$/u);
    if (m) return `${m[1] === "tu" ? "Pourrais-tu" : "Pourriez-vous"} ${m[2]} ?`;
  }
  return null;
}

function readForeign(text: string, lang: Lang): ForeignReading {
  const L = LANGS[lang];
  const r: ForeignReading = { name: null, org: null, group: null, items: [], role: false };
  // A German ordinal ("vom 3. bis 14. August") is not a sentence end.
  const sentences = splitSentences(text)
    .map((x) => x.text)
    .reduce<string[]>((out, x) => {
      if (out.length && /(?:^|\s)\d{1,2}\.$/.test(out[out.length - 1]!)) out[out.length - 1] += ` ${x}`;
      else out.push(x);
      return out;
    }, []);
  for (const sentence of sentences) {
    let s = collapse(sentence).replace(
      /^(?:bitte|por favor|s'il te plaît),?\s+(?=\p{Ll}*\s*(?:schreib|escrib|écri|eine|un))/iu,
      "",
    );
    // "Pedir a mi jefe Carlos un aumento", "Herrn Becker mitteilen, dass ...": an order in the infinitive, also when
    // the note wraps it in a need ("Necesito decirle a ...", "Ich muss meinem Chef sagen, dass ...").
    s = infinitiveOrder(withoutWrapper(s, lang), lang);
    const w = s.match(L.write);
    if (w) s = readRecipient(s.slice(w[0].length), lang, r, /\ban\s+$/i.test(w[0])).replace(/^[\s,:;-]+/, "");
    const parts = s
      .split(L.nextOrder)
      .flatMap((x) => x.split(/(?<!\d)\s*:\s*|\s*:\s*(?!\d)|,\s+(?=\p{Ll})|;\s*/u))
      .reduce<string[]>((out, part) => {
        // "frag ihn, ob ...", "bitte ihn, ... zu schicken": the order and its clause stay together.
        // ("erinnere daran, die Anträge einzureichen": "daran" points to the clause after the comma.)
        // ("le numéro de suivi : FR123456": a code after a colon belongs to what names it.)
        if (out.length && /^[\p{Lu}\d][\p{Lu}\d-]{3,}[.!]?$/u.test(part.trim()) && /\d/.test(part)) {
          out[out.length - 1] += `${lang === "fr" ? " :" : ":"} ${part}`;
          return out;
        }
        if (
          out.length &&
          (SUBORDINATE.test(part) ||
            /\b(?:bitte?\s+(?:ihn|sie)|bitten\s+Sie\s+(?:ihn|sie)|daran|darum|dazu)$/i.test(out[out.length - 1]!))
        )
          out[out.length - 1] += `, ${part}`;
        else out.push(part);
        return out;
      }, []);
    for (const raw of parts
      .map((p) => stripEnd(p))
      .filter((p) => /\p{L}/u.test(p) && !/^(?:por favor|bitte|please|s'il (?:te|vous) plaît)$/i.test(p))) {
      const p = stripEnd(
        raw.replace(/^(?:y|und|et)\s+/i, "").replace(/,?\s*(?:por favor|bitte|s'il (?:te|vous) plaît)\s*[.!]?$/i, ""),
      );
      // ("und wünsche frohe Weihnachten": the writer's wish to the reader, in the reader's register below.)
      const wish = lang === "de" ? /^wünsche\s+(?:(?:ihm|ihr|ihnen|allen)\s+)?(.+)$/iu.exec(p) : null;
      if (wish) {
        r.items.push({ kind: "fact", text: `ich wünsche dir ${wish[1]}` });
        continue;
      }
      // ("Confirmar asistencia antes del lunes." after the message: an order to the readers, not the writer's note.)
      const order = r.items.length > 0 ? INFINITIVE_ORDER[lang]?.exec(p) : null;
      if (order) {
        r.items.push({ kind: "infinitive", text: order[1]!.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase()) });
        continue;
      }
      const ask = L.asks.find(([re]) => re.test(p));
      if (ask) {
        const asked = stripEnd(p.match(ask[0])![1]!);
        // ("lade das Team zum Sommerfest ein": "zu dem Sommerfest" in the frame, contracted again there.)
        const text =
          lang === "de" && ask[1] === "invite" ? asked.replace(/^zum\s/, "dem ").replace(/^zur\s/, "der ") : asked;
        r.items.push({ kind: ask[1], text });
        continue;
      }
      const rule = lang === "de" ? germanInfinitiveRule(p) : null;
      if (rule) {
        r.items.push({ kind: "please", text: rule });
        continue;
      }
      // "ab nächster Woche gilt die neue Regel, Anträge ... im Portal einreichen": the news, then the rule.
      const tail = lang === "de" ? /^(.+?),\s+(\p{Lu}[^,]+)$/u.exec(p) : null;
      const tailRule = tail ? germanInfinitiveRule(tail[2]!) : null;
      if (tail && tailRule) {
        r.items.push({ kind: "fact", text: tail[1]! }, { kind: "please", text: tailRule });
        continue;
      }
      const frag = L.fragments.find(([re]) => re.test(p));
      r.items.push({ kind: "fact", text: frag ? `${frag[1]} ${p}` : p });
    }
  }
  return r;
}

/** Whole words in Unicode: with ASCII \b, "compañía eléctrica" held "a el" and became "compañíaléctrica". */
const word = (words: string) => new RegExp(`(?<![\\p{L}\\d])${words}(?![\\p{L}\\d])`, "gu");
/** Each language's contractions, built once. */
const CONTRACTIONS: Record<Lang, [RegExp, string][]> = {
  fr: [
    [word("pour du"), "pour le"],
    [word("pour des"), "pour les"],
    [word("de le"), "du"],
    [word("de les"), "des"],
    [word("à le"), "au"],
    [word("à les"), "aux"],
    [/(?<![\p{L}\d])de ([aeiouéèh])/giu, "d'$1"],
    [/(?<![\p{L}\d])que ([aeiouéèh])/giu, "qu'$1"],
  ],
  es: [
    [word("a el"), "al"],
    [word("de el"), "del"],
  ],
  de: [
    [word("zu dem"), "zum"],
    [word("zu der"), "zur"],
  ],
};

/** "de le devis" -> "du devis", "a el" -> "al", "à le" -> "au". */
function contractArticles(s: string, lang: Lang): string {
  return CONTRACTIONS[lang].reduce((t, [re, by]) => t.replace(re, by), s);
}

/** Spanish frames for a group ("Le escribo para informarle" -> "Les escribo para informarles"). */
function pluralEs(s: string): string {
  return s
    .replace(/\bLe\b/g, "Les")
    .replace(/\ble\b(?= (?:escribo|pido|recuerdo|agradecería))/g, "les")
    .replace(/(\p{L}+r)le\b/gu, "$1les")
    .replace(/¿Podría\b/g, "¿Podrían")
    .replace(/\b(necesita|prefiere|desea)\b/g, (v) => `${v}n`)
    .replace(/\ble resulta\b/g, "les resulta")
    .replace(/\bse encuentre\b/g, "se encuentren");
}

/** A statement that already speaks for the writer ("les enviamos el presupuesto", "Wir entschuldigen uns") takes no lead. */
const FIRST_PERSON: Record<Lang, RegExp> = {
  es: /^(?:(?:le|les|os|te)\s+)?\p{L}+(?:amos|emos|imos)\b|^(?:yo|nosotros|adjunto|envío|quería|queremos)\b/iu,
  de: /^(?:wir|ich|anbei)\b/i,
  fr: /^(?:nous|je|j'|ci-joint)\b/i,
};

const MONTHS_DE = /^(?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)$/;
/** A weekday is the topic only when the clause names nothing else ("dass ich am Freitag früher gehen muss"). */
const WEEKDAYS_DE = /^(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)$/;
const PRONOUNS_DE = /^(?:Sie|Ihnen|Ihr\w*|Du|Dir|Dein\w*|Ich|Wir)$/;

/**
 * A German clause is verb-final ("dass sich die Lieferung um zwei Wochen verschiebt"), so a subject cut from its start
 * reads "sich die Lieferung". Its topic is its first noun, with a date span if it has one ("Urlaub vom 3. bis 14. August").
 */
function germanTopic(clause: string): string | null {
  const words = clause.split(/\s+/).map((w) => w.replace(/[.,;:!?]+$/, ""));
  const at = words.findIndex(
    (w) =>
      /^\p{Lu}\p{Ll}{2,}/u.test(w) &&
      // The e-mail itself is no topic ("eine Info wegen des Arzttermins").
      !/^(?:Info|Infos|Information|Nachricht|Mail|E-Mail|Email)$/.test(w) &&
      !MONTHS_DE.test(w) &&
      !WEEKDAYS_DE.test(w) &&
      !PRONOUNS_DE.test(w) &&
      // A unit is no topic ("39 Euro", "3 Tage").
      !/^(?:Euro|Dollar|Franken|Pfund|Prozent|Uhr|Stunden?|Tage?n?|Wochen?|Monate?n?|Jahre?n?|Minuten?|Mal)$/.test(w),
  );
  if (at < 0) return words.find((w) => WEEKDAYS_DE.test(w)) ?? null;
  // A genitive noun ("wegen des Arzttermins", "des Vertrages") names its topic in the nominative ("Arzttermin").
  const genitive =
    at > 0 && /^(?:des|eines|meines|deines|seines|ihres|Ihres|unseres|dieses|jenes)$/.test(words[at - 1]!);
  const noun = genitive ? words[at]!.replace(/(?<=\p{Ll}{3})e?s$/u, "") : words[at]!;
  const span = clause.match(
    /\b(?:vom|ab|am|bis)\s+\d{1,2}\.(?:\s*(?:bis|-|–)\s*\d{1,2}\.)?\s*\p{Lu}\p{Ll}+|\b(?:am|ab)\s+(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\b/u,
  )?.[0];
  return span ? `${noun} ${span}` : noun;
}

/** German verbs a headline leaves out at the end of its clause ("das Meeting ... verschoben wird"). */
const DE_HEADLINE_AUX = /^(?:ist|sind|wird|werden|bleibt|bleiben|war|waren|wurde|wurden)$/;

/**
 * A German news clause as a headline: "das Meeting am Donnerstag auf 15 Uhr verschoben wird" -> "Meeting am
 * Donnerstag auf 15 Uhr verschoben", "die Heizung seit Montag kaputt ist" -> "Heizung seit Montag kaputt", "die
 * Lieferung der Stühle sich um eine Woche verzögert" -> "Lieferung der Stühle verzögert sich um eine Woche". Only a short clause whose
 * subject is a noun with its article comes out so; null otherwise (the topic noun is said instead).
 */
function germanHeadline(clause: string): string | null {
  const words = stripEnd(collapse(clause)).split(" ");
  if (words.length < 3 || words.length > 10 || /[,;:]/.test(clause)) return null;
  const article = /^(?:der|die|das|mein|meine|unser|unsere)$/i.test(words[0]!) ? 1 : 0;
  if (!article || !/^\p{Lu}\p{Ll}{2,}/u.test(words[article]!) || PRONOUNS_DE.test(words[article]!)) return null;
  // ("die Lieferung der Stühle sich ... verzögert": the subject's genitive stays with it.)
  let end = article + 1;
  while (
    /^(?:der|des|eines|einer|unserer|unseres|vom)$/.test(words[end] ?? "") &&
    /^\p{Lu}/u.test(words[end + 1] ?? "")
  )
    end += 2;
  const noun = words.slice(article, end).join(" ");
  const rest = words.slice(end);
  const verb = rest.at(-1)!;
  if (!/^\p{Ll}/u.test(verb)) return null;
  if (DE_HEADLINE_AUX.test(verb)) return rest.length > 1 ? [noun, ...rest.slice(0, -1)].join(" ") : null;
  // (A finite verb of its own comes second, as in a main clause.)
  return /^\p{Ll}{3,}t$/u.test(verb) && rest.length > 1 ? [noun, verb, ...rest.slice(0, -1)].join(" ") : null;
}

/** Infinitives that open an order to the reader after the message ("Confirmar asistencia", "Apporter les documents"). */
const INFINITIVE_ORDER: Partial<Record<Lang, RegExp>> = {
  es: /^((?:confirmar|traer|enviar|entregar|rellenar|revisar|responder|contestar|firmar|pagar|reservar|llevar|devolver|mandar|comprobar|completar|apuntarse|inscribirse|registrarse|llegar|venir)\b.*)$/iu,
  fr: /^((?:confirmer|apporter|envoyer|répondre|remplir|signer|payer|réserver|prévoir|venir|arriver|rendre|déposer|s'inscrire)\b.*)$/iu,
};

/** Characters a subject's clause may have when the only cut would leave fewer than four words. */
const LONGEST_SUBJECT = 64;

function headline(text: string, L: LangCopy, max = 55): string {
  // (A reason, or a second clause, is no part of a subject: "mi hijo Pablo no irá al colegio mañana", not "... no
  // irá" cut to fit; "votre commande est expédiée", not "... et qu'elle arrivera jeudi".)
  let t = collapse(text)
    .split(/,\s|;\s|\s[-–]\s/)[0]!
    .split(
      /\s(?:porque|ya que|debido a|a causa de|weil|denn|parce que|car|puisque)\s|\s(?:à cause|en raison)\sd|\s(?:et|y|und)\s(?=qu['’]|que\s|dass\s)/,
    )[0]!;
  const words = t.split(" ");
  while (t.length > max && words.length > 2) {
    let i = words.length - 1;
    while (i > 1 && !L.preps.test(words[i]!)) i--;
    // (A cut that leaves a bare noun, "Rappel : les notes", says less than a subject a little over length.)
    if (i > 1 && i < 4 && t.length <= LONGEST_SUBJECT) break;
    words.splice(i > 1 ? i : words.length - 1);
    t = words.join(" ");
  }
  return stripEnd(t);
}

export function foreignEmail(prompt: string, lang: Lang, input: EmailTemplateInput): EmailTemplateResponse {
  const L = LANGS[lang];
  const r = readForeign(cleanPrompt(prompt), lang);
  const formal = !(input.tone === "friendly" || input.tone === "casual");
  // "du"/"tú"/"tu" only to one named person; groups and organisations are addressed politely.
  const informal =
    !formal &&
    Boolean(r.name) &&
    !/^(?:Herr|Frau|Monsieur|Madame|M\.|Mme|Señor|Señora|Sr\.|Sra\.|Don|Doña)\b/i.test(r.name ?? "");
  const group = (Boolean(r.group) || Boolean(r.org)) && !r.name;
  // The prompt's "ihr"/"vosotros" is a group's; "du"/"tú" one person's.
  const plural = group || /\b(?:euch|eure[rnms]?|euer|vosotr[oa]s|vuestr[oa]s?|os)\b/i.test(prompt);
  // "señor Ruiz", "doctora Gómez": the title says it.
  const gender = !r.name
    ? null
    : /^(?:señor|sr\.|don|doctor|profesor|maestro|herr|monsieur|m\.)\s/i.test(r.name)
      ? "he"
      : /^(?:señora|sra\.|doña|doctora|profesora|maestra|frau|madame|mme)\s/i.test(r.name)
        ? "she"
        : pronounOf(r.name.normalize("NFD").replace(/\p{M}/gu, ""));
  const groupWord = r.group && lang === "de" ? upperFirst(r.group) : r.group;
  const greeting = r.name
    ? (formal ? L.greeting.formal : L.greeting.informal)
        .replace("{name}", r.name)
        .replace(/^Estimado\/a/, gender === "he" ? "Estimado" : gender === "she" ? "Estimada" : "Estimado/a")
    : r.org
      ? L.greeting.org.replace("{name}", r.org)
      : r.group
        ? formal && lang !== "fr"
          ? L.groupGreeting
              .replace("{role}", groupWord!)
              .replace(/^Liebe Team,$/, "Liebes Team,")
              .replace(/^Estimados equipo:$/, "Estimado equipo:")
          : lang === "de" || r.group === "equipo"
            ? L.greeting.group
            : L.groupGreeting.replace(/^Estimados \{role\}:$/, "Hola a todos:")
        : r.role
          ? (formal ? L.greeting.formal : L.greeting.informal).replace(
              "{name}",
              L.name.replace(/^\[(?:Su|Ihr|Votre) /i, "["),
            )
          : formal
            ? L.anonymous.formal
            : L.anonymous.informal;
  const voice = (x: string) => (group && lang === "es" ? pluralEs(x) : x);
  const say = (kind: ForeignAsk) => (informal ? (L.sayInformal[kind] ?? L.say[kind]) : L.say[kind]);
  const fill = (frame: string, x0: string) => {
    // German verb-final frames: "um einen Termin, um das Budget zu besprechen" -> "um einen Termin bitten, um das Budget zu besprechen".
    const [x, tail] = lang === "de" ? x0.split(/,\s+(?=um\s|damit\s|weil\s)/) : [x0, undefined];
    const said = frame.replace("{x}", inRegister(toReaderForeign(x!, lang, informal), lang, informal, plural));
    return voice(contractArticles(tail ? said.replace(/([.?!])$/, `, ${tail}$1`) : said, lang));
  };
  const sentences: string[] = [];
  let asked = false;
  r.items.forEach((item0, i) => {
    const item = { ...item0, text: inRegister(item0.text, lang, informal, plural) };
    if (item.kind === "fact") {
      const fact = upperFirst(item.text);
      const first = i === 0 && !asked;
      const bad =
        /\b(?:leider|lamentablemente|verzögert|retras|annulé|abgesagt|cancelad|storniert|sin pagar|impayé|retard|fuera de servicio|außer Betrieb|hors service)\w*/i.test(
          fact,
        );
      if (first && !FIRST_PERSON[lang].test(item.text)) {
        sentences.push(
          voice(
            lang === "de"
              ? `${bad ? L.badLead : L.lead} ${fact}.`
              : `${bad ? L.badLead : L.lead} ${item.text.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())}.`,
          ),
        );
      } else sentences.push(`${fact}.`);
      return;
    }
    asked = true;
    const direct =
      item.kind === "whether" ? directRequest(toReaderForeign(item.text, lang, informal), lang, informal) : null;
    sentences.push(
      direct
        ? voice(contractArticles(inRegister(direct, lang, informal, plural), lang))
        : fill(say(item.kind), item.text),
    );
  });
  const lead = sentences.length ? sentences.slice(0, 1) : [L.intro[input.purpose]];
  const rest = sentences.slice(1);
  const opener = voice(informal ? L.opener.informal : L.opener.formal).replace(
    /^ich hoffe, es geht Ihnen gut\.$/,
    group ? "ich hoffe, es geht Ihnen allen gut." : "$&",
  );
  const thanking = r.items.some((x) => x.kind === "thanks");
  const timeOff = /\b(?:libres?|vacaciones|permiso|Urlaub|frei|freie[nr]?|Tage? frei|congés?|jours? de repos)\b/i.test(
    prompt,
  );
  const closing = thanking
    ? L.thanksClosing
    : input.tone === "urgent"
      ? L.closing.urgent
      : formal
        ? L.closing.formal
        : L.closing.informal;
  const value = informal ? L.informal.value : L.value;
  const details = voice(thanking ? L.thanksLine : timeOff ? L.timeOffLine : informal ? L.informal.details : L.details);
  const more = voice(informal ? L.informal.more : L.more);
  const join = (...xs: (string | undefined)[]) => xs.filter(Boolean).join(" ");
  let paragraphs: string[];
  if (input.length === "short") paragraphs = [join(opener, ...lead, ...rest), join(value, closing)];
  else if (input.length === "medium")
    paragraphs = [join(opener, ...lead), rest.length ? join(...rest) : details, join(value, closing)];
  else
    paragraphs = [
      join(opener, ...lead),
      rest.length ? join(...rest) : details,
      rest.length ? details : more,
      rest.length ? join(more, value) : value,
      closing,
    ];
  // German: the opener after "Guten Tag X," starts in lower case; everything else starts with a capital.
  paragraphs = paragraphs.map((p, i) => (i === 0 && lang === "de" && /,$/.test(greeting) ? p : upperFirst(p)));
  const signOff = formal ? L.signOff.formal : informal ? (L.signOff.tu ?? L.signOff.informal) : L.signOff.informal;
  const body = [greeting, ...paragraphs, `${signOff}\n${L.name}`].join("\n\n");
  // The subject names the first ask, or the first statement when the ask is only "please do it" or a question.
  // A complaint or a request says what the email is for better than the news around it ("Bitte um Erstattung").
  // (An apology with no object of its own, "und entschuldige dich dafür", names nothing.)
  const anyAsk = r.items.find((x) => x.kind !== "fact" && x.text.trim());
  const firstAsk =
    r.items.find((x) => x.kind === "complain") ??
    (anyAsk?.kind === "tell" ? (r.items.find((x) => x.kind === "request") ?? anyAsk) : anyAsk);
  const first =
    firstAsk && (firstAsk.kind === "please" || firstAsk.kind === "whether") && r.items[0]!.kind === "fact"
      ? r.items[0]
      : (firstAsk ?? r.items[0]);
  let subject = L.subject[input.purpose];
  if (first) {
    // "les enviamos el presupuesto actualizado" -> "Presupuesto actualizado".
    const sent =
      first.kind === "fact"
        ? first.text.match(
            /^(?:(?:le|les)\s+)?(?:enviamos|adjuntamos|mandamos|compartimos)\s+(?:el|la|los|las)\s+(.+)$/i,
          )?.[1]
        : undefined;
    const frame = sent
      ? "{X}"
      : first.kind === "fact"
        ? firstAsk?.kind === "please"
          ? L.subjectFor.remind!
          : L.subjectFor.tell!
        : first.kind === "whether"
          ? L.question
          : (L.subjectFor[first.kind] ?? "{X}");
    // "para cambiar mi cita ..." names the email as "Cambiar mi cita ...".
    // ("de réparer la fuite d'eau" is asked for as "Demande : réparer la fuite d'eau".)
    const said = inRegister(toReaderForeign(sent ?? first.text, lang, informal), lang, informal, plural).replace(
      first.kind === "purpose"
        ? /^(?:para|pour)\s+/i
        : lang === "fr" && first.kind === "request"
          ? /^(?:de\s+|d['’])(?=\p{Ll})/u
          : /^$/,
      "",
    );
    const x = headline(
      (lang === "de" &&
        first.kind !== "request" &&
        first.kind !== "thanks" &&
        ((first.kind === "fact" || first.kind === "tell" || first.kind === "remindThat"
          ? germanHeadline(said)
          : null) ??
          germanTopic(said))) ||
        said,
      L,
    );
    if (x.trim()) subject = contractArticles(frame.replace("{x}", x).replace("{X}", upperFirst(x)), lang);
  }
  subject = upperFirst(subject);
  if (input.tone === "urgent") subject = `${L.urgent}${subject}`;
  return { subject, body };
}

/** A clear note, in English, when the prompt's language has no sentence library. */
export function unsupportedLanguageNote(lang: Unsupported): EmailTemplateResponse {
  const name = LANGUAGE_NAMES[lang];
  return {
    subject: "This request could not be written in its language",
    body: [
      `The built-in email engine writes emails in English, Spanish, German and French. Your request seems to be written in ${name}, so no template was made: an email in another language would not say what you asked for.`,
      "Please write your request again in one of those four languages. If the site has an AI provider connected, it can also write in other languages.",
    ].join("\n\n"),
  };
}
