import { splitSentences } from "../../shared/text/sentences";
import { article } from "../../shared/text/article";
import { isStopword, words } from "../../shared/text/tokens";
import type { PromptBuilderInput, PromptBuilderResponse, PromptCategory, PromptLength } from "./contract";
import {
  ASPECT_HINTS,
  CATEGORY_PROFILES,
  VIDEO,
  CITATION_STYLE,
  CODE_TOPIC,
  CHANGE_LOG,
  INSTRUCTION,
  JOB_LETTER,
  META_DESCRIPTION,
  MARKETING_EMAIL,
  MARKETING_EMAIL_TARGET,
  SEARCH_AD,
  SEARCH_AD_TARGET,
  OPTION_LIST,
  OPTION_LIST_TARGET,
  PLATFORM_NAMES,
  type CategoryProfile,
} from "./prompt-builder.data";
import { foreignLanguageName } from "../../shared/text/language";
import { verseFormOf, type VerseForm } from "./prompt-builder.forms";
import { relativeUse, sellingFacts } from "./prompt-builder.product-points";
import { DOC_NAMES, docFormOf, docOf, docProfile } from "./prompt-builder.doc-forms";
import { comparisonOf, isPremise, whatWouldHappen, WHAT_IF, yesNoQuestion } from "./prompt-builder.frames";
import {
  askedOfManager,
  candidatesOf,
  CHILD_READER,
  CHILD_USERS,
  explainedNoun,
  HOME_PROJECT,
  readersOf,
  systemUsersOf,
} from "./prompt-builder.audience";
import { readBrief } from "./prompt-builder.brief";
import { GENRE, GENRE_STORIES, genreAndSetting } from "./prompt-builder.genre";
import { writableHead } from "./prompt-builder.writable";
import { figuresOf, isPlaceName, keyPointsOf, namesOf, nounPhrases } from "./prompt-builder.phrases";
import { buildMainPrompt } from "./prompt-builder.sections";
import { distinctPoints, readWhole, withNextStep } from "./prompt-builder.point-list";
import { checkedPrompt } from "./prompt-builder.checked";
import { cap, clean, dedupe, stripEnd } from "./prompt-builder.text";
import { buildTips } from "./prompt-builder.tips";
import { mainNounOf, NAMED_EVENT, readTopic, type TopicKind } from "./prompt-builder.topic";
import { buildVariations } from "./prompt-builder.variations";
import { asideOf, toldFrom, toldPoints } from "./prompt-builder.told";
import { EXPLAINER, explainedSystem, explainsProcess, SYSTEM_EXPLAINER } from "./prompt-builder.explainer";
import { escapeRegExp } from "../../shared/text/regexp";
import { nameSpelling } from "../../shared/text/proper-names";

/**
 * Built-in prompt builder. It reads the topic (an instruction? a deliverable it names? a noun phrase, a verb phrase,
 * a clause? a length? who is it for?), puts it into the task with a grammatical frame ("Draft a business email
 * announcing a 4-day work week pilot"), takes whole noun phrases of topic and context as key points, picks out names
 * and figures with their nouns to keep verbatim, and fills the category's own sections (prompt-builder.sections.ts).
 * Length sets the target size, the number of key points, sections and variations (prompt-builder.variations.ts);
 * tips are computed from what the input lacks (prompt-builder.tips.ts).
 */
export interface PromptAnalysis {
  topic: string;
  /** The topic itself was an instruction ("Write a poem about ..."). */
  instruction: boolean;
  /** What the prompt is about (the topic without its instruction, deliverable and length). */
  subject: string;
  kind: TopicKind;
  /** The subject in its frame after the deliverable: "about a dragon", "announcing a pilot", "explaining how to ...". */
  about: string;
  /** The subject as a noun phrase after a preposition: "a dragon", "announcing a pilot", "how to train a puppy". */
  nounForm: string;
  /** "the 4-day work week pilot" (null when the topic has no noun phrase that reads well on its own). */
  mainNoun: string | null;
  deliverable: string;
  /** The deliverable was named in the topic (not the category's default). */
  deliverableNamed: boolean;
  /** The length the result should have: the category's target, or the one the topic names. */
  target: string;
  audience: string;
  audienceNamed: boolean;
  keyPoints: string[];
  /** Facts the topic gives about what is sold ("£12 per walk", "insured"). */
  topicFacts: string[];
  contextSentences: string[];
  /** Orders the brief gives after its question ("Compare London, Stockholm and New York."), told after the task. */
  orders: string[];
  keywords: string[];
  /** Names and figures to keep exactly as written. */
  mustKeep: string[];
  platform: string | null;
  aspect: string;
  citationStyle: string | null;
  codeTopic: boolean;
  /** The model's role when the category's own does not fit (a help article about a printer is not for developers). */
  role: string | null;
  /** The brief's language when it is not English ("Spanish"): the answer is asked for in it. */
  language: string | null;
  /** A story genre the brief names ("cozy mystery"): every idea keeps it. */
  genre: string | null;
  /** A verse form the deliverable names (haiku, limerick, sonnet...): its shape replaces the word count. */
  form: VerseForm | null;
  /** The two things a comparison topic names ("nuclear power", "solar power"). */
  compared: [string, string] | null;
  /** Documentation that explains how a process or a system works: no steps for the reader to follow. */
  explainer: boolean;
  /** The system a "how X works" explainer is about ("API rate limits"): explained by its parts and limits, not by
   * stages and roles (null for a process or when not an explainer). */
  system: string | null;
}

export interface Build {
  input: PromptBuilderInput;
  profile: CategoryProfile;
  a: PromptAnalysis;
}

const KEY_POINTS: Record<PromptLength, number> = { short: 3, medium: 5, long: 7 };

const INSTRUCTION_WORDS: ReadonlySet<string> = new Set(
  `write create generate make draft compose design draw build produce craft prepare develop give brainstorm paint plan
  explain document describe please help need want prompt chatgpt ai`
    .split(/\s+/)
    .filter(Boolean),
);

const VIDEO_TARGET: Record<PromptLength, string> = {
  short: "15-30 seconds of speech (about 40-75 words)",
  medium: "30-60 seconds of speech (about 75-150 words)",
  long: "60-90 seconds of speech (about 150-220 words)",
};

/** A single post on X: its length is the platform's limit ("a tweet" in 100-200 words cannot be posted). A thread
 * is many posts and keeps the category's target. */
const TWEET = /\b(?:tweet|x post|post on x)\b(?!.*\bthread)/i;
const TWEET_TARGET: Record<PromptLength, string> = {
  short: "under 200 characters",
  medium: "under 280 characters",
  long: "a 3-5 part thread",
};

/** A note or a card says one thing warmly: a few sentences, never a 200-350-word email. (So does a message, a text
 * or a heads-up: "a message to tell the team the office is closed".) */
const NOTE = /\b(?:note|card|message|text|heads-up)\b/i;
const NOTE_TARGET: Record<PromptLength, string> = {
  short: "under 60 words",
  medium: "50-120 words",
  long: "120-200 words",
};

/** Platform names are where a post goes, never a point to cover. */
const PLATFORM_WORDS = ["instagram", "insta", "linkedin", "tiktok", "facebook", "twitter", "threads", "youtube", "x"];
/** "... on instagram" at the end of a topic: where the post goes (built from PLATFORM_WORDS, one list). */
const ON_PLATFORM = new RegExp(`\\s+(?:on|for|via)\\s+(?:${PLATFORM_WORDS.join("|")})[.!]?$`, "i");

/** Readers who are a group ("staff", "the warehouse team", "all parents"): news for them asks something of each. */
const GROUP =
  /\b(?:staff|team|teams|employees|colleagues|everyone|parents|students|members|users|customers|clients|tenants|volunteers|residents|managers|department|crew|workers|players|guests|families)$/i;
/** An acronym alone ("API", "CSV", "README", "NHS", "PDFs"). */
const ACRONYM = /^\p{Lu}{2,6}s?$/u;
/** "Python CLI" -> "Python": a name with a common acronym after it is the name. */
const withoutAcronym = (name: string) => name.replace(/^(\p{Lu}\p{Ll}+)\s+\p{Lu}{2,6}s?$/u, "$1");

/** The words before a phrase's first preposition: "email" of "email to past customers". */
const headOf = (phrase: string) => phrase.split(/\s+(?:to|for|about|of|on|with|from|in)\s+/i)[0]!;

/** Platform names as their owners write them ("linkedin post" -> "LinkedIn post"; the spellings of
 * shared/text/proper-names, "Twitter" capitalised). */
const spellPlatforms = (phrase: string) =>
  phrase.replace(
    /\b(?:linkedin|instagram|tiktok|youtube|facebook|twitter|kickstarter|slack|whatsapp)\b/gi,
    (w) => nameSpelling(w) ?? cap(w.toLowerCase()),
  );

function withArticle(phrase: string): string {
  if (
    /^(a|an|the|some|\d+)\s/i.test(phrase) ||
    // (The head noun decides: "an email to past customers" is one email.)
    (/s$/i.test(headOf(phrase)) && !/ss$/i.test(headOf(phrase))) ||
    /^(documentation|docs|ad copy|copy)$/i.test(phrase) ||
    // (A mass noun takes no "a": "performance review feedback", "onboarding advice".)
    /^(?:feedback|advice|information|guidance|research|news|copy|documentation|content|messaging)$/i.test(
      headOf(phrase).split(/\s+/).pop()!,
    )
  )
    return phrase;
  return `${article(phrase)} ${phrase}`;
}

/** The first deliverable word the topic names (earliest; longest at the same place). */
/** A relative clause opened before a word: the word belongs to the clause, not to the topic's head. */
const RELATIVE_BEFORE = /\b(?:who|whom|whose|which|where|that)\s/i;

/** "our new", "the updated", "changes to the": words that make the document after them one that already exists. */
const OWNED_BEFORE =
  /(?:\b(?:our|the|this|that|their|your|his|her|its)|['’]s|\b(?:changes?|updates?|amendments?)\s+(?:to|of|in))\s+(?:[\p{L}-]+\s+){0,3}$/iu;

function namedDeliverable(
  topic: string,
  profile: CategoryProfile,
  category?: PromptCategory,
): { text: string; index: number } | null {
  let best: { text: string; index: number } | null = null;
  // (A document the topic names is the deliverable in any category that writes text: "refund policy", "lesson plan".)
  const docs = category && category !== "Image Generation" && category !== "Story Ideas" ? DOC_NAMES : [];
  for (const d of [...profile.deliverables, ...docs]) {
    const m = new RegExp(`\\b${escapeRegExp(d)}(?:s|es)?\\b(?!\\s+style\\b)`, "i").exec(topic);
    // ("a fox, oil painting style": a form followed by "style" is the look, not the piece.)
    if (!m) continue;
    // ("our new expense policy for managers": a document that already exists is what the message is about.)
    if (!profile.deliverables.includes(d) && OWNED_BEFORE.test(topic.slice(0, m.index))) continue;
    if (!best || m.index < best.index || (m.index === best.index && m[0].length > best.text.length))
      best = { text: m[0], index: m.index };
  }
  return best;
}

/** "wedding vows, we met at a climbing gym": a deliverable alone (an article and two words before it at most), then a
 * comma or a dash and what it says, reads like the label "wedding vows: ...". ("a poem about rain, wind and snow" is
 * no label: its deliverable is followed by what it is about.) */
function commaLabel(text: string, profile: CategoryProfile): RegExpExecArray | null {
  const m = /^([^,:;]{2,40}?)\s*(?:,|\s[-–—])\s+(\S.*)$/.exec(text);
  const named = m ? namedDeliverable(m[1]!, profile) : null;
  if (!m || !named || named.index + named.text.length !== m[1]!.length) return null;
  return /^(?:(?:a|an|the|my|our|some)\s+)?(?:[\p{L}'’-]+\s+){0,2}$/iu.test(m[1]!.slice(0, named.index)) ? m : null;
}

/** The word at `index` is in the first noun phrase after the topic's verb ("decline a vendor's proposal"). */
function objectOfVerb(text: string, index: number): boolean {
  const m =
    /^(?:\p{Ll}+ly\s+)?\p{L}+\s+(?:(?:a|an|the|our|my|your|their|his|her|its|this|that|these|those)\s+)?(?:[\p{L}'’-]+\s+){0,3}/u.exec(
      text,
    );
  // (A capitalised first word is a name, "REST API reference", not a verb.)
  return index > 0 && /^\p{Ll}/u.test(text) && Boolean(m) && index <= m![0].length;
}

/** The newcomer a welcome is for ("for a new hire starting Monday" -> "new hire"). */
const NEWCOMER =
  /\bfor\s+(?:an?|the|our|my)\s+((?:new\s+)?[\p{L}-]+(?:\s+(?:hire|starter|member|employee|colleague|student|customer|client|volunteer|intern)s?)?)(?=\s+(?:starting|joining|who|in|at|on|to)\b|\s*$)/iu;

/** First words that modify a deliverable noun though the tagger may read them as verbs ("push notification"). */
const NOUN_MODIFIER_FIRST =
  /^(?:push|email|sms|text|welcome|onboarding|follow-up|thank-you|status|press|product|landing|sales|launch|reminder|survey|poll)\s/i;

/** Words that open notes rather than a noun phrase ("back on January 6", "closed Monday", "from 9 to 5"). */
const NOTES_START =
  /^(?:back|closed|open|away|off|out|from|until|till|on|at|in|by|before|after|during|since|no|not|please|call|contact|email|ring|reply|bring|meet|starts?|ends?|due)\b/i;

/** "... in a LinkedIn post", "... as a short email", "... via our newsletter": the words before a deliverable that make
 * it the way the message goes. */
const MEDIUM_BEFORE =
  /\b(?:in|as|via|with|through|by|using|into)\s+(?:(?:a|an|the|our|my|your|this)\s+)?(?:[\p{L}'’-]+\s+){0,2}$/iu;

/** What follows a deliverable when it says whom it goes to or what it does ("a thank-you note to a client after ...",
 * "a push notification to bring back users ..."). */
const LINKED_REST =
  /^(?:to|after|before|asking|announcing|inviting|telling|explaining|celebrating|thanking|reminding|welcoming|introducing|confirming)\s/i;

/** "a short story where a keeper finds ...": what follows the deliverable when it is a clause about the story; "a
 * short story told entirely through grocery lists", "a poem written as a letter": a participle saying how it is made. */
const STORY_CLAUSE =
  /^(?:where|in which|about how|who|whose|set in|set on|that|with|(?:told|written|narrated|seen|shown|presented|structured|framed|composed|shaped|made|rendered|drawn|sung|spoken|styled)\s+(?:(?:entirely|only|wholly|completely|partly|mostly|solely)\s+)?(?:through|as|in|from|by|like|using|with|entirely)|in the (?:form|style|voice) of|from the (?:point of view|perspective|viewpoint) of|from (?:(?:a|an|the|my|our|your|his|her|their)\s+)?(?:[\p{L}'’-]+\s+){0,2}[\p{L}'’-]+\s+to)\s/iu;

/** "to tell the team the office is closed", "remind everyone that timesheets are due Friday": the verb of telling
 * (group 1), the people told, and what they are told (group 2, a clause with its own finite verb). */
const TOLD =
  /^(?:to\s+)?(tell|remind|inform|let|notify|warn)(?:s|ing)?\s+(?:(?:the|our|my|your|all)\s+)?[\p{L}-]+\s+(?:know\s+)?(?:that\s+)?((?:the|our|my|your|this|these|its|their|\p{Ll}+s\b|\p{Lu}\p{Ll}+\b|(?:i|we|it|they|everyone|nobody)\b)[^,;]*?(?:['’](?:re|ll)|\b(?:is|are|was|were|will|has|have|had|can|must|won['’]t|isn['’]t|aren['’]t|closes|opens|moves|starts|ends|rose|fell|grew|dropped|doubled|tripled|increased|decreased|went))\b.*)$/iu;
/** (After "that" any clause of three words or more: "remind clients that prices go up on 1 March".) */
/** ("let the night shift know ...", "tell the sales team that ...": up to three words name the readers when "know" or
 * "that" closes them.) */
const TOLD_THAT =
  /^(?:to\s+)?(tell|remind|inform|let|notify|warn)(?:s|ing)?\s+(?:(?:the|our|my|your|all)\s+)?(?:[\p{L}-]+\s+){0,2}?[\p{L}-]+\s+(?:know\s+(?:that\s+)?|that\s+)(\S+(?:\s+\S+){2,})$/iu;
/** "announce that our bookshop turns 10 this Saturday": the news is the clause, not its nouns ("bookshop"). */
const ANNOUNCED_THAT =
  /^(?:to\s+)?(announc|shar|celebrat)(?:e|es|ed|ing)\s+(?:the\s+news\s+)?that\s+(\S+(?:\s+\S+){2,})$/iu;
/** "(a message) to the team that the release is delayed": the readers named after "to", then the news as a clause with
 * its own subject and finite verb (group 2). */
const READERS_THAT =
  /\bto\s+(?:(?:the|our|my|your|all)\s+)?(?:[\p{L}-]+\s+){0,2}?[\p{L}-]+\s+(that)\s+((?:the|our|my|your|this|these|its|their|(?:i|we|it|they|everyone|nobody)\b)[^,;]*?(?:['’](?:re|ll)|\b(?:is|are|was|were|will|has|have|had|can|must|won['’]t|isn['’]t|aren['’]t))\b.*)$/iu;
const TOLD_NOUN: Record<string, string> = {
  that: "the news",
  announc: "the news",
  shar: "the news",
  celebrat: "the news",
  tell: "the news",
  inform: "the news",
  let: "the news",
  notify: "the news",
  remind: "the reminder",
  warn: "the warning",
  ask: "the question",
  say: "the news",
};

/** A sentence of a brief that only asks for the piece ("want a facebook post", "need an IG caption pls"). */
const PIECE_REQUEST =
  /^(?:(?:pls\s+|please\s+)?(?:tweet|post|share)\s+(?:it|this|that)(?:\s+pls|\s+please)?[\s.!?]*$)|^(?:(?:i|we)\s+)?(?:(?:really\s+)?(?:want|need|would like|'d like|’d like|am looking for|looking for)|(?:can|could) you (?:write|make|do|draft)|please (?:write|make|draft)|write|make|draft)\s+(?:me\s+|us\s+)?(?:a|an|some)\s+(?:[\p{L}'’-]+\s+){0,3}(?:post|caption|tweet|thread|email|e-mail|message|note|update|announcement|reply|text|story|poem|ad|tagline|slogan|headline|bio|blurb|description)s?(?:\s+(?:pls|please|plz|for (?:it|this|that)))?[\s.!?]*$|^(?:(?:a|an)\s+)?(?:[\p{L}-]+\s+){0,2}(?:post|caption|tweet|thread|email|message|note|update|tagline|slogan|headline|bio|blurb)\s+(?:pls|please|plz)[\s.!?]*$/iu;

/** Splits "a poem about autumn rain" into head "a poem", link "about", subject "autumn rain". */
function splitHead(text: string): { head: string; link: string; subject: string } | null {
  const about = /^(.{0,80}?)\b(about|regarding|explaining|describing|covering)\s+(.+)$/i.exec(text);
  const other = /^(.{0,60}?)\b(on|of|for|featuring|showing|depicting)\s+(.+)$/i.exec(text);
  // ("an email to remind clients that prices go up on 1 March": an "on" inside the clause a message tells is no
  // link between the deliverable and its subject.)
  const clauseBefore = (head: string) =>
    /\bthat\s|\bto\s+(?:tell|remind|inform|ask|let|announce|explain|invite|thank|notify|warn|say|share|confirm)\b|\b(?:told|written|narrated|seen|shown|presented|structured|framed|composed|shaped|rendered|drawn|sung|spoken|styled)\s+(?:\p{L}+\s+)?(?:through|as|in|from|by|like|using|with)\b/iu.test(
      head,
    );
  // ("a poem from the point of view of a lighthouse": "point of view" is one phrase, not a head and its subject.)
  const pointOfView = (x: RegExpExecArray) => /\bpoint\s*$/i.test(x[1]!) && /^view\b/i.test(x[3]!);
  const m = about ?? (other && !clauseBefore(other[1]!) && !pointOfView(other) ? other : null);
  if (!m || !m[1]!.trim() || m[1]!.trim().split(/\s+/).length > 8) return null;
  return { head: m[1]!.trim(), link: m[2]!.toLowerCase(), subject: m[3]!.trim() };
}

/** Things people use at home or work, whose documentation is for their users, not for developers. */
const DEVICE =
  /\b(?:printers?|dishwashers?|washing machines?|washers?|dryers?|ovens?|microwaves?|fridges?|refrigerators?|freezers?|boilers?|thermostats?|cameras?|bikes?|bicycles?|e-bikes?|lawn ?mowers?|vacuums?|robot vacuums?|coffee (?:machines?|makers?)|espresso machines?|kettles?|tvs?|televisions?|smart speakers?|headphones|earbuds|drills?|sewing machines?|treadmills?|air fryers?|blenders?|heaters?|furnaces?|water heaters?|smoke alarms?|doorbells?|dehumidifiers?|air conditioners?|heat pumps?|laptops?|routers?|vpn|wi-?fi|two-factor authentication|2fa|mfa)\b/i;
/** Everyday apps whose how-tos are for the people using them ("export contacts from Outlook to a CSV file"). */
const OFFICE_APP =
  /\b(?:Outlook|Excel|Word|Gmail|Google (?:Docs|Sheets|Drive|Calendar|Meet)|PowerPoint|Teams|Zoom|iPhone|iPad|Android phone|WhatsApp|Canva|Photoshop|Notion|Trello|OneDrive|Dropbox|Spotify|Instagram|Facebook|LinkedIn)\b/;

/** Readers outside the field, who need plain words and no code. */
const PLAIN_READERS =
  /\b(?:non-?technical|non-tech|lay(?:man|men|person|people)|boss|bosses|executives?|grandparents?|grandma|grandpa|parents?|kids|children|year[- ]olds?)\b/i;
/** A topic that is itself a story to write ("kids' bedtime story with ...", "a fantasy novel set in ..."). */
const STORY_FORM =
  /^(?:(?:a|an|the|my|our)\s+)?(?:[\p{L}'’-]+\s+){0,2}(?:story|novel|novella|fable|fairy tale|screenplay|comic|picture book|short film|play)\b(?!\s+(?:ideas?|prompts?))/iu;
const CHILDREN_FORM =
  /\b(?:bedtime stor(?:y|ies)|fairy tales?|picture books?|nursery rhymes?|lullab(?:y|ies)|children'?s stor(?:y|ies)|kids'? stor(?:y|ies))\b/i;

const ANALYTIC_VERB =
  /^(?:compare|contrast|analy[sz]e|evaluate|assess|examine|investigate|explore|discuss|review|critique|weigh|debate|summari[sz]e)\b/i;

const PARTICIPLE_FRAME: ReadonlySet<PromptCategory> = new Set(["Business Communication", "Social Media"]);

/** The subject in the frame its kind needs after the deliverable ("an email announcing ...", "a guide explaining how to ..."). */
function frame(
  category: PromptCategory,
  kind: TopicKind,
  subject: string,
  gerund: string,
  third: string,
): { about: string; nounForm: string } {
  const fiction = category === "Creative Writing" || category === "Story Ideas";
  // "what if dogs could vote?": a premise in fiction, "what would happen if ..." elsewhere.
  if (WHAT_IF.test(subject)) {
    const premise = `${subject.charAt(0).toUpperCase()}${subject.slice(1).replace(/\?*$/, "?")}`;
    return fiction
      ? { about: `built on the premise "${premise}"`, nounForm: whatWouldHappen(subject) }
      : { about: `exploring ${whatWouldHappen(subject)}`, nounForm: whatWouldHappen(subject) };
  }
  if (fiction && isPremise(subject))
    return { about: `built on the premise "${subject}"`, nounForm: `the premise "${subject}"` };
  // "Does social media use cause anxiety?": the question itself, quoted.
  const yesNo = yesNoQuestion(subject);
  if (yesNo) return { about: `on the question "${yesNo.question}"`, nounForm: `the question "${yesNo.question}"` };
  const lowerFirst = subject.replace(/^(How|Why|What|When|Where|Which|Who|Whether)\b/, (w) => w.toLowerCase());
  switch (kind) {
    case "verb":
      // "compare X and Y", "evaluate ...": an analysis, not a how-to ("a paper comparing ...", never "on how to compare").
      if (ANALYTIC_VERB.test(subject) && category !== "Image Generation")
        return { about: category === "Marketing Copy" ? `that ${third}` : gerund, nounForm: gerund };
      if (category === "Technical Documentation")
        return { about: `explaining how to ${subject}`, nounForm: `how to ${subject}` };
      if (category === "Academic Research") return { about: `on how to ${subject}`, nounForm: `how to ${subject}` };
      if (category === "Marketing Copy") return { about: `that ${third}`, nounForm: gerund };
      if (category === "Image Generation") return { about: `of someone ${gerund}`, nounForm: `someone ${gerund}` };
      return { about: PARTICIPLE_FRAME.has(category) ? gerund : `about ${gerund}`, nounForm: gerund };
    case "clause":
      return PARTICIPLE_FRAME.has(category) || category === "Marketing Copy" || category === "Technical Documentation"
        ? {
            // "I just passed my driving test": personal news is shared, not explained.
            about: `${category === "Social Media" && (/^(?:I|we|my|our)\b/i.test(subject) || /\b(?:is|are) (?:live|out)\b/i.test(subject)) ? "sharing" : "explaining"} that ${subject}`,
            nounForm: `why ${subject}`,
          }
        : { about: `about how ${subject}`, nounForm: `how ${subject}` };
    case "question":
      return {
        about:
          category === "Creative Writing" || category === "Story Ideas"
            ? `about ${lowerFirst}`
            : // ("what explains the decline of bees?": never "explaining what explains ...".)
              /\bexplain/i.test(lowerFirst)
              ? `on ${lowerFirst}`
              : `explaining ${lowerFirst}`,
        nounForm: lowerFirst,
      };
    default: {
      // "effects of microplastics on fish" -> "about the effects of microplastics on fish": a bare common noun with an
      // "of" phrase names one definite thing.
      const definite =
        DEFINITE_OF.test(subject) ||
        (category !== "Image Generation" && (bareOfPhrase(subject) || NAMED_EVENT.test(subject)))
          ? `the ${subject}`
          : subject;
      return { about: `${category === "Image Generation" ? "of" : "about"} ${definite}`, nounForm: definite };
    }
  }
}

/** An event a product is announced with ("the launch of ...", "opening of ..."): the product follows. */
const EVENT_OF =
  /^(?:the\s+)?(?:launch|release|relaunch|opening|reopening|grand opening|rollout|roll-out|debut|unveiling|introduction|arrival)\s+of\s+/i;

/** "launch of our reusable cup", "opening of the new library": a bare singular noun (a name for one event or
 * thing) before "of" needs "the". Plurals ("photos of cats") stay generic; measure and collection words ("a list of")
 * and mass nouns read as a kind ("lack of sleep") are left alone. */
const bareOfPhrase = (subject: string): boolean => {
  const m = /^([a-z]+)\s+of\s/.exec(subject);
  return !!m && !/(?:[^s]s|ness)$/.test(m[1]!) && !NOT_DEFINITE_OF.has(m[1]!);
};
const NOT_DEFINITE_OF = new Set(
  "list set series pair couple cup glass piece bit lot lots number group bunch collection kind sort type variety range selection mix day week month year night slice bowl plate box bottle loss lack fear love care sense".split(
    " ",
  ),
);

const DEFINITE_OF =
  /^(?:effects?|impacts?|role|history|future|benefits|risks|causes|consequences|importance|influence|origins?|evolution|rise|decline|ethics|economics|psychology|science|state|use|design|cost|costs|value|meaning|relationship|link|differences?)\s+(?:of|between)\s/;

/** "to first-year students " before the clause an "explain"/"describe" topic explains. */
const READERS_BEFORE_CLAUSE =
  /^\s*to\s+(?:(?!how|why|what|when|where|which|who|whether|that)[\p{L}\d'’-]+\s+){1,5}(?=(?:how|why|what|when|where|which|who|whether|that)\s)/iu;

export function analyse(input: PromptBuilderInput): PromptAnalysis {
  const profile = CATEGORY_PROFILES[input.category];
  // A topic typed as a person talks ("so basically...", "How should I tell my manager...?"): its brief.
  const brief = readBrief(clean(input.topic), input.category);
  const typed = stripEnd(clean(brief.topic)) || clean(input.topic);
  // "remind everyone timesheets are due Friday, people keep forgetting": the writer's aside after the news is
  // background for the model, not part of the task or a point to cover.
  const toldTyped = toldFrom(typed, TOLD_THAT, TOLD, ANNOUNCED_THAT);
  const aside = toldTyped ? asideOf(toldTyped[2]!) : null;
  const topic = aside ? stripEnd(typed.replace(new RegExp(`,\\s*${escapeRegExp(aside)}.*$`), "")) : typed;
  const context = clean(input.additional_context ?? "") ? (input.additional_context ?? "").trim() : "";
  const keywords = dedupe((input.keywords ?? []).map(clean).filter(Boolean));

  const language = input.category === "Image Generation" ? null : foreignLanguageName(topic);
  // ("Explain." alone is an action missing its object, not an instruction with a topic.)
  // ("explain to a client why ..." in a business message is the message's own verb with its reader, not an order to
  // the model: its remainder "to a client why ..." has no frame of its own.)
  const instruction =
    !language &&
    INSTRUCTION.test(topic) &&
    /\p{L}/u.test(topic.replace(INSTRUCTION, "")) &&
    !(input.category === "Business Communication" && /^\s*(?:please\s+)?(?:explain|describe)\s+to\s/i.test(topic));
  // "explain to first-year students how vaccines work": the readers (read as the audience from the whole topic) are
  // not part of what the piece is about, or every frame that inserts the topic reads "about to first-year students how
  // ...".
  const remainder = instruction
    ? topic
        .replace(INSTRUCTION, "")
        .replace(/^\s*(?:me|us)\s+/i, "")
        .replace(READERS_BEFORE_CLAUSE, "")
        .trim()
    : topic;
  // "LinkedIn post: I got laid off after 8 years": a label naming the deliverable, then what it says.
  const label = /^([^:]{2,40}):\s+(\S.*)$/.exec(remainder || topic) ?? commaLabel(remainder || topic, profile);
  // ("new blog post is live: 7 mistakes ...": a label with its own verb is news, not the name of the piece.)
  const labelled =
    label && namedDeliverable(label[1]!, profile) && !/\b(?:is|are|was|were|has|have|went|goes)\b/i.test(label[1]!)
      ? label
      : null;
  // "announce our new menu on instagram": the platform is where the post goes (the Platform section names it), not
  // part of what it says.
  const onPlatform = (text: string) => (input.category === "Social Media" ? text.replace(ON_PLATFORM, "") : text);
  const reading = readTopic(onPlatform(labelled ? labelled[2]! : remainder || topic));
  // "welcome email for a new hire": a first word that modifies the deliverable after it, not the topic's verb.
  const led = labelled ? null : NOUN_MODIFIER_FIRST.exec(reading.text);
  const ledDeliverable = led ? namedDeliverable(reading.text.slice(led[0].length), profile) : null;
  const modified = led && ledDeliverable?.index === 0 ? { text: `${led[0]}${ledDeliverable.text}`, index: 0 } : null;
  const found = labelled
    ? null
    : (modified ??
      namedDeliverable(reading.text, profile, input.category) ??
      // (Story ideas are what that category writes: "a bedtime story with a shy dragon" is what they are for.)
      (input.category !== "Story Ideas" && (reading.kind === "noun" || led) ? writableHead(reading.text) : null));
  // "decline a vendor's proposal": a deliverable word that is the object of the topic's verb is what the message is
  // about, not what to write.
  // Deeper in a verb topic, a deliverable word is the deliverable only when it says how the message goes ("announce
  // the launch in a LinkedIn post"), not when it is what the message is about ("remind everyone the expense reports
  // are due").
  // (Inside a relative clause a deliverable word is a thing in the story: "a lighthouse keeper who finds a letter".)
  const named =
    found &&
    !(found.index > 0 && RELATIVE_BEFORE.test(reading.text.slice(0, found.index))) &&
    (found === modified ||
      !(
        reading.kind === "verb" &&
        (objectOfVerb(reading.text, found.index) ||
          (found.index > 0 && !MEDIUM_BEFORE.test(reading.text.slice(0, found.index))))
      ))
      ? found
      : null;
  const split = splitHead(reading.text);
  let subject = reading.text;
  let deliverable = profile.deliverable[input.length];
  let deliverableNamed = false;
  let about: string | null = null;
  // "LinkedIn post celebrating 10 years of our studio": the deliverable, then what it does (a participle phrase).
  const doing = named
    ? new RegExp(`^(?:(?:a|an|the)\\s+)?(.{0,40}?\\b${escapeRegExp(named.text)})\\s+(\\p{Ll}+ing\\b.+)$`, "iu").exec(
        reading.text,
      )
    : null;
  if (doing) {
    deliverable = withArticle(doing[1]!);
    deliverableNamed = true;
    subject = doing[2]!;
    about = doing[2]!;
  } else if (split && (instruction || (named && named.index < split.head.length + 1))) {
    subject = split.subject;
    about = `${split.link} ${subject}`;
    if (named && named.index < split.head.length + 1) {
      deliverable = withArticle(split.head.replace(/^(a|an|the|some)\s+/i, ""));
      deliverableNamed = true;
    }
  } else if (named) {
    deliverable = withArticle(named.text);
    deliverableNamed = true;
    // "a short story where a lighthouse keeper finds ...": the subject is what follows the deliverable.
    const rest = reading.text
      .slice(named.index + named.text.length)
      .replace(/^[\s,:-]+/, "")
      .trim();
    const before = reading.text.slice(0, named.index).trim();
    // ("quick email to the team that ...", "slack message to ...": up to two words before the deliverable say which
    // one it is and stay with it.)
    const modifier = /^(?:(?:a|an|the)\s+)?((?:[\p{L}-]+\s+)?[\p{L}-]+)$/u.exec(before)?.[1];
    if (
      (/^(?:a|an|the)?$/i.test(before) || (modifier && reading.kind !== "verb")) &&
      (STORY_CLAUSE.test(rest) || (!/^(?:for|about|on|of)\s/i.test(rest) && LINKED_REST.test(rest)))
    ) {
      if (modifier && !/^(?:a|an|the)$/i.test(modifier)) deliverable = withArticle(`${modifier} ${named.text}`);
      subject = rest;
      about = rest;
    }
  } else if (labelled) {
    deliverable = withArticle(labelled[1]!.trim().replace(/^(a|an|the)\s+/i, ""));
    deliverableNamed = true;
    // "out of office reply, back on January 6, contact Maria ...": notes, not a noun phrase to write "about".
    if (NOTES_START.test(labelled[2]!)) about = `with these details: ${stripEnd(labelled[2]!)}`;
  }
  // "ideas for a D&D one-shot in a haunted lighthouse": the ideas are what the category writes; the rest is what for.
  const ideasFor =
    input.category === "Story Ideas" && !about
      ? /^(?:some\s+)?(?:story\s+|plot\s+)?ideas\s+((?:for|about|on)\s+(.+))$/i.exec(reading.text)
      : null;
  if (ideasFor) {
    about = ideasFor[1]!;
    subject = ideasFor[2]!;
  }
  // "mystery stories set in an island village": the genre goes into the ideas ("5 mystery story ideas") and the rest
  // is what they are about ("set in an island village").
  const genre =
    input.category === "Story Ideas" && !deliverableNamed && !about
      ? (GENRE_STORIES.exec(reading.text) ?? genreAndSetting(reading.text))
      : null;
  if (genre) {
    deliverable = deliverable.replace(/\bstory ideas\b/, `${genre[1]!.toLowerCase()} story ideas`);
    subject = genre[2]!;
    about = genre[2]!;
  }
  // A genre the brief names is kept in every idea ("cozy mystery ..." ideas are never horror or science fiction).
  const namedGenre = input.category === "Story Ideas" ? (GENRE.exec(`${topic} ${context}`)?.[0] ?? null) : null;
  // A brief of several sentences: a sentence that only asks for the piece ("want a facebook post") names the
  // deliverable and is no detail; a question followed by orders ("why do ...? compare A and B") is the subject, and
  // the orders are instructions of their own, not words to write "about".
  let notes: string[] = [];
  let reread = false;
  if (
    !about &&
    !language &&
    (/[!?]\s+\p{L}/u.test(stripEnd(subject)) ||
      splitSentences(subject).some((x, i) => i > 0 && PIECE_REQUEST.test(x.text.trim())))
  ) {
    const sentences = splitSentences(subject).map((x) => x.text.trim());
    const kept = sentences.filter((x) => !PIECE_REQUEST.test(x));
    for (const x of sentences.filter((y) => PIECE_REQUEST.test(y))) {
      const asked = namedDeliverable(x, profile);
      if (asked) {
        // ("want a facebook post": the platform before the piece is part of its name.)
        const platform = new RegExp(
          `\\b(facebook|instagram|linkedin|twitter|tiktok|threads|reddit|youtube)\\s+${escapeRegExp(asked.text)}`,
          "i",
        ).exec(x)?.[1];
        deliverable = withArticle(`${platform ? `${platform} ` : ""}${asked.text.replace(/^(a|an|the)\s+/i, "")}`);
        deliverableNamed = true;
      }
    }
    if (kept.length > 1 && /\?$/.test(kept[0]!) && kept.slice(1).every((x) => !/\?$/.test(x))) {
      notes = kept.slice(1).map((x) => cap(stripEnd(x)) + ".");
      kept.length = 1;
    }
    if (kept.length === 1 && kept.length < sentences.length) {
      subject = /\?$/.test(kept[0]!) ? kept[0]! : stripEnd(kept[0]!);
      // "got my first marathon medal today!": news typed without its "I" (or "we", with "our") gets it back.
      if (
        /^(?:(?:just|finally)\s+)?(?:got|won|hit|passed|finished|launched|opened|reached|made|\p{Ll}+ed)\s+(?:my|our)\b/u.test(
          subject,
        )
      )
        subject = `${/^\S+(?:\s+\S+)?\s+our\b/.test(subject) ? "we" : "I"} ${subject}`;
      reread = true;
    }
  }
  // "Grand opening! our new yoga studio ... opens Saturday": a brief of several sentences is passed as written.
  if (!about && !language && /[!?]\s+\p{L}/u.test(stripEnd(subject))) {
    subject = subject.replace(/([!?]\s+)(\p{Ll})/gu, (_, gap: string, c: string) => `${gap}${c.toUpperCase()}`);
    about = `with these details: ${stripEnd(subject)}`;
  }
  // Mid-sentence, "The ..." reads as "the ..." (names keep their capitals).
  const first = /^\p{Lu}\p{Ll}*\b/u.exec(subject)?.[0];
  if (first && isStopword(first) && !/^I$/.test(first)) subject = first.toLowerCase() + subject.slice(first.length);
  const read = about || reread ? readTopic(subject) : reading;
  // ("we make vegan dog treats": a sentence with "I"/"we" for its subject is a clause, whatever the tagger says.)
  const inner =
    reread && read.kind === "noun" && /^(?:I|we)\s+\p{Ll}/u.test(subject) ? { ...read, kind: "clause" as const } : read;
  // "docs for setting up the dev environment": a gerund subject read as its verb phrase ("set up ...") takes the
  // verb's frames in its base form ("how to set up ...", never "how to setting up ...").
  const baseSubject = inner.kind === "verb" && /^\p{Ll}+ing\b/u.test(subject) ? inner.text : subject;
  // A brief in another language is quoted as written: the English chunker and frames would only mangle it.
  const framed = language
    ? { about: `for the brief "${stripEnd(subject)}"`, nounForm: `the brief "${stripEnd(subject)}"` }
    : frame(input.category, inner.kind, stripEnd(baseSubject), inner.gerund, inner.third);
  if (about && /^about\b/.test(about) && inner.kind === "question") about = `explaining ${framed.nounForm}`;
  // "a haiku about ...": the frame after the deliverable is kept, except for a premise or a question quoted whole.
  if (about && /^(?:built on|on the question|exploring what would)/.test(framed.about) && /^about\b/.test(about))
    about = framed.about;
  // "kids' bedtime story with a shy dragon": ideas for the story the topic names, not ideas "about" it.
  const storyNamed = input.category === "Story Ideas" && !about && STORY_FORM.test(subject) && !isPremise(subject);
  if (storyNamed) about = `for ${withArticle(subject)}`;
  // (In creative writing a note or a postcard to someone is a personal letter: "a note from a grandmother to ...".)
  const form =
    verseFormOf(deliverableNamed ? deliverable : "") ??
    (input.category === "Creative Writing" &&
    deliverableNamed &&
    /\b(?:note|postcard)$/i.test(deliverable.split(/\s+(?:from|to)\s/)[0]!)
      ? verseFormOf("letter")
      : null) ??
    (instruction ? verseFormOf(remainder.split(/\s+/).slice(0, 4).join(" ")) : null) ??
    docFormOf(deliverableNamed ? deliverable : "", input.category);
  const comparison = inner.kind === "verb" || inner.kind === "noun" ? comparisonOf(baseSubject) : null;

  // "describe to support staff how our refund requests work": an explanation of a process, not a how-to for the reader.
  const explainer = input.category === "Technical Documentation" && !deliverableNamed && explainsProcess(topic);
  const system = explainer ? explainedSystem(topic) : null;
  if (explainer) deliverable = (system ? SYSTEM_EXPLAINER : EXPLAINER)[input.length];
  const all = `${topic}\n${context}`;
  const { audienceMatch, owner } = readersOf(inner.kind, subject, topic, all, deliverableNamed);
  // Documentation of a thing people use (a printer, a dishwasher) is for its users, not for developers.
  // (So is a help page for a company's own system: "staff who use the portal".)
  const docs = input.category === "Technical Documentation" && !CODE_TOPIC.test(all);
  const systemUsers = docs ? systemUsersOf(topic) : null;
  const userDocs = docs && (DEVICE.test(topic) || OFFICE_APP.test(topic) || systemUsers !== null);
  // A Raspberry Pi media server is a home project: its readers are hobbyists, not developers.
  const homeProject = input.category === "Technical Documentation" && HOME_PROJECT.test(topic);
  // A bedtime story or a picture book is for young children.
  const childrens = CHILDREN_FORM.test(`${deliverable} ${topic}`);
  // A job post is for the people who could fill the role, not for the role itself.
  const candidates =
    input.category === "Social Media" || input.category === "Marketing Copy" ? candidatesOf(subject) : null;
  // A document brings its readers: a lesson plan "for 9 year olds" is read by their teacher, a job ad by applicants.
  const doc = docOf(form);
  const docReaders = doc
    ? audienceMatch
      ? doc.readers?.(clean(audienceMatch[1]!))
      : (candidates ?? doc.audienceOf?.(topic) ?? doc.audience)
    : undefined;
  const audience = docReaders
    ? docReaders
    : candidates
      ? candidates
      : audienceMatch
        ? clean(audienceMatch[1]!)
            .replace(/^an?\s+(?=\p{Ll})/u, "the ")
            // ("email to client ...": one reader named without a determiner is "the client".)
            .replace(/^(?=(?:client|customer|supplier|vendor|manager|boss|landlord|coach)$)/i, "the ")
        : owner
          ? `the ${owner.slice(1).filter(Boolean).join("")}`
          : input.category === "Business Communication" && askedOfManager(subject)
            ? "your manager"
            : JOB_LETTER.test(deliverable)
              ? "the hiring manager"
              : /\b(?:welcome|onboarding)\b/i.test(deliverable) && NEWCOMER.exec(reading.text)
                ? `the ${NEWCOMER.exec(reading.text)![1]}`
                : CHANGE_LOG.test(deliverable)
                  ? "people upgrading from the previous version"
                  : /\bout[- ]of[- ]office\b|\bauto-?reply\b/i.test(deliverable)
                    ? "people who write in while the sender is away"
                    : childrens
                      ? "young children (about 3-7) and the adult reading aloud"
                      : (systemUsers ??
                        (userDocs
                          ? "people using it for the first time"
                          : homeProject
                            ? "hobbyists doing this at home for the first time"
                            : (form?.audience ?? profile.audience)));
  // "a bedtime story ... for my 3 year old": the child, and the adult who reads it aloud.
  const readAloud =
    childrens && audienceMatch && CHILD_READER.test(audience) ? `${audience} and the adult reading aloud` : null;
  const plainReaders = input.category === "Technical Documentation" && PLAIN_READERS.test(audience);
  // "earbuds for kids": a product for children is sold to the adults who buy it.
  const buyers =
    input.category === "Marketing Copy" && CHILD_USERS.test(audience) ? `parents buying for ${audience}` : readAloud;
  const exclude = [
    ...keywords,
    audience,
    audience.replace(/^(?:the|my|our|your)\s+/i, ""),
    ...words(deliverable),
    ...INSTRUCTION_WORDS,
    // ("from the point of view of a lighthouse": the angle is how it is told, not an element of the story.)
    "point of view",
    "perspective",
    "viewpoint",
    ...PLATFORM_WORDS,
    profile.deliverable.short,
    profile.deliverable.medium,
    profile.deliverable.long,
  ];
  // A verb-phrase topic's key points come after its verb ("tell clients ..." -> not "tell clients").
  const yesNo = yesNoQuestion(subject);
  const pointsFrom = language
    ? ""
    : comparison
      ? comparison.scope
      : yesNo
        ? yesNo.parts.join(", ")
        : WHAT_IF.test(subject)
          ? subject.replace(/^what\s+if\s+/i, "")
          : inner.kind === "verb"
            ? subject.replace(/^\S+\s+(?:(?:up|out|off|in|on|down|over)\s+)?/i, "")
            : // ("kids story about a shy dragon": the story form is what is written, its seeds come after it.)
              storyNamed
              ? subject.replace(STORY_FORM, "").replace(/^\s*(?:about|with|where|in which|of)\s+/i, "")
              : // ("the launch of our reusable cup": the cup is what is sold, not "launch of our reusable cup".)
                input.category === "Marketing Copy"
                ? subject.replace(EVENT_OF, "")
                : subject;
  // "(a message) to tell the team the office is closed": what the readers are told is the point, as a clause.
  // ("email to parents telling them the trip is off": the clause is read from the verb of telling on; "asking why
  // ..." gives the question asked.)
  const told = language
    ? null
    : input.category === "Business Communication" || input.category === "Social Media"
      ? (toldFrom(stripEnd(subject), TOLD_THAT, TOLD, ANNOUNCED_THAT, READERS_THAT) ??
        toldFrom(stripEnd(reading.text), TOLD_THAT, TOLD, ANNOUNCED_THAT, READERS_THAT))
      : (TOLD_THAT.exec(stripEnd(subject)) ?? TOLD.exec(stripEnd(subject)) ?? ANNOUNCED_THAT.exec(stripEnd(subject)));
  // "describe to new hires how our expense claims work": the subject of the clause is the point, as one phrase (the
  // tagger reads "claims" as a verb and gives "expense" and "work"), with or without who it is for after it ("how our
  // API rate limits work for customers on the free plan": "API rate limits", never "API rate" and "work").
  const asked = told
    ? null
    : /\b(?:how|why|what|when|where)\s+(?:(?:the|our|my|your|their|its|this|these)\s+)?((?:[\p{L}-]+\s+){0,3}[\p{L}-]+)\s+(work|works|happen|happens|function|functions|operate|operates|run|runs|differ|differs|matter|matters)(?:\s+(?:for|to|in|on|at|with|when|if|under|across)\s[^,;:]*)?$/iu.exec(
        stripEnd(pointsFrom),
      );
  // (A told clause ends at its first comma: "..., and I don't want them to panic" is the writer's aside; it is split
  // where it joins a second point or gives its reason.)
  // (A system explainer's first point is the system, whole: "API rate limits".)
  // (What a product does, "a CLI that converts HEIC photos to JPEG", is one point; what the topic says about what is
  // sold after its commas, "£12 per walk, insured and DBS checked", are the facts to sell, each whole.)
  const PRODUCT_CATEGORY = new Set<PromptCategory>(["Technical Documentation", "Marketing Copy"]);
  const topicFacts = input.category === "Marketing Copy" && !language ? sellingFacts(pointsFrom) : [];
  const use =
    language || told || asked || system || !PRODUCT_CATEGORY.has(input.category)
      ? null
      : relativeUse(pointsFrom.split(/\s*,\s*/)[0]!);
  const leads = told
    ? toldPoints(told[2]!)
    : asked
      ? [asked[1]!]
      : system
        ? [stripDeterminer(system)]
        : [...(use ?? []), ...topicFacts];
  const lead = leads.join(" ") || null;
  const pointsFound = [
    ...leads,
    ...(comparison?.items ?? []),
    // (A rambling brief's goal names what the piece must get across: "the first episode", "balcony tomatoes".)
    // (Its phrases of two words or more: "sound cringe", "people" say nothing as points.)
    ...keyPointsOf(
      // (A placeholder the reader put in for a missing object is not a point: "[what to compare]".)
      [pointsFrom.replace(/\[[^\]]*\]/g, ""), ...nounPhrases(brief.aim ?? "").filter((p) => p.includes(" "))].join(
        ", ",
      ),
      context,
      exclude,
      KEY_POINTS[input.length],
    ),
  ]
    // A place is where the product is sold, not a benefit to sell ("a meal-prep service in Austin" -> not "Austin");
    // nor is the product itself ("meal prep delivery service" is what is sold, not what the customer gets).
    .filter(
      (p) =>
        input.category !== "Marketing Copy" ||
        (!isPlaceName(p, all) && !sameThing(p, stripEnd(pointsFrom)) && !sameThing(p, inner.mainNoun ?? "")),
    )
    // (The clause says it already: "the office is closed" needs no "closed office"; nor its verb: "work".)
    .filter((p) => !asked || p.toLowerCase() !== asked[2]!.toLowerCase())
    .filter(
      (p, i) =>
        !lead ||
        i < leads.length ||
        (!words(p).every((w) => lead.toLowerCase().includes(w.toLowerCase())) &&
          !p.toLowerCase().includes(lead.toLowerCase())),
    );
  // (The topic's conditions, "without downtime", "from January", are points in the user's words; a point said twice in
  // two forms is said once. An image's subject is its own list.)
  // (News told to a group, "announce to staff that ...", gives them a next step as a point.)
  const limit = KEY_POINTS[input.length];
  const listed = distinctPoints(
    language || input.category === "Image Generation"
      ? pointsFound
      : readWhole(pointsFound, stripEnd(subject), input.category),
  ).slice(0, limit);
  const keyPoints =
    told && input.category === "Business Communication" && GROUP.test(audience)
      ? withNextStep(listed, audience, limit)
      : listed;

  // (An acronym alone, "API", "CSV", "NHS", is written the same by anyone: the line keeps the names a writer could get
  // wrong, people, places, firms and products, and the figures; "Python CLI" is the name "Python".)
  const facts = dedupe([...namesOf(all).map(withoutAcronym), ...figuresOf(all)]).filter((f) => f && !ACRONYM.test(f));
  const mustKeep = facts
    .filter((f) => !facts.some((g) => g !== f && new RegExp(`(?:^|\\s)${escapeRegExp(f)}(?:\\s|$)`).test(g)))
    // (German capitalises every noun: "Bäckerin" is a word, not a name to keep exactly.)
    .filter((f) => language !== "German" || /\d|\s/.test(f))
    .slice(0, 8);

  return {
    topic,
    instruction,
    subject: stripEnd(subject),
    kind: inner.kind,
    // "a post announcing that we're hiring two junior designers", not "a post hiring two junior designers".
    // ("a process explainer on how our deploy pipeline works", never "an explainer explaining ...".)
    about:
      (explainer && about === null && /^explaining\s/.test(framed.about)
        ? framed.about.replace(/^explaining\s/, "on ")
        : null) ??
      about ??
      (candidates && /^hire\s/i.test(subject)
        ? `announcing that we're hiring ${subject.replace(/^hire\s+/i, "")}`
        : framed.about),
    // ("5 what-if questions about cozy mystery stories set in ...", never "about set in ...".)
    nounForm: genre
      ? `${genre[1]!.toLowerCase()} stories ${genre[2]}`
      : storyNamed
        ? withArticle(stripEnd(subject))
        : (readersDoing(framed.nounForm, audience) ?? framed.nounForm),
    // ("Explain to clients why prices go up": the readers understand the reasons, not "clients".)
    mainNoun:
      language || about?.startsWith("with these details:")
        ? null
        : told
          ? TOLD_NOUN[told[1]!.toLowerCase()]!
          : // ("an announcement that our company is acquiring DataWave": the clause is the news, not "our company".)
            deliverableNamed &&
              new RegExp(`${escapeRegExp(deliverable.split(/\s+/).pop()!)}\\s+that\\s`, "i").test(reading.text)
            ? "the news"
            : notTheReaders(
                (input.category === "Business Communication" ? explainedNoun(topic) : null) ??
                  (input.category === "Marketing Copy" && EVENT_OF.test(subject)
                    ? mainNounOf(subject.replace(EVENT_OF, ""))
                    : null) ??
                  inner.mainNoun,
                audience,
              ),
    // ("Email to our client's finance team ...": the topic's capital is no part of a common deliverable's name;
    // "Instagram caption" and "Kickstarter campaign page" keep theirs.)
    deliverable: spellPlatforms(deliverable).replace(
      /^((?:an?\s+)?)(Email|E-mail|Memo|Letter|Note|Card|Message|Report|Proposal|Announcement|Update|Newsletter|Invitation|Post|Caption|Tweet|Article|Essay|Story|Poem|Speech|Script|Guide)\b/,
      (_m, art: string, word: string) => `${art}${word.toLowerCase()}`,
    ),
    deliverableNamed,
    target:
      reading.length ??
      docOf(form)?.fit?.(topic) ??
      form?.target[input.length] ??
      (deliverableNamed && TWEET.test(deliverable)
        ? TWEET_TARGET[input.length]
        : input.category === "Business Communication" && deliverableNamed && NOTE.test(deliverable)
          ? NOTE_TARGET[input.length]
          : input.category === "Social Media" && VIDEO.test(deliverable)
            ? VIDEO_TARGET[input.length]
            : input.category === "Marketing Copy" && deliverableNamed && OPTION_LIST.test(deliverable)
              ? OPTION_LIST_TARGET[input.length]
              : deliverableNamed && META_DESCRIPTION.test(deliverable)
                ? "140-160 characters"
                : input.category === "Marketing Copy" && deliverableNamed && SEARCH_AD.test(deliverable)
                  ? SEARCH_AD_TARGET[input.length]
                  : input.category === "Marketing Copy" && deliverableNamed && MARKETING_EMAIL.test(deliverable)
                    ? MARKETING_EMAIL_TARGET[input.length]
                    : profile.target[input.length]),
    audience: buyers ?? audience,
    audienceNamed: Boolean(audienceMatch ?? owner),
    keyPoints,
    topicFacts,
    contextSentences: [
      ...(brief.goal ? [`Aim: ${brief.goal}.`] : []),
      ...(aside ? [`${cap(stripEnd(aside.replace(/^(?:and|but|as|so)\s+/i, "")))} (the writer's note).`] : []),
      ...(context ? splitSentences(context).map((s) => clean(s.text)) : []),
    ],
    orders: notes,
    keywords,
    mustKeep,
    platform: PLATFORM_NAMES.find(([re]) => re.test(all))?.[1] ?? null,
    aspect: ASPECT_HINTS.find(([re]) => re.test(all))?.[1] ?? "3:2",
    citationStyle: CITATION_STYLE.exec(all)?.[1] ?? null,
    // "explain what Kubernetes is to my non-technical boss": plain words and no code, whatever the subject.
    codeTopic: CODE_TOPIC.test(all) && !plainReaders,
    role: plainReaders
      ? "a technical writer who explains technology in plain words to people outside the field"
      : homeProject && !audienceMatch
        ? "a technical writer who writes clear step-by-step guides for hobbyists"
        : userDocs ||
            (docs &&
              audienceMatch &&
              !/\b(?:developers?|engineers?|programmers?|devops|admins?|administrators?)\b/i.test(audience))
          ? "a senior technical writer who writes clear help articles for everyday users"
          : null,
    language,
    form,
    genre: namedGenre?.toLowerCase() ?? null,
    compared: comparison?.items ?? null,
    explainer,
    system: system && stripDeterminer(system),
  };
}

/** The same thing, whatever its determiner: "our meal prep service" and "meal prep service". */
function sameThing(a: string, b: string): boolean {
  const bare = (s: string) =>
    s
      .toLowerCase()
      .replace(/^(?:the|a|an|my|our|your|their)\s+/, "")
      .trim();
  return bare(a) !== "" && bare(a) === bare(b);
}

/** The readers are not what they must understand ("feedback for a junior developer": "the message", not "the junior
 * developer"). */
function notTheReaders(noun: string | null, audience: string): string | null {
  const bare = (s: string) => s.toLowerCase().replace(/^(?:the|a|an|my|our|your)\s+/, "");
  return noun && (bare(noun) === bare(audience) || bare(noun).startsWith(`${bare(audience)} `)) ? null : noun;
}

/** "new support agents using Zendesk" with the readers "new support agents": what the piece is about is what they
 * do ("using Zendesk"), so that "Explain ..." or "a troubleshooting section on ..." is about that, not the people. */
function readersDoing(nounForm: string, audience: string): string | null {
  const readers = audience.replace(/^(?:the|my|our|your)\s+/i, "");
  if (!readers || !nounForm.toLowerCase().startsWith(`${readers.toLowerCase()} `)) return null;
  const rest = nounForm.slice(readers.length).trim();
  return /^\p{Ll}+ing\b/u.test(rest) ? rest : null;
}

const stripDeterminer = (s: string): string => s.replace(/^(?:our|my|your|their|the|its)\s+/i, "");

export function buildPrompt(input: PromptBuilderInput): PromptBuilderResponse {
  const a = analyse(input);
  // (A named document is written under its own headings and rules, not the category's: prompt-builder.doc-forms.)
  const profile = CATEGORY_PROFILES[input.category];
  const doc = docOf(a.form);
  const b: Build = { input, profile: doc ? docProfile(profile, doc) : profile, a };
  // (Every sentence built around the user's words is checked: prompt-builder.checked.)
  const prompt = checkedPrompt(buildMainPrompt(b), input.topic, b.a.deliverable);
  return { prompt, variations: buildVariations(b), tips: buildTips(b) };
}

/** Tidies a provider's answer: trimmed texts, no blanks or duplicates (the route checks that 3 of each remain). */
export function tidyAnswer(answer: PromptBuilderResponse): PromptBuilderResponse {
  const tidy = (list: string[]) => dedupe(list.map((s) => s.trim()).filter(Boolean));
  return { prompt: answer.prompt.trim(), variations: tidy(answer.variations), tips: tidy(answer.tips) };
}
