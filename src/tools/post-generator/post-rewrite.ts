/**
 * Turns one English prompt sentence into a sentence of the post, in the poster's voice: an instruction about the
 * content becomes what it asks for ("Thank my team for ..." -> "Thank you to my team for ...", "Remind everyone that
 * ..." -> "Just a reminder that ..."), a note without a subject gets one ("Launching Penny tomorrow" -> "We're
 * launching Penny tomorrow", "Would love your upvotes" -> "We'd love your upvotes"), and a line to the reader
 * ("Come say hi", "Sign up at ...") is kept as a call to action. A phrase without a verb is returned as a fragment
 * for the writer to frame.
 */
import nlp from "compromise";
import type { Voice } from "./post-frames.types";
import { asSentence, capitalise } from "./post-text";

export type PieceKind = "statement" | "question" | "cta" | "fragment" | "thanks";

export interface Piece {
  /** The sentence as the post says it (a fragment: the phrase as written, without end punctuation). */
  text: string;
  kind: PieceKind;
  /** The prompt text it came from. */
  source: string;
}

interface Term {
  text: string;
  tags: Set<string>;
  post: string;
}

export function termsOf(text: string): Term[] {
  const json = nlp(text).terms().json() as { terms: { text: string; tags: string[]; post: string }[] }[];
  return json.map((t) => ({ text: t.terms[0]!.text, tags: new Set(t.terms[0]!.tags), post: t.terms[0]!.post }));
}

/** A short list of things ("avocado toast", "banana pancakes and oat milk lattes"): no pronoun, auxiliary or verb form. */
export const NOUNS_ONLY = (part: string) =>
  !/\b(?:is|are|was|were|will|can|has|have|had|do|does|did|we|i|you|they|he|she|it|our|my|us|me|them|him|her)\b/i.test(
    part,
  ) &&
  !/\b\w+(?:ed|ing)\b/i.test(part) &&
  !/\d/.test(part);

/** "avocado toast, banana pancakes and oat milk lattes": things listed, no verb. */
const THING_LIST = (text: string) =>
  /,|\band\b/.test(text) &&
  text.split(/\s*,\s*|\s+and\s+/).every((x) => x.split(/\s+/).length <= 4) &&
  NOUNS_ONLY(text);

/** Participles that usually modify a noun ("a bottle made from plastic", "a round led by X"). */
const MODIFIER_PARTICIPLE =
  /^(?:made|baked|built|designed|crafted|based|led|called|named|inspired|powered|sourced|brewed|roasted|grown|written|hosted|funded|backed|used|loved|trusted|handmade|packed|filled|topped|served|priced|located|set|dedicated|aimed|focused|tailored|created|produced|driven|owned|included|provided|needed|required|limited|guaranteed|welcomed|announced)$/i;

const NOUNISH = ["Adjective", "Determiner", "Value", "Possessive", "Preposition"];

/** Verbs common in announcements: "opens", "starts", "closes" after a noun are these verbs, not plural nouns. */
const COMMON_VERB =
  /^(?:perform|play|speak|present|teach|visit|open|reopen|start|begin|launch|close|turn|run|move|arrive|return|happen|take|come|go|get|make|offer|include|help|need|love|mean|look|feel|seem|become|remain|stay|end|finish|change|grow|reach|hit|win|celebrate|host|kick|go|do|have|sync|support|let|give|bring|feature|welcome|join|leave|continue|resume|expand|ship|sell|serve|deliver|cost|last|work|matter|happen|drop|land|debut)$/i;

/**
 * Whether a phrase has a finite verb (a clause) rather than being a noun phrase or a label. compromise reads many
 * plural nouns of note-style text as verbs ("linen dresses", "banana pancakes"), so a verb reading is only kept
 * when the words around it allow one.
 */
export function hasFiniteVerb(text: string): boolean {
  // "20% off all linen dresses until Sunday": an offer, not a clause.
  if (/^(?:up\s+to\s+)?(?:\d+\s?%|[$€£]\s?\d+)\s+off\b/i.test(text.trim())) return false;
  // "Our fundraiser for the new playground hit $8,000": a total reached is said with a verb the tagger may read as a
  // noun after a noun ("playground hit").
  if (
    /\b(?:hit|reached|passed|topped|crossed|beat|smashed|exceeded|raised)\s+(?:over\s+|more than\s+)?[£$€]?\d/i.test(
      text,
    )
  )
    return true;
  const terms = termsOf(text);
  return terms.some((t, i) => {
    if (!t.tags.has("Verb")) return false;
    const prev = terms[i - 1];
    const next = terms[i + 1];
    const w = t.text.toLowerCase();
    if (prev && /^to$/i.test(prev.text)) return false;
    if (prev && /^(?:who|that|which)$/i.test(prev.text)) return true;
    if (t.tags.has("Auxiliary") || t.tags.has("Copula") || t.tags.has("Modal")) return true;
    if (t.tags.has("Gerund")) return i === 0;
    const afterNoun = prev !== undefined && prev.tags.has("Noun") && !prev.tags.has("Pronoun");
    // "Paid, 3 days a week": a participle heading a list of notes.
    if (t.tags.has("PastTense") && i === 0 && /^,/.test(t.post.trim())) return false;
    // "Paid training", "Heated pool": a participle before a common noun, as a short note, is a modifier.
    if (
      t.tags.has("PastTense") &&
      i === 0 &&
      next &&
      (terms.length === 2 || /^,/.test(next.post.trim())) &&
      (next.tags.has("Noun") || next.tags.has("Gerund")) &&
      !next.tags.has("ProperNoun") &&
      !next.tags.has("Pronoun") &&
      !next.tags.has("Determiner")
    )
      return false;
    if (t.tags.has("PastTense")) {
      // "a bottle made from plastic": a participle after a noun is a modifier.
      if (afterNoun && MODIFIER_PARTICIPLE.test(w))
        return terms.slice(0, i).some((p) => p.tags.has("Pronoun") && !p.tags.has("Possessive"));
      return !(prev && NOUNISH.some((x) => prev.tags.has(x)) && !prev.tags.has("Pronoun"));
    }
    if (prev && NOUNISH.some((x) => prev.tags.has(x)) && !prev.tags.has("Pronoun")) return false;
    const takesObject =
      next !== undefined &&
      ["Determiner", "Value", "Possessive", "Pronoun", "Adverb", "Adjective", "ProperNoun"].some((x) =>
        next.tags.has(x),
      );
    if (
      /s$/.test(w) &&
      afterNoun &&
      !takesObject &&
      !COMMON_VERB.test(
        w
          .replace(/(?:ies)$/, "y")
          .replace(/(?:sses|shes|ches|xes|zes|oes)$/, (m) => m.slice(0, -2))
          .replace(/s$/, ""),
      )
    ) {
      // "GreenLeaf stores", "all linen dresses": a plural noun; "our app syncs with ...": a verb after a subject.
      let k = i - 1;
      while (
        k > 0 &&
        (terms[k - 1]!.tags.has("Noun") || terms[k - 1]!.tags.has("Adjective")) &&
        !terms[k - 1]!.tags.has("Pronoun") &&
        !terms[k - 1]!.tags.has("Possessive")
      )
        k--;
      const before = terms[k - 1];
      if (
        !(
          before &&
          (before.tags.has("Possessive") || /^(?:the|this|that|its|his|her|their|our|my|your)$/i.test(before.text))
        )
      )
        return false;
    }
    if (!/s$/.test(w) && afterNoun && !prev.tags.has("Plural") && !/s$/i.test(prev.text)) return false;
    return true;
  });
}

const be = (v: Voice) => (v === "we" ? "We're" : "I'm");
const subj = (v: Voice) => (v === "we" ? "We" : "I");

/** Verbs a post says to its reader. A sentence starting with one is a call to action, kept as written. */
const READER =
  /^(?:please\s+)?(?:come|join|bring|sign\s+up|register|apply|use|visit|check(?:\s+it)?\s+out|try|download|grab|stop\s+by|swing\s+by|drop\s+(?:by|in)|pop\s+(?:in|by|over|along|down|round)|walk\s+in|turn\s+up|show\s+up|text|ring|whatsapp|rsvp|follow|tag|book|order|pre-?order|reserve|shop|listen|watch|read|subscribe|vote|upvote|dm|message|email|call|send|tell\s+us|let\s+us\s+know|save|mark|don'?t\s+miss|head\s+over|click|find|learn\s+more|see\s+you|meet\s+(?:us|me)|reply|comment|spread\s+the\s+word|share\s+(?:this|it|with)|give\s+it|enter|claim|get\s+(?:yours|your|tickets|in\s+touch)|hurry|don'?t\s+wait|feel\s+free|reach\s+out|contact|update\s+(?:to|now|today|your)|upgrade|install)\b/i;

/** "walk in", "book now", "DM us": a call to the reader (after an optional "just"). */
export const addressesReader = (text: string): boolean => READER.test(text.replace(/^(?:just|simply)\s+/i, ""));

const TOOL_VERB =
  /^(?:please\s+)?(?:also\s+)?(?:announce|share(?=\s+(?:that\s+(?:we|i|our|my|the|it|they|he|she|there|this|a|an)\b|the\s+news|(?:our|my)\s+news|how|why|what|with))|tell\s+(?:people|everyone|everybody|followers|my\s+\w+|our\s+\w+|the\s+world|them)|let\s+(?:people|everyone|everybody|followers|folks|them|my\s+\w+|our\s+\w+)\s+know|say|explain|describe|post\s+about|write\s+about|talk\s+about|inform\s+(?:people|everyone|followers|our\s+\w+)(?:\s+about)?)\s+(?:that\s+)?/i;

/** "Share a tip with our gardening group: water ...": the instruction names the kind of post, which becomes its label. */
const SHARE_KIND =
  /^(?:please\s+)?(?:share|post|give|write)\s+(?:a|an|this|my|our|some)\s+(?:quick\s+|little\s+)?(tip|reminder|thought|fact|lesson)s?(?:\s+(?:with|for|to)\s+[^:]{2,40}?)?\s*:\s*/i;
const KIND_LABEL: Record<string, string> = { tip: "Tip: ", reminder: "Reminder: " };

const THANK =
  /^(?:please\s+)?(?:also\s+)?(?:thank|give\s+(?:a\s+)?(?:big\s+)?thanks\s+to|shout[- ]?out(?:\s+to)?|give\s+a\s+shout[- ]?out\s+to)\s+(?!you\b)/i;
const INVITE =
  /^(?:please\s+)?invite\s+(?:people|everyone|everybody|followers|folks|the\s+\w+|our\s+\w+|my\s+\w+|the\s+community|locals|neighbou?rs)\s+to\s+(?:come\s+to\s+|join\s+(?:us\s+)?(?:for\s+|at\s+)?|attend\s+)?/i;
const REMIND =
  /^(?:please\s+)?remind\s+(?:people|everyone|everybody|followers|folks|our\s+\w+|my\s+\w+|the\s+\w+|them)?\s*(?:that\s+|about\s+|of\s+)?/i;
const REMIND_TO =
  /^(?:please\s+)?remind\s+(?:people|everyone|everybody|followers|folks|our\s+\w+|my\s+\w+|the\s+\w+|them)\s+to\s+/i;
const ASK =
  /^(?:please\s+)?(?:and\s+)?ask\s+(?:(?:people|everyone|everybody|followers|folks|others|my\s+network|our\s+\w+|my\s+\w+|the\s+\w+|them)\s+)?(?=what|how|why|which|whether|if|who|where|when)/i;
const CELEBRATE = /^(?:please\s+)?celebrate\s+/i;
const WELCOME = /^(?:please\s+)?welcome\s+/i;
const CONGRATULATE = /^(?:please\s+)?congratulate\s+/i;
const PROMOTE = /^(?:please\s+)?(?:promote|advertise|plug|hype(?:\s+up)?|introduce)\s+/i;
const FEELING =
  /^(?:not\s+sure\b|unsure\b|(?:so\s+|very\s+|really\s+|super\s+|beyond\s+|incredibly\s+)?(?:excited|thrilled|proud|happy(?!\s+(?:hours?|birthday|new\s+year|holidays?|christmas|easter|anniversary|\w+day)\b)|delighted|pleased|honou?red|grateful|humbled|glad|sad|sorry|thankful|stoked|pumped|overjoyed|relieved)\b)/i;
const MODAL = /^(?:would|'d|can'?t|cannot|could|hope|hoping|looking\s+forward|can|will|won'?t|wish|love|need|want)\b/i;

/** "your" for "their" in a question asked to the audience ("what their favourite X is" -> "What is your favourite X?"). */
function askToQuestion(rest: string): string {
  let q = rest
    .replace(/\b(?:for|to|with)\s+others\b/gi, (m) => m.replace(/others/i, "you"))
    .replace(/\btheir\b/gi, "your")
    .replace(/\bthey\b/gi, "you")
    .replace(/\bthemselves\b/gi, "yourselves");
  q = q.replace(/^(?:whether|if)\s+you\s+(\w+)/i, (_, v: string) => `Do you ${v}`);
  // "what your favourite X is" -> "what is your favourite X"
  q = q.replace(/^(what|which|who|where|how)\s+(.+?)\s+(is|are|was|were)$/i, "$1 $3 $2");
  q = q.replace(
    /^(what|which|how|why|when|where)\s+you\s+(\w+)/i,
    (_, w: string, v: string) => `${w} do you ${/ed$/.test(v) ? nlp(v).verbs().toInfinitive().text() : v}`,
  );
  return `${capitalise(q.replace(/[.?!]+$/, ""))}?`;
}

function firstTerm(text: string): Term | undefined {
  return termsOf(text.split(/\s+/).slice(0, 3).join(" "))[0];
}

/** The sentence as a post sentence, or a fragment to frame. `voice` is who speaks. */
export function rewrite(source: string, voice: Voice): Piece {
  const s = source.trim().replace(/\s+/g, " ");
  const end = /[!?]$/.test(s) ? s.slice(-1) : ".";
  // "…, link in bio" at the end of a sentence: Instagram's phrase (the writer adds it there itself), not the post's.
  const body = s
    .replace(/[.!?…]+$/, "")
    .replace(/,\s*(?:the\s+)?link\s+(?:is\s+)?in\s+(?:our|my|the)?\s*bio$/i, "")
    .trim();
  const piece = (text: string, kind: PieceKind): Piece => ({ text, kind, source });

  if (/\?$/.test(s)) return piece(asSentence(body, "?"), "question");
  // "trailhead.com/sale" alone: the link becomes a call to action of its own (the writer adds it).
  if (/^(?:https?:\/\/|www\.)?[\w-]+(?:\.[\w-]+)+(?:\/\S*)?$/i.test(body) && !/@/.test(body))
    return piece("", "statement");
  // "support@tallyhq.com" alone: a way to reach the poster.
  if (/^(?:(?:e-?mail|contact|write\s+to)\s*:?\s*)?[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/i.test(body))
    return piece(
      `Email ${voice === "we" ? "us" : "me"} at ${body.replace(/^(?:(?:e-?mail|contact|write\s+to)\s*:?\s*)/i, "")}.`,
      "cta",
    );
  // "Link in bio" is Instagram's; the writer adds it there itself when the prompt has a link.
  if (/^(?:the\s+)?link\s+(?:is\s+)?in\s+(?:our|my|the)?\s*bio$/i.test(body)) return piece("", "statement");
  // "Share that habit", "post this": the prompt's own text is what to share; nothing to add.
  if (/^(?:please\s+)?(?:share|post|tweet)\s+(?:that|this|it|these|those)\b(?:\s+\w+){0,2}$/i.test(body))
    return piece("", "statement");
  // "register: https://...": a call to action written as a label.
  const labelled =
    /^(register|sign\s*up|apply|rsvp|book|join|listen|watch|read\s+more|tickets|details|info|more\s+info|link)(?:\s+here)?\s*:\s*(\S+)$/i.exec(
      body,
    );
  if (labelled) {
    const [, verb, url] = labelled;
    const text = /^tickets$/i.test(verb!)
      ? `Get your tickets at ${url}`
      : /^(?:details|info|more\s+info|link)$/i.test(verb!)
        ? `Details at ${url}`
        : `${capitalise(verb!.toLowerCase())} at ${url}`;
    return piece(asSentence(text), "cta");
  }
  // "Launch of Tallyo 2.0 today: offline mode ...": said by the poster ("We're launching Tallyo 2.0 today: ...").
  const eventOf = /^(?:the\s+)?(?:official\s+)?(launch|release|opening|grand opening)\s+of\s+(\p{Lu}.*)$/iu.exec(body);
  if (eventOf) {
    const [, what, rest] = eventOf;
    return rewrite(`${be(voice)} ${/open/i.test(what!) ? "opening" : "launching"} ${rest}${end}`, voice);
  }
  // "behind the scenes of packing 300 orders" -> "Here's a look behind the scenes of packing 300 orders."
  if (/^behind[- ]the[- ]scenes\b/i.test(body))
    return piece(
      asSentence(
        `Here's a look ${body.toLowerCase().startsWith("behind") ? body[0]!.toLowerCase() + body.slice(1) : body}`,
        end,
      ),
      "statement",
    );
  // "a video of our dog Maple learning to skateboard" -> "Our dog Maple is learning to skateboard."
  const video = /^(?:a\s+|our\s+|my\s+)?(?:video|clip|reel|photo|picture|pic)s?\s+of\s+(.+?)\s+(\w+ing)\b(.*)$/i.exec(
    body,
  );
  if (video)
    return piece(
      asSentence(
        `${video[1]} ${/(?:s|\band\s+\w+)$/i.test(video[1]!) && !/\p{Lu}\p{Ll}+$/u.test(video[1]!) ? "are" : "is"} ${video[2]}${video[3]}`,
        end,
      ),
      "statement",
    );
  if (ASK.test(body)) return piece(askToQuestion(body.replace(ASK, "")), "question");
  const kind = SHARE_KIND.exec(body);
  if (kind && body.length > kind[0].length)
    return rewrite(`${KIND_LABEL[kind[1]!.toLowerCase()] ?? ""}${body.slice(kind[0].length)}${end}`, voice);
  if (TOOL_VERB.test(body)) {
    const inner = body.replace(TOOL_VERB, "");
    if (inner) return rewrite(`${inner}${end}`, voice);
  }
  // "Congrats to our team for winning ...", "Huge shoutout to ...": said as written.
  if (
    /^(?:a\s+)?(?:huge|big|massive|special|quick)?\s*(?:congrat(?:ulation)?s|shout[- ]?out|kudos|well done|hats off)\s+(?:to\b|for\b)/i.test(
      body,
    )
  )
    return piece(asSentence(body, end), /congrat|well done|hats off/i.test(body) ? "statement" : "thanks");
  if (THANK.test(body)) return piece(asSentence(body.replace(THANK, "Thank you to "), end), "thanks");
  if (/^thanks?\s+(?:to|you)\b|^thank\s+you\b|^a\s+(?:big|huge|special)\s+thank/i.test(body))
    return piece(asSentence(body, end), "thanks");
  // "Invite everyone to our free cleanup this Saturday at Riverside Park": the event itself, the post's news.
  if (INVITE.test(body) && /^(?:our|my|the|a|an)\s/i.test(body.replace(INVITE, "")))
    return piece(body.replace(INVITE, ""), "fragment");
  if (INVITE.test(body))
    return piece(asSentence(`Join ${voice === "we" ? "us" : "me"} for ${body.replace(INVITE, "")}`, end), "cta");
  if (REMIND_TO.test(body)) return piece(asSentence(`Don't forget to ${body.replace(REMIND_TO, "")}`, end), "cta");
  if (/^(?:a\s+)?(?:friendly\s+|quick\s+)?reminder\s+that\s+/i.test(body))
    return piece(
      asSentence(body.replace(/^(?:a\s+)?(?:friendly\s+|quick\s+)?reminder\s+that\s+/i, "Just a reminder that "), end),
      "statement",
    );
  if (/^(?:please\s+)?remind\b/i.test(body)) {
    const inner = body.replace(REMIND, "");
    const clause = rewrite(inner, voice);
    return piece(
      asSentence(
        `Just a reminder that ${clause.kind === "fragment" ? inner : decap(clause.text.replace(/[.!]$/, ""))}`,
        end,
      ),
      "statement",
    );
  }
  if (CELEBRATE.test(body) && /\bwith\s+(?:us|me)\b/i.test(body)) return piece(asSentence(body, end), "statement");
  if (CELEBRATE.test(body))
    return piece(asSentence(`${be(voice)} celebrating ${body.replace(CELEBRATE, "")}`, end), "statement");
  if (WELCOME.test(body)) return piece(asSentence(`Please welcome ${body.replace(WELCOME, "")}`, end), "statement");
  if (CONGRATULATE.test(body))
    return piece(asSentence(`Congratulations to ${body.replace(CONGRATULATE, "")}`, end), "statement");
  if (PROMOTE.test(body)) return piece(body.replace(PROMOTE, ""), "fragment");
  // "our partnership with X on Y" -> "We're partnering with X on Y."
  const partner = /^(?:our|my|the)\s+(?:new\s+)?(?:partnership|collaboration)\s+with\s+(.+)$/i.exec(body);
  if (partner) return piece(asSentence(`${be(voice)} partnering with ${partner[1]}`, end), "statement");
  if (READER.test(body) && !/^(?:join|come)\s+(?:us|me)\s+(?:in|as)\b/i.test(body))
    return piece(asSentence(body, end), "cta");
  // "just walk in", "simply book online": an imperative to the reader stays one (not "We just walk in.").
  const softened = body.replace(/^(?:just|simply)\s+/i, "");
  if (softened !== body && READER.test(softened) && !/^read\b/i.test(softened))
    return piece(asSentence(body, end), "cta");
  // "excited to share i passed my exam": the news is said first, the feeling after it ("I passed my exam, and I'm
  // excited to share it").
  const share =
    /^((?:so\s+|very\s+|really\s+|super\s+)?(?:excited|thrilled|happy|proud|delighted|pleased|glad))\s+to\s+(?:share|announce|say)\s+(?:that\s+)?((?:i|we)\s+.+)$/i.exec(
      body,
    );
  if (share) {
    const news = share[2]!.replace(/^(i|we)\b/i, (w) => (w.toLowerCase() === "i" ? "I" : "We"));
    return piece(
      asSentence(
        `${news}, and ${be(voice).toLowerCase().replace(/^i'm/, "I'm")} ${share[1]!.toLowerCase()} to share it`,
        end,
      ),
      "statement",
    );
  }
  // "Happy 5th birthday to our little bookshop!": a greeting, not the poster's feeling ("We're happy 5th birthday").
  const greeting =
    /^happy\s+(?:\d+\w*\s+|belated\s+)?(?:birthday|anniversary|new year|holidays|\w+day|\w+mas|diwali|eid|hanukkah|easter|pride|halloween|thanksgiving|retirement|graduation)\b/i;
  if (greeting.test(body)) return piece(asSentence(body, end), "statement");
  if (FEELING.test(body)) return piece(asSentence(`${be(voice)} ${decap(body)}`, end), "statement");
  if (MODAL.test(body))
    return piece(
      asSentence(modal(body, voice), end),
      /\b(?:love|appreciate)\b.*\b(?:your|you)\b|\bsee you\b/i.test(body) ? "cta" : "statement",
    );

  // "hosted by mortgage advisor Tom Reilly": who runs it, said of it.
  const by =
    /^(hosted|led|presented|run|organi[sz]ed|taught|sponsored|powered|curated|moderated|facilitated|judged)\s+by\s+(.+)$/i.exec(
      body,
    );
  if (by) return piece(asSentence(`It's ${by[1]!.toLowerCase()} by ${by[2]}`, end), "statement");
  // "Took way longer than expected": an impersonal note.
  if (/^(?:took|was|turned\s+out|went|felt|seemed|looked|ended\s+up)\b/i.test(body))
    return piece(asSentence(`It ${decap(body)}`, end), "statement");
  // "opening day is Saturday", "training night runs till 9": an -ing noun that is the subject of its own verb.
  // ("Parking at the school will be closed next week": a few words of its own before the verb, no relative clause.)
  if (
    /^\w+ing(?:\s+(?!(?:who|that|which|we|i|you|they)\b)[\p{Ll}-]+){0,5}\s+(?:is|are|was|were|will|starts|begins|runs|takes)\b/iu.test(
      body,
    )
  )
    return piece(asSentence(body, end), "statement");
  // "Parking at the church car park": a facility named by its -ing noun, and where it is ("Parking is at ..."), not
  // what the poster is doing ("We're parking at ...").
  if (
    /^(?:parking|seating|catering|camping|changing|toilets?|baby changing)\s+(?:at|in|on|behind|opposite|next to|near|round|around|outside|inside)\s/i.test(
      body,
    )
  )
    return piece(
      asSentence(
        body.replace(/^(\S+(?:\s+changing)?)\s/i, (_m, w: string) => `${w} ${/s$/i.test(w) ? "are" : "is"} `),
        end,
      ),
      "statement",
    );
  // "Hiring engineers in Lisbon": the poster's own news, even where the tagger reads "Hiring" as a noun.
  if (
    /^(?:(?:now\s+)?(?:hiring|recruiting|looking for|launching|hosting|opening|expanding)|now\s+(?:doing|offering|serving|taking|stocking|selling|running|delivering|accepting))\s+\p{L}/iu.test(
      body,
    ) &&
    !/^\w+ing\s+(?:day|event|fair|manager|process|party|hours|soon)\b/i.test(body)
  )
    return piece(asSentence(`${be(voice)} ${decap(body)}`, end), "statement");
  const first = firstTerm(body);
  const word = body.split(/\s+/)[0] ?? "";
  if (first?.tags.has("Verb") && !first.tags.has("Pronoun") && !/^(?:is|are|was|were)$/i.test(word)) {
    // "Closing down sale at ...", "Baking class on Sunday": an -ing word before a bare noun names a thing.
    const nounCompound =
      /^\w+ing\s+(?:(?:up|down|out|off)\s+)?(?!the\b|a\b|an\b|our\b|my\b|your\b|their\b|its\b|this\b|that\b|these\b|some\b|for\b|to\b|with\b|in\b|on\b|at\b|soon\b|now\b|today\b|tomorrow\b)[a-z]+\b/.test(
        body,
      ) &&
      !/^(?:hiring|looking|seeking|recruiting|launching|opening|hosting|celebrating|welcoming|announcing|introducing|releasing|shipping|offering|selling|running|organi[sz]ing|starting|planning|building|making|giving|raising|expanding|moving|joining|leaving|going|taking|bringing|adding|testing)\b/i.test(
        body,
      );
    if (!nounCompound && (first.tags.has("Gerund") || /ing$/i.test(word)))
      return piece(asSentence(`${be(voice)} ${decap(body)}`, end), "statement");
    // "Limited to 30 places", "Made by hand in Lyon": a state of the thing announced, not something we did.
    if (
      /^(?:limited|restricted|capped|reserved|sponsored|supported|powered|funded|made|handmade|based|designed|suitable|open)\s+(?:to|by|for|in|at|until|with|from)\b/i.test(
        body,
      )
    )
      return piece(asSentence(`It's ${decap(body)}`, end), "statement");
    // "Paid", "Sold out": a participle alone is a note, not something we did.
    if (
      // (a figure's thousands comma is no list: "Raised $1,200 for the children's hospital")
      (first.tags.has("PastTense") &&
        body.split(/\s+/).length >= 3 &&
        !/^\S+(?:\s+\S+)?,(?!\d{3}\b)/.test(body) &&
        // "Found dog on Elm Road", "Lost wedding ring at ...": a notice's heading, not something we did.
        !/^(?:lost|found|stolen|missing)\s+(?!(?:a|an|the|my|our|his|her|their|this|that|it|him|them|some)\b)\p{L}/iu.test(
          body,
        )) ||
      /^(?:just|finally|officially|recently)$/i.test(word)
    )
      return piece(asSentence(`${subj(voice)} ${decap(body)}`, end), "statement");
  }
  // "Just hit 5,000 subscribers", "Never thought this would happen": a note with its subject left out.
  // ("Never give up!", "Always ask questions.": advice to the reader, with no subject to add.)
  const advice = /^(?:never|always)\s+(\w+)/i.exec(body);
  const maxim =
    advice !== null &&
    !/(?:ed|en)$/i.test(advice[1]!) &&
    !/^(?:thought|knew|got|had|was|were|did|made|felt|saw|took|went|came|found|told|said|wrote|ran|won|lost|gave|left|met|expected|imagined|planned|dreamed|dreamt|been|stop(?:ped)?)$/i.test(
      advice[1]!,
    );
  if (
    !maxim &&
    /^(?:just|finally|officially|recently|never|always|still|honestly|really)\s+\w+/i.test(body) &&
    hasFiniteVerb(body)
  )
    return piece(asSentence(`${subj(voice)} ${decap(body)}`, end), "statement");
  if (/^got\s+/i.test(body)) return piece(asSentence(`${subj(voice)} ${decap(body)}`, end), "statement");
  // "Productivity tip: batch your emails ...": a label and its sentence stay as written.
  if (/^[^:]{2,30}:\s+\S+\s+\S+\s+\S+/.test(body) && !/^[^:]*\d/.test(body))
    return piece(asSentence(body, end), "statement");
  if (!THING_LIST(body) && hasFiniteVerb(body)) {
    // "We volunteered at the food bank today, packed 600 boxes": a second verb of the same subject takes "and".
    const splice = /^(.+?),\s+(\p{Ll}+)\s+(?!by\b)(.+)$/u.exec(body);
    if (
      splice &&
      !/\band\b/.test(splice[1]!) &&
      firstTerm(splice[2]!)?.tags.has("PastTense") &&
      termsOf(splice[1]!).some((t) => t.tags.has("PastTense"))
    )
      return piece(asSentence(`${splice[1]} and ${splice[2]} ${splice[3]}`, end), "statement");
    // "First box ships June 1" -> "The first box ships June 1": an ordinal before a bare noun subject takes "the".
    const ordinal =
      /^(first|second|third|next|last|final)\s+(?!(?:week|weekend|month|year|time|day|night|\w+day)\b)[a-z]+\s+(?!of\b)/i.test(
        body,
      );
    return piece(asSentence(ordinal ? `The ${decap(body)}` : body, end), "statement");
  }
  return piece(body, "fragment");
}

/** "Would love your upvotes" -> "We'd love your upvotes"; "Can't wait to see you" -> "We can't wait to see you". */
function modal(body: string, voice: Voice): string {
  const s = subj(voice);
  if (/^(?:would|'d)\s+/i.test(body)) return `${s}'d ${body.replace(/^(?:would|'d)\s+/i, "")}`;
  if (/^hoping\b/i.test(body)) return `${be(voice)} ${decap(body)}`;
  if (/^looking\s+forward\b/i.test(body)) return `${be(voice)} ${decap(body)}`;
  return `${s} ${decap(body)}`;
}

/** Lower-cases the first letter of a sentence put after a new subject, unless it starts with a name or "I". */
function decap(s: string): string {
  const first = /^\S+/.exec(s)?.[0] ?? "";
  if (!first || /^I(?:'|$)/.test(first) || /\p{Lu}.*\p{Lu}/u.test(first)) return s;
  const t = firstTerm(s);
  if (
    t &&
    t.tags.has("ProperNoun") &&
    !t.tags.has("Verb") &&
    !t.tags.has("Adjective") &&
    !t.tags.has("Possessive") &&
    !t.tags.has("Determiner")
  )
    return s;
  return s[0]!.toLowerCase() + s.slice(1);
}
