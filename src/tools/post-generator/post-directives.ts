/**
 * Separates what a prompt says to the tool ("Write a LinkedIn post about ...", "make it fun", "mention the discount",
 * "add emojis") from what the post is about. Directives set the tone and style or name something to mention; they
 * never become post text themselves.
 */
import { hasFiniteVerb } from "./post-rewrite";
import { sentencesOf } from "./post-text";
import type { Intent, Tone } from "./post-frames.types";

/** An instruction that names the kind of post ("write a post about the launch"). */
const KINDS: [Intent, RegExp][] = [
  ["launch", /\b(?:about|announcing|for)\s+(?:the|our|my)\s+(?:\w+\s+)?(?:launch|release)\b/i],
  ["hiring", /\b(?:about|for)\s+(?:the|our|a|an)\s+(?:\w+\s+)?(?:job|opening|role|vacancy)\b/i],
  ["event", /\b(?:about|for|announcing)\s+(?:the|our|an?)\s+(?:\w+\s+)?(?:event|webinar|workshop|meetup)\b/i],
];

/** "Write a catchy LinkedIn post about ...", "instagram caption for ...", "can you write something about ...". */
const INSTRUCTION_PREFIX = new RegExp(
  String.raw`^\s*(?:(?:hey|hi|hello|ok(?:ay)?|so|please)[,!]?\s+)*(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?|i\s+(?:need|want|would\s+like|'d\s+like)\s+(?:you\s+to\s+)?|help\s+me\s+|pls\s+|please\s+)?` +
    String.raw`(?:(?:write|create|generate|make|draft|compose|craft|give\s+me|get\s+me|do|come\s+up\s+with|need|want)\s+)?(?:me\s+|us\s+)?` +
    String.raw`(?:an?\s+|some\s+|the\s+|one\s+|my\s+|our\s+)?(?:(?:short|quick|catchy|engaging|fun|professional|casual|funny|viral|punchy|brief|great|good|cool|nice|friendly|formal|playful|excited|enthusiastic|upbeat|heartfelt|little|small|new)\s+)*` +
    String.raw`(?:(?:twitter|x|linkedin|instagram|insta|ig|facebook|fb|tiktok|social(?:\s+media)?)[\s/-]*)?` +
    String.raw`(?:post|tweet|caption|update|thread|status|message|announcement|content|something|copy|text|blurb|reel\s+caption)s?\b\s*(?:(?:short|quick|fun|catchy|nice|simple|professional|casual|please|pls)\s*)?` +
    String.raw`(?:(?:for|on|to)\s+(?:twitter|x|linkedin|instagram|insta|facebook|tiktok|social\s+media|our\s+(?:page|account|socials))\b\s*)?` +
    String.raw`(?:(?:about|on|regarding|re:|for|that\s+says|saying(?:\s+that)?|to\s+say(?:\s+that)?|that|announcing(?:\s+that)?|where\s+we|where\s+i|celebrating|to\s+announce(?:\s+that)?|telling\s+(?:people|everyone|followers)(?:\s+that)?|letting\s+(?:people|everyone|followers)\s+know(?:\s+that)?)\b\s*)?[:\-–—]?\s*`,
  "i",
);

/** An instruction that is the whole sentence's start but names the subject by a verb ("help me announce that ..."). */
const HELP_PREFIX =
  /^\s*(?:please\s+)?(?:help\s+me|i\s+(?:need|want)\s+to|i'd\s+like\s+to)\s+(?=(?:announce|share|tell|thank|invite|promote|celebrate|let)\b)/i;

/** "Thank you post for our volunteers ...", "a welcome post for Dana": the kind of post names what to say. */
const KIND_POST =
  /^\s*(?:(?:write|create|make|draft|need|want|do)\s+)?(?:me\s+|us\s+)?(?:an?\s+|my\s+|our\s+)?(?:(?:short|quick|little|nice|big|heartfelt|warm)\s+)*(thank[- ]?you|thanks|appreciation|shout[- ]?out|welcome|congrats|congratulations|(?:happy\s+)?birthday)\s+(?:post|tweet|caption|note|message|shout[- ]?out)\s+(?:for|to)\s+/i;
const KIND_SAYS: [RegExp, string][] = [
  [/^(?:thank|thanks|appreciation)/i, "Thank you to "],
  [/^shout/i, "A big shout-out to "],
  [/^welcome/i, "Please welcome "],
  [/^congrat/i, "Congratulations to "],
  [/birthday/i, "Happy birthday to "],
];

/** Filler openings of rambling prompts ("ok so basically"). */
const FILLER =
  /^(?:(?:ok(?:ay)?|basically|well|um+|uh+|hey|hi|anyway|btw|alright)[,!]?\s+|so(?:,\s*|\s+(?=basically|like|um|anyway|yeah|ok|we|i\b)))+/i;

/** Tone words in a directive. */
const TONE_WORDS: [Tone, RegExp][] = [
  ["playful", /\b(funny|fun|playful|witty|humou?r(?:ous)?|cheeky|light-?hearted|silly|lol)\b/i],
  ["professional", /\b(professional|formal|corporate|serious|polished|business-?like)\b/i],
  ["casual", /\b(casual|relaxed|chill|friendly|laid-?back|informal|conversational|warm|heartfelt|personal)\b/i],
  ["enthusiastic", /\b(excited|exciting|enthusiastic|hype|hyped|energetic|upbeat|pumped)\b/i],
];

const STYLE = String.raw`(?:(?:very|really|super|a\s+bit|kind\s+of|more|less)\s+)?(?:funny|fun|playful|witty|humou?rous|cheeky|light-?hearted|professional|formal|corporate|serious|polished|casual|relaxed|chill|friendly|informal|conversational|excited|exciting|enthusiastic|upbeat|energetic|hype|warm|heartfelt|personal|short|brief|punchy|concise|simple|snappy|sweet|engaging|catchy|inspiring|motivational|emotional|positive)`;

/** Where a directive starts inside a sentence (after a comma, "and", a dash or a full stop). */
const DIRECTIVE_START = new RegExp(
  String.raw`(?:^|[,;.!:]\s*|\s+[–—-]\s*|\s+(?:and|but|also|plus)\s+)(?=(?:please\s+|also\s+|and\s+)?(?:` +
    [
      String.raw`(?:make|keep)\s+it\b`,
      String.raw`(?:add|include|use|put|throw\s+in)\s+(?:some\s+|a\s+few\s+|lots\s+of\s+|a\s+couple\s+(?:of\s+)?|plenty\s+of\s+|\d+\s+)?(?:emoji|emojis|hashtags?|a\s+(?:cta|call\s+to\s+action|question|hashtag))`,
      String.raw`(?:no|without|skip\s+the|don'?t\s+use\s+(?:any\s+)?)\s+(?:emoji|emojis|hashtags?)`,
      String.raw`(?:in|with)\s+an?\s+${STYLE}(?:\s+and\s+${STYLE})?\s+(?:tone|voice|style|vibe|way)`,
      String.raw`(?:tone|style)\s*:`,
      String.raw`(?:don'?t\s+forget\s+to\s+|be\s+sure\s+to\s+|make\s+sure\s+to\s+)?(?:mention|highlight|emphasi[sz]e|stress|note)\b`,
      String.raw`(?:anyway\s+)?(?:can|could|would)\s+you\s+(?:please\s+)?(?:write|make|create|draft|turn)`,
      // "write it down instead" is advice in the post, not an instruction to the tool.
      String.raw`(?:write|do)\s+it\b(?!\s+(?:down|yourself|out)\b)`,
      String.raw`(?:max(?:imum)?|under|at\s+most|no\s+more\s+than)\s+\d+\s+(?:char|word)`,
      String.raw`end\s+(?:it\s+)?with\s+a\s+(?:question|call)`,
      String.raw`tag\s+@`,
    ].join("|") +
    "))",
  "i",
);

const MENTION =
  /^(?:please\s+|also\s+|and\s+)?(?:don'?t\s+forget\s+to\s+|be\s+sure\s+to\s+|make\s+sure\s+to\s+)?(?:mention|highlight|emphasi[sz]e|stress|note)\s+(?:that\s+)?/i;

interface Reading {
  /** The sentences about the subject of the post, instructions removed. */
  content: string[];
  /** Noun phrases the prompt asks to mention ("mention the free tasting on Saturday" -> "the free tasting on Saturday"). */
  mentions: string[];
  /** Tone asked for, if any. */
  tone: Tone | null;
  /** Emoji asked for (true) or refused (false). */
  emoji: boolean | null;
  /** "keep it short". */
  short: boolean;
  /** "no hashtags". */
  noHashtags: boolean;
  /** Hashtags written in the prompt, in order. */
  userTags: string[];
  /** The kind of post an instruction names ("... write a post about the launch"). */
  kind: Intent | null;
}

/** Applies one directive clause to the reading. */
function applyDirective(clause: string, r: Reading): void {
  const c = clause.replace(/^[\s,;.!:–—-]+|^(?:and|but|also|plus)\s+/gi, "").trim();
  if (MENTION.test(c)) {
    const what = c
      .replace(MENTION, "")
      .replace(/[.!]+$/, "")
      .trim();
    if (!what) return;
    if (/^(?:that|how|why)\b/i.test(clause.replace(/^.*?(?:mention|highlight|emphasi[sz]e|stress|note)\s+/i, "")))
      r.content.push(what);
    else if (/\b(?:is|are|was|were|will|can|has|have|opens?|starts?|runs?|closes?)\b/.test(what)) r.content.push(what);
    else r.mentions.push(what);
    return;
  }
  for (const [tone, re] of TONE_WORDS) if (re.test(c)) r.tone ??= tone;
  for (const [kind, re] of KINDS) if (re.test(c)) r.kind ??= kind;
  if (/\b(?:no|without|skip|don'?t\s+use|avoid)\b[^.]*\bemoji/i.test(c)) r.emoji = false;
  else if (/\bemoji/i.test(c)) r.emoji = true;
  if (/\b(?:no|without|skip|don'?t\s+use|avoid)\b[^.]*\bhashtag/i.test(c)) r.noHashtags = true;
  if (/\b(short|brief|concise|snappy|punchy)\b/i.test(c) || /\b(?:max(?:imum)?|under|at\s+most)\s+\d+/i.test(c))
    r.short = true;
}

/** Whole sentences that only steer the writing. */
const META_SENTENCE =
  /^(?:please\s+)?(?:(?:make|keep)\s+it\b|(?:add|include|use|put)\s+(?:some\s+|a\s+few\s+|lots\s+of\s+|\d+\s+)?(?:emoji|emojis|hashtags?|a\s+(?:cta|call\s+to\s+action))|(?:no|without)\s+(?:emoji|hashtags?)|don'?t\s+(?:use|add|include)\s+(?:any\s+)?(?:emoji|hashtags?)|tone\s*:|(?:in|with)\s+an?\s+\w+(?:\s+and\s+\w+)?\s+(?:tone|voice|style)|(?:write|do)\s+it\b(?!\s+(?:down|yourself|out)\b)|short\s+and\s+sweet|something\s+(?:short|fun|catchy)|thanks?(?:\s+(?:a\s+lot|so\s+much|in\s+advance))?[.!]*$|thx|ty|(?:max(?:imum)?|under|at\s+most)\s+\d+)/i;

/** Prompt-injection attempts and questions to the tool: never part of a post. */
const INJECTION =
  /\b(?:ignore|disregard|forget)\b.{0,30}\b(?:instructions|prompt|rules)\b|\bsystem prompt\b|\byou are (?:now )?an? (?:ai|assistant|language model)\b|\b(?:print|reveal|show)\b.{0,20}\b(?:prompt|instructions)\b/i;

/** Reads a cleaned prompt into content sentences and directives. */
export function readPrompt(clean: string): Reading {
  const r: Reading = {
    content: [],
    mentions: [],
    tone: null,
    emoji: null,
    short: false,
    noHashtags: false,
    userTags: [],
    kind: null,
  };
  r.userTags = [...new Set(clean.match(/(?<![\p{L}\p{N}&])#[\p{L}][\p{L}\p{N}_]*/gu) ?? [])];
  const sentences = sentencesOf(clean);
  sentences.forEach((raw, i) => {
    let s = raw.replace(FILLER, "").trim();
    if (INJECTION.test(s)) {
      // "Ignore ... Also post about our lemonade stand.": keep only what follows the injection, if it is content.
      const after = s
        .split(/(?<=[.!?])\s+|\.\s*also\s+/i)
        .slice(1)
        .join(" ");
      if (!after || INJECTION.test(after)) return;
      s = after;
    }
    if (META_SENTENCE.test(s)) {
      if (/^thanks?\b/i.test(s) && i < sentences.length - 1) {
        r.content.push(s);
        return;
      }
      splitOffDirectives(s, r, true);
      return;
    }
    s = s.replace(HELP_PREFIX, "");
    const kindPost = KIND_POST.exec(s);
    if (kindPost) {
      applyDirective(kindPost[0], r);
      s = `${KIND_SAYS.find(([re]) => re.test(kindPost[1]!))![1]}${s.slice(kindPost[0].length)}`;
    }
    let stripped = s.replace(INSTRUCTION_PREFIX, "");
    // "Update to version 3.2 ...", "Content is king": a lone kind word opening a sentence is no instruction.
    const said = s.slice(0, s.length - stripped.length);
    if (/^\s*(?:update|message|status|content|copy|text|thread|something|announcement)s?\s*$/i.test(said)) stripped = s;
    // "The new update to our app adds dark mode": a kind word that asks nothing (no "write", no "about", no colon) and
    // goes on with its own phrase is the sentence's subject.
    if (
      !/\b(?:write|create|generate|make|draft|compose|craft|give|get|do|come|need|want|can|could|would|will|help|please|pls)\b/i.test(
        said,
      ) &&
      !/(?:about|on|regarding|re:|for|saying|says|say|that|announcing|celebrating|[:\-–—])\s*$/i.test(said) &&
      /^(?:to|of|with|from|in|is|are|was|has|adds|brings|includes)\b/i.test(stripped)
    )
      stripped = s;
    if (stripped !== s) {
      const prefix = s.slice(0, s.length - stripped.length);
      applyDirective(prefix, r);
      // "Can you write a post saying I'm open to work?": the question mark belongs to the request.
      s = /^\s*(?:\S+\s+)?(?:can|could|would|will)\s+you\b/i.test(prefix) ? stripped.replace(/\?$/, ".") : stripped;
      // "a post about how our plant survived ...": the clause after "how" is the news ("how to ..." stays a topic).
      const how = /^(?:how|that)\s+(?!to\b)(.+)$/is.exec(s);
      if (how && /\babout\s*$/i.test(prefix) && hasFiniteVerb(how[1]!))
        s = `${how[1]![0]!.toUpperCase()}${how[1]!.slice(1)}`;
    }
    if (!s.trim()) return;
    splitOffDirectives(s, r, false);
  });
  return r;
}

/** Cuts directive clauses off a sentence ("..., keep it casual and add emojis") and keeps the content before them. */
function splitOffDirectives(s: string, r: Reading, wholeIsDirective: boolean): void {
  const parts: string[] = [];
  let rest = s;
  let m: RegExpExecArray | null;
  let guard = 0;
  while ((m = DIRECTIVE_START.exec(rest.slice(1))) && guard++ < 10) {
    const at = m.index + 1;
    parts.push(rest.slice(0, at));
    rest = rest.slice(at);
  }
  parts.push(rest);
  const [head, ...directives] = wholeIsDirective ? ["", ...parts] : parts;
  // A directive such as "can you write a linkedin post about the launch" only names the topic again: it is dropped.
  for (const d of directives) applyDirective(d, r);
  const content = (head ?? "").replace(/[\s,;:–—-]+$/u, "").trim();
  if (content && /[\p{L}\p{N}]/u.test(content))
    r.content.push(/[.!?]$/.test(content) || !/[.!?]$/.test(s) ? content : `${content}${s.slice(-1)}`);
}
