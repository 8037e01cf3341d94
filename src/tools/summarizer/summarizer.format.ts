/**
 * The chosen units written out in the requested style, free of markup.
 * - Bullets: one unit a line after "• ".
 * - Paragraphs: units of one source paragraph or list together, at most four sentences a paragraph; list items read
 *   as sentences (English action items "Dev to finish X" / "Omar: request X" become "Dev will finish X", resolutions
 *   "To accept X" under "Resolved" become "It was resolved to accept X").
 * - Both: a verbless item ("34-hour battery") keeps its heading as a label ("Pros: 34-hour battery"), and neighbouring
 *   verbless items of one list share it ("Pros: excellent noise cancelling; 34-hour battery").
 * - TL;DR: the best complete sentence, compressed (summarizer.compress): strongly for 'short', less for 'long'.
 */
import { withKeyAction } from "./summarizer.notice";
import { withLetterNews } from "./summarizer.change";
import { answeredQuestion, APPEAL, totalSentence, withSituation, withoutPointerBack } from "./summarizer.standalone";
import { splitSentences } from "../../shared/text/sentences";
import type { SummaryLength, SummaryStyle } from "./contract";
import { ordinalLeftAlone, refersBack } from "./summarizer.context";
import { compressSentence, type Compression } from "./summarizer.compress";
import { detokenize } from "./summarizer.detokenize";
import { announcedLead, DECISION_HEADING } from "./summarizer.core";
import type { Analysis } from "./summarizer.engine";
import {
  actionItem,
  isCompleteSentence,
  isFragment,
  isOrder,
  personNames,
  startsWithBaseVerb,
  startsWithProperNoun,
} from "./summarizer.grammar";
import { DECISION_ASK, letterCore, REPLY_ONLY } from "./summarizer.letter";
import { guideTldr } from "./summarizer.howto";
import { HOOK, isAdviceHeading, ONE_THING, RECORDED_DECISION, type RankedUnit } from "./summarizer.rank";
import { STRAWMAN } from "./summarizer.cues";
import { isPointHeading } from "./summarizer.cues";
import { isLetterAsk, withoutLeadIn } from "./summarizer.ask";
import { listAsProse, notesLine, proseLine } from "./summarizer.prose";
import { standsWithoutLabel, withoutLabel } from "./summarizer.labels";
import { readsWithoutItem, withoutItemLabel } from "./summarizer.minute-labels";
import { isReview, withPraiseTurned } from "./summarizer.review-con";
import { setsTheScene } from "./summarizer.scene";
import { ANNOUNCES_LIST, BARE_RATING, isVerdictAnswer, SAYS_WHAT_WE_ARE } from "./summarizer.emphasis";
import { headingPoints, releaseDigest } from "./summarizer.points";
import { carriedInUnit, withOutcome } from "./summarizer.outcome";
import { stepsParagraphUnits } from "./summarizer.wholelist";
import { isRulesText, isSelfDescription, mainRule } from "./summarizer.rules";
import { keptFacts } from "./summarizer.facts";
import { announcesChange, antecedentFor, changeFor } from "./summarizer.anaphora";
import { correction, emphasisedScore, isAnnouncedOutcome, KEY_POINT, opensWithPronoun } from "./summarizer.emphasis";

interface Line {
  text: string;
  units: RankedUnit[];
}

const TLDR_COMPRESSION: Record<SummaryLength, Compression> = { short: "strong", medium: "strong", long: "medium" };
const LEANING =
  /^(?:it|this|that|these|those|they|he|she|his|her|their|its|but|and|so|also|however|then|there|such|if both|both)\b(?!\s+(?:post|article|report|e-?mail|guide|essay|piece|note|letter|document|update|review|week|year|month|morning|afternoon|evening)\b)/i;
/** A pronoun whose antecedent is in another sentence: weak in a one-sentence summary. */
const POINTING = /\b(?:they|them|their|it|its|this|these|those|he|she|him|her)\b/i;

export function formatSummary(
  analysis: Analysis,
  picked: RankedUnit[],
  style: SummaryStyle,
  length: SummaryLength,
): string {
  const summary = layout(analysis, picked, style, length);
  return analysis.doc.signals.tokenized ? detokenize(summary) : summary;
}

/** A short label before a sentence ("Eligibility: All ...", "Budget: David reported ..."). */
const LEAD_LABEL = /^\p{Lu}[\p{L} ]{1,24}:\s+(?=\p{Lu}\p{Ll})/u;
const VERDICT_LABEL = /^(Overall|All in all|In short|In summary|On balance|In the end|Ultimately):\s+(?=\p{Ll})/u;

function layout(analysis: Analysis, picked: RankedUnit[], style: SummaryStyle, length: SummaryLength): string {
  if (style === "tldr") {
    const points = analysis.kind === "structured" ? (releaseDigest(analysis) ?? headingPoints(analysis)) : null;
    // ("Eligibility: All permanent employees may ...": the section's label is not part of the one sentence.)
    // (A how-to guide: what it does and its key step, summarizer.howto.)
    const guide = guideTldr(analysis);
    const best = guide === null ? tldr(analysis, length) : undefined;
    // (A letter's ask is said after what the letter is about: summarizer.change.)
    const one =
      guide ??
      (analysis.language === "en" && analysis.kind === "email"
        ? withLetterNews(best!.text, best!.source, analysis.ranked, analysis.inputWords, analysis.toGroup)
        : analysis.language === "en" && analysis.kind === "prose"
          ? withSituation(best!.text, best!.source, analysis.ranked)
          : best!.text
      )
        .replace(LEAD_LABEL, "")
        // ("Overall: it cooks well, but ..." -> "Overall, it cooks well, but ...": a verdict's opener, not a label.)
        .replace(VERDICT_LABEL, "$1, ");
    const line = analysis.language === "en" && analysis.kind !== "news" ? notesLine(one, style, false) : one;
    // (A notice to a group: its news and the first thing its readers must do by a time, summarizer.notice.)
    const plain =
      analysis.language === "en" && analysis.kind === "email" && analysis.toGroup
        ? withKeyAction(line, analysis.ranked)
        : line;
    return `TL;DR: ${points ?? plain}`;
  }
  const lines = render(analysis, picked, style);
  if (style === "bullet") return lines.map((l) => `• ${l.text}`).join("\n");
  const paragraphs: string[][] = [];
  let last: RankedUnit | null = null;
  for (const line of lines) {
    const u = line.units[0]!;
    const current = paragraphs[paragraphs.length - 1];
    const together =
      last &&
      current &&
      current.length < 4 &&
      (u.paragraph === last.paragraph || (u.list >= 0 && u.list === last.list));
    if (together) current.push(line.text);
    else paragraphs.push([line.text]);
    last = line.units[line.units.length - 1]!;
  }
  return mergeShortParagraphs(paragraphs)
    .map((p) => p.join(" "))
    .join("\n\n");
}

/**
 * The best sentence for a one-sentence summary: a high score, complete and self-contained (not leaning on the sentence
 * before it), first in its paragraph or in a summary-like section, and short once compressed. Returns the TL;DR and
 * the sentence it was made from.
 */
export function tldr(analysis: Analysis, length: SummaryLength): { text: string; source: string } {
  const english = analysis.language === "en";
  // A policy is summed up by its main rule, never by its words about itself ("This policy sets out how...").
  const rules = isRulesText(analysis);
  const rule = rules ? mainRule(analysis) : undefined;
  // (The writer's marked point counts as it does in the selection: summarizer.emphasis.)
  const marked = english && analysis.kind !== "news";
  const topScore = Math.max(...analysis.ranked.map((u) => u.score));
  const scoreOf = (u: RankedUnit) => (marked ? emphasisedScore(u, topScore, analysis.ranked[u.index - 1]) : u.score);
  const top = [...analysis.ranked].sort((a, b) => scoreOf(b) - scoreOf(a)).slice(0, 8);
  if (rule && !top.includes(rule)) top.push(rule);
  // (A post that opens with who is hiring or launching what is summed up by that sentence: summarizer.core.)
  const announced = english && analysis.kind === "prose" ? announcedLead(analysis)[0] : undefined;
  if (announced && !top.includes(announced)) top.push(announced);
  let best = { text: "", source: "" };
  let bestValue = -Infinity;
  let bestUnit: RankedUnit | undefined;
  // A short letter's ask for an action is its TL;DR, however short ("Could you please cancel the fine?").
  const core =
    analysis.kind === "email" ? letterCore(analysis.ranked, analysis.inputWords, "short", analysis.toGroup) : [];
  // (A notice to a group, "Hi all, ... maintenance on Saturday ... please log off", is summed up by its news.)
  // (The ask follows the problem and what a decision rests on: summarizer.letter.)
  // (A group is told its news first, unless it is asked to decide: "can everyone reply by thurs if ur ok with ...")
  const askUnit = core.find((u) => isLetterAsk(u.text));
  const letterAsk =
    core.length > 1 && !isLetterAsk(core[0]!.text)
      ? analysis.toGroup && !(askUnit && DECISION_ASK.test(askUnit.text))
        ? core[0]
        : askUnit
      : undefined;
  const lastParagraph = analysis.ranked[analysis.ranked.length - 1]!.paragraph;
  const steps = stepsParagraphUnits(analysis);
  const largestSum = Math.max(0, ...analysis.ranked.map((u) => sumIn(u.text)));
  // (A post that closes with "Was it worth it?" gives its point there, not in its opening.)
  const verdictSection = english && analysis.doc.sections.some((s, i) => i > 0 && VERDICT_SECTION.test(s.heading));
  const isMinutes = english && (analysis.kind === "minutes" || analysis.kind === "structured");
  const hasIntro = analysis.ranked.some((u) => u.section <= 0 && u.list < 0 && wordsOf(u.text) >= 6);
  for (const u of top) {
    // One sentence: the first of a unit that has several (a list item can).
    // A complete sentence needs no label from its heading here: the cuts then see how it really starts.
    // (A report's label is no part of its TL;DR: "Highlights: offline mode ..." -> "Offline mode ...".)
    const source =
      english && !u.listItem && (isCompleteSentence(u.text) || reportSection(analysis, u))
        ? upperFirst(u.text)
        : readable(analysis, u, "paragraph");
    // A unit of two sentences (a proposal and its decision, a fact and a request): the one that says what was decided
    // or asked, else the first.
    const sentences = splitSentences(source).map((x) => x.text);
    let first =
      (sentences.length > 1
        ? sentences.find(
            (x) =>
              (RECORDED_DECISION.test(x) || isLetterAsk(x) || (isMinutes && isAnnouncedOutcome(x))) &&
              !/\b(?:this|that) (?:was|were|is)\b/i.test(x),
          )
        : undefined) ??
      // ("Speeding: residents presented a petition. Cllr Nnamdi proposed buying a sign for £2,950. Carried
      // unanimously.": the proposal the unit records as carried, not the report that led to it.)
      (sentences.length > 2 && isMinutes
        ? sentences.find((x, i) => i > 0 && carriedInUnit(sentences, i))
        : undefined) ??
      sentences[0] ??
      u.text;
    // ("Would I buy it again? Yes, probably, but I'd wait for a sale.": one answer; "This means the reopening ... will
    // be delayed ...": the reopening's delay, said alone. summarizer.standalone.)
    // (The question may be a unit of its own: "Would we go back?", then "Only if we could get a room ...".)
    const asked = analysis.ranked[u.index - 1];
    const answered =
      english && analysis.kind !== "news"
        ? (answeredQuestion(sentences) ??
          (asked && asked.paragraph === u.paragraph && sentences[0]
            ? answeredQuestion([asked.text, sentences[0]])
            : null))
        : null;
    if (answered) first = answered;
    else if (english && analysis.kind !== "news") first = withoutPointerBack(first) ?? first;
    // ("Total approx £5,230 inc. VAT.": a quote's total is its point, said as a sentence.)
    const total = english && analysis.kind !== "news" ? totalSentence(first) : null;
    if (total) first = total;
    // ("Rating: 4/5. Great value for commuting, but not for the gym.": the rating and what it means, one sentence.)
    if (sentences.length > 1 && BARE_RATING.test(sentences[0]!.trim()))
      first = `${sentences[0]!.trim().replace(/[.!]$/, "")} - ${lowerFirst(sentences[1]!)}`;
    // ("The fix is not to X. It is to Y.": "The fix is to Y.")
    const previous = analysis.ranked[u.index - 1];
    const corrected = marked && previous && first === sentences[0] ? correction(previous.text, first) : null;
    const named = corrected ?? namedByTitle(analysis, u, first, english);
    const whole = english && analysis.kind !== "news" ? withoutLeadIn(named ?? first) : (named ?? first);
    // (A cut that drops the sentence's when, where or how much, "on Tuesday 9 December", is not taken: summarizer.facts.)
    const cut = (t: string) =>
      asSentence(keptFacts(compressSentence(t, TLDR_COMPRESSION[length], analysis.language), t));
    // ("The committee agreed to go with it.": said after what "it" is, or weak when that is out of reach.)
    const antecedent =
      english && analysis.kind !== "news" ? antecedentFor(analysis.ranked, u, first, sentences) : undefined;
    // ("From Monday 3 February our opening hours are changing." is said with what changes.)
    const change = english && analysis.kind !== "news" ? changeFor(analysis.ranked, u, first) : undefined;
    const text = antecedent ? `${cut(antecedent)} ${cut(whole)}` : change ? `${cut(whole)} ${cut(change)}` : cut(whole);
    const words = text.split(/\s+/).length;
    // Length counts as the mean of the sentence before and after compression, so cuts do not decide the choice alone.
    // The verdict an essay or a post ends on ("But for personal notes, plain text wins.") is its point, though it
    // opens with a turn (and the tagger may read its verb as a noun).
    const verdictTurn =
      english &&
      analysis.kind !== "news" &&
      lastParagraph > 0 &&
      u.paragraph === lastParagraph &&
      VERDICT_TURN.test(first) &&
      wordsOf(first) >= 5;
    let value = scoreOf(u) * Math.sqrt(Math.min(1, 30 / ((words + first.split(/\s+/).length) / 2)));
    // What a letter asks for is its TL;DR, even as a question ("Could you please refund the £236…?").
    // (An ask for an action, not the one for a reply: "Could you please cancel the fine?")
    const ask = analysis.kind === "email" && isLetterAsk(first) && !REPLY_ONLY.test(first);
    if ((/[?:]$/.test(first) && !ask) || words < 5) value *= 0.3;
    if (antecedent === null) value *= 0.4;
    if (ask) value *= 1.5;
    if (u === announced) value *= 2;
    // Minutes are read for what was decided, not for who will do what.
    // (So are a call's or a meeting's notes: "decision: go with 5,000" over the quote that led to it.)
    if (
      (analysis.kind === "minutes" || analysis.kind === "structured") &&
      (RECORDED_DECISION.test(first) || DECISION_LABEL.test(first))
    )
      value *= 1.5;
    // (A proposal whose vote the minutes record is a decision too: "...; carried 4-1, Cllr Dean against.")
    else if (withOutcome(analysis, u, first) !== first) value *= 1.5;
    // (One owner's task under "Actions" is no gist of the meeting: "Jo: volunteer sign-up sheet by 15 November".)
    if (
      (analysis.kind === "minutes" || analysis.kind === "structured") &&
      u.section >= 0 &&
      ACTION_SECTION.test(analysis.doc.sections[u.section]!.heading.trim()) &&
      !RECORDED_DECISION.test(first)
    )
      value *= 0.4;
    // (Of two decisions, the larger sum is the news: the £18,400 roof over £500 for the Christmas lights.)
    if (
      (analysis.kind === "minutes" || analysis.kind === "structured") &&
      largestSum > 0 &&
      sumIn(first) === largestSum
    )
      value *= 1.3;
    // The view the next sentence turns round ("...were doomed. However, the opposite happened.") is not the point.
    const next = analysis.ranked[u.index + 1];
    if (next && next.paragraph === u.paragraph && CONTRAST_NEXT.test(next.text)) value *= 0.5;
    // (So is what the next sentence corrects, "The fix is not to X. It is to Y.", and what "they say".)
    if (marked && next && correction(u.text, next.text)) value *= 0.5;
    if (marked && (STRAWMAN.test(first) || SAID_BY_OTHERS.test(first))) value *= 0.5;
    if (verdictTurn) value *= 1.3;
    // The writer's own summary is the TL;DR even when it says "it" for what the text is about.
    else if (u.position > 0 && LEANING.test(text) && !u.ownSummary && !named) value *= 0.6;
    // (A reviewer's verdict says "it" for the product under review: "If you mostly brew for yourself, buy it.")
    const reviewVerdict = marked && VERDICT.test(first);
    if (u.position > 0 && POINTING.test(text) && !u.ownSummary && !named && !verdictTurn && !reviewVerdict)
      value *= 0.8;
    // An essay or a review states its point at the end; other texts open with it.
    if (
      analysis.kind === "prose"
        ? u.paragraph === analysis.ranked[analysis.ranked.length - 1]!.paragraph
        : (u.position === 0 && !(analysis.kind === "structured" && HOOK.test(first)) && !verdictSection) || named
    )
      value *= 1.2;
    if (u.section >= 0 && SUMMARY_SECTION.test(analysis.doc.sections[u.section]!.heading)) value *= 1.3;
    // ("Was it worth it?", "What we'd tell other small teams": the writer's own verdict on what the post told.)
    else if (english && u.section > 0 && VERDICT_SECTION.test(analysis.doc.sections[u.section]!.heading)) value *= 2.5;
    if (VERDICT.test(first) || ONE_THING.test(first) || answered) value *= 1.25;
    // (A review's closing answer, and an appeal's ask, are the text's point: summarizer.standalone.)
    if (answered && u.paragraph === lastParagraph) value *= 1.6;
    if ((english && analysis.kind !== "news" && APPEAL.test(first)) || total) value *= 1.5;
    // (A review's closing verdict, "I would buy it again for summer trips", is its TL;DR.)
    if (marked && analysis.kind === "prose" && VERDICT.test(first) && u.paragraph === lastParagraph) value *= 1.6;
    const heading = u.section >= 0 ? analysis.doc.sections[u.section]!.heading : "";
    // One labelled point of a list ("Low costs: …") is a detail, not the gist; so is one answer of a list under a
    // question ("What about services?"), which is said without its heading.
    if (u.listItem && (/^[^:]{2,50}:\s/.test(text) || /\?$/.test(heading.trim()))) value *= 0.7;
    // A licence is read for what it grants; a recipe or a guide is not summed up by one of its steps.
    if (analysis.kind === "licence" && /\bgrants?\b/i.test(text)) value *= 1.6;
    // Release notes are not summed up by what they fixed or removed.
    if (/^(?:fixed|fixes|bug fixes|removed|deprecated|deprecations)$/i.test(heading.trim())) value *= 0.6;
    // (Nor by one tip of a post whose headings are its tips: "Restart your router", "Train slower than you think".)
    if (STEPS_SECTION.test(heading) || isAdviceHeading(heading) || (english && u.listItem && startsWithBaseVerb(text)))
      value *= 0.5;
    // (A recipe's or a guide's step is never its gist when its introduction says what it is.)
    // (Nor is a numbered step under no heading: "1. Melt a knob of butter ...".)
    // (Nor one order of a method written as a paragraph: "Mash the bananas in a bowl, ...".)
    const step =
      STEPS_SECTION.test(heading) || (english && u.listItem && startsWithBaseVerb(text)) || steps.has(u.index);
    if (step && hasIntro) value *= 0.3;
    if (english && !isCompleteSentence(text, 4) && u !== letterAsk && !verdictTurn) value *= 0.5;
    if (u === letterAsk && !REPLY_ONLY.test(first)) value *= 10;
    if (rules && isSelfDescription(first)) value *= 0.2;
    // An interview with someone who runs something is summed up by what they run ("We're a bike repair co-op in
    // Leith.", "We opened our bakery on Mill Street in March 2022."), not by one detail of it.
    if (analysis.kind !== "news" && analysis.kind !== "email" && english && SAYS_WHAT_WE_ARE.test(first)) value *= 1.6;
    if (u === rule) value *= 1.5;
    // The writer's marked point is the gist; a sentence that opens with a pronoun for an earlier one is not (outside
    // news), wherever it stands in its paragraph, and neither is the anecdote a post opens with.
    if (english && analysis.kind !== "news") {
      if (KEY_POINT.test(first) || isAnnouncedOutcome(first)) value *= 1.4;
      if (u.index > 0 && opensWithPronoun(first) && !u.ownSummary && !corrected) value *= 0.5;
      if (SET_UP.test(first)) value *= 0.7;
      // ("I've now used the Corvex Air 14 ... for five months", "Something has been lost, ...": summarizer.scene.)
      if (setsTheScene(first)) value *= 0.3;
      // ("Children should come to school in their PE kit on those days.": which days is in another sentence.)
      if (refersBack(first) && !u.ownSummary) value *= 0.5;
      if (ANNOUNCES_LIST.test(first) && wordsOf(first) <= 12) value *= 0.5;
    }
    if (value > bestValue) {
      bestValue = value;
      // "Decisions: cut print ads for Q4 ...": a decision written as an order is said as one ("Decided to cut ...").
      const decided = english && analysis.kind === "minutes" && DECISION_HEADING.test(heading.trim()) && isOrder(text);
      best = { text: decided ? `Decided to ${text[0]!.toLowerCase()}${text.slice(1)}` : text, source: first };
      bestUnit = u;
    }
  }
  if (!bestUnit) return best;
  // (A review's verdict that turns its praise says both: summarizer.review-con.)
  const turned = analysis.ranked[bestUnit.index - 1];
  const balanced =
    english && (analysis.kind === "prose" || analysis.kind === "structured") && turned?.paragraph === bestUnit.paragraph
      ? withPraiseTurned(bestUnit.text, turned.text, best.text)
      : null;
  if (balanced && isReview([...analysis.doc.sections.map((s) => s.heading), ...analysis.ranked.map((o) => o.text)]))
    return { ...best, text: balanced };
  // (A proposal's TL;DR says what came of it: "...; carried 3-1 (Graham against).")
  return withOtherCase(analysis, bestUnit, { ...best, text: withOutcome(analysis, bestUnit, best.text) });
}

const wordsOf = (s: string): number => s.split(/\s+/).length;

/** The largest sum of money a sentence names ("£18,400", "$1.2m", "€500"), 0 when none. */
function sumIn(text: string): number {
  let most = 0;
  for (const m of text.matchAll(/[£$€]\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?\s*(k|m|bn|million|billion)?\b/gi)) {
    const scale = { k: 1e3, m: 1e6, million: 1e6, bn: 1e9, billion: 1e9 }[m[2]?.toLowerCase() ?? ""] ?? 1;
    most = Math.max(most, Number(m[1]!.replace(/,/g, "")) * scale);
  }
  return most;
}

/** "If you ..., buy it.", "For a couple or a student, it's great value.": advice for one case of reader. */
const IF_YOU =
  /^(?:if you\b[^,]{3,60}|for (?:a|an|anyone|people|those|families|couples|students|beginners|most people)\b[^,]{2,40}),\s/i;

/**
 * A reviewer's advice given as two cases ("If you mostly brew for yourself, buy it. If you make coffee for a
 * household, get a bigger brewer."): the TL;DR that is one case gets the other beside it, since either alone misleads.
 */
function withOtherCase(
  analysis: Analysis,
  u: RankedUnit,
  best: { text: string; source: string },
): { text: string; source: string } {
  if (!IF_YOU.test(best.text) || wordsOf(best.text) > 16) return best;
  const sibling = [analysis.ranked[u.index - 1], analysis.ranked[u.index + 1]].find(
    (v) => v && v.paragraph === u.paragraph && IF_YOU.test(v.text) && wordsOf(v.text) <= 16 && /[.!]$/.test(v.text),
  );
  if (!sibling) return best;
  const [a, b] = sibling.index < u.index ? [sibling.text, best.text] : [best.text, sibling.text];
  return { text: `${a.replace(/[.!]$/, "")}; ${b[0]!.toLowerCase()}${b.slice(1)}`, source: best.source };
}

/** "Agreed: code freeze moves to Tuesday": a decision item of minutes. */
const DECISION_LABEL = /^(?:agreed|decided|decisions?|resolved)\s*[:–—-]\s*\S/i;

/** A view the writer reports in order to answer it ("They say that remote work killed office culture."). */
const SAID_BY_OTHERS =
  /^(?:they|people|critics|sceptics|skeptics|everyone|experts) (?:say|said|claim|tell us|argue|will tell you)\b|^we(?:'re| are| were) (?:told|taught)\b/i;

/** The turn that opens a closing verdict ("But for personal notes, plain text wins.", "In the end, ..."). */
const VERDICT_TURN = /^(?:but|so|in the end|ultimately|in short|all in all|overall|in conclusion|the lesson)\b/i;

/** A post's set-up: what the writer used to do or tried first ("For years I tried to improve this recipe."). */
const SET_UP =
  /^(?:for (?:(?:two|three|four|five|six|seven|eight|nine|ten|many|several|\d+) )?(?:years|decades|months|a long time|ages)|at first|in the beginning|i (?:used to|always|once|tried|thought|bought|ordered|purchased|picked up))\b/i;

/**
 * "It takes about 45 minutes and freezes well." in the introduction of a titled recipe or guide says "it" for what the
 * title names: "Simple Lentil Soup takes about 45 minutes and freezes well." Null when that does not apply.
 */
function namedByTitle(analysis: Analysis, u: RankedUnit, sentence: string, english: boolean): string | null {
  const title = analysis.doc.sections[0]?.heading.trim() ?? "";
  if (!english || u.section !== 0 || u.list >= 0 || !title || /[.?!:]$/.test(title) || wordsOf(title) > 6) return null;
  // A project's tagline under its name ("# tinyqueue-lite", "A small, fast priority queue for JavaScript with no
  // dependencies."): "tinyqueue-lite is a small, fast priority queue ..." (the tagline alone has no verb).
  if (u.index === 0 && PROJECT_NAME.test(title) && /^An?\s/.test(sentence) && !isCompleteSentence(sentence, 4))
    return `${title} is ${sentence[0]!.toLowerCase()}${sentence.slice(1)}`;
  if (!analysis.doc.sections.some((s) => STEPS_SECTION.test(s.heading.trim()))) return null;
  const m = /^It (?=(?:takes|is|makes|needs|costs|serves|keeps|freezes|works|uses|has|can|will|only)\b)/.exec(sentence);
  return m ? `${title} ${sentence.slice(m[0].length)}` : null;
}

/** A project's name as a title: one token in lower case, or with a digit, a dot, a hyphen or an inner capital. */
const PROJECT_NAME = /^(?:\p{Ll}[\p{L}\d._-]*|\p{L}[\p{L}\d]*[\d._-][\p{L}\d._-]*|\p{Lu}\p{Ll}+\p{Lu}[\p{L}\d]*)$/u;
/** The steps of a recipe or a how-to: one of them does not sum the text up. */
const STEPS_SECTION =
  /^(?:\d{1,3}[.)]\s*)?(?:method|steps?|instructions|directions|preparation|how to make it|procedure|step[- ]by[- ]step|installation|setup|set-?up)$/i;
const CONTRAST_NEXT =
  /^(?:however|but|yet|in fact|actually|in reality|sin embargo|pero|no obstante|en realidad|cependant|mais|pourtant|aber|jedoch|doch|tuttavia|porém|contudo)\b/i;

/** The writer's own conclusion: what a one-sentence summary wants. */
const VERDICT =
  /\b(?:the best|worth (?:it|the)|i recommend|recommended|i(?:'d| would)(?: still)? (?:buy|choose|pick|get|book|order) (?:it|them|this|one|the [a-z]+) again|i(?:'d| would)(?: not|n't)? recommend|i(?:'d| would)? suggest|overall|in the end|in short|my advice|bottom line|ultimately|in conclusion|in summary|to sum up|to summari[sz]e|this (?:post|article|report|guide) (?:explains|shows|describes))\b|\b(?:we|i)(?:'d| would| will|'ll)?(?: not|n't)?(?: definitely| certainly| happily| probably| never| still)? (?:come|go) back\b|\b(?:would|wouldn't|would not|won't|will not|'d|never)(?: definitely| certainly| happily| probably)? (?:buy|book|order|stay|use|choose)(?: (?:it|them|this|one|here|there|the [a-z]+))? again\b|^(?:rating:?\s*)?\d(?:\.\d)?\s*(?:(?:\/|out of)\s*(?:5|10)\b|stars?\b)|\b(?:i(?:'d)? give (?:it|them|this place)|rating:?)\s*\d(?:\.\d)?\b|^if you\b[^,]{3,60}, (?:buy|get|skip|try|go for|avoid|pick|choose|grab)\b|^for (?:a|an|anyone|people|those|families|couples|students|beginners|most people)\b[^,]{2,40}, (?:(?:it|this|they)(?:'s|'re| is| are) (?:great|good|excellent|perfect|ideal|brilliant|a bargain|worth|fine|hard to beat)|buy|get|skip|try|go for|avoid|pick|choose)\b/i;
const SUMMARY_SECTION =
  /\b(?:summary|overview|tl;?dr|conclusions?|verdict|bottom line|in short|the short version|key takeaways?|resumen|conclusión|résumé)\b/i;

/** A closing heading that asks for, or gives, the writer's verdict. */
const VERDICT_SECTION =
  /^(?:final thoughts|lessons(?: learn[et]d)?|(?:so,? )?was it worth it\??|would (?:i|we) do it again\??|what (?:i|we)(?:'d| would)? (?:learn[et]d?|tell|recommend|do differently)\b.*)$/i;

function render(analysis: Analysis, picked: RankedUnit[], style: SummaryStyle): Line[] {
  const lines: Line[] = [];
  for (const u of picked) {
    const previous = lines[lines.length - 1];
    const prevUnit = previous?.units[previous.units.length - 1];
    // ("On a weekday, yes, but not at the weekend." answers "Would I go back?": shown without it, it says the question.)
    const asked = analysis.ranked[u.index - 1];
    const unasked =
      asked && !picked.includes(asked) && !u.speaker && isVerdictAnswer(asked.text, u.text) ? `${asked.text} ` : "";
    // (Minutes: "Finances: Bill reported ..." is said as "Bill reported ...": summarizer.minute-labels.)
    const read = readable(analysis, u, style);
    const own = unasked + (analysis.kind === "minutes" && analysis.language === "en" ? withoutItemLabel(read) : read);
    // (Minutes: an item's first point shown says which item it is, "Roof repairs: the cheapest was from Carter & Sons
    // at £7,450.", when it does not name it itself.)
    const text = itemLabelled(analysis, u, own, picked)
      ? labelled(analysis, u, own)
      : withChangeAnnounced(analysis, u, own, picked);
    // Neighbouring labelled items of one list share their label: "Pros: a; b".
    const label = /^([^:]{1,60}): /.exec(text)?.[1];
    if (label && prevUnit && prevUnit.list === u.list && u.list >= 0 && previous.text.startsWith(`${label}: `)) {
      previous.text = `${previous.text.replace(/[.]$/, "")}; ${text.slice(label.length + 2)}`;
      previous.units.push(u);
      continue;
    }
    // "Would I come back? Probably not at that price.": a question and its bare answer are one point.
    if (prevUnit && prevUnit.index === u.index - 1 && !u.speaker && isVerdictAnswer(prevUnit.text, u.text)) {
      previous.text = `${previous.text} ${text}`;
      previous.units.push(u);
      continue;
    }
    // In a transcript or chat, who says it: on every bullet, and in paragraphs when the speaker changes. (A Q&A's
    // "A:" names no one: the answer is said plainly.)
    const named = u.speaker && !ROLE_LETTER.test(u.speaker);
    const said = named && (style === "bullet" || prevUnit?.speaker !== u.speaker) ? `${u.speaker}: ${text}` : text;
    lines.push({ text: said, units: [u] });
  }
  if (analysis.language === "en") {
    const shown = new Set(picked.map((u) => u.index));
    for (const l of lines) {
      l.text = ordinalLeftAlone(resolvePronoun(analysis, l.units[0]!, l.text, shown), l.units[0]!, picked);
      l.text = withoutDanglingTurn(analysis, l.units[0]!, l.text, shown);
      // ("One more thing: please book...", "Also, can you check...": not in news, whose sentences are the reporter's.)
      if (analysis.kind !== "news") l.text = withoutLeadIn(l.text);
      // ("AOB: ...", "If you don't, you can ...", and in paragraphs "Action: X to ...": summarizer.prose.)
      // (Only a label the text wrote: a section's heading lent as a label, "Action items: Raj to ...", stays, beside its
      // other items.)
      const u = l.units[0]!;
      const own = style === "paragraph" && proseLine(u.text) !== u.text ? "paragraph" : "bullet";
      if (analysis.kind !== "news") l.text = notesLine(l.text, own, shown.has(u.index - 1));
      if (analysis.kind !== "news" && style === "paragraph") l.text = listAsProse(l.text);
    }
  }
  for (const l of lines) l.text = style === "paragraph" ? asSentence(l.text) : upperFirst(l.text);
  return lines;
}

/**
 * "The gym will open at 6am on weekdays ..." shown without the sentence that announced it, "From Monday 3 February
 * our opening hours are changing.", says when only with it: "From Monday 3 February our opening hours are changing:
 * the gym will open at 6am ...".
 */
function withChangeAnnounced(analysis: Analysis, u: RankedUnit, text: string, picked: RankedUnit[]): string {
  const before = analysis.ranked[u.index - 1];
  if (
    analysis.language !== "en" ||
    analysis.kind === "news" ||
    !before ||
    before.paragraph !== u.paragraph ||
    picked.includes(before)
  )
    return text;
  // (A name or an acronym keeps its capital, and the sentence then stays as it is.)
  const first = text.split(/\s+/)[0] ?? "";
  if (!announcesChange(before.text) || !/^\p{Lu}\p{Ll}+$/u.test(first) || analysis.doc.people.has(first)) return text;
  return `${before.text.replace(/[.!:]$/, "")}: ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}

/** Minutes' agenda item heading, for the first point shown under it that does not say a word of it. */
function itemLabelled(analysis: Analysis, u: RankedUnit, text: string, picked: RankedUnit[]): boolean {
  if (analysis.kind !== "minutes" || analysis.language !== "en" || u.listItem || u.section < 0) return false;
  if (picked.some((o) => o.section === u.section && o.index < u.index) || /^[^:]{1,40}:\s/.test(text)) return false;
  // ("The committee agreed to buy a new padlock ..." says its point without "Security", when every point shown of
  // the item does: "The cheaper was from Dale Heating" needs "Heating" on the item's first point.)
  if (readsWithoutItem(text) && picked.every((o) => o.section !== u.section || o === u || readsWithoutItem(o.text)))
    return false;
  const heading = analysis.doc.sections[u.section]!.heading;
  if (heading === analysis.doc.title || META_HEADING.test(heading)) return false;
  const stems = (t: string) => (t.toLowerCase().match(/\p{L}{3,}/gu) ?? []).map((w) => w.slice(0, 4));
  const said = new Set(stems(text));
  return stems(heading).every((w) => !said.has(w));
}
/** Headings that say nothing of an item: "Minutes", "Present", "AOB", "Any other business". */
const META_HEADING =
  /^(?:\d{1,4}(?:[./]\d{1,4})*[.)]?\s*)?(?:minutes|notes|present|attendees|apologies|aob|any other business|matters arising|agenda|welcome|introductions?|date of next meeting|next meeting)\b/i;

/** "Q:" and "A:" in an interview written as questions and answers: roles, not names. */
const ROLE_LETTER = /^(?:Q|A|Question|Answer)$/;

/** A person named by a noun, not a name: "a roofer", "the installer", "an electrician", "the chairman". */
const PERSON_NOUN = /\b(?:[Aa]n?|[Tt]he|[Oo]ur|[Mm]y|[Tt]heir)\s+(?:\p{Ll}+\s+)?\p{Ll}+(?:er|or|ist|ian|man|woman)\b/u;
const PRONOUN_SUBJECT = /^(He|She|His|Her)\b(?!\s*[,;:])/;

/**
 * "Yet boredom may be one of the most useful states..." when the set-up it turns ("Boredom has a bad reputation.")
 * is not in the summary: the turn word has nothing to turn, and goes (outside news, in the sentence's own paragraph).
 */
function withoutDanglingTurn(analysis: Analysis, u: RankedUnit, text: string, shown: Set<number>): string {
  if (analysis.kind === "news" || shown.has(u.index - 1)) return text;
  // (A speaker's turn that opens with "But" answers the turn before it, which is another unit.)
  // (An essay's paragraph that opens "Yet a total ban treats a symptom." turns against the paragraph before: with
  // nothing of that one shown, it has nothing to turn.)
  // (Paragraphs of several sentences: a story written a sentence to a paragraph keeps its turns, as CNN/DailyMail tuned.)
  const sentencesOf = (p: number) => analysis.ranked.filter((o) => o.paragraph === p).length;
  const turnsShown =
    analysis.kind !== "prose" ||
    sentencesOf(u.paragraph) < 2 ||
    sentencesOf(u.paragraph - 1) < 2 ||
    analysis.ranked.some((o) => shown.has(o.index) && o.paragraph === u.paragraph - 1);
  if (u.position === 0 && !u.speaker && turnsShown) return text;
  // ("Lena: But our data shows ...": the speaker's name stays in front.)
  const who = u.speaker && text.startsWith(`${u.speaker}: `) ? `${u.speaker}: ` : "";
  const said = text.slice(who.length);
  const m = /^(?:Yet|But|However|Still),?\s+(?=\p{L})/u.exec(said);
  // ("But the evidence points the other way" says what it turns against: it keeps its "But".)
  if (!m || /\b(?:the other way|the opposite|otherwise|wrong|not so|not true|the reverse)\b/i.test(said)) return text;
  const rest = said.slice(m[0].length);
  return who + (/^(?:I\b|\p{Lu})/u.test(rest) ? rest : rest[0]!.toUpperCase() + rest.slice(1));
}

/**
 * "He said a replacement was being made..." when the sentence that names him is not in the summary: the pronoun
 * becomes the person the nearest earlier sentence (up to three back) names, when it names exactly one.
 */
function resolvePronoun(analysis: Analysis, u: RankedUnit, text: string, shown: Set<number>): string {
  const m = PRONOUN_SUBJECT.exec(text);
  if (!m || u.index === 0 || shown.has(u.index - 1) || u.speaker) return text;
  for (let i = u.index - 1; i >= Math.max(0, u.index - 3); i--) {
    const names = personNames(analysis.ranked[i]!.text);
    // ("His quote is £1,250." after "A roofer inspected it ...": the person is the roofer, whom no name names.)
    if (names.length === 0 && analysis.kind !== "news" && PERSON_NOUN.test(analysis.ranked[i]!.text)) return text;
    if (names.length === 0) continue;
    if (names.length > 1) return text;
    const name = names[0]!;
    return /^(?:His|Her)$/.test(m[1]!) ? text.replace(m[1]!, `${name}'s`) : text.replace(m[1]!, name);
  }
  return text;
}

/**
 * A unit as a reader can take it out of its document (English rewrites only): a verbless or subject-less line that
 * opens its section, or an item of a list with verbless items, gets its heading as a label; in paragraphs, action
 * items and resolutions become sentences.
 */
function readable(analysis: Analysis, u: RankedUnit, style: SummaryStyle): string {
  if (isShouting(u.text)) return sentenceCase(u.text);
  if (analysis.language !== "en") return u.text;
  const text = u.listItem ? lowerAfterLabel(titledItem(u.text)) : u.text;
  const report = reportSection(analysis, u);
  if (report && standsWithoutLabel(report.heading, text))
    return u.position === 0 && !u.listItem ? withoutLabel(report.heading, text) : text;
  if (needsLabel(analysis, u, style)) return labelled(analysis, u, text);
  return style === "paragraph" && u.listItem ? actionSentence(analysis, u, text) : text;
}

/** The report section (a label run into its line, summarizer.labels) whose text the unit is. */
const reportSection = (analysis: Analysis, u: RankedUnit) =>
  u.section >= 0 && analysis.doc.sections[u.section]?.inline ? analysis.doc.sections[u.section] : null;

const firstInSection = (analysis: Analysis, u: RankedUnit) =>
  analysis.ranked.find((o) => o.section === u.section)?.index === u.index;

/** Headings that say what happened to, or what to think of, the items under them. */
const STATUS_HEADING =
  /^(?:added|changed|fixed|removed|deprecated|security|breaking(?: changes?)?|bug ?fixes|fixes|improvements|known (?:issues|bugs|limitations)|pros|cons|rejected|declined|approved|accepted|done|completed|not done|to ?do|open questions?|risks?|blocked|blockers)$/i;

/** Sections of minutes that say what was settled and who does what next. */
const OUTCOME_LABEL = /^(?:decisions?|agreed|outcomes?|action items?|actions|next steps)$/i;
/** A minutes section of owners' tasks. */
const ACTION_SECTION = /^(?:actions?|action (?:items?|points?|log)|next steps?|to ?dos?|tasks?|follow[- ]ups?)\s*:?$/i;

/** Headings that name what their items are, or say the items are excluded. */
const ITEMS_HEADING =
  /^(?:what|which|who)\s|\b(?:not|can't|cannot|can not|won't|isn't|aren't|don't|never|excluded|exclusions?|restricted|prohibited|banned|forbidden|avoid|don'?ts)\b/i;
/** Words a list item has at most to take its heading as a label. */
const ITEM_WORDS = 12;

function needsLabel(analysis: Analysis, u: RankedUnit, style: SummaryStyle): boolean {
  // Only a section other than the title can lend a label (and this spares the tagger most news sentences).
  const section = u.section >= 0 ? analysis.doc.sections[u.section] : undefined;
  if (!section || section.heading === analysis.doc.title) return false;
  // Under "Fixed", "Removed", "Cons"... the heading is half the meaning: "Fixed: dates used the server's time zone".
  // (A paragraph after the section's list is the document's own closing words, not one of its items.)
  const afterList =
    !u.listItem && analysis.ranked.some((o) => o.section === u.section && o.listItem && o.index < u.index);
  // (Not when the item says it itself: "The legacy importer has been removed".)
  const status = section.heading.replace(/^\d{1,3}[.)]\s+/, "").trim();
  if (
    STATUS_HEADING.test(status) &&
    !new RegExp(`\\b${status.replace(/[^\p{L}]/gu, "")}\\b`, "iu").test(u.text) &&
    (u.listItem || (u.position === 0 && !afterList && firstInSection(analysis, u)))
  )
    return true;
  // Under "What can't be returned" or "Not covered", the heading says what the items are: an item without it reads as
  // its opposite ("• Gift cards" in a returns policy).
  if (u.listItem && u.words <= ITEM_WORDS && ITEMS_HEADING.test(status)) return true;
  if (isFragment(u.text)) return u.listItem || u.position === 0;
  // "Action items: Amir to set up the A/B test by Friday. Sam to chase legal.": a one-line section of minutes keeps
  // its label in a summary, whatever its first word.
  // (In bullets, a section of several sentences is one bullet each: a label on the first alone would read oddly.)
  if (
    !u.listItem &&
    u.position === 0 &&
    OUTCOME_LABEL.test(status) &&
    firstInSection(analysis, u) &&
    (style !== "bullet" || !analysis.ranked.some((o) => o.section === u.section && o.index !== u.index))
  )
    return true;
  // "Decisions: cut print ads for Q4...": a one-line section whose text goes on from its label in lower case.
  if (!u.listItem && u.position === 0 && /^\p{Ll}/u.test(u.text) && !CODE_LIKE.test(u.text)) return true;
  // "Train slower than you think: most of my runs were…": a heading that is the advice labels the text that opens it.
  if (
    !u.listItem &&
    u.position === 0 &&
    isPointHeading(
      section.heading,
      analysis.doc.sections.map((s) => s.heading),
    ) &&
    firstInSection(analysis, u)
  )
    return true;
  // "This is the big letdown." opening its section under "Battery": its "this" is the heading ("Battery: this is ...").
  if (
    !u.listItem &&
    u.position === 0 &&
    firstInSection(analysis, u) &&
    /^(?:this|it|these|they) (?:is|are|was|were)\b/i.test(u.text)
  )
    return true;
  // A resolution in bullets: "Resolved: to accept the report" (paragraphs write "It was resolved to accept...").
  if (u.listItem && style === "bullet" && /^[Tt]o\s+\p{Ll}/u.test(u.text)) return true;
  // A short item of a list with verbless items (pros and cons): "Cons: headband gets uncomfortable".
  if (u.listItem && u.list >= 0 && u.words <= 12)
    return analysis.ranked.some((o) => o.list === u.list && o.listItem && isFragment(o.text));
  // "Take place in the thylakoid membranes." opening its section: the subject is the heading.
  return u.position === 0 && !u.listItem && startsWithBaseVerb(u.text);
}

/** "Low costs: Because there is…" (a bold label, then its sentence) -> "Low costs: because there is…". */
function lowerAfterLabel(text: string): string {
  return text.replace(
    /^([^:.!?]{2,50}:\s+)(Because|Since|When|If|As|While|Although|The|A|An|It|Its|This|These|They|There|You|Your|We|Our|Most|Many|Some|Every|Each|All|One|No)\b/,
    (_m, label: string, word: string) => label + word.toLowerCase(),
  );
}

/** "Duplicate events. Partners retry..." (an item opening with its own short title) -> "Duplicate events: partners retry...". */
function titledItem(text: string): string {
  const m = /^([^.!?:]{2,50})\.\s+(\p{Lu}[\s\S]+)$/u.exec(text);
  // ("How to request a refund. Refund requests must be sent..." has a title too.)
  // ("Remove the chicken. Add the garlic..." is two steps, not a title and its text.)
  const title =
    m && ((isFragment(m[1]!) && !startsWithBaseVerb(m[1]!)) || /^(?:how|what|when|where|why|who) to\s/i.test(m[1]!));
  if (!m || m[1]!.split(/\s+/).length > 8 || !title) return text;
  return `${m[1]}: ${lowerFirst(m[2]!)}`;
}

/** The section heading as a label for a verbless item, in sentence case, without its numbering. */
function labelled(analysis: Analysis, u: RankedUnit, text: string): string {
  const section = u.section >= 0 ? analysis.doc.sections[u.section] : undefined;
  if (!section || section.heading === analysis.doc.title) return text;
  let label = section.heading
    .replace(/^\d{1,4}(?:[./]\d{1,4})*[.)]?\s+/, "")
    .replace(/^(?:section|article|clause|part|chapter)\s+[\dIVXLC]+[a-z]?\s*(?:--|—|–|-|:|\.)\s*/i, "")
    .replace(/[:.]+$/, "")
    .trim();
  // (A field line read as a heading, "Pay: £11.50 per hour", is no label for the sentence under it; nor is a
  // question, "What about services?: ...".)
  if (label.includes(":") || label.endsWith("?")) return text;
  if (!/\p{Ll}/u.test(label)) label = label.charAt(0) + label.slice(1).toLowerCase();
  if (!label || label.split(/\s+/).length > 6 || /^[^:]{1,40}:\s/.test(text)) return text;
  // "Rent stays at £45" under "Rent" says its label itself.
  if (text.toLowerCase().startsWith(label.toLowerCase())) return text;
  // (A name keeps its capital: "Action items: Amir to set up...", "Raj will set up...".)
  const first = text.split(/\s+/)[0] ?? "";
  // (And an initial: "Roof repairs: H. Coles reported ...".)
  const named =
    analysis.doc.people.has(first) || /^\p{Lu}\p{Ll}+\s+(?:to|will)\s+\p{Ll}/u.test(text) || /^\p{Lu}\.$/u.test(first);
  return `${label}: ${named ? text : lowerFirst(text)}`;
}

const DECISION_VERB: [RegExp, string][] = [
  [/resol/i, "resolved"],
  [/agree/i, "agreed"],
  [/decid|decision/i, "decided"],
];

/** Action items and resolutions as sentences (English). */
function actionSentence(analysis: Analysis, u: RankedUnit, text: string): string {
  // "Dev to finish the refund flow" / "Omar: request a quote" -> "Dev will finish...", "Omar will request..."
  const action = actionItem(text, analysis.doc.people);
  if (action) return `${action.who} will ${action.task}`;
  // "Agreed to install a sign" -> "It was agreed to install a sign"
  const verb = /^(agreed|decided|resolved)\s+(to\s+\p{Ll}[\s\S]*)$/iu.exec(text);
  if (verb) return `It was ${verb[1]!.toLowerCase()} ${verb[2]}`;
  // "To accept the report" under "Resolved" -> "It was resolved to accept the report"
  const heading = u.section >= 0 ? analysis.doc.sections[u.section]!.heading : "";
  const decision = DECISION_VERB.find(([re]) => re.test(heading));
  if (decision && /^to\s+\p{Ll}/iu.test(text)) return `It was ${decision[1]} ${lowerFirst(text)}`;
  return text;
}

/** A sentence in capitals ("THE LICENSOR OFFERS THE LICENSED MATERIAL AS-IS") is written in sentence case. */
function isShouting(text: string): boolean {
  // (A lower-case letter anywhere settles it before the letters are counted.)
  return !/\p{Ll}/u.test(text) && text.replace(/[^\p{L}]/gu, "").length >= 20;
}

function sentenceCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/(^|[.!?]\s+)(\p{Ll})/gu, (_, lead: string, c: string) => lead + c.toUpperCase())
    .replace(/\bi\b/g, "I");
}

/** A capital first letter and a closing full stop. */
function asSentence(text: string): string {
  const t = upperFirst(text.trim().replace(/[;,:]$/, ""));
  return /[.!?…。！？]["'”’»)\]]*$/.test(t) ? t : `${t}.`;
}

/** Code and product names keep their lower-case first letter: "fastify.close()", "defaultRoute", "csv2pq", "iOS". */
const CODE_LIKE = /^\p{Ll}[\p{L}\p{N}]*(?:[._(]|\p{Lu}|\p{N})/u;

function upperFirst(t: string): string {
  return CODE_LIKE.test(t) ? t : t.charAt(0).toUpperCase() + t.slice(1);
}

/** "Excellent noise" -> "excellent noise", but "Berlin", "SSO" and "iOS" keep their capitals. */
function lowerFirst(t: string): string {
  const first = (t.split(/\s+/)[0] ?? "").replace(/[,;:.!?]+$/, "");
  // ("Acme Notes 5.0 is rolling out": two capitalised words in a row are a name.)
  const named = /^\S+\s+\p{Lu}/u.test(t) && !startsWithBaseVerb(t);
  if (/^\p{Lu}[\p{Ll}'’-]*$/u.test(first) && !/^I\b/.test(t) && !named && !startsWithProperNoun(t))
    return t.charAt(0).toLowerCase() + t.slice(1);
  return t;
}

/** Single-sentence paragraphs from neighbouring source paragraphs read better joined (up to 3 sentences). */
function mergeShortParagraphs(paragraphs: string[][]): string[][] {
  const out: string[][] = [];
  for (const p of paragraphs) {
    const last = out[out.length - 1];
    if (last && last.length + p.length <= 3 && (last.length === 1 || p.length === 1)) last.push(...p);
    else out.push([...p]);
  }
  return out;
}
