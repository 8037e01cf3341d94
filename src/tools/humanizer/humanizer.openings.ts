/**
 * Sentence openings the rewrite itself makes. A trailing participle or "which" clause cut into its own sentence opens
 * with "This" ("..., reducing turnaround time by 35%" -> ". This reduced turnaround time by 35%."); next to a
 * sentence that opens with "This" too, the text reads "This reduced ... This experience sharpened ...". The cut-off
 * sentence then points back with "That" ("That reduced ... This experience ..."), which says the same.
 */
const THIS = /^This\b/;

/** `pieces`: one input sentence as the rewrite cut it (the first piece is the writer's own opening); `next`: the
 * input sentence after it. */
export function varyMadeThis(pieces: readonly string[], next: string): string[] {
  return pieces.map((piece, i) => {
    if (i === 0 || !THIS.test(piece)) return piece;
    const before = pieces[i - 1]!;
    const after = i === pieces.length - 1 ? next.trim() : pieces[i + 1]!;
    return THIS.test(before) || THIS.test(after) ? piece.replace(THIS, "That") : piece;
  });
}
