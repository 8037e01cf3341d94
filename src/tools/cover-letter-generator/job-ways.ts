/**
 * What a job ad says about the work beyond its duty list, for ads that state no values or mission: the duty in its
 * opening sentence ("Greene Law Group needs an Office Administrator to manage the front desk") and the way the team
 * works or whom it serves ("Our education team works closely with unit managers"). Both are returned as the ad says
 * them (first person plural); the reader turns them toward the employer.
 */
import { cutOutsideAbbreviations, maskAbbreviationStops, unmaskStops } from "../../shared/text/abbreviations";

/** "X is hiring / seeks / needs a T to <duty>" -> "<duty>", or "". */
export function hireDuty(plain: string): string {
  const m =
    /\b(?:is|are|we['’]re|we are)?\s*(?:hiring|seeking|seeks|needs|is looking for|are looking for)\s+(?:an?|one|two|several|our|the)?\s*(?:[\p{L}/&-]+\s){0,5}?(?:[\p{L}/&-]+)\s+to\s+(\p{Ll}[^.!?;\n]{5,160})/u.exec(
      maskAbbreviationStops(plain),
    );
  return m ? unmaskStops(m[1]!).trim() : "";
}

const WHO =
  /\b((?:our|the)\s+(?:[\p{L}-]+\s){0,3}?(?:team|crew|staff|engineers|nurses|designers|shop|kitchen|clinic|customers|clients|patients|guests|members|users))\s+((?:works?|believes?|is|are|moves?|meets?|ships?|partners?|builds?|cares?|takes?|runs?|spends?|treats?|serves?|collaborates?)\b[^.!?\n]{8,140})/iu;

/** "Our education team works closely with unit managers and believes in learning by doing." -> that clause, or "". */
export function workingWay(plain: string): string {
  for (const sentence of cutOutsideAbbreviations(plain, /(?<=[.!?])\s+|\n+/)) {
    const m = WHO.exec(sentence);
    if (!m) continue;
    // "The team is hiring ...", "Our customers are waiting": the ad's call, not how the team works.
    if (/^(?:is|are)\s+(?:hiring|looking|seeking|growing|waiting)\b/i.test(m[2]!)) continue;
    return `${m[1]!.charAt(0).toLowerCase()}${m[1]!.slice(1)} ${m[2]!.trim()}`;
  }
  return "";
}
