import type { CoverLetterTone } from "./contract";
import type { Achievement } from "./resume-reader";
import type { Role } from "./resume-lines";
import { article } from "../../shared/text/article";
import { contentTerms } from "../../shared/text/tokens";

/**
 * The experience an ad calls essential ("Classroom experience essential, ideally in primary maths", "Experience in
 * e-commerce or logistics products is essential", "You must have post-qualifying experience in a statutory
 * children's setting"), answered in the ad's own words with the job that shows it: "You ask for classroom
 * experience, ideally in primary maths, and I have it: I have worked as a primary school teacher at St Mary's C of E
 * Primary since 2016." A need is answered only when a job title, or a line of that job, names its own words.
 */

interface EssentialNeed {
  /** The ad's words for what it needs ("classroom experience, ideally in primary maths"). */
  phrase: string;
  /** The stemmed words of the need that the resume must show ("classroom"). */
  terms: string[];
  /** The kind of experience, named before the word (all must show, or one of an "A or B"): "classroom", "team leading". */
  kind: string[];
  kindAny: boolean;
  /** Where it was gained, named after the word: "in a hotel front office" (half must show, or one of "A or B"). */
  setting: string[];
  settingAny: boolean;
}

/** Words of a need that say nothing of which experience ("previous", "proven", "a fast-paced ... environment"). */
const VAGUE = new Set(
  contentTerms(
    `experience experienced previous prior proven relevant strong solid good demonstrable extensive significant
    considerable some post qualifying environment environments products product services industry industries company
    companies organisation organization business businesses role roles setting settings similar ideally working work
    paced fast high volume year years minimum including least plus background track record hands practical equivalent
    busy large small area field sector type kind level ability able essential required needed necessary must`,
  ),
);

const MARKED =
  /^(.{3,120}?)\s*(?:,\s*)?(?:is\s+|are\s+)?(?:absolutely\s+)?(?:essential|required|needed|necessary|a must)\b[\s,]*(ideally|preferably|especially)?\s*(.{0,60})$/i;
const ASKED =
  /\b(?:must|you['’]ll need|you will need|you need|you should have|we need|we['’]re looking for|we are looking for)\s+(?:to\s+)?(?:have|hold|bring|be able to show)?\s*(.+)$/i;

/** The ad's needs for experience, in its own words, at most three. */
export function essentialNeeds(ad: string): EssentialNeed[] {
  const out: EssentialNeed[] = [];
  for (const raw of ad.split(/(?<=[.!?;])\s+|\n+/)) {
    const sentence = raw.trim().replace(/[.!?;]+$/, "");
    const listed = /^(?:essential|required|requirements|must have)\s*[:–—-]\s*(.+)$/i.exec(sentence)?.[1];
    const pieces: string[] = [];
    if (listed) pieces.push(...listed.split(/,\s*|;\s*/));
    else {
      const m = MARKED.exec(sentence);
      const asked = m ? null : ASKED.exec(sentence);
      if (m) {
        const tail = m[2] && m[3] && !/[,;]/.test(m[3]) ? `, ${m[2].toLowerCase()} ${m[3].trim()}` : "";
        // ("Previous healthcare experience and the Care Certificate": each thing asked for is a need of its own.)
        const asks = m[1]!
          .replace(/^.*?\b(?:you have|you['’]ll have|you will have)\s+/i, "")
          .split(/\s+and\s+(?=(?:the|an?)\s)/i);
        pieces.push(...asks.map((a, i) => (i === asks.length - 1 ? `${a}${tail}` : a)));
      } else if (asked)
        // ("... experience in retail and a hands-on attitude": a second thing asked for is another need.)
        pieces.push(
          ...asked[1]!.split(/,\s*|\s+and\s+(?:have|hold|be)\s+|\s+and\s+(?=(?:an?|strong|good|great|excellent)\s)/i),
        );
    }
    for (const piece of pieces) {
      // ("someone with previous supervisory experience", "(in school or elsewhere)": the need itself.)
      const phrase = piece
        .replace(/\s*\([^)]*\)/g, "")
        .replace(/^(?:someone|a person|people|candidates?|an? \p{L}+)\s+(?:with|who has)\s+/iu, "")
        .replace(/^(?:and|also|the|an?)\s+/i, "")
        .replace(/^(?:have|hold|bring)\s+/i, "")
        .trim();
      // ("no banking experience needed": what the ad waives is no need.)
      if (
        !/\bexperience\b/i.test(phrase) ||
        /^(?:no|not|any)\b/i.test(phrase) ||
        phrase.split(/\s+/).length > 14 ||
        /\b(?:you|your|we|our)\b/i.test(phrase)
      )
        continue;
      const core = phrase.replace(/,\s*(?:ideally|preferably|especially)\b.*$/i, "");
      const own = (text: string) => [...new Set(contentTerms(text))].filter((t) => !VAGUE.has(t) && t.length >= 3);
      const [before = "", after = ""] = core.split(/\bexperience\b/i);
      const [kind, setting] = [own(before), own(after)];
      const terms = [...kind, ...setting];
      if (terms.length && !out.some((n) => n.phrase === phrase))
        out.push({
          phrase: lowerStart(phrase),
          terms,
          kind,
          kindAny: /\bor\b/i.test(before),
          setting,
          settingAny: /\bor\b/i.test(after),
        });
    }
  }
  return out.slice(0, 3);
}

/** "Classroom experience" said mid-sentence: "classroom experience" (an acronym or a name keeps its capital). */
function lowerStart(phrase: string): string {
  return /^\p{Lu}\p{Ll}/u.test(phrase) && !/^\p{Lu}\p{Ll}+\s+\p{Lu}/u.test(phrase)
    ? phrase.charAt(0).toLowerCase() + phrase.slice(1)
    : phrase;
}

/** A term of the need in the words ("class" meets "classroom", "supervisor" meets "supervisory"). */
function meets(terms: string[], text: string): number {
  const words = contentTerms(text);
  return terms.filter((t) =>
    words.some((w) => w === t || (w.length >= 5 && t.length >= 5 && (t.startsWith(w) || w.startsWith(t)))),
  ).length;
}

/** "I have worked as a primary school teacher at St Mary's since 2016." */
function roleSentence(role: Role): string {
  // ("Call Centre Agent, EE": the title before a comma.)
  const head = role.title.split(/,\s*/)[0]!;
  const title = /^\p{Lu}{2,}/u.test(head) ? head : head.toLowerCase();
  const at = role.employer ? ` at ${role.employer}` : "";
  if (role.current)
    return role.from
      ? `I have worked as ${article(title)} ${title}${at} since ${role.from}`
      : `I work as ${article(title)} ${title}${at}`;
  return `I worked as ${article(title)} ${title}${at}${role.from && role.to && role.to !== role.from ? ` from ${role.from} to ${role.to}` : ""}`;
}

/** The tone's way of naming the need before the evidence. */
const ASKS: Record<CoverLetterTone, (phrase: string, evidence: string) => string> = {
  professional: (p, e) => `You ask for ${p}, and I have it: ${e}.`,
  formal: (p, e) => `The position calls for ${p}, which I can offer: ${e}.`,
  balanced: (p, e) => `You're looking for ${p}, and I have it: ${e}.`,
  enthusiastic: (p, e) => `You're looking for ${p}, and that's exactly what I bring: ${e}.`,
};

/** The same, when the letter has already named the job: its place gave the applicant the experience. */
const HAS: Record<CoverLetterTone, (phrase: string, employer: string) => string> = {
  professional: (p, e) => `You ask for ${p}, and my time at ${e} has given me exactly that.`,
  formal: (p, e) => `The position calls for ${p}, which my time at ${e} has given me.`,
  balanced: (p, e) => `You're looking for ${p}, and my time at ${e} has given me just that.`,
  enthusiastic: (p, e) => `You're looking for ${p}, and my time at ${e} has given me exactly that.`,
};

/**
 * Sentences answering the ad's essential experience with the job that shows it (a title, or a line of the job,
 * that names the need's words); a need no job shows is left to the letter's other sentences. `said` is the letter so
 * far: a need whose words it already names is not said again.
 */
export function needSentences(
  ad: string,
  roles: Role[],
  lines: Achievement[],
  tone: CoverLetterTone,
  said: string,
  opening = "",
  claimable: (phrase: string) => boolean = () => true,
): string[] {
  const out: string[] = [];
  const used = new Set<Role>();
  for (const need of essentialNeeds(ad)) {
    // (The words before "ideally" must be met; the words after it are said only when the resume shows them too.)
    const best = roles
      .filter((r) => r.title && !used.has(r))
      .map((r) => {
        // (A line the reader placed in no job belongs to the only job there is.)
        const own = (a: Achievement) =>
          a.role === r ||
          (!a.role && roles.length === 1) ||
          (!!a.role && (r.employer ? a.role.employer === r.employer : a.role.title === r.title));
        const shown = [r.title, ...lines.filter(own).map((a) => a.source)].join("\n");
        const kind = meets(need.kind, shown);
        const setting = meets(need.setting, shown);
        const fits =
          (need.kindAny ? kind > 0 || !need.kind.length : kind === need.kind.length) &&
          (need.settingAny ? setting > 0 : setting >= Math.ceil(need.setting.length / 2));
        return { role: r, n: fits ? kind + setting : 0 };
      })
      .filter((x) => x.n > 0)
      .sort((a, b) => b.n - a.n)[0];
    if (!best || meets(need.terms, said) >= need.terms.length || !claimable(need.phrase)) continue;
    const [core, ideal] = need.phrase.split(/,\s*(?=(?:ideally|preferably|especially)\b)/i);
    const idealTerms = ideal ? contentTerms(ideal).filter((t) => !VAGUE.has(t)) : [];
    const resume = [...roles.map((r) => r.title), ...lines.map((a) => a.source)].join(" ");
    const phrase = ideal && idealTerms.length && meets(idealTerms, resume) === idealTerms.length ? need.phrase : core!;
    used.add(best.role);
    // (An opening that already named the job names the place instead: "my time at St Mary's has given me just that".)
    const named = opening.toLowerCase().includes(best.role.title.split(/,\s*/)[0]!.toLowerCase());
    out.push(
      named && best.role.employer ? HAS[tone](phrase, best.role.employer) : ASKS[tone](phrase, roleSentence(best.role)),
    );
    if (out.length === 2) break;
  }
  return out;
}
