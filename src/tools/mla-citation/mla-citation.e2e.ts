import type { Page } from "@playwright/test";
import { expect, test } from "../../../tests/helpers/e2e";
import { expectNoSeriousA11yViolations } from "../../../tests/helpers/axe";
import { mlaMessages } from "./contract";
import { chooseOption } from "../../../tests/helpers/select";

/** Types contributor row `n` as a visitor does: a row after the first is added with the button; the role if given. */
async function typeContributor(page: Page, n: number, first: string, last: string, role?: string) {
  if (n > 1) await page.getByRole("button", { name: "Add a contributor" }).click();
  const row = page.getByRole("group", { name: `Contributor ${n}` });
  if (role) await chooseOption(row.getByLabel("Role"), role);
  await row.getByLabel("First name").fill(first);
  await row.getByLabel("Last name").fill(last);
}

test("MLA citation: validation, author rows, a journal citation with italics, rich-text copy, axe", async ({
  browser,
}) => {
  const context = await browser.newContext();
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const page = await context.newPage();
  await page.goto("/mla-citation");
  await expect(page.getByRole("heading", { level: 1, name: "MLA Citation Generator" })).toBeVisible();
  await expect(page.getByLabel("Source type")).toHaveValue("website");
  // Fields that share a row line up (issue 15: "Website name" sat 11 px lower than its neighbour).
  const top = async (label: string) => Math.round((await page.getByLabel(label, { exact: true }).boundingBox())!.y);
  expect(await top("Website name")).toBe(await top("Publisher (if not the website)"));
  expect(await top("Publication date")).toBe(await top("Access date (optional)"));

  // Nothing entered: the form says what is missing and sends nothing.
  await page.getByRole("button", { name: "Generate Citation" }).click();
  await expect(page.getByText(mlaMessages.nothingToCite)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await chooseOption(page.getByLabel("Source type"), "journal");
  await page.getByLabel("Title", { exact: true }).fill("tidal rhythms in the harbour: a field study");
  // Authors one per row: the first row is there; a second is added with the button.
  await typeContributor(page, 1, "Marisol", "Quintero");
  await typeContributor(page, 2, "Tobias", "Wren");
  await page.getByLabel("Journal name").fill("Coastal Review Quarterly");
  await page.getByLabel("Volume (optional)").fill("17");
  await page.getByLabel("Issue (optional)").fill("4");
  await page.getByLabel("Pages (optional)").fill("88–102");
  // An unparseable date is refused with a message before anything is sent.
  await page.getByLabel("Publication date").fill("sometime last year");
  await page.getByRole("button", { name: "Generate Citation" }).click();
  await expect(page.getByText(mlaMessages.badDate)).toBeVisible();
  await page.getByLabel("Publication date").fill("2023-10-05");
  await page.getByLabel("URL or DOI").fill("https://doi.org/10.5555/crq.2023.17");
  await page.getByRole("button", { name: "Generate Citation" }).click();

  const result = page.getByTestId("citation-result");
  const expected =
    'Quintero, Marisol, and Tobias Wren. "Tidal Rhythms in the Harbour: A Field Study." Coastal Review Quarterly, vol. 17, no. 4, 5 Oct. 2023, pp. 88-102, https://doi.org/10.5555/crq.2023.17.';
  await expect(result).toHaveText(expected);
  await expect(result.locator("i")).toHaveText("Coastal Review Quarterly");
  await expect(page.locator("[data-engine]")).toHaveAttribute("data-engine", "builtin");

  await page.getByRole("button", { name: "Copy citation" }).click();
  await expect(page.getByText("Citation copied to clipboard", { exact: true })).toBeVisible();
  const clip = await page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    return {
      text: await (await item!.getType("text/plain")).text(),
      html: await (await item!.getType("text/html")).text(),
    };
  });
  expect(clip.text).toBe(expected);
  expect(clip.html).toContain("<i>Coastal Review Quarterly</i>");

  // Markup typed into a field is shown as text, never run or rendered.
  await chooseOption(page.getByLabel("Source type"), "website");
  await page.getByLabel("Website name").fill("<img src=x onerror=window.__pwned=1>");
  // Row 2 removed by its button: one author left.
  await page.getByRole("button", { name: "Remove contributor 2" }).click();
  await expect(page.getByRole("group", { name: "Contributor 2" })).toHaveCount(0);
  await page.getByRole("button", { name: "Generate Citation" }).click();
  await expect(result.locator("i")).toHaveText("<img src=x onerror=window.__pwned=1>");
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(result.locator("img")).toHaveCount(0);

  await expectNoSeriousA11yViolations(page);
  await context.close();
});

test("MLA citation: a server failure shows the spec's toast", async ({ page }) => {
  await page.route("**/api/mla-citation", (route) =>
    route.fulfill({ status: 500, body: '{"message":"boom"}', contentType: "application/json" }),
  );
  await page.goto("/mla-citation");
  await page.getByLabel("Title", { exact: true }).fill("Anything");
  await page.getByRole("button", { name: "Generate Citation" }).click();
  await expect(page.getByText(mlaMessages.failure, { exact: true })).toBeVisible();
});

test("MLA citation: a translated book typed on a phone, rows and all, with no sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/mla-citation");
  await chooseOption(page.getByLabel("Source type"), "book");
  await page.getByLabel("Title", { exact: true }).fill("One Hundred Years of Solitude");
  await typeContributor(page, 1, "Gabriel", "García Márquez");
  await typeContributor(page, 2, "Gregory", "Rabassa", "translator");
  await page.getByLabel("Publisher").fill("Harper Perennial");
  await page.getByLabel("Publication date").fill("2006");
  await page.getByRole("button", { name: "Generate Citation" }).click();
  await expect(page.getByTestId("citation-result")).toHaveText(
    "García Márquez, Gabriel. One Hundred Years of Solitude. Translated by Gregory Rabassa, Harper Perennial, 2006.",
  );
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // Every control is tall enough to tap.
  const heights = await page
    .locator("form input, form button")
    .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
  expect(Math.min(...heights)).toBeGreaterThanOrEqual(32);
  await expectNoSeriousA11yViolations(page);
});

test("MLA citation: a film with director, performers and a streaming service, typed as a visitor would", async ({
  page,
}) => {
  await page.goto("/mla-citation");
  await chooseOption(page.getByLabel("Source type"), "film");
  await page.getByLabel("Title", { exact: true }).fill("Roma");
  await typeContributor(page, 1, "Alfonso", "Cuarón", "director");
  await typeContributor(page, 2, "Yalitza", "Aparicio", "performer");
  await typeContributor(page, 3, "Marina", "de Tavira", "performer");
  await page.getByLabel("Production company or distributor").fill("Participant Media");
  await page.getByLabel("Publication date").fill("2018");
  await page.getByLabel("Database or streaming service (optional)").fill("Netflix");
  await page.getByLabel("URL or DOI").fill("https://www.netflix.com/title/80240715");
  await page.getByRole("button", { name: "Generate Citation" }).click();
  const result = page.getByTestId("citation-result");
  await expect(result).toHaveText(
    "Roma. Directed by Alfonso Cuarón, performances by Yalitza Aparicio and Marina de Tavira, Participant Media, 2018. Netflix, www.netflix.com/title/80240715.",
  );
  await expect(result.locator("i")).toHaveText(["Roma", "Netflix"]);
});
