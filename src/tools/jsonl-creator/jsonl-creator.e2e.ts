import { readFile } from "node:fs/promises";
import { expect, test, type Locator, type Page } from "../../../tests/helpers/e2e";
import { expectNoSeriousA11yViolations, recordRequests } from "../../../tests/helpers/axe";

/** Presses Tab until `target` has focus: proves it is reachable by keyboard (fails after `max` presses). */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`not reachable with Tab: ${target.toString()}`);
}

async function openTool(page: Page) {
  await page.goto("/jsonl-creator");
  await expect(page.getByRole("heading", { level: 1, name: "JSONL Creator" })).toBeVisible();
  await expect(page.getByLabel("User message")).toBeVisible();
}

/** No request was recorded; then a control fetch shows that the recorder does see requests. */
async function expectNoRequests(page: Page, requests: string[]) {
  expect(requests).toEqual([]);
  await page.evaluate(() => fetch("/api/health").then((r) => r.status));
  expect(requests).toEqual([expect.stringMatching(/^GET .*\/api\/health$/)]);
}

const toast = (page: Page, title: string) => page.locator("[data-variant]").filter({ hasText: title });

async function downloadLines(page: Page, button: Locator) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    tabTo(page, button).then(() => page.keyboard.press("Enter")),
  ]);
  expect(download.suggestedFilename()).toBe("generated_data.jsonl");
  const text = await readFile((await download.path())!, "utf8");
  expect(text.endsWith("\n")).toBe(true);
  return text
    .trimEnd()
    .split("\n")
    .map((line) => JSON.parse(line) as { messages: { role: string; content: string }[] });
}

test("builds pairs with the keyboard only, downloads and parses the file, with no network request", async ({
  page,
}) => {
  await openTool(page);
  const requests = await recordRequests(page);
  const system = page.getByLabel("System message (optional)");
  const user = page.getByLabel("User message");
  const assistant = page.getByLabel("Assistant message");
  const downloadButton = page.getByRole("button", { name: "Download JSONL File" });
  // A fresh page shows no error: there is no file to reject yet.
  await expect(page.getByTestId("validation-summary")).toHaveText(/^Add a conversation pair/);
  await expect(page.getByTestId("validation-panel").getByText(/OpenAI would reject/)).toHaveCount(0);

  // Nothing to save yet.
  await tabTo(page, downloadButton);
  await page.keyboard.press("Enter");
  await expect(toast(page, "No messages to save!")).toBeVisible();

  await tabTo(page, system);
  await page.keyboard.type("You are a terse geography tutor.");
  await page.keyboard.press("Tab");
  await expect(user).toBeFocused();

  const pairs = [
    { user: "Capital of France?", assistant: "Paris." },
    { user: "And of Peru?\nOne word, please.", assistant: 'Lima ("City of Kings").' },
    { user: "Thanks!", assistant: "" },
  ];
  for (const [i, p] of pairs.entries()) {
    const [first, ...rest] = p.user.split("\n");
    await page.keyboard.type(first!);
    for (const line of rest) {
      await page.keyboard.press("Shift+Enter");
      await page.keyboard.type(line);
    }
    await page.keyboard.press("Enter");
    await expect(assistant).toBeFocused();
    await page.keyboard.type(p.assistant);
    await page.keyboard.press("Enter");
    await expect(user).toBeFocused();
    await expect(user).toHaveValue("");
    await expect(assistant).toHaveValue("");
    await expect(toast(page, "Message saved")).toBeVisible();
    await expect(page.getByTestId("pair-count")).toHaveText(`${i + 1} ${i === 0 ? "pair" : "pairs"}`);
  }

  // An empty user message is refused.
  await page.keyboard.press("Enter");
  await expect(assistant).toBeFocused();
  await page.keyboard.type("an orphan reply");
  await page.keyboard.press("Enter");
  await expect(toast(page, "Cannot save empty message")).toContainText("Please enter user message content");
  await expect(page.getByTestId("pair-count")).toHaveText("3 pairs");
  await expect(user).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Delete");

  // The preview is the file.
  const expected = {
    messages: [
      { role: "system", content: "You are a terse geography tutor." },
      ...pairs.flatMap((p) => [
        { role: "user", content: p.user },
        ...(p.assistant ? [{ role: "assistant", content: p.assistant }] : []),
      ]),
    ],
  };
  await expect(page.getByTestId("jsonl-preview")).toHaveText(`${JSON.stringify(expected)}\n`);
  await expect(page.getByTestId("validation-summary")).toContainText("1 error");

  // Download: one record, system first, then user/assistant in order; the empty reply is left out.
  const lines = await downloadLines(page, downloadButton);
  await expect(toast(page, "JSONL file downloaded successfully!")).toBeVisible();
  expect(lines).toEqual([expected]);

  // Remove the last pair (keyboard); the file now ends with an assistant message.
  await tabTo(page, page.getByRole("button", { name: "Remove pair 3" }));
  await page.keyboard.press("Enter");
  await expect(toast(page, "Message removed")).toBeVisible();
  await expect(page.getByTestId("pair-count")).toHaveText("2 pairs");
  await expect(page.getByRole("button", { name: "Remove pair 2" })).toBeFocused();
  await expect(page.getByTestId("validation-summary")).toHaveText(/No errors; 1 warning/);

  // One example per pair.
  await tabTo(page, page.getByRole("radio", { name: /One conversation/ }));
  // Held like a person would: Radix moves focus (and checks) a tick after keydown, and checks only while it is held.
  await page.keyboard.down("ArrowRight");
  await expect(page.getByRole("radio", { name: /One example per pair/ })).toBeFocused();
  await page.keyboard.up("ArrowRight");
  await expect(page.getByRole("radio", { name: /One example per pair/ })).toBeChecked();
  const perPair = await downloadLines(page, downloadButton);
  expect(perPair.map((l) => l.messages)).toEqual(
    pairs
      .slice(0, 2)
      .map((p) => [
        expected.messages[0],
        { role: "user", content: p.user },
        { role: "assistant", content: p.assistant },
      ]),
  );

  await expectNoSeriousA11yViolations(page);
  await expectNoRequests(page, requests);
});

test("keyboard only: the draft survives a reload; Clear All empties everything", async ({ page }) => {
  await openTool(page);
  const requests = await recordRequests(page);
  const system = page.getByLabel("System message (optional)");
  const user = page.getByLabel("User message");
  await tabTo(page, system);
  await page.keyboard.type("Kept system");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Kept question");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Kept answer");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("pair-count")).toHaveText("1 pair");
  await page.keyboard.type("half-typed");
  await expect(user).toHaveValue("half-typed");
  await page.reload();
  await expect(page.getByTestId("pair-count")).toHaveText("1 pair");
  await expect(system).toHaveValue("Kept system");
  await expect(user).toHaveValue("half-typed");
  await expect(page.getByTestId("saved-pairs")).toContainText("Kept answer");
  await expect(page.getByTestId("jsonl-preview")).toHaveText(
    `${JSON.stringify({
      messages: [
        { role: "system", content: "Kept system" },
        { role: "user", content: "Kept question" },
        { role: "assistant", content: "Kept answer" },
      ],
    })}\n`,
  );
  await page.waitForLoadState("networkidle");
  const afterReload = requests.length; // loading the page again is not using the tool

  await tabTo(page, page.getByRole("button", { name: "Clear All" }));
  await page.keyboard.press("Enter");
  await expect(toast(page, "Cleared")).toBeVisible();
  await expect(page.getByTestId("pair-count")).toHaveText("0 pairs");
  await expect(system).toHaveValue("");
  await expect(user).toHaveValue("");
  await expect(page.getByTestId("jsonl-preview-empty")).toBeVisible();
  expect(requests.length).toBe(afterReload);
  await page.reload();
  await expect(page.getByTestId("pair-count")).toHaveText("0 pairs");
  await expect(user).toHaveValue("");
});

test("imports a .jsonl file (keyboard), reports bad lines by number, and keeps editing", async ({ page }) => {
  page.on("filechooser", () => undefined); // enable file chooser interception before the page can open one
  await openTool(page);
  const requests = await recordRequests(page);
  const file = [
    JSON.stringify({
      messages: [
        { role: "system", content: "Imported system" },
        { role: "user", content: "u1" },
        { role: "assistant", content: "a1" },
      ],
    }),
    "{broken",
    JSON.stringify({
      messages: [
        { role: "system", content: "Imported system" },
        { role: "user", content: "u2" },
        { role: "assistant", content: "a2" },
      ],
    }),
    JSON.stringify({ messages: [{ role: "user", content: "u3", mood: "happy" }] }),
  ].join("\n");
  await tabTo(page, page.getByRole("button", { name: "Import .jsonl" }));
  const [chooser] = await Promise.all([page.waitForEvent("filechooser"), page.keyboard.press("Enter")]);
  await chooser.setFiles({ name: "old.jsonl", mimeType: "application/jsonl", buffer: Buffer.from(file) });
  const report = page.getByTestId("import-report");
  await expect(report).toContainText("Imported 3 pairs from 4 lines of old.jsonl.");
  await expect(report).toContainText("Line 2: The line is not valid JSON");
  await expect(report).toContainText('Line 4: Message 1 has unrecognized key "mood"');
  await expect(report).toContainText("Line 4: The example has no assistant message.");
  await expect(page.getByLabel("System message (optional)")).toHaveValue("Imported system");
  await expect(page.getByTestId("pair-count")).toHaveText("3 pairs");
  await expect(page.getByRole("radio", { name: /One example per pair/ })).not.toBeChecked();

  await tabTo(page, page.getByLabel("User message"));
  await page.keyboard.type("u4");
  await page.keyboard.press("Tab");
  await page.keyboard.type("a4");
  await tabTo(page, page.getByRole("button", { name: "Add Message Pair" }));
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("User message")).toBeFocused();
  await expect(page.getByTestId("pair-count")).toHaveText("4 pairs");
  const lines = await downloadLines(page, page.getByRole("button", { name: "Download JSONL File" }));
  expect(lines[0]!.messages.map((m) => m.content)).toEqual([
    "Imported system",
    "u1",
    "a1",
    "u2",
    "a2",
    "u3",
    "u4",
    "a4",
  ]);
  await expectNoSeriousA11yViolations(page);
  await expectNoRequests(page, requests);
});

test("fits a 375 px phone screen without horizontal scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openTool(page);
  await page.getByLabel("User message").fill("A long question without spaces: " + "x".repeat(120));
  await page.getByLabel("User message").press("Enter");
  await page.getByLabel("Assistant message").press("Enter");
  await expect(page.getByTestId("pair-count")).toHaveText("1 pair");
  // Elements reaching past the right edge of the screen (named, so a failure says where).
  const wide = await page.evaluate(() =>
    [...document.body.querySelectorAll<HTMLElement>("*")]
      .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ""} ${Math.round(el.getBoundingClientRect().width)}px`,
      ),
  );
  expect(wide).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
});
