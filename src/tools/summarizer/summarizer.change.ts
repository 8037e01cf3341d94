/**
 * What a letter or a notice changes, with its figures (session 10): "From 1 January your working hours will reduce from
 * 37.5 to 30 hours per week", "proposes to increase the rent ... from £950 per month to £1,025 per month", "the service
 * charge is going up by 12% from April". Such a sentence is the text's news: the TL;DR and a short summary say it
 * before the form to sign or the tribunal one may go to.
 */
import { isLetterAsk } from "./summarizer.ask";
import { letterCore } from "./summarizer.letter";
import type { RankedUnit } from "./summarizer.rank";

const CHANGE_VERB =
  "(?:increas|reduc|rais|cut|ris|rose|fall|fell|drop|lower|extend|shorten|chang|go(?:es|ing)? (?:up|down)|went (?:up|down))\\w*";
/** Any character of the same sentence (a decimal point too: "from 37.5 to 30 hours"). */
const IN = "(?:[^.!?;]|\\.(?=\\d))";
const CHANGE = new RegExp(
  `\\b${CHANGE_VERB}\\b${IN}{0,80}?(?:\\bfrom\\b${IN}{0,40}?\\d${IN}{0,40}?\\bto\\b${IN}{0,30}?\\d|\\bby\\s+[£$€]?\\d[\\d,.]*\\s?(?:%|per ?cent|percent)?)`,
  "i",
);

/** Whether a sentence says what changes, with its figures (not a past report: "rose", "fell" are kept for news). */
const isChange = (text: string): boolean => CHANGE.test(text) && !isLetterAsk(text);

/** The first unit of the text that says what changes, when it is in the text's first half. */
export function changeNews(ranked: RankedUnit[]): RankedUnit | undefined {
  const half = ranked.length / 2;
  return ranked.find((u, i) => i <= half && !u.incidental && isChange(u.text));
}

/** An ask's first word that reads lower-case after a semicolon (a name keeps its capital). */
const COMMON_OPENER = /^(?:please|could|can|would|will|if|we|let|kindly|when|so|do|does|is|are|may|should|once)\b/i;

/** An ask whose case names its subject only by a pronoun ("If it still doesn't show up, please ..."). */
/** (Or asks about it: "Is that ok with you and jess?", "Would this work for you?".) */
const POINTS_BACK =
  /^(?:if|when|once|as soon as)\s+(?:it|they|this|that)\b|^(?:is|are|would|will|does|do|could|can)\s+(?:that|this|it|these|those)\b[^?]*\?$/i;

/** Most words a TL;DR of a problem and its ask runs to. */
const MAX_WORDS = 48;
const wordCount = (t: string): number => t.split(/\s+/).filter(Boolean).length;

/**
 * A letter's TL;DR that is its ask alone ("Please sign and return the attached contract variation by 11 December.",
 * "If it still doesn't show up, please send me your bank details ...") said after what the letter is about (its news
 * or problem), as one sentence, when the whole stays short: an ask alone leaves its reader asking "what?".
 */
export function withLetterNews(
  tldr: string,
  source: string,
  ranked: RankedUnit[],
  inputWords: number,
  toGroup: boolean,
): string {
  if (toGroup || !isLetterAsk(source)) return tldr;
  const core = letterCore(ranked, inputWords, "short", false);
  const ask = core.find((u) => u.text.includes(source) || source.includes(u.text));
  // (Only when the ask alone does not stand: it says "it" for what the letter is about, or the letter's news is a change
  // with its figures. "Could you please arrange payment by 15 March?" stands alone.)
  const change = changeNews(ranked);
  const news = change ?? (POINTS_BACK.test(source) ? core.find((u) => u !== ask && !isLetterAsk(u.text)) : undefined);
  if (!ask || !news || news.index > ask.index || tldr.includes(news.text.replace(/[.!]$/, ""))) return tldr;
  const said = news.text.trim().replace(/[.!]$/, "");
  const head = said.charAt(0).toUpperCase() + said.slice(1);
  if (wordCount(head) + wordCount(tldr) > MAX_WORDS) return tldr;
  const body = tldr.trim();
  const joined = COMMON_OPENER.test(body) ? body.charAt(0).toLowerCase() + body.slice(1) : body;
  return `${head}; ${joined}`;
}
