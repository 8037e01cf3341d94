/**
 * An order to the tool that only the writer can carry out for the reader ("refund the fee", "waive the rush fee",
 * "reimburse the delivery charge") is what the writer does, said in the first person ("We will refund the fee"),
 * never a request to the reader ("Please refund the fee."). A deed the note has already told as done ("we've refunded
 * the late fee ... refund the fee") is not said twice.
 */
import type { Reading } from "./email-generator.reading";

const DEED =
  /^(refund|waive|reimburse|credit|compensate|write off|replace|re-?send|reship)\s+(?!(?:me|us|my|our)\b)(\S.*)$/i;

/** "We've fixed the bug, and refund ...": the writer's news (group 2 the writer), then the deed's verb (group 4). */
const AFTER_OWN_NEWS = /^((we|I)\b[^,]*?)(,?\s+and)\s+(refund|waive|reimburse|credit|replace)\s+(?=\S)/i;

const DONE: Record<string, string> = {
  refund: "refunded",
  waive: "waived",
  reimburse: "reimbursed",
  credit: "credited",
  compensate: "compensated",
  "write off": "written off",
  replace: "replaced",
  resend: "resent",
  "re-send": "re-sent",
  reship: "reshipped",
};

/** The writer is the one put out ("complain to the supplier", "I was charged twice"): the reader puts it right. */
const WRITER_WRONGED =
  /\b(?:complain\w*|complaint|I\s+was\s+(?:charged|billed|overcharged)|charged me|my\s+(?:order|parcel|refund|deposit)|(?:I|we)\s+(?:want|need|would like|['’]d like)\s+(?:a\s+)?(?:refund|credit|replacement))\b/i;

/** A reader who serves the writer (a landlord, a supplier, IT): what is to be put right is theirs to do. */
const SERVES_WRITER =
  /\b(?:landlord|letting agent|property manager|supplier|vendor|IT|helpdesk|help desk|support team|council|bank|airline|insurer|gym|retailer|shop|store|courier)\b/;

/** The reader's role is one who serves the writer ("landlord"), not the writer's own ("store customers"). */
const servesWriter = (role: string) =>
  SERVES_WRITER.test(role) && !/\b(?:customers?|clients?|members?|guests?)\b/i.test(role);

/** "tell the landlord ...", "email my gym ...": written to one who serves the writer. */
const WRITES_TO_SERVER = new RegExp(
  String.raw`\b(?:to|email|e-mail|tell|ask|write to|message|contact)\s+(?:the|my)\s+${SERVES_WRITER.source.replace(/^\\b/, "")}`,
  "i",
);

/**
 * The deed said by the writer ("We will refund the fee"), "" when the note has already said it was done, or null
 * when `order` is no such deed.
 */
export function senderDeed(
  order: string,
  st: Pick<Reading, "text" | "items" | "audience" | "recipient">,
): string | null {
  // "we've fixed the bug, and refund the May subscription": the deed after the writer's own news is theirs too.
  const after = AFTER_OWN_NEWS.exec(order);
  if (after && !WRITER_WRONGED.test(st.text))
    return `${after[1]}${after[3]} ${after[2] === "I" ? "I" : "we"} will ${after[4]!.toLowerCase()} ${order.slice(after[0].length)}`;
  // ("please replace the kettle": "please" asks the reader.)
  const m = DEED.exec(order);
  if (!m || WRITER_WRONGED.test(st.text) || servesWriter(st.recipient.role ?? "") || WRITES_TO_SERVER.test(st.text))
    return null;
  // (A replacement is the writer's to send only when the writer is a business writing to its customer or client.)
  if (
    /^(?:replace|re-?send|reship)$/i.test(m[1]!) &&
    !(/^(?:customer|client)$/.test(st.audience) && /\b(?:we|our)\b/i.test(st.text))
  )
    return null;
  const verb = m[1]!.toLowerCase();
  const done = DONE[verb] ?? `${verb}ed`;
  if (st.items.some((i) => "fact" in i && new RegExp(String.raw`\b${done}\b`, "i").test(i.fact.text))) return "";
  const we = /\b(?:we|our|us)\b/i.test(st.text) ? "We" : "I";
  return `${we} will ${verb} ${m[2]}`;
}
