/**
 * What a place booked must be, written without its subject: "book a private room ..., needs to be step-free" is the
 * room's requirement ("The private room needs to be step-free"), never the writer's ("We need to be step-free").
 */

const PLACE =
  /\b((?:private\s+|function\s+|meeting\s+|conference\s+|back\s+)?(?:room|venue|space|hall|table|restaurant|hotel|van|vehicle|car|coach|minibus|flat|apartment|property|office|marquee|villa|cottage))\b/gi;

/** "needs to be step-free" in a note that names a place: the place's need, with the place as its subject. */
export function placeNeeds(piece: string, note: string): string | null {
  const m = /^(?:needs\s+to\s+be|must\s+be|has\s+to\s+be|should\s+be|ideally)\s+\S/i.exec(piece.trim());
  if (!m) return null;
  const places = [...note.matchAll(PLACE)].map((x) => x[1]!.toLowerCase());
  // (A hotel or restaurant is usually the reader: what it must offer is said of "the venue".)
  const place = places.at(-1)?.replace(/^(?:hotel|restaurant)$/, "venue");
  if (!place) return null;
  const rest = piece
    .trim()
    .replace(/^ideally\s+/i, "should ideally be ")
    .replace(/^needs\s+to\s+be\b/i, "needs to be");
  return `The ${place} ${rest.charAt(0).toLowerCase()}${rest.slice(1)}`;
}
