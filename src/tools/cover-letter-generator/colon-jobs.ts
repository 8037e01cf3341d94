import { DATE_RANGE, hasRoleNoun, stripBullet } from "./resume-lines";
import { verbOf } from "./first-person";
import { resultSentence } from "./result-lines";

/**
 * "Receptionist, Kirkgate Dental, 2019–now: run front desk for 4 dentists, manage the recall system for 1,800
 * patients, cut missed appointments by 30%, First Aid certificate 2022." A job line whose dates are followed by a
 * colon and a comma list of duties is read as the job line and one bullet per duty, so each duty (and each result)
 * can be cited on its own instead of the whole list being one run-on or none at all.
 */

const ENDS_WITH_DATES = new RegExp(String.raw`(?:${DATE_RANGE.source})\s*$`, "i");

/** A certificate, licence or qualification named among the duties: a line of its own, never glued to a duty. */
const CREDENTIAL =
  /\b(?:certif\w*|licen[sc]e\w*|card|registered|registration|NVQ|diploma|level \d|\d+(?:st|nd|rd|th) edition)\b|\b(?:19|20)\d{2}$/i;

/**
 * An item that is a duty or a result of its own: it opens with a verb that is no "-ing" word ("run front desk",
 * "trained 2 receptionists"), names a figure ("caseload of 14 families") or a measured result ("complaints down
 * 40%"), or is a credential. "food prep", "opening shifts", "fitting rooms": kinds of work, said together.
 */
function ownItem(item: string): boolean {
  const first = item.split(/\s+/)[0]!.toLowerCase();
  const verb = verbOf(first);
  return (
    (Boolean(verb) && !/ing$/.test(first) && item.split(/\s+/).length >= 2) ||
    (/ing$/.test(first) && Boolean(verb) && item.split(/\s+/).length >= 4) ||
    /\d/.test(item) ||
    Boolean(resultSentence(item)) ||
    CREDENTIAL.test(item)
  );
}

/** "installs and fault finding on 3-phase systems": work named by its nouns, never "I install and fault finding". */
const WORK_NOUNS =
  /^(?:installs|installations|repairs|rewires|inspections|surveys|replacements)\s+(?:and|&|on|for|of|in|across)\s/i;

/** "cut shrinkage 12% in one year" -> "cut shrinkage by 12% in one year": a change said with its measure. */
function measured(raw: string): string {
  const item = WORK_NOUNS.test(raw) ? `carrying out ${raw.charAt(0).toLowerCase()}${raw.slice(1)}` : raw;
  return item.replace(
    /^((?:cut|reduced|raised|increased|grew|lowered|improved|boosted|lifted|decreased|halved)\s+(?:\p{L}+\s+){1,3}?)(\d+(?:\.\d+)?%)/iu,
    "$1by $2",
  );
}

/** The duties after the colon: one bullet per duty, kinds of work named in a row kept in one bullet. */
function duties(rest: string): string[] {
  const items = rest
    .replace(/\.\s+(?=\p{Lu})/gu, ", ")
    .replace(/[.;]\s*$/, "")
    .split(/\s*[,;]\s+(?![^()]*\))/)
    .map((s) => s.trim())
    .filter(Boolean);
  const out: { text: string; own: boolean }[] = [];
  for (const raw of items) {
    const item = measured(raw);
    const own = ownItem(item);
    const last = out[out.length - 1];
    // ("boiler installs and servicing, about 350 jobs a year": a count of the work before it.)
    if (
      last &&
      /^(?:about|approx\.?|approximately|around|over|up to|c\.|~)?\s*\d[\d,.+]*\s+\p{L}+\s+(?:a|an|per)\s+\p{L}+$/iu.test(
        item,
      )
    )
      last.text += `, ${item}`;
    else if (!own && last && !last.own) last.text += `, ${item}`;
    else out.push({ text: item, own });
  }
  return out.map((d) => `- ${d.text}`);
}

/** The job line and its duty bullets, or null when the line is no "<job>, <dates>: <duties>" line. */
export function colonJobLines(line: string): string[] | null {
  const { text, bullet } = stripBullet(line);
  const m = /^([^:]{3,140}?)\s*:\s+(.+)$/u.exec(text.trim());
  if (!m) return null;
  const head = m[1]!.trim().replace(/[,;]$/, "");
  const rest = m[2]!.trim();
  if (!ENDS_WITH_DATES.test(head)) return null;
  // The dates follow a job: "Title, Employer, 2019-now" (a bulleted line must name a job title).
  const job = head.replace(ENDS_WITH_DATES, "").replace(/[\s,;|—–-]+$/, "");
  // ("Self employed, 2019 - now: skimming, boarding, ...": a way of working is a job too.)
  const own = /^(?:self[- ]employed|freelance|sole trader|contractor)$/i.test(job);
  if (!job || (bullet && !hasRoleNoun(job) && !own) || !(/,|\s(?:at|@)\s/.test(job) || hasRoleNoun(job) || own))
    return null;
  const items = duties(rest);
  // ("tills, fitting rooms, visual merchandising": one bullet of kinds of work is still a list of duties.)
  if (items.length < 2 && !/,/.test(rest)) return null;
  return [head, ...items];
}
