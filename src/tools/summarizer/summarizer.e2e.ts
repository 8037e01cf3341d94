import { expect, test } from "../../../tests/helpers/e2e";
import { SOLAR_ARTICLE } from "../../../tests/fixtures/texts";
import { expectNoSeriousA11yViolations } from "../../../tests/helpers/axe";
import { EVAL_SET } from "./summarizer.eval-set";
import { chooseOption } from "../../../tests/helpers/select";

const inputSentences = SOLAR_ARTICLE.replace(/\s+/g, " ")
  .split(/(?<=[.!?])\s+/)
  .map((s) => s.trim());

test("summarizer: validation, each length and style, result sentences come from the input", async ({ page }) => {
  await page.goto("/summarizer");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Generate Summary" }).click();
  await expect(page.getByText("Please enter some text to summarize").first()).toBeVisible();

  await page.getByLabel("Text to summarize").fill(SOLAR_ARTICLE);
  await expect(page.getByText("Please enter some text to summarize")).toHaveCount(0); // re-validates on change
  for (const [length, style] of [
    ["Concise", "Bullet Points"],
    ["Medium", "Paragraphs"],
    ["Detailed", "TL;DR"],
  ] as const) {
    await chooseOption(page.getByLabel("Summary length"), { label: length });
    await chooseOption(page.getByLabel("Summary style"), { label: style });
    await page.getByRole("button", { name: "Generate Summary" }).click();
    const result = page.getByTestId("summary-result");
    await expect(result).not.toBeEmpty();
    await expect(page.getByText("Your text has been summarized successfully.", { exact: true })).toBeVisible();
    const text = (await result.innerText()).replace(/^TL;DR: /, "");
    const sentences = text
      .split(/\n+/)
      .map((l) => l.replace(/^• /, ""))
      .flatMap((l) => l.split(/(?<=[.!?])\s+/))
      .map((s) => s.trim())
      .filter(Boolean);
    expect(sentences.length).toBeGreaterThan(0);
    for (const s of sentences) expect(inputSentences).toContain(s);
    if (style === "Bullet Points") expect(text.startsWith("• ")).toBe(true);
    await expect(page.locator("[data-engine=builtin]")).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
});

test("summarizer: markdown minutes give clean bullets that reach the decisions, never the title", async ({ page }) => {
  const minutes = EVAL_SET.find((e) => e.id === "minutes-product-sync")!.text as string;
  await page.goto("/summarizer");
  await page.getByLabel("Text to summarize").fill(minutes);
  await chooseOption(page.getByLabel("Summary length"), { label: "Concise" });
  await chooseOption(page.getByLabel("Summary style"), { label: "Bullet Points" });
  await page.getByRole("button", { name: "Generate Summary" }).click();
  const result = page.getByTestId("summary-result");
  await expect(result).toContainText("27 November");
  const text = await result.innerText();
  expect(text.split("\n").every((l) => l.startsWith("• "))).toBe(true);
  expect(text).not.toMatch(/#|\*\*|Product team weekly sync|Attendees/);
  await chooseOption(page.getByLabel("Summary style"), { label: "TL;DR" });
  await page.getByRole("button", { name: "Generate Summary" }).click();
  await expect(result).toHaveText(/^TL;DR: [^\n]+$/);
});

test("summarizer: a server failure shows the spec's message", async ({ page }) => {
  await page.route("**/api/summarize", (route) => route.fulfill({ status: 503, body: "down" }));
  await page.goto("/summarizer");
  await page.getByLabel("Text to summarize").fill("One sentence. Two sentences.");
  await page.getByRole("button", { name: "Generate Summary" }).click();
  await expect(page.getByText("OpenAI API request failed with status 503", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Generate Summary" })).toBeEnabled();
});
