/**
 * The WAI-ARIA tabs pattern's keys: the index of the tab that ArrowRight / ArrowLeft (wrapping), Home or End move
 * to from tab `at` of `count`; -1 for any other key.
 */
export function tabIndexForKey(key: string, at: number, count: number): number {
  if (key === "ArrowRight") return (at + 1) % count;
  if (key === "ArrowLeft") return (at - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return -1;
}
