import DOMPurify from "dompurify";
import { SANITIZE_CONFIG } from "./contract";

/** Browser-side sanitizing of the optimized article (the server already sanitized it: this is the second gate). */
export function sanitizeInBrowser(html: string): string {
  return DOMPurify.sanitize(html, { ...SANITIZE_CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
}

/** Plain text of sanitized article HTML: one block per paragraph, heading or list item, blank lines between. */
export function articlePlainText(safeHtml: string): string {
  const doc = new DOMParser().parseFromString(`<body>${safeHtml}</body>`, "text/html");
  const blocks: string[] = [];
  doc.body.querySelectorAll("h1, h2, h3, h4, p, li, pre").forEach((el) => {
    if (el.tagName === "P" && el.closest("li")) return;
    const text =
      el.tagName === "PRE" ? el.textContent.replace(/^\n+|\s+$/g, "") : el.textContent.replace(/\s+/g, " ").trim();
    if (text) blocks.push(el.tagName === "LI" ? `- ${text}` : text);
  });
  return blocks.join("\n\n");
}
