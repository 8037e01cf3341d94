/**
 * Whose order or booking a bare "Order number 48213" is: the writer's own when a customer writes to a business ("My
 * order number is 48213"), the reader's when the business writes to its customer ("Your order number is 48213").
 */
import { writesAsCustomer } from "./email-generator.customer";

/** Numbers a customer holds with a business (never "invoice number", which the business writing it sends out). */
const CUSTOMERS_OWN =
  /^My\s+((?:order|booking|account|membership|member|customer|policy|claim|reference|ticket|case|confirmation|tracking|subscription)\b[^.]*\bis\b)/;

/** The reader's organisation or a customer of the writer reads the e-mail. */
export function readersReference(text: string, note: string, audience: string): string {
  if (!CUSTOMERS_OWN.test(text) || audience !== "customer" || writesAsCustomer(note)) return text;
  return text.replace(CUSTOMERS_OWN, "Your $1");
}
