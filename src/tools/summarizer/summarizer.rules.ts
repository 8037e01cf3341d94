/**
 * A text of rules (a policy, an expenses guide, house rules, terms of a scheme): most of its sentences say what
 * people must, may or may not do. Its summary is its rules, the main one first; the lines about the document itself
 * ("This policy sets out how...", "It applies to all permanent staff...", "This policy will be reviewed every twelve
 * months.", "Questions go to finance@...") are its housekeeping, not its point (issue 11, session 3 read: a remote-work
 * policy's TL;DR was its purpose line, an expenses guide's its "This document explains how to claim expenses").
 */
import type { Analysis } from "./summarizer.engine";
import type { RankedUnit } from "./summarizer.rank";

/** What someone must, may or may not do, or what is (not) allowed, paid or required. */
const RULE =
  /\b(?:must|shall|may|cannot|can only|can claim|can't|are (?:not )?(?:allowed|permitted|required|entitled|expected|reimbursed|paid|covered|excluded|responsible|eligible|liable|obliged)|is (?:not )?(?:allowed|permitted|required|reimbursed|paid|covered|prohibited|forbidden|banned|excluded|responsible|eligible|liable)|(?:is|are) never|needs? (?:approval|to be|to)|needs? (?:[\w'’]+\s+){0,2}(?:notice|approval|sign-off|permission)|no more than|up to|at least|only (?:after|before|when|if|with))\b/i;
/** The document speaking of itself: its purpose, scope, review, or where to ask. */
const SELF_DESCRIPTION =
  /^(?:(?:this|the|our) (?:policy|document|guide|guidance|procedure|notice|handbook|page|section|agreement|memo|code|short version|scheme|rules?)|it)\b[^.!?]{0,40}?\b(?:sets? out|explains?|describes?|outlines?|covers?|defines?|summari[sz]es?|tells?|shows?|gives?|lists?|contains?|is (?:intended|designed|meant|for)|aims?|applies|will be (?:reviewed|updated)|is (?:reviewed|updated)|may be (?:updated|changed|reviewed))\b|^(?:questions|queries|any questions)\b[^.!?]{0,30}\b(?:go|should go|to|can be sent)\b/i;
/** Headings under which a policy states its rules. */
const RULES_HEADING =
  /^(?:\d{1,3}[.)]\s*)?(?:policy|the policy|rules?|the rules?|what you (?:can|may|must) do|entitlements?|eligibility|allowances?|limits?|requirements?|how it works|key rules?)$/i;
/** Reported speech: news quotes rules, it does not lay them down. */
const REPORTED = /\b(?:said|says|told|according to|announced)\b/gi;
const QUOTE = /["“”«»]|``|''|(?:^|\s)'\p{L}/u;

export function isSelfDescription(text: string): boolean {
  return SELF_DESCRIPTION.test(text);
}

/**
 * True when at least three sentences and 40% of the content say what must, may or may not be done. Read once per
 * analysis (the selection and the formatting both ask; the analysis lives as long as its request).
 */
export function isRulesText(analysis: Analysis): boolean {
  let rules = RULES_TEXT.get(analysis);
  if (rules === undefined) RULES_TEXT.set(analysis, (rules = readRulesText(analysis)));
  return rules;
}
const RULES_TEXT = new WeakMap<Analysis, boolean>();

function readRulesText(analysis: Analysis): boolean {
  if (analysis.language !== "en" || analysis.kind === "email" || analysis.kind === "minutes") return false;
  const units = analysis.ranked.filter((u) => !u.incidental);
  // (News usually reports or quotes within its first sentences: there that test is the quicker way to an answer.)
  if (analysis.kind === "news" && reportsOrQuotes(units)) return false;
  // Rules counted until enough are found or too few units are left to find enough (most texts are no policy).
  const needed = Math.max(3, 0.4 * units.length);
  let rules = 0;
  for (let i = 0; i < units.length && rules < needed && rules + units.length - i >= needed; i++)
    if (RULE.test(units[i]!.text) && !isSelfDescription(units[i]!.text)) rules++;
  if (rules < needed) return false;
  return analysis.kind === "news" || !reportsOrQuotes(units);
}

/** An article quoting an advert's "must love pets" or a rule-maker's words (not a policy): two reporting words, or
 * two units with quotation marks. */
function reportsOrQuotes(units: readonly RankedUnit[]): boolean {
  let reported = 0;
  for (const u of units) if ((reported += u.text.match(REPORTED)?.length ?? 0) >= 2) return true;
  let quoting = 0;
  for (const u of units) if (QUOTE.test(u.text) && ++quoting >= 2) return true;
  return false;
}

/** The rule a one-line summary should give: the best-ranked, with a preference for the first and for a rules section. */
export function mainRule(analysis: Analysis): RankedUnit | undefined {
  const rules = analysis.ranked.filter((u) => !u.incidental && RULE.test(u.text) && !isSelfDescription(u.text));
  const first = rules[0];
  const value = (u: RankedUnit) => {
    const heading = u.section >= 0 ? (analysis.doc.sections[u.section]?.heading ?? "").trim() : "";
    return u.score * (u === first ? 1.3 : 1) * (RULES_HEADING.test(heading) ? 1.5 : 1);
  };
  return rules.reduce<RankedUnit | undefined>((b, u) => (!b || value(u) > value(b) ? u : b), undefined);
}

/**
 * The ranked units of a rules text for selection: the document's words about itself are left out and the main rule
 * counts as the best unit. Other texts are returned as they are.
 */
export function rulesFirst(analysis: Analysis): RankedUnit[] {
  if (!isRulesText(analysis)) return analysis.ranked;
  const main = mainRule(analysis);
  const top = Math.max(...analysis.ranked.map((u) => u.score));
  return analysis.ranked
    .filter((u) => !isSelfDescription(u.text))
    .map((u) => (u === main ? { ...u, score: Math.max(u.score, top * 1.05) } : u));
}
