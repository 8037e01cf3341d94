import { expect, type Locator } from "@playwright/test";

/**
 * Picks an option in one of the hub's selects (ui/select.tsx: a native `<select>` in the theme), as a user does.
 * `option` is the option's value, or `{ label }` for its visible text.
 */
export async function chooseOption(select: Locator, option: string | { label: string }) {
  const [picked] = await select.selectOption(option);
  if (typeof option === "string") expect(picked).toBe(option);
  await expect(select).toHaveValue(picked ?? /.+/);
}

/** The visible texts of a select's options. */
export async function optionTexts(select: Locator): Promise<string[]> {
  await expect(select.locator("option").first()).toBeAttached();
  const texts = await select.locator("option").allTextContents();
  return texts.map((t) => t.trim());
}

/** The values of a select's options that can be chosen (not disabled). */
export async function enabledOptionValues(select: Locator): Promise<string[]> {
  await expect(select.locator("option").first()).toBeAttached();
  return select.locator("option:not([disabled])").evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value));
}
