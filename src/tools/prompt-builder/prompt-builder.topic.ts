import nlp from "compromise";
import { MOVING_VERB, nounPhrases } from "./prompt-builder.phrases";

/**
 * What kind of phrase the topic is, read with compromise's tagger, so that it can be put into a sentence with a
 * grammatical frame:
 *  - a noun phrase ("a cozy cabin at dusk")            -> "a short story about a cozy cabin at dusk";
 *  - a verb phrase ("announce a 4-day work week pilot") -> "an email announcing a 4-day work week pilot",
 *                                                          "a guide explaining how to announce ...";
 *  - a clause ("our team missed the deadline")          -> "an email explaining that our team missed the deadline";
 *  - a question word ("how to train a puppy")           -> "a guide explaining how to train a puppy".
 * A length written in the topic ("around 500 words about ...") is taken out as a length.
 */
export type TopicKind = "noun" | "verb" | "clause" | "question";

interface TopicReading {
  kind: TopicKind;
  /** The topic without a length phrase, as typed otherwise. */
  text: string;
  /** "around 500 words" when the topic names a length. */
  length: string | null;
  /** The verb phrase in the -ing form ("announcing a 4-day work week pilot"). */
  gerund: string;
  /** The verb phrase in the third person ("announces a 4-day work week pilot"). */
  third: string;
  /** The main noun phrase, definite ("the 4-day work week pilot"), for "the reader understands ..."; null when the
   * topic has none that reads well there. */
  mainNoun: string | null;
}

interface Term {
  text: string;
  tags: Set<string>;
}

function termsOf(text: string): Term[] {
  const json = nlp(text).json() as { terms: { text: string; tags: string[] }[] }[];
  return json.flatMap((s) => s.terms.map((t) => ({ text: t.text, tags: new Set(t.tags) })));
}

/** Where the given terms end in the text they were read from (with a possessive's or a slip's apostrophe). */
function endOfTerms(text: string, terms: readonly Term[]): number {
  const lower = text.toLowerCase();
  let at = 0;
  for (const t of terms) {
    const i = lower.indexOf(t.text.toLowerCase(), at);
    if (i < 0) break;
    at = i + t.text.length;
  }
  return at + (/^['’]s?(?![\p{L}])/u.exec(text.slice(at))?.[0].length ?? 0);
}

/** Verbs a topic often starts with that the tagger may read as nouns ("tell clients ..."). */
const ACTION_VERBS =
  /^(?:tell|ask|remind|invite|thank|announce|welcome|let|inform|notify|congratulate|apologi[sz]e|introduce|request|share|explain|convince|persuade|encourage|help|teach|warn|promote|pitch|celebrate|reply|respond|decline|accept|confirm|cancel|reschedule|schedule|propose|recommend|describe|compare|review|summari[sz]e|launch|reduce|improve|increase|build|set|migrate|install|configure|deploy|get|make|write|plan|organi[sz]e|prepare|grow|sell|find|choose|start|stop|avoid|fix|train|learn|recruit|hire|raise|collect|gather|attract|win|keep|retain|boost|support|fund|sponsor|open|close|host|join|visit|book|buy|try|use|switch|upgrade|save|earn|spend|protect|prevent|end|turn|move|bring|send|offer|thank|present|pitch|teach|show|answer|handle|manage|lead|run|create|design|draft|update|notify)$/i;

/** Verbs that are not also everyday nouns, so a topic of that one word is an action missing its object. */
const LONE_VERB =
  /^(?:compare|contrast|explain|summari[sz]e|analy[sz]e|describe|persuade|convince|introduce|announce|teach|organi[sz]e|evaluate|discuss|explore|investigate|examine|argue|define|outline|predict|prove|critique|assess|justify|promote|recommend|convert|improve|reduce|increase|optimi[sz]e)$/i;

const ASKING_ONLY = /^(?:write|create|generate|make|draft|compose|produce|craft|brainstorm|do|help|give)$/i;

const PREPOSITIONAL_VERB =
  /^(?:(?:reply|respond|write|talk|speak|complain|report|appeal|react|listen|apologi[sz]e|object|agree) (?:to|with|about|for|on)|(?:ask|apply|prepare|push|look|register|vote|pay|plan|account|advocate|fundraise|campaign|negotiate) (?:for|about)|(?:announce|explain|say|mention|describe|introduce|present|admit|suggest|recommend|propose|pitch|break|deliver|send|justify) to|sign up)$/i;

const LENGTH =
  /\b(?:(?:in|of|with|at)\s+)?(?:(?:around|about|approximately|roughly|under|less than|fewer than|at most|max(?:imum)?|up to|no more than|over|at least|exactly)\s+)?\d[\d,]*(?:\s*[-–]\s*\d[\d,]*)?(?:\s+|-)(?:words?|characters?|chars|lines?|sentences?|paragraphs?|pages?|slides?|bullet points?)\b/i;

/** Takes a length phrase out of the topic: "around 500 words about a lighthouse" -> "a lighthouse", "around 500 words". */
function takeLength(topic: string): { text: string; length: string | null } {
  const m = LENGTH.exec(topic);
  if (!m) return { text: topic, length: null };
  const length = m[0]
    .replace(/^(?:in|of|with|at)\s+/i, "")
    .replace(/(\d)-(\w)/, "$1 $2")
    .replace(/\b(word|character|line|sentence|paragraph|page|slide|bullet point)\b/i, "$1s");
  const text = `${topic.slice(0, m.index)} ${topic.slice(m.index + m[0].length)}`
    .replace(/\s+/g, " ")
    // ("candles, 200 words, eco-conscious shoppers": the list closes over the gap, never "candles, , eco-...".)
    .replace(/\s*([,;])\s*[,;]/g, "$1")
    .replace(/[\s,;]+$/, "")
    .replace(/^\s*(?:about|on|of|regarding|covering|,)\s+/i, "")
    // "a 500-word article" -> "an article"
    .replace(
      /\b([Aa])n?\s+(\p{L})/u,
      (_m, a: string, letter: string) => `${a}${/[aeiou]/i.test(letter) ? "n" : ""} ${letter}`,
    )
    .trim();
  return { text: text || topic, length };
}

/** A base-form verb phrase into the -ing or the third-person form ("set up CI" -> "setting up CI"). */
type Conjugating = { conjugate(): Record<string, string>[]; text(): string };

function inflectVerbPhrase(vp: string, form: "Gerund" | "PresentTense"): string {
  const first = nlp(vp).verbs().first() as unknown as Conjugating;
  let verb = first.text();
  let conj = first.conjugate()[0];
  if (!conj?.[form] || !verb || !vp.toLowerCase().startsWith(verb.toLowerCase())) {
    // The tagger read the first word as a noun ("tell clients ..."): conjugate it on its own.
    verb = vp.split(/\s+/)[0]!;
    const doc = nlp(verb);
    doc.tag("Infinitive");
    conj = (doc.verbs() as unknown as Conjugating).conjugate()[0];
  }
  const out = conj?.[form] ? `${conj[form]}${vp.slice(verb.length)}` : vp;
  // "decline the offer but keep the door open" -> "declining the offer but keeping the door open": a verb coordinated
  // with the first takes the same form.
  return out.replace(/\b(and|but|or|then)\s+(\p{Ll}+)\b/gu, (whole, link: string, word: string) => {
    if (
      !ACTION_VERBS.test(word) &&
      !/^(?:keep|stay|go|come|take|give|put|leave|let|say|see|look|feel|become|sign|add|check|stop|wait)$/i.test(word)
    )
      return whole;
    const doc = nlp(word);
    doc.tag("Infinitive");
    const c = (doc.verbs() as unknown as Conjugating).conjugate()[0];
    return c?.[form] ? `${link} ${c[form]}` : whole;
  });
}

/** A named one-off thing with no article ("Black Friday sale", "Summer Solstice festival"): it takes "the". */
export const NAMED_EVENT =
  /^(?:\p{Lu}[\p{L}'’-]*\s+)+(?:sale|party|event|launch|campaign|fair|festival|conference|meeting|trip|match|game|release|update|promotion|offer|deal|weekend|dinner|gala|concert|show|workshop|webinar|summit|retreat|reunion|fundraiser|drive|challenge|tournament|race|marathon|appeal|open day|market)\b/u;

/** The main noun phrase of a text for "the reader understands ...": its first noun phrase as written, made definite
 * ("a 4-day work week pilot" -> "the 4-day work week pilot"; "our new expense policy" stays). */
export function mainNounOf(text: string): string | null {
  const first = nounPhrases(text, true)[0];
  if (!first) return null;
  if (NAMED_EVENT.test(first)) return `the ${first}`;
  // The phrase opened the topic after "a"/"an" ("a ceramic pour-over coffee set" -> "the ... coffee set").
  if (
    /^(?:a|an)\s/i.test(text.trim()) &&
    !/^(?:a|an|the)\s/i.test(first) &&
    text.toLowerCase().indexOf(first.toLowerCase()) < 40
  )
    return `the ${first}`;
  return /^(?:a|an)\s/i.test(first) ? `the ${first.replace(/^(?:a|an)\s+/i, "")}` : first.replace(/^The\s/, "the ");
}

const MESSAGE_NOUN: Record<string, string> = {
  ask: "the request",
  request: "the request",
  invite: "the invitation",
  remind: "the reminder",
  thank: "the thanks",
  apologize: "the apology",
  apologise: "the apology",
  tell: "the news",
  inform: "the news",
  notify: "the news",
  let: "the news",
  propose: "the proposal",
  confirm: "the confirmation",
  decline: "the decision",
  cancel: "the change",
  reschedule: "the change",
  congratulate: "the congratulations",
  welcome: "the welcome",
  recommend: "the recommendation",
};

/** What a verb-phrase topic's reader should understand: "the request" (ask ...), or the thing announced (announce X
 * -> the X); null for other verbs. */
function purposeNoun(vp: string): string | null {
  const verb = vp.split(/\s+/)[0]!.toLowerCase();
  // "announce to the team that ...", "explain to clients why ...": what is told is a clause, not the people told.
  if (TELLING.test(verb)) {
    const told = vp
      .slice(verb.length)
      .trim()
      .replace(/^to\s+/i, "")
      .replace(TOLD, "");
    if (/^that\s/i.test(told)) return "the news";
    if (/^why\s/i.test(told)) return "the reasons";
    if (/^(?:how|what)\s/i.test(told)) return "the explanation";
  }
  if (MESSAGE_NOUN[verb]) return MESSAGE_NOUN[verb];
  return /^(?:announce|introduce|launch|present|unveil|promote|celebrate|explain|describe|share)$/.test(verb)
    ? mainNounOf(vp.slice(verb.length))
    : null;
}

/**
 * A direct question as the indirect one a sentence can hold: "how do I rotate API keys?" -> "how to rotate API keys",
 * "why do we need tests" -> "why we need tests", "what is a vector database" -> "what a vector database is".
 */
export function indirectQuestion(text: string): string {
  const t = text.replace(/\?+\s*$/, "").trim();
  const how =
    /^(how|where|when|what|which)\s+(?:do|can|should|could|would|shall)\s+(?:i|we|you|one)\s+(\p{Ll}.*)$/iu.exec(t);
  if (how) return `${how[1]!.toLowerCase()} to ${how[2]}`;
  const why = /^(why|when|where|how)\s+(?:do|should|would|can|could)\s+(i|we|you|they|people)\s+(\p{Ll}.*)$/iu.exec(t);
  if (why) return `${why[1]!.toLowerCase()} ${why[2]!.replace(/^I$/, "I").toLowerCase().replace(/^i$/, "I")} ${why[3]}`;
  // "why should busy parents try our meal kit" -> "why busy parents should try our meal kit": the subject is the
  // words before the first verb after the auxiliary; "why do lighthouses feel so lonely" -> "why lighthouses feel so
  // lonely", and "does" / "did" give the verb their form ("why does the sea look green" -> "why the sea looks green").
  const modal = /^(why|how|when|where|what)\s+(should|would|could|can|will|must|might|may|do|does|did)\s+(.+)$/iu.exec(
    t,
  );
  if (modal && !/^(?:i|we|you|one)\s/i.test(modal[3]!)) {
    const ts = termsOf(modal[3]!);
    // "what would happen if cats could talk", "what will replace passwords": "what" is the subject, and the words
    // are already in the order an indirect question keeps.
    // (Tagged after its modal: "replace smartphones" alone reads as a noun.)
    const afterModal = termsOf(`${modal[2]!.toLowerCase()} ${modal[3]}`)[1];
    if (
      /^(?:what|who)$/i.test(modal[1]!) &&
      !/^(?:do|does|did)$/i.test(modal[2]!) &&
      afterModal?.tags.has("Verb") &&
      !afterModal.tags.has("Noun")
    )
      return `${modal[1]!.toLowerCase()} ${modal[2]!.toLowerCase()} ${modal[3]}`;
    const found = ts.findIndex((x, i) => i > 0 && x.tags.has("Verb") && !x.tags.has("Gerund"));
    // ("why did the Roman empire fall": the tagger reads "fall" as a noun; after do/does/did the last word is the verb.)
    const v = found > 0 ? found : /^(?:do|does|did)$/i.test(modal[2]!) && ts.length >= 2 ? ts.length - 1 : -1;
    if (v > 0) {
      // (The subject is cut from the words as written: the tagger's texts drop punctuation, so "weekends'" found by
      // its text would leave a stray "s" or cut the rest mid-word.)
      const end = endOfTerms(modal[3]!, ts.slice(0, v));
      const subject = modal[3]!.slice(0, end).trim();
      const rest = modal[3]!.slice(end).trim();
      const [q, aux] = [modal[1]!.toLowerCase(), modal[2]!.toLowerCase()];
      if (aux === "do") return `${q} ${subject} ${rest}`;
      if (aux !== "does" && aux !== "did") return `${q} ${subject} ${aux} ${rest}`;
      const [verb, ...after] = rest.split(/\s+/);
      const doc = nlp(verb!);
      doc.tag("Infinitive");
      const conj = (doc.verbs() as unknown as Conjugating).conjugate()[0];
      const form = conj?.[aux === "does" ? "PresentTense" : "PastTense"];
      if (form) return `${q} ${subject} ${[form, ...after].join(" ")}`;
    }
  }
  // "why do my containers lose data" -> "why my containers lose data" ("do" keeps the verb's form).
  const aux = /^(why|how|when|where)\s+do\s+((?:my|our|your|their|the|these|those|some|most|many)\s+.+)$/iu.exec(t);
  if (aux) return `${aux[1]!.toLowerCase()} ${aux[2]}`;
  // "why is my docker container using so much memory" -> "why my docker container is using so much memory".
  const be =
    /^(why|how|when|where)\s+(is|are|was|were)\s+((?:my|our|your|their|the|this|that|these|those|his|her|its|a|an)\s+.+?)\s+((?:not\s+)?(?:\p{Ll}+ing|\p{Ll}+ed|so|too|still|always|never)\b.*)$/iu.exec(
      t,
    );
  if (be) return `${be[1]!.toLowerCase()} ${be[3]} ${be[2]!.toLowerCase()} ${be[4]}`;
  // ("why is the sky blue" -> "why the sky is blue": an adjective at the end.)
  const beAdj =
    /^(why|how)\s+(is|are|was|were)\s+((?:my|our|your|their|the|this|that|these|those)\s+.+?)\s+(\p{Ll}+)$/iu.exec(t);
  if (beAdj && termsOf(beAdj[4]!)[0]?.tags.has("Adjective"))
    return `${beAdj[1]!.toLowerCase()} ${beAdj[3]} ${beAdj[2]!.toLowerCase()} ${beAdj[4]}`;
  // "what is the impact of X" -> "the impact of X": a noun phrase reads better than "what the impact of X is".
  const thing = /^what\s+(?:is|are)\s+(the\s+.+)$/iu.exec(t);
  if (thing) return thing[1]!;
  const what = /^(what|who)\s+(is|are|was|were)\s+((?:an?|the)\s+.+|[^\s]+)$/iu.exec(t);
  if (what) return `${what[1]!.toLowerCase()} ${what[3]} ${what[2]!.toLowerCase()}`;
  return /^(?:how|why|what|when|where|which|who|whether)\b/i.test(t) ? t : text;
}

/** A manner adverb before the topic's verb ("politely decline a vendor's proposal"). */
const MANNER = /^(\p{Ll}+ly)\s+(?=\p{Ll})/u;

/** Verbs of telling whose object can be a clause ("announce the office will close early"). */
const TELLING = /^(?:announce|explain|confirm|share|tell|remind|inform|notify|warn)$/i;
/** A person told, between a verb of telling and its clause ("tell clients the price is going up"). */
const TOLD =
  /^(?:(?:the|our|your|my|all)\s+)?(?:\p{Ll}+\s+)?(?:clients?|customers?|staff|team|employees|colleagues|everyone|parents|students|members|users|readers|followers|them|us|him|her|you|me|partners|suppliers|tenants|guests|volunteers|managers|investors)\s+/iu;

/** "announcing the office will close" -> "announce the office will close": a topic opened by the gerund of a verb
 * the builder reads as an action. */
function baseOfGerundTopic(text: string): string | null {
  const m = /^(\p{Ll}+ing)\s+(.+)$/u.exec(text.trim());
  if (!m) return null;
  const doc = nlp(m[1]!);
  doc.tag("Gerund");
  const base = (doc.verbs() as unknown as { toInfinitive(): { text(): string } }).toInfinitive().text();
  return base && base !== m[1] && ACTION_VERBS.test(base) ? `${base} ${m[2]}` : null;
}

/** A verb of telling with a clause for its object gets "that": "announce the office will close early" -> "announce
 * that the office will close early". The reader then understands "the news", not the clause's first noun. */
function withThat(vp: string): { text: string; clause: boolean } {
  const m = /^(\p{L}+)\s+(.+)$/u.exec(vp);
  if (!m || !TELLING.test(m[1]!) || /^that\b/i.test(m[2]!)) return { text: vp, clause: false };
  const told = TOLD.exec(m[2]!)?.[0] ?? "";
  // "tell", "remind", "inform"... name the person told first: without one they read, the clause is not found.
  if (!told && /^(?:tell|remind|inform|notify|warn)$/i.test(m[1]!)) return { text: vp, clause: false };
  const rest = m[2]!.slice(told.length);
  if (/^(?:that|how|why|what|when|where|whether|if|about)\b/i.test(rest)) return { text: vp, clause: false };
  if (readTopic(rest).kind !== "clause") return { text: vp, clause: false };
  return { text: `${m[1]} ${told}that ${rest}`, clause: true };
}

export function readTopic(topic: string): TopicReading {
  // "announcing the office will close early": read as the verb phrase "announce ...".
  const base = baseOfGerundTopic(topic);
  if (base) {
    const reading = readTopic(base);
    if (reading.kind === "verb") return reading;
  }
  // "politely decline a vendor's proposal": the verb phrase after the adverb, which then goes with the verb's forms
  // ("politely declining ...").
  const manner = MANNER.exec(topic.trim());
  if (manner && termsOf(manner[1]!)[0]?.tags.has("Adverb")) {
    const rest = readTopic(topic.trim().slice(manner[0].length));
    if (rest.kind === "verb")
      return {
        ...rest,
        text: `${manner[1]} ${rest.text}`,
        gerund: `${manner[1]} ${rest.gerund}`,
        third: `${manner[1]} ${rest.third}`,
      };
  }
  const { text: typed, length } = takeLength(topic);
  // "compare", "explain": a lone verb names an action without its object; the object becomes a placeholder
  // ("comparing [what to compare]") rather than the ungrammatical "about compare".
  const alone = typed.trim().replace(/[.!?]+$/, "");
  // "write", "brainstorm": only the instruction was typed; what it is about is a placeholder.
  if (ASKING_ONLY.test(alone))
    return {
      kind: "noun",
      text: "[your topic]",
      length,
      gerund: "[your topic]",
      third: "[your topic]",
      mainNoun: null,
    };
  const lone = LONE_VERB.exec(alone);
  if (lone) {
    const verb = lone[0].toLowerCase();
    const object = ` [what to ${verb}]`;
    return {
      kind: "verb",
      text: `${verb}${object}`,
      length,
      gerund: `${inflectVerbPhrase(verb, "Gerund")}${object}`,
      third: `${inflectVerbPhrase(verb, "PresentTense")}${object}`,
      mainNoun: null,
    };
  }
  const text = indirectQuestion(typed);
  const terms = termsOf(text);
  const first = terms[0];
  let kind: TopicKind = "noun";
  const second = terms[1];
  const objectNext = Boolean(
    second &&
      ["Determiner", "Possessive", "Noun", "Pronoun", "ProperNoun", "Value", "Adjective", "Gerund", "Particle"].some(
        (g) => second.tags.has(g),
      ) &&
      !second.tags.has("Preposition"),
  );
  // "REST API rate limiting", "SEO basics": a word in capitals is a name, never the topic's verb.
  const acronym = Boolean(first && /^\p{Lu}{2,}s?$/u.test(first.text));
  if (first && /^(?:how|why|what|when|where|which|who|whether)$/i.test(first.text)) kind = "question";
  else if (acronym) kind = "noun";
  else if (
    first &&
    second &&
    ACTION_VERBS.test(first.text) &&
    !["Preposition", "Copula", "Auxiliary", "Modal"].some((g) => second.tags.has(g))
  )
    kind = "verb";
  // "reply to a customer ...", "apologise for the delay": a verb that takes its object with a preposition.
  else if (first && second && PREPOSITIONAL_VERB.test(`${first.text} ${second.text}`)) kind = "verb";
  else if (
    first &&
    second &&
    objectNext &&
    // "rate limiting", "load balancing": a bare noun before an -ing word is a compound noun, not "rate" + object.
    !(second.tags.has("Gerund") && !ACTION_VERBS.test(first.text)) &&
    // ("oil painting of a fisherman", "cost breakdown for Q3": a bare noun before "of"/"for" makes a compound noun.)
    !(
      second.tags.has("Noun") &&
      !second.tags.has("Pronoun") &&
      !second.tags.has("Plural") &&
      /^(?:of|for)$/i.test(terms[2]?.text ?? "")
    ) &&
    first.tags.has("Verb") &&
    !first.tags.has("Gerund") &&
    !first.tags.has("Copula") &&
    (first.tags.has("Infinitive") || first.tags.has("Imperative"))
  )
    kind = "verb";
  else {
    // A clause: a noun phrase directly followed by a finite verb that takes an object or complement (not a plural
    // noun before a preposition: "rate limits for partners"), with no "who/that/which" in between.
    // ("standup moves to 10:30": the tagger may read a verb of moving as a plural noun.)
    const movesTo = (t: Term, i: number) =>
      i > 0 &&
      MOVING_VERB.test(t.text) &&
      Boolean(terms[i - 1]?.tags.has("Noun")) &&
      (/^(?:to|on|at|from|into|until|back|in|this|next|tomorrow|today|tonight)$/i.test(terms[i + 1]?.text ?? "") ||
        Boolean(terms[i + 1]?.tags.has("Date")));
    const v = terms.findIndex(
      (t, i) => (t.tags.has("Verb") && !t.tags.has("Gerund") && !t.tags.has("Participle")) || movesTo(t, i),
    );
    const before = v > 0 ? terms.slice(0, v) : [];
    const after = terms[v + 1];
    const nounish = (t: Term) =>
      t.tags.has("Noun") ||
      t.tags.has("Determiner") ||
      t.tags.has("Adjective") ||
      t.tags.has("Value") ||
      t.tags.has("Possessive");
    // The verb must take an object or complement of its own: "missed the deadline", "flooded and ...", not a bare noun
    // ("meeting notes app") or "to"/"by" after a participle ("bakers forced to share").
    const verbTerm = terms[v];
    const takesObject = Boolean(
      // ("standup moves to 10:30": a verb of moving or starting takes its place or time with a preposition.)
      (verbTerm &&
        MOVING_VERB.test(verbTerm.text) &&
        (/^(?:to|on|at|from|into|until|back|in|this|next|tomorrow|today|tonight)$/i.test(after?.text ?? "") ||
          Boolean(after?.tags.has("Date")))) ||
        verbTerm?.tags.has("Copula") ||
        verbTerm?.tags.has("Auxiliary") ||
        verbTerm?.tags.has("Modal") ||
        (after &&
          !/^(?:to|by)$/i.test(after.text) &&
          [
            "Determiner",
            "Possessive",
            "Pronoun",
            "Adverb",
            "Adjective",
            "Value",
            "Conjunction",
            "Particle",
            "Negative",
          ].some((g) => after.tags.has(g))),
    );
    // ("we met at a climbing gym": a personal pronoun and a verb in the past tense are a clause, whatever follows.)
    const personal =
      before.length === 1 &&
      /^(?:i|we|he|she|they)$/i.test(before[0]!.text) &&
      Boolean(verbTerm?.tags.has("PastTense"));
    // ("winter coats 30% off until Sunday": a figure and "off" after a plural is an offer on a noun, not its object.)
    const offer =
      /^(?:[$€£]?\d[\d.,]*%?|half)$/i.test(after?.text ?? "") &&
      /^(?:off|price|priced)$/i.test(terms[v + 2]?.text ?? "");
    if (personal) kind = "clause";
    else if (
      before.length &&
      takesObject &&
      !offer &&
      // ("I just passed my driving test": an adverb between the subject and its verb.)
      before.every(
        (t, i) =>
          nounish(t) ||
          (i > 0 && /^(?:just|finally|already|still|never|always|also|really|actually|officially)$/i.test(t.text)) ||
          // ("our new yoga studio in Brighton opens Saturday": a place after the subject's noun.)
          (i > 0 && i < before.length - 1 && /^(?:in|at|on|near|of)$/i.test(t.text) && nounish(before[i - 1]!)),
      ) &&
      before.some((t) => t.tags.has("Noun")) &&
      !before.some((t) => /^(?:who|that|which|where)$/i.test(t.text))
    )
      kind = "clause";
  }
  const told = kind === "verb" ? withThat(text) : { text, clause: false };
  const gerund = kind === "verb" ? inflectVerbPhrase(told.text, "Gerund") : text;
  const third = kind === "verb" ? inflectVerbPhrase(told.text, "PresentTense") : text;
  const mainNoun =
    kind === "clause" || kind === "question"
      ? null
      : kind === "verb"
        ? told.clause
          ? (MESSAGE_NOUN[text.split(/\s+/)[0]!.toLowerCase()] ?? "the news")
          : purposeNoun(text)
        : mainNounOf(text);
  return { kind, text: told.text, length, gerund, third, mainNoun };
}
