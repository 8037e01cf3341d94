import type { ReactNode } from "react";

/** One choice of a Select: the value sent, the text shown. */
export interface SelectOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

/** Select options from a list of ids and their labels (a record or a function; the id itself when none). */
export function optionsOf<T extends string>(
  ids: readonly T[],
  labels?: Readonly<Record<T, ReactNode>> | ((id: T) => ReactNode),
): SelectOption[] {
  return ids.map((id) => ({
    value: id,
    label: labels === undefined ? id : typeof labels === "function" ? labels(id) : labels[id],
  }));
}
