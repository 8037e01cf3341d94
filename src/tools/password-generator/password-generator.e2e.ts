import { expect, test, type Locator, type Page } from "../../../tests/helpers/e2e";
import { expectNoSeriousA11yViolations, recordRequests } from "../../../tests/helpers/axe";
import { DIGITS, LOWERCASE, SYMBOLS, UPPERCASE, passwordMessages as m } from "./contract";
import { strengthLabel, strengthScore } from "./password-generator.engine";

/** Presses Tab (keyboard only) until the target has focus. */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("Could not reach the element with Tab");
}

async function expectStrengthMatches(page: Page, password: string) {
  const score = strengthScore(password);
  const meter = page.getByRole("meter");
  await expect(meter).toHaveAttribute("aria-valuenow", String(score));
  await expect(page.getByTestId("strength-label")).toHaveText(strengthLabel(score));
}

test("password generator: keyboard only, no network, spec behaviour, axe", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/password-generator");
  const field = page.getByLabel("Generated Password");
  await expect(field).toHaveValue(/^.{12}$/); // generated on first load, default length 12
  await expect(field).toHaveAttribute("readonly", "");
  await page.waitForLoadState("networkidle");
  const requests = await recordRequests(page);

  const first = await field.inputValue();
  for (const set of [UPPERCASE, LOWERCASE, DIGITS, SYMBOLS]) expect([...first].some((c) => set.includes(c))).toBe(true);
  await expectStrengthMatches(page, first);
  await expect(page.getByTestId("entropy")).toHaveText(/^Entropy: \d+\.\d bits$/);

  // Length slider: Home/End and arrows.
  const slider = page.getByRole("slider", { name: "Password Length" });
  await expect(slider).toHaveAttribute("aria-valuenow", "12");
  await tabTo(page, slider);
  await page.keyboard.press("End");
  await expect(slider).toHaveAttribute("aria-valuenow", "30");
  await expect(slider).toHaveAttribute("aria-valuetext", "30 characters");
  await expect(field).toHaveValue(/^.{30}$/);
  await page.keyboard.press("Home");
  await expect(field).toHaveValue(/^.{6}$/);
  for (let i = 0; i < 10; i++) await page.keyboard.press("ArrowRight");
  await expect(slider).toHaveAttribute("aria-valuenow", "16");
  await expect(field).toHaveValue(/^.{16}$/);

  // Turn symbols and numbers off with Space: the password follows the settings.
  const symbols = page.getByRole("checkbox", { name: /^Symbols/ });
  await tabTo(page, symbols);
  await page.keyboard.press("Space");
  await expect(symbols).toHaveAttribute("aria-checked", "false");
  const numbers = page.getByRole("checkbox", { name: "Numbers (0-9)" });
  await page.keyboard.press("Shift+Tab");
  await expect(numbers).toBeFocused();
  await page.keyboard.press("Space");
  const letters = await field.inputValue();
  expect(letters).toMatch(/^[A-Za-z]{16}$/);
  expect(letters).toMatch(/[A-Z]/);
  expect(letters).toMatch(/[a-z]/);
  await expectStrengthMatches(page, letters);

  // Avoid look-alikes: none of I l 1 | O 0, over many regenerations.
  const lookAlikes = page.getByRole("checkbox", { name: /Avoid look-alike/ });
  await expect(lookAlikes).toHaveAttribute("aria-checked", "false");
  await tabTo(page, lookAlikes);
  await page.keyboard.press("Space");
  await expect(lookAlikes).toHaveAttribute("aria-checked", "true");
  const generate = page.getByRole("button", { name: m.generate });
  await tabTo(page, generate);
  const seen = new Set<string>();
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press("Enter");
    const value = await field.inputValue();
    expect(value).not.toMatch(/[Il1|O0]/);
    seen.add(value);
  }
  expect(seen.size).toBeGreaterThan(15);

  // No type selected: inline message, and Generate refuses with the spec text.
  await tabTo(page, page.getByRole("checkbox", { name: "Uppercase Letters (A-Z)" }));
  await page.keyboard.press("Space");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space");
  await expect(page.getByRole("alert").filter({ hasText: m.noType })).toBeVisible();
  // The old password is gone (nothing stale to copy) and the meter gives no verdict.
  await expect(field).toHaveValue("");
  await expect(page.getByRole("button", { name: "Copy password" })).toBeDisabled();
  await expect(page.getByTestId("strength-label")).toHaveText("None");
  await expect(page.getByTestId("entropy")).toHaveText("Entropy: 0.0 bits");
  await tabTo(page, generate);
  await page.keyboard.press("Enter");
  await expect(page.locator("[data-variant=destructive]").filter({ hasText: m.noType })).toBeVisible();
  await expect(field).toHaveValue("");

  // Digits only, length 6: 12 + 15 = 27, Weak.
  await tabTo(page, numbers);
  await page.keyboard.press("Space");
  await tabTo(page, slider);
  await page.keyboard.press("Home");
  await expect(field).toHaveValue(/^[2-9]{6}$/);
  await expect(page.getByTestId("strength-label")).toHaveText("Weak");
  await expect(page.getByRole("meter")).toHaveAttribute("aria-valuenow", "27");

  // Copy with the keyboard: the clipboard holds the password, and the icon confirms.
  const copy = page.getByRole("button", { name: "Copy password" });
  await tabTo(page, copy);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Copy password: copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await field.inputValue());

  await expect(page.locator("[data-variant]").filter({ hasText: "Copied!" })).toContainText(m.copied);

  await expectNoSeriousA11yViolations(page);
  // No request while using the tool; then a control fetch shows that the recorder does see requests.
  expect(requests).toEqual([]);
  await page.evaluate(() => fetch("/api/health").then((r) => r.status));
  expect(requests).toEqual([expect.stringMatching(/^GET .*\/api\/health$/)]);
});

test("password generator fits a phone screen", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/password-generator");
  await expect(page.getByLabel("Generated Password")).toHaveValue(/^.{12}$/);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
});
