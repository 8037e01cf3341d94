/**
 * A list of things in a post (dishes on a menu, products in a drop, jobs on a rota) gives one hashtag at most: the
 * post is about the menu, not each dish ("#AutumnMenu #PumpkinRisotto #VenisonStew #StickyToffeePudding").
 */
const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{M}\p{N}]/gu, "");

/**
 * The items of each run of three or more things the text lists ("asparagus tart, lamb shoulder and rhubarb crumble"),
 * split at the commas and at the last "and" only ("beef and ale pie" is one item), each of five words at most.
 */
export function listedItems(text: string): string[] {
  const out: string[] = [];
  // (After a colon or a dash, so "New autumn menu at The Copper Pot: ..." gives the dishes, not the menu.)
  for (const part of text.split(/[.!?:;]\s+|\s[–—-]\s/)) {
    const segments = part
      .trim()
      .split(/\s*,\s*/)
      .filter(Boolean);
    const last = /^(.+?)\s+(?:and|&)\s+((?:(?!\s(?:and|&)\s).)+)$/u.exec(segments.pop() ?? "");
    if (segments.length < 1 || !last) continue;
    // ("handmade ceramic mugs in sage, cream and terracotta": the colours are the list, the mugs are the thing.)
    const items = [...segments, last[1]!.replace(/^and\s+/i, ""), last[2]!].map((i) =>
      i.replace(/^.*\s(?:in|with|of|for|at|on|from)\s+/i, ""),
    );
    if (items.every((i) => i.split(/\s+/).length <= 5)) out.push(...items);
  }
  return out;
}

/**
 * The tags, keeping only the first that names one of the list's items whole; a tag of part of an item ("#AlePie" of
 * "beef and ale pie", "#Asparagus" of "asparagus tart") goes.
 */
export function oneListTag(tags: string[], items: readonly string[]): string[] {
  const names = items.map(letters).filter((x) => x.length > 2);
  if (names.length < 2) return tags;
  let kept = false;
  return tags.filter((t) => {
    const tag = letters(t);
    if (!names.some((n) => n.endsWith(tag) || n.startsWith(tag))) return true;
    if (kept || !names.includes(tag)) return false;
    kept = true;
    return true;
  });
}
