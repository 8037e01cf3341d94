import { expect, type Locator } from "@playwright/test";

/**
 * Picks an option in one of the hub's themed selects (ui/select.tsx: a combobox button and a listbox), as a user
 * does: open it, click the option. `option` is the option's value, or `{ label }` for its visible text.
 */
export async function chooseOption(select: Locator, option: string | { label: string }) {
  await select.click();
  const listbox = select.page().getByRole("listbox");
  const item =
    typeof option === "string"
      ? listbox.locator(`[role="option"][data-value="${option}"]`)
      : listbox.getByRole("option", { name: option.label, exact: true });
  await item.click();
  await expect(listbox).toBeHidden();
  await expect(select).toHaveAttribute("data-value", typeof option === "string" ? option : /.+/);
}

/** The visible texts of a themed select's options (opens the listbox, reads it, closes it with Escape). */
export async function optionTexts(select: Locator): Promise<string[]> {
  await select.click();
  const listbox = select.page().getByRole("listbox");
  await expect(listbox.getByRole("option").first()).toBeVisible();
  const texts = await listbox.getByRole("option").allInnerTexts();
  await select.page().keyboard.press("Escape");
  await expect(listbox).toBeHidden();
  return texts.map((t) => t.trim());
}

/** The values of a themed select's options that can be chosen (not disabled). */
export async function enabledOptionValues(select: Locator): Promise<string[]> {
  await select.click();
  const listbox = select.page().getByRole("listbox");
  await expect(listbox.getByRole("option").first()).toBeVisible();
  const values = await listbox.locator('[role="option"]:not([data-disabled])').evaluateAll((els) => els.map((e) => e.getAttribute("data-value") ?? ""));
  await select.page().keyboard.press("Escape");
  await expect(listbox).toBeHidden();
  return values;
}
