import { splitKeepingPairs } from "./binomials";
import { listOf } from "./letter-parts";
import { customSkills, type Skill } from "./skill-match";

/**
 * The visitor's skills list, each skill said as they typed it. The lexicon knows "curriculum design" as Curriculum
 * Development and "stock control" as Inventory Management, but the letter says the visitor's own words ("I'd also
 * bring skills in curriculum design"), and a longer entry stays whole ("PLC fault finding", never "fault finding").
 * The skill keeps the lexicon's name, so it is still matched, counted and de-duplicated by it.
 */
export function typedSkills(list: string): Skill[] {
  const out: Skill[] = [];
  for (const entry of splitKeepingPairs(list, /[,;\n•|]+|\s+and\s+/, true)) {
    const typed = entry.replace(/\s+/g, " ").trim().replace(/\.$/, "");
    const found = customSkills(typed, true);
    if (found.length !== 1) {
      // (Two skills in one entry, or none: the entry's own reading stands.)
      for (const s of found) if (!out.some((o) => o.name === s.name)) out.push(s);
      continue;
    }
    const skill = found[0]!;
    if (out.some((o) => o.name === skill.name)) continue;
    // "Customer service" typed at the start of a list is said in lower case mid-sentence; "SAP", "Excel" stay.
    const prose =
      /^\p{Lu}\p{Ll}+(?:\s+\p{Ll}[\p{Ll}'-]*)*$/u.test(typed) && skill.kind !== "tool" ? typed.toLowerCase() : typed;
    out.push(skill.kind === "cert" || skill.prose.toLowerCase() === prose.toLowerCase() ? skill : { ...skill, prose });
  }
  return out;
}

/**
 * The skills as a list; one that is itself a pair ("opening and closing") comes first and the list takes its commas,
 * never "cash handling and opening and closing".
 */
export function skillList(items: string[]): string {
  const pairs = items.filter((i) => /\s(?:and|&)\s/.test(i));
  if (!pairs.length || items.length < 2) return listOf(items);
  const ordered = [...pairs, ...items.filter((i) => !pairs.includes(i))];
  return `${ordered.slice(0, -1).join(", ")}, and ${ordered.at(-1)}`;
}
