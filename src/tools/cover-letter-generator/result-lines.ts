/**
 * A result named by its measure, not by a verb: "upsells up 22% year on year" -> "I grew upsells by 22% year on
 * year."; "guest review score 8.1 -> 8.9" -> "I raised our guest review score from 8.1 to 8.9."; "complaints down
 * 40%" -> "I cut complaints by 40%."; "p99 latency cut from 180ms to 45ms" -> "I cut our p99 latency from 180ms to 45ms."
 * The noun before "up" is the measure; read as a verb it gave "I upsell up 22%".
 */
interface ResultSentence {
  sentence: string;
  clause: string;
  verb: string;
}

const NUM = String.raw`[$£€]?\d[\d.,]*\s?(?:%|k|m|ms|seconds?|secs?|s|hours?|h|hrs?|minutes?|mins?|days?|weeks?|pts|points|x)?(?![\p{L}])`;
const MEASURE = String.raw`((?!(?:I|we|they|he|she)\s)[\p{L}][\p{L}\d'’/-]*(?:\s[\p{L}\d][\p{L}\d'’/-]*){0,4}?)`;
const UP = /^(?:up|\+|rose|grew|increased|improved|raised|boosted|lifted)$/i;
const DOWN = /^(?:down|-|−|cut|reduced|fell|dropped|decreased|lowered)$/i;
const CHANGE = String.raw`(up|down|\+|-|−|rose|grew|increased|improved|raised|boosted|lifted|cut|reduced|fell|dropped|decreased|lowered)`;

const BY = new RegExp(String.raw`^${MEASURE}\s(?:${CHANGE}\s?(?:by\s)?)(${NUM})(\s.*)?$`, "iu");
const FROM_TO = new RegExp(
  String.raw`^${MEASURE}\s(?:${CHANGE}\s)?(?:from\s)?(${NUM})\s?(?:->|→|to)\s?(${NUM})(\s.*)?$`,
  "iu",
);

/** A measure that is a level (a score, a rate) is raised; a count (sales, sign-ups) is grown. */
const LEVEL =
  /(?:score|rate|rating|satisfaction|csat|nps|margin|conversion|retention|accuracy|attendance|speed|uptime|coverage|average|value)$/i;

const num = (s: string) => Number.parseFloat(s.replace(/[^\d.]/g, ""));

function said(measure: string, up: boolean): { verb: string; base: string; object: string } {
  const plural = /[^s]s$/i.test(measure) || /\b(?:sales|complaints|falls)$/i.test(measure);
  // ("CSAT", "NPS": a measure that is one acronym takes no "our"; "GCSE pass rate" does.)
  const mass = /^(?:the|our|my|its|their)\s/i.test(measure) || /^\p{Lu}{2,}$/u.test(measure);
  const object = plural || mass ? measure : `our ${measure}`;
  if (!up) return { verb: "cut", base: "cut", object };
  return (LEVEL.test(measure) || !plural) && !/(?:revenue|profit|turnover|income|footfall)$/i.test(measure)
    ? { verb: "raised", base: "raise", object }
    : { verb: "grew", base: "grow", object };
}

export function resultSentence(line: string): ResultSentence | null {
  // ("45min" spelled out is "45 minutes", not "45minutes".)
  const s = line.trim().replace(/(\d)(minutes?|hours?|seconds?|days|weeks)\b/g, "$1 $2");
  // ("ACCA - 11 of 13 exams passed": a dash between spaces parts a name from its note; it is no minus.)
  if (s.split(" ").length > 20 || /[,;]/.test(s) || /\s[-–—−]\s/.test(s)) return null;
  const first = s.split(" ")[0]!.toLowerCase();
  // ("Picked up 3 new accounts": a past-tense verb leads an action, not a measure.)
  if (
    /ed$/.test(first) ||
    /^(?:cut|led|ran|set|won|built|grew|made|brought|took|got|drove|kept|put|sold|saw)$/.test(first)
  )
    return null;
  const ft = measured(FROM_TO.exec(s));
  if (ft) {
    const [, measure, change, from, to, tail = ""] = ft;
    const up = change ? UP.test(change) : num(to!) > num(from!);
    if (change && !UP.test(change) && !DOWN.test(change)) return null;
    const v = said(measure!.toLowerCase() === measure ? measure! : lowerMeasure(measure!), up);
    const clause = `${v.verb} ${v.object} from ${from!.trim()} to ${to!.trim()}${tail}`;
    return { sentence: `I ${clause}.`, clause, verb: v.base };
  }
  const by = measured(BY.exec(s));
  if (!by) return null;
  const [, measure, change, amount, tail = ""] = by;
  const up = UP.test(change!);
  if (!up && !DOWN.test(change!)) return null;
  const v = said(lowerMeasure(measure!), up);
  const clause = `${v.verb} ${v.object} by ${amount!.replace(/\bpts\b/, "points")}${tail}`;
  return { sentence: `I ${clause}.`, clause, verb: v.base };
}

/** "Sales" -> "sales", "CSAT" and "Opera" stay. */
function lowerMeasure(m: string): string {
  return /^\p{Lu}\p{Ll}/u.test(m) ? m.charAt(0).toLowerCase() + m.slice(1) : m;
}

/**
 * "raising pick accuracy from 97.1% to 99.4%": a participle of change leads a result clause ("Introduced daily
 * huddles, raising ..."), so the words after it are the measure, not the words with it ("I raised our raising pick
 * accuracy"). ("processing time", "booking conversion": other -ing words name a measure.)
 */
const CHANGE_PARTICIPLE =
  /^(?:raising|increasing|improving|lifting|boosting|growing|doubling|tripling|driving|pushing|taking|bringing|reducing|cutting|dropping|lowering|decreasing|halving|shrinking|slashing|shortening|speeding|moving|getting|saving)\s/i;

/** ("which raised activation from 41% to 55%": a clause is no measure; only a noun phrase is.) */
function measured(m: RegExpExecArray | null): RegExpExecArray | null {
  const words = m?.[1] ?? "";
  return m &&
    !CHANGE_PARTICIPLE.test(words) &&
    !/\b(?:which|that|who|and|or|with|through|by|to|from|was|were|is|are|has|had|have|it|they|we|our|my)\b/i.test(
      words,
    ) &&
    !/\b\p{L}+(?<!e)ed\b|\b(?:cut|grew|rose|fell|led|ran|made)\b/iu.test(words)
    ? m
    : null;
}
