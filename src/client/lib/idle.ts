/**
 * Runs `task` once the page has loaded and a frame has been painted: requests made from here do not compete with
 * what the first paint needs (HTML, CSS, the page's own code) for a slow connection, nor delay that paint.
 */
export function afterFirstPaint(task: () => void): () => void {
  let cancelled = false;
  const afterLoad = () => afterNextFrame(() => cancelled || task());
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", afterLoad);
  };
}

/**
 * Runs `callback` in a task after the next painted frame: requestAnimationFrame runs just before a frame is painted,
 * and a task queued from it runs after that paint. A tab opened in the background paints nothing (and runs no
 * animation frames) until it is shown: there, at once.
 */
function afterNextFrame(callback: () => void) {
  if (document.visibilityState === "hidden") window.setTimeout(callback);
  else window.requestAnimationFrame(() => window.setTimeout(callback));
}

/** Runs `task` after the first paint (above) once the main thread is idle (for code not needed at first paint). */
export function whenIdle(task: () => void): () => void {
  let cancelIdle = () => {};
  const cancelPaint = afterFirstPaint(() => {
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(() => task(), { timeout: 3000 });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(task, 1000);
      cancelIdle = () => window.clearTimeout(handle);
    }
  });
  return () => {
    cancelPaint();
    cancelIdle();
  };
}

let painted: Promise<void> | undefined;

/**
 * Resolves once the page has painted a frame (at once on the server, and after that first time). A tool page's code
 * is fetched from here: the first paint of a prerendered page needs only its HTML and CSS (and the entry code, which
 * hydrates the shell), so its page code does not compete with them on a slow connection.
 */
export function firstPaint(): Promise<void> {
  if (typeof window === "undefined") return Promise.resolve();
  painted ??= new Promise((resolve) => afterNextFrame(resolve));
  return painted;
}
