import { formatNumber } from "@/shared/text/format-number";

const n = formatNumber;

/** "120 words · 734 characters" under a free-text field. */
export function wordsAndCharacters(text: string): string {
  const words = text.trim() ? text.trim().split(/\s+/).length : 0;
  return `${n(words)} words · ${n(text.length)} characters`;
}

/** "734 / 1,000 characters" under a field with a limit. */
export function charactersOf(text: string | null | undefined, max: number): string {
  return `${n((text ?? "").length)} / ${n(max)} characters`;
}
