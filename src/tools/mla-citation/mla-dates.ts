/**
 * MLA 9 dates: day, abbreviated month, year ("21 Nov. 2026"); seasons in lower case ("spring 2020": MLA 9 lowered
 * them, where MLA 8 wrote "Spring 2008").
 */

const MLA_MONTHS = [
  "Jan.",
  "Feb.",
  "Mar.",
  "Apr.",
  "May",
  "June",
  "July",
  "Aug.",
  "Sept.",
  "Oct.",
  "Nov.",
  "Dec.",
] as const;
const MONTH_NAMES = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
const SEASONS = new Set(["spring", "summer", "fall", "autumn", "winter"]);

function monthIndex(token: string): number {
  const t = token.toLowerCase().replace(/\.$/, "");
  if (t.length < 3) return -1;
  if (t === "sept") return 8;
  return MONTH_NAMES.findIndex((m) => m === t || (t.length >= 3 && m.startsWith(t) && t.length <= m.length));
}

function compose(day: number | undefined, month: number | undefined, year: string | undefined): string {
  return [day, month === undefined ? undefined : MLA_MONTHS[month], year].filter((x) => x !== undefined).join(" ");
}

function validDay(d: number, month?: number): boolean {
  return d >= 1 && d <= (month === 1 ? 29 : [3, 5, 8, 10].includes(month ?? -1) ? 30 : 31);
}

/**
 * Formats a date as MLA writes it. Understands ISO (2026-11-21, 2026-11), US numeric (11/21/2026), and written
 * dates in any order ("November 21, 2026", "21 Nov 2026", "Nov. 2026", "Spring 2020", "2026", "2019-2020").
 * Anything else is returned as typed (the request schema refuses such dates with a message before this runs).
 */
export function formatMlaDate(raw: string): string {
  const text = raw.replace(/\s+/g, " ").trim().replace(/\.$/, "");
  return parseMlaDate(text) ?? text;
}

/** True when `raw` is empty or a date MLA can write; "Accessed ..." accepted when `allowAccessed`. */
export function isMlaDate(raw: string, options: { allowAccessed?: boolean } = {}): boolean {
  const { date, accessed } = options.allowAccessed ? splitAccessed(raw) : { date: raw, accessed: "" };
  const text = (accessed || date).replace(/\s+/g, " ").trim().replace(/\.$/, "");
  return !text || parseMlaDate(text) !== null;
}

/** The MLA form of a date, or null when it is not one. */
function parseMlaDate(text: string): string | null {
  if (!text) return "";
  const range = /^(\d{4})\s*[-–]\s*(\d{4})$/.exec(text);
  if (range) return `${range[1]}-${range[2]}`;
  const iso = /^(\d{4})-(\d{1,2})(?:-(\d{1,2}))?(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(text);
  if (iso) {
    const month = Number(iso[2]) - 1;
    const day = iso[3] ? Number(iso[3]) : undefined;
    if (month >= 0 && month < 12 && (day === undefined || validDay(day, month))) return compose(day, month, iso[1]);
    return null;
  }
  const numeric = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(text);
  if (numeric) {
    let [a, b] = [Number(numeric[1]), Number(numeric[2])];
    if (a > 12 && b <= 12) [a, b] = [b, a]; // day/month when the first number cannot be a month
    if (a >= 1 && a <= 12 && validDay(b, a - 1)) return compose(b, a - 1, numeric[3]);
    return null;
  }
  const tokens = text.split(/[\s,]+/).filter(Boolean);
  let day: number | undefined;
  let month: number | undefined;
  let year: string | undefined;
  let season: string | undefined;
  for (const token of tokens) {
    const lower = token.toLowerCase().replace(/\.$/, "");
    if (lower === "of" || lower === "the") continue;
    if (SEASONS.has(lower) && season === undefined) season = lower;
    else if (/^\d{4}$/.test(lower) && year === undefined) year = lower;
    else if (/^\d{1,2}(st|nd|rd|th)?$/.test(lower) && day === undefined) day = parseInt(lower, 10);
    else if (monthIndex(lower) >= 0 && month === undefined) month = monthIndex(lower);
    else return null;
  }
  if (season !== undefined)
    return day === undefined && month === undefined ? [season, year].filter(Boolean).join(" ") : null;
  if (day !== undefined && (month === undefined || !validDay(day, month))) return null;
  if (year === undefined && month === undefined) return null;
  return compose(day, month, year);
}

/** True when a date field is really an access date the visitor typed ("Accessed 5 May 2020"). */
export function splitAccessed(raw: string): { date: string; accessed: string } {
  const m = /^\s*(?:date\s+)?accessed:?\s*(.*)$/i.exec(raw);
  return m ? { date: "", accessed: m[1]! } : { date: raw, accessed: "" };
}

/** Today in the MLA form (UTC), for the access date of an undated online source. */
export function todayMla(now: Date = new Date()): string {
  return compose(now.getUTCDate(), now.getUTCMonth(), String(now.getUTCFullYear()));
}
