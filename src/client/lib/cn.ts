import { clsx, type ClassValue } from "clsx";

/** Joins class names. No conflict merging (tailwind-merge costs 8 KB on the home page): callers avoid clashes. */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
