import type { EmailAudience, EmailPurpose, EmailTone } from "./contract";

/**
 * The sentence library of the built-in email engine: every sentence here was written by hand to read well on its own.
 * Slots in braces ({x}) are filled with the user's own words (a noun phrase, a verb phrase or a clause taken from the
 * prompt and rewritten to address the reader); text in [square brackets] is a placeholder the user fills in.
 * No sentence here names a person, a company, a date or a number: those only ever come from the prompt.
 */

/** "Write a short formal email to my manager" -> "": the instruction to the tool, not the email. */
export const INSTRUCTION_PREFIX =
  /^\s*(?:hi[,!]?\s+|hello[,!]?\s+)?(?:please\s+)?(?:(?:can|could|would)\s+you\s+(?:please\s+)?)?(?:(?:help\s+me|i\s+need\s+to|i\s+want\s+to|i'd\s+like\s+to|i\s+would\s+like\s+to|i\s+have\s+to|i\s+must)\s+)?(?:write|draft|compose|create|generate|prepare|craft|make|send|give\s+me|i\s+need|i\s+want)\s+(?:me\s+|us\s+)?(?:an?\s+|the\s+|some\s+)?(?:(?:short|quick|brief|formal|friendly|polite|professional|casual|persuasive|urgent|follow-up|follow\s+up|thank-you|thank\s+you|cold|sales|business|networking|introduction|introductory|simple|nice|concise|long|detailed|warm|kind|outreach|recruiting|application|firm|gentle|reminder)\s+)*(?:e-?mail|message|note|letter|reply|response|template|follow[- ]?up)s?\b[\s,:-]*/i;

/** Words that name the reader's role ("my manager Sam", "the client"). */
export const ROLE_WORDS =
  "hiring manager|team lead|steering committee|committee|board|department|volunteers|parents|students|residents|members|project manager|account manager|manager|boss|supervisor|lead|client|clients|customer|customers|team|colleague|colleagues|coworker|coworkers|co-worker|co-workers|recruiter|partner|partners|landlord|professor|teacher|tenant|tenants|vendor|supplier|contractor|investor|investors|mentor|director|ceo|cto|founder|editor|doctor|hr|coach|neighbour|neighbor|friend|staff|employees|everyone|prospect|lead";

export type Register = "formal" | "neutral" | "warm" | "urgent";

export const REGISTER: Record<EmailTone, Register> = {
  formal: "formal",
  professional: "neutral",
  persuasive: "neutral",
  friendly: "warm",
  casual: "warm",
  urgent: "urgent",
};

export interface ToneCopy {
  /** Greeting word before a name. */
  salutation: string;
  /** First sentence of the email (empty: the email starts with the request). */
  opener: string;
  /** The last paragraph's sentence. */
  closing: string;
  signOff: string;
  contractions: "expand" | "contract" | "keep";
  /** A sentence that adds the tone's character in medium and long emails. */
  colour: string;
  /** The last sentence of a thank-you email. */
  thanks: string;
}

export const TONES: Record<EmailTone, ToneCopy> = {
  formal: {
    salutation: "Dear",
    opener: "I hope this message finds you well.",
    closing: "Thank you for your time and consideration.",
    signOff: "Yours sincerely,",
    contractions: "expand",
    colour: "I would be grateful for your prompt attention to this matter.",
    thanks: "I am truly grateful.",
  },
  professional: {
    salutation: "Hello",
    opener: "I hope you are doing well.",
    closing: "Thank you, and I look forward to hearing from you.",
    signOff: "Best regards,",
    contractions: "keep",
    colour: "I am happy to provide any further information that would help.",
    thanks: "I really appreciate it.",
  },
  friendly: {
    salutation: "Hi",
    opener: "I hope you're having a good week!",
    closing: "Thanks so much, and talk soon!",
    signOff: "Warm wishes,",
    contractions: "contract",
    colour: "I really appreciate you taking the time to read this.",
    thanks: "You made my week!",
  },
  casual: {
    salutation: "Hey",
    opener: "",
    closing: "Thanks a lot!",
    signOff: "Cheers,",
    contractions: "contract",
    colour: "I wanted to get this on your radar.",
    thanks: "You rock!",
  },
  persuasive: {
    salutation: "Hi",
    opener: "I will keep this brief, because I think this is worth a minute of your time.",
    closing: "I would be glad to answer any questions, and I look forward to your reply.",
    signOff: "Best regards,",
    contractions: "keep",
    colour: "I am sure this is worth your attention.",
    thanks: "Work like this deserves to be recognized.",
  },
  urgent: {
    salutation: "Hi",
    opener: "I need your help with something time-sensitive.",
    closing: "Thank you for treating this as a priority.",
    signOff: "Many thanks,",
    contractions: "keep",
    colour: "Because of the timing, a quick reply would help a great deal.",
    thanks: "I wanted to say this right away.",
  },
};

export interface AudienceCopy {
  /** Who the greeting names when the prompt gives no name. */
  name: string;
  formalName: string;
  /** Mentions of this audience in the prompt, rewritten as "you". */
  mention: RegExp;
  /** A sentence for medium and long emails, in a formal and an informal register. */
  line: { formal: string; informal: string };
}

export const AUDIENCES: Record<EmailAudience, AudienceCopy> = {
  client: {
    name: "[Client's Name]",
    formalName: "[Client's Name]",
    mention: /\b(?:my|our|the)\s+(?:client|clients)\b/i,
    line: {
      formal: "I appreciate your business and your trust in us.",
      informal: "We really appreciate working with you.",
    },
  },
  colleague: {
    name: "[Colleague's Name]",
    formalName: "[Colleague's Name]",
    mention: /\b(?:my|our|the)\s+(?:colleague|coworker|co-worker)s?\b/i,
    line: {
      formal: "I always appreciate your help.",
      informal: "You are always a pleasure to work with.",
    },
  },
  team: {
    name: "team",
    formalName: "Team",
    mention: /\b(?:my|our|the)\s+(?:team|staff)\b(?!\s+(?:lead|leader|manager|meeting|member))/i,
    line: {
      formal: "I am grateful for the way this team works together.",
      informal: "I'm lucky to work with such a great team.",
    },
  },
  manager: {
    name: "[Manager's Name]",
    formalName: "[Manager's Name]",
    mention: /\b(?:my|our|the)\s+(?:manager|boss|supervisor|team lead)\b/i,
    line: {
      formal: "I appreciate your support.",
      informal: "I always appreciate your support.",
    },
  },
  recruiter: {
    name: "[Recruiter's Name]",
    formalName: "[Recruiter's Name]",
    mention: /\b(?:my|our|the)\s+(?:recruiter|hiring manager)\b/i,
    line: {
      formal: "I appreciate your time and your help with the process.",
      informal: "Thank you for your help with the process.",
    },
  },
  partner: {
    name: "[Partner's Name]",
    formalName: "[Partner's Name]",
    mention: /\b(?:my|our|the)\s+partners?\b/i,
    line: {
      formal: "I value our partnership and want this to work well on both sides.",
      informal: "I really value working with you.",
    },
  },
  customer: {
    name: "[Customer's Name]",
    formalName: "valued customer",
    mention: /\b(?:my|our|the)\s+customers?\b/i,
    line: {
      formal: "We appreciate you choosing us.",
      informal: "We're always here if you need help.",
    },
  },
};

export interface PurposeCopy {
  /** Opens the email when the prompt gives no request ("[topic]" is a placeholder). */
  fallback: string;
  /** Why it matters, for medium and long emails. */
  value: string;
  /** More for long emails. */
  more: string;
  /** A placeholder line for the details a long email needs. */
  details: string;
  /** Subject when nothing better is known. */
  subject: string;
}

export const PURPOSES: Record<EmailPurpose, PurposeCopy> = {
  business: {
    fallback: "I am writing about [topic].",
    value: "Your help with this would be much appreciated.",
    more: "If it helps, I can share more detail.",
    details: "[Add the key details here: what is needed, by when, and any reference numbers.]",
    subject: "Question about [topic]",
  },
  networking: {
    fallback: "I am reaching out because I would like to stay in touch about [topic].",
    value: "I always enjoy comparing notes with people who care about the same work.",
    more: "If a short call or a coffee suits you, I would be glad to make the time.",
    details: "[Add where you met or what you have in common.]",
    subject: "Staying in touch",
  },
  sales: {
    fallback: "I am reaching out because I think [product or service] could help with [goal].",
    value: "I believe this could save you time, and I would be glad to show you how.",
    more: "There is no obligation, and I am happy to tailor it to what matters most to you.",
    details: "[Add one concrete result or example that is relevant to the reader.]",
    subject: "An idea for [goal]",
  },
  "follow-up": {
    fallback: "I am following up on [topic].",
    value: "I know inboxes fill up quickly, so I wanted to bring this back to the top.",
    more: "If someone else is better placed to help, I would be grateful if you could point me to them.",
    details: "[Add the date of your last message and what it was about.]",
    subject: "Following up on [topic]",
  },
  introduction: {
    fallback: "I would like to introduce myself: I am [your name], and I work on [area].",
    value: "I think a short conversation could be useful for both of us.",
    more: "I am happy to share more about my background if that is helpful.",
    details: "[Add a sentence about who you are and why you are getting in touch.]",
    subject: "Introduction",
  },
  recruitment: {
    fallback: "I am reaching out about a [role] position that I think could be a great fit for you.",
    value: "I would be glad to tell you more about the role and the people you would work with.",
    more: "If the timing is not right, I would still be happy to stay in touch for future openings.",
    details: "[Add the role, the location and what makes it attractive.]",
    subject: "An opportunity: [role]",
  },
  application: {
    fallback: "I am writing to apply for the [role] position.",
    value: "I would welcome the chance to discuss how I could contribute.",
    more: "My resume is attached, and I am happy to provide references on request.",
    details: "[Add one or two results from your experience that fit the role.]",
    subject: "Application: [role]",
  },
  "thank-you": {
    fallback: "I wanted to thank you for [reason].",
    value: "It made a real difference, and I did not want it to go unnoticed.",
    more: "I hope I can return the favor soon.",
    details: "[Add one specific thing that helped and why it mattered.]",
    subject: "Thank you",
  },
};

/** Next-step sentences by what the email is about (intent) and register. */
export type Intent =
  | "time-off" | "payment" | "meeting" | "demo" | "thanks" | "apology" | "follow-up" | "reminder" | "invitation"
  | "introduction" | "application" | "update" | "request" | "decline";

export const NEXT_STEPS: Record<Intent, { formal: string; informal: string; casual: string }> = {
  decline: {
    formal: "I hope our paths cross again, and I wish you every success.",
    informal: "I hope we can stay in touch.",
    casual: "I hope we cross paths again!",
  },
  "time-off": {
    formal: "Please let me know if this is acceptable. I am happy to help with anything you need before then.",
    informal: "Let me know if that works for you.",
    casual: "Does that work for you?",
  },
  payment: {
    formal: "If the payment has already been sent, please disregard this reminder.",
    informal: "If you've already sent the payment, please ignore this reminder.",
    casual: "If it's already on its way, just ignore this one.",
  },
  meeting: {
    formal: "Please let me know which times suit you, and I will send an invitation.",
    informal: "Let me know which times work for you.",
    casual: "What time works for you?",
  },
  demo: {
    formal: "If this sounds useful, please reply with a time that suits you.",
    informal: "If that sounds useful, just reply with a time that works for you.",
    casual: "Should I send over a couple of times?",
  },
  thanks: {
    formal: "Thank you once again for your support.",
    informal: "Thanks again, it really meant a lot.",
    casual: "Seriously, thank you.",
  },
  apology: {
    formal: "I appreciate your patience and understanding.",
    informal: "Thanks for bearing with me.",
    casual: "Thank you for being patient with me.",
  },
  "follow-up": {
    formal: "I would appreciate a brief update when you have a moment.",
    informal: "A quick update would be great whenever you get a moment.",
    casual: "Is there any news on this?",
  },
  reminder: {
    formal: "Please let me know if you need more time.",
    informal: "Let me know if you need more time.",
    casual: "Ping me if you need more time.",
  },
  invitation: {
    formal: "Please let me know whether you will be able to join.",
    informal: "Let me know if you can make it!",
    casual: "I hope you can make it!",
  },
  introduction: {
    formal: "Please let me know if a short call would suit you.",
    informal: "Let me know if you'd be up for a quick chat.",
    casual: "Would you be up for a quick chat sometime?",
  },
  application: {
    formal: "I would welcome the opportunity to discuss my application with you.",
    informal: "I'd love the chance to talk about the role.",
    casual: "I am happy to chat whenever it suits you.",
  },
  update: {
    formal: "Please let me know if you have any questions.",
    informal: "Let me know if you have any questions.",
    casual: "Give me a shout if you have questions.",
  },
  request: {
    formal: "Please let me know if you need anything further from me.",
    informal: "Let me know if you need anything else from me.",
    casual: "Give me a shout if you need anything else.",
  },
};

/** Why it matters (medium and long emails) and the details a long email needs, by intent; null: the purpose's. */
export const INTENT_COPY: Record<Intent, { value: string | null; details: string | null }> = {
  "time-off": { value: "I wanted to ask early so that there is plenty of time to plan around it.", details: "[Add how your work will be covered while you are away.]" },
  payment: { value: "We would like to keep your account in good standing.", details: "[Add how to pay, such as bank details or a payment link.]" },
  meeting: { value: "I think a short conversation would help us settle the details quickly.", details: "[Add two or three times that suit you.]" },
  demo: { value: "It only takes a few minutes to see whether it fits your needs.", details: "[Add one result a similar customer achieved.]" },
  thanks: { value: "It made a real difference, and I did not want it to go unnoticed.", details: "[Add one specific thing that helped and why it mattered.]" },
  apology: { value: "I understand how inconvenient this is.", details: "[Add what happened and what you are doing to put it right.]" },
  "follow-up": { value: "I know inboxes fill up quickly, so I wanted to bring this back to the top.", details: "[Add the date of your last message and what it was about.]" },
  reminder: { value: "I know things get busy, so I wanted to flag this in good time.", details: "[Add the deadline and where to send it.]" },
  invitation: { value: "It would be great to have you there.", details: "[Add the date, the time and the place.]" },
  introduction: { value: null, details: null },
  application: { value: null, details: null },
  update: { value: "I wanted to keep you informed.", details: "[Add any dates, figures or links the reader needs.]" },
  request: { value: null, details: null },
  decline: { value: "I am grateful for the time and care you have given me.", details: "[Add a short, honest reason if you want to give one.]" },
};

/** Leads for a fact that comes before the first ask in the prompt (the email's context). */
export const CONTEXT_LEADS: Record<Intent | "default", string> = {
  "time-off": "",
  payment: "I am writing because",
  meeting: "I am writing because",
  demo: "I wanted to share that",
  thanks: "",
  apology: "",
  "follow-up": "",
  reminder: "",
  invitation: "",
  introduction: "",
  application: "",
  update: "I wanted to let you know that",
  request: "I am writing because",
  decline: "",
  default: "I am writing because",
};

/** Connectors put before a fact sentence of the prompt (so it reads as part of the email). */
export const FACT_LEADS: Record<Intent | "default", string> = {
  "time-off": "To keep things on track,",
  payment: "For reference,",
  meeting: "For context,",
  demo: "For context,",
  thanks: "",
  apology: "",
  "follow-up": "I should add that",
  reminder: "For reference,",
  invitation: "For context,",
  introduction: "By way of background,",
  application: "By way of background,",
  update: "For context,",
  request: "For context,",
  decline: "",
  default: "For context,",
};

/** Subjects by intent ("{x}" is a short phrase from the prompt; omitted with its separator when empty). */
export const INTENT_SUBJECTS: Record<Intent, { with: string; without: string }> = {
  "time-off": { with: "Time off request: {x}", without: "Time off request" },
  payment: { with: "Payment reminder: {x}", without: "Payment reminder" },
  meeting: { with: "Meeting request: {x}", without: "Meeting request" },
  demo: { with: "Would {x} be useful?", without: "A quick demo?" },
  thanks: { with: "Thank you for {x}", without: "Thank you" },
  apology: { with: "Apologies for {x}", without: "My apologies" },
  "follow-up": { with: "Following up on {x}", without: "Following up" },
  reminder: { with: "Reminder: {x}", without: "Friendly reminder" },
  invitation: { with: "Invitation: {x}", without: "Invitation" },
  introduction: { with: "Introduction: {x}", without: "Introduction" },
  application: { with: "Application for {x}", without: "Application" },
  update: { with: "Update: {x}", without: "Update" },
  request: { with: "Request: {x}", without: "Request" },
  decline: { with: "Re: {x}", without: "Thank you" },
};

// ---------------------------------------------------------------------------------------------------------------
// Other languages: the email in the prompt's language, with placeholders for what the engine cannot rewrite.

export type Lang = "es" | "de" | "fr";

export interface LangCopy {
  greeting: { formal: string; informal: string };
  /** Greeting without a name. */
  anonymous: { formal: string; informal: string };
  team: string;
  opener: { formal: string; informal: string };
  intro: Record<EmailPurpose, string>;
  subject: Record<EmailPurpose, string>;
  core: string;
  details: string;
  value: string;
  more: string;
  closing: { formal: string; informal: string; urgent: string };
  signOff: { formal: string; informal: string };
  name: string;
}

export const LANGS: Record<Lang, LangCopy> = {
  es: {
    greeting: { formal: "Estimado/a {name},", informal: "Hola {name}," },
    anonymous: { formal: "Estimado/a [nombre],", informal: "Hola [nombre]," },
    team: "equipo",
    opener: { formal: "Espero que se encuentre bien.", informal: "Espero que estés muy bien." },
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
    core: "[Escriba aquí su petición o mensaje principal.]",
    details: "[Añada aquí los detalles: fechas, importes o enlaces.]",
    value: "Quedo a su disposición para cualquier pregunta.",
    more: "Si le resulta útil, podemos hablarlo en una breve llamada.",
    closing: {
      formal: "Muchas gracias de antemano por su atención.",
      informal: "¡Muchas gracias!",
      urgent: "Le agradecería mucho una respuesta lo antes posible.",
    },
    signOff: { formal: "Atentamente,", informal: "Un saludo," },
    name: "[Su nombre]",
  },
  de: {
    greeting: { formal: "Guten Tag {name},", informal: "Hallo {name}," },
    anonymous: { formal: "Sehr geehrte Damen und Herren,", informal: "Hallo [Name]," },
    team: "Team",
    opener: { formal: "ich hoffe, es geht Ihnen gut.", informal: "ich hoffe, es geht dir gut." },
    intro: {
      business: "Ich schreibe Ihnen bezüglich [Thema].",
      networking: "Ich würde mich gerne mit Ihnen über [Thema] austauschen.",
      sales: "Ich melde mich bei Ihnen, weil [Produkt oder Dienstleistung] für Sie interessant sein könnte.",
      "follow-up": "Ich komme noch einmal auf [Thema] zurück.",
      introduction: "Gerne möchte ich mich kurz vorstellen: Ich bin [Ihr Name] von [Firma].",
      recruitment: "Ich schreibe Ihnen, weil wir eine Stelle als [Position] zu besetzen haben, die Sie interessieren könnte.",
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
    core: "[Hier Ihr Anliegen eintragen.]",
    details: "[Hier Details wie Termine, Beträge oder Links ergänzen.]",
    value: "Für Rückfragen stehe ich Ihnen gerne zur Verfügung.",
    more: "Wenn es Ihnen hilft, können wir das gerne kurz telefonisch besprechen.",
    closing: {
      formal: "Vielen Dank im Voraus für Ihre Rückmeldung.",
      informal: "Vielen Dank!",
      urgent: "Für eine schnelle Rückmeldung wäre ich Ihnen sehr dankbar.",
    },
    signOff: { formal: "Mit freundlichen Grüßen", informal: "Viele Grüße" },
    name: "[Ihr Name]",
  },
  fr: {
    greeting: { formal: "Bonjour {name},", informal: "Bonjour {name}," },
    anonymous: { formal: "Madame, Monsieur,", informal: "Bonjour," },
    team: "l'équipe",
    opener: { formal: "J'espère que vous allez bien.", informal: "J'espère que tu vas bien." },
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
    core: "[Indiquez ici votre demande principale.]",
    details: "[Ajoutez ici les détails : dates, montants ou liens.]",
    value: "Je reste à votre disposition pour toute question.",
    more: "Si cela vous convient, nous pouvons en parler lors d'un court appel.",
    closing: {
      formal: "Je vous remercie par avance de votre réponse.",
      informal: "Merci beaucoup !",
      urgent: "Je vous serais reconnaissant de me répondre dans les meilleurs délais.",
    },
    signOff: { formal: "Cordialement,", informal: "Bien à vous," },
    name: "[Votre nom]",
  },
};

/** Common words of each language, to tell the prompt's language. */
export const LANG_WORDS: Record<Lang | "en", ReadonlySet<string>> = {
  en: new Set("the and to of for my a an is are with that i you we it this on in be ask please email write about our by".split(" ")),
  es: new Set("el la los las de que y en un una para por con mi mis correo pedir escribe escribir jefe jefa cliente su sus al del es está gracias porque pero le".split(" ")),
  de: new Set("der die das und ich nicht mit für ein eine zu mein meine bitte den dem schreibe schreib mail chef ist sind wir uns auf dass kunden an".split(" ")),
  fr: new Set("le la les de et je pour une un mon ma mes avec que vous est des du au écris écrire courriel patron client demander nous sur pas".split(" ")),
};
