/** The days of the week, Monday first, and their short forms in notes ("mon", "tues", "Thurs", "sat"). */
const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/** Monday = 0 ... Sunday = 6 for a day written short or in full (read by its first three letters); -1 for no day. */
export function dayIndex(short: string): number {
  return ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].indexOf(short.slice(0, 3).toLowerCase());
}

/** The full name of a day written short: "thurs" -> "Thursday". The caller's pattern matched a day. */
export function dayName(short: string): string {
  return DAYS[dayIndex(short)]!;
}
