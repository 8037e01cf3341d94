import nlp from "compromise";
import { keyPhrases } from "../../shared/text/keyphrases";
import { escapeRegExp } from "../../shared/text/regexp";

/**
 * Key points and figures as whole phrases, never fragments: noun phrases from a chunker over compromise's tags ("a 4-day work
 * week pilot", "the coast of Maine"), cleaned of leading articles, trailing prepositions and punctuation; a number
 * stays with its noun ("4-day work week pilot", "2,000 banks"). RAKE (shared/text/keyphrases.ts) is the fallback
 * when the chunker finds no noun phrase.
 */
const LEAD = /^(?:a|an|the|this|that|these|those|some|any|each(?! other)|every|our|my|your|their|his|her|its)\s+/i;
const PRONOUN =
  /^(?:it|they|we|you|i|he|she|this|that|these|those|them|us|me|him|her|our|my|your|their|its|his|one|someone|something|everything|anything|nothing|everyone|everybody|anyone|anybody|nobody|no one|somebody|others|other|another)$/i;
/** Words a key point is never made of alone: length units, vague nouns, request words. */
const HOLLOW =
  /^(?:words?|characters?|lines?|sentences?|paragraphs?|pages?|things?|stuff|ideas?|tips?|ways?|lot|lots|kind|sort|type|bit|time|set|part|example|help|please|day|week|month|year|hour|minute|home)$/i;

/** Nouns that are also verbs and end a noun phrase before a preposition ("social media use on sleep"). */
const NOUN_USE =
  /^(?:use|misuse|abuse|work|cost|care|design|access|support|control|reform|change|transfer|return|trade|travel|study|review|search|intake|demand|supply|spending|play)$/i;

/** Nouns that are also verbs and end a noun phrase before a preposition or at its end ("the water cycle"). */
const NOUN_ENDING = /^(?:cycle|cycles|plan|plans|offer|offers|schedule|layout|setup|budget|timetable)$/i;

function clean(np: string): string {
  return np
    .replace(/[.,;:!?"“”]+$/u, "")
    .replace(/^[,;:"“”\s]+/u, "")
    .replace(/\s+(?:of|for|in|on|to|with|at|by|from|and|or)$/i, "")
    .replace(LEAD, "")
    .trim();
}

interface Term {
  text: string;
  pre: string;
  post: string;
  tags: Set<string>;
}

const has = (t: Term | undefined, ...tags: string[]) => Boolean(t && tags.some((g) => t.tags.has(g)));
const STARTER = /^(?:a|an|the|this|that|these|those|our|my|your|their|his|her|its)$/i;
/** Titles written with a full stop before a name ("Dr. Amara Okafor"). */
const TITLES = "Dr|Mr|Mrs|Ms|Prof|Sr|Jr|St";
const TITLE = new RegExp(`^(?:${TITLES})$`);
const PREPOSITION = /^(?:in|on|at|to|for|with|from|by|of|into|onto|without)$/i;
/** Verbs of liking ("loved", "enjoys"): a gerund after one is what is liked, a noun. */
const LIKING_STEM = "(?:lov|lik|enjoy|hat|ador|miss|prefer)";
const LIKING = new RegExp(`^${LIKING_STEM}(?:e|es|ed|s|ing)?$`, "i");

type Tagged = { terms: { text: string; pre: string; post: string; tags: string[]; offset: { start: number } }[] }[];
let lastTagged: { text: string; json: Tagged } | null = null;

/** compromise's reading of a text, with offsets. The last text's is kept: `figuresOf` reads the text `nounPhrases`
 * has just tagged. */
function tagged(text: string): Tagged {
  if (lastTagged?.text !== text) lastTagged = { text, json: nlp(text).json({ offset: true }) as Tagged };
  return lastTagged.json;
}

/** Noun phrases by a small chunker over compromise's tags: a run of adjectives, numbers and nouns ending on a noun
 * (a modifier the tagger reads as a verb, "billing" in "legacy billing system", is kept when a noun follows);
 * "X of Y" stays one phrase. Determiners start a phrase, prepositions, verbs and punctuation end it. */
/** Verbs of moving, starting and ending that the tagger reads as plural nouns after a noun ("our office moves to
 * Leeds", "the contract ends on 30 June"). */
export const MOVING_VERB =
  /^(?:moves|ends|starts|opens|closes|runs|goes|comes|falls|lands|arrives|returns|launches|begins|finishes|expires|happens|shifts|switches|changes|relocates|reopens|resumes|stops|leaves|departs|lasts|takes|kicks|wraps|goes|rolls|ships|drops|turns|grows|rises|closes|expands|travels)$/i;

function chunks(text: string): string[] {
  const json = tagged(text);
  const out: string[] = [];
  for (const sentence of json) {
    const all: Term[] = sentence.terms.map((t) => ({
      text: t.text,
      pre: t.pre,
      post: t.post,
      tags: new Set(t.tags),
    }));
    // "my grandmother's sewing machine": compromise reads the possessive as "grandmother is" and adds an unwritten
    // "is"; before a noun or a gerund it is a possessive, so the unwritten word goes.
    const terms = all.filter((t, i) => {
      const prev = all[i - 1];
      if (
        t.text !== "" ||
        !prev ||
        !/['’]s$/.test(prev.text) ||
        !has(all[i + 1], "Noun", "Gerund", "Hyphenated", "Adjective")
      )
        return true;
      prev.post += `${t.pre}${t.post}`;
      // ("my best friend's wedding": after a possessive the "-ing" word is the thing owned, a noun.)
      const owned = all[i + 1];
      if (owned && has(owned, "Gerund") && !has(owned, "Noun")) {
        owned.tags.delete("Verb");
        owned.tags.delete("Gerund");
        owned.tags.delete("PresentTense");
        owned.tags.add("Noun");
      }
      return false;
    });
    // "winter coats 30% off": a plural the tagger reads as a verb before a figure and "off" is the noun on offer.
    terms.forEach((t, i) => {
      if (
        t.tags.has("Verb") &&
        /s$/i.test(t.text) &&
        /^(?:[$€£]?\d[\d.,]*%?|half)$/i.test(terms[i + 1]?.text ?? "") &&
        /^(?:off|price|priced)$/i.test(terms[i + 2]?.text ?? "")
      ) {
        for (const tag of ["Verb", "PresentTense", "Infinitive"]) t.tags.delete(tag);
        t.tags.add("Noun").add("Plural");
      }
    });
    // "a heist story set on a cruise ship", "a mystery set in 1920s Cairo": "set" before a place is the participle
    // that ends the noun phrase, not a noun of it.
    terms.forEach((t, i) => {
      if (
        /^(?:set|based|located|placed)$/i.test(t.text) &&
        has(terms[i - 1], "Noun", "Adjective") &&
        /^(?:in|on|at|during|among|aboard|inside|around|near|between|after|before)$/i.test(terms[i + 1]?.text ?? "")
      ) {
        t.tags.clear();
        t.tags.add("Verb");
        t.tags.add("PastTense");
        const next = terms[i + 1]!;
        next.tags.delete("Verb");
        next.tags.delete("Particle");
        next.tags.delete("PhrasalVerb");
        next.tags.add("Preposition");
      }
    });
    // ("API keys in our service": the tagger reads "keys in" as a phrasal verb, "in" as its particle.)
    terms.forEach((t, i) => {
      const next = terms[i + 1];
      if (
        has(t, "Particle") &&
        PREPOSITION.test(t.text) &&
        has(next, "Noun", "Determiner") &&
        !has(next, "Date", "Month", "WeekDay", "Value")
      ) {
        t.tags.delete("Verb");
        t.tags.add("Preposition");
      }
    });
    // "my dad who loved fishing and bad puns": a gerund with no object after a verb of liking is a noun.
    terms.forEach((t, i) => {
      if (
        has(t, "Gerund") &&
        LIKING.test(terms[i - 1]?.text ?? "") &&
        (!terms[i + 1] || has(terms[i + 1], "Conjunction") || /[,;:.!?]/.test(t.post))
      )
        t.tags.add("Noun");
    });
    let run: Term[] = [];
    const close = () => {
      while (run.length && !has(run[run.length - 1], "Noun", "Value")) run.pop();
      if (run.length)
        out.push(
          run
            .map((t, i) => `${i ? t.pre : ""}${t.text}${i < run.length - 1 ? t.post : ""}`)
            .join("")
            .replace(/\s+/g, " ")
            .trim(),
        );
      run = [];
    };
    for (let i = 0; i < terms.length; i++) {
      const t = terms[i]!;
      const next = terms[i + 1];
      // ("a new MacBook (Homebrew, Node 20)": an opening bracket starts a new phrase.)
      if (run.length && /[([]/.test(`${run[run.length - 1]!.post}${t.pre}`)) close();
      // "junior employee mentoring", "peer tutoring in maths": a gerund after a noun, with no object of its own
      // (the phrase ends with it), is the head noun of a compound.
      if (
        run.length > 0 &&
        has(t, "Gerund") &&
        has(run[run.length - 1], "Noun") &&
        !has(run[run.length - 1], "Pronoun", "ProperNoun") &&
        (!next || has(next, "Preposition", "Conjunction") || /[,;:.!?]/.test(t.post))
      )
        t.tags.add("Noun");
      // ("all-hands": the first part of a hyphenated noun goes with it, whatever its own tag.)
      const nominal =
        (has(t, "Noun", "Adjective", "Value", "Possessive") && !has(t, "Pronoun")) ||
        STARTER.test(t.text) ||
        (has(t, "Hyphenated") && t.post === "-" && has(next, "Hyphenated") && has(next, "Noun"));
      const prev = terms[i - 1];
      const opens = run.length > 0 || !prev || /[,;:]/.test(prev.post) || STARTER.test(prev.text);
      // A finite verb after a noun or a relative word ("languages have more words", "a bottle that keeps drinks
      // cold") is the verb of a clause, not a modifier of the noun after it.
      const finite =
        has(t, "PresentTense") &&
        !has(t, "Gerund") &&
        (has(prev, "Noun") || /^(?:that|which|who)$/i.test(prev?.text ?? ""));
      const modifier =
        !finite &&
        (has(t, "Verb") || /\p{L}-\p{L}/u.test(t.text)) &&
        !has(t, "Copula", "Modal", "Auxiliary") &&
        (!has(t, "PastTense") || STARTER.test(prev?.text ?? "") || has(prev, "Adjective")) &&
        has(next, "Noun", "Adjective") &&
        !/[,;:.!?]/.test(t.post) &&
        (opens || has(t, "Gerund") || /-/.test(t.text));
      // A noun the tagger reads as a verb at the end of a phrase ("rate limits for", "a $40,000 budget for").
      const ends = !next || has(next, "Preposition", "Conjunction") || /[,;:.!?]/.test(t.post);
      const pluralNoun =
        run.length > 0 &&
        has(t, "Verb") &&
        !has(t, "Copula", "Modal", "Auxiliary", "Gerund", "PastTense") &&
        ends &&
        // ("a library that moves between cities": after a relative "that" the -s word is the clause's verb.)
        !/^(?:that|which|who)$/i.test(run[run.length - 1]!.text) &&
        ((/s$/.test(t.text) && has(run[run.length - 1], "Noun")) ||
          has(run[run.length - 1], "Value", "Adjective", "Determiner"));
      if (STARTER.test(t.text) && run.length && !/^(?:of|in)$/i.test(run[run.length - 1]!.text)) close();
      // "-s" after a noun and before "on/to/at/in ..." is the verb the tagger read as a plural noun: "the contract ends
      // on 30 June", "our office moves to Leeds" (but "rate limits for partners" stays a noun phrase).
      if (
        run.length &&
        /s$/.test(t.text) &&
        // (Only a verb that says where or when something goes: "school uniforms on student behaviour" is a noun.)
        MOVING_VERB.test(t.text) &&
        has(t, "Noun") &&
        !has(t, "ProperNoun") &&
        (has(run[run.length - 1], "Singular") ||
          (has(run[run.length - 1], "Verb") && !/s$/.test(run[run.length - 1]!.text))) &&
        (/^(?:on|at|to|into|from|by|until|before|after|next|this|every|today|tomorrow|up|down)$/i.test(
          next?.text ?? "",
        ) ||
          // ("moves in March" is a verb, "test scores in primary school" a noun.)
          (/^in$/i.test(next?.text ?? "") && has(terms[i + 2], "Date", "Month", "Value", "WeekDay")) ||
          has(next, "WeekDay", "Month"))
      ) {
        run[run.length - 1]!.tags.add("Noun"); // its subject's head, whatever the tagger said ("contract")
        close();
        continue;
      }
      // "social media use on sleep", "water use in farms": a verb-like noun after a noun, before a preposition.
      // "let the team work from home": after let / make / help ..., the noun's next word is its verb, not "team work".
      const causative = /^(?:let|lets|make|makes|help|helps|have|has|watch|see|hear)$/i.test(
        terms[i - run.length - 1]?.text ?? "",
      );
      if (causative && run.length > 0 && has(run[run.length - 1], "Noun") && NOUN_USE.test(t.text)) {
        close();
        continue;
      }
      const nounUse =
        !causative &&
        run.length > 0 &&
        has(run[run.length - 1], "Noun") &&
        ((NOUN_USE.test(t.text) && has(next, "Preposition") && !/[,;:.!?]/.test(t.post)) ||
          // ("the water cycle for year 4", "the product life cycle": a noun the tagger reads as a verb.)
          (NOUN_ENDING.test(t.text) && (!next || has(next, "Preposition") || /[,;:.!?]/.test(t.post))));
      if (nounUse) {
        t.tags.add("Noun");
        run.push(t);
        close();
        continue;
      }
      if (pluralNoun) t.tags.add("Noun");
      // "from home two days a week": a number after a common noun starts a new phrase ("Windows 11" stays one).
      const last = run[run.length - 1];
      // ("our bakery's 10th anniversary" stays one: a possessive goes with what follows it.)
      if (
        has(t, "Value") &&
        last &&
        has(last, "Noun") &&
        !has(last, "ProperNoun", "Value", "Possessive", "Determiner") &&
        // ("OAuth 2.0": a word with a capital is a name, and the number its version.)
        !/\p{Lu}/u.test(last.text) &&
        !/['’]s$/.test(last.text)
      )
        close();
      // ("a D&D one-shot": the second half of a hyphenated word goes with the first, whatever the tagger says.)
      if (run.length && prev?.post === "-" && has(t, "Hyphenated")) {
        t.tags.add("Noun");
        run.push(t);
        if (/[,;:.!?)]/.test(t.post)) close();
        continue;
      }
      if (nominal || modifier || pluralNoun) {
        run.push(t);
        // ("Dr. Amara Okafor": a title's full stop does not end the phrase.)
        if (/[,;:.!?)]/.test(t.post) && !(TITLE.test(t.text) && /^\.\s*$/.test(t.post))) close();
        continue;
      }
      if (
        /^of$/i.test(t.text) &&
        run.length &&
        has(next, "Noun", "Adjective", "Value", "Possessive", "Determiner") &&
        run.length < 4
      ) {
        run.push(t);
        continue;
      }
      // "a message in a bottle", "a cabin in the woods": one noun, then "in a/the" and a noun, is one thing.
      const after = terms[i + 2];
      if (
        /^in$/i.test(t.text) &&
        run.length > 0 &&
        run.length === 1 + (STARTER.test(run[0]!.text) ? 1 : 0) &&
        has(run[run.length - 1], "Noun") &&
        /^(?:a|an|the)$/i.test(next?.text ?? "") &&
        has(after, "Noun") &&
        !has(after, "Date", "Value") &&
        !/[,;:.!?]/.test(t.post)
      ) {
        run.push(t);
        continue;
      }
      close();
    }
    close();
  }
  return out.filter((f, i) => !out.some((g, j) => j !== i && g.length > f.length && g.includes(f)));
}

/** Noun phrases of a text in order, cleaned (articles kept with `keepArticle`), without pronouns or hollow words. */
export function nounPhrases(text: string, keepArticle = false): string[] {
  const out: string[] = [];
  for (const raw of chunks(text)) {
    const article = keepArticle ? (LEAD.exec(raw.trim())?.[0] ?? "") : "";
    let np = clean(raw) && `${article}${clean(raw)}`;
    // "each other's thoughts", not "other's thoughts".
    const reciprocal = /^other['’]s\b/i.test(np) ? /\b(each|one) other['’]s/i.exec(text) : null;
    if (reciprocal) np = `${reciprocal[1]} ${np}`;
    // "our team's win", "my sister's bakery": a possessive keeps its determiner ("team's win" reads as a note).
    const possessor = /^([\p{L}-]+(?:['’]s|s['’]))\s/u.exec(np);
    if (possessor && !reciprocal) {
      const owner = new RegExp(
        `\\b(our|my|your|their|his|her|its|the)\\s+${escapeRegExp(possessor[1]!)}\\s`,
        "iu",
      ).exec(text);
      if (owner && !np.toLowerCase().startsWith(`${owner[1]!.toLowerCase()} `)) np = `${owner[1]!.toLowerCase()} ${np}`;
    }
    // "a keeper's cat watching a storm": a gerund with its own object ends the noun phrase before it.
    const gerund = /\s(\p{Ll}+ing)$/u.exec(np);
    if (
      gerund &&
      // (So does one with an infinitive: "a bear learning to ride a bicycle".)
      new RegExp(
        `\\b${gerund[1]}\\s+(?:a|an|the|his|her|their|our|my|your|its|this|that|to\\s+\\p{Ll}+)\\b`,
        "iu",
      ).test(text)
    )
      np = np.slice(0, gerund.index);
    // "Compare London, Stockholm and New York": an order's verb that opens a sentence is no part of the name after it.
    np = np.replace(
      /^(?:Compare|Contrast|Analy[sz]e|Evaluate|Assess|Examine|Explore|Discuss|Include|Mention|Cover|Highlight|Feature|Tag|Thank)\s+(?=\S)/u,
      "",
    );
    // ("our rent goes up 5%": a verb of moving before "up"/"to"... ends the phrase before it, whatever the tagger said.)
    const moving = /\s(\p{Ll}+)$/u.exec(np);
    if (
      moving &&
      MOVING_VERB.test(moving[1]!) &&
      new RegExp(`\\b${escapeRegExp(np)}\\s+(?:up|down|to|on|at|from|by|until|in|back)\\b`, "iu").test(text)
    )
      np = np.slice(0, moving.index);
    if (!np || PRONOUN.test(np) || HOLLOW.test(np) || !/\p{L}{2,}/u.test(np)) continue;
    if (/^[$€£]?\d[\d,.]*%?$/.test(np)) continue;
    // "the thieves are all retirees", "all hiking gear": a quantifier before a plural is no part of the point.
    np = np.replace(/^(?:all|both|most|many)\s+(?=\p{L}{3,})/iu, "");
    out.push(np);
  }
  return out.filter((f, i) => !out.some((g, j) => j !== i && g.length > f.length && g.includes(f)));
}

const lower = (s: string) => s.toLowerCase();

const opensSentenceAt = (text: string, at: number) =>
  at === 0 || /(?:[.!?:]["'”’)]*\s*|\n\s*)$/.test(text.slice(Math.max(0, at - 4), at));

/** A run of capitalised words, with a title before it ("Dr. Amara Okafor": a title's full stop is no sentence end). */
const NAME_RUN = new RegExp(
  String.raw`\b(?:(?:${TITLES})\.[ \t]+)?\p{Lu}[\p{L}\p{N}'’&-]*(?:[ \t]+(?:of |de |van |von |the )?\p{Lu}[\p{L}\p{N}'’&-]*)*`,
  "gu",
);

/** Capitalised names of a text ("Ada Brennan", "HTTP", "Google Drive"). A capital that only opens a sentence is not
 * one, unless the text also capitalises the word inside a sentence ("Pennywise is free ... with Pennywise"). */
/** Orders a topic opens with that the tagger, seeing the word alone, reads as a noun ("Pitch Acme's CFO ..."). */
const OPENING_ORDER =
  /^(?:compare|email|e-mail|pitch|brainstorm|onboard|critique|tweet|recruit|dm|message|text|list|name|post|call|book|outline|draft|plan|design|review|summari[sz]e|contrast|research|script|caption)$/i;

export function namesOf(text: string): string[] {
  const out: string[] = [];
  const capitalisedInside = (word: string) =>
    [...text.matchAll(new RegExp(`\\b${escapeRegExp(word)}\\b`, "gu"))].some((m) => !opensSentenceAt(text, m.index));
  for (const m of text.matchAll(NAME_RUN)) {
    if (m[0] === "I" || /^I['’]/.test(m[0])) continue;
    let name = m[0];
    if (opensSentenceAt(text, m.index) && /^\p{Lu}\p{Ll}/u.test(name)) {
      const first = name.split(/\s+/)[0]!;
      // ("Black Friday sale", "New York trip": a capitalised adjective or noun before a name is part of it; "Write
      // Python code", "The Beatles": a verb or a determiner that opens the sentence is not.)
      const partOfName =
        first !== name &&
        !STARTER.test(first) &&
        !OPENING_ORDER.test(first) &&
        !nlp(first).has("(#Verb|#Pronoun|#Preposition|#Conjunction)");
      if (!capitalisedInside(first) && !partOfName) name = name.slice(first.length).trim();
    }
    if (name) out.push(name);
  }
  return out;
}

const DATE_WORD =
  /^(?:(?:this|next|last|every|each)\s+)?(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|yesterday|tonight|weekend|week|month|year|quarter|morning|afternoon|evening|summer|winter|spring|autumn)$/i;
/** A count alone ("two" of "hiring two backend engineers" once the readers are taken out) is no point. */
const NUMBER_WORD =
  /^(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozens?|hundreds?|thousands?|several|a few|few|many|some|all)$/i;
/** A gerund with the place or thing it is done at: "working from home", "living in Lisbon". */
const GERUND_PLACE = (gerund: string) =>
  `\\b${escapeRegExp(gerund)}\\s+(?:from|at|in|on|with|for|abroad|remotely|online|outdoors)(?:\\s+(?:the\\s+|a\\s+|an\\s+)?[\\p{L}-]+)?`;

/** "how four day work weeks' affect staff", "does a work week's affect last": in a question, an apostrophe before a
 * verb of effect is a slip for a plural subject (the point is "four day work weeks", never "weeks' affect staff"). */
const STRAY_APOSTROPHE =
  /\b(\p{L}+?)s?['’]s?\s+(?=(?:affect|impact|change|shape|help|hurt|harm|improve|reduce|increase|influence|drive|cause|boost|lower|raise|benefit)\s+(?!(?:on|of|for|in|to|is|are|was|were)\b)\p{L})/giu;
function withoutStrayApostrophe(text: string): string {
  return /\b(?:how|why|whether|if|do|does|did|can|could|will|would|should)\s/i.test(text)
    ? text.replace(STRAY_APOSTROPHE, "$1s ")
    : text;
}

/** Idioms whose nouns are no topic ("leave the door open" is no point about a door). */
const IDIOM =
  /\b(?:leav|keep|hold)\w*\s+the\s+door\s+open\b|\bin\s+the\s+loop\b|\bget\w*\s+the\s+ball\s+rolling\b|\bon\s+the\s+same\s+page\b|\bto\s+the\s+table\b|\btouch\w*\s+base\b|\bon\s+board\b|\bback\s+on\s+track\b|\bthink\w*\s+outside\s+the\s+box\b/gi;

/** A clause with a personal subject: "I'm burned out", "we have moved", "it was cancelled". */
const PERSONAL_CLAUSE =
  /\b(?:i|we|you|they|it)(?:['’](?:m|re|ve|s|ll|d)|\s+(?:am|are|is|was|were|have|has|had|can(?:no|['’])t|will|won['’]t|need|want|feel))\b/i;

/** The clauses of a topic as points ("I'm burned out", "without sounding like I'm quitting"), without the people
 * it addresses (in `exclude`) before the first. */
function clausePoints(subject: string, exclude: string[]): string[] {
  return subject
    .split(/[,;]\s*|\s+(?=(?:without|while|because|but|so that|even though|although|since|unless)\b)/i)
    .map((part, i) => {
      let p = part.trim();
      if (i === 0)
        for (const e of exclude)
          if (e && p.toLowerCase().startsWith(`${e.toLowerCase()} `)) p = p.slice(e.length).trim();
      // "my manager I'm burned out": the person addressed before the clause.
      if (i === 0) p = p.replace(/^(?:(?:my|our|the|your)\s+)?\p{Ll}+\s+(?=(?:i|we|you|they|it)(?:['’]|\s))/iu, "");
      return p.replace(/[.!?]+$/, "");
    })
    .filter((p) => p.split(/\s+/).length >= 2 && PERSONAL_CLAUSE.test(p));
}

/** What is wrong with a thing, said after it, goes before it: "whose order arrived damaged" -> "damaged order",
 * "the heating is broken" -> "broken heating" (a bare "order" says nothing as a point). */
function withState(phrase: string, text: string): string {
  if (phrase.split(/\s+/).length > 2) return phrase;
  const state = new RegExp(
    `\\b${escapeRegExp(phrase)}\\s+(?:arrived|came|is|was|were|are|got|has been|have been|keeps? getting)\\s+(broken|late|lost|missing|wrong|faulty|stolen|delayed|damaged|cancell?ed|leaking|blocked|overdue|\\p{Ll}+(?:ed|en))\\b(?!\\s+(?:by|to|for|with|on|in|at)\\b)`,
    "iu",
  ).exec(text);
  return state ? `${state[1]!.toLowerCase()} ${phrase}` : phrase;
}

const DETERMINER_WORDS = "(?:the|a|an|our|my|your|their|its|his|her|this|that|these|those)";
const MEASURE =
  /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve)[- ](?:day|week|month|year|hour|minute|night|step|page|part)$/i;

/**
 * A point the chunker cut at a verb or short of what it names, made whole from the text it came from:
 * "deploy pipeline works" (of "how our deploy pipeline works") -> "deploy pipeline"; "reset" (of "how to reset a
 * password") -> nothing; "work" (of "let me work from home") -> "work from home"; "three day" (of "three day
 * weekends") -> "three day weekends"; "city" (of "a city where it never stops raining") -> the city with its clause.
 */
function wholePoint(point: string, text: string): string | null {
  const p = escapeRegExp(point);
  // The subject of a "how/why/what ..." clause, with the clause's verb glued on (the clause ends after it: in "how
  // four day school weeks affect pupils" the verb comes after the point, and "weeks" is its noun).
  const clause = new RegExp(
    `\\b(?:how|why|what|when|where|whether|if)\\s+(?:${DETERMINER_WORDS}\\s+)?${p}(?=\\s*(?:$|[,.;:!?]|(?:for|to|in|on|at|with|by|from|after|before|when|if|and|but)\\b))`,
    "i",
  ).test(text);
  const words = point.split(/\s+/);
  if (clause && words.length > 1 && /^\p{Ll}+(?:s|ed)$/u.test(words.at(-1)!) && !/ss$/.test(words.at(-1)!))
    return words.slice(0, -1).join(" ");
  if (words.length === 1) {
    // A bare verb after "to" or a pronoun object: with the place it names, or not a point.
    const verb = new RegExp(
      `\\b(?:to|me|us|you|them|him|her)\\s+${p}\\s+((?:from|at|in|on)\\s+\\p{Ll}+|${DETERMINER_WORDS}\\b)`,
      "iu",
    ).exec(text);
    if (verb) return /^(?:from|at|in|on)\s/i.test(verb[1]!) ? `${point} ${verb[1]}` : null;
  }
  // "three day" of "three day weekends": the measure is a modifier of the noun after it.
  if (MEASURE.test(point)) {
    const next = new RegExp(`\\b${p}\\s+(\\p{Ll}{3,}s)\\b`, "iu").exec(text);
    if (next) return `${point} ${next[1]}`;
  }
  // "a city where it never stops raining": the clause is what the place is.
  if (words.length <= 2) {
    // (Only when the clause's subject is no thing of its own: "where the robbers are all grandmothers" gives its
    // own point, "grandmothers".)
    const where = new RegExp(
      `\\b${p}\\s+((?:where|in which)\\s+(?:it|nobody|no one|everyone|everybody|anyone|people|you|we|they|nothing|everything|time|night|the sun)\\s[^,.;:!?]{3,60})`,
      "iu",
    ).exec(text);
    if (where && where[1]!.split(/\s+/).length <= 9) return `${point} ${where[1]!.trim()}`;
  }
  return point;
}

const ORDER_WORD =
  /^(?:compare|contrast|use|include|mention|cover|highlight|explain|show|avoid|add|cite|focus|consider|discuss|quote|reference|name|list)\s+(?=\S)/;

/** Key points: the topic's noun phrases, then the context's phrases with names and figures, none said twice (keywords,
 * audience, each other). */
export function keyPointsOf(given: string, context: string, exclude: string[], limit: number): string[] {
  const subject = withoutStrayApostrophe(given);
  // From the context only the phrases that hold a name or a figure (the context sentences are in the prompt already);
  // a citation style or a bare year is a setting, not a point to cover.
  // (A capital that only opens a sentence is not a name: "Orders placed between 2 and 9 May..." gives no "Orders".)
  const names = context ? namesOf(context) : [];
  const fromContext = context
    ? [
        ...nounPhrases(context)
          .filter((p) => /\d/.test(p) || names.some((n) => p.includes(n)))
          // ("compare Facebook and TikTok": an order to the writer opens the clause, the names are the point.)
          .map((p) => p.replace(ORDER_WORD, "")),
        ...figuresOf(context),
      ].filter((p) => !/\b(?:APA|MLA|Chicago|Harvard|IEEE|Vancouver)\b/.test(p) && !/^(?:1[5-9]|20)\d\d$/.test(p))
    : [];
  // A lone gerund ("sounding" of "without sounding like I'm quitting") is a fragment, not a point.
  // ("the heating" is a noun: a determiner before it says so.)
  // ("fishing" of "who loved fishing" is what he loved: a noun.)
  const loneGerund = (p: string) =>
    /^\p{Ll}+ing$/u.test(p) &&
    !new RegExp(`\\b(?:the|a|an|our|my|your|his|her|their|its)\\s+${p}\\b`, "i").test(subject) &&
    !new RegExp(`\\b${LIKING_STEM}\\w*\\s+${p}\\b`, "i").test(subject);
  // "on track", "at risk", "in progress": a state, not a point.
  const state = (p: string) =>
    new RegExp(`\\b(?:on|at|in|off|under|over)\\s+${escapeRegExp(p)}\\b`, "i").test(subject) &&
    /^(?:track|risk|progress|time|budget|schedule|hold|target|plan)$/i.test(p);
  // "by hand", "by car": a bare noun after "by" says how, not what (unless the text also names it elsewhere).
  const manner = (p: string) =>
    /^\p{Ll}+$/u.test(p) &&
    new RegExp(`\\bby\\s+${p}\\b`, "i").test(subject) &&
    !new RegExp(`\\b${p}\\b`, "i").test(subject.replace(new RegExp(`\\bby\\s+${p}\\b`, "gi"), ""));
  let phrases = [
    ...nounPhrases(subject.replace(IDIOM, ","))
      // ("without killing morale": what to avoid is a condition on the task, not a point to cover.)
      .filter(
        (p) =>
          !loneGerund(p) &&
          !manner(p) &&
          !state(p) &&
          !new RegExp(`\\bwithout\\s+${escapeRegExp(p)}\\b`, "i").test(subject),
      )
      .map((p) => withState(p, subject))
      // ("24/7, no call-out fee": the point is that there is none, so "no" stays with its noun.)
      .map((p) => (new RegExp(`\\bno\\s+${escapeRegExp(p)}\\b`, "i").test(subject) ? `no ${p}` : p))
      .map((p) => wholePoint(p, subject))
      .filter((p): p is string => Boolean(p))
      // ("travelling for work": a bare noun after a gerund's preposition is the place of the gerund, kept with it.)
      .map((p) =>
        /^\p{Ll}+$/u.test(p)
          ? (new RegExp(`\\b\\p{Ll}+ing\\s+(?:from|at|in|on|for|with)\\s+${escapeRegExp(p)}\\b`, "u").exec(
              subject,
            )?.[0] ?? p)
          : p,
      ),
    ...fromContext,
  ];
  // "a junior developer who is great at code but misses deadlines": what the piece says about its subject is in the
  // relative clause's predicates ("great at code", "misses deadlines"), not in its nouns alone.
  const relative = /\b(?:who|that)\s+((?:is|are|was|were|has|have|had|\p{Ll}+s)\s[^,.;:!?]+)/u.exec(subject);
  if (relative) {
    const parts = relative[1]!
      .split(/\s+(?:but|and|yet)\s+/)
      .map((x) => x.replace(/^(?:is|are|was|were)\s+/, "").trim());
    // ("a CLI tool that renames photos by date taken": one predicate with its object is what the thing does.)
    const does =
      parts.length === 1 &&
      /^that\b/.test(relative[0]) &&
      /^\p{Ll}+(?<!ss)s\s+(?!(?:about|across|along|around|at|between|by|from|in|into|on|onto|over|through|to|under|with|he|she|it|they|we|you|i|is|are|was|were|will|would|has|have|had|can|could|must|should)\b)\p{Ll}+\s+\S+/u.test(
        parts[0]!,
      );
    if ((parts.length > 1 || does) && parts.every((x) => /^\S+(?:\s+\S+){1,5}$/.test(x)))
      phrases = [...(does ? [asGerund(parts[0]!)] : parts), ...phrases];
  }
  // "why teenagers sleep less than they did in 2000": what the question asks about is what its subject does
  // ("sleeping less than they did in 2000"), not its leftover words.
  const does =
    /^(?:why|how|when)\s+(?:(?:do|did)\s+)?((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+s)\s+(\p{Ll}+(?<!s)\s+\S+(?:\s+\S+){1,8})$/u.exec(
      subject.trim(),
    );
  if (does && !/^(?:is|are|was|were|have|has|had|do|does|did|can|will|would|should|work|works)\s/.test(does[2]!)) {
    const gerund = asGerund(does[2]!);
    if (gerund !== does[2]) phrases = [does[1]!, gerund, ...phrases];
  }
  // "tell my manager I'm burned out without sounding like I'm quitting": what the message says is in its clauses.
  if (phrases.length < 2 && PERSONAL_CLAUSE.test(subject)) phrases = [...clausePoints(subject, exclude), ...phrases];
  // (The statistical phrases are the last resort: their hollow words and lone gerunds are dropped too, and a gerund
  // keeps the place it names: "working from home", not "working" and "home".)
  if (phrases.length === 0)
    phrases = keyPhrases(subject)
      .map((p) => p.text)
      .map((p) => (loneGerund(p) ? (new RegExp(GERUND_PLACE(p), "iu").exec(subject)?.[0] ?? p) : p))
      .filter((p) => !HOLLOW.test(p) && !loneGerund(p));
  const excluded = exclude.map(lower).filter(Boolean);
  const picked: string[] = [];
  for (const phrase of phrases) {
    // ("new support agents using Zendesk" for the readers "new support agents": the point is what they do.)
    const reader = excluded.find((e) => e.includes(" ") && lower(phrase).startsWith(`${e} `));
    let p = reader
      ? phrase
          .slice(reader.length)
          .replace(/^\s*(?:(?:of|for|on|about|with|to|in|a|an|the)\s+)*/i, "")
          .trim()
      : phrase;
    const whole = unfragmented(p, subject);
    if (!whole) continue;
    p = whole;
    const l = lower(p);
    // A bare number ("2" of "between 2 and 9 May") or a bare day or month ("October" of "two outages in October")
    // says nothing as a point of its own.
    if (!/\p{L}/u.test(p) || DATE_WORD.test(p) || NUMBER_WORD.test(p)) continue;
    // ("technical boss" of "my non-technical boss": the end of the audience is the audience.)
    if (excluded.some((e) => e === l || (e.includes(l) && (l.split(" ").length === 1 || e.endsWith(l))))) continue;
    if (picked.some((q) => lower(q).includes(l))) continue;
    // A longer phrase replaces the shorter ones it contains.
    for (let i = picked.length - 1; i >= 0; i--) if (l.includes(lower(picked[i]!))) picked.splice(i, 1);
    picked.push(p);
  }
  return withExamples(picked, subject).slice(0, limit);
}

/** Words a phrase never ends on: "grandson on his" stops short of what it names. */
const DANGLING = /\s+(?:on|in|at|of|to|for|with|by|from|his|her|their|my|our|your|its|the|a|an|and|or|but)$/i;
/** Verbs of asking and telling that a chunker glues to the readers before them ("supplier asking"). */
const TELLING_GERUND =
  /\s+(?:asking|telling|reminding|informing|inviting|thanking|announcing|explaining|requesting|saying|letting|warning)$/i;

/**
 * A point that is a fragment made whole or dropped: a trailing preposition or possessive ("grandson on his" ->
 * "grandson"), a verb of telling after the readers ("supplier asking" -> "supplier"), a lone word that names no
 * thing ("less" of "sleep less than in 2000", "people" of a sentence whose verb is theirs).
 */
function unfragmented(point: string, text: string): string | null {
  // ("client saying invoice": the readers end where the verb of telling starts.)
  let p = point.replace(/\s+(?:asking|telling|reminding|informing|saying|letting|warning)\s.*$/i, "");
  while (DANGLING.test(p) || TELLING_GERUND.test(p)) p = p.replace(DANGLING, "").replace(TELLING_GERUND, "");
  // ("API rate" of "how our API rate limits work": the tagger read the head noun as a verb; the phrase ends on it.)
  const head = new RegExp(`(?:^|[^\\p{L}])${escapeRegExp(p)}\\s+(\\p{Ll}{3,}s)${HEAD_NOUN_AFTER}`, "iu").exec(text);
  if (head && p.includes(" ") && !THIRD_PERSON_VERB.test(head[1]!)) return `${p} ${head[1]}`;
  if (/\s/.test(p) || /\d|\p{Lu}/u.test(p)) return p;
  if (/^(?:less|more|fewer|most|least|much|enough|better|worse|longer|shorter|earlier|later)$/i.test(p)) return null;
  const term = nlp(text).match(p).terms().json()[0] as { terms?: { tags: string[] }[] } | undefined;
  const tags = new Set(term?.terms?.[0]?.tags ?? []);
  if (!tags.has("Noun") && (tags.has("Adjective") || tags.has("Adverb") || tags.has("Comparative"))) return null;
  // (A lone verb, "work" of "how our API rate limits work", is no thing to cover.)
  if (tags.has("Verb") && !tags.has("Noun") && !tags.has("Gerund")) return null;
  return p;
}

/** What follows a phrase's head noun: a verb, a preposition or the end of the clause. */
const HEAD_NOUN_AFTER =
  "(?=\\s+(?:work|works|are|were|have|will|can|should|must|apply|reset|stay|change|happen|for|on|in|of|to|with|per)\\b|\\s*[,.;:!?)]|\\s*$)";
/** Third-person verbs that end in "s" and so look like plural nouns. */
const THIRD_PERSON_VERB =
  /^(?:is|has|does|says|goes|makes|gets|takes|needs|wants|uses|runs|works|helps|means|keeps|looks|seems|comes|gives|lets|puts|shows|tells|turns|starts|stops|ends|opens|closes|costs)$/i;

/**
 * "scents like lavender and cedar": a noun with its examples is one point, not "scents", "lavender" and "cedar". The
 * points that lie inside such a phrase of the text are replaced by it, where the first of them stood.
 */
function withExamples(points: string[], text: string): string[] {
  let out = points;
  for (const m of text.matchAll(EXAMPLES)) {
    const phrase = m[0]!.trim();
    const inside = out.filter((p) => new RegExp(`(?:^|\\s)${escapeRegExp(p)}(?:\\s|$)`, "i").test(phrase));
    if (inside.length < 2) continue;
    const at = out.indexOf(inside[0]!);
    out = out.filter((p) => !inside.includes(p));
    out.splice(at, 0, phrase);
  }
  // ("receipts needed for anything over £25": a point that is only a quantifier, "anything over £25", says what the
  // point before it applies to: one point.)
  for (let i = out.length - 1; i > 0; i--) {
    if (!QUANTIFIER.test(out[i]!)) continue;
    const span = new RegExp(
      `${escapeRegExp(out[i - 1]!)}(?:\\s+\\p{Ll}+ed)?\\s+(?:for|on|over|under|above|of)\\s+${escapeRegExp(out[i]!)}`,
      "iu",
    ).exec(text);
    if (span) out = [...out.slice(0, i - 1), span[0], ...out.slice(i + 1)];
  }
  return out;
}
const QUANTIFIER = /^(?:anything|everything|any|all|each|every|anyone|everyone)\b/i;
const EXAMPLES =
  /\b(?!(?:with|for|and|in|at|on|of|to|the|a|an|our|my|your|their)\b)[\p{L}-]+(?:\s[\p{L}-]+)?\s+(?:like|such as|including)\s+[\p{L}\p{N}-]+(?:\s[\p{L}\p{N}-]+)?(?:,\s[\p{L}\p{N}-]+(?:\s[\p{L}\p{N}-]+)?)*,?\s+(?:and|or)\s+[\p{L}\p{N}-]+(?:\s[\p{L}\p{N}-]+)?(?=\s*[,.;:!?]|\s*$|\s+(?:with|for|and|in|at|on)\b)/giu;

/** "renames photos by date" -> "renaming photos by date": a third-person predicate as a point. */
function asGerund(predicate: string): string {
  const verb = predicate.split(/\s+/)[0]!;
  const doc = nlp(verb);
  doc.tag("PresentTense");
  const gerund = (doc.verbs().conjugate() as { Gerund?: string }[])[0]?.Gerund;
  return gerund && !gerund.includes(" ") ? `${gerund}${predicate.slice(verb.length)}` : predicate;
}

const RATE_AFTER =
  /^[ \t]+((?:a|an|per)[ \t]+(?:month|year|week|day|hour|minute|second|night|person|head|user|seat|visit|session|lesson|class|ticket|kilo|kg|mile|km))\b/i;

/** A figure said whole in a phrase: "1" is in "1 March", not in "10 hours". */
const whole = (phrase: string, figure: string) =>
  new RegExp(`(?:^|[^\\p{N}])${escapeRegExp(figure)}(?:$|[^\\p{N}])`, "u").test(phrase);

/** The month after a day's number ("1 March", "12th of May 2027"). */
const DAY_MONTH =
  /^(?:st|nd|rd|th)?[ \t]+(?:of[ \t]+)?(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\b(?:[ \t]+(?:19|20)\d\d\b)?/;

/** Figures with their noun ("4-day work week", "2,000 banks", "1952"), to be kept exactly as written. */
export function figuresOf(text: string): string[] {
  const phrases = nounPhrases(text);
  const out: string[] = [];
  // The tags of the word at each offset: the noun after a figure names it ("12 rooms"); a verb, a determiner or an
  // adverb does not ("10am starting next week", "turns 10 this Saturday").
  const tagsAt = new Map<number, string[]>();
  for (const s of tagged(text)) for (const t of s.terms) tagsAt.set(t.offset.start, t.tags);
  const isNoun = (at: number) => {
    const tags = tagsAt.get(at);
    return !tags || (tags.includes("Noun") && !tags.some((g) => ["Gerund", "Determiner", "Pronoun"].includes(g)));
  };
  // A unit written onto the number stays with it ("4pm", "10km", "16GB").
  // A range is one figure ("10am-1pm", "9-5", "£20–£30"), and so is a slashed one ("24/7", "3/4", "12/03/2025").
  const re =
    /(?:[$€£]\s?)?\b\d[\d,.]*(?:\/\d[\d,.]*)*(?::\d\d)?(?:%|\s?percent|\s?(?:am|pm)\b|[a-z]{1,3}\b|(?:-[\p{L}]+)+)?(?:\s?[-–]\s?(?:[$€£]\s?)?\d[\d,.]*(?:%|\s?(?:am|pm)\b|[a-z]{1,3}\b)?)?/giu;
  // A rate written after the figure belongs to it ("25 euros a month", "£11.50 an hour").
  const push = (found: string, near: number) => {
    const at = text.indexOf(found, Math.max(0, near - found.length));
    const rate =
      at < 0 || /\b(?:a|an|per)\s+\p{L}+$/u.test(found) ? null : RATE_AFTER.exec(text.slice(at + found.length));
    out.push(rate ? `${found} ${rate[1]}` : found);
  };
  for (const m of text.matchAll(re)) {
    const figure = m[0].replace(/[.,]+$/, "");
    const end = m.index + figure.length;
    const holder = phrases.find((p) => whole(p, figure) && p.split(/\s+/).length <= 5);
    if (holder) {
      const at = holder.search(/[$€£]?\d/);
      const lead = holder.slice(0, at).trim();
      push(
        !lead ||
          /^(?:first|last|next|over|about|around|only|nearly|almost|version)$/i.test(lead) ||
          /^\p{Lu}\S*(?:\s+\p{Lu}\S*)?$/u.test(lead)
          ? holder
          : holder.slice(at),
        m.index,
      );
    } else {
      // The noun after a figure names it ("12 rooms"), a function word does not ("16 with", "£4.50 per" + "portion").
      const per = /^[ \t]+(per|a|an)[ \t]+(\p{Ll}+)\b/u.exec(text.slice(end));
      const after =
        /^[ \t]+(?!(?:and|or|to|the|a|an|in|on|at|of|for|by|is|are|was|were|need|needs|with|without|per|from|into|onto|over|under|than|as|via|each|every|before|after|until|since|while|if|when|so|but|yet|then|not|no|will|would|can|could|may|might|must|should|has|have|had|do|does|did)\b)(\p{Ll}+)/u.exec(
          text.slice(end),
        );
      const unit =
        per && (per[1] === "per" || /^[$€£]/.test(figure))
          ? `${per[1]} ${per[2]}`
          : after && isNoun(end + after[0].length - after[1]!.length)
            ? after[1]
            : undefined;
      // "Android 14", "version 3.2", "order 4471": the word before names what the number is.
      const label =
        /(?:^|[ \t])(\p{Lu}[\p{L}\p{N}-]*|version|model|room|gate|flight|route|chapter|level|step|phase|season|episode|page|floor|platform|terminal|order|invoice|ticket|issue|case)[ \t]+$/u.exec(
          text.slice(0, m.index),
        )?.[1];
      // ("from 1 March": a day and its month are one date.)
      const month = DAY_MONTH.exec(text.slice(end))?.[0];
      push(
        month
          ? `${figure}${month}`
          : label
            ? `${label} ${figure}`
            : unit && !/\d{4}/.test(figure)
              ? `${figure} ${unit}`
              : figure,
        m.index,
      );
    }
  }
  // (A figure inside another is said by it: "1" is no part of "10 hours a week", "1 March" is part of "from 1 March".)
  return out.filter((f, i) => !out.some((g, j) => j !== i && g.length > f.length && whole(g, f)));
}

/** A phrase that is only a place name ("Austin", "New York"): tagged as a place, or a capitalised name written after
 * "in", "at" or "near" in the text ("a meal-prep service in Austin"; compromise alone reads "Austin" as a person). */
export function isPlaceName(phrase: string, text: string): boolean {
  if (/^\p{Lu}/u.test(phrase) && new RegExp(`\\b(?:in|at|near|around|across)\\s+${escapeRegExp(phrase)}\\b`).test(text))
    return true;
  const terms = (nlp(phrase).json() as { terms: { tags: string[] }[] }[]).flatMap((s) => s.terms);
  return terms.length > 0 && terms.every((t) => t.tags.includes("Place"));
}
