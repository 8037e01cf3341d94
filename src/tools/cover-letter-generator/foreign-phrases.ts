import type { CoverLetterTone } from "./contract";

/** French "de" before a name: "d'Intersport", "de Groupe SEB". */
const deFr = (name: string) => (/^[aeiouyéèêàâîïôûh]/i.test(name) ? `d'${name}` : `de ${name}`);

/**
 * Sentences for letters in Spanish, French and German. The engine does not rewrite resume lines in these languages,
 * so the letters use the facts that need no rewriting (company, position, name, years, current job, tools and
 * certifications named in both texts, the values the ad states) and clear [placeholders] for the results.
 */
export type ForeignLang = "es" | "fr" | "de";

interface ForeignPhrases {
  greeting: Record<CoverLetterTone, (company: string) => string>;
  signOff: Record<CoverLetterTone, string>;
  apply: Record<CoverLetterTone, (title: string, company: string) => string>;
  years: (n: string) => string;
  yearsShort: (n: string) => string;
  namePlaceholder: string;
  /** The current job, or (`past`) the last one when the resume's dates say it has ended. */
  role: (role: string, employer: string, past?: boolean) => string;
  tools: (tools: string) => string;
  /** "Mi experiencia incluye, entre otras cosas: a, b y c." (the resume's own work phrases). */
  work: (phrases: string) => string;
  /** Before a bulleted list of the resume's work phrases, in place of the result placeholders. */
  workIntro: Record<CoverLetterTone, string>;
  results: Record<CoverLetterTone, string>;
  resultPlaceholder: string;
  secondResult: string;
  values: Record<CoverLetterTone, (values: string) => string>;
  cultureFallback: (company: string) => string;
  contribution: (title: string) => string;
  close: Record<CoverLetterTone, string>;
  and: string;
  tips: { missing: (skill: string) => string; placeholders: string; name: string };
}

/**
 * A Spanish institution named by a common noun takes its article: "en el Hospital San Rafael", "en la Clínica Dental
 * Sonrisas", "al Hotel Sol", "del Ayuntamiento de Madrid"; a brand or a person's name ("Mercadona") takes none.
 */
function esArt(name: string): string {
  const n = name.trim();
  const head = n.split(/\s+/)[0]!;
  if (/^(?:el|la|los|las)$/i.test(head)) return n;
  if (
    /^(?:Hospital|Ayuntamiento|Colegio|Instituto|Centro|Banco|Grupo|Restaurante|Hotel|Departamento|Ministerio|Museo|Servicio|Consorcio|Despacho|Bufete|Supermercado|Gimnasio|Taller|Estudio|Laboratorio)$/.test(
      head,
    )
  )
    return `el ${n}`;
  if (
    /^(?:Clínica|Universidad|Fundación|Escuela|Empresa|Farmacia|Residencia|Asociación|Agencia|Academia|Cooperativa|Consultora|Asesoría|Gestoría|Panadería|Librería|Tienda|Cadena|Biblioteca|Junta|Diputación|Comunidad|Generalitat|Xunta)$/.test(
      head,
    )
  )
    return `la ${n}`;
  return n;
}
const deEs = (name: string) => `de ${esArt(name)}`.replace(/^de el /, "del ");
const aEs = (name: string) => `a ${esArt(name)}`.replace(/^a el /, "al ");

/**
 * A German company name after "bei", "an" or "von" (dative): "bei der Müller GmbH", "bei der Bäckerei Weber", "bei
 * dem Hotel Adler". A name with a legal form (GmbH, AG, KG, UG, SE, OHG, GbR) or a feminine head noun takes "der"; a neuter head noun
 * ("Hotel", "Café", "Autohaus") or "e.V." takes "dem"; other names (people's, brands: "Siemens") none.
 */
function beiDe(name: string): string {
  const n = name.trim();
  if (/^(?:der|die|das|dem|den)\s/i.test(n)) return n;
  if (/\b(?:GmbH|gGmbH|AG|KG|KGaA|UG|SE|OHG|GbR|mbH)\b\.?$/.test(n)) return `der ${n}`;
  if (/\be\.\s?V\.?$/.test(n)) return `dem ${n}`;
  const head = n.split(/\s+/)[0]!;
  if (
    /^(?:Bäckerei|Metzgerei|Konditorei|Praxis|Klinik|Apotheke|Kanzlei|Agentur|Stadt|Gemeinde|Schule|Universität|Hochschule|Firma|Stiftung|Bank|Sparkasse|Versicherung|Gärtnerei|Druckerei|Brauerei|Tischlerei|Schreinerei|Buchhandlung|Kita|Pflegeeinrichtung|Gesellschaft|Zahnarztpraxis|Arztpraxis)$/.test(
      head,
    )
  )
    return `der ${n}`;
  if (
    /^(?:Hotel|Café|Cafe|Restaurant|Autohaus|Krankenhaus|Klinikum|Pflegeheim|Seniorenheim|Studio|Büro|Institut|Zentrum|Museum|Theater|Amt|Landratsamt|Rathaus|Modehaus|Kaufhaus|Gasthaus|Weingut|Reisebüro|Unternehmen)$/.test(
      head,
    )
  )
    return `dem ${n}`;
  return n;
}

export const FOREIGN: Record<ForeignLang, ForeignPhrases> = {
  es: {
    greeting: {
      professional: () => "Estimado equipo de selección:",
      formal: () => "Estimados señores:",
      balanced: (c) => `Hola, equipo ${deEs(c)}:`,
      enthusiastic: (c) => `¡Hola, equipo ${deEs(c)}!`,
    },
    signOff: {
      professional: "Atentamente,",
      formal: "Reciban un cordial saludo,",
      balanced: "Un saludo,",
      enthusiastic: "¡Un saludo muy cordial!",
    },
    apply: {
      professional: (t, c) => `Me dirijo a ustedes para presentar mi candidatura al puesto de ${t} en ${esArt(c)}.`,
      formal: (t, c) => `Por medio de la presente, deseo presentar mi candidatura al puesto de ${t} en ${esArt(c)}.`,
      balanced: (t, c) => `Me gustaría presentar mi candidatura al puesto de ${t} en ${esArt(c)}.`,
      enthusiastic: (t, c) => `¡Me encantaría incorporarme ${aEs(c)} en el puesto de ${t}!`,
    },
    years: (n) => `Cuento con ${n} años de experiencia en el sector.`,
    yearsShort: (n) => `${n} años de experiencia`,
    namePlaceholder: "[Su nombre]",
    role: (r, e, past) =>
      `${past ? "Mi último puesto fue como" : "Actualmente trabajo como"} ${r}${e ? ` en ${esArt(e)}` : ""}.`,
    tools: (x) => `Tengo experiencia con ${x}, que su oferta menciona.`,
    work: (x) => `Mi experiencia incluye, entre otras cosas: ${x}.`,
    workIntro: {
      professional: "Entre mis logros más recientes destacan:",
      formal: "Me permito destacar algunos logros de mi trayectoria:",
      balanced: "Algunos logros que me gustaría destacar:",
      enthusiastic: "¡Estos son algunos de los logros que más me ilusiona compartir!",
    },
    results: {
      professional: "Entre mis resultados, quiero destacar el siguiente.",
      formal: "Me permito destacar uno de los logros de mi trayectoria.",
      balanced: "Les cuento uno de los resultados que más me han satisfecho.",
      enthusiastic: "¡Hay un resultado que me llena de orgullo!",
    },
    resultPlaceholder: "[Describa aquí un logro concreto de su currículum, con cifras si es posible.]",
    secondResult: "[Añada un segundo logro que muestre una habilidad que pide la oferta.]",
    values: {
      professional: (v) => `Me identifico con los valores que destaca su oferta: ${v}.`,
      formal: (v) => `Comparto plenamente los valores que su oferta destaca: ${v}.`,
      balanced: (v) => `Me gusta que su oferta hable de ${v}, porque así me gusta trabajar.`,
      enthusiastic: (v) => `¡Me encanta que valoren ${v}!`,
    },
    cultureFallback: (c) => `[Añada una frase sobre lo que le atrae ${deEs(c)}: su misión, su equipo o su trabajo.]`,
    contribution: (t) => `En el puesto de ${t} aportaría esta experiencia y mi compromiso.`,
    close: {
      professional: "Quedo a su disposición para ampliar cualquier información. Gracias por su atención.",
      formal: "Agradeciendo de antemano su atención, quedo a su disposición para mantener una entrevista.",
      balanced: "Gracias por su tiempo. Será un placer hablar con ustedes.",
      enthusiastic: "¡Muchas gracias por su tiempo! Será un placer conocerles.",
    },
    and: "y",
    tips: {
      missing: (s) => `La oferta menciona ${s}, que no aparece en su currículum: añádalo si tiene experiencia.`,
      placeholders:
        "Sustituya los textos [entre corchetes] por logros concretos de su currículum: el generador integrado no reescribe frases en español.",
      name: "Empiece su currículum con su nombre completo para firmar las cartas.",
    },
  },
  fr: {
    greeting: {
      professional: () => "Madame, Monsieur,",
      formal: () => "Madame, Monsieur,",
      balanced: () => "Bonjour,",
      enthusiastic: (c) => `Bonjour à toute l'équipe ${deFr(c)},`,
    },
    signOff: {
      professional: "Cordialement,",
      formal: "Je vous prie d'agréer mes salutations distinguées,",
      balanced: "Bien cordialement,",
      enthusiastic: "Au plaisir d'échanger avec vous,",
    },
    apply: {
      professional: (t, c) => `Je souhaite vous proposer ma candidature au poste de ${t} au sein ${deFr(c)}.`,
      formal: (t, c) => `J'ai l'honneur de vous présenter ma candidature au poste de ${t} au sein ${deFr(c)}.`,
      balanced: (t, c) => `Je me permets de postuler au poste de ${t} chez ${c}.`,
      enthusiastic: (t, c) => `C'est avec enthousiasme que je postule au poste de ${t} chez ${c} !`,
    },
    years: (n) => `J'ai ${n} ans d'expérience dans le métier.`,
    yearsShort: (n) => `${n} ans d'expérience`,
    namePlaceholder: "[Votre nom]",
    role: (r, e, past) =>
      `${past ? "J'ai récemment occupé le poste" : "J'occupe actuellement le poste"} ${deFr(r)}${e ? ` chez ${e}` : ""}.`,
    tools: (x) => `Je maîtrise ${x}, que votre offre mentionne.`,
    work: (x) => `Mon expérience comprend notamment : ${x}.`,
    workIntro: {
      professional: "Parmi mes réalisations récentes :",
      formal: "Je me permets de souligner quelques réalisations de mon parcours :",
      balanced: "Quelques réalisations qui me tiennent à cœur :",
      enthusiastic: "Voici quelques réalisations que j'ai hâte de vous présenter !",
    },
    results: {
      professional: "Parmi mes résultats, je souhaite en souligner un.",
      formal: "Je me permets de mettre en avant une réalisation de mon parcours.",
      balanced: "Voici un résultat qui me tient particulièrement à cœur.",
      enthusiastic: "Voici un résultat qui me tient vraiment à cœur !",
    },
    resultPlaceholder: "[Décrivez ici une réalisation concrète de votre CV, chiffrée si possible.]",
    secondResult: "[Ajoutez une deuxième réalisation qui montre une compétence demandée dans l'offre.]",
    values: {
      professional: (v) => `Je me reconnais dans les valeurs mises en avant dans votre offre : ${v}.`,
      formal: (v) => `Je partage pleinement les valeurs que votre offre met en avant : ${v}.`,
      balanced: (v) => `J'apprécie que votre offre parle de ${v}, car c'est ainsi que j'aime travailler.`,
      enthusiastic: (v) => `J'adore que vous valorisiez ${v} !`,
    },
    cultureFallback: (c) =>
      `[Ajoutez une phrase sur ce qui vous attire chez ${c} : sa mission, son équipe ou son activité.]`,
    contribution: (t) => `Au poste de ${t}, j'apporterais cette expérience et mon engagement.`,
    close: {
      professional: "Je reste à votre disposition pour un entretien. Je vous remercie de votre attention.",
      formal: "Dans l'attente de votre réponse, je me tiens à votre disposition pour un entretien.",
      balanced: "Merci pour votre temps. Ce serait un plaisir d'en discuter avec vous.",
      enthusiastic: "Merci beaucoup pour votre temps ! J'ai hâte d'échanger avec vous.",
    },
    and: "et",
    tips: {
      missing: (s) => `L'offre mentionne ${s}, absent de votre CV : ajoutez-le si vous le maîtrisez.`,
      placeholders:
        "Remplacez les textes [entre crochets] par des réalisations concrètes de votre CV : le générateur intégré ne réécrit pas les phrases en français.",
      name: "Commencez votre CV par votre nom complet pour signer les lettres.",
    },
  },
  de: {
    greeting: {
      professional: () => "Sehr geehrte Damen und Herren,",
      formal: () => "Sehr geehrte Damen und Herren,",
      balanced: () => "Guten Tag,",
      // "Hallo liebes Müller GmbH-Team" splits a name: a name of several words gets "Team von der Müller GmbH".
      enthusiastic: (c) => (/\s/.test(c.trim()) ? `Hallo liebes Team von ${beiDe(c)},` : `Hallo liebes ${c}-Team,`),
    },
    signOff: {
      professional: "Mit freundlichen Grüßen",
      formal: "Mit freundlichen Grüßen",
      balanced: "Viele Grüße",
      enthusiastic: "Herzliche Grüße",
    },
    apply: {
      professional: (t, c) => `Hiermit bewerbe ich mich um die Stelle als ${t} bei ${beiDe(c)}.`,
      formal: (t, c) => `Hiermit möchte ich mich um die ausgeschriebene Stelle als ${t} bei ${beiDe(c)} bewerben.`,
      balanced: (t, c) => `Gern bewerbe ich mich um die Stelle als ${t} bei ${beiDe(c)}.`,
      enthusiastic: (t, c) => `Mit großer Begeisterung bewerbe ich mich um die Stelle als ${t} bei ${beiDe(c)}!`,
    },
    years: (n) => `Ich bringe ${n} Jahre Berufserfahrung mit.`,
    yearsShort: (n) => `${n} Jahre Berufserfahrung`,
    namePlaceholder: "[Ihr Name]",
    role: (r, e, past) =>
      past
        ? `Zuletzt war ich als ${r}${e ? ` bei ${beiDe(e)}` : ""} tätig.`
        : `Derzeit arbeite ich als ${r}${e ? ` bei ${beiDe(e)}` : ""}.`,
    tools: (x) => `Ich arbeite sicher mit ${x}, genau wie in Ihrer Anzeige gefordert.`,
    work: (x) => `Zu meinen Aufgaben gehören unter anderem: ${x}.`,
    workIntro: {
      professional: "Zu meinen wichtigsten Erfolgen zählen:",
      formal: "Gestatten Sie mir, einige Erfolge meiner bisherigen Laufbahn hervorzuheben:",
      balanced: "Einige Ergebnisse, auf die ich stolz bin:",
      enthusiastic: "Auf diese Ergebnisse bin ich besonders stolz!",
    },
    results: {
      professional: "Ein Ergebnis meiner bisherigen Arbeit möchte ich hervorheben.",
      formal: "Gestatten Sie mir, einen Erfolg meiner bisherigen Laufbahn hervorzuheben.",
      balanced: "Auf ein Ergebnis bin ich besonders stolz.",
      enthusiastic: "Auf ein Ergebnis bin ich richtig stolz!",
    },
    resultPlaceholder: "[Beschreiben Sie hier einen konkreten Erfolg aus Ihrem Lebenslauf, möglichst mit Zahlen.]",
    secondResult: "[Ergänzen Sie einen zweiten Erfolg, der eine in der Anzeige geforderte Fähigkeit zeigt.]",
    values: {
      professional: (v) => `Die Werte, die Sie in Ihrer Anzeige nennen, teile ich: ${v}.`,
      formal: (v) => `Die in Ihrer Anzeige genannten Werte teile ich ausdrücklich: ${v}.`,
      balanced: (v) => `Mir gefällt, dass Ihre Anzeige ${v} betont, denn so arbeite ich auch.`,
      enthusiastic: (v) => `Ich finde es toll, dass Ihre Anzeige ${v} betont!`,
    },
    cultureFallback: (c) =>
      `[Ergänzen Sie einen Satz dazu, was Sie an ${beiDe(c)} reizt: die Mission, das Team oder die Arbeit.]`,
    contribution: (t) => `Als ${t} möchte ich diese Erfahrung und mein Engagement einbringen.`,
    close: {
      professional: "Über eine Einladung zu einem persönlichen Gespräch freue ich mich.",
      formal: "Für ein persönliches Gespräch stehe ich Ihnen jederzeit gern zur Verfügung.",
      balanced: "Ich freue mich darauf, von Ihnen zu hören.",
      enthusiastic: "Ich freue mich sehr auf ein Gespräch mit Ihnen!",
    },
    and: "und",
    tips: {
      missing: (s) =>
        `Die Anzeige nennt ${s}, das in Ihrem Lebenslauf fehlt: Ergänzen Sie es, wenn Sie Erfahrung damit haben.`,
      placeholders:
        "Ersetzen Sie die Texte [in eckigen Klammern] durch konkrete Erfolge aus Ihrem Lebenslauf: Der eingebaute Generator formuliert keine deutschen Sätze um.",
      name: "Beginnen Sie Ihren Lebenslauf mit Ihrem vollständigen Namen, damit die Briefe unterschrieben werden können.",
    },
  },
};
