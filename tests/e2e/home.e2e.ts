import { expect, test } from "../helpers/e2e";
import { CATEGORIES } from "../../src/shared/catalogue";
import { TOOLS } from "../../src/server/catalogue";
import { expectNoSeriousA11yViolations } from "../helpers/axe";

test("home shows the heading, tabs and a card per tool, and passes axe", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "AI App Hub - Free AI Tools for Everyone" })).toBeVisible();
  await expect(page.getByRole("tab")).toHaveText(CATEGORIES.map((c) => c.label));
  await expect(page.getByRole("tab", { name: "All Apps" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("tool-grid").locator("[data-tool]")).toHaveCount(TOOLS.length);
  await expect(page.getByText(/no subscriptions/i).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Support Our Project" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("hello@example.org");
  await expectNoSeriousA11yViolations(page);
});

test("each category tab filters the cards", async ({ page }) => {
  await page.goto("/");
  for (const category of CATEGORIES.filter((c) => c.id !== "all" && c.id !== "coming-soon")) {
    await page.getByRole("tab", { name: category.label }).click();
    const expected = TOOLS.filter((t) => t.category === category.id).map((t) => t.id);
    const panel = page.getByRole("tabpanel");
    await expect(panel.locator("[data-tool]")).toHaveCount(expected.length);
    const shown = await panel.locator("[data-tool]").evaluateAll((els) => els.map((e) => e.getAttribute("data-tool")));
    expect(shown.sort()).toEqual([...expected].sort());
  }
  await page.getByRole("tab", { name: "Coming Soon" }).click();
  const soon = await page.getByRole("tabpanel").locator("[data-tool]").count();
  const disabled = await page.locator('[data-tool][aria-disabled="true"]').count();
  expect(soon).toBe(disabled);
  await page.getByRole("tab", { name: "All Apps" }).click();
  await expect(page.getByRole("tabpanel").locator("[data-tool]")).toHaveCount(TOOLS.length);
});

test("the category tabs follow the keyboard: arrows, Home and End move and select, one tab stop", async ({ page }) => {
  await page.goto("/");
  const all = page.getByRole("tab", { name: "All Apps" });
  await all.focus();
  await page.keyboard.press("ArrowRight");
  const second = page.getByRole("tab", { name: CATEGORIES[1].label });
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toHaveAttribute("aria-labelledby", (await second.getAttribute("id"))!);
  await page.keyboard.press("End");
  await expect(page.getByRole("tab", { name: CATEGORIES.at(-1)!.label })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(all).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("Home");
  await expect(all).toBeFocused();
  await expect(page.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
});

test("the search box filters as you type, tolerates a typo, and '/' focuses it", async ({ page }) => {
  await page.goto("/");
  await page.locator("body").press("/");
  await expect(page.getByRole("searchbox", { name: "Search tools" })).toBeFocused();
  await page.keyboard.type("pasword");
  const grid = page.getByRole("tabpanel").locator("[data-tool]");
  await expect(grid).toHaveCount(1);
  await expect(grid.first()).toHaveAttribute("data-tool", "password-generator");
  await page.getByRole("searchbox").fill("speech");
  await expect(grid).toHaveCount(2);
  await page.getByRole("searchbox").fill("zzzz-nothing");
  await expect(page.getByText("No tools match “zzzz-nothing”.")).toBeVisible();
  // Inside a category tab, a search that matches elsewhere says where.
  await page.getByRole("tab", { name: "Text Generation" }).click();
  await page.getByRole("searchbox").fill("qr");
  await expect(page.getByRole("tabpanel")).toContainText(
    "No tools match “qr” here; 1 tool matches in Image Generation.",
  );
  await page.getByRole("tab", { name: "All Apps" }).click();
  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(grid).toHaveCount(TOOLS.length);
});

test("another spelling of a tool's path opens that tool at its canonical address, from the server and in the app", async ({
  page,
}) => {
  const res = await page.goto("/SUMMARIZER");
  expect(res?.request().redirectedFrom()?.url()).toMatch(/\/SUMMARIZER$/); // the server's 301
  expect(res?.status()).toBe(200);
  await expect(page).toHaveURL(/\/summarizer$/);
  await expect(page.getByRole("heading", { level: 1, name: "Text Summarizer" })).toBeVisible();
  // A link inside the app with another spelling: the client shows the tool and corrects the address.
  await page.evaluate(() => window.history.pushState(null, "", "/Text-To-Speech/"));
  await expect(page.getByRole("heading", { level: 1, name: "Text to Speech" })).toBeVisible();
  await expect(page).toHaveURL(/\/text-to-speech$/);
  // Not a page in any spelling: 404.
  expect((await page.goto("/SUMMARIZERS"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/not found|404/i);
});

test("the footer sits at the bottom of a short page and keeps side padding on phones", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/no-such-page");
  const footer = page.locator("footer");
  const box = (await footer.boundingBox())!;
  // Held at the bottom: no band of background under it.
  expect(Math.round(box.y + box.height)).toBeGreaterThanOrEqual(844 - 1);
  const paddingLeft = await footer.evaluate((el) => parseFloat(getComputedStyle(el).paddingLeft));
  expect(paddingLeft).toBeGreaterThanOrEqual(16);
  await expect(footer.getByText("no sign-in")).toHaveCSS("white-space", "nowrap");
});

test("a card opens its tool and the back button returns home", async ({ page }) => {
  await page.goto("/");
  await page.locator('[data-tool="summarizer"]').click();
  await expect(page).toHaveURL(/\/summarizer$/);
  await expect(page.getByRole("heading", { level: 1, name: "Text Summarizer" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the desktop tool menu and the mobile 'AI Tools' slide-out list every tool", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await page.getByRole("button", { name: "Tools" }).click();
  await expect(page.locator("#desktop-tool-menu").getByRole("link")).toHaveCount(TOOLS.length);
  await page.keyboard.press("Escape");
  await expect(page.locator("#desktop-tool-menu")).toBeHidden();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Open AI Tools menu" }).click();
  const sheet = page.getByRole("dialog", { name: "AI Tools" });
  await expect(sheet.getByRole("link")).toHaveCount(TOOLS.length);
  await sheet.getByRole("link", { name: /Text Summarizer/ }).click();
  await expect(page).toHaveURL(/\/summarizer$/);
  await expect(sheet).toBeHidden();
});

test("an unknown path shows the 404 page", async ({ page }) => {
  const response = await page.goto("/this/does/not/exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("subscribing twice with the same address: thank-you, then an error toast with the form kept", async ({ page }) => {
  const email = `e2e-${Date.now()}@example.org`;
  await page.goto("/");
  const form = page.locator("form").filter({ has: page.getByLabel("Email") });
  await form.getByLabel("Email").fill("not-an-email");
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await form.getByLabel("Email").fill(email);
  await form.getByLabel(/idea or message/).fill("A tool that converts units, please.");
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Thanks for subscribing!")).toBeVisible();
  await expect(page.getByText("Thank you for subscribing to our newsletter.", { exact: true })).toBeVisible();

  await page.reload();
  await page.getByLabel("Email").fill(email.toUpperCase());
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("409: This email address is already subscribed", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Email")).toBeVisible();
});

test("the support dialog copies addresses, links the coffee page in a new tab, and closes with Escape", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/");
  await page.getByRole("button", { name: "Support Our Project" }).click();
  const dialog = page.getByRole("dialog", { name: "Support Our Project" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Bitcoin", { exact: true })).toBeVisible();
  await expect(dialog.getByText("Solana", { exact: true })).toBeVisible();
  await expect(dialog.getByText("Ethereum", { exact: true })).toBeVisible();
  await dialog.getByRole("button", { name: "Copy Ethereum address" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("0x000000000000000000000000000000000000dEaD");
  await expect(page.getByText("Address copied to clipboard", { exact: true })).toBeVisible();
  const coffee = dialog.getByRole("link", { name: "Buy Me a Coffee" });
  await expect(coffee).toHaveAttribute("target", "_blank");
  await expect(coffee).toHaveAttribute("href", "https://example.org/coffee");
  await expect(dialog.getByTestId("card-payment")).toHaveCount(0); // not configured: hidden
  await expectNoSeriousA11yViolations(page);
  // The toast is the top layer: the first Escape dismisses it, the next closes the dialog.
  await page.keyboard.press("Escape");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("the API documentation renders under the site's CSP", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await page.goto("/api/docs");
  await expect(page.getByText("AI App Hub API").first()).toBeVisible();
  await expect(page.getByText("/api/summarize").first()).toBeVisible();
  expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
});
