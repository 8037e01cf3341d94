import { adverbAfterBe } from "./humanizer.adverb-order";
import { greetingInVoice, isFormalLetter, signOffInVoice } from "./humanizer.salutation";
import { foreignLanguageName } from "../../shared/text/language";
import { splitSentences } from "../../shared/text/sentences";
import type { VoiceStyle } from "./contract";
import { mask, parseBlocks, renderBlocks, type Line } from "./humanizer.blocks";
import { hasStockOpener, rewriteOpening, type ConnectorState } from "./humanizer.connectors";
import { lexiconPhraseCount, rewritePhrases } from "./humanizer.phrases";
import {
  dropNotOnly,
  joinShort,
  moveFrontedBy,
  splitLong,
  splitAndClause,
  splitConcessive,
  splitParticipleTail,
  splitWhich,
  type Piece,
} from "./humanizer.sentences";
import { verbalFrames } from "./humanizer.nominal";
import { rewriteProblems } from "./humanizer.check";
import { activeVoiceInPairs } from "./humanizer.passive-pair";
import { fixArticles, tidySentence } from "./humanizer.tidy";
import { varyRepeats } from "./humanizer.variety";
import { contractions } from "./humanizer.voice";
import { varyMadeThis } from "./humanizer.openings";
import { matchSpelling } from "../../shared/text/spelling-variety";

/**
 * Built-in humanizer: a rule-based rewrite computed from the input, sentence by sentence.
 *  1. Structure (humanizer.blocks.ts): paragraphs, list markers, headings, greetings and sign-offs are kept; URLs,
 *     hashtags and code are masked.
 *  2. Sentence frames (humanizer.sentences.ts): "not only ... but also", trailing participle clauses and fronted
 *     "By doing X," frames are recast.
 *  3. Openers (humanizer.connectors.ts): stock connectors are dropped or put in the voice's words.
 *  4. Phrases (humanizer.phrases.ts): several hundred AI-typical phrases are replaced in the voice, with agreement;
 *     then the voice's word choice (humanizer.register.ts) and contractions (humanizer.voice.ts).
 *  5. Rhythm: long sentences are split at clause boundaries, short neighbours joined (by voice).
 *  6. Tidy-up (humanizer.tidy.ts): spacing, capitals after deletions, "a"/"an".
 * Names, numbers and the order of ideas are kept: only listed phrases, function words and sentence frames change.
 */

const hasLetters = (s: string) => /\p{L}/u.test(s);

/** How the visitor writes, kept in the output: the apostrophe they type, and lower-case sentence starts. */
interface Habits {
  apostrophe: string;
  capitals: boolean;
}

/** "It is important to note that ...", "It goes without saying ...": an "it" that points at nothing. */
const DUMMY_IT = /^\s*it(?:\s+is|['’]s|\s+was)\s+(?:\p{L}+\s+)?\p{L}+\s+(?:to|that)\b|^\s*it\s+goes\s+without\b/iu;

/**
 * How much of a sentence may change: "full" recasts its frames (voice, fronted clauses, splits) and swaps phrases;
 * "swaps" only swaps listed phrases and openers (the fallback when a full rewrite fails the checks).
 */
type Mode = "full" | "swaps";

/**
 * Generate, then check: a sentence's full rewrite is kept only when it passes the meaning check
 * (humanizer.meaning.ts) and brings no new sentence problem; otherwise the phrase-swaps-only rewrite is tried, and
 * when that fails too the sentence is kept as written.
 */
function rewriteChecked(sentence: string, at: Place): Piece[] {
  const saved = { ...at.state };
  const seen = at.recent.length;
  for (const mode of ["full", "swaps"] as const) {
    const pieces = rewriteSentence(sentence, at, mode);
    const problems = rewriteProblems(
      sentence,
      pieces.map((p) => p.text),
    );
    if (!problems.length) return pieces;
    Object.assign(at.state, saved);
    at.recent.length = seen;
  }
  at.recent.push(sentence);
  return [{ text: sentence, free: true }];
}

/** Where a sentence stands: the voice, the writer's habits, the text so far and the sentence after it. */
interface Place {
  style: VoiceStyle;
  habits: Habits;
  state: ConnectorState;
  last: boolean;
  recent: string[];
  next: string;
}

function rewriteSentence(sentence: string, at: Place, mode: Mode): Piece[] {
  const { style, habits, state, last, recent, next } = at;
  const { apostrophe } = habits;
  // A sentence in another language is left as written: the lexicon and the sentence frames are English ("Es
  // fundamental que ..." is never "Es basic que ...").
  if (foreignLanguageName(sentence)) return [{ text: sentence, free: true }];
  if (mode === "swaps") return swapOnly(sentence, at);
  // Casual and friendly tell a past passive that names its doer in the active ("Two sisters founded our bakery").
  // (Not when the next sentence goes on with a pronoun: "They show ..." after "Our team analysed the results" would
  // point at the team. "This milestone ..." is a noun phrase, not a pronoun: a verb after "this" marks the pronoun.)
  // (Unless the active clause ends on the subject as a pronoun itself: "..., and it was published last Tuesday. It
  // highlights ..." still points at the report.)
  sentence = verbalFrames(sentence, style);
  const turned = style === "professional" ? sentence : activeVoiceInPairs(sentence);
  const endsOnSubject = /, (?:and|but) (?:it|they) [^,]+$/.test(turned) && !/, (?:and|but) (?:it|they) /.test(sentence);
  const active =
    style === "professional" ||
    (/^\s*(?:it|they|he|she|its|their)\b/i.test(next) && !DUMMY_IT.test(next) && !endsOnSubject) ||
    /^\s*(?:this|these)\s+(?:\p{Ll}+(?:s|ed)|is|are|was|were|has|have|had|can|will|would|could|may|might|must|should|shows?|means?|led|made)\b/iu.test(
      next,
    )
      ? sentence
      : turned;
  const recast = splitParticipleTail(moveFrontedBy(dropNotOnly(active)));
  // Casual tells a contrast in two short sentences ("These apps help. But they also...").
  const framed = varyMadeThis(
    style === "casual" ? recast.flatMap(splitConcessive).flatMap(splitWhich).flatMap(splitAndClause) : recast,
    next,
  );
  const out: Piece[] = [];
  framed.forEach((part, i) => {
    let s = rewriteOpening(part, style, state, last && i === framed.length - 1);
    const free = framed.length === 1 && s === part;
    s = tidySentence(
      contractions(rewritePhrases(s, style, apostrophe, recent.slice(-2).join(" ")), style, apostrophe),
      habits.capitals || /^\p{Lu}/u.test(part),
    );
    if (!hasLetters(s) && hasLetters(part) && !/\uE100/.test(s)) return; // the whole sentence was a stock phrase
    if (style === "professional") s = s.replace(/(?<![!?])!+(?=["'”’)]*(?:\s+\uE100[\uE200-\uEFFF])*\s*$)/u, ".");
    const split = splitLong(s, style);
    out.push(...(split ? split.map((text) => ({ text, free: false })) : [{ text: s, free }]));
    recent.push(s);
  });
  return out;
}

/** The fallback rewrite: listed phrases and openers only, the sentence's frame as written. */
function swapOnly(sentence: string, at: Place): Piece[] {
  const { style, habits, state, last, recent } = at;
  const { apostrophe } = habits;
  const opened = rewriteOpening(sentence, style, state, last);
  const s = tidySentence(
    contractions(rewritePhrases(opened, style, apostrophe, recent.slice(-2).join(" ")), style, apostrophe),
    habits.capitals || /^\p{Lu}/u.test(sentence),
  );
  if (!hasLetters(s) && hasLetters(sentence) && !/\uE100/.test(s)) return [];
  recent.push(s);
  return [{ text: s, free: s === sentence }];
}

/** The friendly voice lets one thankful or glad sentence per line end with "!". */
const WARM =
  /^(?:thanks|thank you|congratulations|welcome)\b|\b(?:so happy|so grateful|really grateful|so excited|really excited|so glad)\b/i;
function warmUp(sentences: string[]): string[] {
  const i = sentences.findIndex((s) => WARM.test(s) && /[^.]\.$/.test(s));
  return i < 0 || sentences.some((s) => s.endsWith("!"))
    ? sentences
    : sentences.map((s, j) => (j === i ? `${s.slice(0, -1)}!` : s));
}

function rewriteLine(
  line: Line,
  style: VoiceStyle,
  habits: Habits,
  state: ConnectorState,
  formal: boolean,
  recent: string[],
): void {
  const { apostrophe } = habits;
  const sentences = splitSentences(line.text).map((s) => s.text);
  const out = sentences.flatMap((s, i) =>
    rewriteChecked(s, { style, habits, state, last: i === sentences.length - 1, recent, next: sentences[i + 1] ?? "" }),
  );
  const joined = line.item ? out.map((p) => p.text) : joinShort(out, style);
  // (A formal letter, a complaint or an application, is not made chirpy with "!".)
  line.text = (style === "friendly" && !formal ? warmUp(joined) : joined).join(" ");
  // A bold label ("**Seamless integration:**") is wording too: its phrases are replaced, its shape kept.
  line.prefix = line.prefix.replace(
    /(\*\*|__)([^*_]+)\1/,
    (_m, mark: string, label: string) => `${mark}${tidySentence(rewritePhrases(label, style, apostrophe))}${mark}`,
  );
}

export function humanize(text: string, style: VoiceStyle): string {
  const apostrophe = (text.match(/’/g)?.length ?? 0) > (text.match(/'/g)?.length ?? 0) ? "’" : "'";
  const starts = splitSentences(text).map((s) => /^\P{L}*(\p{L})/u.exec(s.text)?.[1] ?? "");
  const capitals = starts.filter((c) => /\p{Ll}/u.test(c)).length * 2 <= starts.length;
  const habits: Habits = { apostrophe, capitals };
  const masked = mask(text);
  const blocks = parseBlocks(masked.text);
  const state: ConnectorState = { usedConclusion: false, previousHadConnector: false };
  const formal = isFormalLetter(text);
  /** The rewritten sentences so far (the last two are the context a replacement avoids repeating). */
  const recent: string[] = [];
  for (const block of blocks) {
    for (const line of block.lines) {
      if (line.kind !== "prose") {
        if (!formal) line.text = signOffInVoice(greetingInVoice(line.text, style), style);
        continue;
      }
      const lowerStart = /^\p{Ll}/u.test(line.text.trim());
      // ("Dear Mr Patel, I hope this finds you well. I wanted ...": "I" was capital for its own sake; the words that
      // now follow the greeting's comma go in lower case unless they are a name.)
      const pronounStart = /^\s*I\b/.test(line.text);
      rewriteLine(line, style, habits, state, formal, recent);
      // "Dear Ms. Okafor, I hope ..." / "Hey team! Please ...": the greeting on a prose line is in the voice's words
      // too, and a sentence that went on after the greeting's comma in lower case stays in lower case.
      if (line.prefix) {
        if (!formal) line.prefix = greetingInVoice(line.prefix, style);
        if ((lowerStart || (pronounStart && !isName(line.text, text))) && /,\s*$/.test(line.prefix))
          // ("Hi all, A quick update": a one-letter word left first by a deletion goes back to lower case too; "I"
          // stays.)
          line.text = line.text.replace(/^(\s*)(\p{Lu})(?=\p{Ll}|['’]|\s+\p{Ll})/u, (m, sp: string, c: string) =>
            c === "I" ? m : `${sp}${c.toLowerCase()}`,
          );
      } else if (!formal && /^(?:hi|hello|hey|dear)\b[^.!?]{0,30}[!,.]/i.test(line.text)) {
        line.text = greetingInVoice(line.text, style);
      }
    }
    block.lines = block.lines.filter((l) => l.kind === "keep" || hasLetters(l.text) || /\uE100/.test(l.text));
  }
  const rewritten = renderBlocks(blocks.filter((b) => b.lines.length));
  return matchSpelling(
    masked.restore(adverbAfterBe(fixArticles(varyRepeats(rewritten, masked.text), masked.text))),
    text,
  );
}

/** The line's first word is written with a capital mid-sentence somewhere in the input: a name ("Mark"). */
function isName(line: string, input: string): boolean {
  const word = /^\s*(\p{Lu}\p{Ll}+)\b/u.exec(line)?.[1];
  return Boolean(word) && new RegExp(`[\\p{Ll},;:]\\s+${word}\\b`, "u").test(input);
}

/** AI-typical phrases in a text: lexicon phrases plus stock sentence openers (the count of the tests and bench). */
export function aiPhraseCount(text: string): number {
  return splitSentences(text).reduce((n, s) => n + lexiconPhraseCount(s.text) + (hasStockOpener(s.text) ? 1 : 0), 0);
}
