import { expect, test, type Page } from "../../../tests/helpers/e2e";
import { expectNoSeriousA11yViolations } from "../../../tests/helpers/axe";
import { emailMessages as m } from "./contract";
import { chooseOption, optionTexts } from "../../../tests/helpers/select";

const PROMPT =
  "Request a meeting with the client to discuss the Q3 marketing budget and the new campaign timeline. The budget is $12,000.";

/** Paragraphs shown in the preview, without the greeting and the sign-off. */
async function contentParagraphs(page: Page): Promise<number> {
  const blocks = await page.getByTestId("email-body").locator("p").allInnerTexts();
  if (!/,$/.test(blocks[0] ?? "") || !/\[Your Name\]$/.test(blocks.at(-1) ?? "")) return -1; // greeting and sign-off
  return blocks.length - 2;
}

test("email generator: validation, defaults, each length, tabs and copy buttons, axe", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/email-generator");
  await expect(page.getByRole("heading", { level: 1, name: "Email Template Generator" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();
  await expect(page.getByLabel("Purpose")).toHaveValue("business");
  await expect(page.getByLabel("Tone")).toHaveValue("professional");
  await expect(page.getByLabel("Audience")).toHaveValue("client");
  await expect(page.getByLabel("Length")).toHaveValue("medium");
  await expect(await optionTexts(page.getByLabel("Length"))).toEqual([
    "Short (1-2 paragraphs)",
    "Medium (3-4 paragraphs)",
    "Long (5+ paragraphs)",
  ]);
  await expect(page.getByText(m.placeholder)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Validation on submit, re-validation on change; nothing is sent while invalid.
  const requests: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/email-template")) requests.push(r.url());
  });
  const prompt = page.getByLabel("Describe your email");
  await page.getByRole("button", { name: m.submit }).click();
  await expect(page.getByText(m.promptTooShort, { exact: true })).toBeVisible();
  await prompt.fill("Too short");
  await expect(page.getByText(m.promptTooShort, { exact: true })).toBeVisible();
  await prompt.fill("x".repeat(1001));
  await expect(page.getByText(m.promptTooLong, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(requests).toEqual([]);

  await prompt.fill(PROMPT);
  await expect(page.getByText(m.promptTooLong, { exact: true })).toHaveCount(0);
  const ranges = { short: [1, 2], medium: [3, 4], long: [5, 99] } as const;
  for (const length of ["short", "medium", "long"] as const) {
    await chooseOption(page.getByLabel("Length"), length);
    await page.getByRole("button", { name: m.submit }).click();
    await expect(page.getByText(m.success.title, { exact: true })).toBeVisible();
    const [min, max] = ranges[length];
    await expect
      .poll(async () => {
        const n = await contentParagraphs(page);
        return n >= min && n <= max;
      })
      .toBe(true);
    await expect(page.getByRole("button", { name: m.submit })).toBeEnabled();
    await expect(page.locator("[data-engine=builtin]")).toBeVisible();
  }
  // Subject and body come from the prompt.
  await expect(page.getByTestId("email-subject")).toContainText("Meeting request: Q3 marketing budget");
  const body = page.getByTestId("email-body");
  await expect(body).toContainText("Q3 marketing budget");
  await expect(body).toContainText("$12,000");
  await expect(body).toContainText("schedule a meeting to discuss the Q3 marketing budget");

  // Changing the tone changes the email.
  const before = await body.innerText();
  await chooseOption(page.getByLabel("Tone"), "casual");
  await page.getByRole("button", { name: m.submit }).click();
  await expect(body).not.toHaveText(before);
  await expect(body).toContainText("Cheers,");

  // Copy subject and body (keyboard), then the raw tab's Copy All.
  const subject = await page.getByTestId("email-subject").innerText();
  await page.getByRole("button", { name: "Copy subject" }).click();
  await expect(page.getByText(m.copiedSubject, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Copy subject: copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(subject);

  await page.getByRole("button", { name: "Copy body" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(m.copiedBody, { exact: true })).toBeVisible();
  const copiedBody = await page.evaluate(() => navigator.clipboard.readText());
  expect(copiedBody.split(/\n\s*\n/).map((b) => b.trim())).toEqual(await body.locator("p").allInnerTexts());

  await page.getByRole("tab", { name: "Preview" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Raw Text" })).toHaveAttribute("aria-selected", "true");
  const raw = page.getByTestId("email-raw");
  await expect(raw).toContainText(`Subject: ${subject}`);
  await page.getByRole("button", { name: "Copy All" }).click();
  await expect(page.getByText(m.copiedAll, { exact: true })).toBeVisible();
  const all = await page.evaluate(() => navigator.clipboard.readText());
  expect(all).toBe(`Subject: ${subject}\n\n${copiedBody}`);
  await expectNoSeriousA11yViolations(page);
});

test("email generator: a server failure shows the spec's toast", async ({ page }) => {
  await page.route("**/api/email-template", (route) =>
    route.fulfill({ status: 502, body: '{"message":"down"}', contentType: "application/json" }),
  );
  await page.goto("/email-generator");
  await page.getByLabel("Describe your email").fill("Thank the team for the launch party");
  await page.getByRole("button", { name: m.submit }).click();
  await expect(page.getByText(m.failure, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: m.submit })).toBeEnabled();
});

test("email generator fits a phone screen", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/email-generator");
  await page
    .getByLabel("Describe your email")
    .fill(`Follow up with the partner about ${"averyveryverylongunbrokenproductname".repeat(3)} and the pilot`);
  await chooseOption(page.getByLabel("Length"), "long");
  await page.getByRole("button", { name: m.submit }).click();
  await expect(page.getByTestId("email-body")).toBeVisible();
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.getByRole("tab", { name: "Raw Text" }).click();
  await expect(page.getByTestId("email-raw")).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
});
