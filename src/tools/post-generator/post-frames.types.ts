/** The vocabulary shared by the social post engine's understanding and writing steps. */

export type Tone = "professional" | "casual" | "playful" | "enthusiastic";

/** What the post is for. */
export type Intent =
  | "launch"
  | "announcement"
  | "notice"
  | "hiring"
  | "event"
  | "thanks"
  | "milestone"
  | "promo"
  | "tips"
  | "opinion"
  | "question"
  | "general";

/** Who speaks: a group ("we") or one person ("I"). */
export type Voice = "we" | "I";

/** Whether the news has happened, is about to happen, or is simply true now. */
export type Status = "done" | "upcoming" | "now";

/** Who is thanked, which decides how a thank-you post closes. */
export type Thanked = "team" | "community" | "person" | "family" | "customers";

export type Lang = "en" | "de" | "es" | "fr";
