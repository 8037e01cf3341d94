/**
 * Orders written in the infinitive, the way people type notes to themselves ("escribir a la señora Ortiz para ...",
 * "decirle a mi jefe que ...", "Herrn Becker mitteilen, dass ...", "Frau Klein fragen, ob ..."), rewritten as the
 * order to write that the foreign reader understands ("Escribe un correo a ... diciendo que ...", "Schreib eine
 * E-Mail an Herrn Becker: teile mit, dass ..."). Nothing is added: the reader and the message are the prompt's.
 */
import type { Lang } from "./email-generator.language";
import { pronounOf } from "./email-generator.recipient";

/** A Spanish reader: "a la señora Ortiz", "a mi jefe Andrés", "al cliente", "a los vecinos" (not "los vecinos de que"). */
const ES_READER =
  "((?:(?:mi|mis|nuestro|nuestra|el|la|los|las)\\s+)?(?:[\\p{Ll}]+\\s+){0,2}\\p{Lu}\\p{Ll}+(?:\\s+\\p{Lu}\\p{Ll}+)?|(?:todo el|toda la|todos los|todas las|mi|mis|nuestro|nuestra|el|la|los|las)\\s+\\p{Ll}+(?:\\s+de\\s+(?!que\\b)\\p{Ll}{3,})?)";
/** The Spanish infinitives of an order and the gerunds the Spanish order reader takes. */
const ES_GERUND: Record<string, string> = {
  decir: "diciendo",
  avisar: "avisando",
  informar: "informando",
  comunicar: "comunicando",
  preguntar: "preguntando",
  recordar: "recordando",
  agradecer: "agradeciendo",
  pedir: "pidiendo",
  solicitar: "solicitando",
};
/**
 * Spanish imperatives of an order, tú and usted, with and without the reader's pronoun ("Pide al proveedor un
 * descuento", "Pregúntele a la señora Ortiz si ...", "Dígale a mi jefe que ..."), and the gerund each becomes.
 */
const ES_IMPERATIVE_GERUND: [RegExp, string][] = [
  [/^preg/, "preguntando"],
  [/^sol/, "solicitando"],
  [/^inf/, "informando"],
  [/^com/, "comunicando"],
  [/^agr/, "agradeciendo"],
  [/^rec/, "recordando"],
  [/^p/, "pidiendo"],
  [/^d/, "diciendo"],
];
const ES_IMPERATIVES = [
  "pregúnta(?:le|les)?|pregunta|pregúnte(?:le|les)|pregunte",
  "dile|diles|di|dígale|dígales|diga",
  "recuérda(?:le|les)|recuerda|recuérde(?:le|les)|recuerde",
  "pídele|pídeles|pide|pídale|pídales|pida",
  "avísa(?:le|les)|avisa|avíse(?:le|les)|avise",
  "solicíta(?:le|les)|solicita|solicíte(?:le|les)|solicite",
  "infórma(?:le|les)|informa|infórme(?:le|les)|informe",
  "comuníca(?:le|les)|comunica|comuníque(?:le|les)|comunique",
  "agradéce(?:le|les)|agradece|agradézca(?:le|les)|agradezca",
].join("|");
/** A German reader in the dative or accusative: "Herrn Becker", "Frau Dr. Klein", "dem Kunden", "meiner Chefin". */
const DE_READER =
  "((?:Herrn?|Frau)\\s+(?:Dr\\.\\s+)?\\p{Lu}[\\p{Ll}'’-]+|(?:das|die|dem|der|den|meinem|meiner|meinen|unserem|unserer|unseren)\\s+\\p{Lu}[\\p{L}-]*(?:\\s+\\p{Lu}[\\p{Ll}'’-]+)?)";
/** Readers a German note names in the plural, without "die". */
const DE_PLURAL_READERS =
  "Kunden|Kundinnen|Mitarbeiter(?:innen)?|Mitarbeitenden|Kollegen|Kolleginnen|Eltern|Mieter(?:innen)?|Teilnehmer(?:innen)?|Teilnehmenden|Gäste|Lieferanten|Bewerber(?:innen)?|Schüler(?:innen)?|Mitglieder|Nachbarn|Studierenden|Partner";
/** German infinitives at the end of the order, as the imperative the German order reader takes. */
const DE_IMPERATIVE: Record<string, string> = {
  mitteilen: "teile mit,",
  sagen: "sage,",
  schreiben: "teile mit,",
  erklären: "teile mit,",
  informieren: "informiere,",
  fragen: "frage,",
};

export function infinitiveOrder(s: string, lang: Lang): string {
  if (lang === "es") {
    // (Matched in lower case without the "i" flag: under "iu" a reader's \p{Lu} matches "que" too, and "Decirle a mi
    // casero que la lavadora ..." read "mi casero que" as the reader.)
    const t = s.charAt(0).toLowerCase() + s.slice(1);
    // "Informar al equipo que ...": "al" is "a el", and a common noun after it is the reader.
    const al = new RegExp(
      `^(${Object.keys(ES_GERUND).join("|")})(?:le|les)?\\s+al\\s+(\\p{Ll}+)\\s+(?=(?:que|si|de|por)\\s)`,
      "u",
    ).exec(t);
    if (al) return `Escribe un correo al ${al[2]} ${ES_GERUND[al[1]!.toLowerCase()]} ${s.slice(al[0].length)}`;
    // "Quejarme a la compañía eléctrica porque me han cobrado ...": a complaint with its reader first.
    const complaint =
      /^(?:quejarme|reclamar)\s+(a\s+(?:la|el|los|las|mi|mis)\s+\p{Ll}+(?:\s+\p{Ll}+)?|al\s+\p{Ll}+(?:\s+\p{Ll}+)?)\s+(?:porque|por(?:que)?\s+que|de\s+que|ya\s+que)\s+/u.exec(
        t,
      );
    if (complaint) return `Escribe un correo ${complaint[1]} para reclamar que ${s.slice(complaint[0].length)}`;
    // "Invita al equipo a la cena ...", "invitar a Lucía a ...": an invitation with its reader first.
    const inv = new RegExp(
      `^invita(?:r)?(?:le|les)?\\s+(al\\s+\\p{Ll}+|a\\s+${ES_READER})\\s+(?=(?:a|al)\\s)`,
      "u",
    ).exec(t);
    if (inv) return `Escribe un correo ${inv[1]} invitando ${s.slice(inv[0].length)}`;
    // "escribir a la señora Ortiz para ...", "mandar un correo a ...": the order to write.
    const write = s.replace(
      /^(?:escribir(?:le|les)?|mandar(?:le|les)?|enviar(?:le|les)?|contestar(?:le|les)?|responder(?:le|les)?)\s+(?:(?:un|una)\s+(?:correo|e-?mail|mail|mensaje)\s+)?(?=a\s|al\s)/iu,
      "Escribe un correo ",
    );
    if (write !== s) return write;
    // "decirle a mi jefe Andrés que ...", "pedir a mi jefe Carlos un aumento": an order with its reader.
    const m = new RegExp(
      `^(${Object.keys(ES_GERUND).join("|")})(?:le|les)?\\s+a\\s+${ES_READER}\\s+(?=(?:que|si|de|un|una|el|la|los|las|unos|unas|por|su|sus|tu|tus)\\s)`,
      "u",
    ).exec(t);
    if (m) return `Escribe un correo a ${m[2]} ${ES_GERUND[m[1]!.toLowerCase()]} ${s.slice(m[0].length)}`;
    // "Pregúntale a mi colega Lucía si ...", "Dile a Pablo que ...": an imperative with its reader after it.
    const imp = new RegExp(
      `^(${ES_IMPERATIVES})\\s+(?:a\\s+${ES_READER}|(al\\s+\\p{Ll}+))\\s*,?\\s+(?=(?:que|si|un|una|unos|unas|el|la|los|las|del|más|por)\\s)`,
      "u",
    ).exec(t);
    if (imp) {
      const verb = imp[1]!.toLowerCase();
      const gerund = ES_IMPERATIVE_GERUND.find(([re]) => re.test(verb))?.[1] ?? "avisando";
      // ("Pide al proveedor que ...": "al" already says "a el".)
      const reader = imp[2] ? `a ${imp[2]}` : imp[3]!;
      return `Escribe un correo ${reader} ${gerund} ${s.slice(imp[0].length)}`;
    }
    return s;
  }
  if (lang === "de") {
    // "Dem Kunden mitteilen, ...": an article opening the note is written in lower case inside the order.
    s = s.replace(/^(?:[Bb]itte\s+)?(Das|Die|Dem|Der|Den|Meinem|Meiner|Meinen|Unserem|Unserer|Unseren)\b/, (m) =>
      m.replace(/\p{Lu}(?=\p{Ll}+$)/u, (c) => c.toLowerCase()),
    );
    // "Bitte Kunden informieren, dass ...": a plural reader written without its article ("die Kunden").
    s = s.replace(
      new RegExp(`^([Bb]itte\\s+)?(${DE_PLURAL_READERS})(?=\\s+(?:${Object.keys(DE_IMPERATIVE).join("|")})\\b)`, "u"),
      "$1die $2",
    );
    // "Herrn Becker mitteilen, dass ...", "Frau Klein fragen, ob ...": the reader first, the infinitive after it.
    const m = new RegExp(
      `^(?:[Bb]itte\\s+)?${DE_READER}\\s+(${Object.keys(DE_IMPERATIVE).join("|")})\\s*,?\\s*(?=(?:dass|ob)\\s)`,
      "u",
    ).exec(s);
    if (m) return `Schreib eine E-Mail an ${m[1]}: ${DE_IMPERATIVE[m[2]!]} ${s.slice(m[0].length)}`;
    // "Erinnere das Team daran, ...", "Frag Frau Klein, ob ...": an imperative with its reader first.
    const imp = new RegExp(
      `^(?:[Bb]itte\\s+)?([Ee]rinnere|[Ff]rag(?:e)?|[Ss]ag(?:e)?|[Ii]nformiere|Bitte|[Ll]ade|[Dd]anke)\\s+((?:Herrn?|Frau)\\s+(?:Dr\\.\\s+)?\\p{Lu}[\\p{Ll}'’-]+|(?:das|die|den|dem|meinen|meine|meinem|meiner|unser|unsere|unseren|unserem|unserer)\\s+\\p{Lu}[\\p{L}-]*(?:\\s+\\p{Lu}[\\p{Ll}'’-]+)?|\\p{Lu}[\\p{Ll}'’-]+(?=\\s*,\\s*(?:ob|dass)\\s))\\s*,?\\s+(?=\\p{Ll})`,
      "u",
    ).exec(s);
    if (imp) return `Schreib eine E-Mail an ${imp[2]}: ${imp[1]!.toLowerCase()} ${s.slice(imp[0].length)}`;
    // "Bedanke dich bei allen Kunden für ...": thanks with its reader (said "an alle Kunden").
    const thank =
      /^(?:[Bb]itte\s+)?[Bb]edanke\s+dich\s+bei\s+((?:allen|unseren|meinen|den|dem|der|unserem|unserer|meinem|meiner)\s+\p{Lu}[\p{L}-]*|(?:Herrn|Frau)\s+\p{Lu}[\p{Ll}'’-]+)\s+(?=für\s)/u.exec(
        s,
      );
    if (thank) {
      const reader = thank[1]!
        .replace(/^(allen|unseren|meinen|den)\s/, (w) => w.replace(/n\s$/, " "))
        .replace(/^dem\s/, "das ")
        .replace(/^der\s/, "die ")
        .replace(/^(unser|mein)(em|er)\s/, (_m, p: string, e: string) => `${p}${e === "em" ? "" : "e"} `);
      return `Schreib eine E-Mail an ${reader}: danke ${s.slice(thank[0].length)}`;
    }
  }
  if (lang === "fr") {
    // "Remercier les bénévoles pour la collecte", "Remercie Paul de son aide": thanks with its reader first.
    const thank =
      /^(?:Remercie|Remerciez|Remercier)\s+((?:tous\s+les|toutes\s+les|les|le|la|mon|ma|mes|notre|nos)\s+\p{Ll}[\p{Ll}-]+|(?:toute\s+)?l['’]\p{Ll}[\p{Ll}-]+|(?:M\.|Mme|Monsieur|Madame)\s+\p{Lu}[\p{Ll}'’-]+|\p{Lu}[\p{Ll}'’-]+)\s+(?=(?:pour|de|du|des|d['’])(?:\s|(?<=['’])))/u.exec(
        s,
      );
    if (thank) {
      const reader = thank[1]!;
      const plural = /^(?:tous|toutes|toute|les|mes|nos)\s/.test(reader);
      const to = reader
        .replace(/^les\s/, "aux ")
        .replace(/^le\s/, "au ")
        .replace(/^(?!aux |au )/, "à ");
      const them = plural
        ? "les "
        : /^l['’]/.test(reader)
          ? "l'"
          : /^(?:la|ma|Mme|Madame)\s/.test(reader) || pronounOf(reader) === "she"
            ? "la "
            : "le ";
      return `Écris un e-mail ${to} pour ${them}remercier ${s.slice(thank[0].length)}`;
    }
    // "Demander au propriétaire de réparer la fuite", "Demande à Paul d'envoyer le plan": the reader, then what they
    // are asked to do (before the request for a thing below, whose case-blind name pattern read "au propriétaire de
    // réparer" as the reader).
    const askTo =
      /^(?:Merci\s+de\s+)?(?:[Dd]emande|[Dd]emandez|[Dd]emander)\s+((?:à|au|aux)\s+[^,.;:!?]{2,60}?)\s*,?\s+(de\s+|d['’])(?=\p{Ll}+(?:er|ir|re|oir)\b)/u.exec(
        s,
      );
    if (askTo) {
      const them = /^aux\s|^à\s+(?:mes|nos|les)\s/i.test(askTo[1]!) ? "leur" : "lui";
      return `Écris un e-mail ${askTo[1]} pour ${them} demander ${askTo[2]}${s.slice(askTo[0].length)}`;
    }
    // "Demande au fournisseur un devis ...", "Demander à Mme Roux la facture de mai": a request with its reader and
    // what is asked for.
    const ask =
      /^(?:Merci\s+de\s+)?(?:Demande|Demandez|Demander|Réclame|Réclamez|Réclamer)\s+((?:à|au|aux)\s+(?:(?:(?:mon|ma|mes|notre|nos|le|la|les)\s+)?(?:\p{Ll}+\s+)?\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+)?|(?:(?:mon|ma|mes|notre|nos|le|la|les)\s+)?\p{Ll}{3,}|l['’]\p{Ll}+))\s*,?\s+(?=(?:un|une|des|le|la|les|du|de|leur|leurs|son|sa|ses|votre|vos|l['’])(?:\s|(?<=['’])))/iu.exec(
        s,
      );
    if (ask) {
      const them = /^aux\s|^à\s+(?:mes|nos|les)\s/i.test(ask[1]!) ? "leur" : "lui";
      // ("Demandez aux clients leur avis": the readers' own opinion, "votre avis", once the e-mail speaks to them.)
      const asked = s.slice(ask[0].length);
      const theirs = them === "leur" ? asked.replace(/^leurs\s/i, "vos ").replace(/^leur\s/i, "votre ") : asked;
      return `Écris un e-mail ${ask[1]} pour ${them} demander ${theirs}`;
    }
    // "Informe le client que ...", "Prévenez les clients que ...": the reader is the verb's object.
    const inform =
      /^(?:Merci\s+d['’])?(Informe|Informez|Informer|Préviens|Prévenez|Prévenir|Avertis|Avertissez)\s+((?:le|la|les|mon|ma|mes|notre|nos)\s+\p{Ll}+|l['’]\p{Ll}+|\p{Lu}[\p{Ll}'’-]+)\s*,?\s+(que|qu['’])\s*/u.exec(
        s,
      );
    if (inform) {
      const reader = inform[2]!
        .replace(/^le\s+/, "au ")
        .replace(/^les\s+/, "aux ")
        .replace(/^(?!au |aux )/, "à ");
      const them = /^(?:les|mes|nos)\s/.test(inform[2]!) ? "leur" : "lui";
      const joint = /['’]$/.test(inform[3]!) ? inform[3]! : `${inform[3]} `;
      return `Écris un e-mail ${reader} pour ${them} dire ${joint}${s.slice(inform[0].length)}`;
    }
    // "Demande à ma collègue Claire si elle peut ...", "Dis à Paul que ...": the order with its reader first.
    const imp =
      /^(Demande|Demander|Dis|Dire|Rappelle|Rappeler|Annonce|Annoncer|Explique|Expliquer)\s+(?:à|au|aux)\s+((?:(?:mon|ma|mes|notre|nos|le|la|les)\s+)?(?:\p{Ll}+\s+)?\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+)?|(?:mon|ma|mes|notre|nos|le|la|les)\s+\p{Ll}+|l['’]\p{Ll}+)\s*,?\s+(si|que|qu['’])\s*/u.exec(
        s,
      );
    if (imp) {
      const verb = {
        Demande: "pour lui demander",
        Dis: "pour lui dire",
        Rappelle: "pour lui rappeler",
        Annonce: "pour lui annoncer",
        Explique: "pour lui dire",
      }[
        imp[1]!
          .replace(/^Dire$/, "Dis")
          .replace(/er$/, "e")
          .replace(/^Rappele$/, "Rappelle")
      ]!;
      const joint = /['’]$/.test(imp[3]!) ? imp[3]! : `${imp[3]} `;
      return `Écris un e-mail à ${imp[2]} ${verb} ${joint}${s.slice(imp[0].length)}`;
    }
  }
  return s;
}

/** Separable German prefixes: "einreichen" -> "einzureichen", "abholen" -> "abzuholen". */
const DE_SEPARABLE = /^(zurück|weiter|zusammen|fest|frei|hoch|weg|ein|aus|auf|an|ab|bei|mit|nach|vor|zu)(.{4,})$/;
/** Verbs that only look separable ("antworten" is no "an" + "tworten"). */
const DE_NOT_SEPARABLE = /^(?:antworten|arbeiten|achten|ändern|abonnieren|auftreten)$/;

function zuInfinitive(verb: string): string {
  if (/ieren$/.test(verb) || DE_NOT_SEPARABLE.test(verb)) return `zu ${verb}`;
  const sep = DE_SEPARABLE.exec(verb);
  return sep ? `${sep[1]}zu${sep[2]}` : `zu ${verb}`;
}

/**
 * "Anträge mindestens zwei Wochen vorher im Portal einreichen": a German note-to-self rule (an object, then a bare
 * infinitive, no subject or finite verb) as what the reader is asked to do, "Anträge ... im Portal einzureichen", for
 * "Ich bitte Sie, {x}." Null when the clause has a subject or a finite verb of its own.
 */
export function germanInfinitiveRule(part: string): string | null {
  const m = /^(\p{Lu}[\p{L}\s\d.,-]*?)\s+(\p{Ll}{3,}(?:en|ern|eln))$/u.exec(part.trim());
  if (!m) return null;
  const words = m[1]!.split(/\s+/);
  if (
    words.some((w) =>
      /^(?:ich|du|er|sie|es|wir|ihr|Sie|man|ist|sind|wird|werden|hat|haben|kann|können|muss|müssen|soll|sollen|darf|dürfen|will|wollen|gilt|gelten|gibt|dass|ob|weil|wenn|und|oder)$/.test(
        w,
      ),
    ) ||
    /^(?:können|müssen|sollen|dürfen|wollen|werden|haben|sein)$/.test(m[2]!)
  )
    return null;
  return `${m[1]} ${zuInfinitive(m[2]!)}`;
}
