import { useEffect, useState } from "react";
import { throwIfResNotOk } from "./api";

/** Documents already asked for in this page's life, by address: each is fetched once (never stale, no refetch). */
const loaded = new Map<string, Promise<unknown>>();

function load(url: string): Promise<unknown> {
  let pending = loaded.get(url);
  if (!pending) {
    pending = fetch(url, { credentials: "include" }).then(async (res) => {
      await throwIfResNotOk(res);
      return res.json() as Promise<unknown>;
    });
    // A failure is not kept: the next page that asks tries again (no retry within one page).
    pending.catch(() => loaded.delete(url));
    loaded.set(url, pending);
  }
  return pending;
}

/**
 * A JSON document the page reads once (an engine's description): undefined until it arrives, and when the call
 * fails (the page then shows what it shows without it).
 */
export function useJson<T>(url: string): T | undefined {
  const [data, setData] = useState<T | undefined>(undefined);
  useEffect(() => {
    let live = true;
    load(url).then(
      (value) => live && setData(value as T),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [url]);
  return data;
}
