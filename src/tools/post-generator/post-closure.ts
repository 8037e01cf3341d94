/**
 * A business's closure notice: who is closed and back is the business that posts ("We're back on Monday at 7am"),
 * never "It's back ...", and the reason for the closure ("for a family wedding", "for staff training") is no topic.
 */

/** Places a business runs: "our bakery is closed", "salon closed next week". */
const BUSINESS =
  "shop|store|bakery|caf[eé]|cafe|restaurant|bar|pub|studio|salon|barbers?|gym|clinic|surgery|garage|office|practice|library|deli|takeaway|kitchen|workshop|showroom|gallery|brewery|taproom|market|stall|nursery|spa|venue|hotel";
const CLOSED_HEAD = new RegExp(
  String.raw`^(?:(?:our|the)\s+)?(?:[\p{L}'-]+\s+){0,2}?(?:${BUSINESS})\s+(?:is\s+|are\s+|will\s+be\s+)?(?:closed|shut)\b`,
  "iu",
);

/** The one speaking is a business that says it is closed. */
export function closedBusiness(head: string): boolean {
  return CLOSED_HEAD.test(head.trim());
}

/** "salon closed next week ..." -> "Our salon is closed next week ...": a headline without its verb gets one. */
export function closedHead(head: string): string {
  return head.replace(
    new RegExp(String.raw`^(?:(our|the)\s+)?((?:[\p{L}'-]+\s+){0,2}?(?:${BUSINESS}))\s+(closed|shut)\b`, "iu"),
    (_m, det: string | undefined, what: string, state: string) =>
      `${det ? det[0]!.toUpperCase() + det.slice(1).toLowerCase() : "Our"} ${what.toLowerCase()} is ${state.toLowerCase()}`,
  );
}

/** The reason a place is closed: "closed this weekend for a family wedding" gives "family wedding". */
function closureReason(text: string): string | null {
  const m =
    /\b(?:closed|shut|closing)\b[^.,;!?]*?\bfor\s+(?:an?\s+|the\s+|our\s+|my\s+)?([\p{L}' -]+?)(?=\s*(?:[.,;!?]|$|\b(?:back|reopen\w*|from|until|till|and|but|on|this|next)\b))/iu.exec(
      text,
    );
  // (A holiday is what the post is about: "closed Monday for Memorial Day" keeps #MemorialDay.)
  if (!m || /\p{Lu}/u.test(m[1]!) || /\b(?:holidays?|christmas|easter|day)\b/i.test(m[1]!)) return null;
  return m[1]!.trim();
}

/** Tags cut from the reason for a closure are left out ("#FamilyWedding" for a bakery), unless nothing else is left. */
export function dropReasonTags(tags: string[], text: string): string[] {
  const reason = closureReason(text);
  if (!reason) return tags;
  const words = reason.toLowerCase().split(/[\s-]+/);
  const squash = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
  const kept = tags.filter((t) => {
    const tag = squash(t);
    return !words.some((w, i) => words.slice(i).some((_, j) => squash(words.slice(i, i + j + 1).join("")) === tag));
  });
  return kept.length ? kept : tags;
}
