/**
 * A note the e-mail could not place, said as a plain sentence instead of the fragment "One more detail: ...": a bare
 * amount ("£48,500") is "The amount is £48,500.", a price word and its amount ("deposit £100") "The deposit is
 * £100."; a state ("valid till end of month", "included") is "It is ..."; a thing's verb with no subject ("finishes
 * around 12:30") is "It finishes around 12:30.". Every other note keeps the "One more detail:" frame. Only "The
 * amount is", "The <price word> is", "It" and "It is" are added: nothing else that the user did not write.
 */
import { hasFiniteVerb } from "./email-generator.finite";

const AMOUNT =
  /^(?:(?:approx\.?|about|around|roughly)\s+)?[£$€]\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:k|m|bn))?(?:\s+(?:\+|plus|ex|inc|including|excluding)\.?\s*VAT)?$/i;
const STATE =
  /^(?:valid|available|free|included|provided|due|ready|delayed|booked|confirmed|cancell?ed|postponed|refundable|non-refundable|payable|subject to|open to|still (?:valid|open|available|due|pending|outstanding))\b/i;

/** A price word and its amount ("deposit £100"): "The deposit is £100.". */
const LABELLED_AMOUNT =
  /^(deposit|fee|price|cost|total|balance|rent|charge|fare|budget|excess|booking fee|delivery charge)\s+(.+)$/i;

/** Verbs a thing or an event does ("lasts", "costs"): "drinks from 6" is not one of them. */
const IT_VERB =
  /^(?:lasts|finishes|ends|starts|begins|runs|takes|costs|includes|covers|opens|closes|expires|applies|depends|arrives|departs|leaves|needs|requires|comes with|holds|seats|sleeps|fits)\b/;

/** The sentence for one fragment, or null when no plain frame fits. */
export function framedDetail(detail: string): string | null {
  const d = detail.trim().replace(/[.;,]+$/, "");
  if (AMOUNT.test(d)) return `The amount is ${d}.`;
  const priced = LABELLED_AMOUNT.exec(d);
  if (priced && AMOUNT.test(priced[2]!)) return `The ${priced[1]!.toLowerCase()} is ${priced[2]}.`;
  const lower = d.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
  if (STATE.test(lower)) return `It is ${lower}.`;
  return IT_VERB.test(lower) && hasFiniteVerb(`It ${lower}`) ? `It ${lower}.` : null;
}
