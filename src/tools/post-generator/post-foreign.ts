/**
 * Posts for German, Spanish and French prompts, written only in the prompt's language: the instruction and style
 * directives are dropped, the prompt's sentences are kept (a subject without a verb is put in a sentence), and an
 * opening and closing line in the same register frame them. Other languages keep the prompt's text with a note.
 */
import type { Platform } from "./contract";
import {
  FOREIGN,
  LANG_MARKERS,
  NO_FRAMES_NOTE,
  type ForeignLang,
  type Group,
  type Register,
} from "./post-frames.foreign";
import type { Block } from "./post-layout";
import { asSentence, hash, sentencesOf } from "./post-text";

const EN_MARKERS = new Set(
  (
    "the and is are we our my for with to of an this that you it at on in just " +
    // Words of terse English notes ("hiring a senior engineer, remote within EU. apply: ...").
    "hiring within from by your new join apply free today week senior junior remote after about not if can all out get"
  ).split(" "),
);

export function detectLanguage(text: string): ForeignLang | "en" | "other" {
  const letters = text.match(/\p{L}/gu) ?? [];
  const latin = text.match(/[A-Za-zÀ-ÿ]/g) ?? [];
  if (letters.length > 0 && latin.length / letters.length < 0.5) return "other";
  // Each marker word counts once: "x < y and y > z" is not Spanish for its two "y".
  // Links and e-mail addresses are no words of the prompt's language ("com", "jobs").
  const words = text.replace(
    /\b(?:https?:\/\/|www\.)\S+|\S+@\S+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|io|app|co|uk|de|es|fr|shop)\b\S*/gi,
    " ",
  );
  const tokens = [...new Set(words.toLowerCase().match(/[\p{L}']+/gu) ?? [])];
  const scores: [string, number][] = [["en", tokens.filter((t) => EN_MARKERS.has(t)).length]];
  // Letters only one language uses count too ("menú", "otoño" are Spanish; "ß", "ü" German).
  const letterHint: Record<string, RegExp> = { es: /[ñ¿¡]|\p{L}[áíóú]\b/gu, de: /[äöüß]/g, fr: /[èêçœ]|\bà\b/g };
  for (const [lang, set] of Object.entries(LANG_MARKERS))
    scores.push([
      lang,
      tokens.filter((t) => set.has(t)).length + Math.min(2, (text.match(letterHint[lang] ?? /$^/g) ?? []).length),
    ]);
  scores.sort((a, b) => b[1] - a[1]);
  const [top, score] = scores[0]!;
  if (score === 0 || top === "en") return "en";
  if (top === "it" || top === "pt" || top === "nl") return "other";
  return top as ForeignLang;
}

function choose<T>(items: readonly T[], platform: Platform, seed: string): T {
  const slot = { twitter: 0, linkedin: 1, instagram: 2, facebook: 3, tiktok: 0 }[platform];
  return items[(slot + hash(seed)) % items.length]!;
}

interface ForeignDraft {
  blocks: Block[];
  /** The text hashtags are taken from. */
  tagSource: string;
}

/** A headline's "new" said as the poster's own ("Nuevo menú" -> "nuestro nuevo menú", "Nouvelle gamme" -> "notre nouvelle gamme"). */
const NEW_OWN: Record<ForeignLang, [RegExp, string][]> = {
  es: [
    [/^Nuevo\b/, "nuestro nuevo"],
    [/^Nueva\b/, "nuestra nueva"],
    [/^Nuevos\b/, "nuestros nuevos"],
    [/^Nuevas\b/, "nuestras nuevas"],
  ],
  fr: [
    [/^Nouveau\b/, "notre nouveau"],
    [/^Nouvel\b/, "notre nouvel"],
    [/^Nouvelle\b/, "notre nouvelle"],
    [/^Nouveaux\b/, "nos nouveaux"],
    [/^Nouvelles\b/, "nos nouvelles"],
  ],
  de: [],
};

const EMOJI: Record<Group, string> = {
  news: "📣",
  event: "📅",
  hiring: "👋",
  volunteer: "🤝",
  thanks: "🙏",
  milestone: "🎉",
  notice: "📌",
  opinion: "💭",
};

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** Courtesy formulas that close a notice: thanks for patience or understanding, not a post of thanks. */
const COURTESY =
  /\b(?:merci (?:de|pour) (?:votre|ta|vos) (?:compréhension|patience)|nous vous remercions de votre (?:compréhension|patience)|danke für (?:ihr|euer|dein|eure|deine)e?s? (?:verständnis|geduld)|wir bitten um (?:ihr|euer|dein) verständnis|gracias por (?:su|tu|vuestra) (?:comprensión|paciencia))/giu;

export function composeForeign(
  clean: string,
  lang: ForeignLang,
  platform: Platform,
  formal: boolean,
  emoji: boolean,
): ForeignDraft {
  const copy = FOREIGN[lang];
  const register: Register = formal ? "formal" : "informal";
  const sentences = sentencesOf(clean)
    .map((s, i) => (i === 0 ? s.replace(copy.instruction, "") : s))
    .filter((s) => s.trim() && !copy.directive.test(s));
  const text = sentences.join(" ");
  // The first sentence decides ("Ich habe bestanden! Danke an ..." is a milestone with thanks), the rest otherwise.
  // An invitation anywhere makes it an event ("... Jubiläum ... Alle sind eingeladen!").
  const invited =
    /\b(?:eingeladen|einladen|kommt vorbei|invitamos|os esperamos|te esperamos|están invitados|estáis invitados|venez|invités|invitées)\b/i.test(
      text,
    );
  // "Am Samstag feiern wir 5 Jahre ...": a celebration on a day to come is an event, not a milestone reached.
  const party =
    /\b(?:feiern wir|wir feiern|celebramos|lo celebramos|nous fêtons|on fête)\b/i.test(text) &&
    /\b(?:am\s+(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)|ab\s+\d{1,2}\s*uhr|este\s+(?:lunes|martes|miércoles|jueves|viernes|sábado|domingo)|el\s+(?:lunes|martes|miércoles|jueves|viernes|sábado|domingo)|ce\s+(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche))\b/i.test(
      text,
    );
  // "Merci de votre compréhension", "Danke für euer Verständnis": a courtesy after a notice is no thank-you post.
  const gist = (s: string) => s.replace(COURTESY, " ");
  const group: Group =
    invited || party
      ? "event"
      : ((copy.groups.find(([, re]) => re.test(gist(sentences[0] ?? ""))) ??
          copy.groups.find(([, re]) => re.test(gist(text))))?.[0] ?? "news");
  const body = sentences.map((s, i) => {
    // "estará", "öffnet": the verb list is matched on the sentence without its accents too (\b is ASCII).
    const hasVerb = copy.verbs.test(s) || copy.verbs.test(s.normalize("NFD").replace(/\p{M}/gu, ""));
    // ("Vielen Dank an alle Helfer ..." thanks in its own words: no "Ein großes Dankeschön:" before it.)
    if (i === 0 && !hasVerb && !/[!?]$/.test(s) && !(group === "thanks" && THANKS.test(s))) {
      const np = s.replace(/[.!]+$/, "");
      // "Nuevo menú de otoño ..." is a headline: "nuestro nuevo menú" inside a frame, or kept as the poster wrote it.
      const owned = NEW_OWN[lang].find(([re]) => re.test(np));
      if (owned) return copy.wrap[group][register](np.replace(owned[0], owned[1]));
      if (
        /^\p{Lu}\p{Ll}/u.test(np) &&
        !/^(?:Der|Die|Das|Unser\w*|El|La|Los|Las|Nuestr\w+|Le|La|Les|Notre|Nos)\b/.test(np) &&
        lang !== "de"
      )
        return asSentence(np);
      return copy.wrap[group][register](np);
    }
    return asSentence(s);
  });
  const seed = `${clean}|${lang}`;
  const short = platform === "twitter" || platform === "tiktok";
  const blocks: Block[] = [];
  // A hook that says what the first sentence already says ("Nous recrutons !" before "Nous recrutons un(e) ...") is left out.
  // A post that thanks in its own words ("¡Gracias a todos por venir!") is not introduced or closed with a second and
  // third thanks ("¡Es momento de dar las gracias!", "¡Gracias por todo!").
  const thanked = THANKS.test(body.join(" "));
  const hooks = copy.hooks[group][register].filter(
    (h) => !norm(body[0] ?? "").startsWith(norm(h)) && !(thanked && THANKS.test(h)),
  );
  if (hooks.length)
    blocks.push({
      text: choose(hooks, platform, `${seed}|h`) + (emoji ? ` ${EMOJI[group]}` : ""),
      role: "hook",
      priority: 30,
    });
  body.forEach((b, i) => blocks.push({ text: b, role: i === 0 ? "lead" : "body", priority: i === 0 ? 100 : 80 - i }));
  // (A closer the prompt already says, "Danke für euer Verständnis!", is not said twice.)
  const said = norm(body.join(" "));
  const closers = copy.closers[group][register].filter((c) => !said.includes(norm(c)) && !(thanked && THANKS.test(c)));
  if (closers.length)
    blocks.push({ text: choose(closers, platform, `${seed}|c`), role: "closer", priority: short ? 25 : 40 });
  return { blocks, tagSource: gist(text) };
}

/** A word of thanks in German, Spanish or French. */
const THANKS = /(?<!\p{L})(?:dank|gracias|agradec|merci|remerci)/iu;

/** A prompt in a language without sentences here: its own text, with a note saying so. */
export function composeOther(clean: string): Block[] {
  const sentences = sentencesOf(clean);
  return [
    { text: NO_FRAMES_NOTE, role: "hook", priority: 95 },
    ...sentences.map((s, i): Block => ({ text: s, role: i === 0 ? "lead" : "body", priority: i === 0 ? 100 : 80 - i })),
  ];
}
