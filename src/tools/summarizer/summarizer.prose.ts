/**
 * Labels of notes and minutes as a reader of prose takes them (English, outside news): "AOB:" names no topic and is
 * never said; in a paragraph, "Action: Marek to book the surveyor" is "Marek will book the surveyor", "Decided: we
 * ship on Thursday" is "It was decided that we ship on Thursday", and "Next steps:", "Tip:", "Note:" go before a
 * sentence that says itself what it is.
 */
import type { SummaryStyle } from "./contract";

/** "AOB: the lock was broken again." - an agenda's catch-all, no topic of its own. */
const AGENDA_CATCH_ALL = /^(?:AOB|A\.O\.B\.?|any other business)\s*[:–—-]\s*(?=\S)/i;

/** The sentence without an "AOB:" label, capitalised. */
function withoutAgendaLabel(text: string): string {
  const rest = text.replace(AGENDA_CATCH_ALL, "");
  return rest === text ? text : upper(rest);
}

/** "Action: K. Osei to write to plot holders" - who (names, initials) and the task after "to". */
const ACTION_LINE =
  /^(?:[Aa]ctions?|[Aa]ction (?:points?|items?)|ACTIONS?)\s*[:–—-]\s*((?:\p{Lu}[\p{L}'’.-]*\s+){0,2}\p{Lu}[\p{L}'’.-]*(?:\s+(?:and|&)\s+\p{Lu}[\p{L}'’.-]*)?)\s+to\s+(\p{Ll}[\s\S]*)$/u;
/** "Decided: we ship v2.3 on Thursday" - a decision label before its clause. */
const DECISION_LINE = /^(decided|agreed|resolved)\s*[:–—-]\s*(\S[\s\S]*)$/i;
/** Labels that add nothing to the full sentence after them in prose. */
const PROSE_LABEL = /^(?:next steps?|tip|top tip|note|nb|n\.b\.|fyi|update|reminder|ps|p\.s\.)\s*[:–—-]\s+(?=\p{L})/iu;
/** A clause's opening subject: a pronoun, an article or a capitalised word. */
const SUBJECT_FIRST = /^(?:we|they|i|you|he|she|it|the|a|an|all|everyone|\p{Lu}\p{Ll}+)\s/u;

/** A labelled line of notes or minutes as a sentence of prose. */
export function proseLine(text: string): string {
  const action = ACTION_LINE.exec(text);
  if (action) return `${action[1]} will ${action[2]}`;
  // ("Agreed to split plots 14 and 15": minutes' shorthand, with no one agreeing.)
  const bare = /^(Agreed|Decided|Resolved)\s+(to\s+\p{Ll}[\s\S]*)$/u.exec(text);
  if (bare) return `It was ${bare[1]!.toLowerCase()} ${bare[2]}`;
  const decision = DECISION_LINE.exec(text);
  if (decision) {
    const [, verb, clause] = decision;
    const said = `It was ${verb!.toLowerCase()}`;
    if (/^to\s+\p{Ll}/u.test(clause!)) return `${said} ${clause}`;
    if (SUBJECT_FIRST.test(clause!)) return `${said} that ${lowerPronoun(clause!)}`;
    return text;
  }
  const rest = text.replace(PROSE_LABEL, "");
  return rest === text ? text : upper(rest);
}

/**
 * "If you don't, you can return most items ...": the condition points back at the sentence before it; a permission
 * shown without that sentence says what it allows without the elided condition.
 */
const ELIDED_CONDITION =
  /^if (?:you|we|they|it|i|he|she) (?:don't|do not|doesn't|does not|didn't|can't|won't|aren't|isn't)\s*[,—–-]\s*(?=(?:you|we|they|i|he|she|customers?|members?) (?:can|may|could|are (?:able|welcome|entitled|free)|will be able)\b)/i;

function withoutElidedCondition(text: string): string {
  const rest = text.replace(ELIDED_CONDITION, "");
  return rest === text ? text : upper(rest);
}

/** A line of notes as its style says it: no "AOB:", no elided condition after its sentence, prose in paragraphs. */
export function notesLine(text: string, style: SummaryStyle, afterItsSentence: boolean): string {
  const line = withoutAgendaLabel(afterItsSentence ? text : withoutElidedCondition(text));
  return style === "paragraph" ? listAsProse(proseLine(line)) : line;
}

const upper = (t: string): string => t.charAt(0).toUpperCase() + t.slice(1);
const lowerPronoun = (t: string): string =>
  /^(?:We|They|You|He|She|It|The|A|An|All|Everyone)\s/.test(t) ? t.charAt(0).toLowerCase() + t.slice(1) : t;

/** "What can't be returned" - the items come first: "Gift cards can't be returned." */
const WHAT_PASSIVE =
  /^What (can(?:'t|not)?|will|won't|must|should|is|isn't|are|aren't)( not)? (be \p{Ll}+(?: \p{Ll}+)?|\p{Ll}+ed)$/u;
/** "What you need", "What we don't cover" - the items come last: "You need a pot and a trowel." */
const WHAT_ACTIVE = /^What (you|we|they)((?: [\p{L}'’]+){1,3})$/u;

/**
 * In a paragraph, a list lent its heading as a label ("What can't be returned: a; b; c") is said as a sentence:
 * "A, b and c can't be returned." Other lines are returned as they are.
 */
export function listAsProse(line: string): string {
  const m = /^(What [^:]{2,40}): ([^:]+?)\.?$/u.exec(line);
  if (!m) return line;
  const items = m[2]!.split(/;\s+/).filter(Boolean);
  // (An item with its own comma, "earrings, for hygiene reasons", keeps the list form: no sentence reads it right.)
  if (items.some((i) => i.includes(","))) return line;
  const joined = items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : items[0]!;
  const passive = WHAT_PASSIVE.exec(m[1]!);
  if (passive) return `${upper(joined)} ${passive[1]}${passive[2] ?? ""} ${passive[3]}.`;
  const active = WHAT_ACTIVE.exec(m[1]!);
  // ("What you need to do: pack your desk ..." -> "You need to pack your desk ...".)
  if (active) return `${upper(active[1]!)}${active[2]!.replace(/ to do$/, " to")} ${joined}.`;
  return line;
}
