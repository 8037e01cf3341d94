import { useCallback, useEffect, useRef, useState } from "react";

/** Spec: a copy confirmation lasts 2000 ms. */
const COPY_CONFIRM_MS = 2000;

/** Writes text (and optionally HTML, for rich paste) to the clipboard. */
async function writeClipboard(text: string, html?: string): Promise<void> {
  // Undefined outside secure contexts (plain http), whatever the DOM types say.
  const clipboard = navigator.clipboard as Clipboard | undefined;
  if (html && typeof ClipboardItem !== "undefined" && clipboard) {
    await clipboard.write([
      new ClipboardItem({
        "text/plain": new Blob([text], { type: "text/plain" }),
        "text/html": new Blob([html], { type: "text/html" }),
      }),
    ]);
    return;
  }
  if (clipboard) {
    await clipboard.writeText(text);
    return;
  }
  // Older browsers and insecure contexts: a hidden textarea and execCommand.
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand("copy");
  area.remove();
  if (!ok) throw new Error("Copy command was refused");
}

/** Copy with a confirmation flag that resets after COPY_CONFIRM_MS. */
export function useCopy() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async (text: string, html?: string) => {
    await writeClipboard(text, html);
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
  }, []);
  return { copied, copy };
}
