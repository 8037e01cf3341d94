import { whenIdle } from "./idle";

/**
 * The shell's code that is kept out of the initial JS (toaster, support dialog, mobile menu) is fetched once the
 * page is idle, all of it at once. After that, using a page needs no request for the hub's own code: the
 * browser-only tools then make no request at all. When every download has settled, `<html>` gets
 * `data-deferred-code="loaded"` (what the browser tests wait for before they check that a tool sends nothing).
 */
export function preloadWhenIdle(loaders: readonly (() => Promise<unknown>)[]): () => void {
  return whenIdle(() => {
    void Promise.allSettled(loaders.map((load) => load())).then(() => {
      document.documentElement.dataset.deferredCode = "loaded";
    });
  });
}
