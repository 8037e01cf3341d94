import { describe, expect, it } from "vitest";
import { summarize } from "./summarizer.engine";

/** Session 13: the TL;DR of minutes was one owner's task from the Actions list. */
const MINUTES = `Minutes - Parents' Association meeting, 4 November
Present: Claire (chair), Ahmed (treasurer), Jo, Priya, Tom
Apologies: Sue

1. Christmas fair
The fair will be on Saturday 7 December, 11am-3pm, in the school hall. Jo will coordinate stalls; we need 12 volunteers. Tom suggested a raffle, agreed.

2. Finances
Ahmed reported £2,340 in the account. The summer fete raised £1,150. The playground mural invoice (£600) is still to be paid.

3. Any other business
Priya raised the lack of lighting on the path to the car park. Claire will write to the head teacher.

Actions:
- Jo: volunteer sign-up sheet by 15 November
- Ahmed: pay mural invoice this week
- Claire: letter to head about lighting

Next meeting: 2 December, 7pm.`;

describe("minutes are not summed up by one owner's task", () => {
  it.each(["short", "medium"] as const)("%s TL;DR is no item of the Actions list", (length) => {
    const tldr = summarize(MINUTES, length, "tldr");
    expect(tldr).toMatch(/^TL;DR: /);
    expect(tldr).not.toMatch(/sign-up sheet|mural invoice this week|letter to head/);
  });

  it("still lists the actions in the bullet summary", () => {
    expect(summarize(MINUTES, "short", "bullet")).toMatch(/sign-up sheet by 15 November/);
  });
});
