/**
 * Runs `task` once the page has loaded and a frame has been painted: requests made from here do not compete with
 * what the first paint needs (HTML, CSS, the page's own code) for a slow connection, nor delay that paint.
 */
export function afterFirstPaint(task: () => void): () => void {
  let cancelled = false;
  let frame: number | undefined;
  let timer: number | undefined;
  // requestAnimationFrame runs just before a frame is painted; a task queued from it runs after that paint.
  const afterFrame = () => {
    frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => cancelled || task());
    });
  };
  if (document.readyState === "complete") afterFrame();
  else window.addEventListener("load", afterFrame, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", afterFrame);
    if (frame !== undefined) window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
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
  painted ??= new Promise((resolve) => {
    window.requestAnimationFrame(() => window.setTimeout(resolve));
  });
  return painted;
}
