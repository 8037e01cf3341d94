import { describe, expect, it } from "vitest";
import { hexToHsl, hslToHex } from "./colour-space";
import { parseHexColour } from "./qr-generator.engine";

describe("colour space (the QR colour picker's sliders)", () => {
  it("reads well-known colours", () => {
    expect(hexToHsl("#ff0000")).toEqual({ h: 0, s: 100, l: 50 });
    expect(hexToHsl("#00ff00")).toEqual({ h: 120, s: 100, l: 50 });
    expect(hexToHsl("#0000FF")).toEqual({ h: 240, s: 100, l: 50 });
    expect(hexToHsl("#000")).toEqual({ h: 0, s: 0, l: 0 });
    expect(hexToHsl("#ffffff")).toEqual({ h: 0, s: 0, l: 100 });
    expect(hexToHsl("#1e3a8a")).toEqual({ h: 224, s: 64, l: 33 });
    expect(hexToHsl("blue")).toBeNull();
  });

  it("writes well-known colours, wrapping the hue and clamping the rest", () => {
    expect(hslToHex({ h: 0, s: 100, l: 50 })).toBe("#ff0000");
    expect(hslToHex({ h: 360 + 120, s: 100, l: 50 })).toBe("#00ff00");
    expect(hslToHex({ h: -120, s: 100, l: 50 })).toBe("#0000ff");
    expect(hslToHex({ h: 200, s: 0, l: 100 })).toBe("#ffffff");
    expect(hslToHex({ h: 200, s: 150, l: -5 })).toBe("#000000");
  });

  it("round-trips every colour to within the sliders' whole-number precision", () => {
    let worst = { hex: "", diff: 0 };
    for (let n = 0; n < 0x1000000; n += 4099) {
      const hex = `#${n.toString(16).padStart(6, "0")}`;
      const back = parseHexColour(hslToHex(hexToHsl(hex)!))!;
      const orig = parseHexColour(hex)!;
      const diff = Math.max(Math.abs(back.r - orig.r), Math.abs(back.g - orig.g), Math.abs(back.b - orig.b));
      if (diff > worst.diff) worst = { hex, diff };
    }
    // One percent of lightness or saturation is at most ~2.55 levels per channel, plus rounding.
    expect(worst.diff, worst.hex).toBeLessThanOrEqual(5);
  });
});
