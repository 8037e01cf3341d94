import { create } from "qrcode";
import { ERROR_CORRECTION, QUIET_ZONE } from "./contract";

/**
 * Browser-side QR engine (pure: no DOM). The `qrcode` package builds the symbol (mode segmentation, version choice,
 * Reed-Solomon, masking); this module turns its module matrix into exact-size RGBA pixels (drawn on the preview
 * canvas, which is what the PNG download saves) and into SVG.
 */

export interface QrMatrix {
  /** Modules per side, without the quiet zone. */
  size: number;
  version: number;
  /** Row-major, 1 = dark module. */
  dark: Uint8Array;
}

type QrResult =
  | { ok: true; matrix: QrMatrix }
  | { ok: false; reason: "empty" }
  | { ok: false; reason: "too-long"; bytes: number };

export function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** Builds the symbol at error correction level Q, or says why there is none. */
export function buildQr(content: string): QrResult {
  if (content.length === 0) return { ok: false, reason: "empty" };
  try {
    const qr = create(content, { errorCorrectionLevel: ERROR_CORRECTION });
    const { size, data } = qr.modules;
    return { ok: true, matrix: { size, version: qr.version, dark: Uint8Array.from(data, (v) => (v ? 1 : 0)) } };
  } catch (error) {
    if (error instanceof Error && /too big/i.test(error.message))
      return { ok: false, reason: "too-long", bytes: utf8Length(content) };
    throw error;
  }
}

/** Modules per side including the quiet zone on both sides. */
function totalModules(matrix: QrMatrix): number {
  return matrix.size + 2 * QUIET_ZONE;
}

/**
 * How modules map onto a sizePx canvas. Whole pixels per module whenever at least one fits (scanners read
 * crisp, equal modules far better: a version 40 code at 400 px decodes with 2 px modules but not with 2.16 px ones);
 * the spare pixels widen the light border. Only when the symbol is larger than the canvas are modules fractional.
 */
export function moduleLayout(matrix: QrMatrix, sizePx: number): { modulePx: number; offset: number } {
  const total = totalModules(matrix);
  const whole = Math.floor(sizePx / total);
  if (whole < 1) return { modulePx: sizePx / total, offset: 0 };
  return { modulePx: whole, offset: Math.floor((sizePx - whole * total) / 2) };
}

/** Width of one module in pixels when the whole symbol is drawn at sizePx. */
export function modulePixels(matrix: QrMatrix, sizePx: number): number {
  return moduleLayout(matrix, sizePx).modulePx;
}

interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** Parses #rgb or #rrggbb (case-insensitive); null for anything else. */
export function parseHexColour(value: string): Rgb | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!m) return null;
  const hex = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join("") : m[1]!;
  return { r: parseInt(hex.slice(0, 2), 16), g: parseInt(hex.slice(2, 4), 16), b: parseInt(hex.slice(4, 6), 16) };
}

/** #rrggbb in lower case, or null. */
export function normalizeHexColour(value: string): string | null {
  const c = parseHexColour(value);
  return c ? `#${[c.r, c.g, c.b].map((v) => v.toString(16).padStart(2, "0")).join("")}` : null;
}

/** WCAG 2 relative luminance. */
export function luminance({ r, g, b }: Rgb): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The symbol with its quiet zone as sizePx x sizePx RGBA pixels (see moduleLayout). */
export function renderRgba(
  matrix: QrMatrix,
  sizePx: number,
  foreground: Rgb,
  background: Rgb,
): Uint8ClampedArray<ArrayBuffer> {
  const { modulePx, offset } = moduleLayout(matrix, sizePx);
  const moduleAt = Int32Array.from({ length: sizePx }, (_, p) => Math.floor((p - offset) / modulePx) - QUIET_ZONE);
  const pixels = new Uint8ClampedArray(sizePx * sizePx * 4);
  for (let y = 0; y < sizePx; y++) {
    const row = moduleAt[y]!;
    for (let x = 0; x < sizePx; x++) {
      const col = moduleAt[x]!;
      const inside = row >= 0 && col >= 0 && row < matrix.size && col < matrix.size;
      const c = inside && matrix.dark[row * matrix.size + col] ? foreground : background;
      const i = (y * sizePx + x) * 4;
      pixels[i] = c.r;
      pixels[i + 1] = c.g;
      pixels[i + 2] = c.b;
      pixels[i + 3] = 255;
    }
  }
  return pixels;
}

/** The symbol as a standalone SVG document: one path of horizontal runs of dark modules. */
export function renderSvg(matrix: QrMatrix, sizePx: number, foreground: string, background: string): string {
  const total = totalModules(matrix);
  let d = "";
  for (let row = 0; row < matrix.size; row++) {
    let col = 0;
    while (col < matrix.size) {
      if (!matrix.dark[row * matrix.size + col]) {
        col++;
        continue;
      }
      const start = col;
      while (col < matrix.size && matrix.dark[row * matrix.size + col]) col++;
      d += `M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h${start - col}z`;
    }
  }
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<svg xmlns="http://www.w3.org/2000/svg" width="${sizePx}" height="${sizePx}" viewBox="0 0 ${total} ${total}" shape-rendering="crispEdges">` +
    `<rect width="${total}" height="${total}" fill="${background}"/>` +
    `<path fill="${foreground}" d="${d}"/></svg>\n`
  );
}
