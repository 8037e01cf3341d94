import { NAME_PARTICLES } from "./mla-particles";

/**
 * MLA 9 author element: "Last, First." / "Last, First, and First Last." / "Last, First, et al."
 * Accepts names as people type them: "First Last", "Last, First", lists joined by commas, semicolons, "and", "&".
 */

const SUFFIX = /^(jr|sr|ii|iii|iv|v|vi|phd|md)\.?$/i;
/** Words that mark a group or organisation as author: never inverted. */
const CORPORATE =
  /\b(programme|program|nations|initiative|coalition|consortium|observatory|institution|academy|assembly|parliament|congress|senate|court|reserve|bank|system|systems|centers|inc\.|co\.|association|organi[sz]ation|institute|university|college|school|society|department|dept|ministry|agency|council|committee|commission|center|centre|foundation|company|corporation|corp|inc|ltd|llc|group|office|bureau|board|museum|library|press|news|staff|team|project|network|federation|union|alliance|service|services|administration|authority|lab|laboratory|laboratories|government|police|hospital|clinic|trust|fund|partners|editors)\b/i;

export interface PersonName {
  given: string;
  family: string;
  suffix: string;
  /** Organisations and one-word names are written as given, never inverted. */
  literal?: string;
}

/**
 * Common Spanish family names (accents folded), as the first of a compound surname. Portuguese names are not listed:
 * there the last family name leads ("Costa, Eva Silva").
 */
const HISPANIC_SURNAMES = new Set(
  `garcia rodriguez martinez hernandez lopez gonzalez perez sanchez ramirez torres flores rivera gomez diaz vargas
morales ortiz gutierrez castillo jimenez ruiz alvarez romero mendoza herrera medina aguilar castro vega cruz reyes
moreno munoz rojas fernandez navarro ramos dominguez vazquez iglesias gil serrano blanco suarez molina delgado
ortega marin rubio nunez sanz cortes guerrero prieto lorenzo pascual mora bolano cervantes marquez neruda allende
cortazar fuentes llosa galeano esquivel`.split(/\s+/),
);

/** Lower case without accents ("García" -> "garcia"). */
const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

const clean = (s: string) =>
  s
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^[,;]+|[,;]+$/g, "")
    .trim();
const wordsOf = (s: string) => s.split(" ").filter(Boolean);

const isCapitalisedParticle = (word: string) => /^\p{Lu}/u.test(word) && NAME_PARTICLES.has(word.toLowerCase());

function isCorporate(name: string): boolean {
  return CORPORATE.test(name) || (/^[A-Z0-9&.\- ]{2,}$/.test(name.trim()) && !/\s/.test(name.trim()));
}

/** One name in natural order ("Martin Luther King Jr.") or inverted order ("King, Martin Luther, Jr."). */
export function parseName(raw: string): PersonName {
  const text = clean(raw);
  if (!text) return { given: "", family: "", suffix: "" };
  if (isCorporate(text)) return { given: "", family: "", suffix: "", literal: text };
  const commaParts = text.split(",").map(clean).filter(Boolean);
  let suffix = "";
  if (commaParts.length > 1 && SUFFIX.test(commaParts[commaParts.length - 1]!)) suffix = commaParts.pop()!;
  if (commaParts.length >= 2) {
    // Inverted: "Last, First" (the family name may carry a particle: "van Gogh, Vincent").
    let family = commaParts[0]!;
    let given = commaParts.slice(1).join(" ");
    const fam = wordsOf(family);
    const lead: string[] = [];
    while (fam.length > 1 && NAME_PARTICLES.has(fam[0]!)) lead.push(fam.shift()!);
    if (lead.length) {
      family = fam.join(" ");
      given = `${given} ${lead.join(" ")}`;
    }
    return { given, family, suffix };
  }
  const parts = wordsOf(commaParts[0] ?? text);
  if (!suffix && parts.length > 2 && SUFFIX.test(parts[parts.length - 1]!)) suffix = parts.pop()!;
  if (parts.length === 1)
    return { given: "", family: "", suffix: "", literal: suffix ? `${parts[0]}, ${suffix}` : parts[0]! };
  // Spanish two-part surnames ("Gabriel García Márquez" -> "García Márquez, Gabriel"; MLA 9 keeps
  // both family names together). Recognised when the second-to-last word is a common Hispanic family name.
  if (
    parts.length >= 3 &&
    HISPANIC_SURNAMES.has(fold(parts[parts.length - 2]!)) &&
    /^\p{Lu}/u.test(parts[parts.length - 1]!)
  ) {
    const family = parts.splice(parts.length - 2, 2);
    return { given: parts.join(" "), family: family.join(" "), suffix };
  }
  // A capitalised particle belongs to the family name ("Ursula K. Le Guin" -> "Le Guin, Ursula K.";
  // "Thomas De Quincey" -> "De Quincey, Thomas"); lower-case ones go after the given name (see NAME_PARTICLES).
  const family = [parts.pop()!];
  while (parts.length > 0 && isCapitalisedParticle(parts[parts.length - 1]!)) family.unshift(parts.pop()!);
  // Nothing left for a given name ("Le Corbusier"): a single name, written as it is.
  if (!parts.length)
    return { given: "", family: "", suffix: "", literal: [family.join(" "), suffix].filter(Boolean).join(", ") };
  return { given: parts.join(" "), family: family.join(" "), suffix };
}

/**
 * A person typed in the form's first- and last-name boxes. Lower-case particles at the start of the last name go
 * after the given name, as MLA writes them ("de Beauvoir" -> "Beauvoir, Simone de"; capitalised ones stay: "Le Guin",
 * "De Quincey"); a suffix typed with either name ("King Jr.", "King, Jr.") is written after the given name.
 */
export function personFromRow(firstTyped: string, lastTyped: string): PersonName {
  const splitSuffix = (text: string): [string, string] => {
    const m = /^(.*?)[,\s]+((?:jr|sr)\.?|ii|iii|iv)$/i.exec(text);
    return m && m[1] ? [clean(m[1]), m[2]!] : [text, ""];
  };
  let [family, suffix] = splitSuffix(clean(lastTyped));
  let given = clean(firstTyped);
  if (!suffix) [given, suffix] = splitSuffix(given);
  const parts = wordsOf(family);
  const lead: string[] = [];
  while (parts.length > 1 && NAME_PARTICLES.has(parts[0]!)) lead.push(parts.shift()!);
  if (lead.length) {
    family = parts.join(" ");
    given = [given, ...lead].filter(Boolean).join(" ");
  }
  return { given, family, suffix };
}

function normaliseSuffix(s: string): string {
  if (/^(jr|sr)\.?$/i.test(s)) return `${s[0]!.toUpperCase()}${s[1]!.toLowerCase()}.`;
  return /^[ivx]+$/i.test(s) ? s.toUpperCase() : s;
}

/** "Last, First" (first author). */
export function invertedName(n: PersonName): string {
  if (n.literal) return n.literal;
  const base = n.given ? `${n.family}, ${n.given}` : n.family;
  return n.suffix ? `${base}, ${normaliseSuffix(n.suffix)}` : base;
}

/** "First Last" (second author). */
export function naturalName(n: PersonName): string {
  if (n.literal) return n.literal;
  // Particles moved after the given name go back in front of the family name.
  const given = wordsOf(n.given);
  const lead: string[] = [];
  while (given.length > 1 && NAME_PARTICLES.has(given[given.length - 1]!)) lead.unshift(given.pop()!);
  const base = [...given, ...lead, n.family].filter(Boolean).join(" ");
  return n.suffix ? `${base}, ${normaliseSuffix(n.suffix)}` : base;
}

/** Splits an author field into names; `etAl` is true when the visitor already wrote "et al." */
export function splitAuthors(raw: string): { names: string[]; etAl: boolean } {
  let text = clean(raw.replace(/\s+/g, " "));
  let etAl = false;
  if (/,?\s*et\.? al\.?$/i.test(text)) {
    etAl = true;
    text = clean(text.replace(/,?\s*et\.? al\.?$/i, ""));
  }
  text = text.replace(/\.$/, (m) => (/\b[A-Z]\.$|\b(Jr|Sr)\.$/.test(text) ? m : ""));
  if (!text) return { names: [], etAl };
  if (isCorporate(text) && !/;|\band\b|&/.test(text)) return { names: [text], etAl };
  // "National Aeronautics and Space Administration": an organisation whose name holds "and" is one name, not two
  // people (no commas or semicolons, and a part of it names a kind of organisation).
  if (!/[;,\n]/.test(text) && text.split(/\s+(?:and|&)\s+/i).some((part) => isCorporate(part)))
    return { names: [text], etAl };
  // Explicit separators first: semicolons, new lines, "and", "&".
  const chunks = text
    .split(/\s*;\s*|\s*\n\s*|,?\s+and\s+|,?\s*&\s*/i)
    .map(clean)
    .filter(Boolean);
  const names: string[] = [];
  for (const chunk of chunks) names.push(...splitCommaList(chunk));
  return { names, etAl };
}

/**
 * A comma list is either one inverted name ("Smith, John" / "Smith, John, Jr."), inverted pairs
 * ("Smith, John, Doe, Jane"), or natural-order names ("John Smith, Jane Doe").
 */
function splitCommaList(chunk: string): string[] {
  const parts = chunk.split(",").map(clean).filter(Boolean);
  if (parts.length === 1) return parts;
  const withoutSuffix = SUFFIX.test(parts[parts.length - 1]!) ? parts.slice(0, -1) : parts;
  if (
    withoutSuffix.every((p) => wordsOf(p).length >= 2) &&
    withoutSuffix.length >= 2 &&
    !looksInverted(withoutSuffix)
  ) {
    return attachSuffixes(parts);
  }
  if (withoutSuffix.length === 2) return [chunk];
  if (withoutSuffix.length % 2 === 0) {
    const out: string[] = [];
    for (let i = 0; i < withoutSuffix.length; i += 2) out.push(`${withoutSuffix[i]}, ${withoutSuffix[i + 1]}`);
    return out;
  }
  // "Smith, John, Jane Doe, Bob Lee": the first is inverted, the rest natural.
  return [`${parts[0]}, ${parts[1]}`, ...attachSuffixes(parts.slice(2))];
}

/**
 * "King, Martin Luther" has a one-word head followed by given names: an inverted name, not two people; so has a head
 * of particles and one name ("van Gogh, Vincent", "Le Guin, Ursula K.").
 */
function looksInverted(parts: string[]): boolean {
  if (parts.length !== 2) return false;
  const head = wordsOf(parts[0]!);
  return head.length === 1 || (head.length > 1 && head.slice(0, -1).every((w) => NAME_PARTICLES.has(w.toLowerCase())));
}

function attachSuffixes(parts: string[]): string[] {
  const out: string[] = [];
  for (const p of parts) {
    if (SUFFIX.test(p) && out.length) out[out.length - 1] = `${out[out.length - 1]}, ${p}`;
    else out.push(p);
  }
  return out;
}

/** The MLA author element without its closing period. */
export function formatAuthors(raw: string): string {
  const { names, etAl } = splitAuthors(raw);
  if (!names.length) return "";
  const first = invertedName(parseName(names[0]!));
  if (etAl || names.length >= 3) return `${first}, et al`;
  if (names.length === 2) return `${first}, and ${naturalName(parseName(names[1]!))}`;
  return first;
}
