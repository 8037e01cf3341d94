import * as z from "zod/mini";
import { formatNumber } from "./text/format-number";

/** Text a visitor must type: absent, not a string or only white space gives `required`; over `max` characters `tooLong`. */
export function requiredText(max: number, messages: { required: string; tooLong: string }) {
  return z.string({ error: messages.required }).check(
    z.refine((v) => v.trim().length > 0, messages.required),
    z.maxLength(max, messages.tooLong),
  );
}

/** The messages of a tool's one free-text field: nothing typed ("Please enter some text to {verb}") and over `max`. */
export function textMessages(verb: string, taker: string, max: number) {
  return {
    textRequired: `Please enter some text to ${verb}`,
    textTooLong: `Text is too long: ${taker} takes at most ${formatNumber(max)} characters.`,
  };
}

/** A tool's one free-text field, checked with the messages textMessages made. */
export const toolText = (max: number, m: { textRequired: string; textTooLong: string }) =>
  requiredText(max, { required: m.textRequired, tooLong: m.textTooLong });

/** One of a select's option values (`{ value }[]`, as the page lists them), `fallback` when absent. */
export function choiceOf<const V extends string>(options: readonly { value: V }[], fallback: NoInfer<V>) {
  const values = options.map((o) => o.value) as [V, ...V[]];
  return z._default(z.enum(values), fallback);
}

/** The failure toast of a tool whose spec gives one fixed description under the title "Error". */
export const errorToast = (description: string) => () => ({ title: "Error", description });

/**
 * The failure toast of a tool whose spec says 'API request failed with status {status}' for a non-OK answer, and
 * the client's generic text, or the tool's fallback, when no answer came.
 */
export const statusToast =
  (m: { requestFailed: (status: number) => string; fallback: string }) =>
  (f: { status: number | null; generic: string }) => ({
    title: "Error",
    description: f.status ? m.requestFailed(f.status) : f.generic || m.fallback,
  });

/** Text a visitor may leave out ("" when absent); over `max` characters `tooLong`. */
export function optionalText(max: number, messages: { notText: string; tooLong: string }) {
  return z._default(z.optional(z.string({ error: messages.notText }).check(z.maxLength(max, messages.tooLong))), "");
}

/**
 * A select's options from a tool's data file (`{ "value": "label" }`, in the order shown): the values are the ones
 * the request's choiceOf accepts, the labels the words the page shows.
 */
export function optionList<const L extends Readonly<Record<string, string>>>(labels: L) {
  return Object.entries(labels).map(([value, label]) => ({ value, label })) as readonly {
    value: keyof L & string;
    label: string;
  }[];
}
