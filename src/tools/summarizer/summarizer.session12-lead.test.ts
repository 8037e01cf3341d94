import { describe, expect, it } from "vitest";
import { summarize } from "./summarizer.engine";

// Session 12 (lead): an action item whose owner has a hyphenated name ("Mary-Jo: book the hall") is said as a
// sentence like the others ("Mary-Jo will book the hall"); the tagger reads "Mary-Jo" as two terms.
const MINUTES = `Allotment society committee — 6 March

Present: Mary-Jo (chair), Tariq, Lou-Ellen, Pete

1. Water troughs
Two troughs on the lower field leak. Pete has a quote of £180 to replace both.

2. Open day
The open day will be on 14 June. Agreed: plots will be judged in the morning and prizes given at 3pm.

Actions
- Mary-Jo: book the village hall for the open day.
- Tariq: order the new troughs.
- Lou-Ellen: send the judging rules to all plot holders.`;

describe("summarizer: action items with hyphenated owners (session 12, lead)", () => {
  it("says a hyphenated owner's task as a sentence, as it does for the others", () => {
    const out = summarize(MINUTES, "short", "paragraph");
    expect(out).toContain("Tariq will order the new troughs.");
    expect(out).not.toMatch(/(?:Mary-Jo|Lou-Ellen):/);
    expect(out).toMatch(/(?:Mary-Jo will book the village hall|Lou-Ellen will send the judging rules)/);
  });
});
