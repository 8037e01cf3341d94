// Prerendered pages (scripts/prerender.mjs) and their hydration (src/client/main.tsx): the HTML the server sends
// already holds each route's heading, title, description, canonical link and styles, carries no inline script, and the
// browser adopts that DOM as it is: no hydration error or warning on the console, and the server's elements stay
// the page's elements (React re-rendering after a mismatch would replace them: a content flash).
import { expect, gotoBeforeLive, holdScripts, test, waitUntilLive } from "../helpers/e2e";
import { TOOLS } from "../../src/server/catalogue";

const ROUTES = [
  {
    path: "/",
    heading: "AI App Hub - Free AI Tools for Everyone",
    title: "AI App Hub - Free AI Tools for Everyone",
    status: 200,
  },
  ...TOOLS.map((t) => ({ path: t.path, heading: t.name, title: `${t.name} - AI App Hub`, status: 200 })),
  { path: "/no-such-page", heading: "404 Page Not Found", title: "404 Page Not Found - AI App Hub", status: 404 },
];

const decode = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

for (const route of ROUTES) {
  test(`${route.path}: prerendered HTML with its heading and meta, hydrated without a mismatch`, async ({
    page,
    request,
    baseURL,
  }) => {
    // 1. The HTML as sent, before any script runs.
    const res = await request.get(route.path);
    expect(res.status()).toBe(route.status);
    expect(res.headers()["cache-control"]).toBe("no-cache");
    expect(res.headers()["etag"]).toBeTruthy();
    const html = await res.text();
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, "");
    expect(h1 && decode(h1)).toBe(route.heading);
    expect(decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "")).toBe(route.title);
    const tool = TOOLS.find((t) => t.path === route.path);
    if (tool)
      expect(html).toContain(
        `<meta name="description" content="${tool.description.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}"`,
      );
    if (route.status === 200) expect(html).toContain(`<link rel="canonical" href="${baseURL}${route.path}" />`);
    else expect(html).toContain('<meta name="robots" content="noindex" />');
    // The styles travel inside the HTML (scripts/prerender.mjs): no render-blocking stylesheet request before the
    // first paint.
    expect(html).not.toContain('rel="stylesheet"');
    expect(/<style>([\s\S]*?)<\/style>/.exec(html)?.[1]?.length ?? 0).toBeGreaterThan(10_000);
    // Strict CSP (script-src 'self'): every script is an external file.
    expect(html.match(/<script(?![^>]*\ssrc=)[^>]*>/g) ?? []).toEqual([]);

    // 2. The browser hydrates that DOM.
    const messages: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error" || m.type() === "warning") messages.push(`${m.type()}: ${m.text()}`);
    });
    page.on("pageerror", (e) => messages.push(`pageerror: ${e.message}`));
    // Keep the elements the HTML parser creates (before any script runs) to compare with the hydrated page's.
    await page.addInitScript(() => {
      const w = window as unknown as { __parsed: Record<string, Element | undefined> };
      w.__parsed = {};
      const sweep = () => {
        for (const selector of ["#root > div", "#root header", "main", "h1", "#root footer"]) {
          w.__parsed[selector] ??= document.querySelector(selector) ?? undefined;
        }
      };
      const observer = new MutationObserver(sweep);
      observer.observe(document, { childList: true, subtree: true });
      // "interactive": the parser is done and no module script has run yet.
      document.addEventListener("readystatechange", () => (sweep(), observer.disconnect()), { once: true });
    });
    await page.goto(route.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
    // Hydration is done once the deferred shell code has been fetched (it starts when the page is idle).
    await expect(page.locator("html")).toHaveAttribute("data-deferred-code", "loaded", { timeout: 15_000 });
    await page.waitForLoadState("networkidle");
    const replaced = await page.evaluate(() => {
      const parsed = (window as unknown as { __parsed: Record<string, Element | undefined> }).__parsed;
      return Object.entries(parsed)
        .filter(([selector, element]) => !element || document.querySelector(selector) !== element)
        .map(([selector]) => selector);
    });
    expect(replaced, "server-rendered elements replaced during hydration").toEqual([]);
    expect(
      messages.filter((m) => !m.includes("404 (Not Found)")),
      "console errors and warnings",
    ).toEqual([]);
  });
}

test("a tool page's form works after hydration (the prerendered button is live)", async ({ page }) => {
  await page.goto("/password-generator");
  await expect(page.locator("html")).toHaveAttribute("data-deferred-code", "loaded", { timeout: 15_000 });
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle("AI App Hub - Free AI Tools for Everyone");
  await page
    .getByRole("link", { name: /Text Summarizer/ })
    .first()
    .click();
  await expect(page).toHaveTitle("Text Summarizer - AI App Hub");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/summarizer$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    TOOLS.find((t) => t.id === "summarizer")!.description,
  );
});

test("what a visitor types before the page is live is kept, and the tool's button waits for the page", async ({
  page,
}) => {
  // Hold every script until the fields have been typed into: the visitor is faster than the network.
  const release = await holdScripts(page);
  await gotoBeforeLive(page, "/text-to-speech", { waitUntil: "commit" });
  const text = page.getByLabel("Text to convert");
  await expect(text).toBeVisible();
  const button = page.getByRole("button", { name: "Generate Speech" });
  // Not live yet: a press would submit the form natively (a page load) instead of running the tool.
  await expect(button).toBeDisabled();
  await text.fill("   ");
  release();
  await waitUntilLive(page);
  await expect(text).toHaveValue("   ");
  await expect(button).toBeEnabled();
  // The form library holds the typed value too, not the prerendered default text: blank text is refused.
  await button.click();
  await expect(page.getByText("Please enter some text to convert").first()).toBeVisible();
  await expect(page.getByTestId("tts-audio")).toHaveCount(0);
});

test("a prerendered page shows its defaults before it is live, and keeps a choice made before then", async ({
  page,
}) => {
  // Hold every script until the fields have been typed into: the visitor is faster than the network.
  const release = await holdScripts(page);
  await gotoBeforeLive(page, "/summarizer", { waitUntil: "commit" });
  const length = page.getByLabel("Summary length");
  const style = page.getByLabel("Summary style");
  // The HTML already holds the defaults: nothing changes when the code arrives.
  await expect(length).toHaveValue("medium");
  await expect(style).toHaveValue("paragraph");
  await length.selectOption("long");
  const article = "The council approved the new cycle lanes on Tuesday after a two-hour debate. ".repeat(6);
  await page.getByLabel("Text to summarize").fill(article);
  release();
  await waitUntilLive(page);
  await expect(length).toHaveValue("long");
  await expect(style).toHaveValue("paragraph");
  await expect(page.getByLabel("Text to summarize")).toHaveValue(article);
  // The form's state holds the choice too: a later edit elsewhere does not put the default back.
  await style.selectOption("bullet");
  await expect(length).toHaveValue("long");
});
