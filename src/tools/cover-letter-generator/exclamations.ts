/**
 * An enthusiastic letter says its excitement in words, not in punctuation: at most two exclamation marks a letter
 * ("I'd love the chance ...! Thank you so much for considering me! I'd be thrilled ...!" reads as shouting). The
 * first one stays (the opening's), and the last one of the letter (its closing wish); every other becomes a full stop.
 * A mark inside a name the visitor typed ("Yahoo!") is theirs and is never counted or changed.
 */
export function capExclamations(letter: string, max = 2, names: string[] = []): string {
  const own = new Set<number>();
  for (const name of names.filter((n) => n.includes("!")))
    for (let at = letter.indexOf(name); at >= 0; at = letter.indexOf(name, at + 1))
      for (let i = 0; i < name.length; i++) if (name[i] === "!") own.add(at + i);
  const marks = [...letter.matchAll(/!/g)].map((m) => m.index!).filter((at) => !own.has(at));
  if (marks.length <= max) return letter;
  const keep = new Set(max >= 2 ? [marks[0]!, marks.at(-1)!] : marks.slice(0, max));
  return letter.replace(/!/g, (_, at: number) => (own.has(at) || keep.has(at) ? "!" : "."));
}
