/**
 * What a sales note offers, without the readers it is offered to: "a free 14-day trial to salon owners", "our web
 * design services to local gyms", "... to small law firms" -> "a free 14-day trial", "our web design services". The
 * e-mail is written to one of those readers, so they are "you", and the subject names only the offer.
 */
const NAMED_READERS =
  /\s+to\s+(?:(?:all|our|the|small|local|new|existing)\s+)*[\p{L}-]+\s+(?:owners|managers|customers|clients|businesses|teams|members|users|subscribers|shops|salons|cafes|restaurants)$/iu;
/** (Any kind of business named with "local", "small", "independent" ... is the readers too: "to local gyms".) */
const DESCRIBED_READERS =
  /\s+to\s+(?:(?:all|small|local|new|existing|independent|busy|other|nearby)\s+)+(?:[\p{L}-]+\s+)?[\p{L}-]+s$/iu;

export function withoutReaders(offered: string): string {
  return offered.replace(NAMED_READERS, "").replace(DESCRIBED_READERS, "");
}
