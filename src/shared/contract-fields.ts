import * as z from "zod/mini";

/** Text a visitor must type: absent, not a string or only white space gives `required`; over `max` characters `tooLong`. */
export function requiredText(max: number, messages: { required: string; tooLong: string }) {
  return z.string({ error: messages.required }).check(
    z.refine((v) => v.trim().length > 0, messages.required),
    z.maxLength(max, messages.tooLong),
  );
}

/** One of a select's option values (`{ value }[]`, as the page lists them), `fallback` when absent. */
export function choiceOf<const V extends string>(options: readonly { value: V }[], fallback: NoInfer<V>) {
  const values = options.map((o) => o.value) as [V, ...V[]];
  return z._default(z.enum(values), fallback);
}

/** The failure toast of a tool whose spec gives one fixed description under the title "Error". */
export const errorToast = (description: string) => () => ({ title: "Error", description });

/** Text a visitor may leave out ("" when absent); over `max` characters `tooLong`. */
export function optionalText(max: number, messages: { notText: string; tooLong: string }) {
  return z._default(z.optional(z.string({ error: messages.notText }).check(z.maxLength(max, messages.tooLong))), "");
}
