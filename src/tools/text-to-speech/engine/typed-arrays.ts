/** The arrays one after another in one new array of their kind (`Kind`: Uint8Array for bytes, Int16Array for PCM). */
export function concatArrays<T extends Uint8Array | Int16Array>(
  parts: readonly T[],
  Kind: new (length: number) => T,
): T {
  const out = new Kind(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}
