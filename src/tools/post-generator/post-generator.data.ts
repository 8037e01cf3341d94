import type { Platform } from "./contract";

/**
 * The sentence library of the built-in social post engine: what an instruction to the tool looks like, the kinds of
 * post it recognises (intents), and, per intent x tone x platform (and language), the opening and closing sentences
 * a person would write. Every sentence is complete on its own; none names a fact (no numbers, dates or names), so the
 * facts of a post always come from the prompt.
 */

/** "Write a catchy LinkedIn post about ..." -> "...": the instruction, not the subject. */
export const INSTRUCTION_PREFIX =
  /^\s*(?:hey[,!]?\s+|hi[,!]?\s+)?(?:please\s+)?(?:(?:can|could|would)\s+you\s+(?:please\s+)?)?(?:write|create|generate|make|draft|compose|craft|give\s+me|i\s+need|i\s+want|i'd\s+like|help\s+me\s+(?:write|create|draft))\s+(?:me\s+|us\s+)?(?:an?\s+|some\s+|the\s+|one\s+|my\s+)?(?:(?:short|quick|catchy|engaging|fun|professional|casual|funny|viral|punchy|brief|great|good|cool|nice|friendly|formal|playful|excited|enthusiastic)\s+)*(?:(?:twitter|x|linkedin|instagram|insta|ig|facebook|fb|tiktok|social(?:\s+media)?)[\s/-]*)?(?:post|tweet|caption|update|thread|status|message|announcement|content)s?\b\s*(?:(?:for|on)\s+(?:twitter|x|linkedin|instagram|facebook|tiktok|social\s+media)\b\s*)?(?:(?:about|on|regarding|re:|for|that\s+says|saying|to\s+say|that|announcing(?:\s+that)?|where\s+we|where\s+i)\s+)?[:\-–—]?\s*/i;

/** A prompt that starts with the kind of post ("Post about ...", "instagram caption for ..."). */
export const KIND_PREFIX =
  /^\s*(?:an?\s+)?(?:(?:short|quick|catchy|fun|funny|professional|casual)\s+)*(?:(?:twitter|x|linkedin|instagram|insta|ig|facebook|fb|tiktok|social(?:\s+media)?)[\s/-]*)?(?:post|tweet|caption|update|thread)s?\s+(?:about|on|regarding|announcing(?:\s+that)?|for(?=\s+(?:a|an|the|our|my)\s))\s*[:\-–—]?\s*/i;

/** Prompt-injection attempts and questions to the tool: never part of a post. */
export const INJECTION = /\b(?:ignore|disregard|forget)\b.{0,30}\b(?:instructions|prompt|rules)\b|\bsystem prompt\b|\byou are (?:now )?an? (?:ai|assistant|language model)\b/i;

/** Filler openings of rambling prompts ("ok so basically"). */
export const FILLER = /^(?:(?:ok(?:ay)?|so|basically|well|um+|uh+|hey|hi|anyway|also|btw)[,!]?\s+)+/i;

/** Sentence starts that tell the tool what to do ("announce that", "tell people"): removed, the rest kept. */
export const SENTENCE_INSTRUCTION =
  /^(?:please\s+)?(?:also\s+)?(?:(?:post|write|tweet)\s+(?:about|on)|(?:announce|say|mention|note|explain|share|tell\s+(?:people|everyone|followers|my\s+network|our\s+followers|the\s+world))(?:\s+that)?|let\s+(?:people|everyone|followers|them)\s+know(?:\s+that)?)\s+/i;

/** Sentences that only steer the writing ("Keep it short.", "Add some emojis.") and never belong in the post. */
export const META_SENTENCE =
  /^(?:please\s+)?(?:keep\s+it|make\s+it|use\s+(?:some\s+|a\s+few\s+|lots\s+of\s+)?(?:emoji|hashtag|a\s+(?:fun|professional|casual)|an?\s+\w+\s+tone)|add\s+(?:some\s+|a\s+few\s+)?(?:emoji|hashtag|a\s+call)|include\s+(?:some\s+|a\s+few\s+)?(?:emoji|hashtag|a\s+call)|no\s+(?:emoji|hashtag)|don'?t\s+(?:use|add|include)|avoid\s|tone\s*:|(?:in\s+)?an?\s+\w+\s+tone\b|max(?:imum)?\s+\d+|under\s+\d+\s+(?:char|word)|thanks?\b[.!]?$|thx\b|(?:write|do)\s+it\b|(?:can|could|would)\s+you\s+(?:please\s+)?(?:write|make|create|draft))/i;

/** Tone words anywhere in the prompt. */
export const TONE_PATTERNS: [Tone, RegExp][] = [
  ["playful", /\b(funny|fun|playful|witty|humou?r(?:ous)?|cheeky|lighthearted|light-hearted|silly)\b/i],
  ["professional", /\b(professional|formal|corporate|serious|polished|business-like)\b/i],
  ["casual", /\b(casual|relaxed|chill|friendly|laid-back|informal|conversational)\b/i],
  ["enthusiastic", /\b(excited|exciting|enthusiastic|hype|energetic|upbeat|pumped)\b/i],
];

/** Phrases that name the tone ("in a fun tone", "keep it professional"): removed from the subject. */
export const TONE_PHRASE =
  /[,;]?\s*\b(?:in\s+an?\s+|with\s+an?\s+|keep\s+it\s+|make\s+it\s+|sound\s+|tone\s*:\s*)(?:\w+\s+(?:and|but)\s+)?(?:very\s+|really\s+|super\s+|a\s+bit\s+)?(?:funny|fun|playful|witty|humorous|cheeky|light-?hearted|professional|formal|corporate|serious|casual|relaxed|chill|friendly|informal|conversational|excited|enthusiastic|upbeat|energetic|short|brief|punchy)(?:\s+(?:tone|voice|way|vibe|style))?\b/gi;

/** Words that say what to write rather than what the post is about: never hashtags. */
export const INSTRUCTION_WORDS: ReadonlySet<string> = new Set(
  `write create generate make draft compose craft post posts tweet tweets caption captions thread status update updates
  message content social media twitter linkedin instagram insta facebook tiktok hashtag hashtags emoji emojis tone
  call action link bio comment comments followers follower network audience`.split(/\s+/).filter(Boolean),
);

/** Nouns too general to be a hashtag on their own. */
export const GENERIC_WORDS: ReadonlySet<string> = new Set(
  `thing things way ways time times day days week weeks month months year years today tomorrow yesterday people
  person everyone everybody someone anyone team teams news lot lots bit part kind sort stuff place places moment
  moments end start beginning world life job jobs work role roles folks guys friends friend family families customer
  customers client clients visitor visitors member members support help thanks thank idea ideas story stories
  question questions answer answers reason reasons fact facts point points number numbers detail details info
  information hour hours minute minutes night morning evening afternoon weekend weekends season something anything
  nothing everything chance chances opportunity opportunities experience experiences journey step steps city town
  area side home house group company business businesses organisation organization salary pay money price prices
  percent half date dates scene scenes round rounds over under us we i you me them it they he she him her this that these those one ones yes no ok`.split(/\s+/).filter(Boolean),
);

export type Intent =
  | "launch"
  | "announcement"
  | "hiring"
  | "event"
  | "thanks"
  | "achievement"
  | "promo"
  | "tips"
  | "opinion"
  | "question"
  | "general";

export type Tone = "professional" | "casual" | "playful" | "enthusiastic";

export const TONE_IDS: readonly Tone[] = ["professional", "casual", "playful", "enthusiastic"];

/** Each platform's voice when the prompt names no tone. */
export const DEFAULT_TONE: Record<Platform, Tone> = {
  linkedin: "professional",
  twitter: "casual",
  instagram: "enthusiastic",
  facebook: "casual",
  tiktok: "playful",
};

/** First match wins, in this order. */
export const INTENT_PATTERNS: [Intent, RegExp][] = [
  ["hiring", /\b(hiring|job opening|open role|open position|join our team|we'?re looking for (?:an?|two|three|several)|vacanc|recruit|apply now|applications? (?:are )?open)/i],
  ["thanks", /^(?:i\s+(?:just\s+)?want\s+to\s+)?(?:a\s+)?(?:big\s+|huge\s+)?(?:thank|thanks|shout-?out|grateful|gratitude)\b/i],
  ["announcement", /\b(moving on|last day|new role|new job|i'?ve joined|joined|joining|starting (?:a|my) new|we'?re opening|opening (?:our|my|a)|grand opening|new (?:office|home|location|store|shop)|partnership|partnered|retir|farewell|goodbye|closing|we'?re moving)\b/i],
  ["event", /\b(webinar|conference|meetup|meet-up|workshop|summit|join us|live ?stream|register|rsvp|save the date|open house|festival|concert|talk at|speaking at|clean-?up|book sale|bake sale|yard sale|garage sale|volunteers?)\b/i],
  ["promo", /(\d+\s?%\s?off|\bdiscount|\bsale\b|\bdeal\b|\bcoupon|\bpromo\b|\bpromo code|\bfree shipping|\blimited time|\bbuy one)/i],
  ["launch", /\b(launch|launched|launching|introduc|unveil|releas|new product|now available|just dropped|just shipped|shipped|is live|are live|goes live|went live|new app|new feature|new menu|new podcast|beta)/i],
  ["achievement", /\b(won|award|milestone|achiev|anniversary|graduat|promoted|promotion|reached|hit \d|record|certified|passed|finished|completed|turns \d|\d+ years|raised|closed an? \$?\d|seed round|series [a-d]\b|trained)/i],
  ["thanks", /\b(thank (?:you|my|our|the|everyone|all)|want to thank|thanks to|grateful (?:to|for)|shout-?out to)/i],
  ["tips", /\b(tips?|how to|ways to|guide|lessons? (?:i|we)|lessons learned|mistakes|advice|steps to|tricks?|hacks?)\b/i],
  ["opinion", /\b(i think|i believe|in my opinion|unpopular opinion|hot take|i'?m convinced|overrated|underrated|should stop|should start|is dead|myth|my take|i disagree|i agree)\b/i],
  ["announcement", /\b(announce|announcing|news|update|rebrand|new (?:name|chapter)|merg|acquir)/i],
  ["question", /\?\s*$|^\s*(what|why|how|which|who|should|do you|is it)\b/i],
];

type Lines = Record<Tone, string[]>;

/** Opening sentences per intent and tone (English). Chosen per platform from the list, so platforms differ too. */
export const OPENERS: Record<Intent, Lines> = {
  launch: {
    professional: ["I'm pleased to share something we have been working on.", "Today we are launching something new.", "We have a launch to share."],
    casual: ["It's finally out.", "We made a thing, and it's live.", "Something new is out today."],
    playful: ["Drumroll, please.", "Our new baby has left the nest.", "Guess what just landed?"],
    enthusiastic: ["Big news today!", "It's here, and we couldn't be happier!", "Launch day is finally here!"],
  },
  announcement: {
    professional: ["I have some news to share.", "Here is an update worth sharing.", "A quick update for my network."],
    casual: ["Some news from our side.", "Quick update, friends.", "Here's what's new with us."],
    playful: ["Plot twist!", "Hold on to your coffee, there's news.", "Breaking news, sort of."],
    enthusiastic: ["We have big news!", "Some exciting news to share!", "Guess what? We have news!"],
  },
  hiring: {
    professional: ["We are hiring.", "Our team is growing, and we are hiring.", "We have an open role to fill."],
    casual: ["We're hiring!", "Our team is growing.", "Looking for your next job?"],
    playful: ["Want a job you'll actually like?", "Our team needs one more great person.", "Psst, we're hiring."],
    enthusiastic: ["We're hiring, and we'd love to meet you!", "Come work with us!", "Our team is growing fast!"],
  },
  event: {
    professional: ["You are invited.", "Please save the date.", "We would be glad to see you there."],
    casual: ["Come hang out with us.", "Mark your calendar.", "You're invited!"],
    playful: ["Clear your calendar, this one's good.", "Your plans just got better.", "Consider this your invitation."],
    enthusiastic: ["Save the date!", "We can't wait to see you there!", "You're invited, and it's going to be great!"],
  },
  thanks: {
    professional: ["I want to say thank you.", "Gratitude is due, and I want to say it publicly.", "A sincere thank-you is overdue."],
    casual: ["Time for a big thank-you.", "I just want to say thanks.", "A quick thank-you post."],
    playful: ["Warning: this post contains gratitude.", "Cue the thank-you speech.", "Grab the tissues, it's a thank-you post."],
    enthusiastic: ["A huge thank-you is in order!", "We're so grateful right now!", "Thank you, thank you, thank you!"],
  },
  achievement: {
    professional: ["I'm proud to share a milestone.", "A milestone worth marking.", "I'm happy to share some good news."],
    casual: ["A little win to share.", "Good news from our side.", "We hit a milestone."],
    playful: ["Allow us a small victory lap.", "Cue the confetti.", "Time to pop the (non-alcoholic) bubbly."],
    enthusiastic: ["We did it!", "What a moment!", "Proud moment for us!"],
  },
  promo: {
    professional: ["A limited offer for our customers.", "We are running an offer you may like.", "Here is an offer worth knowing about."],
    casual: ["Good deal alert.", "Treat yourself.", "A little deal for you."],
    playful: ["Your wallet will thank you.", "Deal alert, no drill.", "We're feeling generous."],
    enthusiastic: ["Don't miss this deal!", "Deal time!", "This is a deal you'll love!"],
  },
  tips: {
    professional: ["Here is some advice that has worked for me.", "A few practical lessons worth sharing.", "This advice has served me well."],
    casual: ["A few tips that actually work.", "Some things I wish I'd known sooner.", "Here's what helps."],
    playful: ["Free advice, no strings attached.", "Tips I learned the hard way, so you don't have to.", "Save this one for later."],
    enthusiastic: ["These tips changed everything for me!", "Here's advice I swear by!", "Try these, you'll thank me later!"],
  },
  opinion: {
    professional: ["Here is a view I hold after some thought.", "I want to share a perspective.", "A view that may start a discussion."],
    casual: ["Hot take incoming.", "Okay, here's what I think.", "Something I keep coming back to."],
    playful: ["Unpopular opinion, maybe.", "Hot take, served warm.", "Fight me (politely) on this one."],
    enthusiastic: ["I feel strongly about this!", "I have to say this out loud!", "This needs to be said!"],
  },
  question: {
    professional: ["I'd value your input on a question.", "A question for my network.", "I'm curious how others see this."],
    casual: ["Quick question for you.", "I need your take on something.", "Help me settle this."],
    playful: ["Settle a debate for me.", "Time for a very scientific poll.", "Be honest with me."],
    enthusiastic: ["I need your opinion!", "Tell me what you think!", "Let's hear from you!"],
  },
  general: {
    professional: ["Something worth sharing today.", "A short note worth sharing.", "I want to share something."],
    casual: ["Something on my mind today.", "A little something to share.", "Here's what's up."],
    playful: ["Story time.", "Bear with me on this one.", "Here's your daily dose of us."],
    enthusiastic: ["I had to share this!", "This made my day!", "Here's something great!"],
  },
};

/** Closing sentences (calls to action) per intent, platform and tone. */
export const CLOSERS: Record<Intent, Partial<Record<Platform, string>> & Record<Tone, string[]>> = {
  launch: {
    professional: ["I'd welcome your feedback.", "Feedback is very welcome."],
    casual: ["Give it a try and tell us what you think.", "Let us know what you think."],
    playful: ["Go on, take it for a spin.", "Try it and tell us we're geniuses (or not)."],
    enthusiastic: ["Check it out and tell us what you think!", "We can't wait for you to try it!"],
    linkedin: "What would you like to see next? I'd love to hear from you in the comments.",
    instagram: "Tell us in the comments what you think.",
  },
  announcement: {
    professional: ["Thank you for following along.", "More details will follow soon."],
    casual: ["More soon.", "Thanks for being part of this."],
    playful: ["Stay tuned for more.", "That's the news, folks."],
    enthusiastic: ["More to come soon!", "Thanks for sharing the excitement with us!"],
    linkedin: "Thank you to everyone who has been part of the journey so far.",
    facebook: "Thanks for being part of this. Let us know what you think in the comments!",
  },
  hiring: {
    professional: ["If this sounds like you, please get in touch.", "Referrals are very welcome."],
    casual: ["Know someone great? Send them our way.", "Share this with someone who'd be a great fit."],
    playful: ["Tag the friend who needs a new job.", "Know someone great? Send them our way."],
    enthusiastic: ["Apply or share this with someone great!", "We'd love to hear from you!"],
    linkedin: "Know someone who would be a great fit? Please share this post or tag them in the comments.",
    instagram: "Tag someone who would be perfect for this.",
  },
  event: {
    professional: ["I hope to see you there.", "Please share this with anyone who might be interested."],
    casual: ["Hope to see you there.", "Bring a friend."],
    playful: ["Bring a friend, or two.", "We saved you a seat."],
    enthusiastic: ["See you there!", "Don't miss it!"],
    linkedin: "Will you join us? Let me know in the comments.",
    instagram: "Tag a friend you would bring along.",
  },
  thanks: {
    professional: ["I'm grateful to work with such people.", "It means more than I can say."],
    casual: ["You're the best.", "It means a lot."],
    playful: ["You're all legends.", "Group hug, everyone."],
    enthusiastic: ["We couldn't have done it without you!", "You're amazing!"],
    linkedin: "I'm grateful to work with such people, and I don't say it often enough.",
  },
  achievement: {
    professional: ["Thank you to everyone who made this possible.", "On to the next chapter."],
    casual: ["Thanks to everyone who helped.", "On to the next one."],
    playful: ["Back to work now (after cake).", "We'll be insufferable for about a day."],
    enthusiastic: ["Thank you all for the support!", "Here's to the next one!"],
    linkedin: "Thank you to everyone who made this possible. On to the next chapter.",
  },
  promo: {
    professional: ["The offer runs for a limited time.", "Please pass it on to anyone who might benefit."],
    casual: ["Grab it while it lasts.", "Tell a friend."],
    playful: ["Your future self says thanks.", "Run, don't walk."],
    enthusiastic: ["Grab yours before it's gone!", "Don't wait too long!"],
    instagram: "Tag a friend who would love this.",
  },
  tips: {
    professional: ["What would you add to this list?", "I'd like to hear what has worked for you."],
    casual: ["Which one will you try first?", "What works for you?"],
    playful: ["Which one are you stealing?", "Save this for later."],
    enthusiastic: ["Try one today and tell me how it goes!", "Which one is your favourite?"],
    linkedin: "What would you add? Share your own advice in the comments.",
  },
  opinion: {
    professional: ["I'd like to hear other views.", "Do you see it differently?"],
    casual: ["Agree or disagree?", "What's your take?"],
    playful: ["Change my mind.", "Tell me I'm wrong."],
    enthusiastic: ["Who's with me?", "Tell me what you think!"],
    linkedin: "Do you see it differently? I'd like to hear your view in the comments.",
  },
  question: {
    professional: ["I'd value your perspective.", "Your experience would help."],
    casual: ["Tell me in the replies.", "What do you think?"],
    playful: ["Answers in the replies, please.", "Choose wisely."],
    enthusiastic: ["Tell me in the comments!", "I can't wait to hear your answers!"],
    linkedin: "I'd value your perspective in the comments.",
    instagram: "Tell us in the comments.",
  },
  general: {
    professional: ["I'd like to hear your thoughts.", "Thank you for reading."],
    casual: ["What do you think?", "Thanks for reading."],
    playful: ["That's it, that's the post.", "Thanks for coming to my talk."],
    enthusiastic: ["Tell me what you think!", "Have a great day!"],
    linkedin: "What is your experience with this? I'd like to hear your thoughts in the comments.",
  },
};

/** One emoji per intent for the platforms and tones that use them. */
export const EMOJI: Record<Intent, string> = {
  launch: "🚀",
  announcement: "📣",
  hiring: "👋",
  event: "📅",
  thanks: "🙏",
  achievement: "🎉",
  promo: "🔥",
  tips: "💡",
  opinion: "💭",
  question: "🤔",
  general: "✨",
};

export type Lang = "en" | "de" | "es" | "fr";

/** Other languages: opening and closing sentences by intent group (announcement-like, invitation, hiring, thanks). */
export interface ForeignCopy {
  instruction: RegExp;
  /** Wraps a subject without a verb ("unser neues Café") into a sentence. */
  wrap: Record<"launch" | "event" | "hiring" | "thanks" | "general", (np: string) => string>;
  openers: Record<"launch" | "event" | "hiring" | "thanks" | "general", string[]>;
  closers: Record<"professional" | "casual", string[]>;
  /** Words too common to be a hashtag. */
  stop: ReadonlySet<string>;
}

const words = (s: string) => new Set(s.split(/\s+/).filter(Boolean));

export const FOREIGN: Record<Exclude<Lang, "en">, ForeignCopy> = {
  de: {
    instruction:
      /^\s*(?:bitte\s+)?(?:schreib(?:e)?|erstell(?:e)?|verfass(?:e)?|mach(?:e)?)\s+(?:mir\s+|uns\s+)?(?:bitte\s+)?(?:einen?\s+|ein\s+)?(?:(?:kurzen?|lustigen?|professionellen?|lockeren?)\s+)?(?:(?:linkedin|instagram|twitter|x|facebook|tiktok)[\s-]*)?(?:post|beitrag|tweet|text)\s*(?:(?:für|auf)\s+(?:linkedin|instagram|twitter|x|facebook|tiktok)\s*)?(?:über|zu|zum|zur)?\s*/i,
    wrap: {
      launch: (np) => `Wir freuen uns, euch ${np} vorzustellen.`,
      event: (np) => `Wir laden euch herzlich ein: ${np}.`,
      hiring: (np) => `Wir suchen Verstärkung: ${np}.`,
      thanks: (np) => `Ein großes Dankeschön: ${np}.`,
      general: (np) => `Es gibt Neuigkeiten: ${np}.`,
    },
    openers: {
      launch: ["Es ist so weit!", "Wir haben Neuigkeiten!"],
      event: ["Merkt euch den Termin!", "Ihr seid eingeladen!"],
      hiring: ["Wir stellen ein!", "Unser Team wächst!"],
      thanks: ["Zeit für ein großes Dankeschön!", "Wir sind so dankbar!"],
      general: ["Wir haben Neuigkeiten!", "Das möchten wir mit euch teilen."],
    },
    closers: {
      professional: ["Wir freuen uns auf Ihr Feedback.", "Teilen Sie den Beitrag gern weiter."],
      casual: ["Schreibt uns in die Kommentare, was ihr denkt!", "Wir freuen uns auf euch!"],
    },
    stop: words(`und oder aber der die das den dem des ein eine einer einem einen unser unsere unseren unserem neue neues
      neuen neuer für mit von zu zum zur im in am an auf aus bei nach über wir ihr sie es ist sind war heute morgen
      montag dienstag mittwoch donnerstag freitag samstag sonntag januar februar märz april mai juni juli august september oktober november dezember jahre jahr jahren monat monate woche wochen tag tage tagen alle allen euch uns mich dich dass wie was wo`),
  },
  es: {
    instruction:
      /^\s*(?:por\s+favor\s+)?(?:escribe|crea|redacta|haz|genera)\s+(?:me\s+|nos\s+)?(?:un\s+|una\s+)?(?:(?:post|publicación|tuit|texto)\s*)(?:(?:corto|divertido|profesional)\s+)?(?:(?:de|en|para)\s+(?:linkedin|instagram|twitter|x|facebook|tiktok)\s*)?(?:sobre|acerca\s+de|de|para)?\s*/i,
    wrap: {
      launch: (np) => `Os presentamos ${np}.`,
      event: (np) => `Estáis invitados: ${np}.`,
      hiring: (np) => `Buscamos talento: ${np}.`,
      thanks: (np) => `Mil gracias: ${np}.`,
      general: (np) => `Tenemos novedades: ${np}.`,
    },
    openers: {
      launch: ["¡Por fin ha llegado el día!", "¡Tenemos novedades!"],
      event: ["¡Apunta la fecha!", "¡Estás invitado!"],
      hiring: ["¡Estamos contratando!", "¡Nuestro equipo crece!"],
      thanks: ["¡Es momento de dar las gracias!", "¡Estamos muy agradecidos!"],
      general: ["¡Tenemos novedades!", "Queremos compartir esto con vosotros."],
    },
    closers: {
      professional: ["Nos encantará conocer su opinión.", "No dude en compartir esta publicación."],
      casual: ["¡Cuéntanos qué te parece en los comentarios!", "¡Os esperamos!"],
    },
    stop: words(`y o pero el la los las un una unos unas nuestro nuestra nuestros nuestras nuevo nueva nuevos nuevas para
      con de del en por sobre al a que es son hoy mañana año años mes meses semana semanas día días todos todas lunes martes miércoles jueves viernes sábado domingo abrimos`),
  },
  fr: {
    instruction:
      /^\s*(?:s'il\s+te\s+plaît\s+)?(?:écris|rédige|crée|fais|génère)[- ]?(?:moi\s+|nous\s+)?(?:un\s+|une\s+)?(?:(?:post|publication|tweet|texte)\s*)(?:(?:court|drôle|professionnel)\s+)?(?:(?:pour|sur)\s+(?:linkedin|instagram|twitter|x|facebook|tiktok)\s*)?(?:sur|à\s+propos\s+de|pour|au\s+sujet\s+de)?\s*/i,
    wrap: {
      launch: (np) => `Nous avons le plaisir de vous présenter ${np}.`,
      event: (np) => `Vous êtes invités : ${np}.`,
      hiring: (np) => `Nous recrutons : ${np}.`,
      thanks: (np) => `Un grand merci : ${np}.`,
      general: (np) => `Du nouveau chez nous : ${np}.`,
    },
    openers: {
      launch: ["Le grand jour est arrivé !", "Nous avons des nouvelles !"],
      event: ["Notez la date !", "Vous êtes invités !"],
      hiring: ["Nous recrutons !", "Notre équipe s'agrandit !"],
      thanks: ["Place aux remerciements !", "Nous sommes très reconnaissants !"],
      general: ["Nous avons des nouvelles !", "Nous voulions partager ceci avec vous."],
    },
    closers: {
      professional: ["Vos retours sont les bienvenus.", "N'hésitez pas à partager cette publication."],
      casual: ["Dites-nous ce que vous en pensez en commentaire !", "On vous attend !"],
    },
    stop: words(`et ou mais le la les un une des du de notre nos nouveau nouvelle nouveaux nouvelles pour avec dans sur
      au aux à que qui est sont aujourd'hui demain an ans année années mois semaine semaines jour jours tous toutes lundi mardi mercredi jeudi vendredi samedi dimanche ouvrons`),
  },
};

/** Kind of post in other languages. */
export const FOREIGN_INTENT: [("launch" | "event" | "hiring" | "thanks"), RegExp][] = [
  ["hiring", /(wir suchen|stellen ein|contratando|buscamos|recrutons|nous recrutons|recrut)/i],
  ["thanks", /(danke|dank an|gracias|merci)/i],
  ["event", /(einladung|veranstaltung|evento|événement|invit|webinar|taller|atelier|workshop)/i],
  ["launch", /(eröffn|neue[snmr]?\b|nuev[oa]s?\b|abr(?:imos|e)\b|inaugur|nouvel(?:le)?s?\b|nouveaux?\b|ouvr|lanz|lanc)/i],
];

/** Stop words that tell a language apart (counted in the prompt). */
export const LANG_MARKERS: Record<Exclude<Lang, "en">, ReadonlySet<string>> = {
  de: words("und der die das ist wir unser unsere unseren neues neue neuen mit für nicht ein eine einen ich euch auf im schreib schreibe beitrag über zum zur"),
  es: words("y el la los las es somos nuestro nuestra nuevo nueva con para una por del que escribe sobre publicación estamos"),
  fr: words("et le la les est nous notre nouveau nouvelle avec pour une des du que écris rédige sur publication sommes"),
};
