/**
 * How much each unit (sentence or list item) deserves a place in the summary.
 *
 * Content: LexRank (PageRank over TF-IDF cosine similarity between units, edges inside a window of WINDOW units so
 * time grows linearly) blended with the unit's similarity to the document's centroid, which is steadier on short
 * texts, and to the title and headings (Edmundson's title method).
 * Structure: the unit's weight from the document reader (Decisions and Action items up, Attendees and quoted replies
 * down), verbless fragments and lead-ins ending in ":" down, sentences that lean on the previous one ("It", "This")
 * slightly down.
 * Position: news gets the prior that CNN/DailyMail tuning found (teleport vector (1 + i)^-POSITION_PRIOR and final
 * factor (1 + i)^-POSITION_FINAL); essays and other prose a mild bonus for the opening and closing paragraphs;
 * structured documents none.
 */
import type { Sentence } from "../../shared/text/sentences";
import { contentTerms, contentTermsOf, type Language } from "./summarizer.language";
import { isAdviceQuestion, isLetterAsk } from "./summarizer.ask";
import type { TextKind } from "./summarizer.kind";
import type { Unit } from "./summarizer.structure";
import * as cue from "./summarizer.cues";
import { carriedProposal } from "./summarizer.outcome";
import { buildVectors, cosine, cosinesWith, pageRank, weightedCentroid, type Vector } from "./summarizer.vectors";
export { cosine, type Vector } from "./summarizer.vectors";
export { HOOK, isAdviceHeading, ONE_THING, RECORDED_DECISION } from "./summarizer.cues";

const POSITION_PRIOR = 0.3;
const POSITION_FINAL = 0.75;
/** Essays, reviews and personal posts: their opening sentence and closing paragraph weigh more. */
const PROSE_ENDS = 1.3;
/** The weight of an essay's opening paragraph that its next paragraph answers ("Yet ..."): the view argued against. */
const ANSWERED_VIEW = 0.6;
/** A sentence that opens with a quotation (direct speech) says less about the story than the reporter's own. */
const QUOTE_FACTOR = 0.7;
/** The sentences of a paragraph that turns an essay's argument ("However, ..."). */
const TURN = 1.3;
const PARTIAL_QUOTE = 0.35;
const DIRECT_SPEECH = /^\s*(?:["“‘']|``)/;

export interface RankedUnit extends Unit {
  score: number;
  /** What the text itself treats as incidental (a courtesy, a row of links, housekeeping): never padding. */
  incidental: boolean;
  /** Words in the unit's text (what the word budgets count). */
  words: number;
  /** The unit that says what this one settles by reference (a decision's proposal): chosen with it. */
  companion?: number;
  vector: Vector;
}

interface RankContext {
  language: Language;
  kind: TextKind;
  /** The title and headings: their words mark what the text is about. */
  topic: string;
  /** Section headings by section index (for the licence weights). */
  headings: string[];
  /** The words of each unit (shared/text/tokens words()) when the caller has read them already. */
  unitWords?: readonly string[][];
}

/** In a licence, the grant, the conditions, the disclaimer and termination are what a reader needs; definitions less. */
function licenceWeight(heading: string): number {
  if (
    /\b(?:grant|scope|permission|conditions|convey|modified|termination|disclaimer|warrant|liabilit|obligations|restrictions|patent|(?:re)?distribution)/i.test(
      heading,
    )
  )
    return 1.5;
  if (
    /\b(?:definitions?|interpretation|considerations|preamble|how to apply|using creative commons|notices?|miscellaneous|other terms)\b/i.test(
      heading,
    )
  )
    return 0.5;
  return 1;
}

/** A plain sentence as a unit with neutral structure (for callers that only have sentences). */
function asUnit(s: Sentence & Partial<Unit>, i: number, all: Sentence[]): Unit {
  const previous = all[i - 1];
  return {
    section: -1,
    weight: 1,
    list: -1,
    position: previous && previous.paragraph === s.paragraph ? ((all[i - 1] as Partial<Unit>).position ?? 1) : 0,
    ...s,
  };
}

const LETTER_OR_NUMBER = /[\p{L}\p{N}]/u;

/** Whether a word has a letter or a digit: ASCII read directly, the Unicode classes only for other characters. */
function hasLetterOrNumber(word: string): boolean {
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)) return true;
    if (c >= 128) return LETTER_OR_NUMBER.test(word);
  }
  return false;
}

/** Words of a text: its runs of non-space characters that hold a letter or a digit. */
export const wordCount = (text: string): number => {
  const ascii = asciiWordCount(text);
  if (ascii >= 0) return ascii;
  let count = 0;
  for (const w of text.split(/\s+/)) if (hasLetterOrNumber(w)) count++;
  return count;
};

/**
 * wordCount of a text of printable ASCII and white space (\s there: tab, line feed, vertical tab, form feed, CR,
 * space), or -1 when the text has another character (shared/text/tokens' NOT_PLAIN_ASCII test, in the same scan).
 */
function asciiWordCount(text: string): number {
  let count = 0;
  let letterOrDigit = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c > 126 || (c < 32 && (c < 9 || c > 13))) return -1;
    if (c === 32 || (c >= 9 && c <= 13)) {
      if (letterOrDigit) count++;
      letterOrDigit = false;
    } else if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)) letterOrDigit = true;
  }
  return letterOrDigit ? count + 1 : count;
}

/** How much an interviewer's question and a guest's recommendation count in a conversation. */
const CONVERSATION_QUESTION = 0.3;
const RECOMMENDED = 2.5;
const RECOMMENDED_AFTER = 1.6;
/** A question asking the other speaker for their advice or conclusion. */
const ASKS_ADVICE =
  /\b(?:recommend\w*|advice|advise|tips?|takeaways?|take away|one (?:thing|change|piece|lesson)|lessons?|what (?:would|should|do) you (?:tell|say to|suggest)|what should (?:people|listeners|they|we|i)|bottom line)\b/i;

/**
 * For each unit of a conversation: whether it is part of the answer to a question that asks for advice ("So what
 * would you tell a team lead listening to this?"): the turns of other speakers after it, until the asker speaks again.
 */
function answersToAdvice(units: readonly Unit[]): number[] {
  let asker: string | undefined;
  let said = 0;
  return units.map((u) => {
    if (u.speaker && u.speaker === asker) asker = undefined;
    const answer = asker !== undefined && u.speaker !== undefined && !u.text.endsWith("?");
    if (u.speaker && u.text.endsWith("?") && ASKS_ADVICE.test(u.text)) {
      asker = u.speaker;
      said = 0;
    }
    // (The answer's first sentence is the advice itself, "Pick a wake-up time and stick to it"; what follows explains.)
    return answer ? (said++ === 0 ? RECOMMENDED : RECOMMENDED_AFTER) : 1;
  });
}

export function rankUnits(input: (Sentence & Partial<Unit>)[], context: RankContext): RankedUnit[] {
  // The document reader's units already have every field asUnit would default.
  const units = input.map((s, i) =>
    s.section !== undefined && s.weight !== undefined && s.list !== undefined && s.position !== undefined
      ? (s as Unit)
      : asUnit(s, i, input),
  );
  const n = units.length;
  if (n === 0) return [];
  const termLists = units.map((u, i) =>
    context.unitWords
      ? contentTermsOf(context.unitWords[i]!, context.language)
      : contentTerms(u.text, context.language),
  );
  const { vectors, vectorOf } = buildVectors(termLists);
  const news = context.kind === "news";
  const prose = context.kind === "prose";
  const english = context.language === "en";

  const lastParagraph = units[n - 1]!.paragraph;
  const firstSection = units[0]!.section;
  const firstParagraph = units[0]!.paragraph;
  // "Most advice about sleep focuses on ... But research suggests ...": an opening the writer turns within its next
  // three sentences is the set-up, not the point.
  // An essay's opening paragraph that the next one answers ("The call to ban phones in schools has become almost
  // universal." before "Yet a total ban treats a symptom.", "Every time the high street loses a shop, ..." before "This
  // is the wrong answer."): the view the essay argues against, not its point.
  // (An opening of two sentences or more: a story written a sentence to a paragraph keeps its lead.)
  const answeredOpening =
    prose &&
    units.filter((u) => u.paragraph === firstParagraph).length >= 2 &&
    units.some((u) => u.paragraph === firstParagraph + 1 && u.position === 0 && cue.TURN_OPENING.test(u.text));
  const turnedOpening =
    (prose &&
      units.some(
        (u) =>
          u.paragraph === firstParagraph &&
          u.position > 0 &&
          u.position <= 3 &&
          wordCount(u.text) >= 8 &&
          cue.CONTRAST_NEXT.test(u.text),
      )) ||
    answeredOpening;
  const wordTotals = units.map((u) => wordCount(u.text));
  // An advice post whose paragraphs open with the advice itself ("Ask questions early. Nobody expects..."): those
  // openers are its points, however short (three or more such paragraphs, outside news).
  const adviceOpeners = news ? [] : units.map((u) => u.position === 0 && !u.listItem && cue.IMPERATIVE.test(u.text));
  const advice = adviceOpeners.filter(Boolean).length >= 3;
  const firstOfSection = units.map((u, i) => u.section >= 0 && (i === 0 || units[i - 1]!.section !== u.section));
  const adviceOpener = units.map(
    (u, i) =>
      !news &&
      u.section >= 0 &&
      !u.listItem &&
      u.position === 0 &&
      firstOfSection[i]! &&
      cue.isPointHeading(context.headings[u.section] ?? "", context.headings),
  );
  // A recipe or how-to (three or more steps in the imperative): its steps are its content, its closing anecdote not.
  const steps = news
    ? []
    : units.map((u) => cue.STEP.test(u.text) || (cue.IMPERATIVE.test(u.text) && /\d/.test(u.text)));
  const howTo = steps.filter(Boolean).length >= 3;
  const turnParagraphs = new Set(
    units.filter((u) => prose && u.position === 0 && cue.TURN_OPENING.test(u.text)).map((u) => u.paragraph),
  );
  // The proposal a decision settles by reference ("...agreed to go ahead with the library purchase") says what was
  // decided: it weighs like the decision (the nearest proposal within the three units before, on the same subject).
  const settled = new Set<number>();
  const proposalOf = new Map<number, number>();
  units.forEach((u, i) => {
    if (news || !cue.RECORDED_DECISION.test(u.text) || !cue.DECISION_BY_REFERENCE.test(u.text)) return;
    const terms = new Set(termLists[i]);
    for (let j = i - 1; j >= Math.max(0, i - 3); j--) {
      const candidate = units[j]!;
      if (cue.PROPOSAL.test(candidate.text) && (j === i - 1 || termLists[j]!.some((t) => terms.has(t)))) {
        settled.add(j);
        proposalOf.set(i, units[j]!.index);
        break;
      }
    }
  });
  // (A proposal its minutes record as carried, "... roof. Seconded by Cllr Cole. Carried 4-1.", is a decision too.)
  if (context.kind === "minutes") {
    const texts = units.map((u) => u.text);
    units.forEach((u, i) => {
      if (carriedProposal(texts, i, (j) => units[j]!.section === u.section)) settled.add(i);
    });
  }
  const conversation = context.kind === "conversation";
  const recommendation = conversation ? answersToAdvice(units) : [];
  // (Read by the weights and again by the incidental test below.)
  const procedural = units.map((u) => !news && cue.PROCEDURAL.test(u.text));
  const navRow = units.map((u) => cue.NAV_ROW(u.text));
  const listsFirst = (units.find((u) => u.list < 0 || u.listItem)?.list ?? -1) >= 0;
  // (Read by the weights and again by the incidental test below.)
  const pleasantry = units.map((u) => cue.PLEASANTRY.test(u.text));
  const ownDetail = units.map((u) => cue.OWN_DETAIL.test(u.text));
  const structure = units.map((u, i) => {
    const w = wordTotals[i]!;
    let f = u.weight * lengthFactor(termLists[i]!.length, w);
    if (DIRECT_SPEECH.test(u.text)) f *= QUOTE_FACTOR;
    // Half a quotation: without the other half it is unattributed speech ("It can find money for the buses.\"").
    if (u.partialQuote) f *= PARTIAL_QUOTE;
    if (u.text.endsWith(":")) f *= 0.3;
    if (u.text.endsWith("?")) f *= 0.6;
    if (u.position > 0 && cue.LEANING.test(u.text)) f *= 0.85;
    // "Oslo reported similar results": compared with something the summary may not show.
    if (i > 0 && /\b(?:similar (?:results|effects|findings|figures|numbers|gains|problems)|likewise)\b/i.test(u.text))
      f *= 0.7;
    if (cue.CUE_UP.test(u.text)) f *= 1.1;
    // "The one morning he skipped it": a person the summary may not have named (news says "he" of its subject anywhere).
    if (!news && i > 0 && context.language === "en" && cue.UNNAMED_PERSON.test(u.text)) f *= 0.8;
    if (cue.CUE_DOWN.test(u.text)) f *= 0.8;
    if (pleasantry[i] || cue.isAnswer(u.text) || (!news && cue.NAMES_TOPIC.test(u.text))) f *= 0.3;
    if (cue.STRAWMAN.test(u.text)) f *= 0.4;
    // ...and the sentence that turns it round ("But the evidence is surprisingly weak.") is the writer's point.
    // (Not one that only says "the opposite": without the set-up it says nothing.)
    if (
      !news &&
      i > 0 &&
      cue.CONTRAST_NEXT.test(u.text) &&
      cue.STRAWMAN.test(units[i - 1]!.text) &&
      !/\b(?:the opposite|otherwise|wrong|not so|not true|the reverse)\b/i.test(u.text)
    )
      f *= 1.5;
    // The view a text sets up only to turn it round in the next sentence ("...were doomed. However, the opposite
    // happened."): outside news, where a lede followed by "But" is still the lede.
    const following = units[i + 1];
    if (!news && following && following.paragraph === u.paragraph && cue.CONTRAST_NEXT.test(following.text)) f *= 0.7;
    // A decision recorded in the minutes' prose ("After discussion this was agreed") counts like a Decisions section.
    // ("Decision: go with 'Out and About'" is the decision itself, however it is worded.)
    const labelled = firstOfSection[i]! && u.list < 0 && cue.DECISION_LABEL.test(context.headings[u.section] ?? "");
    if (context.kind === "minutes" && (cue.RECORDED_DECISION.test(u.text) || settled.has(i) || labelled)) f *= 2;
    // A report's or notice's own decision ("The board has agreed to replace the heating system") is news to its reader.
    else if (!news && (cue.RECORDED_DECISION.test(u.text) || settled.has(i))) f *= 1.3;
    if (procedural[i]) f *= 0.3;
    if (advice && adviceOpeners[i]) f *= 2.5;
    // A post whose headings are its advice ("Train slower than you think"): the text that opens each such section.
    if (adviceOpener[i]) f *= 1.4;
    // One person's view in the discussion ("Tom disagreed because...") is not what the meeting settled.
    if (context.kind === "minutes" && cue.OPINION.test(u.text) && !cue.RECORDED_DECISION.test(u.text)) f *= 0.7;
    if (!news && cue.FINDING.test(u.text)) f *= 1.3;
    // What the writer wants is a letter's point ("I wanted to ask whether I could take leave…"); a general
    // request-like wording ("we should", "let's") a little.
    if (context.kind === "email" && isLetterAsk(u.text)) f *= 2;
    else if (context.kind === "email" && cue.REQUEST.test(u.text)) f *= 1.3;
    // A row of links or buttons ("Check your batch number · Call 0800 555 0199").
    if (navRow[i]) f *= 0.3;
    if (ownDetail[i]) f *= 0.5;
    // A post's question to its readers ("Can they charge us…, and should we raise a dispute?") is its point.
    // (Not an interviewer's: in a conversation the answer is the point, and a question is only its cue.)
    if (conversation && u.text.endsWith("?")) f *= CONVERSATION_QUESTION;
    else if (!news && english && u.paragraph >= lastParagraph - 1 && isAdviceQuestion(u.text)) f *= 3;
    // A guest's answer to "What's the one change you'd recommend?" is the conclusion a listener takes away.
    if (conversation) f *= recommendation[i]!;
    // "I'm writing about order 88213" says nothing; "I'm writing to remind you the meeting is on 21 May" does.
    if (context.kind === "email" && cue.ANNOUNCING.test(u.text)) f *= /\d/.test(u.text) ? 1.2 : 0.8;
    if (context.kind === "conversation" && cue.SMALL_TALK.test(u.text)) f *= 0.4;
    if (conversation && cue.HOST_FRAMING.test(u.text)) f *= 0.2;
    // A support thread's outcome ("I've refunded the duplicate payment of £49") is what its reader looks for.
    if ((context.kind === "conversation" || context.kind === "email") && cue.RESOLUTION.test(u.text)) f *= 1.5;
    // A post's afterthought ("Edit: thanks for the awards", "PS: ...").
    if (/^(?:edit|eta|ps|p\.s\.)\s*\d*\s*:/i.test(u.text)) f *= 0.5;
    // "If you only try one thing, plan the week's dinners": the writer's own one-line advice.
    if (cue.ONE_THING.test(u.text)) f *= 1.8;
    if (!news && cue.CHATTER.test(u.text)) f *= 0.4;
    if (howTo && steps[i]) f *= 1.5;
    const thesisTurn =
      prose && u.paragraph === firstParagraph && u.position > 0 && w >= 8 && cue.CONTRAST_NEXT.test(u.text);
    if (
      prose &&
      ((u.paragraph === firstParagraph && u.position === 0 && !turnedOpening) ||
        (u.paragraph === lastParagraph && !howTo))
    ) {
      f *= PROSE_ENDS;
      // (An essay pasted as one paragraph: its only paragraph is also its last, and the turn is still its thesis.)
      if (thesisTurn) f *= TURN * TURN;
    }
    if (answeredOpening && u.paragraph === firstParagraph) f *= ANSWERED_VIEW;
    // An essay's opening set-up turned round within its first paragraph ("Boredom has a bad reputation. We treat it as
    // a problem... Yet boredom may be one of the most useful states a mind can enter."): that turn is its thesis.
    else if (thesisTurn) f *= TURN * TURN;
    // An essay's turn: the paragraph that opens with "However," / "But by the second winter..." is where the writer's
    // argument goes; its sentences weigh more than the set-up's (a bare "But something had changed." gains least).
    else if (prose && u.paragraph !== firstParagraph && turnParagraphs.has(u.paragraph))
      // (The turning sentence itself, when it says something of its own: "However, the costs of novelty are hidden".)
      f *= u.position === 0 && w >= 8 ? TURN * TURN : TURN;
    // Structured texts state their point before the first heading (an introduction), letters in their first paragraph.
    // (Not a post's opening anecdote: "I used to keep 60 browser tabs open." sets a scene.)
    const hook = u.paragraph === firstParagraph && cue.HOOK.test(u.text);
    if (context.kind === "structured" && context.headings.length > 1 && u.section === firstSection && u.list < 0)
      f *= hook ? 0.8 : 1.2;
    // ...and their opening sentence usually says what the whole document is ("tidyq is a small command-line tool...").
    if (context.kind === "structured" && u.paragraph === firstParagraph && u.position === 0 && u.list < 0 && !hook)
      f *= 1.3;
    if (context.kind === "email" && u.paragraph === firstParagraph) f *= 1.2;
    // A list's first item is usually its headline, and release notes lead with what is new, when no introduction
    // before the lists says what the headline is.
    if (context.kind === "structured" && listsFirst && u.list >= 0) {
      if (i === 0 || units[i - 1]!.list !== u.list) f *= 1.15;
      if (/^(?:new|added|features)$/i.test(context.headings[u.section] ?? "")) f *= 1.3;
    }
    if (context.kind === "licence") {
      if (u.section >= 0) f *= licenceWeight(context.headings[u.section] ?? "");
      // Cross-references ("as specified in Section 6(a)") and headings of clauses say nothing alone.
      if (/\bsections?\s+\d/i.test(u.text) || w < 8 || /^for the avoidance of doubt\b/i.test(u.text)) f *= 0.5;
      // What a licence lets you do, requires, disclaims and when it ends.
      if (
        /\b(?:grants?|granted|you may|you must|must not|may not|terminat\w+|warrant\w*|liab\w+|attribution|credit)\b/i.test(
          u.text,
        )
      )
        f *= 1.3;
      // The operative grant is what the licence is for.
      if (
        /\bhereby grant(?:s|ed)?\b|\bgrants? (?:to )?(?:you|licensee)\b|\bpermission is (?:hereby )?granted\b/i.test(
          u.text,
        )
      )
        f *= 1.3;
    }
    if (w >= 6 && !/\p{Ll}/u.test(u.text)) f *= 0.6; // a sentence in capitals (a legal disclaimer, a shout)
    // Prices, percentages and amounts are the facts a notice, a review or a letter is read for (news has them anywhere).
    if (!news && cue.FIGURE.test(u.text)) f *= 1.15;
    return f;
  });

  const teleport = new Float64Array(n);
  let teleportSum = 0;
  for (let i = 0; i < n; i++) {
    const u = units[i]!;
    const prior = news
      ? Math.pow(1 + i, -POSITION_PRIOR) * (u.position === 0 ? 1.3 : 1) * structure[i]!
      : structure[i]!;
    teleport[i] = prior;
    teleportSum += prior;
  }
  for (let i = 0; i < n; i++) teleport[i]! /= teleportSum || 1;
  const rank = pageRank(vectors, teleport);

  // Centroid and topic similarity: what the whole text, and its title and headings, are about.
  const centroid = weightedCentroid(vectors, structure);
  const topic = vectorOf(contentTerms(context.topic, context.language));
  let rankMean = 0;
  let centroidMean = 0;
  const centroidSim = cosinesWith(vectors, centroid);
  for (let i = 0; i < n; i++) {
    rankMean += rank[i]! / n;
    centroidMean += centroidSim[i]! / n;
  }
  return units.map((u, i) => {
    const content = 0.5 * (rank[i]! / (rankMean || 1)) + 0.5 * (centroidSim[i]! / (centroidMean || 1));
    const position = news ? Math.pow(1 + i, -POSITION_FINAL) : 1;
    const score = content * structure[i]! * position * (1 + 0.5 * cosine(vectors[i]!, topic));
    // A section opener under an advice heading is written with the heading as its label: the budget counts it.
    const label = adviceOpener[i] ? wordCount(context.headings[u.section] ?? "") : 0;
    const incidental =
      pleasantry[i] ||
      (conversation && cue.HOST_FRAMING.test(u.text)) ||
      navRow[i] ||
      cue.CONTACT.test(u.text) ||
      ownDetail[i] ||
      // (and what sits under "About us", "References", "Attendees")
      u.weight <= 0.3 ||
      procedural[i]!;
    // One shape for every ranked unit (a spread of units of varying shapes was a tenth of the engine's time).
    return {
      text: u.text,
      paragraph: u.paragraph,
      index: u.index,
      listItem: u.listItem,
      section: u.section,
      weight: u.weight,
      list: u.list,
      position: u.position,
      speaker: u.speaker,
      partialQuote: u.partialQuote,
      ownSummary: u.ownSummary,
      score,
      incidental,
      words: wordTotals[i]! + label,
      vector: vectors[i]!,
      companion: proposalOf.get(i),
    };
  });
}

/** Very short units say little on their own; very long ones are usually run-ons (captions glued to text). */
function lengthFactor(termCount: number, wordTotal: number): number {
  if (termCount < 2 || wordTotal < 4) return 0.35;
  if (termCount < 4) return 0.6;
  if (termCount > 45) return 0.7;
  return 1;
}
