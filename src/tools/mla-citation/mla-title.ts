import { NAME_PARTICLES } from "./mla-particles";

/**
 * MLA title case, applied cautiously: words typed in lower case get a capital unless they are articles,
 * prepositions, coordinating conjunctions or the "to" of an infinitive (and not first, last, or after a colon).
 * Words already holding a capital (iPhone, NASA, McDonald) and tokens like URLs or numbers are left as typed.
 * Minor words are only lowered when the whole title was typed with every word capitalised ("The Art Of War").
 */

/** Minor words lowered in a Start Case title: the unambiguous ones only. */
const ALWAYS_LOWER = new Set([
  "a",
  "an",
  "the",
  "and",
  "but",
  "or",
  "nor",
  "of",
  "in",
  "on",
  "at",
  "by",
  "to",
  "for",
  "from",
  "with",
  "into",
  "onto",
  "via",
]);
/** Every minor word: those above, and those that are also other parts of speech (lowered only when typed so). */
const MINOR = new Set([
  ...ALWAYS_LOWER,
  "so",
  "yet",
  "as",
  "up",
  "per",
  "upon",
  "within",
  "without",
  "about",
  "above",
  "across",
  "after",
  "against",
  "along",
  "among",
  "around",
  "before",
  "behind",
  "below",
  "beneath",
  "beside",
  "between",
  "beyond",
  "down",
  "during",
  "except",
  "inside",
  "near",
  "off",
  "out",
  "outside",
  "over",
  "past",
  "since",
  "through",
  "throughout",
  "toward",
  "towards",
  "under",
  "underneath",
  "until",
  "unto",
  "versus",
  "vs.",
  "like",
  "amid",
  "despite",
  "than",
]);

const LETTERS = /^[\p{L}'’]+$/u;
/** Kept in lower case inside a name: the name particles and the Spanish "y" between surnames ("Ortega y Gasset"). */
const NAME_WORDS = new Set([...NAME_PARTICLES, "y"]);

function capitalise(word: string): string {
  return word.replace(/\p{L}/u, (c) => c.toUpperCase());
}

export function mlaTitleCase(raw: string): string {
  const title = raw.replace(/\s+/g, " ").trim();
  if (!title) return "";
  const tokens = title.split(" ");
  const letters = title.replace(/[^\p{L}]/gu, "");
  const allCaps = letters.length > 3 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
  const coreWords = tokens
    .map((t) => t.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""))
    .filter((w) => LETTERS.test(w));
  const startCase =
    coreWords.length > 2 &&
    coreWords.every((w) => /^\p{Lu}/u.test(w)) &&
    coreWords.some((w) => ALWAYS_LOWER.has(w.toLowerCase()));
  return tokens
    .map((token, i) => {
      const lead = /^[^\p{L}\p{N}]*/u.exec(token)![0];
      const trail = /[^\p{L}\p{N}]*$/u.exec(token.slice(lead.length))![0];
      let core = token.slice(lead.length, token.length - trail.length);
      if (!core) return token;
      const afterColon = i > 0 && /[:?!—]$/.test(tokens[i - 1]!);
      const edge = i === 0 || i === tokens.length - 1 || afterColon || /^["“'‘(]/.test(lead);
      if (allCaps && LETTERS.test(core)) core = core.toLowerCase();
      const lower = core.toLowerCase();
      if (startCase && !edge && ALWAYS_LOWER.has(lower) && core === capitalise(lower)) return lead + lower + trail;
      if (core !== lower) return lead + core + trail; // typed with a capital: keep it
      if (!/^[\p{L}'’-]+$/u.test(core)) return token; // numbers, URLs, domains, e-mail: as typed
      if (!edge && MINOR.has(lower)) return lead + core + trail;
      const between = (t: string | undefined) => t !== undefined && /^["“'‘(]?\p{Lu}/u.test(t);
      if (!edge && NAME_WORDS.has(lower) && between(tokens[i - 1]) && between(tokens[i + 1])) return token;
      return (
        lead +
        core
          .split("-")
          .map((part) => (MINOR.has(part) && part !== core.split("-")[0] ? part : capitalise(part)))
          .join("-") +
        trail
      );
    })
    .join(" ");
}
