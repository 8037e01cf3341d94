import { readFile } from "node:fs/promises";
import { expect, test, type Download, type Locator, type Page } from "../../../tests/helpers/e2e";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { expectNoSeriousA11yViolations, recordRequests } from "../../../tests/helpers/axe";
import { CAPACITY_Q, DEFAULT_CONTENT, MIN_CONTRAST, QR_SIZE, qrMessages as m } from "./contract";
import { contrastRatio, parseHexColour } from "./qr-generator.engine";

/** Presses Tab until `target` has focus: proves it is reachable by keyboard (fails after `max` presses). */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`not reachable with Tab: ${target.toString()}`);
}

/** No request was recorded; then a control fetch shows that the recorder does see requests. */
async function expectNoRequests(page: Page, requests: string[]) {
  expect(requests).toEqual([]);
  await page.evaluate(() => fetch("/api/health").then((r) => r.status));
  expect(requests).toEqual([expect.stringMatching(/^GET .*\/api\/health$/)]);
}

interface Decoded {
  width: number;
  height: number;
  data: Buffer;
  text: string | null;
}

/** Reads a PNG file with pngjs and decodes it with jsQR (dark-on-light only, as strict as many scanners). */
function decodePng(file: Buffer): Decoded {
  const png = PNG.sync.read(file);
  const rgba = new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length);
  const code = jsQR(rgba, png.width, png.height, { inversionAttempts: "dontInvert" });
  return { width: png.width, height: png.height, data: png.data, text: code?.data ?? null };
}

/** Distinct opaque colours in RGBA pixel data, as #rrggbb. */
function coloursIn(data: Buffer): Set<string> {
  const seen = new Set<string>();
  for (let i = 0; i < data.length; i += 4) {
    seen.add(`#${[data[i]!, data[i + 1]!, data[i + 2]!].map((v) => v.toString(16).padStart(2, "0")).join("")}`);
  }
  return seen;
}

/** Decodes what the live preview canvas shows right now. */
async function decodePreview(page: Page): Promise<Decoded> {
  const dataUrl = await page.getByTestId("qr-canvas").evaluate((c) => (c as HTMLCanvasElement).toDataURL("image/png"));
  return decodePng(Buffer.from(dataUrl.split(",")[1]!, "base64"));
}

const toast = (page: Page, text: string) => page.locator("[data-variant]").filter({ hasText: text });

function controls(page: Page) {
  return {
    content: page.getByLabel("QR Code Content"),
    slider: page.getByRole("slider", { name: "Size" }),
    fgHex: page.getByRole("textbox", { name: "Foreground Color hex code" }),
    bgHex: page.getByRole("textbox", { name: "Background Color hex code" }),
    fgPicker: page.getByLabel("Foreground Color", { exact: true }),
    bgPicker: page.getByLabel("Background Color", { exact: true }),
    png: page.getByRole("button", { name: m.download }),
    svg: page.getByRole("button", { name: m.downloadSvg }),
    canvas: page.getByTestId("qr-canvas"),
    warnings: page.getByTestId("qr-warning"),
  };
}

/** Opens the tool and waits until its preview is drawn and the page is quiet; returns its controls. */
async function openTool(page: Page) {
  await page.goto("/qr-generator");
  await expect(page.getByRole("heading", { level: 1, name: "QR Code Generator" })).toBeVisible();
  await expect(page.getByTestId("qr-canvas")).toBeVisible();
  await page.waitForLoadState("networkidle");
  return controls(page);
}

/** openTool, then the requests the page makes from now on (none expected: the tool works in the browser). */
async function openRecording(page: Page) {
  const c = await openTool(page);
  return { c, requests: await recordRequests(page) };
}

/** Replaces the focused field's text with the keyboard (select all, then type or insert). */
async function retype(page: Page, text: string) {
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Delete");
  if (text.length > 200) await page.keyboard.insertText(text);
  else await page.keyboard.type(text);
}

/** Presses Enter on a download button (keyboard) and returns the download. */
async function downloadWith(page: Page, button: Locator): Promise<Download> {
  await tabTo(page, button);
  const [download] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
  return download;
}

async function savedPng(page: Page, button: Locator) {
  const before = Date.now();
  const download = await downloadWith(page, button);
  const name = download.suggestedFilename();
  expect(name).toMatch(/^qr-code-\d+\.png$/);
  const stamp = Number(/\d+/.exec(name)![0]);
  expect(stamp).toBeGreaterThanOrEqual(before - 1000);
  expect(stamp).toBeLessThanOrEqual(Date.now() + 1000);
  const file = await readFile((await download.path())!);
  expect([...file.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]); // PNG signature
  return decodePng(file);
}

test("keyboard only: type, resize, recolour, live preview, download PNG and SVG that decode; no network request", async ({
  page,
}) => {
  const { c, requests } = await openRecording(page);

  // Spec defaults: an example URL, 300 px, black on white, and a preview that already decodes to it.
  await expect(c.content).toHaveValue(DEFAULT_CONTENT);
  await expect(c.slider).toHaveAttribute("aria-valuenow", String(QR_SIZE.default));
  await expect(c.slider).toHaveAttribute("aria-valuemin", String(QR_SIZE.min));
  await expect(c.slider).toHaveAttribute("aria-valuemax", String(QR_SIZE.max));
  await expect(c.fgHex).toHaveValue("#000000");
  await expect(c.bgHex).toHaveValue("#ffffff");
  await expect(c.fgPicker).toHaveAttribute("data-colour", "#000000");
  await expect(c.bgPicker).toHaveAttribute("data-colour", "#ffffff");
  const initial = await decodePreview(page);
  expect([initial.width, initial.text]).toEqual([QR_SIZE.default, DEFAULT_CONTENT]);

  // Content: Tab to the text area and type.
  const typed = "https://jobs.example.org/résumé?id=42&ref=QR – Ada Lovelace";
  await tabTo(page, c.content);
  await retype(page, typed);
  await expect(c.canvas).toHaveAttribute(
    "aria-label",
    new RegExp(`for: ${typed.replace(/[.?*+^$()[\]{}|\\]/g, "\\$&")}$`),
  );
  expect((await decodePreview(page)).text).toBe(typed); // the live preview follows the text

  // Size: arrow keys move the slider one 10 px step; the preview is redrawn at the new size.
  await tabTo(page, c.slider);
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowLeft");
  await expect(c.slider).toHaveAttribute("aria-valuenow", "320");
  await expect(c.slider).toHaveAttribute("aria-valuetext", "320 pixels");
  await expect(c.canvas).toHaveAttribute("width", "320");
  const resized = await decodePreview(page);
  expect([resized.width, resized.height, resized.text]).toEqual([320, 320, typed]);

  // Colours: type hex codes (the pickers themselves have their own test below).
  await tabTo(page, c.fgHex);
  await retype(page, "#1E3A8A");
  await expect(c.fgPicker).toHaveAttribute("data-colour", "#1e3a8a");
  await tabTo(page, c.bgHex);
  await expect(c.fgHex).toHaveValue("#1e3a8a"); // normalized when focus leaves
  await retype(page, "#fef9c3");
  await expect(c.bgPicker).toHaveAttribute("data-colour", "#fef9c3");
  await expect(c.warnings).toHaveCount(0);
  const recoloured = await decodePreview(page);
  expect(recoloured.text).toBe(typed);
  expect(coloursIn(recoloured.data)).toEqual(new Set(["#1e3a8a", "#fef9c3"]));

  // PNG download: spec name, exact size, only the chosen colours, and it decodes to the typed content.
  const png = await savedPng(page, c.png);
  expect([png.width, png.height, png.text]).toEqual([320, 320, typed]);
  expect(coloursIn(png.data)).toEqual(new Set(["#1e3a8a", "#fef9c3"]));

  // SVG download: named alike; rendered by the browser and screenshotted, it decodes to the same content.
  const svgDownload = await downloadWith(page, c.svg);
  expect(svgDownload.suggestedFilename()).toMatch(/^qr-code-\d+\.svg$/);
  const svg = await readFile((await svgDownload.path())!, "utf8");
  expect(svg).toContain('width="320" height="320"');
  expect(svg).toContain('fill="#1e3a8a"');
  expect(svg).toContain('fill="#fef9c3"');
  const viewer = await page.context().newPage();
  await viewer.setViewportSize({ width: 400, height: 400 });
  await viewer.setContent(`<body style="margin:0">${svg.replace(/^<\?xml[^>]*>\s*/, "")}</body>`);
  const shot = decodePng(await viewer.locator("svg").screenshot());
  expect([shot.width, shot.text]).toEqual([320, typed]);
  await viewer.close();

  await expectNoSeriousA11yViolations(page);
  await expectNoRequests(page, requests);
});

test("colour picker: opened and used from the keyboard, sliders and presets recolour the preview; axe", async ({
  page,
}) => {
  const c = await openTool(page);
  await tabTo(page, c.fgPicker);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Foreground Color picker" });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Black: lightness 0. Forward through the sliders: hue to 240, saturation to 100 %, lightness up to 30 %.
  const hue = dialog.getByRole("slider", { name: "Hue" });
  const saturation = dialog.getByRole("slider", { name: "Saturation" });
  const lightness = dialog.getByRole("slider", { name: "Lightness" });
  await expect(lightness).toHaveAttribute("aria-valuenow", "0");
  await tabTo(page, hue);
  for (let i = 0; i < 24; i++) await page.keyboard.press("PageUp"); // 10 degrees each
  await expect(hue).toHaveAttribute("aria-valuenow", "240");
  await tabTo(page, saturation);
  await page.keyboard.press("End");
  await tabTo(page, lightness);
  for (let i = 0; i < 3; i++) await page.keyboard.press("PageUp");
  await expect(lightness).toHaveAttribute("aria-valuetext", "30 percent");
  // hsl(240, 100 %, 30 %) = #000099, shown in the hex box and on the swatch, and drawn in the preview.
  await expect(c.fgHex).toHaveValue("#000099");
  await expect(c.fgPicker).toHaveAttribute("data-colour", "#000099");
  const decoded = await decodePreview(page);
  expect(coloursIn(decoded.data)).toEqual(new Set(["#000099", "#ffffff"]));

  // A preset swatch, chosen with the keyboard, and Escape returns focus to the swatch button.
  const navy = dialog.getByRole("button", { name: "Navy #1e3a8a" });
  await tabTo(page, navy);
  await page.keyboard.press("Enter");
  await expect(navy).toHaveAttribute("aria-pressed", "true");
  await expect(c.fgHex).toHaveValue("#1e3a8a");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(c.fgPicker).toBeFocused();
  // Typing a hex code moves the picker's sliders too.
  await c.fgHex.fill("#ff0000");
  await c.fgPicker.click();
  await expect(hue).toHaveAttribute("aria-valuenow", "0");
  await expect(saturation).toHaveAttribute("aria-valuenow", "100");
  await expect(lightness).toHaveAttribute("aria-valuenow", "50");
});

test("decodes downloaded PNGs for several sizes, colours and contents, up to the level Q capacity", async ({
  page,
}) => {
  const { c, requests } = await openRecording(page);
  const repeatTo = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
  const cases = [
    // [content, slider key presses from the current value, expected size, fg, bg]
    { content: "x", keys: ["Home"], size: 100, fg: "#000000", bg: "#ffffff" },
    {
      content: "Grüße aus Köln – 東京 🚀",
      keys: ["Home", "PageUp", "ArrowRight"],
      size: 210,
      fg: "#6d28d9",
      bg: "#ffffff",
    },
    {
      content: "BEGIN:VCARD\nVERSION:3.0\nFN:Ada Lovelace\nEMAIL:ada@example.org\nEND:VCARD",
      keys: ["End", "PageDown"],
      size: 400,
      fg: "#064e3b",
      bg: "#ecfccb",
    },
    {
      content: repeatTo("The quick brown fox jumps over the lazy dog. ", 300),
      keys: ["End", "ArrowLeft", "ArrowLeft"],
      size: 480,
      fg: "#000000",
      bg: "#fef9c3",
    },
    // Exactly at capacity (version 40): 1663 bytes of text and 3993 digits.
    {
      content: repeatTo("https://example.com/a?b=c&d=e#", CAPACITY_Q.bytes),
      keys: ["End"],
      size: 500,
      fg: "#000000",
      bg: "#ffffff",
    },
    {
      content: repeatTo("31415926535897932384626433832795", CAPACITY_Q.numeric),
      keys: ["End"],
      size: 500,
      fg: "#1e3a8a",
      bg: "#ffffff",
    },
  ];
  for (const k of cases) {
    await tabTo(page, c.content);
    // The text area keeps "Enter" for new lines, so multi-line content is typed line by line with Enter.
    const lines = k.content.split("\n");
    await retype(page, lines[0]!);
    for (const line of lines.slice(1)) {
      await page.keyboard.press("Enter");
      await page.keyboard.type(line);
    }
    await expect(c.content).toHaveValue(k.content);
    await tabTo(page, c.slider);
    for (const key of k.keys) await page.keyboard.press(key);
    await expect(c.slider).toHaveAttribute("aria-valuenow", String(k.size));
    await tabTo(page, c.fgHex);
    await retype(page, k.fg);
    await tabTo(page, c.bgHex);
    await retype(page, k.bg);
    await expect(c.canvas).toHaveAttribute("width", String(k.size));
    await expect(c.warnings).toHaveCount(0);
    const png = await savedPng(page, c.png);
    expect([png.width, png.height], `${k.content.length} characters at ${k.size} px`).toEqual([k.size, k.size]);
    expect(png.text, `${k.content.length} characters at ${k.size} px`).toBe(k.content);
    expect(coloursIn(png.data)).toEqual(new Set([k.fg, k.bg]));
  }
  await expectNoRequests(page, requests);
});

test("refuses to download without a code, warns on low contrast, and explains content over capacity", async ({
  page,
}) => {
  const { c, requests } = await openRecording(page);
  let downloads = 0;
  page.on("download", () => downloads++);

  // Empty content: no preview, and both downloads are refused with the spec message.
  await tabTo(page, c.content);
  await retype(page, "");
  await expect(page.getByTestId("qr-empty")).toHaveText(m.empty);
  await expect(c.canvas).toHaveCount(0);
  await tabTo(page, c.png);
  await page.keyboard.press("Enter");
  await expect(toast(page, m.notGenerated)).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Notifications (F8)" }).getByText(m.notGenerated, { exact: true }),
  ).toBeVisible();
  await tabTo(page, c.svg);
  await page.keyboard.press("Enter");
  await expect(toast(page, m.notGenerated)).toBeVisible();

  // One character more than level Q holds: a clear message naming the size and the limit; downloads refused.
  const over = "a".repeat(CAPACITY_Q.bytes + 1);
  await tabTo(page, c.content);
  await retype(page, over);
  const tooLong = m.tooLong(CAPACITY_Q.bytes + 1);
  expect(tooLong).toContain("1,664 bytes");
  expect(tooLong).toContain("at most 1,663 bytes");
  await expect(page.getByText(tooLong, { exact: true })).toBeVisible();
  await expect(c.content).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("qr-empty")).toHaveText(m.notGenerated);
  await page.keyboard.press("Backspace"); // back to exactly the capacity: a code again
  await expect(c.canvas).toBeVisible();
  await expect(page.getByText(tooLong, { exact: true })).toHaveCount(0);
  await expect(c.content).toHaveAttribute("aria-invalid", "false");
  await page.keyboard.type("b");
  await expect(page.getByText(tooLong, { exact: true })).toBeVisible();
  await tabTo(page, c.png);
  await page.keyboard.press("Enter");
  await expect(toast(page, m.notGenerated)).toBeVisible();
  expect(downloads).toBe(0);

  // Low contrast: grey on grey gets a warning with the computed ratio; and a real decoder cannot read it.
  await tabTo(page, c.content);
  await retype(page, "https://example.org/low-contrast");
  await tabTo(page, c.fgHex);
  await retype(page, "#777777");
  await tabTo(page, c.bgHex);
  await retype(page, "#999999");
  const ratio = contrastRatio(parseHexColour("#777777")!, parseHexColour("#999999")!);
  expect(ratio).toBeLessThan(MIN_CONTRAST);
  await expect(c.warnings).toHaveCount(1);
  await expect(c.warnings).toHaveText(m.lowContrast(ratio));
  expect(m.lowContrast(ratio)).toContain(`(${ratio.toFixed(1)}:1)`);
  expect((await decodePreview(page)).text).toBeNull();
  // A darker foreground clears the warning, and the code reads again.
  await tabTo(page, c.fgHex);
  await retype(page, "#222222");
  await expect(c.warnings).toHaveCount(0);
  expect((await decodePreview(page)).text).toBe("https://example.org/low-contrast");
  // Light on dark (inverted) has enough contrast but is flagged for dark-only scanners.
  await retype(page, "#ffffff");
  await tabTo(page, c.bgHex);
  await retype(page, "#000000");
  await expect(c.warnings).toHaveText(m.inverted);

  await expectNoSeriousA11yViolations(page);
  await expectNoRequests(page, requests);
});

test("fits a 375 px phone screen without horizontal scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const c = await openTool(page);
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  // Largest size: the preview scales down to fit, the PNG keeps its full size.
  await tabTo(page, c.slider);
  await page.keyboard.press("End");
  await expect(c.canvas).toHaveAttribute("width", "500");
  expect(await overflow()).toBeLessThanOrEqual(0);
  const box = (await c.canvas.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  const png = await savedPng(page, c.png);
  expect([png.width, png.text]).toEqual([500, DEFAULT_CONTENT]);
  await expectNoSeriousA11yViolations(page);
});
