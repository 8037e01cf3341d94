/**
 * "invite clients to our open day ..., tours, demos, lunch provided": bare plural nouns after an invitation are what
 * the event offers, said together as "There will be tours and demos.", never a bracket "(demos)" on the invitation
 * and "One more detail: tours.".
 */
import type { Reading } from "./email-generator.reading";
import { addFact } from "./email-generator.reading";

/** One to three lower-case words ending in a plural: "tours", "live demos", "talks and workshops". */
const PLURALS =
  /^(?:(?:free|live|guided|short|hands-on|kids['’]?|children['’]s)\s+)?\p{Ll}{3,}(?<![su]s|is)s(?:\s*(?:,|and|&)\s*(?:(?:free|live|guided|short|hands-on)\s+)?\p{Ll}{3,}(?<![su]s|is)s)*$/u;

const NOT_THINGS = /^(?:thanks|details|regards|cheers|yes|plus|always|perhaps|towards|afterwards|sometimes)$/i;

const LEAD = "There will be ";

/** Says a run of plural nouns after an invitation as the event's programme; false when the piece is not one. */
export function eventProgramme(st: Reading, piece: string): boolean {
  const p = piece.trim().replace(/[.!]+$/, "");
  if (!PLURALS.test(p) || NOT_THINGS.test(p)) return false;
  const invited = st.items.findIndex((i) => "ask" in i && i.ask.kind === "invite");
  if (invited < 0) return false;
  const things = p.split(/\s*(?:,|\band\b|&)\s*/).filter(Boolean);
  const last = st.items.at(-1);
  if (last && "fact" in last && last.fact.built && last.fact.text.startsWith(LEAD)) {
    const list = last.fact.text.slice(LEAD.length).split(/,\s+|\s+and\s+/);
    list.push(...things);
    last.fact.text = `${LEAD}${list.slice(0, -1).join(", ")} and ${list.at(-1)}`;
    return true;
  }
  const list = things.length > 1 ? `${things.slice(0, -1).join(", ")} and ${things.at(-1)}` : things[0]!;
  return addFact(st, `${LEAD}${list}`, "statement", true);
}
