/** Small text helpers of the email engine: cleaning the prompt, casing, sentence ends and contractions. */
import { capitaliseLowerNames } from "./email-generator.lowercase-names";
import nlp from "compromise";
import { dayName } from "../../shared/text/day-names";
import { mendNotes } from "./email-generator.notes";
import { readNote } from "./email-generator.note-reading";

export const collapse = (s: string) => s.replace(/\s+/g, " ").trim();
/**
 * Whether the prompt speaks for a "we" (a company, a team). "Our call", "our meeting" is the writer and the reader
 * together, so "apologise for missing our call, my daughter was sick" is one person writing.
 */
export const speaksAsWe = (prompt: string) =>
  /\b(?:we|us|we['’](?:re|ve|ll|d))\b/i.test(prompt) ||
  /\bour\b(?!\s+(?:(?:[\p{L}-]+\s+)?(?:call|meeting|chat|conversation|catch-up|appointment|interview|session|1:1|one-on-one|talk|discussion|lunch|coffee)\b))/iu.test(
    prompt,
  );
export const upperFirst = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
export const stripEnd = (s: string) => s.replace(/[\s.,;:!?\-–—]+$/u, "");
export const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** A sentence with a capital first letter and a closing mark. */
export function endSentence(s: string, mark = "."): string {
  const t = upperFirst(collapse(s));
  return !t || /[.!?]["'”’)]?$/u.test(t) ? t : `${t}${mark}`;
}

const LEXICON = (nlp.model() as { one: { lexicon: Record<string, string | string[] | undefined> } }).one.lexicon;

/** The tags compromise's lexicon gives a lower-case word ("park": "Infinitive"; "brighton": "Place,ProperNoun"). */
export function lexiconTags(word: string): string | undefined {
  const entry = LEXICON[word];
  return entry === undefined ? undefined : [entry].flat().join(",");
}
const NAME_TAGS = /Name|City|Country|Place|Region|Organization|Company|ProperNoun|Person|Month|WeekDay|Acronym/;

/** Whether a capitalised word is probably a name (not a common word that starts a sentence). */
export function isNameWord(word: string): boolean {
  if (!/^\p{Lu}/u.test(word)) return false;
  if (/^\p{Lu}{2,}/u.test(word) || /\d/.test(word)) return true;
  const known =
    lexiconTags(word.toLowerCase()) ??
    lexiconTags(word.toLowerCase().replace(/(?<=[^s])s$/, "")) ??
    lexiconTags(word.toLowerCase().replace(/ies$/, "y"));
  if (known !== undefined) return NAME_TAGS.test(known);
  // "Bakeries", "Clinics": a plural of a common noun the lexicon has no entry for.
  if (/(?:ies|[^s]s)$/.test(word) && nlp(word.toLowerCase()).has("#Plural")) return false;
  return !/(?:tion|ment|ness|ity|ance|ence|ship|ing|ery|ure|ed|ly)$/.test(word.toLowerCase());
}

/**
 * Lower-cases the first word of a clause unless it is a name or "I" ("The invoice is ..." -> "the invoice is ...").
 * `lowerInPrompt` holds words the prompt writes in lower case: those are never names ("pizza", "permission").
 */
export function lowerFirst(s: string, lowerInPrompt?: ReadonlySet<string>): string {
  const word = s.match(/^[\p{L}'’-]+/u)?.[0] ?? "";
  if (!word || word === "I" || /^I['’]/.test(word) || /^\p{Ll}/u.test(word)) return s;
  if (lowerInPrompt?.has(word.toLowerCase()) && !/^\p{Lu}{2,}/u.test(word))
    return word.toLowerCase() + s.slice(word.length);
  const bare = word.split(/['’]/)[0]!;
  if (/^\p{Lu}{2,}/u.test(word) || (isNameWord(bare) && !COMMON_STARTS.test(bare))) return s;
  return word.toLowerCase() + s.slice(word.length);
}
const COMMON_STARTS =
  /^(?:the|a|an|my|our|your|their|his|her|its|this|that|these|those|we|it|there|they|he|she|you|everything|everyone|all|some|most|both|each|no|nothing|one|since|after|before|if|when|because|as|so|also|just|please|and|but|then|now|today|tomorrow|yesterday|next|last|every|several|many|few|any|what|how|why|where|who|beta|customers?|clients?|questions?)$/i;

/** Removes HTML tags, scripts and entities so that markup never reaches the email. */
export function cleanPrompt(prompt: string): string {
  return prompt
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<\/?(?:p|div|li|ul|ol|h\d|tr|table)\b[^>]*>/gi, "\n\n")
    .replace(/<br\b[^>]*>/gi, "\n")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/gi, " ")
    .replace(/&amp;/gi, "&")
    .replace(/&lt;/gi, "<")
    .replace(/&gt;/gi, ">")
    .replace(/&quot;/gi, '"')
    .replace(/&#0?39;|&apos;/gi, "'")
    .replace(/[<>{}]/g, " ")
    .replace(/[ \t]+/g, " ")
    .replace(/ *\n */g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Shorthand and frequent misspellings in prompts, spelled out (only words that are never names). */
const SHORTHAND: [RegExp, string | ((m: string) => string)][] = [
  [/\bwrit\b(?=\s+(?:an?\s+)?(?:e-?mail|message|note|letter))/gi, "write"],
  [/\b(?:wirte|wrtie|wriet)\b/gi, "write"],
  [/\b(?:emial|eamil|emal|e-mial)\b/gi, "email"],
  [/\blandord\b/gi, "landlord"],
  [/\bmanger\b/gi, "manager"],
  [/\bcollegue\b/gi, "colleague"],
  [/\brecuiter\b/gi, "recruiter"],
  [/\btmrw\b|\btmr\b|\btomorow\b|\btommorow\b|\btommorrow\b/gi, "tomorrow"],
  [/\bpls\b|\bplz\b|\bplease+\b/gi, "please"],
  [/\bappt\b/gi, "appointment"],
  [/\bthx\b|\bthnx\b/gi, "thanks"],
  [/\bbc\b|\bb\/c\b|\bcuz\b/gi, "because"],
  [/\bw\/o\b/gi, "without"],
  [/\bw\/(?=\s)/gi, "with"],
  [/\babt\b/gi, "about"],
  // "can u write", "ur report": text-speak for "you", "your" (lower case, between words).
  [/(?<=\b(?:can|could|would|will|do|did|are|if|thank|thanks|for|to|with|see|tell|let|ask)\s)u\b(?!\.)/g, "you"],
  [/(?<=\s)ur(?=\s+\p{Ll})/gu, "your"],
  [/\bmsg\b/gi, "message"],
  // "by thursday latest": "by Thursday at the latest".
  [
    /\b(by\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tonight|noon|\d{1,2}(?::\d{2})?\s?(?:am|pm)))\s+latest\b/gi,
    "$1 at the latest",
  ],
  // "by Friday at the latest please": a "please" trailing a deadline is dropped (never a bracketed "(please)").
  [/\b(at the latest|asap|as soon as possible)\s+please\b/gi, "$1"],
  // "need someone come this week": the verb after the person takes "to".
  [
    /\b((?:need|needs|want|wants|would like|ask|asked)\s+(?:someone|somebody|anyone|you|him|her|them))\s+(?=(?:come|fix|look|check|call|repair|send|visit|help|sort|replace|take)\b)/gi,
    "$1 to ",
  ],
  // "reach out to candidates on linkedin", "message Tom on Slack about ...": the channel the e-mail goes out on is how
  // to send it, not something to say.
  [
    /\b((?:reach\s+out\s+to|message|contact|e-?mail|write\s+to|dm|ping|approach|connect\s+with)\s+(?:(?:a|an|the|our|my|some|potential|possible|suitable|good|strong|top|\d+)\s+)*[\p{L}-]+(?:\s+[\p{L}-]+)?)\s+(?:on|via|through|over)\s+(?:linkedin|twitter|slack|ms\s+teams|whatsapp|facebook|instagram|signal|telegram|discord)\b/giu,
    "$1",
  ],
  // "intro our services to ...", "intro Ben to Helen": the order to introduce.
  [/(^|[.!?:]\s+)[Ii]ntro(?=\s+(?:our|my|the|\p{Lu}))/gu, "$1introduce"],
  // "introduce our services to a new client": the reader is who it is introduced to, not part of what is introduced.
  [
    /\b(introduce\s+(?:our|my)\s+[^,:;.]+?)\s+to\s+(?:a\s+|an\s+|the\s+)?(?:new\s+|potential\s+|prospective\s+)?(?:clients?|customers?|prospects?|leads?)\b/gi,
    "$1",
  ],
  // "remind Jake his library books are overdue": what the reader is reminded of is a clause, "that ...".
  [
    /\b((?:remind|tell|inform)\s+\p{Lu}\p{Ll}+)\s+(?=(?:his|her|their)\s+[\p{L}\s-]{1,40}?\s+(?:is|are|was|were|has|have|will)\b)/gu,
    "$1 that ",
  ],
  // Non-native: "still waiting feedback" -> "waiting for feedback"; "since 2 weeks" -> "for 2 weeks".
  [
    /\b(waiting)\s+(?=(?:feedback|a reply|a response|an answer|news|an update|any news|the results?|your|their|his|her)\b)/gi,
    "$1 for ",
  ],
  [/\bsince\s+(?=(?:\d+|two|three|four|five|six|a few|several)\s+(?:days|weeks|months|years)\b)/gi, "for "],
  [/\binfo\b/gi, "information"],
  [/\bmtg\b/gi, "meeting"],
  // "a 20 min call": the length before a noun is one hyphenated word.
  [
    /\b(\d+)\s?-?\s?(?:mins?|minutes?)\s+(?=(?:call|chat|meeting|catch-up|sync|slot|break|walk|presentation|demo|session|interview|intro|conversation|keynote|talk|lecture|workshop|webinar|tour|lesson|class|slot)\b)/gi,
    "$1-minute ",
  ],
  [/\b(\d+)\s?mins?\b/gi, "$1 minutes"],
  [/\b(\d+)\s?hrs?\b/gi, "$1 hours"],
  [/\bu\b(?=\s+(?:can|could|are|have|know|need))/gi, "you"],
  [/\bur\b(?=\s+\p{Ll})/giu, "your"],
  [/\bim\b(?=\s+\p{Ll})/gu, "I'm"],
  [/\bdont\b/gi, "don't"],
  [/\bcant\b/gi, "can't"],
  // Day names shortened: "tue", "thurs" always; "wed", "fri", "sat", "sun", "mon" only where a day is meant
  // ("from tue to thu", "wed-fri", "my shift sat!", "on sat"), never "I sat" or "the sun".
  [/\btues?\b(?!['’])/gi, "Tuesday"],
  [/\bthu(?:rs?)?\b(?!['’])/gi, "Thursday"],
  [
    /(?<=\b(?:on|from|to|until|till|by|this|next|last|every|before|after|shift|and|or)\s+|[-–/]\s?)(?:mon|wed|fri|sat|sun)\b(?![-'’])/gi,
    dayName,
  ],
  [/\b(mon|tue|tues|wed|thu|thurs|fri|sat|sun)['’]s\b/gi, (d: string) => `${dayName(d)}'s`],
  [/\bno\.?\s*(?=#?\d{3,})/gi, "number "],
  [/\btheyd\b/gi, "they'd"],
  [/\btheyre\b/gi, "they're"],
  [/\bshes\b/gi, "she's"],
  [/\bhes\b(?=\s+\p{Ll})/giu, "he's"],
  [/\b(?:mon|wed|fri|sat|sun)\b(?=\s?[-–/]\s?(?:mon|tue|wed|thu|fri|sat|sun)\w*\b)/gi, dayName],
  [/(?<!\b(?:I|we|he|she|they|you|it|who|and)\s+)\b(?:sat|fri)\b(?=\s*(?:[!.?]|$))/gi, dayName],
  [/\basap\b(?!\s*(?:[:,.;!?]|$))/gim, "as soon as possible"],
  // "by wednesday eod": the end of that day ("by the end of the day on Wednesday").
  [
    /\bby\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+(?:eod|cob|close of business)\b/gi,
    (m: string) => `by the end of the day on ${dayName(m.split(/\s+/)[1]!)}`,
  ],
  [/\beod\b/gi, "the end of the day"],
  [/\bfyi\b(?!\s*:),?\s*/gi, ""],
  [/\bbtw\b(?!\s*:),?\s*/gi, ""],
  [/\bpmt\b/gi, "payment"],
  [/\bdept\b/gi, "department"],
  [/\bmgr\b/gi, "manager"],
  [/\bmngr\b/gi, "manager"],
  [/\bhrs\b/gi, "hours"],
  // Frequent misspellings (never names): "i before e except after c", and a few words often mistyped.
  [/\b(re|de|con|per)cie(v\w*)\b/gi, "$1cei$2"],
  [/\bordred\b/gi, "ordered"],
  [/\bdidnt\b/gi, "didn't"],
  [/\bseperate(\w*)\b/gi, "separate$1"],
  [/\bdefinate?ly\b/gi, "definitely"],
  [/\boccured\b/gi, "occurred"],
  [/\buntill\b/gi, "until"],
  [/\bwich\b/gi, "which"],
  [/\bbeleive(\w*)\b/gi, "believe$1"],
  [/\bthier\b/gi, "their"],
  [/\bbuisness\b/gi, "business"],
  [/\bcalender\b/gi, "calendar"],
  [/\brecomend(\w*)\b/gi, "recommend$1"],
  [/\breccomend(\w*)\b/gi, "recommend$1"],
  [/\bresponce\b/gi, "response"],
  [/\baccomodat(\w*)\b/gi, "accommodat$1"],
  [/\badress(\w*)\b/gi, "address$1"],
  [/\bgaurantee(\w*)\b/gi, "guarantee$1"],
  [/\bwierd\b/gi, "weird"],
  [/\bappologi([sz]\w*)\b/gi, "apologi$1"],
  [/\bpayed\b/gi, "paid"],
  [/\brefered\b/gi, "referred"],
  [/\bexperiance\b/gi, "experience"],
  [/\bschedual(\w*)\b/gi, "schedul$1"],
  [/\bdaughters\b(?=\s+(?:teacher|school|class|coach|doctor))/gi, "daughter's"],
  [/\bsons\b(?=\s+(?:teacher|school|class|coach|doctor))/gi, "son's"],
  [/\bwont\b/gi, "won't"],
  [/\bdidnt\b/gi, "didn't"],
  [/\bisnt\b/gi, "isn't"],
  // Negatives typed without the apostrophe ("she hasnt replied", "they werent told").
  [/\b(has|have|had|does|was|were|are|could|would|should|must)nt\b/gi, "$1n't"],
  // "my sisters wedding": a family member's event or thing, said with the possessive.
  [
    /\b((?:my|our|your|his|her|their)\s+(?:sister|brother|mum|mom|dad|father|mother|wife|husband|partner|friend|cousin|aunt|uncle|niece|nephew|grandma|grandad|grandpa|grandmother|grandfather|fiance|fiancee|fiancé|fiancée|boss|colleague|neighbour|neighbor))s(?=\s+(?:wedding|birthday|funeral|graduation|party|surgery|operation|appointment|christening|baptism|hen|stag|anniversary|memorial|house|flat|place|car|school|hospital|recital|concert|wake)\b)/gi,
    "$1's",
  ],
  // "its on the HR portal", "its due friday": "it is" at the start of a clause (a possessive needs a noun after it).
  [
    /(^|[.!?;,]\s+|\b(?:and|but|so|because)\s+)([Ii])ts(?=\s+(?:on|in|at|due|not|now|still|also|just|only|really|very|a|an|the|all|free|open|closed|done|ready|here|there|available|been|going|about|over|up|down|back|fine|ok|okay|quick|easy|important|mandatory|compulsory|optional|required)\b)/gm,
    "$1$2t's",
  ],
  [/\bive\b/g, "I've"],
  [/\bid like\b/g, "I'd like"],
  // "ill make up the hours": "I'll" before a verb ("feeling ill" keeps its meaning).
  [
    /(?<!\b(?:feel|feeling|felt|fell|been|is|was|am|are|very|so|too|quite|really|seriously|critically)\s)\bill\b(?=\s+(?:make|send|be|do|call|get|have|let|come|check|try|work|cover|bring|pick|drop|sort|finish|take|pay|email|ring|pop|stay|update|look|join|start|need|keep|give|share|book|add|aim)\b)/g,
    "I'll",
  ],
];

/** The prompt with its shorthand spelled out ("2 hrs" -> "2 hours", "pls" -> "please"). */
export function expandShorthand(text: string): string {
  return SHORTHAND.reduce((s, [re, to]) => (typeof to === "string" ? s.replace(re, to) : s.replace(re, to)), text);
}

/** The prompt with shorthand spelled out, "i" capitalised and day and month names capitalised. */
export function normalisePrompt(text: string): string {
  let t = mendNotes(readNote(capitaliseLowerNames(expandShorthand(text))));
  // "reminder the team offsite is thursday": a reminder of a clause ("Reminder that the team offsite is Thursday").
  t = t.replace(
    /(^|[.!?]\s+)((?:quick\s+|friendly\s+|just\s+a\s+)?reminder)\s+(?=(?:the|our|your|my|this|next|tomorrow|today|everyone|all)\s+\S+(?:\s+\S+){0,3}\s+(?:is|are|will|starts|closes|needs?|must)\b)/gi,
    "$1$2 that ",
  );
  // "networking: met Priya at ...", "cold email: ...": a label naming the kind of email (the purpose option says it)
  // is not part of the message.
  t = t.replace(
    /^\s*(?:networking|introduction|intro|recruitment|recruiting|application|business|cold(?:\s+(?:email|e-mail|outreach|pitch))?|sales(?:\s+(?:email|e-mail|pitch))?)(?:\s+(?:email|e-mail|note|message))?\s*:\s*/i,
    "",
  );
  // "connect with Rafael Gomez, I liked his talk ...": the order names the reader and what the writer wants (never
  // "Please connect with you.").
  t = t.replace(
    /^\s*(?:connect|get in touch|link up)\s+with\s+((?:(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)(?:\s+on\s+linkedin)?\s*(?:,\s*|\.\s+|\s+(?=(?:I|we|and)\b))/iu,
    "write to $1, I'd love to connect. ",
  );
  // "... and want to ask if he'd review our audit": the ask itself ("Could he review our audit?", said to him later).
  t = t.replace(
    /,?\s+and\s+(?:I\s+)?(?:want|wanted|would like|['’]d like)\s+to\s+ask\s+(?:(?:him|her|them)\s+)?(?:if|whether)\s+(he|she|they)(?:['’]d|\s+would|\s+could|\s+can)\s+([^.?!]+)[.?!]?/iu,
    (_m, who: string, rest: string) => `. Could ${who.toLowerCase()} ${rest.trim()}?`,
  );
  // "introduce my friend Leila, a UX designer, to Marco": the description in brackets, so the sentence stays whole.
  t = t.replace(
    /\b(introduce\s+(?:my\s+(?:[\p{Ll}-]+\s+){1,3})?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?),\s+((?:an?|our|the|my)\s+[^,()]{2,50}?),\s+(?=to\s)/giu,
    "$1 ($2) ",
  );
  // "a 4 day week", "my 6 month old baby", "end of month": a measure before its noun is hyphenated, the month has its
  // article.
  t = t
    .replace(/\b(\d+)\s+(day|week|month|year|hour|minute)\s+old\b/gi, "$1-$2-old")
    .replace(
      /\b(\d+)\s+(day|week|month|year|hour)\s+(?=(?:week|working week|shift|trial|course|contract|notice|period|break|plan|programme|program|placement|internship|stay|trip|delay|cycle|rota)\b)/gi,
      "$1-$2 ",
    )
    .replace(
      /\b(by|before|until|from|after)\s+end of (?:the\s+)?(month|week|year|term|quarter)\b/gi,
      "$1 the end of the $2",
    )
    .replace(
      /(?<!\b(?:the|at|by|before|until|from|after)\s)\bend of (?:the\s+)?(month|week|year|term|quarter)\b/gi,
      "at the end of the $1",
    );
  // "Saturday 8am-noon" -> "Saturday from 8am to noon" (a range of hours said in words).
  t = t.replace(
    /(?<!\bfrom\s|\bbetween\s)(\b\p{L}+\s)?\b(\d{1,2}(?::\d\d)?\s?(?:am|pm)|noon)\s?[-–]\s?(\d{1,2}(?::\d\d)?\s?(?:am|pm)|noon|midnight)\b/giu,
    // ("change to 8am-6pm": after "to", the range is said as one, "8am to 6pm".)
    (m: string, before: string | undefined, a: string, b: string) =>
      before && /^(?:from|between)\s$/i.test(before)
        ? m
        : before && /^(?:to|into|at|are|is|be|become|becomes)\s$/i.test(before)
          ? `${before}${a} to ${b}`
          : `${before ?? ""}from ${a} to ${b}`,
  );
  // "I got a new job, thanks for being flexible": the thanks is a sentence of its own.
  t = t.replace(/,\s+(thanks|thank you)\s+(?=for\s)/gi, (_m, w: string) => `. ${upperFirst(w.toLowerCase())} `);
  // "mr patel" -> "Mr. Patel"; "Wednesday-Friday" -> "Wednesday to Friday".
  t = t.replace(
    /\b(mr|mrs|ms|dr)\.?\s+(\p{L})(?=[\p{L}'’-]+)/giu,
    (_m, title: string, c: string) => `${upperFirst(title.toLowerCase())}. ${c.toUpperCase()}`,
  );
  // "the ceiling is leaking again since Sunday" -> "has been leaking": a state that began in the past takes the perfect.
  t = t.replace(
    /\b(is|are)\s+((?:still\s+|again\s+)?\p{Ll}{3,}ing)\b(?=(?:\s+(?:again|still|non-?stop|on and off))?\s+since\b)/gu,
    (_m, be: string, verb: string) => `${be === "is" ? "has" : "have"} been ${verb}`,
  );
  // "I'm a junior designer and want to ask Carla ...": who the writer is, then the order, as two sentences.
  t = t.replace(
    /\b(I['’]m|I am)\s+((?:a|an|the)\s+[^.,;]{3,60}?)\s+and\s+(want|need|would like|['’]d like)\s+to\s+(?=(?:ask|invite|thank|tell|remind|email|contact|reach out)\b)/giu,
    (_m, am: string, who: string, want: string) =>
      `${am} ${who}. I ${want.replace(/^['’]/, "I'").replace(/^I I'/, "I'")} to `,
  );
  // "prof. Lindqvist" -> "Prof. Lindqvist" (only before a capitalised name: "my prof said" stays as it is).
  t = t.replace(/\bprof\.?\s+(?=\p{Lu}\p{Ll})/gu, "Prof. ");
  t = t.replace(
    /\b((?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)\s?[-–]\s?((?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)\b/g,
    "$1 to $2",
  );
  t = t.replace(/\bi\b(?!\.)/g, "I").replace(/\bi(['’](?:m|ll|d|ve))\b/g, "I$1");
  t = t.replace(
    /\b(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?|january|february|april|june|july|august|september|october|november|december)\b/g,
    (w) => upperFirst(w),
  );
  // "the berlin office", "our team in spain": a city or a country the lexicon knows only as one is a name.
  // (Some entries carry a list of tags: "leeds" is a Region and a ProperNoun.)
  // (Not the places that are also everyday words: "a turkey", "the china", "a jersey", "a cork".)
  t = t.replace(/\b\p{Ll}{3,}\b/gu, (w) =>
    !PLACE_WORDS_TOO.test(w) && ([LEXICON[w] ?? ""].flat() as string[]).some((g) => /^(?:City|Country|Region)$/.test(g))
      ? upperFirst(w)
      : w,
  );
  // "march 18", "oct 3rd", "3 nov": a month that is also a word or an abbreviation is a month beside a day number.
  t = t.replace(
    /\b(march|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b(?=\.?\s+\d{1,2}(?:st|nd|rd|th)?\b(?!:))|\bmay\b(?=\s+\d{1,2}(?:st|nd|rd|th)\b)|(?<=\b\d{1,2}(?:st|nd|rd|th)?\s+)(march|may|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b/g,
    (w) => upperFirst(w),
  );
  // "ask sam if he can cover", "remind maria she owes me": a lower-case first name after an order or "to"/"with" is a
  // name (only names the lexicon knows as nothing else: "mark", "grace" and "will" stay words).
  t = t.replace(
    /\b(ask|remind|tell|email|e-mail|thank|message|ping|invite|congratulate|text|nudge|chase|welcome|introduce|to|with|and|from|for|cc)\s+(\p{Ll}{2,})\b(?!['’-])/giu,
    (m: string, v: string, w: string) =>
      /^(?:MaleName|FemaleName)$/.test(lexiconTags(w) ?? "") ? `${v} ${upperFirst(w)}` : m,
  );
  // Shouted words that are ordinary words ("STILL", "NOT") are written in lower case.
  t = t.replace(/\b(\p{Lu}{5,})\b/gu, (w) => {
    const tags = lexiconTags(w.toLowerCase());
    return tags !== undefined && !/Acronym|Organization/.test(tags) ? w.toLowerCase() : w;
  });
  return t.replace(/([!?.])\1+/g, "$1");
}

/** Places in the lexicon whose names are also common words (or read wrongly with one capital, "Nyc"). */
const PLACE_WORDS_TOO =
  /^(?:jersey|turkey|china|cork|guinea|para|chile|rio|lima|nyc|oran|bari|salem|medina|reading|bath|nice|split|mobile|orange|victoria|jordan|georgia|chad|march|may)$/;

const CONTRACT: [RegExp, string][] = [
  [/\bI am\b/g, "I'm"],
  [/\bI would\b/g, "I'd"],
  [/\bI will\b/g, "I'll"],
  [/\bI have (?=been|had|done|seen|heard|attached|included|learned|put|made|finished|sent|added)/g, "I've "],
  [/\b([Dd])o not\b/g, "$1on't"],
  [/\b([Dd])oes not\b/g, "$1oesn't"],
  [/\b([Cc])annot\b/g, "$1an't"],
  [/\b([Dd])id not\b/g, "$1idn't"],
  [/\b([Ww])ill not\b/g, "$1on't"],
  [/\b([Ii])t is\b(?! (?:not|that)\b)/g, "$1t's"],
  [/\b([Ww])e are\b/g, "$1e're"],
  [/\b([Ww])e will\b/g, "$1e'll"],
  [/(?<!\bof )\b([Yy])ou are\b/g, "$1ou're"],
  [/\b([Tt])hat is\b/g, "$1hat's"],
  [/\b([Tt])here is\b/g, "$1here's"],
  [/\bis not\b/g, "isn't"],
  [/\bare not\b/g, "aren't"],
  [/\bhas not\b/g, "hasn't"],
  [/\bhave not\b/g, "haven't"],
  [/\b([Ll])et us\b(?! know)/g, "$1et's"],
];

const EXPAND: [RegExp, string][] = [
  [/\bI['’]m\b/g, "I am"],
  [/\bI['’]d\b/g, "I would"],
  [/\bI['’]ll\b/g, "I will"],
  [/\bI['’]ve\b/g, "I have"],
  [/\b([Ww])on['’]t\b/g, "$1ill not"],
  [/\b([Cc])an['’]t\b/g, "$1annot"],
  [/\b([Ll])et['’]s\b/g, "$1et us"],
  [/\b(\p{L}+)n['’]t\b/gu, "$1 not"],
  [/\b([Ii])t['’]s been\b/g, "$1t has been"],
  [/\b([Ii])t['’]s\b/g, "$1t is"],
  [/\b([Tt])hat['’]s\b/g, "$1hat is"],
  [/\b([Tt])here['’]s\b/g, "$1here is"],
  [/\b([Ww])hat['’]s\b/g, "$1hat is"],
  [/\b(\p{L}+)['’]re\b/gu, "$1 are"],
  [/\b(\p{L}+)['’]ll\b/gu, "$1 will"],
  [/\b(we|you|they|We|You|They)['’]ve\b/g, "$1 have"],
  [/\b(we|you|they|We|You|They)['’]d\b/g, "$1 would"],
];

/** Contractions follow the tone: formal writing spells them out, friendly and casual writing uses them. */
export function applyContractions(text: string, how: "expand" | "contract" | "keep"): string {
  const rules = how === "expand" ? EXPAND : how === "contract" ? CONTRACT : [];
  return rules.reduce((t, [re, to]) => t.replace(re, to), text);
}

/** Applies contractions outside [placeholders] only. */
export function contractOutside(text: string, how: "expand" | "contract" | "keep"): string {
  return text
    .split(/(\[[^\]]*\])/)
    .map((part) => (part.startsWith("[") ? part : applyContractions(part, how)))
    .join("");
}

const IRREGULAR_BASE: Record<string, string> = {
  has: "have",
  is: "be",
  does: "do",
  goes: "go",
  was: "be",
  were: "be",
  had: "have",
  did: "do",
  made: "make",
  got: "get",
  sent: "send",
  took: "take",
  gave: "give",
  came: "come",
  went: "go",
  saw: "see",
  said: "say",
  told: "tell",
  paid: "pay",
  left: "leave",
  met: "meet",
  found: "find",
  bought: "buy",
  brought: "bring",
  thought: "think",
  kept: "keep",
  led: "lead",
  read: "read",
  wrote: "write",
  won: "win",
  built: "build",
  ran: "run",
  heard: "hear",
  knew: "know",
  spent: "spend",
};

/** The base form of a verb ("needs" -> "need", "costs" -> "cost", "received" -> "receive"). */
export function baseVerb(verb: string): string {
  const v = verb.toLowerCase();
  if (IRREGULAR_BASE[v]) return IRREGULAR_BASE[v]!;
  if (/[^aeiou]ies$/.test(v)) return v.replace(/ies$/, "y");
  if (/(?:ch|sh|ss|x|zz|o)es$/.test(v)) return v.replace(/es$/, "");
  if (/[^s]s$/.test(v)) return v.replace(/s$/, "");
  if (/ed$/.test(v)) {
    const inf = nlp(v).verbs().toInfinitive().text();
    return inf && !/\s/.test(inf) ? inf : v.replace(/ed$/, "");
  }
  return v;
}
