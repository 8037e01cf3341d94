/**
 * "need the hosting company to escalate ticket #48213 now": a party named in the third person who is the one the
 * e-mail goes to. Written to them, the ask is direct ("Could you please escalate ticket #48213 now?"), never "I need
 * to ask for the hosting company to escalate ...". Written to someone else (a colleague, a manager), the writer's
 * own words stand as a statement ("I need the hosting company to escalate ...").
 */
import { addAsk, addFact, type Reading } from "./email-generator.reading";

/** Parties on the writer's side: never the external reader. */
const OWN_SIDE =
  /^(?:my|our)\s|\b(?:team|staff|colleagues?|manager|boss|department|developers|devs|engineers|crew|family|kids|children|partner|wife|husband)$/i;

/** A party one writes to: a business or a person by trade ("the hosting company", "the printers", "the landlord"). */
const PARTY =
  /\b(?:company|supplier|suppliers|vendor|provider|agency|printers?|landlord|landlady|agent|council|bank|host|contractors?|builders?|plumber|electrician|roofer|venue|caterers?|courier|carrier|store|shop|firm|studio|school|insurer|solicitors?|lawyers?|accountants?|manufacturer|factory|distributor|wholesaler|helpdesk|support|hotel|airline|garage|mechanic|dealer|dealership|clinic|surgery|practice|pharmacy|gym|developers?|designers?|photographer|florist|bakery|client|customer)$/i;

/** "the hosting company to escalate ...": the party and what they are to do. */
const PARTY_TO = /^((?:the|my|our)\s+(?:[\p{L}-]+\s+){0,2}[\p{L}-]+)\s+to\s+(\p{Ll}[\p{Ll}-]*\b.*)$/u;

/** A group of people on the writer's side ("the infra team", "everyone", "all of you"). */
const GROUP_PARTY =
  /^(?:everyone|everybody|all of you|you all|y['’]all|(?:the|my|our)\s+(?:[\p{L}-]+\s+){0,2}(?:team|staff|crew|squad|department|devs|developers|engineers))$/iu;

/** "need the infra team to check ..." in an e-mail to a team: the team named is its reader, asked directly. */
function groupIsReader(party: string, st: Reading): boolean {
  if (!GROUP_PARTY.test(party) || st.recipient.name) return false;
  if (st.audience !== "team" && !st.recipient.group) return false;
  const head = party.replace(/^(?:the|my|our)\s+/i, "").toLowerCase();
  const role = st.recipient.role?.toLowerCase();
  // "Email the design team: ... need the infra team to ...": another team stays in the writer's sentence.
  if (role && /\bteam$/.test(head) && /\bteam$/.test(role) && head !== role && role !== "team") return false;
  if (/\bteam$/.test(head) && (!role || role === "team" || role === "all")) {
    st.recipient.role = head;
    st.recipient.group = true;
    st.recipient.pronoun = "they";
  }
  return true;
}

/** "everyone to review the PR today": all the readers, and what they are to do. */
const EVERYONE_TO = /^(everyone|everybody|all of you|you all|y['’]all)\s+to\s+(\p{Ll}[\p{Ll}-]*\b.*)$/u;

/** Whether the party named is the one written to. */
function isReader(party: string, st: Reading): boolean {
  const head = party.replace(/^(?:the|my|our)\s+/i, "").toLowerCase();
  const known = [st.recipient.role, st.recipient.org].filter(Boolean).map((r) => r!.toLowerCase());
  if (known.some((k) => k === head || head.endsWith(` ${k}`) || k.endsWith(` ${head}`))) return true;
  if (st.recipient.name || st.recipient.role || st.recipient.group) return false;
  if (OWN_SIDE.test(party)) return false;
  // The e-mail goes out of the writer's organisation and names no one else: the party is its reader.
  return /^(?:partner|client|customer)$/.test(st.audience);
}

/**
 * Reads "the X to do Y" after "I need"/"we need"; true when read. The reader named in the third person is asked
 * directly; another party stays in the writer's own sentence.
 */
export function readPartyTo(np: string, st: Reading, we: boolean): boolean {
  const m = PARTY_TO.exec(np.trim()) ?? EVERYONE_TO.exec(np.trim());
  if (!m || /^(?:be|have|get|go|come|know|see|do)$/i.test(m[2]!.split(/\s+/)[0]!)) return false;
  if (groupIsReader(m[1]!, st)) return addAsk(st, "do", m[2]!);
  // Another team than the one written to: the writer's own words ("We need the design team to sign off ...").
  if (GROUP_PARTY.test(m[1]!) && (st.audience === "team" || st.recipient.group))
    return addFact(st, `${we ? "We" : "I"} need ${np.trim()}`, "statement", true);
  if (!PARTY.test(m[1]!)) return false;
  if (isReader(m[1]!, st)) return addAsk(st, "do", m[2]!);
  return addFact(st, `${we ? "We" : "I"} need ${np.trim()}`, "statement", true);
}

/** "infra team need to check the config asap", "everyone must submit timesheets by Friday": the readers must act. */
const GROUP_MUST =
  /^((?:the\s+)?(?:[\p{L}-]+\s+){0,2}(?:team|staff|crew|squad|devs|developers|engineers)|everyone|everybody|all of you)\s+(?:need\s+to|needs\s+to|must|has\s+to|have\s+to|should)\s+(\p{Ll}[\p{Ll}-]*\b.*)$/iu;

/** Reads what a team written to must do as a direct ask; true when read. */
export function readGroupMust(piece: string, st: Reading): boolean {
  const m = GROUP_MUST.exec(piece.trim());
  if (!m || /^(?:be|have|get|go|come|know|see|do)$/i.test(m[2]!.split(/\s+/)[0]!)) return false;
  const party = /^(?:the|everyone|everybody|all)\b/i.test(m[1]!) ? m[1]! : `the ${m[1]}`;
  return groupIsReader(party.toLowerCase(), st) && addAsk(st, "do", m[2]!);
}
