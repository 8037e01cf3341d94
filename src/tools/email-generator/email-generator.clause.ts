/**
 * Clause rewriting: a piece of the prompt becomes a sentence of the email.
 * - toReader: the reader is "you" ("their order" -> "your order", "Sam's report" -> "your report", "he needs" -> "you need");
 * - statement: a full clause, tidied for an email ("is moved to" -> "has been moved to", "Saturday 11pm" -> "Saturday at
 *   11pm", "2 hours downtime" -> "2 hours of downtime", "I want" -> "I would like");
 * - complete: a fragment made whole ("still interested" -> "I am still interested", "cost is $12" -> "The cost is $12",
 *   "vegetarian options available" -> "Vegetarian options are available", "on-call is Marco" -> "Marco is on call").
 */
import nlp from "compromise";
import { hasFiniteVerb } from "./email-generator.finite";
import type { Recipient } from "./email-generator.model";
import { KIN_HE, KIN_SHE, pronounOf } from "./email-generator.recipient";
import { agreeYou, HER_OBJECT_NEXT } from "./email-generator.reader-pronouns";
import { pluralThingBefore, thingPredicate } from "./email-generator.pronoun-antecedent";
import { writersFeeling } from "./email-generator.feeling";
import { collapse, lowerFirst, stripEnd, upperFirst } from "./email-generator.text";
import { escapeRegExp } from "../../shared/text/regexp";

/** "her" before a noun ("her order"), not before a word that makes it an object ("walk her through", "her next week"). */
const HER_POSSESSIVE = new RegExp(
  String.raw`\bher(?=\s+(?:own\s+)?(?:\p{Ll}+|\d))(?!\s+(?:${HER_OBJECT_NEXT})\b)(?!\s+(?:next|last|every|this)(?:\s+(?:week|month|year|time|day|morning|afternoon|evening|night|weekend|quarter|term|semester|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|\s*[.,;!?]|\s*$))`,
  "giu",
);

/** People of the writer's own who could be "they" ("my parents ... they"). */
const OURS_PLURAL =
  /\b(?:my|our)\s+(?:kids|children|parents|friends|neighbours|neighbors|grandparents|in-laws|colleagues|guests|students|clients|customers|users)\b/i;

/** Words a sentence subject can start with (for telling a clause from a fragment). */
const SUBJECT_PRONOUN =
  /^(?:I|we|you|he|she|it|they|everyone|everybody|someone|nobody|no one|everything|nothing|this|that|there|these|those)\b/i;
const FINITE =
  /^(?:is|are|was|were|am|has|have|had|will|won['’]t|would|can|can['’]t|could|should|must|may|might|shall|does|do|did|doesn['’]t|don['’]t|didn['’]t|isn['’]t|aren['’]t|wasn['’]t|weren['’]t|hasn['’]t|haven['’]t|needs?|keeps?|gets?|got|goes|went|says|said|wants?|seems?|looks?|feels?|takes?|took|makes?|made|comes?|came)$/i;

/** Answers of isClause while one prompt is read (cleared after each prompt: nothing a visitor types is kept). */
const clauseMemo = new Map<string, boolean>();
export function clearClauseMemo(): void {
  clauseMemo.clear();
}

/** Whether `text` reads as a full clause (a subject followed by a finite verb). */
export function isClause(text: string): boolean {
  const t = text.trim();
  const known = clauseMemo.get(t);
  if (known !== undefined) return known;
  const answer = clauseCheck(t);
  clauseMemo.set(t, answer);
  return answer;
}

/** Sentence adverbs that may open a clause ("Maybe they missed it", "Hopefully it arrives today"). */
const OPENING_ADVERB =
  /^(?:maybe|perhaps|probably|possibly|hopefully|unfortunately|fortunately|luckily|sadly|honestly|apparently|obviously|clearly|mainly|mostly|basically|actually|also|just|really)\b,?\s+(?=\S+\s)/i;

function clauseCheck(t0: string): boolean {
  // One word ("double-sided") is never a clause.
  if (!/\s/.test(t0.trim())) return false;
  const t = t0.replace(OPENING_ADVERB, "");
  if (/^(?:I|we|you|he|she|it|they|there|that|this)['’](?:m|re|s|ll|ve|d)\b/i.test(t)) return true;
  const words = t.split(/\s+/);
  if (SUBJECT_PRONOUN.test(t) && words.length > 1) {
    const next = words[1]!.replace(/[,;]$/, "");
    const after =
      /^(?:still|also|already|just|never|really|probably|always|now|only|actually|all|both|else|mainly|mostly|definitely|usually|often)$/i.test(
        next,
      )
        ? (words[2] ?? "")
        : next;
    if (FINITE.test(after) || tagOf(after, t).some((g) => g === "PastTense" || g === "PresentTense")) return true;
  }
  if (nounThenVerb(t)) return true;
  // "her advice on applying to PhD programs was really helpful": a long subject the tagger loses, then "was".
  if (
    /^(?:my|your|his|her|their|our|the|this|that)\s+[\p{L}\d\s'’:,.$€£%-]{1,60}?\s+(?:was|were|is|are|has been|have been|will be)\s+(?:really\s+|very\s+|so\s+|incredibly\s+)?\p{L}/iu.test(
      t,
    ) &&
    !/^(?:the|this|that)\s+\p{L}+ing\b/iu.test(t)
  )
    return true;
  // "Clinics using it saw 30% fewer no-shows": a capitalised subject with a participle phrase, then the verb.
  if (/^\p{Lu}\p{Ll}/u.test(t) && hasFiniteVerb(t)) return true;
  // "order #88213 shipped today": a bare noun first is tagged better with an article in front.
  const first = (nlp(t).json() as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags ?? [];
  return (
    /^\p{Ll}/u.test(t) &&
    !/^(?:the|a|an|my|our|your|this|that|please|to|for|about|if|when|do|don['’]t|never|always|let|make|be)\b/i.test(
      t,
    ) &&
    !first.some((g) => /Modal|Auxiliary|Adverb|Preposition|Conjunction|Negative/.test(g)) &&
    nounThenVerb(`the ${t}`)
  );
}

/** Verbs the tagger often reads as nouns after a noun ("the bus leaves at 8", "CSAT hit 96%"). */
const AMBIGUOUS_VERB =
  /^(?:close|open|end|start|begin|leaves|hit|hits|starts|ends|opens|closes|runs|costs|arrives|departs|begins|reached|passed|topped|grew|rose|fell|dropped|doubled|tripled|beat|broke|shipped|sold|lands|returns|expires|renews|launches|goes|comes|works|moves|falls|finishes|kicks)$/i;

function nounThenVerb(t0: string): boolean {
  const t = t0.replace(/\s+(?:still|also|already|just|never|really|finally|now)(?=\s)/gi, "");
  const doc = nlp(t);
  const json = doc.json() as { terms: { text: string; tags: string[] }[] }[];
  const terms = json.flatMap((s) => s.terms);
  // A noun phrase of up to seven words, then a finite verb ("the server migration is moved", "Priya has agreed").
  for (let i = 1; i < Math.min(terms.length, 9); i++) {
    const tags = terms[i]!.tags;
    const word = terms[i]!.text;
    const head = terms.slice(0, i);
    const nounish = head.every(
      (x, j) =>
        x.tags.some(
          (g) =>
            /Noun|Determiner|Adjective|Possessive|Value|Pronoun|ProperNoun|Acronym|Date|Hyphenated/.test(g) ||
            (j > 0 && /Preposition|Conjunction/.test(g)),
        ) || /^[#$€£(]?[\d,.:]+(?:%|am|pm)?\)?$|^#\w+/i.test(x.text),
    );
    if (!nounish) return false;
    // "by 10 May": the month, not the modal verb.
    const month =
      word === "May" &&
      (/^\d/.test(terms[i - 1]!.text) || /^\d/.test(terms[i + 1]?.text ?? "") || i === terms.length - 1);
    if (
      !month &&
      (FINITE.test(word) ||
        AMBIGUOUS_VERB.test(word) ||
        tags.includes("Copula") ||
        tags.includes("Modal") ||
        tags.includes("Auxiliary"))
    )
      return true;
    if (
      (tags.includes("PastTense") || (tags.includes("PresentTense") && /s$/.test(word))) &&
      !tags.includes("Infinitive") &&
      !tags.includes("Gerund")
    )
      return true;
    // "prices for the monthly plan go up from $8 to $10": a plural head with its "for"/"of" phrase, then a verb of change.
    if (
      /^(?:go|rise|fall|increase|decrease|drop|change|move|stay|remain|double|come)$/i.test(word) &&
      head[0]!.tags.includes("Plural") &&
      head.slice(1).some((x) => x.tags.includes("Preposition"))
    )
      return true;
    // "Small businesses save about 6 hours a month": a plural subject, then its verb in the base form.
    if (
      tags.includes("Verb") &&
      tags.includes("PresentTense") &&
      !tags.includes("Gerund") &&
      !/s$/i.test(word) &&
      terms[i - 1]!.tags.includes("Plural") &&
      terms[i - 1]!.tags.includes("Noun") &&
      i < terms.length - 1
    )
      return true;
  }
  return false;
}

function tagOf(word: string, context: string): string[] {
  const terms = (nlp(context).json() as { terms: { text: string; tags: string[] }[] }[]).flatMap((s) => s.terms);
  return terms.find((x) => x.text === word)?.tags ?? [];
}

export interface ReaderContext {
  recipient: Recipient;
  /** Role words of the chosen audience ("client", "team", ...) the prompt may use for the reader. */
  audienceWords: string;
  /** The prompt calls the reader "them"/"him"/"her": such pronouns in an ask mean the reader. */
  readerPronoun: "he" | "she" | "they" | null;
  /** The e-mail goes to a group (the team audience, no one named): "he" and "she" are never the reader. */
  groupAudience?: boolean;
  /** The whole note, for the people it names besides the reader ("my son": "he" may be him). */
  note?: string;
}

/** Whether the words after a group's name make it a modifier: "team" in "our team lunch" (a noun follows). */
function modifiesNoun(phrase: string, rest: string): boolean {
  const next = /^\s+([a-z][a-z-]+)\b/.exec(rest)?.[1];
  if (!next) return false;
  const terms = (nlp(`${phrase} ${next}`).json() as { terms: { tags: string[] }[] }[]).flatMap((x) => x.terms);
  const tags = terms[terms.length - 1]?.tags ?? [];
  return tags.includes("Noun") && !tags.some((g) => ["Verb", "Pronoun", "Preposition", "Conjunction"].includes(g));
}

/**
 * Rewrites a phrase of the prompt so that the reader is "you": mentions of the reader's role, name or organisation,
 * and the pronouns that stand for the reader. `pronouns` says whether third-person pronouns here mean the reader
 * (in an ask, "them" is the reader; in a fact, only when no other noun stands before it).
 */
/** A plural thing named earlier in the same text ("the final logo files", "all 40 chairs"): a later "them" or "they"
 * is most likely it, not the reader. */
const THINGS_BEFORE =
  /\b(?:the|these|those|all|both|\d+)\s+(?:[\p{L}\d-]+\s+){0,3}(?!(?:us|is|was|has|this|yours|ours|news|series|status|business|process|address|access|glass|class|boss|days|weeks|months|years|hours|minutes|seconds|times|people|others)\b)\p{Ll}{3,}s\b\s+\S[^.;!?]*$/u;

export function toReader(text: string, ctx: ReaderContext, pronouns: "ask" | "fact"): string {
  let t = ` ${text} `;
  const { recipient } = ctx;
  const swaps: string[] = [];
  if (recipient.role && !recipient.group) swaps.push(escapeRegExp(recipient.role));
  if (recipient.role && recipient.group) swaps.push(escapeRegExp(recipient.role));
  if (ctx.audienceWords) swaps.push(ctx.audienceWords);
  // "half the team is off" to the team: "half of you are off".
  if (swaps.length)
    t = t.replace(
      new RegExp(
        `\\b(half|most|some|many|all|none|several|a few|a couple)\\s+(?:of\\s+)?(?:my|our|the)\\s+(?:${swaps.join("|")})\\s+(?:is|are)\\b`,
        "gi",
      ),
      "$1 of you are",
    );
  if (swaps.length) {
    const re = new RegExp(
      `\\b(?:my|our|the)\\s+(?:new\\s+)?(?:${swaps.join("|")})(?!\\s+(?:lead|leader|manager|meeting|member|members|portal|account|success|service|support|call|number|id|no|reference|email|login|care))(['’]s)?\\b(?:\\s*\\([^)]*\\))?`,
      "gi",
    );
    // "our team lunch", "the team offsite": the reader's name used as a modifier of a noun stays as written.
    t = t.replace(re, (m: string, s: string | undefined, at: number, all: string) =>
      !s && modifiesNoun(m, all.slice(at + m.length)) ? m : s ? "your" : "you",
    );
  }
  // "customers can still reach support" in an email to customers.
  if (ctx.audienceWords)
    t = t.replace(
      new RegExp(
        `^(\\s*)(?:all\\s+|existing\\s+|current\\s+)?(?:${ctx.audienceWords})\\b(?=\\s+(?:can|will|should|must|may|need|are|have|get|keep|pay|receive|was|were|is|has|had|got|paid|ordered|bought|asked|wants|reported|complained)\\b)`,
        "i",
      ),
      "$1you",
    );
  // "customer's headphones arrived broken" in an email to the customer: "your headphones".
  if (ctx.audienceWords)
    t = t.replace(
      new RegExp(`^(\\s*)(?:(?:the|our|my)\\s+)?(?:${ctx.audienceWords})['’]s\\s+(?=\\p{L})`, "iu"),
      "$1your ",
    );
  // "customer was charged" -> "you were charged".
  t = t.replace(
    /^(\s*you\s+)(was|is|has|wants|asked)\b/,
    (_m, y: string, v: string) => `${y}${{ was: "were", is: "are", has: "have", wants: "want", asked: "asked" }[v]}`,
  );
  // "the customer was double charged for their March subscription": the reader's own subscription.
  // ("customer asked why they were charged twice when they chose collection": the same reader asked about themselves.)
  if (/^\s*you\b/.test(t) && !/^you\b/i.test(text.trim())) {
    t = t.replace(/\btheir\b/g, "your");
    if (
      /^\s*you\s+(?:asked|wants to know|wanted to know|wonders|wondered)\s+(?:why|how|when|whether|if)\s+they\b/.test(t)
    )
      t = t.replace(/\bthey\b/g, "you");
  }
  if (recipient.org) {
    const org = escapeRegExp(recipient.org);
    t = t.replace(
      new RegExp(`\\b(?:with|for|from|to)\\s+(?:the\\s+${org}\\s+team|${org})\\b(?!['’]s)`, "g"),
      (m) => `${m.split(/\s/)[0]} you`,
    );
    // "our Wednesday 2pm call with you": the reader is in it.
    t = t.replace(/\b(our\s+(?:[\w:-]+\s+){0,3}(?:call|meeting|chat|catch-up|sync))\s+with you\b/gi, "$1");
    // "supplier Kestrel Packaging sent the wrong boxes" written to Kestrel Packaging: "you sent the wrong boxes".
    t = t.replace(
      new RegExp(
        `^(\\s*)(?:(?:the|our|my)\\s+)?(?:${recipient.role ? `${escapeRegExp(recipient.role)}\\s+` : ""})?${org}\\b(?!['’]s)(?=\\s+\\p{Ll})`,
        "iu",
      ),
      "$1you",
    );
    t = t.replace(new RegExp(`\\b${org}['’]s\\b`, "g"), "your");
  }
  if (recipient.name) {
    const full = escapeRegExp(recipient.name);
    const first = escapeRegExp(
      recipient.name.replace(/^(?:Dr|Mr|Mrs|Ms|Mx|Prof|Professor|Coach)\.?\s+/, "").split(" ")[0]!,
    );
    t = t.replace(new RegExp(`\\b(?:${full}|${first})['’]s\\b`, "g"), "your");
    // The reader as an object ("I snapped at Ben", "we promised Ravi"): "you".
    t = t.replace(new RegExp(`(\\b\\p{Ll}+\\s+)(?:${full}|${first})\\b(?!\\s+(?:and|&)\\s+\\p{Lu})`, "gu"), "$1you");
  }
  const third = pronouns === "ask" || readerPronounsHere(text, ctx);
  // "hear how they migrated off the monolith" to Marco, a lead at Tidewave: "they" is the reader's team.
  const oneReader = /^(?:he|she)$/.test(ctx.readerPronoun ?? recipient.pronoun ?? "") && !recipient.group;
  if (oneReader && (recipient.org || /\bat\s+\p{Lu}/u.test(text)) && !OURS_PLURAL.test(text))
    t = t.replace(/\b(how|what|why|when|where)\s+they\s+(\p{Ll}+)\b/gu, (_m, wh: string, v: string) =>
      /(?<!e)ed$|^(?:did|went|built|made|ran|moved|chose|got|took|kept|found|had|will|would|can|could|might|managed)$/.test(
        v,
      )
        ? `${wh} your team ${v}`
        : `${wh} you ${v}`,
    );
  // "she said their board meets on the 14th" to Lena at Nordlicht: the board of the reader's organisation.
  if (oneReader && recipient.org)
    t = t.replace(
      /\btheir\s+(?=(?:board|team|company|side|office|budget|process|roadmap|launch|product|CEO|department|leadership|management|finance team|legal team)\b)/g,
      "your ",
    );
  // "Dana from Brightwave ... want to know if they need anything else": "they" is the reader's organisation.
  const orgThey =
    Boolean(recipient.org) && /\b(?:know|ask|see|check|wondering|find out)\s+(?:if|whether)\s+they\b/i.test(text);
  // "Ask if she has any questions and whether they want to go ahead": the second question is to her organisation
  // too ("whether you want to go ahead"); "if she liked them" keeps its "them" (the samples).
  if (recipient.org && !orgThey && /^(?:he|she)$/.test(ctx.readerPronoun ?? recipient.pronoun ?? ""))
    t = t.replace(/\b((?:and|or)\s+(?:if|whether)\s+)they\b/gi, "$1you");
  // "timesheets are due by 5pm. Payroll can't run without them": "them" is the timesheets of the sentence before.
  const thingsBack = pronouns === "fact" && pluralThingBefore(text, ctx.note);
  // "whether my daughter Emma can be picked up by her grandmother": "her" is the daughter's, not the reader's.
  const other = (p: "he" | "she") => {
    const kin = p === "she" ? KIN_SHE : KIN_HE;
    if (new RegExp(`\\b(?:my|our)\\s+(?:${kin})\\b`, "i").test(text)) return true;
    const readerFirst = recipient.name?.replace(/^(?:Dr|Mr|Mrs|Ms|Mx|Prof|Professor|Coach)\.?\s+/, "").split(" ")[0];
    return (text.match(/\b\p{Lu}\p{Ll}+\b/gu) ?? []).some((w) => w !== readerFirst && pronounOf(w) === p);
  };
  // "I enjoyed hearing about their churn model project" to Rachel at Brightline: the project is her company's.
  if ((recipient.org || (recipient.name && !recipient.pronoun)) && !recipient.group && !/\b(?:they|them)\b/i.test(text))
    t = t.replace(/\b(about|on|of|with|in|into|behind|for)\s+their\b/gi, "$1 your");
  if (third || orgThey) {
    const p = ctx.readerPronoun ?? recipient.pronoun ?? "they";
    // A reader who is "he" or "she" in the text is not "they": "ask if she wants to review them" keeps "them" (the
    // docs), unless the prompt itself calls the reader "they".
    const singularHere = /\b(?:he|she)\b/i.test(text) && ctx.readerPronoun !== "they" && !orgThey;
    if (!singularHere && (p === "they" || pronouns === "ask" || orgThey)) {
      t = t
        .replace(/\btheir\s+own\b/gi, "your own")
        .replace(/\btheirs\b/gi, "yours")
        .replace(/\bthemselves\b/gi, "yourselves")
        // ("existing annual plans keep their price": "their" is the plans', the subject just before its verb.)
        .replace(/\btheir\b/gi, (m: string, at: number, all: string) =>
          /^\s*(?:(?:existing|current|all|old|new|annual|monthly)\s+){0,2}(?:[\p{Ll}-]+\s+)?\p{Ll}{3,}s\s+(?:keep|retain|lose|have|get|stay|remain|need|require|renew|expire|ship|arrive)\s+$/u.test(
            all.slice(0, at),
          ) &&
          !/^\s*(?:you|customers|clients|members|users|subscribers|parents|people|guests|tenants|residents|students)\b/i.test(
            all,
          )
            ? m
            : "your",
        )
        // ("send the final logo files ... because the printer needs them": "them" is the plural thing named before it.)
        .replace(
          /(?<!\b(?:of|all|both|some|none|any|each|most|many)\s)\bthem\b/gi,
          (m: string, at: number, all: string) => (thingsBack || THINGS_BEFORE.test(all.slice(0, at)) ? m : "you"),
        )
        .replace(/\bthey(['’](?:re|ve|ll|d))?\b/gi, (m: string, c: string | undefined, at: number, all: string) =>
          (thingsBack && thingPredicate(all.slice(at + m.length))) ||
          (THINGS_BEFORE.test(all.slice(0, at)) && !WE_THEN_THEY.test(all.slice(0, at)))
            ? m
            : `you${c ?? ""}`,
        );
    }
    // A group reads the e-mail: "he" and "she" are someone else ("please show him around": the newcomer).
    const groupReader = (recipient.group || ctx.groupAudience) && !recipient.name;
    // ("looking after my dad during his 10 days on ward 7": "his" is the dad's, whoever the reader is.)
    const kinHere = (q: "he" | "she") =>
      new RegExp(`\\b(?:my|our)\\s+(?:${q === "she" ? KIN_SHE : KIN_HE})\\b`, "i").test(text);
    if (third && !groupReader && (p === "he" || (pronouns === "ask" && p !== "she")) && !(p !== "he" && other("he"))) {
      t = t
        .replace(/\bhis\b/gi, (m) => (kinHere("he") ? m : "your"))
        .replace(/\bhimself\b/gi, "yourself")
        .replace(/\bhim\b/gi, "you")
        .replace(
          /\bhe['’]s(?=\s+(?:had|been|got|gotten|done|seen|sent|made|taken|given|heard|read|finished|received|signed|found)\b)/gi,
          "you've",
        )
        .replace(
          /\bhe(['’](?:s|ll|d))?\b/gi,
          (_m, c: string | undefined) => `you${c === "'s" || c === "’s" ? "'re" : (c ?? "")}`,
        );
    }
    if (
      third &&
      !groupReader &&
      (p === "she" || (pronouns === "ask" && p !== "he")) &&
      !(p !== "she" && other("she"))
    ) {
      t = t
        .replace(HER_POSSESSIVE, "your")
        .replace(/\bherself\b/gi, "yourself")
        .replace(/\bhers\b/gi, "yours")
        .replace(/\bher\b/gi, "you")
        .replace(
          /\bshe['’]s(?=\s+(?:had|been|got|gotten|done|seen|sent|made|taken|given|heard|read|finished|received|signed|found)\b)/gi,
          "you've",
        )
        .replace(
          /\bshe(['’](?:s|ll|d))?\b/gi,
          (_m, c: string | undefined) => `you${c === "'s" || c === "’s" ? "'re" : (c ?? "")}`,
        );
    }
  }
  t = t.replace(/\btell (us|me)\b/gi, "let $1 know").replace(/\byou you\b/gi, "you");
  // "tomorrow's call with you" -> "tomorrow's call" (the reader is in it).
  t = t.replace(
    /\b((?:today|tomorrow|tonight|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)['’]s\s+(?:call|meeting|1:1|one-on-one|chat|catch-up|sync|check-in|session))\s+with you\b/gi,
    "$1",
  );
  return collapse(agreeYou(t));
}

/** In a fact, third-person pronouns mean the reader only when the prompt uses them for the reader and no other noun comes first. */
/** "we'd bring the speakers and they'd host": the writer's side, then the other side (the reader), not the speakers. */
const WE_THEN_THEY = /\b(?:we|I)(?:['’](?:d|ll)|\s+(?:would|will|can|could))\s+[^,;.]*\s(?:and|but|while)\s+$/i;

/** A noun phrase "they" can point to: a plural, or an organisation or group of people. */
const THEY_ORG =
  /\b(?:provider|company|supplier|vendor|store|shop|bank|team|agency|firm|office|airline|landlord|council|school|hotel|business|staff|department|courier|carrier|manufacturer|platform|service|government|police|insurer|partner|client|customer|family|board|committee|bakery|restaurant|cafe|café|studio|lab|clinic|hospital|university|college|organi[sz]ation|group|club|crew|band|charity)\b/i;
/** Whether the words before "they" name a plural or an organisation or group of people "they" can point to. */
const theyCanBe = (before: string) => THEY_ORG.test(before) || nlp(before).match("#Plural").found;

function readerPronounsHere(text: string, ctx: ReaderContext): boolean {
  // "ask Jordan ... no rush if they're swamped": a named reader whose pronoun the lexicon does not know is "they".
  const p =
    ctx.readerPronoun ??
    ctx.recipient.pronoun ??
    (ctx.recipient.name &&
    !ctx.recipient.group &&
    !ctx.recipient.org &&
    /\bif\s+they(?:['’]re|\s+are)\s+(?:too\s+|really\s+|very\s+)?(?:busy|swamped|slammed|snowed under|away|off|out|not|free|around|available|interested|able)\b/i.test(
      text,
    )
      ? "they"
      : null);
  if (!p) return false;
  // "thank Dr Malik for fitting my son in, he is sleeping much better": "he" is the son, when the reader is not family.
  if (
    p !== "they" &&
    ctx.note &&
    !new RegExp(`^(?:${p === "she" ? KIN_SHE : KIN_HE})$`, "i").test(ctx.recipient.role ?? "") &&
    new RegExp(`\\b(?:my|our)\\s+(?:${p === "she" ? KIN_SHE : KIN_HE})\\b`, "i").test(ctx.note)
  )
    return false;
  // A group read the e-mail: "he" and "she" are someone else ("please show him around" is about the newcomer).
  if (p !== "they" && (ctx.recipient.group || ctx.groupAudience) && !ctx.recipient.name) return false;
  const re = p === "they" ? /\b(?:they|them|their)\b/i : p === "he" ? /\b(?:he|him|his)\b/i : /\b(?:she|her)\b/i;
  const m = text.match(re);
  if (!m) return false;
  const before = text.slice(0, m.index);
  // "we need them for an event on the 20th" (the chairs): things needed, used or kept, not the reader.
  if (
    p === "they" &&
    /\b(?:need|needed|want|wanted|use|used|have|get|bring|return|keep|collect|store)\s+$/i.test(before) &&
    /^them\s+(?:for|by|before|back|in time|on)\b/i.test(text.slice(m.index))
  )
    return false;
  // "the £210 refund they promised", "the quote they sent": a reader organisation's own act, in a relative clause.
  if (
    p === "they" &&
    ctx.recipient.org &&
    /^\s*they\s+(?:promised|said|sent|quoted|offered|told|agreed|confirmed|charged|took|delivered)\b/i.test(
      text.slice(m.index),
    )
  )
    return true;
  // "... moves to 15 Sept because their content arrived late", written to that client: a new clause starts there.
  if (
    p === "they" &&
    ctx.recipient.org &&
    /\b(?:because|since|as|when|after|once|until|unless|if|but|so)$/i.test(before.trim())
  )
    return true;
  // "the payment provider changed their API": "their" is the provider's; "an hour of their time" is the reader's.
  if (
    p === "they" &&
    !/\bof\s*$/i.test(before) &&
    /\b(?:the|a|an|our|my|this|that)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?\s*$/u.test(before.trim()) === false &&
    /\b(?:the|an?|our|my)\s+\p{L}+/u.test(before) &&
    !/\b(?:we|I)\b/.test(before) &&
    // Only a plural or a body of people can be "they" ("the payment provider", "the couriers"): "a replacement
    // ships today and they can keep the wrong one" is about the reader.
    theyCanBe(before)
  )
    return false;
  if (p !== "they" && /\b\p{Lu}\p{Ll}+\b/u.test(before.replace(/^\s*\p{Lu}/u, "")) && !ctx.recipient.name) return false;
  return true;
}

// ---------------------------------------------------------------------------------------------------- statements

/** Schedule changes written as a state ("is moved to Saturday") read better as a change ("has been moved to Saturday"). */
const MOVED =
  "moved|postponed|pushed|pushed back|delayed|rescheduled|changed|shifted|bumped|brought forward|cancelled|canceled";

/** Tidies a full clause for an email. */
/** Words that cannot open a bare noun-phrase subject ("everything is", "next week is", "she really is"). */
const BARE_SUBJECT_NOT =
  /^(?:i|we|you|he|she|it|they|there|here|this|that|these|those|what|which|who|whose|where|when|why|how|the|a|an|my|our|your|his|her|their|its|every|each|all|both|some|any|no|none|one|everything|everyone|everybody|nothing|nobody|something|someone|somebody|anything|anyone|today|tomorrow|yesterday|tonight|now|then|next|last|this|so|and|but|or|if|also|just|still|really|only|even|not|never|always|mum|mom|dad|lunch|dinner|breakfast|coffee|pizza|parking|attendance|payment|feedback|help|access|time|money|info|information)$/i;

/** "replacement ships tomorrow": a bare singular count noun, then a verb of action. */
function bareSubjectTakesThe(t: string): boolean {
  const bare = /^(\p{Ll}[\p{Ll}-]+)\s+(\p{Ll}+)\b/u.exec(t);
  if (
    !bare ||
    BARE_SUBJECT_NOT.test(bare[1]!) ||
    /(?:ing|ery|ness|s)$/.test(bare[1]!) ||
    MASS_NOUN.test(bare[1]!) ||
    /^(?:is|are|was|were|has|have|had|will|would|can|could|should|may|might|must)$/.test(bare[2]!)
  )
    return false;
  const [first, second] = (nlp(t).json() as { terms: { tags: string[] }[] }[])[0]?.terms ?? [];
  return Boolean(
    first?.tags.includes("Singular") &&
      !first.tags.some((g) => /Verb|Adjective|Pronoun|ProperNoun|Uncountable/.test(g)) &&
      second?.tags.some((g) => g === "PresentTense" || g === "PastTense") &&
      !second.tags.includes("Gerund"),
  );
}
const MASS_NOUN =
  /^(?:equipment|information|registration|accommodation|transportation|construction|production|education|management|communication|documentation)$/;

export function statement(clause: string): string {
  let t = collapse(clause);
  t = t.replace(
    new RegExp(`\\b(is|are)\\s+(${MOVED})\\s+(?=to|until|from|back|by)`, "i"),
    (_m, be: string, v: string) => `${be.toLowerCase() === "is" ? "has" : "have"} been ${v} `,
  );
  t = t.replace(
    new RegExp(
      `^((?:the|our|my|your|this|that)\\s+(?:[\\p{L}-]+\\s+){0,3}?[\\p{L}-]+)\\s+(moved|shifted|changed)\\s+(?=to|from)`,
      "iu",
    ),
    (m, np: string, v: string) => (/\b(?:has|have|is|are|was|were|been|be)$/i.test(np) ? m : `${np} has ${v} `),
  );
  t = roleLabel(t) ?? t;
  t = t.replace(/\b(joins|joined|comes|came)\s+from\b/i, "$1 us from");
  // "We met at the Lisbon design expo and talked about X" -> "It was great to meet you at the Lisbon design expo and to talk about X".
  t = t.replace(
    /^We met (at|during|on) (.+?) and (?:talked|chatted|spoke) about (.+)$/i,
    "It was great to meet you $1 $2 and to talk about $3",
  );
  // "we cover travel and hotel" (what the writer offers the reader) -> "We will cover your travel and hotel".
  t = t.replace(
    /^we\s+(cover|pay\s+for)\s+(?!(?:the|your|all|any|a|an|our|their|his|her|this|that|it|them)\b)(\p{Ll}.+)$/iu,
    "We will $1 your $2",
  );
  // "both work on churn models" (an introduction of two people) -> "You both work on churn models".
  t = t.replace(/^both (?=\p{Ll}+)/iu, "You both ");
  // "the washing machine is broken since Monday" -> "has been broken since Monday".
  t = t.replace(
    /\b(is|are)\s+((?:still\s+)?(?:not\s+)?\p{L}+)\s+(?=since\b)/iu,
    (_m, be: string, what: string) => `${be.toLowerCase() === "is" ? "has" : "have"} been ${what} `,
  );
  // "the design mockups are attached" -> "I have attached the design mockups".
  t = t.replace(
    /^((?:the|our|my|a|an)\s+[\p{L}\s-]{2,40}?)\s+(?:is|are)\s+(?:attached|enclosed)(?:\s+(?:here|below|to this email))?(?=$|,|\s+and\b)/iu,
    (_m, np: string) => `I have attached ${np.replace(/^(The|Our|My|A|An)\b/, (w) => w.toLowerCase())}`,
  );
  t = t.replace(/^I\s+(?:would like|want|wanted)\s+to\s+summari[sz]e\s+(.+)$/i, "Here is a summary of $1");
  // "deadline is Jan 15", "cost is $12": a bare label takes "the".
  t = t.replace(
    /^(deadline|cost|price|fee|total|budget|date|time|venue|location|address|rate|salary|agenda|dress code|start date|end date|plan|goal|reason|problem|issue)\s+(is|was|will be|are)\b/i,
    (_m, w: string, v: string) => `The ${w.toLowerCase()} ${v}`,
  );
  // "root cause was a full disk", "team lunch is on Friday": a bare two-word noun phrase as the subject takes "the".
  t = t.replace(
    /^(\p{Ll}[\p{Ll}-]+)\s+(\p{Ll}[\p{Ll}-]*[^s\s])\s+(?=(?:is|was|will be|has been)\b)/u,
    (all, a: string, b: string) =>
      BARE_SUBJECT_NOT.test(a) || /ing$/.test(a) || /ing$/.test(b) || /ly$/.test(b) || BARE_SUBJECT_NOT.test(b)
        ? all
        : `The ${a} ${b} `,
  );
  // "replacement ships tomorrow", "... and invoice went out": a bare singular count noun before a verb of action
  // (not "is": "delivery is free" reads as written) takes "the", at the start and after "and" / "but".
  t = t.replace(
    /(^|\b(?:and|but|so)\s+)(?=\p{Ll}[\p{Ll}-]+\s+\p{Ll})/gu,
    (m: string, before: string, offset: number, whole: string) =>
      bareSubjectTakesThe(whole.slice(offset + m.length)) ? `${before}${before ? "the" : "The"} ` : m,
  );
  // "search for a replacement has started" -> "The search for a replacement has started".
  t = t.replace(
    /^(search|hunt|cost|rest|price|review|work|process|deadline|date|start|end|launch|results?)\s+(?=(?:for|of|on)\s)/i,
    (w) => `The ${w.toLowerCase()}`,
  );
  // "bus leaves 8am from the office" -> "The bus leaves at 8am from the office".
  t = t.replace(
    /^(bus|coach|train|shuttle|ferry|flight|meeting|call|session|event|party|workshop|webinar|office|shop|store|registration|check-in|kick-off|kickoff)\s+(leaves|departs|starts|begins|opens|closes|ends|arrives)\b/i,
    (_m, n: string, v: string) => `The ${n.toLowerCase()} ${v}`,
  );
  // "I'll finish the report by Thursday and Priya has agreed to ...": two clauses take a comma.
  t = t.replace(
    /(?<!,)\s+and\s+(?=(?:\p{Lu}\p{Ll}+|I|we|she|he|they|you|it|(?:the|my|our|this|that)\s+[\p{L}-]+)\s+(?:has|have|had|will|is|are|was|were|can|agreed|said|would|keeps|needs|know|think|believe|hope|plan|want|need|expect)\b)/u,
    ", and ",
  );
  t = t.replace(/(?<!,)\s+but\s+(?=(?:I|we|she|he|they|you|it|this|that|there)\b)/, ", but ");
  t = t.replace(/(\p{Lu}[\p{L}]+)\s+where\s+(?=(?:she|he|they|I|we)\b)/u, "$1, where ");
  // "They should talk" in an introduction of two people: "I think you two would have a lot to talk about".
  t = t.replace(
    /^you\s+(?:two\s+|both\s+)?should\s+(?:really\s+)?(?:talk|meet|connect|chat|get in touch|compare notes)\b.*$/i,
    "I think you two would have a lot to talk about",
  );
  // "next one is 14 June" -> "The next one is on 14 June".
  t = t.replace(
    /^next\s+([\p{L}-]+)\s+(is|will be)\s+(?:on\s+)?(?=\d{1,2}(?:st|nd|rd|th)?\s+\p{Lu}|\p{Lu}\p{Ll}+\s+\d|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)/u,
    (_m, n: string, v: string) => `The next ${n} ${v} on `,
  );
  // "no action needed" -> "You do not need to do anything".
  // "by Wednesday or we miss our shipment" -> "or we will miss our shipment".
  t = t
    .replace(
      /\b(or|otherwise)\s+(we|I|you|they)\s+(miss|lose|have to|need to|can['’]t|cannot|won['’]t)\b/i,
      (_m, o: string, p: string, v: string) =>
        (/n['’]?t$|cannot/i.test(v) ? `${o} ${p} ${v}` : `, ${o} ${p} will ${v}`).replace(/^, /, ", "),
    )
    .replace(/\s+,\s+(or|otherwise)\b/, ", $1");
  // "grew revenue 18%" -> "grew revenue by 18%".
  t = t.replace(
    /\b(grew|increased|raised|cut|reduced|boosted|lowered|improved|rose|fell|dropped)\s+(?!(?:to|from|by|above|below|over|under|at|nearly|almost|about|around|roughly|just|only)\b)((?:the\s+|our\s+|my\s+)?[\p{L}-]+(?:\s+[\p{L}-]+)?)\s+(\d[\d.,]*\s?%)/giu,
    "$1 $2 by $3",
  );
  t = timePhrases(t);
  t = t
    // "I just want either a replacement or my money back", "after like 4 days": said plainly.
    .replace(/^I\s+(?:just|really|only)\s+want\b/i, "I want")
    .replace(/^it\s+was\s+(?=[£$€]\s?[\d,.]+$)/i, "It cost ")
    .replace(/\b(after|for|in|about|within)\s+like\s+(?=\d|a\s|an\s|two|three|four|five|six)/gi, "$1 about ")
    .replace(/\bmy money back\b/g, "a full refund")
    .replace(/^I\s+want\s+to\b/i, "I would like to")
    .replace(/^I\s+want\b(?!\s+to)/i, "I would like")
    .replace(/\band I want to\b/gi, "and I would like to")
    .replace(/\bI\s+want\s+(a|an|the|some|my|our)\b/g, "I would like $1");
  t = t.replace(/^I\s+don['’]t\s+want\s+to\b/i, "I do not want to");
  return t;
}

/** "Saturday night 11pm" -> "Saturday night at 11pm", "2 hours downtime" -> "2 hours of downtime", "20 min call" -> "20-minute call". */
export function timePhrases(text: string): string {
  return text
    .replace(
      /\b((?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|tomorrow|today|tonight)\s+(\d{1,2}(?::\d{2})?\s?(?:am|pm)?)\s*[-–]\s*(\d{1,2}(?::\d{2})?\s?(?:am|pm))/gi,
      "$1 from $2 to $3",
    )
    .replace(
      /(?<!\bon\s|\bfrom\s)\b(\d{1,2})\s*[-–]\s*(\d{1,2})\s+(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:tember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\b/g,
      "from $1 to $2 $3",
    )
    .replace(
      /\s+same\s+(time|place|room|link|venue|location)$/i,
      (_m, w: string) => `, ${/time/i.test(w) ? "at" : "in"} the same ${w.toLowerCase()}`,
    )
    .replace(
      /\b(leaves|departs|starts|begins|opens|closes|ends|arrives|kicks off)\s+(\d{1,2}(?::\d{2})?\s?(?:am|pm))\b/gi,
      "$1 at $2",
    )
    .replace(
      /\b((?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day(?:\s+(?:night|morning|afternoon|evening))?|tomorrow(?:\s+(?:night|morning|afternoon|evening))?|tonight|today)\s+(?!at\b|from\b|by\b)(\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)|\d{1,2}:\d{2})\b(?!\s+(?:call|meeting|chat|sync|session|slot|appointment|class|check-in|catch-up|standup|stand-up|train|flight|bus|demo|interview)\b)/gi,
      "$1 at $2",
    )
    .replace(
      /\b(\d+|a few|several|two|three|four|five)\s+(hours?|minutes?|days?|weeks?)\s+(downtime|delay|notice|work|travel|overtime|outage|leave)\b/gi,
      "$1 $2 of $3",
    )
    .replace(
      /\b(\d+)[\s-](minute|min|hour|day|week|month|year)s?\s+((?:free|paid|full|short|long|quick|short-term|video|phone|zoom|intro|introductory|discovery|follow-up)\s+)?(call|chat|meeting|demo|trial|discount|break|walk|drive|session|survey|course|programme|program|contract|warranty|notice|sprint|project|delay|extension)\b/gi,
      (_m, n: string, unit: string, adj: string | undefined, noun: string) =>
        `${n}-${unit === "min" ? "minute" : unit} ${adj ?? ""}${noun}`,
    );
}

// ---------------------------------------------------------------------------------------------------- fragments

/** The sender's own state ("still interested", "out sick today", "running late"). */
const SENDER_STATE =
  /^(?:(?:still|very|really|so|a bit|slightly|super|also|definitely|totally)\s+)*(?:interested|available|unavailable|free|out sick|sick|unwell|ill|running late|late|excited|thrilled|keen|happy|glad|sorry|flexible|swamped|busy|stuck|travell?ing|away|on leave|off|home|around|in the office|out of office|out of the office|locked out|on holiday|on vacation|ready|done|finished|available to start|open to (?:it|that|this|suggestions|relocating|relocation)|confused|worried|concerned|grateful|disappointed|based|located|fluent|certified|qualified|licensed|experienced|(?:good|great|strong|skilled|proficient|confident|comfortable|familiar|handy)\s+(?:with|at|in))\b/i;
const SYMPTOMS =
  /^(?:a\s+)?(?:fever|cold|flu|the flu|migraine|headache|stomach bug|food poisoning|covid|covid-19|sore throat|cough|back pain|high temperature|temperature|infection|virus)$/i;

/** Labels of "label: value" notes ("date: June 12", "cost is $12", "tracking 1Z99...") and how they read. */
const LABELS: [RegExp, (value: string, topic: string | null, key?: string) => string][] = [
  [/^(?:date|day|when)$/i, (v, topic) => `${topic ? upperFirst(topic) : "It"} is on ${v.replace(/^on\s+/i, "")}`],
  [
    /^(?:place|location|venue|where|address)$/i,
    (v, topic) => `${topic ? upperFirst(topic) : "It"} will be at ${v.replace(/^at\s+/i, "")}`,
  ],
  [
    /^(?:time|start time|starts?)$/i,
    (v, topic) => `${topic ? upperFirst(topic) : "It"} starts at ${v.replace(/^at\s+/i, "")}`,
  ],
  [/^(?:tracking|tracking number|tracking no\.?|tracking #)$/i, (v) => `The tracking number is ${v}`],
  [
    /^(?:reference|ref|reference number|ref\.?\s*no\.?|case|case number|ticket|ticket number|booking|booking reference|booking ref\.?(?:\s*no\.?)?|booking number|booking code|confirmation|confirmation number|claim|claim number|order number|account number|policy number|invoice number)$/i,
    (v, _t, key) =>
      // ("booking ref QX7PL": "My booking reference is QX7PL".)
      /^booking\s+(?:ref|code)/i.test(key!)
        ? `My booking reference is ${v}`
        : `My ${/^(?:ref|reference|ref\.?\s*no\.?|case|ticket|booking|confirmation|claim)$/i.test(key!) ? "reference number" : key!.toLowerCase()} is ${v}`,
  ],
  [
    /^(?:member|membership|customer|account|employee|student|patient)\s+(?:id|number|no\.?|email|e-mail|login|username)$/i,
    (v, _t, key) =>
      `My ${key!
        .replace(/\bid\b/i, "ID")
        .toLowerCase()
        .replace(/\bid\b/, "ID")} is ${v}`,
  ],
  [/^(?:agenda|topics|items)$/i, (v) => `The agenda covers ${v.replace(/,\s+([^,]+)$/, " and $1")}`],
];

/** Keys written right before their value without "is" or a colon ("salary band 140-160k", "tracking 1Z99..."). */
const LABEL_KEYS =
  /^(?:(?:salary|pay|price|budget|rate|fee|cost|total|order|invoice|reference|ref|tracking|case|ticket|booking|claim|account|policy|confirmation|room|gate|flight|seat|table|code|deadline|date|time|member|membership|customer|employee|student|patient)(?:\s+(?:band|range|number|no\.?|code|id|ref\.?|reference))?|tracking number|order number|room number|fixed price|flat fee|flat rate|price|id|(?:start|end|due|closing|move-in|go-live|launch|delivery|return)\s+date)$/i;

const COPULA_WORDS =
  "available|reachable|contactable|accessible|included|provided|attached|enclosed|due|required|needed|welcome|ready|open|closed|free|cancell?ed|confirmed|booked|sorted|done|finished|delayed|postponed|overdue|paid|unpaid|outstanding|pending|approved|on hold|on track|on me|on us|on the house|mandatory|optional|sold out|full|late|down|back|fixed|broken|live|out|valid|still valid|unchanged|fine|ok|okay|allowed|permitted|possible|covered";

/** A name or role written as "on-call is Marco": "Marco is on call". */
function roleLabel(text: string): string | null {
  const m = text.match(
    /^(on[- ]call|point of contact|my backup|backup|the backup|the host|host|the lead|lead|in charge|cover(?:ing)?)\s+(?:is|will be)\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)$/u,
  );
  if (!m) return null;
  const what = m[1]!
    .toLowerCase()
    .replace(/^on[- ]call$/, "on call")
    .replace(/^(?:the|my)\s+/, "");
  const phrase = /^(?:on call|in charge)$/.test(what) ? what : /^cover/.test(what) ? "covering" : `the ${what}`;
  return `${m[2]} ${/^cover/.test(what) ? "is" : "will be"} ${phrase}`;
}

/** "a" or "an" before a noun phrase that needs one ("14-day free trial" -> "a 14-day free trial"). */
export function withArticle(np: string): string {
  if (
    /^(?:the|a|an|my|our|your|their|his|her|its|this|that|these|those|some|any|no|every|each|one|two|three|several|many|\d)/i.test(
      np,
    ) &&
    !/^\d+-\p{L}/u.test(np)
  )
    return np;
  // The head is the noun before any prepositional phrase ("keynote" in "30-minute keynote on patient safety").
  const doc = nlp(np.split(/\s+(?:on|of|for|about|in|at|with|from|to)\s+/i)[0]!);
  const plural = doc.nouns().isPlural().found;
  const json = doc.json() as { terms: { tags: string[] }[] }[];
  const last = json.flatMap((s) => s.terms).at(-1)?.tags ?? [];
  if (plural || last.includes("Uncountable") || last.includes("ProperNoun") || /^\p{Lu}/u.test(np)) return np;
  // "free access to the spa", "parking for the day": a mass noun takes no "a".
  if (UNCOUNTED.test(np.split(/\s+(?:on|of|for|about|in|at|with|from|to)\s+/i)[0]!)) return np;
  return `${/^(?:[aeio]|u(?!ni|se|ser))/i.test(np) || /^8|^11-|^18-/.test(np) ? "an" : "a"} ${np}`;
}

const UNCOUNTED =
  /\b(?:access|advice|help|support|information|feedback|parking|training|equipment|software|wi-?fi|internet|insurance|accommodation|transport|furniture|luggage|childcare|storage|admission|entry|shipping|guidance|assistance|breakfast|lunch|dinner)$/i;

const isPluralNP = (np: string) =>
  nlp(np).nouns().isPlural().found || (/\b(?:\p{L}+s)$/u.test(np.trim()) && !/(?:ss|us|is)$/.test(np.trim()));

interface Completion {
  text: string;
  /** A bare noun phrase ("4th time this month"): best added to the sentence before it, in brackets. */
  np?: string;
  /** The fragment was a suggestion of a call or a meeting ("maybe a 20 min call"). */
  suggestion?: string;
}

/**
 * A fragment of the prompt made into a sentence; null when the engine cannot make one it trusts. `topic` is what the
 * email is about ("the offsite"), `role` a job the prompt names ("role", "position").
 */
/** "office closed monday bank holiday": a place closed (or open) on a day, and why. */
export const CLOSED_ON =
  /^(?:the\s+)?((?:[\p{Ll}-]+\s+)?(?:office|shop|store|building|site|warehouse|clinic|school|gym|canteen|kitchen|car park|lab|library|restaurant|cafe|café|studio|branch|factory))\s+(closed|shut|open)\s+((?:on\s+)?(?:(?:this|next)\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow|next week|this week(?:end)?)(?:\s+(?:for|because of|due to)?\s*(?:the\s+|a\s+)?(.+))?$/iu;

export function complete(
  fragment: string,
  topic: string | null,
  kind: { sales: boolean; event: boolean; roleNoun: string | null },
): Completion | null {
  const t = stripEnd(collapse(fragment)).replace(/^(?:and|also|plus|but|so|then)\s+/i, "");
  if (!t) return null;
  const role = roleLabel(t);
  if (role) return { text: role };
  // "Portfolio link in my signature", "CV below": where the writer's own document is.
  const where =
    /^(?:my\s+)?(portfolio|cv|resume|résumé|website|linkedin|github|showreel|reel)((?:\s+(?:link|profile|url|site))?)\s+(?:is\s+)?((?:in|at|below|under|attached to)\b.*)$/i.exec(
      t,
    );
  if (where)
    return {
      text: `My ${
        /^(?:cv|linkedin|github)$/i.test(where[1]!)
          ? where[1]!
              .replace(/^cv$/i, "CV")
              .replace(/^linkedin$/i, "LinkedIn")
              .replace(/^github$/i, "GitHub")
          : where[1]!.toLowerCase()
      }${where[2]!.toLowerCase()} is ${where[3]}`,
    };
  // "same room" -> "The room is the same".
  const same = t.match(/^(?:the\s+)?same\s+([\p{L}-]+(?:\s+[\p{L}-]+)?)$/iu);
  if (same) return { text: `The ${same[1]!.toLowerCase()} ${isPluralNP(same[1]!) ? "are" : "is"} the same` };
  // "maybe a 20 min call", "perhaps coffee next month": a suggestion.
  const hedge = t.match(/^(?:maybe|perhaps|possibly|ideally|if possible)\s+(.+)$/i);
  if (hedge && /\b(?:call|chat|coffee|meeting|catch[- ]up|lunch|video call|zoom|meet)\b/i.test(hedge[1]!))
    return { text: "", suggestion: timePhrases(hedge[1]!) };
  // "tracking number to follow", "more details to follow": it will follow (never "I am tracking number to follow").
  const follows = t.match(
    /^(?:the\s+|a\s+)?((?:more\s+|further\s+|full\s+)?[\p{L}][\p{L} -]{1,40}?)\s+(?:to follow|coming soon|to come)$/iu,
  );
  if (follows) {
    const what = follows[1]!.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
    const art = /^(?:more|further|full)\s/.test(what) || isPluralNP(what) ? "" : "The ";
    return { text: `${art ? art : ""}${art ? what : upperFirst(what)} will follow` };
  }
  // "start date flexible", "salary negotiable", "venue TBC": a label and its state, said with its verb.
  const labelState = t.match(
    /^(?:the\s+)?((?:start|end|due|delivery|launch)\s+date|salary|pay|rate|budget|venue|location|time|date|hours|price|fee|deadline|schedule|dress code)\s+(flexible|negotiable|tbc|tbd|to be confirmed|confirmed|fixed)$/i,
  );
  if (labelState) {
    const what = labelState[1]!.toLowerCase();
    const state0 = labelState[2]!.toLowerCase().replace(/^tb[cd]$/, "to be confirmed");
    return { text: `The ${what} ${isPluralNP(what) ? "are" : "is"} ${state0}` };
  }
  // "so proud", "really happy for you": the writer's feeling, with no subject of its own ("I'm so proud of you").
  const feeling = writersFeeling(t);
  if (feeling) return { text: feeling };
  // Sender's state.
  const state = t.match(SENDER_STATE);
  if (/^back\s+(?:on|at|in|from|next|tomorrow|by)\b/i.test(t)) return { text: `I'll be ${lowerFirst(t)}` };
  if (/^(?:(?:so|really|very)\s+)?(?:excited|happy|glad|thrilled|looking forward)\s+to\b/i.test(t))
    return { text: `I'm ${t.replace(/^\p{Lu}/u, (c) => c.toLowerCase())}` };
  if (/^(?:(?:very|so|much|well|truly)\s+)?(?:well[- ])?deserved$/i.test(t))
    return { text: "It is very well deserved" };
  // "no merges to main until Monday": a prohibition.
  if (/^no\s+action\s+(?:is\s+)?(?:needed|required|necessary)\b/i.test(t))
    return { text: "You do not need to do anything" };
  // "office closed monday bank holiday": a place closed (or open) on a day, and why.
  const shut = t.match(CLOSED_ON);

  if (shut) {
    const day = shut[3]!.replace(/^on\s+/i, "");
    const on = /day$/i.test(day) && !/^(?:today|this|next)/i.test(day) ? "on " : "";
    return {
      text: `The ${shut[1]!.toLowerCase()} will be ${shut[2]!.toLowerCase()} ${on}${upperFirst(day.toLowerCase()).replace(/^(Today|Tomorrow|This|Next)/, (w) => w.toLowerCase())}${shut[4] ? ` for the ${shut[4]}` : ""}`,
    };
  }
  // "no rush if you're swamped", "no worries if not": reassurance, not a rule.
  if (/^no\s+(?:rush|hurry|pressure|worries|problem)\b/i.test(t)) return { text: `There's ${t}` };
  // "no gifts please", "no plus-ones, please": a request, said as one ("No gifts, please.").
  const noPlease = t.match(/^(no\s+[\p{L}\s'’-]+?),?\s+please$/iu);
  if (noPlease) return { text: `${upperFirst(noPlease[1]!)}, please` };
  // "no card needed", "no experience required": nothing of that kind is needed ("No card is needed").
  const noNeed = t.match(/^no\s+([\p{L}\s'’-]+?)\s+(needed|required|necessary)$/iu);
  if (noNeed) return { text: `No ${noNeed[1]} is ${noNeed[2]}` };
  // "no need to return the broken one": there is no need now, not later.
  // "no hot water", "no signal since Monday": a fault the writer has now.
  if (
    /^no\s+(?:need|charge|cost|fee)\b/i.test(t) ||
    /^no\s+(?:hot\s+|running\s+|cold\s+)?(?:water|heating|heat|power|electricity|gas|internet|wi-?fi|broadband|signal|phone line|dial tone|reception|light|lights|aircon|air conditioning)\b/i.test(
      t,
    )
  )
    return { text: `There is ${t}` };
  if (/^no\s+\p{L}+/iu.test(t) && !/^no\s+(?:reply|response|answer|word|news|update)\b/i.test(t))
    return { text: `There will be ${t}` };
  // "ready for collection from tomorrow": the thing the note is about, not the writer ("It will be ready ...").
  if (/^ready\s+(?:for|to)\s+(?:collection|collect|pick-?up|delivery|dispatch|use|viewing|review)\b/i.test(t))
    return { text: `It ${/\b(?:from|tomorrow|next|by|after)\b/i.test(t) ? "will be" : "is"} ${lowerFirst(t)}` };
  if (
    (state &&
      !/^(?:free|open|late|down|back|ready|done|finished)\b/i.test(
        t.replace(/^(?:still|very|really|so|also)\s+/i, ""),
      )) ||
    /^(?:still\s+)?(?:very\s+)?interested\b/i.test(t)
  ) {
    let s = t.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
    if (/^(?:still\s+)?(?:very\s+|really\s+)?interested$/i.test(s) && kind.roleNoun) s = `${s} in the ${kind.roleNoun}`;
    return { text: `I am ${s.replace(/^out sick/i, "out sick")}` };
  }
  if (SYMPTOMS.test(t))
    return { text: `I have ${withArticle(t.replace(/^the\s+/i, "the "))}`.replace(/\ba (flu|covid)/i, "$1") };
  // "no reply from the venue about the refund for 2 weeks"
  const noReply = t.match(
    /^no\s+(?:reply|response|answer|word|news|update)(?:\s+(?:from|by)\s+[^,]+?)?(\s+(?:about|on|regarding)\s+.+?)?(\s+(?:for|in|since|after)\s+.+)?$/i,
  );
  if (noReply) return { text: `I have not heard back${noReply[1] ?? ""}${noReply[2] ?? ""}` };
  // "CV attached", "the design mockups are attached" (the latter is a clause, read elsewhere).
  const attached = t.match(
    /^(?:(?:my|the|our)\s+)?(.+?)\s+(?:is\s+|are\s+)?(attached|enclosed|included below|below)$/i,
  );
  if (attached) {
    const what = attached[1]!;
    const mine = /^(?:cv|resume|résumé|portfolio|cover letter|references?|transcript|certificates?)$/i.test(what);
    return { text: `I have attached ${mine ? "my" : "the"} ${lowerFirst(what)}` };
  }
  // "cost is $12", "deadline is Jan 15", "date: June 12", "salary band 140-160k", "tracking 1Z999..."
  const label = t.match(
    /^(?:the\s+)?([\p{L}][\p{L} -]{1,30}?)\s*(?::\s*|\s+(?:is|are|will be|=)\s+|\s+(?=[$€£#\d]|\p{Lu}{2,}\d))(.+)$/u,
  );
  const spaced = label && !/:|\s(?:is|are|will be|=)\s/.test(t.slice(0, label[1]!.length + 10));
  // ("start date 1 September" is a label and its value, though "start" could be read as a verb.)
  const keyed = Boolean(spaced && /\sdate$/i.test(label[1]!.trim()) && LABEL_KEYS.test(label[1]!.trim()));
  // ("invoice 2291 for £2,450 is 30 days overdue" names the invoice: the value has a verb after it, no label.)
  const named = Boolean(label && /^[#\d]\S*\s+(?:is|are|was|were|has|have|had|will)\s/.test(label[2]!));
  if (
    label &&
    !named &&
    label[1]!.split(/\s+/).length <= 3 &&
    (keyed || !isClause(t)) &&
    (!spaced || LABEL_KEYS.test(label[1]!.trim()))
  ) {
    const key = label[1]!.trim();
    const value = label[2]!.trim();
    for (const [re, say] of LABELS) if (re.test(key)) return { text: say(value, topic, key) };
    if (/^[\p{L} -]+$/u.test(key) && !/^(?:I|we|you|he|she|it|they)$/i.test(key)) {
      const lower = key.toLowerCase();
      return { text: `The ${lower} ${isPluralNP(lower) ? "are" : "is"} ${value}` };
    }
  }
  // "start date 4 March works for me": a label, a value, then a verb.
  const labelled = t.match(
    /^(start date|end date|deadline|date|budget|price|rate|fee|salary|the start date)\s+(\d[^,]*?|(?:\p{Lu}\p{L}+\s+\d{1,2}\p{L}*)|(?:\d{1,2}\s+\p{Lu}\p{L}+))\s+((?:works|suits|is|sounds|will work|would work)\b.*)$/iu,
  );
  if (labelled)
    return { text: `A ${labelled[1]!.replace(/^the\s+/i, "").toLowerCase()} of ${labelled[2]} ${labelled[3]}` };
  // "45 days overdue": how late the thing the email is about is.
  const late = t.match(
    /^(\d+|a few|several|two|three|four|six)\s+(days?|weeks?|months?)\s+(overdue|late|behind(?: schedule)?)$/i,
  );
  if (late) return { text: `It is now ${late[1]} ${late[2]} ${late[3]}` };
  // "my tasks covered by Omar", "the slides checked by Ana": a thing done by someone, said with its verb.
  const byWhom = t.match(
    /^((?:my|our|the|your|his|her|their|all)\s+[\p{L}-]+(?:\s+[\p{L}-]+){0,3}?)\s+(\p{L}+ed|done|taken|written|made|run|seen|sent)\s+by\s+(\S.*)$/iu,
  );
  // ("the launch is delayed by two weeks": the clause has its verb already, and "by" gives no doer.)
  if (byWhom && !/\b(?:is|are|was|were|be|been|has|have|had)$/i.test(byWhom[1]!))
    return { text: `${upperFirst(byWhom[1]!)} ${isPluralNP(byWhom[1]!) ? "are" : "is"} ${byWhom[2]} by ${byWhom[3]}` };
  // "vegetarian options available", "permission slips due Friday", "pizza on me Thursday", "phase 1 (data migration) done"
  let cop = t.match(
    new RegExp(
      `^((?:the|our|my|your|all|some|free|a|an)?\\s*[\\p{L}\\d%$€£#'() -]+?)\\s+(${COPULA_WORDS})\\b(.*)$`,
      "iu",
    ),
  );
  // "will add an extra concept for free": a clause with its own verb, not "X is free".
  if (
    cop &&
    (/^(?:will|would|can|could|should|must|may|might|shall|to)\s/i.test(cop[1]!) ||
      /\s(?:for|to|of|with|at|by|in)$/i.test(cop[1]!.trim()) ||
      // ("invoice 2291 has been overdue for 30 days": the verb is there already.)
      /\s(?:is|are|was|were|been|be)$/i.test(cop[1]!.trim()) ||
      // ("the delivery due Monday still hasn't arrived": "due Monday" says which delivery; the verb comes after.)
      /\b(?:(?:is|are|was|were|has|have|had|do|does|did|wo|ca)n['’]t|has|have|had|is|are|was|were|will)\s+(?:(?:still|already|yet|now|just|not)\s+)?\p{Ll}+/iu.test(
        cop[3]!,
      ))
  )
    cop = null;
  const strong =
    cop &&
    /^(?:due|available|reachable|contactable|attached|included|provided|required|needed|overdue|on me|on us|on the house|closed|cancell?ed|postponed|delayed|suspended)$/i.test(
      cop[2]!,
    ) &&
    !/\b(?:is|are|was|were|will|has|have)\b/i.test(cop[1]!);
  if (
    cop &&
    // "I cancelled on August 1": a pronoun and a past tense are a clause, never "I will be cancelled".
    !/^(?:I|we|you|he|she|they)$/i.test(cop[1]!.trim()) &&
    // ("I am available to start in January": the verb is there, never "I am will be available".)
    !/\b(?:am|is|are|was|were|be)$/i.test(cop[1]!.trim()) &&
    (strong || !isClause(t)) &&
    cop[1]!.trim().split(/\s+/).length <= 5 &&
    (!cop[3]!.trim() ||
      /^\s*(?:to|for|on|at|by|from|until|in|this|these|those|next|tomorrow|today|tonight|now|again|soon|(?:mon|tues|wednes|thurs|fri|satur|sun)day|\d|and|with|after|before|during)\b/i.test(
        cop[3]!,
      ))
  ) {
    // "..., still unpaid": an adverb with no noun before it speaks of what was just named ("It is still unpaid").
    if (/^(?:still|also|now|already)$/i.test(cop[1]!.trim()))
      return { text: `It is ${cop[1]!.trim().toLowerCase()} ${cop[2]}${cop[3]}` };
    // "permission slips still needed": the adverb goes after the verb ("... are still needed").
    const adverb = /\s((?:still\s+)?not|still|also|now|already)$/i.exec(cop[1]!.trim())?.[1]?.toLowerCase();
    // "first month free" -> "The first month is free": an ordinal takes its article.
    const subj = cop[1]!
      .trim()
      .replace(/\s(?:(?:still\s+)?not|still|also|now|already)$/i, "")
      .replace(/^(first|second|third|last|next|final)\s/i, "the $1 ");
    const plural = isPluralNP(subj);
    const future =
      (/\b(?:from|until|on|next|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day|jan|feb|mar|apr|may|june?|july?|aug|sep|oct|nov|dec)\w*\b/i.test(
        cop[3]!,
      ) ||
        /\d{1,2}\s*[-–]\s*\d{1,2}/.test(cop[3]!)) &&
      /^(?:closed|cancell?ed|postponed|delayed|suspended|available|open)$/i.test(cop[2]!);
    const be =
      (kind.event && /^(?:available|provided|included|free)$/i.test(cop[2]!)) || future
        ? "will be"
        : plural
          ? "are"
          : "is";
    // "remote work fine those days": what holds now is "these days".
    let rest = be === "will be" ? cop[3]! : cop[3]!.replace(/^(\s*)those\s+(days|weeks|months)\b/i, "$1these $2");
    if (/^on (?:me|us|the house)$/i.test(cop[2]!))
      rest = rest.replace(/^\s*((?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)\b/, " on $1");
    return { text: `${upperFirst(subj)} ${be}${adverb ? ` ${adverb}` : ""} ${cop[2]}${rest}` };
  }
  // "still not returned after 10 days", "delayed by two weeks", "should arrive in 3-4 business days", "would save us hours"
  if (/^(?:still\s+)?not\s+\p{L}+ed\b/iu.test(t))
    return { text: `It has ${t.replace(/^(still\s+)?not\s+/i, (_m, s: string | undefined) => `${s ?? ""}not been `)}` };
  if (
    /^(?:already\s+)?(?:delayed|shipped|sent|paid|approved|fixed|finished|cancell?ed|confirmed|booked)(?:\s+(?:by|on|at|in|for|to|from|until|this|last|today|yesterday|already|and)\b|$)/i.test(
      t,
    )
  )
    return { text: `It has ${/^already/i.test(t) ? "" : "been "}${t}`.replace(/has already /, "has already been ") };
  // "could submit by the 30th": what a person does is the writer's; "should arrive in 3 days" is the thing's.
  if (
    /^(?:will|would|could|can|might|may)\s+(?:also\s+)?(?:submit|send|finish|start|begin|come|join|meet|pay|deliver|call|cover|work|bring|drop|pick|share|present|write|review|attend|visit|hand|return|talk|chat|stay|travel|do|make|add|include|throw|give|offer|update|redo|refund|replace|fix|check|follow|keep|let|set)\b/i.test(
      t,
    )
  )
    return { text: `I ${t}` };
  if (/^(?:should|will|would|might|may|could|can|must)\s+\p{L}+/iu.test(t)) return { text: `It ${t}` };
  // "kick-off call on the 8th", "weekly progress calls every Monday": a thing and its time.
  const when = t.match(/^((?:the\s+)?[\p{L}-]+(?:\s+[\p{L}-]+){0,3}?)\s+((?:on|at|from|by|every|each)\s+.+)$/iu);
  if (
    when &&
    /\b(?:call|meeting|session|event|party|review|kick-off|kickoff|launch|deadline|interview|demo|workshop|training|calls|meetings|sessions|check-ins?)$/i.test(
      when[1]!,
    )
  ) {
    const subj = when[1]!.replace(/^the\s+/i, "");
    return {
      text: isPluralNP(subj)
        ? `There will be ${subj} ${timePhrases(when[2]!)}`
        : `The ${subj} is ${timePhrases(when[2]!)}`,
    };
  }
  // An adjective on its own ("fully remote", "best ever").
  const json = nlp(t).json() as { terms: { tags: string[] }[] }[];
  const terms = json.flatMap((s) => s.terms);
  if (
    terms.length &&
    terms.length <= 4 &&
    terms.every((x) => x.tags.some((g) => /Adjective|Adverb|Comparable|Superlative/.test(g)))
  ) {
    const subject = kind.roleNoun ? `The ${kind.roleNoun}` : topic ? upperFirst(topic) : "It";
    return { text: `${subject} is ${lowerFirst(t)}` };
  }
  // A noun phrase on its own ("14 day free trial", "free parking", "drinks afterwards").
  if (
    terms.length &&
    terms.length <= 8 &&
    !terms.some((x) => x.tags.includes("Verb") && !x.tags.includes("Gerund") && !x.tags.includes("Noun"))
  ) {
    const np = withArticle(timePhrases(t));
    if (kind.sales && /\btrial\b/i.test(np)) return { text: `There is ${np}, so you can try it before you commit` };
    if (kind.sales && /\b(?:trial|demo|discount|consultation|guarantee|warranty|onboarding|support)\b/i.test(np))
      return { text: `We also offer ${np}` };
    return { text: "", np: timePhrases(t) };
  }
  return null;
}

/** The first words of a verb phrase as a gerund ("pay for Figma licenses" -> "paying for Figma licenses"). */
export function gerundPhrase(vp: string): string {
  const m = vp.match(/^(\p{L}+)(.*)$/u);
  if (!m) return vp;
  const forms = nlp(m[1]!).verbs().conjugate()[0] as { Gerund?: string } | undefined;
  return `${forms?.Gerund ?? `${m[1]}ing`}${m[2]}`;
}
