/**
 * A provider's answer body, refused past `maxBytes` ("too-large"): a declared Content-Length over the cap is refused
 * before reading, and a body that grows past it is cancelled as soon as it does.
 */
export async function readCapped(res: Response, maxBytes: number): Promise<Uint8Array | "too-large"> {
  const declared = Number(res.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await res.body?.cancel().catch(() => undefined);
    return "too-large";
  }
  if (!res.body) return new Uint8Array(0);
  const reader = res.body.getReader();
  const parts: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return "too-large";
    }
    parts.push(value);
  }
  return Buffer.concat(parts, total);
}
