/**
 * Class rules read before selection (session 7, "fix classes"):
 * - a sentence that only announces the text ("A quick summary of where we are on ...", "In this post I will show you
 *   ...", "Here is an update on ...", "Hi all, just a heads up from the council.") is never chosen;
 * - a review's or an opinion piece's overall judgement ("Overall, this is the best ...", "All in all, a decent hotel
 *   let down by ...", "In the end it is a handsome but hollow film") is always chosen, and said first;
 * - minutes are read for decisions and actions with who and when ("Aisha to book the DJ by 1 November."), not for the
 *   meeting's procedure ("Sarah opened the meeting", "last month's minutes were approved", "discussed ... at length");
 * - a notice's TL;DR is its news with its date ("The gas supply ... will be turned off on Tuesday 9 December").
 */
import type { RankedUnit } from "./summarizer.rank";
import type { TextKind } from "./summarizer.kind";
import { RATED_VERDICT } from "./summarizer.emphasis";
import { isFurniture, withoutFiller } from "./summarizer.furniture";
import { changeNews } from "./summarizer.change";
import { APPEAL, URGENT } from "./summarizer.standalone";

const TEXT_NOUN =
  "(?:post|article|essay|letter|e-?mail|message|note|piece|guide|video|blog|update|report|section|newsletter|review|thread|summary|memo)";

/** Sentences that say only what the text is or will do. */
const META = [
  new RegExp(
    `^(?:so,?\\s+)?in this ${TEXT_NOUN},?\\s+(?:i|we)(?:['’]ll| will| want to| am going to|['’]m going to| would like to| aim to| hope to| plan to|['’]d like to)\\b`,
    "i",
  ),
  new RegExp(
    `^(?:this|the following|today['’]s) ${TEXT_NOUN} (?:is about|is a (?:quick |brief |short )?(?:summary|update|recap)|covers|explains|will (?:cover|explain|look at|set out|go through)|sets out|looks at|goes through)\\b`,
    "i",
  ),
  /^(?:(?:hi|hello|hey|dear)\b[^.!?]{0,30}?[,!.]?\s+)?(?:here(?:['’]s| is| are)|this is|just)?\s*(?:a|an|the|my|our|your)?\s*(?:quick|brief|short|little|weekly|monthly|final)?\s*(?:summary|update|overview|recap|round-?up|rundown|heads[- ]up|note|reminder|catch-up)\b(?:\s+(?:of|on|about|from|for|regarding)\b[^.!?]{0,80})?[.!:]?$/i,
  /^(?:i|we)(?:['’]m| am|['’]re| are)? (?:just )?(?:writing|going|here) to (?:give you|share|tell you|walk you through|update you|summari[sz]e|let you know about)\b[^.!?]{0,60}[.!:]?$/i,
  // ("Here's what's changing in the timesheet system this month.": what follows is the news.)
  /^(?:so,?\s+)?here(?:['’]s| is| are) (?:what(?:['’]s| is)|what we(?:['’]re| are)) (?:changing|new|happening|coming up|different|planned)\b[^.!?]{0,80}[.!:]?$/i,
  // ("Quick one about the kitchen.", "Quick question re the invoice:": a lead-in and a topic, no sentence.)
  /^(?:(?:just )?a )?(?:quick|brief) (?:one|question|q|note|thing)(?: (?:about|on|re|regarding)\b[^.!?]{0,60})?[.!:]?$/i,
  // (An empty reassurance or reaction: "Honestly its easy.", "Everyone was keen.")
  /^(?:honestly,?\s+|to be honest,?\s+)?(?:it['’]?s|its|it is|this is) (?:(?:really|very|so|actually|pretty) )?(?:easy|simple|not (?:that )?hard|straightforward)[.!]?$/i,
  /^(?:everyone|everybody|all|we all) (?:was|were|seemed) (?:(?:very|really|so) )?(?:keen|happy|pleased|in favour|supportive)[.!]?$/i,
  /^(?:i|we) (?:wanted|want|thought i(?:['’]d| would)) to (?:give you|share|post|write) (?:a|an|some)? ?(?:quick |brief |short )?(?:update|summary|recap|overview|thoughts?)\b[^.!?]{0,60}[.!:]?$/i,
];

/** A sentence that only announces what the text is, says or will do. */
function isMetaSentence(text: string): boolean {
  const t = text.trim();
  // (A sentence with a date, a sum or a figure carries a fact of its own; a name with a digit, "Q3", "V2", is no fact.)
  if (/(?<![\p{L}])\d/u.test(t) && !/^in this\b/i.test(t)) return false;
  return META.some((re) => re.test(t));
}

/** A review's or an opinion piece's overall judgement. */
const VERDICT_OPENER =
  /^(?:overall|all in all|all told|on balance|in the end|in short|in sum|to sum up|in summary|in conclusion|bottom line|ultimately|verdict)\b[,:]?\s*/i;
const JUDGEMENT =
  /\b(?:best|worst|good|great|decent|excellent|superb|poor|disappointing|disappointment|let down|recommend\w*|worth|wouldn['’]t|would not|hollow|brilliant|solid|mediocre|avoid|skip|love|loved|hate|buy|go back|return|value)\b/i;
/** "I'd recommend it to anyone starting out", "I wouldn't go back at this price": a judgement without an opener. */
const FIRST_PERSON_VERDICT =
  /\b(?:i|we)(?:['’]d| would)(?: \w+)? (?:recommend|buy it again|go back|stay again|return)\b|\b(?:i|we) (?:wouldn['’]t|would not|won['’]t|will not) (?:go back|recommend|buy|stay|return)\b|\b(?:highly|wouldn['’]t|would not) recommend\b/i;

const BARE_SCORE =
  /^(?:(?:overall|all in all|rating|score|verdict|my rating)\s*[,:]?\s*)?\d(?:\.\d)?\s*(?:\/\s*(?:5|10)|out of\s*(?:5|10|five|ten))(?:\s*stars?)?[.!]?$/i;

function isVerdict(text: string): boolean {
  return (
    (VERDICT_OPENER.test(text) && JUDGEMENT.test(text)) ||
    FIRST_PERSON_VERDICT.test(text) ||
    RATED_VERDICT.test(text) ||
    // ("Overall, 4 out of 5.")
    BARE_SCORE.test(text)
  );
}

/** A review's set-up: how the visit came about ("We booked for a Saturday lunch after a friend's recommendation.",
 * "We stayed three nights in March.", "I bought it in the January sale."), no part of the judgement. */
const REVIEW_SET_UP =
  /^(?:(?:my|our) (?:partner|wife|husband|friends?|family|kids?|sister|brother|mum|dad|mother|father|son|daughter|colleagues?|boyfriend|girlfriend) and i |(?:we|i) )(?:booked|visited|went|stayed|ate|came(?: here)?|popped in|dropped in|arrived|tried|bought|ordered it|picked (?:it|one) up)\b(?![^.!?]*\b(?:but|disappoint\w*|great|excellent|terrible|awful|best|worst)\b)[^.!?]*[.!]?$/i;

/** The meeting's procedure, not what it settled. */
const PROCEDURE =
  /\b(?:opened the meeting|welcomed (?:members|everyone|all)|thanked (?:everyone|all|members) for (?:coming|attending)|minutes(?: of the (?:last|previous) meeting)? (?:were|was) (?:approved|agreed|accepted)|went (?:over|through) (?:last \w+['’]s|the (?:last|previous)) minutes|(?:meeting|it) was quorate|round of updates|discussed [^.]{0,80}\bat length|lots of back and forth|apologies (?:were )?received)\b|^(?:attendance was (?:good|great|very good|excellent|low|poor|ok|okay|down|up|high)\b|minutes of (?:the )?(?:\p{L}+ )*?(?:meeting|committee)\b|discussion (?:about|of|on)\b|aob\s*:\s*none|next (?:meeting|sync|call)\b)/iu;
/** A meeting's title line: its name and date, no sentence ("Weekly eng sync - 3 june", "PTA meeting notes 14/10"). */
const MEETING_TITLE =
  /^(?!.*\b(?:is|are|was|were|will|has|have|had)\b)[^.!?]{0,50}\b(?:sync|meeting|minutes|notes|stand-?up|committee|call|catch-?up|review)\b[^.!?]{0,30}$/i;
/** A decision ("Agreed: ...", "It was resolved to ...", "We will move the release from ...", and a labelled one after
 * the item's report: "android build failing on the payments SDK. decision: roll back gradle, luis owns"). */
const DECISION =
  /^(?:agreed|decision|decided|resolved)\b\s*[:–—-]?|[.;!?]\s+(?:(?:decision|decided|agreed|resolved)\s*[:–—-]\s*\S|(?:we|everyone|the (?:committee|team|group)) (?:all )?(?:agreed|decided) to\b)|\bit was (?:resolved|agreed|decided)\b|^we (?:will|are going to|agreed to|decided to) (?:move|push|delay|cancel|go|switch|drop|keep|adopt|appoint|hold)\b/iu;
/** An action with its owner and, mostly, its date ("Aisha to book the DJ by 1 November.", "action: priya to ..."). */
const ACTION =
  /^(?:the )?\p{L}+(?: \p{Lu}\p{L}+)? (?:to|will) (?!be\b|have\b)\p{Ll}+\b[^.]{0,80}\b(?:by|on|before|at|from)\b|(?:^|[.:]\s*)action(?: point)?\s*:\s*\p{L}+ to \p{Ll}+/iu;
const decisionOrAction = (t: string): boolean => DECISION.test(t) || ACTION.test(t);

/** A notice's news: what happens, when. */
const NOTICE_NEWS =
  /\b(?:will be|is being|are being|is|are) (?:turned off|switched off|closed|cut|suspended|out of service|unavailable|cancell?ed|postponed|moved|delayed|interrupted|disconnected|off)\b|\b(?:move|moves|moved) back a day\b|\bwill (?:close|move|be on|open|reopen)\b|\b(?:opens|reopens|goes live|launches|starts|begins)\b[^.!?]{0,40}\b(?:on|from)\b|\b(?:takes?|will take) effect\b|\bcomes? into (?:effect|force)\b|\beffective (?:from|on)\b|\b(?:is|are|has been|have been) (?:now )?(?:confirmed|scheduled|set|fixed|booked) for\b/i;
const WHEN =
  /\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|\d{1,2}(?:st|nd|rd|th)? (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w* \d{1,2}|tomorrow|tonight|next (?:week|weekend|month)|this weekend|(?:at|by|before|from) the (?:end|start|beginning) of (?:the|this|next) (?:week|month|year|term))\b/i;

const isNoticeNews = (text: string): boolean => NOTICE_NEWS.test(text) && WHEN.test(text);
/** A place that opens, reopens or closes, or a supply cut: a notice's headline whatever comes before it. */
const OPENING_OR_CLOSING =
  /\b(?:opens|reopens|closes|will (?:open|reopen|close|move|relocate)|goes live|will be (?:closed|turned off|switched off|cut off|suspended|moving|relocating)|(?:are|is|['’]re) (?:moving|relocating) (?:to|into|from)\b)\b/i;
/** A notice's dated headline: "The new office at 22 Canal Street opens on Monday 7 December." */
export const isNoticeHeadline = (text: string): boolean => OPENING_OR_CLOSING.test(text) && WHEN.test(text);

const META_SCORE = 0.02;
const PROCEDURE_SCORE = 0.3;
const LIFT = 1.3;
const DECISION_FLOOR = 0.9;
const ACTION_FLOOR = 0.7;
/** A review's judgement of one part of it ("Service let the meal down.") with its evidence: near its best points. */
const ASPECT_FLOOR = 0.5;
/** When to get urgent help: in every longer summary, below the text's news (its TL;DR). */
const URGENT_FLOOR = 0.85;

/** The ranked units with the class rules applied (English texts). */
export function gatedUnits(ranked: RankedUnit[], kind: TextKind, toGroup: boolean): RankedUnit[] {
  if (ranked.length === 0) return ranked;
  const top = Math.max(...ranked.map((u) => u.score));
  const notice = toGroup || kind === "email" || kind === "prose";
  const verdict = judged(ranked, kind) ? lastVerdict(ranked) : undefined;
  const meta = new Set(ranked.filter((u) => isMetaSentence(u.text)).map((u) => u.index));
  const aspects = verdict ? aspectVerdicts(ranked) : new Map<number, RankedUnit>();
  const lastParagraph = ranked[ranked.length - 1]!.paragraph;
  // (What a letter or a notice changes, with its figures, is its news: summarizer.change.)
  const change = kind === "email" || kind === "prose" ? changeNews(ranked) : undefined;
  // (So is an appeal's ask, "We are asking our supporters to help us raise £12,000 by 31 December": summarizer.standalone.)
  const appeal = notice ? ranked.find((u) => APPEAL.test(u.text)) : undefined;
  // (When to get urgent help: "Return to A&E immediately if you have ...".)
  const urgent = kind === "news" ? undefined : ranked.find((u) => URGENT.test(u.text));
  return ranked.map((w) => {
    // (A greeting, a note's occasion or a sign-off's name and title is never chosen; a spoken filler never shown.)
    if (kind !== "news" && isFurniture(w, lastParagraph))
      return { ...w, score: Math.min(w.score, top * META_SCORE), incidental: true };
    const v = kind === "news" ? w : withFiller(w);
    const evidence = aspects.get(v.index);
    if (evidence) return { ...v, score: Math.max(v.score, evidence.score * 1.1, top * ASPECT_FLOOR) };
    // (What leans on an announcement leans on the sentence before it, if any: "Lena will set it up" comes with
    // "Greg raised the idea of a uniform stall", not with "Everyone was keen.")
    const u =
      v.companion !== undefined && meta.has(v.companion) ? { ...v, companion: newCompanion(ranked, v, meta) } : v;
    let score = u.score;
    // (Marked incidental too: a letter's core and a minutes' core never take it.)
    if (isMetaSentence(u.text)) return { ...u, score: Math.min(score, top * META_SCORE), incidental: true };
    // (Minutes' own title line, "weekly eng sync - 3 june", is procedure too: it names the meeting, not its outcome.)
    // ("Notes from parents' association meeting 3rd March.": a title written as a sentence.)
    const title =
      u.index === 0 &&
      (MEETING_TITLE.test(u.text) ||
        (/^(?:notes|minutes) (?:from|of)\b/i.test(u.text) && MEETING_TITLE.test(u.text.replace(/[.:]$/, ""))));
    if ((kind === "minutes" || kind === "structured") && (PROCEDURE.test(u.text) || title) && !decisionOrAction(u.text))
      return { ...u, score: score * PROCEDURE_SCORE, incidental: true };
    else if (w === verdict) score = Math.max(score, top * LIFT);
    else if (verdict && REVIEW_SET_UP.test(u.text)) return { ...u, score: score * PROCEDURE_SCORE, incidental: true };
    else if (kind === "minutes" || kind === "structured") {
      // (Decisions near the top; the ranking's order among them stands. Actions keep their rank: a TL;DR of minutes is
      // what was decided, not who will do what.)
      if (DECISION.test(u.text)) score = Math.max(score, top * DECISION_FLOOR);
    } else if ((notice && isNoticeNews(u.text)) || w === change || w === appeal) score = Math.max(score, top * 1.2);
    if (w === urgent) score = Math.max(score, top * URGENT_FLOOR);
    return score === u.score ? u : { ...u, score };
  });
}

function withFiller(u: RankedUnit): RankedUnit {
  const text = withoutFiller(u.text);
  return text === u.text ? u : { ...u, text };
}

/** A review's judgement of one part of it, said short at the head of its paragraph ("Service let the meal down.",
 * "The food was the highlight."): the point, with the sentence after it as its evidence. */
const ASPECT_VERDICT =
  /\b(?:highlight|let (?:\w+ ){0,3}down|disappoint\w*|(?:was|were|is|are) (?:the )?(?:best|worst|weak point|star|problem|letdown)|(?:was|were|is|are) (?:(?:really|very|simply|just) )?(?:excellent|superb|outstanding|great|poor|awful|terrible|dreadful|slow|mediocre|forgettable))\b/i;

function aspectVerdicts(ranked: RankedUnit[]): Map<number, RankedUnit> {
  const out = new Map<number, RankedUnit>();
  for (const u of ranked) {
    const next = ranked.find((o) => o.index === u.index + 1);
    if (u.position !== 0 || !next || next.paragraph !== u.paragraph || u.words > 8) continue;
    if (ASPECT_VERDICT.test(u.text) && !/\?$/.test(u.text)) out.set(u.index, next);
  }
  return out;
}

function newCompanion(ranked: RankedUnit[], u: RankedUnit, meta: Set<number>): number | undefined {
  const before = ranked.find((o) => o.index === u.companion! - 1);
  return before && !meta.has(before.index) && before.paragraph === u.paragraph ? before.index : undefined;
}

/** Minutes' actions with owner and date raised for the selection (not for the TL;DR, which says what was decided). */
export function withActions(kind: TextKind, ranked: RankedUnit[]): RankedUnit[] {
  if (kind !== "minutes" && kind !== "structured") return ranked;
  const top = Math.max(0, ...ranked.map((u) => u.score));
  return ranked.map((u) =>
    ACTION.test(u.text) && !DECISION.test(u.text) && u.score < top * ACTION_FLOOR
      ? { ...u, score: top * ACTION_FLOOR }
      : u,
  );
}

/** The text's closing judgement (a review ends on it; an earlier "I would go back for them alone" is a detail). */
export function lastVerdict(ranked: RankedUnit[]): RankedUnit | undefined {
  return ranked.findLast((u) => isVerdict(u.text));
}

/** Whether the text is judged by its writer: a review or an opinion piece outside news, or a review that reads as
 * news (a film review with no one quoted) whose verdict opens "Overall", "In the end", ... */
export function judged(ranked: RankedUnit[], kind: TextKind): boolean {
  if (kind !== "news") return ranked.some((u) => isVerdict(u.text));
  if (ranked.some((u) => REPORTED.test(u.text))) return false;
  return ranked.some((u) => VERDICT_OPENER.test(u.text) && JUDGEMENT.test(u.text));
}
const REPORTED = /\b(?:said|says|told|according to|reported|announced)\b|["“]/i;

/** The summary with its verdict said first (a paragraph's sentence or a bullet). */
export function verdictFirst(summary: string, verdict: string | undefined): string {
  if (!verdict || !summary.includes(verdict) || summary.startsWith("TL;DR")) return summary;
  if (summary.startsWith(verdict) || summary.startsWith(`• ${verdict}`)) return summary;
  if (summary.startsWith("• ")) {
    const lines = summary.split("\n");
    const i = lines.findIndex((l) => l.includes(verdict));
    return [lines[i]!, ...lines.filter((_, j) => j !== i)].join("\n");
  }
  const paragraphs = summary
    .split(/\n\n/)
    .map((p) => p.replace(verdict, "").replace(/ {2,}/g, " ").trim())
    .filter((p) => p !== "");
  return [`${verdict} ${paragraphs[0] ?? ""}`.trim(), ...paragraphs.slice(1)].join("\n\n");
}
