// CI accessibility gate for every page: "/" and each catalogue route, at a desktop and a phone width.
// Fails on ANY axe violation (WCAG 2.0/2.1/2.2 A and AA plus axe's best practices, which cover Lighthouse's
// accessibility audits), on any Content-Security-Policy violation and on any console error (both cost the
// Lighthouse best-practices score). Lighthouse itself runs in `npm run bench -- --only=lighthouse` (too slow for CI).
import { expect, test, type Page } from "../helpers/e2e";
import { axeScan } from "../helpers/axe";
import { TOOLS } from "../../src/server/catalogue";

const ROUTES = ["/", ...TOOLS.map((t) => t.path)];
const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
];

async function axeViolations(page: Page): Promise<string[]> {
  const results = await axeScan(page, ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]);
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 5)
        .map((n) => n.target.join(" "))
        .join(", ")}`,
  );
}

for (const route of ROUTES) {
  test(`${route} has no accessibility violations, CSP violations or console errors`, async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") consoleErrors.push(m.text());
    });
    page.on("pageerror", (e) => consoleErrors.push(e.message));
    await page.addInitScript(() => {
      const w = window as unknown as { __cspViolations: string[] };
      w.__cspViolations = [];
      document.addEventListener("securitypolicyviolation", (e) =>
        w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });

    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const response = await page.goto(route);
      expect(response?.status(), `${route} status`).toBe(200);
      // The tool pages are lazy chunks: wait until the page (not the loading spinner) is rendered.
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText("Loading tool…")).toHaveCount(0);
      expect(await axeViolations(page), `axe violations on ${route} (${viewport.name})`).toEqual([]);
    }
    const csp = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    expect(csp, `CSP violations on ${route}`).toEqual([]);
    expect(consoleErrors, `console errors on ${route}`).toEqual([]);
  });
}
