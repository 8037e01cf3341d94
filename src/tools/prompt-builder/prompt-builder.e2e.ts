import { expect, test } from "../../../tests/helpers/e2e";
import { expectNoSeriousA11yViolations, recordRequests } from "../../../tests/helpers/axe";
import { promptBuilderMessages as m } from "./contract";
import { chooseOption } from "../../../tests/helpers/select";

const TOPIC = "Launch of our budgeting app Pennywise for college students";
const CONTEXT = "Pennywise is free for the first 3 months. It syncs with 2,000 banks.";

test("prompt builder: validation, generate from the input, copy, keyboard, back button, axe", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/prompt-builder");
  const back = page.getByRole("link", { name: "Back to Apps" });
  await expect(back).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "AI Prompt Builder" })).toBeVisible();
  await expect(page.getByLabel("Category")).toHaveValue("Creative Writing");
  await expect(page.getByLabel("Tone")).toHaveValue("professional");
  await expect(page.getByLabel("Length")).toHaveValue("medium");
  await expect(page.getByText(m.placeholder)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Submitting without a topic shows the spec's message and sends nothing.
  const requests = await recordRequests(page);
  await page.getByRole("button", { name: m.submit }).click();
  await expect(page.getByText(m.topicRequired, { exact: true })).toBeVisible();
  await expect(page.getByLabel("Topic")).toHaveAttribute("aria-invalid", "true");
  expect(requests.filter((r) => r.includes("/api/prompt-builder"))).toEqual([]);

  await page.getByLabel("Topic").fill(TOPIC);
  await expect(page.getByText(m.topicRequired, { exact: true })).toHaveCount(0); // re-validates on change
  await chooseOption(page.getByLabel("Category"), "Social Media");
  await chooseOption(page.getByLabel("Tone"), { label: "Casual" });
  await chooseOption(page.getByLabel("Length"), { label: "Long" });
  await page.getByLabel("Additional context (optional)").fill(CONTEXT);
  // Keyboard: Enter in the keywords field submits the form.
  await page.getByLabel("Keywords (optional)").fill("student life, money tips");
  await page.getByLabel("Keywords (optional)").press("Enter");

  await expect(page.getByText(m.success.title, { exact: true })).toBeVisible();
  const main = page.getByTestId("main-prompt");
  await expect(main).toContainText(TOPIC);
  await expect(main).toContainText("Pennywise is free for the first 3 months.");
  await expect(main).toContainText("#StudentLife #MoneyTips");
  await expect(main).toContainText("Audience: college students.");
  await expect(main).toContainText("Casual:");
  await expect(page.getByTestId("variation")).toHaveCount(5); // long
  expect(await page.getByTestId("tips").getByRole("listitem").count()).toBeGreaterThanOrEqual(3);
  await expect(page.locator("[data-engine=builtin]")).toBeVisible();

  await page.getByRole("button", { name: "Copy prompt" }).click();
  await expect(page.getByText(m.copied, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await main.innerText());
  await page.getByRole("button", { name: "Copy variation 2" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    await page.getByTestId("variation").nth(1).innerText(),
  );
  await expect(page.getByRole("button", { name: "Copy variation 2: copied" })).toBeVisible();

  // Another category shapes the prompt differently.
  const social = await main.innerText();
  await chooseOption(page.getByLabel("Category"), "Image Generation");
  await page.getByRole("button", { name: m.submit }).click();
  await expect(main).toContainText("Negative prompt");
  expect(await main.innerText()).not.toBe(social);

  await expectNoSeriousA11yViolations(page);
  await back.click();
  await expect(page).toHaveURL(/\/$/);
});

test("prompt builder: busy label, then the spec's failure toast", async ({ page }) => {
  await page.route("**/api/prompt-builder", async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.fulfill({ status: 502, contentType: "application/json", body: '{"message":"down"}' });
  });
  await page.goto("/prompt-builder");
  await page.getByLabel("Topic").fill("A dragon who is afraid of heights");
  await page.getByRole("button", { name: m.submit }).click();
  await expect(page.getByRole("button", { name: m.busy })).toBeDisabled();
  await expect(page.getByText(m.failure.description, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: m.submit })).toBeEnabled();
});

test("prompt builder: mobile layout has no horizontal scroll", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/prompt-builder");
  await page
    .getByLabel("Topic")
    .fill(`A very long topic ${"supercalifragilisticexpialidocious".repeat(4)} about onboarding`);
  await page.getByLabel("Keywords (optional)").fill("onboarding, mentoring");
  await page.getByRole("button", { name: m.submit }).click();
  await expect(page.getByTestId("main-prompt")).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
});
