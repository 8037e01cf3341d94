import { expect, test, type Page } from "../../../tests/helpers/e2e";
import { expectNoSeriousA11yViolations } from "../../../tests/helpers/axe";
import { SANITIZE_CONFIG } from "./contract";
import { XSS_PAYLOADS } from "./xss-payloads.fixture";
import { chooseOption } from "../../../tests/helpers/select";

/** An article written for this test: three sections' worth of text about urban beekeeping, no headings. */
const ARTICLE = Array.from({ length: 3 }, (_, part) =>
  [
    `Urban beekeeping has grown in many cities during the last ten years, and rooftop hives are now common in part ${part + 1}.`,
    "However, keeping bees on a roof needs planning. Beekeepers check the hives every week in summer.",
    "City honey often tastes different from country honey because urban bees visit parks, gardens and street trees.",
    "For example, linden trees give a light honey in early summer. Beekeepers also watch for swarms in spring.",
    "Local councils sometimes ask beekeepers to register their hives. As a result, neighbours know where the bees live.",
    "Rooftop hives need shelter from wind, a water source nearby and safe access for the beekeeper.",
    "Therefore, many beekeepers start with two hives and learn from a local club before they expand.",
    "Bees also help city gardens: fruit trees and vegetables give better harvests when bees visit them often.",
    "Urban honey sells well at farmers markets, and some beekeepers run classes for schools and families.",
  ].join(" "),
).join("\n\n");

async function watchForExecution(page: Page) {
  const fired: string[] = [];
  page.on("dialog", async (d) => {
    fired.push(`dialog: ${d.message()}`);
    await d.dismiss();
  });
  page.on("console", (msg) => {
    if (msg.text().includes("XSS-EXECUTED")) fired.push(`console: ${msg.text()}`);
  });
  page.on("pageerror", (err) => fired.push(`pageerror: ${err.message}`));
  return fired;
}

/** Elements outside the allow-list and any attribute at all inside the rendered article. */
async function dangerousBitsInArticle(page: Page): Promise<string[]> {
  return page.getByTestId("seo-article").evaluate((root, allowed) => {
    const found: string[] = [];
    for (const el of Array.from(root.querySelectorAll("*"))) {
      const tag = el.tagName.toLowerCase();
      if (!allowed.includes(tag)) found.push(`<${tag}>`);
      for (const a of Array.from(el.attributes)) found.push(`${tag}[${a.name}]`);
    }
    return found;
  }, SANITIZE_CONFIG.ALLOWED_TAGS);
}

test("seo optimizer: validation, a result computed from the article, copy tick, axe", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/seo-optimizer");
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Optimize Article" }).click();
  await expect(page.getByText("Please enter some text to optimize").first()).toBeVisible();

  await page.getByLabel("Article text").fill(ARTICLE);
  await expect(page.getByText("Please enter some text to optimize")).toHaveCount(0);
  await chooseOption(page.getByLabel("Industry"), { label: "Education" });
  await page.getByRole("button", { name: "Optimize Article" }).click();
  // The first job also loads the engine (its part-of-speech model) in a worker thread: allow for a busy machine.
  await expect(page.getByText("Article Optimized!", { exact: true })).toBeVisible({ timeout: 20_000 });

  // Score bar and percent agree, and the score is the weighted sum of the shown checks.
  const percent = Number((await page.getByTestId("seo-score-value").innerText()).replace("%", ""));
  expect(percent).toBeGreaterThanOrEqual(0);
  expect(percent).toBeLessThanOrEqual(100);
  await expect(page.getByRole("progressbar", { name: `SEO score ${percent}%` })).toBeVisible();
  await expect(page.getByTestId("seo-checks").locator("li")).toHaveCount(11);

  // Keywords come from the article; the article keeps its sentences and gains subheadings.
  const chips = await page.getByTestId("seo-keywords").locator("li").allInnerTexts();
  expect(chips.length).toBeGreaterThan(0);
  for (const chip of chips) expect(ARTICLE.toLowerCase()).toContain(chip.toLowerCase().replace(/s$/, ""));
  expect(chips.join(" ")).toMatch(/bee|hive|honey/);
  const article = page.getByTestId("seo-article");
  await expect(article).toContainText(
    "Rooftop hives need shelter from wind, a water source nearby and safe access for the beekeeper.",
  );
  expect(await article.locator("h2").count()).toBeGreaterThan(0);
  await expect(article.locator("strong").first()).toBeVisible();

  // Education industry hints name education terms the article lacks; recommendations come from failed checks.
  const recs = await page.getByTestId("seo-recommendations").locator("li").allInnerTexts();
  expect(recs.some((r) => /education readers/.test(r))).toBe(true);
  const failedChecks = await page.locator("[data-testid=seo-checks] li:not([data-rating=good])").count();
  expect(recs.length).toBe(failedChecks + 1);

  // Copy: the icon turns into a tick for 2 s, and the clipboard holds the article's text.
  const copy = page.getByRole("button", { name: "Copy optimized article" });
  await copy.click();
  await expect(page.getByRole("button", { name: "Copy optimized article: copied" })).toHaveAttribute(
    "data-copied",
    "true",
  );
  const clip = await page.evaluate(() => navigator.clipboard.readText());
  expect(clip).toContain("Urban beekeeping has grown in many cities");
  // The tick goes after 2 s: the assertion waits for that (no fixed pause first).
  await expect(page.getByRole("button", { name: "Copy optimized article" })).not.toHaveAttribute("data-copied", "true");

  await expectNoSeriousA11yViolations(page);
});

test("seo optimizer: a server failure shows the spec's toast", async ({ page }) => {
  await page.route("**/api/seo-optimize", (route) => route.fulfill({ status: 500, body: "boom" }));
  await page.goto("/seo-optimizer");
  await page.getByLabel("Article text").fill("A short article about tea.");
  await page.getByRole("button", { name: "Optimize Article" }).click();
  await expect(page.getByText("Failed to optimize article", { exact: true })).toBeVisible();
});

test.describe("seo optimizer: no script from the input runs (CSP bypassed, so only sanitizing protects)", () => {
  test.use({ bypassCSP: true });

  test("payloads typed into the article are read as HTML (text kept, code dropped) and never run", async ({ page }) => {
    const fired = await watchForExecution(page);
    await page.goto("/seo-optimizer");
    await page
      .getByLabel("Article text")
      .fill(`Safe opening paragraph about payloads.\n\n${XSS_PAYLOADS.join("\n\n")}`);
    await page.getByRole("button", { name: "Optimize Article" }).click();
    await expect(page.getByText("Article Optimized!", { exact: true })).toBeVisible();
    await page.getByTestId("seo-article").hover();
    await page.waitForTimeout(500);
    expect(await dangerousBitsInArticle(page)).toEqual([]);
    // Pasted HTML is read as HTML: its text stays, its markup and code are neither shown as tags nor run.
    await expect(page.getByTestId("seo-article")).toContainText("Safe opening paragraph about payloads.");
    await expect(page.getByTestId("seo-article")).toContainText("click me");
    await expect(page.getByTestId("seo-article")).not.toContainText("<script");
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(fired).toEqual([]);
  });

  test("a malicious server answer is sanitized again in the browser", async ({ page }) => {
    const fired = await watchForExecution(page);
    await page.route("**/api/seo-optimize", (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        headers: { "X-Engine": "builtin" },
        body: JSON.stringify({
          optimizedText: `<h2 onclick="alert(1)">Heading kept</h2><p>Paragraph kept.</p>${XSS_PAYLOADS.join("")}`,
          seoScore: 50,
          originalScore: 40,
          keywordsUsed: ["payload"],
          recommendations: ["Fix it."],
          focusKeyphrase: "payload",
          checks: [],
          changes: [],
          stats: { words: 3, sentences: 1, paragraphs: 1, subheadings: 1 },
        }),
      }),
    );
    await page.goto("/seo-optimizer");
    await page.getByLabel("Article text").fill("Anything at all.");
    await page.getByRole("button", { name: "Optimize Article" }).click();
    await expect(page.getByText("Article Optimized!", { exact: true })).toBeVisible();
    const article = page.getByTestId("seo-article");
    await expect(article.locator("h2")).toHaveText("Heading kept");
    await expect(article).toContainText("Paragraph kept.");
    await article.hover();
    await article.locator("h2").click();
    await page.waitForTimeout(500);
    expect(await dangerousBitsInArticle(page)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(fired).toEqual([]);
  });
});

test("seo optimizer: fits a phone screen", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/seo-optimizer");
  await page.getByLabel("Article text").fill(ARTICLE);
  await page.getByRole("button", { name: "Optimize Article" }).click();
  await expect(page.getByTestId("seo-score")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("seo optimizer: a one-sentence text cannot pass, and the page says why under the score", async ({ page }) => {
  await page.goto("/seo-optimizer");
  await page
    .getByLabel("Article text")
    .fill("Our bakery on Elm Street now sells fresh sourdough bread every morning from seven o'clock.");
  await page.getByRole("button", { name: "Optimize Article" }).click();
  const percent = Number((await page.getByTestId("seo-score-value").innerText()).replace("%", ""));
  expect(percent).toBeLessThanOrEqual(30);
  await expect(page.getByTestId("seo-score-caps")).toContainText("Too short to rank: 15 words in 1 sentence");
  await expectNoSeriousA11yViolations(page);
});
