/**
 * A pitch's feature list ("no commission, flat £29/month, free 30 day trial, cancel anytime"): each feature said as
 * a clause a person would write ("there is no commission", "just a flat £29 a month", "you can try it free for 30
 * days", "you can cancel at any time"), up to three of them in one sentence. Never "There will be no commission, and
 * it comes with a flat £29/month." and never an ask ("I need to cancel anytime").
 */
import { addFact, type Reading } from "./email-generator.reading";
import type { Fact } from "./email-generator.model";
import { withArticle } from "./email-generator.clause";
import { termsOf } from "../../shared/text/tagged-terms";

const PERIOD: Record<string, string> = {
  month: "month",
  mo: "month",
  mth: "month",
  pm: "month",
  year: "year",
  yr: "year",
  pa: "year",
  week: "week",
  wk: "week",
  pw: "week",
  day: "day",
  hour: "hour",
  hr: "hour",
  user: "user",
  seat: "seat",
  head: "head",
  visit: "visit",
  session: "session",
  clean: "clean",
  class: "class",
  lesson: "lesson",
  employee: "employee",
  person: "person",
  member: "member",
};

const MONEY = String.raw`[$€£]\s?\d[\d,.]*k?`;
const PRICE = new RegExp(
  String.raw`^(?:(flat|just|only|from)\s+)?(${MONEY})\s*(?:\/\s*|\s+(?:a|an|per)\s+)(month|mo|mth|year|yr|week|wk|day|hour|hr|user|seat|head|visit|session|clean|class|lesson|employee|person|member)(?:\s*(?:\/\s*|\s+per\s+)(user|seat|head|month|mo|employee|person|member|site|location|device|vehicle|car))?$`,
  "i",
);
const NAME_PRICE = new RegExp(String.raw`^((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)\s+(${MONEY})$`, "u");
const NOT_PRICED =
  /^(?:the|a|an|and|or|from|at|for|to|with|about|around|under|over|only|just|cost|costs|price|is|are)$/i;

/** One feature as a clause (lower-case first word unless a name); null when the piece is no feature. */
function featureClause(p: string, prev: string | undefined, we: boolean): string | null {
  let m: RegExpExecArray | null;
  if (
    (m =
      /^no\s+((?:[\p{L}-]+\s+){0,2}?(?:commission|commissions|contract|contracts|lock-?in|setup fee|set-up fee|joining fee|hidden fees|hidden costs|minimum term|fees))$/iu.exec(
        p,
      ))
  )
    return `there is no ${m[1]}`;
  if ((m = PRICE.exec(p))) {
    const per = `${PERIOD[m[3]!.toLowerCase()]}${m[4] ? ` per ${PERIOD[m[4].toLowerCase()] ?? m[4].toLowerCase()}` : ""}`;
    const flat = m[1] && /^flat$/i.test(m[1]) ? "a flat " : "";
    const from = m[1] && /^from$/i.test(m[1]) ? "from " : "";
    // After "there is no commission": "just a flat £29 a month".
    if (prev && /^there is no\b/.test(prev))
      return `just ${flat}${m[2]} ${/^(?:[aeio]|hour)/.test(per) ? "an" : "a"} ${per}`;
    return `it costs ${from}${flat}${m[2]} ${/^(?:[aeio]|hour)/.test(per) ? "an" : "a"} ${per}`;
  }
  if (
    (m = /^(?:a\s+)?(?:free\s+(\d+)[- ]?(day|week|month)s?\s+trial|(\d+)[- ]?(day|week|month)s?\s+free\s+trial)$/i.exec(
      p,
    ))
  ) {
    const n = m[1] ?? m[3];
    const unit = (m[2] ?? m[4])!.toLowerCase();
    // (The trial keeps the note's own words, so the e-mail is seen to say it.)
    return `you can start with a free ${n}-${unit} trial`;
  }
  if (/^(?:free\s+trial|try\s+(?:it\s+)?(?:for\s+)?free)$/i.test(p)) return "you can try it for free";
  if (/^(?:cancel|leave|stop)\s+(?:at\s+)?any\s*time$/i.test(p)) return "you can cancel at any time";
  if (
    (m =
      /^free\s+(onboarding|setup|set-up|installation|delivery|shipping|training|support|migration|consultation|quote|quotes|returns)$/i.exec(
        p,
      ))
  )
    // ("free quote": "quote is free" lacks its article; "you get a free quote".)
    return /^(?:quote|quotes|consultation)$/i.test(m[1]!)
      ? `you get a free ${m[1]!.toLowerCase().replace(/s$/, "")}`
      : `${m[1]!.toLowerCase()} is free`;
  if ((m = /^(?:a\s+)?(\d+)[- ]?(day|month|year)s?\s+money[- ]back\s+guarantee$/i.exec(p)))
    return `there is a ${m[1]}-${m[2]!.toLowerCase()} money-back guarantee`;
  if ((m = /^unlimited\s+([\p{L}-]+(?:\s+[\p{L}-]+)?)$/iu.exec(p))) return `you get unlimited ${m[1]}`;
  if ((m = /^(?:your\s+)?first\s+([\p{L}-]+(?:\s+[\p{L}-]+)?)\s+(free|half[- ]price|\d+%\s+off)$/iu.exec(p)))
    return `your first ${m[1]} is ${m[2]!.toLowerCase().replace("half-price", "half price")}`;
  // "insured and dbs checked", "fully insured & certified": what the business is.
  const CRED = String.raw`(?:fully\s+)?(?:insured|dbs[- ]checked|licensed|certified|accredited|vetted|registered|qualified|trained)`;
  // (Only where a note mender put a bare "we" before them, "we insured and dbs checked"; "fully insured" alone is
  // listed as the user typed it.)
  const cred = new RegExp(String.raw`^(?:we|I)\s+(${CRED}(?:(?:,\s*|\s+and\s+|\s*&\s*)${CRED})*)$`, "i").exec(p);
  if (cred) return `${we ? "we are" : "I am"} ${cred[1]!.replace(/\s*&\s*/g, " and ").replace(/\bdbs\b/gi, "DBS")}`;
  // "group walks £12", then "solo £18": "group walks are £12, solo walks are £18".
  if ((m = NAME_PRICE.exec(p)) && !m[1]!.split(/\s+/).some((w) => NOT_PRICED.test(w))) {
    let what = m[1]!;
    const head = prev && /^(.+?)\s+(?:is|are)\s+[$€£]/.exec(prev)?.[1];
    if (head && !/\s/.test(what) && /\s/.test(head)) what = `${what} ${head.split(/\s+/).slice(1).join(" ")}`;
    else if (!/\s/.test(what) && !/s$/i.test(what)) return null;
    return `${what.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())} ${/s$/i.test(what) ? "are" : "is"} ${m[2]}`;
  }
  return null;
}

/** The feature sentence being built, per reading: its fact and its clauses. */
const OPEN = new WeakMap<Reading, { fact: Fact; clauses: string[] }>();

/** "it includes A", "it includes B" -> "it includes A, B and C"; a price after them rides on the list ("..., from £15"). */
function mergeIncludes(c: string[]): string[] {
  const out: string[] = [];
  for (const x of c) {
    const prev = out.at(-1);
    if (prev && /^it includes /.test(prev) && /^it includes /.test(x))
      out[out.length - 1] = `${prev}\u0000${x.slice(12)}`;
    else if (prev && /^it includes /.test(prev) && /^it costs /.test(x))
      out[out.length - 1] = `${prev}\u0001${x.replace(/^it costs (?!from )/, "for ").replace(/^it costs /, "")}`;
    else out.push(x);
  }
  return out.map((x) => {
    const [list, price] = x.split("\u0001");
    const items = list!.split("\u0000");
    const said = items.length === 1 ? items[0]! : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
    return price ? `${said}, ${price}` : said;
  });
}

const join = (raw: string[]) => {
  const c = mergeIncludes(raw);
  return c.length === 1
    ? c[0]!
    : /^just\b/.test(c[1]!) && c.length === 2
      ? `${c[0]}, ${c[1]}`
      : `${c.slice(0, -1).join(", ")}, and ${c.at(-1)}`;
};
const sentence = (c: string[]) => {
  const s = join(c);
  return `${s.charAt(0).toUpperCase()}${s.slice(1)}`;
};

/** Reads one piece of a pitch as a feature; true when read. */
export function readFeature(piece: string, st: Reading): boolean {
  const selling = st.purpose === "sales" || st.items.some((i) => "ask" in i && i.ask.kind === "offer");
  if (!selling) return false;
  const open = OPEN.get(st);
  const last = st.items.at(-1);
  const continuing =
    open &&
    last &&
    "fact" in last &&
    last.fact === open.fact &&
    (open.clauses.length < 3 || /^it includes /.test(open.clauses.at(-1)!));
  const we = /\b(?:we|our|us)\b/i.test(st.text) || !/\b(?:I|my|me)\b/.test(st.text);
  const clause =
    featureClause(piece.trim(), continuing ? open.clauses.at(-1) : undefined, we) ?? listedFeature(piece.trim(), st);
  if (!clause) return false;
  if (continuing) {
    open.clauses.push(clause);
    open.fact.text = sentence(open.clauses);
    return true;
  }
  // A new sentence: "just a flat £29" needs the "no commission" before it.
  const first = clause.replace(/^just (a flat |)/, (_, f: string) => (f ? "it costs a flat " : "it costs "));
  addFact(st, sentence([first]), "statement", true);
  const fact = st.items.at(-1);
  if (fact && "fact" in fact) OPEN.set(st, { fact: fact.fact, clauses: [first] });
  return true;
}

/** "sell our cleaning service to offices" in a sales e-mail: the pitch, read as "pitch ... to ...". */
export function sellAsPitch(piece: string, st: Reading): string {
  return st.purpose === "sales"
    ? piece.replace(/^(?:sell(?:ing)?|promot(?:e|ing)|market(?:ing)?|advertis(?:e|ing))\s+(?=(?:our|my)\s)/i, "pitch ")
    : piece;
}

/** Words a listed item starts with when it is an order or a clause, not a feature ("book online", "we come to you"). */
const NOT_FEATURE =
  /^(?:we|I|you|it|they|our|my|your|this|that|please|call|book|email|ring|reply|let|ask|tell|see|get|visit|contact|check|just|and|but|so|if|because|no|not|mention|highlight|stress|include|add|note|say)\b/i;

/**
 * A bare noun phrase listed after the pitch's colon ("sell our IT support package to law firms: 24/7 helpdesk,
 * same-day onsite visits, cyber security training") is what the product includes; null for anything else.
 */
function listedFeature(p: string, st: Reading): string | null {
  const words = p.split(/\s+/);
  if (words.length > 7 || NOT_FEATURE.test(p) || /[.?!:;$€£]|\bper\b/.test(p)) return null;
  const at = st.text.indexOf(p);
  // After the pitch's colon, or in the pitch's own comma list ("pitch our cleaning to dentists, £180 a month, weekly
  // deep clean").
  const colon = st.text.lastIndexOf(":", at);
  const list = colon >= 0 ? colon : Math.max(st.text.lastIndexOf(".", at), st.text.lastIndexOf(",", at));
  if (
    at < 0 ||
    list < 0 ||
    !/\b(?:pitch|sell|selling|promote|promoting|offer|offering)\b/i.test(
      st.text.slice(colon >= 0 ? 0 : Math.max(0, st.text.lastIndexOf(".", list - 1)), list),
    )
  )
    return null;
  if (/\b(?:is|are|was|were|will|can|has|have|do|does)\b/i.test(p)) return null;
  // (In a comma list, "handles tax filings automatically" and "saves ~12% fuel" are what it does, not what it includes.)
  // (A dash list is listed as it is; a figure, "10% off", is no part the product includes.)
  if (
    colon < 0 &&
    (/\s[-–—]\s/.test(st.text.slice(0, at)) ||
      /\d/.test(p) ||
      // ("handles tax filings", "fully insured", "saves fuel"; "tax deadline reminders" is a thing it includes.)
      (/^\p{Ll}+s\s/u.test(p) && (termsOf(words[0]!)[0]?.tags ?? []).includes("Verb")) ||
      termsOf(p).some((t) => t.tags.some((g) => g === "Adverb" || g === "PastTense" || g === "Gerund")))
  )
    return null;
  // ("24/7 helpdesk" -> "a 24/7 helpdesk"; "cyber security training", "gutter clearing": no article.)
  const np = /^24\/7\s/.test(p)
    ? `a ${p}`
    : /(?:ing|ment|ance|ence|ion|[^su]s)$/i.test(p.split(/\s+(?:in|at|for|with|on)\s+/)[0]!)
      ? p
      : withArticle(p);
  return `it includes ${np}`;
}
