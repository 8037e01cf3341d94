import type { EmailPurpose } from "./contract";
import type { Lang } from "./email-generator.language";

/**
 * Spanish, German and French: how a prompt gives its reader and its asks, and the sentences the email is written
 * with. Frames take the prompt's own words in {x}; [brackets] are placeholders. As in English, no sentence here names
 * a person, a company, a date or a number.
 */

export type ForeignAsk =
  | "request"
  | "whether"
  | "thanks"
  | "tell"
  | "remind"
  | "invite"
  | "apologize"
  /** An apology for what the email has just said ("und entschuldige dich dafür"): a sentence of its own, no object. */
  | "sorry"
  | "confirm"
  | "cancel"
  | "about"
  | "follow-up"
  | "please"
  | "complain"
  | "purpose"
  /** What the writer offers or proposes ("lui proposer un café", "ofrecerle un descuento"): said by the writer. */
  | "propose"
  /** What the writer gives the reader ("lui donner le numéro de suivi", "dale el enlace"). */
  | "give"
  /**
   * An order to the reader in the infinitive, after the message ("Confirmar asistencia antes del lunes", "lui rappeler
   * d'apporter les documents"): said with a frame that takes an infinitive ("Le agradecería ...", "Merci de ...").
   */
  | "infinitive"
  /** A reminder of a clause ("erinnere das Team daran, dass ..."), where "remind" reminds of a thing. */
  | "remindThat";

export interface LangCopy {
  /** The order to write an email, up to the reader ("Escribe un correo a", "Schreib eine E-Mail an", "Écris un mail à"). */
  write: RegExp;
  /** Ask verbs after the reader, and what they mean; group 1 is the rest. */
  asks: [RegExp, ForeignAsk][];
  /** Group words ("equipo", "Team", "équipe") and titles used in greetings. */
  group: RegExp;
  /** Adjectives that open a verbless fragment, and the verb that completes it ("válido hasta ..." -> "Es válido hasta ..."). */
  fragments: [RegExp, string][];
  greeting: { formal: string; informal: string; group: string; org: string };
  anonymous: { formal: string; informal: string };
  opener: { formal: string; informal: string };
  /** First-person sentences for each ask ({x}: the prompt's words), and their informal (du, tú, tu) forms. */
  say: Record<ForeignAsk, string>;
  sayInformal: Partial<Record<ForeignAsk, string>>;
  /** Informal forms of the supporting sentences. */
  informal: { value: string; details: string; more: string };
  /** A group's own word in the greeting ("vecinos" -> "Estimados vecinos:"). */
  groupGreeting: string;
  /** Sentences for a thank-you and a time-off request, and the closing of a thank-you. */
  thanksLine: string;
  timeOffLine: string;
  thanksClosing: string;
  /** Subject of a question ("Kurze Frage"). */
  question: string;
  /** Lead for the first statement when nothing else opens the email; for bad news. */
  lead: string;
  badLead: string;
  /** Placeholder sentence when the prompt gives no content, by purpose. */
  intro: Record<EmailPurpose, string>;
  subject: Record<EmailPurpose, string>;
  /** Subject frames by ask. */
  subjectFor: Partial<Record<ForeignAsk, string>>;
  details: string;
  value: string;
  more: string;
  closing: { formal: string; informal: string; urgent: string };
  /** Sign-offs; `tu` for one named person addressed informally (du, tú, tu). */
  signOff: { formal: string; informal: string; tu?: string };
  /** An and-clause that starts a second order ("et lui demander ..."): the prompt is split before it. */
  nextOrder: RegExp;
  name: string;
  urgent: string;
  /** Prepositions at which a long subject may be cut. */
  preps: RegExp;
}

export const LANGS: Record<Lang, LangCopy> = {
  es: {
    write:
      /^(?:por favor,?\s+)?(?:escr[ií]be(?:me)?|escribir|redacta|redactar|manda|env[ií]a|prepara|necesito|quiero)\s+(?:un|una)?\s*(?:correo(?:\s+electr[oó]nico)?|e-?mail|mail|mensaje)\s+(?:(?:formal|breve|corto|amable)\s+)?(?:a|al|para)\s+|^(?:un\s+)?(?:correo|e-?mail|mail|mensaje)\s+(?:a|al|para)\s+|^(?:por favor,?\s+)?(?:escr[ií]be(?:le|les)?|escríbe(?:le|les))\s+(?:a|al)\s+/i,
    asks: [
      // "para reclamar que la lavadora llegó rota": a complaint, said as one.
      [/^(?:para\s+)?(?:reclamar|quejarme|protestar|denunciar)\s+(?:de\s+|por\s+)?(?:que\s+)?(.+)$/i, "complain"],
      // ("Pedir disculpas por las molestias": the writer's apology, not a request for one.)
      [/^(?:y\s+)?(?:pedir|pide|pido|p[ií]dele|p[ií]deles)\s+disculpas\s+(?:por\s+)?(.+)$/i, "apologize"],
      [/^(?:para\s+)?(?:pedir|solicitar|exigir)(?:le|les)?\s+que\s+(.+)$/i, "please"],
      [/^(?:pidiendo(?:le)?|para pedir(?:le)?|pedir(?:le)?|solicitando|para solicitar)\s+(.+)$/i, "request"],
      [/^(?:preguntando(?:le)?|para preguntar(?:le)?)\s+(?:si\s+)?(.+)$/i, "whether"],
      [
        /^(?:agradeciendo(?:le)?|para agradecer(?:le)?|dándole las gracias|para darle las gracias)\s+(?:por\s+)?(.+)$/i,
        "thanks",
      ],
      [
        /^(?:informando(?:le)?|para informar(?:le)?|avisando(?:le)?|para avisar(?:le)?|diciendo(?:le)?|para decir(?:le)?|comunicando(?:le)?|para comunicar(?:le)?)\s+(?:de\s+)?(?:que\s+)?(.+)$/i,
        "tell",
      ],
      [/^(?:recordando(?:le)?|para recordar(?:le)?)\s+(?:que\s+)?(.+)$/i, "remind"],
      [/^(?:invitando(?:le|les)?|para invitar(?:le|les)?)\s+(?:a\s+)?(.+)$/i, "invite"],
      [
        /^(?:disculpándome|para disculparme|para disculparte|para disculparse|pidiendo disculpas)\s+(?:por\s+)?(.+)$/i,
        "apologize",
      ],
      [
        /^(?:y\s+)?(?:discúlpate|p[ií]dele\s+disculpas|pide\s+disculpas|discúlpame)(?:\s+por\s+(?:ello|eso|esto))?()$/i,
        "sorry",
      ],
      [/^(?:confirmando|para confirmar)\s+(.+)$/i, "confirm"],
      [/^(?:cancelando|para cancelar)\s+(.+)$/i, "cancel"],
      [/^(?:para dar seguimiento a|para hacer seguimiento (?:de|a)|dando seguimiento a)\s+(.+)$/i, "follow-up"],
      [/^(?:sobre|acerca de|en relación con|respecto a|por)\s+(.+)$/i, "about"],
      [/^(?:p[ií]dele|p[ií]deles)\s+que\s+(.+)$/i, "please"],
      [/^(?:p[ií]dele|p[ií]deles)\s+(.+)$/i, "request"],
      [/^(?:pregúntale|pregúntales)\s+(?:si\s+)?(.+)$/i, "whether"],
      // ("Pregunta si puede enviarle los deberes": the order to ask, not a question of the writer's.)
      [/^(?:pregunta|preguntar(?:le|les)?)\s+si\s+(.+)$/i, "whether"],
      [
        /^(?:para\s+|y\s+)?(?:ofr[eé]cele|ofr[eé]celes|ofrecerle|ofrecerles|pr[oó]pónle|proponle|proponles|proponerle|proponerles)\s+(.+)$/iu,
        "propose",
      ],
      [
        /^(?:y\s+)?(?:darle|darles|dale|dales|enviarle|enviarles|envíale|envíales|facilitarle|facilitarles|pasarle|pásale)\s+(.+)$/i,
        "give",
      ],
      [/^(?:dile|diles|infórmale|infórmales|avísale|avísales)\s+(?:que\s+)?(.+)$/i, "tell"],
      [/^(?:agradécele|agradéceles|dale las gracias)\s+(?:por\s+)?(.+)$/i, "thanks"],
      [/^(?:recuérdale|recuérdales)\s+(?:que\s+)?(.+)$/i, "remind"],
      [/^que\s+(.+)$/i, "tell"],
      // "para cambiar mi cita ...": what the email is for, in the writer's words.
      [/^(para\s+\p{Ll}+(?:ar|er|ir)\b.+)$/iu, "purpose"],
    ],
    group:
      /^(?:(?:a|al|para)\s+)?(?:(?:mi|mis|nuestro|nuestros|el|los|las|todo el|todos los)\s+)?(equipo|vecinos|clientes|padres|compañeros|empleados|socios|miembros|alumnos|estudiantes)\b/i,
    fragments: [
      [/^(?:válid[oa]s?|vigentes?)\b/i, "Es"],
      [/^(?:disponibles?|pendientes?|incluid[oa]s?|adjunt[oa]s?)\b/i, "Está"],
    ],
    greeting: {
      formal: "Estimado/a {name}:",
      informal: "Hola, {name}:",
      group: "Hola a todo el equipo:",
      org: "Estimado equipo de {name}:",
    },
    anonymous: { formal: "Estimado/a [nombre]:", informal: "Hola, [nombre]:" },
    opener: { formal: "Espero que se encuentre bien.", informal: "Espero que estés muy bien." },
    say: {
      propose: "Me gustaría ofrecerle {x}.",
      request: "Le escribo para pedirle {x}.",
      whether: "¿Podría indicarme si {x}?",
      thanks: "Quería darle las gracias por {x}.",
      tell: "Le escribo para informarle de que {x}.",
      remind: "Le recuerdo que {x}.",
      remindThat: "Le recuerdo que {x}.",
      invite: "Me gustaría invitarle a {x}.",
      apologize: "Le pido disculpas por {x}.",
      sorry: "Le pido disculpas por las molestias.",
      confirm: "Le escribo para confirmar {x}.",
      cancel: "Le escribo para cancelar {x}.",
      about: "Le escribo en relación con {x}.",
      "follow-up": "Le escribo para dar seguimiento a {x}.",
      please: "Le pido, por favor, que {x}.",
      complain: "Le escribo para presentar una reclamación: {x}.",
      purpose: "Le escribo {x}.",
      give: "Le facilito {x}.",
      infinitive: "Le agradecería {x}.",
    },
    sayInformal: {
      sorry: "Lo siento mucho.",
      propose: "Me gustaría ofrecerte {x}.",
      request: "Te escribo para pedirte {x}.",
      whether: "¿Me podrías decir si {x}?",
      thanks: "Quería darte las gracias por {x}.",
      tell: "Te escribo para avisarte de que {x}.",
      about: "Te escribo por {x}.",
      please: "Te pido, por favor, que {x}.",
      invite: "Me gustaría invitarte a {x}.",
      give: "Te paso {x}.",
      infinitive: "Te agradecería {x}.",
    },
    informal: {
      value: "Si tienes cualquier duda, dímelo.",
      details: "Si necesitas más información, te la envío encantado.",
      more: "Si te viene mejor, lo hablamos en una llamada.",
    },
    groupGreeting: "Estimados {role}:",
    thanksLine: "Ha sido de gran ayuda y quería que lo supiera.",
    timeOffLine: "Me aseguraré de dejar mi trabajo organizado antes de ausentarme.",
    thanksClosing: "Gracias de nuevo.",
    question: "Una pregunta",
    lead: "Le escribo porque",
    badLead: "Lamento informarle de que",
    intro: {
      business: "Le escribo en relación con [asunto].",
      networking: "Me gustaría mantener el contacto con usted para hablar de [tema].",
      sales: "Me pongo en contacto con usted porque creo que [producto o servicio] podría serle útil.",
      "follow-up": "Le escribo para dar seguimiento a [asunto].",
      introduction: "Me gustaría presentarme: soy [su nombre] y trabajo en [empresa].",
      recruitment: "Le escribo porque tenemos una vacante de [puesto] que podría interesarle.",
      application: "Le escribo para presentar mi candidatura al puesto de [puesto].",
      "thank-you": "Quería darle las gracias por [motivo].",
    },
    subject: {
      business: "Consulta sobre [asunto]",
      networking: "Mantener el contacto",
      sales: "Una propuesta para [empresa]",
      "follow-up": "Seguimiento: [asunto]",
      introduction: "Presentación",
      recruitment: "Oportunidad: [puesto]",
      application: "Candidatura: [puesto]",
      "thank-you": "Gracias",
    },
    subjectFor: {
      request: "Solicitud: {x}",
      thanks: "Gracias por {x}",
      tell: "Información: {x}",
      remind: "Recordatorio: {x}",
      invite: "Invitación: {x}",
      apologize: "Disculpas: {x}",
      "follow-up": "Seguimiento: {x}",
      about: "{X}",
      whether: "Consulta: {x}",
      please: "{X}",
      confirm: "Confirmación: {x}",
      cancel: "Cancelación: {x}",
      complain: "Reclamación: {x}",
      purpose: "{X}",
    },
    details: "Si necesita más información, puedo enviarle [los detalles que falten].",
    value: "Quedo a su disposición para cualquier pregunta.",
    more: "Si le resulta útil, podemos hablarlo en una breve llamada.",
    closing: {
      formal: "Muchas gracias de antemano por su atención.",
      informal: "¡Muchas gracias!",
      urgent: "Le agradecería mucho una respuesta lo antes posible.",
    },
    signOff: { formal: "Atentamente,", informal: "Un saludo," },
    nextOrder:
      /\s+y\s+(?=(?:pedirle|pedirles|pedir|solicitar|exigir|preguntarle|preguntarles|decirle|decirles|darle|darles|agradecerle|agradecerles|recordarle|recordarles|para|discúlpate|pídele disculpas|p[ií]dele|p[ií]deles|pregúntale|pregúntales|dile|diles|recuérdale|recuérdales|agradécele|agradéceles|ofr[eé]cele|ofr[eé]celes|ofrecerle|ofrecerles|pr[oó]pónle|proponle|proponerle|proponerles)(?![\p{L}]))/iu,
    name: "[Su nombre]",
    urgent: "Urgente: ",
    preps: /^(?:en|para|por|de|del|a|al|con|sobre|hasta|desde)$/i,
  },
  de: {
    write:
      /^(?:bitte\s+)?(?:schreib(?:e)?|verfasse|formuliere|sende|schick(?:e)?|(?:schreiben|verfassen|formulieren|senden|schicken)\s+Sie)\s+(?:bitte\s+)?(?:eine|ne)?\s*(?:(?:kurze|höfliche|formelle|freundliche)\s+)?(?:e-?mail|mail|nachricht)\s+an\s+|^(?:bitte\s+)?(?:eine\s+)?(?:(?:kurze|höfliche|formelle|freundliche)\s+)?(?:e-?mail|mail|nachricht)\s+an\s+|^(?:bitte|info|hinweis|rundmail|rundschreiben)\s+an\s+(?=(?:das|die|den|alle|unser|unsere|mein|meine)\s)|^(?:bitte\s+)?(?:schreib(?:e)?|schick(?:e)?|(?:schreiben|schicken)\s+Sie)\s+(?:bitte\s+)?(?:an\s+)?(?=(?:dem|der|den|einem|einer|meinem|meiner|meinen|unserem|unserer|unseren|Herrn|Frau)\s)/i,
    asks: [
      [/^(?:(?:ihm|ihr|ihnen)\s+)((?:(?!\bund\b).)+?)\s+(?:vorschlagen|anbieten)$/iu, "propose"],
      [/^(?:und\s+)?(?:bitte|bitten?\s+(?:ihn|sie)|mit der bitte)\s+um\s+(.+)$/i, "request"],
      // "und um Verständnis bitten", "sie fragen, ob ...": the infinitive of a note-to-self order, at its end.
      [/^(?:und\s+)?(?:(?:ihn|sie|ihm|ihr)\s+)?um\s+(.+?)\s+bitten$/i, "request"],
      [/^(?:und\s+)?(?:(?:ihn|sie)\s+)?fragen,?\s*ob\s+(.+)$/i, "whether"],
      // "bitte ihn, diese Woche einen Techniker zu schicken": "Ich bitte Sie, diese Woche einen Techniker zu schicken."
      // ("bitte ihn, diese Woche jemanden vorbeizuschicken": "zu" inside a separable verb.)
      [
        /^(?:und\s+)?(?:bitte?|bitten\s+Sie)\s+(?:ihn|sie)\s*,?\s+(.+\s(?:zu\s+\p{Ll}+|\p{Ll}+zu\p{Ll}{3,}))$/iu,
        "please",
      ],
      [/^(?:und\s+)?frag(?:e)?(?:\s+(?:ihn|sie))?\s*,?\s*ob\s+(.+)$/i, "whether"],
      // "biete ihr einen Rabatt von 10 % an": "Gerne möchte ich Ihnen einen Rabatt von 10 % anbieten."
      [/^(?:und\s+)?(?:biete|bieten\s+Sie)\s+(?:ihm|ihr|ihnen)\s+(.+?)\s+an$/i, "propose"],
      [/^(?:und\s+)?(?:gib|geben\s+Sie|schick|schicke|schicken\s+Sie)\s+(?:ihm|ihr|ihnen)\s+(.+)$/i, "give"],
      [/^(?:und\s+)?(?:danke|bedanke dich|vielen dank|herzlichen dank)\s+(?:bei\s+\S+\s+)?für\s+(.+)$/i, "thanks"],
      [/^(?:und\s+)?(?:teile|teil)\s+(?:(?:ihm|ihr|ihnen)\s+)?mit,?\s*dass\s+(.+)$/i, "tell"],
      [/^(?:und\s+)?(?:informiere|sag(?:e)?)(?:\s+(?:ihn|sie|ihm|ihr|ihnen))?\s*,?\s*dass\s+(.+)$/i, "tell"],
      [/^(?:und\s+)?erinnere\s+(?:ihn|sie)?\s*daran,?\s*dass\s+(.+)$/i, "remindThat"],
      [/^(?:und\s+)?erinnere\s+(?:ihn|sie)?\s*an\s+(.+)$/i, "remind"],
      // "erinnere daran, die Urlaubsanträge bis Freitag einzureichen": "Ich bitte Sie, die Urlaubsanträge ... einzureichen."
      [/^(?:und\s+)?erinnere\s+(?:ihn|sie)?\s*daran,?\s+(.+(?:\szu\s+\p{Ll}+|\p{Ll}zu\p{Ll}+en))$/iu, "please"],
      // ("zum Sommerfest" keeps its article: "zu dem Sommerfest", said "zum Sommerfest" again in the frame.)
      [/^(?:und\s+)?lade\s+(?:ihn|sie)?\s*(?:zu\s+)?((?:zum|zur)\s+.+?|.+?)\s+ein$/i, "invite"],
      [/^(?:und\s+)?entschuldige\s+dich\s+für\s+(.+)$/i, "apologize"],
      [
        /^(?:und\s+)?(?:entschuldige\s+dich|entschuldigen\s+Sie\s+sich|bitte\s+um\s+Entschuldigung)(?:\s+bei\s+(?:ihm|ihr|ihnen|\S+\s+\S+))?(?:\s+(?:dafür|deswegen|deshalb))?()$/i,
        "sorry",
      ],
      [/^(?:und\s+)?bestätige\s+(.+)$/i, "confirm"],
      [/^(?:und\s+)?sage?\s+(.+?)\s+ab$/i, "cancel"],
      [/^(?:wegen|bezüglich|zum thema|über)\s+(.+)$/i, "about"],
      // "um den Termin auf Donnerstag zu verschieben": why the writer writes ("Ich schreibe Ihnen, um ...").
      [/^(um\s+.+\s+zu\s+\p{Ll}+)$/iu, "purpose"],
      [/^dass\s+(.+)$/i, "tell"],
    ],
    group:
      /^(?:an\s+)?(?:mein|meine|meinem|meinen|unser|unsere|unserem|unseren|das|die|dem|den|alle)\s+(?:ganze[ns]?\s+)?(Team|Kollegen|Kolleginnen|Nachbarn|Kunden|Eltern|Mitarbeiter|Mitarbeitenden|Mitglieder)\b(?!\s+(?:Herrn?|Frau|Dr\.)\s|\s+\p{Lu}\p{Ll}+(?:\s*[,:]|\s+(?:dass|ob)\b))/iu,
    fragments: [],
    greeting: {
      formal: "Guten Tag {name},",
      informal: "Hallo {name},",
      group: "Hallo zusammen,",
      org: "Sehr geehrtes Team von {name},",
    },
    anonymous: { formal: "Sehr geehrte Damen und Herren,", informal: "Hallo [Name]," },
    opener: { formal: "ich hoffe, es geht Ihnen gut.", informal: "ich hoffe, es geht dir gut." },
    say: {
      propose: "Gerne möchte ich Ihnen {x} anbieten.",
      request: "Ich möchte Sie um {x} bitten.",
      whether: "Könnten Sie mir bitte sagen, ob {x}?",
      thanks: "Ich möchte mich herzlich für {x} bedanken.",
      tell: "Ich möchte Ihnen mitteilen, dass {x}.",
      remind: "Ich möchte Sie an {x} erinnern.",
      remindThat: "Ich möchte Sie daran erinnern, dass {x}.",
      invite: "Ich möchte Sie herzlich zu {x} einladen.",
      apologize: "Ich möchte mich für {x} entschuldigen.",
      sorry: "Dafür bitte ich vielmals um Entschuldigung.",
      confirm: "Hiermit bestätige ich {x}.",
      cancel: "Leider muss ich {x} absagen.",
      about: "Ich schreibe Ihnen wegen {x}.",
      "follow-up": "Ich komme noch einmal auf {x} zurück.",
      please: "Ich bitte Sie, {x}.",
      complain: "Ich möchte mich darüber beschweren, dass {x}.",
      purpose: "Ich schreibe Ihnen, {x}.",
      give: "Anbei sende ich Ihnen {x}.",
      infinitive: "Bitte {x}.",
    },
    sayInformal: {
      sorry: "Das tut mir wirklich leid.",
      propose: "Gerne möchte ich dir {x} anbieten.",
      request: "Ich wollte dich um {x} bitten.",
      whether: "Kannst du mir sagen, ob {x}?",
      thanks: "Ich möchte mich herzlich bei dir für {x} bedanken.",
      tell: "Ich wollte dir kurz sagen, dass {x}.",
      about: "Ich schreibe dir wegen {x}.",
      please: "Ich bitte dich, {x}.",
      invite: "Ich möchte dich herzlich zu {x} einladen.",
      give: "Anbei schicke ich dir {x}.",
    },
    informal: {
      value: "Sag einfach Bescheid, wenn du Fragen hast.",
      details: "Wenn du noch etwas brauchst, schicke ich es dir gerne.",
      more: "Wenn es dir lieber ist, können wir auch kurz telefonieren.",
    },
    groupGreeting: "Liebe {role},",
    thanksLine: "Das hat wirklich einen Unterschied gemacht.",
    timeOffLine: "Ich sorge dafür, dass meine Aufgaben bis dahin erledigt oder übergeben sind.",
    thanksClosing: "Nochmals vielen Dank!",
    question: "Kurze Frage",
    lead: "Ich möchte Sie über Folgendes informieren:",
    badLead: "Leider muss ich Ihnen Folgendes mitteilen:",
    intro: {
      business: "Ich schreibe Ihnen bezüglich [Thema].",
      networking: "Ich würde mich gerne mit Ihnen über [Thema] austauschen.",
      sales: "Ich melde mich bei Ihnen, weil [Produkt oder Dienstleistung] für Sie interessant sein könnte.",
      "follow-up": "Ich komme noch einmal auf [Thema] zurück.",
      introduction: "Gerne möchte ich mich kurz vorstellen: Ich bin [Ihr Name] von [Firma].",
      recruitment:
        "Ich schreibe Ihnen, weil wir eine Stelle als [Position] zu besetzen haben, die Sie interessieren könnte.",
      application: "Hiermit bewerbe ich mich um die Stelle als [Position].",
      "thank-you": "Ich möchte mich herzlich für [Anlass] bedanken.",
    },
    subject: {
      business: "Anfrage zu [Thema]",
      networking: "In Kontakt bleiben",
      sales: "Ein Vorschlag für [Firma]",
      "follow-up": "Nachfrage: [Thema]",
      introduction: "Kurze Vorstellung",
      recruitment: "Stellenangebot: [Position]",
      application: "Bewerbung: [Position]",
      "thank-you": "Vielen Dank",
    },
    subjectFor: {
      request: "Bitte um {x}",
      thanks: "Vielen Dank für {x}",
      tell: "Information: {x}",
      remind: "Erinnerung: {x}",
      remindThat: "Erinnerung: {x}",
      invite: "Einladung: {x}",
      apologize: "Entschuldigung: {x}",
      "follow-up": "Nachfrage: {x}",
      about: "{X}",
      whether: "Kurze Frage: {x}",
      confirm: "Bestätigung: {x}",
      cancel: "Absage: {x}",
      complain: "Beschwerde: {x}",
    },
    details: "Falls Sie weitere Informationen benötigen, sende ich Ihnen gerne [fehlende Details].",
    value: "Für Rückfragen stehe ich Ihnen gerne zur Verfügung.",
    more: "Wenn es Ihnen hilft, können wir das gerne kurz telefonisch besprechen.",
    closing: {
      formal: "Vielen Dank im Voraus für Ihre Rückmeldung.",
      informal: "Vielen Dank!",
      urgent: "Für eine schnelle Rückmeldung wäre ich Ihnen sehr dankbar.",
    },
    signOff: { formal: "Mit freundlichen Grüßen", informal: "Viele Grüße" },
    nextOrder:
      /\s+und\s+(?=(?:frag|bitte|sag|teile|danke|bedanke|erinnere|lade|entschuldige|biete|wünsche)\w*\b|(?:ihm|ihr|ihnen)\s+(?:\S+\s+){1,5}(?:vorschlagen|anbieten)$)/iu,
    name: "[Ihr Name]",
    urgent: "Dringend: ",
    preps: /^(?:in|für|um|mit|von|zu|zum|zur|an|am|im|auf|bei|nach|bis|wegen)$/i,
  },
  fr: {
    write:
      /^(?:s'il te plaît,?\s+|merci d'|peux-tu\s+)?(?:écri[st]|écrire|rédige[rz]?|envoie|prépare)\s+(?:un|une)?\s*(?:(?:court|petit|bref)\s+)?(?:mail|e-?mail|courriel|message)\s+(?:(?:formel|poli|amical)\s+)?(?:à|au|aux|pour)\s+|^(?:un\s+)?(?:mail|e-?mail|courriel|message)\s+(?:à|au|aux|pour)\s+|^(?:s'il te plaît,?\s+|peux-tu\s+)?(?:écris|écrire|écrivez)\s+(?:à|au|aux)\s+/i,
    asks: [
      [/^(?:pour\s+(?:lui\s+|leur\s+)?demander\s+si|demandant\s+si)\s+(.+)$/i, "whether"],
      [
        /^(?:et\s+)?(?:(?:lui|leur)\s+rappeler|rappelle-(?:lui|leur)|rappelez-(?:lui|leur))\s+(?:de\s+|d['’])(.+)$/i,
        "infinitive",
      ],
      [
        /^(?:et\s+|pour\s+)?(?:(?:lui|leur)\s+(?:proposer|offrir)|propose-(?:lui|leur)|proposez-(?:lui|leur)|offre-(?:lui|leur))\s+(.+)$/iu,
        "propose",
      ],
      [
        /^(?:et\s+)?(?:(?:lui|leur)\s+(?:donner|envoyer|transmettre|communiquer)|donne-(?:lui|leur)|envoie-(?:lui|leur)|donnez-(?:lui|leur))\s+(.+)$/i,
        "give",
      ],
      [
        /^(?:pour\s+(?:lui\s+|leur\s+)?demander|(?:lui|leur)\s+demander|demander|demandant|pour solliciter)\s+(.+)$/i,
        "request",
      ],
      [/^(?:pour\s+(?:le\s+|la\s+|les\s+|l')?remercier|remerciant)\s+(?:pour|d'|de(?=\s))\s*(.+)$/i, "thanks"],
      [/^(?:pour\s+(?:le\s+|la\s+|les\s+|l')?remercier|remerciant)\s+((?:du|des)\s.+)$/i, "thanks"],
      [
        /^pour\s+(?:vous\s+|lui\s+|leur\s+)?(?:signaler|réclamer|me plaindre|se plaindre)\s+(?:de\s+ce\s+)?(?:que|qu')\s*(.+)$/i,
        "complain",
      ],
      [
        /^(?:pour\s+(?:lui\s+|leur\s+|l['’]|les\s+)?(?:annoncer|dire|informer|indiquer|signaler|prévenir|avertir)|annonçant|informant|pour prévenir)\s+(?:de\s+)?(?:que|qu['’])\s*(.+)$/i,
        "tell",
      ],
      [/^(?:pour\s+(?:lui\s+|leur\s+)?rappeler)\s+(?:que|qu')\s*(.+)$/i, "remind"],
      [/^(?:pour\s+(?:l'|le\s+|la\s+|les\s+)?inviter)\s+(?:à|au|aux)\s+(.+)$/i, "invite"],
      [/^(?:pour\s+m'excuser|pour s'excuser)\s+(?:de|pour|d')\s*(.+)$/i, "apologize"],
      [
        /^(?:et\s+)?(?:excuse-toi|excusez-vous|présente\s+(?:nos|mes)\s+excuses)(?:\s+pour\s+(?:ça|cela))?()$/i,
        "sorry",
      ],
      [/^(?:pour\s+confirmer)\s+(.+)$/i, "confirm"],
      [/^(?:pour\s+annuler)\s+(.+)$/i, "cancel"],
      [/^(?:pour\s+relancer)\s+(.+)$/i, "follow-up"],
      [/^(?:au sujet d[eu]|concernant|à propos d[eu]|sur)\s+(.+)$/i, "about"],
      [/^(?:demande-(?:lui|leur))\s+(?:de|d')\s*(.+)$/i, "please"],
      [/^(?:dis-(?:lui|leur))\s+(?:que|qu')\s*(.+)$/i, "tell"],
      [/^(?:que|qu')\s*(.+)$/i, "tell"],
      // "pour contester un prélèvement ...": what the email is for, in the writer's words.
      [/^(pour\s+\p{Ll}+(?:er|ir|re)\b.+)$/iu, "purpose"],
    ],
    group:
      // (After "aux" a plural group has no article of its own: "Écris un e-mail aux bénévoles pour ...".)
      /^(?:l'|mon\s+|notre\s+|toute\s+l'|les\s+|mes\s+|nos\s+|tous\s+les\s+|(?=(?:voisins|clients|parents|collègues|employés|membres|bénévoles|adhérents|participants|élèves|étudiants|abonnés|locataires|invités)\b))(équipe|voisins|clients|parents|collègues|employés|membres|bénévoles|adhérents|participants|élèves|étudiants|abonnés|locataires|invités)\b/i,
    fragments: [],
    greeting: {
      formal: "Bonjour {name},",
      informal: "Bonjour {name},",
      group: "Bonjour à toute l'équipe,",
      org: "Bonjour à l'équipe de {name},",
    },
    anonymous: { formal: "Madame, Monsieur,", informal: "Bonjour," },
    opener: { formal: "J'espère que vous allez bien.", informal: "J'espère que tu vas bien." },
    say: {
      propose: "Je vous propose {x}.",
      request: "Je me permets de vous demander {x}.",
      whether: "Pourriez-vous me dire si {x} ?",
      thanks: "Je tenais à vous remercier pour {x}.",
      tell: "Je vous informe que {x}.",
      remind: "Je me permets de vous rappeler que {x}.",
      remindThat: "Je me permets de vous rappeler que {x}.",
      invite: "J'ai le plaisir de vous inviter à {x}.",
      apologize: "Je vous prie de m'excuser pour {x}.",
      sorry: "Je vous prie de m'excuser pour ce désagrément.",
      confirm: "Je vous confirme {x}.",
      cancel: "Je vous écris pour annuler {x}.",
      about: "Je vous écris au sujet de {x}.",
      "follow-up": "Je me permets de revenir vers vous au sujet de {x}.",
      please: "Je vous prie de bien vouloir {x}.",
      complain: "Je vous écris pour vous signaler que {x}.",
      purpose: "Je vous écris {x}.",
      give: "Voici {x}.",
      infinitive: "Merci de {x}.",
    },
    sayInformal: {
      sorry: "Je suis vraiment désolé.",
      propose: "Je te propose {x}.",
      request: "Je voulais te demander {x}.",
      whether: "Est-ce que tu pourrais me dire si {x} ?",
      thanks: "Je tenais à te remercier pour {x}.",
      tell: "Je voulais te dire que {x}.",
      about: "Je t'écris au sujet de {x}.",
      please: "Est-ce que tu pourrais {x} ?",
      invite: "J'aimerais t'inviter à {x}.",
      give: "Voici {x}.",
    },
    informal: {
      value: "N'hésite pas si tu as des questions.",
      details: "Si tu as besoin de plus de détails, je te les envoie volontiers.",
      more: "Si tu préfères, on peut en parler rapidement au téléphone.",
    },
    groupGreeting: "Bonjour à tous,",
    thanksLine: "Cela m'a été très précieux.",
    timeOffLine: "Je veillerai à ce que mes dossiers soient à jour avant mon absence.",
    thanksClosing: "Encore merci.",
    question: "Petite question",
    lead: "Je vous écris car",
    badLead: "J'ai le regret de vous informer que",
    intro: {
      business: "Je vous écris au sujet de [sujet].",
      networking: "Je souhaiterais échanger avec vous au sujet de [sujet].",
      sales: "Je me permets de vous contacter, car [produit ou service] pourrait vous intéresser.",
      "follow-up": "Je reviens vers vous au sujet de [sujet].",
      introduction: "Permettez-moi de me présenter : je suis [votre nom], de [entreprise].",
      recruitment: "Je vous contacte au sujet d'un poste de [poste] qui pourrait vous intéresser.",
      application: "Je vous écris pour poser ma candidature au poste de [poste].",
      "thank-you": "Je tenais à vous remercier pour [motif].",
    },
    subject: {
      business: "Question au sujet de [sujet]",
      networking: "Rester en contact",
      sales: "Une proposition pour [entreprise]",
      "follow-up": "Relance : [sujet]",
      introduction: "Présentation",
      recruitment: "Opportunité : [poste]",
      application: "Candidature : [poste]",
      "thank-you": "Merci",
    },
    subjectFor: {
      request: "Demande : {x}",
      thanks: "Merci pour {x}",
      tell: "Information : {x}",
      remind: "Rappel : {x}",
      invite: "Invitation : {x}",
      apologize: "Excuses : {x}",
      "follow-up": "Relance : {x}",
      about: "{X}",
      whether: "Question : {x}",
      please: "Demande : {x}",
      confirm: "Confirmation : {x}",
      cancel: "Annulation : {x}",
      complain: "Réclamation : {x}",
      purpose: "{X}",
    },
    details: "Si vous avez besoin de précisions, je peux vous envoyer [les détails manquants].",
    value: "Je reste à votre disposition pour toute question.",
    more: "Si cela vous convient, nous pouvons en parler lors d'un court appel.",
    closing: {
      formal: "Je vous remercie par avance de votre réponse.",
      informal: "Merci beaucoup !",
      urgent: "Je vous serais reconnaissant de me répondre dans les meilleurs délais.",
    },
    signOff: { formal: "Cordialement,", informal: "Bien à vous,", tu: "À bientôt," },
    nextOrder:
      /\s+et\s+(?=(?:lui|leur|pour|de\s+lui|de\s+leur)\s|(?:demander|réclamer|exiger|solliciter|excuse-toi|excusez-vous|propose-lui|propose-leur|proposez-lui|proposez-leur)\b)/iu,
    name: "[Votre nom]",
    urgent: "Urgent : ",
    preps: /^(?:de|du|des|à|au|aux|pour|avec|sur|en|dans|par|jusqu'au)$/i,
  },
};
