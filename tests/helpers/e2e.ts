// The browser tests' `test`: Playwright's, with `page.goto` waiting until the app's page is live. Pages arrive
// prerendered (scripts/prerender.mjs), so a test could otherwise press keys before React has attached a handler.
// The page marks itself ready (`<html data-ready>`, src/client/components/PageReady.tsx) once hydrated; addresses
// outside the app (/api/docs) have no #root and are not waited for. Tests about the moment before hydration use
// `gotoBeforeLive`.
import { test as base, type Page } from "@playwright/test";

export { expect } from "@playwright/test";
export type { Download, Locator, Page, TestInfo } from "@playwright/test";

type Goto = Page["goto"];
const plainGoto = new WeakMap<Page, Goto>();

export async function waitUntilLive(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById("root") || document.documentElement.dataset.ready === "true",
    undefined,
    {
      timeout: 30_000,
    },
  );
}

/** Holds back every script the page asks for until the returned function is called (the page stays prerendered HTML). */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const mayLoad = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await mayLoad;
    await route.continue();
  });
  return release;
}

/** Playwright's own goto: returns as soon as `waitUntil` says, hydrated or not. */
export function gotoBeforeLive(page: Page, ...args: Parameters<Goto>): ReturnType<Goto> {
  return (plainGoto.get(page) ?? page.goto.bind(page))(...args);
}

export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto: Goto = page.goto.bind(page);
    plainGoto.set(page, goto);
    page.goto = async (...args: Parameters<Goto>) => {
      const response = await goto(...args);
      await waitUntilLive(page);
      return response;
    };
    await provide(page);
  },
});
