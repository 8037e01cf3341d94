/**
 * Time and place expressions of an English prompt ("this Saturday at 9am", "on 12 March, 2pm CET", "in Portland",
 * "at Riverside Park"), found by pattern so the writer can place them in its own sentences. Each is returned as
 * written, with its preposition.
 */

const DAY = String.raw`(?:mon|tues|wednes|thurs|fri|satur|sun)day`;
/** "Sunday league", "Sunday roast", "Monday blues": a day naming a kind of thing, not when it happens. */
const DAY_COMPOUND = String.raw`(?:league|leagues|roast|roasts|blues|feeling|vibes|best|funday|kickabout|papers?|school|supplement)\b`;
const MONTH = String.raw`(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.?`;
const ZONE = String.raw`(?:\s?(?:CET|CEST|GMT|UTC|BST|EST|EDT|PST|PDT|CST|CDT|MST|ET|PT|IST|AEST|local\s+time))?`;
const CLOCK = String.raw`(?:\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)?\s?[-–]\s?\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)${ZONE}|\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)${ZONE}|\d{1,2}:\d{2}${ZONE}|noon|midnight)`;
const ORD = String.raw`(?:st|nd|rd|th)?`;
/** "Sat 7 Dec", "Thu 5th June": a day written short before its date is part of the date. */
const SHORT_DAY = String.raw`(?:(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\.?,?\s+(?=\d))?`;
const DATE = String.raw`(?:${MONTH}\s+(?:to|until|till|through|-|–)\s+${MONTH}|${SHORT_DAY}\d{1,2}${ORD}(?:\s?[-–]\s?\d{1,2}${ORD})?\s+(?:of\s+)?${MONTH}(?:,?\s+\d{4})?|${MONTH}\s+\d{1,2}${ORD}(?:\s?[-–]\s?\d{1,2}${ORD})?(?:,?\s+\d{4})?|the\s+\d{1,2}${ORD}|\d{1,2}\/\d{1,2}(?:\/\d{2,4})?)`;
const PART = String.raw`(?:morning|afternoon|evening|night)s?`;
const SEASON = String.raw`(?:spring|summer|fall|autumn|winter)`;
const RELATIVE = String.raw`(?:today|tonight|tomorrow(?:\s+${PART})?|yesterday|this\s+(?:week(?:end)?|month|year|${PART}|${DAY}(?:\s+${PART})?|${SEASON})|next\s+(?:week(?:end)?|month|year|${DAY}(?:\s+${PART})?|${SEASON})|last\s+(?:week(?:end)?|month|year|night|${DAY}(?:\s+${PART})?|${SEASON})|(?<!(?:black|cyber|good|small business|giving|super)\s)${DAY}s?(?:\s+${PART})?(?!\s+${DAY_COMPOUND})|every\s+(?:day|morning|evening|week(?:end)?|${DAY})|all\s+(?:day|week(?:end)?)|later\s+this\s+(?:week|month|year)|in\s+${MONTH}(?!\s*\d)|in\s+\d{4}|since\s+\d{4}|${MONTH}(?=\s*(?:$|[,.!;]))|soon)`;
const UNIT = String.raw`(?:${DATE}|${CLOCK}|${RELATIVE})`;
const LEAD = String.raw`(?:(?:on|at|from|until|till|by|before|starting(?:\s+(?:on|from))?|through|thru|between|this|as\s+of|beginning|every)\s+)?`;
const JOIN = String.raw`(?:\s*,\s*|\s+(?:at|from|to|until|till|and|through|thru|-|–|between)\s+|\s*[-–]\s*|\s+)`;
const SPAN = new RegExp(String.raw`\b${LEAD}${UNIT}(?:${JOIN}${LEAD}${UNIT})*(?:\s+only)?\b\.?`, "gi");

/**
 * Whether a time or place span must stay where the prompt wrote it: in the middle of the phrase, before a longer
 * modifier ("my pottery shop on Etsy after two years of making mugs in my garage"), moving it to the end would attach
 * it to the wrong noun ("... in my garage on Etsy").
 */
function anchored(text: string, offset: number, span: string): boolean {
  if (!/\p{L}/u.test(text.slice(0, offset))) return false;
  const after = text
    .slice(offset + span.length)
    .replace(SPAN, " ")
    .replace(PLACE, " ")
    .replace(/[^\p{L}\p{N}'\s-]/gu, " ")
    .trim();
  if (!after) return false;
  const words = after.split(/\s+/);
  return words.length > 4 || /\b(?:after|before|since|while|during|until|\p{L}+ing)\b/iu.test(after);
}

/**
 * A span that says when the event is; returns the spans and the text without them. With `keepAnchored`, a span in the
 * middle of the phrase before a longer modifier stays in place (see `anchored`).
 */
export function extractWhen(text: string, keepAnchored = false): { when: string[]; rest: string } {
  const when: string[] = [];
  const rest = text.replace(SPAN, (m: string, offset: number) => {
    // "May" the modal verb is no month; "the 3rd" alone is no date either without a month-like context.
    if (/^may$/i.test(m.trim())) return m;
    if (keepAnchored && anchored(text, offset, m)) return m;
    when.push(m.trim().replace(/\.$/, "").replace(/,$/, ""));
    return " ";
  });
  return { when, rest: tidy(rest) };
}

const CAP = String.raw`(?:[A-Z][\p{L}\p{N}'’.&-]*|[A-Z]{2,}|\d+(?:st|nd|rd|th))`;
const PLACE_NOUN = String.raw`(?:stores?|shops?|offices?|parks?|campus|hall|cent(?:er|re)|library|market|studios?|caf[eé]s?|restaurants?|hotel|school|stadium|arena|gallery|museum|branch(?:es)?|locations?|headquarters|hq|beach|square|street|gardens?|church|chapel|pub|bar|club(?:house)?|lodge|fields?|courts?|pool|theat(?:er|re)|station|plaza|pier|farm|brewery|taproom|bookshop|bookstore|venue|ballroom|gym|rink|arena|pavilion|lobby|foyer|car park|parking lot|playground|auditorium|hangar|warehouse|bandstand|clubhouse|greenhouse|community room|canteen|cafeteria|florists?|bakery|bakehouse|deli|delicatessen|butchers?|barbers?|boutique|salon|spa|bistro|diner|pharmacy|pizzeria|patisserie|creamery|inn|tavern|hostel)\b`;
const PLACE = new RegExp(
  String.raw`\b(?:[Ii]n|[Aa]t|[Oo]n|near|across|around|outside|inside|to)\s+(?:the\s+)?(${CAP}(?:\s+(?:(?:&|of|de|del|la|le|the|upon|y)\s+)?${CAP})*(?:\s+(?:(?:community|village|town|city|sports|dog|leisure|arts?|music|conference|exhibition|event|student|youth|public|main|old|new)\s+)?${PLACE_NOUN}(?:\s+${PLACE_NOUN})?)?(?:,\s+${CAP}(?:\s+${CAP})?(?=\s*(?:[!.?;,)]|$)|\s+(?:is|are|was|were|has|have|had|will|today|tonight|tomorrow|this|next|on|from|with|for|until)\b))?)`,
  "gu",
);
/** Things that are "on" a topic ("webinar on GDPR"): "on" after them names no place. */
const TOPIC_HEAD =
  /\b(?:webinar|talk|workshop|course|session|training|seminar|panel|guide|masterclass|class|lecture|podcast|episode|article|post|thread|tips|advice|q&a|presentation|briefing|update|report|paper|book)s?\s*$/i;
const TIME_WORD = new RegExp(String.raw`^(?:${DAY}|${MONTH}|noon|midnight|today|tonight|tomorrow)\b`, "i");

/**
 * Capitalised places after "in/at/on" ("in Portland", "at Riverside Park", "on Product Hunt"), with the town after a
 * neighbourhood ("in Leith, Edinburgh!", "in Salford, Manchester is ...") when a sentence end or a verb follows it.
 */
export function extractWhere(text: string, keepAnchored = false): { where: string[]; rest: string } {
  const where: string[] = [];
  const rest = text.replace(PLACE, (m: string, name: string, offset: number) => {
    // Not a place: a sentence-initial word, a pronoun, an ordinal number alone.
    if (/^(?:I|We|Our|My|The|A|An|It|This|That|Your)$/.test(name) || /^\d/.test(name) || TIME_WORD.test(name)) return m;
    // "a free webinar on GDPR", "a talk on AI": the topic of a talk, not where it is held.
    if (/^on\s/i.test(m.trim()) && TOPIC_HEAD.test(text.slice(0, offset))) return m;
    if (keepAnchored && anchored(text, offset, m)) return m;
    where.push(m.trim());
    return " ";
  });
  return { where, rest: tidy(rest) };
}

/** Whether a text contains a time expression that lies ahead ("tomorrow", "next week", "on Friday", a date). */
export function isUpcoming(when: string[], text = ""): boolean {
  const all = `${when.join(" ")} ${text}`;
  if (/\b(?:yesterday|last\s+\w+|ago|since)\b/i.test(when.join(" "))) return false;
  // "today", "this month", "every Saturday": said of what is happening or has happened as much as of what will.
  const ahead = when.filter(
    (w) =>
      !/^(?:today|tonight|this\s+(?:week|month|year|morning|afternoon|evening)|every\s+.+|all\s+.+|in\s+\d{4}|since\s+.+)$/i.test(
        w,
      ),
  );
  return ahead.length > 0 || /\b(?:will|going\s+to|soon|coming|upcoming|next)\b/i.test(all);
}

export function tidy(s: string): string {
  return s
    .replace(/\s+/g, " ")
    .replace(/\s+([,.!?;:])/g, "$1")
    .replace(/([,;:])(?:\s*[,;:])+/g, "$1")
    .replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/g, "")
    .trim();
}
