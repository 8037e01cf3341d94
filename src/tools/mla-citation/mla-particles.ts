/**
 * Lower-case particles of personal names ("Vincent van Gogh", "Simone de Beauvoir", "Leonardo da Vinci"): MLA places
 * them after the given name when it inverts a name, and title case leaves them in lower case inside a name.
 */
// prettier-ignore
export const NAME_PARTICLES: ReadonlySet<string> = new Set([
  "van", "von", "vom", "de", "der", "den", "da", "di", "du", "del", "della", "des", "la", "le", "ter", "ten", "dos",
  "das", "do", "zu",
]);
