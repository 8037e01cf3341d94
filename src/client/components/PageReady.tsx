import { useEffect } from "react";
import { stopWatchingEarlyEdits } from "../lib/early-edits";

/**
 * Rendered last in each page (home, 404, every tool page), so its effect runs once that page is hydrated and its
 * handlers are attached: edits made before then have been taken back by the form layer (lib/early-edits.ts), and
 * the document is marked `<html data-ready="true">` (browser tests wait for it).
 */
export function PageReady() {
  useEffect(() => {
    stopWatchingEarlyEdits();
    document.documentElement.dataset.ready = "true";
  }, []);
  return null;
}
