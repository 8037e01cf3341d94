import { describe, expect, it } from "vitest";
import { tabIndexForKey } from "./tab-keys";

describe("tabIndexForKey", () => {
  it("moves right and left, wrapping at both ends", () => {
    expect(tabIndexForKey("ArrowRight", 0, 3)).toBe(1);
    expect(tabIndexForKey("ArrowRight", 2, 3)).toBe(0);
    expect(tabIndexForKey("ArrowLeft", 1, 3)).toBe(0);
    expect(tabIndexForKey("ArrowLeft", 0, 3)).toBe(2);
  });

  it("jumps to the first and last tab, and ignores other keys", () => {
    expect(tabIndexForKey("Home", 2, 4)).toBe(0);
    expect(tabIndexForKey("End", 0, 4)).toBe(3);
    expect(tabIndexForKey("Enter", 1, 4)).toBe(-1);
    expect(tabIndexForKey("ArrowDown", 1, 4)).toBe(-1);
  });
});
