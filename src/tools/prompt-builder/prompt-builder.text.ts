/** Small text helpers shared by the prompt builder's modules. */
export const clean = (s: string) => s.replace(/\s+/g, " ").trim();
export const cap = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
export const stripEnd = (s: string) => s.replace(/[\s.!?;:,]+$/u, "");
export const sentence = (s: string) => {
  const t = cap(clean(s));
  return /[.!?:]["”]?$/.test(t) ? t : `${t}.`;
};
export const quoteList = (items: string[]) => items.map((k) => `"${k}"`).join(", ");
/** "a, b and c". */
export const andList = (items: string[]) =>
  items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

/** The list without case-insensitive repeats, first occurrence kept. */
export function dedupe(list: string[]): string[] {
  const seen = new Set<string>();
  return list.filter((item) => {
    const k = item.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
