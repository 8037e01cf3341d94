import type { Item } from "./email-generator.model";

/**
 * "Offer a 20-minute demo next week of our route-planning software that cuts fuel costs": an offer that carries what
 * the product does. A pitch says the product first ("Our route-planning software cuts fuel costs."), then offers the
 * demo ("Would you be open to a 20-minute demo next week?").
 */
/** What a pitch offers the reader's time for ("a 20-minute demo", "a short call", "a free trial"). */
export const MEETING = "demo|demonstration|call|trial|walkthrough|walk-through|tour|chat|consultation|meeting|pilot";

const OFFER_OF_PRODUCT = new RegExp(
  String.raw`^(.*?\b(?:${MEETING}|audit|sample))((?:\s+(?:next|this|on|in|at|before|by)\s+[^,]+?)?)\s+(?:of|for|with)\s+((?:our|my)\s+[^,]+?)\s+(?:that|which)\s+(.+)$`,
  "i",
);

export function productBeforeOffer(items: Item[]): Item[] {
  return items.flatMap((item) => {
    if (!("ask" in item) || item.ask.kind !== "offer") return [item];
    const m = OFFER_OF_PRODUCT.exec(item.ask.text);
    // The relative clause must agree with the product ("that cuts", "which saves"): a verb in -s, or a modal.
    if (!m || !/^(?:\p{Ll}+s|can|will|helps?)\b/u.test(m[4]!)) return [item];
    const product = m[3]!;
    const does = m[4]!.replace(/[.!]+$/, "");
    return [
      { fact: { text: `${product[0]!.toUpperCase()}${product.slice(1)} ${does}`, form: "statement", built: true } },
      { ask: { ...item.ask, text: `${m[1]}${m[2]}` } },
    ];
  });
}
