import { expect, test, type Page } from "../helpers/e2e";
import { TOOLS } from "../../src/server/catalogue";

/**
 * Pushes XSS payloads through every place a tool renders user text. Two checks: nothing executed (a global flag,
 * dialogs, console) and no element of a payload reached the DOM (the CSP would block execution anyway, so the DOM
 * check is what finds an injection bug).
 */
const PAYLOADS = [
  `<img src=x onerror="window.__xss=1"> plain words follow here for the engines to work with.`,
  `<script>window.__xss=1</script> The report covers solar power, batteries and the grid in detail.`,
  `"><svg onload=window.__xss=1> Another sentence about marketing and search engines. And one more.`,
  `<a href="javascript:window.__xss=1" id="xss-link">click me</a> Please write about cloud computing today.`,
  `<iframe srcdoc="<script>parent.__xss=1</script>"></iframe> Text about healthcare and education.`,
  `<details open ontoggle=window.__xss=1> <style>*{display:none}</style> Writing about teams and managers.`,
];
const INJECTED =
  "img[src='x'], script:not([src]), svg[onload], a[href^='javascript'], iframe[srcdoc], details[ontoggle], [onerror], [onload], [ontoggle]";

async function guard(page: Page) {
  const events: string[] = [];
  page.on("dialog", async (d) => {
    events.push(`dialog: ${d.message()}`);
    await d.dismiss();
  });
  await page.addInitScript(() => {
    (window as unknown as { __xss?: number }).__xss = 0;
  });
  return events;
}

async function assertNothingRan(page: Page, events: string[], where: string) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), `${where}: payload executed`).toBe(
    0,
  );
  expect(events, `${where}: dialogs`).toEqual([]);
  const injected = await page.locator("#root").locator(INJECTED).count();
  expect(injected, `${where}: payload elements in the DOM`).toBe(0);
}

async function fillAndSubmit(page: Page, payload: string) {
  const fields = page.locator(
    "main form textarea:visible, main form input:visible:not([type]), main form input:visible[type=text], main form input:visible[type=url], main form input:visible[type=search]",
  );
  const count = await fields.count();
  for (let i = 0; i < count; i++) {
    const field = fields.nth(i);
    if (await field.isEditable()) await field.fill(payload);
  }
  const submit = page.locator("main form button[type=submit]").first();
  if (await submit.count()) {
    await submit.click();
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(300);
  }
}

const SERVER_TOOLS = TOOLS.filter((t) => !t.clientOnly && !["speech-to-text", "text-to-speech"].includes(t.id));

for (const tool of SERVER_TOOLS) {
  test(`no XSS through ${tool.id}`, async ({ page }) => {
    const events = await guard(page);
    await page.goto(tool.path);
    test.skip(await page.getByText("This tool is being built.").isVisible(), "page not built");
    for (const payload of PAYLOADS) {
      await fillAndSubmit(page, payload);
      await assertNothingRan(page, events, `${tool.id} with ${payload.slice(0, 30)}`);
    }
  });
}

test("no XSS through the JSONL creator's list and preview", async ({ page }) => {
  const events = await guard(page);
  await page.goto("/jsonl-creator");
  test.skip(await page.getByText("This tool is being built.").isVisible(), "page not built");
  for (const payload of PAYLOADS) {
    const textareas = page.locator("main textarea:visible");
    for (let i = 0; i < (await textareas.count()); i++) await textareas.nth(i).fill(payload);
    await page.getByRole("button", { name: "Add Message Pair" }).click();
  }
  await assertNothingRan(page, events, "jsonl-creator");
});

test("no XSS through the subscribe form and the QR content", async ({ page }) => {
  const events = await guard(page);
  await page.goto("/qr-generator");
  const content = page.locator("main textarea").first();
  if (await content.count()) {
    for (const payload of PAYLOADS) await content.fill(payload);
  }
  await page.getByLabel("Email").fill(`x@example.org`);
  await page.getByLabel(/idea or message/).fill(PAYLOADS[0]!);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Thanks for subscribing!")).toBeVisible();
  await assertNothingRan(page, events, "qr + subscribe");
});
