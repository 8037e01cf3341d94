/**
 * A short letter or e-mail (a problem, an ask, a deadline in 60-220 words) is summed up by what it is about and what
 * it asks: its 'short' summary always holds the problem and the request, its 'medium' adds the deadline when another
 * sentence gives it (else the next best sentence). Ranking alone kept only one of them (a 75-word e-mail's 'short' budget is one sentence).
 */
import { isLetterAsk } from "./summarizer.ask";
import { ANNOUNCES_LIST, isAnnouncedOutcome } from "./summarizer.emphasis";
import { refersBack } from "./summarizer.context";
import { isNoticeHeadline } from "./summarizer.gate";
import { namedHeadline, noticeActions, noticeNews } from "./summarizer.notice";
import type { SummaryLength } from "./contract";
import type { RankedUnit } from "./summarizer.rank";

/** Asks a summary holds besides the main one. */
const MORE_ASKS: Record<SummaryLength, number> = { short: 2, medium: 3, long: 4 };
/** Letters up to this many words are read as problem + ask (+ deadline). */
const LETTER_MAX = 220;
/** What goes wrong or stands in the way: the sentence that says why the writer asks. */
const PROBLEM =
  /\b(?:because|but|can(?:no|')t|couldn't|won't|(?:has|have|had|did|does|do|is|are|was|were)n[’']t|still not|nothing|overdue|unpaid|outstanding|unable|only|no longer|not|never|broken?|crack(?:ed|s)?|out of stock|sold out|discontinued|unavailable|cancel+ed|cancel+ation|fail(?:ed|s)?|late|delay(?:ed)?|missing|twice|duplicate|error|wrong|damage[ds]?|problem|issue|leak\w*|overcharg\w*|emergency|surgery|ill(?:ness)?|sick|flood\w*|stopped)\b|(?<![\p{L}])(?:no|nunca|roto|rota|averiad[oa]|problema|ne\s+\S+\s+pas|panne|cassée?|nicht|kaputt|defekt|non funziona|rotto|guasto)(?![\p{L}])/iu;
/** An ask only for an answer ("I'd be grateful for a reply", "please let me know"). */
const REPLY_WORDS = /\b(?:reply|response|answer|hear(?:ing)? (?:back|from you)|let (?:me|us) know)\b/i;
/** An ask for a choice or an approval ("let me know by Wednesday which worktop you want, and confirm you're happy for
 * the pipe repair to go ahead"): a decision, not only a reply. */
export const DECISION_ASK =
  /\b(?:let (?:me|us) know|tell (?:me|us))\b[^.?!]{0,30}\b(?:which|whether|what you(?:'d| would)? (?:want|prefer|choose|decide))\b|\b(?:confirm|decide|choose|approve|agree)\b[^.?!]{0,40}\b(?:happy|go ahead|which|whether|to proceed)\b|\b(?:reply|let (?:me|us) know)\b[^.?!]{0,30}\bif (?:you(?:'re| are)|ur|u r) (?:ok|okay|happy|fine) (?:with|for)\b/i;
export const REPLY_ONLY = { test: (text: string): boolean => REPLY_WORDS.test(text) && !DECISION_ASK.test(text) };
/** A time limit: "by Friday 28 November", "before the end of the month", "closes the month on Friday". */
const DEADLINE =
  /\b(?:by|before|until|no later than|deadline|due|closes?|expires?)\b[^.?!]{0,40}\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|noon|midday|end of (?:the )?(?:day|week|month)|\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*\s+\d{1,2})\b/i;

/** A courtesy that opens a reply ("Thanks for sending over the draft yesterday."): what it thanks for is no problem. */
const THANKS = /^(?:thanks|thank you|many thanks|cheers)\b(?![^.!?]*\b(?:but|however)\b)/i;

/** A sentence that names the problem and leaves the next to say it ("The worktops are the problem.", "Here's the
 * catch:"). */
const POINTS_TO_PROBLEM =
  /^(?:(?:the|our|my|your) [\p{L} -]{1,30} (?:is|are|was|were) the (?:problem|issue|catch|snag|sticking point)|(?:here(?:'s| is) )?the (?:problem|issue|catch|snag)(?: is)?|.*\bthere(?:'s| is) (?:a|one) (?:snag|problem|catch|hitch|complication))[.:!]?$/iu;

/** A cost, saving or delay an option brings ("adds £380 and half a day", "pushes the finish date from 13 December to
 * around 24 January", "£600 cheaper"). */
const STAKES =
  /\boption [A-Z0-9]\b[^.!?]*[£$€]\s?\d|\b(?:offered|offer|offers|can|could)\b[^.!?]*\beither\b[^.!?]*\bor\b|[£$€]\s?\d[^.!?]*\bor\b[^.!?]*[£$€]\s?\d|(?:[£$€]\s?\d|\d\s?(?:pounds|dollars|euros)\b)[^.!?]*\b(?:adds?|extra|more|cheaper|less|saves?|costs?)\b|\b(?:adds?|extra|costs?|saves?)\b[^.!?]*[£$€]\s?\d|\b(?:pushes|push(?:es)? back|delays?|moves?)\b[^.!?]*\bfrom\b[^.!?]*\bto\b/i;

const hasDeadline = (text: string): boolean => DEADLINE.test(text);

/**
 * The units a letter's summary must hold at this length (in no order), or [] when the text is not a short letter
 * with an explicit ask. 'long' keeps them too: it goes on from 'medium'.
 */
export function letterCore(
  ranked: RankedUnit[],
  inputWords: number,
  length: SummaryLength,
  toGroup = false,
): RankedUnit[] {
  if (inputWords > LETTER_MAX) return [];
  const byScore = [...ranked].sort((a, b) => b.score - a.score);
  // (An ask for an action, "Could you please cancel the fine?", before one for a reply: "I would be grateful for a
  // reply before then".)
  const asks = byScore.filter((u) => isLetterAsk(u.text));
  const ask = asks.find((u) => !REPLY_ONLY.test(u.text)) ?? asks[0];
  if (!ask) return [];
  // (Read outside brackets: "(cheaper, but an hour further away)" is a detail; "That means we can't sign" leans on
  // the sentence before it, which says why.)
  const firstContent = ranked.find((u) => !u.incidental);
  // (A notice's news is not its thanks, its welcome or a sentence that says "on those days" for days named before it.)
  const firstNews = ranked.find(
    (u) =>
      !u.incidental &&
      !THANKS.test(u.text) &&
      !ANNOUNCES_LIST.test(u.text) &&
      !refersBack(u.text) &&
      u.words >= 6 &&
      // ("It was a lovely afternoon and we raised £340" goes on from the thanks: part of it.)
      !(u.companion !== undefined && THANKS.test(ranked.find((o) => o.index === u.companion)?.text ?? "")),
  );
  const problemValue = (u: RankedUnit) =>
    u.score *
    (PROBLEM.test(u.text.replace(/\([^()]*\)/g, "")) ? 1.6 : 1) *
    (u.index < ask.index ? 1.2 : 1) *
    (/^(?:that|this|it|so)\b/i.test(u.text) ? 0.6 : 1) *
    // ("If there is a problem with the work, please let me know": a case the writer allows for, not the problem.)
    (/^(?:if|in case|should)\b/i.test(u.text) ? 0.5 : 1) *
    // (A letter's first sentence usually says what is wrong: "the garage door has not closed properly for weeks".)
    (u === firstContent ? 1.2 : 1) *
    (refersBack(u.text) ? 0.5 : 1) *
    // ("The worktops are the problem. The oak you chose is out of stock until mid-January.": named, then said.)
    (POINTS_TO_PROBLEM.test(ranked.find((o) => o.index === u.index - 1)?.text ?? "") ? 2 : 1);
  // (A notice to a group opens with its news: "The boiler service is booked for Tuesday 3 March between 8am and noon.")
  // (Unless a later sentence announces a change of plan: "we have had to push the departure back from 14 April to
  // 16 April" is the news of a notice that opens with "The coach company has confirmed the booking".)
  const lead =
    ranked.find((u) => !u.incidental && u !== ask && !isLetterAsk(u.text) && isAnnouncedOutcome(u.text)) ??
    // (A dated opening, closure or move is the news, not the arrangements before it: "The movers are booked for
    // Saturday 5 December." comes before "The new office at 22 Canal Street opens on Monday 7 December.")
    (toGroup
      ? namedHeadline(
          ranked,
          ranked.find((u) => !u.incidental && u !== ask && !isLetterAsk(u.text) && isNoticeHeadline(u.text)),
        )
      : undefined) ??
    firstNews;
  const news = toGroup && lead && lead !== ask && !isLetterAsk(lead.text) && lead.words >= 6 ? lead : undefined;
  const problem =
    news ??
    ranked
      .filter((u) => u !== ask && !u.incidental && !isLetterAsk(u.text) && !THANKS.test(u.text) && u.words >= 6)
      .sort((a, b) => problemValue(b) - problemValue(a))[0];
  // An e-mail that asks for several things ("Could you send...? Also, can you check...? Please book...") is summed up
  // by all of them, not by the best one: the other asks follow the first, in the letter's order (up to MORE_ASKS).
  const more = asks
    .filter((u) => u !== ask && !REPLY_ONLY.test(u.text) && u.words >= 4)
    .slice(0, MORE_ASKS[length])
    .sort((a, b) => a.index - b.index);
  // (An ask for a choice or an approval brings what the choice rests on: the options with their costs and dates, "We
  // can wait, which pushes the finish date ... or switch to the laminate, which is £600 cheaper", and the cost of what
  // is to be approved, "Replacing it adds £380 and half a day.")
  const stakes = DECISION_ASK.test(ask.text)
    ? byScore
        .filter(
          (u) => u !== problem && u.index < ask.index && !u.incidental && !isLetterAsk(u.text) && STAKES.test(u.text),
        )
        .slice(0, 2)
    : [];
  const core = problem ? [problem, ...stakes, ask, ...more] : [...stakes, ask, ...more];
  if (length === "short") return core;
  // (A notice's medium summary gives each action its readers must take by a time: summarizer.notice.)
  if (toGroup && news) {
    const extra = [...noticeNews(ranked), ...noticeActions(ranked)].filter((u) => !core.includes(u));
    if (extra.length > 0) return [...core, ...new Set(extra)];
  }
  // 'medium' adds the deadline another sentence gives, else the next best sentence (the context of the ask).
  const rest = byScore.filter((u) => !core.includes(u) && !u.incidental && u.words >= 6);
  const deadline = core.some((u) => hasDeadline(u.text)) ? undefined : rest.find((u) => hasDeadline(u.text));
  const next = deadline ?? rest[0];
  return next ? [...core, next] : core;
}
