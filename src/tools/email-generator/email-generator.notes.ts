/**
 * Note-style English a person types for themselves, mended before the prompt is read: the copula a note leaves out
 * ("we away 12-19 August" -> "we are away ..."; "refunds processed within 5 days" -> "refunds will be processed ..."),
 * the articles it drops ("has fever", "by nearest exit", "sorry for inconvenience", "for product manager role"), an
 * audience label in front of the note ("team: new coffee machine ...") and the reader's own details in a welcome note
 * ("starts Monday" -> "you start Monday", "buddy is Ewa" -> "your buddy is Ewa"). Nothing is added that the prompt does
 * not say.
 */
import { NEWCOMER_NOTE } from "./email-generator.newcomer";

/** Where a clause starts: the start of the prompt, after a comma, a semicolon, a full stop or "and". */
const CLAUSE_START = String.raw`(^|[,;:.!?]\s+|\band\s+)`;

/** A subject pronoun and its present "be". */
const BE: Record<string, string> = { i: "am", we: "are", they: "are", he: "is", she: "is", it: "is", you: "are" };

/** States a note says without "be": "we away", "we based in Bath", "I off on Friday". */
const PRONOUN_STATE = new RegExp(
  String.raw`(^|(?<!\b(?:am|is|are|was|were|will|can|could|should|would|do|did|have|has|if|when|while|as)\s+)\b)(I|we|they|he|she)\s+(?=(?:still\s+|also\s+|now\s+)?(?:away|based|located|closed|off|out of (?:the )?office|on (?:holiday|leave|vacation|annual leave)|available|unavailable|busy|back|open|fully booked|booked up|sold out)\b)`,
  "gi",
);

/**
 * Participles a note says of a thing without "be" ("trip cancelled", "refunds processed within 5 days"): a state that
 * holds now ("is cancelled") or, with "within"/"in" a time, what will happen ("will be processed").
 */
const PARTICIPLE =
  "cancell?ed|postponed|rescheduled|processed|refunded|issued|approved|confirmed|delayed|moved|closed|booked|included|suspended|extended";

const THING_DONE = new RegExp(
  String.raw`${CLAUSE_START}((?:(?:the|our|my|your|all)\s+)?(?:[\p{Ll}\d-]+\s+){0,5}?[\p{Ll}-]+)\s+(${PARTICIPLE})\b(?=\s+(within|in|by|on|from|until|till|for|to|at|due|because|as|until|this|next|tomorrow|today|(?:\d+|one|two|three|four|a|an|a few)\s+(?:days?|weeks?|months?|hours?))\b|\s*(?:[,;.!?]|$))(\s+(?:within|in)\s+(?:\d+|a|an|one|two|three|four|five|a few)\s+(?:working\s+|business\s+)?(?:days?|weeks?|hours?|months?))?`,
  "giu",
);

/** Words that show the words before a participle are already a clause ("we have cancelled", "it was moved"). */
const NOT_A_SUBJECT =
  /\b(?:I|we|you|he|she|they|it|is|are|was|were|be|been|being|has|have|had|will|would|can|could|should|must|may|might|do|does|did|not|please|if|that|which|who|when|get|got|gets)\b/i;

function thingDone(
  m: string,
  start: string,
  subject: string,
  verb: string,
  _next: string | undefined,
  within: string | undefined,
): string {
  if (NOT_A_SUBJECT.test(subject) || /^(?:just|already|still|also|now)$/i.test(subject.trim())) return m;
  const plural = /(?:[^s']s|people|staff|children)$/i.test(subject.trim()) && !/\b(?:news|series)$/i.test(subject);
  // A state ("is closed", "are included"); something that happened ("has been cancelled"); or, with "within" a time,
  // what will happen ("will be processed within 5 days").
  const state = /^(?:closed|booked|included|confirmed|approved)$/i.test(verb);
  const be = within ? "will be" : state ? (plural ? "are" : "is") : plural ? "have been" : "has been";
  // "delayed one week": the amount of a delay takes "by".
  const by =
    _next && /^(?:\d|one|two|three|four|a)/i.test(_next) && /^(?:delayed|postponed|extended)$/i.test(verb) ? " by" : "";
  return `${start}${subject} ${be} ${verb}${by}${within ?? ""}`;
}

/** The reader's own details in a welcome note: "starts Monday", "buddy is Ewa". */
function welcomeDetails(t: string): string {
  // Only when the e-mail is to the new person ("welcome email to new hire Sam"), never to the team about them.
  if (
    !/\bwelcome\s+(?:email|e-mail|note|message|letter)\s+(?:to|for)\b|\b(?:email|write to|message)\s+(?:our|the|my)?\s*new\s+(?:hire|starter|joiner|colleague|team member|employee)\b/i.test(
      t,
    ) ||
    /\b(?:tell|introduce|announce)\b|\bto\s+(?:the|my|our)\s+team\b/i.test(t)
  )
    return t;
  return t
    .replace(new RegExp(String.raw`${CLAUSE_START}starts\s+(?=\p{L}|\d)`, "giu"), "$1you start ")
    .replace(
      new RegExp(
        String.raw`${CLAUSE_START}(buddy|mentor|desk|manager|line manager|team lead|laptop|login|badge|locker|first task|first week|induction|start time|shift|contract)\s+(is|are|will be)\b`,
        "giu",
      ),
      "$1your $2 $3",
    );
}

/** Singular nouns a note uses with no article where English needs "a" or "the". */
const ARTICLES: [RegExp, string][] = [
  // "my son has fever": an illness takes "a".
  [
    /\b(has|have|had|with)\s+(fever|temperature|cold|cough|headache|migraine|rash|sore throat|stomach bug|high temperature)\b/gi,
    "$1 a $2",
  ],
  // "leave by nearest exit", "at closest branch": a superlative takes "the".
  [
    /\b(by|to|at|in|from|on|for|use|via|through)\s+(nearest|closest|latest|newest|oldest|biggest|largest|smallest|main|same)\s+(?=[\p{Ll}])(?!(?:one|ones)\b)/giu,
    "$1 the $2 ",
  ],
  // "sorry for inconvenience": the one the reader had.
  // "coffee machine in kitchen": a room of the workplace is the one the reader knows.
  [
    /\b(in|into|to|from)\s+(kitchen|office kitchen|canteen|staff room|break room|meeting room|lobby|car park|basement)\b/gi,
    "$1 the $2",
  ],
  // "don't use lifts": the ones in the building.
  [
    /\b(use|take|via|through|avoid|block)\s+(lifts?|elevators?|stairs|stairwell|fire exits?|main entrance|side entrance|back door|side door|front door|back entrance)\b/gi,
    "$1 the $2",
  ],
  [
    /\b(for|about)\s+(inconvenience|confusion|delay|mix-up|mistake|misunderstanding|disruption|trouble)\b/gi,
    "$1 the $2",
  ],
  // "for product manager role", "to warehouse team": a known role or team takes "the".
];

/** Words that already determine a noun, or start a verb phrase, so no article goes before them. */
const NO_ARTICLE_BEFORE =
  /^(?:the|a|an|my|our|your|their|his|her|its|this|that|these|those|any|every|each|one|new|whole|entire|all|some|no|which|what)$/i;

/** Verbs said of a team after "to" ("to tell my team", "to brief sales team"). */
const TEAM_VERBS =
  /^(?:tell|ask|email|e-mail|remind|inform|let|send|join|help|thank|invite|show|update|introduce|contact|message|brief|notify|welcome|meet|give|write|warn|lead|manage|train|build|grow|support|cc)$/i;

/** "for product manager role", "to warehouse team": a known role or team takes "the". */
function roleOrTeam(t: string): string {
  return t.replace(
    /\b(for|to|in|with|from|join|joining|joined)\s+((?:[\p{Ll}-]+\s+){0,2}?[\p{Ll}-]+)\s+(role|position|vacancy|team|department)\b/giu,
    (m: string, prep: string, words: string, head: string) => {
      const ws = words.split(/\s+/);
      if (ws.some((w) => NO_ARTICLE_BEFORE.test(w))) return m;
      // ("to tell sales team": after "to", a verb is no part of the name.)
      if (/^to$/i.test(prep) && TEAM_VERBS.test(ws[0]!)) return m;
      return `${prep} the ${words} ${head}`;
    },
  );
}

/** "team: new coffee machine ...", "parents: ...": an audience label is who the e-mail tells, not its subject. */
function audienceLabel(t: string): string {
  return t.replace(
    /^\s*(team|the team|all staff|staff|everyone|all|parents|customers|clients|tenants|residents|members|neighbours|neighbors)\s*:\s*/i,
    (_m, who: string) =>
      `tell ${who
        .toLowerCase()
        .replace(/^(?:the\s+)?team$/, "the team")
        .replace(/^(?:all\s+)?staff$/, "all staff")
        .replace(/^all$/, "everyone")}: `,
  );
}

/** Things a note names with no article after what was done to them ("restarted router"). */
const DEVICE =
  "router|modem|boiler|heater|fridge|freezer|oven|washing machine|dishwasher|laptop|printer|computer|phone|app|machine|meter|fuse|breaker|thermostat|tap|toilet|lock|door|window|alarm|server|system";

/**
 * "already restarted router", "met at the product conference": a clause with its subject left out is the writer's
 * ("I have already restarted the router", "we met at ...").
 */
function writersDoing(t: string): string {
  return t
    .replace(
      new RegExp(String.raw`${CLAUSE_START}already\s+(\p{Ll}{3,}ed)\b`, "giu"),
      (_m, start: string, verb: string) => `${start}I have already ${verb}`,
    )
    .replace(new RegExp(String.raw`${CLAUSE_START}met\s+(?=(?:at|in|during)\s)`, "giu"), "$1we met ")
    .replace(
      new RegExp(
        String.raw`\b((?:re)?started|reset|rebooted|unplugged|replaced|checked|cleaned|updated|serviced|tested)\s+(${DEVICE})\b`,
        "giu",
      ),
      "$1 the $2",
    );
}

/**
 * Notes in brackets: "(still free delivery)" -> ", but delivery is still free"; "(comments by 30 June)" ->
 * "Comments are due by 30 June."; and "link in the shared drive" -> "the link is in the shared drive".
 */
function bracketNotes(t: string): string {
  return t
    .replace(
      /\s*\(\s*(still|also|always)\s+free\s+([\p{Ll}][\p{Ll} -]{2,30}?)\s*\)/giu,
      (_m, adv: string, what: string) =>
        `, but ${what} ${/[^s]s$/.test(what) ? "are" : "is"} ${adv.toLowerCase()} free`,
    )
    .replace(
      /\s*\(\s*((?:your\s+)?(?:comments|feedback|replies|answers|rsvps?|questions|edits|changes|suggestions|votes))\s+(by|before|until)\s+([^()]{2,40}?)\s*\)/giu,
      (_m, what: string, by: string, when: string) =>
        `. ${what[0]!.toUpperCase()}${what.slice(1)} ${/(?:feedback|rsvp)$/i.test(what) ? "is" : "are"} due ${by} ${when}.`,
    )
    .replace(
      new RegExp(
        String.raw`${CLAUSE_START}(link|links|details|slides|agenda|form|document|file|draft|minutes|photos|recording|rota|schedule)\s+(in|on|at)\s+(?=the\s|our\s|my\s)`,
        "giu",
      ),
      (_m, start: string, what: string, prep: string) =>
        `${start}${start ? "the" : "The"} ${what} ${/[^s]s$/.test(what) ? "are" : "is"} ${prep} `,
    );
}

/** Verbs of what a notice tells its readers to do (never the tool's orders: "send", "thank", "ask", "mention"). */
const INSTRUCTION =
  "leave|meet|bring|wear|arrive|park|use|wait|head|follow|avoid|keep|lock|switch off|turn off|sign in|sign out|gather|assemble|queue|collect|return|report|take|stay|remove|clear|empty|label|store|do not|don['’]t|never";

/**
 * "remind everyone the fire drill is on Wednesday at 11, leave by nearest exit and meet in the car park, don't use
 * lifts": in a notice or reminder to a group, what the readers are to do is said to them ("Please leave ..."), never
 * run into the clause before it.
 */
function instructions(t: string): string {
  if (
    !/^\s*(?:please\s+)?(?:remind|tell|notify|inform|warn|let)\s+(?:all\s+|the\s+)?(?:everyone|everybody|staff|all|team|employees|colleagues|tenants|residents|parents|students|members|customers|guests|volunteers|players|neighbours|neighbors|visitors|the\s+\p{L}+\s+team)\b/iu.test(
      t,
    )
  )
    return t;
  return t.replace(
    new RegExp(String.raw`,\s+(?:and\s+)?(?:please\s+)?(${INSTRUCTION})\s+(?=\p{Ll})`, "giu"),
    (_m, verb: string) => `. Please ${verb.toLowerCase().replace(/^don['’]t$/, "do not")} `,
  );
}

/** The prompt's notes as sentences a reader can parse. */
export function mendNotes(text: string): string {
  let t = audienceLabel(text);
  t = t.replace(PRONOUN_STATE, (_m, start: string, who: string) => `${start}${who} ${BE[who.toLowerCase()]} `);
  // "if anything urgent", "if anything comes up urgent": the state takes its verb.
  t = t.replace(/\bif\s+(anything|something|it)\s+(urgent|important|unclear|wrong)\b/gi, "if $1 is $2");
  t = t.replace(THING_DONE, thingDone);
  // "I'm sick today, will be back tomorrow": a "will" with no subject after the writer's own clause is the writer's.
  t = t.replace(
    /([,;]\s+)(?:and\s+)?(will|won['’]t)\s+(?=\p{Ll})/giu,
    (m: string, sep: string, will: string, offset: number) =>
      // ("introduce our new intern Sam, will help with the newsletter": Sam will; email-generator.newcomer.ts.)
      /\b(?:I|I['’]m|I am|my|we|our)\b/.test(t.slice(0, offset)) && !NEWCOMER_NOTE.test(t.slice(0, offset))
        ? `${sep}${/\b(?:we|our)\b/i.test(t.slice(0, offset)) && !/\b(?:I|my)\b/.test(t.slice(0, offset)) ? "we" : "I"} ${will.toLowerCase()} `
        : m,
  );
  // Holidays are names: "christmas lunch" -> "Christmas lunch".
  t = t.replace(
    /\b(christmas|easter|diwali|hanukkah|thanksgiving|halloween|ramadan|eid)\b/g,
    (w) => w[0]!.toUpperCase() + w.slice(1),
  );
  t = instructions(welcomeDetails(writersDoing(bracketNotes(t))));
  return roleOrTeam(ARTICLES.reduce((s, [re, to]) => s.replace(re, to), t));
}
