/**
 * What kind of text the user pasted, from its structure and wording: news (a position prior helps: reporters put the
 * key facts first), minutes and notes, e-mail, licence or legal text, structured posts and reports, or plain prose
 * (essays, reviews, personal posts). Only news is ranked with a strong position prior; the rest by content.
 */
import type { DocStructure } from "./summarizer.structure";
import { words } from "../../shared/text/tokens";
import { OUTCOME_LABEL, STEP } from "./summarizer.cues";
import { isLetterAsk } from "./summarizer.ask";
import { caseFoldedCounter, charBefore, countWhere } from "./summarizer.scan";

export type TextKind = "news" | "minutes" | "conversation" | "email" | "licence" | "structured" | "prose";

const MINUTES_META = new Set([
  "attendees",
  "attendance",
  "in attendance",
  "present",
  "absent",
  "apologies",
  "regrets",
  "chair",
  "chaired by",
  "chairperson",
  "facilitator",
  "note-taker",
  "notetaker",
  "note taker",
  "minute-taker",
  "scribe",
  "asistentes",
  "participantes",
  "présents",
  "teilnehmer",
  "partecipanti",
]);
const MINUTES_WORDS =
  /\b(?:minutes|meeting|sync|stand-?up|retro(?:spective)?|agenda|action items|acta|reunión|compte rendu|réunion|protokoll|besprechung|riunione|verbale)\b/i;
/** A title naming the text as minutes (not a duration). */
const MINUTES_TITLE =
  /(?:^|[-–—:|,(]\s*)minutes\b(?!\s+(?:to|left|ago|later|away)\b)|\bminutes (?:of|from) (?:the|a|an|our)\b/i;
/** The opening of notes taken at a meeting: "Notes from the residents' meeting, 3 March.", "Minutes of the AGM". */
const MEETING_NOTES_OPENING =
  /^(?:(?:rough |my |quick )?notes (?:from|of)|minutes (?:from|of))\s[^.!?]{0,60}\b(?:meeting|sync|stand-?up|retro|agm|committee|call)\b[^.!?]{0,30}[.:]?$/i;
const EMAIL_META = new Set([
  "from",
  "to",
  "subject",
  "cc",
  "bcc",
  "sent",
  "asunto",
  "para",
  "objet",
  "betreff",
  "oggetto",
  "assunto",
]);
const LEGAL =
  /\b(?:shall|hereby|herein|hereunder|thereof|licensor|licensee|warrant(?:y|ies)?|liabilit(?:y|ies)|pursuant|notwithstanding|indemnif\w*|covenant|sublicens\w*|royalty-free|irrevocable)\b/gi;
/**
 * REPORTING, ARGUING, FIRST_PERSON and SECOND_PERSON count only where they do not follow a letter or digit (or an
 * apostrophe, for the persons): that test is made at each match's start (summarizer.scan), not by a lookbehind.
 */
const notAfter = (chars: RegExp) => {
  const before = charBefore(chars);
  return (text: string, at: number) => !before(text, at);
};
const NOT_AFTER_WORD = notAfter(/[\p{L}\p{N}]$/iu);
const NOT_AFTER_WORD_OR_APOSTROPHE = notAfter(/[\p{L}\p{N}'’]$/iu);
const REPORTING =
  /(?:said|says|told|according to|announced|reported|spokes(?:man|woman|person)|officials?|police|authorities|statement|según|declaró|afirmó|dijo|informó|anunció|selon|a déclaré|a annoncé|a indiqué|sagte|laut|erklärte|ha detto|secondo|disse|segundo|afirmou)(?![\p{L}\p{N}])/giu;
/** Quoted speech: a quotation mark, or a speech verb that does not follow a letter. */
const QUOTED_MARK = /^\s*['"“‘`«]|["“”«»]|``|''|\s'\s|'\s*$/u;
const SPEECH = /(?:said|says|told|asked|added)(?![\p{L}])/gu;
const NOT_AFTER_LETTER = notAfter(/\p{L}$/u);
const quoted = (text: string) =>
  QUOTED_MARK.test(text) || (countWhere(text, SPEECH, NOT_AFTER_LETTER, true) > 0 && !TOLD_TO_ME.test(text));
/** Speech the writer reports without quote marks, told to or by the writer ("my landlord told me he's selling", "I
 * called Shelter and they said ..."): the writer's own narration, not a quoted source. */
const TOLD_TO_ME = /\b(?:told|asked) (?:me|us)\b|\b(?:I|we|my|our)\b[^.!?]*?\b(?:said|says|told|asked)\b/;
/**
 * Names ("Tim") as /(?<=[\p{Ll}\p{N},;] )\p{Lu}[\p{Ll}'’-]+/gu counts them, found by the space before each (a name
 * holds no space, so each is counted once): a space before a capitalised word, after a lower-case letter, a digit, a
 * comma or a semicolon.
 */
const SPACE_BEFORE_NAME = / (?=\p{Lu}[\p{Ll}'’-])/gu;
const AFTER_WORD = charBefore(/[\p{Ll}\p{N},;]$/u);
const ARGUING =
  /(?:should|must|ought|need to|needs to|we|our|us|cannot|can't|isn't|is not|are not|requires?|debe|deben|debemos|hay que|nosotros|nuestro|nuestra|il faut|doit|doivent|nous|notre)(?![\p{L}\p{N}])/giu;
const FIRST_PERSON =
  /(?:i|i'm|i've|i'd|me|my|mine|we|we're|our|us|yo|mi|mis|nosotros|nuestro|nuestra|je|j'ai|moi|mon|ma|nous|notre|ich|mein|meine|wir|unser|io|mio|noi|nostro|eu|meu|minha|nós)(?![\p{L}\p{N}])/giu;

const STUDY =
  /\b(?:we (?:examined|measured|studied|analy[sz]ed|surveyed|investigated|tested|compared|found|recruited|estimated|boiled|counted|sampled|collected|followed|modelled|modeled|simulated|exposed|grew|treated|assessed|quantified)|(?:results|findings|data) (?:suggest|show|indicate)|we (?:randomly )?(?:assigned|allocated|enrolled)|randomi[sz]ed (?:controlled )?(?:trial|study)|this (?:study|paper|trial|review)|these (?:results|findings)|our (?:results|findings)|participants)\b/gi;

/** A paragraph opening that turns or concludes an argument. */
const ESSAY_TURN =
  /^(?:however|but|yet|still|of course|admittedly|in the end|ultimately|in short|in conclusion|this is why|that is why|that was|so|there is (?:some )?(?:truth|something)|the (?:real )?(?:problem|question|lesson|point) is|sin embargo|pero|al final|en resumen|cependant|mais|en fin de compte|aber|jedoch|letztlich)\b/i;

/** Quotation marks around someone's words (not an apostrophe). */
const QUOTE_MARKS = /["“”«»]|``|''|(?:^|\s)['‘](?:\s|\p{L})/u;

/** A writer's rhetorical turn, opening a sentence of an argument. */
const RHETORIC =
  /^(?:in fact|the truth is|the reality is|the irony is|here'?s the thing|make no mistake|let'?s be honest|to be clear|i (?:disagree|would argue|'d argue|believe|think)|don't get me wrong|of course|yes,)\b/i;
const SECOND_PERSON = /(?:you|your|you're|you'll|you've|yourself)(?![\p{L}\p{N}])/giu;

/** f's value, worked out on the first call. */
function once<T>(f: () => T): () => T {
  let value: { v: T } | undefined;
  return () => (value ??= { v: f() }).v;
}

/** `bodyWords`: the words of the first 400 units when the caller has counted them already. */
export function detectKind(doc: DocStructure, text: string, bodyWords?: number): TextKind {
  const heads = [doc.title ?? "", ...doc.sections.map((s) => s.heading)].join(" ");
  const metaKeys = [...doc.metaKeys];
  const units = doc.units;
  // The first few thousand words tell the kind; reading a whole book would only cost time.
  const body = units
    .slice(0, 400)
    .map((u) => u.text)
    .join(" ");
  const wordCount = Math.max(1, bodyWords ?? words(body).length);

  if (
    metaKeys.some((k) => MINUTES_META.has(k)) ||
    (MINUTES_WORDS.test(heads) && (doc.signals.listItems > 0 || doc.signals.headings > 1)) ||
    // (A retro or a stand-up written as one list: "- Agreed: code freeze moves...", "- Action: Ben to update...".)
    units.filter((u) => OUTCOME_LABEL.test(u.text)).length >= 2 ||
    // (Notes written as one run-on paragraph: "Notes from parents' association meeting 3rd March. Attendance was ...")
    MEETING_NOTES_OPENING.test(units[0]?.text ?? "") ||
    // (A title that calls the text minutes: "St Anne's PTA meeting - minutes", "Minutes of the AGM"; not "Ready in 20
    // minutes".)
    MINUTES_TITLE.test(doc.title ?? "")
  )
    return "minutes";
  // A transcript or chat: ranked by what is said, not by who speaks first.
  if (doc.signals.turns >= 3) return "conversation";
  // (A letter may be signed with a bare name: "Hi all, … Priya".)
  const trimmed = text.trim();
  const lastLine = trimmed.slice(trimmed.lastIndexOf("\n") + 1).trim();
  const signedWithName = /^(?:[-–—]\s*)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2}$/u.test(lastLine);
  if (
    metaKeys.filter((k) => EMAIL_META.has(k)).length >= 2 ||
    (doc.signals.greeting && (doc.signals.signOff || signedWithName))
  )
    return "email";
  // A short message that opens with a greeting and asks for something ("hey sam - quick one. ... can you get the build
  // ready by monday night?") is a letter, signed or not.
  if (
    wordCount <= 250 &&
    /^\s*(?:hi|hey|hello|dear|morning|good (?:morning|afternoon|evening))\b/i.test(text) &&
    units.some((u) => isLetterAsk(u.text))
  )
    return "email";
  // (Legal words are counted only in a text that names a licence, terms or a contract near its start.)
  if (
    /\b(?:licen[cs]e|terms|agreement|contract|conditions|policy|licencia|licence|lizenz|licenza)\b/i.test(
      `${heads} ${text.slice(0, 3000)}`,
    ) &&
    (body.match(LEGAL)?.length ?? 0) / wordCount > 0.006
  )
    return "licence";

  // (A dateline makes it news whatever its voice.)
  if (doc.signals.dateline) return "news";
  const structured = doc.sections.length > 2 || doc.signals.listItems >= 3;
  // (The case-insensitive counts run on the lower-cased text: summarizer.scan.)
  const countInBody = caseFoldedCounter(body);
  const reports = countInBody(REPORTING, NOT_AFTER_WORD);
  const reporting = reports / wordCount;
  // The writer's own voice: first-person words outside quoted speech (a report quotes people saying "I" and "we").
  const narration = units
    .slice(0, 400)
    .filter((u) => !quoted(u.text))
    .map((u) => u.text)
    .join(" ");
  const countInNarration = caseFoldedCounter(narration);
  const firstPerson = countInNarration(FIRST_PERSON, NOT_AFTER_WORD_OR_APOSTROPHE) / wordCount;
  if (doc.signals.byline && reporting >= 0.002 && firstPerson < 0.03) return "news";
  if (structured) return "structured";
  // An argument (modal verbs, "we", no quotes, no reporting verbs, few figures) is an essay, however impersonal.
  // (Counts read only by some of the tests below are counted when a test first needs them.)
  const arguing = once(() => countInBody(ARGUING, NOT_AFTER_WORD) / wordCount);
  // (A text that reports, as news does, reads neither of these.)
  const quotes = once(() => (body.match(/["“”«»]|``|''/g)?.length ?? 0) / wordCount);
  const figures = once(() => (body.match(/\d+/g)?.length ?? 0) / wordCount);
  if (reporting < 0.002 && quotes() < 0.002 && arguing() >= 0.008 && figures() < 0.03) return "prose";
  // ("Eight hours, we are told, is the target.": one reporting word in a text that argues in "we" throughout.)
  if (reports <= 1 && quotes() < 0.002 && arguing() >= 0.015 && figures() < 0.02) return "prose";
  // An essay titled with its question ("Should city centres ban private cars?") may cite a report or two.
  if (
    /^(?:should|is|are|can|could|do|does|will|would|why|how)\b[^?]*\?$/i.test((doc.title ?? "").trim()) &&
    arguing() >= 0.008 &&
    arguing() >= 2 * reporting &&
    quotes() < 0.002
  )
    return "prose";
  // An essay that argues without "we" or "should" still turns its argument at its paragraphs' openings ("However,
  // the costs...", "In the end, ..."): with no reporting, quotes or figures, that is an essay's shape, not a report's.
  const turns = () =>
    new Set(units.filter((u) => u.position === 0 && ESSAY_TURN.test(u.text)).map((u) => u.paragraph)).size;
  if (reports <= 1 && quotes() < 0.002 && figures() < 0.02 && turns() >= 2) return "prose";
  // A recipe or how-to post (three or more steps in the imperative) is read for its steps, not its first lines.
  if (reports <= 1 && units.filter((u) => STEP.test(u.text)).length >= 3) return "prose";
  // A study's abstract or report ("We examined...", "These results suggest..."): its findings, not its first lines.
  const study = body.match(STUDY)?.length ?? 0;
  if (study >= 2 && study > reports) return "prose";
  // An essay that neither turns nor argues in "we" or "should" still reports nothing: no one says anything, no one is
  // quoted, and it names hardly anyone or anything (news names its people, places and firms in every paragraph).
  const names = () => countWhere(body, SPACE_BEFORE_NAME, AFTER_WORD) / wordCount;
  if (reports === 0 && quotes() === 0 && figures() < 0.01 && units.length >= 6 && names() < 0.01) return "prose";
  // Other unstructured prose in the third person reads like reporting: it puts its key facts first.
  // Advice written to "you" by an "I" ("I've been mentoring juniors... Ask questions early") is a post, not a report.
  const personal = firstPerson + countInNarration(SECOND_PERSON, NOT_AFTER_WORD_OR_APOSTROPHE) / wordCount;
  // A text that reports nothing and quotes no one, written by an "I" or a "we" ("For years I tried to improve this
  // recipe", "We offered a 10% credit"), is a post or a note, however rarely it says "I": news attributes.
  // (One quoted phrase, 'A child says "I'm bored"', is no quoted source.)
  const quoting = once(() => units.slice(0, 400).filter((u) => QUOTE_MARKS.test(u.text)).length);
  if (reports <= 1 && quoting() <= 1 && firstPerson > 0) return "prose";
  // An opinion piece argues with rhetorical turns ("In fact, ...", "The truth is ...", "Make no mistake"): two of them
  // in a text that reports and quotes (almost) nothing make it an argument, whoever it says "I" or not.
  if (reports <= 1 && quoting() <= 1 && units.slice(0, 400).filter((u) => RHETORIC.test(u.text)).length >= 2)
    return "prose";
  return personal < 0.03 || reporting > personal ? "news" : "prose";
}
