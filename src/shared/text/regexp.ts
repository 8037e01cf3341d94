/** A text as a regular expression that matches it literally ("C++ (advanced)" -> "C\+\+ \(advanced\)"). */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
