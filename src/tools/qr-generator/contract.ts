import { formatNumber } from "../../shared/text/format-number";
/** QR code generator: spec constants and user-facing strings. Runs entirely in the browser (no route). */

export const QR_SIZE = { min: 100, max: 500, step: 10, default: 300 } as const;
export const DEFAULT_CONTENT = "https://example.com";
export const DEFAULT_FOREGROUND = "#000000";
export const DEFAULT_BACKGROUND = "#ffffff";
/** Spec: error correction level Q (recovers about 25 % damage). */
export const ERROR_CORRECTION = "Q" as const;
/** Light border around the code, in modules (the QR standard asks for 4). */
export const QUIET_ZONE = 4;

/** What a version 40 symbol holds at level Q, per mode (ISO/IEC 18004 table 7). */
export const CAPACITY_Q = { numeric: 3993, alphanumeric: 2420, bytes: 1663 } as const;

/** Below WCAG's 3:1 for graphical objects a code is hard for cameras to separate from its background. */
export const MIN_CONTRAST = 3;
/** Modules narrower than this many pixels are hard to scan from a screen or print. */
export const MIN_MODULE_PX = 2;

const n = (v: number) => formatNumber(v);

export const qrMessages = {
  notGenerated: "QR Code not generated yet",
  download: "Download QR Code",
  downloadSvg: "Download SVG",
  empty: "Enter some content to generate a QR code.",
  tooLong: (bytes: number) =>
    `Too much content for one QR code at error correction level Q (${n(bytes)} bytes). ` +
    `A QR code holds at most ${n(CAPACITY_Q.bytes)} bytes of text, ${n(CAPACITY_Q.alphanumeric)} characters if it uses ` +
    `only digits, capital letters and $%*+-./: or space, or ${n(CAPACITY_Q.numeric)} digits. Shorten the content or link to it instead.`,
  lowContrast: (ratio: number) =>
    `Low contrast (${ratio.toFixed(1)}:1): scanners may not tell these colours apart. Aim for at least ${MIN_CONTRAST}:1, ideally a dark colour on a light background.`,
  inverted: "The foreground is lighter than the background. Some scanners only read dark codes on a light background.",
  tooDense: (modulePx: number) =>
    `At this size each square of the code is only ${modulePx.toFixed(1)} px wide, which is hard to scan. Increase the size or shorten the content.`,
} as const;

export function downloadName(extension: "png" | "svg", timestamp = Date.now()): string {
  return `qr-code-${timestamp}.${extension}`;
}
