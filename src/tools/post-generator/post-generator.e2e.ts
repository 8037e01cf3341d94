import { expect, test } from "../../../tests/helpers/e2e";
import { expectNoSeriousA11yViolations } from "../../../tests/helpers/axe";
import { chooseOption, optionTexts } from "../../../tests/helpers/select";

const squash = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

test("social post: validation, each UI platform, hashtags from the prompt, copy", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/post-generator");
  await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Generate Post" }).click();
  await expect(page.getByText("Prompt is required").first()).toBeVisible();

  const prompt = "Our rooftop garden at Harbour Library opens on 4 June with 120 tomato plants and a beekeeping corner";
  await page.getByLabel("What should the post be about?").fill(prompt);
  await expect(page.getByText("Prompt is required")).toHaveCount(0);
  const platforms = page.getByLabel("Platform");
  await expect(await optionTexts(platforms)).toEqual(["Twitter/X", "LinkedIn", "Instagram"]);

  for (const label of ["Twitter/X", "LinkedIn", "Instagram"]) {
    await chooseOption(platforms, { label });
    // The previous platform's result stays on screen until this answer renders: read the page only after it has.
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/social-post"));
    await page.getByRole("button", { name: "Generate Post" }).click();
    const reply = (await (await answered).json()) as { hashtags: string[] };
    await expect(page.getByTestId("post-hashtags").locator("li")).toHaveText(reply.hashtags);
    await expect(
      page.getByText("Your social media post has been created successfully.", { exact: true }),
    ).toBeVisible();
    const post = await page.getByTestId("post-result").innerText();
    expect(post).toContain("Harbour Library");
    expect(post).toContain("4 June");
    const tags = await page.getByTestId("post-hashtags").locator("li").allInnerTexts();
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) {
      expect(squash(prompt)).toContain(squash(tag));
      expect(post).toContain(tag);
    }
    if (label === "Twitter/X") expect([...post].length).toBeLessThanOrEqual(280);
    await expect(page.locator("[data-engine=builtin]")).toBeVisible();
  }

  await page.getByRole("button", { name: "Copy post" }).click();
  await expect(page.getByText("Post copied to clipboard", { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    await page.getByTestId("post-result").innerText(),
  );
  await expectNoSeriousA11yViolations(page);
});

test("social post: a server failure shows the spec's message", async ({ page }) => {
  await page.route("**/api/social-post", (route) => route.fulfill({ status: 502, body: "{}" }));
  await page.goto("/post-generator");
  await page.getByLabel("What should the post be about?").fill("Anything at all");
  await page.getByRole("button", { name: "Generate Post" }).click();
  await expect(page.getByText("API request failed with status 502", { exact: true })).toBeVisible();
});
