/**
 * Hashtags from the prompt's meaningful noun phrases: "eco-friendly water bottle" -> #EcoFriendlyWaterBottle,
 * "Portland" -> #Portland. Never from verbs, numbers, dates, URLs, people's names, lone adjectives, generic words
 * ("location", "thing") or text the prompt did not write together, so every hashtag can be found in the prompt.
 */
import nlp from "compromise";
import type { Lang } from "./post-frames.types";
import { activitiesOf, activityTopics } from "./post-hashtag-activity";
import { URL_RE } from "./post-text";
import { nameSpelling } from "../../shared/text/proper-names";
import { escapeRegExp } from "../../shared/text/regexp";

const HASHTAG_MAX = 24;

const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/** Nouns too general to end a hashtag ("family bakery location" -> "family bakery"). */
const GENERIC_HEAD = new Set(
  `thing things stuff location locations kind sort bit part version update updates news info information
  detail details way ways people folks everyone anything something everything one ones indoors outdoors online batch
  offline everywhere abroad upstairs downstairs nights weekends mornings evenings code codes notice notices time page
  pages here there nobody somebody anybody everybody result results welcome entrance entrances exit exits door doors
  experience experiences tool tools intro intros spaces places spots seats area areas appointments summer winter
  spring autumn`
    .split(/\s+/)
    .filter(Boolean),
);

/** Nouns too general to be a hashtag on their own. */
const GENERIC = new Set(
  `sage cream beige navy khaki olive mustard lilac charcoal ivory taupe
  less more most least better worse fewer thing things way ways time times day days week weeks month months year years today tomorrow yesterday people
  person everyone everybody someone anyone team teams news lot lots bit part kind sort stuff place places moment
  moments end start beginning world life job jobs work role roles folks guys friend friends family families
  customer customers client clients visitor visitors member members support help thanks thank idea ideas story
  stories question questions answer answers reason reasons fact facts point points number numbers detail details
  info information hour hours minute minutes night morning evening afternoon weekend weekends season something
  anything nothing everything chance chances opportunity opportunities experience experiences journey step steps
  city town area side home house group company business businesses organisation organization salary pay money
  price prices percent half date dates scene scenes round rounds location locations version update updates
  announcement post posts caption news everyone lol thing today site website page link links bio code codes
  hello hi hey yes no ok way plan plans list lists kid kids guy guys folks mate mates one ones couple episode reminder
  upvote upvotes vote votes feedback entry glass cup piece slice bunch pair set wife husband partner mom mum dad parents
  patience love luck fun everyone's today's head checkout cet cest gmt utc bst est edt pst pdt cst cdt eur usd gbp
  chf am pm term terms main video photo clip reel guest guests default midnight noon space spaces episodes summer winter spring autumn fall crew crews staff colleague colleagues homes houses lessons lesson importance tip tips plate others winners winner building materials there here batch door email dm
  corner corners spot spots room rooms table tables stand stands areas zone zones section sections street streets road avenue careers
  opinion opinions nobody somebody anybody companies firms candidates employers employees workers users weekday weekdays
  output input condition stock stocks pickup delivery proceeds trial doors entrance entrances exit exits chapter chapters
  intro intros tool tools booking bookings quote quotes problem problems issue issues chaos mess trouble`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Words that break a noun phrase whatever the tagger says: adverbs it reads as nouns ("orders still ship"), an idiom's
 * half ("back and forth"), and counted containers whose content is the topic ("180 bags of rubbish").
 */
const NEVER_IN_TAG = new Set("still just also even only already always never soon now forth back".split(" "));
const CONTAINER = /^(?:bags|boxes|bottles|loads|piles|tons|tonnes|kilos|kg|crates|sacks|trays|cups|bowls|plates)$/i;

/** Words that say what to write or where: never hashtags. */
const INSTRUCTION = new Set(
  `write create generate make draft compose craft post posts tweet tweets caption captions thread status update
  message content social media twitter linkedin instagram insta facebook tiktok hashtag hashtags emoji emojis tone
  call action link bio comment comments followers follower network audience cta inconvenience apologies apology
  shoutout shoutouts kudos pov recommendations recommendation suggestions`
    .split(/\s+/)
    .filter(Boolean),
);

/** Adjectives that add nothing at the start of a hashtag ("new", "senior"). */
const WEAK_ADJ =
  /^(?:new|big|great|huge|first|last|next|more|most|many|much|other|own|same|such|few|very|every|each|all|any|best|good|amazing|awesome|excited|proud|happy|free|old|fresh|early|late|senior|junior|little|small|local|second|third|whole|full|entire|special|latest|official|quick|short|long|real|true|total|final|annual|daily|weekly|monthly|open|available|ready|live|current|future|past|available|nice|cool|exciting|incredible|beautiful|lovely|wonderful|favourite|favorite|perfect|hybrid|existing|part-time|full-time|limited|unlimited)$/i;

const FILLER =
  /^(?:how|why|what|when|where|who|which|whether|yeah|yes|so|ok|okay|well|honestly|basically|anyway|nobody|everybody|everyone|someone|somebody|anyone|anybody|nothing|everything|something|none)$/i;

/** Set phrases whose adjective is part of the name people search ("open mic", "small business", "first aid"). */
const COMPOUND =
  /^(?:open (?:mic|house|day|source|studio|call|water|plan)|small business(?:es)?|first aid|new year|happy hour|live music|real estate|big data|free software|mental health|good friday|black history)$/i;

/**
 * Verbs in -s the tagger reads as plural nouns after a subject ("the animal shelter needs volunteers", "story time
 * moves to ..."), and words that open a note as its verb ("Need volunteers ...", "Looking for ...").
 */
const CLAUSE_VERB =
  /^(?:needs|moves|wants|opens|starts|hosts|helps|serves|turns|launches|closes|begins|continues|resumes|gets|makes|takes|goes|comes|celebrates|welcomes|joins|seeks|invites|supports|includes|teaches|loves|returns|reopens|gives|brings|keeps|puts|lets|says|sells|asks|grows|needed|wanted|need|want)$/i;

/** "Mon-Wed", "Sat 7 Dec", "incl": a day's or a word's abbreviation in a note ends a phrase and is no part of a tag. */
const DAY_ABBR = String.raw`(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)`;
/** An owner's name read back from its possessive: not a sentence's first word alone ("After", "I"). */
const j0 = (owner: string[]) =>
  owner.length > 0 && owner.every((w) => w.length > 0) && !/^(?:I|A|The|Our|My)$/.test(owner[0]!);

/** Words that count what follows them ("Level 5", "Year 6", "Part 2"). */
const COUNTER =
  /^(?:level|grade|year|part|stage|step|phase|tier|round|week|day|chapter|episode|ep|season|series|volume|vol|version|v|band|module|unit|book)$/i;
const NOTE_ABBR = new RegExp(String.raw`^(?:incl|inc|excl|approx|etc|${DAY_ABBR}[-–]${DAY_ABBR})$`, "i");
const OPENING_VERB = /^(?:need|needs|want|wanted|seeking|looking|join|grab|meet|celebrate|help|calling|come|bring)$/i;
const GROUP_TAIL =
  /^(?:crew|crews|team|teams|staff|members|folks|people|group|night|nights|day|days|event|events|session|sessions|programme|program|role|roles|position|positions)$/i;
/** A subject pronoun: the word after it is its verb ("how we onboard new engineers"). */
const SUBJECT_PRONOUN = /^(?:we|i|they|you|he|she)$/i;
/** Nouns of a person that end no tag ("such a kind man" gives no #KindMan). */
const PERSON_HEAD =
  /^(?:man|woman|men|women|person|guy|guys|lady|ladies|soul|human|humans|legend|legends|star|hero|heroes)$/i;

/** Words that make the name before them a place's ("Lincoln Square", "Crescent Beach"). */
const PLACE_WORD =
  "(?:Square|Park|Street|St|Road|Rd|Avenue|Ave|Hall|Center|Centre|Bridge|Station|Gardens?|Market|Library|Museum|Theatre|Theater|Church|School|College|University|Hospital|Beach|Lake|Field|Green|Common|Place|Plaza|Arena|Stadium)\\b";

/** -ing words that name a trade ("dog grooming", "window cleaning"). */
const SERVICE_ING =
  /^(?:grooming|cleaning|gardening|ironing|tutoring|decorating|plumbing|roofing|catering|boarding|printing|framing|tailoring|landscaping|bookkeeping|tiling|plastering|walking|sitting)$/i;

/** Names of gatherings and offers the tagger reads as verbs ("farmers market every Saturday", "bake sale"). */
const EVENT_NOUN =
  /^(?:market|sale|swap|fair|walk|run|ride|drive|meet|talk|show|class|party|trip|tour|hike|cleanup|clean-up)$/i;

/** Last words of a named sporting or charity event ("Great North Run", "London Marathon"). */
const EVENT_NAME_END =
  /^(?:run|marathon|half|walk|ride|swim|challenge|trek|cycle|climb|hike|relay|triathlon|race|10k|5k|sleepout|dip)$/i;

interface T {
  text: string;
  tags: Set<string>;
  post: string;
  pre: string;
}

function tagsAlone(word: string): string[] {
  return (nlp(word).terms().json() as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags ?? [];
}
const nounAlone = (word: string) => tagsAlone(word).includes("Noun");
/** A word that is only a noun on its own ("bakery", not "waste" or "charge", which are verbs too). */
const nounOnly = (word: string) => {
  const tags = tagsAlone(word);
  return tags.includes("Noun") && !tags.includes("Verb") && !tags.includes("Adjective");
};

/** Verbs in -s that are never a plural noun in a post ("remote work makes juniors slower": no #MakesJuniorDevelopers). */
const LINKING_VERBS =
  /^(?:makes|takes|gets|gives|helps|needs|keeps|lets|means|seems|feels|looks|becomes|brings|turns|goes|comes|says|thinks|knows|wants|tries|leaves|puts|allows|causes|forces|matters|hurts|depends|remains|stays|sounds)$/i;

/** Words before a name that make it a person's ("with Priya Nair", "my wife Emma", "poet June Harlow"). */
const PERSON_CUE =
  /\b(?:with|by|thanks?\s+to|thank|welcome|call|text|ring|phone|ask|contact|email|message|congratulat\w*|meet|mentor\w*|dr\.?|mr\.?|mrs\.?|ms\.?|poet|author|chef|speaker|guest|host|wife|husband|partner|friend|colleague|manager|boss|teacher|coach|founder|ceo|artist|singer|mum|mom|dad|sister|brother|son|daughter)\s+(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)\b/gu;
const ORG_WORD =
  /^(?:ventures|capital|calendar|co|inc|labs?|club|studio|group|partners|bank|university|school|park|hospital|foundation|hub|cafe|café|bakery|books|press|media|sports|stores?|market|coffee|kitchen|games|health|school)$/i;

function personWords(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(PERSON_CUE)) {
    const words = m[1]!.split(/\s+/);
    // "with Habitat for Humanity": a name that goes on with "for"/"of" is an organisation's.
    if (/^\s+(?:for|of|&)\s+\p{Lu}/u.test(text.slice(m.index! + m[0].length))) continue;
    if (words.some((w) => ORG_WORD.test(w))) continue;
    for (const w of words) out.add(w.toLowerCase());
  }
  return out;
}

/** compromise's terms, hyphenated words joined back ("eco" + "friendly" -> "eco-friendly"). */
function termsOf(text: string): T[] {
  const raw = (
    nlp(text).terms().json() as { terms: { text: string; tags: string[]; pre: string; post: string }[] }[]
  ).map(
    (t): T => ({
      text: t.terms[0]!.text,
      tags: new Set(t.terms[0]!.tags),
      post: t.terms[0]!.post,
      pre: t.terms[0]!.pre,
    }),
  );
  const out: T[] = [];
  for (const t of raw) {
    const prev = out[out.length - 1];
    if (prev && prev.post.trim() === "-" && !/\s/.test(prev.post) && !/\s/.test(t.pre)) {
      out[out.length - 1] = {
        text: `${prev.text}-${t.text}`,
        tags: new Set([...t.tags, "Hyphenated"]),
        post: t.post,
        pre: prev.pre,
      };
    } else out.push(t);
  }
  return out;
}

/** A capitalised name: tagged as one, or capitalised where a sentence does not start. */
const isProper = (t: T & { start?: boolean }) =>
  /^\p{Lu}/u.test(t.text) &&
  (t.tags.has("ProperNoun") || t.tags.has("Organization") || t.tags.has("Place") || !t.start);

/** The run's last word is a capitalised word of a longer name ("Bean There"), not a general noun ending a phrase. */
const inName = (run: (T & { start: boolean })[]) =>
  run.length > 1 && run.every((t) => /^\p{Lu}/u.test(t.text)) && !run[run.length - 1]!.start;

/** Runs of adjectives and nouns ending in a noun, from compromise's tags. */
function nounPhrases(text: string): { words: string[]; proper: boolean }[] {
  const doc = nlp(text);
  // "Habitat for Humanity Austin" is no person called "Humanity Austin": a name after "of"/"for"/"&" goes on a name.
  const people = new Set([
    ...(doc.people().out("array") as string[])
      // ("dog walker" is no Mr Walker: a name is written with its capital.)
      .filter((p) => /^\p{Lu}/u.test(p))
      .filter((p) => !new RegExp(String.raw`\p{Lu}\S*\s+(?:of|for|&)\s+${escapeRegExp(p)}`, "u").test(text))
      // "Lincoln Square", "Jackson Park": a name before a place word names the place.
      .filter((p) => !new RegExp(String.raw`\b${escapeRegExp(p)}\s+${PLACE_WORD}`, "u").test(text))
      .flatMap((p) => p.toLowerCase().match(/\p{L}+/gu) ?? []),
    ...personWords(text),
  ]);
  const terms = termsOf(text);
  const out: { words: string[]; proper: boolean }[] = [];
  let run: (T & { start: boolean; idx: number })[] = [];
  const flush = () => {
    while (
      run.length &&
      (!run[run.length - 1]!.tags.has("Noun") ||
        (GENERIC_HEAD.has(run[run.length - 1]!.text.toLowerCase()) && !inName(run)) ||
        PERSON_HEAD.test(run[run.length - 1]!.text) ||
        /^(?:Of|For)$/.test(run[run.length - 1]!.text))
    )
      run.pop();
    // "How small nonprofits ...", "Yeah I finally ...": a question word or a filler opens no topic.
    while (
      run.length &&
      (FILLER.test(run[0]!.text) ||
        (WEAK_ADJ.test(run[0]!.text) &&
          !isProper(run[0]!) &&
          // "senior nurse": a rank before a lone role noun is the role's name (#SeniorNurse, not #Nurse or none).
          !(run.length === 2 && /^(?:senior|junior)$/i.test(run[0]!.text)) &&
          !COMPOUND.test(`${run[0]!.text} ${run[1]?.text ?? ""}`.trim())))
    )
      run.shift();
    // "meetings are a crime": a noun said of something else (after "is/are a") is no topic.
    const k = run[0]?.idx ?? -1;
    const predicative =
      k >= 2 &&
      /^(?:a|an)$/i.test(terms[k - 1]?.text ?? "") &&
      /^(?:is|are|was|were|be|been|'s|'re)$/i.test(terms[k - 2]?.text ?? "");
    // "without a single missed deadline": what did not happen is no topic either.
    const negated =
      k >= 1 &&
      (/^(?:without|no|never)$/i.test(terms[k - 1]?.text ?? "") ||
        (k >= 2 && /^(?:without|no)$/i.test(terms[k - 2]?.text ?? "")));
    // "Santa's grotto": one noun owned by a name is no topic alone; a name's own noun keeps the name with it
    // ("St Mary's Church", "Bennett's Hardware", "St. Luke's Hospital" give #StMarysChurch, not #Church).
    const owned = run.length === 1 && k >= 1 && /^\p{Lu}.*['’]s$/u.test(terms[k - 1]?.text ?? "");
    if (owned && /^\p{Lu}/u.test(run[0]!.text)) {
      const owner: string[] = [];
      for (
        let j = k - 1;
        j >= 0 && j >= k - 3 && /^\p{Lu}/u.test(terms[j]!.text) && (j === k - 1 || !/[,;:!?]/.test(terms[j]!.post));
        j--
      )
        owner.unshift(terms[j]!.text.replace(/[^\p{L}\p{M}]/gu, ""));
      if (j0(owner)) out.push({ words: [...owner, run[0]!.text], proper: true });
    } else if (run.length && !predicative && !negated && !owned)
      out.push({ words: run.map((t) => t.text), proper: run.some(isProper) });
    run = [];
  };
  let sentenceStart = true;
  terms.forEach((t, i) => {
    const word = t.text.replace(/[^\p{L}\p{M}\p{N}'&-]/gu, "").replace(/'s$/i, "");
    const lw = word.toLowerCase();
    const prev = terms[i - 1];
    const next = terms[i + 1];
    const atStart = sentenceStart;
    sentenceStart = /[.!?]/.test(t.post);
    // "Clay & Kiln", "University of Manchester": an ampersand or "of" between names is part of the name.
    // A title before "of" is no part of a name ("CTO of Brightwave" gives #Brightwave).
    if (
      (word === "&" || /^(?:of|for)$/i.test(word)) &&
      run.length &&
      isProper(run[run.length - 1]!) &&
      !/^(?:ceo|cto|cfo|coo|cmo|cio|vp|svp|evp|head|director|president|chair|founder|co-founder|dean|member|manager)$/i.test(
        run[run.length - 1]!.text,
      ) &&
      next &&
      /^\p{Lu}/u.test(next.text) &&
      // "the Great North Run for Shelter": a named event's "for" names the charity it is run for (#GreatNorthRun);
      // "Race for Life" is the event's own name.
      !(/^for$/i.test(word) && run.length >= 2 && EVENT_NAME_END.test(run[run.length - 1]!.text))
    ) {
      if (word !== "&")
        run.push({
          ...t,
          text: capitalise(word.toLowerCase()),
          start: false,
          idx: i,
          tags: new Set(["Noun", "ProperNoun"]),
        });
      return;
    }
    // "CIPD Level 5", "Year 6 teacher": a name that ends in its number loses the word that counts (#CIPD, not #CIPDLevel).
    if (
      /^\d/.test(word) &&
      run.length &&
      !/[,;:.!?]/.test(prev?.post ?? "") &&
      COUNTER.test(run[run.length - 1]!.text)
    ) {
      run.pop();
      flush();
      return;
    }
    // "customer service last night", "first time home buyers": a time said with "last/next/first" is no part of a tag.
    if (
      (/^(?:last|next|this)$/i.test(word) &&
        /^(?:night|week|weekend|month|year|time|morning|evening|summer|winter|spring|autumn|season)$/i.test(
          next?.text ?? "",
        )) ||
      (/^time$/i.test(word) && /^(?:first|second|last|full|part|one|big|long)$/i.test(prev?.text ?? ""))
    ) {
      flush();
      return;
    }
    if (NOTE_ABBR.test(word) || (new RegExp(`^${DAY_ABBR}$`, "i").test(word) && /^\d/.test(next?.text ?? ""))) {
      flush();
      return;
    }
    // "the animal shelter needs volunteers", "how we onboard new engineers", "Need volunteers ...": a verb the tagger
    // reads as a noun or an adjective ends the phrase and is no part of a tag.
    if (
      (CLAUSE_VERB.test(word) && run.length > 0 && !!prev?.tags.has("Noun") && !/[,;:.!?]/.test(prev.post)) ||
      (prev !== undefined && SUBJECT_PRONOUN.test(prev.text) && !t.tags.has("Noun")) ||
      (atStart && OPENING_VERB.test(word)) ||
      // "Save a deposit", "Check your credit score": a list item or sentence that opens with its verb.
      (atStart &&
        t.tags.has("Verb") &&
        !!next &&
        /^(?:a|an|the|your|my|our|their|his|her|some|every)$/i.test(next.text)) ||
      // "an app for freelancers that tracks invoices": the word after "that"/"which"/"who" is the clause's verb.
      (prev !== undefined && /^(?:that|which|who)$/i.test(prev.text) && !t.tags.has("Determiner")) ||
      // "the new playground hit $8,000": a total reached ends the noun phrase.
      (/^(?:hit|reached|passed|topped|crossed|beat|raised|smashed)$/i.test(word) && !!next?.tags.has("Value"))
    ) {
      flush();
      return;
    }
    // "Memorial Day", "Mother's Day", "Pride Month": a capitalised day or month word after a name is part of it.
    if (/^(?:Day|Week|Month|Eve)$/.test(word) && run.length && isProper(run[run.length - 1]!)) {
      run.push({ ...t, text: word, start: false, idx: i, tags: new Set(["Noun", "ProperNoun"]) });
      return;
    }
    // "Riverside Running Club", "Hope Springs Trust": a capitalised word between two words of a name is part of it,
    // whatever the tagger reads it as (was #Riverside and #Club).
    if (
      /^\p{Lu}\p{Ll}+$/u.test(t.text.replace(/[,;:.!?]+$/, "")) &&
      !atStart &&
      run.length &&
      isProper(run[run.length - 1]!) &&
      !/[,;:.!?]/.test(prev?.post ?? "") &&
      !/[,;:.!?]/.test(t.post) &&
      /^\p{Lu}\p{Ll}+$/u.test(next?.text ?? "") &&
      !/^(?:Is|Are|Was|Were|Will|And|Or|The|Of|For|At|In|On|To)$/.test(next?.text ?? "")
    ) {
      run.push({ ...t, text: word, start: false, idx: i, tags: new Set(["Noun", "ProperNoun"]) });
      return;
    }
    // "recruiters skim them", "we ship it": a word right before an object pronoun is a verb, whatever the tagger says.
    if (run.length && next && /^(?:them|it|us|me|you|him|her)$/i.test(next.text)) {
      flush();
      return;
    }
    // "forgetting to water him": a word after "to" that takes an object is a verb.
    if (
      prev &&
      /^to$/i.test(prev.text) &&
      next &&
      (next.tags.has("Pronoun") || next.tags.has("Determiner") || next.tags.has("Possessive"))
    ) {
      flush();
      return;
    }
    // ... and a form of "be"/"have" or a modal ends one ("Manchester is now open" is no #ManchesterIs).
    if (
      /^(?:of|the|and|or|a|an|to|in|on|at|for|with|by|from|is|are|was|were|am|be|been|has|have|had|will|would|can|could|should|must|same|such|own)$/i.test(
        word,
      )
    ) {
      flush();
      return;
    }
    // A word compromise reads as a verb inside a list of nouns ("pumpkin spice latte", "pecan scones and ...").
    const nextOk =
      next === undefined ||
      /[,;.!?]/.test(t.post) ||
      next.tags.has("Conjunction") ||
      // "code reviews should ...": a plural before a modal is the subject's last noun, not a verb.
      (/s$/i.test(word) && /^(?:should|must|can|could|will|would|may|might|need)$/i.test(next.text)) ||
      (next.tags.has("Noun") && !next.tags.has("Pronoun") && !next.tags.has("Date")) ||
      // "Farmers market every Saturday": a noun before a time said, not a verb.
      (/^(?:every|each|this|next|is|was|will)$/i.test(next.text) && (/s$/i.test(word) || EVENT_NOUN.test(word))) ||
      (/^(?:until|till|for|from|at|in)$/i.test(next.text) &&
        /s$/i.test(word) &&
        !/^(?:our|my|the|its|their|his|her)$/i.test(terms[i - run.length - 1]?.text ?? ""));
    const nounInRun =
      t.tags.has("Verb") &&
      !LINKING_VERBS.test(word) &&
      !t.tags.has("PastTense") &&
      !t.tags.has("Gerund") &&
      !t.tags.has("Auxiliary") &&
      prev !== undefined &&
      run.length > 0 &&
      prev.tags.has("Noun") &&
      !prev.tags.has("Pronoun") &&
      !/[,;:.!?]/.test(prev.post) &&
      nextOk &&
      (nounAlone(word) ||
        /s$/i.test(word) ||
        (EVENT_NOUN.test(word) && !prev.tags.has("Pronoun")) ||
        (t.tags.has("Infinitive") && !prev.tags.has("Plural") && !/s$/i.test(prev.text)));
    // "Maple learning", "reading long articles": an -ing word after a name or at the start is a verb form.
    const compound = next !== undefined && next.tags.has("Noun") && !next.tags.has("Pronoun") && !next.tags.has("Date");
    if (
      /ing$/i.test(word) &&
      !t.tags.has("Gerund") &&
      !(run.length === 0 && compound) &&
      (run.length === 0 || isProper(run[run.length - 1]!)) &&
      !/^(?:morning|evening|building|wedding|clothing|meeting|painting|housing|marketing|engineering|training|coding|spring|king|ring|ceiling|string|thing|wing)$/i.test(
        word,
      ) &&
      !SERVICE_ING.test(word)
    ) {
      flush();
      return;
    }
    // "3 tote bags", "a garden party": a word read as a verb between a number or determiner and a noun.
    const modifierVerb =
      t.tags.has("Verb") &&
      !t.tags.has("Gerund") &&
      !t.tags.has("Auxiliary") &&
      prev !== undefined &&
      ["Value", "Determiner", "Adjective"].some((x) => prev.tags.has(x)) &&
      next !== undefined &&
      next.tags.has("Noun") &&
      !next.tags.has("Pronoun") &&
      !/[,;:.!?]/.test(t.post);
    // "rule for scheduling": a gerund used as a noun after a preposition; "my driving test": a gerund before a noun.
    const gerundNoun =
      t.tags.has("Gerund") &&
      prev !== undefined &&
      // "Dog grooming in Worthing", "window cleaning across Hove": a trade's -ing word after its noun names the trade.
      ((SERVICE_ING.test(word) && prev.tags.has("Noun") && !prev.tags.has("Pronoun") && !/[,;:.!?]/.test(prev.post)) ||
        (prev.tags.has("Preposition") &&
          (next === undefined || /[,;.!?]/.test(t.post) || next.tags.has("Preposition"))) ||
        (["Possessive", "Determiner", "Adjective"].some((x) => prev.tags.has(x)) &&
          next !== undefined &&
          next.tags.has("Noun") &&
          !next.tags.has("Pronoun") &&
          !/[,;:.!?]/.test(t.post)) ||
        // "dog grooming salon", "3D printing workshop": a gerund between a noun or figure and a last noun names a trade.
        ((prev.tags.has("Value") || (prev.tags.has("Noun") && !prev.tags.has("Pronoun") && !prev.tags.has("Plural"))) &&
          !/[,;:.!?]/.test(prev.post) &&
          next !== undefined &&
          next.tags.has("Noun") &&
          next.tags.has("Singular") &&
          !next.tags.has("Pronoun") &&
          !/[,;:.!?]/.test(t.post) &&
          (terms[i + 2] === undefined ||
            /[,;:.!?]/.test(next.post) ||
            !!terms[i + 2]?.tags.has("Preposition") ||
            /^\p{Lu}/u.test(terms[i + 2]?.text ?? "") ||
            !!terms[i + 2]?.tags.has("Verb"))));
    // "new hires ramp up", "we sign off": a word before its particle is a phrasal verb, whatever its tags say.
    // ("ceramic mugs back in stock": a noun before "back" is no phrasal verb.)
    const phrasalVerb =
      next !== undefined &&
      !(t.tags.has("Noun") && t.tags.has("Plural") && !t.tags.has("Verb")) &&
      /^(?:up|down|out|off|back|away)$/i.test(next.text) &&
      !/[,;:.!?]/.test(t.post);
    // "nonprofit planted 5,000 trees": an -ed word before a figure or a determiner is a verb, whatever its tags say.
    const edVerb =
      /\p{L}{3,}ed$/u.test(word) && next !== undefined && (next.tags.has("Value") || next.tags.has("Determiner"));
    // "marking time halved": an -ed word after a noun says what happened to it.
    const participleAfter = /\p{L}{3,}ed$/u.test(word) && run.length > 0 && !!prev?.tags.has("Noun") && !isProper(t);
    // "my studio, Field Notes": a capitalised word inside a sentence before another is part of a name, whatever its tags.
    const nameWord =
      !atStart &&
      /^\p{Lu}\p{Ll}+$/u.test(t.text) &&
      next !== undefined &&
      /^\p{Lu}\p{Ll}/u.test(next.text) &&
      !/[,;:.!?]/.test(t.post) &&
      !["Pronoun", "Month", "WeekDay", "Date"].some((x) => t.tags.has(x));
    // ("the Harbour Craft Fair": an instruction word inside a name already begun is part of the name.)
    const inNameRun = run.length > 0 && isProper(run[run.length - 1]!);
    if (nameWord && !people.has(lw) && (!INSTRUCTION.has(lw) || inNameRun)) {
      const last = run[run.length - 1];
      if (last && !isProper(last)) flush();
      run.push({ ...t, text: word, start: false, idx: i, tags: new Set(["Noun", "ProperNoun"]) });
      return;
    }
    // "Flash sale: ...", "Bake sale!": the word before an offer or gathering that heads the post is its name.
    const labelHead =
      atStart &&
      next !== undefined &&
      EVENT_NOUN.test(next.text) &&
      !OPENING_VERB.test(word) &&
      !/[,;:.!?]/.test(t.post) &&
      (/^\s*[:!–—-]/.test(next.post) || ["Preposition", "Date", "Determiner"].some((x) => !!terms[i + 2]?.tags.has(x)));
    const content =
      word.length > 0 &&
      !phrasalVerb &&
      !edVerb &&
      !participleAfter &&
      !NEVER_IN_TAG.has(lw) &&
      !(CONTAINER.test(word) && /^of$/i.test(next?.text ?? "")) &&
      !/\d/.test(word) &&
      !people.has(lw) &&
      !INSTRUCTION.has(lw) &&
      (t.tags.has("Noun") ||
        t.tags.has("Adjective") ||
        nounInRun ||
        gerundNoun ||
        modifierVerb ||
        labelHead ||
        t.tags.has("Hyphenated")) &&
      // ("our farmers market": compromise's "Possessive" on "farmers" is no apostrophe.)
      !(t.tags.has("Possessive") && (/['’]/.test(t.text) || /^(?:my|our|your|his|her|its|their|whose)$/i.test(word))) &&
      ![
        "Pronoun",
        "Determiner",
        "Value",
        "Date",
        "Month",
        "WeekDay",
        "Time",
        "Money",
        "Adverb",
        "QuestionWord",
        "Honorific",
        "Preposition",
        "Conjunction",
        "Comparative",
        "Superlative",
        "Duration",
        "Currency",
        "Unit",
      ].some((x) => t.tags.has(x)) &&
      (!t.tags.has("Verb") || nounInRun || modifierVerb || gerundNoun || labelHead || t.tags.has("Hyphenated"));
    // "Black Friday", "Cyber Monday": a weekday after a name is part of the name.
    if (
      !content &&
      t.tags.has("WeekDay") &&
      run.length &&
      (isProper(run[run.length - 1]!) || /^(?:Black|Cyber|Good|Giving)$/.test(run[run.length - 1]!.text)) &&
      /^\p{Lu}/u.test(word)
    ) {
      run.push({ ...t, text: word, start: false, idx: i, tags: new Set(["Noun", "ProperNoun"]) });
      return;
    }
    if (!content) {
      flush();
      return;
    }
    // "app Inkwell", "bookstore Paper Lantern": a common noun followed by a name is two hashtags.
    const term = {
      ...t,
      text: word,
      start: atStart,
      idx: i,
      tags: nounInRun || gerundNoun ? new Set([...t.tags, "Noun"]) : t.tags,
    };
    const last = run[run.length - 1];
    if (last && !isProper(last) && isProper(term)) flush();
    run.push(term);
    if (/[,;:.!?()"]/.test(t.post) || /\s[–—-]\s/.test(` ${t.post} `) || (next && /[(]/.test(next.pre))) flush();
  });
  flush();
  return out;
}

/**
 * French and Spanish adjectives written before their noun ("aux 50 premiers clients", "notre nouvelle boulangerie",
 * "los primeros días"): never a hashtag, and the noun after one is read as if it followed the article.
 */
const PRE_NOUN_ADJECTIVE =
  /^(?:premi(?:er|ère)s?|derni(?:er|ère)s?|nouvel(?:le)?s?|nouveaux?|prochaine?s?|grande?s?|petite?s?|meilleure?s?|bonne?s?|belle?s?|beaux?|vieil(?:le)?s?|vieux|primer(?:o|a|os|as)?|últim(?:o|a|os|as)|nuev(?:o|a|os|as)|próxim(?:o|a|os|as)|gran|grandes|pequeñ(?:o|a|os|as)|mejor(?:es)?|buen(?:o|a|os|as)?|segund(?:o|a|os|as)|second(?:e)?s?)$/i;

/** Candidate words for German, Spanish and French: capitalised nouns (German) or words after an article. */
const GERMAN_PLACE =
  /^(?:Café|Cafe|Bäckerei|Konditorei|Restaurant|Gasthaus|Gasthof|Hotel|Praxis|Salon|Studio|Atelier|Weingut|Buchhandlung|Laden|Bar|Bistro|Kita|Verein)$/;

function foreignPhrases(
  text: string,
  lang: Exclude<Lang, "en">,
  stop: ReadonlySet<string>,
): { words: string[]; proper: boolean }[] {
  const out: { words: string[]; proper: boolean }[] = [];
  const tokens = text.match(/[\p{L}\p{M}][\p{L}\p{M}'-]*|[.!?,;:]/gu) ?? [];
  const articles =
    /^(?:el|la|los|las|un|una|unos|unas|nuestro|nuestra|nuestros|nuestras|le|les|une|des|du|notre|nos|au|aux)$/i;
  tokens.forEach((raw, i) => {
    // "L'Étranger", "d'Orsay": an elided article is no part of the word ("#Étranger", not "#LÉtranger").
    const w = lang === "fr" || lang === "es" ? raw.replace(/^(?:[ldjmnst]|qu)['’](?=\p{L})/iu, "") : raw;
    const lw = w.toLowerCase();
    if (stop.has(lw) || INSTRUCTION.has(lw) || [...w].length < 4 || /[.!?,;:]/.test(w)) return;
    const prev = tokens[i - 1] ?? ".";
    const sentenceStart = /[.!?]/.test(prev) || i === 0;
    // A capitalised word right after a capitalised noun is a name ("meinen Ausbilder Klaus").
    const afterNoun =
      /^\p{Lu}/u.test(prev) && !sentenceStart && !/^[.!?,;:]$/.test(prev) && !(i >= 2 && /[.!?]/.test(tokens[i - 2]!));
    if (lang === "de") {
      // "Café Morgenrot", "Bäckerei Huber": a business word and its name are the place's name.
      if (/^\p{Lu}/u.test(w) && afterNoun && GERMAN_PLACE.test(prev)) out.push({ words: [prev, w], proper: true });
      else if (/^\p{Lu}/u.test(w) && !sentenceStart && !afterNoun) out.push({ words: [w], proper: false });
      return;
    }
    // "Casa Lucía": capitalised words in a row are one name.
    const last = out.at(-1);
    if (/^\p{Lu}/u.test(w) && !sentenceStart && last?.proper && tokens[i - 1] === last.words.at(-1)) last.words.push(w);
    else if (/^\p{Lu}/u.test(w) && !sentenceStart) out.push({ words: [w], proper: true });
    // "los que vinieron": a verb after a relative pronoun; "un día increíble": an adjective.
    else if (/^(?:que|qui|quien|quienes|dont)$/i.test(prev) || /(?:ble|bles)$/i.test(lw) || PRE_NOUN_ADJECTIVE.test(lw))
      return;
    else if (
      (articles.test(prev) && !(lang === "es" && /^nos$/i.test(prev))) ||
      (PRE_NOUN_ADJECTIVE.test(prev) && articles.test(tokens[i - 2] ?? "")) ||
      /^(?:de|du|des|del)$/i.test(prev) ||
      (articles.test(tokens[i - 2] ?? "") && stop.has(prev.toLowerCase()))
    )
      out.push({ words: [w], proper: false });
  });
  return out;
}

function camel(word: string): string {
  return (
    word
      .split(/[^\p{L}\p{M}\p{N}]+/u)
      .filter(Boolean)
      // "#Chatgpt" -> "#ChatGPT": a product name keeps its maker's spelling.
      .map((part) =>
        /^\p{Ll}+\p{Lu}/u.test(part) ? part : (nameSpelling(part) ?? part[0]!.toUpperCase() + part.slice(1)),
      )
      .join("")
  );
}

/** "#EcoFriendlyWaterBottle" from ["eco-friendly", "water", "bottle"]; shortened from the front to fit 24 letters. */
export function tagOf(words: string[]): string | null {
  for (let start = 0; start < words.length; start++) {
    // Never a tag that starts with the "of"/"for" inside a name (#ForHumanityDenver), nor with a word that only joins
    // ("2024 State of Remote Work report": #RemoteWorkReport, not #OfRemoteWorkReport).
    if (/^(?:of|for|and|or|the|to|in|on|at|with|by|from|a|an)$/i.test(words[start]!) && start < words.length - 1)
      continue;
    const body = words.slice(start).map(camel).join("");
    if ([...body].length <= HASHTAG_MAX && [...body].length >= 3 && /^\p{L}/u.test(body) && !/\d/.test(body))
      return `#${body}`;
  }
  return null;
}

interface HashtagOptions {
  lang?: Lang;
  /** Stop words of a non-English language. */
  stop?: ReadonlySet<string>;
  /** Hashtags the prompt wrote itself (kept first). */
  userTags?: string[];
  /** Phrases to prefer (the headline's subject). */
  prefer?: string;
}

/** German, Spanish and French nouns too general to be a hashtag on their own ("#Produkte", "#Preise", "#Gamme"). */
const FOREIGN_GENERIC: Record<string, ReadonlySet<string>> = {
  de: new Set(
    "produkte produkt preise preis angebot angebote zeit tag tage woche wochen monat jahr jahre uhr leute team kunden kundin sachen dinge neuigkeiten info infos details stunden minuten teilzeit vollzeit arbeit stelle bewerbung erfahrung freude dank eröffnung filiale laden gäste gast stück treue fall fälle fällen hinweis notdienst".split(
      " ",
    ),
  ),
  es: new Set(
    "productos producto precios precio menú reservas reserva día días semana semanas mes año años equipo clientes cosas novedades información detalles horas tiempo gracias tienda experiencia trabajo descuentos descuento primeros primeras primero primera nuevo nueva nuevos nuevas gratis hoy".split(
      " ",
    ),
  ),
  fr: new Set(
    "gamme produits produit prix jour jours semaine semaines mois année années équipe clients choses nouvelles informations détails heures temps merci boutique expérience travail marché réduction club".split(
      " ",
    ),
  ),
};

/** Words of a prompt that make a usual hashtag when no noun phrase qualifies ("tips for staying productive"). */
const OWNED_OR_PLACE = (w: string) =>
  new RegExp(
    String.raw`\b(?:(?:my|his|her|their)|(?:on|at|from|after|off|into|onto|in) the(?:\s+(?:old|new|little|big|local))?)\s+${w}\b`,
    "i",
  );

const FALLBACK = [
  "tips",
  "advice",
  "hiring",
  "webinar",
  "workshop",
  "giveaway",
  "sale",
  "podcast",
  "recipe",
  "fundraiser",
  "volunteers",
  "jobs",
  "career",
  "startup",
  "motivation",
  "freelancing",
  "freelance",
  "leadership",
  "management",
  "productivity",
  "marketing",
  "parenting",
  "fitness",
  "running",
  "baking",
  "gardening",
  "writing",
  "work week",
  "remote work",
  "small business",
  "mental health",
  // Everyday news with no other topic ("our first baby", "our new website is live", "10,000 customers").
  "baby",
  "website",
  "customers",
  // A thank-you to people by name, with no topic of its own ("huge thanks to Maria and Tom for covering my shifts").
  "thank you",
  "thanks",
  // The news word of a post with no topic ("shipped it", "finally retired today").
  "shipped",
  "launched",
  "promoted",
  "graduated",
  "retired",
  "published",
  "released",
  "engaged",
];

const LANGUAGE =
  /^(?:english|spanish|portuguese|french|german|italian|dutch|polish|chinese|mandarin|cantonese|japanese|korean|arabic|hindi|russian|turkish|swedish|norwegian|danish|finnish|greek|ukrainian|vietnamese|thai|hebrew|irish|welsh|catalan|basque|romanian|czech|hungarian)$/i;

/** A lone capitalised word used as a person's name: "Maya and Luis", "thanks to Maya", "welcome Maya". */
function personNamed(text: string, word: string): boolean {
  // "in Spanish and Portuguese": languages and peoples paired are no people thanked.
  if (LANGUAGE.test(word)) return false;
  const w = escapeRegExp(word);
  const name = String.raw`\p{Lu}\p{Ll}+`;
  // "now covers Leeds and Bradford", "in Harrogate and Ripon": places paired after a word of place or reach are no
  // people greeted.
  if (
    new RegExp(
      String.raw`\b(?:in|across|around|near|between|throughout|cover(?:s|ing)?|serv(?:e|es|ing)|deliver(?:s|ing)? to|based in)\s+(?:${name}\s+(?:and|&)\s+)?${w}\b`,
      "u",
    ).test(text)
  )
    return false;
  return (
    new RegExp(String.raw`\b${w}\s+(?:and|&)\s+${name}\b(?!\s+\p{Lu})`, "u").test(text) ||
    new RegExp(String.raw`(?<!\p{Lu}\p{Ll}+\s)\b${name}\s+(?:and|&)\s+${w}\b(?!\s+\p{Lu})`, "u").test(text) ||
    new RegExp(
      String.raw`\b(?:thanks? (?:you )?to|shout[- ]?out to|congrat\w* to|welcome|kudos to)\s+${w}\b(?!\s+\p{Lu})`,
      "iu",
    ).test(text)
  );
}

/** The title of a book, film, play or song after the word that names it, when it joins words inside it ("Pip and the Moon"). */
const WORK_TITLE =
  /\b((?:read|reads|reading|watch|watches|watching|book|novel|film|movie|play|musical|album|song|called|titled|entitled|named|episode|screening(?: of)?|performing|performance of)\s+)(?:(?:The|A|An)\s+)?\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)*(?:\s+(?:and|of|the|in|on|a|an|to|with|for|&)(?:\s+(?:and|of|the|in|on|a|an|to|with|for|&))*\s+\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)*)+/gu;

/** Verbs a post says to its reader at the start of a clause ("order", "book", "grab"). */
const READER_VERB =
  /^(?:order|pre-?order|book|grab|try|join|get|visit|shop|buy|call|text|bring|come|see|check|follow|sign|register|reserve|tag|share|download|meet|email|message|dm|pop|drop|head|swing)$/i;

/** Up to `count` hashtags from the prompt's content, best first. */
export function hashtagsFor(content: string, count: number, options: HashtagOptions = {}): string[] {
  if (count <= 0) return [];
  // Links, mentions and hashtags become phrase boundaries, so no tag joins words the prompt did not write together.
  const text = content
    .replace(/\S+@\S+/g, " . ")
    .replace(URL_RE, " . ")
    .replace(/[@#][\p{L}\p{N}_]+/gu, " . ")
    // "we're reading Pip and the Moon": a title with words joined inside it gives no tag from one of its words (#Moon).
    .replace(WORK_TITLE, "$1 . ")
    // "Mill Lane Monday to Wednesday" (the engine's spelling of "Mon-Wed"): days are no part of a name's tag.
    .replace(
      /\b(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\s+(?:to|and)\s+(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b/g,
      " . ",
    );
  const tagText = (options.lang ?? "en") === "en" ? activityTopics(text) : text;
  const lang = options.lang ?? "en";
  const phrases = lang === "en" ? nounPhrases(tagText) : foreignPhrases(text, lang, options.stop ?? new Set());
  const prefer = (lang === "en" ? activityTopics(options.prefer ?? "") : (options.prefer ?? "")).toLowerCase();
  const scored = phrases
    .map((p, i) => {
      // A tag people search is a name or a compound: a common phrase keeps its last three words, a name up to four
      // ("Habitat for Humanity"); a word for the people or the occasion after a compound gives way to it
      // ("night shift crew" -> #NightShift, "open mic night" -> #OpenMic).
      const common =
        p.words.length > 2 && GROUP_TAIL.test(p.words[p.words.length - 1]!) ? p.words.slice(-3, -1) : p.words.slice(-3);
      const words = p.proper ? p.words.slice(-4) : common;
      const single = words.length === 1;
      const w0 = words[0]!.toLowerCase();
      if (single && (GENERIC.has(w0) || WEAK_ADJ.test(w0) || ([...w0].length < 4 && !/^\p{Lu}{2,}$/u.test(words[0]!))))
        return null;
      if (single && !p.proper && lang === "en" && !nounOnly(w0)) return null;
      // "Mo-Sa", "7-19": abbreviations joined by a hyphen are not a topic.
      if (single && words[0]!.split("-").length > 1 && words[0]!.split("-").every((x) => [...x].length <= 3))
        return null;
      if (single && lang !== "en" && FOREIGN_GENERIC[lang]?.has(w0)) return null;
      // "shout-out to Maya and Luis": people thanked or greeted by first name are no topic.
      if (single && p.proper && personNamed(text, words[0]!)) return null;
      // "my knees", "on the floor", "my daughter": a lone common noun the poster owns or stands on is no topic ("our
      // bakery" is the business, and stays).
      if (single && !p.proper && lang === "en" && OWNED_OR_PLACE(w0).test(text)) return null;
      // "in my living room", "from my garage": where the poster is, not what the post is about.
      if (
        !p.proper &&
        lang === "en" &&
        new RegExp(
          String.raw`\b(?:in|at|from|on|into|out of)\s+(?:my|his|her|their)\s+(?:[\p{L}-]+\s+){0,2}${escapeRegExp(words.join(" "))}\b`,
          "iu",
        ).test(text)
      )
        return null;
      // "Bake sale for ...": a noun after a sentence's opening verb is half of a compound the tagger split.
      const opener = new RegExp(String.raw`(?:^|[.!?:]\s+)(\p{L}+)\s+${escapeRegExp(words[0]!)}\b`, "iu").exec(
        text,
      )?.[1];
      if (single && !p.proper && lang === "en" && opener) {
        const tags = tagsAlone(opener.toLowerCase());
        if (tags.includes("Verb") && !tags.includes("Adjective") && !tags.includes("Determiner")) return null;
      }
      // "- order sourdough, croissants ...", "Book tickets now": a phrase that opens with the reader's verb is no topic
      // (#OrderSourdough); the things after it give their own tags.
      if (
        !p.proper &&
        lang === "en" &&
        words.length > 1 &&
        READER_VERB.test(words[0]!) &&
        new RegExp(
          String.raw`(?:^|[.!?:;,]\s+|\s[–—-]\s+)${escapeRegExp(words[0]!)}\s+${escapeRegExp(words[1]!)}\b`,
          "iu",
        ).test(text)
      )
        return null;
      // "with instructor Mia", "Studio 9": a title before a name, or a word of a numbered name.
      if (
        single &&
        lang === "en" &&
        new RegExp(
          String.raw`\b${escapeRegExp(words[0]!)}\s+(?:\d|${p.proper ? "$^" : String.raw`\p{Lu}\p{Ll}+`})`,
          "u",
        ).test(text)
      )
        return null;
      // "unser Haus", "mein Garten": a lone noun the poster owns is no topic (a named place stays: "unser Café Mondschein").
      if (
        single &&
        lang === "de" &&
        new RegExp(
          String.raw`\b(?:unser|unsere|unseren|unserem|mein|meine|meinen|meinem)\s+${escapeRegExp(words[0]!)}\b`,
          "iu",
        ).test(text) &&
        !GERMAN_PLACE.test(words[0]!)
      )
        return null;
      // "40 rejections", "ward 4": a counted or numbered noun is a figure, not a topic.
      if (
        single &&
        !p.proper &&
        lang === "en" &&
        new RegExp(String.raw`\d[\d,.]*\+?\s+${escapeRegExp(words[0]!)}\b|\b${escapeRegExp(words[0]!)}\s+\d`, "i").test(
          text,
        )
      )
        return null;
      const inLead = prefer.includes(words.join(" ").toLowerCase());
      // A lone common noun ("#Tools", "#Crew") is a topic only when the headline is about it.
      // (Its opening words, after a label: "Hot take: tabs are better ... I will die on this hill" gives no #Hill, a
      // rambling headline no #Laptop.)
      const leadWords = prefer.replace(/^[^:]{2,30}:\s*/, "").split(/\s+/);
      const opening = leadWords.length > 25 ? leadWords.slice(0, 12).join(" ") : prefer;
      if (
        single &&
        !p.proper &&
        lang === "en" &&
        new RegExp(String.raw`\b(?:this|that|these|those)\s+${w0}\b`, "i").test(text)
      )
        return null;
      if (single && !p.proper && lang === "en" && prefer && !new RegExp(String.raw`\b${w0}\b`, "i").test(opening))
        return null;
      return {
        words,
        score: words.length + (words.length > 1 ? 1 : 0) + (p.proper ? 0.5 : 0) + (inLead ? 2 : 0) - i * 0.05,
      };
    })
    .filter((x): x is { words: string[]; score: number } => x !== null)
    // ("helps couples split bills": the activity, #BillSplitting, whatever the tagger made of the words.)
    .concat(lang === "en" ? activitiesOf(content).map((words) => ({ words, score: 3 })) : [])
    .sort((a, b) => b.score - a.score);
  const tags: string[] = [];
  const squash = (t: string) => t.toLowerCase().replace(/^#/, "");
  const add = (tag: string | null) => {
    if (!tag || tags.length >= count) return;
    if (tags.some((t) => squash(t).includes(squash(tag)) || squash(tag).includes(squash(t)))) return;
    tags.push(tag);
  };
  // The prompt's own tags, in hashtag letters only ("#A_" -> "#A"; "#_" is none).
  for (const t of options.userTags ?? []) {
    const letters = t.replace(/^#/, "").replace(/[^\p{L}\p{M}\p{N}]/gu, "");
    if (/\p{L}/u.test(letters)) add(`#${letters}`);
  }
  for (const s of scored) add(tagOf(s.words));
  if (tags.length === 0 && lang === "en") {
    const word = FALLBACK.find((w) => new RegExp(String.raw`\b${w}\b`, "i").test(text));
    if (word) add(tagOf(word.split(" ")));
  }
  return tags;
}
