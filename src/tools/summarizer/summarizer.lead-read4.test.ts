/**
 * Issue 11, lead's held-out read (session 4): defects seen on texts the engine had not met, each a test that fails on
 * the code before its fix.
 */
import { describe, expect, it } from "vitest";
import { summarize } from "./summarizer.engine";

const TENANTS =
  "Board meeting minutes — Hillcrest Tenants Association, 4 March\nPresent: Ruth (chair), Deepak, Carol, Mike, Aisha. Apologies: Ben.\n\n1. Minutes of last meeting approved.\n2. Heating complaints: 14 flats reported no heating in February. The management company says the boiler part is on order. Ruth will write to the council's housing officer if it is not fixed by 15 March.\n3. Rent increase: the landlord has proposed a 9% increase from June. Members agreed to oppose it and to request a meeting with the landlord. Deepak will draft a letter citing the repairs backlog.\n4. Garden day: set for 20 April. Carol will ask the hardware shop for donated compost.\n5. AOB: Mike raised the broken intercom at block C.\nNext meeting: 1 April, 7pm, community room.";

describe("summarizer, lead's held-out read (session 4)", () => {
  it.each([
    "Minutes of last meeting approved.",
    "Previous minutes approved.",
    "Notes from the last weekly meeting were agreed.",
  ])("housekeeping of minutes worded '%s' is never the summary or the TL;DR", (line) => {
    const text = TENANTS.replace("Minutes of last meeting approved.", line);
    for (const style of ["paragraph", "tldr"] as const)
      expect(summarize(text, "short", style)).not.toContain(line.replace(/\.$/, ""));
  });
});
