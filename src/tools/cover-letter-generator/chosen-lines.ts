import type { FirstPerson } from "./first-person";

/**
 * "Picked to onboard new business customers in 2023", "Promoted to shift lead in 2022", "Chosen to train new room
 * attendants": the candidate was chosen, so the line takes "I was" ("I was picked to onboard ..."), never "I picked
 * to onboard ..." or "I choose to train ...".
 */
const CHOSEN =
  /^(picked|chosen|selected|asked|invited|nominated|appointed|elected|promoted|trusted|voted|shortlisted|seconded)\s+(?=(?:to|as|for|onto|into)\s)/i;

export function chosenLine(s: string): FirstPerson | null {
  const m = CHOSEN.exec(s);
  if (!m) return null;
  const clause = `was ${m[1]!.toLowerCase()} ${s.slice(m[0].length)}`;
  const said = clause.replace(/^was\s+/, "");
  return {
    sentence: `I ${clause}.`,
    clause,
    verb: "be",
    tense: "past",
    highlight: said.charAt(0).toUpperCase() + said.slice(1),
  };
}
