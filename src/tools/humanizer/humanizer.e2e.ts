import { expect, test } from "../../../tests/helpers/e2e";
import { expectNoSeriousA11yViolations } from "../../../tests/helpers/axe";

const TEXT =
  "In today's fast-paced world, the Lakeside Clinic has become a game-changer for 4,800 patients. " +
  "Furthermore, the staff do not have to rely on paper records. It is important to note that Dr. Amara Osei will not " +
  "leave the project before 2027.";

test("humanizer: validation, voices give different rewrites that keep facts, copy", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/humanizer");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Humanize Text" }).click();
  await expect(page.getByText("Please enter some text to humanize").first()).toBeVisible();

  await page.getByLabel("Text to humanize").fill(TEXT);
  await expect(page.getByRole("radio", { name: /Casual/ })).toBeChecked();
  // The busy label, while the request is on its way.
  await page.route("**/api/humanize", async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  await page.getByRole("button", { name: "Humanize Text" }).click();
  await expect(page.getByRole("button", { name: "Transforming..." })).toBeDisabled();
  await expect(page.getByText("Text has been humanized.", { exact: true })).toBeVisible();
  const result = page.getByTestId("humanized-result");
  const casual = await result.innerText();
  for (const fact of ["Lakeside Clinic", "4,800", "Amara Osei", "2027"]) expect(casual).toContain(fact);
  expect(casual).not.toMatch(/fast-paced world|game-changer|furthermore|important to note/i);
  expect(casual).toMatch(/don't|won't/);

  await page.getByRole("radio", { name: /Professional/ }).click();
  await page.getByRole("button", { name: "Humanize Text" }).click();
  await expect(result).not.toHaveText(casual);
  const professional = await result.innerText();
  expect(professional).toMatch(/do not/);
  expect(professional).not.toMatch(/n't\b/);
  for (const fact of ["Lakeside Clinic", "4,800", "Amara Osei", "2027"]) expect(professional).toContain(fact);

  await page.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByText("Text copied to clipboard", { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(professional);
  await expectNoSeriousA11yViolations(page);
});

test("humanizer: accepts humanizedText, and a failure shows the spec's toast", async ({ page }) => {
  await page.route("**/api/humanize", (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/json",
      body: JSON.stringify({ humanizedText: "From another server." }),
    }),
  );
  await page.goto("/humanizer");
  await page.getByLabel("Text to humanize").fill("Some text.");
  await page.getByRole("button", { name: "Humanize Text" }).click();
  await expect(page.getByTestId("humanized-result")).toHaveText("From another server.");
  await page.unroute("**/api/humanize");
  await page.route("**/api/humanize", (route) => route.fulfill({ status: 500, body: "{}" }));
  await page.getByRole("button", { name: "Humanize Text" }).click();
  await expect(page.getByText("Failed to humanize text. Please try again.", { exact: true })).toBeVisible();
});
