import { HttpError } from "../http-error";

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

/**
 * The deadline of one exchange with a speech provider: one explicit timer for headers and body (a provider that
 * trickles its answer is cut off too), kept referenced until `end()`; `visitor` is the visitor's connection, whose
 * end aborts the exchange. `failed(what)` is the 502 to throw, saying it timed out when it did.
 */
export function providerDeadline(provider: string, timeoutMs: number, visitor?: AbortSignal) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onVisitorGone = () => controller.abort();
  visitor?.addEventListener("abort", onVisitorGone, { once: true });
  return {
    signal: controller.signal,
    failed: (what: string) =>
      new HttpError(
        502,
        timedOut
          ? `The ${provider} provider did not answer within ${Number((timeoutMs / 1000).toFixed(1))} s.`
          : `The ${provider} provider ${what}.`,
      ),
    end() {
      clearTimeout(timer);
      visitor?.removeEventListener("abort", onVisitorGone);
    },
  };
}
