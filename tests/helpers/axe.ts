import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * axe-core's results for the page as it is now, with the rules of the given tags. @axe-core/playwright's default run
 * finishes its work in a second, blank page (a new renderer process and a second copy of axe-core): more than half
 * of a scan's time on a busy 2-core machine. Its legacy mode runs axe.run in the page itself: the same rules and the
 * same results, except that it does not enter cross-origin frames, so a page with any child frame keeps the default.
 */
export async function axeScan(page: Page, tags: string[]) {
  const singleFrame = page.frames().length === 1;
  return new AxeBuilder({ page }).withTags(tags).setLegacyMode(singleFrame).analyze();
}

/** Fails when axe finds serious or critical WCAG 2.x A/AA violations on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await axeScan(page, ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

/**
 * Records every request the page makes to any server from now on (for client-only tools). Waits first until the
 * page has fetched the hub's deferred shell code (it does so once idle: client/lib/deferred-code.ts), so what is
 * recorded is what using the tool sends.
 */
export async function recordRequests(page: Page): Promise<string[]> {
  await expect(page.locator("html")).toHaveAttribute("data-deferred-code", "loaded", { timeout: 10_000 });
  const urls: string[] = [];
  page.on("request", (request) => urls.push(`${request.method()} ${request.url()}`));
  return urls;
}
