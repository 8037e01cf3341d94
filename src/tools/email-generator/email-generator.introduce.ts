/**
 * Introducing two people to each other ("introduce Maya Chen (UX lead, did the checkout redesign) to Tom Ruiz
 * (founder of Parcelly, looking for help with onboarding)"): an email to both, one sentence about each from the
 * prompt's words, and why they should talk when the prompt says it ("so they can discuss the audit").
 */
import nlp from "compromise";
import type { Item } from "./email-generator.model";
import { type Reading } from "./email-generator.reading";
import { isNameWord } from "./email-generator.text";
import { isOrg, pronounOf } from "./email-generator.recipient";
import { escapeRegExp } from "../../shared/text/regexp";

/** The people a phrase names ("my former colleague Aisha Bello (a data engineer)" -> "Aisha Bello"). */
function personIn(text: string): string | null {
  // "Dr Elena Rossi", "Prof. Mark Chen": the title belongs to the name.
  const titled =
    /^(?:(?:my|our)\s+(?:[\p{Ll}-]+\s+){0,3})?((?:Dr|Prof|Mr|Mrs|Ms|Mx)\.?\s+\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+)?)(?=\s*(?:[,(]|$|\s+(?:at|from|who)\b))/u.exec(
      text.trim(),
    );
  if (titled) return titled[1]!.replace(/^(\p{L}+)\.?\s+/u, "$1. ");
  const people = (
    nlp(text.replace(/\([^)]*\)/g, " "))
      .people()
      .out("array") as string[]
  )
    .map((p) => p.replace(/[^\p{L}'’ -]+$/u, "").trim())
    // "Raj Patel" read as "Patel": a first name the tagger missed, written right before it, belongs to it.
    .map((p) => {
      const first = new RegExp(`(?:^|\\s)(\\p{Lu}\\p{Ll}+)\\s+${escapeRegExp(p)}\\b`, "u").exec(text)?.[1];
      return first && !/\s/.test(p) && isNameWord(first) && !isOrg(`${first} ${p}`) ? `${first} ${p}` : p;
    });
  if (people.length) return people.length === 1 && people[0] ? people[0] : null;
  // "Priya Shah (product designer at Loom)": a first and last name the tagger does not know.
  const named =
    /^(?:(?:my|our)\s+(?:[\p{Ll}-]+\s+){0,3})?(\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+)(?=\s*(?:[,(]|$|\s+(?:at|from|who)\b))/u.exec(
      text.trim(),
    );
  if (named && !isOrg(named[1]!)) return named[1]!;
  // "Raj (head of finance at Kova)": one capitalised word the tagger does not know, described in brackets.
  const single = /^(\p{Lu}\p{Ll}+)\s*\((?!\s*\p{Lu}\p{Ll}+\s*\))/u.exec(text.trim());
  if (single && isNameWord(single[1]!) && !isOrg(single[1]!)) return single[1]!;
  // "Kenji who runs analytics at Brightline": one capitalised word that "who" describes is a person.
  const who = /^(\p{Lu}\p{Ll}+)\s+who\s/u.exec(text.trim());
  if (who && !isOrg(who[1]!)) return who[1]!;
  // "Siobhan", "my colleague Tariq at Arup": one first name, alone or with where they work.
  const one =
    /^(?:(?:my|our)\s+(?:[\p{Ll}-]+\s+){0,3})?(\p{Lu}\p{Ll}+)(?:\s+(?:at|from)\s+\p{Lu}[\p{L}\p{N}&'’.-]*(?:\s+\p{Lu}[\p{L}\p{N}&'’.-]*)*)?$/u.exec(
      text.trim(),
    );
  return one && isNameWord(one[1]!) && !isOrg(one[1]!) ? one[1]! : null;
}

/** How a person introduced is greeted: "Elena" for Elena Rossi, "Dr. Rossi" for Dr. Elena Rossi. */
const callName = (person: string) =>
  /^(?:Dr|Prof|Mr|Mrs|Ms|Mx)\.\s/.test(person)
    ? `${person.split(" ")[0]} ${person.split(" ").at(-1)}`
    : person.split(" ")[0]!;

/**
 * "Introduce two people: my former colleague Aisha Bello (a data engineer ...) and Mark Stevens who runs ...": an
 * email to both, introducing them to each other, with one sentence about each.
 */
export function introducePair(st: Reading, rest: string): boolean {
  if (st.recipient.name || st.recipient.org || st.recipient.group || st.audience === "team") return false;
  const whole = rest.replace(
    /^(?:two\s+(?:people|contacts|friends|colleagues|of my contacts)|each other)\s*[:,-]?\s*/i,
    "",
  );
  // "... so they can discuss the audit": why they should talk, said after who they are.
  const why = /,?\s+(so\s+(?:that\s+)?(?:they|the two of them|he|she)\s+(?:can|could|should|might|may)\s+.+)$/i.exec(
    whole,
  );
  // "... because they're both working on EU warehouse regulations and should talk": the reason, said to both.
  const because = why
    ? null
    : /(?:,?\s+(?:because|since|as)\s+|\s*[,;]\s+(?=(?:they|the two of them|both of them)\s))((?:they|the two of them|both of them|he|she)\b.+)$/i.exec(
        whole,
      );
  const text = why ? whole.slice(0, why.index) : because ? whole.slice(0, because.index) : whole;
  for (const m of text.matchAll(/\s+(?:and|to)\s+/g)) {
    const a = text.slice(0, m.index).trim();
    const b = text.slice(m.index! + m[0].length).trim();
    if ((a.match(/\(/g) ?? []).length !== (a.match(/\)/g) ?? []).length) continue;
    const [pa, pb] = [personIn(a), personIn(b)];
    if (!pa || !pb) continue;
    st.readerAt ??= st.items.length;
    st.recipient.name = `${callName(pa)} and ${callName(pb)}`;
    st.recipient.pronoun = "they";
    st.readerPronoun = "they";
    st.items.push({ ask: { kind: "introduce", text: "you to each other" } });
    for (const [part, person] of [
      [a, pa],
      [b, pb],
    ] as const) {
      const about = describe(part, person);
      if (about) st.items.push({ fact: { text: about, form: "statement", built: true } });
      // "... to Tom Baker, founder of Fernway, who needs ...": the clause after the comma describes the last one.
      else if (person === pb) st.pending = `describe:${pb}`;
    }
    if (why) {
      // "... to Paul so she can help with the data migration": what one of them can do for the other.
      const one = /^so\s+(?:that\s+)?(he|she)\s+(can|could|should|might|may)\s+(.+?)[.!]*$/i.exec(why[1]!);
      if (one) {
        const first = (x: string) => x.split(" ")[0]!;
        const who = [pa, pb].find((x) => pronounOf(first(x)) === one[1]!.toLowerCase()) ?? pa;
        const rest = one[3]!.replace(/\b(?:him|her)\b/g, first(who === pa ? pb : pa));
        st.items.push({
          fact: {
            text: `${first(who)} ${one[2]!.toLowerCase() === "can" ? "could" : one[2]!.toLowerCase()} ${rest}`,
            form: "statement",
            built: true,
          },
        });
      } else pairPurpose(st, why[1]!);
    }
    if (because) {
      const said = reasonToBoth(because[1]!, [pa, pb]);
      if (said) st.items.push({ fact: { text: said, form: "statement", built: true } });
    }
    return true;
  }
  return false;
}

/** The clause after an introduced person's name ("founder of Fernway, who needs help ..."), said of them. */
export function describeIntroduced(st: Reading, piece: string): boolean {
  const person = st.pending?.startsWith("describe:") ? st.pending.slice("describe:".length) : null;
  if (!person) return false;
  st.pending = null;
  if (!/^(?:(?:the|a|an)\s+)?\p{Ll}[\p{L}\p{N} -]{2,50}(?:,\s*who\s+.+)?$|^who\s+.+$/u.test(piece)) return false;
  const about = describe(`${person}, ${piece}`.replace(/,\s+who\b/, ", who"), person);
  if (!about) return false;
  st.items.push({ fact: { text: about, form: "statement", built: true } });
  return true;
}

/**
 * After a pair introduction, "so they can discuss the audit" or "they should talk about pricing" is why the two
 * should talk, said to both of them.
 */
export function pairPurpose(st: Reading, piece: string): boolean {
  if (!introducesPair(st.items)) return false;
  const m =
    /^(?:so\s+(?:that\s+)?)?(?:they|the two of them|both of them)\s+(can|could|should|might|may)\s+(.+?)[.!]*$/i.exec(
      piece.trim(),
    );
  if (!m) return false;
  const what = m[2]!.replace(/\b(?:they|them)\b/g, (w) => (w === "they" ? "you" : "you"));
  const text =
    m[1]!.toLowerCase() === "should"
      ? `I think you two should ${what}`
      : `I thought you two should connect so you can ${what}`;
  st.items.push({ fact: { text, form: "statement", built: true } });
  return true;
}

/**
 * The reason two people should talk, said to both: "they're both working on X and should talk" -> "You're both working
 * on X, so I thought you should talk"; "she needs help with pricing" -> "Helen needs help with pricing, so ...".
 */
function reasonToBoth(reason: string, people: readonly string[]): string | null {
  const end =
    /\s+(?:and|so)\s+(?:they\s+|the two of them\s+)?(?:should|could|might|need to|ought to)\s+(talk|connect|meet|chat|speak|compare notes|get together|know each other)\b.*$/i;
  const verb = end.exec(reason)?.[1]?.toLowerCase() ?? "talk";
  const first = (x: string) => x.split(" ")[0]!;
  // "she needs someone for their Arabic titles": "their" is her firm's; only a clause about both speaks to them.
  const both = !/^(?:he|she)\b/i.test(reason);
  const clause = reason
    .replace(end, "")
    .replace(/[.!]+$/, "")
    .replace(/\b(?:the two of them|both of them)\b/gi, "you both")
    .replace(/\bthey(['’](?:re|ve|ll|d))?\b/gi, (_m, c: string | undefined) => `you${c ?? ""}`)
    .replace(/\bthey are\b/gi, "you are")
    .replace(/\byou both are\b/gi, "you are both")
    .replace(/\btheir\b/gi, (w) => (both ? "your" : w))
    .replace(/\bthem\b/gi, (w) => (both ? "you" : w))
    .replace(/^(he|she)\b/i, (p: string) => {
      const who = people.find((x) => pronounOf(first(x)) === p.toLowerCase());
      return who ? first(who) : p;
    });
  if (/^(?:he|she)\b/i.test(clause) || clause.split(/\s+/).length < 3) return null;
  const so = /\btogether\b|\beach other\b/i.test(clause)
    ? "so I wanted you two to meet"
    : `so I thought you should ${verb}`;
  return `${clause[0]!.toUpperCase()}${clause.slice(1)}, ${so}`;
}

/** One sentence about a person being introduced ("Mark Stevens runs a small analytics agency"). */
function describe(part: string, person: string): string | null {
  const esc = escapeRegExp(person);
  let m: RegExpMatchArray | null;
  const role = part.match(new RegExp(`^(?:my|our)\\s+(.+?)\\s+${esc}`, "u"))?.[1];
  const paren = part.match(/\(([^)]+)\)/)?.[1]?.trim();
  // "(backend engineer, 8 years Go)": a role without its article, and years said "with 8 years of Go".
  const what = paren && described(paren);
  if (what) return role ? `${person}, my ${role}, is ${what}` : `${person} is ${what}`;
  // "Marcus at Stackline who is hiring ...", "Tom Baker, founder of Fernway, who needs ...": where they work or what
  // they are, then the clause.
  const at = new RegExp(
    `${esc}(?:\\s+(?:at|from)\\s+(\\p{Lu}[\\p{L}\\p{N}&'’.-]*(?:\\s+\\p{Lu}[\\p{L}\\p{N}&'’.-]*)*)|,\\s+((?:the\\s+|a\\s+|an\\s+)?[\\p{Ll}][^,]{2,50}),)?,?\\s+(?:who|,)\\s+(.+)$`,
    "u",
  );
  if ((m = part.match(at))) {
    const clause = m[3]!.replace(/[.!]+$/, "");
    if (m[1]) return `${person} works at ${m[1]} and ${clause}`;
    if (m[2]) return `${person} is ${/^(?:the|a|an)\s/i.test(m[2]) ? m[2] : `the ${m[2]}`} and ${clause}`;
    return `${person} ${clause}`;
  }
  if (
    (m = part.match(
      new RegExp(`${esc}\\s+(?:at|from)\\s+(\\p{Lu}[\\p{L}\\p{N}&'’.-]*(?:\\s+\\p{Lu}[\\p{L}\\p{N}&'’.-]*)*)`, "u"),
    ))
  )
    return role ? `${person}, my ${role}, works at ${m[1]}` : `${person} works at ${m[1]}`;
  if (role) return `${person} is my ${role}`;
  return null;
}

/** "a data engineer at Loom" as it is; "backend engineer, 8 years Go" -> "a backend engineer with 8 years of Go". */
function described(paren: string): string | null {
  const [head, ...more] = paren.split(/,\s*/);
  if (!head || !/^\p{L}/u.test(head) || /^(?:he|she|they|I|we|née|aka)\b/i.test(head)) return null;
  // "UX lead at our company": an acronym before a common noun is a role, not a name.
  const np = /^(?:a|an|the|my|our|your|his|her|their)\s/i.test(head)
    ? head
    : /^\p{Lu}/u.test(head) && !/^\p{Lu}{2,}\s+\p{Ll}/u.test(head)
      ? null
      : /^(?:head|director|president|chair|ceo|cto|cfo|coo)\s+of\s/i.test(head)
        ? `the ${head}`
        : `${/^(?:[aeiou]|[FHLMNRSX]\p{Lu})/u.test(head) ? "an" : "a"} ${head}`;
  if (!np) return null;
  const withs: string[] = [];
  const does: string[] = [];
  for (const x of more) {
    const years = /^(\d+\+?)\s+(?:years?|yrs)(?:\s+(?:of\s+)?(.+))?$/i.exec(x);
    // "ex-Spotify", "formerly at Monzo": where the person worked before.
    const before = /^(?:ex-|former(?:ly)?\s+(?:at\s+)?)(\p{Lu}.*)$/iu.exec(x);
    if (years) withs.push(years[2] ? `with ${years[1]} years of ${years[2]}` : `with ${years[1]} years of experience`);
    else if (before) does.push(`was previously at ${before[1]}`);
    else if (/^with\s/i.test(x)) withs.push(x);
    // "looking for help with onboarding" -> "is looking for ..."; "did the checkout redesign" as it is.
    else if (/^\p{Ll}+ing\s/u.test(x) && nlp(x).terms().first().has("#Gerund")) does.push(`is ${x}`);
    else if (/^\p{Ll}/u.test(x) && nlp(x).terms().first().has("(#PastTense|#PresentTense)")) does.push(x);
    else return `${np} (${more.join(", ")})`;
  }
  return [np, ...withs].join(" ") + (does.length ? ` and ${does.join(" and ")}` : "");
}

/** Why the email is worth both readers' time, by register (formal, professional, warm): never "you'll be in good hands". */
export const PAIR_VALUE = [
  "I believe you will have a great deal to discuss.",
  "I think you two will have plenty to talk about.",
  "I think you'll get on well.",
];

/** The email introduces two readers to each other. */
export const introducesPair = (items: readonly Item[]) =>
  items.some((i) => "ask" in i && i.ask.kind === "introduce" && i.ask.text === "you to each other");

/**
 * "they both love hiking", "they both are ex-Google" after an introduction: said to the reader, who is one of the two
 * ("You both love hiking, so I thought you should talk"), never "They both are ..." nor a bracket on the name.
 */
export function bothToReader(st: Reading, piece: string): boolean {
  const intro = st.items.find((i) => "ask" in i && i.ask.kind === "introduce");
  if (!intro || !("ask" in intro)) return false;
  const m = /^(?:and\s+)?(?:they|the two of them)\s+(?:(?:are|['’]re)\s+both|both\s+(?:are|['’]re)|both)\s+(.+)$/i.exec(
    piece.trim(),
  );
  if (!m) return false;
  const copula = /^(?:they|the two of them)\s+(?:are\s+both|['’]re\s+both|both\s+are|both\s+['’]re)\b/i.test(
    piece.trim().replace(/^and\s+/i, ""),
  );
  const people = [intro.ask.text, st.recipient.name ?? ""].filter(Boolean);
  const reason = reasonToBoth(`${copula ? "they are both" : "they both"} ${m[1]}`, people);
  if (!reason) return false;
  // Only a note that says they should talk says so; the e-mail's own line says why the two should meet.
  const said =
    /\b(?:should|could|might|need to|ought to)\s+(?:talk|connect|meet|chat|speak|compare notes|get together)\b/i.test(
      m[1]!,
    )
      ? reason
      : reason.replace(/,\s+so\s+I\s+(?:thought|wanted)\b.*$/, "");
  st.items.push({ fact: { text: said, form: "statement", built: true } });
  return true;
}
