import type { CoverLetterTone } from "./contract";

/**
 * The Culture-Fit opening on how the employer's team works or whom it serves, when the ad states no values: the ad's
 * own clause in the second person ("your education team works closely with unit managers"), then the position.
 */
export const WAY_OPEN: Record<CoverLetterTone, (way: string, title: string) => string> = {
  professional: (w, t) =>
    `I was glad to read that ${w}, and that is the kind of work I would like to be part of as your ${t}.`,
  balanced: (w, t) => `I was glad to read that ${w}; that's the kind of work I'd like to be part of as your ${t}.`,
  enthusiastic: (w, t) => `I loved reading that ${w}, and I'd be so glad to be part of that as your ${t}!`,
  formal: (w, t) => `I was pleased to read that ${w}, and it is work to which I would be proud to contribute as ${t}.`,
};
