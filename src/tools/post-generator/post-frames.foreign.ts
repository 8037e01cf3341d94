/**
 * German, Spanish and French sentences of the social post engine: what an instruction to the tool looks like, the kind
 * of post, and per kind and register (formal "Sie/usted/vous" on LinkedIn or when asked, informal elsewhere) the
 * opening and closing lines a person would write. None names a fact.
 */

export type ForeignLang = "de" | "es" | "fr";
export type Group = "news" | "event" | "hiring" | "volunteer" | "thanks" | "milestone" | "notice" | "opinion";
export type Register = "formal" | "informal";

interface ForeignCopy {
  /** "Schreibe einen LinkedIn-Beitrag über ...": the instruction before the subject. */
  instruction: RegExp;
  /** Sentences that only steer the writing ("Mach es locker.", "Hazlo divertido."). */
  directive: RegExp;
  /** Kinds of post by keyword, first match wins. */
  groups: [Group, RegExp][];
  /** A subject without a verb ("unser neues Café in Hamburg") as a sentence. */
  wrap: Record<Group, Record<Register, (np: string) => string>>;
  hooks: Record<Group, Record<Register, string[]>>;
  closers: Record<Group, Record<Register, string[]>>;
  /** Verbs that make a clause (a sentence with one is kept as written). */
  verbs: RegExp;
  /** Words too common to be a hashtag. */
  stop: ReadonlySet<string>;
}

const words = (s: string) => new Set(s.split(/\s+/).filter(Boolean));

export const FOREIGN: Record<ForeignLang, ForeignCopy> = {
  de: {
    instruction:
      /^\s*(?:bitte\s+)?(?:schreib(?:e)?|erstell(?:e)?|verfass(?:e)?|mach(?:e)?|formulier(?:e)?)\s+(?:mir\s+|uns\s+)?(?:bitte\s+)?(?:einen?\s+|ein\s+)?(?:(?:kurzen?|lustigen?|professionellen?|lockeren?|knackigen?)\s+)?(?:(?:linkedin|instagram|twitter|x|facebook|tiktok)[\s-]*)?(?:post|beitrag|tweet|text|caption)\s*(?:(?:für|auf)\s+(?:linkedin|instagram|twitter|x|facebook|tiktok)\s*)?(?:(?:über|zu|zum|zur|darüber,?\s+dass|dass|(?:um\s+)?(?:anzukündigen|ankündigen),?\s+dass)\s+)?[:\-–—]?\s*/i,
    directive:
      /^(?:bitte\s+)?(?:mach(?:e)?\s+es|halte?\s+es|schreib(?:e)?\s+es|mit\s+(?:vielen\s+|ein\s+paar\s+)?emojis|ohne\s+(?:emojis|hashtags)|(?:locker|lustig|professionell|kurz|förmlich)\s+(?:bitte|halten))\b/i,
    groups: [
      ["opinion", /\b(?:ich finde|ich glaube|ich denke|meiner meinung nach|meine meinung|unpopuläre meinung)\b/i],
      ["volunteer", /\b(?:freiwillige\w*|ehrenamtlich\w*|ehrenamt|helfer(?:innen)?\s+gesucht|helfende hände)\b/i],
      ["hiring", /\b(?:wir suchen|suchen (?:wir|ab sofort)|stellen ein|verstärkung|stellenangebot|bewirb|bewerbung)/i],
      [
        "notice",
        /\b(?:geschlossen|schließen|schließt|öffnungszeiten|betriebsferien|betriebsurlaub|fällt aus|verschoben|abgesagt|hinweis|achtung|nicht erreichbar|wartungsarbeiten|notdienst|bleibt .{0,40}zu)\b/i,
      ],
      ["thanks", /\b(?:danke|dank an|bedanken|dankbar)\b/i],
      [
        "event",
        /\b(?:einladung|eingeladen|veranstaltung|workshop|webinar|konferenz|treffen|fest|lesung|konzert|markt|kommt vorbei|laden .* ein|alle sind)\b/i,
      ],
      ["milestone", /\b(?:bestanden|geschafft|gewonnen|jubiläum|jahre|abschluss|meisterprüfung|befördert|erreicht)\b/i],
    ],
    wrap: {
      volunteer: {
        formal: (np) => `Wir suchen Freiwillige: ${np}.`,
        informal: (np) => `Wir suchen Freiwillige: ${np}.`,
      },
      notice: { formal: (np) => `Ein wichtiger Hinweis: ${np}.`, informal: (np) => `Kurzer Hinweis: ${np}.` },
      opinion: { formal: (np) => `Meine Meinung: ${np}.`, informal: (np) => `Meine Meinung: ${np}.` },
      news: {
        formal: (np) => `Wir freuen uns, Ihnen ${np} vorzustellen.`,
        informal: (np) => `Wir freuen uns, euch ${np} vorzustellen.`,
      },
      event: {
        formal: (np) => `Wir laden Sie herzlich ein: ${np}.`,
        informal: (np) => `Wir laden euch herzlich ein: ${np}.`,
      },
      hiring: { formal: (np) => `Wir suchen Verstärkung: ${np}.`, informal: (np) => `Wir suchen Verstärkung: ${np}.` },
      thanks: {
        formal: (np) => `Ein herzliches Dankeschön: ${np}.`,
        informal: (np) => `Ein großes Dankeschön: ${np}.`,
      },
      milestone: { formal: (np) => `Ein besonderer Moment: ${np}.`, informal: (np) => `Ein besonderer Moment: ${np}.` },
    },
    hooks: {
      volunteer: {
        formal: ["Wir brauchen Ihre Unterstützung.", "Helfende Hände gesucht."],
        informal: ["Wir brauchen eure Hilfe!", "Habt ihr ein paar Stunden Zeit?"],
      },
      notice: {
        formal: ["Ein wichtiger Hinweis.", "Bitte beachten Sie."],
        informal: ["Kurzer Hinweis!", "Wichtig für euch!"],
      },
      opinion: {
        formal: ["Ein Gedanke zur Diskussion.", "Eine Beobachtung, die ich teilen möchte."],
        informal: ["Ein Gedanke, der mich beschäftigt.", "Mal ganz ehrlich."],
      },
      news: {
        formal: ["Wir haben Neuigkeiten.", "Es gibt Neuigkeiten, die wir gern teilen."],
        informal: ["Wir haben tolle Neuigkeiten!", "Wir haben Neuigkeiten!"],
      },
      event: {
        formal: ["Merken Sie sich den Termin vor.", "Eine Einladung."],
        informal: ["Merkt euch den Termin!", "Ihr seid eingeladen!"],
      },
      hiring: {
        formal: ["Unser Team wächst.", "Wir stellen ein."],
        informal: ["Wir stellen ein!", "Unser Team wächst!"],
      },
      thanks: {
        formal: ["Zeit für ein Dankeschön.", "Ein Dank, der von Herzen kommt."],
        informal: ["Zeit für ein großes Dankeschön!", "Heute bin ich einfach dankbar."],
      },
      milestone: {
        formal: ["Ein Meilenstein, den ich gern teile.", "Gute Nachrichten."],
        informal: ["Geschafft!", "Was für ein Tag!"],
      },
    },
    closers: {
      volunteer: {
        formal: ["Jede Stunde hilft. Teilen Sie diesen Beitrag gern.", "Vielen Dank fürs Weitersagen."],
        informal: ["Jede Stunde hilft, sagt es gern weiter!", "Teilt den Beitrag gern mit allen, die helfen möchten!"],
      },
      // A notice asks for no opinion; an opinion does.
      notice: {
        formal: ["Vielen Dank für Ihr Verständnis.", "Bei Fragen sind wir gern für Sie da."],
        informal: ["Danke für euer Verständnis!", "Bei Fragen meldet euch gern."],
      },
      opinion: {
        formal: ["Wie sehen Sie das?", "Ich bin gespannt auf andere Sichtweisen."],
        informal: ["Wie seht ihr das?", "Was meint ihr?"],
      },
      news: {
        formal: ["Wir freuen uns auf Ihr Feedback.", "Teilen Sie den Beitrag gern weiter."],
        informal: ["Schreibt uns in die Kommentare, was ihr denkt!", "Wir freuen uns auf euch!"],
      },
      event: {
        formal: ["Wir freuen uns auf Sie.", "Leiten Sie die Einladung gern weiter."],
        informal: ["Wir freuen uns auf euch!", "Bringt gern Freunde mit!"],
      },
      hiring: {
        formal: ["Kennen Sie jemanden, der passt? Teilen Sie den Beitrag gern.", "Wir freuen uns auf Ihre Bewerbung."],
        informal: ["Kennt ihr jemanden, der passt? Teilt den Beitrag gern!", "Wir freuen uns auf deine Bewerbung!"],
      },
      thanks: {
        formal: ["Vielen Dank für alles.", "Das bedeutet mir sehr viel."],
        informal: ["Ihr seid die Besten!", "Danke für alles!"],
      },
      milestone: {
        formal: ["Vielen Dank für die Unterstützung.", "Auf zum nächsten Kapitel."],
        informal: ["Danke an alle, die mitgefiebert haben!", "Auf zum nächsten Kapitel!"],
      },
    },
    verbs:
      /\b(?:bleibt|bleiben|schließen|schließt|öffnen|finde|glaube|denke|fällt|sind|ist|sind|war|waren|haben|hat|habe|hatte|wird|werden|wurde|eröffnen|eröffnet|öffnen|öffnet|suchen|sucht|feiern|feiert|freuen|gibt|bestanden|geschafft|starten|startet|beginnt|laden|kommt|kommen|bieten|bietet|organisieren|veranstalten|danke|bin|bist|findet|lädt|laden|zieht|ziehen|braucht|brauchen|veranstaltet|feiern|suchen|geht|gehen|läuft|kann|können)\b/i,
    stop: words(`und oder aber der die das den dem des ein eine einer einem einen unser unsere unseren unserem unserer neue neues
      neuen neuer für mit von zu zum zur im in am an auf aus bei nach über wir ihr sie es ist sind war heute morgen
      montag dienstag mittwoch donnerstag freitag samstag sonntag januar februar märz april mai juni juli august september oktober november dezember jahre jahr jahren monat monate woche wochen tag tage tagen alle allen euch uns mich dich dass wie was wo danke meine meinen meinem meiner mein ich familie eltern mutter vater frau mann freund freunde
      freundin kollegen team chef ausbilder kunden stunden stunde woche mail bewerbungen bewerbung sofort erste zweite dritte`),
  },
  es: {
    instruction:
      /^\s*(?:por\s+favor\s+)?(?:escribe|crea|redacta|haz|genera|prepara)(?:me|nos)?\s+(?:un\s+|una\s+)?(?:(?:post|publicación|tuit|texto|mensaje)\s*)(?:(?:corto|corta|divertido|divertida|profesional)\s+)?(?:(?:de|en|para)\s+(?:linkedin|instagram|twitter|x|facebook|tiktok)\s*)?(?:(?:sobre|acerca\s+de|de|anunciando(?:\s+que)?|diciendo\s+que|(?:para\s+)?anunciar\s+que|para)\s+)?[:\-–—]?\s*/i,
    directive:
      /^(?:por\s+favor\s+)?(?:hazlo|que\s+sea|con\s+(?:muchos\s+|algunos\s+)?emojis|sin\s+(?:emojis|hashtags)|en\s+tono\s+\w+)\b/i,
    groups: [
      ["opinion", /\b(?:creo que|pienso que|opino que|en mi opinión|opinión impopular)\b/i],
      ["volunteer", /\b(?:voluntari[oa]s?|voluntariado|manos solidarias)\b/i],
      [
        "hiring",
        /\b(?:buscamos|buscando|contratando|contratamos|vacante|oferta de empleo|únete a nuestro equipo|portafolio|currículum)\b/i,
      ],
      [
        "notice",
        /\b(?:cerrad[oa]s?|cerramos|cierra|cierre|horario|festivo|aviso|suspendid[oa]s?|cancelad[oa]s?|aplazad[oa]s?|mantenimiento|no habrá)\b/i,
      ],
      ["thanks", /\b(?:gracias|agradec\w*)\b/i],
      ["milestone", /\b(?:aprob\w+|logramos|ganamos|ganado|aniversario|cumplimos|años|graduad\w*|conseguido)\b/i],
      [
        "event",
        /\b(?:taller|evento|charla|conferencia|webinar|fiesta|feria|mercado|invitamos|organizamos|os esperamos|te esperamos|plazas)\b/i,
      ],
    ],
    wrap: {
      volunteer: {
        formal: (np) => `Buscamos personas voluntarias: ${np}.`,
        informal: (np) => `Buscamos personas voluntarias: ${np}.`,
      },
      notice: { formal: (np) => `Aviso importante: ${np}.`, informal: (np) => `Aviso: ${np}.` },
      opinion: { formal: (np) => `Mi opinión: ${np}.`, informal: (np) => `Mi opinión: ${np}.` },
      news: { formal: (np) => `Nos complace presentarles ${np}.`, informal: (np) => `Te presentamos ${np}.` },
      event: { formal: (np) => `Les invitamos a ${np}.`, informal: (np) => `Te invitamos a ${np}.` },
      hiring: { formal: (np) => `Buscamos talento: ${np}.`, informal: (np) => `Buscamos talento: ${np}.` },
      thanks: { formal: (np) => `Nuestro agradecimiento: ${np}.`, informal: (np) => `Mil gracias: ${np}.` },
      milestone: { formal: (np) => `Un momento especial: ${np}.`, informal: (np) => `Un momento especial: ${np}.` },
    },
    hooks: {
      volunteer: {
        formal: ["Necesitamos su ayuda.", "Un llamamiento a la solidaridad."],
        informal: ["¡Necesitamos tu ayuda!", "¿Tienes un rato libre?"],
      },
      notice: {
        formal: ["Un aviso importante.", "Les informamos de un cambio."],
        informal: ["¡Aviso importante!", "Un aviso rápido."],
      },
      opinion: {
        formal: ["Una reflexión que quiero compartir.", "Un tema para debatir."],
        informal: ["Una reflexión rápida.", "Tengo que decirlo."],
      },
      news: {
        formal: ["Tenemos novedades.", "Queremos compartir una noticia."],
        informal: ["¡Tenemos novedades!", "¡Tenemos una gran noticia!"],
      },
      event: { formal: ["Reserve la fecha.", "Una invitación."], informal: ["¡Apunta la fecha!", "¡Estás invitado!"] },
      hiring: {
        formal: ["Nuestro equipo crece.", "Estamos contratando."],
        informal: ["¡Estamos contratando!", "¡Nuestro equipo crece!"],
      },
      thanks: {
        formal: ["Es momento de dar las gracias.", "Un agradecimiento sincero."],
        informal: ["¡Es momento de dar las gracias!", "¡Qué agradecidos estamos!"],
      },
      milestone: {
        formal: ["Un logro que queremos compartir.", "Buenas noticias."],
        informal: ["¡Lo logramos!", "¡Qué momento!"],
      },
    },
    closers: {
      volunteer: {
        formal: [
          "Cada hora cuenta. Le agradecemos que comparta esta publicación.",
          "Gracias por difundir este llamamiento.",
        ],
        informal: ["¡Cada hora cuenta, compártelo!", "¡Comparte esto con quien quiera ayudar!"],
      },
      // A notice asks for no opinion; an opinion does.
      notice: {
        formal: ["Gracias por su comprensión.", "Para cualquier duda, estamos a su disposición."],
        informal: ["¡Gracias por la comprensión!", "Para cualquier duda, escríbenos."],
      },
      opinion: {
        formal: ["¿Cuál es su opinión?", "Me interesa conocer otros puntos de vista."],
        informal: ["¿Qué opinas?", "¿Estás de acuerdo?"],
      },
      news: {
        formal: ["Nos encantará conocer su opinión.", "No dude en compartir esta publicación."],
        informal: ["¡Cuéntanos qué te parece en los comentarios!", "¡Te esperamos!"],
      },
      event: {
        formal: ["Esperamos contar con su presencia.", "No dude en compartir esta invitación."],
        informal: ["¡Te esperamos!", "¡Trae a quien quieras!"],
      },
      hiring: {
        formal: ["¿Conoce a la persona ideal? Comparta esta publicación.", "Esperamos su candidatura."],
        informal: ["¿Conoces a alguien ideal? ¡Compártelo!", "¡Esperamos tu candidatura!"],
      },
      thanks: {
        formal: ["Muchas gracias por todo.", "Significa mucho para nosotros."],
        informal: ["¡Gracias de corazón!", "¡Gracias por todo!"],
      },
      milestone: {
        formal: ["Gracias a todos los que lo hicieron posible.", "Seguimos adelante."],
        informal: ["¡Gracias a todos por el apoyo!", "¡A por el siguiente reto!"],
      },
    },
    verbs:
      /\b(?:estará|estarán|estara|estaran|habra|volvemos|cerramos|cierra|creo|pienso|opino|habrá|es|son|está|están|estamos|tenemos|abrimos|abre|buscamos|celebramos|organizamos|invitamos|hemos|ha|han|será|serán|vamos|hay|ofrecemos|lanzamos|cumplimos|gracias|agradecemos|cumple|celebra|llega|llegan|vuelve|vuelven|empieza|empiezan|comienza|comienzan|abren|cierran|presenta|presentamos|trae|traemos|tiene|estrena|estrenamos|regresa|regresamos|necesitamos|necesita|busca|ofrece|invita|organiza|reúne|se reúne)\b/i,
    stop: words(`y o pero el la los las un una unos unas nuestro nuestra nuestros nuestras nuevo nueva nuevos nuevas para
      con de del en por sobre al a que es son hoy mañana año años mes meses semana semanas día días todos todas lunes martes
      miércoles jueves viernes sábado domingo enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre abrimos gratuito gratuita gratis limitadas plazas
      familia equipo amigos clientes primera segunda tercera primer segundo tercer`),
  },
  fr: {
    instruction:
      /^\s*(?:s'il\s+te\s+plaît\s+|stp\s+)?(?:écris|rédige|crée|fais|génère|prépare)[- ]?(?:moi\s+|nous\s+)?(?:un\s+|une\s+)?(?:(?:post|publication|tweet|texte|message)\s*)(?:(?:court|drôle|professionnel)\s+)?(?:(?:pour|sur)\s+(?:linkedin|instagram|twitter|x|facebook|tiktok)\s*)?(?:(?:sur|à\s+propos\s+de|(?:pour\s+)?annoncer\s+que|pour|au\s+sujet\s+de|annonçant\s+que)\s+)?[:\-–—]?\s*/i,
    directive:
      /^(?:s'il\s+te\s+plaît\s+)?(?:fais[- ]le|rends[- ]le|avec\s+(?:des\s+)?emojis|sans\s+(?:emojis|hashtags)|sur\s+un\s+ton\s+\w+)\b/i,
    groups: [
      ["opinion", /\b(?:je pense que|je crois que|à mon avis|selon moi|mon avis|opinion impopulaire)\b/i],
      ["volunteer", /\b(?:bénévoles?|bénévolat)\b/i],
      ["hiring", /\b(?:recrut\w*|nous cherchons|poste|cdi|cdd|candidature|cv)\b/i],
      [
        "notice",
        /\b(?:fermé|fermée|fermés|fermées|fermeture|fermera|fermerons|fermons|ferme|fermer|horaires|congés|férié|annulé|annulée|reporté|reportée|travaux|maintenance)\b/i,
      ],
      ["thanks", /\b(?:merci|remerci\w*)\b/i],
      ["milestone", /\b(?:réussi|obtenu|gagné|anniversaire|ans|diplôm\w*|atteint)\b/i],
      [
        "event",
        /\b(?:atelier|événement|conférence|webinaire|soirée|fête|marché|invit\w*|rendez-vous|se réunit|réunion|rencontre|séance|projection|concert|dégustation|entrée libre)\b/i,
      ],
    ],
    wrap: {
      volunteer: { formal: (np) => `Appel aux bénévoles : ${np}.`, informal: (np) => `Appel aux bénévoles : ${np}.` },
      notice: { formal: (np) => `Information importante : ${np}.`, informal: (np) => `Petite info : ${np}.` },
      opinion: { formal: (np) => `Mon avis : ${np}.`, informal: (np) => `Mon avis : ${np}.` },
      news: {
        formal: (np) => `Nous avons le plaisir de vous présenter ${np}.`,
        informal: (np) => `Nous avons le plaisir de vous présenter ${np}.`,
      },
      event: { formal: (np) => `Vous êtes invités : ${np}.`, informal: (np) => `Vous êtes invités : ${np}.` },
      hiring: { formal: (np) => `Nous recrutons : ${np}.`, informal: (np) => `Nous recrutons : ${np}.` },
      thanks: { formal: (np) => `Un grand merci : ${np}.`, informal: (np) => `Un grand merci : ${np}.` },
      milestone: { formal: (np) => `Un moment important : ${np}.`, informal: (np) => `Un moment important : ${np}.` },
    },
    hooks: {
      volunteer: {
        formal: ["Nous avons besoin de votre aide.", "Un appel à toutes les bonnes volontés."],
        informal: ["On a besoin de vous !", "Vous avez un peu de temps libre ?"],
      },
      notice: {
        formal: ["Une information importante.", "À noter."],
        informal: ["Petite info importante !", "À noter !"],
      },
      opinion: {
        formal: ["Une réflexion que je souhaite partager.", "Un sujet à débattre."],
        informal: ["Une petite réflexion.", "Je dois le dire."],
      },
      news: {
        formal: ["Nous avons une nouvelle à partager.", "Une nouvelle étape pour nous."],
        informal: ["Grande nouvelle !", "Nous avons des nouvelles !"],
      },
      event: { formal: ["Réservez la date.", "Une invitation."], informal: ["Notez la date !", "Vous êtes invités !"] },
      hiring: {
        formal: ["Notre équipe s'agrandit.", "Nous recrutons."],
        informal: ["Nous recrutons !", "Notre équipe s'agrandit !"],
      },
      thanks: {
        formal: ["L'heure des remerciements.", "Un merci sincère."],
        informal: ["Place aux remerciements !", "Nous sommes très reconnaissants !"],
      },
      milestone: {
        formal: ["Une étape importante.", "De bonnes nouvelles."],
        informal: ["C'est fait !", "Quel moment !"],
      },
    },
    closers: {
      volunteer: {
        formal: ["Chaque heure compte. N'hésitez pas à partager cette publication.", "Merci de relayer cet appel."],
        informal: ["Chaque heure compte, partagez autour de vous !", "Merci de faire passer le message !"],
      },
      // A notice asks for no opinion; an opinion does.
      notice: {
        formal: ["Merci de votre compréhension.", "Nous restons à votre disposition pour toute question."],
        informal: ["Merci pour votre compréhension !", "Une question ? Écrivez-nous."],
      },
      opinion: {
        formal: ["Qu'en pensez-vous ?", "Je serais curieux de connaître d'autres points de vue."],
        informal: ["Vous en pensez quoi ?", "Vous êtes d'accord ?"],
      },
      news: {
        formal: ["Vos retours sont les bienvenus.", "N'hésitez pas à partager cette publication."],
        informal: ["Dites-nous ce que vous en pensez en commentaire !", "On vous attend !"],
      },
      event: {
        formal: ["Au plaisir de vous y retrouver.", "N'hésitez pas à partager l'invitation."],
        informal: ["On vous attend !", "Venez nombreux !"],
      },
      hiring: {
        formal: ["Vous connaissez la bonne personne ? Partagez cette offre.", "Au plaisir de lire votre candidature."],
        informal: ["Vous connaissez la bonne personne ? Partagez !", "On attend votre candidature !"],
      },
      thanks: {
        formal: ["Merci pour tout.", "Cela compte énormément."],
        informal: ["Vous êtes formidables !", "Merci pour tout !"],
      },
      milestone: {
        formal: ["Merci pour votre soutien.", "En route vers la suite."],
        informal: ["Merci à tous pour votre soutien !", "En route vers la suite !"],
      },
    },
    verbs:
      /\b(?:rend|rendent|pense|crois|reste|restera|fermera|rouvre|rouvrons|est|sont|avons|avez|ont|a|ouvrons|ouvre|recrutons|cherchons|fêtons|sommes|sera|seront|organisons|invitons|lançons|envoyez|venez|rejoignez|merci|remercions|réunit|réunissons|célèbre|fête|arrive|revient|revenons|commence|propose|proposons|accueille|accueillons|lance|ouvrira|aura|fermons|fermerons|ferme|cherche|recrute|organise|vient|fête)\b/i,
    stop: words(`et ou mais le la les un une des du de notre nos nouveau nouvelle nouveaux nouvelles pour avec dans sur
      au aux à que qui est sont aujourd'hui demain an ans année années mois semaine semaines jour jours tous toutes lundi mardi mercredi jeudi vendredi samedi dimanche
      janvier février mars avril mai juin juillet août septembre octobre novembre décembre ouvrons avant envoyez votre vos
      famille équipe amis clients première premier deuxième troisième adresse`),
  },
};

/** Stop words that tell a language apart (counted in the prompt); it, pt and nl are recognised to answer with a note. */
export const LANG_MARKERS: Record<ForeignLang | "it" | "pt" | "nl", ReadonlySet<string>> = {
  de: words(
    "und der die das ist wir unser unsere unseren neues neue neuen mit für nicht ein eine einen ich euch auf im schreib schreibe beitrag über zum zur heute habe meine danke sie sich bitte den dem vom bis bleibt wird werden bei von nach auch noch vielen dank alle ihr beim wart sind war hat haben euer eure",
  ),
  es: words(
    "y el la al en con un una este esta los las es somos nuestro nuestra nuevo nueva para por del que escribe sobre publicación estamos organizamos gratuito hemos muy gracias todos",
  ),
  fr: words(
    "et le les est nous notre nouveau nouvelle avec pour une des du que écris rédige sur publication sommes recrutons envoyez votre avant merci toute tous",
  ),
  it: words("il gli della delle abbiamo siamo nostro nostra nuova nuovo sono per che una con alla degli questo questa"),
  pt: words("os nós nossa nosso uma com não são estamos abrimos hoje para muito obrigado obrigada você"),
  nl: words("het een wij onze ons nieuwe voor met niet zijn hebben jullie vandaag"),
};

/** Said when the prompt's language has no sentences here: the post keeps the prompt's own text. */
export const NO_FRAMES_NOTE =
  "[Note: the built-in writer has sentences for English, German, Spanish and French only, so your text is kept as written.]";
