import { readFile } from "node:fs/promises";
import { expect, test } from "../../../tests/helpers/e2e";
import { expectNoSeriousA11yViolations } from "../../../tests/helpers/axe";
import { decodeAudio, medianPitch } from "./test-support/audio-probe";
import { chooseOption, optionTexts } from "../../../tests/helpers/select";

test("text to speech: British English voices, generate, play control, download a WAV that holds the speech; axe", async ({
  page,
}) => {
  await page.goto("/text-to-speech");
  await expect(page.getByRole("heading", { level: 1, name: "Text to Speech" })).toBeVisible();
  await page
    .getByLabel("Text to convert")
    .fill("The birch canoe slid on the smooth planks. Glue the sheet to the dark blue background.");

  // Changing the language offers that language's voices and picks its first one.
  await chooseOption(page.getByLabel("Language"), "en-gb");
  await expect(await optionTexts(page.getByLabel("Voice"))).toEqual([
    "Alice (female)",
    "Emma (female)",
    "Daniel (male)",
  ]);
  await expect(page.getByLabel("Voice")).toHaveValue("alice");
  await chooseOption(page.getByLabel("Voice"), "daniel");
  await page.getByRole("radio", { name: "WAV" }).click();
  await page.getByRole("button", { name: "Generate Speech" }).click();

  await expect(page.getByTestId("tts-audio")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("tts-audio-info")).toContainText("WAV");
  await expect(page.getByRole("button", { name: "Play Audio" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // One themed player: no browser player, one play button, a seek slider that knows the length.
  const player = page.getByTestId("tts-audio");
  await expect(page.locator("audio[controls]")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Play|Resume|Pause/ })).toHaveCount(1);
  const seek = player.getByRole("slider", { name: "Seek" });
  await expect(seek).toHaveAttribute("aria-valuetext", /^0:00 of 0:0[3-9]$/);
  await player.getByRole("button", { name: "Play Audio" }).click();
  await player.getByRole("button", { name: "Pause" }).click();
  await expect(player.getByRole("button", { name: "Resume" })).toBeVisible();
  // The slider moves through the audio from the keyboard; 'Resume' then goes on from there.
  await seek.focus();
  await page.keyboard.press("Home");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(seek).toHaveAttribute("aria-valuetext", /^0:02 of /);
  await expect(player).toContainText("0:02");

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Audio" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^speech-\d+\.wav$/);
  const audio = await decodeAudio(new Uint8Array(await readFile((await file.path())!)), "wav");
  expect(audio.duration).toBeGreaterThan(3);
  expect(medianPitch(audio.samples, audio.sampleRate)).toBeLessThan(140); // daniel is a male voice
});

test("text to speech: the empty text is refused on the page with the spec's message", async ({ page }) => {
  await page.goto("/text-to-speech");
  await page.getByLabel("Text to convert").fill("   ");
  await page.getByRole("button", { name: "Generate Speech" }).click();
  await expect(page.getByText("Please enter some text to convert").first()).toBeVisible();
  await expect(page.getByTestId("tts-audio")).toHaveCount(0);
});
