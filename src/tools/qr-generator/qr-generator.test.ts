import { describe, expect, it } from "vitest";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { create } from "qrcode";
import {
  CAPACITY_Q,
  DEFAULT_CONTENT,
  MIN_CONTRAST,
  MIN_MODULE_PX,
  QR_SIZE,
  downloadName,
  qrMessages,
} from "./contract";
import {
  buildQr,
  contrastRatio,
  moduleLayout,
  modulePixels,
  normalizeHexColour,
  parseHexColour,
  renderRgba,
  renderSvg,
  type QrMatrix,
} from "./qr-generator.engine";

function matrixOf(content: string): QrMatrix {
  const result = buildQr(content);
  if (!result.ok) throw new Error(`no code for ${content.length} characters: ${result.reason}`);
  return result.matrix;
}

/** Renders like the page does, goes through a real PNG file, and decodes it with jsQR. */
function decodeViaPng(content: string, size: number, fg: string, bg: string) {
  const pixels = renderRgba(matrixOf(content), size, parseHexColour(fg)!, parseHexColour(bg)!);
  const png = new PNG({ width: size, height: size });
  png.data = Buffer.from(pixels.buffer);
  const file = PNG.sync.write(png);
  const back = PNG.sync.read(file);
  expect([back.width, back.height]).toEqual([size, size]);
  return jsQR(new Uint8ClampedArray(back.data.buffer, back.data.byteOffset, back.data.length), size, size, {
    inversionAttempts: "dontInvert", // as strict as a scanner that only reads dark-on-light codes
  });
}

const repeatTo = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

describe("buildQr", () => {
  it("uses error correction level Q and the smallest version that fits", () => {
    const result = buildQr(DEFAULT_CONTENT);
    expect(result.ok).toBe(true);
    const reference = create(DEFAULT_CONTENT, { errorCorrectionLevel: "Q" });
    expect(reference.errorCorrectionLevel.bit).toBe(3); // Q
    if (result.ok) {
      expect(result.matrix.version).toBe(reference.version);
      expect(result.matrix.size).toBe(17 + 4 * reference.version);
      // A level L symbol of the same text would be smaller or equal: Q really is used.
      expect(create(DEFAULT_CONTENT, { errorCorrectionLevel: "L" }).version).toBeLessThanOrEqual(result.matrix.version);
      expect(Array.from(result.matrix.dark)).toEqual(Array.from(reference.modules.data, (v) => (v ? 1 : 0)));
    }
  });

  it("has no code for empty content", () => {
    expect(buildQr("")).toEqual({ ok: false, reason: "empty" });
  });

  it.each([
    ["bytes", "a", CAPACITY_Q.bytes],
    ["alphanumeric", "AB12-", CAPACITY_Q.alphanumeric],
    ["numeric", "9", CAPACITY_Q.numeric],
  ])("fits exactly the level Q capacity in %s mode, and refuses one more character", (_mode, unit, capacity) => {
    const full = buildQr(repeatTo(unit, capacity));
    expect(full.ok && full.matrix.version).toBe(40);
    const over = buildQr(repeatTo(unit, capacity + 1));
    expect(over).toEqual({ ok: false, reason: "too-long", bytes: capacity + 1 });
    expect(qrMessages.tooLong(capacity + 1)).toContain((capacity + 1).toLocaleString("en-US"));
  });

  it("counts UTF-8 bytes, not characters, against the capacity", () => {
    const euro = "€".repeat(Math.floor(CAPACITY_Q.bytes / 3)); // 3 bytes each: 1662 bytes fit
    expect(buildQr(euro).ok).toBe(true);
    expect(buildQr(euro + "€")).toEqual({ ok: false, reason: "too-long", bytes: 1665 });
  });
});

describe("rendered codes decode with jsQR to the same content", () => {
  const colours: [string, string][] = [
    ["#000000", "#ffffff"],
    ["#1e3a8a", "#fef9c3"],
    ["#6d28d9", "#ffffff"],
    ["#064e3b", "#ecfccb"],
  ];
  const contents = [
    DEFAULT_CONTENT,
    "x",
    "WIFI:T:WPA;S:Home Network;P:correct horse battery staple;;",
    "Grüße aus Köln – 東京 🚀 ½",
    "BEGIN:VCARD\nVERSION:3.0\nFN:Ada Lovelace\nEMAIL:ada@example.org\nEND:VCARD",
  ];
  for (const size of [QR_SIZE.min, QR_SIZE.default, QR_SIZE.max]) {
    for (const [fg, bg] of colours) {
      it(`${size} px, ${fg} on ${bg}`, () => {
        for (const content of contents) expect(decodeViaPng(content, size, fg, bg)?.data).toBe(content);
      });
    }
  }

  it.each([
    ["1663 bytes of text", repeatTo("https://example.com/a?b=c&d=e#", CAPACITY_Q.bytes)],
    ["2420 alphanumeric characters", repeatTo("HELLO WORLD 123 $%*+-./:", CAPACITY_Q.alphanumeric)],
    ["3993 digits", repeatTo("31415926535897932384626433832795", CAPACITY_Q.numeric)],
    ["554 three-byte characters", repeatTo("東京€", 554)],
  ])("decodes at full capacity (%s) at 500 px", (_label, content) => {
    const matrix = matrixOf(content);
    expect(matrix.version).toBe(40);
    expect(decodeViaPng(content, QR_SIZE.max, "#000000", "#ffffff")?.data).toBe(content);
  });

  it("medium content (version 10-20) decodes at 300 px with colours", () => {
    const content = repeatTo("The quick brown fox jumps over the lazy dog. ", 300);
    expect(matrixOf(content).version).toBeGreaterThanOrEqual(10);
    expect(decodeViaPng(content, 300, "#1e3a8a", "#fef9c3")?.data).toBe(content);
  });

  it("draws exactly size x size pixels, quiet zone in the background colour", () => {
    const matrix = matrixOf(DEFAULT_CONTENT);
    const pixels = renderRgba(matrix, 230, { r: 10, g: 20, b: 30 }, { r: 250, g: 240, b: 230 });
    expect(pixels.length).toBe(230 * 230 * 4);
    expect(Array.from(pixels.slice(0, 4))).toEqual([250, 240, 230, 255]);
    // The top-left finder pattern's corner module is dark.
    const { modulePx, offset } = moduleLayout(matrix, 230);
    expect(Number.isInteger(modulePx)).toBe(true);
    const px = offset + modulePx * 4 + Math.floor(modulePx / 2);
    const i = (px * 230 + px) * 4;
    expect(Array.from(pixels.slice(i, i + 4))).toEqual([10, 20, 30, 255]);
  });
});

describe("what the page warns about", () => {
  it("every slider size without the 'too dense' warning decodes, for version 40 and version 25 codes", () => {
    const contents = [repeatTo("abc", CAPACITY_Q.bytes), repeatTo("hello world ", 500)];
    for (const content of contents) {
      const matrix = matrixOf(content);
      let decoded = 0;
      for (let size: number = QR_SIZE.min; size <= QR_SIZE.max; size += QR_SIZE.step) {
        if (modulePixels(matrix, size) < MIN_MODULE_PX) continue;
        expect(decodeViaPng(content, size, "#000000", "#ffffff")?.data, `${size} px`).toBe(content);
        decoded++;
      }
      expect(decoded).toBeGreaterThan(0);
    }
  });

  it("uses whole-pixel modules whenever one fits, centred", () => {
    for (const content of ["x", repeatTo("abc", 400), repeatTo("abc", CAPACITY_Q.bytes)]) {
      const matrix = matrixOf(content);
      for (let size: number = QR_SIZE.min; size <= QR_SIZE.max; size += QR_SIZE.step) {
        const { modulePx, offset } = moduleLayout(matrix, size);
        const total = matrix.size + 8;
        if (size >= total) {
          expect(Number.isInteger(modulePx)).toBe(true);
          expect(modulePx).toBe(Math.floor(size / total));
          expect(size - (2 * offset + modulePx * total)).toBeLessThanOrEqual(1);
        } else expect(modulePx).toBeCloseTo(size / total, 9);
      }
    }
  });

  it("low-contrast colours (under the warning threshold) are ones a real decoder cannot read", () => {
    const c = (h: string) => parseHexColour(h)!;
    for (const [fg, bg] of [
      ["#cccccc", "#ffffff"],
      ["#777777", "#999999"],
    ] as const) {
      expect(contrastRatio(c(fg), c(bg))).toBeLessThan(MIN_CONTRAST);
      expect(decodeViaPng(DEFAULT_CONTENT, 300, fg, bg)).toBeNull();
    }
    expect(contrastRatio(c("#555555"), c("#aaaaaa"))).toBeGreaterThan(MIN_CONTRAST);
    expect(decodeViaPng(DEFAULT_CONTENT, 300, "#555555", "#aaaaaa")?.data).toBe(DEFAULT_CONTENT);
  });
});

describe("SVG", () => {
  it("contains exactly the dark modules of the matrix", () => {
    const matrix = matrixOf("SVG check 123");
    const svg = renderSvg(matrix, 300, "#112233", "#fafafa");
    expect(svg).toContain('width="300" height="300"');
    expect(svg).toContain('fill="#112233"');
    expect(svg).toContain('fill="#fafafa"');
    const d = /<path fill="[^"]+" d="([^"]*)"/.exec(svg)![1]!;
    const dark = new Uint8Array(matrix.size * matrix.size);
    for (const m of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
      const [x, y, w] = [Number(m[1]) - 4, Number(m[2]) - 4, Number(m[3])];
      for (let k = 0; k < w; k++) dark[y * matrix.size + x + k] = 1;
    }
    expect(Array.from(dark)).toEqual(Array.from(matrix.dark));
  });
});

describe("colours", () => {
  it("parses and normalizes hex colours", () => {
    expect(parseHexColour("#FFF")).toEqual({ r: 255, g: 255, b: 255 });
    expect(normalizeHexColour(" #1E3A8A ")).toBe("#1e3a8a");
    expect(normalizeHexColour("#12345")).toBeNull();
    expect(normalizeHexColour("red")).toBeNull();
  });

  it("computes WCAG contrast ratios", () => {
    const c = (h: string) => parseHexColour(h)!;
    expect(contrastRatio(c("#000000"), c("#ffffff"))).toBeCloseTo(21, 5);
    expect(contrastRatio(c("#ffffff"), c("#000000"))).toBeCloseTo(21, 5);
    expect(contrastRatio(c("#777777"), c("#ffffff"))).toBeCloseTo(4.48, 2);
    expect(contrastRatio(c("#abcdef"), c("#abcdef"))).toBe(1);
  });
});

it("names downloads qr-code-<timestamp>", () => {
  expect(downloadName("png", 1763776800123)).toBe("qr-code-1763776800123.png");
  expect(downloadName("svg", 42)).toBe("qr-code-42.svg");
  expect(downloadName("png")).toMatch(/^qr-code-\d{13}\.png$/);
});
