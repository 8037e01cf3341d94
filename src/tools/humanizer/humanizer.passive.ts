import nlp from "compromise";
import { verbForms } from "./humanizer.inflect";
/**
 * Passives that name their doer, told in the active the way people talk (casual and friendly): "Our bakery was
 * founded in 1998 by two sisters." -> "Two sisters founded our bakery in 1998."
 */
const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

const PAST_OF: Record<string, string> = {
  written: "wrote",
  taken: "took",
  given: "gave",
  drawn: "drew",
  shown: "showed",
  chosen: "chose",
  begun: "began",
  grown: "grew",
  known: "knew",
  driven: "drove",
  sung: "sang",
  run: "ran",
  seen: "saw",
  eaten: "ate",
  broken: "broke",
  spoken: "spoke",
  stolen: "stole",
  built: "built",
  made: "made",
  led: "led",
  held: "held",
  won: "won",
  sent: "sent",
  bought: "bought",
  brought: "brought",
  taught: "taught",
  caught: "caught",
  found: "found",
  told: "told",
  sold: "sold",
  paid: "paid",
  hit: "hit",
  set: "set",
  put: "put",
  cut: "cut",
  shut: "shut",
  spread: "spread",
  hurt: "hurt",
  beaten: "beat",
  forgotten: "forgot",
  kept: "kept",
  fed: "fed",
  spent: "spent",
  lent: "lent",
  dealt: "dealt",
  heard: "heard",
  understood: "understood",
  overseen: "oversaw",
  undertaken: "undertook",
  rewritten: "rewrote",
  frozen: "froze",
  woven: "wove",
  sewn: "sewed",
  sworn: "swore",
  shaken: "shook",
  thrown: "threw",
  blown: "blew",
  flown: "flew",
  worn: "wore",
  torn: "tore",
  struck: "struck",
  hung: "hung",
  dug: "dug",
};
const SUBJECT_OF: Record<string, string> = { me: "I", us: "we", them: "they", him: "he" };
const DETERMINER = "(?:the|a|an|our|my|his|her|their|its|your|this|that|these|those|each|every)";
const AGENT_START = new RegExp(
  `^(?:${DETERMINER}|(?:more than|over|nearly|almost|around|about) [\\d,]+|one|two|three|four|five|six|seven|eight|nine|ten|\\d+|me|us|them|him|\\p{Lu}\\p{Ll}+|\\p{Ll}+s)\\b`,
  "iu",
);
/** "by" phrases that tell how or when, not who. */
const NOT_AGENT =
  /^(?:hand|email|e-mail|phone|post|mail|car|bus|train|air|far|default|mistake|chance|now|then|itself|themselves|law|design|accident|name|the (?:end|time|way|start|middle|close|beginning)|(?:the )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|tomorrow|tonight|noon|midnight))\b|^\d/i;

/** Adverbs that may stand between the auxiliary and the participle ("was carefully reviewed", "have been increasingly
 * used"); they stay before the active verb. */
const ADVERB =
  "(?:\\p{Ll}+ly|also|already|just|recently|finally|first|later|then|eventually|now|once|soon|still|even|never|ever|often)";
/** Words that open a comma parenthetical between the auxiliary and the participle ("was, after a long debate,
 * approved"): it is fronted in the active. */
const PARENTHETICAL_START =
  /^(?:after|before|following|despite|during|in|on|at|with|without|once|as|over|for|under|within|by the end of|\p{Ll}+ly)\b/u;
/** Where the doer ends and a time, place or purpose phrase begins ("by the board on Tuesday", "by criminals to gain
 * access"): that phrase follows the object in the active. */
const AFTER_AGENT =
  /\s(?=(?:on|in|at|during|last|this|next|every|each|yesterday|today|earlier|to|for|after|before|within|throughout|since|from)\b)/;
const PASSIVE = new RegExp(
  String.raw`^(\p{Lu}\p{Ll}*(?: [\p{L}'’-]+){1,4}) (was|were|is|are|has been|have been|had been|(?:will|can|could|should|must|may|might|would) be)((?:, [^,]{3,60},)?) ((?:${ADVERB} ){0,2})(\p{Ll}+) ((?:(?:in|on|at|during|last|this|over|for) [\p{L}\p{N}'’-]+(?: [\p{L}\p{N}'’-]+){0,2} )?)by ([^]+?)([.!])$`,
  "u",
);
/** Participles after which "by" means "beside" or "near". */
const BY_MEANS_BESIDE =
  /^(?:located|situated|placed|positioned|parked|seated|stored|kept|hidden|set|found|based|lined|stationed|left|stood)$/;

/** The present forms of the verb whose participle this is ("reviewed" -> review / reviews), or null when the
 * participle does not come back from its base (so nothing is guessed). */
function presentOf(participle: string): { base: string; third: string } | null {
  // Regular participles by spelling ("reviewed" <- review, "used" <- use, "planned" <- plan, "carried" <- carry),
  // irregular ones by the tagger ("written" <- write).
  const spelt = /ed$/.test(participle)
    ? [participle.slice(0, -2), participle.slice(0, -1), participle.slice(0, -3), `${participle.slice(0, -3)}y`]
    : [];
  const tagged = (nlp(`they have ${participle}`).verbs().toInfinitive().text() as string).split(/\s+/).pop() ?? "";
  // ("run", "hit", "set", "put": the base is the participle, and the tagger gives "have" for "they have run".)
  for (const base of [tagged.toLowerCase(), ...spelt, participle]) {
    if (!/^\p{Ll}{2,}$/u.test(base)) continue;
    const forms = verbForms(base);
    if (forms.participle === participle) return { base, third: forms.third };
  }
  return null;
}

/** The first word of a verb phrase that can follow "and" with the passive's subject understood: an auxiliary, a
 * modal, or a finite verb in "-s"/"-ed" ("and attracts visitors", "and was completed", "and opened in May"). */
const SHARED_VERB =
  /^(?:was|were|is|are|has|have|had|will|would|can|could|should|must|may|might|(?!(?:news|series|species|always|perhaps|is|this|its|his|has|was|yes|us|as|less|unless|across|process|success|business)$)\p{Ll}{2,}(?:[^s']s|ed))$/u;

/** "is"/"was"/"has" with "they" become "are"/"were"/"have". */
function agreeWith(word: string, pronoun: string): string {
  if (pronoun === "it") return word;
  return ({ is: "are", was: "were", has: "have" } as Record<string, string>)[word] ?? word.replace(/([^s])s$/, "$1");
}

/** Plural doers the "-s" test misses, and words ending in "s" that are not plural. */
const PLURAL_WORDS = /^(?:people|children|men|women|staff|police|we|they|you|i)$/i;
const NOT_PLURAL = /(?:ss|us|is|news|ics)$/i;

function isPluralDoer(doer: string): boolean {
  // ("our team of skilled bakers": the head is before "of".)
  const head = /^(.+?) of /.exec(doer)?.[1] ?? doer;
  if (/^(?:millions|thousands|hundreds|dozens|lots|a lot|many|most|some|all|both)\b/i.test(doer)) return true;
  const last = head.split(" ").pop()!;
  if (/\band\b/i.test(head) || PLURAL_WORDS.test(last)) return true;
  return /^\p{Ll}+s$/u.test(last) && !NOT_PLURAL.test(last);
}

/**
 * A passive with its doer in the active. The subject is a determiner-led noun phrase of up to five words (or a bare
 * plural before "were"/"have been"); "was"/"were" take the simple past, "has/have/had been" the perfect, agreeing
 * with the doer. Adverbs between the auxiliary and the participle stay before the verb; a comma parenthetical there is
 * fronted; a time, place or purpose phrase after the doer follows the object; a ", and ..." clause after it is kept.
 * Anything else stays as written.
 */
export function activeVoice(s: string): string {
  const m = PASSIVE.exec(s);
  if (!m) return s;
  const [, subject, aux, aside, adverb, participle, middle, rest, end] = m as unknown as string[];
  const bare = !new RegExp(`^${DETERMINER}\\b`, "i").test(subject!);
  // A bare subject is a plural noun phrase of common words ("Phishing attacks were ..."), never a name.
  if (bare && (!/^(?:were|are|have been)$/.test(aux!) || /\s\p{Lu}/u.test(subject!) || !/s$/.test(subject!))) return s;
  if (/\b(?:which|that|who|whom|whose|and|or|is|are|was|were|has|have)\b/i.test(subject!.slice(subject!.indexOf(" "))))
    return s;
  // "located by the river", "parked by the door": "by" after a verb of place says where, not who.
  if (BY_MEANS_BESIDE.test(participle!)) return s;
  const perfect = /been$/.test(aux!);
  const modal = /^(\w+) be$/.exec(aux!)?.[1];
  const present = /^(?:is|are)$/.test(aux!) || Boolean(modal);
  const forms = present ? presentOf(participle!) : null;
  const verb = present
    ? forms?.base
    : perfect
      ? PAST_OF[participle!] || /ed$/.test(participle!)
        ? participle
        : null
      : (PAST_OF[participle!] ?? (/[^e]ed$|eed$/.test(participle!) ? participle! : null));
  if (!verb) return s;
  // A clause after the doer (", and shipments are ...") is kept as written after the active clause; a second verb
  // phrase that shared the passive's subject ("... by a Danish architect and was completed in 2019") gets it back as
  // a pronoun: "A Danish architect designed the bridge, and it was completed in 2019."
  const clause = /^(.*?)(, (?:and|but|so|while|yet) .+)$/.exec(rest!);
  const shared = clause ? null : /^(.*?) (and|but) (\p{Ll}+)( .+)$/u.exec(rest!);
  const sharedVerb = shared && SHARED_VERB.test(shared[3]!) && !/ (?:and|but) /.test(shared[1]!) ? shared : null;
  const agentPart = clause ? clause[1]! : sharedVerb ? sharedVerb[1]! : rest!;
  const pronoun = isPluralDoer(subject!) ? "they" : "it";
  const tail = clause
    ? clause[2]!
    : sharedVerb
      ? `, ${sharedVerb[2]} ${pronoun} ${agreeWith(sharedVerb[3]!, pronoun)}${sharedVerb[4]}`
      : "";
  if (/,(?!\d)/.test(agentPart)) return s;
  const cut = AFTER_AGENT.exec(agentPart);
  const agent = cut ? agentPart.slice(0, cut.index) : agentPart;
  const after = cut ? agentPart.slice(cut.index + 1) : "";
  if (agent.split(" ").length > 5 || !AGENT_START.test(agent) || NOT_AGENT.test(agent)) return s;
  if (/\b(?:and|or)\b\s+\p{Ll}+ed\b/u.test(agent)) return s;
  if (/\b(?:me|us|them|him)\b/i.test(agent) && !SUBJECT_OF[agent.toLowerCase()]) return s;
  // A plain word after "by" that is not a noun phrase ("by using", "by far") is no doer.
  if (/^\p{Ll}+ing\b|^\p{Ll}+ly$/u.test(agent)) return s;
  const trimmedAside = aside!.replace(/^, |,$/g, "");
  if (trimmedAside && !PARENTHETICAL_START.test(trimmedAside)) return s;
  // A capitalised word after the determiner is a name ("The Guardian", "Our Lady"): kept as written.
  const object = /^\p{Lu}\p{Ll}* \p{Lu}/u.test(subject!) ? subject! : subject![0]!.toLowerCase() + subject!.slice(1);
  const doer = SUBJECT_OF[agent.toLowerCase()] ?? agent;
  const have = aux === "had been" ? "had " : perfect ? (isPluralDoer(doer) ? "have " : "has ") : "";
  const finite = modal ? `${modal} ${verb}` : forms ? (isPluralDoer(doer) ? forms.base : forms.third) : verb;
  const clauseText = [doer, `${have}${adverb}${finite}`, object, middle!.trim(), after].filter(Boolean).join(" ");
  const active = trimmedAside ? `${capitalise(trimmedAside)}, ${clauseText}` : capitalise(clauseText);
  return `${active}${tail}${end}`;
}
