import { useEffect, useState } from "react";
import type { PublicConfig } from "@/shared/public-config";
import { throwIfResNotOk } from "./api";
import { afterFirstPaint } from "./idle";

// Operator settings (contact address, donation targets): loaded once, never stale, no retries, shared by the footer
// and the support dialog. Plain fetch rather than TanStack Query, so the home page does not need the query library
// in its initial JS. A failed load is forgotten, so the next component that asks tries again.
let pending: Promise<PublicConfig | null> | undefined;
let loaded: PublicConfig | null | undefined;

function loadPublicConfig(): Promise<PublicConfig | null> {
  pending ??= fetch("/api/config", { credentials: "include" })
    .then(async (res) => {
      await throwIfResNotOk(res);
      loaded = (await res.json()) as PublicConfig | null;
      return loaded;
    })
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}

interface PublicConfigState {
  data: PublicConfig | null | undefined;
  isPending: boolean;
  isError: boolean;
}

export function usePublicConfig(): PublicConfigState {
  const [state, setState] = useState<PublicConfigState>(() =>
    loaded !== undefined
      ? { data: loaded, isPending: false, isError: false }
      : { data: undefined, isPending: true, isError: false },
  );
  useEffect(() => {
    if (!state.isPending) return;
    let active = true;
    // Not before the first paint (the footer asks as the page starts): the page's own files go first.
    const cancel = afterFirstPaint(() =>
      loadPublicConfig().then(
        (data) => active && setState({ data, isPending: false, isError: false }),
        () => active && setState({ data: undefined, isPending: false, isError: true }),
      ),
    );
    return () => {
      active = false;
      cancel();
    };
  }, [state.isPending]);
  return state;
}
