import { useCallback, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { safeParse, type $ZodType, type input, type output } from "zod/v4/core";
import { takeEarlyEdit } from "./early-edits";
import { charactersOf, wordsAndCharacters } from "./text-count";

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Values = Record<string, unknown>;

/** A field's name: a key of the form's values, or a dotted path into them ("contributors.0.first"). */
export type FieldName<V> = Extract<keyof V, string> | `${Extract<keyof V, string>}.${string}`;

/** Errors by field name (the dotted path of the zod issue); a list's own error sits under the list's name. */
export type FormErrors = Partial<Record<string, string>>;

export function valueAt(values: unknown, path: string): unknown {
  let here: unknown = values;
  for (const key of path.split(".")) {
    if (typeof here !== "object" || here === null) return undefined;
    here = (here as Record<string, unknown>)[key];
  }
  return here;
}

/** A copy of `values` with the value at `path` replaced (objects and arrays along the path copied, not changed). */
export function withValueAt<T>(values: T, path: string, value: unknown): T {
  const [key, ...rest] = path.split(".") as [string, ...string[]];
  const here = values as unknown as Values | unknown[];
  const next = rest.length ? withValueAt((here as Values)[key], rest.join("."), value) : value;
  if (Array.isArray(here)) {
    const copy = [...here];
    copy[Number(key)] = next;
    return copy as T;
  }
  return { ...(here as Values), [key]: next } as T;
}

/** The first message per field, keyed by the issue's dotted path. */
export function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".");
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The value a field starts with: the schema's default; "" for text without one. */
function startOf(schema: $ZodType): unknown {
  const def = schema._zod.def as { type: string; defaultValue?: unknown; in?: $ZodType; innerType?: $ZodType };
  if (def.type === "default") return def.defaultValue;
  if (def.type === "pipe" && def.in) return startOf(def.in);
  if ((def.type === "optional" || def.type === "nullable") && def.innerType) return startOf(def.innerType);
  return def.type === "string" ? "" : undefined;
}

/** A form's first values, read from its schema (an object): each field's default, "" for text without one. */
export function defaultsOf(schema: $ZodType): Values {
  const def = schema._zod.def as { type: string; shape?: Record<string, $ZodType> };
  if (def.type !== "object" || !def.shape) return {};
  return Object.fromEntries(Object.entries(def.shape).map(([key, field]) => [key, startOf(field)]));
}

const asText = (value: unknown) => (value == null ? "" : String(value));

/**
 * The tool pages' one form layer: values, the zod schema's messages per field, and submit. Text fields and selects
 * stay uncontrolled (`register(name)`: name, ref and change handler), their DOM kept in step with the values;
 * other controls (slider, radio group, rows) read `values` and write with `setValue`.
 *
 * Validation is the contract's: on submit the whole form is parsed with the schema, the first invalid field takes
 * the focus and the page's handler gets the parsed values; after a first submit, each change checks its field again.
 * The first values are the schema's defaults (defaultsOf); `overrides` gives a page's own (a sample text, a first row).
 * A field the visitor typed into before the prerendered page came alive keeps what was typed.
 */
export function useForm<S extends $ZodType>(schema: S, overrides: Partial<input<S>> = {}) {
  type V = input<S>;
  const [defaultValues] = useState(() => ({ ...defaultsOf(schema), ...overrides }) as V);
  const valuesRef = useRef<V>(defaultValues);
  const [values, setValues] = useState<V>(defaultValues);
  const [errors, setErrors] = useState<FormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const submittedRef = useRef(false);
  const controls = useRef(new Map<string, Control>());
  const refs = useRef(new Map<string, (el: Control | null) => void>());
  const seen = useRef(new WeakSet<Control>());

  const setValue = useCallback(
    (name: FieldName<V>, value: unknown) => {
      valuesRef.current = withValueAt(valuesRef.current, name, value);
      setValues(valuesRef.current);
      if (!submittedRef.current) return;
      // After a first submit, the changed field's message follows its value (others keep theirs until the next submit).
      const parsed = safeParse(schema, valuesRef.current);
      const now = parsed.success ? {} : errorsOf(parsed.error.issues);
      setErrors((before) => {
        const next: FormErrors = {};
        for (const [key, message] of Object.entries(before))
          if (key !== name && !key.startsWith(`${name}.`)) next[key] = message;
        for (const [key, message] of Object.entries(now))
          if (key === name || key.startsWith(`${name}.`)) next[key] = message;
        return next;
      });
    },
    [schema],
  );

  const refFor = (name: string) => {
    let ref = refs.current.get(name);
    if (!ref) {
      ref = (el: Control | null) => {
        if (!el) {
          controls.current.delete(name);
          return;
        }
        controls.current.set(name, el);
        if (seen.current.has(el)) return;
        seen.current.add(el);
        // Typed or picked before the prerendered page went live: hydration has just reset it to the default.
        const early = takeEarlyEdit(el);
        if (early !== undefined) setValue(name as FieldName<V>, early);
      };
      refs.current.set(name, ref);
    }
    return ref;
  };

  // The DOM of each registered control shows the form's value (defaults, setValue, rows moving up).
  useLayoutEffect(() => {
    for (const [name, el] of controls.current) {
      const text = asText(valueAt(valuesRef.current, name));
      if (el.value !== text) el.value = text;
    }
  });

  const register = (name: FieldName<V>, options: { onChange?: (event: ChangeEvent<Control>) => void } = {}) => ({
    name,
    // In the prerendered HTML too: the page shows its defaults before its code runs (no change when it goes live).
    defaultValue: asText(valueAt(defaultValues, name)),
    ref: refFor(name),
    onChange: (event: ChangeEvent<Control>) => {
      setValue(name, event.target.value);
      options.onChange?.(event);
    },
  });

  /**
   * What a labelled field (TextareaField, InputField, SelectField) takes: register()'s props and the field's error;
   * with `count`, its counter as the hint ("734 / 1,000 characters" under a limit, "120 words · 734 characters").
   */
  const field = (name: FieldName<V>, count?: number | "words") => {
    const text = asText(valueAt(values, name));
    return {
      ...register(name),
      error: errors[name],
      ...(count === undefined
        ? {}
        : { hint: count === "words" ? wordsAndCharacters(text) : charactersOf(text, count) }),
    };
  };

  const handleSubmit = (onValid: (data: output<S>) => void) => (event?: FormEvent) => {
    event?.preventDefault();
    submittedRef.current = true;
    setSubmitted(true);
    const parsed = safeParse(schema, valuesRef.current);
    if (parsed.success) {
      setErrors({});
      onValid(parsed.data);
      return;
    }
    const found = errorsOf(parsed.error.issues);
    setErrors(found);
    // The first invalid control on the page takes the focus.
    const invalid = [...controls.current].filter(([name]) =>
      Object.keys(found).some((k) => k === name || k.startsWith(`${name}.`)),
    );
    invalid.sort(([, a], [, b]) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    invalid[0]?.[1].focus();
  };

  return { values, errors, submitted, register, field, setValue, getValues: () => valuesRef.current, handleSubmit };
}
