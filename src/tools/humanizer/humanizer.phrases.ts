import { FIXED, NOUNS, VERBS, type Row } from "./humanizer.lexicon";

/**
 * Stock phrases that make text sound machine-written, and what each voice says instead. The hub's own list, written
 * after reading public notes on over-used model phrasing (Wikipedia's "Signs of AI writing", the HC3 indicator
 * words, antislop phrase lists). Columns: pattern (case-insensitive, whole words; a small regex is allowed),
 * casual, friendly, professional. An empty replacement deletes the phrase (the next word is then capitalised if it
 * starts the sentence). Longer patterns are listed first so they win over their parts.
 */
export type PhraseRow = readonly [pattern: string, casual: string, friendly: string, professional: string];

type Three = readonly [string, string, string];
/** One rule of the lexicon: a pattern and its replacement per voice; verb forms also carry the past participle
 * (used after have/be) and, for a base form whose replacement is "be", the present plural ("are"). */
export interface LexRule {
  pattern: string;
  out: Three;
  participle?: Three;
  plural?: Three;
}

const IRREGULAR: Record<string, readonly [past: string, participle: string]> = {
  be: ["was", "been"], have: ["had", "had"], do: ["did", "done"], go: ["went", "gone"], get: ["got", "got"],
  make: ["made", "made"], take: ["took", "taken"], give: ["gave", "given"], dig: ["dug", "dug"], set: ["set", "set"],
  put: ["put", "put"], cut: ["cut", "cut"], build: ["built", "built"], grow: ["grew", "grown"], show: ["showed", "shown"],
  begin: ["began", "begun"], see: ["saw", "seen"], find: ["found", "found"], keep: ["kept", "kept"],
  bring: ["brought", "brought"], think: ["thought", "thought"], tell: ["told", "told"], sell: ["sold", "sold"],
  run: ["ran", "run"], write: ["wrote", "written"], speak: ["spoke", "spoken"], break: ["broke", "broken"],
  lead: ["led", "led"], spend: ["spent", "spent"], hold: ["held", "held"], stand: ["stood", "stood"],
  feel: ["felt", "felt"], meet: ["met", "met"], win: ["won", "won"], lose: ["lost", "lost"], pay: ["paid", "paid"],
  say: ["said", "said"], send: ["sent", "sent"], mean: ["meant", "meant"], leave: ["left", "left"], hit: ["hit", "hit"],
  let: ["let", "let"], deal: ["dealt", "dealt"], fall: ["fell", "fallen"], rise: ["rose", "risen"], shoot: ["shot", "shot"],
  choose: ["chose", "chosen"], draw: ["drew", "drawn"], understand: ["understood", "understood"], sum: ["summed", "summed"],
  shake: ["shook", "shaken"], stick: ["stuck", "stuck"], strike: ["struck", "struck"], wrestle: ["wrestled", "wrestled"],
};
const DOUBLE = new Set("step stop plan drop ship chat propel get set put cut let hit run begin dig shop grab commit admit refer prefer occur control sum shut".split(" "));

function thirdPerson(v: string): string {
  if (v === "be") return "is";
  if (v === "have") return "has";
  if (/^(?:do|go)$/.test(v)) return `${v}es`;
  if (/(?:s|x|z|ch|sh)$/.test(v)) return `${v}es`;
  if (/[^aeiou]y$/.test(v)) return `${v.slice(0, -1)}ies`;
  return `${v}s`;
}
function past(v: string, participle = false): string {
  const irr = IRREGULAR[v];
  if (irr) return participle ? irr[1] : irr[0];
  if (/e$/.test(v)) return `${v}d`;
  if (/[^aeiou]y$/.test(v)) return `${v.slice(0, -1)}ied`;
  if (DOUBLE.has(v)) return `${v}${v.slice(-1)}ed`;
  return `${v}ed`;
}
function gerund(v: string): string {
  if (v === "be") return "being";
  if (/ie$/.test(v)) return `${v.slice(0, -2)}ying`;
  if (/[^aeioy]e$/.test(v) || /[^e]ue$/.test(v)) return `${v.slice(0, -1)}ing`;
  if (DOUBLE.has(v)) return `${v}${v.slice(-1)}ing`;
  return `${v}ing`;
}
function plural(n: string): string {
  if (n === "person") return "people";
  if (/s$/.test(n)) return n;
  if (/(?:x|z|ch|sh)$/.test(n)) return `${n}es`;
  if (/[^aeiou]y$/.test(n)) return `${n.slice(0, -1)}ies`;
  return `${n}s`;
}

/** Applies `form` to the head word: the one marked "^", else the first (verbs) or last (nouns) word. */
function inflectHead(phrase: string, form: (w: string) => string, last = false): string {
  if (!phrase) return phrase;
  const parts = phrase.split(" ");
  let i = parts.findIndex((w) => w.startsWith("^"));
  if (i < 0) i = last ? parts.length - 1 : 0;
  parts[i] = form(parts[i]!.replace(/^\^/, ""));
  return parts.join(" ");
}
const plain = (phrase: string) => phrase.replace(/\^/g, "");
const three = (row: Row, f: (s: string) => string): Three => [f(row[1]), f(row[2]), f(row[3])];

function verbRules(row: Row): LexRule[] {
  const pattern = row[0];
  const headIsBe = (s: string) => {
    const parts = s.split(" ");
    const i = parts.findIndex((w) => w.startsWith("^"));
    return plain(parts[i < 0 ? 0 : i] ?? "") === "be";
  };
  const base: LexRule = { pattern, out: three(row, plain) };
  if ([row[1], row[2], row[3]].some(headIsBe)) base.plural = three(row, (s) => (headIsBe(s) ? inflectHead(s, () => "are") : plain(s)));
  return [
    { pattern: inflectHead(pattern, thirdPerson), out: three(row, (s) => inflectHead(s, thirdPerson)) },
    {
      pattern: inflectHead(pattern, (v) => past(v)),
      out: three(row, (s) => inflectHead(s, (v) => past(v))),
      participle: three(row, (s) => inflectHead(s, (v) => past(v, true))),
    },
    { pattern: inflectHead(pattern, gerund), out: three(row, (s) => inflectHead(s, gerund)) },
    base,
  ];
}
function nounRules(row: Row): LexRule[] {
  const pl = { pattern: inflectHead(row[0], plural, true), out: three(row, (s) => inflectHead(s, plural, true)) };
  const sg = { pattern: row[0], out: three(row, plain) };
  return pl.pattern === sg.pattern ? [sg] : [pl, sg];
}

/** Every rule, longest example first so that a longer phrase wins over its parts. */
export const LEXICON: readonly LexRule[] = (() => {
  const all = [
    ...VERBS.flatMap(verbRules),
    ...NOUNS.flatMap(nounRules),
    ...FIXED.map((row): LexRule => ({ pattern: row[0], out: three(row, plain) })),
  ];
  const seen = new Set<string>();
  return all
    .filter((r) => !seen.has(r.pattern) && seen.add(r.pattern))
    .map((r, i) => ({ r, i, n: phraseExample(r.pattern).length }))
    .sort((a, b) => b.n - a.n || a.i - b.i)
    .map(({ r }) => r);
})();

export const STOCK_PHRASES: readonly PhraseRow[] = LEXICON.map((r) => [r.pattern, ...r.out] as const);

/** A readable instance of a pattern (first alternatives, optional parts kept): "in today'?s (?:fast-paced|digital)
 * world,?" -> "in today's fast-paced world". Used in the AI prompt and in tests. */
export function phraseExample(pattern: string, keepPunctuation = false): string {
  let out = pattern;
  for (let i = 0; i < 3; i++) out = out.replace(/\(\?:([^()]*)\)\??/g, (_m, alt: string) => alt.split("|")[0]!);
  out = out.replace(/\[([^\]])[^\]]*\]/g, "$1").replace(/[?\\]/g, "");
  return keepPunctuation ? out : out.replace(/[\s,!.]+$/, "").trim();
}
