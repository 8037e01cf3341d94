import { describe, expect, it } from "vitest";
import { summarize } from "./summarizer.engine";

// Session 11: "Sat. 14 June" is no sentence end; "toys etc. All proceeds" is one.
describe("summarizer: abbreviations", () => {
  it("does not cut a date at 'Sat.'", () => {
    const text =
      "St. Andrew's Church will hold its annual fair on Sat. 14 June from 10 a.m. to 4 p.m. Rev. Thomas Hill will open the event. Stalls include cakes, books, toys etc. All proceeds go to the roof fund. Parking is available on Church St. and at No. 12 High St.";
    const out = summarize(text, "short", "paragraph");
    expect(out).toContain("on Sat. 14 June");
    expect(out).not.toMatch(/on Sat\.(?! 14)/);
  });
});
