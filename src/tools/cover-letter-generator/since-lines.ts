/**
 * A role held from a year to now, named by its noun: "Cover supervisor on nights since 2022, team of 12" -> "Since
 * 2022, I have been cover supervisor on nights, leading a team of 12."; "Acting ward manager since 2024, 28-bed
 * surgical ward" -> "Since 2024, I have been acting ward manager on a 28-bed surgical ward." Read as a verb, the first
 * word gave "I cover the supervisor on nights since 2022" (the wrong tense, and the team lost).
 */
interface SinceSentence {
  sentence: string;
  clause: string;
  verb: string;
}

const ROLE_NOUN = String.raw`(?:[\p{L}-]+\s){0,3}(?:supervisor|manager|lead|leader|coordinator|captain|head|chair|officer|rep|representative|champion|mentor|trainer|keyholder|key holder|deputy|assistant|nurse|engineer)`;
const ROLE = new RegExp(
  String.raw`^((?:cover(?:ing)?(?: for the)?\s)?${ROLE_NOUN})((?:\s(?:on|for|of)\s[\p{L}\d -]{2,30}?)?)\ssince\s((?:19|20)\d\d)(?:,\s(.+))?$`,
  "iu",
);

export function sinceSentence(line: string): SinceSentence | null {
  const m = ROLE.exec(line.trim());
  if (!m) return null;
  const [, role, scope = "", year, tail] = m;
  // ("Maths lead since 2022" alone is said by firstPerson: "I have been maths lead since 2022.")
  if (!tail && !/^cover/i.test(role!)) return null;
  let after = "";
  if (tail) {
    const team = /^(?:a\s)?team of (\d+)(.*)$/i.exec(tail);
    const place = /^(\d+)-bed\s(.+)$/i.exec(tail);
    if (team) after = `, leading a team of ${team[1]}${team[2]}`;
    else if (place) after = ` on a ${place[1]}-bed ${place[2]}`;
    // ("Head of Year 9 since 2022, 180 pupils": the count is what the role answers for.)
    else if (/^\d+\+? [\p{Ll}-]+s$/u.test(tail)) after = `, responsible for ${tail}`;
    else return null;
  }
  const lower = /^\p{Lu}\p{Ll}/u.test(role!) ? role!.charAt(0).toLowerCase() + role!.slice(1) : role!;
  // ("Cover supervisor": the candidate stands in for the role, "covered as supervisor".)
  const cover = /^cover(?:ing)?(?: for the)?\s/i.exec(lower);
  const said = cover ? `covered as ${lower.slice(cover[0].length)}` : `been ${lower}`;
  const clause = `have ${said}${scope}${after} since ${year}`;
  return { sentence: `Since ${year}, I have ${said}${scope}${after}.`, clause, verb: cover ? "cover" : "be" };
}

const TENURE = new RegExp(String.raw`^(${ROLE_NOUN})\s(for\s(?:over\s)?\d+\+?\s(?:years?|months?))$`, "iu");

/** "on-call lead for 2 years" -> "I was on-call lead for 2 years." (or "I have been ..." in a current job). */
export function tenureSentence(line: string, current: boolean): SinceSentence | null {
  const m = TENURE.exec(line.trim());
  if (!m) return null;
  const role = /^\p{Lu}\p{Ll}/u.test(m[1]!) ? m[1]!.charAt(0).toLowerCase() + m[1]!.slice(1) : m[1]!;
  const clause = `${current ? "have been" : "was"} ${role} ${m[2]}`;
  return { sentence: `I ${clause}.`, clause, verb: "be" };
}
