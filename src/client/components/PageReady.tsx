import { useEffect } from "react";

/**
 * Rendered last in each page (home, 404, every tool page), so its effect runs once that page is hydrated and its
 * handlers are attached: it marks the document `<html data-ready="true">` (browser tests wait for it). Fields
 * typed into before then keep their text: React replays those edits into the page's state as it hydrates.
 */
export function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.ready = "true";
  }, []);
  return null;
}
