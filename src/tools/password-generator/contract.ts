/** Password generator: spec constants and user-facing strings. Runs entirely in the browser (no route). */

export const PASSWORD_LENGTH = { min: 6, max: 30, step: 1, default: 12 } as const;

/** Spec symbol set, in the spec's order. */
export const SYMBOLS = "!@#$%^&*()_+[]{}|;:,.<>?";
export const UPPERCASE = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
export const LOWERCASE = "abcdefghijklmnopqrstuvwxyz";
export const DIGITS = "0123456789";

/** Characters that are easily mistaken for one another (KeePassXC's set): I l 1 | O 0. */
export const LOOK_ALIKES = "Il1|O0";

export const CHARACTER_TYPES = [
  { id: "uppercase", label: "Uppercase Letters (A-Z)", chars: UPPERCASE },
  { id: "lowercase", label: "Lowercase Letters (a-z)", chars: LOWERCASE },
  { id: "numbers", label: "Numbers (0-9)", chars: DIGITS },
  { id: "symbols", label: `Symbols (${SYMBOLS})`, chars: SYMBOLS },
] as const;

export interface PasswordOptions {
  length: number;
  uppercase: boolean;
  lowercase: boolean;
  numbers: boolean;
  symbols: boolean;
  /** Off by default: leave out I l 1 | O 0. */
  avoidLookAlikes: boolean;
}

export const DEFAULT_PASSWORD_OPTIONS: PasswordOptions = {
  length: PASSWORD_LENGTH.default,
  uppercase: true,
  lowercase: true,
  numbers: true,
  symbols: true,
  avoidLookAlikes: false,
};

export const passwordMessages = {
  noType: "Please select at least one character type",
  generate: "Generate Password",
  copied: "Password copied to clipboard",
} as const;

/** Spec strength bands: < 40 Weak (red), 40-69 Good (yellow), >= 70 Strong (green). */
export const STRENGTH_BANDS = [
  { label: "Weak", min: 0, colour: "red" },
  { label: "Good", min: 40, colour: "yellow" },
  { label: "Strong", min: 70, colour: "green" },
] as const;
export type StrengthLabel = (typeof STRENGTH_BANDS)[number]["label"];
