import { truncateSync, writeFileSync } from "node:fs";
import { expect, test, type TestInfo } from "../../../tests/helpers/e2e";
import { expectNoSeriousA11yViolations } from "../../../tests/helpers/axe";
import { AUDIO_MAX_BYTES } from "./contract";
import { toneWav } from "./test-audio";
import { enabledOptionValues, optionTexts } from "../../../tests/helpers/select";

/** A file of `bytes` zero bytes in the test's output folder, written as a sparse file (no 25 MB write). */
function sparseFile(testInfo: TestInfo, name: string, bytes: number): string {
  const file = testInfo.outputPath(name);
  writeFileSync(file, "");
  truncateSync(file, bytes);
  return file;
}

test("speech to text: choose a file, see its name, transcribe, copy; keyboard-operable; axe", async ({ page }) => {
  // Turn on file-chooser interception before the page loads: enabling it lazily at waitForEvent races the key press.
  page.on("filechooser", () => undefined);
  await page.goto("/speech-to-text");
  await expect(page.getByRole("heading", { level: 1, name: "Speech to Text" })).toBeVisible();
  const submit = page.getByRole("button", { name: "Transcribe Audio" });
  await expect(submit).toBeDisabled();
  await expect(page.getByLabel("Language")).toHaveValue("english");
  // With the built-in recognizer only English can be chosen; the others say what they need. (The page learns which
  // engine answers after it loads, and the prerendered list has every option enabled until then: polled, and the
  // labels read after.)
  await expect.poll(() => enabledOptionValues(page.getByLabel("Language"))).toEqual(["english"]);
  const languages = await optionTexts(page.getByLabel("Language"));
  expect(languages).toHaveLength(14);
  expect(languages).toContain("Spanish (needs a connected transcription service)");
  await expect(page.getByTestId("engine-note")).toContainText("basic English recognizer");
  await expect(page.locator("main")).not.toContainText(/[A-Z]{2,}_[A-Z_]{2,}/); // no server setting names
  await expectNoSeriousA11yViolations(page);

  // The file area opens the picker from the keyboard, with a visible focus ring.
  const zone = page.getByRole("button", { name: /Click to choose an audio file/ });
  await zone.focus();
  await expect(zone).toHaveCSS("outline-style", "solid");
  const chooser = page.waitForEvent("filechooser");
  await page.keyboard.press("Enter");
  await (await chooser).setFiles({ name: "tone-clip.wav", mimeType: "audio/wav", buffer: toneWav(1.2) });

  await expect(page.getByTestId("chosen-file-name")).toHaveText("tone-clip.wav");
  await expect(page.getByText("tone-clip.wav (37.5 KB)", { exact: true })).toBeVisible(); // the 'File selected' toast
  await expect(page.getByText("File selected", { exact: true })).toBeVisible();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText("Audio transcription completed successfully", { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId("transcription-result")).toBeVisible();
  await expect(page.locator("[data-engine]")).toHaveAttribute("data-engine", "builtin");
  await expect(page.getByTestId("basic-engine-label")).toBeVisible();
  await expect(page.getByTestId("basic-engine-label")).toContainText("Basic English recognizer");
  await expect(page.getByTestId("basic-engine-label")).not.toContainText("STT_BASE_URL");
  await expect(page.getByRole("button", { name: "Copy transcription" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("speech to text: the spec's file checks and the server's own refusal", async ({ page }, testInfo) => {
  await page.goto("/speech-to-text");
  const input = page.getByTestId("audio-file-input");

  await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(page.getByRole("alert").filter({ hasText: "Please select an audio file." }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Transcribe Audio" })).toBeDisabled();

  await input.setInputFiles({ name: "song.ogg", mimeType: "audio/ogg", buffer: Buffer.from("OggS") });
  await expect(
    page.getByText("Unsupported audio format. Please use MP3, WAV, M4A, MP4, MPEG, MPGA, or WEBM formats.").first(),
  ).toBeVisible();

  // Chromium labels .webm and .mp4 files video/*: they are the accepted WebM and MP4 audio containers.
  await input.setInputFiles({
    name: "memo.webm",
    mimeType: "video/webm",
    buffer: Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0]),
  });
  await expect(page.getByTestId("chosen-file-name")).toHaveText("memo.webm");

  // One byte over the limit, from disk (a sparse file): a 25 MB buffer would cross the browser protocol as base64.
  await input.setInputFiles(sparseFile(testInfo, "huge.wav", AUDIO_MAX_BYTES + 1));
  await expect(
    page.getByText("File too large (25.00 MB). Please upload an audio file smaller than 25MB.").first(),
  ).toBeVisible();

  // A text file renamed to .mp3 passes the browser's type check; the server reads its bytes and refuses it.
  await input.setInputFiles({
    name: "fake.mp3",
    mimeType: "audio/mpeg",
    buffer: Buffer.from("not really audio at all ".repeat(10)),
  });
  await expect(page.getByTestId("chosen-file-name")).toHaveText("fake.mp3");
  await page.getByRole("button", { name: "Transcribe Audio" }).click();
  await expect(
    page.getByText(
      "Unsupported audio format. Please use MP3, WAV, M4A, MP4, MPEG, MPGA, or WEBM formats. (The file's content is not MP3, WAV, M4A/MP4, MPEG or WebM audio.)",
      { exact: true },
    ),
  ).toBeVisible();
});

test("speech to text: mobile layout has no horizontal scroll", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto("/speech-to-text");
  await expect(page.getByRole("button", { name: /Click to choose an audio file/ })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});
