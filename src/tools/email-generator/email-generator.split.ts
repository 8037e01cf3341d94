/**
 * Splitting a prompt into the pieces the engine reads: sentences, list items ("1) ... 2) ...", "- date: June 12") and
 * clauses ("the migration is moved to Saturday, expect 2 hours downtime, on-call is Marco" -> three pieces).
 */
import { verbListTail } from "./email-generator.verb-list";
import { SKILL_STATE, yearsAfterHave } from "./email-generator.skills-note";
import nlp from "compromise";
import { complementItems, continuesComplements, TELLING } from "./email-generator.complements";
import { splitSentences } from "../../shared/text/sentences";
import { splitAtStops } from "../../shared/text/abbreviations";
import { isClause } from "./email-generator.clause";

/** Verbs that tell the tool what to write ("ask them to pay", "mention it cuts waste"), not the reader what to do. */
export const TOOL_VERBS =
  "sorry|apologies|congratulations|thanks(?= (?:to|for) )|wish|apply|applying|asking|thanking|inviting|telling|reminding|offering|confirming|announcing|introducing|congratulating|welcoming|requesting|ask|request|tell|let|inform|notify|remind|nudge|chase|thank|invite|offer|propose|suggest|recommend|mention|say|note|add|include|explain|stress|emphasi[sz]e|point out|highlight|make clear|confirm|apologi[sz]e|follow up|follow-up|check in|schedule|set up|arrange|share|send|forward|pass on|cancel|reschedule|postpone|push back|welcome|congratulate|congrats|introduce|give|promise|guarantee|accept|decline|turn down|reject|announce|update|warn|make sure|complain|report|convince|persuade|encourage|urge|recruit|hire|pitch|reassure|thank you|say thanks|say sorry|reply|respond|answer|restate|reiterate|reaffirm|express(?= (?:my |our )?(?:strong |continued )?interest)";

const TOOL_START = new RegExp(
  `^(?:please\\s+)?(?:politely\\s+|kindly\\s+|gently\\s+|firmly\\s+|also\\s+)?(?:${TOOL_VERBS})\\b`,
  "i",
);

/** Whether a piece starts with a verb to the tool. */
export const startsWithTool = (piece: string) =>
  TOOL_START.test(piece.trim().replace(/^(?:and|then|also|plus|but|so)\s+/i, ""));

/** Sentences of the prompt; inline numbered lists ("1) a 2) b") become one sentence per item, after their lead. */
export function promptSentences(text: string): string[] {
  const out: string[] = [];
  for (const s of splitSentences(text)) {
    // "... is 30 days overdue. be polite but firm": a lower-case sentence start after a full stop.
    for (const item of inlineList(s.text)) {
      // (Not after an abbreviation or an initial, "S. aureus", nor after a number, "at 5. happy", read below.)
      out.push(...splitAtStops(item, /\p{Ll}/u, (before) => /\d[.!?]$/.test(before)));
    }
  }
  return (
    out
      // "I have a dentist appointment at 5. happy to take ...": a time ends the sentence.
      .flatMap((s) => s.split(/(?<=\b(?:at|by|until|around|before|after)\s\d{1,2}(?::\d{2})?\.)\s+(?=\p{Ll})/u))
      // "colours are off on page 4. deadline is the 14th": a number after a word ends the sentence too.
      .flatMap((s) => s.split(/(?<=\p{L}\s\d{1,4}\.)\s+(?=\p{Ll}{2,}\s)/u))
      .map((s) => s.replace(/^\d{1,2}[.)]\s+/, "").trim())
      .filter((s) => /\p{L}/u.test(s))
  );
}

function inlineList(sentence: string): string[] {
  const markers = [...sentence.matchAll(/(?:^|\s)\(?(\d{1,2})[.)]\s+(?=\p{L})/gu)];
  if (markers.length < 2 || markers[0]![1] !== "1") return [sentence];
  const parts: string[] = [];
  const head = sentence.slice(0, markers[0]!.index).trim();
  if (head) parts.push(head);
  markers.forEach((m, i) => {
    const start = m.index! + m[0].length;
    const end = i + 1 < markers.length ? markers[i + 1]!.index : sentence.length;
    parts.push(sentence.slice(start, end).trim().replace(/[,;]$/, ""));
  });
  return parts;
}

const CONTINUATION =
  /^(?:and|or|nor|starting|beginning|effective|as of|in line with|as per|per|according to|in accordance with|as set out in|as required by|under the terms of|through|especially|particularly|including|such as|like|which|where|whose|who|whom|as well as|not|than|etc|even|ideally|preferably|if possible|if needed|thanks|thank you)\b|^(?:e\.g|i\.e)\.(?=\s)/i;
const EVALUATIVE =
  /^(?:(?:our|the|a|an|my)\s+)?(?:best|biggest|highest|lowest|fastest|first|new|all-time|personal)\s+(?:\p{L}+\s+)?(?:ever|record|high|low|yet|best)$|^(?:best ever|a new record|well done|great job|amazing|incredible|huge|finally|again|as usual|as always|no rush|no pressure|(?:so |very |much |truly )?well[- ]deserved|so deserved)$/iu;
const DATE_CONT = /^(?:\d{1,2}(?:st|nd|rd|th)?(?:\s+\p{Lu}\p{L}+)?|\p{Lu}\p{L}+\s+\d{1,2}(?:st|nd|rd|th)?|\d{4})$/u;
export const READER_DO =
  /^(?:please\s+)?(?:do not|don['’]t|never|always|expect|bring|wear|rsvp|r\.s\.v\.p|click|remember|park|use|join|arrive|submit|fill|register|sign up|reply|call|contact|come|meet|bring|check|read|review|note|keep|make sure|feel free|reach out|save|book|grab|go|head|dress|pack|update|reset|change|install|restart|log|forward|avoid|stay|plan|prepare|be|start without|go ahead|carry on)\b/i;

/** A name on its own between commas ("Thank the speaker, Dr. Lin, for her keynote"): an apposition, not a clause. */
const APPOSITION =
  /^(?:(?:Dr|Mr|Mrs|Ms|Mx|Prof|Professor)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2}(?:\s+(?:at|from|of)\s+\p{Lu}[\p{L}&'’ -]+)?$/u;
const NOT_A_NAME =
  /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Thanks|Thank|Hi|Hello|Yes|No|Please)\b/;
/** "agenda: Q3 results, new office, Q&A": the items after a list label stay together. */
const LIST_LABEL =
  /^(?:the\s+)?(?:agenda|topics|items|attendees|speakers|menu|what to bring|to bring|bring|includes?|including|covering)\s*:/i;

/** Splits a sentence (after its instruction) into clauses at semicolons, dashes, and commas that separate clauses. */
export function splitClauses(sentence: string): string[] {
  const raw = protectedSplit(sentence);
  const out: string[] = [];
  let joinNext = false;
  for (const [at, piece] of raw.entries()) {
    const p = piece.trim();
    if (!p) continue;
    const prev = out.at(-1);
    const appositive = prev !== undefined && APPOSITION.test(p) && !NOT_A_NAME.test(p) && !isClause(p);
    const shortNP = p.split(/\s+/).length <= 4 && !isClause(p) && !startsWithTool(p) && !isReaderDo(p);
    const isList =
      /\s(?:and|or)\s/.test(p) &&
      !SKILL_STATE.test(p) &&
      // ("must be step-free and have a stage": a requirement with its own verbs, not the rest of a list.)
      !/^(?:must|needs?\s+to|has\s+to|should)\s/i.test(p) &&
      !isClause(p) &&
      !startsWithTool(p) &&
      !READER_DO.test(p) &&
      !isReaderDo(p) &&
      !/^please\b/i.test(p) &&
      prev !== undefined &&
      !/\b(?:is|are|was|were)\b/.test(p);
    const continues = joinNext && /^(?:for|to|about|on|at|from|with|who|whose|regarding|of)\b/i.test(p);
    // "my bill is £312, three times the usual amount": what the amount is, not a new clause.
    const aboutAmount =
      prev !== undefined &&
      /(?:[$€£]\s?\d[\d,.]*(?:k|m)?|\d[\d,.]*\s*(?:%|euros?|dollars?|pounds?))$/i.test(prev) &&
      p.split(/\s+/).length <= 6 &&
      /^(?:(?:two|three|four|five|ten|\d+)\s+times|twice|double|triple|half|more than|less than|up from|down from|almost|nearly|roughly|well over)\b/i.test(
        p,
      ) &&
      !isClause(p) &&
      !startsWithTool(p) &&
      !isReaderDo(p);
    // "we handle payroll, VAT returns and monthly reports": the rest of a list, though "returns" could be a verb.
    const listTail =
      prev !== undefined &&
      /^(?:\p{Ll}[\p{L}-]*|\p{Lu}{2,})(?:\s+[\p{L}-]+){0,2}\s+(?:and|or)\s+[\p{L}-]+/u.test(p) &&
      !/^(?:\S+\s+){0,3}?(?:is|are|was|were|will|can|could|would|should|must|has|have|had|do|does|did|i|we|you|they|he|she|it)\b/i.test(
        p,
      ) &&
      /\b(?:we|i)\s+(?:handle|offer|provide|do|sell|make|cover|deliver|include|supply|run|build|design|manage|teach|fix|repair|clean|cook|serve)\s+(?:[\p{L}-]+\s+){0,2}[\p{L}-]+$/iu.test(
        prev,
      );
    // "I have a degree in illustration, two years freelancing": the writer's experience, in the same sentence.
    const years = prev !== undefined ? yearsAfterHave(prev, p) : null;
    if (years) {
      out[out.length - 1] = years;
      continue;
    }
    // "It scans receipts, tracks stock and does the VAT return": the rest of one subject's list of verbs.
    const verbTail = prev !== undefined && verbListTail(prev, p);
    if (verbTail) {
      out[out.length - 1] = `${prev}, ${p}`;
      continue;
    }
    // "I bought a laptop three weeks ago, order 88-4410, and ...": the reference belongs to the clause before it.
    if (
      prev !== undefined &&
      /^(?:order|booking|account|invoice|ticket|case|reference|ref|policy|claim|tracking)\s+(?:number\s+|no\.?\s*)?#?[\w-]*\d[\w-]*$/i.test(
        p,
      ) &&
      isClause(prev) &&
      !/[()]/.test(prev) &&
      /^and\s/i.test(raw[at + 1] ?? "")
    ) {
      out[out.length - 1] = `${prev} (${p})`;
      continue;
    }
    // "explain what happened, that no data was lost, and what we're doing": one verb's list of clauses.
    if (prev !== undefined && continuesComplements(prev, p)) {
      out[out.length - 1] = `${prev}, ${p}`;
      continue;
    }
    if (
      prev !== undefined &&
      (appositive ||
        continues ||
        aboutAmount ||
        CONTINUATION.test(p) ||
        EVALUATIVE.test(p) ||
        DATE_CONT.test(p) ||
        isList ||
        listTail ||
        (LIST_LABEL.test(prev) && shortNP))
    ) {
      out[out.length - 1] = `${prev}, ${p}`;
    } else out.push(p);
    joinNext = appositive;
  }
  // "... and ask them to pay" / "... and offer a discount": a new verb for the tool starts a new clause.
  return out.flatMap((p) => splitOnToolVerb(p));
}

const WEEKDAY_END = /\b(?:mon|tues|wednes|thurs|fri|satur|sun)day$/i;
const MONTH =
  "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\b";
const MONTH_START = new RegExp(`^\\s(?:\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?)?${MONTH}`, "i");
/** "Friday, December 12" and "September 6, 2025": the comma inside a date, where no clause ends. */
const inDate = (s: string, i: number) =>
  (WEEKDAY_END.test(s.slice(0, i)) && MONTH_START.test(s.slice(i + 1))) ||
  (/\b\d{1,2}(?:st|nd|rd|th)?$/i.test(s.slice(0, i)) && /^\s\d{4}\b/.test(s.slice(i + 1)));

/** Splits at ";", " - " and ", " outside brackets and quotes (not inside a date). */
function protectedSplit(s: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = false;
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c === "(" || c === "[") depth++;
    else if ((c === ")" || c === "]") && depth > 0) depth--;
    else if (c === '"' || c === "“" || c === "”") quote = !quote;
    if (depth || quote) continue;
    const dash = (c === "-" || c === "–" || c === "—") && s[i - 1] === " " && s[i + 1] === " ";
    // A colon splits an order from its content ("complain to the airline: my bag ..."), not a label from its value.
    const colon = c === ":" && s[i + 1] === " " && s.slice(start, i).trim().split(/\s+/).length >= 3;
    if (c === ";" || dash || colon || (c === "," && s[i + 1] === " " && !inDate(s, i))) {
      parts.push(s.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(s.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** "explain what happened and that no data was lost": a telling verb whose object is a list of clauses. */
function tellsList(piece: string): boolean {
  const m = TELLING.exec(piece);
  if (!m) return false;
  const after = piece
    .slice(m[0].length)
    .replace(/^\s+(?:to\s+)?(?:\S+\s+){0,3}?(?=(?:that|what|why|how|when|where|whether|who)\s)/i, " ");
  return complementItems(after.trim()) !== null;
}

/** "I'll compile", "we will review": what the writer will do, which a second verb after "and" continues. */
const WRITER_WILL =
  /^(?:I|we)(?:['’]ll|\s+will|\s+(?:am|are)\s+going\s+to|['’]m\s+going\s+to|['’]re\s+going\s+to)\s+\p{L}+$/iu;

function splitOnToolVerb(piece: string): string[] {
  const re = new RegExp(
    `\\s+(?:and|then|and then|and also|also|but|plus)\\s+(?=(?:please\\s+)?(?:${TOOL_VERBS})\\s+(?:them|him|her|if|whether|to|for|about|that|us|me|my|our|the|a|an|what|when|how|why|where|who|\\p{Lu}))`,
    "iu",
  );
  const parts = piece
    .split(re)
    .flatMap((p) =>
      p.split(
        /\s+and\s+(?=I\s+(?:want|need|would like|['’]d like)\b|(?:she|he|they)\s+(?:mentioned|said|told|asked|wrote)\b)/i,
      ),
    )
    // "send a replacement and apologise": the apology is an order of its own, never "I am sending you ... and apologise".
    .flatMap((p) => (startsWithTool(p) ? p.split(/\s+and\s+(?=(?:apologi[sz]e|say sorry)\s*$)/i) : [p]))
    // "tell the team that the office is closed Monday and also that the new policy starts on the 1st": two pieces of news.
    .flatMap((p) => (tellsList(p) ? [p] : p.split(/,?\s+and\s+(?:also\s+)?(?=that\s+[\p{L}\d][\p{L}\d'’-]*\s+\p{L})/u)))
    // "... won't be set up until Monday so can I work from the office that week": the question stands alone.
    .flatMap((p) => p.split(/,?\s+so\s+(?=(?:can|could|may|would)\s+(?:I|we|you)\b)/i))
    .map((p) => p.trim())
    .filter(Boolean);
  // "Packages start at $250 and include a logo": a statement's second verb, not an order to include something.
  const joined = parts.reduce<string[]>((out, p) => {
    const prev = out.at(-1);
    if (prev !== undefined && /^include\s/i.test(p) && isClause(prev) && !startsWithTool(prev))
      out[out.length - 1] = `${prev} and ${p}`;
    // "I'll compile and send to finance": the writer's own second verb, not an order to the tool to send something.
    else if (prev !== undefined && WRITER_WILL.test(prev) && !/\b(?:and|but)\b/i.test(prev) && startsWithTool(p))
      out[out.length - 1] = `${prev} and ${p}`;
    else out.push(p);
    return out;
  }, []);
  // Keep "ask about the deposit return and when they want to do the inspection" together here: asks split it.
  return joined;
}

/** Whether a piece begins with a verb in the base form (an order: "expect 2 hours downtime", "bring your family"). */
export function isReaderDo(piece: string): boolean {
  if (READER_DO.test(piece)) return true;
  const first = (nlp(piece).json() as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags ?? [];
  return first.includes("Imperative") && !startsWithTool(piece);
}
