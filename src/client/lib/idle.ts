/** Runs `task` once the page has loaded and the main thread is idle (for code that is not needed at first paint). */
export function whenIdle(task: () => void): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(() => task(), { timeout: 3000 });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(task, 1000);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", schedule);
    cancelIdle();
  };
}
