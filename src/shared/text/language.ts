/**
 * The language of a text (by its function words) and its content terms with that language's stop words and a light
 * stemmer, so that an English "war" or "door" is not thrown away as a German or Dutch function word and a Spanish
 * text is compared on its own words.
 */
import { stem as englishStem, words } from "./tokens";
import { mayBeMember } from "./word-set";

export type Language = "en" | "es" | "fr" | "de" | "it" | "pt" | "nl" | "other";

const STOP: Record<Exclude<Language, "other">, string> = {
  en: `a about above after again against all almost also although always am among an and another any anyone anything
are aren't around as at back be became because become been before being below between both but by can can't cannot could
couldn't did didn't do does doesn't doing don't done down during each either else enough etc even ever every few for
from further get gets getting got had hadn't has hasn't have haven't having he he'd he'll he's her here here's hers
herself him himself his how how's however i i'd i'll i'm i've if in into is isn't it it's its itself just least less
let let's like made make makes many may maybe me might more most much must mustn't my myself n't neither never no nor
not now of off often on once one only onto or other others otherwise ought our ours ourselves out over own per perhaps
put quite rather really said same say says see seem seemed seems shall shan't she she'd she'll she's should shouldn't
since so some something sometimes soon still such than that that's the their theirs them themselves then there there's
therefore these they they'd they'll they're they've thing things this those though through thus to together too toward
towards under unless until up upon us used using very via was wasn't way we we'd we'll we're we've well were weren't
what what's whatever when when's whenever where where's whether which while who who's whoever whole whom whose why
why's will with within without won't would wouldn't yet you you'd you'll you're you've your yours yourself yourselves
's 're 've 'll 'd 'm two three first new also told`,
  es: `a al algo algunas algunos ante antes como con contra cual cuales cuando de del desde donde dos durante e el él
ella ellas ellos en entre era eran es esa esas ese eso esos esta está están estas este esto estos fue fueron ha habían
han hasta hay la las le les lo los más mas me mi mis muy nada ni no nos nosotros o os otra otras otro otros para pero
poco por porque que qué quien quienes se sea según ser si sí sin sino sobre son su sus también tan te tiene tienen
todo todos tu tus un una uno unos unas y ya yo les esto cada vez hace muy puede pueden ser sido siendo así aunque
mientras donde después desde además`,
  fr: `a à afin ai aie alors au aucun aussi autre aux avec avoir avant bien c ça car ce ceci cela celle celles celui
cependant ces cet cette chaque chez comme comment d dans de des deux donc dont du elle elles en encore entre est et
étaient était été être eu eux fait faire il ils j je jusqu l la le les leur leurs lors lui m ma mais me même mes moi
mon n ne ni nos notre nous on ont ou où par parce pas peu peut plus pour pourquoi qu quand que quel quelle quelles
quels qui s sa sans se selon ses si son sont sous sur t ta te tes toi ton toujours tous tout toute toutes très tu un
une vos votre vous y`,
  de: `aber alle allem allen aller alles als also am an ander andere anderen auch auf aus bei beim bin bis bist da
dabei dadurch dafür damit dann daran darauf das dass dem den denn der des deshalb dich die dies diese diesem diesen
dieser dieses dir doch dort du durch ein eine einem einen einer eines er es etwa euch euer für gegen hat hatte hatten
hier ich ihm ihn ihnen ihr ihre im in ist ja jede jedem jeden jeder jedes jetzt kann kein keine können man mehr mein
meine mich mir mit muss nach nicht nichts noch nun nur ob oder ohne sehr sein seine sich sie sind so soll sollen
sondern über um und uns unser unter viel vom von vor war waren warum was weil welche wenn wer werden wie wieder will
wir wird wo zu zum zur zwischen`,
  it: `a ad agli ai al alla alle allo anche avere aveva che chi ci come con cosa cui da dai dal dalla dalle degli dei
del della delle dello di dove e è ed era erano essere gli ha hanno ho i il in io la le lei lo loro lui ma mi mia mio
molto ne negli nei nel nella nelle noi non o per perché più poi quale quando quanto quella quelle quelli quello questa
queste questi questo se sei si sia siamo sono sta su sua sue sui sul sulla suo suoi tra tu tutti tutto un una uno vi`,
  pt: `a à ao aos as às até com como da das de dela dele deles do dos e é ela elas ele eles em entre era eram essa
essas esse esses esta está estão estas este estes eu foi foram há isso isto já la lhe lhes mais mas me mesmo meu minha
muito na nas nem no nos nós o os ou para pela pelas pelo pelos por porque qual quando que quem se sem ser seu seus só
sua suas também te tem têm um uma umas uns você vocês`,
  nl: `aan al alle als ben bij daar dan dat de den der deze die dit doch doen door dus een eens en er ge geen geweest
haar had heb hebben heeft hem het hier hij hoe hun iemand ik in is ja je kan kon kunnen maar me meer men met mij mijn
moet na naar niet niets nog nu of om omdat ons ook op over reeds te tegen toch toen tot u uit uw van veel voor want
waren was wat we wel werd wezen wie wij wil worden zal ze zelf zich zij zijn zo zonder zou`,
};

const STOP_SETS = Object.fromEntries(
  Object.entries(STOP).map(([lang, list]) => [lang, new Set(list.split(/\s+/).filter(Boolean))]),
) as Record<Exclude<Language, "other">, Set<string>>;

/** Words only one language uses as function words: the votes that tell close languages apart. */
const DISTINCT = Object.fromEntries(
  (Object.keys(STOP_SETS) as Exclude<Language, "other">[]).map((lang) => [
    lang,
    new Set(
      [...STOP_SETS[lang]].filter((w) =>
        Object.entries(STOP_SETS).every(([other, set]) => other === lang || !set.has(w)),
      ),
    ),
  ]),
) as Record<Exclude<Language, "other">, Set<string>>;
const VOTING = Object.keys(DISTINCT) as Exclude<Language, "other">[];
/** Each distinct word's language, as its index in VOTING. */
const DISTINCT_LANGUAGE = new Map<string, number>(
  VOTING.flatMap((lang, index) => [...DISTINCT[lang]].map((w) => [w, index] as const)),
);

/** (Most words are none of the distinct words: those skip the lookup.) */
const MAY_BE_DISTINCT = mayBeMember(DISTINCT_LANGUAGE.keys());
const MAY_BE_STOPWORD = Object.fromEntries(
  Object.entries(STOP_SETS).map(([lang, set]) => [lang, mayBeMember(set)]),
) as Record<Exclude<Language, "other">, (word: string) => boolean>;

/** The language of a text from its first few thousand words: the one whose own function words occur most. */
export function detectLanguage(text: string): Language {
  return languageOfWords([words(text.slice(0, 20_000))]);
}

/** detectLanguage of a text whose words (of its first 20,000 characters) are already read, in runs (its parts'). */
export function languageOfWords(runs: readonly (readonly string[])[]): Language {
  let count = 0;
  // One pass: a distinct word belongs to one language only.
  const votes = new Int32Array(VOTING.length);
  for (const run of runs) {
    count += run.length;
    for (let i = 0; i < run.length; i++) {
      const w = run[i]!;
      if (!MAY_BE_DISTINCT(w)) continue;
      const lang = DISTINCT_LANGUAGE.get(w);
      if (lang !== undefined) votes[lang]!++;
    }
  }
  if (count === 0) return "other";
  let best: Language = "other";
  let bestScore = 0;
  for (let lang = 0; lang < VOTING.length; lang++) {
    const score = votes[lang]!;
    if (score > bestScore) {
      best = VOTING[lang]!;
      bestScore = score;
    }
  }
  return bestScore >= Math.max(2, count * 0.03) ? best : "other";
}

export function isStopword(word: string, lang: Language): boolean {
  if (lang === "other") return STOP_SETS.en.has(word);
  return STOP_SETS[lang].has(word);
}

/** Plural and gender endings of the Romance languages and Dutch/German plurals: enough to make "casas" meet "casa". */
function lightStem(word: string): string {
  if (word.length <= 4) return word;
  let w = word;
  if (/(?:ciones|siones)$/.test(w)) return w.slice(0, -5);
  if (/(?:ción|sión)$/.test(w)) return w.slice(0, -4);
  if (/mente$/.test(w) && w.length > 7) w = w.slice(0, -5);
  if (/(?:es|en|s)$/.test(w) && w.length > 5) w = w.replace(/(?:es|en|s)$/, "");
  if (/[aoe]$/.test(w) && w.length > 5) w = w.slice(0, -1);
  return w;
}

/** Content terms of a text for ranking: its words minus the language's stop words, stemmed. */
export function contentTerms(text: string, lang: Language): string[] {
  return contentTermsOf(words(text), lang);
}

/** contentTerms of a text whose words are already read. */
export function contentTermsOf(textWords: readonly string[], lang: Language): string[] {
  const out: string[] = [];
  // (isStopword, with the language's set and its quick test read once.)
  const stopLang = lang === "other" ? "en" : lang;
  const stop = STOP_SETS[stopLang];
  const mayBeStop = MAY_BE_STOPWORD[stopLang];
  const english = lang === "en" || lang === "other";
  for (const w of textWords) {
    if (w.length < 2 && !/[\u2e80-\uffff]/.test(w)) continue;
    if (mayBeStop(w) && stop.has(w)) continue;
    out.push(english ? englishStem(w) : lightStem(w));
  }
  return out;
}

const LANGUAGE_NAMES: Record<Exclude<Language, "other">, string> = {
  en: "English",
  es: "Spanish",
  fr: "French",
  de: "German",
  it: "Italian",
  pt: "Portuguese",
  nl: "Dutch",
};

/** Letters only one of the languages writes (ñ is Spanish, ß German...): a vote for that language in a short text. */
const LETTERS: [RegExp, Exclude<Language, "other" | "en">][] = [
  [/[ñ¿¡]/giu, "es"],
  [/[áíóú]/giu, "es"],
  [/[œèêëîïûç]/giu, "fr"],
  [/[äöüß]/giu, "de"],
  [/[ìòù]/giu, "it"],
  [/[ãõ]|ção|ções/giu, "pt"],
  [/ij/giu, "nl"],
];

/**
 * The language of a short text such as a topic line ("una campaña de correo para una tienda de bicicletas"), where
 * distinct function words are too few for detectLanguage: each of the language's function words that English does not
 * use is a vote, and so are letters only that language writes; it needs two votes and more votes than English function
 * words it does not share ("a la carte menu for a bistro in Paris", "set up a home lab on a budget" stay English). Returns the language's English name, or null for English
 * or an unknown language.
 */
export function foreignLanguageName(text: string): string | null {
  const sample = words(text.slice(0, 2000));
  if (sample.length < 3) return null;
  const unique = [...new Set(sample)];
  let best: Exclude<Language, "other" | "en"> | null = null;
  let bestScore = 0;
  for (const lang of ["es", "fr", "de", "it", "pt", "nl"] as const) {
    let score = unique.filter((w) => STOP_SETS[lang].has(w) && !STOP_SETS.en.has(w)).length;
    for (const [re, l] of LETTERS) if (l === lang) score += Math.min(2, text.match(re)?.length ?? 0);
    const against = unique.filter((w) => STOP_SETS.en.has(w) && !STOP_SETS[lang].has(w)).length;
    if (score > against && score > bestScore) {
      best = lang;
      bestScore = score;
    }
  }
  return best && bestScore >= 2 ? LANGUAGE_NAMES[best] : null;
}
